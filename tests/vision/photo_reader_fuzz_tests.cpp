#include "app/text/english.h"
#include "vision/photo_reader.h"

#include "tests/vision/vision_test_support.h"

#include <gtest/gtest.h>

#include <chrono>
#include <random>

using namespace hats;
using namespace hats::vision;

// Seeded fuzzing of the image entry point: a fixed number of inputs (the same ones on every
// run, however loaded the machine), ten of each kind: random buffers, a real JPEG with bytes
// flipped, cut short, or with its header patched. Each input gives a reading or a typed
// photo fault, never a crash; a generous guard per input catches a hang.
TEST(PhotoReaderFuzz, RandomAndMutatedBytesNeverCrashOrHang) {
    const Profile& profile = testsupport::generatedDeckProfile();
    scenegen::Scene scene = scenegen::renderScene(540, {scenegen::Layout::Board, false, 0.3, 70});
    // With an EXIF segment up front, so that patched header bytes reach its parser too.
    scene.jpeg = testsupport::withExifOrientation(scene.jpeg, 6, true);
    std::mt19937_64 rng(540);
    constexpr int kInputs = 40;
    int refused = 0;
    for (int inputs = 0; inputs < kInputs; ++inputs) {
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
        // Only a hang guard: a photo is read in well under a second.
        EXPECT_LT(std::chrono::steady_clock::now() - one, std::chrono::seconds(30))
            << "input " << inputs;
        if (reading) {
            // A damaged photo may still be read: then as a whole picture with its cards.
            EXPECT_GT(reading->width, 0) << "input " << inputs;
            EXPECT_GT(reading->height, 0) << "input " << inputs;
            continue;
        }
        ++refused;
        // A photo's own fault (bytes carry no place: the caller names the file or the photo).
        const Error& error = reading.error();
        ASSERT_TRUE(error.fault.has_value()) << "input " << inputs << ": " << error.message;
        EXPECT_GE(error.fault->kind, FaultKind::PhotoNotImage) << "input " << inputs;
        EXPECT_LE(error.fault->kind, FaultKind::PhotoNoCards) << "input " << inputs;
        const std::string words = hats::english::describe(error.in("board.jpg"));
        EXPECT_NE(words.find("board.jpg"), std::string::npos) << words;
    }
    EXPECT_GT(refused, kInputs / 4);
}
