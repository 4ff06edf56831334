// hats-scenegen: writes generated table photos and their ground truth, deterministic by seed.
#include "tools/scenegen/scene_generator.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr const char* kUsage = R"(Usage:
  hats-scenegen --out DIR [--seed N] [--count K] [--collection] [--touching] [--mp MP]
  hats-scenegen --out DIR --calibration [--seed N]
Writes scene-SEED.jpg + scene-SEED.json (ground truth) per scene, or grid.jpg + back.jpg.
)";

bool writeScene(const std::filesystem::path& dir, const std::string& stem,
                const hats::scenegen::Scene& scene) {
    std::ofstream photo(dir / (stem + ".jpg"), std::ios::binary);
    photo.write(reinterpret_cast<const char*>(scene.jpeg.data()),
                static_cast<std::streamsize>(scene.jpeg.size()));
    std::ofstream truth(dir / (stem + ".json"));
    truth << hats::scenegen::groundTruth(scene).dump(2) << '\n';
    return photo.good() && truth.good();
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::filesystem::path out;
    std::uint64_t seed = 1;
    int count = 1;
    bool calibration = false;
    hats::scenegen::SceneOptions options;
    try {
        for (size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            const bool hasValue = i + 1 < args.size();
            if (a == "--out" && hasValue) {
                out = args[++i];
            } else if (a == "--seed" && hasValue) {
                seed = std::stoull(args[++i]);
            } else if (a == "--count" && hasValue) {
                count = std::stoi(args[++i]);
            } else if (a == "--mp" && hasValue) {
                options.megapixels = std::stod(args[++i]);
            } else if (a == "--collection") {
                options.layout = hats::scenegen::Layout::Collection;
            } else if (a == "--touching") {
                options.touching = true;
            } else if (a == "--calibration") {
                calibration = true;
            } else {
                std::cerr << kUsage;
                return 1;
            }
        }
    } catch (const std::exception&) {
        std::cerr << kUsage;
        return 1;
    }
    if (out.empty() || options.megapixels < 0.1 || options.megapixels > 40) {
        std::cerr << kUsage;
        return 1;
    }
    std::filesystem::create_directories(out);
    if (calibration) {
        const bool ok = writeScene(out, "grid", hats::scenegen::renderCalibrationGrid(seed)) &&
                        writeScene(out, "back", hats::scenegen::renderCalibrationBack(seed));
        return ok ? 0 : 2;
    }
    for (int k = 0; k < count; ++k) {
        const std::uint64_t s = seed + static_cast<std::uint64_t>(k);
        if (!writeScene(out, "scene-" + std::to_string(s),
                        hats::scenegen::renderScene(s, options))) {
            std::cerr << "hats-scenegen: cannot write to " << out << '\n';
            return 2;
        }
    }
    return 0;
}
