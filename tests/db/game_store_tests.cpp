#include "app/text/english.h"
#include "db/game_store.h"

#include "tests/db/support.h"
#include "tests/support/random_game.h"

#include <nlohmann/json.hpp>

namespace hats::db {
namespace {

using nlohmann::json;
using testing::TempDir;

GameDocument fixture(const std::string& name) {
    auto document = parseGameDocument(testing::readFile(std::string(HATS_TEST_DATA) + "/" + name));
    EXPECT_TRUE(document);
    return std::move(document).value();
}

TEST(GameStore, ImportingTheSameGameTwiceAddsNothingTheSecondTime) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    EXPECT_EQ(*store.add(fixture("snapshot_3p.json")), Added::New);
    EXPECT_EQ(*store.add(fixture("snapshot_3p.json")), Added::AlreadyThere);
    EXPECT_EQ(*store.count(), 1);
    auto games = store.list({}, 10);
    ASSERT_EQ(games->size(), 1U);
    EXPECT_EQ(games->front().status, "finished");
    EXPECT_EQ(games->front().totals, (std::vector<std::optional<int>>{26, 21, 22}));
    EXPECT_EQ(games->front().winners, (std::vector<std::string>{"Ann"}));
    EXPECT_EQ(games->front().decidedBy, "points");
}

TEST(GameStore, AGameThatCannotBeScoredIsRefusedAndNothingIsWritten) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    const auto broken = fixture("bad_r7.json"); // parses, but turn 3 breaks R7
    const auto added = store.add(broken);
    ASSERT_FALSE(added);
    ASSERT_TRUE(added.error().refusal);
    EXPECT_EQ(added.error().refusal->rule, 7);
    EXPECT_EQ(*store.count(), 0);
}

TEST(GameStore, EveryTurnUndoAndRedoIsSavedAndTheGameResumesWhereItWas) {
    TempDir dir;
    const std::string path = dir.file("h.sqlite");
    std::mt19937 random(5);
    const auto played = hats::testing::playRandomGame(3, random);
    const GameMeta meta{"6a0b8a8e-0000-4000-8000-000000000001", "2026-11-22T20:00:00Z"};
    {
        auto db = testing::openOrFail(path);
        GameStore store(*db);
        auto game = Game::start(played.game.setup(), played.game.initialBoard().cards());
        for (int n = 0; n < 10; ++n) {
            ASSERT_TRUE(game->play(played.game.turns()[static_cast<std::size_t>(n)]));
            ASSERT_TRUE(store.saveProgress(*game, meta));
        }
        game->undo();
        game->undo();
        ASSERT_TRUE(store.saveProgress(*game, meta));
        game->redo();
        ASSERT_TRUE(store.saveProgress(*game, meta));
    }
    auto db = testing::openOrFail(path);
    GameStore store(*db);
    auto resumed = store.resumable();
    ASSERT_TRUE(resumed);
    ASSERT_TRUE(resumed->has_value());
    EXPECT_EQ((*resumed)->meta.id, meta.id);
    EXPECT_EQ((*resumed)->turns.size(), 9U);
    const std::vector<Turn> expected(played.game.turns().begin(), played.game.turns().begin() + 9);
    EXPECT_EQ((*resumed)->turns, expected);
    EXPECT_EQ(*store.count(), 1);
}

TEST(GameStore, AFinishedTrackedGameStoresTheEnginesNapkinAndIsNoLongerResumed) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(6);
    const auto played = hats::testing::playRandomGame(4, random);
    const GameMeta meta{"6a0b8a8e-0000-4000-8000-000000000002", ""};
    ASSERT_TRUE(store.saveProgress(played.game, meta));
    auto finished = store.saveFinished(played.game, played.favorites, meta);
    ASSERT_TRUE(finished) << hats::english::describe(finished.error());
    EXPECT_FALSE(store.resumable()->has_value());
    const auto napkin = played.game.finish(played.favorites);
    auto games = store.list({}, 1);
    ASSERT_EQ(games->size(), 1U);
    for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(games->front().totals[static_cast<std::size_t>(seat)],
                  napkin->players[static_cast<std::size_t>(seat)].total);
    }
    // Kept as its moves, not as a document: every turn and favorite reads back.
    auto texts = db->prepare("SELECT count(*) FROM documents");
    ASSERT_TRUE(*(*texts)->reset().step());
    EXPECT_EQ((*texts)->integer(0), 0);
    (*texts)->reset();
    auto stored = store.load(meta.id);
    ASSERT_TRUE(stored) << hats::english::describe(stored.error());
    const auto& log = std::get<LogDocument>(*stored);
    EXPECT_EQ(log.turns, played.game.turns());
    EXPECT_EQ(log.favorites,
              std::vector<std::optional<Card>>(played.favorites.begin(), played.favorites.end()));
}

TEST(GameStore, AbandonedGamesAreKeptButNotResumed) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(7);
    const auto played = hats::testing::playRandomTurns(2, 5, random);
    ASSERT_TRUE(store.saveProgress(played.game, {"abandon-me", ""}));
    ASSERT_TRUE(store.abandon("abandon-me"));
    EXPECT_FALSE(store.resumable()->has_value());
    EXPECT_EQ(store.list({}, 5)->front().status, "abandoned");
}

TEST(GameStore, NamesWithQuotesEmojiLengthAndSqlAreStoredAsTheyAre) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json document =
        json::parse(testing::readFile(std::string(HATS_TEST_DATA) + "/snapshot_3p.json"));
    const std::vector<std::string> names = {"O'Brien \"the hat\"", "Zoë 🎩🍪", std::string(64, 'x'),
                                            "Robert'); DROP TABLE games;--"};
    document["players"][0]["name"] = names[0];
    document["players"][1]["name"] = names[1];
    document["players"][2]["name"] = names[2];
    ASSERT_TRUE(store.add(*parseGameJson(document)));
    document["players"][2]["name"] = names[3];
    ASSERT_TRUE(store.add(*parseGameJson(document)));
    auto games = store.list({}, 10);
    ASSERT_EQ(games->size(), 2U);
    EXPECT_EQ(games->at(1).players, (std::vector<std::string>{names[0], names[1], names[2]}));
    EXPECT_EQ(games->at(0).players[2], names[3]);
    GameFilter filter;
    filter.player = names[1];
    EXPECT_EQ(store.list(filter, 10)->size(), 2U);
    EXPECT_TRUE(db->checkIntegrity());
}

TEST(GameStore, PlayersCanBeRenamedAndMerged) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json document =
        json::parse(testing::readFile(std::string(HATS_TEST_DATA) + "/snapshot_3p.json"));
    ASSERT_TRUE(store.add(*parseGameJson(document)));
    document["players"][0]["name"] = "Annie";
    ASSERT_TRUE(store.add(*parseGameJson(document)));
    EXPECT_FALSE(store.renamePlayer("Annie", "Ben")); // taken: merge instead
    EXPECT_FALSE(store.mergePlayers("Ann", "Ben"));   // sat at one table
    ASSERT_TRUE(store.mergePlayers("Annie", "Ann"));
    GameFilter ann;
    ann.player = "Ann";
    EXPECT_EQ(store.list(ann, 10)->size(), 2U);
    ASSERT_TRUE(store.renamePlayer("Ann", "Anne"));
    ann.player = "Anne";
    EXPECT_EQ(store.list(ann, 10)->size(), 2U);
    EXPECT_FALSE(store.renamePlayer("Nobody", "Someone"));
}

TEST(GameStore, MergingAnotherHistoryAddsOnlyWhatIsMissing) {
    TempDir dir;
    auto mine = testing::openOrFail(dir.file("mine.sqlite"));
    auto theirs = testing::openOrFail(dir.file("theirs.sqlite"));
    std::mt19937 random(8);
    GameStore here(*mine);
    GameStore there(*theirs);
    ASSERT_TRUE(here.add(fixture("snapshot_3p.json")));
    ASSERT_TRUE(there.add(fixture("snapshot_3p.json")));
    for (int i = 0; i < 3; ++i) {
        auto played = hats::testing::playRandomGame(3, random);
        played.log.meta.id = "7e1e1e1e-0000-4000-8000-00000000000" + std::to_string(i);
        ASSERT_TRUE(there.add(played.log));
    }
    auto added = here.mergeFrom(*theirs);
    ASSERT_TRUE(added) << hats::english::describe(added.error());
    EXPECT_EQ(*added, (std::vector<std::string>{"7e1e1e1e-0000-4000-8000-000000000000",
                                                "7e1e1e1e-0000-4000-8000-000000000001",
                                                "7e1e1e1e-0000-4000-8000-000000000002"}));
    EXPECT_EQ(*here.count(), 4);
    EXPECT_TRUE(here.mergeFrom(*theirs)->empty());
    GameFilter two;
    two.games = {"7e1e1e1e-0000-4000-8000-000000000000", "7e1e1e1e-0000-4000-8000-000000000002"};
    EXPECT_EQ(here.list(two, 50)->size(), 2U);
}

TEST(GameStore, AFullDiskRefusesTheSaveAndLosesNothing) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    ASSERT_TRUE(store.add(fixture("snapshot_3p.json")));
    // No room to grow: the next writes must fail as on a full disk.
    auto pages = db->prepare("PRAGMA page_count");
    ASSERT_TRUE(*(*pages)->reset().step());
    const std::string limit = "PRAGMA max_page_count = " + std::to_string((*pages)->integer(0));
    (*pages)->reset();
    ASSERT_TRUE(db->execute(limit.c_str()));
    std::mt19937 random(9);
    Result<Added> result = Added::New;
    for (int i = 0; i < 50 && result; ++i) {
        auto played = hats::testing::playRandomGame(4, random);
        played.log.meta.id = "0000f011-0000-4000-8000-0000000000" + std::to_string(10 + i);
        result = store.add(played.log);
    }
    ASSERT_FALSE(result);
    EXPECT_NE(hats::english::describe(result.error()).find("full"), std::string::npos)
        << hats::english::describe(result.error());
    EXPECT_TRUE(db->checkIntegrity());
    EXPECT_TRUE(store.load("5e55864f"));
}

TEST(GameStore, ListsFilterByPlayerTableSizeAndDate) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(10);
    for (int i = 0; i < 6; ++i) {
        auto played = hats::testing::playRandomGame(2 + i % 3, random);
        played.log.meta.playedAt = "2026-0" + std::to_string(1 + i) + "-15T20:00:00Z";
        ASSERT_TRUE(store.add(played.log));
    }
    GameFilter three;
    three.playerCount = 3;
    EXPECT_EQ(store.list(three, 50)->size(), 2U);
    GameFilter spring;
    spring.from = "2026-03-01";
    spring.to = "2026-05-01";
    auto games = store.list(spring, 50);
    ASSERT_EQ(games->size(), 2U);
    EXPECT_EQ(games->front().when, "2026-04-15T20:00:00Z"); // newest first
    EXPECT_EQ(store.list({}, 2, 4)->size(), 2U);
    EXPECT_FALSE(store.load("no-such-game"));
}

} // namespace
} // namespace hats::db
