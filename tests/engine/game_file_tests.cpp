#include "engine/game_file.h"

#include "app/text/english.h"
#include "app/text/report_text.h"

#include "engine/report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace hats {
namespace {

using nlohmann::json;

json fixture(const std::string& name) {
    std::ifstream file(std::string(HATS_TEST_DATA) + "/" + name);
    return json::parse(file);
}

std::string errorOf(const json& document) {
    auto parsed = parseGameJson(document);
    if (!parsed) {
        return english::describe(parsed.error());
    }
    auto report = scoreDocument(*parsed);
    return report ? std::string("(scored)") : english::describe(report.error());
}

TEST(GameFile, ReadsAValidSnapshot) {
    auto parsed = parseGameJson(fixture("snapshot_3p.json"));
    ASSERT_TRUE(parsed) << hats::english::describe(parsed.error());
    const auto& document = std::get<SnapshotDocument>(*parsed);
    EXPECT_EQ(document.snapshot.setup.players(), (std::vector<std::string>{"Ann", "Ben", "Cleo"}));
    EXPECT_EQ(document.snapshot.collections[2].blackHats, 2);
    EXPECT_EQ(document.meta.playedAt, "2026-11-20T19:30:00Z");
    EXPECT_EQ(document.meta.id.size(), 36U); // derived from the content
}

TEST(GameFile, NotJsonIsRefused) {
    auto parsed = parseGameDocument("{\"format\": ");
    ASSERT_FALSE(parsed);
    EXPECT_EQ(hats::english::describe(parsed.error()).rfind("not JSON: ", 0), 0U);
}

TEST(GameFile, AWrongOrMissingFormatIsRefused) {
    json document = fixture("snapshot_3p.json");
    document["format"] = "hats-game/2";
    EXPECT_EQ(errorOf(document),
              "format: \"hats-game/2\" is not a game format this version reads (hats-game/1, "
              "hats-log/1)");
    document.erase("format");
    EXPECT_EQ(errorOf(document).rfind("format: missing", 0), 0U);
    EXPECT_EQ(errorOf(json::array()).rfind("expected one game document", 0), 0U);
}

TEST(GameFile, AMissingFieldNamesItsPlace) {
    json document = fixture("snapshot_3p.json");
    document["players"][1].erase("favorite");
    EXPECT_EQ(errorOf(document),
              "players[1].favorite: missing; every player ends with one favorite hat in hand (R9)");
    document = fixture("snapshot_3p.json");
    document["players"][2].erase("collection");
    EXPECT_EQ(errorOf(document), "players[2].collection: missing");
    document = fixture("snapshot_3p.json");
    document.erase("board");
    EXPECT_EQ(errorOf(document), "board: missing");
}

TEST(GameFile, R1_AValueOutsideOneToSixNamesTheCard) {
    json document = fixture("snapshot_3p.json");
    document["players"][0]["collection"][3]["value"] = 7;
    EXPECT_EQ(errorOf(document), "players[0].collection[3].value: 7 is not a hat value 1-6 (R1)");
    document["players"][0]["collection"][3]["value"] = "4";
    EXPECT_EQ(errorOf(document),
              "players[0].collection[3].value: expected a whole number, found a text");
    document["players"][0]["collection"][3]["value"] = 2.5;
    EXPECT_EQ(errorOf(document),
              "players[0].collection[3].value: expected a whole number, found a number");
}

TEST(GameFile, R2_AnUnknownTypeIsRefused) {
    json document = fixture("snapshot_3p.json");
    document["board"][0]["type"] = "pink";
    EXPECT_EQ(errorOf(document), "board[0].type: \"pink\" is not a hat type (red orange yellow "
                                 "green blue purple brown) (R2)");
}

TEST(GameFile, R1_ACardSeenTwiceIsRefused) {
    json document = fixture("snapshot_3p.json");
    document["players"][2]["favorite"] = {{"type", "blue"}, {"value", 2}};
    EXPECT_EQ(errorOf(document), "Cleo's favorite: blue 2 is already on the board in slot 2; "
                                 "every card is unique (R1)");
    document = fixture("snapshot_3p.json");
    document["players"][1]["collection"][0] = {{"type", "red"}, {"value", 2}};
    EXPECT_EQ(errorOf(document), "in Ben's collection: red 2 is already in Ann's collection; "
                                 "every card is unique (R1)");
}

TEST(GameFile, R3_ABoardOfTheWrongSizeIsRefused) {
    json document = fixture("snapshot_3p.json");
    document["board"].erase(5);
    EXPECT_EQ(errorOf(document), "board: the board has 5 cards, but this game uses 6 slots (R3)");
}

TEST(GameFile, R4_PlayerCountAndNamesAreChecked) {
    json document = fixture("snapshot_3p.json");
    document["players"].erase(2);
    document["players"].erase(1);
    EXPECT_EQ(errorOf(document), "players: a game has 2 to 4 players, this file has 1 (R4)");
    document = fixture("snapshot_3p.json");
    document["players"][2]["name"] = "Ann";
    EXPECT_EQ(errorOf(document), "players[2].name: \"Ann\" is also the name at players[0] "
                                 "(compared in Unicode NFC); every seat needs its own name (R4)");
}

TEST(GameFile, R4_FourPlayersNeedTeamsOfOppositePartners) {
    json document = {{"format", "hats-game/1"},
                     {"board", json::array()},
                     {"players", json::array({{{"name", "Ann"}, {"team", "N"}},
                                              {{"name", "Ben"}, {"team", "E"}},
                                              {{"name", "Cleo"}, {"team", "E"}},
                                              {{"name", "Dan"}, {"team", "N"}}})}};
    EXPECT_EQ(errorOf(document),
              "players[2].team: \"E\", but partners sit opposite: Ann and Cleo (seats 1 and 3) "
              "form one team (R4)");
    document["players"][2].erase("team");
    EXPECT_EQ(errorOf(document),
              "players[2].team: missing; a 4-player game is played in two teams (R4)");
}

TEST(GameFile, R9_ACollectionMustHoldEightHats) {
    json document = fixture("snapshot_3p.json");
    document["players"][2]["blackHats"] = 1;
    EXPECT_EQ(errorOf(document), "Cleo has 7 hats (6 face up + 1 black); a finished collection "
                                 "holds exactly 8 (R9)");
    document["players"][2]["blackHats"] = -1;
    EXPECT_EQ(errorOf(document), "players[2].blackHats: -1 is not a number of black hats 0-8 (R9)");
}

TEST(GameFile, R5_ATwoPlayerSnapshotShowsAtMostFiveTypes) {
    json document = {
        {"format", "hats-game/1"},
        {"board", json::array({{{"type", "red"}, {"value", 1}},
                               {{"type", "blue"}, {"value", 1}},
                               {{"type", "green"}, {"value", 1}},
                               {{"type", "yellow"}, {"value", 1}},
                               {{"type", "orange"}, {"value", 1}}})},
        {"players", json::array({{{"name", "Ann"},
                                  {"collection", json::array({{{"type", "purple"}, {"value", 1}}})},
                                  {"blackHats", 7},
                                  {"favorite", {{"type", "red"}, {"value", 2}}}},
                                 {{"name", "Ben"},
                                  {"collection", json::array()},
                                  {"blackHats", 8},
                                  {"favorite", {{"type", "red"}, {"value", 3}}}}})}};
    EXPECT_EQ(errorOf(document), "in Ann's collection: purple 1 cannot appear: a 2-player game has "
                                 "only 5 types in play, and red, orange, yellow, green, blue are "
                                 "already seen (R5)");
    document["players"][0]["collection"][0] = {{"type", "red"}, {"value", 4}};
    EXPECT_EQ(errorOf(document), "(scored)");
    document["removedTypes"] = {"red", "brown"};
    EXPECT_NE(errorOf(document).find("red is removed in this 2-player game (R5)"),
              std::string::npos);
}

TEST(GameFile, R16_CookieHolderMustNameAPlayer) {
    json document = fixture("snapshot_3p.json");
    document["cookieHolder"] = "Zed";
    EXPECT_EQ(errorOf(document), "cookieHolder: \"Zed\" is not a player of this game (R16)");
}

TEST(GameFile, UnknownExtraFieldsAreIgnored) {
    json document = fixture("snapshot_3p.json");
    document["weather"] = "rainy";
    document["players"][0]["mood"] = {{"happy", true}};
    EXPECT_EQ(errorOf(document), "(scored)");
}

TEST(GameFile, ASnapshotSurvivesWritingAndReadingBack) {
    auto parsed = parseGameJson(fixture("snapshot_3p.json"));
    ASSERT_TRUE(parsed);
    const json written = toJson(*parsed);
    auto again = parseGameJson(written);
    ASSERT_TRUE(again);
    EXPECT_EQ(toJson(*again), written);
    EXPECT_EQ(written["id"], toJson(*parsed)["id"]);
}

TEST(GameFile, TheDerivedIdIsStableAndIgnoresAnExplicitId) {
    const json document = fixture("snapshot_3p.json");
    json withId = document;
    withId["id"] = "11111111-2222-3333-4444-555555555555";
    EXPECT_EQ(contentId(document), contentId(withId));
    json other = document;
    other["players"][0]["name"] = "Anne";
    EXPECT_NE(contentId(document), contentId(other));
    auto parsed = parseGameJson(withId);
    ASSERT_TRUE(parsed);
    EXPECT_EQ(std::get<SnapshotDocument>(*parsed).meta.id, "11111111-2222-3333-4444-555555555555");
}

json logDocument() {
    return {{"format", "hats-log/1"},
            {"players", json::array({{{"name", "Ann"}}, {{"name", "Ben"}}, {{"name", "Cleo"}}})},
            {"board", fixture("snapshot_3p.json")["board"]},
            {"turns", json::array()}};
}

void addTurn(json& log, const std::string& player, int slot, const std::string& type, int value) {
    log["turns"].push_back(
        {{"player", player},
         {"exchange", {{"slot", slot}, {"played", {{"type", type}, {"value", value}}}}}});
}

TEST(GameFile, R7_AnIllegalExchangeInALogNamesTheTurn) {
    json log = logDocument();
    addTurn(log, "Ann", 2, "blue", 6);
    log["turns"].push_back({{"player", "Ben"}, {"blackHat", true}});
    addTurn(log, "Cleo", 3, "brown", 1);
    EXPECT_EQ(errorOf(log), "turn 3: Cleo cannot exchange brown 1 for green 3 in slot 3: neither "
                            "the same type nor a higher number (R7)");
}

TEST(GameFile, R4_ALogTurnByTheWrongPlayerIsRefused) {
    json log = logDocument();
    addTurn(log, "Ben", 2, "blue", 6);
    EXPECT_EQ(errorOf(log), "turn 1: it is Ann's turn, not Ben's (R4)");
    log = logDocument();
    addTurn(log, "Zed", 2, "blue", 6);
    EXPECT_EQ(errorOf(log), "turn 1: \"Zed\" is not a player of this game (R4)");
}

TEST(GameFile, R3_ALogExchangeIntoAMissingSlotIsRefused) {
    json log = logDocument();
    addTurn(log, "Ann", 7, "blue", 6);
    EXPECT_EQ(errorOf(log), "turn 1: Ann cannot play into slot 7: the 3-player board has slots "
                            "1-6 (R3)");
}

TEST(GameFile, R7_ATurnIsExactlyOneAction) {
    json log = logDocument();
    log["turns"].push_back({{"player", "Ann"}});
    EXPECT_EQ(errorOf(log),
              "turn 1: a turn is exactly one action, an \"exchange\" or a \"blackHat\" (R7)");
}

TEST(GameFile, R8_AnOptionalActionRecordedInALogChangesNothing) {
    json plain = logDocument();
    plain["id"] = "00000000-0000-8000-8000-000000000001";
    addTurn(plain, "Ann", 2, "blue", 6);
    json withAction = plain;
    withAction["turns"][0]["discard"] = {{"type", "brown"}, {"value", 6}};
    withAction["turns"][0]["drawn"] = true;
    auto a = parseGameJson(plain);
    auto b = parseGameJson(withAction);
    ASSERT_TRUE(a);
    ASSERT_TRUE(b);
    EXPECT_EQ(toJson(*scoreDocument(*a)), toJson(*scoreDocument(*b)));
}

TEST(GameFile, R9_AFinishedLogNeedsEveryFavorite) {
    json log = logDocument();
    for (int round = 0; round < 8; ++round) {
        for (const char* name : {"Ann", "Ben", "Cleo"}) {
            log["turns"].push_back({{"player", name}, {"blackHat", true}});
        }
    }
    log["favorites"] = {{"Ann", {{"type", "brown"}, {"value", 1}}},
                        {"Ben", {{"type", "brown"}, {"value", 2}}}};
    EXPECT_EQ(errorOf(log), "favorites: Cleo has no favorite hat; a finished game has one for "
                            "everyone (R9)");
    log["favorites"]["Cleo"] = {{"type", "brown"}, {"value", 2}};
    EXPECT_EQ(errorOf(log), "favorites: Cleo's favorite: brown 2 is already Ben's favorite; every "
                            "card is unique (R1)");
    log["favorites"]["Cleo"] = {{"type", "brown"}, {"value", 3}};
    EXPECT_EQ(errorOf(log), "(scored)");
    log["turns"].push_back({{"player", "Ann"}, {"blackHat", true}});
    EXPECT_EQ(errorOf(log), "turn 25: the game is over: every player has played 8 cards (R9)");
}

TEST(GameFile, ALogSurvivesWritingAndReadingBack) {
    json log = logDocument();
    addTurn(log, "Ann", 2, "blue", 6);
    log["turns"].push_back(
        {{"player", "Ben"}, {"blackHat", true}, {"value", {{"type", "brown"}, {"value", 4}}}});
    auto parsed = parseGameJson(log);
    ASSERT_TRUE(parsed);
    const json written = toJson(*parsed);
    EXPECT_EQ(written["turns"][1]["value"]["value"], 4);
    auto again = parseGameJson(written);
    ASSERT_TRUE(again);
    EXPECT_EQ(toJson(*again), written);
}

TEST(GameFile, AnArrayOfDocumentsIsReadWholeOrNotAtAll) {
    const json one = fixture("snapshot_3p.json");
    json list = json::array({one, one});
    auto both = parseGameDocuments(list.dump());
    ASSERT_TRUE(both);
    EXPECT_EQ(both->size(), 2U);
    list[1]["board"][0]["value"] = 9;
    auto broken = parseGameDocuments(list.dump());
    ASSERT_FALSE(broken);
    EXPECT_EQ(hats::english::describe(broken.error()),
              "[1] board[0].value: 9 is not a hat value 1-6 (R1)");
}

} // namespace
} // namespace hats
