// The deck profile reader over mutated profiles: structure-aware changes of a real one, and
// byte damage of its text. Each is loaded or refused with one line.
#include "app/text/english.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/vision/vision_test_support.h"
#include "vision/profile.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace hats::fuzz {
namespace {

using nlohmann::json;

void collect(json& node, std::vector<json*>& nodes, int depth) {
    nodes.push_back(&node);
    // The big matrices' data arrays: only their first few entries, or the walk is slow.
    if (node.is_structured() && depth < 6) {
        int taken = 0;
        for (auto& child : node) {
            if (++taken > 8) {
                break;
            }
            collect(child, nodes, depth + 1);
        }
    }
}

TEST(FuzzProfile, MutatedProfilesAreLoadedOrRefused) {
    std::mt19937 random(seed(14));
    const json original = vision::toJson(vision::testsupport::generatedDeckProfile());
    const std::string path =
        ::testing::TempDir() + "hats-fuzz-profile-" + std::to_string(::getpid()) + ".json";
    static const std::vector<json> values = {
        json(-1),
        json(0),
        json(1e300),
        json(4096),
        json(100000),
        json("x"),
        json(nullptr),
        json::array(),
        json::object(),
        json("B\u001f"),
        json(std::string(100, 'n')),
        json::array({1, 2, 3, 4}),
        json({{"rows", 4096}, {"cols", 4096}, {"data", json::array()}}),
        json({{"rows", -1}, {"cols", 2}, {"data", {1, 2}}}),
        json(true)};
    int loaded = 0;
    int refused = 0;
    const int inputs = runFor("profile", [&](int) {
        json document = original;
        const int edits = std::uniform_int_distribution<int>(1, 3)(random);
        for (int e = 0; e < edits; ++e) {
            std::vector<json*> nodes;
            collect(document, nodes, 0);
            json& node =
                *nodes[std::uniform_int_distribution<std::size_t>(0, nodes.size() - 1)(random)];
            switch (std::uniform_int_distribution<int>(0, 3)(random)) {
            case 0:
                node = values[std::uniform_int_distribution<std::size_t>(0, values.size() -
                                                                                1)(random)];
                break;
            case 1:
                if (node.is_object() && !node.empty()) {
                    node.erase(node.begin().key());
                }
                break;
            case 2:
                node = json::array({node});
                break;
            default:
                if (node.is_number()) {
                    node = node.get<double>() * -3;
                }
            }
        }
        std::string text = document.dump(-1, ' ', false, json::error_handler_t::replace);
        if (random() % 5 == 0) {
            text.resize(std::uniform_int_distribution<std::size_t>(0, text.size())(random));
        }
        if (random() % 7 == 0) {
            text += std::string("\0", 1);
        }
        std::ofstream(path, std::ios::binary) << text;
        const Result<vision::Profile> profile = vision::loadProfile(path);
        if (!profile) {
            ASSERT_EQ(hats::english::describe(profile.error()).find('\n'), std::string::npos)
                << hats::english::describe(profile.error());
            ++refused;
        } else {
            ++loaded;
        }
    });
    std::printf("[fuzz] profile: %d loaded, %d refused\n", loaded, refused);
    EXPECT_GT(inputs, 20);
    EXPECT_GT(refused, 0);
    std::filesystem::remove(path);
}

} // namespace
} // namespace hats::fuzz
