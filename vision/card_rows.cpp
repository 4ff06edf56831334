#include "vision/card_rows.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <iterator>
#include <optional>

namespace hats::vision {
namespace {

// One card to the next in a row lies at least this share of a card's width away (each shows
// its printed value) and at most this share of its width and of its length (each lies on the
// next, or against it: a row edge to edge fills its region as well as one overlapping, and
// is told from it by its seams).
constexpr double kLeastStep = 0.15;
constexpr double kMostStep = 1.05;
// The first card under the top one lies within this angle (radians) of the way from the top
// card to the middle of the rest of the region (a fan's cards turn away from it, a card or
// two taken elsewhere move it).
constexpr double kHeading = 0.6;
// A fan turns each card by this much at most (radians) from the next.
constexpr double kMostTurn = 0.4;
// Every card of a row lies on what is not table over this share of it at least, and adds this
// share of a card to what the row covers of its region.
constexpr double kOnCards = 0.9;
constexpr double kAdds = 0.08;
// A row explains its region when it covers this share of it, with the cards taken there.
constexpr double kCovers = 0.9;
// A region is looked at when what the cards taken leave of it, less slivers kSliver of a card
// wide either side, is kLeftOver of a card at least.
constexpr double kSliver = 0.06;
constexpr double kLeftOver = 0.2;
// From the top card to the last, a row changes size by this share at most (a row seen at a
// slant), and a fan turns by half a turn at most (opened flat: 144010's nine cards turn by 2.2
// radians).
constexpr double kMostGrowth = 0.25;
constexpr double kMostFanTurn = CV_PI;
// At most this many cards under the top one.
constexpr int kMostCards = 12;
// A card's area is sampled this many points across.
constexpr int kPointsAWidth = 8;

// Two ways of telling how many cards a row holds, each of which the other's failures pass:
// - the outline: what shows of each card's outline lies on the photo's edges, and on edges
//   that run along it (the light steps by kStep grey levels or more across it); each point
//   shown costs kOutlineCost (any line across a card's drawing lies on some edges);
// - the printing: cards of one deck are printed alike (a border, a value in a corner, a
//   panel), so what shows of each card under the top one looks like the same part of the top
//   card in the strength of its edges (blurred by kStructureBlur of a card's width; their
//   colours differ card to card), over kLeastCompared points at least; each card costs
//   kPrintingCost (what any part of a card has in common with another: a frame, its outline).
// A row is proposed when its mean by either (per point shown, per card) reaches kLeastMean.
enum Measure { kOutline = 0, kPrinting = 1 };
constexpr std::array<Measure, 2> kMeasures{kOutline, kPrinting};
constexpr double kStep = 20;
constexpr double kOutlineCost = 0.4;
constexpr double kStructureBlur = 0.02;
constexpr size_t kLeastCompared = 12;
constexpr double kPrintingCost = 0.3;
constexpr double kLeastMean = 0.45;
// Rows proposed by each measure: its best, and its best of another number of cards (a step of
// a card's panel, or of two cards, fits too): what the places show decides.
constexpr size_t kRowsProposed = 2;

// A card of the row, in work pixels: its centre, its axes (unit) and half its width and height.
struct Pose {
    cv::Point2f centre;
    cv::Point2f ex;
    cv::Point2f ey;
    float halfWidth = 0;
    float halfHeight = 0;

    bool contains(cv::Point2f p, float margin = 0) const {
        const cv::Point2f d = p - centre;
        return std::abs(d.dot(ex)) <= halfWidth + margin &&
               std::abs(d.dot(ey)) <= halfHeight + margin;
    }
    cv::Point2f at(float u, float v) const { return centre + ex * u + ey * v; }
    Quad quad() const {
        return {at(-halfWidth, -halfHeight), at(halfWidth, -halfHeight), at(halfWidth, halfHeight),
                at(-halfWidth, halfHeight)};
    }
};

cv::Point2f unit(cv::Point2f v) {
    const double n = cv::norm(v);
    return n > 0 ? v * static_cast<float>(1 / n) : cv::Point2f(1, 0);
}

Pose poseOf(const Quad& q) {
    Pose p;
    p.centre = quadCentre(q);
    p.ex = unit(q[1] - q[0] + q[2] - q[3]);
    p.ey = unit(q[3] - q[0] + q[2] - q[1]);
    p.halfWidth = static_cast<float>(quadWidth(q) / 2);
    p.halfHeight = static_cast<float>(quadHeight(q) / 2);
    return p;
}

cv::Point2f turned(cv::Point2f v, float c, float s) {
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

double correlation(const std::vector<float>& a, const std::vector<float>& b) {
    const auto n = static_cast<double>(a.size());
    double ma = 0;
    double mb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        ma += a[i];
        mb += b[i];
    }
    ma /= n;
    mb /= n;
    double ab = 0;
    double aa = 0;
    double bb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        ab += (a[i] - ma) * (b[i] - mb);
        aa += (a[i] - ma) * (a[i] - ma);
        bb += (b[i] - mb) * (b[i] - mb);
    }
    return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : 0;
}

// A row laid from the top card by one move: how much of its region it covers, and how well
// each measure says its cards lie there.
struct Row {
    std::vector<Pose> cards; // under the top card, nearest first
    cv::Point2f shift;       // of the next card's centre, in the top card's axes (card widths)
    double turn = 0;
    double grows = 1; // each card's size over the last one's (a row seen at a slant)
    double covers = 0;
    std::array<double, 2> mean{};            // by measure
    std::array<double, 2> score{-1e9, -1e9}; // by measure: what shows, less its costs
};

class RowSearch {
public:
    // `maps` is asked for the photo's maps only when the region is worth a row.
    RowSearch(const Quad& top, const std::vector<Quad>& others, const cv::Mat& grey,
              const Detection& detection, const std::function<const PhotoRows::Maps&()>& maps)
        : top_(poseOf(top)), grey_(grey), detection_(detection) {
        for (const Quad& q : others) {
            others_.push_back(poseOf(q));
        }
        width_ = 2 * top_.halfWidth;
        const cv::Point seed(cvRound(top_.centre.x), cvRound(top_.centre.y));
        const cv::Mat& fg = detection.foreground;
        if (width_ < 6 || !cv::Rect({}, fg.size()).contains(seed) || !fg.at<uchar>(seed)) {
            return;
        }
        cv::Mat region(fg.rows + 2, fg.cols + 2, CV_8U, cv::Scalar(0));
        cv::Rect box;
        cv::Mat image = fg.clone();
        cv::floodFill(image, region, seed, cv::Scalar(255), &box, cv::Scalar(0), cv::Scalar(0),
                      4 | cv::FLOODFILL_MASK_ONLY | (255 << 8));
        region_ = region(cv::Rect(1, 1, fg.cols, fg.rows)).clone();
        regionArea_ = cv::countNonZero(region_);
        cv::Point2d left; // the sum of the points of the region no card covers
        cv::Mat rest(box.size(), CV_8U, cv::Scalar(0));
        for (int y = box.y; y < box.y + box.height; ++y) {
            const uchar* row = region_.ptr<uchar>(y);
            for (int x = box.x; x < box.x + box.width; ++x) {
                const cv::Point2f p(static_cast<float>(x), static_cast<float>(y));
                if (!row[x]) {
                    continue;
                }
                if (covered(p)) {
                    ++takenArea_;
                } else {
                    left += cv::Point2d(p);
                    rest.at<uchar>(y - box.y, x - box.x) = 255;
                }
            }
        }
        if (regionArea_ > takenArea_) {
            towards_ = unit(cv::Point2f(left * (1 / (regionArea_ - takenArea_))) - top_.centre);
        }
        // What the cards taken leave of the region is worth a row when it is more than slivers
        // (cards edge to edge cut a little small leave their seams).
        const int sliver = std::max(1, cvRound(kSliver * width_));
        cv::erode(rest, rest,
                  cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * sliver + 1, 2 * sliver + 1}));
        const double cardArea = 4.0 * top_.halfWidth * top_.halfHeight;
        worthLooking_ = cv::countNonZero(rest) >= kLeftOver * cardArea;
        if (worthLooking_) {
            distance_ = maps().distance;
            cv::GaussianBlur(maps().edgeStrength, structure_, {},
                             std::max(1.0, kStructureBlur * width_));
        }
    }

    bool worthLooking() const { return worthLooking_; }
    float width() const { return width_; }

    // Whether a move of the centre by `shift` (the top card's axes, card widths) heads for
    // the part of the region no card covers (within kHeading radians).
    bool headsForTheRest(cv::Point2f shift) const {
        const cv::Point2f move = unit(top_.ex * shift.x + top_.ey * shift.y);
        return move.dot(towards_) >= std::cos(kHeading);
    }

    // The row laid by moving each card's centre by `shift` (in the top card's axes, card
    // widths), turning it by `turn` and sizing it by `grows`, measured when it covers its
    // region (`only` that measure, when given); an edge within `tolerance` (work pixels)
    // counts as on its outline.
    Row rowOf(cv::Point2f shift, double turn, double grows, double tolerance,
              std::optional<Measure> only = std::nullopt) const {
        Row row;
        row.shift = shift;
        row.turn = turn;
        row.grows = grows;
        layCards(row);
        if (row.cards.empty() || row.covers < kCovers) {
            return row;
        }
        if (only != kPrinting) {
            measureOutline(row, tolerance);
        }
        if (only != kOutline) {
            measurePrinting(row);
        }
        return row;
    }

    Quad inImage(const Pose& card) const {
        Quad q = card.quad();
        for (cv::Point2f& p : q) {
            p *= static_cast<float>(1 / detection_.workScale);
        }
        return q;
    }

private:
    bool covered(cv::Point2f p) const {
        return top_.contains(p) || std::any_of(others_.begin(), others_.end(),
                                               [&](const Pose& o) { return o.contains(p); });
    }

    // Whether `p` lies under the top card, a card taken, or the row's cards before its `k`th
    // (`margin`: how far inside them). A point under one of those lies under the last of them
    // too: each card lies further along the row.
    bool under(const Row& row, size_t k, cv::Point2f p, float margin) const {
        return top_.contains(p, margin) || (k > 0 && row.cards[k - 1].contains(p, margin)) ||
               std::any_of(others_.begin(), others_.end(),
                           [&](const Pose& o) { return o.contains(p, margin); });
    }

    // The cards the move lays, each on what is not table and adding to what the row covers of
    // the region, and how much of the region the row and the cards taken cover.
    void layCards(Row& row) const {
        const float g = static_cast<float>(row.grows);
        const float c = static_cast<float>(std::cos(row.turn)) * g;
        const float s = static_cast<float>(std::sin(row.turn)) * g;
        const cv::Point2f move = (top_.ex * row.shift.x + top_.ey * row.shift.y) * width_;
        const int across = kPointsAWidth;
        const int along =
            std::max(across, cvRound(kPointsAWidth * top_.halfHeight / top_.halfWidth));
        const double samples = across * along;
        const cv::Rect frame({}, region_.size());
        const auto onCards = [&](cv::Point2f p) {
            const cv::Point pi(cvRound(p.x), cvRound(p.y));
            return frame.contains(pi) && detection_.foreground.at<uchar>(pi) != 0;
        };
        double coveredArea = takenArea_;
        Pose card = top_;
        for (int k = 0; k < kMostCards; ++k) {
            // The whole row changes size, and turns, only so much.
            if (std::abs(std::pow(row.grows, k + 1) - 1) > kMostGrowth ||
                std::abs(row.turn) * (k + 1) > kMostFanTurn) {
                break;
            }
            // The move about the top card's centre, repeated: a shift, or a turn about a point.
            card.centre = top_.centre + move + turned(card.centre - top_.centre, c, s);
            card.ex = turned(card.ex, c, s) * (1 / g);
            card.ey = turned(card.ey, c, s) * (1 / g);
            card.halfWidth *= g;
            card.halfHeight *= g;
            // A first look at its corners: a card reaching onto the table ends the row.
            int off = 0;
            for (const float u : {-0.85F, 0.85F}) {
                for (const float v : {-0.85F, 0.85F}) {
                    off += onCards(card.at(u * card.halfWidth, v * card.halfHeight)) ? 0 : 1;
                }
            }
            if (off > 1) {
                break;
            }
            // Its area in samples: on what is not table, and what of the region it adds to the
            // row (and to the row with the cards taken). A point under a card before the last
            // lies under the last too: each card lies further along the row.
            int on = 0;
            int adds = 0;
            int addsToAll = 0;
            for (int j = 0; j < along; ++j) {
                for (int i = 0; i < across; ++i) {
                    const cv::Point2f p =
                        card.at(((i + 0.5F) / across - 0.5F) * 2 * card.halfWidth,
                                ((j + 0.5F) / along - 0.5F) * 2 * card.halfHeight);
                    if (!onCards(p)) {
                        continue;
                    }
                    ++on;
                    if (!region_.at<uchar>(cvRound(p.y), cvRound(p.x)) || top_.contains(p) ||
                        (!row.cards.empty() && row.cards.back().contains(p))) {
                        continue;
                    }
                    ++adds;
                    addsToAll += std::none_of(others_.begin(), others_.end(),
                                              [&](const Pose& o) { return o.contains(p); })
                                     ? 1
                                     : 0;
                }
            }
            if (on < kOnCards * samples || adds < kAdds * samples) {
                break;
            }
            coveredArea += addsToAll * 4.0 * card.halfWidth * card.halfHeight / samples;
            row.cards.push_back(card);
        }
        row.covers = regionArea_ > 0 ? std::min(1.0, coveredArea / regionArea_) : 0;
    }

    void measureOutline(Row& row, double tolerance) const {
        constexpr int kPerSide = 16;
        const float hidden = -0.03F * width_;
        const float toImage = static_cast<float>(1 / detection_.workScale);
        const float reach = std::max(2.0F, 0.02F * width_ * toImage);
        const cv::Rect image({}, grey_.size());
        const cv::Rect frame({}, distance_.size());
        double sum = 0;
        int shown = 0;
        for (size_t k = 0; k < row.cards.size(); ++k) {
            const Pose& card = row.cards[k];
            const Quad q = card.quad();
            const std::array<cv::Point2f, 4> normals{-card.ey, card.ex, card.ey, -card.ex};
            for (size_t side = 0; side < 4; ++side) {
                for (int i = 1; i < kPerSide; ++i) {
                    const cv::Point2f p = q[side] + (q[(side + 1) % 4] - q[side]) *
                                                        (i / static_cast<float>(kPerSide));
                    const cv::Point pi(cvRound(p.x), cvRound(p.y));
                    const cv::Point2f at = p * toImage;
                    const cv::Point2f across = normals[side] * reach;
                    const cv::Point out(cvRound(at.x + across.x), cvRound(at.y + across.y));
                    const cv::Point in(cvRound(at.x - across.x), cvRound(at.y - across.y));
                    if (under(row, k, p, hidden) || !frame.contains(pi) || !image.contains(out) ||
                        !image.contains(in)) {
                        continue;
                    }
                    ++shown;
                    const double step =
                        std::abs(static_cast<int>(grey_.at<uchar>(out)) - grey_.at<uchar>(in));
                    sum += std::max(0.0, 1.0 - distance_.at<float>(pi) / tolerance) *
                           std::min(1.0, step / kStep);
                }
            }
        }
        row.mean[kOutline] = shown > 0 ? sum / shown : 0;
        row.score[kOutline] = sum - kOutlineCost * shown;
    }

    void measurePrinting(Row& row) const {
        constexpr int kAcross = 12;
        const int lattice = cvRound(kAcross * top_.halfHeight / top_.halfWidth);
        const cv::Rect frame({}, structure_.size());
        const auto inFrame = [&](cv::Point2f p) {
            return frame.contains(cv::Point(cvRound(p.x), cvRound(p.y)));
        };
        const auto at = [&](cv::Point2f p) {
            return structure_.at<float>(cvRound(p.y), cvRound(p.x));
        };
        double sum = 0;
        double alike = 0;
        int compared = 0;
        std::vector<float> mine;
        std::vector<float> top;
        std::vector<float> topTurned;
        for (size_t k = 0; k < row.cards.size(); ++k) {
            const Pose& card = row.cards[k];
            mine.clear();
            top.clear();
            topTurned.clear();
            for (int j = 0; j < lattice; ++j) {
                for (int i = 0; i < kAcross; ++i) {
                    const float u = ((i + 0.5F) / kAcross - 0.5F) * 2;
                    const float v = ((j + 0.5F) / lattice - 0.5F) * 2;
                    const cv::Point2f p = card.at(u * card.halfWidth, v * card.halfHeight);
                    const cv::Point2f t = top_.at(u * top_.halfWidth, v * top_.halfHeight);
                    const cv::Point2f tt = top_.at(-u * top_.halfWidth, -v * top_.halfHeight);
                    if (under(row, k, p, 0) || !inFrame(p) || !inFrame(t) || !inFrame(tt)) {
                        continue;
                    }
                    mine.push_back(at(p));
                    top.push_back(at(t));
                    topTurned.push_back(at(tt));
                }
            }
            if (mine.size() < kLeastCompared) {
                continue;
            }
            // Either way up.
            const double r = std::max(correlation(mine, top), correlation(mine, topTurned));
            sum += r - kPrintingCost;
            alike += r;
            ++compared;
        }
        row.mean[kPrinting] = compared > 0 ? alike / compared : 0;
        row.score[kPrinting] = sum;
    }

    Pose top_;
    std::vector<Pose> others_;
    const cv::Mat& grey_;
    const Detection& detection_;
    float width_ = 0;
    cv::Mat region_;        // the region the top card lies in (CV_8U, work pixels)
    double regionArea_ = 0; // its pixels
    double takenArea_ = 0;  // of them, those the top card and the cards taken cover
    cv::Point2f towards_;   // from the top card's centre to the middle of the rest (unit)
    bool worthLooking_ = false;
    cv::Mat distance_;  // to the nearest edge (work pixels; shared with the photo's maps)
    cv::Mat structure_; // the strength of the photo's edges, blurred for this card's size
};

} // namespace

PhotoRows::PhotoRows(const cv::Mat& grey, const Detection& detection)
    : grey_(grey), detection_(detection) {}

const PhotoRows::Maps& PhotoRows::maps() {
    if (!maps_) {
        Maps made;
        cv::distanceTransform(detection_.edges == 0, made.distance, cv::DIST_L2, 3);
        cv::Mat small;
        cv::resize(grey_, small, detection_.foreground.size(), 0, 0, cv::INTER_AREA);
        cv::Mat dx;
        cv::Mat dy;
        cv::Sobel(small, dx, CV_32F, 1, 0);
        cv::Sobel(small, dy, CV_32F, 0, 1);
        cv::magnitude(dx, dy, made.edgeStrength);
        maps_ = std::move(made);
    }
    return *maps_;
}

std::vector<Quad> PhotoRows::under(const Quad& top, const std::vector<Quad>& others) {
    std::vector<Quad> out;
    for (const std::vector<Quad>& row : rowsUnder(top, others)) {
        for (const Quad& q : row) {
            // (Once each place: another row's card a few pixels off, of another size, is
            // another place.)
            if (std::none_of(out.begin(), out.end(), [&](const Quad& o) {
                    return cv::norm(quadCentre(o) - quadCentre(q)) < 0.03 * quadWidth(q) &&
                           std::abs(quadWidth(o) / quadWidth(q) - 1) < 0.03;
                })) {
                out.push_back(q);
            }
        }
    }
    return out;
}

std::vector<std::vector<Quad>> PhotoRows::rowsUnder(const Quad& top,
                                                    const std::vector<Quad>& others) {
    const Detection& detection = detection_;
    const auto atWork = [&](const Quad& q) {
        Quad w;
        for (size_t i = 0; i < 4; ++i) {
            w[i] = q[i] * static_cast<float>(detection.workScale);
        }
        return w;
    };
    std::vector<Quad> othersAtWork;
    for (const Quad& q : others) {
        othersAtWork.push_back(atWork(q));
    }
    const Quad topAtWork = atWork(top);
    const RowSearch search(topAtWork, othersAtWork, grey_, detection,
                           [this]() -> const Maps& { return maps(); });
    if (!search.worthLooking()) {
        return {};
    }
    const double aspect = quadHeight(topAtWork) / std::max(1.0, quadWidth(topAtWork));
    // A first look on a coarse lattice of moves (an edge may lie further off the outline of a
    // row so laid), then closer looks around the best few by each measure.
    constexpr double kCoarse = 0.05;
    constexpr double kCoarseGrowth = 0.03;
    const double coarseTolerance = std::max(2.0, 0.1 * search.width());
    const double fineTolerance = std::max(1.5, 0.05 * search.width());
    // (Each turn on its own core.)
    constexpr double kCoarseTurn = 0.1;
    constexpr int kTurns = static_cast<int>(2 * kMostTurn / kCoarseTurn + 0.5) + 1;
    std::array<std::vector<Row>, kTurns> byTurn;
    cv::parallel_for_(cv::Range(0, kTurns), [&](const cv::Range& range) {
        for (int t = range.start; t < range.end; ++t) {
            const double turn = -kMostTurn + 2 * kMostTurn * t / (kTurns - 1);
            for (const double grows : {1 - kCoarseGrowth, 1.0, 1 + kCoarseGrowth}) {
                for (double dy = -kMostStep * aspect; dy <= kMostStep * aspect + 1e-9;
                     dy += kCoarse) {
                    for (double dx = -kMostStep; dx <= kMostStep + 1e-9; dx += kCoarse) {
                        const cv::Point2f shift(static_cast<float>(dx), static_cast<float>(dy));
                        if (std::hypot(dx, dy) < kLeastStep || !search.headsForTheRest(shift)) {
                            continue;
                        }
                        Row row = search.rowOf(shift, turn, grows, coarseTolerance);
                        if (row.covers >= kCovers) {
                            byTurn[static_cast<size_t>(t)].push_back(std::move(row));
                        }
                    }
                }
            }
        }
    });
    std::vector<Row> rows;
    for (std::vector<Row>& some : byTurn) {
        std::move(some.begin(), some.end(), std::back_inserter(rows));
    }
    // The best row by `measure` among `row` and the moves around it: the turn's `turnSteps`
    // steps each way, the shift's 2 and the size's 1. (`row` is kept when none is better: its
    // score, at the first look's tolerance, may stand.)
    const auto closerAround = [&](const Row& row, Measure measure, float shiftStep, double turnStep,
                                  double growStep, int turnSteps) {
        Row closer = row;
        for (int t = -turnSteps; t <= turnSteps; ++t) {
            const double turn = row.turn + t * turnStep;
            for (int j = -2; j <= 2; ++j) {
                for (int i = -2; i <= 2; ++i) {
                    const cv::Point2f shift =
                        row.shift + cv::Point2f(shiftStep * static_cast<float>(i),
                                                shiftStep * static_cast<float>(j));
                    if (cv::norm(shift) < kLeastStep || std::abs(turn) > kMostTurn) {
                        continue;
                    }
                    for (const double grows :
                         {row.grows - growStep, row.grows, row.grows + growStep}) {
                        Row other = search.rowOf(shift, turn, grows, fineTolerance, measure);
                        if (other.covers >= kCovers &&
                            other.score[measure] > closer.score[measure]) {
                            closer = std::move(other);
                        }
                    }
                }
            }
        }
        return closer;
    };
    constexpr size_t kCloserLooks = 4; // by each measure
    std::vector<std::vector<Quad>> out;
    for (const Measure measure : kMeasures) {
        std::sort(rows.begin(), rows.end(),
                  [&](const Row& a, const Row& b) { return a.score[measure] > b.score[measure]; });
        std::vector<const Row*> looked;
        for (const Row& coarse : rows) {
            if (looked.size() >= kCloserLooks) {
                break;
            }
            if (std::none_of(looked.begin(), looked.end(), [&](const Row* r) {
                    return cv::norm(r->shift - coarse.shift) < 0.15 &&
                           std::abs(r->turn - coarse.turn) < 0.15 &&
                           std::abs(r->grows - coarse.grows) < 0.02;
                })) {
                looked.push_back(&coarse);
            }
        }
        std::vector<Row> fits(looked.size());
        cv::parallel_for_(cv::Range(0, static_cast<int>(looked.size())), [&](const cv::Range& r) {
            for (int i = r.start; i < r.end; ++i) {
                // Closer looks: shifts of 2% and 1% of a card, turns of 0.025 and 0.0125
                // radian, sizes of 1% and 0.5%.
                const Row closer =
                    closerAround(*looked[static_cast<size_t>(i)], measure, 0.02F, 0.025, 0.01, 2);
                fits[static_cast<size_t>(i)] =
                    closerAround(closer, measure, 0.01F, 0.0125, 0.005, 1);
            }
        });
        std::sort(fits.begin(), fits.end(),
                  [&](const Row& a, const Row& b) { return a.score[measure] > b.score[measure]; });
        std::vector<size_t> counts;
        for (const Row& row : fits) {
            if (row.mean[measure] < kLeastMean || counts.size() >= kRowsProposed ||
                std::find(counts.begin(), counts.end(), row.cards.size()) != counts.end()) {
                continue;
            }
            counts.push_back(row.cards.size());
            std::vector<Quad> places;
            for (const Pose& card : row.cards) {
                places.push_back(search.inImage(card));
            }
            out.push_back(std::move(places));
        }
    }
    return out;
}

} // namespace hats::vision
