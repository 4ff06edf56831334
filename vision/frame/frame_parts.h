#pragma once

// Parts of the frame reader (vision/frame/frame_reader.h): the light-frame detector and the
// colour-and-digit classifier. Quad and orderUpright are shared with the exemplar reader.

#include "engine/card.h"
#include "vision/card_detector.h"
#include "vision/frame/frame_look.h"

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace hats::vision::frame {

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

/** One card cut out of the photo, upright and divided by the colour of its own white frame. */
struct RectifiedCard {
    cv::Mat canonical;        ///< CV_8UC3, canonical size, as photographed
    cv::Vec3d white;          ///< the frame's colour in the photo (BGR)
    cv::Mat grey;             ///< CV_32F luminance divided by the frame's: the frame is about 1
    Quad corners;             ///< the whole card in the photo
    double frameEvenness = 0; ///< share of frame pixels close to the frame's colour (0..1)
};

/** What one card is, with how sure each part is (0..1). */
struct CardVerdict {
    bool isCard = false; ///< false: looks like neither a face nor the back
    bool faceDown = false;
    HatType type = HatType::Red;
    int value = 1;
    double typeConfidence = 0;
    double valueConfidence = 0;
    double confidence = 0; ///< the weakest of the parts that apply
};

/** Cuts a card out of `bgr` given its panel corners and the deck's card geometry. */
RectifiedCard rectifyCard(const cv::Mat& bgr, const Quad& panel, const FrameLook& deck);

/** The white-normalised colour (Lab) of the panel, from the deck's colour pixels. */
cv::Vec3d panelLab(const RectifiedCard& card, const cv::Mat& colourMask);
/** The grey panel thumbnail compared with the face and back looks. */
cv::Mat panelLook(const RectifiedCard& card, const FrameLook& deck);

/** Type by colour, value by digit, face or back: compares a card with what calibration learned. */
CardVerdict classifyCard(const RectifiedCard& card, const FrameLook& deck);

} // namespace hats::vision::frame
