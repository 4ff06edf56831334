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

Outcome hats(std::vector<std::string> args, const std::string& input = {}) {
    std::ostringstream out;
    std::ostringstream err;
    std::istringstream in(input);
    const int status = run(args, {out, err, &in});
    return {status, out.str(), err.str()};
}

int lines(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

std::string data(const std::string& name) {
    return std::string(HATS_TEST_DATA) + "/" + name;
}

std::string readFileOrEmpty(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
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

TEST(Cli, VersionPrintsTheProgramAndItsVersion) {
    const Outcome result = hats({"--version"});
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out.rfind("hats ", 0), 0U);
    EXPECT_EQ(lines(result.out), 1);
}

TEST(Cli, EveryCommandHasHelpOnStandardOutput) {
    for (const std::vector<std::string>& command : {std::vector<std::string>{"--help"},
                                                    {"score", "--help"},
                                                    {"history", "--help"},
                                                    {"history", "list", "--help"},
                                                    {"history", "show", "--help"},
                                                    {"history", "stats", "--help"},
                                                    {"history", "records", "--help"},
                                                    {"history", "export", "--help"},
                                                    {"history", "import", "--help"},
                                                    {"history", "merge", "--help"},
                                                    {"history", "backup", "--help"},
                                                    {"history", "note", "--help"},
                                                    {"history", "rename-player", "--help"},
                                                    {"history", "merge-players", "--help"},
                                                    {"history", "list", "-h"}}) {
        const Outcome result = hats(command);
        EXPECT_EQ(result.status, 0) << command[0] << " " << command[1] << ": " << result.err;
        EXPECT_TRUE(result.err.empty());
        std::string usage = "Usage: hats";
        for (const std::string& word : command) {
            usage += word.starts_with("-") ? "" : " " + word;
        }
        EXPECT_NE(result.out.find(usage + " [OPTIONS]"), std::string::npos) << result.out;
    }
}

TEST(Cli, ADashReadsTheGameFromStandardInput) {
    const std::string game = readFileOrEmpty(data("snapshot_3p.json"));
    ASSERT_FALSE(game.empty());
    const Outcome result = hats({"score", "-", "--json"}, game);
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(nlohmann::json::parse(result.out)["players"][0]["total"], 26);
    const Outcome bad = hats({"score", "-"}, "{");
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.err.rfind("standard input: ", 0), 0U) << bad.err;
    EXPECT_EQ(lines(bad.err), 1);
}

TEST(Cli, WrongCommandLinesAreOneLineNamingTheCommand) {
    const Outcome extra = hats({"score", "a.json", "b.json"});
    EXPECT_EQ(extra.status, 1);
    EXPECT_EQ(lines(extra.err), 1);
    EXPECT_EQ(extra.err.rfind("hats score: ", 0), 0U) << extra.err;
    const Outcome unknown = hats({"score", "--jsn", data("snapshot_3p.json")});
    EXPECT_EQ(unknown.status, 1);
    EXPECT_EQ(lines(unknown.err), 1);
    EXPECT_TRUE(unknown.out.empty());
}

TEST(Cli, DatesOnTheCommandLineAreCalendarDates) {
    for (const char* good :
         {"2026-11-22", "2024-02-29", "2026-11-22T19:30", "2026-11-22T19:30:05"}) {
        EXPECT_TRUE(isCommandLineDate(good)) << good;
    }
    for (const char* bad : {"yesterday", "2026-13-01", "2026-02-29", "2026-11-31", "26-11-22",
                            "2026-11-22T25:00", "2026-11-22 19:30", "2026-11-22T19:30Z", ""}) {
        EXPECT_FALSE(isCommandLineDate(bad)) << bad;
    }
}

TEST(Cli, DisplayWidthCountsColumnsNotBytes) {
    EXPECT_EQ(displayWidth("Ann"), 3);
    EXPECT_EQ(displayWidth("Zoë"), 3);       // precomposed ë: 2 bytes, 1 column
    EXPECT_EQ(displayWidth("Zoe\u0308"), 3); // e + combining diaeresis
    EXPECT_EQ(displayWidth("山田"), 4);      // wide CJK letters: 2 columns each
    EXPECT_EQ(padRight("山田", 6), "山田  ");
    EXPECT_EQ(padRight("Zoë", 5), "Zoë  ");
}

} // namespace
} // namespace hats::cli
