#include "vision/frame/frame_parts.h"
#include "vision/frame/frame_reader.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace hats::vision::frame {

namespace {

// Card shape from cards lying alone: how much of the card the panel covers.
void learnGeometry(const std::vector<FoundCard>& cards, FrameLook& deck) {
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
        deck.shapeMeasured = false;
    }
    deck.panel = {(1 - 1 / rw) / 2, (1 - 1 / rh) / 2, 1 / rw, 1 / rh};
    deck.cardAspect = aspect * rh / rw;
}

// Rows in the order of R2, values left to right, whatever the grid's small tilt.
std::vector<FoundCard> sortGrid(std::vector<FoundCard> cards) {
    sortIntoGrid(
        cards, [](const FoundCard& c) -> const Quad& { return c.panel; }, kTypeCount, kMaxValue);
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

Result<RectifiedCard> onlyCard(const cv::Mat& photo, const FrameLook& deck) {
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
    return rectifyCard(photo, largest->panel, deck);
}

} // namespace

Result<FrameLook> learnFrameLook(const cv::Mat& grid, const cv::Mat& back) {
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
    FrameLook deck;
    learnGeometry(found, deck);
    const std::vector<FoundCard> cards = sortGrid(found);
    std::vector<RectifiedCard> rectified;
    std::vector<cv::Mat> greys;
    for (const FoundCard& c : cards) {
        rectified.push_back(rectifyCard(grid, c.panel, deck));
        greys.push_back(rectified.back().grey);
    }
    deck.digitBox = learnDigitBox(greys);
    if (deck.digitBox.width < 4 || deck.digitBox.height < 4) {
        return Error::at({}, Fault{FaultKind::CalibrationGridNoValues});
    }
    for (int v = 0; v < kMaxValue; ++v) {
        cv::Mat sum(deck.digitBox.size(), CV_32F, cv::Scalar(0));
        for (int row = 0; row < kTypeCount; ++row) {
            const cv::Mat& g = greys[static_cast<size_t>(row * kMaxValue + v)];
            cv::Mat turned;
            cv::rotate(g, turned, cv::ROTATE_180);
            sum += g(deck.digitBox);
            sum += turned(deck.digitBox);
        }
        deck.digits[static_cast<size_t>(v)] = sum / (2.0 * kTypeCount);
    }
    // Colour pixels: inside the panel, the same on all cards of a type, away from the values.
    const cv::Size size = deck.canonicalSize();
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
    deck.colourMask = cv::Mat(size, CV_8U, cv::Scalar(0));
    cv::Rect inner = deck.panelRect();
    inner.x += 3;
    inner.y += 3;
    inner.width -= 6;
    inner.height -= 6;
    deck.colourMask(inner).setTo(255);
    deck.colourMask.setTo(0, within > 0.15);
    // Exclude dark print (the hat drawing): it is not the type's colour.
    cv::Mat meanGrey(size, CV_32F, cv::Scalar(0));
    for (const cv::Mat& g : greys) {
        meanGrey += g / static_cast<double>(greys.size());
    }
    deck.colourMask.setTo(0, meanGrey < 0.2);
    cv::Rect digitZone = deck.digitBox;
    digitZone.x -= 4;
    digitZone.y -= 4;
    digitZone.width += 8;
    digitZone.height += 8;
    deck.colourMask(digitZone & cv::Rect(cv::Point(0, 0), size)).setTo(0);
    cv::Mat flipped;
    cv::rotate(deck.colourMask, flipped, cv::ROTATE_180);
    deck.colourMask &= flipped;
    if (cv::countNonZero(deck.colourMask) < 40) {
        return Error::at({}, Fault{FaultKind::CalibrationGridNoColour});
    }
    std::vector<double> spreads;
    deck.faceLook = cv::Mat(kLookSize, CV_32F, cv::Scalar(0));
    for (int row = 0; row < kTypeCount; ++row) {
        std::vector<cv::Vec3d> labs;
        cv::Vec3d mean(0, 0, 0);
        for (int v = 0; v < kMaxValue; ++v) {
            const RectifiedCard& card = rectified[static_cast<size_t>(row * kMaxValue + v)];
            labs.push_back(panelLab(card, deck.colourMask));
            mean += labs.back() / kMaxValue;
            deck.faceLook += panelLook(card, deck) / static_cast<double>(kDeckSize);
        }
        deck.typeLab[static_cast<size_t>(row)] = mean;
        for (const cv::Vec3d& lab : labs) {
            spreads.push_back(cv::norm(lab - mean));
        }
    }
    deck.typeSpread = std::max(2.0, medianOf(spreads));
    const Result<RectifiedCard> backCard = onlyCard(back, deck);
    if (!backCard) {
        return backCard.error();
    }
    deck.backLook = panelLook(backCard.value(), deck);
    deck.backLab = panelLab(backCard.value(), deck.colourMask);
    return deck;
}

} // namespace hats::vision::frame
