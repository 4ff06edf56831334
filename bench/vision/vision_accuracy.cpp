// vision_accuracy: reads generated scenes whose seeds no tuning used and scores the reads
// against the generator's ground truth (docs/vision.md). Optionally saves failure crops.
#include "tools/scenegen/scene_generator.h"
#include "vision/calibrator.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <random>
#include <string>

using namespace hats;
using scenegen::Layout;

namespace {

struct Tally {
    int truth = 0;
    int found = 0;
    int reads = 0;
    int faceUp = 0;
    int typeRight = 0;
    int valueRight = 0;
    int doubtful = 0;
    int wrongSlot = 0;
};

struct Failures {
    std::filesystem::path dir;
    int saved = 0;
    int limit = 8;

    void save(const scenegen::Scene& scene, const std::array<cv::Point2f, 4>& corners,
              const std::string& what) {
        if (dir.empty() || saved >= limit) {
            return;
        }
        const cv::Mat photo = cv::imdecode(scene.jpeg, cv::IMREAD_COLOR);
        cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(corners.begin(), corners.end()));
        const int pad = box.width / 3;
        box = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) &
              cv::Rect(0, 0, photo.cols, photo.rows);
        cv::Mat crop = photo(box).clone();
        const double f = 220.0 / std::max(crop.cols, crop.rows);
        cv::resize(crop, crop, cv::Size(), f, f, cv::INTER_AREA);
        std::filesystem::create_directories(dir);
        cv::imwrite((dir / (what + ".jpg")).string(), crop, {cv::IMWRITE_JPEG_QUALITY, 80});
        ++saved;
    }
};

cv::Point2f centreOf(const std::array<cv::Point2f, 4>& q) {
    return (q[0] + q[1] + q[2] + q[3]) * 0.25F;
}

double percent(int part, int whole) {
    return whole == 0 ? 100.0 : 100.0 * part / whole;
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t first = 100000;
    int count = 320;
    std::uint64_t calibrationSeed = 99;
    Failures failures;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--first") {
            first = std::stoull(argv[i + 1]);
        } else if (a == "--count") {
            count = std::stoi(argv[i + 1]);
        } else if (a == "--calibration-seed") {
            calibrationSeed = std::stoull(argv[i + 1]);
        } else if (a == "--failures") {
            failures.dir = argv[i + 1];
        }
    }
    const Result<vision::Profile> profile =
        vision::calibrate(scenegen::renderCalibrationGrid(calibrationSeed).jpeg,
                          scenegen::renderCalibrationBack(calibrationSeed).jpeg);
    if (!profile) {
        std::cerr << "calibration failed: " << profile.error().message << '\n';
        return 2;
    }
    std::array<Tally, 2> tally; // [touching]
    int collections = 0;
    int blackHatsExact = 0;
    int unreadable = 0;
    for (int k = 0; k < count; ++k) {
        const std::uint64_t seed = first + static_cast<std::uint64_t>(k);
        const Layout layout = k % 2 == 0 ? Layout::Board : Layout::Collection;
        const bool touching = (k / 2) % 2 == 1;
        std::mt19937_64 sizeRng(seed);
        const double mp = std::uniform_real_distribution<double>(2.0, 12.0)(sizeRng);
        const scenegen::Scene scene = scenegen::renderScene(seed, {layout, touching, mp, 0});
        const vision::PhotoKind kind =
            layout == Layout::Board ? vision::PhotoKind::Board : vision::PhotoKind::Collection;
        const Result<vision::Reading> reading = vision::readPhoto(scene.jpeg, *profile, kind);
        Tally& t = tally[touching ? 1 : 0];
        t.truth += static_cast<int>(scene.cards.size());
        if (!reading) {
            ++unreadable;
            std::cerr << "seed " << seed << ": " << reading.error().message << '\n';
            collections += layout == Layout::Collection ? 1 : 0;
            continue;
        }
        t.reads += static_cast<int>(reading->cards.size());
        if (layout == Layout::Collection) {
            ++collections;
            blackHatsExact += reading->blackHats == scene.blackHats() ? 1 : 0;
        }
        std::vector<bool> used(reading->cards.size(), false);
        for (const scenegen::PlacedCard& placed : scene.cards) {
            const cv::Point2f centre = centreOf(placed.corners);
            const double width = cv::norm(placed.corners[1] - placed.corners[0]);
            int match = -1;
            for (size_t i = 0; i < reading->cards.size(); ++i) {
                if (!used[i] &&
                    cv::norm(centreOf(reading->cards[i].corners) - centre) < width / 3) {
                    match = static_cast<int>(i);
                }
            }
            const std::string name = "seed-" + std::to_string(seed) + "-" +
                                     (placed.card ? std::string(typeId(placed.card->type())) + "-" +
                                                        std::to_string(placed.card->value())
                                                  : std::string("back"));
            if (match < 0) {
                std::cerr << name << ": missed\n";
                failures.save(scene, placed.corners, name + "-missed");
                continue;
            }
            used[static_cast<size_t>(match)] = true;
            ++t.found;
            const vision::CardRead& read = reading->cards[static_cast<size_t>(match)];
            t.wrongSlot += placed.slot > 0 && read.slot != placed.slot ? 1 : 0;
            if (!placed.card) {
                if (!read.faceDown) {
                    std::cerr << name << ": read as a face\n";
                    failures.save(scene, placed.corners, name + "-read-as-face");
                }
                continue;
            }
            ++t.faceUp;
            if (read.doubtful) {
                ++t.doubtful;
                std::cerr << name << ": doubtful (" << read.confidence << ")\n";
                failures.save(scene, placed.corners, name + "-doubtful");
                continue;
            }
            const bool typeOk = read.card && read.card->type() == placed.card->type();
            const bool valueOk = read.card && read.card->value() == placed.card->value();
            t.typeRight += typeOk ? 1 : 0;
            t.valueRight += valueOk ? 1 : 0;
            if (!typeOk || !valueOk) {
                std::cerr << name << ": read as "
                          << (read.card ? read.card->toString() : std::string("face down")) << '\n';
                failures.save(scene, placed.corners, name + "-wrong");
            }
        }
        for (size_t i = 0; i < used.size(); ++i) {
            if (!used[i]) {
                std::cerr << "seed " << seed << ": a card where there is none\n";
                failures.save(scene, reading->cards[i].corners,
                              "seed-" + std::to_string(seed) + "-phantom");
            }
        }
    }
    std::printf("scenes %d (seeds %llu..%llu), unreadable %d\n", count,
                static_cast<unsigned long long>(first),
                static_cast<unsigned long long>(first + static_cast<std::uint64_t>(count) - 1),
                unreadable);
    std::printf("| cards | placed | recall | precision | type right | value right | doubtful | "
                "wrong slot |\n|---|---|---|---|---|---|---|---|\n");
    for (int touching = 0; touching < 2; ++touching) {
        const Tally& t = tally[static_cast<size_t>(touching)];
        std::printf("| %s | %d | %.2f%% | %.2f%% | %.2f%% | %.2f%% | %.2f%% | %d |\n",
                    touching ? "touching" : "apart", t.truth, percent(t.found, t.truth),
                    percent(t.found, t.reads), percent(t.typeRight, t.faceUp),
                    percent(t.valueRight, t.faceUp), percent(t.doubtful, t.faceUp), t.wrongSlot);
    }
    std::printf("black hats counted exactly: %d of %d collection photos (%.2f%%)\n", blackHatsExact,
                collections, percent(blackHatsExact, collections));
    return 0;
}
