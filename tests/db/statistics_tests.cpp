#include "db/statistics.h"

#include "app/text/english.h"

#include "engine/report.h"
#include "tests/db/support.h"
#include "tests/support/random_game.h"

#include <algorithm>
#include <map>
#include <random>

#include <sqlite3.h>

#include <nlohmann/json.hpp>

namespace hats::db {
namespace {

using testing::TempDir;

GameDocument fixture(const std::string& name) {
    return parseGameDocument(testing::readFile(std::string(HATS_TEST_DATA) + "/" + name)).value();
}

TEST(Statistics, SharedVictoriesAreCountedApartFromWins) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    ASSERT_TRUE(store.add(fixture("snapshot_3p.json"))); // Ann wins alone, holds the cookie
    ASSERT_TRUE(store.add(fixture("shared_3p.json")));   // Ann and Ben share; Cleo's cookie
    auto players = Statistics(*db).players({});
    ASSERT_TRUE(players);
    std::map<std::string, PlayerStats> by;
    for (const auto& p : *players) {
        by[p.name] = p;
    }
    EXPECT_EQ(by["Ann"].games, 2);
    EXPECT_EQ(by["Ann"].wins, 1);
    EXPECT_EQ(by["Ann"].sharedWins, 1);
    EXPECT_EQ(by["Ben"].wins, 0);
    EXPECT_EQ(by["Ben"].sharedWins, 1);
    EXPECT_EQ(by["Ann"].cookieGames, 1);
    EXPECT_EQ(by["Cleo"].cookieGames, 1);
    EXPECT_DOUBLE_EQ(by["Ann"].averageTotal, (26 + 9) / 2.0);
    EXPECT_EQ(by["Ann"].bestTotal, 26);
    EXPECT_EQ(by["Ann"].worstTotal, 9);
    EXPECT_EQ(players->front().name, "Ann"); // leaderboard: most wins first
}

TEST(Statistics, R18_TheLeaderboardCountsSharedWinsAfterSoloOnes) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    ASSERT_TRUE(store.add(fixture("snapshot_3p.json"))); // Ann wins alone
    ASSERT_TRUE(store.add(fixture("shared_3p.json")));   // Ann and Ben share
    // Dan in Ann's seat of the first game: one game, won alone.
    auto dan =
        nlohmann::json::parse(testing::readFile(std::string(HATS_TEST_DATA) + "/snapshot_3p.json"));
    dan["players"][0]["name"] = "Dan";
    dan.erase("id");
    ASSERT_TRUE(store.add(parseGameDocument(dan.dump()).value()));
    // Ann: 1 + 1 shared = 2; Dan: 1 (of 1 game); Ben: 0 + 1 shared; Cleo: none. Both the
    // all-time path (running totals) and a filtered one (table size) give that order.
    for (const GameFilter& filter : {GameFilter{}, GameFilter{.playerCount = 3}}) {
        auto players = Statistics(*db).players(filter);
        ASSERT_TRUE(players);
        std::vector<std::string> order;
        for (const auto& p : *players) {
            order.push_back(p.name);
        }
        EXPECT_EQ(order, (std::vector<std::string>{"Ann", "Dan", "Ben", "Cleo"}));
    }
}

TEST(Statistics, FiguresMatchTheEngineOverManyRandomGames) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(11);
    std::map<std::string, PlayerStats> expected;
    for (int i = 0; i < 60; ++i) {
        auto played = hats::testing::playRandomGame(2 + i % 3, random);
        ASSERT_TRUE(store.add(played.log));
        const auto report = scoreDocument(played.log);
        const Napkin& napkin = *report->napkin;
        for (int seat = 0; seat < played.game.setup().playerCount(); ++seat) {
            PlayerStats& s = expected[played.game.setup().name(seat)];
            const PlayerScore& score = napkin.players[static_cast<std::size_t>(seat)];
            const auto& winners = napkin.victory.winners;
            const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
            const bool shared = napkin.victory.decidedBy == DecidedBy::Shared;
            s.games += 1;
            s.wins += won && !shared ? 1 : 0;
            s.sharedWins += won && shared ? 1 : 0;
            s.cookieGames += score.cookie > 0 ? 1 : 0;
            s.averageTotal += score.total;
            s.averageBlackHats += score.blackHats;
        }
    }
    // In-progress and abandoned games never count.
    auto partial = hats::testing::playRandomTurns(3, 7, random);
    ASSERT_TRUE(store.add(partial.log));

    auto players = Statistics(*db).players({});
    ASSERT_TRUE(players);
    ASSERT_EQ(players->size(), expected.size());
    for (const auto& p : *players) {
        const PlayerStats& e = expected[p.name];
        EXPECT_EQ(p.games, e.games) << p.name;
        EXPECT_EQ(p.wins, e.wins) << p.name;
        EXPECT_EQ(p.sharedWins, e.sharedWins) << p.name;
        EXPECT_EQ(p.cookieGames, e.cookieGames) << p.name;
        EXPECT_NEAR(p.averageTotal, e.averageTotal / e.games, 1e-9) << p.name;
        EXPECT_NEAR(p.averageBlackHats, e.averageBlackHats / e.games, 1e-9) << p.name;
    }
}

// The all-time leaderboard reads running totals; a date filter adds up the seats instead.
void expectSameFigures(Database& db) {
    GameFilter always;
    always.from = "0000";
    auto totals = Statistics(db).players({});
    auto summed = Statistics(db).players(always);
    ASSERT_TRUE(totals);
    ASSERT_TRUE(summed);
    ASSERT_EQ(totals->size(), summed->size());
    for (std::size_t i = 0; i < totals->size(); ++i) {
        const PlayerStats& a = (*totals)[i];
        const PlayerStats& b = (*summed)[i];
        EXPECT_EQ(a.name, b.name);
        EXPECT_EQ(a.games, b.games) << a.name;
        EXPECT_EQ(a.wins, b.wins) << a.name;
        EXPECT_EQ(a.sharedWins, b.sharedWins) << a.name;
        EXPECT_EQ(a.bestTotal, b.bestTotal) << a.name;
        EXPECT_EQ(a.worstTotal, b.worstTotal) << a.name;
        EXPECT_EQ(a.cookieGames, b.cookieGames) << a.name;
        EXPECT_NEAR(a.averageTotal, b.averageTotal, 1e-9) << a.name;
        EXPECT_NEAR(a.averageCollection, b.averageCollection, 1e-9) << a.name;
        EXPECT_NEAR(a.averageFavorite, b.averageFavorite, 1e-9) << a.name;
        EXPECT_NEAR(a.averageBlackHats, b.averageBlackHats, 1e-9) << a.name;
        // Head-to-head: the running pair totals against adding up the seats.
        auto pairs = Statistics(db).headToHeads(a.name, {});
        auto joined = Statistics(db).headToHeads(a.name, always);
        ASSERT_TRUE(pairs);
        ASSERT_TRUE(joined);
        ASSERT_EQ(pairs->size(), joined->size()) << a.name;
        for (std::size_t j = 0; j < pairs->size(); ++j) {
            const HeadToHead& x = (*pairs)[j];
            const HeadToHead& y = (*joined)[j];
            EXPECT_EQ(x.second, y.second) << a.name;
            EXPECT_EQ(x.games, y.games) << a.name << " v " << x.second;
            EXPECT_EQ(x.firstAhead, y.firstAhead) << a.name << " v " << x.second;
            EXPECT_EQ(x.secondAhead, y.secondAhead) << a.name << " v " << x.second;
            EXPECT_EQ(x.level, y.level) << a.name << " v " << x.second;
            EXPECT_NEAR(x.firstAverage, y.firstAverage, 1e-9) << a.name << " v " << x.second;
            EXPECT_NEAR(x.secondAverage, y.secondAverage, 1e-9) << a.name << " v " << x.second;
        }
    }
}

TEST(Statistics, RunningTotalsAgreeWithAddingUpAfterSavesRewritesAndMerges) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(13);
    for (int i = 0; i < 30; ++i) {
        auto played = hats::testing::playRandomGame(2 + i % 3, random);
        ASSERT_TRUE(store.add(played.log));
        if (i % 5 == 0) { // saved again as the app does: seats rewritten
            ASSERT_TRUE(store.saveFinished(played.game, played.favorites, played.log.meta));
        }
    }
    ASSERT_TRUE(store.add(fixture("snapshot_3p.json")));
    expectSameFigures(*db);
    ASSERT_TRUE(store.renamePlayer("Dlayer4", "Dora"));
    ASSERT_TRUE(store.add(fixture("shared_3p.json")));
    auto anne =
        nlohmann::json::parse(testing::readFile(std::string(HATS_TEST_DATA) + "/snapshot_3p.json"));
    anne["players"][0]["name"] = "Anne";
    ASSERT_TRUE(store.add(*parseGameJson(anne)));
    expectSameFigures(*db);
    ASSERT_TRUE(store.mergePlayers("Anne", "Ann"));
    expectSameFigures(*db);
    GameFilter ann;
    ann.player = "Ann";
    EXPECT_EQ(Statistics(*db).players(ann)->front().games, 3);
}

TEST(Statistics, PerTableSizeHeadToHeadTrendAndRecords) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    ASSERT_TRUE(store.add(fixture("snapshot_3p.json"))); // 2026-11-20: Ann 26, Ben 21
    ASSERT_TRUE(store.add(fixture("shared_3p.json")));   // 2026-11-21: Ann 9, Ben 9
    Statistics statistics(*db);
    auto counts = statistics.byPlayerCount("Ann", {});
    ASSERT_EQ(counts->size(), 1U);
    EXPECT_EQ(counts->front().playerCount, 3);
    EXPECT_EQ(counts->front().games, 2);
    auto h2h = statistics.headToHead("Ann", "Ben", {});
    ASSERT_TRUE(h2h);
    EXPECT_EQ(h2h->games, 2);
    EXPECT_EQ(h2h->firstAhead, 1);
    EXPECT_EQ(h2h->level, 1);
    auto trend = statistics.trend("Ann", {});
    ASSERT_EQ(trend->size(), 2U);
    EXPECT_EQ(trend->at(0).total, 26);
    EXPECT_EQ(trend->at(1).total, 9);
    auto records = statistics.records({});
    ASSERT_EQ(records->size(), 4U);
    EXPECT_EQ(records->front().what, "highest total");
    EXPECT_EQ(records->front().name, "Ann");
    EXPECT_EQ(records->front().value, 26);
    GameFilter november21;
    november21.from = "2026-11-21";
    EXPECT_EQ(statistics.players(november21)->front().averageTotal, 9);
}

} // namespace
} // namespace hats::db

namespace hats::db {
namespace {

TEST(PlayerStats, R18_TheWinShareCountsSharedVictoriesTheSameForTheAppAndTheCommandLine) {
    PlayerStats stats;
    stats.games = 4;
    stats.wins = 1;
    stats.sharedWins = 1;
    EXPECT_EQ(stats.allWins(), 2);
    EXPECT_DOUBLE_EQ(stats.winShare(), 0.5);
    EXPECT_DOUBLE_EQ(PlayerStats{}.winShare(), 0.0);
}

// playerResults reads the player's seats once and adds them up itself: it must say what
// SQL's own GROUP BY and ORDER BY say, with and without filters.
TEST(Statistics, OnePassPlayerResultsAgreeWithSqlsOwnGroupingAndOrder) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(7);
    const std::vector<std::string> people = {"Ann", "Ben", "Cleo", "Dan", "Eve"};
    for (int i = 0; i < 60; ++i) {
        const int count = 2 + i % 3;
        auto played = hats::testing::playRandomGame(count, random);
        std::vector<std::string> names(people.begin(), people.end());
        std::shuffle(names.begin(), names.end(), random);
        names.resize(static_cast<std::size_t>(count));
        if (std::find(names.begin(), names.end(), "Ann") == names.end() && i % 2 == 0) {
            names[0] = "Ann";
        }
        LogDocument log = played.log;
        auto teams =
            count == 4 ? std::vector<std::string>{"Red", "Blue"} : std::vector<std::string>{};
        log.setup = GameSetup::make(names, log.setup.removedTypes(), teams).value();
        log.meta.id.clear();
        log.meta.playedAt = "2026-11-" + std::to_string(10 + i / 7) + "T20:00:00Z"; // days shared
        ASSERT_TRUE(store.add(GameDocument(log)));
    }
    Statistics statistics(*db);
    GameFilter some;
    some.from = "2026-11-12";
    some.to = "2026-11-16";
    GameFilter four;
    four.playerCount = 4;
    for (const GameFilter& filter : {GameFilter{}, some, four}) {
        auto results = statistics.playerResults("Ann", filter);
        ASSERT_TRUE(results) << hats::english::describe(results.error());

        // The oracle: SQLite groups and orders the same seats.
        sqlite3_stmt* sizes = nullptr;
        ASSERT_EQ(sqlite3_prepare_v2(
                      db->handle(),
                      "SELECT s.player_count, count(*), sum(s.won), sum(s.shared_win), "
                      "avg(s.total) FROM seats s JOIN players p ON p.id = s.player_id WHERE "
                      "s.status = 'finished' AND p.name = 'Ann' AND (?1 IS NULL OR s.played_on "
                      ">= ?1) AND (?2 IS NULL OR s.played_on < ?2) AND (?3 IS NULL OR "
                      "s.player_count = ?3) GROUP BY s.player_count ORDER BY s.player_count",
                      -1, &sizes, nullptr),
                  SQLITE_OK);
        sqlite3_stmt* trend = nullptr;
        ASSERT_EQ(sqlite3_prepare_v2(
                      db->handle(),
                      "SELECT s.played_on, g.uuid, s.total FROM seats s JOIN players p ON p.id = "
                      "s.player_id JOIN games g ON g.id = s.game_id WHERE s.status = 'finished' "
                      "AND p.name = 'Ann' AND (?1 IS NULL OR s.played_on >= ?1) AND (?2 IS NULL "
                      "OR s.played_on < ?2) AND (?3 IS NULL OR s.player_count = ?3) ORDER BY "
                      "s.played_on, s.game_id",
                      -1, &trend, nullptr),
                  SQLITE_OK);
        for (sqlite3_stmt* q : {sizes, trend}) {
            if (filter.from) {
                sqlite3_bind_text(q, 1, filter.from->c_str(), -1, SQLITE_TRANSIENT);
            }
            if (filter.to) {
                sqlite3_bind_text(q, 2, filter.to->c_str(), -1, SQLITE_TRANSIENT);
            }
            if (filter.playerCount) {
                sqlite3_bind_int(q, 3, *filter.playerCount);
            }
        }
        std::size_t row = 0;
        while (sqlite3_step(sizes) == SQLITE_ROW) {
            ASSERT_LT(row, results->byPlayerCount.size());
            const PlayerCountStats& mine = results->byPlayerCount[row++];
            EXPECT_EQ(mine.playerCount, sqlite3_column_int(sizes, 0));
            EXPECT_EQ(mine.games, sqlite3_column_int(sizes, 1));
            EXPECT_EQ(mine.wins, sqlite3_column_int(sizes, 2));
            EXPECT_EQ(mine.sharedWins, sqlite3_column_int(sizes, 3));
            EXPECT_DOUBLE_EQ(mine.averageTotal, sqlite3_column_double(sizes, 4));
        }
        EXPECT_EQ(row, results->byPlayerCount.size());
        row = 0;
        while (sqlite3_step(trend) == SQLITE_ROW) {
            ASSERT_LT(row, results->trend.size());
            const TrendPoint& point = results->trend[row++];
            EXPECT_EQ(point.when, reinterpret_cast<const char*>(sqlite3_column_text(trend, 0)));
            EXPECT_EQ(point.game, reinterpret_cast<const char*>(sqlite3_column_text(trend, 1)));
            EXPECT_EQ(point.total, sqlite3_column_int(trend, 2));
        }
        EXPECT_EQ(row, results->trend.size());
        EXPECT_GT(row, 3U);
        sqlite3_finalize(sizes);
        sqlite3_finalize(trend);
        // Without ids, the same points with no game named.
        auto plain = statistics.playerResults("Ann", filter, false);
        ASSERT_TRUE(plain);
        ASSERT_EQ(plain->trend.size(), results->trend.size());
        EXPECT_TRUE(plain->trend.front().game.empty());
    }
}

} // namespace
} // namespace hats::db
