#pragma once

#include "tools/scenegen/scene_generator.h"
#include "vision/profile.h"
#include "vision/reading.h"

#include <opencv2/core.hpp>

namespace hats::vision::testsupport {

/** The profile learned from generated calibration photos (seed 1), cached across test runs. */
const Profile& generatedDeckProfile();

/** The profile learned from the calibration photos of one printing (tools/deckgen design seed;
 * tests use tuning seeds only), learned once per test run. */
const Profile& designProfile(std::uint64_t designSeed);

/** How a reading compares with the scene's truth. */
struct Comparison {
    int truth = 0;      ///< cards placed
    int found = 0;      ///< placed cards the reader found
    int extra = 0;      ///< reads that match no placed card
    int faceUp = 0;     ///< placed face-up cards found
    int typeRight = 0;  ///< … whose type was read right (not doubtful)
    int valueRight = 0; ///< … whose value was read right (not doubtful)
    int doubtful = 0;
    int wrongSlots = 0; ///< board cards found in the wrong slot
    int backsRight = 0; ///< placed face-down cards read as face down
    int backs = 0;
};

/**
 * The JPEG with an APP1 Exif segment right after SOI whose first IFD holds one Orientation tag,
 * written the way phones write it (big- or little-endian TIFF).
 */
std::vector<uchar> withExifOrientation(std::vector<uchar> jpeg, int orientation, bool little);

/**
 * A progressive JPEG (about 10 scans) whose last scan is repeated `extraScans` more times:
 * decoders accept the repeats, and each one costs a pass over the whole image.
 */
std::vector<uchar> progressiveJpegWithScans(int extraScans, int side = 512);

/** Matches reads to placed cards by centre (within a third of a card width). */
Comparison compare(const scenegen::Scene& scene, const Reading& reading);

} // namespace hats::vision::testsupport
