#include "vision/card_seams.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>
#include <utility>

namespace hats::vision {

namespace {

// The seams' turn is looked for in steps of this many degrees.
constexpr double kTurnStep = 0.5;
// A line is a seam when at least this share of the region's extent along it shows as an edge,
// and a third of what the clearest line shows (cards of rows shifted a little against each
// other show a seam in part only).
constexpr double kSeamShown = 0.15;
// Seams kept each way, the clearest.
constexpr size_t kMostSeams = 24;
// Along a lattice, the next seam lies within this share of a card of where the last step
// says, and a step differs from the first by this share at most (perspective).
constexpr double kStepTolerance = 0.1;
constexpr double kStepDrift = 0.12;
// Lattices proposed: at most kMostLattices, each showing at least kNearlyAsWell of the best.
constexpr size_t kMostLattices = 4;
constexpr double kNearlyAsWell = 0.7;
// A lattice's cards have the deck's shape within this share (perspective).
constexpr double kAspectTolerance = 0.15;
// A card of a lattice lies on the region, and shows each side as an edge at least kSideShown
// of its length (the middle of it; corners may be round), its four sides kCardShown together.
constexpr double kOnRegion = 0.85;
// A block's frame fits a whole number of cards within kFrameFit, and shows each of its sides
// at least kFrameShown as an edge.
constexpr double kFrameFit = 0.06;
// At most this many cards along a block's frame one way, kMostAcross the other.
constexpr double kMostAlong = 12;
constexpr int kMostAcross = 6;
constexpr double kFrameShown = 0.6;
// A frame is cut where its cards repeat the drawing at least this well (correlation).
constexpr double kFrameRepeats = 0.3;
// A straight line further in than kInside of a card from its sides, and shown as an edge
// kCrossing of its length but kCrossingEnds at either end, crosses it (a drawing's frame or
// panel stops short of the card's sides).
constexpr double kInside = 0.2;
// A card of a row or cascade each lying over the last shows between these shares of itself.
constexpr double kLeastShown = 0.15;
constexpr double kMostShown = 0.9;
constexpr double kCrossing = 0.85;
constexpr double kCrossingEnds = 0.03;
// Each side is looked at in this many pieces, each within kReach of a card of the lattice's line.
constexpr int kPieces = 4;
constexpr double kReach = 0.06;
constexpr double kSideShown = 0.5;
constexpr double kCardShown = 0.7;

// The turn (degrees, 0 to 90) of the clearest edges in `grey` where `mask` is set: where their
// gradients point, modulo a right angle, weighted by their strength.
double dominantTurn(const cv::Mat& grey, const cv::Mat& mask) {
    cv::Mat gx;
    cv::Mat gy;
    cv::Sobel(grey, gx, CV_32F, 1, 0);
    cv::Sobel(grey, gy, CV_32F, 0, 1);
    cv::Mat magnitude;
    cv::Mat angle;
    cv::cartToPolar(gx, gy, magnitude, angle, true);
    const int bins = static_cast<int>(90 / kTurnStep);
    std::vector<double> votes(static_cast<size_t>(bins), 0.0);
    for (int y = 0; y < grey.rows; ++y) {
        const float* m = magnitude.ptr<float>(y);
        const float* a = angle.ptr<float>(y);
        const uchar* inside = mask.ptr<uchar>(y);
        for (int x = 0; x < grey.cols; ++x) {
            if (inside[x] != 0 && m[x] > 40) {
                const int bin = static_cast<int>(std::fmod(a[x], 90.0F) / kTurnStep) % bins;
                votes[static_cast<size_t>(bin)] += m[x];
            }
        }
    }
    const auto at = [&](int b) {
        return votes[static_cast<size_t>((b % bins + bins) % bins)];
    };
    std::vector<double> smooth(static_cast<size_t>(bins));
    for (int b = 0; b < bins; ++b) {
        smooth[static_cast<size_t>(b)] =
            at(b - 2) + 2 * at(b - 1) + 3 * at(b) + 2 * at(b + 1) + at(b + 2);
    }
    const int best =
        static_cast<int>(std::max_element(smooth.begin(), smooth.end()) - smooth.begin());
    const double l = smooth[static_cast<size_t>((best + bins - 1) % bins)];
    const double c = smooth[static_cast<size_t>(best)];
    const double r = smooth[static_cast<size_t>((best + 1) % bins)];
    const double curve = l - 2 * c + r;
    const double shift = curve < 0 ? 0.5 * (l - r) / curve : 0.0;
    return (best + 0.5 + shift) * kTurnStep;
}

// The clear lines of a profile (share of each line that shows as an edge): local peaks at
// least kSeamShown and a third of the clearest, the kMostSeams clearest, by position.
std::vector<double> seamsOf(const std::vector<double>& profile) {
    const int n = static_cast<int>(profile.size());
    std::vector<double> smooth(profile.size(), 0.0);
    for (int i = 0; i < n; ++i) {
        const double before = profile[static_cast<size_t>(std::max(0, i - 1))];
        const double after = profile[static_cast<size_t>(std::min(n - 1, i + 1))];
        smooth[static_cast<size_t>(i)] =
            0.25 * before + 0.5 * profile[static_cast<size_t>(i)] + 0.25 * after;
    }
    const double clearest = smooth.empty() ? 0.0 : *std::max_element(smooth.begin(), smooth.end());
    const double least = std::max(kSeamShown, clearest / 3);
    constexpr int kReach = 2;
    std::vector<std::pair<double, double>> peaks; // share, position
    for (int i = 0; i < n; ++i) {
        const double s = smooth[static_cast<size_t>(i)];
        bool peak = s >= least;
        for (int j = std::max(0, i - kReach); peak && j <= std::min(n - 1, i + kReach); ++j) {
            const double o = smooth[static_cast<size_t>(j)];
            peak = j < i ? s > o : s >= o;
        }
        if (peak) {
            peaks.emplace_back(s, i);
        }
    }
    std::sort(peaks.rbegin(), peaks.rend());
    std::vector<double> seams;
    for (size_t i = 0; i < peaks.size() && i < kMostSeams; ++i) {
        seams.push_back(peaks[i].second);
    }
    std::sort(seams.begin(), seams.end());
    return seams;
}

// The seams that follow `seams[start]` both ways about `step` apart (each step within
// kStepDrift of the first, each seam within kStepTolerance of a step of where the last step
// says), in order.
std::vector<double> chainOf(const std::vector<double>& seams, size_t start, double step) {
    std::vector<double> chain = {seams[start]};
    for (const double way : {1.0, -1.0}) {
        double at = seams[start];
        double last = step;
        for (;;) {
            const double expected = at + way * last;
            const auto nearest =
                std::min_element(seams.begin(), seams.end(), [&](double a, double b) {
                    return std::abs(a - expected) < std::abs(b - expected);
                });
            const double took = std::abs(*nearest - at);
            if (std::abs(*nearest - expected) > kStepTolerance * step ||
                std::abs(took / step - 1) > kStepDrift || took <= 0) {
                break;
            }
            last = took;
            at = *nearest;
            chain.push_back(at);
        }
    }
    std::sort(chain.begin(), chain.end());
    return chain;
}

// Sum of a 0/1 picture's integral over a rectangle (clipped to the picture).
int sumOver(const cv::Mat& integral, int x, int y, int w, int h) {
    const int x0 = std::clamp(x, 0, integral.cols - 1);
    const int y0 = std::clamp(y, 0, integral.rows - 1);
    const int x1 = std::clamp(x + w, 0, integral.cols - 1);
    const int y1 = std::clamp(y + h, 0, integral.rows - 1);
    return integral.at<int>(y1, x1) - integral.at<int>(y0, x1) - integral.at<int>(y1, x0) +
           integral.at<int>(y0, x0);
}

// How alike a profile is to itself shifted by `lag`, from `from` to `to` (Pearson's
// correlation; a drawing repeated card after card repeats its lines).
double repetition(const std::vector<double>& profile, double from, double to, double lag) {
    const int a = std::max(0, cvRound(from));
    const int shift = cvRound(lag);
    const int b = std::min(static_cast<int>(profile.size()), cvRound(to)) - shift;
    if (b - a < 3) {
        return 0;
    }
    double sx = 0;
    double sy = 0;
    double sxx = 0;
    double syy = 0;
    double sxy = 0;
    for (int t = a; t < b; ++t) {
        const double x = profile[static_cast<size_t>(t)];
        const double y = profile[static_cast<size_t>(t + shift)];
        sx += x;
        sy += y;
        sxx += x * x;
        syy += y * y;
        sxy += x * y;
    }
    const double n = b - a;
    const double cov = sxy - sx * sy / n;
    const double var = (sxx - sx * sx / n) * (syy - sy * sy / n);
    return var > 0 ? cov / std::sqrt(var) : 0.0;
}

struct Lattice {
    std::vector<std::array<cv::Point2f, 4>> cards; // in the turned picture, TL TR BR BL
    double score = 0;                              // the cards' shown sides, added up
    double step = 0;
    bool lying = false;
};

} // namespace

SeamCards cardsAlongSeams(const cv::Mat& grey, const std::vector<cv::Point>& region, double aspect,
                          double minWidth) {
    if (aspect <= 0 || region.size() < 4 || grey.empty()) {
        return {};
    }
    cv::Rect box = cv::boundingRect(region);
    const int pad = 4 + static_cast<int>(0.05 * std::max(box.width, box.height));
    box = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) &
          cv::Rect(0, 0, grey.cols, grey.rows);
    cv::Mat mask(box.size(), CV_8U, cv::Scalar(0));
    cv::drawContours(mask, std::vector<std::vector<cv::Point>>{region}, 0, cv::Scalar(255),
                     cv::FILLED, cv::LINE_8, cv::noArray(), 0, -box.tl());
    const cv::Mat crop = grey(box);
    // Turn the region so that its seams run along the picture's rows and columns.
    const double turn = dominantTurn(crop, mask);
    const cv::Point2f centre(static_cast<float>(crop.cols) / 2, static_cast<float>(crop.rows) / 2);
    cv::Mat toTurned = cv::getRotationMatrix2D(centre, turn, 1.0);
    const cv::Rect2f bounds =
        cv::RotatedRect(centre, cv::Size2f(crop.size()), static_cast<float>(turn)).boundingRect2f();
    toTurned.at<double>(0, 2) += bounds.width / 2 - centre.x;
    toTurned.at<double>(1, 2) += bounds.height / 2 - centre.y;
    const cv::Size turnedSize(cvCeil(bounds.width), cvCeil(bounds.height));
    cv::Mat turned;
    cv::Mat onRegion;
    cv::warpAffine(crop, turned, toTurned, turnedSize, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    cv::warpAffine(mask, onRegion, toTurned, turnedSize, cv::INTER_NEAREST, cv::BORDER_CONSTANT);
    const cv::Rect extent = cv::boundingRect(onRegion);
    if (extent.width < 2 * minWidth && extent.height < 2 * minWidth) {
        return {};
    }
    // Edges that run down the picture (across a row) and along it, each a pixel wide either way.
    cv::Mat edges;
    cv::Canny(turned, edges, 25, 60);
    cv::Mat dx;
    cv::Mat dy;
    cv::Sobel(turned, dx, CV_16S, 1, 0);
    cv::Sobel(turned, dy, CV_16S, 0, 1);
    cv::Mat near;
    cv::dilate(onRegion, near, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
    edges &= near;
    const cv::Mat steep = cv::abs(dx) > cv::abs(dy);
    cv::Mat down = edges & steep;
    cv::Mat along = edges & ~steep;
    cv::dilate(down, down, cv::getStructuringElement(cv::MORPH_RECT, {3, 1}));
    cv::dilate(along, along, cv::getStructuringElement(cv::MORPH_RECT, {1, 3}));
    // Each column's and row's share of edges over the region's extent.
    cv::Mat columns;
    cv::Mat rows;
    cv::reduce(down(extent) / 255, columns, 0, cv::REDUCE_SUM, CV_32S);
    cv::reduce(along(extent) / 255, rows, 1, cv::REDUCE_SUM, CV_32S);
    std::vector<double> columnShare(static_cast<size_t>(extent.width));
    std::vector<double> rowShare(static_cast<size_t>(extent.height));
    for (int x = 0; x < extent.width; ++x) {
        columnShare[static_cast<size_t>(x)] = columns.at<int>(0, x) / double(extent.height);
    }
    for (int y = 0; y < extent.height; ++y) {
        rowShare[static_cast<size_t>(y)] = rows.at<int>(y, 0) / double(extent.width);
    }
    std::vector<double> xs = seamsOf(columnShare);
    std::vector<double> ys = seamsOf(rowShare);
    for (double& x : xs) {
        x += extent.x;
    }
    for (double& y : ys) {
        y += extent.y;
    }
    cv::Mat downSum;
    cv::Mat alongSum;
    cv::Mat regionSum;
    cv::integral(down / 255, downSum, CV_32S);
    cv::integral(along / 255, alongSum, CV_32S);
    cv::integral(onRegion / 255, regionSum, CV_32S);
    // How much of a side shows as an edge: all but `margin` of it at either end (corners may be
    // round), in `pieces` pieces each at its best
    // place within `reach` across it (cards of a row lie a little off its line, and a photo
    // taken at a slant turns them a little against each other).
    const auto shown = [](const cv::Mat& sum, bool vertical, double at, double from, double to,
                          int reach, int pieces = kPieces, double margin = 0.1) {
        const double piece = (1 - 2 * margin) * (to - from) / pieces;
        const int length = std::max(1, cvRound(piece));
        int hits = 0;
        for (int k = 0; k < pieces; ++k) {
            const int a = cvRound(from + margin * (to - from) + k * piece);
            int best = 0;
            for (int d = -reach; d <= reach; ++d) {
                const int line = cvRound(at) + d;
                best = std::max(best, vertical ? sumOver(sum, line, a, 1, length)
                                               : sumOver(sum, a, line, length, 1));
            }
            hits += best;
        }
        return static_cast<double>(hits) / (pieces * length);
    };
    // Whether a straight line of edges crosses the whole of a place well inside it: the edge of
    // a card lying over another (cards overlapping in a row show one every part of a card),
    // never a seam of cards edge to edge nor a card's own border.
    const auto crossed = [&](double x0, double y0, double x1, double y1) {
        constexpr int kStraight = 1;
        const double w = x1 - x0;
        const double h = y1 - y0;
        return std::any_of(xs.begin(), xs.end(),
                           [&](double x) {
                               return x > x0 + kInside * w && x < x1 - kInside * w &&
                                      shown(downSum, true, x, y0, y1, kStraight, 1,
                                            kCrossingEnds) >= kCrossing;
                           }) ||
               std::any_of(ys.begin(), ys.end(), [&](double y) {
                   return y > y0 + kInside * h && y < y1 - kInside * h &&
                          shown(alongSum, false, y, x0, x1, kStraight, 1, kCrossingEnds) >=
                              kCrossing;
               });
    };
    const auto evaluate = [&](const std::vector<double>& cx, const std::vector<double>& cy,
                              bool lying) {
        Lattice lattice;
        lattice.lying = lying;
        lattice.step = (cx.back() - cx.front()) / static_cast<double>(cx.size() - 1);
        for (size_t i = 0; i + 1 < cx.size(); ++i) {
            for (size_t j = 0; j + 1 < cy.size(); ++j) {
                const double x0 = cx[i];
                const double x1 = cx[i + 1];
                const double y0 = cy[j];
                const double y1 = cy[j + 1];
                const double w = x1 - x0;
                const double h = y1 - y0;
                if (std::abs((lying ? w / h : h / w) / aspect - 1) > kAspectTolerance ||
                    sumOver(regionSum, cvRound(x0), cvRound(y0), cvRound(w), cvRound(h)) <
                        kOnRegion * w * h) {
                    continue;
                }
                const int reach = std::max(2, cvRound(kReach * std::min(w, h)));
                const double sides[4] = {shown(alongSum, false, y0, x0, x1, reach),
                                         shown(downSum, true, x1, y0, y1, reach),
                                         shown(alongSum, false, y1, x0, x1, reach),
                                         shown(downSum, true, x0, y0, y1, reach)};
                const double all = (sides[0] + sides[1] + sides[2] + sides[3]) / 4;
                if (*std::min_element(sides, sides + 4) < kSideShown || all < kCardShown ||
                    crossed(x0, y0, x1, y1)) {
                    continue;
                }
                const auto fx = static_cast<float>(x0);
                const auto fy = static_cast<float>(y0);
                const auto gx = static_cast<float>(x1);
                const auto gy = static_cast<float>(y1);
                lattice.cards.push_back({cv::Point2f(fx, fy), cv::Point2f(gx, fy),
                                         cv::Point2f(gx, gy), cv::Point2f(fx, gy)});
                lattice.score += all;
            }
        }
        return lattice;
    };
    std::set<std::pair<std::vector<double>, std::vector<double>>> tried;
    std::vector<Lattice> lattices;
    for (size_t i = 0; i < xs.size(); ++i) {
        for (size_t j = i + 1; j < xs.size(); ++j) {
            const double step = xs[j] - xs[i];
            if (step < minWidth) {
                continue;
            }
            for (const bool lying : {false, true}) {
                const double wanted = lying ? step / aspect : step * aspect;
                for (size_t k = 0; k < ys.size(); ++k) {
                    for (size_t l = k + 1; l < ys.size(); ++l) {
                        const double rise = ys[l] - ys[k];
                        if (std::abs(rise / wanted - 1) > kAspectTolerance) {
                            continue;
                        }
                        std::vector<double> cx = chainOf(xs, i, step);
                        std::vector<double> cy = chainOf(ys, k, rise);
                        if ((cx.size() - 1) * (cy.size() - 1) < 2 ||
                            !tried.emplace(cx, cy).second) {
                            continue;
                        }
                        Lattice lattice = evaluate(cx, cy, lying);
                        if (lattice.cards.size() >= 2) {
                            lattices.push_back(std::move(lattice));
                        }
                    }
                }
            }
        }
    }
    std::sort(lattices.begin(), lattices.end(),
              [](const Lattice& a, const Lattice& b) { return a.score > b.score; });
    // Light cards edge to edge on each other show no seam, or a faint shadow: the block's frame
    // shows, a whole number of cards long and wide, and is cut evenly (the most cards whose
    // frame shows; what the cards show decides).
    Lattice frame;
    double frameShown = 0;
    const int regionArea = sumOver(regionSum, 0, 0, regionSum.cols, regionSum.rows);
    for (size_t i = 0; i < xs.size(); ++i) {
        for (size_t j = i + 1; j < xs.size(); ++j) {
            const double length = xs[j] - xs[i];
            for (size_t k = 0; k < ys.size(); ++k) {
                for (size_t l = k + 1; l < ys.size(); ++l) {
                    const double breadth = ys[l] - ys[k];
                    for (int across = 1; across <= kMostAcross; ++across) {
                        for (const bool lying : {false, true}) {
                            const double side = breadth / across;
                            const double step = lying ? side * aspect : side / aspect;
                            const double along = std::round(length / step);
                            if (along * across < 2 || along > kMostAlong ||
                                std::min(side, step) < minWidth ||
                                std::abs(length / (along * step) - 1) > kFrameFit) {
                                continue;
                            }
                            const int reach = std::max(2, cvRound(kReach * std::min(side, step)));
                            const double sides[4] = {
                                shown(alongSum, false, ys[k], xs[i], xs[j], reach),
                                shown(downSum, true, xs[j], ys[k], ys[l], reach),
                                shown(alongSum, false, ys[l], xs[i], xs[j], reach),
                                shown(downSum, true, xs[i], ys[k], ys[l], reach)};
                            const auto cards = static_cast<size_t>(along) * across;
                            if (*std::min_element(sides, sides + 4) < kFrameShown) {
                                continue;
                            }
                            // The cut whose cards repeat the drawing best.
                            double repeats = 0;
                            int ways = 0;
                            if (along >= 2) {
                                repeats += repetition(columnShare, xs[i] - extent.x,
                                                      xs[j] - extent.x, length / along);
                                ++ways;
                            }
                            if (across >= 2) {
                                repeats += repetition(rowShare, ys[k] - extent.y, ys[l] - extent.y,
                                                      breadth / across);
                                ++ways;
                            }
                            const double repeated = repeats / ways;
                            // The frame round the whole block first (not one round a band of
                            // its drawing), then the cut that repeats the drawing best.
                            const double all =
                                length * breadth / std::max(1, regionArea) + 0.5 * repeated;
                            if (repeated < kFrameRepeats || all <= frameShown) {
                                continue;
                            }
                            Lattice cut;
                            cut.lying = lying;
                            cut.step = length / along;
                            const double rise = breadth / across;
                            for (int a = 0; a < static_cast<int>(along); ++a) {
                                for (int b = 0; b < across; ++b) {
                                    const auto x0 = static_cast<float>(xs[i] + a * cut.step);
                                    const auto y0 = static_cast<float>(ys[k] + b * rise);
                                    const auto x1 = static_cast<float>(x0 + cut.step);
                                    const auto y1 = static_cast<float>(y0 + rise);
                                    if (sumOver(regionSum, cvRound(x0), cvRound(y0),
                                                cvRound(cut.step),
                                                cvRound(rise)) >= kOnRegion * cut.step * rise &&
                                        !crossed(x0, y0, x1, y1)) {
                                        cut.cards.push_back(
                                            {cv::Point2f(x0, y0), cv::Point2f(x1, y0),
                                             cv::Point2f(x1, y1), cv::Point2f(x0, y1)});
                                    }
                                }
                            }
                            if (cut.cards.size() == cards) {
                                frame = std::move(cut);
                                frameShown = all;
                            }
                        }
                    }
                }
            }
        }
    }
    // The lattices that show nearly as well as the best: a bordered card shows two seams a
    // card apart on each side (its outer edge and its panel's), a glare spot hides some.
    std::vector<const Lattice*> kept;
    for (const Lattice& lattice : lattices) {
        if (kept.size() < kMostLattices && lattice.score >= kNearlyAsWell * lattices[0].score) {
            kept.push_back(&lattice);
        }
    }
    if (!frame.cards.empty()) {
        kept.push_back(&frame);
    }
    // Rows and cascades of cards each lying over the last (or each under it): the near side of
    // every card repeats a step shorter than a card along the row, the row's sides show along
    // it, and the card on top shows its far side a card beyond its near one. The card's size
    // comes from the row's breadth (the deck's shape), whatever size cards lying alone say.
    std::vector<Lattice> overlapping;
    const auto rowsAlong = [&](const std::vector<double>& along, const std::vector<double>& across,
                               bool alongX) {
        const cv::Mat& nearSum = alongX ? downSum : alongSum;
        const cv::Mat& sideSum = alongX ? alongSum : downSum;
        std::set<std::vector<double>> triedRows;
        for (size_t k = 0; k < across.size(); ++k) {
            for (size_t l = k + 1; l < across.size(); ++l) {
                const double breadth = across[l] - across[k];
                for (const bool lying : {false, true}) {
                    const double card = alongX != lying ? breadth / aspect : breadth * aspect;
                    if (std::min(card, breadth) < minWidth) {
                        continue;
                    }
                    const int reach = std::max(2, cvRound(kReach * std::min(card, breadth)));
                    // A card's place on the turned picture, from `a` to `b` along the row.
                    const auto place = [&](double a, double b) {
                        const auto p = static_cast<float>(a);
                        const auto q = static_cast<float>(b);
                        const auto u = static_cast<float>(across[k]);
                        const auto v = static_cast<float>(across[l]);
                        return alongX ? std::array<cv::Point2f, 4>{cv::Point2f(p, u),
                                                                   cv::Point2f(q, u),
                                                                   cv::Point2f(q, v),
                                                                   cv::Point2f(p, v)}
                                      : std::array<cv::Point2f, 4>{
                                            cv::Point2f(u, p), cv::Point2f(v, p), cv::Point2f(v, q),
                                            cv::Point2f(u, q)};
                    };
                    // How much of the stretch from `a` to `b` along the row shows its sides and
                    // its edge at `a` (and at `b` for the card on top); 0 when any side fails.
                    const auto strip = [&](double a, double b, bool whole) {
                        const double lo = std::min(a, b);
                        const double hi = std::max(a, b);
                        std::vector<double> sides = {
                            shown(sideSum, !alongX, across[k], lo, hi, reach),
                            shown(sideSum, !alongX, across[l], lo, hi, reach),
                            shown(nearSum, alongX, a, across[k], across[l], reach)};
                        if (whole) {
                            sides.push_back(shown(nearSum, alongX, b, across[k], across[l], reach));
                        }
                        const auto onRegion = place(lo, hi);
                        const double area = (hi - lo) * breadth;
                        if (*std::min_element(sides.begin(), sides.end()) < kSideShown ||
                            sumOver(regionSum, cvRound(onRegion[0].x), cvRound(onRegion[0].y),
                                    cvRound(onRegion[2].x - onRegion[0].x),
                                    cvRound(onRegion[2].y - onRegion[0].y)) < kOnRegion * area) {
                            return 0.0;
                        }
                        return std::accumulate(sides.begin(), sides.end(), 0.0) /
                               static_cast<double>(sides.size());
                    };
                    for (size_t i = 0; i < along.size(); ++i) {
                        for (size_t j = i + 1; j < along.size(); ++j) {
                            const double step = along[j] - along[i];
                            if (step < kLeastShown * card || step > kMostShown * card) {
                                continue;
                            }
                            const std::vector<double> chain = chainOf(along, i, step);
                            if (chain.size() < 2 || !triedRows.insert(chain).second) {
                                continue;
                            }
                            // Further along on top (the last card whole), or the other way.
                            for (const double way : {1.0, -1.0}) {
                                const double top = way > 0 ? chain.back() : chain.front();
                                const double far = top + way * card;
                                const auto beyond = std::min_element(
                                    along.begin(), along.end(), [&](double a, double b) {
                                        return std::abs(a - far) < std::abs(b - far);
                                    });
                                if (std::abs(*beyond - far) > kStepTolerance * card) {
                                    continue;
                                }
                                Lattice row;
                                row.step = card;
                                row.lying = lying;
                                bool shows = true;
                                const size_t n = chain.size();
                                for (size_t m = 0; m < n && shows; ++m) {
                                    const size_t at = way > 0 ? m : n - 1 - m;
                                    const double nearSide = chain[at];
                                    const bool last = m + 1 == n;
                                    const double farSide = last ? *beyond : chain[at] + way * card;
                                    const double next =
                                        last ? *beyond : chain[way > 0 ? at + 1 : at - 1];
                                    const double seen = strip(nearSide, next, last);
                                    shows = seen > 0;
                                    row.score += seen;
                                    row.cards.push_back(place(std::min(nearSide, farSide),
                                                              std::max(nearSide, farSide)));
                                }
                                if (shows) {
                                    overlapping.push_back(std::move(row));
                                }
                            }
                        }
                    }
                }
            }
        }
    };
    rowsAlong(xs, ys, true);
    rowsAlong(ys, xs, false);
    std::sort(overlapping.begin(), overlapping.end(),
              [](const Lattice& a, const Lattice& b) { return a.score > b.score; });
    cv::Mat back;
    cv::invertAffineTransform(toTurned, back);
    // Each place once, in the photo's pixels.
    const auto inPhoto = [&](const std::vector<const Lattice*>& lattices) {
        std::vector<Quad> cards;
        for (const Lattice* lattice : lattices) {
            for (const auto& card : lattice->cards) {
                std::vector<cv::Point2f> corners(card.begin(), card.end());
                cv::transform(corners, corners, back);
                for (cv::Point2f& p : corners) {
                    p += cv::Point2f(box.tl());
                }
                const Quad q = orderUpright(corners);
                const auto same = [&](const Quad& o) {
                    return cv::norm(quadCentre(o) - quadCentre(q)) <
                               kStepTolerance * std::min(quadWidth(q), quadHeight(q)) &&
                           std::abs(quadWidth(o) / quadWidth(q) - 1) < kStepTolerance;
                };
                if (std::none_of(cards.begin(), cards.end(), same)) {
                    cards.push_back(q);
                }
            }
        }
        return cards;
    };
    std::vector<const Lattice*> keptRows;
    for (const Lattice& row : overlapping) {
        if (keptRows.size() < kMostLattices && row.score >= kNearlyAsWell * overlapping[0].score) {
            keptRows.push_back(&row);
        }
    }
    return {inPhoto(kept), inPhoto(keptRows)};
}

} // namespace hats::vision
