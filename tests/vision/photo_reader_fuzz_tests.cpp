#include "app/text/english.h"
#include "vision/photo_reader.h"

#include "tests/vision/vision_test_support.h"

#include <gtest/gtest.h>

#include <chrono>
#include <random>

using namespace hats;
using namespace hats::vision;

// Bounded random-bytes fuzzing of the image entry point: random buffers, then a real JPEG and
// PNG with bytes flipped, cut and spliced. Each input must give a reading or an error, fast.
TEST(PhotoReaderFuzz, RandomAndMutatedBytesNeverCrashOrHang) {
    const Profile& profile = testsupport::generatedDeckProfile();
    scenegen::Scene scene = scenegen::renderScene(540, {scenegen::Layout::Board, false, 0.3, 70});
    // With an EXIF segment up front, so that patched header bytes reach its parser too.
    scene.jpeg = testsupport::withExifOrientation(scene.jpeg, 6, true);
    std::mt19937_64 rng(540);
    const auto start = std::chrono::steady_clock::now();
    int inputs = 0;
    int refused = 0;
    while (std::chrono::steady_clock::now() - start < std::chrono::seconds(4)) {
        std::vector<uchar> bytes;
        switch (inputs % 4) {
        case 0: // noise, sometimes behind a JPEG or PNG signature
            bytes.resize(std::uniform_int_distribution<size_t>(0, 4096)(rng));
            for (uchar& b : bytes) {
                b = static_cast<uchar>(rng());
            }
            if (bytes.size() > 8 && rng() % 2 == 0) {
                bytes[0] = 0xFF;
                bytes[1] = 0xD8;
                bytes[2] = 0xFF;
            }
            break;
        case 1: // flipped bytes
            bytes = scene.jpeg;
            for (int k = 0; k < 1 + static_cast<int>(rng() % 20); ++k) {
                bytes[rng() % bytes.size()] = static_cast<uchar>(rng());
            }
            break;
        case 2: // truncated
            bytes.assign(scene.jpeg.begin(), scene.jpeg.begin() + static_cast<std::ptrdiff_t>(
                                                                      rng() % scene.jpeg.size()));
            break;
        default: // header bytes patched: sizes and segment lengths
            bytes = scene.jpeg;
            for (size_t k = 0; k < 4; ++k) {
                bytes[2 + rng() % std::min<size_t>(bytes.size() - 2, 600)] =
                    static_cast<uchar>(rng());
            }
        }
        const auto one = std::chrono::steady_clock::now();
        const Result<Reading> reading = readBoard(bytes, profile);
        EXPECT_LT(std::chrono::steady_clock::now() - one, std::chrono::seconds(2));
        if (!reading) {
            ++refused;
            EXPECT_FALSE(hats::english::describe(reading.error()).empty());
        }
        ++inputs;
    }
    EXPECT_GT(inputs, 20);
    EXPECT_GT(refused, inputs / 4);
}
