#include "vision/card_classifier.h"

#include "vision/photo_reader.h" // kDoubtfulBelow

#include <opencv2/imgproc.hpp>
#include <opencv2/video/tracking.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace hats::vision {

namespace {

constexpr int kSmallWidth = 48;
// A texture's edge directions are counted in this many bins over 180 degrees.
constexpr size_t kOrientationBins = 12;
// How far (percent of the card's width) a printed value is looked for around where the
// exemplars show it, and how well it must fit the mean face to count as found there.
constexpr int kValueReachPercent = 5;
constexpr double kValuePlaceFit = 0.3;
// How far (percent of the card's width) each exemplar's printed value may move to fit a card.
constexpr int kValuePatchReachPercent = 6;
// How much the colour where the types differ counts against a look (the whole card's counts 1).
constexpr double kTypeColourWeight = 0.5;
// How much the printed value's correlation counts in a look's score (the drawing's: 0.45).
constexpr double kValueWeight = 0.55;
// A back whose edges are this strong against its light is patterned (a plain back: near 0).
constexpr double kPatternedBack = 0.08;
// The widths (pixels, every this many) a patterned back is learned at as a photo showing it
// so small sees it; a photo may blur it further, down to this share of its pixels.
constexpr int kBlurredBackStep = 8;
constexpr double kMostBlur = 0.5;
// How alike a card and a patterned back must be in edges and colour to be taken for it.
constexpr double kBackLikeness = 0.5;
// How far a plain card's colour (log B/G, log R/G) may lie from a plain back's to be taken
// for it (half as far: surely).
constexpr double kPlainBackHue = 0.15;
// A plain card is judged plain once blurred by this much (pixels at the compared size): a dark
// card's noise, against its little light, is as strong as a faint pattern (a plain dark green
// back showed 0.11-0.15 of detail, 1008020, against 0.04 at calibration).
constexpr double kPlainBackNoise = 1.0;
// How much a card's printed values are softened (Gaussian sigma, pixels at exemplar size) when
// compared: the grid photo may show the exemplars softer than this photo shows the card.
constexpr std::array<double, 3> kValueSoftening{0.0, 0.75, 1.5};
// A softer look is taken only when some face then fits this much better (correlation): the best
// of three looks at noise fits a little better by chance alone, and a place that is no card read
// so came out as a sure face (the calibration grid's seed 3 read a second yellow 4).
constexpr double kSofterFitsBetterBy = 0.2;
// What shows of a covered card's back is measured this many pixels (of the cut card) away from
// the cards on it: the top card's edge, light or dark, would add its own edges and colour.
constexpr int kBackCoverMargin = 2;
// A highlight adds white: every channel brighter than the light explains, by this much (0..255)
// once smoothed, over a patch of at least kLeastGlare and at most kMostGlare of what shows.
constexpr float kGlareLift = 30;
constexpr float kEvenLift = 0.5F; // the least channel's lift against the most's
constexpr float kClipped = 245;   // a channel this bright may have lost what was added
constexpr double kLeastGlare = 0.02;
constexpr double kMostGlare = 0.4;
// On a face, where every type's look was asked (a wrong colour lifts the channels unevenly), a
// highlight may wash more of it out: a dark face's whole picture under a bright lamp.
constexpr double kMostGlareOnAFace = 0.65;

std::vector<float> toVector(const cv::Mat& m) {
    cv::Mat f;
    m.convertTo(f, CV_32F);
    if (!f.isContinuous()) {
        f = f.clone();
    }
    return {f.ptr<float>(), f.ptr<float>() + f.total() * static_cast<size_t>(f.channels())};
}

// A series over the pixels where a mask is set (mask empty: all), less its mean there: taken
// once where it is correlated with many others (a card with each exemplar).
struct Centred {
    std::vector<double> values; // 0 where the mask is clear
    double squares = 0;
    double count = 0;
};

Centred centred(const float* a, const uchar* mask, size_t n) {
    Centred c;
    double sum = 0;
    for (size_t i = 0; i < n; ++i) {
        if (mask == nullptr || mask[i] != 0) {
            sum += a[i];
            c.count += 1;
        }
    }
    if (c.count < 16) {
        return c;
    }
    const double mean = sum / c.count;
    c.values.assign(n, 0.0);
    for (size_t i = 0; i < n; ++i) {
        if (mask == nullptr || mask[i] != 0) {
            c.values[i] = a[i] - mean;
            c.squares += c.values[i] * c.values[i];
        }
    }
    return c;
}

// The correlation of two centred series from their sums of products (ab) and of squares.
double correlationOf(double ab, double aa, double bb) {
    if (aa < 1e-6 || bb < 1e-6) {
        return aa < 1e-6 && bb < 1e-6 ? 1.0 : 0.0; // two flat pictures are alike
    }
    return ab / std::sqrt(aa * bb);
}

// Correlation of a and b over the pixels where mask is set (mask empty: all).
double maskedNcc(const float* a, const float* b, const uchar* mask, size_t n) {
    const Centred ca = centred(a, mask, n);
    if (ca.count < 16) {
        return -1;
    }
    double sb = 0;
    for (size_t i = 0; i < n; ++i) {
        if (mask == nullptr || mask[i] != 0) {
            sb += b[i];
        }
    }
    const double mb = sb / ca.count;
    double ab = 0;
    double bb = 0;
    for (size_t i = 0; i < n; ++i) {
        if (mask == nullptr || mask[i] != 0) {
            const double db = b[i] - mb;
            ab += ca.values[i] * db;
            bb += db * db;
        }
    }
    return correlationOf(ab, ca.squares, bb);
}

// Sums for the correlation of two series taken pair by pair.
struct Correlation {
    double sa = 0;
    double sb = 0;
    double saa = 0;
    double sbb = 0;
    double sab = 0;
    double n = 0;
    void add(double a, double b) {
        addFirst(a);
        sb += b;
        sbb += b * b;
        sab += a * b;
    }
    // The first series alone, where it meets many second ones (whose sums are then taken at
    // once, as dot products).
    void addFirst(double a) {
        sa += a;
        saa += a * a;
        n += 1;
    }
    double value() const {
        if (n < 1) {
            return 0.0;
        }
        const double va = saa - sa * sa / n;
        const double vb = sbb - sb * sb / n;
        return va < 1e-6 || vb < 1e-6 ? 0.0 : (sab - sa * sb / n) / std::sqrt(va * vb);
    }
};

// The places of the value mask to compare patch by patch: its blobs, but not a strip along a
// whole side (where the exemplars' cuts, not their values, differ) nor specks.
std::vector<cv::Rect> valueBlobs(const cv::Mat& mask) {
    cv::Mat labels;
    cv::Mat stats;
    cv::Mat centroids;
    const int n = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8);
    std::vector<cv::Rect> blobs;
    for (int i = 1; i < n; ++i) {
        const cv::Rect r(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                         stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
        if (r.height < 0.4 * mask.rows && r.width < 0.8 * mask.cols &&
            stats.at<int>(i, cv::CC_STAT_AREA) >= 16) {
            blobs.push_back(r);
        }
    }
    return blobs;
}

// Whether a pixel showing `shown` is white added to what explains it (`lift`: shown minus
// that, per channel): every channel not clipped lifted by kGlareLift or more, and alike; or
// every channel clipped, lifted by kGlareLift in one at least. A wrong colour, or a mark where
// nothing explains one, lifts the channels unevenly.
bool whiteAdded(const cv::Vec3f& shown, const cv::Vec3f& lift) {
    float least = 1e9F;
    float most = -1e9F;
    float clippedMost = -1e9F;
    for (int c = 0; c < 3; ++c) {
        if (shown[c] >= kClipped) {
            clippedMost = std::max(clippedMost, lift[c]);
            continue;
        }
        least = std::min(least, lift[c]);
        most = std::max(most, lift[c]);
    }
    return most < -1e8F ? clippedMost > kGlareLift
                        : least > kGlareLift && least >= kEvenLift * most;
}

// Which of twelve bins of 15 degrees the direction of the gradient (gx, gy) falls in, taken
// modulo 180 degrees (an edge seen from either side): how many bin starts it has passed, told by
// the sign of its cross product with each start, exactly where a start's tangent is rational.
// A gradient pointing downwards is turned half round first; so turned, one lying exactly on a
// start counts in the bin below it, and a horizontal one pointing left in the last bin.
size_t orientationBin(float gx, float gy) {
    struct Start {
        double cos;
        double sin;
    };
    static const std::array<Start, kOrientationBins> starts = [] {
        std::array<Start, kOrientationBins> s{};
        for (size_t k = 0; k < s.size(); ++k) {
            const double a = CV_PI * static_cast<double>(k) / kOrientationBins;
            s[k] = {std::cos(a), std::sin(a)};
        }
        return s;
    }();
    const bool turned = gy < 0;
    const double x = turned ? -gx : gx;
    const double y = turned ? -gy : gy;
    const auto passed = [&](size_t k) {
        // Crossing 45, 90 and 135 degrees is decided in whole numbers; turned, a direction
        // lying on it has not passed it.
        double cross = 0;
        switch (k) {
        case 3:
            cross = y - x;
            break;
        case 6:
            cross = -x;
            break;
        case 9:
            cross = -x - y;
            break;
        default:
            return starts[k].cos * y - starts[k].sin * x >= 0;
        }
        return turned ? cross > 0 : cross >= 0;
    };
    // The starts passed are the first few: halve the range they may end in.
    size_t lo = 0;
    size_t hi = kOrientationBins - 1;
    while (lo < hi) {
        const size_t mid = (lo + hi + 1) / 2;
        if (passed(mid)) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return lo;
}

cv::Mat greyOf(const cv::Mat& bgr) {
    cv::Mat g;
    cv::cvtColor(bgr, g, cv::COLOR_BGR2GRAY);
    return g;
}

// One row of CV_32F (n pixels) per channel of a picture, as compared with many others at once.
std::array<cv::Mat, 3> channelRows(const cv::Mat& bgr) {
    cv::Mat f;
    bgr.convertTo(f, CV_32FC3);
    std::array<cv::Mat, 3> rows;
    cv::split(f.reshape(3, 1), rows.data());
    return rows;
}

// How much more a type's printed values must vary along their own colour direction than in
// grey for that direction to be used. Grey is the sharpest channel a JPEG keeps (its colours
// are stored at half the resolution), so it is left only where the values hardly show in it
// (yellow ink on a white face differs from it in blue, not in lightness).
constexpr double kColourAxisGain = 2.0;

// The colour direction along which the pixels of `faces` under `mask` vary most (their first
// principal component), when they vary kColourAxisGain times more along it than in grey.
std::optional<cv::Vec3f> valueColourAxis(const std::vector<cv::Mat>& faces, const cv::Mat& mask) {
    std::vector<cv::Vec3f> pixels;
    for (const cv::Mat& face : faces) {
        for (int y = 0; y < mask.rows; ++y) {
            for (int x = 0; x < mask.cols; ++x) {
                if (mask.at<uchar>(y, x)) {
                    pixels.emplace_back(face.at<cv::Vec3b>(y, x));
                }
            }
        }
    }
    if (pixels.size() < 20) {
        return std::nullopt;
    }
    const cv::Mat samples(static_cast<int>(pixels.size()), 3, CV_32F, pixels.data());
    const cv::PCA pca(samples, cv::noArray(), cv::PCA::DATA_AS_ROW, 1);
    cv::Vec3f axis(pca.eigenvectors.at<float>(0, 0), pca.eigenvectors.at<float>(0, 1),
                   pca.eigenvectors.at<float>(0, 2));
    axis /= static_cast<float>(cv::norm(axis));
    cv::Vec3f grey(0.114F, 0.587F, 0.299F);
    grey /= static_cast<float>(cv::norm(grey));
    const auto spread = [&](const cv::Vec3f& a) {
        const cv::Mat along = samples * cv::Mat(a);
        cv::Scalar mean;
        cv::Scalar deviation;
        cv::meanStdDev(along, mean, deviation);
        return deviation[0];
    };
    if (spread(axis) <= kColourAxisGain * spread(grey)) {
        return std::nullopt;
    }
    return axis;
}

// A face as its printed values are compared (CV_32F): along its type's colour axis, or its
// grey picture `grey` (CV_32F, made already) when the type has none.
cv::Mat valueLook(const cv::Mat& bgr, const cv::Mat& grey, const std::optional<cv::Vec3f>& axis) {
    if (!axis) {
        return grey;
    }
    cv::Mat f;
    bgr.convertTo(f, CV_32FC3);
    cv::Mat out;
    cv::transform(f, out, cv::Matx13f((*axis)[0], (*axis)[1], (*axis)[2]));
    return out;
}

// A highlight on a card no exemplar explains (a back told by its pattern or colour): where the
// card, averaged past any fine pattern, shows white added to its own median colour (255 there;
// empty when no such patch shows, or when so much is lifted that it is the card's own light).
// The back's texture is learned and compared without it: a highlight washes a pattern's edges
// and colours out, and the light falling off around it adds edges of its own.
cv::Mat highlightOn(const cv::Mat& bgr, const cv::Mat& visible) {
    const int w = kSmallWidth / 2;
    const cv::Size small(w, std::max(1, static_cast<int>(std::lround(static_cast<double>(w) *
                                                                     bgr.rows / bgr.cols))));
    cv::Mat colour;
    cv::resize(bgr, colour, small, 0, 0, cv::INTER_AREA);
    cv::Mat shows(small, CV_8U, cv::Scalar(255));
    if (!visible.empty()) {
        cv::resize(visible, shows, small, 0, 0, cv::INTER_AREA);
        shows = shows == 255;
    }
    std::array<std::vector<uchar>, 3> channels;
    for (std::vector<uchar>& c : channels) {
        c.reserve(static_cast<size_t>(small.area()));
    }
    for (int y = 0; y < small.height; ++y) {
        for (int x = 0; x < small.width; ++x) {
            if (shows.at<uchar>(y, x) != 0) {
                const cv::Vec3b c = colour.at<cv::Vec3b>(y, x);
                for (size_t k = 0; k < 3; ++k) {
                    channels[k].push_back(c[static_cast<int>(k)]);
                }
            }
        }
    }
    if (channels[0].size() < 16) {
        return {};
    }
    cv::Vec3f own;
    for (size_t k = 0; k < 3; ++k) {
        std::vector<uchar>& v = channels[k];
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
        own[static_cast<int>(k)] = v[v.size() / 2];
    }
    cv::Mat lifted(small, CV_8U, cv::Scalar(0));
    for (int y = 0; y < small.height; ++y) {
        for (int x = 0; x < small.width; ++x) {
            const cv::Vec3f c(colour.at<cv::Vec3b>(y, x));
            const bool white = shows.at<uchar>(y, x) != 0 && whiteAdded(c, c - own);
            lifted.at<uchar>(y, x) = white ? 255 : 0;
        }
    }
    const double seen = std::max(1, cv::countNonZero(shows));
    const int washed = cv::countNonZero(lifted);
    if (washed < kLeastGlare * seen || washed > kMostGlare * seen) {
        return {};
    }
    cv::dilate(lifted, lifted, cv::Mat());
    cv::Mat big;
    cv::resize(lifted, big, bgr.size(), 0, 0, cv::INTER_NEAREST);
    return big;
}

// How sure a match is: its least margin (type, value, side) against 0.06, times how far its
// drawing's correlation lies above 0.3 (no card) against 0.25.
double confidenceOf(const CardMatch& m) {
    const double margin = std::min({m.typeMargin, m.valueMargin, m.sideMargin});
    return std::clamp(margin / 0.06, 0.0, 1.0) * std::clamp((m.structure - 0.3) / 0.25, 0.0, 1.0);
}

} // namespace

cv::Mat rectifyCard(const cv::Mat& bgr, const Quad& corners, cv::Size size, int margin) {
    const auto m = static_cast<float>(margin);
    const std::array<cv::Point2f, 4> canonical = {
        cv::Point2f(m - 0.5F, m - 0.5F),
        cv::Point2f(m + static_cast<float>(size.width) - 0.5F, m - 0.5F),
        cv::Point2f(m + static_cast<float>(size.width) - 0.5F,
                    m + static_cast<float>(size.height) - 0.5F),
        cv::Point2f(m - 0.5F, m + static_cast<float>(size.height) - 0.5F)};
    const cv::Mat toPhoto = cv::getPerspectiveTransform(canonical.data(), corners.data());
    // Shrinking a big card straight to 96 px would alias: blur to the target scale first.
    const double shrink = quadWidth(corners) / size.width;
    size += cv::Size(2 * margin, 2 * margin);
    cv::Mat out;
    if (shrink > 1.6) {
        // The card and its margin (a side seen at a slant spans more of the photo).
        const int around = static_cast<int>(std::ceil(2 * margin * shrink));
        cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(corners.begin(), corners.end()));
        box = cv::Rect(box.x - around, box.y - around, box.width + 2 * around,
                       box.height + 2 * around) &
              cv::Rect(0, 0, bgr.cols, bgr.rows);
        if (box.empty()) {
            return cv::Mat(size, CV_8UC3, cv::Scalar(0, 0, 0));
        }
        cv::Mat local;
        const double k = 1.0 / shrink;
        cv::resize(bgr(box), local, cv::Size(), k, k, cv::INTER_AREA);
        const cv::Matx33d move(k, 0, -box.x * k, 0, k, -box.y * k, 0, 0, 1);
        const cv::Mat h = cv::Mat(move) * toPhoto;
        cv::warpPerspective(local, out, h, size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                            cv::BORDER_REPLICATE);
        return out;
    }
    cv::warpPerspective(bgr, out, toPhoto, size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                        cv::BORDER_REPLICATE);
    return out;
}

std::optional<Quad> alignCut(const cv::Mat& cut, const cv::Mat& reference, bool turned,
                             const Quad& corners, float reach, bool perspective) {
    if (reference.empty() || cut.size() != reference.size()) {
        return std::nullopt;
    }
    const cv::Size half(cut.cols / 2, cut.rows / 2);
    const auto prepare = [&](const cv::Mat& bgr) {
        cv::Mat grey;
        cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
        cv::resize(grey, grey, half, 0, 0, cv::INTER_AREA);
        grey.convertTo(grey, CV_32F);
        return grey;
    };
    cv::Mat templ;
    if (turned) {
        cv::rotate(reference, templ, cv::ROTATE_180);
    } else {
        templ = reference;
    }
    const cv::Mat a = prepare(templ);
    const cv::Mat b = prepare(cut);
    cv::Mat warp = cv::Mat::eye(perspective ? 3 : 2, 3, CV_32F);
    try {
        cv::findTransformECC(a, b, warp, perspective ? cv::MOTION_HOMOGRAPHY : cv::MOTION_AFFINE,
                             {cv::TermCriteria::COUNT | cv::TermCriteria::EPS, 40, 1e-4},
                             cv::noArray(), 3);
    } catch (const cv::Exception&) {
        return std::nullopt; // did not settle
    }
    cv::Matx33f w = cv::Matx33f::eye(); // the affine move's third row stays 0 0 1
    for (int r = 0; r < warp.rows; ++r) {
        for (int c = 0; c < 3; ++c) {
            w(r, c) = warp.at<float>(r, c);
        }
    }
    if (!perspective) {
        const float shift = std::hypot(w(0, 2), w(1, 2));
        if (shift > reach * static_cast<float>(half.width) || std::abs(w(0, 0) - 1) > reach ||
            std::abs(w(1, 1) - 1) > reach || std::abs(w(0, 1)) > 0.05F ||
            std::abs(w(1, 0)) > 0.05F) {
            return std::nullopt;
        }
    }
    // Half-size reference pixel → half-size cut-out pixel → photo (rectifyCard's corners are
    // the outer edges of the corner pixels).
    const float k = static_cast<float>(cut.cols) / static_cast<float>(half.width);
    const std::array<cv::Point2f, 4> canonical = {
        cv::Point2f(-0.5F, -0.5F), cv::Point2f(static_cast<float>(cut.cols) - 0.5F, -0.5F),
        cv::Point2f(static_cast<float>(cut.cols) - 0.5F, static_cast<float>(cut.rows) - 0.5F),
        cv::Point2f(-0.5F, static_cast<float>(cut.rows) - 0.5F)};
    const cv::Mat toPhoto = cv::getPerspectiveTransform(canonical.data(), corners.data());
    std::vector<cv::Point2f> moved;
    for (const cv::Point2f& p : canonical) {
        // Full-size pixel centres to half-size ones and back.
        const cv::Point2f h((p.x + 0.5F) / k - 0.5F, (p.y + 0.5F) / k - 0.5F);
        const cv::Vec3f m = w * cv::Vec3f(h.x, h.y, 1.0F);
        if (m[2] <= 1e-3F) {
            return std::nullopt;
        }
        const cv::Point2f mh(m[0] / m[2], m[1] / m[2]);
        if (perspective && cv::norm(mh - h) > reach * static_cast<float>(half.width)) {
            return std::nullopt; // a corner moved implausibly far
        }
        moved.emplace_back((mh.x + 0.5F) * k - 0.5F, (mh.y + 0.5F) * k - 0.5F);
    }
    std::vector<cv::Point2f> photo;
    cv::perspectiveTransform(moved, photo, toPhoto);
    Quad out;
    std::copy(photo.begin(), photo.end(), out.begin());
    return out;
}

CardMatcher::Look::Planes CardMatcher::planesOf(const cv::Mat& bgr) {
    Look::Planes p;
    cv::Mat grey;
    greyOf(bgr).convertTo(grey, CV_32F);
    grey = grey.reshape(1, 1);
    p.grey = grey - cv::mean(grey)[0];
    p.greySq = p.grey.mul(p.grey);
    p.greySum = cv::sum(p.grey)[0];
    p.greySqSum = cv::sum(p.greySq)[0];
    p.colour = channelRows(bgr);
    for (size_t c = 0; c < 3; ++c) {
        p.colourSq[c] = p.colour[c].mul(p.colour[c]);
        p.colourSqSum[static_cast<int>(c)] = cv::sum(p.colourSq[c])[0];
    }
    return p;
}

CardMatcher::CardMatcher(const Profile& profile) {
    size_ = profile.exemplarSize();
    // Value faces are read only when every face learned has one (a retake merged into an older
    // profile may lack some: its values are then all read on the exemplars).
    bool sharp = !profile.valueMask.empty();
    for (int i = 0; i < kDeckSize; ++i) {
        sharp = sharp && profile.valueFaces[static_cast<size_t>(i)].empty() ==
                             profile.exemplars[static_cast<size_t>(i)].empty();
    }
    if (sharp) {
        sharpSize_ = profile.valueFaceSize();
    }
    small_ = {kSmallWidth, static_cast<int>(std::lround(kSmallWidth * profile.cardAspect))};
    tiny_ = {kSmallWidth / 2, static_cast<int>(std::lround(kSmallWidth / 2 * profile.cardAspect))};
    valueMask_ =
        profile.valueMask.empty() ? cv::Mat(size_, CV_8U, cv::Scalar(0)) : profile.valueMask;
    for (int t = 0; t < kTypeCount; ++t) {
        valueAxis_[static_cast<size_t>(t)] = valueColourAxis(profile.facesOfType(t), valueMask_);
    }
    for (int i = 0; i < kExemplarCount; ++i) {
        const cv::Mat& ex = profile.exemplars[static_cast<size_t>(i)];
        if (ex.empty()) {
            continue;
        }
        for (const bool turned : {false, true}) {
            // Fresh matrices: rotating into a copy of the header would turn the profile's own.
            cv::Mat e;
            cv::Mat mask;
            if (turned) {
                cv::rotate(ex, e, cv::ROTATE_180);
                cv::rotate(valueMask_, mask, cv::ROTATE_180);
            } else {
                e = ex.clone();
                mask = valueMask_.clone();
            }
            cv::Mat small;
            cv::resize(e, small, small_, 0, 0, cv::INTER_AREA);
            Look look;
            look.exemplar = i;
            look.turned = turned;
            look.colour = toVector(small);
            cv::Mat tiny;
            cv::resize(e, tiny, tiny_, 0, 0, cv::INTER_AREA);
            look.smallPlanes = planesOf(small);
            look.tinyPlanes = planesOf(tiny);
            greyOf(e).convertTo(look.fineGrey, CV_32F);
            look.fine = toVector(look.fineGrey);
            look.fineValue =
                i == kBackExemplar
                    ? look.fineGrey
                    : valueLook(e, look.fineGrey, valueAxis_[static_cast<size_t>(valueGroup(i))]);
            look.valueMask = mask;
            look.valuePatches = valuePatchesOf(mask, look.fineValue, 1);
            if (!sharpSize_.empty() && i != kBackExemplar) {
                cv::Mat face;
                if (turned) {
                    cv::rotate(profile.valueFaces[static_cast<size_t>(i)], face, cv::ROTATE_180);
                } else {
                    face = profile.valueFaces[static_cast<size_t>(i)];
                }
                cv::Mat faceGrey;
                greyOf(face).convertTo(faceGrey, CV_32F);
                look.sharpValue =
                    valueLook(face, faceGrey, valueAxis_[static_cast<size_t>(valueGroup(i))]);
                look.sharpPatches = valuePatchesOf(mask, look.sharpValue, kValueFaceScale);
            }
            for (int y = 0; y < mask.rows; ++y) {
                for (int x = 0; x < mask.cols; ++x) {
                    if (mask.at<uchar>(y, x)) {
                        look.valueAt.push_back(y * mask.cols + x);
                    }
                }
            }
            looks_.push_back(std::move(look));
        }
    }
    for (int g = 0; g < kValueGroups; ++g) {
        cv::Mat sum;
        int count = 0;
        for (int i = g * kMaxValue; i < std::min(kExemplarCount, (g + 1) * kMaxValue); ++i) {
            const cv::Mat& ex = profile.exemplars[static_cast<size_t>(i)];
            if (ex.empty()) {
                continue;
            }
            if (sum.empty()) {
                sum = cv::Mat::zeros(ex.size(), CV_32FC3);
            }
            cv::accumulate(ex, sum);
            ++count;
        }
        if (count > 0) {
            sum.convertTo(typeFaces_[static_cast<size_t>(g)], CV_8UC3, 1.0 / count);
        }
    }
    const cv::Mat& back = profile.exemplars[static_cast<size_t>(kBackExemplar)];
    if (!back.empty()) {
        backTexture_ = textureOf(back, {});
        backPatterned_ = backTexture_.detail > kPatternedBack;
        plainBack_ = !backPatterned_;
        // A card the photo shows fewer pixels wide than its cut-out is enlarged, and a fine
        // pattern blurs: its edges are weaker and may run otherwise (only a patterned back is
        // compared by its texture).
        for (int w = kBlurredBackStep; backPatterned_ && w < back.cols; w += kBlurredBackStep) {
            cv::Mat fewer;
            cv::resize(back, fewer, {w, std::max(1, back.rows * w / back.cols)}, 0, 0,
                       cv::INTER_AREA);
            cv::Mat blurred;
            cv::resize(fewer, blurred, back.size(), 0, 0, cv::INTER_LINEAR);
            backTextureSeenAt_.emplace_back(w, textureOf(blurred, {}));
        }
    }
    // What sets one printed value apart from the others: each card's value pixels, normalised
    // for light, minus the mean of its type's faces there (the disc, frame or corner the six
    // values of a type share, which may differ from type to type: a dark disc on green faces
    // and a light one on red). The mean of all faces (meanValue_) finds where the value lies.
    for (const int o : {0, 1}) {
        for (const Look& look : looks_) {
            if (look.turned == (o == 1)) {
                valueAt_[static_cast<size_t>(o)] = look.valueAt;
                break;
            }
        }
        const size_t n = valueAt_[static_cast<size_t>(o)].size();
        std::vector<float> mean(n, 0.0F);
        int faces = 0;
        std::array<std::vector<float>, kValueGroups> typeMean;
        std::array<int, kValueGroups> typeFaces{};
        for (Look& look : looks_) {
            if (look.turned != (o == 1)) {
                continue;
            }
            look.residual.resize(n);
            double s1 = 0;
            double s2 = 0;
            for (size_t i = 0; i < n; ++i) {
                const double v = look.fine[static_cast<size_t>(look.valueAt[i])];
                s1 += v;
                s2 += v * v;
            }
            const double m = n ? s1 / static_cast<double>(n) : 0.0;
            const double sd =
                n ? std::sqrt(std::max(1e-6, s2 / static_cast<double>(n) - m * m)) : 1.0;
            for (size_t i = 0; i < n; ++i) {
                look.residual[i] =
                    static_cast<float>((look.fine[static_cast<size_t>(look.valueAt[i])] - m) / sd);
            }
            if (look.exemplar != kBackExemplar) {
                std::vector<float>& ofType =
                    typeMean[static_cast<size_t>(valueGroup(look.exemplar))];
                ofType.resize(n, 0.0F);
                for (size_t i = 0; i < n; ++i) {
                    mean[i] += look.residual[i];
                    ofType[i] += look.residual[i];
                }
                ++faces;
                ++typeFaces[static_cast<size_t>(valueGroup(look.exemplar))];
            }
        }
        for (float& v : mean) {
            v /= static_cast<float>(std::max(1, faces));
        }
        for (size_t g = 0; g < typeMean.size(); ++g) {
            if (typeFaces[g] < 2) { // a type seen once (or the back): the mean of all faces
                typeMean[g] = mean;
            } else {
                for (float& v : typeMean[g]) {
                    v /= static_cast<float>(typeFaces[g]);
                }
            }
        }
        for (Look& look : looks_) {
            if (look.turned == (o == 1)) {
                const std::vector<float>& m =
                    typeMean[static_cast<size_t>(valueGroup(look.exemplar))];
                for (size_t i = 0; i < n; ++i) {
                    look.residual[i] -= m[i];
                }
                look.residualRow = cv::Mat(look.residual, true).reshape(1, 1);
                look.residualSqRow = look.residualRow.mul(look.residualRow);
                // As a card showing all of them takes them (the same dot products).
                const cv::Mat all(1, static_cast<int>(n), CV_32F, cv::Scalar(1));
                look.residualSum = all.dot(look.residualRow);
                look.residualSqSum = all.dot(look.residualSqRow);
            }
        }
        meanValue_[static_cast<size_t>(o)] = mean;
        typeMeanValue_[static_cast<size_t>(o)] = std::move(typeMean);
    }
    learnTypePixels();
    learnValuePatches(&Look::valuePatches, &Look::fineValue, valuePatchReach());
    if (!sharpSize_.empty()) {
        learnValuePatches(&Look::sharpPatches, &Look::sharpValue,
                          kValueFaceScale * valuePatchReach());
    }
}

namespace {

// A picture with its mean taken out and scaled to unit spread (light and contrast removed).
cv::Mat normalised(const cv::Mat& m) {
    cv::Scalar mean;
    cv::Scalar sd;
    cv::meanStdDev(m, mean, sd);
    cv::Mat out;
    m.convertTo(out, CV_32F, 1.0 / std::max(1e-3, sd[0]), -mean[0] / std::max(1e-3, sd[0]));
    return out;
}

// Where `patch` fits best in `grey` within `reach` pixels of `at` (its top-left corner there),
// and how well (TM_CCOEFF_NORMED); nullopt when the search window leaves the picture.
std::optional<std::pair<cv::Point, double>> bestPlace(const cv::Mat& grey, const cv::Mat& patch,
                                                      cv::Point at, int reach) {
    const cv::Rect around(at.x - reach, at.y - reach, patch.cols + 2 * reach,
                          patch.rows + 2 * reach);
    const cv::Rect inside = around & cv::Rect(0, 0, grey.cols, grey.rows);
    if (inside.width < patch.cols || inside.height < patch.rows) {
        return std::nullopt;
    }
    cv::Mat fit;
    cv::matchTemplate(grey(inside), patch, fit, cv::TM_CCOEFF_NORMED);
    double best = 0;
    cv::Point where;
    cv::minMaxLoc(fit, nullptr, &best, nullptr, &where);
    return std::make_pair(where + inside.tl(), best);
}

} // namespace

int CardMatcher::valuePatchReach() const {
    return std::max(2, (size_.width * kValuePatchReachPercent + 50) / 100);
}

std::vector<cv::Rect> valuePatchRects(const cv::Mat& mask, int scale) {
    std::vector<cv::Rect> rects;
    const int pad = std::max(1, mask.cols / 48);
    for (const cv::Rect& blob : valueBlobs(mask)) {
        const cv::Rect r =
            cv::Rect(blob.x - pad, blob.y - pad, blob.width + 2 * pad, blob.height + 2 * pad) &
            cv::Rect(0, 0, mask.cols, mask.rows);
        rects.emplace_back(r.x * scale, r.y * scale, r.width * scale, r.height * scale);
    }
    return rects;
}

cv::Mat valueFaceReadArea(const cv::Mat& mask, int scale) {
    cv::Mat area(mask.size() * scale, CV_8U, cv::Scalar(0));
    const int around = mask.cols * scale * kValueSurroundPercent / 100;
    for (const cv::Rect& r : valuePatchRects(mask, scale)) {
        area(cv::Rect(r.x - around, r.y - around, r.width + 2 * around, r.height + 2 * around) &
             cv::Rect(0, 0, area.cols, area.rows))
            .setTo(255);
    }
    return area;
}

std::vector<CardMatcher::Look::ValuePatch>
CardMatcher::valuePatchesOf(const cv::Mat& mask, const cv::Mat& value, int scale) {
    std::vector<Look::ValuePatch> patches;
    for (const cv::Rect& r : valuePatchRects(mask, scale)) {
        Look::ValuePatch patch;
        patch.rect = r;
        patch.grey = value(r).clone();
        patches.push_back(std::move(patch));
    }
    return patches;
}

void CardMatcher::learnValuePatches(std::vector<Look::ValuePatch> Look::*patches,
                                    cv::Mat Look::*value, int reach) {
    for (const bool turned : {false, true}) {
        for (int g = 0; g < kTypeCount; ++g) {
            std::vector<Look*> group;
            for (Look& look : looks_) {
                if (look.turned == turned && look.exemplar != kBackExemplar &&
                    valueGroup(look.exemplar) == g) {
                    group.push_back(&look);
                }
            }
            if (group.size() < 2) {
                continue;
            }
            const Look& ref = *group.front();
            const cv::Rect card(0, 0, (ref.*value).cols, (ref.*value).rows);
            for (size_t p = 0; p < (ref.*patches).size(); ++p) {
                const cv::Rect r = (ref.*patches)[p].rect;
                // Where each exemplar's patch lies on the first one's card.
                std::vector<cv::Point> offset;
                for (const Look* look : group) {
                    const auto place =
                        bestPlace(ref.*value, (look->*patches)[p].grey, r.tl(), reach);
                    offset.push_back(place ? place->first - r.tl() : cv::Point());
                }
                for (size_t i = 0; i < group.size(); ++i) {
                    cv::Mat sum = cv::Mat::zeros(r.size(), CV_32F);
                    for (size_t j = 0; j < group.size(); ++j) {
                        cv::Rect there = r + (offset[i] - offset[j]);
                        there.x = std::clamp(there.x, 0, card.width - r.width);
                        there.y = std::clamp(there.y, 0, card.height - r.height);
                        sum += normalised((group[j]->*value)(there));
                    }
                    Look::ValuePatch& patch = (group[i]->*patches)[p];
                    patch.typeMean = sum / static_cast<double>(group.size());
                    patch.own = normalised(patch.grey) - patch.typeMean;
                }
            }
        }
    }
}

std::vector<double> CardMatcher::valueFitsAtBestSoftening(
    const std::vector<const std::vector<Look::ValuePatch>*>& faces, const cv::Mat& value,
    const cv::Mat& seen, int reach, cv::Point origin, double scale) {
    // A photo showing a card larger than the grid photo did shows its values thinner and
    // sharper than their exemplars. Against the mean of its type's soft, bold values a thin
    // value then lacks ink everywhere, as the value with least ink (a 1) does, and reads as it.
    // Softened as the exemplars are, it is itself again; the softening at which some face fits
    // best (by kSofterFitsBetterBy) is kept for all, so that no face gets a softening of its own.
    std::vector<double> best;
    double bestFit = -1e9;
    for (const double sigma : kValueSoftening) {
        cv::Mat soft = value;
        if (sigma > 0) {
            cv::GaussianBlur(value, soft, {0, 0}, sigma * scale);
        }
        std::vector<double> fits;
        for (const auto* patches : faces) {
            fits.push_back(valuePatchFit(*patches, soft, seen, reach, origin));
        }
        const double top = fits.empty() ? -2 : *std::max_element(fits.begin(), fits.end());
        if (best.empty() || top > bestFit + kSofterFitsBetterBy) {
            bestFit = top;
            best = std::move(fits);
        }
    }
    return best;
}

double CardMatcher::valuePatchFit(const std::vector<Look::ValuePatch>& patches, const cv::Mat& grey,
                                  const cv::Mat& seen, int reach, cv::Point origin) {
    double sum = 0;
    double weight = 0;
    for (const Look::ValuePatch& patch : patches) {
        const cv::Rect& r = patch.rect;
        if (patch.own.empty() || cv::countNonZero(seen(r)) < 0.9 * static_cast<double>(r.area())) {
            continue;
        }
        const auto place = bestPlace(grey, patch.grey, r.tl() + origin, reach);
        if (!place) {
            continue;
        }
        // What sets the card's value apart from its type's, against what sets this one's apart.
        const cv::Mat own = normalised(grey(cv::Rect(place->first, r.size()))) - patch.typeMean;
        sum += r.area() * maskedNcc(own.ptr<float>(), patch.own.ptr<float>(), nullptr, own.total());
        weight += r.area();
    }
    return weight == 0 ? -2 : sum / weight;
}

const cv::Mat& CardMatcher::typeFace(int exemplar) const {
    return typeFaces_[static_cast<size_t>(valueGroup(exemplar))];
}

GroupSpread spreadOfGroups(const std::vector<std::vector<cv::Mat>>& groups) {
    cv::Mat means;
    cv::Mat meansSq;
    cv::Mat within;
    int counted = 0;
    for (const std::vector<cv::Mat>& group : groups) {
        if (group.size() < 2) {
            continue;
        }
        cv::Mat sum = cv::Mat::zeros(group.front().size(), group.front().type());
        cv::Mat sumSq = sum.clone();
        for (const cv::Mat& picture : group) {
            sum += picture;
            sumSq += picture.mul(picture);
        }
        const double n = static_cast<double>(group.size());
        const cv::Mat m = sum / n;
        const cv::Mat spread = cv::max(sumSq / n - m.mul(m), 0);
        if (counted == 0) {
            within = spread;
            means = m;
            meansSq = m.mul(m);
        } else {
            within += spread;
            means += m;
            meansSq += m.mul(m);
        }
        ++counted;
    }
    if (counted < 2) {
        return {};
    }
    const cv::Mat mean = means / counted;
    return {cv::max(meansSq / counted - mean.mul(mean), 0), within / counted};
}

void CardMatcher::learnTypePixels() {
    // Each face's chroma (Lab a, b) at the compared size; per pixel, how far the types' mean
    // chromas lie apart against how much the cards of one type vary there.
    std::vector<std::vector<cv::Mat>> chroma(kTypeCount);
    for (const Look& look : looks_) {
        if (look.turned || look.exemplar == kBackExemplar) {
            continue;
        }
        const cv::Mat bgr = cv::Mat(look.colour, true).reshape(3, small_.height);
        cv::Mat lab;
        cv::cvtColor(bgr * (1.0 / 255.0), lab, cv::COLOR_BGR2Lab);
        chroma[static_cast<size_t>(look.exemplar / kMaxValue)].push_back(lab);
    }
    const GroupSpread types = spreadOfGroups(chroma);
    if (types.between.empty()) {
        return;
    }
    std::vector<cv::Mat> between;
    cv::split(types.between, between);
    std::vector<cv::Mat> spread;
    cv::split(types.within, spread);
    // Lightness is left out: the light changes it, and the drawing already compares it.
    const cv::Mat ratio = (between[1] + between[2]) / (spread[1] + spread[2] + 4.0);
    std::vector<float> all(ratio.begin<float>(), ratio.end<float>());
    std::nth_element(all.begin(), all.begin() + static_cast<long>(all.size() * 85 / 100),
                     all.end());
    const float cut = std::max(1.0F, all[all.size() * 85 / 100]);
    cv::Mat upright = ratio >= cut;
    cv::Mat turned;
    cv::rotate(upright, turned, cv::ROTATE_180);
    typeAt_[0].assign(upright.begin<uchar>(), upright.end<uchar>());
    typeAt_[1].assign(turned.begin<uchar>(), turned.end<uchar>());
    // Each look's colours there, side by side (compare() reads them for every card).
    for (Look& look : looks_) {
        const std::vector<uchar>& typeAt = typeAt_[look.turned ? 1 : 0];
        look.typeColour.clear();
        for (size_t i = 0; i < typeAt.size(); ++i) {
            if (typeAt[i] != 0) {
                look.typeColour.insert(look.typeColour.end(), look.colour.begin() + 3 * i,
                                       look.colour.begin() + 3 * i + 3);
            }
        }
    }
}

cv::Mat CardMatcher::withoutGlare(const cv::Mat& card, const CardMatch& m) const {
    if (card.size() != size_) {
        return {};
    }
    // A highlight washes a face's colours toward white, so that the lightest type's look
    // explains it best: it is looked for against every type's face of the value read (a wrong
    // colour lifts the channels unevenly), and a back against the back alone.
    const bool back = m.exemplar == kBackExemplar;
    std::vector<const Look*> against;
    for (const Look& l : looks_) {
        const bool sameValue =
            !back && l.exemplar != kBackExemplar &&
            Card::fromIndex(l.exemplar).value() == Card::fromIndex(m.exemplar).value();
        if (l.turned == m.turned && (l.exemplar == m.exemplar || sameValue)) {
            against.push_back(&l);
        }
    }
    if (against.empty()) {
        return {};
    }
    cv::Mat small;
    cv::resize(card, small, small_, 0, 0, cv::INTER_AREA);
    small.convertTo(small, CV_32FC3);
    // Lifted above what some exemplar in this light explains.
    cv::Mat lifted(small_, CV_32F, cv::Scalar(0));
    for (int i = 0; i < static_cast<int>(lifted.total()); ++i) {
        const cv::Vec3f x = small.at<cv::Vec3f>(i / small_.width, i % small_.width);
        for (const Look* look : against) {
            cv::Vec3f lift;
            for (int c = 0; c < 3; ++c) {
                const float e = look->colour[3 * static_cast<size_t>(i) + static_cast<size_t>(c)];
                lift[c] = x[c] - static_cast<float>(m.gain[c]) * e;
            }
            if (whiteAdded(x, lift)) {
                lifted.at<float>(i / small_.width, i % small_.width) = 1.0F;
                break;
            }
        }
    }
    cv::GaussianBlur(lifted, lifted, cv::Size(0, 0), 1.0);
    cv::Mat glare = lifted > 0.5F;
    const double shows = static_cast<double>(glare.total());
    const int washed = cv::countNonZero(glare);
    const double most = back ? kMostGlare : kMostGlareOnAFace;
    if (washed < kLeastGlare * shows || washed > most * shows) {
        return {};
    }
    cv::dilate(glare, glare, cv::Mat());
    cv::Mat big;
    cv::resize(glare, big, size_, 0, 0, cv::INTER_LINEAR);
    return big < 128;
}

CardMatcher::Texture CardMatcher::textureOf(const cv::Mat& bgr, const cv::Mat& visible,
                                            cv::Vec2d cast) {
    CV_Assert(bgr.type() == CV_8UC3);
    const cv::Mat grey = greyOf(bgr);
    cv::Mat dx; // whole numbers: 16 bits hold them
    cv::Mat dy;
    cv::Sobel(grey, dx, CV_16S, 1, 0);
    cv::Sobel(grey, dy, CV_16S, 0, 1);
    // The card's own edge and rounded corners are left out.
    const int margin = std::max(2, bgr.cols * 8 / 100);
    cv::Mat shows; // a new picture: eroding into `visible` itself would change the caller's
    if (!visible.empty()) {
        cv::erode(visible, shows, cv::Mat(), {-1, -1}, kBackCoverMargin);
    }
    const cv::Mat glare = highlightOn(bgr, shows);
    Texture t;
    double strength = 0;
    double light = 0;
    cv::Vec3d colour(0, 0, 0);
    double count = 0;
    for (int y = margin; y < bgr.rows - margin; ++y) {
        const uchar* shown = shows.empty() ? nullptr : shows.ptr<uchar>(y);
        const uchar* lifted = glare.empty() ? nullptr : glare.ptr<uchar>(y);
        const short* gxRow = dx.ptr<short>(y);
        const short* gyRow = dy.ptr<short>(y);
        const uchar* greyRow = grey.ptr<uchar>(y);
        const cv::Vec3b* bgrRow = bgr.ptr<cv::Vec3b>(y);
        for (int x = margin; x < bgr.cols - margin; ++x) {
            if ((shown != nullptr && shown[x] == 0) || (lifted != nullptr && lifted[x] != 0)) {
                continue;
            }
            const auto gx = static_cast<float>(gxRow[x]);
            const auto gy = static_cast<float>(gyRow[x]);
            const double m = std::sqrt(gx * gx + gy * gy);
            t.orientation[orientationBin(gx, gy)] += m;
            strength += m;
            light += greyRow[x];
            colour += cv::Vec3d(bgrRow[x]);
            count += 1;
        }
    }
    if (count < 1) {
        return t;
    }
    for (double& o : t.orientation) {
        o /= std::max(1e-6, strength);
    }
    t.detail = strength / std::max(1.0, light + 10 * count);
    const double g = std::max(1.0, colour[1]);
    t.chroma = {std::log(std::max(1.0, colour[0]) / g) - std::log(cast[0]),
                std::log(std::max(1.0, colour[2]) / g) - std::log(cast[1])};
    return t;
}

double CardMatcher::likeness(const Texture& a, const Texture& b) {
    double shared = 0;
    for (size_t i = 0; i < a.orientation.size(); ++i) {
        shared += std::min(a.orientation[i], b.orientation[i]);
    }
    const double detail = std::min(a.detail, b.detail) / std::max({a.detail, b.detail, 1e-6});
    const double hue = std::hypot(a.chroma[0] - b.chroma[0], a.chroma[1] - b.chroma[1]);
    return shared * std::sqrt(detail) * std::exp(-2 * hue);
}

double CardMatcher::drawingFit(const cv::Mat& card, const cv::Mat& where, int exemplar,
                               bool turned) const {
    const auto look = std::find_if(looks_.begin(), looks_.end(), [&](const Look& l) {
        return l.exemplar == exemplar && l.turned == turned;
    });
    if (look == looks_.end() || card.size() != size_ || where.size() != size_) {
        return 0;
    }
    cv::Mat grey;
    greyOf(card).convertTo(grey, CV_32F);
    Correlation fit;
    for (int y = 0; y < size_.height; ++y) {
        const uchar* shown = where.ptr<uchar>(y);
        const float* a = grey.ptr<float>(y);
        const float* b = look->fineGrey.ptr<float>(y);
        for (int x = 0; x < size_.width; ++x) {
            if (shown[x]) {
                fit.add(a[x], b[x]);
            }
        }
    }
    return fit.n < kMinFitPixels ? 0.0 : fit.value();
}

double CardMatcher::backLikeness(const Texture& card, double sourceWidth) const {
    double best = likeness(card, backTexture_);
    if (sourceWidth >= size_.width) {
        return best;
    }
    for (const auto& [w, texture] : backTextureSeenAt_) {
        if (w <= sourceWidth && w >= kMostBlur * sourceWidth) {
            best = std::max(best, likeness(card, texture));
        }
    }
    return best;
}

CardMatch CardMatcher::compare(const cv::Mat& card, const cv::Mat& visible, cv::Vec2d cast,
                               bool castKnown, bool quick, const cv::Mat& washed) const {
    CardMatch best;
    if (looks_.empty() || card.size() != size_) {
        return best;
    }
    // A quick look (many candidates) compares quarter-size pictures and skips the value.
    const cv::Size compared = quick ? tiny_ : small_;
    cv::Mat small;
    cv::resize(card, small, compared, 0, 0, cv::INTER_AREA);
    const std::vector<float> grey = toVector(greyOf(small));
    const std::vector<float> colour = toVector(small);
    cv::Mat cardGrey; // exemplar size, CV_32F; the value is not read at a quick look
    std::vector<float> fine;
    if (!quick) {
        greyOf(card).convertTo(cardGrey, CV_32F);
        fine = toVector(cardGrey);
    }
    const cv::Mat seen = visible.empty() ? cv::Mat(size_, CV_8U, cv::Scalar(255)) : visible;
    cv::Mat seenSmall;
    cv::resize(seen, seenSmall, compared, 0, 0, cv::INTER_AREA);
    seenSmall = seenSmall > 200;
    const uchar* ms = seenSmall.ptr<uchar>();
    const size_t nSmall = grey.size();
    // Where a highlight lies (none asked for: no pixel, and nothing allocated on this hot path).
    cv::Mat washedSmall;
    if (!washed.empty() && !quick) {
        cv::resize(washed, washedSmall, compared, 0, 0, cv::INTER_AREA);
        washedSmall = washedSmall > 127;
    }
    const uchar* mw = washedSmall.empty() ? nullptr : washedSmall.ptr<uchar>();
    struct Scored {
        double total;
        double structure;
        double value;
        cv::Vec3d gain;
    };
    std::vector<Scored> scores(looks_.size());
    // The card's value pixels, normalised like the exemplars'. Each half of the card (a value
    // printed at the top, one at the bottom) is first laid onto the mean face there (the disc,
    // frame or corner every value shares) within a few pixels: a cut a little too small or too
    // large moves the two printed values apart, and the same shift serves every exemplar, so
    // that a wrong digit cannot shift itself onto the card's (the places compared are below).
    struct CardValues {
        std::vector<float> residual;
        std::vector<uchar> ok;
        cv::Mat shown; // ok as a row (CV_32F): 1 where the card shows, else 0
        int valid = 0;
        bool whole = false; // every value pixel shows
    };
    std::array<std::vector<CardValues>, 2> cardValues;
    {
        const int cols = size_.width;
        const int rows = size_.height;
        const uchar* seenPx = seen.ptr<uchar>();
        const auto sample = [&](cv::Point at, cv::Point shift, float& out) {
            const int x = at.x + shift.x;
            const int y = at.y + shift.y;
            if (x < 0 || y < 0 || x >= cols || y >= rows || !seenPx[y * cols + x]) {
                return false;
            }
            out = fine[static_cast<size_t>(y * cols + x)];
            return true;
        };
        const int reach = std::max(2, (size_.width * kValueReachPercent + 50) / 100);
        for (size_t o = 0; o < (quick ? 0U : 2U); ++o) {
            const std::vector<int>& at = valueAt_[o];
            if (at.empty()) {
                continue;
            }
            // Each value pixel's place on the card, and the value pixels of each half (in order).
            std::vector<cv::Point> pixel(at.size());
            std::vector<uchar> lower(at.size());
            std::array<std::vector<size_t>, 2> ofHalf;
            for (size_t i = 0; i < at.size(); ++i) {
                pixel[i] = {at[i] % cols, at[i] / cols};
                lower[i] = pixel[i].y < rows / 2 ? 0 : 1;
                ofHalf[lower[i]].push_back(i);
            }
            // Where each half's printed value lies on this card.
            std::array<cv::Point, 2> place{};
            for (size_t half = 0; half < 2; ++half) {
                double bestFit = kValuePlaceFit;
                for (int dy = -reach; dy <= reach; ++dy) {
                    for (int dx = -reach; dx <= reach; ++dx) {
                        Correlation fit;
                        for (const size_t i : ofHalf[half]) {
                            float a = 0;
                            if (sample(pixel[i], {dx, dy}, a)) {
                                fit.add(a, meanValue_[o][i]);
                            }
                        }
                        if (fit.n < 16) {
                            continue;
                        }
                        if (fit.value() > bestFit) {
                            bestFit = fit.value();
                            place[half] = {dx, dy};
                        }
                    }
                }
            }
            // The places compared: one pixel around where each half was found, and two pixels
            // around where the exemplars show it (for when the mean face misled the search:
            // thin digits with nothing around them).
            std::vector<std::array<cv::Point, 2>> places;
            const bool moved = place[0] != cv::Point() || place[1] != cv::Point();
            for (int dy = -2; dy <= 2; ++dy) {
                for (int dx = -2; dx <= 2; ++dx) {
                    const cv::Point d(dx, dy);
                    places.push_back({d, d});
                    if (moved && std::abs(dx) <= 1 && std::abs(dy) <= 1) {
                        places.push_back({place[0] + d, place[1] + d});
                    }
                }
            }
            for (const std::array<cv::Point, 2>& shift : places) {
                CardValues v;
                v.residual.assign(at.size(), 0.0F);
                v.ok.assign(at.size(), 0);
                double s1 = 0;
                double s2 = 0;
                int valid = 0; // kept apart from v: the compiler keeps it in a register
                for (size_t i = 0; i < at.size(); ++i) {
                    float a = 0;
                    if (!sample(pixel[i], shift[lower[i]], a)) {
                        continue;
                    }
                    v.residual[i] = a;
                    v.ok[i] = 1;
                    s1 += a;
                    s2 += static_cast<double>(a) * a;
                    ++valid;
                }
                v.valid = valid;
                if (v.valid < static_cast<int>(at.size()) / 3) {
                    v.valid = 0;
                } else {
                    v.whole = v.valid == static_cast<int>(at.size());
                    cv::Mat(v.ok, false).reshape(1, 1).convertTo(v.shown, CV_32F);
                    const double m = s1 / v.valid;
                    const double sd = std::sqrt(std::max(1e-6, s2 / v.valid - m * m));
                    for (size_t i = 0; i < at.size(); ++i) {
                        if (v.ok[i]) {
                            v.residual[i] = static_cast<float>((v.residual[i] - m) / sd);
                        }
                    }
                }
                cardValues[o].push_back(std::move(v));
            }
        }
    }
    // The card's own colour contrast over the pixels where the types differ, for each way up:
    // the same for every exemplar.
    struct TypePixelsShown {
        std::vector<std::pair<size_t, size_t>> at; // which pixels (in order), and which of typeAt
        std::vector<std::pair<size_t, size_t>> washed; // the same where a highlight lies
        double count = 0;
        double contrast = 0;
    };
    std::array<TypePixelsShown, 2> typeShown{};
    for (size_t o = 0; o < (quick ? 0U : 2U); ++o) {
        const std::vector<uchar>& typeAt = typeAt_[o];
        if (typeAt.size() != nSmall) {
            continue;
        }
        std::array<double, 3> ts{};
        std::array<double, 3> tss{};
        size_t ofType = 0;
        for (size_t i = 0; i < nSmall; ++i) {
            if (typeAt[i] == 0) {
                continue;
            }
            ++ofType;
            if (ms[i] != 0) {
                typeShown[o].at.emplace_back(i, ofType - 1);
            } else if (mw != nullptr && mw[i] != 0) {
                typeShown[o].washed.emplace_back(i, ofType - 1);
            } else {
                continue;
            }
            typeShown[o].count += 1;
            for (size_t c = 0; c < 3; ++c) {
                const double x = colour[3 * i + c];
                ts[c] += x;
                tss[c] += x * x;
            }
        }
        for (size_t c = 0; c < 3; ++c) {
            typeShown[o].contrast +=
                std::max(0.0, tss[c] - ts[c] * ts[c] / std::max(1.0, typeShown[o].count));
        }
    }
    // The card's value pixels less its type's mean, at each shift: the same for every face of
    // the type (taken once a type, when first compared).
    struct AgainstType {
        cv::Mat values;   // a row (CV_32F), 0 where the card does not show
        Correlation sums; // of values alone
    };
    std::array<std::array<std::vector<AgainstType>, kValueGroups>, 2> againstType;
    const auto cardAgainstType = [&](size_t o, int group) -> const std::vector<AgainstType>& {
        std::vector<AgainstType>& out = againstType[o][static_cast<size_t>(group)];
        if (!out.empty() || cardValues[o].empty()) {
            return out;
        }
        const std::vector<float>& mean = typeMeanValue_[o][static_cast<size_t>(group)];
        for (const CardValues& cv : cardValues[o]) {
            AgainstType t;
            if (cv.valid >= 16) {
                const int n = static_cast<int>(cv.residual.size());
                t.values = cv::Mat(1, n, CV_32F, cv::Scalar(0));
                auto* values = t.values.ptr<float>();
                Correlation sums; // kept apart from t: the compiler keeps it in registers
                for (size_t i = 0; i < cv.residual.size(); ++i) {
                    if (cv.ok[i]) {
                        values[i] = cv.residual[i] - mean[i];
                        sums.addFirst(values[i]);
                    }
                }
                t.sums = sums;
            }
            out.push_back(std::move(t));
        }
        return out;
    };
    // What of the comparisons below is the card's alone: its drawing, centred; its colours'
    // sums.
    const Centred cardDrawing = centred(grey.data(), ms, nSmall);
    const double count = cardDrawing.count; // of the pixels that show
    double xx[3] = {0, 0, 0};
    double xs[3] = {0, 0, 0};
    for (size_t i = 0; i < nSmall; ++i) {
        if (ms[i] == 0) {
            continue;
        }
        for (size_t c = 0; c < 3; ++c) {
            const double x = colour[3 * i + c];
            xx[c] += x * x;
            xs[c] += x;
        }
    }
    // The same as rows, to be taken with each look's rows at once (SIMD dot products): what
    // shows (1 or 0), the drawing centred, each colour where it shows. A card seen whole
    // takes the sums of each look's own pixels as they are.
    const bool whole = count == static_cast<double>(nSmall);
    cv::Mat shows;
    seenSmall.reshape(1, 1).convertTo(shows, CV_32F, 1.0 / 255);
    std::array<cv::Mat, 3> colourShown = channelRows(small);
    for (cv::Mat& row : colourShown) {
        row = row.mul(shows);
    }
    cv::Mat drawing(1, static_cast<int>(nSmall), CV_32F, cv::Scalar(0));
    if (!cardDrawing.values.empty()) {
        cv::Mat(cardDrawing.values, false).reshape(1, 1).convertTo(drawing, CV_32F);
    }
    const double drawingSum = cv::sum(drawing)[0];
    for (size_t k = 0; k < looks_.size(); ++k) {
        const Look& look = looks_[k];
        const Look::Planes& planes = quick ? look.tinyPlanes : look.smallPlanes;
        // The drawing's correlation over what shows.
        double structure = -1;
        if (cardDrawing.count >= 16) {
            const double sb = whole ? planes.greySum : shows.dot(planes.grey);
            const double sbb = whole ? planes.greySqSum : shows.dot(planes.greySq);
            const double mb = sb / count;
            const double aa = cardDrawing.squares;
            const double bb = sbb - sb * mb;
            const double ab = drawing.dot(planes.grey) - mb * drawingSum;
            structure = correlationOf(ab, aa, bb);
        }
        // The printed value: how this card's value pixels differ from the mean face, against
        // how each exemplar's do, allowing the cut-out to be off by up to two pixels.
        double value = structure;
        {
            const size_t o = look.turned ? 1 : 0;
            const auto& shifts = cardValues[o];
            const auto& against = cardAgainstType(o, valueGroup(look.exemplar));
            double bestValue = -2;
            for (size_t s = 0; s < shifts.size(); ++s) {
                const CardValues& cv = shifts[s];
                if (cv.valid < 16) {
                    continue;
                }
                const AgainstType& a = against[s];
                Correlation ncc = a.sums;
                ncc.sb = cv.whole ? look.residualSum : cv.shown.dot(look.residualRow);
                ncc.sbb = cv.whole ? look.residualSqSum : cv.shown.dot(look.residualSqRow);
                ncc.sab = a.values.dot(look.residualRow);
                bestValue = std::max(bestValue, ncc.value());
            }
            if (bestValue > -2) {
                value = bestValue;
            }
        }
        // Colour: one gain per channel (the light), what is left over is the colour's mismatch.
        double xe[3] = {0, 0, 0};
        double ee[3] = {0, 0, 0};
        for (size_t c = 0; c < 3; ++c) {
            xe[c] = colourShown[c].dot(planes.colour[c]);
            ee[c] = whole ? planes.colourSqSum[static_cast<int>(c)] : shows.dot(planes.colourSq[c]);
        }
        cv::Vec3d gain;
        double residual = 0;
        double contrast = 0;
        for (int c = 0; c < 3; ++c) {
            const size_t cc = static_cast<size_t>(c);
            gain[c] = xe[cc] / std::max(1.0, ee[cc]);
            residual += std::max(0.0, xx[cc] - gain[c] * xe[cc]);
            contrast += std::max(0.0, xx[cc] - xs[cc] * xs[cc] / std::max(1.0, count));
        }
        // What the light cannot explain, against how much the card varies at all: a band of
        // the wrong colour on a white card leaves as much as the band itself.
        const double mismatch = std::sqrt(residual / std::max(1.0, contrast + 100.0 * count));
        // The same over the pixels where the types differ in colour (the hats are a small part
        // of a card; on dark faces, of little contrast): the light's gain from the whole card.
        double typeMismatch = 0;
        const size_t o = look.turned ? 1 : 0;
        if (typeShown[o].count >= 4) {
            double typeResidual = 0;
            for (const auto& [i, j] : typeShown[o].at) {
                for (size_t c = 0; c < 3; ++c) {
                    const double r =
                        colour[3 * i + c] - gain[static_cast<int>(c)] * look.typeColour[3 * j + c];
                    typeResidual += r * r;
                }
            }
            // Under a highlight, the exemplar with white added: what the least lifted channel
            // not clipped leaves over (a clipped channel says nothing).
            for (const auto& [i, j] : typeShown[o].washed) {
                cv::Vec3d r;
                double white = 1e9;
                for (size_t c = 0; c < 3; ++c) {
                    r[static_cast<int>(c)] =
                        colour[3 * i + c] - gain[static_cast<int>(c)] * look.typeColour[3 * j + c];
                    if (colour[3 * i + c] < kClipped) {
                        white = std::min(white, r[static_cast<int>(c)]);
                    }
                }
                white = std::max(0.0, white);
                for (size_t c = 0; c < 3; ++c) {
                    if (colour[3 * i + c] < kClipped) {
                        typeResidual +=
                            (r[static_cast<int>(c)] - white) * (r[static_cast<int>(c)] - white);
                    }
                }
            }
            typeMismatch = std::sqrt(
                typeResidual / std::max(1.0, typeShown[o].contrast + 100.0 * typeShown[o].count));
        }
        const double g = std::max(1e-3, gain[1]);
        const double bg = std::log(std::max(1e-3, gain[0]) / g) - std::log(cast[0]);
        const double rg = std::log(std::max(1e-3, gain[2]) / g) - std::log(cast[1]);
        const double tint = std::abs(bg) + std::abs(rg);
        const double tintWeight = castKnown ? 1.0 : 0.6;
        const double total = 0.45 * structure + kValueWeight * value - 1.0 * mismatch -
                             tintWeight * tint - kTypeColourWeight * typeMismatch;
        scores[k] = {total, structure, value, gain};
    }
    size_t top = 0;
    for (size_t k = 1; k < scores.size(); ++k) {
        if (scores[k].total > scores[top].total) {
            top = k;
        }
    }
    // Within a type the faces differ by their printed value only: how the grid photo lit and
    // cut each exemplar (its colour, its light, its edges) says nothing about which value this
    // card shows, so among the winner's type, the way up it was found, the value decides.
    const double bestTotal = scores[top].total;
    const double bestStructure = scores[top].structure; // whether it is a card at all
    const bool hasValue = !quick && !valueAt_[looks_[top].turned ? 1 : 0].empty();
    if (hasValue && looks_[top].exemplar != kBackExemplar) {
        const int type = valueGroup(looks_[top].exemplar);
        std::vector<size_t> sameType;
        std::vector<const std::vector<Look::ValuePatch>*> patchesOf;
        const cv::Mat cardValue = valueLook(card, cardGrey, valueAxis_[static_cast<size_t>(type)]);
        for (size_t k = 0; k < scores.size(); ++k) {
            if (looks_[k].exemplar != kBackExemplar && valueGroup(looks_[k].exemplar) == type &&
                looks_[k].turned == looks_[top].turned) {
                sameType.push_back(k);
                patchesOf.push_back(&looks_[k].valuePatches);
            }
        }
        const std::vector<double> fits =
            valueFitsAtBestSoftening(patchesOf, cardValue, seen, valuePatchReach(), {}, 1.0);
        const bool patches = std::all_of(fits.begin(), fits.end(), [](double f) { return f > -2; });
        for (size_t i = 0; i < sameType.size() && patches; ++i) {
            scores[sameType[i]].value = fits[i];
        }
        for (const size_t k : sameType) {
            if (scores[k].value > scores[top].value) {
                top = k;
            }
        }
    }
    const Look& winner = looks_[top];
    best.exemplar = winner.exemplar;
    best.turned = winner.turned;
    best.total = scores[top].total;
    best.structure = std::max(bestStructure, scores[top].structure);
    best.valueScore = scores[top].value;
    best.gain = scores[top].gain;
    double otherType = -1e9;
    double otherValue = -1e9; // in total's units
    double otherSide = -1e9;
    const bool back = winner.exemplar == kBackExemplar;
    for (size_t k = 0; k < scores.size(); ++k) {
        const int e = looks_[k].exemplar;
        if (e == winner.exemplar) {
            continue;
        }
        const bool kBack = e == kBackExemplar;
        if (kBack != back) {
            otherSide = std::max(otherSide, scores[k].total);
        }
        if (back || kBack) {
            continue;
        }
        const Card a = Card::fromIndex(winner.exemplar);
        const Card b = Card::fromIndex(e);
        if (a.type() != b.type()) {
            otherType = std::max(otherType, scores[k].total);
        }
        if (a.value() != b.value()) {
            if (!hasValue) {
                otherValue = std::max(otherValue, scores[k].total);
            } else if (a.type() == b.type() && looks_[k].turned == winner.turned) {
                otherValue = std::max(
                    otherValue, best.total - kValueWeight * (scores[top].value - scores[k].value));
            }
        }
    }
    best.sideMargin = bestTotal - otherSide;
    best.typeMargin = back ? best.sideMargin : std::min(bestTotal - otherType, best.sideMargin);
    best.valueMargin = back ? best.sideMargin : best.total - otherValue;
    best.isCard = best.structure > 0.3;
    best.confidence = confidenceOf(best);
    return best;
}

CardMatch CardMatcher::readValueSharply(const CardMatch& read, const cv::Mat& bgr,
                                        const Quad& corners, const cv::Mat& visible) const {
    if (sharpSize_.empty() || !read.isCard || read.exemplar < 0 || read.faceDown()) {
        return read;
    }
    // Cut with a margin as wide as a value is looked for: a value printed in a corner may lie
    // further out on the card than on its exemplar (a card cut a little small).
    const int reach = kValueFaceScale * valuePatchReach();
    const cv::Mat sharp = rectifyCard(bgr, corners, sharpSize_, reach);
    const int type = valueGroup(read.exemplar);
    cv::Mat seen(sharpSize_, CV_8U, cv::Scalar(255));
    if (!visible.empty()) {
        cv::resize(visible, seen, sharpSize_, 0, 0, cv::INTER_NEAREST);
    }
    cv::Mat sharpGrey;
    greyOf(sharp).convertTo(sharpGrey, CV_32F);
    const cv::Mat value = valueLook(sharp, sharpGrey, valueAxis_[static_cast<size_t>(type)]);
    std::vector<int> exemplars;
    std::vector<const std::vector<Look::ValuePatch>*> patchesOf;
    for (const Look& look : looks_) {
        if (look.exemplar != kBackExemplar && valueGroup(look.exemplar) == type &&
            look.turned == read.turned) {
            exemplars.push_back(look.exemplar);
            patchesOf.push_back(&look.sharpPatches);
        }
    }
    const std::vector<double> fits =
        valueFitsAtBestSoftening(patchesOf, value, seen, reach, {reach, reach}, kValueFaceScale);
    int bestExemplar = -1;
    double best = -1e9;
    double second = -1e9;
    for (size_t i = 0; i < fits.size(); ++i) {
        if (fits[i] <= -2) {
            return read; // a value that does not show is not read at all
        }
        if (fits[i] > best) {
            second = best;
            best = fits[i];
            bestExemplar = exemplars[i];
        } else {
            second = std::max(second, fits[i]);
        }
    }
    if (bestExemplar < 0 || second < -1e8) {
        return read; // fewer than two faces of the type to tell apart
    }
    CardMatch out = read;
    out.exemplar = bestExemplar;
    out.valueScore = best;
    out.valueMargin = kValueWeight * (best - second);
    out.confidence = confidenceOf(out);
    // The surer reading stands: a sharp value a little noisier than its exemplar's, told by a
    // smaller margin, is no better evidence than the exemplar's own.
    return out.confidence >= read.confidence ? out : read;
}

CardMatch CardMatcher::match(const cv::Mat& card, const cv::Mat& visible, cv::Vec2d cast,
                             bool castKnown, bool quick, double sourceWidth,
                             const Texture* backShown) const {
    return settleBack(compare(card, visible, cast, castKnown, quick), card, visible, cast,
                      sourceWidth, backShown);
}

CardMatch CardMatcher::settleBack(CardMatch compared, const cv::Mat& card, const cv::Mat& visible,
                                  cv::Vec2d cast, double sourceWidth,
                                  const Texture* backShown) const {
    if (looks_.empty() || card.size() != size_) {
        return compared;
    }
    CardMatch best = compared;
    // A finely patterned back (stripes, checks, dots) cut a little elsewhere than calibration
    // cut it correlates with nothing, yet shows the same pattern: the same edge directions,
    // strength and colour (once this photo's light is taken out, when other cards show it). A
    // card no face explains surely, the back included (its drawing out of phase), and that
    // looks so is the back; a photo showing the card small blurs the pattern, and it is
    // compared with the back blurred alike. Once another card of this photo was read surely as
    // the back, the card is also compared with the back as this photo shows it: the same light,
    // blur and exposure (the grid photo may show the pattern softer, or another colour), so
    // the card's colour keeps its light.
    const cv::Vec2d castLog(std::log(cast[0]), std::log(cast[1])); // textureOf took it out
    const auto likeShownBack = [&](const Texture& t) {
        if (backShown == nullptr) {
            return 0.0;
        }
        Texture seen = t;
        seen.chroma += castLog;
        return likeness(seen, *backShown);
    };
    if (backPatterned_ && (!best.isCard || best.confidence < kDoubtfulBelow)) {
        const Texture t = textureOf(card, visible, cast);
        const double like = std::max(backLikeness(t, sourceWidth), likeShownBack(t));
        if (like > kBackLikeness) {
            best.exemplar = kBackExemplar;
            best.turned = false;
            best.structure = std::max(best.structure, like);
            best.isCard = true;
            best.confidence = std::clamp((like - kBackLikeness) / 0.2, 0.0, 1.0);
        }
    }
    // A plain back (one colour, no pattern) shows no drawing to correlate with. A card no face
    // explains that is as plain, and of the back's colour once this photo's light is taken out,
    // is the back (or of its colour as this photo shows it, another card read as the back
    // showing it). At a quick look too: the strip of a back a row shows under the next card is
    // first compared so, and was never taken. What shows of a face is rarely as plain (its
    // frame, art or value shows); a plain stretch of a table of the back's colour is as plain,
    // and only the places proposed (outlines, drawings, rows) keep it out.
    if (plainBack_ && !best.isCard) {
        cv::Mat soft;
        cv::GaussianBlur(card, soft, {0, 0}, kPlainBackNoise);
        const Texture t = textureOf(soft, visible, cast);
        double hue = cv::norm(t.chroma - backTexture_.chroma);
        if (backShown != nullptr) {
            hue = std::min(hue, cv::norm(t.chroma + castLog - backShown->chroma));
        }
        if (t.detail <= kPatternedBack && hue < kPlainBackHue) {
            best.exemplar = kBackExemplar;
            best.turned = false;
            best.isCard = true;
            best.confidence = std::clamp(2 * (1 - hue / kPlainBackHue), 0.0, 1.0);
        }
    }
    return best;
}

} // namespace hats::vision
