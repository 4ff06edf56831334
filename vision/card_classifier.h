#pragma once

#include "engine/card.h"
#include "vision/card_detector.h"
#include "vision/profile.h"

#include <opencv2/core.hpp>

#include <optional>

namespace hats::vision {

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

/** Cuts a card out of `bgr` given its panel corners and the profile's card geometry. */
RectifiedCard rectifyCard(const cv::Mat& bgr, const Quad& panel, const Profile& profile);

/** The white-normalised colour (Lab) of the panel, from the profile's colour pixels. */
cv::Vec3d panelLab(const RectifiedCard& card, const cv::Mat& colourMask);
/** The grey panel thumbnail compared with the face and back looks. */
cv::Mat panelLook(const RectifiedCard& card, const Profile& profile);

/** Type by colour, value by digit, face or back: compares a card with what calibration learned. */
CardVerdict classifyCard(const RectifiedCard& card, const Profile& profile);

} // namespace hats::vision
