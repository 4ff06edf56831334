#include "app/text/english.h"
#include "vision/image_loader.h"

#include "tests/vision/vision_test_support.h"

#include "tools/scenegen/scene_generator.h"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>

using namespace hats;
using namespace hats::vision;

namespace {

std::vector<uchar> encode(const cv::Mat& image, const std::string& ext) {
    std::vector<uchar> bytes;
    cv::imencode(ext, image, bytes);
    return bytes;
}

std::uint32_t crc32(const uchar* data, std::size_t size) {
    std::uint32_t crc = 0xFFFFFFFFU;
    for (std::size_t i = 0; i < size; ++i) {
        crc ^= data[i];
        for (int bit = 0; bit < 8; ++bit) {
            crc = (crc >> 1U) ^ (0xEDB88320U & (0U - (crc & 1U)));
        }
    }
    return ~crc;
}

// A PNG that claims a size in its header (with a valid CRC); the pixels never follow.
std::vector<uchar> pngHeader(std::uint32_t width, std::uint32_t height) {
    std::vector<uchar> b = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A,
                            0,    0,   0,   13,  'I',  'H',  'D',  'R'};
    for (const std::uint32_t v : {width, height}) {
        for (int shift = 24; shift >= 0; shift -= 8) {
            b.push_back(static_cast<uchar>(v >> shift));
        }
    }
    b.insert(b.end(), {8, 2, 0, 0, 0});
    const std::uint32_t crc = crc32(b.data() + 12, 17);
    for (int shift = 24; shift >= 0; shift -= 8) {
        b.push_back(static_cast<uchar>(crc >> shift));
    }
    return b;
}

// A real JPEG whose frame header is patched to claim another size.
std::vector<uchar> jpegClaiming(int width, int height) {
    std::vector<uchar> b = encode(cv::Mat(80, 80, CV_8UC3, cv::Scalar(90, 120, 30)), ".jpg");
    for (size_t i = 2; i + 9 < b.size(); ++i) {
        if (b[i] == 0xFF && b[i + 1] == 0xC0) {
            b[i + 5] = static_cast<uchar>(height >> 8);
            b[i + 6] = static_cast<uchar>(height & 0xFF);
            b[i + 7] = static_cast<uchar>(width >> 8);
            b[i + 8] = static_cast<uchar>(width & 0xFF);
            break;
        }
    }
    return b;
}

} // namespace

TEST(ImageLoader, ReadsJpegAndPngSizesFromTheHeaderAlone) {
    const cv::Mat image(120, 200, CV_8UC3, cv::Scalar(10, 20, 30));
    const Result<ImageHeader> jpeg = readHeader(encode(image, ".jpg"));
    ASSERT_TRUE(jpeg.ok()) << hats::english::describe(jpeg.error());
    EXPECT_EQ(jpeg->format, "jpeg");
    EXPECT_EQ(jpeg->width, 200);
    EXPECT_EQ(jpeg->height, 120);
    const Result<ImageHeader> png = readHeader(encode(image, ".png"));
    ASSERT_TRUE(png.ok());
    EXPECT_EQ(png->format, "png");
    EXPECT_EQ(png->width, 200);
}

TEST(ImageLoader, RefusesTextAsNotAnImage) {
    const std::string text = "hats-game/1 this is not a photo";
    const Result<LoadedImage> loaded =
        loadImage({reinterpret_cast<const uchar*>(text.data()), text.size()});
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(hats::english::describe(loaded.error()).find("not a JPEG or PNG"), std::string::npos);
}

TEST(ImageLoader, RefusesAOnePixelImage) {
    const Result<LoadedImage> loaded =
        loadImage(encode(cv::Mat(1, 1, CV_8UC3, cv::Scalar(1, 2, 3)), ".png"));
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(hats::english::describe(loaded.error()).find("1x1"), std::string::npos);
}

TEST(ImageLoader, RefusesAGiantImageBeforeDecodingIt) {
    for (const auto& bytes : {pngHeader(20000, 20000), jpegClaiming(20000, 20000)}) {
        const Result<LoadedImage> loaded = loadImage(bytes);
        ASSERT_FALSE(loaded.ok());
        EXPECT_NE(hats::english::describe(loaded.error()).find("20000x20000"), std::string::npos)
            << hats::english::describe(loaded.error());
    }
}

TEST(ImageLoader, ImageBombsAreRefusedFromTheHeader) {
    // 781,250 x 64 is 50 MP and took 6 GB in calibration (issue 11, item 6); any 50 MP PNG
    // cost 1.4 GB. Refused from the header: too long for its width, too many PNG pixels.
    const std::vector<std::pair<std::vector<uchar>, std::string>> bombs = {
        {pngHeader(781'250, 64), "longer than 8 times its width"},
        {pngHeader(7'000, 7'000), "more than 24 megapixels"},
        {jpegClaiming(60'000, 1'000), "longer than 8 times its width"},
        {jpegClaiming(65'000, 65'000), "more than 50 megapixels"},
    };
    for (const auto& [bytes, why] : bombs) {
        const auto started = std::chrono::steady_clock::now();
        const Result<LoadedImage> loaded = loadImage(bytes);
        ASSERT_FALSE(loaded.ok());
        EXPECT_NE(hats::english::describe(loaded.error()).find(why), std::string::npos)
            << hats::english::describe(loaded.error()) << why;
        EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::milliseconds(100));
    }
}

TEST(ImageLoader, AProgressiveJpegWithThousandsOfScansIsStopped) {
    // A progressive JPEG of 2,000 scans took 90 s to read (issue 11, item 6).
    const std::vector<uchar> bomb = testsupport::progressiveJpegWithScans(2'000);
    const Result<ImageHeader> header = readHeader(bomb);
    ASSERT_TRUE(header.ok()) << hats::english::describe(header.error());
    EXPECT_TRUE(header->progressive);
    const auto started = std::chrono::steady_clock::now();
    const Result<LoadedImage> loaded = loadImage(bomb);
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(hats::english::describe(loaded.error()).find("more than 100 scans (limit)"),
              std::string::npos)
        << hats::english::describe(loaded.error());
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(2));
    // An ordinary progressive JPEG still reads.
    const Result<LoadedImage> normal = loadImage(testsupport::progressiveJpegWithScans(0));
    ASSERT_TRUE(normal.ok()) << hats::english::describe(normal.error());
}

TEST(ImageLoader, RefusesAJpegCutBeforeItsSize) {
    std::vector<uchar> bytes = encode(cv::Mat(100, 100, CV_8UC3, cv::Scalar(5, 5, 5)), ".jpg");
    bytes.resize(20);
    EXPECT_FALSE(loadImage(bytes).ok());
    EXPECT_FALSE(loadImage({}).ok());
}

TEST(ImageLoader, DecodesA12MegapixelJpegAtAQuarter) {
    const scenegen::Scene scene =
        scenegen::renderScene(5, {scenegen::Layout::Board, false, 12.0, 85});
    const Result<LoadedImage> loaded = loadImage(scene.jpeg);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded->scale, 4);
    EXPECT_EQ(loaded->fullWidth, scene.width);
    EXPECT_EQ(loaded->image.cols, (scene.width + 3) / 4);
}

TEST(ImageLoader, KeepsSmallPhotosAtFullSize) {
    const scenegen::Scene scene =
        scenegen::renderScene(5, {scenegen::Layout::Board, false, 1.0, 85});
    const Result<LoadedImage> loaded = loadImage(scene.jpeg);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded->scale, 1);
    EXPECT_EQ(loaded->image.cols, scene.width);
}

TEST(ImageLoader, RefusesAFolderAndAMissingFile) {
    const Result<std::vector<uchar>> folder = readFileBytes(std::filesystem::temp_directory_path());
    ASSERT_FALSE(folder.ok());
    EXPECT_NE(hats::english::describe(folder.error()).find("folder"), std::string::npos);
    EXPECT_FALSE(readFileBytes("/nonexistent/photo.jpg").ok());
}

TEST(ImageLoader, TurnsAPhonePortraitPhotoUprightByItsExifOrientation) {
    // A landscape-stored 300x200 picture whose left half is dark: orientation 6 means "turn a
    // quarter clockwise to view", so the viewed picture is 200x300 with the dark half on top.
    cv::Mat stored(200, 300, CV_8UC3, cv::Scalar(240, 240, 240));
    stored(cv::Rect(0, 0, 150, 200)).setTo(cv::Scalar(20, 20, 20));
    for (const bool little : {false, true}) {
        const std::vector<uchar> bytes =
            testsupport::withExifOrientation(encode(stored, ".jpg"), 6, little);
        const Result<ImageHeader> header = readHeader(bytes);
        ASSERT_TRUE(header.ok()) << hats::english::describe(header.error());
        EXPECT_EQ(header->orientation, 6);
        const Result<LoadedImage> loaded = loadImage(bytes, 100);
        ASSERT_TRUE(loaded.ok()) << hats::english::describe(loaded.error());
        EXPECT_EQ(loaded->fullWidth, 200);
        EXPECT_EQ(loaded->fullHeight, 300);
        EXPECT_EQ(loaded->image.cols * loaded->scale, 200);
        const cv::Mat& upright = loaded->image;
        EXPECT_LT(cv::mean(upright.row(upright.rows / 8))[0], 60.0) << "dark half on top";
        EXPECT_GT(cv::mean(upright.row(upright.rows * 7 / 8))[0], 200.0);
    }
}

TEST(ImageLoader, IgnoresADamagedExifSegment) {
    std::vector<uchar> bytes = testsupport::withExifOrientation(
        encode(cv::Mat(100, 120, CV_8UC3, cv::Scalar(9, 9, 9)), ".jpg"), 6, false);
    for (const uchar offset :
         {0x7F, 0xFF}) { // far outside the segment; 0xFFFFFFxx wraps in 32 bits
        for (int i = 0; i < 4; ++i) {
            bytes[2 + 4 + 6 + 4 + i] = offset;
        }
        const Result<LoadedImage> loaded = loadImage(bytes);
        ASSERT_TRUE(loaded.ok()) << hats::english::describe(loaded.error());
        EXPECT_EQ(loaded->fullWidth, 120);
        EXPECT_EQ(loaded->fullHeight, 100);
    }
}
