#include "tests/vision/vision_test_support.h"
#include "app/text/english.h"

#include <opencv2/imgcodecs.hpp>

#include "tools/deckgen/deck_scene.h"
#include "vision/calibrator.h"

#include <filesystem>
#include <map>
#include <mutex>
#include <random>

namespace hats::vision::testsupport {

namespace {

cv::Point2f centreOf(const std::array<cv::Point2f, 4>& q) {
    return (q[0] + q[1] + q[2] + q[3]) * 0.25F;
}

// The test binary as built (size and time): a profile learned by an older build of the
// calibrator is not used by a newer one.
std::string buildStamp() {
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) {
        return "unknown";
    }
    const auto size = std::filesystem::file_size(self, ec);
    const auto time = std::filesystem::last_write_time(self, ec);
    return std::to_string(size) + "-" + std::to_string(time.time_since_epoch().count());
}

Profile learnProfile() {
    const std::filesystem::path cached = std::filesystem::path(HATS_VISION_TEST_CACHE) /
                                         ("generated-deck-profile-" + buildStamp() + ".json");
    if (Result<Profile> loaded = loadProfile(cached)) {
        return loaded.value();
    }
    const scenegen::Scene grid = scenegen::renderCalibrationGrid(1);
    const scenegen::Scene back = scenegen::renderCalibrationBack(1);
    Result<Profile> learned = calibrate(grid.jpeg, back.jpeg);
    if (!learned) {
        throw std::runtime_error("calibration failed: " + hats::english::describe(learned.error()));
    }
    // Tests run as parallel processes: write aside, then rename (atomic on one filesystem).
    const std::filesystem::path temp =
        cached.string() + "." + std::to_string(std::random_device{}()) + ".tmp";
    if (saveProfile(learned.value(), temp)) {
        std::error_code ec;
        std::filesystem::rename(temp, cached, ec);
    }
    return learned.value();
}

} // namespace

const Profile& generatedDeckProfile() {
    static const Profile profile = learnProfile();
    return profile;
}

Comparison compare(const scenegen::Scene& scene, const Reading& reading) {
    Comparison c;
    std::vector<bool> used(reading.cards.size(), false);
    for (const scenegen::PlacedCard& placed : scene.cards) {
        ++c.truth;
        c.backs += placed.card ? 0 : 1;
        const cv::Point2f centre = centreOf(placed.corners);
        const double width = cv::norm(placed.corners[1] - placed.corners[0]);
        int match = -1;
        for (size_t i = 0; i < reading.cards.size(); ++i) {
            if (!used[i] && cv::norm(centreOf(reading.cards[i].corners) - centre) < width / 3) {
                match = static_cast<int>(i);
            }
        }
        if (match < 0) {
            continue;
        }
        used[static_cast<size_t>(match)] = true;
        const CardRead& read = reading.cards[static_cast<size_t>(match)];
        ++c.found;
        c.doubtful += read.doubtful ? 1 : 0;
        if (placed.slot > 0 && read.slot != placed.slot) {
            ++c.wrongSlots;
        }
        if (!placed.card) {
            c.backsRight += read.faceDown && !read.doubtful ? 1 : 0;
            continue;
        }
        ++c.faceUp;
        if (read.card && read.card->type() == placed.card->type()) {
            ++c.typeRight;
        }
        if (read.card && read.card->value() == placed.card->value()) {
            ++c.valueRight;
        }
    }
    c.extra = static_cast<int>(std::count(used.begin(), used.end(), false));
    return c;
}

std::vector<uchar> withExifOrientation(std::vector<uchar> jpeg, int orientation, bool little) {
    std::vector<uchar> tiff;
    const auto put = [&tiff, little](std::uint32_t value, int bytes) {
        for (int i = 0; i < bytes; ++i) {
            const int shift = 8 * (little ? i : bytes - 1 - i);
            tiff.push_back(static_cast<uchar>((value >> shift) & 0xFFU));
        }
    };
    tiff.push_back(little ? 'I' : 'M');
    tiff.push_back(little ? 'I' : 'M');
    put(42, 2);
    put(8, 4);      // the first IFD follows the header
    put(1, 2);      // one entry
    put(0x0112, 2); // Orientation
    put(3, 2);      // SHORT
    put(1, 4);      // one value
    put(static_cast<std::uint32_t>(orientation), 2);
    put(0, 2); // value padding
    put(0, 4); // no next IFD
    const std::string exif("Exif\0\0", 6);
    const size_t length = 2 + exif.size() + tiff.size();
    std::vector<uchar> segment = {0xFF, 0xE1, static_cast<uchar>(length >> 8U),
                                  static_cast<uchar>(length & 0xFFU)};
    for (const char c : exif) {
        segment.push_back(static_cast<uchar>(c));
    }
    for (const uchar b : tiff) {
        segment.push_back(b);
    }
    std::vector<uchar> out(jpeg.begin(), jpeg.begin() + 2);
    for (const uchar b : segment) {
        out.push_back(b);
    }
    for (size_t i = 2; i < jpeg.size(); ++i) {
        out.push_back(jpeg[i]);
    }
    return out;
}

std::vector<uchar> progressiveJpegWithScans(int extraScans, int side) {
    cv::Mat image(side, side, CV_8UC3);
    cv::randu(image, cv::Scalar::all(0), cv::Scalar::all(255));
    std::vector<uchar> jpeg;
    cv::imencode(".jpg", image, jpeg, {cv::IMWRITE_JPEG_PROGRESSIVE, 1});
    size_t lastScan = 0;
    for (size_t i = 2; i + 1 < jpeg.size(); ++i) {
        if (jpeg[i] == 0xFF && jpeg[i + 1] == 0xDA) {
            lastScan = i;
        }
    }
    const size_t end = jpeg.size() - 2; // EOI
    const std::vector<uchar> scan(jpeg.begin() + static_cast<std::ptrdiff_t>(lastScan),
                                  jpeg.begin() + static_cast<std::ptrdiff_t>(end));
    std::vector<uchar> out(jpeg.begin(), jpeg.begin() + static_cast<std::ptrdiff_t>(end));
    for (int i = 0; i < extraScans; ++i) {
        out.insert(out.end(), scan.begin(), scan.end());
    }
    out.insert(out.end(), {0xFF, 0xD9});
    return out;
}

const Profile& designProfile(std::uint64_t designSeed) {
    static std::mutex lock;
    static std::map<std::uint64_t, Profile> profiles;
    const std::lock_guard<std::mutex> hold(lock);
    auto it = profiles.find(designSeed);
    if (it == profiles.end()) {
        const deckgen::DeckDesign design = deckgen::designFromSeed(designSeed);
        Result<Profile> learned = calibrate(deckgen::renderGrid(design, designSeed, 6.0).jpeg,
                                            deckgen::renderBack(design, designSeed, 2.0).jpeg);
        it = profiles.emplace(designSeed, learned ? std::move(learned).value() : Profile{}).first;
    }
    return it->second;
}

} // namespace hats::vision::testsupport
