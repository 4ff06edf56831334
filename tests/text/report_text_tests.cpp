#include "app/text/english.h"
#include "app/text/report_text.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace hats {
namespace {

using nlohmann::json;

std::string fixtureText(const std::string& name) {
    std::ifstream file(std::string(HATS_TEST_DATA) + "/" + name);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

ScoreReport reportOf(const std::string& text) {
    auto document = parseGameDocument(text);
    EXPECT_TRUE(document) << hats::english::describe(document.error());
    auto report = scoreDocument(*document);
    EXPECT_TRUE(report) << hats::english::describe(report.error());
    return report.value();
}

TEST(Report, TheSnapshotFixtureScoresAsWorkedOutByHand) {
    const json out = toJson(reportOf(fixtureText("snapshot_3p.json")));
    // Board points: red 1, blue 2, green 3, yellow 4, orange 5, purple 6, brown 0.
    EXPECT_EQ(out["players"][0],
              json::parse(R"({"name": "Ann", "collection": 23, "favorite": -2, "cookie": 5,
                              "total": 26, "blackHats": 1, "typeCount": 7,
                              "favoriteHat": {"type": "brown", "value": 2},
                              "cards": [{"type": "red", "value": 2, "points": 1,
                                         "boardCard": {"type": "red", "value": 1, "slot": 1},
                                         "faceDownSlots": []},
                                        {"type": "red", "value": 3, "points": 1,
                                         "boardCard": {"type": "red", "value": 1, "slot": 1},
                                         "faceDownSlots": []},
                                        {"type": "blue", "value": 1, "points": 2,
                                         "boardCard": {"type": "blue", "value": 2, "slot": 2},
                                         "faceDownSlots": []},
                                        {"type": "green", "value": 1, "points": 3,
                                         "boardCard": {"type": "green", "value": 3, "slot": 3},
                                         "faceDownSlots": []},
                                        {"type": "yellow", "value": 1, "points": 4,
                                         "boardCard": {"type": "yellow", "value": 4, "slot": 4},
                                         "faceDownSlots": []},
                                        {"type": "orange", "value": 1, "points": 5,
                                         "boardCard": {"type": "orange", "value": 5, "slot": 5},
                                         "faceDownSlots": []},
                                        {"type": "purple", "value": 1, "points": 6,
                                         "boardCard": {"type": "purple", "value": 6, "slot": 6},
                                         "faceDownSlots": []}],
                              "favoriteMatches": [],
                              "sums": {"collection": "23 = 1 + 1 + 2 + 3 + 4 + 5 + 6 + 1",
                                       "favorite": "\u22122 = \u22122",
                                       "total": "26 = 23 \u2212 2 + 5"}})"));
    // Ben's brown 1 has no brown board card (R11: 0); his favorite brown 3 matches it (R12).
    EXPECT_EQ(out["players"][1]["cards"][7]["boardCard"], nullptr);
    EXPECT_EQ(out["players"][1]["favoriteMatches"],
              json::parse(R"([{"type": "brown", "value": 1}])"));
    EXPECT_EQ(out["players"][1]["sums"]["favorite"], "\u22122 = 1 \u2212 3");
    EXPECT_EQ(out["players"][2]["sums"]["collection"], "23 = 1 + 2 + 3 + 4 + 5 + 6 + 1 + 1");
    EXPECT_EQ(out["players"][1]["total"], 21);
    EXPECT_EQ(out["players"][2]["total"], 22);
    EXPECT_EQ(out["winners"], json::array({"Ann"}));
    EXPECT_EQ(out["decidedBy"], "points");
    EXPECT_EQ(out["cookie"]["holder"], "Ann");
    EXPECT_EQ(out["cookie"]["steps"],
              json::array({"Ann 7 types, Ben 7 types, Cleo 7 types",
                           "Ann, Ben and Cleo tie on 7 types; their face-up values are compared "
                           "from the lowest up (R15)",
                           "rank 1: Ann 1, Ben 1, Cleo 3",
                           "rank 2: Ann 1, Ben 2 — Ann has the lowest card (R15)",
                           "Ann holds the cookie"}));
    EXPECT_FALSE(out.contains("teams"));
    EXPECT_FALSE(out.contains("cookieHistory"));
}

TEST(Report, TheNapkinTextShowsCategoriesTotalsWinnerAndCookie) {
    const std::string text = formatReport(reportOf(fixtureText("snapshot_3p.json")));
    EXPECT_NE(text.find("Hat collection    23    23    23"), std::string::npos) << text;
    EXPECT_NE(text.find("Total             26    21    22"), std::string::npos) << text;
    EXPECT_NE(text.find("Winner: Ann"), std::string::npos);
    EXPECT_NE(text.find("rank 2: Ann 1, Ben 2"), std::string::npos);
    EXPECT_NE(text.find("6: purple 6"), std::string::npos);
}

TEST(Report, AnInProgressLogShowsLiveStandingsAndTheCookieHistory) {
    const std::string log = R"({
      "format": "hats-log/1",
      "players": [{"name": "Ann"}, {"name": "Ben"}, {"name": "Cleo"}, {"name": "Dan"}],
      "board": [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                {"type": "orange", "value": 5}, {"type": "purple", "value": 6}],
      "turns": [
        {"player": "Ann", "exchange": {"slot": 2, "played": {"type": "blue", "value": 6}}},
        {"player": "Ben", "exchange": {"slot": 1, "played": {"type": "red", "value": 3}}},
        {"player": "Cleo", "blackHat": true}
      ]})";
    const ScoreReport report = reportOf(log);
    EXPECT_FALSE(report.napkin);
    const json out = toJson(report);
    EXPECT_EQ(out["finished"], false);
    EXPECT_EQ(out["turnsPlayed"], 3);
    EXPECT_EQ(out["totalTurns"], 32);
    EXPECT_EQ(out["cookieHistory"], json::array({"Ann", "Ben", "Ben"}));
    // Ben: red 1 scores slot 1 (red 3 there now) + cookie.
    EXPECT_EQ(out["players"][1]["total"], 1 + 5);
    EXPECT_EQ(out["teams"][0]["name"], "Ann & Cleo");
    EXPECT_EQ(out["teams"][0]["total"], 2 + 1);
    EXPECT_EQ(out["teams"][1]["total"], 6);
    EXPECT_EQ(out["teams"][0]["sum"], "3 = 2 + 1");
    EXPECT_EQ(out["players"][1]["sums"]["total"], "6 = 1 + 5");
    // Ann's blue 2 scores slot 2; R10 leaves nothing face down while each type is there once.
    EXPECT_EQ(out["players"][0]["cards"][0]["boardCard"],
              json::parse(R"({"type": "blue", "value": 6, "slot": 2})"));
    const std::string text = formatReport(report);
    EXPECT_NE(text.find("3 of 32 turns played, round 1 of 8; next: Dan"), std::string::npos)
        << text;
    EXPECT_NE(text.find("Cookie moves: turn 1 Ann; turn 2 Ben\n"), std::string::npos) << text;
}

TEST(Report, ACollectionCardNamesTheBoardCardThatScoresItAndTheOnesTurnedDown) {
    const std::string log = R"({
      "format": "hats-log/1",
      "players": [{"name": "Ann"}, {"name": "Ben"}, {"name": "Cleo"}],
      "board": [{"type": "blue", "value": 1}, {"type": "green", "value": 2},
                {"type": "yellow", "value": 3}, {"type": "orange", "value": 4},
                {"type": "purple", "value": 5}, {"type": "brown", "value": 6}],
      "turns": [
        {"player": "Ann", "exchange": {"slot": 2, "played": {"type": "red", "value": 3}}},
        {"player": "Ben", "exchange": {"slot": 5, "played": {"type": "red", "value": 6}}},
        {"player": "Cleo", "exchange": {"slot": 2, "played": {"type": "red", "value": 5}}}
      ]})";
    const json out = toJson(reportOf(log));
    // Ann took green 2 from slot 2: no green is left on the board (R11: 0 points).
    EXPECT_EQ(out["players"][0]["cards"][0],
              json::parse(R"({"type": "green", "value": 2, "points": 0, "boardCard": null,
                              "faceDownSlots": []})"));
    // Red is in slots 2 and 5: R10 keeps slot 2 face up, so Cleo's red 3 scores 2, slot 5 is down.
    EXPECT_EQ(out["players"][2]["cards"][0], json::parse(R"({"type": "red", "value": 3, "points": 2,
                              "boardCard": {"type": "red", "value": 5, "slot": 2},
                              "faceDownSlots": [5]})"));
    EXPECT_EQ(out["players"][2]["sums"]["collection"], "2 = 2");
    EXPECT_EQ(out["players"][1]["sums"]["collection"], "0 = 0");
}

} // namespace
} // namespace hats
