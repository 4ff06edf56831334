#include "vision/card_features.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/core/utility.hpp>
#include <opencv2/features2d.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <mutex>
#include <tuple>

namespace hats::vision {

namespace {
// An exemplar is 96 pixels wide: too small for ORB's patches, so its keypoints are found on it
// drawn this many times larger (its printed value and the hat's outline then give keypoints).
constexpr double kUpscale = 3.0;
constexpr int kExemplarKeypoints = 400;
constexpr int kPhotoKeypoints = 2000;
// The photo is looked at with its long side at most this long (keypoints of a larger picture
// cost time and place no more cards).
constexpr int kLongSide = 1200;
// A keypoint match counts when clearly better than the second best (Lowe's ratio) and close.
constexpr float kRatio = 0.8F;
constexpr float kMaxDistance = 64;
// Keypoints of one exemplar that agree on one move (within kAgree pixels) place a card.
constexpr int kMinAgreeing = 8;
constexpr double kAgree = 4.0;
// One exemplar may lie several times (cards of one type look alike): it is looked for again
// among the matches the places found so far leave.
constexpr int kPlacesPerExemplar = 3;

struct Place {
    Quad corners;
    int agreeing = 0;
};

cv::Ptr<cv::ORB> orb(int keypoints, int edge) {
    return cv::ORB::create(keypoints, 1.2F, 8, edge, 0, 2, cv::ORB::HARRIS_SCORE, 15, 10);
}

// The two keypoints of `photo` nearest to each of `exemplar`'s (ORB descriptors, 32 bytes),
// as BFMatcher(NORM_HAMMING).knnMatch(exemplar, photo, pairs, 2) finds them: by Hamming
// distance, the first found kept on a tie. Counting bits with the processor's own instruction
// where it has one (about seven times as fast as BFMatcher here; a build for any x86-64 has to
// ask for it).
#if defined(__x86_64__)
__attribute__((target_clones("popcnt", "default")))
#endif
std::vector<std::array<cv::DMatch, 2>>
nearestTwo(const cv::Mat& exemplar, const cv::Mat& photo) {
    CV_Assert(exemplar.type() == CV_8U && photo.type() == CV_8U && exemplar.cols == 32 &&
              photo.cols == 32 && exemplar.isContinuous() && photo.isContinuous());
    std::vector<std::array<cv::DMatch, 2>> out(static_cast<size_t>(exemplar.rows));
    for (int i = 0; i < exemplar.rows; ++i) {
        std::array<std::uint64_t, 4> a{};
        std::memcpy(a.data(), exemplar.ptr(i), 32);
        std::array<int, 2> best = {std::numeric_limits<int>::max(),
                                   std::numeric_limits<int>::max()};
        std::array<int, 2> at = {-1, -1};
        for (int j = 0; j < photo.rows; ++j) {
            std::array<std::uint64_t, 4> b{};
            std::memcpy(b.data(), photo.ptr(j), 32);
            const int d = std::popcount(a[0] ^ b[0]) + std::popcount(a[1] ^ b[1]) +
                          std::popcount(a[2] ^ b[2]) + std::popcount(a[3] ^ b[3]);
            if (d < best[1]) {
                if (d < best[0]) {
                    best = {d, best[0]};
                    at = {j, at[0]};
                } else {
                    best[1] = d;
                    at[1] = j;
                }
            }
        }
        for (size_t k = 0; k < 2; ++k) {
            out[static_cast<size_t>(i)][k] = cv::DMatch(i, at[k], static_cast<float>(best[k]));
        }
    }
    return out;
}

// Two places of one card: centres within an eighth of a card, sizes within 10%.
bool onePlace(const Quad& a, const Quad& b) {
    const double w = quadWidth(a);
    return cv::norm(quadCentre(a) - quadCentre(b)) < w / 8 && std::abs(quadWidth(b) / w - 1) < 0.1;
}
} // namespace

CardFeatures::CardFeatures(const Profile& profile) : size_(profile.exemplarSize()) {
    const cv::Ptr<cv::ORB> finder = orb(kExemplarKeypoints, 8);
    for (const cv::Mat& e : profile.exemplars) {
        if (e.empty()) {
            continue;
        }
        cv::Mat grey;
        cv::Mat large;
        cv::cvtColor(e, grey, cv::COLOR_BGR2GRAY);
        cv::resize(grey, large, {}, kUpscale, kUpscale, cv::INTER_CUBIC);
        std::vector<cv::KeyPoint> keys;
        Exemplar x;
        finder->detectAndCompute(large, {}, keys, x.descriptors);
        for (const cv::KeyPoint& k : keys) {
            x.points.push_back(k.pt * (1 / kUpscale));
        }
        if (static_cast<int>(keys.size()) >= kMinAgreeing) {
            exemplars_.push_back(std::move(x));
        }
    }
}

std::vector<Quad> CardFeatures::places(const cv::Mat& photoGrey) const {
    if (exemplars_.empty()) {
        return {};
    }
    const double scale =
        std::min(1.0, kLongSide / static_cast<double>(std::max(photoGrey.cols, photoGrey.rows)));
    cv::Mat grey = photoGrey;
    if (scale < 1) {
        cv::resize(photoGrey, grey, {}, scale, scale, cv::INTER_AREA);
    }
    std::vector<cv::KeyPoint> keys;
    cv::Mat descriptors;
    orb(kPhotoKeypoints, 15)->detectAndCompute(grey, {}, keys, descriptors);
    if (static_cast<int>(keys.size()) < kMinAgreeing) {
        return {};
    }
    const double longSide = std::max(grey.cols, grey.rows);
    const Quad card = cornersOf(size_);
    const std::vector<cv::Point2f> outline(card.begin(), card.end());
    std::mutex guard;
    std::vector<Place> found;
    cv::parallel_for_(cv::Range(0, static_cast<int>(exemplars_.size())), [&](const cv::Range& r) {
        for (int i = r.start; i < r.end; ++i) {
            const Exemplar& x = exemplars_[static_cast<size_t>(i)];
            std::vector<cv::Point2f> from;
            std::vector<cv::Point2f> to;
            for (const std::array<cv::DMatch, 2>& p : nearestTwo(x.descriptors, descriptors)) {
                if (p[0].distance < kRatio * p[1].distance && p[0].distance < kMaxDistance) {
                    from.push_back(x.points[static_cast<size_t>(p[0].queryIdx)]);
                    to.push_back(keys[static_cast<size_t>(p[0].trainIdx)].pt);
                }
            }
            for (int k = 0; k < kPlacesPerExemplar && static_cast<int>(from.size()) >= kMinAgreeing;
                 ++k) {
                std::vector<uchar> agrees;
                const cv::Mat move =
                    cv::estimateAffinePartial2D(from, to, agrees, cv::RANSAC, kAgree);
                const int n = move.empty() ? 0 : cv::countNonZero(agrees);
                if (n < kMinAgreeing) {
                    break;
                }
                std::vector<cv::Point2f> corners;
                cv::transform(outline, corners, move);
                Place place{orderUpright(corners), n};
                const double w = quadWidth(place.corners);
                if (w > 0.03 * longSide && w < 0.9 * longSide) {
                    const std::lock_guard lock(guard);
                    found.push_back(place);
                }
                std::vector<cv::Point2f> restFrom;
                std::vector<cv::Point2f> restTo;
                for (size_t j = 0; j < from.size(); ++j) {
                    if (!agrees[j]) {
                        restFrom.push_back(from[j]);
                        restTo.push_back(to[j]);
                    }
                }
                from.swap(restFrom);
                to.swap(restTo);
            }
        }
    });
    std::sort(found.begin(), found.end(), [](const Place& a, const Place& b) {
        const cv::Point2f ca = quadCentre(a.corners);
        const cv::Point2f cb = quadCentre(b.corners);
        return std::tie(b.agreeing, ca.x, ca.y) < std::tie(a.agreeing, cb.x, cb.y);
    });
    for (Place& p : found) {
        for (cv::Point2f& corner : p.corners) {
            corner *= static_cast<float>(1 / scale);
        }
    }
    std::vector<Quad> out;
    for (const Place& p : found) {
        if (std::none_of(out.begin(), out.end(),
                         [&](const Quad& q) { return onePlace(q, p.corners); })) {
            out.push_back(p.corners);
        }
    }
    return out;
}

} // namespace hats::vision
