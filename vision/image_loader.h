#pragma once

#include "engine/result.h"

#include <opencv2/core.hpp>

#include <chrono>
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
    int orientation = 1;      ///< EXIF orientation 1..8 (phones store portrait photos turned)
    bool progressive = false; ///< a JPEG in several scans
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

// The limits of a photo (docs/reliability.md): checked from the header before any pixel is
// decoded, and while decoding.
inline constexpr int kMinImageSide = 64;
inline constexpr double kMaxImagePixels = 50e6;      ///< a JPEG is decoded at 1/2..1/8 of it
inline constexpr double kMaxPngPixels = 24e6;        ///< a PNG is decoded whole: 72 MB as BGR
inline constexpr int kMaxImageAspect = 8;            ///< long side at most 8 times the short one
inline constexpr int kMaxJpegScans = 100;            ///< a progressive JPEG has about 10
inline constexpr long kMaxDecodeBytes = 256L << 20U; ///< libjpeg's working memory
/// Of the decoding thread's processor time.
inline constexpr std::chrono::seconds kMaxDecodeTime{5};
inline constexpr std::uintmax_t kMaxFileBytes = 64U << 20U;

/**
 * Reads the header only (libjpeg, libpng; EXIF orientation with libexif); refuses anything
 * that is not a JPEG or PNG within the limits above.
 */
Result<ImageHeader> readHeader(std::span<const uchar> bytes);
/** Decodes at the smallest JPEG reduction that keeps the long side at least `minLongSide`. */
Result<LoadedImage> loadImage(std::span<const uchar> bytes, int minLongSide = 900);
/** The bytes of a file, refusing folders, missing files and files over 64 MiB while reading. */
Result<std::vector<uchar>> readFileBytes(const std::filesystem::path& path);

/** Stops OpenCV's own log lines on stderr (errors are one line of ours). */
void silenceLibraryOutput();

} // namespace hats::vision
