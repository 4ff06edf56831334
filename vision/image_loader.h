#pragma once

#include "engine/result.h"

#include <opencv2/core.hpp>

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace hats::vision {

/** What the first bytes of a file say: the format and the size, before any pixel is decoded. */
struct ImageHeader {
    std::string format; ///< "jpeg" or "png"
    int width = 0;      ///< as stored, before `orientation` is applied
    int height = 0;
    int orientation = 1; ///< EXIF orientation 1..8 (phones store portrait photos turned)
};

/**
 * A photo decoded for reading, upright as its EXIF orientation says (as a photo viewer shows
 * it): possibly at 1/2, 1/4 or 1/8 size (`scale` = 2, 4, 8).
 */
struct LoadedImage {
    cv::Mat image;     ///< BGR, 8 bits per channel
    int scale = 1;     ///< full-size pixel = image pixel × scale
    int fullWidth = 0; ///< the upright full-size photo
    int fullHeight = 0;
};

inline constexpr int kMinImageSide = 64;
inline constexpr double kMaxImagePixels = 50e6;
inline constexpr std::uintmax_t kMaxFileBytes = 64U << 20U;

/** Reads the header only; refuses anything that is not a JPEG or PNG of a sane size. */
Result<ImageHeader> readHeader(std::span<const uchar> bytes);
/** Decodes at the smallest JPEG reduction that keeps the long side at least `minLongSide`. */
Result<LoadedImage> loadImage(std::span<const uchar> bytes, int minLongSide = 900);
/** The bytes of a file, refusing folders, missing files and files over 64 MiB. */
Result<std::vector<uchar>> readFileBytes(const std::filesystem::path& path);

} // namespace hats::vision
