#include "vision/card_seams.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <numeric>
#include <optional>
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
// A card of a lattice lies on the region (kOnRegion of it), and shows each side as an edge at
// least kSideShown of its length (the middle of it; corners may be round), its four sides
// kCardShown together. Each side is looked at in kPieces pieces, each within kReach of a card
// of the lattice's line.
constexpr double kOnRegion = 0.85;
constexpr double kSideShown = 0.5;
constexpr double kCardShown = 0.7;
constexpr int kPieces = 4;
constexpr double kReach = 0.06;
// A straight line further in than kInside of a card from its sides, and shown as an edge
// kCrossing of its length but kCrossingEnds at either end, crosses it (a drawing's frame or
// panel stops short of the card's sides).
constexpr double kInside = 0.2;
constexpr double kCrossing = 0.85;
constexpr double kCrossingEnds = 0.03;
// A block's frame fits a whole number of cards within kFrameFit (at most kMostAlong one way,
// kMostAcross the other), and shows each of its sides at least kFrameShown as an edge.
constexpr double kFrameFit = 0.06;
constexpr double kMostAlong = 12;
constexpr int kMostAcross = 6;
constexpr double kFrameShown = 0.6;
// A frame is cut where its cards repeat the drawing at least this well (correlation).
constexpr double kFrameRepeats = 0.3;
// A card of a row or cascade each lying over the last shows between these shares of itself.
constexpr double kLeastShown = 0.15;
constexpr double kMostShown = 0.9;

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
    constexpr int kPeakReach = 2; // a peak is the highest this many lines either way
    std::vector<std::pair<double, double>> peaks; // share, position
    for (int i = 0; i < n; ++i) {
        const double s = smooth[static_cast<size_t>(i)];
        bool peak = s >= least;
        for (int j = std::max(0, i - kPeakReach); peak && j <= std::min(n - 1, i + kPeakReach);
             ++j) {
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
};

// Best first.
void sortByScore(std::vector<Lattice>& lattices) {
    std::sort(lattices.begin(), lattices.end(),
              [](const Lattice& a, const Lattice& b) { return a.score > b.score; });
}

// A place on the turned picture from (x0, y0) to (x1, y1), TL TR BR BL.
std::array<cv::Point2f, 4> placeOf(double x0, double y0, double x1, double y1) {
    const auto fx = static_cast<float>(x0);
    const auto fy = static_cast<float>(y0);
    const auto gx = static_cast<float>(x1);
    const auto gy = static_cast<float>(y1);
    return {cv::Point2f(fx, fy), cv::Point2f(gx, fy), cv::Point2f(gx, gy), cv::Point2f(fx, gy)};
}

// A region turned so that its seams run along the picture's rows and columns, and what shows
// there.
struct Turned {
    cv::Rect box;      // the region's box in the photo
    cv::Mat toTurned;  // from the box to the turned picture
    cv::Rect extent;   // of the region in the turned picture
    cv::Mat downSum;   // integral of the edges running down the picture (across a row)
    cv::Mat alongSum;  // and of those running along it
    cv::Mat regionSum; // and of the region
    std::vector<double> columnShare; // each column's share of edges down the region's extent
    std::vector<double> rowShare;    // each row's along it
    std::vector<double> xs;          // the seams down the picture, by position
    std::vector<double> ys;          // and along it

    // How much of a side (down the picture at x = `at`, or along it at y = `at`, from `from`
    // to `to`) shows as an edge: all but `margin` of it at either end (corners may be round),
    // in `pieces` pieces each at its best place within `reach` across it (cards of a row lie a
    // little off its line, and a photo taken at a slant turns them a little against each
    // other).
    double shown(bool down, double at, double from, double to, int reach, int pieces = kPieces,
                 double margin = 0.1) const {
        const cv::Mat& sum = down ? downSum : alongSum;
        const double piece = (1 - 2 * margin) * (to - from) / pieces;
        const int length = std::max(1, cvRound(piece));
        int hits = 0;
        for (int k = 0; k < pieces; ++k) {
            const int a = cvRound(from + margin * (to - from) + k * piece);
            int best = 0;
            for (int d = -reach; d <= reach; ++d) {
                const int line = cvRound(at) + d;
                best = std::max(best, down ? sumOver(sum, line, a, 1, length)
                                           : sumOver(sum, a, line, length, 1));
            }
            hits += best;
        }
        return static_cast<double>(hits) / (pieces * length);
    }

    // Whether the place from (x0, y0) to (x1, y1) lies on the region.
    bool onRegion(double x0, double y0, double x1, double y1) const {
        return sumOver(regionSum, cvRound(x0), cvRound(y0), cvRound(x1 - x0), cvRound(y1 - y0)) >=
               kOnRegion * (x1 - x0) * (y1 - y0);
    }

    // Whether a straight line of edges crosses the whole of a place well inside it: the edge of
    // a card lying over another (cards overlapping in a row show one every part of a card),
    // never a seam of cards edge to edge nor a card's own border.
    bool crossed(double x0, double y0, double x1, double y1) const {
        constexpr int kStraight = 1;
        const double w = x1 - x0;
        const double h = y1 - y0;
        return std::any_of(xs.begin(), xs.end(),
                           [&](double x) {
                               return x > x0 + kInside * w && x < x1 - kInside * w &&
                                      shown(true, x, y0, y1, kStraight, 1, kCrossingEnds) >=
                                          kCrossing;
                           }) ||
               std::any_of(ys.begin(), ys.end(), [&](double y) {
                   return y > y0 + kInside * h && y < y1 - kInside * h &&
                          shown(false, y, x0, x1, kStraight, 1, kCrossingEnds) >= kCrossing;
               });
    }
};

// The region of `grey` within `region` turned to the main direction of its edges, its edges
// each way, and its seams; nothing when it is too small for two cards.
std::optional<Turned> turnRegion(const cv::Mat& grey, const std::vector<cv::Point>& region,
                                 double minWidth) {
    Turned t;
    t.box = cv::boundingRect(region);
    const int pad = 4 + static_cast<int>(0.05 * std::max(t.box.width, t.box.height));
    t.box = cv::Rect(t.box.x - pad, t.box.y - pad, t.box.width + 2 * pad, t.box.height + 2 * pad) &
            cv::Rect(0, 0, grey.cols, grey.rows);
    cv::Mat mask(t.box.size(), CV_8U, cv::Scalar(0));
    cv::drawContours(mask, std::vector<std::vector<cv::Point>>{region}, 0, cv::Scalar(255),
                     cv::FILLED, cv::LINE_8, cv::noArray(), 0, -t.box.tl());
    const cv::Mat crop = grey(t.box);
    const double turn = dominantTurn(crop, mask);
    const cv::Point2f centre(static_cast<float>(crop.cols) / 2, static_cast<float>(crop.rows) / 2);
    t.toTurned = cv::getRotationMatrix2D(centre, turn, 1.0);
    const cv::Rect2f bounds =
        cv::RotatedRect(centre, cv::Size2f(crop.size()), static_cast<float>(turn)).boundingRect2f();
    t.toTurned.at<double>(0, 2) += bounds.width / 2 - centre.x;
    t.toTurned.at<double>(1, 2) += bounds.height / 2 - centre.y;
    const cv::Size turnedSize(cvCeil(bounds.width), cvCeil(bounds.height));
    cv::Mat turned;
    cv::Mat onRegion;
    cv::warpAffine(crop, turned, t.toTurned, turnedSize, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    cv::warpAffine(mask, onRegion, t.toTurned, turnedSize, cv::INTER_NEAREST, cv::BORDER_CONSTANT);
    t.extent = cv::boundingRect(onRegion);
    if (t.extent.width < 2 * minWidth && t.extent.height < 2 * minWidth) {
        return std::nullopt;
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
    cv::reduce(down(t.extent) / 255, columns, 0, cv::REDUCE_SUM, CV_32S);
    cv::reduce(along(t.extent) / 255, rows, 1, cv::REDUCE_SUM, CV_32S);
    t.columnShare.resize(static_cast<size_t>(t.extent.width));
    t.rowShare.resize(static_cast<size_t>(t.extent.height));
    for (int x = 0; x < t.extent.width; ++x) {
        t.columnShare[static_cast<size_t>(x)] = columns.at<int>(0, x) / double(t.extent.height);
    }
    for (int y = 0; y < t.extent.height; ++y) {
        t.rowShare[static_cast<size_t>(y)] = rows.at<int>(y, 0) / double(t.extent.width);
    }
    t.xs = seamsOf(t.columnShare);
    t.ys = seamsOf(t.rowShare);
    for (double& x : t.xs) {
        x += t.extent.x;
    }
    for (double& y : t.ys) {
        y += t.extent.y;
    }
    cv::integral(down / 255, t.downSum, CV_32S);
    cv::integral(along / 255, t.alongSum, CV_32S);
    cv::integral(onRegion / 255, t.regionSum, CV_32S);
    return t;
}

// The cards of the lattice made by the seams `cx` down and `cy` along the picture (the cards
// upright or `lying`) that show all four sides and that nothing crosses.
Lattice latticeOf(const Turned& t, const std::vector<double>& cx, const std::vector<double>& cy,
                  bool lying, double aspect) {
    Lattice lattice;
    for (size_t i = 0; i + 1 < cx.size(); ++i) {
        for (size_t j = 0; j + 1 < cy.size(); ++j) {
            const double x0 = cx[i];
            const double x1 = cx[i + 1];
            const double y0 = cy[j];
            const double y1 = cy[j + 1];
            const double w = x1 - x0;
            const double h = y1 - y0;
            if (std::abs((lying ? w / h : h / w) / aspect - 1) > kAspectTolerance ||
                !t.onRegion(x0, y0, x1, y1)) {
                continue;
            }
            const int reach = std::max(2, cvRound(kReach * std::min(w, h)));
            const double sides[4] = {
                t.shown(false, y0, x0, x1, reach), t.shown(true, x1, y0, y1, reach),
                t.shown(false, y1, x0, x1, reach), t.shown(true, x0, y0, y1, reach)};
            const double all = (sides[0] + sides[1] + sides[2] + sides[3]) / 4;
            if (*std::min_element(sides, sides + 4) < kSideShown || all < kCardShown ||
                t.crossed(x0, y0, x1, y1)) {
                continue;
            }
            lattice.cards.push_back(placeOf(x0, y0, x1, y1));
            lattice.score += all;
        }
    }
    return lattice;
}

// Every lattice of seams a card's width apart one way and its height the other (upright or
// lying) that shows two cards or more, best first.
std::vector<Lattice> seamLattices(const Turned& t, double aspect, double minWidth) {
    const std::vector<double>& xs = t.xs;
    const std::vector<double>& ys = t.ys;
    std::set<std::pair<std::vector<double>, std::vector<double>>> tried;
    std::vector<Lattice> lattices;
    for (size_t i = 0; i < xs.size(); ++i) {
        for (size_t j = i + 1; j < xs.size(); ++j) {
            const double step = xs[j] - xs[i];
            if (step < minWidth) {
                continue;
            }
            const std::vector<double> cx = chainOf(xs, i, step);
            for (const bool lying : {false, true}) {
                const double wanted = lying ? step / aspect : step * aspect;
                for (size_t k = 0; k < ys.size(); ++k) {
                    for (size_t l = k + 1; l < ys.size(); ++l) {
                        const double rise = ys[l] - ys[k];
                        if (std::abs(rise / wanted - 1) > kAspectTolerance) {
                            continue;
                        }
                        const std::vector<double> cy = chainOf(ys, k, rise);
                        if ((cx.size() - 1) * (cy.size() - 1) < 2 ||
                            !tried.emplace(cx, cy).second) {
                            continue;
                        }
                        Lattice lattice = latticeOf(t, cx, cy, lying, aspect);
                        if (lattice.cards.size() >= 2) {
                            lattices.push_back(std::move(lattice));
                        }
                    }
                }
            }
        }
    }
    sortByScore(lattices);
    return lattices;
}

// Light cards edge to edge on each other show no seam, or a faint shadow: the block's frame
// shows, a whole number of cards long and wide, and is cut evenly. The frame round the most
// of the region first (not one round a band of its drawing), then the cut whose cards repeat
// the drawing best; no cards when no frame shows so.
Lattice blockFrame(const Turned& t, double aspect, double minWidth) {
    const std::vector<double>& xs = t.xs;
    const std::vector<double>& ys = t.ys;
    Lattice frame;
    double frameShown = 0;
    const int regionArea = sumOver(t.regionSum, 0, 0, t.regionSum.cols, t.regionSum.rows);
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
                            const double sides[4] = {t.shown(false, ys[k], xs[i], xs[j], reach),
                                                     t.shown(true, xs[j], ys[k], ys[l], reach),
                                                     t.shown(false, ys[l], xs[i], xs[j], reach),
                                                     t.shown(true, xs[i], ys[k], ys[l], reach)};
                            if (*std::min_element(sides, sides + 4) < kFrameShown) {
                                continue;
                            }
                            double repeats = 0;
                            int ways = 0;
                            if (along >= 2) {
                                repeats += repetition(t.columnShare, xs[i] - t.extent.x,
                                                      xs[j] - t.extent.x, length / along);
                                ++ways;
                            }
                            if (across >= 2) {
                                repeats += repetition(t.rowShare, ys[k] - t.extent.y,
                                                      ys[l] - t.extent.y, breadth / across);
                                ++ways;
                            }
                            const double repeated = repeats / ways;
                            const double all =
                                length * breadth / std::max(1, regionArea) + 0.5 * repeated;
                            if (repeated < kFrameRepeats || all <= frameShown) {
                                continue;
                            }
                            Lattice cut;
                            const double cardStep = length / along;
                            const double rise = breadth / across;
                            for (int a = 0; a < static_cast<int>(along); ++a) {
                                for (int b = 0; b < across; ++b) {
                                    const auto x0 = static_cast<float>(xs[i] + a * cardStep);
                                    const auto y0 = static_cast<float>(ys[k] + b * rise);
                                    const auto x1 = static_cast<float>(x0 + cardStep);
                                    const auto y1 = static_cast<float>(y0 + rise);
                                    if (t.onRegion(x0, y0, x0 + cardStep, y0 + rise) &&
                                        !t.crossed(x0, y0, x1, y1)) {
                                        cut.cards.push_back(placeOf(x0, y0, x1, y1));
                                    }
                                }
                            }
                            if (cut.cards.size() == static_cast<size_t>(along) * across) {
                                frame = std::move(cut);
                                frameShown = all;
                            }
                        }
                    }
                }
            }
        }
    }
    return frame;
}

// Rows (`alongX`: along the picture) or cascades (down it) of cards each lying over the last
// (or each under it): the near side of every card repeats a step shorter than a card along
// the row, the row's sides show along it, and the card on top shows its far side a card
// beyond its near one. The card's size comes from the row's breadth (the deck's shape),
// whatever size cards lying alone say. Every row whose cards all show so.
std::vector<Lattice> overlappingRows(const Turned& t, bool alongX, double aspect, double minWidth) {
    const std::vector<double>& along = alongX ? t.xs : t.ys;
    const std::vector<double>& across = alongX ? t.ys : t.xs;
    std::vector<Lattice> rows;
    std::set<std::vector<double>> tried;
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
                    return alongX ? placeOf(a, across[k], b, across[l])
                                  : placeOf(across[k], a, across[l], b);
                };
                // How much of the stretch from `a` to `b` along the row shows its sides and its
                // edge at `a` (and at `b` for the card on top); 0 when any side fails.
                const auto strip = [&](double a, double b, bool whole) {
                    const double lo = std::min(a, b);
                    const double hi = std::max(a, b);
                    std::vector<double> sides = {t.shown(!alongX, across[k], lo, hi, reach),
                                                 t.shown(!alongX, across[l], lo, hi, reach),
                                                 t.shown(alongX, a, across[k], across[l], reach)};
                    if (whole) {
                        sides.push_back(t.shown(alongX, b, across[k], across[l], reach));
                    }
                    const auto stretch = place(lo, hi);
                    if (*std::min_element(sides.begin(), sides.end()) < kSideShown ||
                        !t.onRegion(stretch[0].x, stretch[0].y, stretch[2].x, stretch[2].y)) {
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
                        if (chain.size() < 2 || !tried.insert(chain).second) {
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
                                rows.push_back(std::move(row));
                            }
                        }
                    }
                }
            }
        }
    }
    return rows;
}

// The lattices that show nearly as well as the best, kMostLattices at most (of `sorted`, best
// first): a bordered card shows two seams a card apart on each side (its outer edge and its
// panel's), a glare spot hides some.
std::vector<const Lattice*> nearlyTheBest(const std::vector<Lattice>& sorted) {
    std::vector<const Lattice*> kept;
    for (const Lattice& lattice : sorted) {
        if (kept.size() < kMostLattices && lattice.score >= kNearlyAsWell * sorted[0].score) {
            kept.push_back(&lattice);
        }
    }
    return kept;
}

// The cards of `lattices` in the photo's pixels, each place once.
std::vector<Quad> inPhoto(const Turned& t, const std::vector<const Lattice*>& lattices) {
    cv::Mat back;
    cv::invertAffineTransform(t.toTurned, back);
    std::vector<Quad> cards;
    for (const Lattice* lattice : lattices) {
        for (const auto& card : lattice->cards) {
            std::vector<cv::Point2f> corners(card.begin(), card.end());
            cv::transform(corners, corners, back);
            for (cv::Point2f& p : corners) {
                p += cv::Point2f(t.box.tl());
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
}

} // namespace

SeamCards cardsAlongSeams(const cv::Mat& grey, const std::vector<cv::Point>& region, double aspect,
                          double minWidth) {
    if (aspect <= 0 || region.size() < 4 || grey.empty()) {
        return {};
    }
    const std::optional<Turned> turned = turnRegion(grey, region, minWidth);
    if (!turned) {
        return {};
    }
    const std::vector<Lattice> lattices = seamLattices(*turned, aspect, minWidth);
    const Lattice frame = blockFrame(*turned, aspect, minWidth);
    std::vector<const Lattice*> edgeToEdge = nearlyTheBest(lattices);
    if (!frame.cards.empty()) {
        edgeToEdge.push_back(&frame);
    }
    std::vector<Lattice> rows = overlappingRows(*turned, true, aspect, minWidth);
    std::vector<Lattice> cascades = overlappingRows(*turned, false, aspect, minWidth);
    rows.insert(rows.end(), std::make_move_iterator(cascades.begin()),
                std::make_move_iterator(cascades.end()));
    sortByScore(rows);
    return {inPhoto(*turned, edgeToEdge), inPhoto(*turned, nearlyTheBest(rows))};
}

} // namespace hats::vision
