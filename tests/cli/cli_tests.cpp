#include "app/cli/commands.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hats::cli {
namespace {

struct Outcome {
    int status;
    std::string out;
    std::string err;
};

Outcome hats(std::vector<std::string> args) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = run(args, {out, err});
    return {status, out.str(), err.str()};
}

std::string data(const std::string& name) {
    return std::string(HATS_TEST_DATA) + "/" + name;
}

std::string writeTemp(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / ("hats_cli_tests_" + name);
    std::ofstream(path) << text;
    return path.string();
}

TEST(Cli, ScorePrintsTheNapkin) {
    const Outcome result = hats({"score", data("snapshot_3p.json")});
    EXPECT_EQ(result.status, 0);
    EXPECT_TRUE(result.err.empty());
    EXPECT_NE(result.out.find("Winner: Ann"), std::string::npos);
    EXPECT_NE(result.out.find("Favorite hat      -2    -2    -1"), std::string::npos) << result.out;
}

TEST(Cli, ScoreJsonHasTheFieldsOfFormatsMd) {
    const Outcome result = hats({"score", data("snapshot_3p.json"), "--json"});
    ASSERT_EQ(result.status, 0);
    const auto out = nlohmann::json::parse(result.out);
    for (const char* field : {"players", "cookie", "winners", "decidedBy"}) {
        EXPECT_TRUE(out.contains(field)) << field;
    }
    for (const char* field : {"name", "collection", "favorite", "cookie", "total", "blackHats"}) {
        EXPECT_TRUE(out["players"][0].contains(field)) << field;
    }
    EXPECT_TRUE(out["cookie"]["steps"].is_array());
}

TEST(Cli, AFileThatCannotBeScoredExitsTwoWithOneLineNamingThePlaceAndTheRule) {
    const Outcome result = hats({"score", data("bad_r7.json"), "--json"});
    EXPECT_EQ(result.status, 2);
    EXPECT_TRUE(result.out.empty());
    EXPECT_EQ(result.err, data("bad_r7.json") +
                              ": turn 3: Cleo cannot exchange brown 1 for green 3 in slot 3: "
                              "neither the same type nor a higher number (R7)\n");
}

TEST(Cli, NotJsonAndMissingFilesExitTwo) {
    const Outcome garbage = hats({"score", writeTemp("garbage.json", "\x89PNG not json")});
    EXPECT_EQ(garbage.status, 2);
    EXPECT_NE(garbage.err.find(": not JSON: "), std::string::npos);
    EXPECT_EQ(std::count(garbage.err.begin(), garbage.err.end(), '\n'), 1);
    const Outcome empty = hats({"score", writeTemp("empty.json", "")});
    EXPECT_EQ(empty.status, 2);
    const Outcome folder = hats({"score", std::filesystem::temp_directory_path().string()});
    EXPECT_EQ(folder.status, 2);
    EXPECT_NE(folder.err.find("is a folder"), std::string::npos);
    const Outcome missing = hats({"score", "/nonexistent/game.json"});
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos);
}

TEST(Cli, AWrongCommandLineExitsOneWithUsage) {
    EXPECT_EQ(hats({}).status, 1);
    EXPECT_EQ(hats({"score"}).status, 1);
    EXPECT_EQ(hats({"score", "a.json", "--fancy"}).status, 1);
    EXPECT_EQ(hats({"frobnicate"}).status, 1);
    const Outcome help = hats({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("hats score FILE [--json]"), std::string::npos);
    EXPECT_EQ(hats({"score", "--help"}).status, 0);
}

} // namespace
} // namespace hats::cli
