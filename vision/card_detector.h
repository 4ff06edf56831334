#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <vector>

namespace hats::vision {

/** Four corners of an upright card part: top-left, top-right, bottom-right, bottom-left. */
using Quad = std::array<cv::Point2f, 4>;

/** One card found: its panel (the inside of the light frame) and, when alone, its outline. */
struct FoundCard {
    Quad panel;
    std::optional<cv::RotatedRect> outline; ///< the whole card, only when no other card touches it
};

/**
 * Finds cards by their light frame: every hole in a light, low-colour region that is a
 * quadrilateral of the panel's shape is a card. Touching cards keep separate holes.
 */
class CardDetector {
public:
    struct Options {
        double minAspect = 1.1; ///< panel height / width, after perspective
        double maxAspect = 2.0;
        double minAreaFraction = 0.0015; ///< panel area / image area
        double maxAreaFraction = 0.25;
        /// Halve the photo while its long side is at least this (0: never). Frames stay
        /// several pixels wide at half size, and finding is four times cheaper.
        int halveFrom = 0;
    };
    explicit CardDetector(Options options) : options_(options) {}

    std::vector<FoundCard> find(const cv::Mat& bgr) const;
    /** The light-frame mask find() works on (for the failure pictures). */
    static cv::Mat lightMask(const cv::Mat& bgr);

private:
    Options options_;
};

/** Orders four corners so that TL→TR is the top short side, clockwise on screen. */
Quad orderUpright(const std::vector<cv::Point2f>& corners);

} // namespace hats::vision
