#include "vision/photo_reader.h"

#include "vision/card_classifier.h"
#include "vision/card_detector.h"
#include "vision/card_features.h"
#include "vision/card_rows.h"
#include "vision/image_loader.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <string_view>

namespace hats::vision {

namespace {

cv::Point2f centreOf(const CardRead& c) {
    return (c.corners[0] + c.corners[1] + c.corners[2] + c.corners[3]) * 0.25F;
}

// Slots follow the row: order the cards along the main direction of their centres.
void numberSlots(std::vector<CardRead>& cards) {
    if (cards.size() < 2) {
        for (CardRead& c : cards) {
            c.slot = 1;
        }
        return;
    }
    cv::Mat centres(static_cast<int>(cards.size()), 2, CV_64F);
    for (size_t i = 0; i < cards.size(); ++i) {
        const cv::Point2f p = centreOf(cards[i]);
        centres.at<double>(static_cast<int>(i), 0) = p.x;
        centres.at<double>(static_cast<int>(i), 1) = p.y;
    }
    const cv::PCA pca(centres, cv::Mat(), cv::PCA::DATA_AS_ROW, 1);
    cv::Point2d axis(pca.eigenvectors.at<double>(0, 0), pca.eigenvectors.at<double>(0, 1));
    if (axis.x < 0) {
        axis = -axis; // slot 1 is on the left
    }
    std::sort(cards.begin(), cards.end(), [&](const CardRead& a, const CardRead& b) {
        return axis.dot(cv::Point2d(centreOf(a))) < axis.dot(cv::Point2d(centreOf(b)));
    });
    for (size_t i = 0; i < cards.size(); ++i) {
        cards[i].slot = static_cast<int>(i) + 1;
    }
}

// Reading order for a collection: rows top to bottom, then left to right.
void sortCollection(std::vector<CardRead>& cards) {
    if (cards.empty()) {
        return;
    }
    double height = 0;
    for (const CardRead& c : cards) {
        height += cv::norm(c.corners[3] - c.corners[0]) / static_cast<double>(cards.size());
    }
    std::sort(cards.begin(), cards.end(), [&](const CardRead& a, const CardRead& b) {
        const cv::Point2f pa = centreOf(a);
        const cv::Point2f pb = centreOf(b);
        if (std::abs(pa.y - pb.y) > height / 2) {
            return pa.y < pb.y;
        }
        return pa.x < pb.x;
    });
}

// A card read with this confidence or more is not looked at again a few pixels off.
constexpr double kSureEnough = 0.8;
// ... unless it is a face whose printed value fits its exemplar's less than this, however far
// that value lies from the next: a right value fits 0.5-0.9, and of the faces read with a fit
// below this on tuning designs 100-159, most were read wrong (cut a little off or too large).
constexpr double kValueFitsPoorly = 0.3;
// A card seen whole whose drawing correlates less than this with the deck's is also cut larger;
// one that looked like no card is taken for one when, laid onto its type's face or cut larger,
// it correlates this well.
constexpr double kCardOnceCutRight = 0.75;
// A card read without its washed-out part must correlate this well with its exemplar there.
constexpr double kClearDrawing = 0.55;
// A card partly under cards already taken shows at least this share of the rest of its
// outline, and its drawing correlates at least this well over what shows of it.
constexpr double kShownOutline = 0.6;
constexpr double kCoveredStructure = 0.35;
// An edge shows a card's outline where it runs along the side within this (degrees): a side
// found a few degrees off, or perspective, turns it a little; a pattern's diagonal does not.
constexpr int kAlongSide = 30;
// ... or, a face whose drawing correlates kReadClearly or better over what shows of it, this
// share of its outline: against a neighbour whose border is of its own colour, its outline
// shows only where it meets the table or another colour. (Not a back: a back's pattern looks
// alike wherever it is cut, so its drawing does not tell where it lies.)
constexpr double kShownOutlineDrawn = 0.4;
// Cards of one deck have one size: the kSizeVoters places that look most like cards give it
// (a back only when its outline shows whole, see deckCardWidth) when all but two of them agree
// within kSizeAgreement, and a place that is neither a card lying alone nor cut from a block
// may differ from it by kSizeTolerance at most, and a block's cell be as much narrower at most.
// (In a photo taken at a slant, the near and far ends of a row differ by up to a third; two
// cards taken as one, or half a card, differ by half or more. A block's cell wider than the
// size is kept: pieces of a face cut from two blocks, each proposed twice, can give the size,
// 1017003.)
constexpr size_t kSizeVoters = 5;
constexpr double kSizeAgreement = 0.1;
constexpr double kSizeTolerance = 0.35;
// Two neighbours in a photo differ in size by this share at most; a back cut from a row of
// cards edge to edge by less (its pattern looks alike wherever it is cut, so only its size
// tells a piece of it: two backs edge to edge cut across into pieces three quarters of a card
// wide, 1005021).
constexpr double kNeighbourSize = 0.25;
constexpr double kBackCutNeighbourSize = 0.18;
// A photo taken at a slant shows far cards at 0.6 of the near ones' size at least: a place
// (not lying alone) smaller than that against every face shown whole (lying alone, under no
// card taken, or its whole outline seen, taken or not) and read clearly is a piece of a card (a
// block of backs cut into quarters where no card's size was known, 1017003; a corner of a dark back
// in an overlapping collection, a third of a card wide, 165005; narrower places in a cascade of
// faces, read as faces they are not, 147004).
constexpr double kFarthestCard = 0.6;
// Two neighbours lie on opposite sides of a card when the directions to them are turned from
// each other by at least acos(this).
constexpr double kOppositeSides = 0.9;
// A card lies where its row puts it (midway between two cards) when its centre lies within this
// share of a card's width of that place; further, its neighbours are not those of one card.
constexpr double kMidwayReach = 0.25;
// Two cards of a row with cards between them lie a whole number of steps of the row apart, give
// or take kStepsOff steps; up to kMostStepsBetween steps are looked between.
constexpr double kStepsOff = 0.4;
constexpr int kMostStepsBetween = 3;
// A card between two neighbours of a row whose outline does not show across the one under it
// is taken when it reads at least this surely and the one under reads better with it on top,
// by more than kReadsBetterUnder of the matcher's total. Tuning 100-179 x 12 overlapping: 0.6
// and 0.1 took more cards but put six phantoms in (precision 93.56 -> 93.37%); 0.6 and 0.5
// found 85.87% of the cards, not 84.41%, at the same precision.
constexpr double kSureBetweenUnseen = 0.6;
constexpr double kReadsBetterUnder = 0.5;
// What shows of a card between is read this many pixels (of the card as cut) away from the
// cards on it.
constexpr int kCoverMargin = 2;
// Two cards of a row lie at least this share of a card's width apart (each shows its value).
constexpr double kLeastNeighbourShift = 0.2;
// One card lies on another when its outline shows across the other's face by this share more
// than the other's across its own, over kLeastOutlineSamples points of each at least.
constexpr double kOutlineTells = 0.3;
constexpr int kLeastOutlineSamples = 8;
// Only outline points this share of a card inside the other card count there.
constexpr double kWellInside = 0.15;
// A place lies midway between two cards when its distances to them differ by at most this
// share of their sum.
constexpr double kMidway = 0.15;
// A card may lie under another when its outline shows across the other's face at most this
// much (dark on dark, one plain back on another, show none either way).
constexpr double kHiddenOutline = 0.3;
// A card's drawing shows where it correlates this well with the card's exemplar.
constexpr double kDrawingShows = 0.5;
// A place on a board may overlap the cards taken by this share at most (they lie apart or edge
// to edge; a place a few percent too wide covers a column of the points it is judged by).
constexpr double kBoardFree = 0.8;
// ... not counting a strip this share of a card wide inside each card taken
constexpr double kBoardEdge = 0.06;
// A place overlaps a card when this share of it lies on the card; it lies across the card when
// turned from it by more than kAcross (radians), and a card lying whole on top shows at least
// kWholeOutline of its outline.
constexpr double kOverlapShare = 0.1;
constexpr double kAcross = 1.0;
constexpr double kWholeOutline = 0.9;
// A face compared whole (nothing taken covers it) whose drawing correlates this well with its
// exemplar lies where it was taken, and a place turned from it by more than kCrosswise
// (radians: nearly square to it) lies across it (less turned, a card of a fan may lie under
// the fan's top card).
constexpr double kReadClearly = 0.7;
constexpr double kCrosswise = 1.27;
// A card partly under others shows this share of its printed value at least (in the top or
// the bottom half of the card).
constexpr double kValueShown = 0.6;
// A card read as the back shows how this photo shows the back when this much of it shows.
constexpr double kBackShownShare = 0.5;
// A place of which less than this share shows once the cards lying on it are known, and which
// looks like no card, is not reported: what shows of it, a sliver between cards, tells nothing
// (a place cut across cards whose sides meet there ends up so). A sliver that still looks like
// a card is reported, doubtful.
constexpr double kLeastShownOfNoCard = 0.1;
// A place near a card that looks like none is moved about (settleByLook) when this share of it
// or more is not-table that no card taken covers; at most this many places a photo.
constexpr double kUnexplained = 0.15;
constexpr size_t kMostNearMisses = 20;
// A card cut from a block of cards edge to edge is taken when its drawing correlates this well
// with the card it is read as (a block may be cut several ways).
constexpr double kRowCellStructure = 0.6;
// A plain back is read surely from this confidence (its colour within three quarters of the
// plain back's reach: see CardMatcher::match).
constexpr double kSurelyPlainBack = 0.5;
// How much a region's area no card explains (or a card's area on the table) counts against a
// choice of its cards, against what their outlines show; and how much of it, in cards' areas,
// a choice may leave before it is tried again from a row (see tryRows in readCards).
constexpr double kUnexplainedCost = 10;
constexpr double kLeftUnexplained = 0.1;
// How much a card's look counts there (a unit of its match's total against outline points): a
// piece cut across two cards looks like neither.
constexpr double kLookWeight = 20;

// A card read surely, as a face or as the back.
bool readSurely(const CardMatch& m) {
    return m.isCard && m.confidence >= kDoubtfulBelow;
}

// A place moved about by its look until it looked like a card is one only when it is read as a
// face, and surely: a back's pattern looks alike wherever a place is cut from it.
bool readSurelyAsAFace(const CardMatch& m) {
    return readSurely(m) && !m.faceDown();
}

// Both readers end here: cards in slot or reading order, black hats counted.
Result<Reading> finishReading(Reading reading, PhotoKind kind) {
    if (reading.cards.empty()) {
        return Error::at({}, Fault{FaultKind::PhotoNoCards});
    }
    // Every face is one card of the deck (rules R1): of the cards read surely as one face, the
    // surest keeps it and the others are doubtful, their guess kept, for a person to say (one
    // of them is read wrongly, and which one is not known).
    for (CardRead& read : reading.cards) {
        if (!read.card) {
            continue;
        }
        const bool surer =
            std::any_of(reading.cards.begin(), reading.cards.end(), [&](const CardRead& other) {
                return &other != &read && other.card == read.card &&
                       (other.confidence > read.confidence ||
                        (other.confidence == read.confidence && &other < &read));
            });
        if (surer) {
            read.card.reset();
            read.doubtful = true;
        }
    }
    if (kind == PhotoKind::Board) {
        numberSlots(reading.cards);
    } else {
        sortCollection(reading.cards);
    }
    reading.blackHats = static_cast<int>(std::count_if(
        reading.cards.begin(), reading.cards.end(), [](const CardRead& c) { return c.faceDown; }));
    return reading;
}

bool inside(const Quad& q, cv::Point2f p, float margin = 0) {
    // Without a margin, the side of the outline it lies on is enough: no distance is measured.
    return cv::pointPolygonTest(q, p, margin != 0) > margin;
}

// Canonical card pixel → photo, for a quad.
cv::Mat canonicalToPhoto(const Quad& q, cv::Size size) {
    const Quad canonical = cornersOf(size);
    return cv::getPerspectiveTransform(canonical.data(), q.data());
}

std::vector<cv::Point2f> mapPoints(const cv::Mat& h, const std::vector<cv::Point2f>& pts) {
    std::vector<cv::Point2f> out;
    cv::perspectiveTransform(pts, out, h);
    return out;
}

// Paints, over `mask` (the canonical pixels of the card at `q`), the part the card at `other`
// covers with `value`.
void paintCover(cv::Mat& mask, const Quad& q, const Quad& other, uchar value) {
    const cv::Mat toCanonical = canonicalToPhoto(q, mask.size()).inv();
    std::vector<cv::Point> poly;
    for (const cv::Point2f& p :
         mapPoints(toCanonical, std::vector<cv::Point2f>(other.begin(), other.end()))) {
        poly.emplace_back(cvRound(p.x), cvRound(p.y));
    }
    cv::fillConvexPoly(mask, poly, cv::Scalar(value));
}

// Points spread over the card and over its printed value (canonical pixels).
std::vector<cv::Point2f> gridPoints(cv::Size size, int nx, int ny) {
    std::vector<cv::Point2f> pts;
    for (int j = 0; j < ny; ++j) {
        for (int i = 0; i < nx; ++i) {
            pts.emplace_back((i + 0.5F) * static_cast<float>(size.width) / nx,
                             (j + 0.5F) * static_cast<float>(size.height) / ny);
        }
    }
    return pts;
}

struct Candidate {
    CardCandidate found;
    cv::Mat canonical;
    CardMatch match;
    double score = 0;
    double shownOutline = 1; // share of its outline outside cards already taken seen as an edge
    bool covered = false;    // partly under cards already taken (compared over the rest)
    // A place inside a row, with neighbours taken on both sides of it along `rowAxis`: those
    // on the side this sign gives lie under it (+1 or -1); 0: any card taken may hide it.
    int sideUnder = 0;
    cv::Point2f rowAxis;
    // Proposed looking like no card, and moved about until it looked like one (see nearMisses):
    // reported only when read surely as a face (readSurelyAsAFace).
    bool settled = false;
};

// Yes-or-no answers about pairs of places, each worked out once however often it is asked, and
// asked from both cores at once (the lock is not held while an answer is worked out).
class PairAnswers {
public:
    template <class Work> bool answer(std::pair<size_t, size_t> pair, Work work) {
        {
            const std::lock_guard<std::mutex> lock(lock_);
            if (const auto known = known_.find(pair); known != known_.end()) {
                return known->second;
            }
        }
        const bool yes = work();
        const std::lock_guard<std::mutex> lock(lock_);
        known_[pair] = yes;
        return yes;
    }

private:
    std::map<std::pair<size_t, size_t>, bool> known_;
    std::mutex lock_;
};

// How good a place looks for choosing: its match, its outline, and a bonus for a region of
// exactly one card's shape that looks like a card (compared whole: nothing taken covers it).
double scoreOf(const Candidate& c) {
    return c.match.total + 0.3 * c.found.support +
           (c.found.alone && !c.found.inRow && c.match.isCard && !c.covered ? 0.5 : 0.0);
}

// Whether an edge pixel within a pixel of work pixel (x, y) (the width `edges` was widened by)
// runs across direction `across` (degrees modulo 180), within kAlongSide.
bool edgeRunsAcross(const cv::Mat& directions, int x, int y, int across) {
    for (int v = std::max(0, y - 1); v <= std::min(directions.rows - 1, y + 1); ++v) {
        for (int u = std::max(0, x - 1); u <= std::min(directions.cols - 1, x + 1); ++u) {
            const int d = directions.at<uchar>(v, u);
            const int turn = std::abs(d - across);
            if (d != kNoEdge && std::min(turn, 180 - turn) <= kAlongSide) {
                return true;
            }
        }
    }
    return false;
}

// A quad's outline is looked at in this many steps a side.
constexpr int kOutlinePointsASide = 24;
// A region chosen again from a row (tryRows) keeps the new choice when it explains the region
// better by a card side's outline points: each card added scores its outline and its look, and
// pieces laid between a row's cards may score a little better while explaining hardly more.
constexpr double kChosenAgainBetterBy = kOutlinePointsASide;

// The share of a quad's outline that shows as an edge (the detection's, at its work scale),
// over the outline points `counted` keeps; `samples` says how many it kept. `along`: only an
// edge running along the side counts (a stripe or check crossing the side does not).
template <typename Counted>
double outlineOnEdges(const Quad& q, const Detection& detection, int& samples, Counted counted,
                      bool along = false) {
    const cv::Mat& edges = detection.edges;
    int hits = 0;
    samples = 0;
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f side = q[(s + 1) % 4] - q[s];
        const int across = static_cast<int>(cv::fastAtan2(side.x, -side.y)) % 180;
        for (int i = 1; i < kOutlinePointsASide; ++i) {
            const cv::Point2f p = q[s] + side * (static_cast<float>(i) / kOutlinePointsASide);
            if (!counted(p)) {
                continue;
            }
            ++samples;
            const cv::Point2f w =
                (p + cv::Point2f(0.5F, 0.5F)) * static_cast<float>(detection.workScale) -
                cv::Point2f(0.5F, 0.5F);
            const int x = cvRound(w.x);
            const int y = cvRound(w.y);
            if (x >= 0 && y >= 0 && x < edges.cols && y < edges.rows && edges.at<uchar>(y, x) &&
                (!along || edgeRunsAcross(detection.edgeDirection, x, y, across))) {
                ++hits;
            }
        }
    }
    return samples > 0 ? static_cast<double>(hits) / samples : 0.0;
}

// The share of a quad's whole outline that shows as an edge (a candidate's support).
double wholeOutlineOnEdges(const Quad& q, const Detection& detection) {
    int samples = 0;
    return outlineOnEdges(q, detection, samples, [](cv::Point2f) { return true; });
}

// How far (share of the card) laying a cut-out onto its exemplar may move and size it: a light
// border taken at calibration and lost on a light table (or the other way) is 4-6% a side.
constexpr float kAlignReach = 0.12F;

double outlineShownInside(const Quad& a, const Quad& b, const Detection& detection, int& samples) {
    const float margin = static_cast<float>(0.03 * quadWidth(b));
    return outlineOnEdges(a, detection, samples,
                          [&](cv::Point2f p) { return inside(b, p, margin); });
}

// A fingerprint of what a CardMatcher is built from: the exemplars, the value mask and the
// card's shape.
std::size_t matcherKey(const Profile& profile) {
    std::size_t key = std::hash<double>{}(profile.cardAspect);
    const auto mix = [&](const cv::Mat& m) {
        std::size_t h = std::hash<int>{}(m.rows * 65'537 + m.cols * 17 + m.type());
        if (!m.empty()) {
            const cv::Mat whole = m.isContinuous() ? m : m.clone();
            h ^= std::hash<std::string_view>{}(std::string_view(
                reinterpret_cast<const char*>(whole.data), whole.total() * whole.elemSize()));
        }
        key = key * 1'099'511'628'211ULL ^ h;
    };
    for (const cv::Mat& e : profile.exemplars) {
        mix(e);
    }
    mix(profile.valueMask);
    for (const cv::Mat& f : profile.valueFaces) {
        mix(f);
    }
    return key;
}

// What the reader compares photos with, built from a profile: the matcher (every exemplar at
// three sizes, both ways up, and the printed values' statistics) and the exemplars' keypoints.
struct DeckLook {
    explicit DeckLook(const Profile& profile) : matcher(profile), features(profile) {}
    CardMatcher matcher;
    CardFeatures features;
};

// Building a deck's look takes about as long as finding the cards in a photo; a table's photos
// are read with one profile, so the looks of the last few profiles are kept.
std::shared_ptr<const DeckLook> deckLookFor(const Profile& profile) {
    constexpr std::size_t kKept = 4;
    static std::mutex guard;
    static std::vector<std::pair<std::size_t, std::shared_ptr<const DeckLook>>> kept;
    const std::size_t key = matcherKey(profile);
    {
        const std::lock_guard lock(guard);
        const auto hit = std::find_if(kept.begin(), kept.end(),
                                      [&](const auto& entry) { return entry.first == key; });
        if (hit != kept.end()) {
            return hit->second;
        }
    }
    auto look = std::make_shared<const DeckLook>(profile);
    const std::lock_guard lock(guard);
    if (kept.size() >= kKept) {
        kept.erase(kept.begin());
    }
    kept.emplace_back(key, look);
    return look;
}

// The pixels' rectangle around a quad.
cv::Rect boundsOf(const Quad& q) {
    return cv::boundingRect(std::vector<cv::Point2f>(q.begin(), q.end()));
}

double cardWidthOf(const Quad& q) {
    return std::min(quadWidth(q), quadHeight(q));
}

// The width of the deck's cards in this photo, from the places that look most like cards
// (`order`: best first), or 0 when they do not agree on one. A back's pattern looks alike
// wherever it is cut, a plain back's most of all: a piece of a back, or a place over two backs,
// looks like the back as much as the back does, and a back votes only when its outline shows
// whole.
double deckCardWidth(const std::vector<Candidate>& candidates, const std::vector<size_t>& order) {
    std::vector<double> best;
    for (const size_t i : order) {
        if (best.size() >= kSizeVoters) {
            break;
        }
        const Candidate& c = candidates[i];
        if (c.match.isCard && !(c.match.faceDown() && c.found.support < kWholeOutline)) {
            best.push_back(cardWidthOf(c.found.corners));
        }
    }
    if (best.size() + 2 < kSizeVoters) {
        return 0;
    }
    std::vector<double> sorted = best;
    const auto middle = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
    std::nth_element(sorted.begin(), middle, sorted.end());
    const double median = *middle;
    const auto agree = std::count_if(best.begin(), best.end(), [&](double w) {
        return std::abs(w / median - 1) < kSizeAgreement;
    });
    return agree + 2 >= static_cast<std::ptrdiff_t>(kSizeVoters) ? median : 0.0;
}

// The similarity that turns and scales by (c, s) (cosine and sine times the scale) and takes
// point `from` to point `to`.
cv::Matx23d similarityBetween(double c, double s, cv::Point2d from, cv::Point2d to) {
    return {c, -s, to.x - (c * from.x - s * from.y), s, c, to.y - (s * from.x + c * from.y)};
}

// `q` turned by `angle` (radians) about `centre`, then moved by `shift`.
Quad turnedAbout(const Quad& q, cv::Point2f centre, double angle, cv::Point2f shift) {
    const float c = static_cast<float>(std::cos(angle));
    const float s = static_cast<float>(std::sin(angle));
    Quad out;
    for (size_t i = 0; i < 4; ++i) {
        const cv::Point2f p = q[i] - centre;
        out[i] = centre + shift + cv::Point2f(c * p.x - s * p.y, s * p.x + c * p.y);
    }
    return out;
}

// The turn, scale and shift that lay quad `a` onto quad `b` best (least squares, corner to
// corner).
cv::Matx23d similarityOnto(const Quad& a, const Quad& b) {
    const cv::Point2d ca = quadCentre(a);
    const cv::Point2d cb = quadCentre(b);
    double dot = 0;
    double cross = 0;
    double norm = 0;
    for (size_t i = 0; i < 4; ++i) {
        const cv::Point2d p = cv::Point2d(a[i]) - ca;
        const cv::Point2d q = cv::Point2d(b[i]) - cb;
        dot += p.dot(q);
        cross += p.cross(q);
        norm += p.dot(p);
    }
    return similarityBetween(dot / std::max(1e-9, norm), cross / std::max(1e-9, norm), ca, cb);
}

// Rounds of looking further along the rows, cascades and fans of the cards taken.
constexpr int kFollowRounds = 3;
// The drawings of two overlapping cards tell which lies on top when the one's explains the
// part they share better than the other's by this much (grey correlation).
constexpr double kDrawingTells = 0.25;
// Two cards of a row, cascade or fan lie at most this many card lengths apart (centre to
// centre), turned by less than this (radians) from one to the other.
constexpr double kNeighbourReach = 1.3;
constexpr double kFanTurn = 0.5;

// The move from quad `a` to quad `b` when the two may be neighbours in a row, cascade or fan
// (one size, near enough, turned little); nullopt otherwise.
std::optional<cv::Matx23d> neighbourMove(const Quad& a, const Quad& b) {
    const double wa = cardWidthOf(a);
    if (std::abs(cardWidthOf(b) / wa - 1) > kSizeAgreement ||
        cv::norm(quadCentre(b) - quadCentre(a)) >
            kNeighbourReach * std::max(quadWidth(a), quadHeight(a))) {
        return std::nullopt;
    }
    const cv::Matx23d move = similarityOnto(a, b);
    if (std::abs(std::atan2(move(1, 0), move(0, 0))) > kFanTurn) {
        return std::nullopt;
    }
    return move;
}

// Turned alike, either way up.
bool sameTurn(const Quad& q, const Quad& other) {
    const cv::Point2f a = (q[1] - q[0]) / cv::norm(q[1] - q[0]);
    const cv::Point2f b = (other[1] - other[0]) / cv::norm(other[1] - other[0]);
    return std::min(cv::norm(a - b), cv::norm(a + b)) < 0.05;
}

// Turned by less than `angle` (radians) from each other, either way up.
bool sameTurnWithin(const Quad& q, const Quad& other, double angle) {
    const cv::Point2f a = q[1] - q[0];
    const cv::Point2f b = other[1] - other[0];
    const double turn = std::abs(std::atan2(a.cross(b), a.dot(b)));
    return std::min(turn, CV_PI - turn) < angle;
}

// How much of the outline of `q` well inside `other` (kWellInside of a card in from its sides:
// where two sides run together, both show) shows as an edge, over `samples` points.
double outlineAcross(const Quad& q, const Quad& other, const Detection& detection, int& samples) {
    const float margin = static_cast<float>(kWellInside * quadWidth(other));
    return outlineOnEdges(q, detection, samples,
                          [&](cv::Point2f p) { return inside(other, p, margin); });
}

// Whether two places may be neighbours in a row, cascade or fan: of about one size, turned
// alike, at least a neighbour's shift apart, neither cut from a block (cards cut from a block
// lie edge to edge).
bool mayBeNeighbours(const CardCandidate& a, const CardCandidate& b) {
    const double apart = cv::norm(quadCentre(b.corners) - quadCentre(a.corners));
    return !a.inRow && !b.inRow && apart >= kLeastNeighbourShift * cardWidthOf(b.corners) &&
           std::abs(cardWidthOf(a.corners) / cardWidthOf(b.corners) - 1) <= kNeighbourSize &&
           sameTurnWithin(b.corners, a.corners, kFanTurn);
}

// Whether `a` may be a neighbour in a row, cascade or fan that overlaps `b` (their centres
// less than b's length apart).
bool overlappingNeighbours(const CardCandidate& a, const CardCandidate& b) {
    return mayBeNeighbours(a, b) && cv::norm(quadCentre(a.corners) - quadCentre(b.corners)) <
                                        std::max(quadWidth(b.corners), quadHeight(b.corners));
}

// The corners of quad `b` from the one paired with the first of `a`, each paired with the
// corner of `a` it lies nearest once both are centred (either may be cut the other way up).
Quad pairedCorners(const Quad& a, const Quad& b) {
    const cv::Point2f ca = quadCentre(a);
    const cv::Point2f cb = quadCentre(b);
    size_t best = 0;
    double bestDistance = std::numeric_limits<double>::max();
    for (size_t shift = 0; shift < 4; ++shift) {
        double d = 0;
        for (size_t i = 0; i < 4; ++i) {
            d += cv::norm((a[i] - ca) - (b[(i + shift) % 4] - cb));
        }
        if (d < bestDistance) {
            bestDistance = d;
            best = shift;
        }
    }
    Quad out;
    for (size_t i = 0; i < 4; ++i) {
        out[i] = b[(i + best) % 4];
    }
    return out;
}

// The place at share `t` of the way from one card of a row, cascade or fan to another, corner
// to corner (0.5: midway); its corners start where those of `a` start.
Quad placeBetween(const Quad& a, const Quad& b, float t = 0.5F) {
    const Quad far = pairedCorners(a, b);
    Quad mid;
    for (size_t i = 0; i < 4; ++i) {
        mid[i] = a[i] * (1 - t) + far[i] * t;
    }
    return mid;
}

// The place midway between the two neighbours of card `k` of `quads` (the cards `chosen` from
// `candidates`, in that order) in its row, cascade or fan, one on either side of it; nullopt
// when it has no such pair or the place lies too far from card k to be its. Its corners start
// where those of card k start.
std::optional<Quad> midwayInRow(size_t k, const std::vector<Quad>& quads,
                                const std::vector<Candidate>& candidates,
                                const std::vector<size_t>& chosen) {
    const cv::Point2f centre = quadCentre(quads[k]);
    const auto& place = candidates[chosen[k]].found;
    // The nearest neighbour, then the nearest one on the far side of it.
    size_t first = quads.size();
    for (size_t j = 0; j < quads.size(); ++j) {
        if (j != k && overlappingNeighbours(candidates[chosen[j]].found, place) &&
            (first == quads.size() || cv::norm(quadCentre(quads[j]) - centre) <
                                          cv::norm(quadCentre(quads[first]) - centre))) {
            first = j;
        }
    }
    if (first == quads.size()) {
        return std::nullopt;
    }
    const cv::Point2f toFirst = quadCentre(quads[first]) - centre;
    size_t second = quads.size();
    for (size_t j = 0; j < quads.size(); ++j) {
        const cv::Point2f d = quadCentre(quads[j]) - centre;
        if (j != k && j != first && overlappingNeighbours(candidates[chosen[j]].found, place) &&
            d.dot(toFirst) < -kOppositeSides * cv::norm(d) * cv::norm(toFirst) &&
            (second == quads.size() ||
             cv::norm(d) < cv::norm(quadCentre(quads[second]) - centre))) {
            second = j;
        }
    }
    // Two neighbours of one card overlap each other (further apart, more cards lie between).
    if (second == quads.size() ||
        !overlappingNeighbours(candidates[chosen[first]].found, candidates[chosen[second]].found)) {
        return std::nullopt;
    }
    const Quad mid = placeBetween(quads[first], quads[second]);
    if (cv::norm(quadCentre(mid) - centre) > kMidwayReach * cardWidthOf(quads[k])) {
        return std::nullopt;
    }
    return pairedCorners(quads[k], mid);
}

// The share of the points `facePoints` (canonical pixels of a card cut at `cardSize`) of the
// card at `q` that lie on an edge: about what any line across its face shows (a textured card
// shows edges everywhere).
double faceEdgeShare(const Quad& q, const Detection& detection, cv::Size cardSize,
                     const std::vector<cv::Point2f>& facePoints) {
    int hits = 0;
    const std::vector<cv::Point2f> face = mapPoints(canonicalToPhoto(q, cardSize), facePoints);
    const cv::Rect frame({}, detection.edges.size());
    for (const cv::Point2f& p : face) {
        const cv::Point w(cvRound(p.x * detection.workScale), cvRound(p.y * detection.workScale));
        hits += frame.contains(w) && detection.edges.at<uchar>(w) ? 1 : 0;
    }
    return static_cast<double>(hits) / static_cast<double>(face.size());
}

// Whether the card at `top` lies on its neighbour in a row, cascade or fan at `below`: top's
// outline shows across below's face (well inside it: where two sides run together, both
// show) and below's does not show across top's, by kOutlineTells more than below's outline
// and than any line across below's face would (a textured card shows edges everywhere;
// `facePoints`, canonical pixels of a card cut at `cardSize`, sample its face). Only for cards
// of about one size, turned alike and at least a neighbour's shift apart; cards cut from a
// block lie edge to edge.
bool liesOnNeighbour(const CardCandidate& top, const CardCandidate& below,
                     const Detection& detection, cv::Size cardSize,
                     const std::vector<cv::Point2f>& facePoints) {
    const Quad& t = top.corners;
    const Quad& b = below.corners;
    if (!mayBeNeighbours(top, below)) {
        return false;
    }
    int overBelow = 0;
    int overTop = 0;
    const double shownOverBelow = outlineAcross(t, b, detection, overBelow);
    const double shownOverTop = outlineAcross(b, t, detection, overTop);
    if (overBelow < kLeastOutlineSamples || overTop < kLeastOutlineSamples) {
        return false;
    }
    return shownOverBelow -
               std::max(shownOverTop, faceEdgeShare(b, detection, cardSize, facePoints)) >=
           kOutlineTells;
}

// Whether a point (in work pixels) lies on what is not table.
bool onCardsAtWork(const Detection& detection, cv::Point2f w) {
    const int x = cvRound(w.x);
    const int y = cvRound(w.y);
    return x >= 0 && y >= 0 && x < detection.foreground.cols && y < detection.foreground.rows &&
           detection.foreground.at<uchar>(y, x) != 0;
}

// The same for a point in the image's pixels.
bool onCards(const Detection& detection, cv::Point2f p) {
    return onCardsAtWork(detection, p * static_cast<float>(detection.workScale));
}

// Two places within a few pixels of each other, of one size and turn: one look serves both.
bool nearlyOnePlace(const Quad& q, const Quad& other) {
    const double w = cardWidthOf(q);
    return cv::norm(quadCentre(q) - quadCentre(other)) < 0.06 * w &&
           std::abs(cardWidthOf(other) / w - 1) < 0.04 && sameTurn(q, other);
}

// Whether a new place `q` needs no look: a card taken lies there (whatever its turn), or the
// place (or one within a few pixels of it, of its size and turn) was looked at already or is
// proposed in `out`.
bool lookedAt(const Quad& q, const std::vector<Candidate>& candidates,
              const std::vector<size_t>& chosen, const std::vector<Quad>& out) {
    const double w = cardWidthOf(q);
    const auto near = [&](const Quad& other) {
        return nearlyOnePlace(q, other);
    };
    return std::any_of(chosen.begin(), chosen.end(),
                       [&](size_t taken) {
                           const Quad& t = candidates[taken].found.corners;
                           return cv::norm(quadCentre(t) - quadCentre(q)) < 0.15 * w;
                       }) ||
           std::any_of(candidates.begin(), candidates.end(),
                       [&](const Candidate& c) { return near(c.found.corners); }) ||
           std::any_of(out.begin(), out.end(), near);
}

// Two cards of a row whose centres lie less than this share of a card's width apart overlap
// (cards edge to edge, or apart on a board, lie a width apart or more).
constexpr double kOverlappingShift = 0.9;

// Places further along the rows, cascades and fans the cards taken make: for two cards
// taken of one size that lie like neighbours (centres at most kNeighbourReach card lengths
// apart, turned by less than kFanTurn from one to the other), the places the same move leads
// to beyond them, on what is not table and not already looked at (between cards that overlap,
// the move keeps their size within a few percent).
std::vector<Quad> placesAlongRows(const std::vector<Candidate>& candidates,
                                  const std::vector<size_t>& chosen, const Detection& detection) {
    constexpr int kSteps = 8;
    std::vector<Quad> out;
    for (const size_t a : chosen) {
        for (const size_t b : chosen) {
            std::optional<cv::Matx23d> move =
                a == b ? std::nullopt
                       : neighbourMove(candidates[a].found.corners, candidates[b].found.corners);
            if (!move) {
                continue;
            }
            const Quad& qb = candidates[b].found.corners;
            const cv::Point2d from = quadCentre(candidates[a].found.corners);
            const cv::Point2d to = quadCentre(qb);
            if (cv::norm(to - from) < kOverlappingShift * cardWidthOf(qb)) {
                // Cards of a row, cascade or fan that overlap lie close: one differs in size
                // from the next by a percent or two (a row seen at a slant), and two cards taken
                // a few percent apart in size would grow the row's places card by card.
                constexpr double kRowGrowth = 0.02;
                const double c = (*move)(0, 0);
                const double sn = (*move)(1, 0);
                const double grows = std::hypot(c, sn);
                const double kept = std::clamp(grows, 1 - kRowGrowth, 1 + kRowGrowth);
                *move = similarityBetween(c * kept / grows, sn * kept / grows, from, to);
            }
            std::vector<cv::Point2f> step(qb.begin(), qb.end());
            for (int k = 0; k < kSteps; ++k) {
                cv::transform(step, step, *move);
                Quad q;
                std::copy(step.begin(), step.end(), q.begin());
                if (!onCards(detection, quadCentre(q))) {
                    break;
                }
                if (!lookedAt(q, candidates, chosen, out)) {
                    out.push_back(q);
                }
            }
        }
    }
    return out;
}

// A card taken with cards around it but no neighbour taken (the top card of a row, cascade or
// fan whose other cards show too little of their outline to be proposed) gives the row no
// move to follow. The move is looked for instead: the places of the card's size and turn
// within kNeighbourReach, turned by up to kFanTurn, whose outline where the card taken does
// not cover it lies on the photo's edges. The best few distinct ones are proposed.
std::vector<Quad> besideLoneCards(const std::vector<Candidate>& candidates,
                                  const std::vector<size_t>& chosen, const Detection& detection) {
    constexpr int kPerSide = 24;         // outline points a side, as outlineOnEdges
    constexpr double kCoarseSteps = 8;   // shifts a card width, first look
    constexpr double kAroundShare = 0.2; // least share of not-table just around the card
    constexpr double kShownShare = 0.25; // least share of the new outline outside the card
    constexpr double kOnEdges = 0.65;    // least mean closeness to an edge of what shows
    constexpr double kFirstLook = 0.55;  // the same at the first, coarse look
    constexpr size_t kProposed = 4;      // places proposed a card
    // A neighbour lies at least this many card widths away: each card of a row shows its value.
    constexpr double kLeastShift = 0.2;
    constexpr double kLeastOverlap = 0.15; // share of the new place over the card taken
    std::vector<Quad> out;
    const std::vector<cv::Point2f> spread = gridPoints({kPerSide, kPerSide}, 6, 8);
    cv::Mat distance; // to the nearest edge, work pixels; computed when first needed
    const float ws = static_cast<float>(detection.workScale);
    const cv::Rect frame(0, 0, detection.edges.cols, detection.edges.rows);
    for (const size_t a : chosen) {
        const CardCandidate& found = candidates[a].found;
        if ((found.alone && !found.inRow) ||
            std::any_of(chosen.begin(), chosen.end(), [&](size_t b) {
                return b != a && neighbourMove(found.corners, candidates[b].found.corners);
            })) {
            continue;
        }
        Quad q;
        for (size_t i = 0; i < 4; ++i) {
            q[i] = found.corners[i] * ws;
        }
        const cv::Point2f centre = quadCentre(q);
        const double w = cardWidthOf(q);
        const double length = std::max(quadWidth(q), quadHeight(q));
        // The outline's points, from the card's centre.
        std::vector<cv::Point2f> outline;
        for (size_t s = 0; s < 4; ++s) {
            for (int i = 1; i < kPerSide; ++i) {
                outline.push_back(
                    q[s] + (q[(s + 1) % 4] - q[s]) * (i / static_cast<float>(kPerSide)) - centre);
            }
        }
        int around = 0;
        for (const cv::Point2f& p : outline) {
            around += onCardsAtWork(detection, centre + p * 1.12F) ? 1 : 0;
        }
        if (around < kAroundShare * static_cast<double>(outline.size())) {
            continue;
        }
        if (distance.empty()) {
            cv::distanceTransform(detection.edges == 0, distance, cv::DIST_L2, 3);
        }
        cv::Mat covered(detection.edges.size(), CV_8U, cv::Scalar(0));
        {
            std::vector<cv::Point> poly;
            for (const cv::Point2f& p : q) {
                const cv::Point2f in = centre + (p - centre) * 1.03F;
                poly.emplace_back(cvRound(in.x), cvRound(in.y));
            }
            cv::fillConvexPoly(covered, poly, cv::Scalar(255));
        }
        // How well the outline turned by `turn` and moved by `shift` lies on edges where the
        // card taken does not cover it (0 when too little of it shows or it lies on table).
        std::vector<cv::Point2f> turned(outline.size());
        const auto turn = [&](double angle) {
            const float c = static_cast<float>(std::cos(angle));
            const float s = static_cast<float>(std::sin(angle));
            for (size_t i = 0; i < outline.size(); ++i) {
                turned[i] = {c * outline[i].x - s * outline[i].y,
                             s * outline[i].x + c * outline[i].y};
            }
        };
        const auto fit = [&](cv::Point2f shift, double tolerance) {
            const cv::Point2f at = centre + shift;
            if (!onCardsAtWork(detection, at)) {
                return 0.0;
            }
            double sum = 0;
            int shown = 0;
            for (const cv::Point2f& p : turned) {
                const cv::Point pi(cvRound(at.x + p.x), cvRound(at.y + p.y));
                if (!frame.contains(pi)) {
                    return 0.0;
                }
                if (covered.at<uchar>(pi)) {
                    continue;
                }
                ++shown;
                sum += std::max(0.0, 1.0 - distance.at<float>(pi) / tolerance);
            }
            return shown >= kShownShare * static_cast<double>(turned.size()) ? sum / shown : 0.0;
        };
        struct Move {
            double angle;
            cv::Point2f shift;
            double score;
        };
        std::vector<Move> coarse;
        const double step = w / kCoarseSteps;
        const double fine = std::max(2.0, 0.05 * w);
        const int reach = static_cast<int>(kNeighbourReach * length / step);
        for (double angle = -kFanTurn; angle <= kFanTurn + 1e-9; angle += 0.1) {
            turn(angle);
            for (int j = -reach; j <= reach; ++j) {
                for (int i = -reach; i <= reach; ++i) {
                    const cv::Point2f shift(static_cast<float>(i * step),
                                            static_cast<float>(j * step));
                    if (cv::norm(shift) < kLeastShift * w ||
                        cv::norm(shift) > kNeighbourReach * length) {
                        continue;
                    }
                    const double score = fit(shift, 0.75 * step);
                    if (score >= kFirstLook) {
                        coarse.push_back({angle, shift, score});
                    }
                }
            }
        }
        std::sort(coarse.begin(), coarse.end(),
                  [](const Move& l, const Move& r) { return l.score > r.score; });
        std::vector<Move> kept;
        std::vector<Move> tried;
        for (const Move& m : coarse) {
            if (kept.size() >= kProposed || tried.size() >= 3 * kProposed) {
                break;
            }
            if (std::any_of(tried.begin(), tried.end(), [&](const Move& t) {
                    return cv::norm(t.shift - m.shift) < 0.2 * w &&
                           std::abs(t.angle - m.angle) < 0.15;
                })) {
                continue;
            }
            tried.push_back(m);
            // Closer looks around the best coarse ones, each its own place.
            Move best{m.angle, m.shift, 0};
            for (double angle = m.angle - 0.05; angle <= m.angle + 0.05 + 1e-9; angle += 0.025) {
                turn(angle);
                for (int j = -4; j <= 4; ++j) {
                    for (int i = -4; i <= 4; ++i) {
                        const cv::Point2f shift =
                            m.shift + cv::Point2f(static_cast<float>(i * step / 4),
                                                  static_cast<float>(j * step / 4));
                        if (cv::norm(shift) < kLeastShift * w) {
                            continue;
                        }
                        const double score = fit(shift, fine);
                        if (score > best.score) {
                            best = {angle, shift, score};
                        }
                    }
                }
            }
            if (best.score < kOnEdges || std::any_of(kept.begin(), kept.end(), [&](const Move& f) {
                    return cv::norm(f.shift - best.shift) < 0.15 * w;
                })) {
                continue;
            }
            kept.push_back(best);
            Quad place = turnedAbout(q, centre, best.angle, best.shift);
            for (cv::Point2f& p : place) {
                p /= ws;
            }
            // The place overlaps the card (cards edge to edge are cut from their block), and
            // where other cards taken lie already it is theirs (a card taken cut a little off
            // makes a place beside it look like another card).
            const cv::Mat toPlace = canonicalToPhoto(place, {kPerSide, kPerSide});
            int under = 0;
            int theirs = 0;
            for (const cv::Point2f& p : mapPoints(toPlace, spread)) {
                under += inside(found.corners, p) ? 1 : 0;
                theirs += std::any_of(chosen.begin(), chosen.end(),
                                      [&](size_t b) {
                                          return b != a && inside(candidates[b].found.corners, p);
                                      })
                              ? 1
                              : 0;
            }
            const double n = static_cast<double>(spread.size());
            if (under >= kLeastOverlap * n && theirs <= 0.5 * n &&
                !lookedAt(place, candidates, chosen, out)) {
                out.push_back(place);
            }
        }
    }
    return out;
}

// Which card lies on which: `above[a][b]` says card b lies over card a. Of two cards that
// overlap, the one on top shows its whole outline and the other's vanishes under it. A dark
// card on a dark card shows no outline either way, though, and a card's art may show lines
// where it is covered. Cards laid in a row, cascade or fan (neighbours in turn, one size)
// lie each over the one before or each under it: where the pairs of such a chain that tell
// clearly agree on one way (kChainAgreement of their weight), every pair of it follows.
// Where the cards' drawings tell (`drawingOnTop(a, b)`: how much better b's own drawing than
// a's explains the part they share, 0 when neither tells), the drawing decides before the
// outlines: it shows wherever a card lies on top, whatever the cards' colours.
std::vector<std::vector<char>>
stackingOrder(const std::vector<Quad>& quads, const Detection& detection,
              const std::function<double(size_t, size_t)>& drawingOnTop) {
    constexpr double kChainAgreement = 0.75;
    const size_t n = quads.size();
    std::vector<std::vector<char>> above(n, std::vector<char>(n, 0));
    // How clearly b lies over a (negative: under), for pairs that overlap.
    std::vector<std::vector<double>> evidence(n, std::vector<double>(n, 0));
    std::vector<std::vector<char>> overlap(n, std::vector<char>(n, 0));
    for (size_t a = 0; a < n; ++a) {
        for (size_t b = a + 1; b < n; ++b) {
            int sa = 0;
            int sb = 0;
            const double ra = outlineShownInside(quads[a], quads[b], detection, sa);
            const double rb = outlineShownInside(quads[b], quads[a], detection, sb);
            if (sa + sb == 0) {
                continue;
            }
            overlap[a][b] = overlap[b][a] = 1;
            const double drawing = drawingOnTop(a, b);
            const double says = std::abs(drawing) >= kDrawingTells ? drawing : rb - ra;
            const bool bOnTop = says > 0 || (says == 0 && sb > sa);
            above[a][b] = bOnTop ? 1 : 0;
            above[b][a] = bOnTop ? 0 : 1;
            evidence[a][b] = says;
            evidence[b][a] = -says;
        }
    }
    // Chains: cards joined by overlapping pairs that may be neighbours.
    std::vector<size_t> chain(n);
    std::iota(chain.begin(), chain.end(), 0);
    const auto root = [&](size_t i) {
        while (chain[i] != i) {
            i = chain[i] = chain[chain[i]];
        }
        return i;
    };
    for (size_t a = 0; a < n; ++a) {
        for (size_t b = a + 1; b < n; ++b) {
            // Of about one size (as cut: within a fifth) and turned alike either way up.
            if (overlap[a][b] &&
                std::abs(cardWidthOf(quads[b]) / cardWidthOf(quads[a]) - 1) < 0.2 &&
                sameTurnWithin(quads[a], quads[b], kFanTurn)) {
                chain[root(a)] = root(b);
            }
        }
    }
    for (size_t r = 0; r < n; ++r) {
        std::vector<size_t> members;
        for (size_t i = 0; i < n; ++i) {
            if (root(i) == r) {
                members.push_back(i);
            }
        }
        if (members.size() < 3) {
            continue;
        }
        cv::Mat centres(static_cast<int>(members.size()), 2, CV_64F);
        for (size_t i = 0; i < members.size(); ++i) {
            const cv::Point2f p = quadCentre(quads[members[i]]);
            centres.at<double>(static_cast<int>(i), 0) = p.x;
            centres.at<double>(static_cast<int>(i), 1) = p.y;
        }
        const cv::PCA pca(centres, cv::Mat(), cv::PCA::DATA_AS_ROW, 1);
        const cv::Point2d axis(pca.eigenvectors.at<double>(0, 0),
                               pca.eigenvectors.at<double>(0, 1));
        const auto along = [&](size_t i) {
            return axis.dot(cv::Point2d(quadCentre(quads[i])));
        };
        double agree = 0;
        double total = 0;
        for (const size_t a : members) {
            for (const size_t b : members) {
                if (a < b && overlap[a][b]) {
                    const double sign = along(b) > along(a) ? 1.0 : -1.0;
                    total += std::abs(evidence[a][b]);
                    agree += sign * evidence[a][b] > 0 ? std::abs(evidence[a][b]) : 0.0;
                }
            }
        }
        if (total <= 0) {
            continue;
        }
        const bool forward = agree >= kChainAgreement * total; // further along lies on top
        if (!forward && agree > (1 - kChainAgreement) * total) {
            continue;
        }
        for (const size_t a : members) {
            for (const size_t b : members) {
                if (a != b && overlap[a][b]) {
                    above[a][b] = (along(b) > along(a)) == forward ? 1 : 0;
                }
            }
        }
    }
    return above;
}

// How this photo shows the back (its light, blur and exposure), from the cards read surely as
// the back with at least half of them showing: their textures' mean, their own light kept.
// None when no card is so read.
std::optional<CardMatcher::Texture> backAsShown(const std::vector<Candidate>& candidates,
                                                const std::vector<size_t>& chosen,
                                                const std::vector<CardMatch>& matches,
                                                const std::vector<cv::Mat>& visible,
                                                const std::vector<double>& visibleShare) {
    CardMatcher::Texture mean;
    int backs = 0;
    for (size_t k = 0; k < matches.size(); ++k) {
        if (!matches[k].isCard || !matches[k].faceDown() || matches[k].confidence < kSureEnough ||
            visibleShare[k] < kBackShownShare) {
            continue;
        }
        const CardMatcher::Texture t =
            CardMatcher::textureOf(candidates[chosen[k]].canonical, visible[k]);
        for (size_t i = 0; i < mean.orientation.size(); ++i) {
            mean.orientation[i] += t.orientation[i];
        }
        mean.detail += t.detail;
        mean.chroma += t.chroma;
        ++backs;
    }
    if (backs == 0) {
        return std::nullopt;
    }
    for (double& o : mean.orientation) {
        o /= backs;
    }
    mean.detail /= backs;
    mean.chroma /= static_cast<double>(backs);
    return mean;
}

} // namespace

Result<Reading> readCards(const cv::Mat& bgr, const Profile& profile, PhotoKind kind,
                          double scale) {
    if (bgr.empty() || bgr.type() != CV_8UC3) {
        return Error::at({}, Fault{FaultKind::PhotoNoPicture});
    }
    CardDetector::Options options;
    options.aspect = profile.cardAspect;
    const Detection detection = CardDetector(options).find(bgr);
    const std::shared_ptr<const DeckLook> look = deckLookFor(profile);
    const CardMatcher& matcher = look->matcher;
    const cv::Size size = matcher.size();
    std::vector<CardCandidate> proposals = detection.candidates;
    cv::Mat grey;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    // The rows laid under cards, for the places first looked at and for the regions chosen
    // again: what they look for in the photo is worked out once, when first needed.
    PhotoRows rows(grey, detection);
    // A card may show too little of its outline to be proposed by it: under others, against a
    // card of its own colour, of nearly the table's colour under a shadow, washed out by a
    // highlight, or beside its own art panel taken for a card. What shows of its drawing places
    // it.
    for (const Quad& drawn : look->features.places(grey)) {
        // As drawn, and moved onto the card's own edges nearby (the drawing places a card
        // within a few pixels; a neighbour's edge or the card's own panel may be nearer): both,
        // unless some other proposal lies there.
        const auto others = static_cast<std::ptrdiff_t>(proposals.size());
        for (const Quad& q : {drawn, ontoItsOwnEdges(grey, drawn)}) {
            if (std::none_of(
                    proposals.begin(), proposals.begin() + others,
                    [&](const CardCandidate& c) { return nearlyOnePlace(q, c.corners); })) {
                CardCandidate c;
                c.corners = q;
                c.support = wholeOutlineOnEdges(q, detection);
                proposals.push_back(c);
            }
        }
    }
    std::vector<Candidate> candidates(proposals.size());
    // This photo's light relative to calibration's, once the faces read show it.
    cv::Vec2d light(1, 1);
    bool lightKnown = false;
    // The back as this photo shows it, once a card is read surely as the back (see backAsShown).
    std::optional<CardMatcher::Texture> backSeen;
    const auto seenBack = [&]() -> const CardMatcher::Texture* {
        return backSeen ? &*backSeen : nullptr;
    };
    // A place (cut out already) compared whole with the deck (a quick look).
    const auto lookWhole = [&](Candidate& c) {
        c.match = matcher.match(c.canonical, {}, light, lightKnown, true,
                                cardWidthOf(c.found.corners), seenBack());
        c.score = scoreOf(c);
    };
    // Every place a card may lie is compared with the deck, both cores at once.
    cv::parallel_for_(cv::Range(0, static_cast<int>(candidates.size())), [&](const cv::Range& r) {
        for (int i = r.start; i < r.end; ++i) {
            Candidate& c = candidates[static_cast<size_t>(i)];
            c.found = proposals[static_cast<size_t>(i)];
            c.canonical = rectifyCard(bgr, c.found.corners, size);
            lookWhole(c);
        }
    });
    std::vector<size_t> order(candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](size_t a, size_t b) { return candidates[a].score > candidates[b].score; });
    // Choose: the best-looking first; a candidate must show something no chosen card covers,
    // including a printed value.
    const std::vector<cv::Point2f> spread = gridPoints(size, 6, 8);
    std::vector<cv::Point2f> valuePoints;
    for (int y = 0; y < size.height; y += 3) {
        for (int x = 0; x < size.width; x += 3) {
            if (matcher.valueMask().at<uchar>(y, x)) {
                valuePoints.emplace_back(static_cast<float>(x), static_cast<float>(y));
            }
        }
    }
    // A place much narrower or wider than the deck's cards is no card (a piece of a card, or two
    // touching cards taken as one); a block's cell much narrower is a piece of one (a row's
    // region cut as a block of half-width cells: the plain back on top of it was taken as one of
    // them, and its whole place was left to the card under it, 172005).
    double cardWidth = deckCardWidth(candidates, order);
    // A face whose whole outline shows and which reads clearly is a whole card, taken or not
    // yet: the smallest such is what kFarthestCard measures pieces by from the start (a row of
    // dark faces cut into half-size cells, each the shape of a card, that score better than the
    // whole card on top of the row, 104011).
    double smallestWholeFace = 0;
    for (const Candidate& t : candidates) {
        if (t.match.isCard && !t.match.faceDown() && t.match.structure >= kReadClearly &&
            t.found.support >= kWholeOutline) {
            const double w = cardWidthOf(t.found.corners);
            smallestWholeFace = smallestWholeFace > 0 ? std::min(smallestWholeFace, w) : w;
        }
    }
    std::vector<size_t> chosen;
    // How well the drawing of the card `card` was read as explains the part of it `other` would
    // cover (see CardMatcher::drawingFit).
    const auto ownDrawingWhereCovered = [&](const Candidate& card, const Candidate& other) {
        cv::Mat shared(size, CV_8U, cv::Scalar(0));
        paintCover(shared, card.found.corners, other.found.corners, 255);
        return matcher.drawingFit(card.canonical, shared, card.match.exemplar, card.match.turned);
    };
    // The pair (candidate `c`, card taken `k`) a PairAnswers keeps its answer under.
    const auto pairOf = [&](size_t k, const Candidate& c) {
        return std::pair<size_t, size_t>(static_cast<size_t>(&c - candidates.data()), k);
    };
    // Whether the drawing of the card taken `k` shows where candidate `c` would cover it (then
    // c does not lie on it). Worked out once a pair.
    PairAnswers drawingShown;
    const auto drawingShowsUnder = [&](size_t k, const Candidate& c) {
        return drawingShown.answer(pairOf(k, c), [&] {
            return candidates[k].match.isCard &&
                   ownDrawingWhereCovered(candidates[k], c) >= kDrawingShows;
        });
    };
    // Whether the card taken `k` lies under candidate `c`, and so hides nothing of it (a card
    // of a row taken before the card lying on it): their outlines say so, and k's own drawing
    // does not show where c would cover it. Worked out once a pair.
    PairAnswers under;
    const auto liesUnder = [&](size_t k, const Candidate& c) {
        return under.answer(pairOf(k, c), [&] {
            return liesOnNeighbour(c.found, candidates[k].found, detection, size, spread) &&
                   !drawingShowsUnder(k, c);
        });
    };
    // Which side of candidate `c` along its row the card taken `k` lies on, when the two may
    // be neighbours (+1 or -1; 0 when not).
    const auto sideOf = [&](size_t k, const Candidate& c) {
        if (!overlappingNeighbours(candidates[k].found, c.found)) {
            return 0;
        }
        const cv::Point2f d = quadCentre(candidates[k].found.corners) - quadCentre(c.found.corners);
        return d.dot(c.rowAxis) > 0 ? 1 : -1;
    };
    // Whether the card taken `k` may hide part of candidate `c`.
    const auto mayHide = [&](size_t k, const Candidate& c) {
        if (&candidates[k] == &c) {
            return false;
        }
        // A board's cards never lie on one another.
        return kind == PhotoKind::Board ||
               (!(c.sideUnder != 0 && sideOf(k, c) == c.sideUnder) && !liesUnder(k, c));
    };
    // What of a candidate no chosen card covers, in its own canonical pixels (empty: all).
    const auto uncovered = [&](const Candidate& c) {
        cv::Mat mask(size, CV_8U, cv::Scalar(255));
        for (const size_t k : chosen) {
            if (mayHide(k, c)) {
                paintCover(mask, c.found.corners, candidates[k].found.corners, 0);
            }
        }
        return mask;
    };
    // Whether a candidate can never be taken whatever it looks like: too much of it, or of its
    // printed value, lies under the cards taken (given which of them lie under it, sideUnder).
    const auto neverTaken = [&](const Candidate& c) {
        const cv::Mat h = canonicalToPhoto(c.found.corners, size);
        // The share of `pts` that no card taken covers further in than `edge` of its width.
        const auto free = [&](const std::vector<cv::Point2f>& pts, double edge = 0) {
            if (pts.empty()) {
                return 1.0;
            }
            int n = 0;
            for (const cv::Point2f& p : mapPoints(h, pts)) {
                const bool covered = std::any_of(chosen.begin(), chosen.end(), [&](size_t k) {
                    const Quad& t = candidates[k].found.corners;
                    return mayHide(k, c) && inside(t, p, static_cast<float>(edge * quadWidth(t)));
                });
                n += covered ? 0 : 1;
            }
            return static_cast<double>(n) / static_cast<double>(pts.size());
        };
        // Cards cut from a block lie edge to edge: they overlap nothing already taken. Nor do a
        // board's cards (only a collection's overlap), but for a sliver where a place is cut a
        // little wide.
        double leastFree = 0.2;
        double edge = 0;
        if (c.found.inRow) {
            leastFree = 0.9;
            // (On a board, a card taken may be placed a few pixels wide by its drawing.)
            edge = kind == PhotoKind::Board ? kBoardEdge : 0;
        } else if (kind == PhotoKind::Board) {
            leastFree = kBoardFree;
            edge = kBoardEdge;
        }
        if (free(spread, edge) < leastFree) {
            return true;
        }
        if (!c.found.alone && !valuePoints.empty()) {
            std::vector<cv::Point2f> top;
            std::vector<cv::Point2f> bottom;
            for (const cv::Point2f& p : valuePoints) {
                (p.y < size.height / 2.0F ? top : bottom).push_back(p);
            }
            const double shown =
                std::max(top.size() > valuePoints.size() / 5 ? free(top) : 0.0,
                         bottom.size() > valuePoints.size() / 5 ? free(bottom) : 0.0);
            if (shown < kValueShown) {
                return true;
            }
        }
        return false;
    };
    // A plain back shows no drawing to correlate with (kRowCellStructure): a card cut from a
    // block and read surely as such a back is taken when a face read clearly and taken is of
    // its size (the block was cut at the cards' size: 133003's light grey backs edge to edge
    // with faces). A row of overlapping cards cut at a size the photo misjudged gives pieces
    // that look as much like the back, and smaller (3089005, 3093004).
    const auto plainBackCell = [&](const Candidate& c) {
        if (!matcher.plainBack() || !c.match.faceDown() || c.match.confidence < kSurelyPlainBack) {
            return false;
        }
        const double w = cardWidthOf(c.found.corners);
        return std::any_of(chosen.begin(), chosen.end(), [&](size_t k) {
            const Candidate& t = candidates[k];
            return !t.match.faceDown() && t.match.structure >= kReadClearly &&
                   std::abs(w / cardWidthOf(t.found.corners) - 1) <= kBackCutNeighbourSize;
        });
    };
    // Whether a candidate may still be taken: 1 yes, 0 not now, -1 never (neverTaken; the cards
    // taken only grow).
    const auto admissible = [&](const Candidate& c) {
        if (neverTaken(c)) {
            return -1;
        }
        // A region of one card's shape is a card even when it looks like none of the deck (it
        // is then doubtful); anything else must look like a card, and a card cut from a block
        // of cards clearly so (a block may be cut several ways).
        if (!c.match.isCard && !(c.found.alone && !c.found.inRow && c.found.support > 0.6)) {
            return 0;
        }
        if (!c.found.alone && cardWidth > 0) {
            const double size = cardWidthOf(c.found.corners) / cardWidth;
            if (size < 1 - kSizeTolerance || (!c.found.inRow && size > 1 + kSizeTolerance)) {
                return -1;
            }
        }
        // Next to a card taken, a card has nearly its size (a row seen at a slant changes size
        // little from one card to the next); a piece of a card, or two, does not.
        {
            const cv::Point2f centre = quadCentre(c.found.corners);
            double nearest = std::numeric_limits<double>::max();
            double nearWidth = 0;
            for (const size_t k : chosen) {
                const Quad& t = candidates[k].found.corners;
                const double d = cv::norm(quadCentre(t) - centre);
                if (d < nearest && d < kNeighbourReach * std::max(quadWidth(t), quadHeight(t))) {
                    nearest = d;
                    nearWidth = cardWidthOf(t);
                }
            }
            const double most =
                c.match.faceDown() && c.found.inRow ? kBackCutNeighbourSize : kNeighbourSize;
            if (nearWidth > 0 && std::abs(cardWidthOf(c.found.corners) / nearWidth - 1) > most) {
                return 0;
            }
        }
        if (!c.found.alone) {
            double smallest = smallestWholeFace; // the smallest face shown whole, read clearly
            for (const size_t k : chosen) {
                const Candidate& t = candidates[k];
                if ((t.found.alone || !t.covered) && !t.match.faceDown() &&
                    t.match.structure >= kReadClearly) {
                    const double w = cardWidthOf(t.found.corners);
                    smallest = smallest > 0 ? std::min(smallest, w) : w;
                }
            }
            if (cardWidthOf(c.found.corners) < kFarthestCard * smallest) {
                return 0;
            }
        }
        if (c.found.inRow && c.match.structure < kRowCellStructure && !plainBackCell(c)) {
            return 0;
        }
        if (c.shownOutline < kShownOutline &&
            !(c.match.structure >= kReadClearly && !c.match.faceDown() &&
              c.shownOutline >= kShownOutlineDrawn)) {
            return 0;
        }
        if (c.covered && c.match.structure < kCoveredStructure) {
            return 0;
        }
        // Cards overlap only as a collection is laid out, in rows, cascades and fans, each
        // turned little from the card it lies on: a place over cards surely lying where they
        // were taken (cards of a row, with a neighbour taken; a face read clearly and whole; on
        // a board, any card taken) and lying across every card it overlaps is a card only when
        // it lies whole on top of them (a place across a row or a block of cards, or across a
        // face and the card beside it, is cut from two of them).
        if (!c.found.alone && (c.covered || c.found.support < kWholeOutline)) {
            bool overlapsPlaced = false;
            bool alongOne = false;
            const std::vector<cv::Point2f> points =
                mapPoints(canonicalToPhoto(c.found.corners, size), spread);
            for (const size_t k : chosen) {
                const Quad& t = candidates[k].found.corners;
                const auto inK = std::count_if(points.begin(), points.end(),
                                               [&](cv::Point2f p) { return inside(t, p); });
                if (inK <= kOverlapShare * static_cast<double>(points.size())) {
                    continue;
                }
                alongOne = alongOne || sameTurnWithin(t, c.found.corners, kAcross);
                const CardMatch& read = candidates[k].match;
                overlapsPlaced = overlapsPlaced || kind == PhotoKind::Board ||
                                 (!candidates[k].covered && read.isCard && !read.faceDown() &&
                                  read.structure >= kReadClearly &&
                                  !sameTurnWithin(t, c.found.corners, kCrosswise)) ||
                                 std::any_of(chosen.begin(), chosen.end(), [&](size_t j) {
                                     return j != k && neighbourMove(t, candidates[j].found.corners);
                                 });
            }
            if (overlapsPlaced && !alongOne) {
                return 0;
            }
        }
        return 1;
    };
    // How much of a candidate's outline outside the cards already taken shows as an edge: a
    // card partly under others shows its own outline where it is not covered; a place that
    // straddles a card taken and the table or another card does not. A back's outline runs
    // along its sides: a piece cut from a striped, checked or dotted back, which looks like the
    // back wherever it is cut, finds its pattern's edges crossing its sides (141003). (Not a
    // face's: a dark face on a dark table shows little of its outline, much of it its rounded
    // corners and drawing, 142003; what it shows of its drawing tells a piece.)
    const auto shownOutline = [&](const Candidate& c) {
        const Quad& q = c.found.corners;
        const float margin = static_cast<float>(-0.02 * quadWidth(q));
        int samples = 0;
        return outlineOnEdges(
            q, detection, samples,
            [&](cv::Point2f p) {
                return std::none_of(chosen.begin(), chosen.end(), [&](size_t k) {
                    return mayHide(k, c) && inside(candidates[k].found.corners, p, margin);
                });
            },
            c.match.faceDown());
    };
    // The card taken nearest to candidate `c` on side `side` of it along its row, and how far
    // it lies (candidates.size() when none).
    const auto nearestOnSide = [&](const Candidate& c, int side) {
        std::pair<size_t, double> nearest(candidates.size(), std::numeric_limits<double>::max());
        for (const size_t k : chosen) {
            const double d =
                cv::norm(quadCentre(candidates[k].found.corners) - quadCentre(c.found.corners));
            if (&candidates[k] != &c && sideOf(k, c) == side && d < nearest.second) {
                nearest = {k, d};
            }
        }
        return nearest;
    };
    // Whether candidate `c` may lie on the cards taken on side `side` of it: not when the
    // nearest one's own outline (more than any line across c's face would) or own drawing
    // shows where c would cover it, nor when too little of its outline lies there to tell.
    const auto mayLieOnSide = [&](const Candidate& c, int side) {
        const size_t next = nearestOnSide(c, side).first;
        int samples = 0;
        const double shown =
            outlineAcross(candidates[next].found.corners, c.found.corners, detection, samples);
        return samples >= kLeastOutlineSamples &&
               shown - faceEdgeShare(c.found.corners, detection, size, spread) < kHiddenOutline &&
               !drawingShowsUnder(next, c);
    };
    // The sides of its row a place may lie on (sideUnder: +1 or -1 between neighbours taken on
    // both sides of it, else 0 alone), its row's axis set from its nearest neighbour taken.
    const auto sidesToTry = [&](Candidate& c) {
        c.sideUnder = 0;
        c.rowAxis = {};
        double nearest = std::numeric_limits<double>::max();
        for (const size_t k : chosen) {
            const cv::Point2f d =
                quadCentre(candidates[k].found.corners) - quadCentre(c.found.corners);
            if (&candidates[k] != &c && overlappingNeighbours(candidates[k].found, c.found) &&
                cv::norm(d) < nearest) {
                nearest = cv::norm(d);
                c.rowAxis = d;
            }
        }
        // Cards of a row lie evenly spaced: a place a little off a card taken is that card.
        const double across = nearestOnSide(c, -1).second;
        std::vector<int> sides;
        if (nearest < std::numeric_limits<double>::max() &&
            across < std::numeric_limits<double>::max() &&
            std::abs(across - nearest) < kMidway * (across + nearest)) {
            for (const int side : {1, -1}) {
                if (mayLieOnSide(c, side)) {
                    sides.push_back(side);
                }
            }
        }
        if (sides.empty()) {
            sides.push_back(0);
        }
        return sides;
    };
    // A card partly under cards already taken (a row or fan of a collection) is compared
    // again over what of it shows: compared whole, the card on top of it spoils it.
    // Says whether it did (not when only its bounding box meets the cards taken).
    // A place midway between neighbours taken on both sides of it (a card inside a row) lies
    // on the cards of one side and under those of the other: it is compared each way it may
    // lie, and the way it looks more like a card is kept.
    // `finish`: false while only how much it looks like a card counts (its total, as while a
    // place is moved about): the back's pattern is not looked for, nor its outline measured.
    const auto lookAgain = [&](Candidate& c, bool finish = true) {
        const std::vector<int> sides = sidesToTry(c);
        std::optional<CardMatch> best;
        int bestSide = 0;
        cv::Mat bestShows;
        for (const int side : sides) {
            c.sideUnder = side;
            const cv::Mat shows = uncovered(c);
            if (cv::countNonZero(shows) > 0.97 * static_cast<double>(shows.total())) {
                continue;
            }
            const CardMatch m = matcher.compare(c.canonical, shows, light, lightKnown, true);
            if (!best || m.total > best->total) {
                best = m;
                bestSide = side;
                bestShows = shows;
            }
        }
        c.sideUnder = bestSide;
        if (!best) {
            return false;
        }
        c.match = *best;
        c.covered = true;
        if (finish) {
            c.match = matcher.settleBack(*best, c.canonical, bestShows, light,
                                         cardWidthOf(c.found.corners), seenBack());
            c.score = scoreOf(c);
            c.shownOutline = shownOutline(c);
        }
        return true;
    };
    // A place compared over what the cards taken leave of it, or whole when none covers it.
    const auto lookNow = [&](Candidate& c) {
        if (!lookAgain(c)) {
            lookWhole(c);
        }
    };
    // Whether a place not taken need not be looked at again after the cards taken changed: it
    // can never be taken, whichever side of its row it lies on (a look would change nothing
    // but its own match, and it is shut).
    const auto shutForGood = [&](Candidate& c) {
        const std::vector<int> sides = sidesToTry(c);
        return std::all_of(sides.begin(), sides.end(), [&](int side) {
            c.sideUnder = side;
            return neverTaken(c);
        });
    };
    // A place proposed beside a lone card by its outline alone may lie a border's width off
    // the card (where a neighbour's border is of its own colour, the border's inner side looks
    // like its outline): it is moved and turned a little, and the place where what shows of
    // it looks most like a card of the deck is kept. (Which cards taken lie under it was
    // worked out at the place proposed, and holds for a place a few pixels off.)
    // `sized`: also made larger or smaller (by 5% of a card), and looked at whole when no card
    // taken covers it.
    const auto settleByLook = [&](Candidate& c, bool sized = false) {
        const Quad at = c.found.corners;
        const cv::Point2f centre = quadCentre(at);
        const cv::Point2f across =
            (at[1] - at[0]) * (1 / static_cast<float>(cv::norm(at[1] - at[0])));
        const cv::Point2f along =
            (at[3] - at[0]) * (1 / static_cast<float>(cv::norm(at[3] - at[0])));
        const float w = static_cast<float>(cardWidthOf(at));
        // Moved across the card, along it (card widths) and turned (radians): each in turn by
        // a step either way when that looks more like a card; three times, the steps halved.
        std::array<float, 4> move{0, 0, 0, 0};
        std::array<float, 4> step{0.06F, 0.05F, 0.04F, 0.05F};
        const auto placed = [&](const std::array<float, 4>& m) {
            Quad q = turnedAbout(at, centre, m[2], (across * m[0] + along * m[1]) * w);
            const cv::Point2f middle = quadCentre(q);
            for (cv::Point2f& p : q) {
                p = middle + (p - middle) * (1 + m[3]);
            }
            return q;
        };
        const auto look = [&](bool finish) {
            if (!lookAgain(c, finish)) {
                if (!sized) {
                    return false;
                }
                lookWhole(c);
            }
            return true;
        };
        const Candidate proposed = c;
        double bestTotal = c.match.total;
        bool moved = false;
        for (int pass = 0; pass < 3; ++pass) {
            for (size_t k = 0; k < (sized ? 4U : 3U); ++k) {
                for (const float sign : {1.0F, -1.0F}) {
                    std::array<float, 4> m = move;
                    m[k] += sign * step[k];
                    c.found.corners = placed(m);
                    c.canonical = rectifyCard(bgr, c.found.corners, size);
                    if (look(false) && c.match.total > bestTotal) {
                        bestTotal = c.match.total;
                        move = m;
                        moved = true;
                        break;
                    }
                }
            }
            for (float& s : step) {
                s /= 2;
            }
        }
        c = proposed;
        if (moved) {
            // Looked at again where it was best: the same look, finished.
            c.found.corners = placed(move);
            c.canonical = rectifyCard(bgr, c.found.corners, size);
            look(true);
        }
        c.found.support = wholeOutlineOnEdges(c.found.corners, detection);
    };
    // Best first.
    std::vector<char> open(candidates.size(), 1);
    const auto choose = [&] {
        for (;;) {
            size_t pick = candidates.size();
            for (const size_t i : order) {
                if (!open[i] ||
                    (pick < candidates.size() && candidates[i].score <= candidates[pick].score)) {
                    continue;
                }
                const int ok = admissible(candidates[i]);
                if (ok < 0) {
                    open[i] = 0;
                } else if (ok > 0) {
                    pick = i;
                }
            }
            if (pick == candidates.size() && chosen.empty() && cardWidth > 0) {
                // No place of the size the best places agreed on may be taken: no size is imposed.
                cardWidth = 0;
                std::fill(open.begin(), open.end(), 1);
                continue;
            }
            if (pick == candidates.size()) {
                break;
            }
            chosen.push_back(pick);
            open[pick] = 0;
            const cv::Rect taken = boundsOf(candidates[pick].found.corners);
            std::vector<size_t> again;
            for (size_t j = 0; j < candidates.size(); ++j) {
                Candidate& c = candidates[j];
                if (open[j] && !c.found.inRow && !(boundsOf(c.found.corners) & taken).empty()) {
                    if (shutForGood(c)) {
                        open[j] = 0;
                    } else {
                        again.push_back(j);
                    }
                }
            }
            // Both cores at once: each look changes its own candidate only, and reads the
            // cards taken.
            cv::parallel_for_(cv::Range(0, static_cast<int>(again.size())),
                              [&](const cv::Range& r) {
                                  for (int i = r.start; i < r.end; ++i) {
                                      lookAgain(candidates[again[static_cast<size_t>(i)]]);
                                  }
                              });
        }
    };
    // A place found by the reader (not proposed by the detector), with how much of its outline
    // shows; cut out and looked at by the caller.
    const auto placeAt = [&](const Quad& q) {
        Candidate c;
        c.found.corners = q;
        c.found.support = wholeOutlineOnEdges(q, detection);
        return c;
    };
    const auto follow = [&] {
        // Cards laid in a row, a cascade or a fan repeat one move from each card to the next
        // (a shift, or a turn about a point below a fan): where two cards taken lie like such
        // neighbours, the places further along the same move are looked at too, and taken when
        // they show a card (a card whose outline hides among the others is proposed nowhere else).
        // The top card of a row whose other cards were all missed gives no such pair: the move
        // is looked for from it alone (first round only; only a collection's cards overlap).
        for (int round = 0; round < kFollowRounds; ++round) {
            const size_t before = candidates.size();
            std::vector<Quad> places = placesAlongRows(candidates, chosen, detection);
            const size_t besideLone = before + places.size(); // the first place beside a lone card
            size_t rowsFrom =
                std::numeric_limits<size_t>::max(); // the first place of a row under a card
            if (round == 0 && kind == PhotoKind::Collection) {
                // Not where a row's move leads already: that place is sized by two cards.
                const size_t alongRows = places.size();
                for (const Quad& q : besideLoneCards(candidates, chosen, detection)) {
                    if (std::none_of(places.begin(),
                                     places.begin() + static_cast<std::ptrdiff_t>(alongRows),
                                     [&](const Quad& p) {
                                         return cv::norm(quadCentre(p) - quadCentre(q)) <
                                                0.15 * cardWidthOf(q);
                                     })) {
                        places.push_back(q);
                    }
                }
                rowsFrom = before + places.size();
                // The row under a card seen whole, face or back, told by the region it lies in
                // (not a card cut from a block of cards edge to edge: that block's cards are cut
                // already).
                for (const size_t a : chosen) {
                    const Candidate& top = candidates[a];
                    if (top.covered || !top.match.isCard || top.found.inRow) {
                        continue;
                    }
                    std::vector<Quad> others;
                    for (const size_t b : chosen) {
                        if (b != a) {
                            others.push_back(candidates[b].found.corners);
                        }
                    }
                    for (const Quad& q : rows.under(top.found.corners, others)) {
                        if (!lookedAt(q, candidates, chosen, places)) {
                            places.push_back(q);
                        }
                    }
                }
            }
            for (const Quad& q : places) {
                candidates.push_back(placeAt(ontoItsOwnEdges(grey, q)));
            }
            if (candidates.size() == before) {
                break;
            }
            // Both cores at once. (A row's places lie where its move puts them.)
            cv::parallel_for_(
                cv::Range(static_cast<int>(before), static_cast<int>(candidates.size())),
                [&](const cv::Range& r) {
                    for (int i = r.start; i < r.end; ++i) {
                        Candidate& c = candidates[static_cast<size_t>(i)];
                        c.canonical = rectifyCard(bgr, c.found.corners, size);
                        lookNow(c);
                        if (static_cast<size_t>(i) >= besideLone &&
                            static_cast<size_t>(i) < rowsFrom && c.covered &&
                            c.match.confidence < kSureEnough) {
                            settleByLook(c);
                        }
                    }
                });
            open.resize(candidates.size(), 1);
            for (size_t i = before; i < candidates.size(); ++i) {
                order.push_back(i);
            }
            choose();
        }
    };
    // A place proposed near a card may be a few percent off it, and then look like no card
    // (a side moved onto the edge of the card lying on it, a neighbour's border taken for its
    // outline). Once the cards are taken, the places that look like none over not-table that
    // no card taken explains (a collection's only: a board's cards lie apart) are moved,
    // turned and sized where what shows of them looks most like a card of the deck, and the
    // cards are chosen and followed again.
    //   A card cut from a block of cards edge to edge a few percent off the card (the block's
    // outline a little off, the cards a little apart) looks like a card, but too little so to
    // be taken: it is moved about alike (on a board too), and taken when it then looks clearly
    // like one (`rowCells`).
    const auto nearMisses = [&](bool rowCells) {
        std::vector<size_t> near;
        for (const size_t i : order) {
            const Candidate& c = candidates[i];
            const bool missed =
                rowCells ? c.found.inRow && c.match.isCard && c.match.structure < kRowCellStructure
                         : !c.match.isCard && !c.found.inRow;
            if (!open[i] || !missed || admissible(c) != 0 ||
                !onCards(detection, quadCentre(c.found.corners))) {
                continue;
            }
            const std::vector<cv::Point2f> points =
                mapPoints(canonicalToPhoto(c.found.corners, size), spread);
            const auto unexplained = std::count_if(points.begin(), points.end(), [&](auto p) {
                return onCards(detection, p) &&
                       std::none_of(chosen.begin(), chosen.end(), [&](size_t k) {
                           return inside(candidates[k].found.corners, p);
                       });
            });
            // One place for each card: not one nearly where another is.
            const Quad& q = c.found.corners;
            if (static_cast<double>(unexplained) >=
                    kUnexplained * static_cast<double>(points.size()) &&
                std::none_of(near.begin(), near.end(), [&](size_t j) {
                    const Quad& o = candidates[j].found.corners;
                    return cv::norm(quadCentre(o) - quadCentre(q)) < 0.1 * cardWidthOf(o) &&
                           std::abs(cardWidthOf(q) / cardWidthOf(o) - 1) < 0.1;
                })) {
                near.push_back(i);
            }
        }
        std::stable_sort(near.begin(), near.end(), [&](size_t a, size_t b) {
            return candidates[a].score > candidates[b].score;
        });
        near.resize(std::min(near.size(), kMostNearMisses));
        // Moved as a new place: what was worked out about the place proposed stays its own.
        const size_t before = candidates.size();
        for (const size_t i : near) {
            candidates.push_back(candidates[i]);
            candidates.back().settled = true;
        }
        cv::parallel_for_(cv::Range(static_cast<int>(before), static_cast<int>(candidates.size())),
                          [&](const cv::Range& r) {
                              for (int i = r.start; i < r.end; ++i) {
                                  settleByLook(candidates[static_cast<size_t>(i)], true);
                              }
                          });
        open.resize(candidates.size(), 1);
        for (size_t i = before; i < candidates.size(); ++i) {
            order.push_back(i);
        }
        return candidates.size() > before;
    };
    // The places not taken that `reopen` picks (by number) are opened again and looked at over
    // what the cards taken leave of them (both cores at once), and the cards chosen.
    const auto chooseAgainAmong = [&](const auto& reopen) {
        std::vector<size_t> again;
        for (size_t i = 0; i < candidates.size(); ++i) {
            if (std::find(chosen.begin(), chosen.end(), i) == chosen.end() && reopen(i)) {
                open[i] = shutForGood(candidates[i]) ? 0 : 1;
                if (open[i]) {
                    again.push_back(i);
                }
            }
        }
        cv::parallel_for_(cv::Range(0, static_cast<int>(again.size())), [&](const cv::Range& r) {
            for (int i = r.start; i < r.end; ++i) {
                lookNow(candidates[again[static_cast<size_t>(i)]]);
            }
        });
        choose();
    };
    // How much better the drawing of the card taken b than a's explains where they overlap
    // (see stackingOrder).
    const auto drawingOnTop = [&](size_t a, size_t b) {
        const Candidate& ca = candidates[chosen[a]];
        const Candidate& cb = candidates[chosen[b]];
        if (!ca.match.isCard || !cb.match.isCard) {
            return 0.0;
        }
        return ownDrawingWhereCovered(cb, ca) - ownDrawingWhereCovered(ca, cb);
    };
    // The regions of not-table, numbered (the detector's work pixels), once asked for.
    cv::Mat regions;
    const auto regionsOfThePhoto = [&]() -> const cv::Mat& {
        if (regions.empty()) {
            cv::connectedComponents(detection.foreground, regions, 8, CV_32S);
        }
        return regions;
    };
    // The region a place's centre lies in (0: the table).
    const auto regionOf = [&](const Quad& q) {
        const cv::Mat& numbered = regionsOfThePhoto();
        const cv::Point2f c = quadCentre(q) * static_cast<float>(detection.workScale);
        const cv::Point at(cvRound(c.x), cvRound(c.y));
        return cv::Rect({}, numbered.size()).contains(at) ? numbered.at<int>(at) : 0;
    };
    // How well the cards taken explain region `region`, of the cards lying in it: each point of
    // their outlines that shows (no card over it) scores 1 on an edge running along its side
    // and -1 off one; each card's look (its match's total) scores kLookWeight a unit; what of
    // the region no card covers, and what of the table a card covers, costs kUnexplainedCost
    // for each area of a card's width by an outline point's spacing.
    struct Explanation {
        double score = 0;
        double unexplained = 0; // cards' areas
    };
    const auto explained = [&](int region) {
        std::vector<Quad> quads;
        for (const size_t k : chosen) {
            quads.push_back(candidates[k].found.corners);
        }
        const std::vector<std::vector<char>> above = stackingOrder(quads, detection, drawingOnTop);
        Explanation e;
        double widest = 0; // work pixels
        cv::Mat covered(detection.foreground.size(), CV_8U, cv::Scalar(0));
        for (size_t a = 0; a < quads.size(); ++a) {
            if (regionOf(quads[a]) != region) {
                continue;
            }
            const float margin = static_cast<float>(-0.02 * quadWidth(quads[a]));
            int samples = 0;
            const double shown = outlineOnEdges(
                quads[a], detection, samples,
                [&](cv::Point2f p) {
                    for (size_t b = 0; b < quads.size(); ++b) {
                        if (above[a][b] && inside(quads[b], p, margin)) {
                            return false;
                        }
                    }
                    return true;
                },
                true);
            e.score += samples * (2 * shown - 1) + kLookWeight * candidates[chosen[a]].match.total;
            std::vector<cv::Point> corners;
            for (const cv::Point2f& p : quads[a]) {
                corners.emplace_back(cvRound(p.x * detection.workScale),
                                     cvRound(p.y * detection.workScale));
            }
            cv::fillConvexPoly(covered, corners, cv::Scalar(255));
            widest = std::max(widest, quadWidth(quads[a]) * detection.workScale);
        }
        const cv::Mat inRegion = regionsOfThePhoto() == region;
        const double unexplained = cv::countNonZero(inRegion & ~covered) +
                                   cv::countNonZero(covered & ~detection.foreground);
        const double spacing = std::max(1.0, widest / kOutlinePointsASide);
        e.score -= kUnexplainedCost * unexplained / std::max(1.0, widest * spacing);
        e.unexplained = unexplained / std::max(1.0, widest * widest * profile.cardAspect);
        return e;
    };
    // A row, cascade or fan whose cards were cut wrongly: the places taken first (the
    // best-looking) may be pieces across two cards, and each leaves no place for either card.
    // The detector may also have cut such a row's region as a block of cards edge to edge, a
    // block's length shared out evenly among its cards: a card cut from a block is looked under
    // too (a block cut rightly leaves nothing unexplained). Not a card cut between two seams the
    // photo shows: its sides are seen, not shared out (a calibration grid's cards, tilted, are
    // cut so, and a row laid under one of them read a card twice).
    // Under each card taken whole whose region its cards leave partly unexplained (a tenth
    // of a card or more, kLeftUnexplained), the region is chosen again from each row PhotoRows
    // lays under the card (its places taken in turn from the card, each when it may be, then
    // the best-looking of the region's other places as usual), and the choice that explains
    // the region best is kept, the first one included (a choice made again by
    // kChosenAgainBetterBy at least).
    // Every face is one card of the deck (rules R1): a choice made again that reads more faces
    // twice than the first is not kept (139004: a row laid under the top card read the yellow 3
    // and the yellow 6 both as yellow 5).
    const auto facesReadTwice = [&] {
        std::map<int, int> times;
        int twice = 0;
        for (const size_t k : chosen) {
            const CardMatch& m = candidates[k].match;
            if (readSurelyAsAFace(m) && ++times[m.exemplar] == 2) {
                ++twice;
            }
        }
        return twice;
    };
    const auto tryRows = [&] {
        const std::vector<size_t> tops = chosen;
        for (const size_t a : tops) {
            const Candidate& top = candidates[a];
            if (top.covered || !top.match.isCard || (top.found.inRow && top.found.block < 0) ||
                std::find(chosen.begin(), chosen.end(), a) == chosen.end()) {
                continue;
            }
            const Quad onTop = top.found.corners;
            const int region = regionOf(onTop);
            if (region == 0) {
                continue;
            }
            const Explanation first = explained(region);
            if (first.unexplained < kLeftUnexplained) {
                continue;
            }
            const int firstTwice = facesReadTwice();
            const std::vector<std::vector<Quad>> laid = rows.rowsUnder(onTop, {});
            // As first chosen, and as best chosen yet. (A row's places stay, shut, after the row
            // is given up: what was worked out about each pair of places is kept by its places'
            // numbers.)
            const std::vector<Candidate> firstCandidates = candidates;
            const std::vector<size_t> firstChosen = chosen;
            const std::vector<char> firstOpen = open;
            double best = first.score + kChosenAgainBetterBy;
            std::vector<Candidate> bestCandidates;
            std::vector<size_t> bestChosen;
            std::vector<char> bestOpen;
            const auto restore = [&](const std::vector<Candidate>& c, const std::vector<size_t>& k,
                                     const std::vector<char>& o) {
                std::copy(c.begin(), c.end(), candidates.begin());
                chosen = k;
                open = o;
                open.resize(candidates.size(), 0);
            };
            for (const std::vector<Quad>& row : laid) {
                restore(firstCandidates, firstChosen, firstOpen);
                std::erase_if(chosen, [&](size_t k) {
                    return k != a && regionOf(candidates[k].found.corners) == region;
                });
                for (const Quad& q : row) {
                    candidates.push_back(placeAt(q));
                    candidates.back().canonical = rectifyCard(bgr, q, size);
                    lookNow(candidates.back());
                    order.push_back(candidates.size() - 1);
                    const bool taken = admissible(candidates.back()) > 0;
                    open.push_back(taken ? 0 : 1);
                    if (taken) {
                        chosen.push_back(candidates.size() - 1);
                    }
                }
                chooseAgainAmong([&](size_t i) {
                    return i < firstCandidates.size() &&
                           regionOf(candidates[i].found.corners) == region;
                });
                const double score = explained(region).score;
                if (score > best && facesReadTwice() <= firstTwice) {
                    best = score;
                    bestCandidates = candidates;
                    bestChosen = chosen;
                    bestOpen = open;
                }
            }
            if (bestCandidates.empty()) {
                restore(firstCandidates, firstChosen, firstOpen);
            } else {
                restore(bestCandidates, bestChosen, bestOpen);
            }
        }
    };
    choose();
    follow();
    if (kind == PhotoKind::Collection && nearMisses(false)) {
        choose();
        follow();
    }
    if (nearMisses(true)) {
        choose();
        follow();
    }
    if (kind == PhotoKind::Collection) {
        tryRows();
    }
    // Which card lies on which, and so what of each card shows.
    size_t n = 0;
    std::vector<Quad> quads;
    std::vector<cv::Mat> visible;
    std::vector<double> visibleShare;
    bool apart = true;                    // no card taken covers another
    std::vector<std::vector<char>> above; // above[a][b]: card b lies on card a
    const auto settle = [&] {
        n = chosen.size();
        quads.clear();
        for (const size_t k : chosen) {
            quads.push_back(candidates[k].found.corners);
        }
        above = stackingOrder(quads, detection, drawingOnTop);
        visible.assign(n, cv::Mat());
        visibleShare.assign(n, 1.0);
        for (size_t a = 0; a < n; ++a) {
            cv::Mat mask(size, CV_8U, cv::Scalar(255));
            bool covered = false;
            for (size_t b = 0; b < n; ++b) {
                if (above[a][b]) {
                    paintCover(mask, quads[a], quads[b], 0);
                    covered = true;
                }
            }
            if (covered) {
                visible[a] = mask;
                visibleShare[a] = cv::countNonZero(mask) / static_cast<double>(mask.total());
            }
        }
        apart = std::all_of(visible.begin(), visible.end(),
                            [](const cv::Mat& shows) { return shows.empty(); });
    };
    settle();
    // Read each card over what shows of it; then again knowing this photo's light.
    std::vector<CardMatch> matches(n);
    const auto readAll = [&](cv::Vec2d cast, bool known) {
        cv::parallel_for_(cv::Range(0, static_cast<int>(n)), [&](const cv::Range& r) {
            for (int k = r.start; k < r.end; ++k) {
                const size_t at = static_cast<size_t>(k);
                Candidate& c = candidates[chosen[at]];
                const double across = cardWidthOf(c.found.corners); // photo pixels
                matches[at] =
                    matcher.match(c.canonical, visible[at], cast, known, false, across, seenBack());
                // A cut elsewhere replaces the card's when it scores better; a place that looked
                // like no card becomes one only when it is then clearly a card (a box of colour
                // on paper looks a little like one).
                const auto keepIfBetter = [&](const CardMatch& m, const Quad& q,
                                              const cv::Mat& cut) {
                    if (m.total > matches[at].total &&
                        (matches[at].isCard || m.structure >= kCardOnceCutRight)) {
                        matches[at] = m;
                        c.found.corners = q;
                        c.canonical = cut;
                    }
                };
                if (!known && matches[at].exemplar >= 0 && visible[at].empty()) {
                    // Cut exactly where the card lies: onto the mean face of the type it looks
                    // like (once: the second reading starts from this cut). Not onto the
                    // exemplar itself: laid onto a wrong value, a card looks more like it. Also
                    // a place that looked like no card at all (one proposed a tenth too large and
                    // off correlated 0.3).
                    const std::optional<Quad> aligned =
                        alignCut(c.canonical, matcher.typeFace(matches[at].exemplar),
                                 matches[at].turned, c.found.corners, kAlignReach);
                    if (aligned) {
                        const cv::Mat cut = rectifyCard(bgr, *aligned, size);
                        keepIfBetter(matcher.match(cut, {}, cast, known, false, across, seenBack()),
                                     *aligned, cut);
                    }
                }
                // A card seen whole whose drawing fits the deck's poorly, or not at all, may have
                // been cut inside its border (a border the table's colours explain): it is looked
                // at larger too, once (the second reading starts from the cut kept).
                const bool larger =
                    visible[at].empty() && !known && matches[at].structure < kCardOnceCutRight;
                const bool valueFitsPoorly = matches[at].isCard && !matches[at].faceDown() &&
                                             matches[at].valueScore < kValueFitsPoorly;
                const bool sure = (matches[at].confidence >= kSureEnough && !valueFitsPoorly) ||
                                  (!matches[at].isCard && !larger);
                if (!sure) {
                    // Not sure: the outline may be a few pixels off. The cut-out is moved and
                    // sized by a few percent, and the place where the card looks most like some
                    // card of the deck is kept (each exemplar at its own best place).
                    const cv::Mat toPhoto = canonicalToPhoto(c.found.corners, size);
                    const float w = static_cast<float>(size.width);
                    const float h = static_cast<float>(size.height);
                    // A quick look at each place (drawing and colours, small), then the whole
                    // comparison at the best one.
                    double bestQuick =
                        matcher.compare(c.canonical, visible[at], cast, known, true).total;
                    Quad bestQuad = c.found.corners;
                    cv::Mat bestCut;
                    std::vector<float> scales;
                    if (matches[at].isCard) {
                        scales = {1.0F, 0.97F, 1.03F};
                    }
                    if (larger) {
                        scales.insert(scales.end(), {1.07F, 1.11F});
                    }
                    // Moves (card widths across, heights along): a few pixels either way; and, for
                    // a face seen whole, up to a tenth of a card along one side, as far as a
                    // touching row cut at the wrong seams puts its places when the alignment onto
                    // the type's face does not bring them back (cut so, a dark-bordered yellow 5
                    // and 3 were read surely as 6: the value looked for within a twentieth of its
                    // place).
                    std::vector<cv::Point2f> moves;
                    for (const float dx : {-0.03F, 0.0F, 0.03F}) {
                        for (const float dy : {-0.03F, 0.0F, 0.03F}) {
                            moves.emplace_back(dx, dy);
                        }
                    }
                    if (visible[at].empty() && matches[at].isCard && !matches[at].faceDown()) {
                        for (const float far : {-0.1F, -0.06F, 0.06F, 0.1F}) {
                            moves.emplace_back(far, 0.0F);
                            moves.emplace_back(0.0F, far);
                        }
                    }
                    for (const float sc : scales) {
                        for (const cv::Point2f& d : moves) {
                            if (sc == 1.0F && d == cv::Point2f()) {
                                continue;
                            }
                            const float x0 = w * (0.5F - sc / 2 + d.x);
                            const float y0 = h * (0.5F - sc / 2 + d.y);
                            const std::vector<cv::Point2f> moved =
                                mapPoints(toPhoto, {{x0, y0},
                                                    {x0 + sc * w, y0},
                                                    {x0 + sc * w, y0 + sc * h},
                                                    {x0, y0 + sc * h}});
                            Quad q;
                            std::copy(moved.begin(), moved.end(), q.begin());
                            const cv::Mat cut = rectifyCard(bgr, q, size);
                            const double quick =
                                matcher.compare(cut, visible[at], cast, known, true).total;
                            if (quick > bestQuick) {
                                bestQuick = quick;
                                bestQuad = q;
                                bestCut = cut;
                            }
                        }
                    }
                    if (!bestCut.empty()) {
                        keepIfBetter(matcher.match(bestCut, visible[at], cast, known, false, across,
                                                   seenBack()),
                                     bestQuad, bestCut);
                    }
                }
                // A highlight washes part of a card seen whole out, and may do so toward a lighter
                // type's colours, so that the card is read surely and wrongly: every card apart is
                // read again over what the light leaves (its washed type pixels compared as the
                // exemplar with white added), and taken so, on a tie too, when the rest is clearly
                // this card's drawing (a cut across two cards leaves a bright mark of the other
                // that looks washed out). Not where cards overlap: there a light card over this
                // one looks so too.
                if (matches[at].isCard && apart) {
                    const cv::Mat clear = matcher.withoutGlare(c.canonical, matches[at]);
                    if (!clear.empty()) {
                        const CardMatch m = matcher.settleBack(
                            matcher.compare(c.canonical, clear, cast, known, false, clear == 0),
                            c.canonical, clear, cast, across, seenBack());
                        if (m.confidence >= matches[at].confidence &&
                            m.structure >= kClearDrawing) {
                            matches[at] = m;
                        }
                    }
                }
            }
        });
    };
    readAll({1, 1}, false);
    // Once the cards taken change, each is read again over what the others now leave of it.
    const auto readAgain = [&] {
        settle();
        matches.assign(n, CardMatch());
        readAll({1, 1}, false);
    };
    // A place moved about until it looked like a card (nearMisses) and not read surely as a
    // face is no card: it is left out before the places that looked like none are looked at
    // again in this photo's light, where the place it was moved from may be the back.
    {
        std::vector<size_t> kept;
        std::vector<cv::Rect> left; // where the places left out lie
        for (size_t k = 0; k < n; ++k) {
            const Candidate& c = candidates[chosen[k]];
            if (!c.settled || readSurelyAsAFace(matches[k])) {
                kept.push_back(chosen[k]);
            } else {
                left.push_back(boundsOf(c.found.corners));
            }
        }
        if (!left.empty()) {
            chosen = kept;
            // What it covered may be taken now (not by another place moved about), once looked
            // at again over what the cards taken leave of it.
            chooseAgainAmong([&](size_t i) {
                const Candidate& c = candidates[i];
                const cv::Rect at = boundsOf(c.found.corners);
                return !open[i] && !c.settled &&
                       std::any_of(left.begin(), left.end(),
                                   [&](const cv::Rect& r) { return !(r & at).empty(); });
            });
            readAgain();
        }
    }
    // A place inside a row read as no card, or doubtfully, lies where the row puts it: the
    // cards of a row, cascade or fan lie evenly, so a card between two neighbours lies midway
    // between them (a place followed from a neighbour of another size ends up a tenth off, and
    // a back cut so looks like nothing: 102004). It is read there, over what its neighbours
    // leave of it, and moved there when it looks more like a card there, and no less surely.
    if (kind == PhotoKind::Collection && !apart) {
        bool moved = false;
        for (size_t k = 0; k < n; ++k) {
            if (readSurely(matches[k])) {
                continue;
            }
            const std::optional<Quad> mid = midwayInRow(k, quads, candidates, chosen);
            if (!mid) {
                continue;
            }
            cv::Mat shows(size, CV_8U, cv::Scalar(255));
            for (size_t b = 0; b < n; ++b) {
                if (above[k][b]) {
                    paintCover(shows, *mid, quads[b], 0);
                }
            }
            Candidate& c = candidates[chosen[k]];
            const cv::Mat cut = rectifyCard(bgr, *mid, size);
            const CardMatch m =
                matcher.match(cut, shows, {1, 1}, false, false, cardWidthOf(*mid), seenBack());
            if (m.total > matches[k].total && m.confidence >= matches[k].confidence) {
                c.found.corners = *mid;
                c.canonical = cut;
                moved = true;
            }
        }
        if (moved) {
            readAgain();
        }
    }
    // Two neighbours of a row, cascade or fan, one on the other, may have cards between them
    // that were never taken (a plain back between a purple 5 and a blue 5 on top, 123005; two
    // backs side by side between an orange 4 and a yellow 1, 100011). Where they lie two or
    // three steps of their row apart and no card taken lies where the row puts the cards
    // between, a card at each such place whose outline shows across the one under it, and
    // which what those on top leave of it reads as a card, not doubtfully, is taken, all of
    // them or none (in calibration's light here: a back that reads with a confidence of 0.39
    // so reads surely in this photo's, 130005). Where no third card tells the step (a yellow
    // 3 and a back, the back between them missed, 143005), the counts that fit are tried.
    if (kind == PhotoKind::Collection && !apart) {
        std::vector<Quad> found;
        std::vector<char> left(n, 0); // cards taken that gave way to the places between
        // Whether the card cut as `canonical` at `under`, read as `asRead` over `shows`, reads
        // better with a card at `mid` on it: one back on another (or dark on dark) shows no
        // outline, but the card under shows its own drawing only where the one between leaves
        // it (121005: a back's emblem twice, side by side, read as one back).
        const auto readsBetterUnder = [&](const cv::Mat& canonical, const cv::Mat& shows,
                                          const Quad& under, const CardMatch& asRead,
                                          const Quad& mid) {
            cv::Mat less = shows.clone();
            paintCover(less, under, mid, 0);
            const CardMatch m = matcher.match(canonical, less, {1, 1}, false, false,
                                              cardWidthOf(under), seenBack());
            return m.total - asRead.total > kReadsBetterUnder;
        };
        // Takes the cards at the `steps` - 1 places between `a` and `b`, when each is one.
        // `guessed`: the number of steps is guessed, and each card must then read surely and
        // the one under it better with it on top, its outline shown or not.
        // `giveWay`: cards taken between `a` and `b` that lie where the row puts no card (see
        // below); the places are taken over them, and they are left out.
        const auto takeBetween = [&](size_t a, size_t b, int steps, bool guessed,
                                     const std::vector<size_t>& giveWay) {
            // The places between, from the one on `a` to the one under `b`.
            std::vector<Quad> places;
            for (int i = 1; i < steps; ++i) {
                places.push_back(placeBetween(quads[a], quads[b],
                                              static_cast<float>(i) / static_cast<float>(steps)));
            }
            // A card taken within half a step of a place lies there.
            const double reach =
                std::min(kMidwayReach * cardWidthOf(places.front()),
                         0.5 * cv::norm(quadCentre(quads[a]) - quadCentre(quads[b])) / steps);
            const auto takenNear = [&](const Quad& place) {
                const auto near = [&](const Quad& q) {
                    return cv::norm(quadCentre(q) - quadCentre(place)) < reach;
                };
                for (size_t k = 0; k < n; ++k) {
                    if (near(quads[k]) && !left[k] &&
                        std::find(giveWay.begin(), giveWay.end(), k) == giveWay.end()) {
                        return true;
                    }
                }
                return std::any_of(found.begin(), found.end(), near);
            };
            if (std::any_of(places.begin(), places.end(), takenNear)) {
                return false;
            }
            // What shows of the place `i` with the cards from `from` on on top of it.
            const auto shownOf = [&](size_t i, size_t from) {
                cv::Mat shows(size, CV_8U, cv::Scalar(255));
                for (size_t j = from; j < places.size(); ++j) {
                    paintCover(shows, places[i], places[j], 0);
                }
                paintCover(shows, places[i], quads[b], 0);
                // Where a card on top was found a pixel or two off, its light edge shows.
                cv::erode(shows, shows, cv::Mat(), {-1, -1}, kCoverMargin);
                return shows;
            };
            std::vector<Candidate> between;
            for (size_t i = 0; i < places.size(); ++i) {
                const Quad& mid = places[i];
                CardCandidate place;
                place.corners = mid;
                const bool outlineShows = liesOnNeighbour(
                    place, i == 0 ? candidates[chosen[a]].found : between.back().found, detection,
                    size, spread);
                const cv::Mat shows = shownOf(i, i + 1);
                if (cv::countNonZero(shows) <
                    kLeastShownOfNoCard * static_cast<double>(shows.total())) {
                    break;
                }
                Candidate c;
                c.found = place;
                c.canonical = rectifyCard(bgr, mid, size);
                const CardMatch m = matcher.match(c.canonical, shows, {1, 1}, false, false,
                                                  cardWidthOf(mid), seenBack());
                if (!readSurely(m)) {
                    break;
                }
                if (!outlineShows || guessed) {
                    if (m.confidence < kSureBetweenUnseen) {
                        break;
                    }
                    // The card under: `a`, or the place before this one as it reads
                    // without this one on it.
                    const auto underReadsBetter = [&] {
                        if (i == 0) {
                            const cv::Mat asShown = visible[a].empty()
                                                        ? cv::Mat(size, CV_8U, cv::Scalar(255))
                                                        : visible[a];
                            return readsBetterUnder(candidates[chosen[a]].canonical, asShown,
                                                    quads[a], matches[a], mid);
                        }
                        const cv::Mat under = shownOf(i - 1, i + 1);
                        const CardMatch alone =
                            matcher.match(between.back().canonical, under, {1, 1}, false, false,
                                          cardWidthOf(places[i - 1]), seenBack());
                        return readsBetterUnder(between.back().canonical, under, places[i - 1],
                                                alone, mid);
                    };
                    // A back on a back shows the same pattern with or without it: where cards
                    // give way, the row tells.
                    const bool onBack =
                        i == 0 ? matches[a].faceDown() : between.back().match.faceDown();
                    const bool rowTells = !giveWay.empty() && m.faceDown() && onBack;
                    if (!rowTells && !underReadsBetter()) {
                        break;
                    }
                }
                c.match = m;
                c.covered = true;
                between.push_back(c);
            }
            if (between.size() < places.size()) {
                return false;
            }
            for (Candidate& c : between) {
                found.push_back(c.found.corners);
                candidates.push_back(std::move(c));
                open.push_back(0);
            }
            for (const size_t k : giveWay) {
                left[k] = 1;
            }
            return true;
        };
        for (size_t a = 0; a < n; ++a) {
            for (size_t b = 0; b < n; ++b) {
                // The cards between lie on `a` and under `b`: not when `a` is known to lie on
                // `b` (cards apart may lie either way).
                if (a == b || above[b][a] || left[a] || left[b] ||
                    !overlappingNeighbours(candidates[chosen[a]].found,
                                           candidates[chosen[b]].found)) {
                    continue;
                }
                // The cards taken between the two, along their row.
                const cv::Point2f from = quadCentre(quads[a]);
                const cv::Point2f along = quadCentre(quads[b]) - from;
                const double apartNow = cv::norm(along);
                std::vector<size_t> lyingBetween;
                for (size_t j = 0; j < n; ++j) {
                    const cv::Point2f d = quadCentre(quads[j]) - from;
                    const double t = d.dot(along) / (apartNow * apartNow);
                    if (j != a && j != b && !left[j] && t > 0 && t < 1 &&
                        std::abs(d.cross(along)) / apartNow <=
                            kMidwayReach * cardWidthOf(quads[j])) {
                        lyingBetween.push_back(j);
                    }
                }
                // The numbers of steps of their row the two may lie apart: a step is the least
                // distance from either to a third card beside it, not one of `besides` (and
                // none of those, read surely or not, may give way).
                const auto stepsApart = [&](const std::vector<size_t>& besides, bool& known) {
                    double step = std::numeric_limits<double>::max();
                    for (const size_t end : {a, b}) {
                        for (size_t j = 0; j < n; ++j) {
                            if (j != a && j != b && !left[j] &&
                                std::find(besides.begin(), besides.end(), j) == besides.end() &&
                                (besides.empty() || readSurely(matches[j])) &&
                                overlappingNeighbours(candidates[chosen[j]].found,
                                                      candidates[chosen[end]].found)) {
                                step = std::min(
                                    step, cv::norm(quadCentre(quads[j]) - quadCentre(quads[end])));
                            }
                        }
                    }
                    // Unknown (no third card beside either), the step is tried from the most
                    // steps that fit down, each a neighbour's least shift at least.
                    std::vector<int> tries;
                    known = step < std::numeric_limits<double>::max();
                    if (known) {
                        const int steps = static_cast<int>(std::lround(apartNow / step));
                        if (steps >= 2 && steps <= kMostStepsBetween &&
                            std::abs(apartNow / step - steps) <= kStepsOff) {
                            tries.push_back(steps);
                        }
                    } else {
                        const int most =
                            std::min(kMostStepsBetween,
                                     static_cast<int>(apartNow / (kLeastNeighbourShift *
                                                                  cardWidthOf(quads[a]))));
                        for (int steps = most; steps >= 2; --steps) {
                            tries.push_back(steps);
                        }
                    }
                    return tries;
                };
                bool stepKnown = false;
                bool taken = false;
                for (const int steps : stepsApart({}, stepKnown)) {
                    if (takeBetween(a, b, steps, !stepKnown, {})) {
                        taken = true;
                        break;
                    }
                }
                // Cards taken between them that are each a back (which looks alike wherever it
                // is cut) or read doubtfully or as no card may lie where the row puts no card
                // (two backs side by side read as one lying across both, 115010): where the
                // row, its ends and the third card that tells its step each read surely, puts
                // more cards between than those, they give way to the cards at its places.
                const bool mayGiveWay =
                    !taken && !lyingBetween.empty() && readSurely(matches[a]) &&
                    readSurely(matches[b]) &&
                    std::all_of(lyingBetween.begin(), lyingBetween.end(), [&](size_t j) {
                        return matches[j].faceDown() || !readSurely(matches[j]);
                    });
                if (mayGiveWay) {
                    const std::vector<int> tries = stepsApart(lyingBetween, stepKnown);
                    if (stepKnown && !tries.empty() &&
                        static_cast<size_t>(tries.front() - 1) > lyingBetween.size()) {
                        takeBetween(a, b, tries.front(), false, lyingBetween);
                    }
                }
            }
        }
        if (!found.empty()) {
            std::vector<size_t> kept;
            for (size_t k = 0; k < n; ++k) {
                if (!left[k]) {
                    kept.push_back(chosen[k]);
                }
            }
            chosen = kept;
            for (size_t i = candidates.size() - found.size(); i < candidates.size(); ++i) {
                chosen.push_back(i);
            }
            readAgain();
        }
    }
    std::vector<double> bg;
    std::vector<double> rg;
    for (const CardMatch& m : matches) {
        if (m.isCard && !m.faceDown() && m.confidence > 0.5) {
            bg.push_back(std::log(std::max(1e-3, m.gain[0]) / std::max(1e-3, m.gain[1])));
            rg.push_back(std::log(std::max(1e-3, m.gain[2]) / std::max(1e-3, m.gain[1])));
        }
    }
    const cv::Vec2d cast(std::exp(medianOf(bg)), std::exp(medianOf(rg)));
    const bool faceLight = bg.size() >= 2;
    if (faceLight) {
        light = cast;
        lightKnown = true;
    }
    backSeen = backAsShown(candidates, chosen, matches, visible, visibleShare);
    if (faceLight || backSeen) {
        // A place that looked like no card in calibration's light may be the back in this
        // photo's (a plain back's colour lies far from calibration's in a bluer or warmer
        // light), or like the back as this photo shows it (blurred, lit and exposed alike):
        // each is looked at again so, and the backs it shows may be taken.
        std::vector<size_t> again;
        for (size_t i = 0; i < candidates.size(); ++i) {
            if (open[i] && !candidates[i].match.isCard) {
                again.push_back(i);
            }
        }
        std::vector<char> nowBack(again.size(), 0);
        cv::parallel_for_(cv::Range(0, static_cast<int>(again.size())), [&](const cv::Range& r) {
            for (int j = r.start; j < r.end; ++j) {
                Candidate& c = candidates[again[static_cast<size_t>(j)]];
                const Candidate before = c;
                if (!(c.covered && lookAgain(c))) {
                    lookWhole(c);
                }
                nowBack[static_cast<size_t>(j)] = c.match.faceDown() ? 1 : 0;
                if (!c.match.faceDown()) {
                    c = before; // as it was: only a back may be taken for this light
                }
            }
        });
        const size_t taken = chosen.size();
        // Every other place is as it was, so with no new back nothing more may be taken.
        if (std::find(nowBack.begin(), nowBack.end(), 1) != nowBack.end()) {
            choose();
        }
        if (chosen.size() > taken) {
            readAgain();
        }
    }
    if (faceLight) {
        readAll(cast, true);
    } else if (bg.size() == 1 || backSeen) {
        // One face read surely shows this photo's light well enough to tell a back by its
        // colours (a plain back's colour lies far from calibration's in a bluer or warmer
        // light), not to weigh other faces' colours by. What no face explains is compared again
        // in it, and with the back as this photo shows it, and taken only as the back.
        for (size_t k = 0; k < n; ++k) {
            if (readSurely(matches[k])) {
                continue;
            }
            const Candidate& c = candidates[chosen[k]];
            const CardMatch m = matcher.match(c.canonical, visible[k], cast, !bg.empty(), false,
                                              cardWidthOf(c.found.corners), seenBack());
            if (m.isCard && m.faceDown()) {
                matches[k] = m;
            }
        }
    }
    Reading reading;
    reading.width = static_cast<int>(std::lround(bgr.cols * scale));
    reading.height = static_cast<int>(std::lround(bgr.rows * scale));
    // The value told once more where calibration kept it sharper than the exemplars (both
    // cores at once).
    cv::parallel_for_(cv::Range(0, static_cast<int>(n)), [&](const cv::Range& r) {
        for (int k = r.start; k < r.end; ++k) {
            const size_t at = static_cast<size_t>(k);
            matches[at] = matcher.readValueSharply(
                matches[at], bgr, candidates[chosen[at]].found.corners, visible[at]);
        }
    });
    for (size_t k = 0; k < n; ++k) {
        const Candidate& c = candidates[chosen[k]];
        const CardMatch& m = matches[k];
        if ((!m.isCard && visibleShare[k] < kLeastShownOfNoCard) ||
            (c.settled && !readSurelyAsAFace(m))) {
            continue;
        }
        CardRead read;
        read.visible = visibleShare[k];
        read.confidence = m.isCard ? m.confidence : 0.0;
        read.doubtful = !readSurely(m);
        read.faceDown = m.isCard && m.faceDown();
        if (m.isCard && !m.faceDown()) {
            read.guess = Card::fromIndex(m.exemplar);
            if (!read.doubtful) {
                read.card = read.guess;
            }
        }
        Quad q = c.found.corners;
        if (m.turned) {
            std::rotate(q.begin(), q.begin() + 2, q.end()); // the printed top is the other end
        }
        for (size_t i = 0; i < 4; ++i) {
            read.corners[i] = q[i] * static_cast<float>(scale);
        }
        reading.cards.push_back(read);
    }
    return finishReading(std::move(reading), kind);
}

Result<Reading> readPhoto(std::span<const uchar> photo, const Profile& profile, PhotoKind kind) {
    const Result<LoadedImage> loaded = loadImage(photo);
    if (!loaded) {
        return loaded.error();
    }
    try {
        return readCards(loaded->image, profile, kind, loaded->scale);
    } catch (const cv::Exception& e) {
        return Error::at({}, Fault{FaultKind::PhotoUndecodable, {}, e.what(), {}, 1});
    } catch (const std::bad_alloc&) {
        return Error::at({}, Fault{FaultKind::PhotoOutOfMemory, {}, {}, {}, 1});
    }
}

Result<Reading> readPhotoFile(const std::filesystem::path& photo, const Profile& profile,
                              PhotoKind kind) {
    const Result<std::vector<uchar>> bytes = readFileBytes(photo);
    if (!bytes) {
        return bytes.error();
    }
    return readPhoto(bytes.value(), profile, kind);
}

} // namespace hats::vision
