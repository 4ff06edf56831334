#include "vision/calibrator.h"

#include "vision/card_classifier.h"
#include "vision/card_detector.h"
#include "vision/image_loader.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace hats::vision {

namespace {

double medianOf(std::vector<double> v) {
    if (v.empty()) {
        return 0;
    }
    const auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

cv::Point2f centreOf(const Quad& q) {
    return (q[0] + q[1] + q[2] + q[3]) * 0.25F;
}

// Card shape from cards lying alone: how much of the card the panel covers.
void learnGeometry(const std::vector<FoundCard>& cards, Profile& profile) {
    std::vector<double> panelAspect;
    std::vector<double> widthRatio;
    std::vector<double> heightRatio;
    for (const FoundCard& c : cards) {
        const double w =
            (cv::norm(c.panel[1] - c.panel[0]) + cv::norm(c.panel[2] - c.panel[3])) / 2;
        const double h =
            (cv::norm(c.panel[3] - c.panel[0]) + cv::norm(c.panel[2] - c.panel[1])) / 2;
        panelAspect.push_back(h / w);
        if (c.outline) {
            const double ow = std::min(c.outline->size.width, c.outline->size.height);
            const double oh = std::max(c.outline->size.width, c.outline->size.height);
            widthRatio.push_back(ow / w);
            heightRatio.push_back(oh / h);
        }
    }
    const double aspect = medianOf(panelAspect);
    double rw = medianOf(widthRatio);
    double rh = medianOf(heightRatio);
    if (widthRatio.size() < cards.size() / 2 || rw < 1.0 || rw > 1.6 || rh < 1.0 || rh > 1.6) {
        rw = 1.18; // cards touching in the grid: assume a usual frame, and say so
        rh = 1.13;
        profile.shapeMeasured = false;
    }
    profile.panel = {(1 - 1 / rw) / 2, (1 - 1 / rh) / 2, 1 / rw, 1 / rh};
    profile.cardAspect = aspect * rh / rw;
}

// Rows in the order of R2, values left to right, whatever the grid's small tilt.
std::vector<FoundCard> sortGrid(std::vector<FoundCard> cards) {
    std::vector<double> angles;
    for (const FoundCard& c : cards) {
        const cv::Point2f top = c.panel[1] - c.panel[0];
        angles.push_back(std::atan2(top.y, top.x));
    }
    const double angle = medianOf(angles);
    const auto along = [&](const FoundCard& c) {
        const cv::Point2f p = centreOf(c.panel);
        return std::cos(angle) * p.x + std::sin(angle) * p.y;
    };
    const auto across = [&](const FoundCard& c) {
        const cv::Point2f p = centreOf(c.panel);
        return -std::sin(angle) * p.x + std::cos(angle) * p.y;
    };
    std::sort(cards.begin(), cards.end(),
              [&](const FoundCard& a, const FoundCard& b) { return across(a) < across(b); });
    for (int row = 0; row < kTypeCount; ++row) {
        const auto first = cards.begin() + row * kMaxValue;
        std::sort(first, first + kMaxValue,
                  [&](const FoundCard& a, const FoundCard& b) { return along(a) < along(b); });
    }
    return cards;
}

// Where the value is printed: the pixels that change most between cards of one type.
cv::Rect learnDigitBox(const std::vector<cv::Mat>& greys) {
    const cv::Size size = greys.front().size();
    cv::Mat spread(size, CV_32F, cv::Scalar(0));
    for (int row = 0; row < kTypeCount; ++row) {
        cv::Mat sum(size, CV_32F, cv::Scalar(0));
        cv::Mat sumSq(size, CV_32F, cv::Scalar(0));
        for (int v = 0; v < kMaxValue; ++v) {
            const cv::Mat& g = greys[static_cast<size_t>(row * kMaxValue + v)];
            sum += g;
            sumSq += g.mul(g);
        }
        cv::Mat variance = sumSq / kMaxValue - (sum / kMaxValue).mul(sum / kMaxValue);
        spread += cv::max(variance, 0);
    }
    const cv::Rect quarter(0, 0, size.width / 2, size.height / 2);
    cv::Mat corner = spread(quarter).clone();
    cv::GaussianBlur(corner, corner, {3, 3}, 0);
    double peak = 0;
    cv::minMaxLoc(corner, nullptr, &peak);
    cv::Mat strong = corner > 0.3 * peak;
    std::vector<cv::Point> points;
    cv::findNonZero(strong, points);
    if (points.empty()) {
        return {};
    }
    cv::Rect box = cv::boundingRect(points);
    box.x -= 2;
    box.y -= 2;
    box.width += 4;
    box.height += 4;
    return box & quarter;
}

Result<RectifiedCard> onlyCard(const cv::Mat& photo, const Profile& profile) {
    CardDetector detector(CardDetector::Options{});
    std::vector<FoundCard> found = detector.find(photo);
    if (found.empty()) {
        return Error::at({}, Fault{FaultKind::CalibrationBackNoCard});
    }
    // The back photo shows one face-down card; the grid photo given again is refused.
    if (found.size() > 2) {
        return Error::at({}, Fault{FaultKind::CalibrationBackManyCards,
                                   {},
                                   {},
                                   {},
                                   static_cast<std::int64_t>(found.size())});
    }
    const auto area = [](const FoundCard& c) {
        return cv::contourArea(std::vector<cv::Point2f>(c.panel.begin(), c.panel.end()));
    };
    const auto largest =
        std::max_element(found.begin(), found.end(),
                         [&](const auto& a, const auto& b) { return area(a) < area(b); });
    return rectifyCard(photo, largest->panel, profile);
}

} // namespace

Result<Profile> calibrate(const cv::Mat& grid, const cv::Mat& back) {
    if (grid.empty() || back.empty() || grid.type() != CV_8UC3 || back.type() != CV_8UC3) {
        return Error::at({}, Fault{FaultKind::CalibrationNoPhotos});
    }
    CardDetector detector(CardDetector::Options{});
    const std::vector<FoundCard> found = detector.find(grid);
    if (found.size() != static_cast<size_t>(kDeckSize)) {
        return Error::at({}, Fault{FaultKind::CalibrationGridCount,
                                   {},
                                   {},
                                   {},
                                   static_cast<std::int64_t>(found.size()),
                                   kDeckSize});
    }
    Profile profile;
    learnGeometry(found, profile);
    const std::vector<FoundCard> cards = sortGrid(found);
    std::vector<RectifiedCard> rectified;
    std::vector<cv::Mat> greys;
    for (const FoundCard& c : cards) {
        rectified.push_back(rectifyCard(grid, c.panel, profile));
        greys.push_back(rectified.back().grey);
    }
    profile.digitBox = learnDigitBox(greys);
    if (profile.digitBox.width < 4 || profile.digitBox.height < 4) {
        return Error::at({}, Fault{FaultKind::CalibrationGridNoValues});
    }
    for (int v = 0; v < kMaxValue; ++v) {
        cv::Mat sum(profile.digitBox.size(), CV_32F, cv::Scalar(0));
        for (int row = 0; row < kTypeCount; ++row) {
            const cv::Mat& g = greys[static_cast<size_t>(row * kMaxValue + v)];
            cv::Mat turned;
            cv::rotate(g, turned, cv::ROTATE_180);
            sum += g(profile.digitBox);
            sum += turned(profile.digitBox);
        }
        profile.digits[static_cast<size_t>(v)] = sum / (2.0 * kTypeCount);
    }
    // Colour pixels: inside the panel, the same on all cards of a type, away from the values.
    const cv::Size size = profile.canonicalSize();
    cv::Mat within(size, CV_32F, cv::Scalar(0));
    for (int row = 0; row < kTypeCount; ++row) {
        cv::Mat lo(size, CV_32F, cv::Scalar(1e9));
        cv::Mat hi(size, CV_32F, cv::Scalar(-1e9));
        for (int v = 0; v < kMaxValue; ++v) {
            const cv::Mat& g = greys[static_cast<size_t>(row * kMaxValue + v)];
            lo = cv::min(lo, g);
            hi = cv::max(hi, g);
        }
        within = cv::max(within, hi - lo);
    }
    profile.colourMask = cv::Mat(size, CV_8U, cv::Scalar(0));
    cv::Rect inner = profile.panelRect();
    inner.x += 3;
    inner.y += 3;
    inner.width -= 6;
    inner.height -= 6;
    profile.colourMask(inner).setTo(255);
    profile.colourMask.setTo(0, within > 0.15);
    // Exclude dark print (the hat drawing): it is not the type's colour.
    cv::Mat meanGrey(size, CV_32F, cv::Scalar(0));
    for (const cv::Mat& g : greys) {
        meanGrey += g / static_cast<double>(greys.size());
    }
    profile.colourMask.setTo(0, meanGrey < 0.2);
    cv::Rect digitZone = profile.digitBox;
    digitZone.x -= 4;
    digitZone.y -= 4;
    digitZone.width += 8;
    digitZone.height += 8;
    profile.colourMask(digitZone & cv::Rect(cv::Point(0, 0), size)).setTo(0);
    cv::Mat flipped;
    cv::rotate(profile.colourMask, flipped, cv::ROTATE_180);
    profile.colourMask &= flipped;
    if (cv::countNonZero(profile.colourMask) < 40) {
        return Error::at({}, Fault{FaultKind::CalibrationGridNoColour});
    }
    std::vector<double> spreads;
    profile.faceLook = cv::Mat(kLookSize, CV_32F, cv::Scalar(0));
    for (int row = 0; row < kTypeCount; ++row) {
        std::vector<cv::Vec3d> labs;
        cv::Vec3d mean(0, 0, 0);
        for (int v = 0; v < kMaxValue; ++v) {
            const RectifiedCard& card = rectified[static_cast<size_t>(row * kMaxValue + v)];
            labs.push_back(panelLab(card, profile.colourMask));
            mean += labs.back() / kMaxValue;
            profile.faceLook += panelLook(card, profile) / static_cast<double>(kDeckSize);
        }
        profile.typeLab[static_cast<size_t>(row)] = mean;
        for (const cv::Vec3d& lab : labs) {
            spreads.push_back(cv::norm(lab - mean));
        }
    }
    profile.typeSpread = std::max(2.0, medianOf(spreads));
    const Result<RectifiedCard> backCard = onlyCard(back, profile);
    if (!backCard) {
        return backCard.error();
    }
    profile.backLook = panelLook(backCard.value(), profile);
    profile.backLab = panelLab(backCard.value(), profile.colourMask);
    return profile;
}

Result<Profile> calibrate(std::span<const uchar> gridPhoto, std::span<const uchar> backPhoto) {
    // The grid holds 42 cards: keep more pixels than for a table photo.
    const Result<LoadedImage> grid = loadImage(gridPhoto, 1600);
    if (!grid) {
        return grid.error().in("grid photo");
    }
    const Result<LoadedImage> back = loadImage(backPhoto, 800);
    if (!back) {
        return back.error().in("back photo");
    }
    return calibrate(grid->image, back->image);
}

Result<Profile> calibrateFiles(const std::filesystem::path& gridPhoto,
                               const std::filesystem::path& backPhoto) {
    const Result<std::vector<uchar>> grid = readFileBytes(gridPhoto);
    if (!grid) {
        return grid.error();
    }
    const Result<std::vector<uchar>> back = readFileBytes(backPhoto);
    if (!back) {
        return back.error();
    }
    return calibrate(grid.value(), back.value());
}

} // namespace hats::vision
