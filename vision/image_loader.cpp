#include "vision/image_loader.h"

#include "engine/atomic_file.h"

#include <opencv2/core.hpp>
#include <opencv2/core/utils/logger.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <csetjmp>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <memory>
#include <system_error>

#include <jpeglib.h>
#include <libexif/exif-data.h>
#include <png.h>

namespace hats::vision {

namespace {

// A photo that cannot be read, as a fault (words are made by the command line and the app).
Error unreadable(FaultKind kind, std::string text = {}, std::int64_t number = 0,
                 std::int64_t limit = 0, std::int64_t count = 0) {
    return Error::at({}, Fault{kind, {}, std::move(text), {}, number, limit, count});
}

// The processor time this thread has used: what a decode costs, however busy the machine is
// (a photo is not refused because other programs slow it down).
std::chrono::nanoseconds threadTime() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return std::chrono::seconds(t.tv_sec) + std::chrono::nanoseconds(t.tv_nsec);
}

// libjpeg reports fatal errors through error_exit, which must not return: jump back out.
// The progress monitor stops a decode that runs too many scans or too long (libjpeg-turbo's
// own advice against progressive-JPEG bombs, libjpeg.txt "progress monitor").
struct JpegGuard {
    jpeg_error_mgr manager;
    jpeg_progress_mgr progress;
    std::jmp_buf jump;
    // kMaxDecodeTime from the start by the clock, then by threadTime(), which never runs ahead
    // of the clock: it is asked for (a system call) only once the clock has passed the limit.
    std::chrono::steady_clock::time_point deadline;
    std::chrono::nanoseconds timeDeadline{};
    const char* stopped = nullptr; // which limit stopped the decode, if one did
};

[[noreturn]] void jpegFailed(j_common_ptr info) {
    std::longjmp(reinterpret_cast<JpegGuard*>(info->err)->jump, 1);
}

void jpegQuiet(j_common_ptr /*info*/, int /*level*/) {}

void jpegProgress(j_common_ptr info) {
    auto* guard = reinterpret_cast<JpegGuard*>(info->err);
    if (info->is_decompressor) {
        const auto* decompress = reinterpret_cast<j_decompress_ptr>(info);
        if (decompress->input_scan_number > kMaxJpegScans) {
            guard->stopped = "scans";
            std::longjmp(guard->jump, 1);
        }
    }
    if (std::chrono::steady_clock::now() > guard->deadline && threadTime() > guard->timeDeadline) {
        guard->stopped = "time";
        std::longjmp(guard->jump, 1);
    }
}

// Error handling for a decompressor: quiet, and jumping back out (set before setjmp).
void prepare(jpeg_decompress_struct& info, JpegGuard& guard) {
    info.err = jpeg_std_error(&guard.manager);
    guard.manager.error_exit = jpegFailed;
    guard.manager.emit_message = jpegQuiet;
    guard.progress.progress_monitor = jpegProgress;
    guard.deadline = std::chrono::steady_clock::now() + kMaxDecodeTime;
    guard.timeDeadline = threadTime() + kMaxDecodeTime;
}

// The decompressor over bytes in memory, bounded in memory, scans and time (after setjmp:
// these calls may fail). Only C objects and pointers live across setjmp in the functions
// below, so a jump skips no destructor.
void start(jpeg_decompress_struct& info, JpegGuard& guard, std::span<const uchar> bytes) {
    jpeg_create_decompress(&info);
    info.progress = &guard.progress;
    info.mem->max_memory_to_use = kMaxDecodeBytes;
    jpeg_mem_src(&info, bytes.data(), static_cast<unsigned long>(bytes.size()));
}

// The Orientation tag of the EXIF data (libexif); 1 when absent or damaged.
int exifOrientation(const jpeg_decompress_struct& info) {
    for (jpeg_saved_marker_ptr marker = info.marker_list; marker; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1 || marker->data_length < 6) {
            continue;
        }
        std::unique_ptr<ExifData, decltype(&exif_data_unref)> exif(
            exif_data_new_from_data(marker->data, marker->data_length), &exif_data_unref);
        if (!exif) {
            continue;
        }
        ExifEntry* entry = exif_data_get_entry(exif.get(), EXIF_TAG_ORIENTATION);
        if (entry && entry->format == EXIF_FORMAT_SHORT && entry->components >= 1 &&
            entry->size >= 2) {
            const int orientation =
                exif_get_short(entry->data, exif_data_get_byte_order(exif.get()));
            return orientation >= 1 && orientation <= 8 ? orientation : 1;
        }
    }
    return 1;
}

Result<ImageHeader> jpegHeader(std::span<const uchar> bytes) {
    jpeg_decompress_struct info{};
    JpegGuard guard{};
    prepare(info, guard);
    if (setjmp(guard.jump) != 0) {
        jpeg_destroy_decompress(&info);
        return unreadable(FaultKind::PhotoHeaderDamaged, "JPEG");
    }
    start(info, guard, bytes);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    ImageHeader header{"jpeg", static_cast<int>(info.image_width),
                       static_cast<int>(info.image_height), exifOrientation(info),
                       jpeg_has_multiple_scans(&info) != 0};
    jpeg_destroy_decompress(&info);
    return header;
}

// The PNG format puts IHDR first, at a fixed place, so the size is read without libpng
// (which reads on to the first IDAT); libpng checks all of it again when decoding.
Result<ImageHeader> pngHeader(std::span<const uchar> b) {
    static constexpr std::array<uchar, 4> kIhdr = {'I', 'H', 'D', 'R'};
    if (!std::equal(kIhdr.begin(), kIhdr.end(), b.begin() + 12)) {
        return unreadable(FaultKind::PhotoHeaderDamaged, "PNG");
    }
    const auto u32 = [&](std::size_t at) {
        return (std::uint32_t{b[at]} << 24U) | (std::uint32_t{b[at + 1]} << 16U) |
               (std::uint32_t{b[at + 2]} << 8U) | std::uint32_t{b[at + 3]};
    };
    const std::uint32_t width = u32(16);
    const std::uint32_t height = u32(20);
    if (width > 1'000'000 || height > 1'000'000) {
        return unreadable(FaultKind::PhotoImpossibleSize);
    }
    return ImageHeader{"png", static_cast<int>(width), static_cast<int>(height), 1, false};
}

// Decodes straight into BGR at 1/scale with libjpeg-turbo's DCT scaling: the cheap
// upsampling and a fast IDCT are enough for reading cards (docs/vision.md measures this
// against cv::imdecode's reduced modes).
Result<cv::Mat> decodeJpeg(std::span<const uchar> bytes, int scale, const ImageHeader& header) {
    cv::Mat image;
    cv::Mat* target = &image;
    jpeg_decompress_struct info{};
    JpegGuard guard{};
    prepare(info, guard);
    if (setjmp(guard.jump) != 0) {
        const char* stopped = guard.stopped;
        jpeg_destroy_decompress(&info);
        if (stopped != nullptr && std::string_view(stopped) == "scans") {
            return unreadable(FaultKind::PhotoTooManyScans, {}, 0, kMaxJpegScans);
        }
        if (stopped != nullptr) {
            return unreadable(FaultKind::PhotoTooSlow, {}, 0, kMaxDecodeTime.count());
        }
        return unreadable(FaultKind::PhotoUndecodable, "jpeg");
    }
    start(info, guard, bytes);
    jpeg_read_header(&info, TRUE);
    if (static_cast<int>(info.image_width) != header.width ||
        static_cast<int>(info.image_height) != header.height) {
        jpeg_destroy_decompress(&info);
        return unreadable(FaultKind::PhotoUndecodable, "jpeg");
    }
    info.scale_num = 1;
    info.scale_denom = static_cast<unsigned>(scale);
    info.dct_method = JDCT_IFAST;
    info.do_fancy_upsampling = FALSE;
    info.out_color_space = JCS_EXT_BGR;
    jpeg_start_decompress(&info);
    target->create(static_cast<int>(info.output_height), static_cast<int>(info.output_width),
                   CV_8UC3);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = target->ptr<uchar>(static_cast<int>(info.output_scanline));
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return image;
}

Result<cv::Mat> decodePng(std::span<const uchar> bytes, const ImageHeader& header) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    if (png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()) == 0) {
        return unreadable(FaultKind::PhotoUndecodable, "png");
    }
    if (image.width != static_cast<png_uint_32>(header.width) ||
        image.height != static_cast<png_uint_32>(header.height)) {
        png_image_free(&image);
        return unreadable(FaultKind::PhotoUndecodable, "png");
    }
    image.format = PNG_FORMAT_BGR;
    cv::Mat decoded(header.height, header.width, CV_8UC3);
    const bool ok = png_image_finish_read(&image, nullptr, decoded.data,
                                          static_cast<png_int_32>(decoded.step[0]), nullptr) != 0;
    png_image_free(&image);
    if (!ok) {
        return unreadable(FaultKind::PhotoUndecodable, "png");
    }
    return decoded;
}

// Turns a photo as stored into the photo as seen (EXIF orientation 1..8).
void turnUpright(cv::Mat& image, int orientation) {
    switch (orientation) {
    case 2:
        cv::flip(image, image, 1);
        break;
    case 3:
        cv::rotate(image, image, cv::ROTATE_180);
        break;
    case 4:
        cv::flip(image, image, 0);
        break;
    case 5:
        cv::transpose(image, image);
        break;
    case 6:
        cv::rotate(image, image, cv::ROTATE_90_CLOCKWISE);
        break;
    case 7:
        cv::transpose(image, image);
        cv::flip(image, image, -1);
        break;
    case 8:
        cv::rotate(image, image, cv::ROTATE_90_COUNTERCLOCKWISE);
        break;
    default:
        break;
    }
}

} // namespace

void silenceLibraryOutput() {
    // OpenCV's own log lines would break the one-line error contract of the command line.
    static const bool once = [] {
        cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT);
        return true;
    }();
    (void)once;
}

Result<ImageHeader> readHeader(std::span<const uchar> b) {
    static constexpr std::array<uchar, 8> kPng = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    Result<ImageHeader> read = unreadable(FaultKind::PhotoNotImage);
    if (b.size() >= 4 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) {
        read = jpegHeader(b);
    } else if (b.size() >= 24 && std::equal(kPng.begin(), kPng.end(), b.begin())) {
        read = pngHeader(b);
    }
    if (!read) {
        return read;
    }
    const ImageHeader header = read.value();
    if (header.width < kMinImageSide || header.height < kMinImageSide) {
        return unreadable(FaultKind::PhotoTooSmall, {}, header.width, header.height);
    }
    const int longSide = std::max(header.width, header.height);
    const int shortSide = std::min(header.width, header.height);
    if (longSide > kMaxImageAspect * shortSide) {
        return unreadable(FaultKind::PhotoTooLong, {}, header.width, header.height,
                          kMaxImageAspect);
    }
    const double pixels = static_cast<double>(header.width) * header.height;
    if (pixels > kMaxImagePixels) {
        return unreadable(FaultKind::PhotoTooManyPixels, {}, header.width, header.height,
                          static_cast<std::int64_t>(kMaxImagePixels / 1e6));
    }
    if (header.format == "png" && pixels > kMaxPngPixels) {
        return unreadable(FaultKind::PhotoPngTooLarge, {}, header.width, header.height,
                          static_cast<std::int64_t>(kMaxPngPixels / 1e6));
    }
    return header;
}

Result<LoadedImage> loadImage(std::span<const uchar> bytes, int minLongSide) {
    silenceLibraryOutput();
    const Result<ImageHeader> header = readHeader(bytes);
    if (!header) {
        return header.error();
    }
    LoadedImage loaded;
    const bool turned = header->orientation >= 5; // a quarter turn swaps the sides
    loaded.fullWidth = turned ? header->height : header->width;
    loaded.fullHeight = turned ? header->width : header->height;
    const int longSide = std::max(header->width, header->height);
    while (loaded.scale < 8 && longSide / (loaded.scale * 2) >= minLongSide) {
        loaded.scale *= 2;
    }
    try {
        Result<cv::Mat> image = header->format == "jpeg"
                                    ? decodeJpeg(bytes, loaded.scale, header.value())
                                    : decodePng(bytes, header.value());
        if (!image) {
            return image.error();
        }
        loaded.image = std::move(image).value();
        if (header->format == "png" && loaded.scale > 1) {
            // A PNG is decoded whole (within its pixel limit), then brought to the same size a
            // JPEG would be decoded at.
            cv::Mat smaller;
            cv::resize(loaded.image, smaller,
                       cv::Size((header->width + loaded.scale - 1) / loaded.scale,
                                (header->height + loaded.scale - 1) / loaded.scale),
                       0, 0, cv::INTER_AREA);
            loaded.image = smaller;
        }
        turnUpright(loaded.image, header->orientation);
    } catch (const cv::Exception& error) {
        return unreadable(FaultKind::PhotoUndecodable, error.err, 1);
    } catch (const std::bad_alloc&) {
        return unreadable(FaultKind::PhotoOutOfMemory);
    }
    if (loaded.image.empty() || loaded.image.type() != CV_8UC3) {
        return unreadable(FaultKind::PhotoUndecodable, header->format);
    }
    return loaded;
}

Result<std::vector<uchar>> readFileBytes(const std::filesystem::path& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (std::filesystem::is_directory(status)) {
        return unreadable(FaultKind::PhotoFolder, path.string());
    }
    if (!std::filesystem::exists(status)) {
        return unreadable(FaultKind::PhotoCannotOpen, path.string());
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return unreadable(FaultKind::PhotoCannotOpen, path.string());
    }
    // Read up to the limit and one byte more, whatever the file claims (pipes and devices
    // have no size): a larger file is refused without being read whole.
    std::vector<uchar> bytes;
    std::array<char, 1 << 16> chunk{};
    while (in) {
        in.read(chunk.data(), chunk.size());
        const auto count = static_cast<std::size_t>(in.gcount());
        if (bytes.size() + count > kMaxFileBytes) {
            return unreadable(FaultKind::PhotoFileTooLarge, path.string(), 0,
                              static_cast<std::int64_t>(kMaxFileBytes >> 20U));
        }
        bytes.insert(bytes.end(), chunk.begin(),
                     chunk.begin() + static_cast<std::ptrdiff_t>(count));
    }
    if (in.bad()) {
        return unreadable(FaultKind::PhotoCannotRead, path.string());
    }
    return bytes;
}

} // namespace hats::vision
