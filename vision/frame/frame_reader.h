#pragma once

// The frame reader: finds a card as a hole in its light frame, types it by the colour inside,
// values it by a digit template. Fast and exact on a printing with light frames; reads nothing
// on one without (then the profile uses the exemplar reader, see photo_reader.h).

#include "engine/result.h"
#include "vision/frame/frame_look.h"
#include "vision/reading.h"

#include <opencv2/core.hpp>

#include <vector>

namespace hats::vision::frame {

/**
 * Learns a deck from the grid photo of all 42 cards (rows in R2 order, values 1..6) and the
 * back photo (decoded, BGR), as printed with a light frame; refuses a deck it cannot see so.
 */
Result<FrameLook> learnFrameLook(const cv::Mat& grid, const cv::Mat& back);

/**
 * The cards of a decoded photo (BGR), corners scaled by `scale` to the full-size photo; in the
 * order found (the caller numbers slots and counts black hats).
 */
std::vector<CardRead> readFrameCards(const cv::Mat& bgr, const FrameLook& look, double scale);

} // namespace hats::vision::frame
