#include "app/text/english.h"
#include "db/exporter.h"

#include "tests/db/support.h"
#include "tests/support/random_game.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <ctime>

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
        ASSERT_TRUE(text) << hats::english::describe(text.error());
        auto documents = parseGameDocuments(*text);
        ASSERT_TRUE(documents) << hats::english::describe(documents.error());
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
    EXPECT_NE(text->find(",\"Ben, \"\"the\"\" Hatter\",,23,-2,0,21,0,3,0,0,points,\n"),
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

json snapshot(const std::string& name) {
    return json::parse(testing::readFile(std::string(HATS_TEST_DATA) + "/" + name));
}

void addJson(GameStore& store, const json& document) {
    auto parsed = parseGameJson(document);
    ASSERT_TRUE(parsed) << hats::english::describe(parsed.error());
    ASSERT_TRUE(store.add(*parsed));
}

std::vector<std::vector<std::string>> csvRows(const std::string& text) {
    // Enough of RFC 4180 for these tests: quoted fields, doubled quotes, commas inside.
    std::vector<std::vector<std::string>> rows(1, std::vector<std::string>(1));
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                rows.back().back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                rows.back().back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            rows.back().emplace_back();
        } else if (c == '\n') {
            rows.emplace_back(1);
        } else {
            rows.back().back() += c;
        }
    }
    rows.pop_back(); // after the last newline
    return rows;
}

// Sets TZ for one test (POSIX rules, no tzdata needed) and puts it back afterwards.
class LocalZone {
public:
    explicit LocalZone(const char* zone) {
        if (const char* old = std::getenv("TZ")) {
            old_ = old;
        }
        ::setenv("TZ", zone, 1);
        ::tzset();
    }
    ~LocalZone() {
        if (old_) {
            ::setenv("TZ", old_->c_str(), 1);
        } else {
            ::unsetenv("TZ");
        }
        ::tzset();
    }

private:
    std::optional<std::string> old_;
};

TEST(Exporter, CsvKeepsFormulasFromRunningInSpreadsheets) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json document = snapshot("snapshot_3p.json");
    document["players"][0]["name"] = "=SUM(A1)";
    document["players"][1]["name"] = "@cmd";
    document["players"][2]["name"] = "+1-2";
    addJson(store, document);
    ASSERT_TRUE(
        store.setNotes(store.list({}, 1).value().front().uuid, "-1+1 =HYPERLINK(\"http://x\")"));
    auto text = exportGames(*db, {}, ExportFormat::Csv);
    ASSERT_TRUE(text);
    const auto rows = csvRows(*text);
    ASSERT_EQ(rows.size(), 4U);
    const std::size_t name = 5;
    const std::size_t favorite = 8;
    const std::size_t notes = 16;
    EXPECT_EQ(rows[0][notes], "notes");
    EXPECT_EQ(rows[1][name], "'=SUM(A1)");
    EXPECT_EQ(rows[2][name], "'@cmd");
    EXPECT_EQ(rows[3][name], "'+1-2");
    EXPECT_EQ(rows[1][notes], "'-1+1 =HYPERLINK(\"http://x\")");
    EXPECT_EQ(rows[2][favorite], "-2"); // our own numbers stay numbers
    for (const auto& row : rows) {
        EXPECT_EQ(row.size(), 17U);
    }
}

TEST(Exporter, CsvWritesEveryDateInUtcWithZ) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json first = snapshot("snapshot_3p.json");
    first["playedAt"] = "2026-11-20T19:30:00+01:00";
    addJson(store, first);
    json second = snapshot("shared_3p.json");
    second["playedAt"] = "2026-11-21T20:00:00Z";
    addJson(store, second);
    auto text = exportGames(*db, {}, ExportFormat::Csv);
    ASSERT_TRUE(text);
    const auto rows = csvRows(*text);
    ASSERT_EQ(rows.size(), 7U);
    EXPECT_EQ(rows[1][1], "2026-11-20T18:30:00Z");
    EXPECT_EQ(rows[4][1], "2026-11-21T20:00:00Z");
}

TEST(Exporter, BgStatsPlayDateIsTheLocalWallClockWithoutAZone) {
    const LocalZone paris("CET-1CEST,M3.5.0,M10.5.0/3");
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json winter = snapshot("snapshot_3p.json"); // 2026-11-20T19:30:00Z
    addJson(store, winter);
    json summer = snapshot("shared_3p.json");
    summer["playedAt"] = "2026-07-01T12:00:00Z";
    addJson(store, summer);
    json abroad = snapshot("snapshot_3p.json");
    abroad["id"] = "6b7a1c1e-0000-4000-8000-000000000001";
    abroad["playedAt"] = "2026-12-01T19:30:00+05:30"; // the table's own clock
    addJson(store, abroad);
    auto text = exportGames(*db, {}, ExportFormat::BgStats);
    ASSERT_TRUE(text);
    const json plays = json::parse(*text)["plays"];
    ASSERT_EQ(plays.size(), 3U);
    EXPECT_EQ(plays[0]["playDate"], "2026-07-01 14:00:00"); // CEST, +2
    EXPECT_EQ(plays[1]["playDate"], "2026-11-20 20:30:00"); // CET, +1
    EXPECT_EQ(plays[2]["playDate"], "2026-12-01 19:30:00");
}

TEST(Exporter, BgStatsRanksWinnersFirstTogetherAndMarksTheStartPlayer) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    addJson(store, snapshot("shared_3p.json")); // Ann 9 and Ben 9 share the win, Cleo 5
    auto text = exportGames(*db, {}, ExportFormat::BgStats);
    ASSERT_TRUE(text);
    const json play = json::parse(*text)["plays"][0];
    const json& scores = play["playerScores"];
    EXPECT_EQ(scores[0]["rank"], 1);
    EXPECT_EQ(scores[1]["rank"], 1);
    EXPECT_EQ(scores[2]["rank"], 3);
    EXPECT_EQ(scores[0]["winner"], true);
    EXPECT_EQ(scores[1]["winner"], true);
    EXPECT_EQ(scores[0]["startPlayer"], true);
    EXPECT_EQ(scores[1]["startPlayer"], false);
    EXPECT_EQ(play["usesTeams"], false);
    EXPECT_FALSE(play.contains("comments"));
}

TEST(Exporter, BgStatsTeamGamesUseTeamsAndPartnersShareTheirRank) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    std::mt19937 random(7);
    ASSERT_TRUE(store.add(hats::testing::playRandomGame(4, random).log));
    auto text = exportGames(*db, {}, ExportFormat::BgStats);
    ASSERT_TRUE(text);
    const json file = json::parse(*text);
    const json& play = file["plays"][0];
    EXPECT_EQ(play["usesTeams"], true);
    EXPECT_EQ(file["games"][0]["usesTeams"], true);
    const json& scores = play["playerScores"];
    ASSERT_EQ(scores.size(), 4U);
    EXPECT_EQ(scores[0]["team"], scores[2]["team"]);
    EXPECT_NE(scores[0]["team"], scores[1]["team"]);
    EXPECT_EQ(scores[0]["rank"], scores[2]["rank"]);
    EXPECT_EQ(scores[1]["rank"], scores[3]["rank"]);
    EXPECT_TRUE(scores[0]["rank"] == 1 || scores[1]["rank"] == 1);
    EXPECT_EQ(scores[0]["winner"], scores[0]["rank"] == 1);
}

TEST(Exporter, BgStatsTakesCommentsFromNotesAndTheDurationOfATrackedGame) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    json game = snapshot("snapshot_3p.json");
    // Started 25 minutes ago, saved finished now: as the app keeps a game at the table.
    const std::time_t started = std::time(nullptr) - 25 * 60;
    std::tm utc{};
    gmtime_r(&started, &utc);
    char when[32];
    std::strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &utc);
    game["playedAt"] = when;
    addJson(store, game);
    addJson(store, snapshot("shared_3p.json")); // played days before it was imported
    const std::string first = store.list({}, -1).value().front().uuid;
    ASSERT_TRUE(store.setNotes(first, "at Cleo's, new sleeves"));
    auto text = exportGames(*db, {}, ExportFormat::BgStats);
    ASSERT_TRUE(text);
    const json plays = json::parse(*text)["plays"];
    ASSERT_EQ(plays.size(), 2U);
    EXPECT_FALSE(plays[0].contains("durationMin")); // its end is unknown, not "days"
    EXPECT_EQ(plays[1]["durationMin"], 25);
    EXPECT_EQ(plays[1]["comments"], "at Cleo's, new sleeves");
}

} // namespace
} // namespace hats::db
