// hats-deckgen: draws printings of the deck (by design seed) and photographs them on tables
// (by scene seed), with the ground truth beside every photo.
#include "tools/deckgen/deck_scene.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr const char* kUsage = R"(Usage:
  hats-deckgen --out DIR --design N [--scene S] [--count K] [--board]
               [--arrangement apart|touching|overlapping] [--mp MP] [--preview]
  hats-deckgen --out DIR --design N --calibration [--scene S] [--glare] [--missing K]
  hats-deckgen --out DIR --design N --sheet
Design seeds 1-999 are for tuning, 1000 and above are held out for measuring.
Writes scene-S.jpg + scene-S.json (ground truth), grid.jpg + back.jpg, or sheet.png.
)";

bool gPreview = false;

bool writeScene(const std::filesystem::path& dir, const std::string& stem,
                const hats::deckgen::Scene& scene) {
    if (gPreview) { // a small PNG to look at
        const cv::Mat photo = cv::imdecode(scene.jpeg, cv::IMREAD_COLOR);
        const double k = 1000.0 / std::max(photo.cols, photo.rows);
        cv::Mat small;
        cv::resize(photo, small, {}, k, k, cv::INTER_AREA);
        cv::imwrite((dir / (stem + ".preview.png")).string(), small);
    }
    std::ofstream photo(dir / (stem + ".jpg"), std::ios::binary);
    photo.write(reinterpret_cast<const char*>(scene.jpeg.data()),
                static_cast<std::streamsize>(scene.jpeg.size()));
    std::ofstream truth(dir / (stem + ".json"));
    truth << hats::deckgen::groundTruth(scene).dump(2) << '\n';
    return photo.good() && truth.good();
}

// Every face and the back side by side: what the printing looks like.
cv::Mat sheet(const hats::deckgen::DeckDesign& design) {
    const int w = 120;
    const int h = hats::deckgen::drawBack(design, w).rows;
    cv::Mat out(8 * (h + 8), 6 * (w + 8), CV_8UC3, cv::Scalar(90, 110, 90));
    for (int i = 0; i <= hats::kDeckSize; ++i) {
        const cv::Mat art = i < hats::kDeckSize
                                ? hats::deckgen::drawFace(design, hats::Card::fromIndex(i), w)
                                : hats::deckgen::drawBack(design, w);
        art.copyTo(out(cv::Rect((i % 6) * (w + 8) + 4, (i / 6) * (h + 8) + 4, w, h)),
                   hats::deckgen::outlineMask(design, w));
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::filesystem::path out;
    std::uint64_t designSeed = 1;
    std::uint64_t sceneSeed = 1;
    int count = 1;
    int missing = 0;
    bool calibration = false;
    bool glare = false;
    bool wantSheet = false;
    hats::deckgen::SceneOptions options;
    try {
        for (size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            const auto next = [&]() -> const std::string& {
                if (i + 1 >= args.size()) {
                    throw std::invalid_argument(a + " needs a value");
                }
                return args[++i];
            };
            if (a == "--out") {
                out = next();
            } else if (a == "--design") {
                designSeed = std::stoull(next());
            } else if (a == "--scene") {
                sceneSeed = std::stoull(next());
            } else if (a == "--count") {
                count = std::stoi(next());
            } else if (a == "--board") {
                options.layout = hats::deckgen::Layout::Board;
            } else if (a == "--arrangement") {
                const std::string v = next();
                options.arrangement = v == "touching"      ? hats::deckgen::Arrangement::Touching
                                      : v == "overlapping" ? hats::deckgen::Arrangement::Overlapping
                                      : v == "apart"       ? hats::deckgen::Arrangement::Apart
                                                           : throw std::invalid_argument(v);
            } else if (a == "--mp") {
                options.megapixels = std::stod(next());
            } else if (a == "--calibration") {
                calibration = true;
            } else if (a == "--glare") {
                glare = true;
            } else if (a == "--missing") {
                missing = std::stoi(next());
            } else if (a == "--preview") {
                gPreview = true;
            } else if (a == "--sheet") {
                wantSheet = true;
            } else {
                throw std::invalid_argument(a);
            }
        }
    } catch (const std::exception& e) {
        std::cerr << "hats-deckgen: bad argument: " << e.what() << '\n' << kUsage;
        return 1;
    }
    if (out.empty() || count < 1 || count > 10000) {
        std::cerr << kUsage;
        return 1;
    }
    std::filesystem::create_directories(out);
    const hats::deckgen::DeckDesign design = hats::deckgen::designFromSeed(designSeed);
    std::cout << hats::deckgen::describeDesign(design) << '\n';
    if (wantSheet) {
        return cv::imwrite((out / "sheet.png").string(), sheet(design)) ? 0 : 2;
    }
    if (calibration) {
        const bool ok =
            writeScene(out, "grid",
                       hats::deckgen::renderGrid(design, sceneSeed, 6.0, glare, missing)) &&
            writeScene(out, "back", hats::deckgen::renderBack(design, sceneSeed));
        return ok ? 0 : 2;
    }
    for (int k = 0; k < count; ++k) {
        const std::uint64_t seed = sceneSeed + static_cast<std::uint64_t>(k);
        if (!writeScene(out, "scene-" + std::to_string(seed),
                        hats::deckgen::renderScene(design, seed, options))) {
            std::cerr << "hats-deckgen: cannot write to " << out << '\n';
            return 2;
        }
    }
    return 0;
}
