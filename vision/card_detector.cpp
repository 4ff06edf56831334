#include "vision/card_detector.h"

#include "vision/card_seams.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <optional>
#include <tuple>
#include <type_traits>

namespace hats::vision {

namespace {

double percentileOf(std::vector<float> v, double fraction) {
    if (v.empty()) {
        return 0;
    }
    const auto at = v.begin() + static_cast<std::ptrdiff_t>(std::clamp(fraction, 0.0, 1.0) *
                                                            static_cast<double>(v.size() - 1));
    std::nth_element(v.begin(), at, v.end());
    return *at;
}

// Every other pixel of `m` (CV_32F) within `band` of its border, the outer `inset` left out:
// what the table looks like, learned where cards rarely lie.
std::vector<float> borderValues(const cv::Mat& m, int band, int inset) {
    std::vector<float> out;
    for (int y = inset; y < m.rows - inset; y += 2) {
        const float* row = m.ptr<float>(y);
        for (int x = inset; x < m.cols - inset; x += 2) {
            if (y < band || y >= m.rows - band || x < band || x >= m.cols - band) {
                out.push_back(row[x]);
            }
        }
    }
    return out;
}

// A side fitted onto the image this much (share of the card's width) outside the region found
// is checked against the region, and kept where the region says when less than this share of
// what lies between is card.
constexpr double kSideSliver = 0.015;
constexpr double kTableBand = 0.3;
// Four sides moved out by amounts within this ratio of each other are a frame, not the table.
constexpr float kFrameAgreement = 0.6F;
// How far apart (Lab, L in grey levels) two sides' border colours may lie and be one border.
constexpr double kBorderColourGap = 30.0;
// A closed loop of edges is a card's outline when its size lies within this share of the
// card's size there, its shape within kLoopAspect of the card's, and this share of it shows.
constexpr double kLoopSize = 0.2;
constexpr double kLoopAspect = 0.08;
constexpr double kLoopSupport = 0.85;
// Opposite sides of a block of cards seen at a slant run within this of parallel (radians,
// about 12 degrees).
constexpr double kBlockSkew = 0.21;
// A region with notches at most this share of its width wide all round is a card alone when,
// the notches filled, it fills this share of the rectangle around it.
constexpr double kNotchWidth = 0.12;
constexpr double kNotchedFill = 0.95;
// A loop that is no quadrilateral is taken by the rectangle around its convex hull when the
// hull fills this share of it.
constexpr double kLoopHullFill = 0.8;
// Loops of the card's shape whose sizes agree within kLoopPeerSize, kLoopPeers besides one, are
// cards of one deck wherever no card alone tells the size.
constexpr double kLoopPeerSize = 0.1;
constexpr long kLoopPeers = 2;
// The table's pattern cut by a card's side (dots half under it) bumps the loop of edges out
// around it: a side is looked for this share of the card's width inside the loop's rectangle.
constexpr double kBumpedSide = 0.06;
// A table is textured when even its smoothest stretches vary by this much (grey levels, standard
// deviation over a window half the smallest card wide); a stretch varying less than kSmoothFace
// of that is a card's face.
constexpr double kTexturedTable = 2.0;
constexpr double kSmoothFace = 0.35;
// A table smooth over half the smallest card is patterned (checks, dots) when its smoothest
// stretches as wide as the smallest card vary by this much: its own colours, not noise.
constexpr double kPatternedTable = 10.0;

// How fast the colour changes: the largest of the channels' gradients, in levels a pixel.
cv::Mat colourChange(const cv::Mat& bgr) {
    std::vector<cv::Mat> channels;
    cv::split(bgr, channels);
    cv::Mat change(bgr.size(), CV_32F, cv::Scalar(0));
    for (const cv::Mat& ch : channels) {
        cv::Mat dx;
        cv::Mat dy;
        cv::Sobel(ch, dx, CV_32F, 1, 0, 3, 1.0 / 8);
        cv::Sobel(ch, dy, CV_32F, 0, 1, 3, 1.0 / 8);
        cv::Mat m;
        cv::magnitude(dx, dy, m);
        change = cv::max(change, m);
    }
    return change;
}

// The table, learned from the photo's border: a few colour clusters with their spread. Every
// pixel far from all of them is "not table". Lightness counts half: shadows and light fall-off
// darken the table without changing its colour much. The clusters' colours that are the
// table's go to `tableColours`. `change` is colourChange of the same picture.
cv::Mat notTableColour(const cv::Mat& lab, const cv::Mat& change,
                       std::vector<cv::Vec3f>& tableColours) {
    const int band = std::max(4, static_cast<int>(std::min(lab.rows, lab.cols) * 0.05));
    std::vector<cv::Vec3f> samples;
    std::vector<float> sampleChange;
    for (int y = 0; y < lab.rows; y += 2) {
        const cv::Vec3f* row = lab.ptr<cv::Vec3f>(y);
        const float* rowChange = change.ptr<float>(y);
        const bool edgeRow = y < band || y >= lab.rows - band;
        for (int x = 0; x < lab.cols; x += edgeRow ? 2 : 1) {
            if (edgeRow || x < band || x >= lab.cols - band) {
                samples.push_back(row[x]);
                sampleChange.push_back(rowChange[x]);
                if (!edgeRow && x == band - 1) {
                    x = lab.cols - band - 1;
                }
            }
        }
    }
    const int k = std::min<int>(6, static_cast<int>(samples.size()));
    cv::Mat data(static_cast<int>(samples.size()), 3, CV_32F, samples.data());
    cv::Mat labels;
    cv::Mat centres;
    cv::setRNGSeed(12345); // the same photo always gives the same reading
    cv::kmeans(data, k, labels,
               cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 15, 0.5), 1,
               cv::KMEANS_PP_CENTERS, centres);
    std::vector<std::vector<float>> dist(static_cast<size_t>(k));
    std::vector<std::vector<float>> changes(static_cast<size_t>(k));
    for (int i = 0; i < data.rows; ++i) {
        const int c = labels.at<int>(i);
        const cv::Vec3f d = samples[static_cast<size_t>(i)] - centres.at<cv::Vec3f>(c);
        dist[static_cast<size_t>(c)].push_back(static_cast<float>(cv::norm(d)));
        changes[static_cast<size_t>(c)].push_back(sampleChange[static_cast<size_t>(i)]);
    }
    // A pixel is table when it lies within a cluster's radius, or within the larger radius of
    // two main colours of the segment between them (a patterned table's colours blur into each
    // other). Squared distances, each pixel once.
    //   A pattern printed sharp blurs only where its colours meet: its blends, and a cluster
    // k-means made of them, change fast wherever the border shows them, while a table whose
    // colours flow into each other (wood, cloth) shows slow blends too. A colour changing slower
    // than the table's own ever do there is no table: the segment between two colours may pass
    // through a card's (green and magenta blend through grey, a white face's colour at half
    // lightness). Slower than kSlowestShare of the slowest 2% of a cluster's samples (5% of a
    // blend's, those of neither end); a blend shown by fewer than kLeastBlendSamples samples of
    // the border is not bounded.
    constexpr float kSlowestShare = 0.5F;
    constexpr size_t kLeastBlendSamples = 20;
    struct Ball {
        cv::Vec3f centre;
        float radius2;
        float slowest; // levels a pixel
    };
    struct Blend {
        cv::Vec3f from;
        cv::Vec3f along;
        float invLength2;
        float radius2;
        float slowest;
    };
    std::vector<Ball> balls;
    std::vector<int> big;
    std::vector<float> radii(static_cast<size_t>(k), 0.0F);
    for (int c = 0; c < k; ++c) {
        const size_t cc = static_cast<size_t>(c);
        if (dist[cc].size() < samples.size() / 50) {
            continue; // a speck (or a card reaching the border): not the table
        }
        if (dist[cc].size() >= samples.size() / 10) {
            big.push_back(c);
        }
        radii[cc] = std::max(7.0F, 1.4F * static_cast<float>(percentileOf(dist[cc], 0.95)));
        balls.push_back({centres.at<cv::Vec3f>(c), radii[cc] * radii[cc],
                         kSlowestShare * static_cast<float>(percentileOf(changes[cc], 0.02))});
        tableColours.push_back(centres.at<cv::Vec3f>(c));
    }
    // Within the radius of a blend's segment.
    const auto blendAt = [](const Blend& b, const cv::Vec3f& p) {
        const cv::Vec3f d = p - b.from;
        const float t = std::clamp(d.dot(b.along) * b.invLength2, 0.0F, 1.0F);
        const cv::Vec3f r = d - t * b.along;
        return r.dot(r) <= b.radius2;
    };
    std::vector<Blend> blends;
    for (size_t i = 0; i < big.size(); ++i) {
        for (size_t j = i + 1; j < big.size(); ++j) {
            const size_t from = static_cast<size_t>(big[i]);
            const size_t to = static_cast<size_t>(big[j]);
            const cv::Vec3f a = centres.at<cv::Vec3f>(big[i]);
            const cv::Vec3f ab = centres.at<cv::Vec3f>(big[j]) - a;
            const float radius = std::max(radii[from], radii[to]);
            Blend blend{a, ab, 1.0F / std::max(1e-3F, ab.dot(ab)), radius * radius, 0.0F};
            // How fast the border's own pixels of this blend change (those of neither end).
            std::vector<float> blendChange;
            for (size_t s = 0; s < samples.size(); ++s) {
                const cv::Vec3f p = samples[s];
                const cv::Vec3f da = p - a;
                const cv::Vec3f db = p - centres.at<cv::Vec3f>(big[j]);
                if (da.dot(da) > radii[from] * radii[from] && db.dot(db) > radii[to] * radii[to] &&
                    blendAt(blend, p)) {
                    blendChange.push_back(sampleChange[s]);
                }
            }
            if (blendChange.size() >= kLeastBlendSamples) {
                blend.slowest = kSlowestShare * static_cast<float>(percentileOf(blendChange, 0.05));
            }
            blends.push_back(blend);
        }
    }
    const auto inBall = [&](const cv::Vec3f& p, float change) {
        return std::any_of(balls.begin(), balls.end(), [&](const Ball& b) {
            const cv::Vec3f d = p - b.centre;
            return d.dot(d) <= b.radius2 && change >= b.slowest;
        });
    };
    const auto inBlend = [&](const cv::Vec3f& p, float change) {
        return std::any_of(blends.begin(), blends.end(),
                           [&](const Blend& b) { return change >= b.slowest && blendAt(b, p); });
    };
    cv::Mat notTable(lab.size(), CV_8U);
    cv::parallel_for_(cv::Range(0, lab.rows), [&](const cv::Range& rows) {
        for (int y = rows.start; y < rows.end; ++y) {
            const cv::Vec3f* px = lab.ptr<cv::Vec3f>(y);
            const float* ch = change.ptr<float>(y);
            uchar* out = notTable.ptr<uchar>(y);
            for (int x = 0; x < lab.cols; ++x) {
                const bool table = inBall(px[x], ch[x]) || inBlend(px[x], ch[x]);
                out[x] = table ? 0 : 255;
            }
        }
    });
    return notTable;
}

// Light and shade on the table. A highlight adds white light to the table (every channel
// alike, up to white); a shadow takes a share of its light away: the table there is s·c + g for
// one of its colours c. Neither is a table colour, and a white, grey or black card is such a
// colour too; but light and shade change smoothly from the table, while a card begins at its
// outline, a sharp step however faint.
//   A pixel lit or shaded fits s·c + g within kLightResidual levels a channel, the shade s
// between kDeepestShade (a black card is no shadow) and kLightestShade; channels washed out to
// white fit when the lit colour would wash them out too.
constexpr float kLightResidual = 10.0F;
constexpr double kDeepestShade = 0.45;
constexpr double kLightestShade = 1.3;
constexpr float kWashedOut = 245.0F;
// Light and shade change by less than kSmoothLight levels a pixel (at the finding size); a
// step is sharper than kSharpStep times the change over kStepSpan pixels around it.
constexpr double kSmoothLight = 6.0;
constexpr double kSharpStep = 1.8;
constexpr int kStepSpan = 9;

bool litOrShaded(const cv::Vec3f& p, const cv::Vec3f& c) {
    std::array<int, 3> open{};
    int n = 0;
    for (int i = 0; i < 3; ++i) {
        if (p[i] < kWashedOut) {
            open[static_cast<size_t>(n++)] = i;
        }
    }
    if (n <= 1) {
        return true; // washed out to white (but for one channel): a highlight or a white card
    }
    // Least squares over the channels not washed out: p_i = s·c_i + g.
    double cc = 0;
    double c1 = 0;
    double pc = 0;
    double p1 = 0;
    for (int k = 0; k < n; ++k) {
        const int i = open[static_cast<size_t>(k)];
        cc += c[i] * c[i];
        c1 += c[i];
        pc += p[i] * c[i];
        p1 += p[i];
    }
    const double det = cc * n - c1 * c1;
    double shade = 0;
    double light = p1 / n;
    if (det > 1e-3 * cc * n) {
        shade = (pc * n - c1 * p1) / det;
        light = (cc * p1 - c1 * pc) / det;
        if (shade < kDeepestShade || shade > kLightestShade || light < -kLightResidual) {
            return false;
        }
    } else if (p1 < kDeepestShade * c1) {
        return false; // a grey table: every grey is it lit or shaded, but not a black one
    }
    double residual = 0;
    for (int k = 0; k < n; ++k) {
        const int i = open[static_cast<size_t>(k)];
        const double r = p[i] - (shade * c[i] + light);
        residual += r * r;
    }
    for (int i = 0; i < 3; ++i) {
        if (p[i] >= kWashedOut && shade * c[i] + light < kWashedOut - 2 * kLightResidual) {
            return false; // washed out where the fit says it is not
        }
    }
    return residual <= kLightResidual * kLightResidual * n;
}

// The pixels of `notTable` that are the table lit or shaded (`tableColours` in Lab, lightness
// at half weight, as notTableColour learned them): a table colour lit or shaded, changing
// smoothly, on no sharp step, and joined to the table at the photo's edge through such pixels
// (a path an eighth of the smallest card wide: not through a gap in a card's outline).
cv::Mat tableInLightAndShade(const cv::Mat& bgr, const cv::Mat& change, const cv::Mat& notTable,
                             const std::vector<cv::Vec3f>& tableColours, double minWidth) {
    std::vector<cv::Vec3f> colours;
    for (const cv::Vec3f& l : tableColours) {
        const cv::Mat lab(1, 1, CV_8UC3,
                          cv::Scalar(cv::saturate_cast<uchar>(2 * l[0]),
                                     cv::saturate_cast<uchar>(l[1]),
                                     cv::saturate_cast<uchar>(l[2])));
        cv::Mat back;
        cv::cvtColor(lab, back, cv::COLOR_Lab2BGR);
        const cv::Vec3b b = back.at<cv::Vec3b>(0, 0);
        colours.emplace_back(b[0], b[1], b[2]);
    }
    cv::Mat around;
    cv::boxFilter(bgr, around, -1, {kStepSpan, kStepSpan});
    cv::Mat sharp = (change > 1.0) & (change > kSharpStep * colourChange(around));
    cv::dilate(sharp, sharp, cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
    cv::Mat lit(bgr.size(), CV_8U, cv::Scalar(0));
    cv::parallel_for_(cv::Range(0, bgr.rows), [&](const cv::Range& rows) {
        for (int y = rows.start; y < rows.end; ++y) {
            const cv::Vec3b* px = bgr.ptr<cv::Vec3b>(y);
            const uchar* nt = notTable.ptr<uchar>(y);
            const float* ch = change.ptr<float>(y);
            const uchar* sh = sharp.ptr<uchar>(y);
            uchar* out = lit.ptr<uchar>(y);
            for (int x = 0; x < bgr.cols; ++x) {
                if (nt[x] == 0 || ch[x] >= kSmoothLight || sh[x] != 0) {
                    continue;
                }
                const cv::Vec3f p(px[x][0], px[x][1], px[x][2]);
                const bool fits =
                    std::any_of(colours.begin(), colours.end(),
                                [&](const cv::Vec3f& c) { return litOrShaded(p, c); });
                out[x] = fits ? 255 : 0;
            }
        }
    });
    const int path = std::max(3, static_cast<int>(minWidth / 8)) | 1;
    cv::morphologyEx(lit, lit, cv::MORPH_OPEN,
                     cv::getStructuringElement(cv::MORPH_ELLIPSE, {path, path}));
    // Only what joins the table round the cards, at the photo's edge: a card's face inside its
    // outline may be a table colour.
    cv::Mat labels;
    const int n = cv::connectedComponents(lit | (notTable == 0), labels, 4, CV_32S);
    std::vector<uchar> joinsTable(static_cast<size_t>(n), 0);
    for (int y = 0; y < labels.rows; ++y) {
        const int* l = labels.ptr<int>(y);
        const int step = y == 0 || y == labels.rows - 1 ? 1 : labels.cols - 1;
        for (int x = 0; x < labels.cols; x += step) {
            joinsTable[static_cast<size_t>(l[x])] = 1;
        }
    }
    joinsTable[0] = 0; // neither table nor lit
    for (int y = 0; y < labels.rows; ++y) {
        const int* l = labels.ptr<int>(y);
        uchar* out = lit.ptr<uchar>(y);
        for (int x = 0; x < labels.cols; ++x) {
            out[x] = out[x] != 0 && joinsTable[static_cast<size_t>(l[x])] != 0 ? 255 : 0;
        }
    }
    return lit;
}

// Fills holes up to `maxArea` pixels (the inside of a card may look like the table; a
// ring of cards around a patch of table must not become one region).
void fillHoles(cv::Mat& mask, double maxArea) {
    std::vector<std::vector<cv::Point>> contours;
    std::vector<cv::Vec4i> hierarchy;
    cv::findContours(mask.clone(), contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_SIMPLE);
    for (size_t i = 0; i < contours.size(); ++i) {
        if (hierarchy[i][3] >= 0 && cv::contourArea(contours[i]) < maxArea) {
            cv::drawContours(mask, contours, static_cast<int>(i), cv::Scalar(255), -1);
        }
    }
}

// Each pixel's distance to the nearest pixel that is 0 in `mask` (exact Euclidean): `> r` is the
// mask eroded by a disc of radius r, and for the inverse of a shape, `<= r` the shape grown by it.
cv::Mat depthInside(const cv::Mat& mask) {
    cv::Mat depth;
    cv::distanceTransform(mask, depth, cv::DIST_L2, cv::DIST_MASK_PRECISE);
    return depth;
}

bool on(const cv::Mat& m, cv::Point2f p) {
    const int x = cvRound(p.x);
    const int y = cvRound(p.y);
    return x >= 0 && y >= 0 && x < m.cols && y < m.rows && m.at<uchar>(y, x) != 0;
}

// How much of a quad's outline shows as an edge, and which corners show.
void scoreOutline(const cv::Mat& edges, CardCandidate& c) {
    constexpr int kSamples = 12;
    std::array<std::array<bool, kSamples>, 4> hit{};
    int total = 0;
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f a = c.corners[s];
        const cv::Point2f b = c.corners[(s + 1) % 4];
        for (int i = 0; i < kSamples; ++i) {
            const float t = (static_cast<float>(i) + 0.5F) / kSamples;
            hit[s][static_cast<size_t>(i)] = on(edges, a + (b - a) * t);
            total += hit[s][static_cast<size_t>(i)] ? 1 : 0;
        }
    }
    c.support = total / (4.0 * kSamples);
    c.corners_seen = 0;
    for (size_t k = 0; k < 4; ++k) {
        // Corner k ends side k-1 and starts side k.
        const auto& before = hit[(k + 3) % 4];
        const auto& after = hit[k];
        const int n = before[kSamples - 1] + before[kSamples - 2] + before[kSamples - 3] +
                      after[0] + after[1] + after[2];
        c.corners_seen += n >= 5 ? 1 : 0;
    }
}

// The unit normal of the side from `a` along `d`, pointing away from `centre`.
cv::Point2f outwardNormal(cv::Point2f a, cv::Point2f d, cv::Point2f centre) {
    const float len = std::max(1e-3F, std::sqrt(d.dot(d)));
    const cv::Point2f n(-d.y / len, d.x / len);
    return n.dot(centre - a) > 0 ? -n : n;
}

// The corners where consecutive sides meet, side s being the line through base[s] along
// dir[s] (corner k between sides k-1 and k); none when two neighbouring sides are parallel.
std::optional<Quad> cornersOfSides(const std::array<cv::Point2f, 4>& base,
                                   const std::array<cv::Point2f, 4>& dir) {
    Quad out;
    for (size_t k = 0; k < 4; ++k) {
        const size_t s1 = (k + 3) % 4;
        const size_t s2 = k;
        const cv::Point2f d1 = dir[s1];
        const cv::Point2f d2 = dir[s2];
        const float det = d1.x * d2.y - d1.y * d2.x;
        if (std::abs(det) < 1e-6F) {
            return std::nullopt;
        }
        const float t = ((base[s2].x - base[s1].x) * d2.y - (base[s2].y - base[s1].y) * d2.x) / det;
        out[k] = base[s1] + d1 * t;
    }
    return out;
}

// Moves each side of a quad along its normal (up to `reach` pixels) onto the strongest edge:
// a hypothesis made from one side and the typical card size fits the card it lies on, even
// when perspective makes that card a little bigger or smaller.
Quad snapSides(const cv::Mat& edges, const Quad& q, int reach) {
    std::array<cv::Point2f, 4> base;
    std::array<cv::Point2f, 4> dir;
    const cv::Point2f centre = (q[0] + q[1] + q[2] + q[3]) * 0.25F;
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f a = q[s];
        const cv::Point2f b = q[(s + 1) % 4];
        const cv::Point2f d = b - a;
        const cv::Point2f n = outwardNormal(a, d, centre);
        int bestHits = -1;
        int bestOff = 0;
        for (int off = -reach; off <= reach; ++off) {
            int hits = 0;
            for (int i = 0; i < 16; ++i) {
                const float t = 0.1F + 0.8F * (static_cast<float>(i) + 0.5F) / 16.0F;
                hits += on(edges, a + d * t + n * static_cast<float>(off)) ? 1 : 0;
            }
            if (hits > bestHits || (hits == bestHits && std::abs(off) < std::abs(bestOff))) {
                bestHits = hits;
                bestOff = off;
            }
        }
        if (bestHits < 6) {
            bestOff = 0; // the side does not show (covered): keep it where the size says
        }
        base[s] = a + n * static_cast<float>(bestOff);
        dir[s] = d;
    }
    return cornersOfSides(base, dir).value_or(q);
}

double insideShare(const cv::Mat& fg, const Quad& q) {
    int in = 0;
    int total = 0;
    for (int i = 1; i < 6; ++i) {
        for (int j = 1; j < 7; ++j) {
            const float u = i / 6.0F;
            const float v = j / 7.0F;
            const cv::Point2f p = q[0] + (q[1] - q[0]) * u + (q[3] - q[0]) * v;
            in += on(fg, p) ? 1 : 0;
            ++total;
        }
    }
    return static_cast<double>(in) / total;
}

double angleOf(const Quad& q) {
    const cv::Point2f d = q[3] - q[0]; // along the long side
    double a = std::atan2(d.y, d.x);
    while (a < 0) {
        a += CV_PI;
    }
    while (a >= CV_PI) {
        a -= CV_PI;
    }
    return a;
}

double angleGap(double a, double b) {
    const double d = std::abs(a - b);
    return std::min(d, CV_PI - d);
}

// Two places that are one: centres within 5% of a card's width, widths within 5%, turned alike
// within 0.05 rad.
bool samePlace(const Quad& a, const Quad& b) {
    return cv::norm(quadCentre(a) - quadCentre(b)) < 0.05 * quadWidth(b) &&
           std::abs(quadWidth(a) / quadWidth(b) - 1) < 0.05 &&
           angleGap(angleOf(a), angleOf(b)) < 0.05;
}

struct Segment {
    cv::Point2f a;
    cv::Point2f b;
};

// A pixel's value at a sub-pixel position (bilinear; outside the image: the nearest pixel);
// `Pixel` is uchar for grey, cv::Vec3b for colour.
template <typename Pixel> auto sampleAt(const cv::Mat& image, cv::Point2f p) {
    using Value = std::conditional_t<std::is_same_v<Pixel, uchar>, float, cv::Vec3f>;
    const float x = std::clamp(p.x, 0.0F, static_cast<float>(image.cols - 1) - 0.001F);
    const float y = std::clamp(p.y, 0.0F, static_cast<float>(image.rows - 1) - 0.001F);
    const int x0 = static_cast<int>(x);
    const int y0 = static_cast<int>(y);
    const float fx = x - static_cast<float>(x0);
    const float fy = y - static_cast<float>(y0);
    const int x1 = std::min(x0 + 1, image.cols - 1);
    const int y1 = std::min(y0 + 1, image.rows - 1);
    const Pixel* r0 = image.ptr<Pixel>(y0);
    const Pixel* r1 = image.ptr<Pixel>(y1);
    return static_cast<Value>((1 - fy) * ((1 - fx) * Value(r0[x0]) + fx * Value(r0[x1])) +
                              fy * ((1 - fx) * Value(r1[x0]) + fx * Value(r1[x1])));
}

float sampleGrey(const cv::Mat& grey, cv::Point2f p) {
    return sampleAt<uchar>(grey, p);
}

constexpr float kOuterShare = 0.75F;

// Where along the outward normal `n` the card's own edge lies, for the stretch a→b of a side:
// the outermost sharp luminance step of one sign along the whole stretch (a shadow's edge is
// soft and the art's edges lie inside), within ±reach pixels; nullopt when nothing clear shows.
std::optional<float> edgeOffset(const cv::Mat& grey, cv::Point2f a, cv::Point2f b, cv::Point2f n,
                                float reach, bool outermost = true) {
    constexpr int kSamples = 12;
    std::vector<float> score;
    std::vector<float> offsets;
    std::vector<bool> lighterInside;
    for (float o = -reach; o <= reach; o += 0.5F) {
        float sum = 0;
        for (int i = 0; i < kSamples; ++i) {
            const cv::Point2f p = a + (b - a) * ((static_cast<float>(i) + 0.5F) / kSamples);
            sum += sampleGrey(grey, p + n * (o + 1.0F)) - sampleGrey(grey, p + n * (o - 1.0F));
        }
        score.push_back(std::abs(sum) / kSamples);
        offsets.push_back(o);
        lighterInside.push_back(sum < 0);
    }
    const float best = *std::max_element(score.begin(), score.end());
    if (best < 6.0F) {
        return std::nullopt;
    }
    if (!outermost) {
        return offsets[static_cast<size_t>(std::max_element(score.begin(), score.end()) -
                                           score.begin())];
    }
    // A light border on a light table shows as a weak step outside the strong one between
    // border and face: still the card's own edge when it is sharp (a narrow peak, where light
    // fall-off is wide), clear, and darker outside (a shadow's outer edge is lighter outside).
    constexpr size_t kNarrow = 4; // samples each side (2 pixels)
    for (size_t i = score.size(); i-- > 0;) {
        const bool peak = (i == 0 || score[i] >= score[i - 1]) &&
                          (i + 1 == score.size() || score[i] >= score[i + 1]);
        if (!peak) {
            continue;
        }
        if (score[i] >= kOuterShare * best) {
            return offsets[i];
        }
        const bool narrow = i >= kNarrow && i + kNarrow < score.size() &&
                            score[i - kNarrow] <= 0.4F * score[i] &&
                            score[i + kNarrow] <= 0.4F * score[i];
        if (narrow && lighterInside[i] && score[i] >= std::max(12.0F, 0.15F * best)) {
            return offsets[i];
        }
    }
    return std::nullopt;
}

} // namespace

Quad fitSidesToImage(const cv::Mat& grey, const Quad& q, double reachFraction) {
    if (grey.empty() || grey.type() != CV_8U) {
        return q;
    }
    const float reach = std::max(2.0F, static_cast<float>(reachFraction * quadWidth(q)));
    const cv::Point2f centre = quadCentre(q);
    std::array<cv::Point2f, 4> base;
    std::array<cv::Point2f, 4> dir;
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f a = q[s];
        const cv::Point2f b = q[(s + 1) % 4];
        const cv::Point2f d = b - a;
        const float len = std::max(1e-3F, std::sqrt(d.dot(d)));
        const cv::Point2f n = outwardNormal(a, d, centre);
        // Five stretches of the side, each placed on the edge; a line through those that agree
        // (the side may also turn a little, a stretch may catch something else).
        constexpr int kStretches = 5;
        std::vector<cv::Point2f> on;
        std::vector<float> offsets;
        for (int k = 0; k < kStretches; ++k) {
            const float t0 = 0.1F + 0.8F * static_cast<float>(k) / kStretches;
            const float t1 = 0.1F + 0.8F * static_cast<float>(k + 1) / kStretches;
            const std::optional<float> o = edgeOffset(grey, a + d * t0, a + d * t1, n, reach);
            if (o) {
                on.push_back(a + d * ((t0 + t1) / 2) + n * *o);
                offsets.push_back(*o);
            }
        }
        base[s] = a;
        dir[s] = d;
        if (on.size() >= 2) {
            std::vector<float> sorted = offsets;
            std::nth_element(sorted.begin(),
                             sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2),
                             sorted.end());
            const float median = sorted[sorted.size() / 2];
            // Only the stretches on the edge most of them found: a border's two edges lie a
            // few percent of the card apart, and a line through both would slant.
            std::vector<cv::Point2f> kept;
            for (size_t i = 0; i < on.size(); ++i) {
                if (std::abs(offsets[i] - median) < std::max(1.5F, 0.02F * len)) {
                    kept.push_back(on[i]);
                }
            }
            if (kept.size() >= 2) {
                cv::Vec4f line;
                cv::fitLine(kept, line, cv::DIST_L2, 0, 0.01, 0.01);
                cv::Point2f ld(line[0], line[1]);
                if (ld.dot(d) < 0) {
                    ld = -ld;
                }
                base[s] = cv::Point2f(line[2], line[3]);
                dir[s] = ld * len;
            } else {
                base[s] = a + n * median;
            }
        } else if (on.size() == 1) {
            base[s] = a + n * offsets[0];
        }
    }
    const std::optional<Quad> out = cornersOfSides(base, dir);
    if (!out) {
        return q;
    }
    for (size_t k = 0; k < 4; ++k) {
        if (cv::norm((*out)[k] - q[k]) > 3.0 * reach) {
            return q;
        }
    }
    return *out;
}

namespace {

// A side fitted onto the image's edges may take an edge of the table's pattern beside the card
// (a check, a stripe) for the card's own. The region found (`fg`, not table, at `workScale`)
// says so: a side moved out by more than a sliver over what is table keeps its place from the
// region (`before`), unless all four moved out alike (a border the table's colours explain).
// (The other way, a side moved in over what is not table, is no sign: a card's shadow is not
// table either.)
Quad keepSidesOnTheCard(const Quad& before, const Quad& fitted, const cv::Mat& fg,
                        double workScale) {
    const cv::Point2f centre = quadCentre(before);
    const float sliver = static_cast<float>(kSideSliver * quadWidth(before));
    std::array<float, 4> movedOut{};
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f a = before[s];
        const cv::Point2f b = before[(s + 1) % 4];
        const cv::Point2f n = outwardNormal(a, b - a, centre);
        movedOut[s] = ((fitted[s] + fitted[(s + 1) % 4]) * 0.5F - (a + b) * 0.5F).dot(n);
    }
    // Every side out by about as much: a border all round that the table's colours explain (a
    // table's pattern lies beside a card on some sides, not as a frame on all four).
    const auto [least, most] = std::minmax_element(movedOut.begin(), movedOut.end());
    if (*least >= sliver && *least >= kFrameAgreement * *most) {
        return fitted;
    }
    std::array<cv::Point2f, 4> base;
    std::array<cv::Point2f, 4> dir;
    bool changed = false;
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f a = before[s];
        const cv::Point2f b = before[(s + 1) % 4];
        const cv::Point2f fa = fitted[s];
        const cv::Point2f fb = fitted[(s + 1) % 4];
        base[s] = fa;
        dir[s] = fb - fa;
        if (movedOut[s] < sliver) {
            continue; // not moved out, or by a sliver only
        }
        // The band between the two sides, sampled at work scale.
        int inside = 0;
        int count = 0;
        for (int i = 1; i < 10; ++i) {
            const float t = static_cast<float>(i) / 10;
            for (int j = 1; j < 4; ++j) {
                const float u = static_cast<float>(j) / 4;
                const cv::Point2f p = (a + (b - a) * t) * (1 - u) + (fa + (fb - fa) * t) * u;
                const cv::Point q(cvRound(p.x * workScale), cvRound(p.y * workScale));
                if (q.x < 0 || q.y < 0 || q.x >= fg.cols || q.y >= fg.rows) {
                    continue;
                }
                inside += fg.at<uchar>(q) ? 1 : 0;
                ++count;
            }
        }
        const double share = count ? static_cast<double>(inside) / count : 0.5;
        if (share < kTableBand) {
            base[s] = a;
            dir[s] = b - a;
            changed = true;
        }
    }
    if (!changed) {
        return fitted;
    }
    return cornersOfSides(base, dir).value_or(fitted);
}

// A border printed all round the card, of a colour close to the table's: the table model
// takes it for table and the fit stops at its inner edge, on every side or only where no
// shadow darkens the table beside it. What a side shows along its normal, as a plain border
// does: a change of colour (face to border), a pause, a change about as sharp (border to
// table), a flat stretch beyond.
struct BorderBand {
    float outer = 0;  // where the border meets the table, along the outward normal (pixels)
    float width = 0;  // pixels
    cv::Vec3f colour; // the band's, Lab with L scaled to grey levels
};

// The k-th of `count` places spread evenly over the middle 70% of the side from `a` to `b`
// (what a border test looks at: the corners may be round).
cv::Point2f placeAlong(cv::Point2f a, cv::Point2f b, int k, int count) {
    return a +
           (b - a) * (0.15F + 0.7F * (static_cast<float>(k) + 0.5F) / static_cast<float>(count));
}

// Colours (a row of CV_32FC3, BGR in 0..1) in Lab, with L scaled to grey levels.
std::vector<cv::Vec3f> labInGreyLevels(const cv::Mat& bgrRow) {
    cv::Mat lab;
    cv::cvtColor(bgrRow, lab, cv::COLOR_BGR2Lab);
    std::vector<cv::Vec3f> out(static_cast<size_t>(lab.cols));
    for (int i = 0; i < lab.cols; ++i) {
        const cv::Vec3f c = lab.at<cv::Vec3f>(0, i);
        out[static_cast<size_t>(i)] = cv::Vec3f(c[0] * 2.55F, c[1], c[2]);
    }
    return out;
}

// A printed border is one colour all along a side: from place to place along its middle its
// colour changes by less than this (RMS, Lab with L in grey levels) or kPlainBandShare of its
// weaker edge's step. A band of a patterned table (a row of checks) changes as much along as
// across.
constexpr float kPlainBand = 6.0F;
constexpr float kPlainBandShare = 0.2F;

// How much the colour changes from place to place (as kPlainBand) along the side from `a` to `b`
// (the stretch bordersAcross looks at), between the offsets `from` and `to` along the outward
// normal `n` (averaged across at each place): the RMS change between neighbouring places over
// sqrt 2, so that noise counts as itself and a slow drift (light falling off, a side a little
// askew to the band) hardly at all.
float variationAlong(const cv::Mat& bgr, cv::Point2f a, cv::Point2f b, cv::Point2f n, float from,
                     float to) {
    constexpr int kAlong = 48;
    constexpr int kAcross = 5;
    cv::Mat along(1, kAlong, CV_32FC3);
    for (int k = 0; k < kAlong; ++k) {
        cv::Vec3f sum(0, 0, 0);
        for (int i = 0; i < kAcross; ++i) {
            const float o = from + (to - from) * static_cast<float>(i) / (kAcross - 1);
            sum += sampleAt<cv::Vec3b>(bgr, placeAlong(a, b, k, kAlong) + n * o);
        }
        along.at<cv::Vec3f>(0, k) = sum / (255.0F * kAcross);
    }
    const std::vector<cv::Vec3f> lab = labInGreyLevels(along);
    double squares = 0;
    for (size_t k = 0; k + 1 < lab.size(); ++k) {
        const double d = cv::norm(lab[k + 1] - lab[k]);
        squares += d * d;
    }
    return static_cast<float>(std::sqrt(squares / (2.0 * (kAlong - 1))));
}

// Every border the side from `a` to `b` may be the inner or outer edge of, looked for within
// 15% of the card's width (`unit`) along the outward normal `n`.
std::vector<BorderBand> bordersAcross(const cv::Mat& bgr, cv::Point2f a, cv::Point2f b,
                                      cv::Point2f n, float unit) {
    constexpr float kReach = 0.15F;  // of the card's width, either side of the side found
    constexpr float kStep = 0.0025F; // of the card's width, between samples
    constexpr float kMinStep = 8.0F; // colour distance across a step
    constexpr int kAlong = 24;
    const float step = kStep * unit;
    const int half = static_cast<int>(kReach / kStep);
    const int count = 2 * half + 1;
    cv::Mat line(1, count, CV_32FC3);
    for (int i = 0; i < count; ++i) {
        const float o = static_cast<float>(i - half) * step;
        cv::Vec3f sum(0, 0, 0);
        for (int k = 0; k < kAlong; ++k) {
            sum += sampleAt<cv::Vec3b>(bgr, placeAlong(a, b, k, kAlong) + n * o);
        }
        line.at<cv::Vec3f>(0, i) = sum / (255.0F * kAlong);
    }
    const std::vector<cv::Vec3f> profile = labInGreyLevels(line);
    // Changes over a baseline of at least a pixel, 0.75% of the card's width.
    const int h = std::max(3, static_cast<int>(std::ceil(1.0F / step)));
    std::vector<float> change(static_cast<size_t>(count), 0.0F);
    for (int i = h; i + h < count; ++i) {
        change[static_cast<size_t>(i)] = static_cast<float>(
            cv::norm(profile[static_cast<size_t>(i + h)] - profile[static_cast<size_t>(i - h)]));
    }
    const auto strength = [&](int i) {
        return change[static_cast<size_t>(i)];
    };
    std::vector<int> steps;
    for (int i = h + 1; i + h + 1 < count; ++i) {
        if (strength(i) >= kMinStep && strength(i) >= strength(i - 1) &&
            strength(i) > strength(i + 1)) {
            steps.push_back(i);
        }
    }
    // How far a step reaches one way (`dir`), to where its change falls to half.
    const auto reachOf = [&](int i, int dir) {
        int j = i;
        while (j + dir >= 0 && j + dir < count && strength(j + dir) > 0.5F * strength(i)) {
            j += dir;
        }
        return std::abs(j - i);
    };
    // How far a stretch strays from its own mean, both ways.
    const auto range = [&](int from, int to) {
        cv::Vec3f mean(0, 0, 0);
        for (int i = from; i <= to; ++i) {
            mean += profile[static_cast<size_t>(i)];
        }
        mean /= static_cast<float>(to - from + 1);
        double most = 0;
        for (int i = from; i <= to; ++i) {
            most = std::max(most, cv::norm(profile[static_cast<size_t>(i)] - mean));
        }
        return static_cast<float>(2 * most);
    };
    std::vector<BorderBand> found;
    for (size_t k = 0; k + 1 < steps.size(); ++k) {
        const int inner = steps[k];
        const int outer = steps[k + 1];
        const float width = static_cast<float>(outer - inner) * kStep;
        if (width < 0.02F || width > 0.10F) {
            continue;
        }
        // The band: where the colour rests between the two steps (blur may leave it no flat
        // stretch, but it pauses there).
        const auto valley = std::min_element(change.begin() + inner, change.begin() + outer);
        const int middle = static_cast<int>(valley - change.begin());
        const float weaker = std::min(strength(inner), strength(outer));
        // Blur widens both edges of a border alike; a shadow's edge is wider.
        const int inward = reachOf(inner, -1);
        const int outward = reachOf(outer, 1);
        const int beyond = outer + outward + h;
        const int beyondEnd = beyond + static_cast<int>(0.02F / kStep);
        if (beyondEnd >= count) {
            continue;
        }
        const bool band = *valley <= 0.8F * weaker;
        const bool sharp = static_cast<float>(outward) <= 2.0F * static_cast<float>(inward) + 2;
        const bool flatBeyond = range(beyond, beyondEnd) <= 0.8F * strength(outer);
        // A band beyond the side would pull it out onto what may be the table: it must be one
        // colour along the side. One the side ends at, or inside the card, is the card's own
        // printing, and may run under a neighbour lying on the card.
        const float outerOffset = static_cast<float>(outer - half) * step;
        const float third = static_cast<float>(outer - inner) / 3; // the band's middle third
        const bool beyondTheSide = outerOffset > 0.5F * width * unit;
        if (band && sharp && flatBeyond &&
            (!beyondTheSide ||
             variationAlong(bgr, a, b, n, (static_cast<float>(inner - half) + third) * step,
                            (static_cast<float>(outer - half) - third) * step) <=
                 std::max(kPlainBand, kPlainBandShare * weaker))) {
            found.push_back(
                BorderBand{outerOffset, width * unit, profile[static_cast<size_t>(middle)]});
        }
    }
    return found;
}

// Moves the sides of a card lying alone out to its border's outer edge when every side shows
// the same border (one colour, one width): a band on some sides only is the table's or a
// shadow's. Sides already on the outer edge show the band inside them and stay.
Quad reachTheBorder(const cv::Mat& bgr, const Quad& q) {
    const float unit = static_cast<float>(std::min(quadWidth(q), quadHeight(q)));
    if (unit < 40) {
        return q;
    }
    const cv::Point2f centre = quadCentre(q);
    std::array<std::vector<BorderBand>, 4> bands;
    std::array<cv::Point2f, 4> normal;
    for (size_t s = 0; s < 4; ++s) {
        const cv::Point2f a = q[s];
        const cv::Point2f b = q[(s + 1) % 4];
        normal[s] = outwardNormal(a, b - a, centre);
        bands[s] = bordersAcross(bgr, a, b, normal[s], unit);
        if (bands[s].empty()) {
            return q;
        }
    }
    const auto alike = [&](const BorderBand& x, const BorderBand& y) {
        return cv::norm(x.colour - y.colour) <= kBorderColourGap &&
               std::max(x.width, y.width) <= 1.5F * std::min(x.width, y.width) + 0.01F * unit;
    };
    // Each band the first side shows, looked for on the others (the outermost alike there).
    // A band every side already ends at (lying mostly inside it, its outer edge within
    // kOnTheEdge of the card) is the card's own, and the sides go to its outer edge whatever
    // lies beyond: that is the table's (a patterned table's stripes look like a border too). A
    // band beginning at the side is a border the side was found inside of.
    constexpr float kOnTheEdge = 0.03F; // of the card's width
    const auto endsAtTheSide = [&](const BorderBand& b) {
        return b.outer >= -kOnTheEdge * unit && b.outer <= 0.5F * b.width;
    };
    std::optional<std::array<float, 4>> chosen;
    float chosenReach = 0;
    for (const BorderBand& first : bands[0]) {
        std::array<float, 4> outer{first.outer, 0, 0, 0};
        std::array<float, 4> edge{first.outer, 0, 0, 0};
        bool everywhere = true;
        bool onTheEdge = endsAtTheSide(first);
        for (size_t s = 1; s < 4 && everywhere; ++s) {
            std::optional<float> best;
            std::optional<float> ending;
            for (const BorderBand& other : bands[s]) {
                if (!alike(first, other)) {
                    continue;
                }
                if (!best || other.outer > *best) {
                    best = other.outer;
                }
                if (endsAtTheSide(other) && (!ending || other.outer > *ending)) {
                    ending = other.outer;
                }
            }
            everywhere = best.has_value();
            onTheEdge = onTheEdge && ending.has_value();
            outer[s] = best.value_or(0);
            edge[s] = ending.value_or(0);
        }
        if (everywhere && onTheEdge) {
            chosen = edge;
            break;
        }
        const float reach = outer[0] + outer[1] + outer[2] + outer[3];
        if (everywhere && (!chosen || reach > chosenReach)) {
            chosen = outer;
            chosenReach = reach;
        }
    }
    if (!chosen) {
        return q;
    }
    std::array<cv::Point2f, 4> base;
    std::array<cv::Point2f, 4> dir;
    for (size_t s = 0; s < 4; ++s) {
        base[s] = q[s] + normal[s] * (*chosen)[s];
        dir[s] = q[(s + 1) % 4] - q[s];
    }
    return cornersOfSides(base, dir).value_or(q);
}

} // namespace

double quadWidth(const Quad& q) {
    return (cv::norm(q[1] - q[0]) + cv::norm(q[2] - q[3])) / 2;
}
double quadHeight(const Quad& q) {
    return (cv::norm(q[3] - q[0]) + cv::norm(q[2] - q[1])) / 2;
}
Quad refineCorners(const Quad& rough, const std::vector<cv::Point>& contour, const SideFit& fit) {
    std::array<std::vector<cv::Point2f>, 4> sides;
    for (const cv::Point& p : contour) {
        double best = 1e18;
        int side = -1;
        for (int k = 0; k < 4; ++k) {
            const cv::Point2f a = rough[static_cast<size_t>(k)];
            const cv::Point2f b = rough[static_cast<size_t>((k + 1) % 4)];
            const cv::Point2f ab = b - a;
            const double len2 = ab.dot(ab);
            const double t = (cv::Point2f(p) - a).dot(ab) / std::max(1e-9, len2);
            if (t < fit.middle || t > 1.0 - fit.middle) {
                continue;
            }
            const double d = std::abs(ab.cross(cv::Point2f(p) - a)) / std::sqrt(len2);
            if (d < best) {
                best = d;
                side = k;
            }
        }
        if (side >= 0 && best < fit.reach) {
            sides[static_cast<size_t>(side)].emplace_back(p);
        }
    }
    std::array<cv::Vec4f, 4> lines;
    for (size_t k = 0; k < 4; ++k) {
        if (sides[k].size() < 5) {
            return rough;
        }
        cv::fitLine(sides[k], lines[k], cv::DIST_HUBER, 0, 0.01, 0.01);
    }
    Quad refined;
    for (size_t k = 0; k < 4; ++k) {
        const cv::Vec4f& l1 = lines[(k + 3) % 4];
        const cv::Vec4f& l2 = lines[k];
        const double det = l1[0] * l2[1] - l1[1] * l2[0];
        if (std::abs(det) < 1e-6) {
            return rough;
        }
        const double t = ((l2[2] - l1[2]) * l2[1] - (l2[3] - l1[3]) * l2[0]) / det;
        refined[k] = {static_cast<float>(l1[2] + t * l1[0]), static_cast<float>(l1[3] + t * l1[1])};
        if (cv::norm(refined[k] - rough[k]) > fit.maxMove) {
            return rough;
        }
    }
    return refined;
}

namespace {

// An image's gradient (Sobel, 3 × 3), worked out once for its strength and its direction.
struct Gradient {
    cv::Mat x;
    cv::Mat y;
};

Gradient gradientOf(const cv::Mat& grey) {
    Gradient g;
    cv::Sobel(grey, g.x, CV_32F, 1, 0);
    cv::Sobel(grey, g.y, CV_32F, 0, 1);
    return g;
}

cv::Mat strengthOf(const Gradient& g) {
    cv::Mat strength;
    cv::magnitude(g.x, g.y, strength);
    return strength;
}

} // namespace

cv::Mat edgeStrength(const cv::Mat& grey) {
    return strengthOf(gradientOf(grey));
}

// The direction across each pixel of `edgeMap` (degrees modulo 180; kNoEdge off it): the
// image's gradient `image` on the image's edges, that of `outlineOf` on the rest (the border
// of what is not table, which may show no step in grey).
cv::Mat edgeDirections(const cv::Mat& edgeMap, const cv::Mat& imageEdges, const Gradient& image,
                       const cv::Mat& outlineOf) {
    cv::Mat out(edgeMap.size(), CV_8U, cv::Scalar(kNoEdge));
    const std::array<Gradient, 2> sources = {image, gradientOf(outlineOf)};
    std::array<cv::Mat, 2> angle;
    for (size_t i = 0; i < sources.size(); ++i) {
        cv::phase(sources[i].x, sources[i].y, angle[i], true);
    }
    for (int y = 0; y < out.rows; ++y) {
        const uchar* on = edgeMap.ptr<uchar>(y);
        const uchar* fromImage = imageEdges.ptr<uchar>(y);
        const float* a = angle[0].ptr<float>(y);
        const float* b = angle[1].ptr<float>(y);
        uchar* d = out.ptr<uchar>(y);
        for (int x = 0; x < out.cols; ++x) {
            if (on[x] != 0) {
                d[x] = static_cast<uchar>(static_cast<int>(fromImage[x] != 0 ? a[x] : b[x]) % 180);
            }
        }
    }
    return out;
}

double medianOf(std::vector<double> values) {
    if (values.empty()) {
        return 0;
    }
    const auto mid = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), mid, values.end());
    return *mid;
}

cv::Point2f quadCentre(const Quad& q) {
    return (q[0] + q[1] + q[2] + q[3]) * 0.25F;
}

Quad ontoItsOwnEdges(const cv::Mat& grey, const Quad& q) {
    return fitSidesToImage(grey, fitSidesToImage(grey, q, 0.04), 0.02);
}

Quad cornersOf(cv::Size size) {
    const float w = static_cast<float>(size.width);
    const float h = static_cast<float>(size.height);
    return {cv::Point2f(0, 0), cv::Point2f(w, 0), cv::Point2f(w, h), cv::Point2f(0, h)};
}

Quad orderUpright(const std::vector<cv::Point2f>& corners) {
    cv::Point2f centre(0, 0);
    for (const cv::Point2f& p : corners) {
        centre += p * 0.25F;
    }
    std::vector<cv::Point2f> p = corners;
    std::sort(p.begin(), p.end(), [&](cv::Point2f a, cv::Point2f b) {
        return std::atan2(a.y - centre.y, a.x - centre.x) <
               std::atan2(b.y - centre.y, b.x - centre.x);
    });
    const auto len = [&](size_t k) {
        return cv::norm(p[(k + 1) % 4] - p[k]);
    };
    const size_t shortEdge = len(0) + len(2) < len(1) + len(3) ? 0 : 1;
    const auto midY = [&](size_t k) {
        return (p[k].y + p[(k + 1) % 4].y) / 2;
    };
    const size_t top = midY(shortEdge) < midY(shortEdge + 2) ? shortEdge : shortEdge + 2;
    return {p[top], p[(top + 1) % 4], p[(top + 2) % 4], p[(top + 3) % 4]};
}

Detection CardDetector::find(const cv::Mat& bgr) const {
    Detection out;
    if (bgr.empty() || bgr.type() != CV_8UC3) {
        return out;
    }
    const double longSide = std::max(bgr.cols, bgr.rows);
    out.workScale = std::min(1.0, options_.workLongSide / longSide);
    cv::Mat work;
    if (out.workScale < 1.0) {
        cv::resize(bgr, work, cv::Size(), out.workScale, out.workScale, cv::INTER_AREA);
    } else {
        work = bgr;
    }
    const double workLong = std::max(work.cols, work.rows);
    const double minWidth = options_.minCardFraction * workLong;
    cv::Mat blurred;
    cv::GaussianBlur(work, blurred, {5, 5}, 1.2);
    cv::Mat lab8;
    cv::cvtColor(blurred, lab8, cv::COLOR_BGR2Lab);
    cv::Mat lab;
    lab8.convertTo(lab, CV_32FC3);
    cv::multiply(lab, cv::Scalar(0.5, 1, 1), lab);
    std::vector<cv::Vec3f> tableColours;
    const cv::Mat change = colourChange(blurred);
    cv::Mat fg = notTableColour(lab, change, tableColours);
    // Not in calibration photos: a grid's cards may be white on a white table, and a card edge
    // washed out by a highlight there would lose its place in the lattice.
    const cv::Mat lit = options_.wholeOutlinesOnly
                            ? cv::Mat(fg.size(), CV_8U, cv::Scalar(0))
                            : tableInLightAndShade(blurred, change, fg, tableColours, minWidth);
    cv::Mat grey;
    cv::cvtColor(blurred, grey, cv::COLOR_BGR2GRAY);
    cv::Mat canny;
    cv::Canny(grey, canny, 25, 60);
    // Strong edges count as card too (a white card on a white table shows by its edge and its
    // shadow), as long as they are stronger than the table's own texture.
    const Gradient gradient = gradientOf(grey);
    const cv::Mat mag = strengthOf(gradient);
    {
        const int band = std::max(4, static_cast<int>(std::min(work.rows, work.cols) * 0.05));
        const double tableEdges =
            1.3 * percentileOf(borderValues(mag, band, 0), 0.995); // above the table's own
        fg |= mag > std::max(60.0, tableEdges);
        // A card of the table's own colour (white on white, black on black) shows only by its
        // outline, and a soft one. On a smooth table, a thin edge above what noise makes of it
        // counts, and its weaker stretches where they continue it (Canny's hysteresis), never
        // weaker than the table's own edges: the outline closes and its inside is filled below.
        if (tableEdges < 60) {
            cv::Mat dx;
            cv::Mat dy;
            cv::Sobel(grey, dx, CV_16S, 1, 0);
            cv::Sobel(grey, dy, CV_16S, 0, 1);
            cv::Mat outline;
            cv::Canny(dx, dy, outline, std::max(7.5, tableEdges), std::max(15.0, tableEdges), true);
            fg |= outline;
        }
    }
    if (!options_.calibrationGrid) {
        // A card on a textured table (cloth, wood grain, speckled stone): the table varies
        // everywhere, a printed face hardly anywhere. Where even the smoothest stretch of the
        // photo's border is textured, a stretch much smoother than any of it is not table (the
        // window reaches half its size onto the table around a card: grown back by as much).
        // Not in a calibration grid: a smooth stretch of its table would be taken for a card
        // of the grid, and a card wrongly placed there is worse than one asked for again.
        //   A patterned table (checks, dots) is smooth over half a card (inside a check, between
        // dots), and may share its colours with the cards (dark faces with a light border on
        // black and white checks): no colour and no texture of half a card tells them apart.
        // Over a window as wide as the smallest card, every stretch of it shows its pattern, and
        // a face does not. What such a window finds smooth is a card only where nothing else
        // found one: its outline comes from there, more exactly (and a highlight washing the
        // pattern out beside a card is smooth too).
        cv::Mat g;
        grey.convertTo(g, CV_32F);
        const int fine = std::max(5, static_cast<int>(minWidth / 2)) | 1;
        int k = fine;
        cv::Mat density;
        double smoothest = 0;
        bool textured = false;
        const int coarse = std::max(5, static_cast<int>(minWidth)) | 1; // a card wide
        for (const int window : {fine, coarse}) {
            k = window;
            cv::Mat mean;
            cv::Mat meanSq;
            cv::boxFilter(g, mean, CV_32F, {k, k});
            cv::boxFilter(g.mul(g), meanSq, CV_32F, {k, k});
            cv::sqrt(cv::max(meanSq - mean.mul(mean), 0), density);
            const int band = std::max(k, static_cast<int>(std::min(work.rows, work.cols) * 0.05));
            smoothest = percentileOf(borderValues(density, band, k / 2), 0.02);
            textured = smoothest > (k == fine ? kTexturedTable : kPatternedTable);
            if (textured || coarse == fine) {
                break; // a photo so small that both windows are one is measured once
            }
        }
        if (textured) {
            const bool patterned = k != fine;
            cv::Mat smooth = density < kSmoothFace * smoothest;
            // Only stretches a card wide: the gaps of a pattern's dots or checks are smooth too.
            cv::Mat labels;
            cv::Mat stats;
            cv::Mat centres;
            const int n = cv::connectedComponentsWithStats(smooth, labels, stats, centres, 8);
            std::vector<int> found(static_cast<size_t>(n), 0); // pixels already not table
            if (patterned) {
                for (int y = 0; y < smooth.rows; ++y) {
                    const int* label = labels.ptr<int>(y);
                    const uchar* f = fg.ptr<uchar>(y);
                    for (int x = 0; x < smooth.cols; ++x) {
                        found[static_cast<size_t>(label[x])] += f[x] != 0 ? 1 : 0;
                    }
                }
            }
            std::vector<uchar> wide(static_cast<size_t>(n), 0);
            for (int i = 1; i < n; ++i) {
                const int area = stats.at<int>(i, cv::CC_STAT_AREA);
                wide[static_cast<size_t>(i)] =
                    area >= minWidth * minWidth && found[static_cast<size_t>(i)] < area / 2;
            }
            for (int y = 0; y < smooth.rows; ++y) {
                const int* label = labels.ptr<int>(y);
                uchar* px = smooth.ptr<uchar>(y);
                for (int x = 0; x < smooth.cols; ++x) {
                    px[x] = wide[static_cast<size_t>(label[x])] ? 255 : 0;
                }
            }
            cv::dilate(smooth, smooth, cv::getStructuringElement(cv::MORPH_RECT, {k, k}));
            fg |= smooth;
        }
    }
    fg &= ~lit; // a shadow or a highlight on the table, and the edges its rim gave
    cv::morphologyEx(fg, fg, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
    fillHoles(fg, 0.05 * static_cast<double>(fg.total()));
    cv::morphologyEx(fg, fg, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
    // Edges a card outline may show as: image edges and the border of what is not table.
    cv::Mat boundary;
    cv::morphologyEx(fg, boundary, cv::MORPH_GRADIENT,
                     cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
    // Where light or shade was taken away, what is left of the region is no outline (a card
    // under a highlight keeps only its own edges there).
    cv::Mat litRim;
    cv::dilate(lit, litRim, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
    boundary &= ~litRim;
    cv::Mat edges = canny | boundary;
    out.edgeDirection = edgeDirections(edges, canny, gradient, fg);
    cv::dilate(edges, edges, cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
    out.edges = edges;
    out.foreground = fg;

    struct Blob {
        size_t contour;
        cv::RotatedRect box;
        double area;
    };
    std::vector<std::vector<cv::Point>> contours;
    std::vector<Blob> alone;
    std::vector<Blob> groups;
    std::vector<double> widths;
    std::vector<double> aspects;
    std::vector<cv::Point2f> centres; // of the cards alone, beside their widths
    // A card whose pattern reaches its edge in the table's colours (checks, stripes) loses
    // those bits of its edge to the table: its region is the card with notches all round. Closed
    // over a notch's width (at most kNotchWidth of the card's width), it is the card again, when
    // then nearly all of the rectangle around it.
    const auto notchesFilled = [](const std::vector<cv::Point>& contour,
                                  double shortSide) -> std::optional<std::vector<cv::Point>> {
        const int k = std::max(3, static_cast<int>(kNotchWidth * shortSide) | 1);
        const cv::Rect box = cv::boundingRect(contour);
        const cv::Point offset(box.x - k, box.y - k);
        cv::Mat region(box.height + 2 * k, box.width + 2 * k, CV_8U, cv::Scalar(0));
        cv::drawContours(region, std::vector<std::vector<cv::Point>>{contour}, 0, cv::Scalar(255),
                         -1, cv::LINE_8, cv::noArray(), INT_MAX, -offset);
        cv::morphologyEx(region, region, cv::MORPH_CLOSE,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {k, k}));
        std::vector<std::vector<cv::Point>> closed;
        cv::findContours(region, closed, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE, offset);
        if (closed.size() != 1) {
            return std::nullopt;
        }
        const cv::RotatedRect around = cv::minAreaRect(closed[0]);
        if (cv::contourArea(closed[0]) < kNotchedFill * around.size.area()) {
            return std::nullopt;
        }
        return closed[0];
    };
    const auto findBlobs = [&](cv::Mat& mask) {
        contours.clear();
        alone.clear();
        groups.clear();
        widths.clear();
        aspects.clear();
        centres.clear();
        cv::findContours(mask.clone(), contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
        for (size_t i = 0; i < contours.size(); ++i) {
            double area = cv::contourArea(contours[i]);
            if (area < minWidth * minWidth * 0.8) {
                continue;
            }
            const cv::RotatedRect box = cv::minAreaRect(contours[i]);
            const double s = std::min(box.size.width, box.size.height);
            const double l = std::max(box.size.width, box.size.height);
            const double fill = area / std::max(1.0, s * l);
            const double aspect = l / std::max(1.0, s);
            const bool shaped = options_.aspect > 0 ? std::abs(aspect / options_.aspect - 1) < 0.15
                                                    : aspect > 1.15 && aspect < 1.85;
            const bool cardSized = shaped && s >= minWidth;
            bool lone = cardSized && fill > 0.88;
            if (cardSized && !lone) {
                if (const auto whole = notchesFilled(contours[i], s)) {
                    contours[i] = *whole;
                    cv::drawContours(mask, contours, static_cast<int>(i), cv::Scalar(255), -1);
                    area = cv::contourArea(*whole);
                    lone = true;
                }
            }
            if (lone) {
                alone.push_back({i, box, area});
                widths.push_back(s);
                aspects.push_back(aspect);
                centres.push_back(box.center);
            } else {
                groups.push_back({i, box, area});
            }
        }
    };
    findBlobs(fg);
    if (!widths.empty()) {
        // Cut thin bridges to specks of the table (noise, a dot of the pattern) and look again.
        std::vector<float> w(widths.begin(), widths.end());
        const int k = std::max(3, static_cast<int>(0.15 * percentileOf(w, 0.5)) | 1);
        const std::vector<std::vector<cv::Point>> contoursBefore = std::move(contours);
        const std::vector<Blob> aloneBefore = std::move(alone);
        cv::Mat opened;
        cv::morphologyEx(fg, opened, cv::MORPH_OPEN,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {k, k}));
        findBlobs(opened);
        // A card alone that the opening broke (it deepens the notches where the card's pattern
        // shows the table's colour at its edge) keeps its region as it was.
        cv::Mat broken(opened.size(), CV_8U, cv::Scalar(0));
        for (const Blob& b : aloneBefore) {
            const bool kept = std::any_of(alone.begin(), alone.end(), [&](const Blob& a) {
                return cv::pointPolygonTest(contoursBefore[b.contour], a.box.center, false) > 0;
            });
            if (!kept) {
                cv::drawContours(broken, contoursBefore, static_cast<int>(b.contour),
                                 cv::Scalar(255), -1);
            }
        }
        if (cv::countNonZero(broken) > 0) {
            opened |= fg & broken;
            findBlobs(opened);
        }
        opened.copyTo(fg); // in place: the detection's foreground is this mask
    }
    // Every region as found, before any is cut into cards.
    const std::vector<std::vector<cv::Point>> regions = contours;
    std::vector<float> w32(widths.begin(), widths.end());
    std::vector<float> a32(aspects.begin(), aspects.end());
    out.aspect = options_.aspect > 0 ? options_.aspect : percentileOf(a32, 0.5);
    double cardWidth = percentileOf(w32, 0.5);
    // The card width where a region lies: a photo taken at a slant shows far cards smaller
    // (a row across the table may go from 1 to 0.6), so a region of two far cards can have
    // the size of one near card. Cards lying alone give the width across the photo (a plane:
    // the width changes evenly with the position); one card gives one width.
    cv::Vec3d widthPlane(cardWidth, 0, 0);
    cv::Point2f widthOrigin(0, 0);
    if (widths.size() >= 2) {
        const double n = static_cast<double>(widths.size());
        for (const cv::Point2f& c : centres) {
            widthOrigin += c / static_cast<float>(n);
        }
        const double meanWidth = std::accumulate(widths.begin(), widths.end(), 0.0) / n;
        // The spread of the cards' places: along a row only, the width's slope across it is
        // unknown (taken as none).
        cv::Matx22d spread = cv::Matx22d::zeros();
        for (const cv::Point2f& c : centres) {
            const cv::Point2f d = c - widthOrigin;
            spread += cv::Matx22d(d.x * d.x, d.x * d.y, d.x * d.y, d.y * d.y) * (1 / n);
        }
        cv::Matx21d spreads;
        cv::Matx22d axes;
        cv::eigen(spread, spreads, axes);
        const double reach = 0.5 * cardWidth; // spreads are squared distances
        cv::Vec3d fitted(meanWidth, 0, 0);
        if (widths.size() >= 3 && spreads(1) >= reach * reach) {
            cv::Matx33d normal = cv::Matx33d::zeros();
            cv::Vec3d right(0, 0, 0);
            for (size_t i = 0; i < widths.size(); ++i) {
                const cv::Point2f d = centres[i] - widthOrigin;
                const cv::Vec3d r(1, d.x, d.y);
                normal += r * r.t();
                right += r * widths[i];
            }
            cv::solve(normal, right, fitted, cv::DECOMP_LU);
        } else if (spreads(0) >= reach * reach) {
            const cv::Point2d u(axes(0, 0), axes(0, 1));
            double tw = 0;
            double tt = 0;
            for (size_t i = 0; i < widths.size(); ++i) {
                const cv::Point2f d = centres[i] - widthOrigin;
                const double t = d.x * u.x + d.y * u.y;
                tw += t * (widths[i] - meanWidth);
                tt += t * t;
            }
            const double slope = tw / tt;
            fitted = {meanWidth, slope * u.x, slope * u.y};
        }
        double residual = 0;
        for (size_t i = 0; i < widths.size(); ++i) {
            const cv::Point2f d = centres[i] - widthOrigin;
            const double fit = fitted[0] + fitted[1] * d.x + fitted[2] * d.y;
            residual = std::max(residual, std::abs(fit / widths[i] - 1));
        }
        // Only a plane that explains every card (cards of one deck have one size).
        if (residual < 0.1) {
            widthPlane = fitted;
        } else {
            widthOrigin = {0, 0};
        }
    }
    const auto widthAt = [&](cv::Point2f p) {
        if (cardWidth <= 0) {
            return cardWidth;
        }
        const cv::Point2f d = p - widthOrigin;
        const double w = widthPlane[0] + widthPlane[1] * d.x + widthPlane[2] * d.y;
        return std::clamp(w, 0.6 * cardWidth, 1.6 * cardWidth);
    };
    // Cards apart but joined in the mask (a shadow, corners that meet, a bridge of the
    // tablecloth): eroding the region leaves one core per card; each core grown back by as
    // much, within the region, is a card lying alone when it has the card's shape and size.
    std::map<size_t, Quad> rowQuads; // a row's pieces, by contour: exactly as cut
    struct Block {
        Quad outline; // long side first
        int along;
        int across;
        double cardWidth;
        bool whole; // no gaps: its outline is the block's own
    };
    std::vector<Block> blocks;
    std::map<size_t, std::array<int, 3>> cellOf; // contour → block, i, j
    // Cards edge to edge in a block: a quadrilateral a whole number of cards long and wide (a
    // row, or rows of cards), each card upright or lying across. A block of cards may have
    // the shape of one big card: both are proposed, what shows decides.
    const auto addBlocks = [&](const Blob& g, bool knownWidth) {
        bool explained = false;
        // The block's outline as a quadrilateral (perspective makes a row a trapezoid).
        std::vector<cv::Point> hull;
        cv::convexHull(contours[g.contour], hull);
        std::vector<cv::Point> corners4;
        const double perimeter = cv::arcLength(hull, true);
        for (double eps = 0.01; eps <= 0.06 && corners4.size() != 4; eps += 0.005) {
            cv::approxPolyDP(hull, corners4, eps * perimeter, true);
        }
        struct Layout {
            Quad outline; // long side first
            int along;
            int across;
            double width;
            bool whole;
        };
        std::vector<Layout> layouts; // every way the block fits (what shows decides)
        // The block's outline: its hull's four corners (whole), or its rectangle (with gaps).
        std::vector<std::pair<std::vector<cv::Point2f>, bool>> outlines;
        const double hullArea = std::max(1.0, cv::contourArea(hull));
        const bool gapsFit = g.area >= 0.6 * g.box.size.area();
        std::array<cv::Point2f, 4> box;
        g.box.points(box.data());
        if (corners4.size() == 4 && g.area >= 0.9 * hullArea &&
            std::abs(cv::contourArea(corners4) / hullArea - 1) < 0.08) {
            outlines.emplace_back(std::vector<cv::Point2f>(corners4.begin(), corners4.end()), true);
            // Two rows of cards, the shorter a card short at one end (an odd number of cards),
            // have a hull of four corners too, its fourth side cut slanting across the missing
            // card's place: two opposite sides then run further from parallel than a block's
            // seen at a slant do, and the block's rectangle is tried as well (121009).
            const auto lineAngle = [&](size_t from, size_t to) { // 0 to pi
                const cv::Point2f d = cv::Point2f(corners4[to] - corners4[from]);
                return std::fmod(std::atan2(d.y, d.x) + CV_PI, CV_PI);
            };
            const double skew = std::max(angleGap(lineAngle(0, 1), lineAngle(3, 2)),
                                         angleGap(lineAngle(1, 2), lineAngle(0, 3)));
            if (skew > kBlockSkew && gapsFit) {
                outlines.emplace_back(std::vector<cv::Point2f>(box.begin(), box.end()), false);
            }
        } else if (gapsFit) {
            // A block with gaps (a card missing from a row): its rectangle.
            outlines.emplace_back(std::vector<cv::Point2f>(box.begin(), box.end()), false);
        }
        for (const auto& [c4, whole] : outlines) {
            for (const int turn : {0, 1}) {
                const Quad q = {c4[static_cast<size_t>(turn)], c4[static_cast<size_t>(turn + 1)],
                                c4[static_cast<size_t>(turn + 2)],
                                c4[static_cast<size_t>((turn + 3) % 4)]};
                const double length = quadWidth(q);   // sides 0 and 2
                const double breadth = quadHeight(q); // sides 1 and 3
                for (int across = 1; across <= 3; ++across) {
                    for (const bool lying : {false, true}) {
                        // lying: the card's long side along the block's first side.
                        const double w = lying ? breadth / across : breadth / across / out.aspect;
                        const double step = lying ? w * out.aspect : w;
                        // A single row whose length lies between two whole numbers of cards
                        // (its breadth taken a little wide, a shadow or a highlight along it;
                        // the row seen at a slant, its cards shorter or longer than the
                        // deck's): both counts that fit are proposed, what shows decides.
                        const double fits = length / step;
                        std::vector<double> counts = {std::round(fits)};
                        if (across == 1 && std::floor(fits) != std::ceil(fits)) {
                            counts = {std::floor(fits), std::ceil(fits)};
                        }
                        for (const double along : counts) {
                            const double error = std::abs(length / (along * step) - 1);
                            if (along < 1 || along * across < 2 || along > 12 || w < minWidth ||
                                (knownWidth && cardWidth > 0 &&
                                 std::abs(w / widthAt(quadCentre(q)) - 1) > 0.3) ||
                                error > 0.15) {
                                continue;
                            }
                            // Cells are cards upright in the flat plane: lying cards turn
                            // the plane's axes.
                            layouts.push_back({q, static_cast<int>(along), across, w, whole});
                        }
                    }
                }
            }
        }
        for (const Layout& layout : layouts) {
            const int bestAlong = layout.along;
            const int bestAcross = layout.across;
            const double w = layout.width;
            // The block's outline on the image's edges (its shadow left out); then cut
            // evenly on the table's plane, which the block's corners give (far cards
            // look smaller).
            Quad block = layout.outline;
            if (layout.whole) {
                block = fitSidesToImage(grey, block, 0.06 * w / std::max(1.0, quadWidth(block)));
            }
            const std::array<cv::Point2f, 4> flat = {
                cv::Point2f(0, 0), cv::Point2f(static_cast<float>(bestAlong), 0),
                cv::Point2f(static_cast<float>(bestAlong), static_cast<float>(bestAcross)),
                cv::Point2f(0, static_cast<float>(bestAcross))};
            const cv::Mat plane = cv::getPerspectiveTransform(flat.data(), block.data());
            for (int i = 0; i < bestAlong; ++i) {
                for (int j = 0; j < bestAcross; ++j) {
                    const std::vector<cv::Point2f> cell = {
                        cv::Point2f(static_cast<float>(i), static_cast<float>(j)),
                        cv::Point2f(static_cast<float>(i + 1), static_cast<float>(j)),
                        cv::Point2f(static_cast<float>(i + 1), static_cast<float>(j + 1)),
                        cv::Point2f(static_cast<float>(i), static_cast<float>(j + 1))};
                    std::vector<cv::Point2f> mapped;
                    cv::perspectiveTransform(cell, mapped, plane);
                    if (insideShare(fg, orderUpright(mapped)) < 0.85) {
                        continue; // a gap in the block
                    }
                    std::vector<cv::Point> piece;
                    for (const cv::Point2f& p : mapped) {
                        piece.emplace_back(cvRound(p.x), cvRound(p.y));
                    }
                    rowQuads[contours.size()] = orderUpright(mapped);
                    cellOf[contours.size()] = {static_cast<int>(blocks.size()), i, j};
                    const cv::RotatedRect rect = cv::minAreaRect(piece);
                    contours.push_back(piece);
                    alone.push_back({contours.size() - 1, rect, cv::contourArea(piece)});
                }
            }
            blocks.push_back({block, bestAlong, bestAcross, w, layout.whole});
            // Not explained: cards overlapping evenly in a row have a block's shape too.
        }
        return explained;
    };
    if (out.aspect > 0) {
        std::vector<Blob> unexplained;
        for (const Blob& g : groups) {
            const double shortSide = std::min(g.box.size.width, g.box.size.height);
            const double width = cardWidth > 0 ? widthAt(g.box.center) : shortSide / 1.2;
            bool explained = false;
            if (width >= minWidth && g.area > 1.3 * width * width * out.aspect) {
                const cv::Rect box = cv::boundingRect(contours[g.contour]);
                cv::Mat blob(box.size(), CV_8U, cv::Scalar(0));
                cv::drawContours(blob, contours, static_cast<int>(g.contour), cv::Scalar(255), -1,
                                 cv::LINE_8, cv::noArray(), 0, -box.tl());
                // Second try: the region cut along the image's edges (two cards close together
                // show two outlines between them, even when blur or a shadow joins them),
                // with what the cuts enclose filled again.
                cv::Mat cut;
                cv::dilate(canny(box), cut, cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
                cut = blob & ~cut;
                fillHoles(cut, 2.0 * width * width * out.aspect);
                std::vector<std::vector<cv::Point>> best;
                double bestArea = 0;
                // Eroded and grown back by a disc of radius r: through the distance to the nearest
                // pixel outside (one distance transform serves both shares of a mask); a pixel
                // disc reaches half a pixel beyond r.
                const cv::Mat blobDepth = depthInside(blob);
                const cv::Mat cutDepth = depthInside(cut);
                for (const auto& [mask, depth, share] :
                     std::initializer_list<std::tuple<cv::Mat, cv::Mat, double>>{
                         {blob, blobDepth, 0.22},
                         {blob, blobDepth, 0.32},
                         {cut, cutDepth, 0.1},
                         {cut, cutDepth, 0.2}}) {
                    const int r = std::max(2, static_cast<int>(share * width));
                    const cv::Mat core = depth > r + 0.5;
                    std::vector<std::vector<cv::Point>> cores;
                    cv::findContours(core, cores, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
                    if (cores.size() < 2) {
                        continue;
                    }
                    std::vector<std::vector<cv::Point>> found;
                    double foundArea = 0;
                    for (size_t i = 0; i < cores.size(); ++i) {
                        cv::Mat one(box.size(), CV_8U, cv::Scalar(255));
                        cv::drawContours(one, cores, static_cast<int>(i), cv::Scalar(0), -1);
                        one = (depthInside(one) <= r + 0.5) & mask;
                        std::vector<std::vector<cv::Point>> outline;
                        cv::findContours(one, outline, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE,
                                         box.tl());
                        if (outline.size() != 1) {
                            continue;
                        }
                        const double area = cv::contourArea(outline[0]);
                        const cv::RotatedRect rect = cv::minAreaRect(outline[0]);
                        const double sw = std::min(rect.size.width, rect.size.height);
                        const double sl = std::max(rect.size.width, rect.size.height);
                        const bool sized =
                            cardWidth <= 0 || std::abs(sw / widthAt(rect.center) - 1) < 0.3;
                        if (area / std::max(1.0, sw * sl) > 0.88 &&
                            std::abs(sl / std::max(1.0, sw) / out.aspect - 1) < 0.15 && sized &&
                            sw >= minWidth) {
                            found.push_back(outline[0]);
                            foundArea += area;
                        }
                    }
                    if ((found.size() >= 2 || foundArea > 0.85 * g.area) && foundArea > bestArea) {
                        bestArea = foundArea;
                        best = std::move(found);
                    }
                }
                explained = bestArea > 0.9 * g.area;
                if (!explained && best.size() >= 2) {
                    // What the cards found leave of the region is only their shadows and the
                    // bridges between them when nothing a card wide is left: thin stripes
                    // vanish under an opening by a fifth of a card.
                    cv::Mat rest = blob.clone();
                    cv::Mat cards(box.size(), CV_8U, cv::Scalar(0));
                    std::vector<std::vector<cv::Point>> shifted = best;
                    for (auto& f : shifted) {
                        for (cv::Point& p : f) {
                            p -= box.tl();
                        }
                    }
                    cv::drawContours(cards, shifted, -1, cv::Scalar(255), -1);
                    const int grow = std::max(1, static_cast<int>(0.05 * width));
                    cv::dilate(
                        cards, cards,
                        cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * grow + 1, 2 * grow + 1}));
                    rest &= ~cards;
                    const int r = std::max(2, static_cast<int>(0.1 * width));
                    cv::morphologyEx(
                        rest, rest, cv::MORPH_OPEN,
                        cv::getStructuringElement(cv::MORPH_ELLIPSE, {2 * r + 1, 2 * r + 1}));
                    explained = cv::countNonZero(rest) < 0.1 * width * width;
                }
                for (auto& f : best) {
                    const cv::RotatedRect rect = cv::minAreaRect(f);
                    contours.push_back(f);
                    alone.push_back({contours.size() - 1, rect, cv::contourArea(f)});
                }
            }
            // Cards edge to edge in a block: a rectangle a whole number of cards long and
            // wide (a row, or rows of cards), each card upright or lying across.
            if (!explained) {
                explained = addBlocks(g, true);
            }
            if (!explained) {
                unexplained.push_back(g);
            }
        }
        groups = unexplained;
        const std::vector<Blob> single = alone;
        for (const Blob& b : single) {
            if (rowQuads.count(b.contour) == 0 && !options_.wholeOutlinesOnly) {
                addBlocks(b, alone.size() > 1);
            }
        }
    }
    for (const Blob& b : alone) {
        cv::Point2f pts[4];
        b.box.points(pts);
        CardCandidate c;
        const double s = std::min(b.box.size.width, b.box.size.height);
        c.corners = refineCorners(orderUpright({pts, pts + 4}), contours[b.contour],
                                  {0.15, std::max(3.0, 0.08 * s), 0.08 * s});
        c.alone = true;
        c.inRow = rowQuads.count(b.contour) > 0;
        c.alone = !c.inRow; // a card cut from a block touches others
        if (c.inRow) {
            const auto& cell = cellOf[b.contour];
            c.block = cell[0];
            c.cell = {cell[1], cell[2]};
        }
        if (c.inRow) {
            c.corners = rowQuads[b.contour];
        }
        c.group = static_cast<int>(b.contour);
        scoreOutline(edges, c);
        out.candidates.push_back(c);
    }
    if (!options_.alonesOnly && out.aspect > 0) {
        const double a = out.aspect;
        // Segments an outline may be made of: straight runs of image edges and of the
        // region's border.
        std::vector<cv::Vec4f> lines;
        if (!groups.empty()) {
            cv::Rect area;
            for (const Blob& g : groups) {
                area |= cv::boundingRect(contours[g.contour]);
            }
            area = cv::Rect(area.x - 4, area.y - 4, area.width + 8, area.height + 8) &
                   cv::Rect(0, 0, grey.cols, grey.rows);
            cv::Ptr<cv::LineSegmentDetector> lsd =
                cv::createLineSegmentDetector(cv::LSD_REFINE_NONE);
            lsd->detect(grey(area), lines);
            for (cv::Vec4f& l : lines) {
                l += cv::Vec4f(static_cast<float>(area.x), static_cast<float>(area.y),
                               static_cast<float>(area.x), static_cast<float>(area.y));
            }
        }
        for (const Blob& g : groups) {
            cv::Mat blobMask(fg.size(), CV_8U, cv::Scalar(0));
            cv::drawContours(blobMask, contours, static_cast<int>(g.contour), cv::Scalar(255), -1);
            cv::dilate(blobMask, blobMask, cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
            std::vector<Segment> segments;
            for (const cv::Vec4f& l : lines) {
                const cv::Point2f p(l[0], l[1]);
                const cv::Point2f q(l[2], l[3]);
                if (on(blobMask, (p + q) * 0.5F)) {
                    segments.push_back({p, q});
                }
            }
            std::vector<cv::Point> poly;
            cv::approxPolyDP(contours[g.contour], poly,
                             std::max(2.0, 0.012 * cv::arcLength(contours[g.contour], true)), true);
            for (size_t i = 0; i < poly.size(); ++i) {
                segments.push_back(
                    {cv::Point2f(poly[i]), cv::Point2f(poly[(i + 1) % poly.size()])});
            }
            // The card size: from cards lying alone, else voted by the lengths of straight
            // sides (a whole side is a card's width or height).
            std::vector<double> sizes;
            if (cardWidth > 0) {
                // Perspective: cards far from the camera look smaller.
                sizes = {widthAt(g.box.center)};
            } else {
                // No card alone to measure: the region's short side is a row's height or a
                // column's width, and long straight sides vote for a card width (a side is a
                // width or a height). Those two sizes and the best voted one are tried; what
                // the cards show decides between them.
                std::map<int, double> votes;
                const double shortSide = std::min(g.box.size.width, g.box.size.height);
                const auto vote = [&](double w, double weight) {
                    if (w >= minWidth && w <= shortSide * 1.05) {
                        const int bin = static_cast<int>(std::lround(std::log(w) / 0.05));
                        votes[bin] += weight;
                        votes[bin - 1] += weight / 2;
                        votes[bin + 1] += weight / 2;
                    }
                };
                vote(shortSide / a, shortSide);
                vote(shortSide, shortSide / a);
                for (const Segment& seg : segments) {
                    const double len = cv::norm(seg.b - seg.a);
                    if (len > 0.25 * shortSide) {
                        vote(len, len);
                        vote(len / a, len);
                    }
                }
                std::vector<std::pair<double, int>> ranked;
                for (const auto& [bin, weight] : votes) {
                    ranked.emplace_back(weight, bin);
                }
                std::sort(ranked.rbegin(), ranked.rend());
                for (const double w : {shortSide / a, shortSide}) {
                    if (w >= minWidth) {
                        sizes.push_back(w);
                    }
                }
                const size_t most = sizes.size() + 1;
                for (const auto& [weight, bin] : ranked) {
                    const double w = std::exp(bin * 0.05);
                    if (std::none_of(sizes.begin(), sizes.end(),
                                     [&](double x) { return std::abs(x / w - 1) < 0.12; })) {
                        sizes.push_back(w);
                    }
                    if (sizes.size() >= most) {
                        break;
                    }
                }
            }
            for (const double w : sizes) {
                const double h = a * w;
                if (g.area < 0.6 * w * h) {
                    continue;
                }
                std::vector<CardCandidate> found;
                for (const Segment& seg : segments) {
                    const double len = cv::norm(seg.b - seg.a);
                    if (len < 0.3 * w) {
                        continue;
                    }
                    const cv::Point2f u = (seg.b - seg.a) / static_cast<float>(len);
                    for (const double side : {w, h}) {
                        const double other = side == w ? h : w;
                        std::vector<std::pair<cv::Point2f, cv::Point2f>> anchors = {{seg.a, u},
                                                                                    {seg.b, -u}};
                        const double k = std::round(len / side);
                        if (k >= 2 && std::abs(len - k * side) < 0.2 * side) {
                            for (int j = 1; j < static_cast<int>(k); ++j) {
                                anchors.push_back({seg.a + u * static_cast<float>(j * len / k), u});
                            }
                        }
                        for (const auto& [p, dir] : anchors) {
                            const cv::Point2f n(-dir.y, dir.x);
                            for (const float sign : {1.0F, -1.0F}) {
                                const cv::Point2f along = dir * static_cast<float>(side);
                                const cv::Point2f across = n * (sign * static_cast<float>(other));
                                CardCandidate c;
                                c.corners =
                                    orderUpright({p, p + along, p + along + across, p + across});
                                c.corners = snapSides(edges, c.corners,
                                                      std::max(2, static_cast<int>(0.1 * w)));
                                if (insideShare(fg, c.corners) < 0.85) {
                                    continue;
                                }
                                scoreOutline(edges, c);
                                if (c.corners_seen < 2 || c.support < 0.3) {
                                    continue;
                                }
                                c.group = static_cast<int>(g.contour);
                                found.push_back(c);
                            }
                        }
                    }
                }
                // One candidate per place.
                std::sort(found.begin(), found.end(),
                          [](const CardCandidate& x, const CardCandidate& y) {
                              return x.support + 0.05 * x.corners_seen >
                                     y.support + 0.05 * y.corners_seen;
                          });
                std::vector<CardCandidate> kept;
                for (const CardCandidate& c : found) {
                    const bool same =
                        std::any_of(kept.begin(), kept.end(), [&](const CardCandidate& k) {
                            return cv::norm(quadCentre(k.corners) - quadCentre(c.corners)) <
                                       0.1 * w &&
                                   angleGap(angleOf(k.corners), angleOf(c.corners)) < 0.08;
                        });
                    if (!same) {
                        kept.push_back(c);
                    }
                    if (kept.size() >= 60) {
                        break;
                    }
                }
                out.candidates.insert(out.candidates.end(), kept.begin(), kept.end());
                if (out.cardWidth == 0) {
                    out.cardWidth = w;
                }
            }
        }
    }
    // Where no region of the photo is a card (a back of the table's colours and pattern, green
    // dots on a table of green dots, is a region only where its pattern differs), its outline
    // may still show as a loop of edges: a loop of the card's shape is a card lying alone,
    // whatever its size (not in a calibration grid, whose cards are placed by their lattice).
    const bool noneFound = !options_.calibrationGrid && out.candidates.empty();
    if (!options_.alonesOnly && (!options_.wholeOutlinesOnly || noneFound) && out.aspect > 0) {
        // Cards whose whole outline shows as a closed line of edges, wherever the table's
        // colours put them (patches of a two-coloured table join cards into one region that
        // their shapes do not explain): each loop of the edge map of a card's shape, of the
        // card's size there, or of one size with kLoopPeers other such loops (cards joined by a
        // shadow or lying in a line give no card alone to size them by, or a wrong one).
        std::vector<std::vector<cv::Point>> loops;
        cv::findContours(edges.clone(), loops, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
        const double a = out.aspect;
        const double leastArea = minWidth * minWidth * a;
        std::vector<CardCandidate> shaped;
        std::vector<char> sized; // of the card's size where it lies
        for (const std::vector<cv::Point>& loop : loops) {
            const double area = cv::contourArea(loop);
            if (area < leastArea) {
                continue;
            }
            std::vector<cv::Point> poly;
            cv::approxPolyDP(loop, poly, 0.03 * cv::arcLength(loop, true), true);
            CardCandidate c;
            if (poly.size() == 4 && cv::isContourConvex(poly)) {
                c.corners = orderUpright({poly[0], poly[1], poly[2], poly[3]});
            } else {
                // Printed marks touching the outline (a value in a disc at each corner of a
                // face without a border) bite into the loop inside it: the rectangle around
                // its hull, when the hull nearly fills it, is the card.
                std::vector<cv::Point> hull;
                cv::convexHull(loop, hull);
                const cv::RotatedRect around = cv::minAreaRect(hull);
                if (cv::contourArea(hull) < kLoopHullFill * around.size.area()) {
                    continue;
                }
                std::array<cv::Point2f, 4> corners;
                around.points(corners.data());
                c.corners = orderUpright({corners.begin(), corners.end()});
            }
            const double shortSide = std::min(quadWidth(c.corners), quadHeight(c.corners));
            const double longSide = std::max(quadWidth(c.corners), quadHeight(c.corners));
            if (std::abs(longSide / shortSide / a - 1) > kLoopAspect) {
                continue;
            }
            const double w = cardWidth > 0 ? widthAt(quadCentre(c.corners)) : 0;
            c.corners = snapSides(edges, c.corners,
                                  noneFound ? static_cast<int>(kBumpedSide * shortSide) : 2);
            scoreOutline(edges, c);
            if (c.corners_seen < 3 || c.support < kLoopSupport) {
                continue;
            }
            c.group = -1;
            c.alone = noneFound;
            shaped.push_back(c);
            sized.push_back(noneFound || (w > 0 && std::abs(shortSide / w - 1) <= kLoopSize &&
                                          area >= (1 - kLoopSize) * (1 - kLoopSize) * a * w * w &&
                                          area <= (1 + kLoopSize) * (1 + kLoopSize) * a * w * w));
        }
        std::vector<CardCandidate> found;
        for (size_t i = 0; i < shaped.size(); ++i) {
            const CardCandidate& c = shaped[i];
            const double w = std::min(quadWidth(c.corners), quadHeight(c.corners));
            const auto peers = std::count_if(shaped.begin(), shaped.end(), [&](const auto& o) {
                return &o != &c && !samePlace(o.corners, c.corners) &&
                       std::abs(std::min(quadWidth(o.corners), quadHeight(o.corners)) / w - 1) <
                           kLoopPeerSize;
            });
            if (!sized[i] && peers < kLoopPeers) {
                continue;
            }
            const auto same = [&](const CardCandidate& k) {
                return samePlace(k.corners, c.corners);
            };
            if (std::none_of(out.candidates.begin(), out.candidates.end(), same) &&
                std::none_of(found.begin(), found.end(), same)) {
                found.push_back(c);
            }
        }
        out.candidates.insert(out.candidates.end(), found.begin(), found.end());
    }
    if (!options_.alonesOnly && !options_.wholeOutlinesOnly && out.aspect > 0) {
        // Cards edge to edge, cut between the seams that show between them, and the cards of a
        // row each lying over the last, whatever size the cards lying alone (or a region taken
        // for one: a block of cards and a glare spot) say.
        for (size_t r = 0; r < regions.size(); ++r) {
            if (cv::contourArea(regions[r]) < 2 * out.aspect * minWidth * minWidth) {
                continue;
            }
            const SeamCards found = cardsAlongSeams(grey, regions[r], out.aspect, minWidth);
            for (const Quad& q : found.edgeToEdge) {
                CardCandidate c;
                c.corners = q;
                c.inRow = true; // between seams: in no block
                c.group = static_cast<int>(r);
                scoreOutline(edges, c);
                out.candidates.push_back(c);
            }
            for (const Quad& q : found.overlapping) {
                if (std::any_of(out.candidates.begin(), out.candidates.end(),
                                [&](const CardCandidate& k) { return samePlace(k.corners, q); })) {
                    continue; // proposed by its outline already
                }
                CardCandidate c;
                c.corners = q;
                c.group = static_cast<int>(r);
                scoreOutline(edges, c);
                out.candidates.push_back(c);
            }
        }
    }
    if (cardWidth > 0) {
        out.cardWidth = cardWidth;
    }
    if (options_.wholeOutlinesOnly) {
        // Without exemplars to tell cards apart, only a whole outline counts; best first.
        std::vector<CardCandidate> all = std::move(out.candidates);
        std::sort(all.begin(), all.end(), [](const CardCandidate& x, const CardCandidate& y) {
            return (x.alone ? 1.0 : 0.0) + x.support > (y.alone ? 1.0 : 0.0) + y.support;
        });
        out.candidates.clear();
        for (const CardCandidate& c : all) {
            if (!c.alone && (c.corners_seen < 4 || c.support < 0.75)) {
                continue;
            }
            const std::vector<cv::Point2f> poly(c.corners.begin(), c.corners.end());
            const bool clash = std::any_of(
                out.candidates.begin(), out.candidates.end(), [&](const CardCandidate& k) {
                    return cv::pointPolygonTest(poly, quadCentre(k.corners), false) >= 0;
                });
            if (!clash) {
                out.candidates.push_back(c);
            }
        }
    }
    // Back to the pixels of the image given.
    for (CardCandidate& c : out.candidates) {
        for (cv::Point2f& p : c.corners) {
            p = (p + cv::Point2f(0.5F, 0.5F)) / static_cast<float>(out.workScale) -
                cv::Point2f(0.5F, 0.5F);
        }
    }
    out.cardWidth /= out.workScale;
    // Cards lying alone: their sides onto the card's own edge in the full image (the region
    // found may hold the card's shadow or lose a light corner to the table).
    if (!out.candidates.empty()) {
        cv::Mat grey;
        cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
        // Blocks of cards edge to edge: the block's outline onto its edges in the full image,
        // then each card cut again from it.
        for (size_t bi = 0; bi < blocks.size(); ++bi) {
            Quad outline = blocks[bi].outline;
            for (cv::Point2f& p : outline) {
                p = (p + cv::Point2f(0.5F, 0.5F)) / static_cast<float>(out.workScale) -
                    cv::Point2f(0.5F, 0.5F);
            }
            const double cw = blocks[bi].cardWidth / out.workScale;
            if (blocks[bi].whole) {
                outline =
                    fitSidesToImage(grey, outline, 0.08 * cw / std::max(1.0, quadWidth(outline)));
                outline =
                    fitSidesToImage(grey, outline, 0.03 * cw / std::max(1.0, quadWidth(outline)));
            }
            const std::array<cv::Point2f, 4> flat = {
                cv::Point2f(0, 0), cv::Point2f(static_cast<float>(blocks[bi].along), 0),
                cv::Point2f(static_cast<float>(blocks[bi].along),
                            static_cast<float>(blocks[bi].across)),
                cv::Point2f(0, static_cast<float>(blocks[bi].across))};
            const cv::Mat plane = cv::getPerspectiveTransform(flat.data(), outline.data());
            for (CardCandidate& c : out.candidates) {
                if (!c.inRow || c.block != static_cast<int>(bi)) {
                    continue;
                }
                const float i = static_cast<float>(c.cell[0]);
                const float j = static_cast<float>(c.cell[1]);
                std::vector<cv::Point2f> mapped;
                cv::perspectiveTransform(
                    std::vector<cv::Point2f>{{i, j}, {i + 1, j}, {i + 1, j + 1}, {i, j + 1}},
                    mapped, plane);
                c.corners = ontoItsOwnEdges(grey, orderUpright(mapped));
            }
        }
        for (CardCandidate& c : out.candidates) {
            if (c.inRow && c.block < 0) { // cut between seams
                c.corners = ontoItsOwnEdges(grey, c.corners);
            }
            if ((c.alone || options_.wholeOutlinesOnly) && !c.inRow) {
                const Quad region = c.corners;
                c.corners = fitSidesToImage(grey, c.corners, 0.06);
                c.corners = fitSidesToImage(grey, c.corners, 0.03);
                c.corners = keepSidesOnTheCard(region, c.corners, out.foreground, out.workScale);
                c.corners = reachTheBorder(bgr, c.corners);
            }
        }
    }
    return out;
}

} // namespace hats::vision
