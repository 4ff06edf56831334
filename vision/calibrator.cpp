#include "vision/calibrator.h"

#include "vision/card_classifier.h"
#include "vision/card_detector.h"
#include "vision/image_loader.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>

namespace hats::vision {

namespace {

double percentileOf(std::vector<double> v, double f) {
    if (v.empty()) {
        return 0;
    }
    const auto at = v.begin() + static_cast<std::ptrdiff_t>(f * static_cast<double>(v.size() - 1));
    std::nth_element(v.begin(), at, v.end());
    return *at;
}

// A card with more of its pixels washed out by a highlight than this is not learned.
constexpr double kTooMuchGlare = 0.12;

// Share of a card's pixels washed out by a highlight.
double glareShare(const cv::Mat& card) {
    std::vector<cv::Mat> ch;
    cv::split(card, ch);
    cv::Mat lo;
    cv::min(ch[0], ch[1], lo);
    cv::min(lo, ch[2], lo);
    return cv::countNonZero(lo >= 248) / static_cast<double>(card.total());
}

// Where the printed value is: pixels whose grey level depends on the value (same across the
// types) more than on the type or the card's own art.
cv::Mat learnValueMask(const Profile& p) {
    const cv::Size size = p.exemplarSize();
    // How far each pixel is from its card's background (the median), either way: a value
    // printed dark on light faces and light on dark ones is still where the values differ. The
    // scale is the type's (one photo, one light): a card's own spread grows with its value's
    // ink, and would make the whole drawing differ by value.
    std::array<cv::Mat, kDeckSize> away;
    std::array<double, kTypeCount> typeSpread{};
    std::array<int, kTypeCount> typeCards{};
    for (int i = 0; i < kDeckSize; ++i) {
        const cv::Mat& ex = p.exemplars[static_cast<size_t>(i)];
        if (ex.empty()) {
            continue;
        }
        cv::Mat g;
        cv::cvtColor(ex, g, cv::COLOR_BGR2GRAY);
        std::vector<uchar> px(g.begin<uchar>(), g.end<uchar>());
        std::nth_element(px.begin(), px.begin() + static_cast<long>(px.size() / 2), px.end());
        const double median = px[px.size() / 2];
        g.convertTo(g, CV_32F);
        cv::Scalar mean;
        cv::Scalar dev;
        cv::meanStdDev(g, mean, dev);
        away[static_cast<size_t>(i)] = cv::abs(g - median);
        typeSpread[static_cast<size_t>(i / kMaxValue)] += dev[0];
        ++typeCards[static_cast<size_t>(i / kMaxValue)];
    }
    for (int i = 0; i < kDeckSize; ++i) {
        const size_t t = static_cast<size_t>(i / kMaxValue);
        if (!away[static_cast<size_t>(i)].empty()) {
            away[static_cast<size_t>(i)] /= std::max(1.0, typeSpread[t] / typeCards[t]);
        }
    }
    // What each type's cards share is taken out (its hat, its colours, a value printed in the
    // type's colour that shows brighter on one type than another): what is left differs by
    // value, and by the noise of each photo.
    for (int t = 0; t < kTypeCount; ++t) {
        cv::Mat typeMean(size, CV_32F, cv::Scalar(0));
        int n = 0;
        for (int v = 0; v < kMaxValue; ++v) {
            const cv::Mat& a = away[static_cast<size_t>(t * kMaxValue + v)];
            if (!a.empty()) {
                typeMean += a;
                ++n;
            }
        }
        for (int v = 0; v < kMaxValue && n >= 3; ++v) {
            cv::Mat& a = away[static_cast<size_t>(t * kMaxValue + v)];
            if (!a.empty()) {
                a -= typeMean / n;
            }
        }
        for (int v = 0; v < kMaxValue && n < 3; ++v) {
            away[static_cast<size_t>(t * kMaxValue + v)] = cv::Mat(); // too few to centre
        }
    }
    std::vector<std::vector<cv::Mat>> byValue(kMaxValue);
    for (int i = 0; i < kDeckSize; ++i) {
        if (!away[static_cast<size_t>(i)].empty()) {
            byValue[static_cast<size_t>(Card::fromIndex(i).value() - 1)].push_back(
                away[static_cast<size_t>(i)]);
        }
    }
    const auto [between, within] = spreadOfGroups(byValue);
    if (between.empty()) {
        return {};
    }
    cv::Mat ratio = between / (within + 0.05);
    cv::GaussianBlur(ratio, ratio, {5, 5}, 0);
    // The card's very edge differs with how each exemplar was cut (a strip of table or of
    // border more or less), never with the value printed inside it.
    const int edge = std::max(2, size.width / 32);
    cv::Mat inside(size, CV_8U, cv::Scalar(0));
    inside(cv::Rect(edge, edge, size.width - 2 * edge, size.height - 2 * edge)).setTo(255);
    ratio.setTo(0, inside == 0);
    std::vector<double> all(ratio.begin<float>(), ratio.end<float>());
    // Where values stand out clearly; on a deck whose cards were cut less evenly or whose
    // value is printed faintly (in the type's colour on a dark face), where they stand out most.
    double strongest = 0;
    cv::minMaxLoc(ratio, nullptr, &strongest);
    const double cut = std::max(percentileOf(all, 0.93), std::min(0.5, 0.5 * strongest));
    const cv::Mat strong = ratio >= cut;
    // Whole boxes around each printed mark, with a margin: a value is compared with its
    // background, and a card cut out a pixel or two off still matches.
    std::vector<std::vector<cv::Point>> parts;
    cv::findContours(strong.clone(), parts, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    cv::Mat mask(size, CV_8U, cv::Scalar(0));
    for (const auto& part : parts) {
        if (cv::contourArea(part) < 4) {
            continue;
        }
        cv::Rect box = cv::boundingRect(part);
        box.x -= 3;
        box.y -= 3;
        box.width += 6;
        box.height += 6;
        mask(box & cv::Rect(cv::Point(0, 0), size)).setTo(255);
    }
    return mask;
}

cv::Vec3d meanLab(const std::vector<cv::Mat>& cards, bool colourful) {
    std::vector<cv::Vec3f> px;
    for (const cv::Mat& c : cards) {
        cv::Mat f;
        c.convertTo(f, CV_32FC3, 1.0 / 255);
        cv::Mat lab;
        cv::cvtColor(f, lab, cv::COLOR_BGR2Lab);
        for (auto it = lab.begin<cv::Vec3f>(); it != lab.end<cv::Vec3f>(); ++it) {
            px.push_back(*it);
        }
    }
    if (px.empty()) {
        return {};
    }
    if (colourful) { // the type's colour: the most colourful quarter of its pixels
        std::vector<double> chroma;
        for (const cv::Vec3f& p : px) {
            chroma.push_back(std::hypot(p[1], p[2]));
        }
        const double cut = percentileOf(chroma, 0.75);
        std::vector<cv::Vec3f> kept;
        for (size_t i = 0; i < px.size(); ++i) {
            if (chroma[i] >= cut) {
                kept.push_back(px[i]);
            }
        }
        px.swap(kept);
    }
    cv::Vec3d mean(0, 0, 0);
    for (const cv::Vec3f& p : px) {
        mean += cv::Vec3d(p[0], p[1], p[2]) / static_cast<double>(px.size());
    }
    return mean;
}

// The correlation of two pictures of one size over all their channels.
double colourCorrelation(const cv::Mat& a, const cv::Mat& b) {
    cv::Mat fa;
    cv::Mat fb;
    a.reshape(1).convertTo(fa, CV_32F);
    b.reshape(1).convertTo(fb, CV_32F);
    cv::Mat r;
    cv::matchTemplate(fa, fb, r, cv::TM_CCOEFF_NORMED);
    return r.at<float>(0, 0);
}

// How far registering an exemplar may move or size it (share of the card).
constexpr float kRegisterReach = 0.15F;
// How far from a node of the grid's lattice (a share of the pitch) a card still lies at it.
constexpr double kLatticeReach = 0.3;

using GridPlaces = std::array<std::optional<Quad>, kDeckSize>;

// The mean of the faces learned (of one type only, with `type`, leaving card `except` out),
// or nothing with fewer than `least` of them.
cv::Mat meanFace(const Profile& profile, int least, int type = -1, int except = -1) {
    cv::Mat sum(profile.exemplarSize(), CV_32FC3, cv::Scalar::all(0));
    int count = 0;
    for (int i = 0; i < kDeckSize; ++i) {
        const cv::Mat& ex = profile.exemplars[static_cast<size_t>(i)];
        if (!ex.empty() && i != except && (type < 0 || i / kMaxValue == type)) {
            cv::accumulate(ex, sum);
            ++count;
        }
    }
    if (count < least) {
        return {};
    }
    cv::Mat mean;
    sum.convertTo(mean, CV_8UC3, 1.0 / count);
    return mean;
}

// Fewer cards placed than this give the grid no lattice to fill its gaps from.
constexpr int kLeastForLattice = 12;

// Every card of the grid is the same printing, so every outline found has the same shape: its
// corners lie at the same offsets from its centre, changing only slowly across the photo (its
// perspective). The shape is fitted per corner offset as `a + b × value + c × type` (least
// squares), then once more without the outlines further than kOwnShape off it.
class GridShape {
public:
    static std::optional<GridShape> of(const GridPlaces& placed) {
        std::vector<int> cards;
        for (int i = 0; i < kDeckSize; ++i) {
            if (placed[static_cast<size_t>(i)]) {
                cards.push_back(i);
            }
        }
        GridShape shape;
        if (!shape.fit(placed, cards)) {
            return std::nullopt;
        }
        std::vector<int> alike;
        for (const int i : cards) {
            if (shape.offBy(i, *placed[static_cast<size_t>(i)]) <= kOwnShape) {
                alike.push_back(i);
            }
        }
        if (!shape.fit(placed, alike)) {
            return std::nullopt;
        }
        return shape;
    }

    // The shape around `centre`, at card i's place in the grid.
    Quad at(int i, cv::Point2f centre) const {
        const cv::Mat o = place(i) * coefficients_;
        Quad q;
        for (int k = 0; k < 4; ++k) {
            q[static_cast<size_t>(k)] =
                centre + cv::Point2f(o.at<float>(2 * k), o.at<float>(2 * k + 1));
        }
        return q;
    }

    // How far the corner of `q` furthest from the shape lies from it, in card widths.
    double offBy(int i, const Quad& q) const {
        const Quad model = at(i, quadCentre(q));
        double worst = 0;
        for (size_t k = 0; k < 4; ++k) {
            worst = std::max(worst, static_cast<double>(cv::norm(q[k] - model[k])));
        }
        return worst / std::max(1.0, quadWidth(model));
    }

    // A corner this far off (of the card's width) is off the deck's shape; the grid's cards
    // are laid turned by up to 2 degrees each, which moves a corner up to 3%.
    static constexpr double kOwnShape = 0.04;

private:
    static cv::Mat place(int i) {
        return (cv::Mat_<float>(1, 3) << 1.0F, static_cast<float>(i % kMaxValue),
                static_cast<float>(i / kMaxValue));
    }

    bool fit(const GridPlaces& placed, const std::vector<int>& cards) {
        if (cards.size() < static_cast<size_t>(kLeastForLattice)) {
            return false;
        }
        cv::Mat a(0, 3, CV_32F);
        cv::Mat b(static_cast<int>(cards.size()), 8, CV_32F);
        for (size_t r = 0; r < cards.size(); ++r) {
            const Quad& q = *placed[static_cast<size_t>(cards[r])];
            const cv::Point2f c = quadCentre(q);
            a.push_back(place(cards[r]));
            for (size_t k = 0; k < 4; ++k) {
                b.at<float>(static_cast<int>(r), static_cast<int>(2 * k)) = q[k].x - c.x;
                b.at<float>(static_cast<int>(r), static_cast<int>(2 * k + 1)) = q[k].y - c.y;
            }
        }
        return cv::solve(a, b, coefficients_, cv::DECOMP_SVD);
    }

    cv::Mat coefficients_; // 3 × 8: each corner offset's
};

// An outline of the grid off the deck's shape (a side taken at a border's inner edge, a strip
// of table taken along one side, a trapezoid) is given the shape the others share around its
// own centre, and kept so when its colours then agree better with the other faces of its type
// (or, with fewer than two of them learned, the deck's mean face: a blue face correlates with
// the mean of every colour hardly at all, either way).
void shapeLikeTheOthers(const cv::Mat& grid, const GridShape& shape, GridPlaces& placed,
                        Profile& profile) {
    const cv::Mat deckMean = meanFace(profile, kLeastForLattice);
    if (deckMean.empty()) {
        return;
    }
    for (int i = 0; i < kDeckSize; ++i) {
        auto& quad = placed[static_cast<size_t>(i)];
        cv::Mat& ex = profile.exemplars[static_cast<size_t>(i)];
        if (!quad || ex.empty() || shape.offBy(i, *quad) <= GridShape::kOwnShape) {
            continue;
        }
        const cv::Mat typeMean = meanFace(profile, 2, i / kMaxValue, i);
        const cv::Mat& mean = typeMean.empty() ? deckMean : typeMean;
        const Quad q = shape.at(i, quadCentre(*quad));
        const cv::Mat moved = rectifyCard(grid, q, profile.exemplarSize());
        if (colourCorrelation(moved, mean) > colourCorrelation(ex, mean)) {
            quad = q;
            ex = moved;
            profile.report[static_cast<size_t>(i)].crop = ex;
        }
    }
}

// Every exemplar laid onto the deck's mean face (twice, the mean made again in between) and
// cut again from the grid photo. Outlines in a grid photo are a few pixels off here and there
// (a light border lost on the table, a shadow taken with the card, a corner cut off into a
// trapezoid), and exemplars cut differently put the printed value in different places: a card
// read later would be compared with each at another place. The move may be projective: a
// trapezoid is not undone by shifting and sizing. It may not take a card off the shape the
// grid's cards share (`shape`): a checked art panel matched a square off slants the card.
void registerExemplars(const cv::Mat& grid, const std::optional<GridShape>& shape,
                       GridPlaces& placed, Profile& profile) {
    const cv::Size size = profile.exemplarSize();
    for (int round = 0; round < 2; ++round) {
        const cv::Mat mean = meanFace(profile, 2);
        if (mean.empty()) {
            return;
        }
        for (int i = 0; i < kDeckSize; ++i) {
            cv::Mat& ex = profile.exemplars[static_cast<size_t>(i)];
            auto& quad = placed[static_cast<size_t>(i)];
            if (ex.empty() || !quad) {
                continue;
            }
            const std::optional<Quad> aligned =
                alignCut(ex, mean, false, *quad, kRegisterReach, true);
            if (!aligned) {
                continue;
            }
            // Kept only when the colours agree better with the mean face: in grey, a yellow
            // face on a cream border shows little of its outline and may be slanted away.
            const cv::Mat moved = rectifyCard(grid, *aligned, size);
            const bool shaped =
                !shape ||
                shape->offBy(i, *aligned) <= std::max(GridShape::kOwnShape, shape->offBy(i, *quad));
            if (shaped && colourCorrelation(moved, mean) > colourCorrelation(ex, mean)) {
                quad = *aligned;
                ex = moved;
                profile.report[static_cast<size_t>(i)].crop = ex;
            }
        }
    }
}

// A card's drawing, whatever its colours and whatever it lies on: the grey image's edge
// strength, a little blurred, inside the card (a card of the table's own colour shows no edge
// along its outline, and the cut may take a sliver of the table there).
cv::Mat drawingOf(const cv::Mat& bgr) {
    constexpr double kOutlineBand = 0.08; // of each side, left out
    cv::Mat grey;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    cv::Mat strength = edgeStrength(grey);
    cv::GaussianBlur(strength, strength, {0, 0}, 2.0);
    const int dx = static_cast<int>(kOutlineBand * bgr.cols);
    const int dy = static_cast<int>(kOutlineBand * bgr.rows);
    return strength(cv::Rect(dx, dy, bgr.cols - 2 * dx, bgr.rows - 2 * dy)).clone();
}

// How far a place's width or height may lie from the grid's median card (a share of it) and
// still be one card. Cards of one grid photo differ by 10% at most, or by 30% when some are cut
// at their border and some inside it; two neighbours found as one place are 40% larger or more.
constexpr double kOneCardSize = 0.35;

// Places of another size than the grid's cards left empty: two cards lying close found as one
// (placed where either lies), or a part of a card. The lattice fills them again, card by card.
void dropPlacesOfAnotherSize(GridPlaces& placed) {
    std::vector<double> widths;
    std::vector<double> heights;
    for (const auto& q : placed) {
        if (q) {
            widths.push_back(quadWidth(*q));
            heights.push_back(quadHeight(*q));
        }
    }
    if (widths.size() < 3) {
        return;
    }
    const double width = medianOf(widths);
    const double height = medianOf(heights);
    for (auto& q : placed) {
        if (q && (std::abs(quadWidth(*q) - width) > kOneCardSize * width ||
                  std::abs(quadHeight(*q) - height) > kOneCardSize * height)) {
            q.reset();
        }
    }
}

// How far a card of the grid may lie turned from the others (radians).
constexpr double kMostGridTurn = 0.35;

// Fewer outlines found than this (half the deck) are no grid photo. More may still leave cards
// unplaced: the lattice of those placed finds the rest (cards of the table's own colour show
// hardly any outline), and the deck is learned only when at most kMostMissing are missing after.
constexpr int kLeastGridOutlines = kDeckSize / 2;
constexpr size_t kMostMissing = 8;

// The grid's lattice from the cards placed: a card's centre is `origin + valueStep × (value - 1)
// + typeStep × type` (least squares); nullopt with fewer than kLeastForLattice cards placed.
struct GridLattice {
    cv::Point2f origin;
    cv::Point2f valueStep;
    cv::Point2f typeStep;
};

std::optional<GridLattice> latticeOf(const GridPlaces& placed) {
    std::vector<float> rows;
    std::vector<float> xs;
    std::vector<float> ys;
    for (int i = 0; i < kDeckSize; ++i) {
        if (const auto& q = placed[static_cast<size_t>(i)]) {
            rows.insert(rows.end(), {1.0F, static_cast<float>(i % kMaxValue),
                                     static_cast<float>(i / kMaxValue)});
            const cv::Point2f c = quadCentre(*q);
            xs.push_back(c.x);
            ys.push_back(c.y);
        }
    }
    if (xs.size() < static_cast<size_t>(kLeastForLattice)) {
        return std::nullopt;
    }
    const cv::Mat a(static_cast<int>(xs.size()), 3, CV_32F, rows.data());
    cv::Mat px;
    cv::Mat py;
    if (!cv::solve(a, cv::Mat(xs), px, cv::DECOMP_SVD) ||
        !cv::solve(a, cv::Mat(ys), py, cv::DECOMP_SVD)) {
        return std::nullopt;
    }
    return GridLattice{{px.at<float>(0), py.at<float>(0)},
                       {px.at<float>(1), py.at<float>(1)},
                       {px.at<float>(2), py.at<float>(2)}};
}

// A card the detector missed though the grid leaves its place (a card of the table's own
// colour, a card over the table's pattern): the place its row and column give it is cut out,
// laid onto the deck's mean face, and learned when its drawing is like the deck's (its edge
// strength correlates with theirs at least kGapLikeness of what most cards found do, and at
// least kGapFloor). A place where no card lies shows the table, and the card stays missing.
//   The cards of `endRow`, a row none of whose cards was found, need only kGapFloor: whether
// the row lies at that end at all is told by how many of them reach it (learnWithoutAnEndRow).
void fillGridGaps(const cv::Mat& grid, GridPlaces& placed, Profile& profile, int endRow) {
    constexpr double kGapLikeness = 0.9;
    constexpr double kGapFloor = 0.3;
    constexpr float kGapSearch = 0.12F; // of the card's width and height, each way
    const std::optional<GridLattice> lattice = latticeOf(placed);
    if (!lattice) {
        return;
    }
    const cv::Size size = profile.exemplarSize();
    const cv::Mat mean = meanFace(profile, kLeastForLattice);
    if (mean.empty()) {
        return;
    }
    std::vector<cv::Mat> drawings;
    cv::Mat drawing;
    for (int i = 0; i < kDeckSize; ++i) {
        const cv::Mat& ex = profile.exemplars[static_cast<size_t>(i)];
        if (!ex.empty()) {
            drawings.push_back(drawingOf(ex));
            drawing = drawing.empty() ? drawings.back().clone() : drawing + drawings.back();
        }
    }
    std::vector<double> likeness;
    for (const cv::Mat& d : drawings) {
        likeness.push_back(colourCorrelation(d, drawing));
    }
    std::sort(likeness.begin(), likeness.end());
    const double least = std::max(kGapFloor, kGapLikeness * likeness[likeness.size() / 10]);
    for (int i = 0; i < kDeckSize; ++i) {
        LearnedCard& report = profile.report[static_cast<size_t>(i)];
        if (placed[static_cast<size_t>(i)] || !report.crop.empty()) {
            continue; // found (learned, or refused for its glare)
        }
        // The lattice gives the place; the nearest card placed the shape.
        const cv::Point2f at = lattice->origin +
                               lattice->valueStep * static_cast<float>(i % kMaxValue) +
                               lattice->typeStep * static_cast<float>(i / kMaxValue);
        const Quad* nearest = nullptr;
        for (const auto& q : placed) {
            if (q &&
                (!nearest || cv::norm(quadCentre(*q) - at) < cv::norm(quadCentre(*nearest) - at))) {
                nearest = &*q;
            }
        }
        Quad guess;
        for (size_t k = 0; k < 4; ++k) {
            guess[k] = (*nearest)[k] - quadCentre(*nearest) + at;
        }
        // Laid onto the mean face from the lattice's place; when that does not settle (a card
        // laid down a little off its row, turned), from places around it, the best kept.
        const auto alignFrom = [&](const Quad& from) {
            return alignCut(rectifyCard(grid, from, size), mean, false, from, kRegisterReach, true);
        };
        std::optional<Quad> aligned = alignFrom(guess);
        if (!aligned) {
            const cv::Point2f across = (guess[1] - guess[0]) * kGapSearch;
            const cv::Point2f down = (guess[3] - guess[0]) * kGapSearch;
            double best = -1;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if (dx == 0 && dy == 0) {
                        continue; // tried first
                    }
                    Quad from = guess;
                    for (cv::Point2f& p : from) {
                        p += across * static_cast<float>(dx) + down * static_cast<float>(dy);
                    }
                    const std::optional<Quad> there = alignFrom(from);
                    if (there) {
                        const double likeness =
                            colourCorrelation(drawingOf(rectifyCard(grid, *there, size)), drawing);
                        if (likeness > best) {
                            best = likeness;
                            aligned = there;
                        }
                    }
                }
            }
        }
        const cv::Mat card = rectifyCard(grid, aligned ? *aligned : guess, size);
        const bool inEndRow = i / kMaxValue == endRow;
        if (colourCorrelation(drawingOf(card), drawing) < (inEndRow ? kGapFloor : least) ||
            glareShare(card) > kTooMuchGlare) {
            continue;
        }
        placed[static_cast<size_t>(i)] = aligned ? *aligned : guess;
        profile.exemplars[static_cast<size_t>(i)] = card;
        report.crop = card;
        report.learned = true;
        report.problem.clear();
    }
}

// Each card of the grid at its place: rows split where the cards step across by more than half
// a card (`height`), each row's cards by the pitch along it.
Result<GridPlaces> placeInRows(const std::vector<Quad>& cards, cv::Point2f along,
                               cv::Point2f across, double height) {
    GridPlaces placed;
    std::vector<std::vector<Quad>> rows;
    for (const Quad& q : cards) {
        if (rows.empty() ||
            quadCentre(q).dot(across) - quadCentre(rows.back().back()).dot(across) > 0.5 * height) {
            rows.emplace_back();
        }
        rows.back().push_back(q);
    }
    if (rows.size() != static_cast<size_t>(kTypeCount)) {
        return Error{"could not read the grid photo: found " + std::to_string(rows.size()) +
                     " rows of cards, expected 7 (one per type in the order red orange yellow "
                     "green blue purple brown)"};
    }
    std::vector<double> gaps;
    double origin = 1e18;
    for (auto& row : rows) {
        std::sort(row.begin(), row.end(), [&](const Quad& a, const Quad& b) {
            return quadCentre(a).dot(along) < quadCentre(b).dot(along);
        });
        origin = std::min(origin, static_cast<double>(quadCentre(row.front()).dot(along)));
        for (size_t i = 1; i < row.size(); ++i) {
            gaps.push_back(quadCentre(row[i]).dot(along) - quadCentre(row[i - 1]).dot(along));
        }
    }
    const double pitch = percentileOf(gaps, 0.3);
    if (pitch <= 0) {
        return Error{"could not read the grid photo: the rows do not have 6 cards each"};
    }
    for (size_t r = 0; r < rows.size(); ++r) {
        for (const Quad& q : rows[r]) {
            const int col =
                static_cast<int>(std::lround((quadCentre(q).dot(along) - origin) / pitch));
            if (col < 0 || col >= kMaxValue) {
                return Error{"could not read the grid photo: a row has more than 6 cards"};
            }
            const Card card(kAllTypes[r], col + 1);
            if (placed[static_cast<size_t>(card.index())]) {
                return Error{"could not read the grid photo: two cards where " + card.toString() +
                             " should lie"};
            }
            placed[static_cast<size_t>(card.index())] = q;
        }
    }
    return placed;
}

// The cards of a grid on its lattice; with `endRowMissing`, six rows only were found and are
// placed as the first six (red to purple): the row missing may be either end's.
struct LatticePlaces {
    GridPlaces placed;
    bool endRowMissing = false;
};

// Each card of the grid at the nearest node of a lattice of 7 rows and 6 columns, fitted to
// the cards' centres (`along` a row, `across` the rows): a place between two nodes (half of a
// card and the table, two cards taken as one) is left out, and of two at one node the nearer
// is kept; none when a column or an inner row is missing. Used when the rows do not split
// cleanly.
std::optional<LatticePlaces> placeOnLattice(const std::vector<Quad>& cards, cv::Point2f along,
                                            cv::Point2f across, double width, double height) {
    std::vector<cv::Point2d> at; // (along, across)
    for (const Quad& q : cards) {
        const cv::Point2f c = quadCentre(q);
        at.emplace_back(c.dot(along), c.dot(across));
    }
    // The pitch one way: the median step to the nearest card that way, the other way level.
    const auto pitchOf = [&](bool rowsWay) {
        std::vector<double> steps;
        for (size_t i = 0; i < at.size(); ++i) {
            double best = 0;
            for (size_t j = 0; j < at.size(); ++j) {
                const double d = rowsWay ? at[j].y - at[i].y : at[j].x - at[i].x;
                const double level =
                    rowsWay ? std::abs(at[j].x - at[i].x) : std::abs(at[j].y - at[i].y);
                const double least = rowsWay ? 0.5 * height : 0.5 * width;
                const double side = rowsWay ? 0.5 * width : 0.5 * height;
                if (d > least && level < side && (best == 0 || d < best)) {
                    best = d;
                }
            }
            if (best > 0) {
                steps.push_back(best);
            }
        }
        return steps.empty() ? 0.0 : percentileOf(steps, 0.5);
    };
    const double rowPitch = pitchOf(true);
    const double colPitch = pitchOf(false);
    if (rowPitch <= 0 || colPitch <= 0) {
        return std::nullopt;
    }
    // Where the lattice starts each way: the card whose offset most others share.
    const auto offsetOf = [&](bool rowsWay, double pitch) {
        double best = 0;
        int bestCount = -1;
        for (const cv::Point2d& o : at) {
            const double start = rowsWay ? o.y : o.x;
            int count = 0;
            for (const cv::Point2d& p : at) {
                const double k = ((rowsWay ? p.y : p.x) - start) / pitch;
                count += std::abs(k - std::round(k)) < kLatticeReach ? 1 : 0;
            }
            if (count > bestCount) {
                bestCount = count;
                best = start;
            }
        }
        return best;
    };
    const double rowStart = offsetOf(true, rowPitch);
    const double colStart = offsetOf(false, colPitch);
    struct Node {
        long row;
        long col;
        double off;
        size_t card;
    };
    std::vector<Node> nodes;
    long firstRow = LONG_MAX;
    long firstCol = LONG_MAX;
    for (size_t i = 0; i < at.size(); ++i) {
        const double r = (at[i].y - rowStart) / rowPitch;
        const double c = (at[i].x - colStart) / colPitch;
        const double off = std::hypot(r - std::round(r), c - std::round(c));
        if (off >= kLatticeReach) {
            continue;
        }
        nodes.push_back({std::lround(r), std::lround(c), off, i});
        firstRow = std::min(firstRow, nodes.back().row);
        firstCol = std::min(firstCol, nodes.back().col);
    }
    // Every column must show, and every row but one at an end: which one that is (the red
    // row, or the brown) cannot be told from where the others lie (learnWithoutAnEndRow looks at
    // both).
    long lastRow = LONG_MIN;
    long lastCol = LONG_MIN;
    for (const Node& n : nodes) {
        lastRow = std::max(lastRow, n.row);
        lastCol = std::max(lastCol, n.col);
    }
    const long rowsShown = lastRow - firstRow + 1;
    if (nodes.empty() || rowsShown < kTypeCount - 1 || rowsShown > kTypeCount ||
        lastCol - firstCol + 1 != kMaxValue) {
        return std::nullopt;
    }
    LatticePlaces out;
    out.endRowMissing = rowsShown < kTypeCount;
    GridPlaces& placed = out.placed;
    std::array<double, kDeckSize> offs{};
    for (const Node& n : nodes) {
        const long row = n.row - firstRow;
        const long col = n.col - firstCol;
        const size_t index = static_cast<size_t>(row * kMaxValue + col);
        if (!placed[index] || n.off < offs[index]) {
            placed[index] = cards[n.card];
            offs[index] = n.off;
        }
    }
    return out;
}

// `q` with its sides (top, right, bottom, left: q[0]-q[1], q[1]-q[2], q[2]-q[3], q[3]-q[0])
// moved outwards by `by` pixels each (a card of the grid is nearly a rectangle).
Quad widenedBy(const Quad& q, const std::array<double, 4>& by) {
    const cv::Point2f along = (q[1] - q[0]) + (q[2] - q[3]);
    const cv::Point2f across = (q[3] - q[0]) + (q[2] - q[1]);
    const cv::Point2f u = along * static_cast<float>(1 / std::max(1e-6, cv::norm(along)));
    const cv::Point2f v = across * static_cast<float>(1 / std::max(1e-6, cv::norm(across)));
    const auto f = [&](size_t side) {
        return static_cast<float>(by[side]);
    };
    return {q[0] - f(3) * u - f(0) * v, q[1] + f(1) * u - f(0) * v, q[2] + f(1) * u + f(2) * v,
            q[3] - f(3) * u + f(2) * v};
}

Quad widenedBy(const Quad& q, double by) {
    return widenedBy(q, {by, by, by, by});
}

// A light border on a light table shows little edge, and an outline found there may lie at the
// border's inner edge on some sides and its outer edge on others (104: a cream border on a
// near-white table). Outside each side of `q`, bands a hundredth of the card wide are compared
// with the table further out (kTableBand): a border lost there is a band unlike the table,
// whose colour is no blend of the card's and the table's (the outline's own blur is one) nor
// the table's in shadow, and which ends where the table begins. Each side's lost border, in
// hundredths of the card's width (0: none; top, right, bottom, left as in widenedBy).
std::array<double, 4> lostBorders(const cv::Mat& photo, const Quad& q) {
    constexpr int kBands = 12;             // hundredths of the card's width looked at
    constexpr double kTableBand = 0.16;    // where the table is taken (share of the width)
    constexpr double kUnlikeTable = 24.0;  // colour distance (0..255 per channel, summed)
    constexpr double kTableReached = 0.35; // of the first band's distance to the table
    constexpr int kSamples = 16;           // along the middle half of each side
    // The card's colour is taken kInside in; a border's colour kBlendBand out is no blend of it
    // and the table's, nor the table's in shadow (the table darker), by kNotABlend or more.
    constexpr double kInside = 0.02;
    constexpr double kBlendBand = 0.02;
    constexpr double kNotABlend = 15.0;
    const double w = std::min(quadWidth(q), quadHeight(q));
    // The mean colour along the middle half of side `side` of `q` moved out by `share` of w.
    const auto at = [&](size_t side, double share) -> std::optional<cv::Vec3d> {
        const Quad moved = widenedBy(q, share * w);
        const cv::Point2f a = moved[side];
        const cv::Point2f b = moved[(side + 1) % 4];
        cv::Vec3d sum(0, 0, 0);
        for (int i = 0; i < kSamples; ++i) {
            const cv::Point2f p = a + (b - a) * (0.25F + 0.5F * static_cast<float>(i) / kSamples);
            const int x = cvRound(p.x);
            const int y = cvRound(p.y);
            if (x < 0 || y < 0 || x >= photo.cols || y >= photo.rows) {
                return std::nullopt;
            }
            sum += cv::Vec3d(photo.at<cv::Vec3b>(y, x));
        }
        return sum / kSamples;
    };
    const auto distance = [](const cv::Vec3d& a, const cv::Vec3d& b) {
        return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
    };
    // The blend of `a` and `b` nearest `c` (least squares).
    const auto blendOf = [](const cv::Vec3d& a, const cv::Vec3d& b, const cv::Vec3d& c) {
        const cv::Vec3d d = b - a;
        const double t = std::clamp((c - a).dot(d) / std::max(1e-6, d.dot(d)), 0.0, 1.0);
        return a + t * d;
    };
    const auto lost = [&](size_t side) {
        const std::optional<cv::Vec3d> table = at(side, kTableBand);
        const std::optional<cv::Vec3d> first = at(side, 0.01);
        const std::optional<cv::Vec3d> inside = at(side, -kInside);
        const std::optional<cv::Vec3d> band = at(side, kBlendBand);
        if (!table || !first || !inside || !band || distance(*first, *table) < kUnlikeTable ||
            distance(*band, blendOf(*inside, *table, *band)) < kNotABlend ||
            distance(*band, blendOf(cv::Vec3d(0, 0, 0), *table, *band)) < kNotABlend) {
            return 0;
        }
        for (int k = 2; k < kBands; ++k) {
            const std::optional<cv::Vec3d> c = at(side, 0.01 * k);
            if (c && distance(*c, *table) < kTableReached * distance(*first, *table)) {
                return k;
            }
        }
        return 0; // no table found near: not a border
    };
    return {static_cast<double>(lost(0)), static_cast<double>(lost(1)),
            static_cast<double>(lost(2)), static_cast<double>(lost(3))};
}

// A lost border thinner than this (hundredths of the card's width) is the outline's own blur.
constexpr double kLeastLostBorder = 3;

// `q` with each side that lost its border (`borders`, from lostBorders) moved out to the table:
// the border ends between the last band unlike the table and the first like it.
Quad widenedToTable(const Quad& q, const std::array<double, 4>& borders) {
    const double w = std::min(quadWidth(q), quadHeight(q));
    std::array<double, 4> by{};
    for (size_t side = 0; side < 4; ++side) {
        by[side] = borders[side] > 0 ? 0.01 * (borders[side] - 0.5) * w : 0.0;
    }
    return widenedBy(q, by);
}

// Every face learned without a border the grid's table hid, while the back, photographed on
// another table, keeps it: a face read later, cut with its border, looks more like the back's
// frame than its own exemplar. When most sides of the grid's cards lost their border, each
// side that did is moved out to the table.
void widenToLostBorder(const cv::Mat& grid, GridPlaces& placed) {
    std::vector<std::array<double, 4>> borders(placed.size(), {0, 0, 0, 0});
    std::vector<double> all;
    for (size_t i = 0; i < placed.size(); ++i) {
        if (placed[i]) {
            borders[i] = lostBorders(grid, *placed[i]);
            all.insert(all.end(), borders[i].begin(), borders[i].end());
        }
    }
    if (all.size() < 4 * static_cast<size_t>(kLeastForLattice) ||
        medianOf(all) < kLeastLostBorder) {
        return;
    }
    for (size_t i = 0; i < placed.size(); ++i) {
        if (placed[i]) {
            placed[i] = widenedToTable(*placed[i], borders[i]);
        }
    }
}

// Each card placed learned from the grid photo (or said why not), then the exemplars laid onto
// each other and the cards the detector missed looked for where the lattice puts them (those
// of `endRow` as fillGridGaps says).
void learnFaces(const cv::Mat& grid, GridPlaces placed, Profile& profile, int endRow = -1) {
    const cv::Size size = profile.exemplarSize();
    dropPlacesOfAnotherSize(placed);
    widenToLostBorder(grid, placed);
    for (int i = 0; i < kDeckSize; ++i) {
        LearnedCard& report = profile.report[static_cast<size_t>(i)];
        const auto& q = placed[static_cast<size_t>(i)];
        if (!q) {
            report.problem = "not found in the grid photo";
            continue;
        }
        const cv::Mat card = rectifyCard(grid, *q, size);
        report.crop = card;
        const double glare = glareShare(card);
        if (glare > kTooMuchGlare) {
            report.problem = "too much glare on it: retake with less glare";
            continue;
        }
        if (glare > 0.01) {
            report.problem = "some glare on it (learned anyway)";
        }
        report.learned = true;
        profile.exemplars[static_cast<size_t>(i)] = card;
    }
    const std::optional<GridShape> shape = GridShape::of(placed);
    if (shape) {
        shapeLikeTheOthers(grid, *shape, placed, profile);
    }
    registerExemplars(grid, shape, placed, profile);
    fillGridGaps(grid, placed, profile, endRow);
    // Each face learned cut again where it was learned, larger: its printed value as sharp as
    // the grid photo shows it.
    for (int i = 0; i < kDeckSize; ++i) {
        const auto& q = placed[static_cast<size_t>(i)];
        if (q && !profile.exemplars[static_cast<size_t>(i)].empty()) {
            profile.valueFaces[static_cast<size_t>(i)] =
                rectifyCard(grid, *q, profile.valueFaceSize());
        }
    }
}

// The value faces kept only where they are read (valueFaceReadArea), black elsewhere: the
// profile stays small. None are kept when no value mask was learned, or when that area is more
// than kMostValueShare of the card (values in art that differs card to card): a profile keeping
// them could outgrow kMaxProfileBytes, and those values are read on the exemplars.
void keepAroundTheValues(Profile& profile) {
    constexpr double kMostValueShare = 0.3;
    cv::Mat around;
    if (!profile.valueMask.empty()) {
        around = valueFaceReadArea(profile.valueMask, kValueFaceScale);
        if (cv::countNonZero(around) > kMostValueShare * static_cast<double>(around.total())) {
            around.release();
        }
    }
    for (cv::Mat& face : profile.valueFaces) {
        if (around.empty() || face.empty()) {
            face.release();
            continue;
        }
        cv::Mat kept(face.size(), face.type(), cv::Scalar::all(0));
        face.copyTo(kept, around);
        face = kept;
    }
}

// Of a row missing, this many cards found where the lattice puts them tell that it lies at that
// end; at the other end, at most kStrayRowCards may be (a card-like patch of the table).
constexpr int kRowCardsFound = 4;
constexpr int kStrayRowCards = 1;

// Six rows found: the seventh is missing at one end, and the lattice says where it would lie
// at either. Its cards are looked for at both ends (the detector misses a row of the table's
// own colour, brown cards on a brown table); the deck is learned with the end where they are,
// and with neither (a row left out of the photo, or cut off) the rows' types stay unknown.
std::optional<Profile> learnWithoutAnEndRow(const cv::Mat& grid, const GridPlaces& firstSix,
                                            const Profile& blank) {
    GridPlaces lastSix;
    std::copy(firstSix.begin(), firstSix.end() - kMaxValue, lastSix.begin() + kMaxValue);
    Profile withoutLast = blank;
    Profile withoutFirst = blank;
    learnFaces(grid, firstSix, withoutLast, kTypeCount - 1);
    learnFaces(grid, lastSix, withoutFirst, 0);
    const auto foundInRow = [](const Profile& p, int row) {
        return static_cast<int>(std::count_if(p.report.begin() + row * kMaxValue,
                                              p.report.begin() + (row + 1) * kMaxValue,
                                              [](const LearnedCard& c) { return c.learned; }));
    };
    const int last = foundInRow(withoutLast, kTypeCount - 1);
    const int first = foundInRow(withoutFirst, 0);
    if (last >= kRowCardsFound && first <= kStrayRowCards) {
        return withoutLast;
    }
    if (first >= kRowCardsFound && last <= kStrayRowCards) {
        return withoutFirst;
    }
    return std::nullopt;
}

} // namespace

Result<Profile> calibrate(const cv::Mat& grid, const cv::Mat& back) {
    if (grid.empty() || back.empty() || grid.type() != CV_8UC3 || back.type() != CV_8UC3) {
        return Error::at({}, Fault{FaultKind::CalibrationNoPhotos});
    }
    CardDetector::Options options;
    options.wholeOutlinesOnly = true;
    options.calibrationGrid = true;
    options.workLongSide = 1400;
    options.minCardFraction = 0.025;
    const Detection found = CardDetector(options).find(grid);
    std::vector<Quad> cards;
    for (const CardCandidate& c : found.candidates) {
        cards.push_back(c.corners);
    }
    if (cards.size() < static_cast<size_t>(kLeastGridOutlines)) {
        return Error::at({}, Fault{FaultKind::CalibrationGridCount,
                                   {},
                                   {},
                                   {},
                                   static_cast<std::int64_t>(cards.size()),
                                   kDeckSize});
    }
    Profile profile;
    profile.cardAspect = found.aspect;
    profile.shapeMeasured = true;
    const cv::Size size = profile.exemplarSize();
    // The grid's directions: along a row (values) and across (types).
    std::vector<double> angles;
    double height = 0;
    for (const Quad& q : cards) {
        const cv::Point2f top = q[1] - q[0];
        double a = std::atan2(top.y, top.x);
        if (a > CV_PI / 2) {
            a -= CV_PI;
        } else if (a < -CV_PI / 2) {
            a += CV_PI;
        }
        angles.push_back(a);
        height += quadHeight(q) / static_cast<double>(cards.size());
    }
    const double angle = medianOf(angles);
    const cv::Point2f along(static_cast<float>(std::cos(angle)),
                            static_cast<float>(std::sin(angle)));
    const cv::Point2f across(-along.y, along.x);
    // An outline turned across the grid's cards (a card's side and its neighbour's taken for a
    // card lying crosswise) is no card of the grid: its place is left to the lattice.
    std::erase_if(cards, [&](const Quad& q) {
        const cv::Point2f top =
            (q[1] - q[0]) * (1.0F / std::max(1e-3F, static_cast<float>(cv::norm(q[1] - q[0]))));
        return std::abs(top.dot(along)) < std::cos(kMostGridTurn);
    });
    for (Quad& q : cards) {
        if ((q[1] - q[0]).dot(along) < 0) {
            std::rotate(q.begin(), q.begin() + 2, q.end()); // the grid's own up
        }
    }
    std::sort(cards.begin(), cards.end(), [&](const Quad& a, const Quad& b) {
        return quadCentre(a).dot(across) < quadCentre(b).dot(across);
    });
    Result<GridPlaces> inRows = placeInRows(cards, along, across, height);
    if (inRows) {
        learnFaces(grid, std::move(*inRows), profile);
    } else {
        // Rows that do not split cleanly (a place that is no card between two of them, two
        // cards taken as one): the cards onto the grid's lattice instead.
        double width = 0;
        for (const Quad& q : cards) {
            width += quadWidth(q) / static_cast<double>(cards.size());
        }
        std::optional<LatticePlaces> onLattice =
            placeOnLattice(cards, along, across, width, height);
        const auto count = [](const GridPlaces& g) {
            return std::count_if(g.begin(), g.end(), [](const auto& q) { return q.has_value(); });
        };
        if (!onLattice || count(onLattice->placed) < kLeastGridOutlines) {
            return std::move(inRows).error();
        }
        if (!onLattice->endRowMissing) {
            learnFaces(grid, std::move(onLattice->placed), profile);
        } else if (std::optional<Profile> learned =
                       learnWithoutAnEndRow(grid, onLattice->placed, profile)) {
            profile = std::move(*learned);
        } else {
            return std::move(inRows).error();
        }
    }
    profile.valueMask = learnValueMask(profile);
    keepAroundTheValues(profile);
    for (int t = 0; t < kTypeCount; ++t) {
        profile.typeLab[static_cast<size_t>(t)] = meanLab(profile.facesOfType(t), true);
    }
    // The back: the biggest card of the deck's shape in the back photo.
    CardDetector::Options backOptions;
    backOptions.wholeOutlinesOnly = true;
    backOptions.aspect = profile.cardAspect;
    const Detection backFound = CardDetector(backOptions).find(back);
    if (backFound.candidates.size() > 2) {
        // The grid photo given again, or a hand of cards: which one would be the back?
        return Error::at({}, Fault{FaultKind::CalibrationBackManyCards,
                                   {},
                                   {},
                                   {},
                                   static_cast<std::int64_t>(backFound.candidates.size())});
    }
    LearnedCard& backReport = profile.report[kBackExemplar];
    if (backFound.candidates.empty()) {
        backReport.problem = "no card found in the back photo: photograph one face-down card alone";
    } else {
        const auto largest =
            std::max_element(backFound.candidates.begin(), backFound.candidates.end(),
                             [](const CardCandidate& a, const CardCandidate& b) {
                                 return quadWidth(a.corners) < quadWidth(b.corners);
                             });
        const cv::Mat card = rectifyCard(back, largest->corners, size);
        backReport.crop = card;
        if (glareShare(card) > kTooMuchGlare) {
            backReport.problem = "too much glare on it: retake with less glare";
        } else {
            backReport.learned = true;
            profile.exemplars[kBackExemplar] = card;
            profile.backLab = meanLab({card}, false);
        }
    }
    const std::vector<int> missing = profile.missing();
    if (missing.size() > kMostMissing || profile.valueMask.empty()) {
        std::string names;
        for (const int i : missing) {
            names += (names.empty() ? "" : ", ") + exemplarName(i);
        }
        return Error{"could not learn the deck: " + std::to_string(missing.size()) +
                     " cards not learned (" + names + ")"};
    }
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
    try {
        return calibrate(grid->image, back->image);
    } catch (const cv::Exception& e) {
        return Error{"could not learn the deck: " + std::string(e.what())};
    }
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
