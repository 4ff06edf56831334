#pragma once

#include "engine/result.h"
#include "vision/profile.h"
#include "vision/reading.h"

#include <opencv2/core.hpp>

#include <filesystem>
#include <span>

namespace hats::vision {

/** What the photo shows: the tea-table board (slots 1..N, R3) or one player's collection. */
enum class PhotoKind { Board, Collection };

/** Reads a decoded photo (BGR); `scale` maps its pixels to the full-size photo's corners. */
Result<Reading> readCards(const cv::Mat& bgr, const Profile& profile, PhotoKind kind,
                          double scale = 1.0);
/** Reads an encoded photo (JPEG or PNG); never throws, refuses anything it cannot read. */
Result<Reading> readPhoto(std::span<const uchar> photo, const Profile& profile, PhotoKind kind);
Result<Reading> readPhotoFile(const std::filesystem::path& photo, const Profile& profile,
                              PhotoKind kind);

inline Result<Reading> readBoard(std::span<const uchar> photo, const Profile& profile) {
    return readPhoto(photo, profile, PhotoKind::Board);
}
inline Result<Reading> readCollection(std::span<const uchar> photo, const Profile& profile) {
    return readPhoto(photo, profile, PhotoKind::Collection);
}

/** Below this confidence a card is doubtful. */
inline constexpr double kDoubtfulBelow = 0.35;

} // namespace hats::vision
