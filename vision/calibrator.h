#pragma once

#include "engine/result.h"
#include "vision/profile.h"

#include <opencv2/core.hpp>

#include <filesystem>
#include <span>

namespace hats::vision {

/**
 * Learns a deck from two photos: the grid of all 42 cards (one row per type in R2 order,
 * values 1..6 left to right) and one face-down card.
 */
Result<Profile> calibrate(const cv::Mat& grid, const cv::Mat& back);
/** The same from encoded photos (JPEG or PNG), checked like every photo we read. */
Result<Profile> calibrate(std::span<const uchar> gridPhoto, std::span<const uchar> backPhoto);
Result<Profile> calibrateFiles(const std::filesystem::path& gridPhoto,
                               const std::filesystem::path& backPhoto);

} // namespace hats::vision
