// The image entry over mutated JPEG and PNG files, progressive ones and headers claiming huge
// or thin sizes included: each input is read or refused, fast, within the memory bound.
#include "app/text/english.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/vision/vision_test_support.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"

#include <opencv2/imgcodecs.hpp>

namespace hats::fuzz {
namespace {

using namespace hats::vision;

void putBigEndian(std::vector<uchar>& bytes, std::size_t at, std::uint32_t value, int size) {
    for (int i = 0; i < size && at + static_cast<std::size_t>(i) < bytes.size(); ++i) {
        bytes[at + static_cast<std::size_t>(i)] = static_cast<uchar>(value >> (8 * (size - 1 - i)));
    }
}

// Where the JPEG frame header (SOF0/SOF2) keeps the size, for patching it.
std::size_t frameAt(const std::vector<uchar>& jpeg) {
    for (std::size_t i = 2; i + 9 < jpeg.size(); ++i) {
        if (jpeg[i] == 0xFF && (jpeg[i + 1] == 0xC0 || jpeg[i + 1] == 0xC2)) {
            return i;
        }
    }
    return 0;
}

TEST(FuzzImages, MutatedJpegAndPngAreReadOrRefusedWithinTheLimits) {
    std::mt19937_64 random(seed(13));
    const Profile& profile = testsupport::generatedDeckProfile();
    const scenegen::Scene scene =
        scenegen::renderScene(541, {scenegen::Layout::Board, false, 0.5, 80});
    cv::Mat small(300, 400, CV_8UC3);
    cv::randu(small, cv::Scalar::all(0), cv::Scalar::all(255));
    std::vector<uchar> png;
    cv::imencode(".png", small, png);
    const std::vector<std::vector<uchar>> seeds = {
        testsupport::withExifOrientation(scene.jpeg, 6, true),
        testsupport::progressiveJpegWithScans(0, 256),
        testsupport::progressiveJpegWithScans(300, 128),
        png,
    };
    int refused = 0;
    int read = 0;
    const int inputs = runFor("images", [&](int i) {
        std::vector<uchar> bytes = seeds[static_cast<std::size_t>(i) % seeds.size()];
        const bool isPng = bytes[0] == 0x89;
        switch (std::uniform_int_distribution<int>(0, 5)(random)) {
        case 0: { // the size in the header: huge, thin, zero
            static const std::uint32_t sides[] = {0, 1, 63, 64, 781'250, 65'535, 20'000, 7'000};
            const std::uint32_t w = sides[random() % 8];
            const std::uint32_t h = sides[random() % 8];
            if (isPng) {
                putBigEndian(bytes, 16, w, 4);
                putBigEndian(bytes, 20, h, 4);
            } else if (const std::size_t at = frameAt(bytes); at != 0) {
                putBigEndian(bytes, at + 5, h, 2);
                putBigEndian(bytes, at + 7, w, 2);
            }
            break;
        }
        case 1: // flipped bytes anywhere
            for (int k = 0; k < 1 + static_cast<int>(random() % 30); ++k) {
                bytes[random() % bytes.size()] = static_cast<uchar>(random());
            }
            break;
        case 2: // flipped bytes in the headers
            for (int k = 0; k < 4; ++k) {
                bytes[2 + random() % std::min<std::size_t>(bytes.size() - 2, 700)] =
                    static_cast<uchar>(random());
            }
            break;
        case 3: // cut short
            bytes.resize(random() % bytes.size());
            break;
        case 4: { // a slice repeated (more scans, more chunks)
            const std::size_t from = random() % bytes.size();
            const std::size_t length = std::min<std::size_t>(bytes.size() - from, 4096);
            const std::vector<uchar> slice(bytes.begin() + static_cast<std::ptrdiff_t>(from),
                                           bytes.begin() +
                                               static_cast<std::ptrdiff_t>(from + length));
            for (int k = 0; k < 1 + static_cast<int>(random() % 8); ++k) {
                bytes.insert(bytes.begin() + static_cast<std::ptrdiff_t>(from), slice.begin(),
                             slice.end());
            }
            break;
        }
        default:
            break;
        }
        // Mostly the loader; now and then the whole reader behind it.
        if (i % 8 == 0) {
            const Result<Reading> reading = readBoard(bytes, profile);
            (reading ? read : refused) += 1;
            if (!reading) {
                ASSERT_EQ(hats::english::describe(reading.error()).find('\n'), std::string::npos);
            }
            return;
        }
        const Result<LoadedImage> loaded = loadImage(bytes);
        if (!loaded) {
            ASSERT_EQ(hats::english::describe(loaded.error()).find('\n'), std::string::npos);
            ++refused;
            return;
        }
        ++read;
        ASSERT_EQ(loaded->image.type(), CV_8UC3);
        ASSERT_LE(static_cast<double>(loaded->image.total()), kMaxPngPixels);
    });
    std::printf("[fuzz] images: %d read, %d refused\n", read, refused);
    EXPECT_GT(inputs, 50);
    EXPECT_GT(refused, 0);
    EXPECT_GT(read, 0);
}

} // namespace
} // namespace hats::fuzz
