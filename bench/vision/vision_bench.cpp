// Speed: a 12-megapixel JPEG from file to Reading, against a plain full-size cv::imdecode of
// the same file in the same run (docs/vision.md).
#include "tools/deckgen/deck_scene.h"
#include "tools/scenegen/scene_generator.h"
#include "vision/calibrator.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"

#include <benchmark/benchmark.h>
#include <opencv2/imgcodecs.hpp>

#include <filesystem>
#include <fstream>

using namespace hats;

namespace {

struct Fixture {
    std::filesystem::path photo;
    vision::Profile profile;
    int cards = 0;
    // A held-out printing (design 1000): a 12 MP collection of overlapping cards.
    std::filesystem::path otherPhoto;
    vision::Profile otherProfile;
    int otherCards = 0;
};

const Fixture& fixture() {
    static const Fixture f = [] {
        Fixture made;
        made.photo = std::filesystem::temp_directory_path() / "hats-vision-bench-12mp.jpg";
        const scenegen::Scene scene =
            scenegen::renderScene(424242, {scenegen::Layout::Board, false, 12.0, 90});
        std::ofstream(made.photo, std::ios::binary)
            .write(reinterpret_cast<const char*>(scene.jpeg.data()),
                   static_cast<std::streamsize>(scene.jpeg.size()));
        made.profile = vision::calibrate(scenegen::renderCalibrationGrid(1).jpeg,
                                         scenegen::renderCalibrationBack(1).jpeg)
                           .value();
        made.cards = static_cast<int>(scene.cards.size());
        const deckgen::DeckDesign design = deckgen::designFromSeed(deckgen::kFirstHeldOutDesign);
        deckgen::SceneOptions options;
        options.arrangement = deckgen::Arrangement::Overlapping;
        options.megapixels = 12;
        options.jpegQuality = 90;
        const deckgen::Scene other = deckgen::renderScene(design, 77, options);
        made.otherPhoto = std::filesystem::temp_directory_path() / "hats-vision-bench-12mp-b.jpg";
        std::ofstream(made.otherPhoto, std::ios::binary)
            .write(reinterpret_cast<const char*>(other.jpeg.data()),
                   static_cast<std::streamsize>(other.jpeg.size()));
        made.otherProfile = vision::calibrate(deckgen::renderGrid(design, 1).jpeg,
                                              deckgen::renderBack(design, 1).jpeg)
                                .value();
        made.otherCards = static_cast<int>(other.cards.size());
        return made;
    }();
    return f;
}

void FullDecode(benchmark::State& state) {
    const Fixture& f = fixture();
    for (auto _ : state) {
        const std::vector<uchar> bytes = vision::readFileBytes(f.photo).value();
        const cv::Mat image = cv::imdecode(bytes, cv::IMREAD_COLOR);
        benchmark::DoNotOptimize(image.data);
    }
}

// The same decode into a Mat kept across iterations: no fresh 36 MB to fault in each time
// (on the test machine that alone costs ~90 ms), so the strictest baseline.
void FullDecodeReusingOutput(benchmark::State& state) {
    const Fixture& f = fixture();
    cv::Mat image;
    for (auto _ : state) {
        const std::vector<uchar> bytes = vision::readFileBytes(f.photo).value();
        cv::imdecode(bytes, cv::IMREAD_COLOR, &image);
        benchmark::DoNotOptimize(image.data);
    }
}

// The floor: reading the file and decoding it at the reduced size the reader uses.
void ReducedDecodeOnly(benchmark::State& state) {
    const Fixture& f = fixture();
    for (auto _ : state) {
        const std::vector<uchar> bytes = vision::readFileBytes(f.photo).value();
        const Result<vision::LoadedImage> image = vision::loadImage(bytes);
        benchmark::DoNotOptimize(image->image.data);
    }
}

void FullDecodeOtherPrinting(benchmark::State& state) {
    const Fixture& f = fixture();
    for (auto _ : state) {
        const std::vector<uchar> bytes = vision::readFileBytes(f.otherPhoto).value();
        const cv::Mat image = cv::imdecode(bytes, cv::IMREAD_COLOR);
        benchmark::DoNotOptimize(image.data);
    }
}

void ReadOverlappingCollectionFromFile(benchmark::State& state) {
    const Fixture& f = fixture();
    int cards = 0;
    for (auto _ : state) {
        const Result<vision::Reading> reading =
            vision::readPhotoFile(f.otherPhoto, f.otherProfile, vision::PhotoKind::Collection);
        cards = reading ? static_cast<int>(reading->cards.size()) : -1;
        benchmark::DoNotOptimize(cards);
    }
    state.counters["cards"] = cards;
    state.counters["placed"] = f.otherCards;
}

void ReadBoardFromFile(benchmark::State& state) {
    const Fixture& f = fixture();
    int cards = 0;
    for (auto _ : state) {
        const Result<vision::Reading> reading =
            vision::readPhotoFile(f.photo, f.profile, vision::PhotoKind::Board);
        cards = reading ? static_cast<int>(reading->cards.size()) : -1;
        benchmark::DoNotOptimize(cards);
    }
    state.counters["cards"] = cards;
    state.counters["placed"] = f.cards;
}

} // namespace

BENCHMARK(FullDecode)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(9)
    ->ReportAggregatesOnly(true);
BENCHMARK(FullDecodeReusingOutput)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(9)
    ->ReportAggregatesOnly(true);
BENCHMARK(ReducedDecodeOnly)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(9)
    ->ReportAggregatesOnly(true);
BENCHMARK(FullDecodeOtherPrinting)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(9)
    ->ReportAggregatesOnly(true);
BENCHMARK(ReadOverlappingCollectionFromFile)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(9)
    ->ReportAggregatesOnly(true);
BENCHMARK(ReadBoardFromFile)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(9)
    ->ReportAggregatesOnly(true);

BENCHMARK_MAIN();
