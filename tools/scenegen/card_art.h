#pragma once

#include "engine/card.h"

#include <opencv2/core.hpp>

namespace hats::scenegen {

/** Our own stand-in for the printed deck: poker-sized cards (63 × 88 mm). */
inline constexpr double kCardAspect = 88.0 / 63.0;

/** The face of a card, `width` pixels wide, BGR; the alpha (rounded corners) is cardMask(). */
cv::Mat drawCardFace(Card card, int width);
/** The shared card back, `width` pixels wide, BGR. */
cv::Mat drawCardBack(int width);
/** 255 inside the card's rounded outline, 0 outside; same size as drawCardFace(…, width). */
cv::Mat cardMask(int width);

} // namespace hats::scenegen
