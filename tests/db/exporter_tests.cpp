#include "db/exporter.h"

#include "tests/db/support.h"
#include "tests/support/random_game.h"

#include <nlohmann/json.hpp>

namespace hats::db {
namespace {

using nlohmann::json;
using testing::TempDir;

void fill(GameStore& store) {
    std::mt19937 random(12);
    for (int i = 0; i < 5; ++i) {
        ASSERT_TRUE(store.add(hats::testing::playRandomGame(2 + i % 3, random).log));
    }
    ASSERT_TRUE(store.add(hats::testing::playRandomTurns(3, 4, random).log)); // in progress
}

TEST(Exporter, AJsonExportImportsIntoAnotherHistoryAndAddsNothingTwice) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    fill(store);
    for (ExportFormat format : {ExportFormat::Log, ExportFormat::Snapshot}) {
        auto text = exportGames(*db, {}, format);
        ASSERT_TRUE(text) << text.error().message;
        auto documents = parseGameDocuments(*text);
        ASSERT_TRUE(documents) << documents.error().message;
        EXPECT_EQ(documents->size(), format == ExportFormat::Log ? 6U : 5U);
        TempDir other;
        auto copy = testing::openOrFail(other.file("copy.sqlite"));
        GameStore copyStore(*copy);
        for (const auto& document : *documents) {
            ASSERT_EQ(*copyStore.add(document), Added::New);
            ASSERT_EQ(*copyStore.add(document), Added::AlreadyThere);
        }
        // Snapshots of tracked games keep the game's id: importing into the original adds nothing.
        for (const auto& document : *documents) {
            EXPECT_EQ(*store.add(document), Added::AlreadyThere);
        }
    }
}

TEST(Exporter, CsvHasOneRowPerPlayerPerGameAndQuotesWhatNeedsIt) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json document =
        json::parse(testing::readFile(std::string(HATS_TEST_DATA) + "/snapshot_3p.json"));
    document["players"][1]["name"] = "Ben, \"the\" Hatter";
    ASSERT_TRUE(store.add(*parseGameJson(document)));
    auto text = exportGames(*db, {}, ExportFormat::Csv);
    ASSERT_TRUE(text);
    EXPECT_EQ(std::count(text->begin(), text->end(), '\n'), 4); // header + 3 players
    EXPECT_NE(text->find(",\"Ben, \"\"the\"\" Hatter\",,23,-2,0,21,0,3,0,0,points\n"),
              std::string::npos)
        << *text;
    EXPECT_EQ(text->rfind("game,played_at,status,players,seat,name,team,", 0), 0U);
}

TEST(Exporter, BgStatsFileHasOnePlayPerFinishedGameWithWinnersAndScores) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    ASSERT_TRUE(store.add(
        *parseGameDocument(testing::readFile(std::string(HATS_TEST_DATA) + "/snapshot_3p.json"))));
    auto text = exportGames(*db, {}, ExportFormat::BgStats);
    ASSERT_TRUE(text);
    const json file = json::parse(*text);
    ASSERT_EQ(file["games"].size(), 1U);
    EXPECT_EQ(file["games"][0]["name"], "Hats");
    ASSERT_EQ(file["plays"].size(), 1U);
    const json& play = file["plays"][0];
    EXPECT_EQ(play["playDate"], "2026-11-20 19:30:00");
    ASSERT_EQ(play["playerScores"].size(), 3U);
    EXPECT_EQ(play["playerScores"][0]["score"], "26");
    EXPECT_EQ(play["playerScores"][0]["winner"], true);
    EXPECT_EQ(play["playerScores"][1]["winner"], false);
    EXPECT_EQ(file["players"].size(), 3U);
}

} // namespace
} // namespace hats::db
