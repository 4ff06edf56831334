#include "vision/image_loader.h"

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

#include <algorithm>
#include <array>
#include <csetjmp>
#include <cstdio>
#include <fstream>
#include <memory>
#include <system_error>

#include <jpeglib.h>

namespace hats::vision {

namespace {

Error unreadable(const std::string& why) {
    return Error{"could not read the photo: " + why};
}

int bigEndian16(std::span<const uchar> b, size_t at) {
    return (b[at] << 8) | b[at + 1];
}

std::uint32_t bigEndian32(std::span<const uchar> b, size_t at) {
    return (std::uint32_t{b[at]} << 24U) | (std::uint32_t{b[at + 1]} << 16U) |
           (std::uint32_t{b[at + 2]} << 8U) | std::uint32_t{b[at + 3]};
}

// The Orientation tag (0x0112) of an APP1 Exif segment's first IFD; 1 when absent or damaged.
int exifOrientation(std::span<const uchar> segment) {
    static constexpr std::array<uchar, 6> kExif = {'E', 'x', 'i', 'f', 0, 0};
    if (segment.size() < 14 || !std::equal(kExif.begin(), kExif.end(), segment.begin())) {
        return 1;
    }
    const std::span<const uchar> tiff = segment.subspan(6);
    const bool little = tiff[0] == 'I' && tiff[1] == 'I';
    if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) {
        return 1;
    }
    const auto u16 = [&](size_t at) {
        return little ? tiff[at] | (tiff[at + 1] << 8) : bigEndian16(tiff, at);
    };
    const auto u32 = [&](size_t at) {
        return little
                   ? std::uint32_t{tiff[at]} | (std::uint32_t{tiff[at + 1]} << 8U) |
                         (std::uint32_t{tiff[at + 2]} << 16U) | (std::uint32_t{tiff[at + 3]} << 24U)
                   : bigEndian32(tiff, at);
    };
    const size_t ifd = u32(4); // 64-bit: an offset near 4 GiB cannot wrap around
    if (ifd + 2 > tiff.size()) {
        return 1;
    }
    const int entries = u16(ifd);
    for (int i = 0; i < entries; ++i) {
        const size_t entry = ifd + 2 + 12 * static_cast<size_t>(i);
        if (entry + 12 > tiff.size()) {
            break;
        }
        if (u16(entry) == 0x0112) {
            const int orientation = u16(entry + 8);
            return orientation >= 1 && orientation <= 8 ? orientation : 1;
        }
    }
    return 1;
}

// Walks the JPEG segments up to the frame header (SOFn), which holds the size, noting the
// EXIF orientation on the way (APP1 comes before the frame).
Result<ImageHeader> jpegHeader(std::span<const uchar> b) {
    int orientation = 1;
    size_t at = 2;
    while (at + 4 <= b.size()) {
        if (b[at] != 0xFF) {
            return unreadable("the JPEG structure is damaged");
        }
        const uchar marker = b[at + 1];
        if (marker == 0xFF) {
            ++at; // fill byte
            continue;
        }
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD8)) {
            at += 2;
            continue;
        }
        if (marker == 0xD9 || marker == 0xDA) {
            break; // end of image or scan data before any frame header
        }
        const int length = bigEndian16(b, at + 2);
        const bool frame =
            marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (frame) {
            if (at + 9 > b.size() || length < 8) {
                break;
            }
            return ImageHeader{"jpeg", bigEndian16(b, at + 7), bigEndian16(b, at + 5), orientation};
        }
        if (length < 2) {
            return unreadable("the JPEG structure is damaged");
        }
        if (marker == 0xE1 && at + 2 + static_cast<size_t>(length) <= b.size()) {
            const int found = exifOrientation(b.subspan(at + 4, static_cast<size_t>(length) - 2));
            orientation = found != 1 ? found : orientation;
        }
        at += 2 + static_cast<size_t>(length);
    }
    return unreadable("the JPEG file ends before its size is given");
}

// libjpeg reports fatal errors through error_exit, which must not return: jump back out.
struct JpegErrors {
    jpeg_error_mgr manager;
    std::jmp_buf jump;
};

[[noreturn]] void jpegFailed(j_common_ptr info) {
    std::longjmp(reinterpret_cast<JpegErrors*>(info->err)->jump, 1);
}

void jpegQuiet(j_common_ptr /*info*/, int /*level*/) {}

// Decodes straight into BGR at 1/scale with libjpeg-turbo's DCT scaling: the cheap
// upsampling and a fast IDCT are enough for reading cards, and cost a third less than
// cv::imdecode's reduced modes. Empty on any error (the caller falls back to OpenCV).
// Only C objects and a pointer live across setjmp, so the jump skips no destructor.
cv::Mat decodeJpegScaled(std::span<const uchar> bytes, int scale, const ImageHeader& header,
                         cv::Mat& buffer) {
    cv::Mat* image = &buffer;
    jpeg_decompress_struct info{};
    JpegErrors errors{};
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpegFailed;
    errors.manager.emit_message = jpegQuiet;
    jpeg_create_decompress(&info);
    if (setjmp(errors.jump) != 0) {
        jpeg_destroy_decompress(&info);
        return {};
    }
    jpeg_mem_src(&info, bytes.data(), static_cast<unsigned long>(bytes.size()));
    jpeg_read_header(&info, TRUE);
    if (static_cast<int>(info.image_width) != header.width ||
        static_cast<int>(info.image_height) != header.height) {
        jpeg_destroy_decompress(&info); // a second frame header: never trust its size
        return {};
    }
    info.scale_num = 1;
    info.scale_denom = static_cast<unsigned>(scale);
    info.dct_method = JDCT_IFAST;
    info.do_fancy_upsampling = FALSE;
    info.out_color_space = JCS_EXT_BGR;
    jpeg_start_decompress(&info);
    image->create(static_cast<int>(info.output_height), static_cast<int>(info.output_width),
                  CV_8UC3);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = image->ptr<uchar>(static_cast<int>(info.output_scanline));
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return *image;
}

// Turns a photo as stored into the photo as seen (EXIF orientation 1..8).
void turnUpright(cv::Mat& image, int orientation) {
    if (image.empty()) {
        return;
    }
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

Result<ImageHeader> readHeader(std::span<const uchar> b) {
    ImageHeader header;
    static constexpr std::array<uchar, 8> kPng = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (b.size() >= 4 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) {
        Result<ImageHeader> jpeg = jpegHeader(b);
        if (!jpeg) {
            return jpeg;
        }
        header = jpeg.value();
    } else if (b.size() >= 24 && std::equal(kPng.begin(), kPng.end(), b.begin())) {
        const std::uint32_t w = bigEndian32(b, 16);
        const std::uint32_t h = bigEndian32(b, 20);
        if (w > 1'000'000 || h > 1'000'000) {
            return unreadable("the PNG header gives an impossible size");
        }
        header = {"png", static_cast<int>(w), static_cast<int>(h)};
    } else {
        return unreadable("it is not a JPEG or PNG image");
    }
    if (header.width < kMinImageSide || header.height < kMinImageSide) {
        return unreadable("the image is only " + std::to_string(header.width) + "x" +
                          std::to_string(header.height) + " pixels");
    }
    if (static_cast<double>(header.width) * header.height > kMaxImagePixels) {
        return unreadable("the image is " + std::to_string(header.width) + "x" +
                          std::to_string(header.height) + " pixels, more than 50 megapixels");
    }
    return header;
}

Result<LoadedImage> loadImage(std::span<const uchar> bytes, int minLongSide) {
    const Result<ImageHeader> header = readHeader(bytes);
    if (!header) {
        return header.error();
    }
    LoadedImage loaded;
    const bool turned = header->orientation >= 5; // a quarter turn swaps the sides
    loaded.fullWidth = turned ? header->height : header->width;
    loaded.fullHeight = turned ? header->width : header->height;
    int flag = cv::IMREAD_COLOR;
    if (header->format == "jpeg") {
        const int longSide = std::max(header->width, header->height);
        while (loaded.scale < 8 && longSide / (loaded.scale * 2) >= minLongSide) {
            loaded.scale *= 2;
        }
        flag = loaded.scale == 8   ? cv::IMREAD_REDUCED_COLOR_8
               : loaded.scale == 4 ? cv::IMREAD_REDUCED_COLOR_4
               : loaded.scale == 2 ? cv::IMREAD_REDUCED_COLOR_2
                                   : cv::IMREAD_COLOR;
    }
    if (header->format == "jpeg") {
        cv::Mat buffer;
        loaded.image = decodeJpegScaled(bytes, loaded.scale, header.value(), buffer);
        if (!loaded.image.empty()) {
            turnUpright(loaded.image, header->orientation);
            return loaded;
        }
    }
    try {
        // imdecode only reads the buffer; the const_cast never leads to a write.
        const cv::Mat raw(1, static_cast<int>(bytes.size()), CV_8UC1,
                          const_cast<uchar*>(bytes.data()));
        loaded.image = cv::imdecode(raw, flag | cv::IMREAD_IGNORE_ORIENTATION);
        turnUpright(loaded.image, header->orientation);
    } catch (const cv::Exception&) {
        loaded.image.release();
    }
    if (loaded.image.empty() || loaded.image.type() != CV_8UC3) {
        return unreadable("the " + header->format + " data cannot be decoded");
    }
    return loaded;
}

Result<std::vector<uchar>> readFileBytes(const std::filesystem::path& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        return unreadable(path.string() + " is a folder");
    }
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec) {
        return unreadable(path.string() + " cannot be opened");
    }
    if (size > kMaxFileBytes) {
        return unreadable(path.string() + " is larger than 64 MiB");
    }
    std::ifstream in(path, std::ios::binary);
    std::vector<uchar> bytes(static_cast<size_t>(size));
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
    if (!in) {
        return unreadable(path.string() + " cannot be read");
    }
    return bytes;
}

} // namespace hats::vision
