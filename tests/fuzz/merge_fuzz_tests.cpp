// The merge path over mutated databases: another device's history damaged at the SQL level
// (documents, ids, marks, versions) and at the byte level. A merge either adds games or is
// refused with one line; the games already here never change.
#include "app/text/english.h"
#include "db/game_store.h"
#include "engine/game_file.h"
#include "engine/report.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/support/random_game.h"

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hats::fuzz {
namespace {

using nlohmann::json;

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// What the local history holds, game by game: id and napkin (or document text).
std::map<std::string, std::string> contents(db::Database& db) {
    std::map<std::string, std::string> games;
    db::GameStore store(db);
    auto list = store.list({}, 100000);
    EXPECT_TRUE(list);
    for (const auto& game : *list) {
        auto document = store.load(game.uuid);
        games[game.uuid] =
            document ? json(toJson(*document)).dump() : hats::english::describe(document.error());
    }
    return games;
}

void execute(const std::string& path, const std::string& sql) {
    sqlite3* raw = nullptr;
    sqlite3_open(path.c_str(), &raw);
    sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr); // may fail: that is the point
    sqlite3_close(raw);
}

const std::vector<std::string> kSqlMutations = {
    // the document disagrees with its row
    "UPDATE games SET uuid = lower(hex(randomblob(4))) || '-0000-4000-8000-000000000000' WHERE "
    "id = (SELECT min(id) FROM games)",
    // the row claims a local game's id, or the document does (the overwrite of issue 11 item 3)
    "UPDATE documents SET text = json_set(text, '$.id', '@LOCAL@') WHERE game_id = (SELECT "
    "max(id) FROM games)",
    "UPDATE games SET uuid = '@LOCAL@' WHERE id = (SELECT max(id) FROM games)",
    // documents damaged: cut, nested, not UTF-8, NUL, impossible values
    "UPDATE documents SET text = substr(text, 1, length(text) / 2)",
    "UPDATE documents SET text = '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' || text",
    "UPDATE documents SET text = replace(text, '\"Ann\"', '\"A' || char(31) || 'n\"')",
    "UPDATE documents SET text = replace(text, '\"value\":4', '\"value\":-4294967292')",
    "UPDATE documents SET text = replace(text, '\"value\":2', '\"value\":2.0')",
    "UPDATE documents SET text = CAST(text || x'00' || 'garbage' AS TEXT)",
    "UPDATE documents SET text = CAST(x'c328ffff' AS TEXT) || text",
    "UPDATE documents SET text = zeroblob(2000000)",
    "UPDATE documents SET text = replace(text, '\"format\":\"hats-log/1\"', '\"format\":\"x\"')",
    "UPDATE documents SET text = NULL",
    // schema 2: a tracked game's board, turns and favorites as bytes on its row
    "UPDATE games SET moves = randomblob(length(moves)) WHERE moves IS NOT NULL",
    "UPDATE games SET moves = substr(moves, 1, length(moves) / 2) WHERE moves IS NOT NULL",
    "UPDATE games SET moves = moves || randomblob(7) WHERE moves IS NOT NULL",
    "UPDATE games SET moves = zeroblob(100000) WHERE moves IS NOT NULL",
    "UPDATE games SET moves = x'' WHERE moves IS NOT NULL",
    "UPDATE games SET player_count = 4 WHERE moves IS NOT NULL",
    // the mark and the version
    "PRAGMA application_id = 7",
    "PRAGMA user_version = -1",
    "PRAGMA user_version = 99",
    "PRAGMA application_id = 0",
    // rows missing or duplicated
    "DELETE FROM documents WHERE game_id = (SELECT min(id) FROM games)",
    "DROP TABLE documents",
    "INSERT INTO games SELECT id + 1000, uuid || 'x', kind, status, played_at, ended_at, saved_at, "
    "played_on, player_count, removed_types, decided_by, notes FROM games",
};

TEST(FuzzMerge, MutatedHistoriesNeverChangeTheGamesAlreadyHere) {
    std::mt19937 random(seed(12));
    const std::string folder =
        ::testing::TempDir() + "hats-fuzz-merge-" + std::to_string(::getpid());
    std::filesystem::create_directories(folder);
    // The local history, and a pristine other history sharing one of its games.
    const std::string local = folder + "/local.sqlite";
    const std::string pristine = folder + "/pristine.sqlite";
    {
        auto here = db::Database::open(local);
        auto there = db::Database::open(pristine);
        ASSERT_TRUE(here && there);
        for (int i = 0; i < 4; ++i) {
            auto played = testing::playRandomGame(2 + i % 3, random);
            ASSERT_TRUE(db::GameStore(**here).add(played.log));
            if (i == 0) { // one game both histories hold
                ASSERT_TRUE(db::GameStore(**there).add(played.log));
            }
        }
        for (int i = 0; i < 4; ++i) {
            ASSERT_TRUE(db::GameStore(**there).add(testing::playRandomGame(2 + i % 3, random).log));
        }
        // WAL content into the main file, so byte mutations hit the pages.
        ASSERT_TRUE((*there)->execute("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    auto localDb = db::Database::open(local);
    ASSERT_TRUE(localDb);
    const auto before = contents(**localDb);
    const std::string pristineBytes = readAll(pristine);
    int merged = 0;
    int refused = 0;
    const int inputs = runFor("merge", [&](int i) {
        const std::string other = folder + "/other-" + std::to_string(i % 4) + ".sqlite";
        std::filesystem::remove(other);
        std::filesystem::remove(other + "-wal");
        std::filesystem::remove(other + "-shm");
        std::string bytes = pristineBytes;
        if (i % 3 == 2) { // byte-level: flip bytes anywhere in the file
            const int flips = std::uniform_int_distribution<int>(1, 16)(random);
            for (int f = 0; f < flips; ++f) {
                bytes[std::uniform_int_distribution<std::size_t>(0, bytes.size() - 1)(random)] =
                    static_cast<char>(random());
            }
        }
        std::ofstream(other, std::ios::binary) << bytes;
        if (i % 3 != 2) { // SQL-level: one to three mutations
            const int count = std::uniform_int_distribution<int>(1, 3)(random);
            for (int c = 0; c < count; ++c) {
                std::string sql = kSqlMutations[std::uniform_int_distribution<std::size_t>(
                    0, kSqlMutations.size() - 1)(random)];
                if (const auto at = sql.find("@LOCAL@"); at != std::string::npos) {
                    // Any local game but the one both histories share.
                    auto local = before.begin();
                    std::advance(local, static_cast<std::ptrdiff_t>(random() % before.size()));
                    sql.replace(at, 7, local->first);
                }
                execute(other, sql);
            }
        }
        auto source = db::Database::openReadOnly(other);
        if (!source) {
            ASSERT_EQ(hats::english::describe(source.error()).find('\n'), std::string::npos);
            ++refused;
            return;
        }
        auto added = db::GameStore(**localDb).mergeFrom(**source);
        if (!added) {
            ASSERT_EQ(english::describe(added.error()).find('\n'), std::string::npos)
                << english::describe(added.error());
            ++refused;
        } else {
            ++merged;
        }
        // Whatever happened, the games that were here are here as they were.
        const auto now = contents(**localDb);
        for (const auto& [id, text] : before) {
            auto found = now.find(id);
            ASSERT_NE(found, now.end()) << id;
            ASSERT_EQ(found->second, text) << "game " << id << " changed by a merge";
        }
        // Merged games are removed again, so each input starts from the same history.
        if (added && !added->empty()) {
            auto drop = (*localDb)->prepare("DELETE FROM games WHERE uuid = ?1");
            ASSERT_TRUE(drop);
            for (const std::string& id : *added) {
                ASSERT_TRUE((*drop)->reset().bind(1, id).run());
            }
        }
    });
    std::printf("[fuzz] merge: %d merged, %d refused\n", merged, refused);
    EXPECT_GT(inputs, 20);
    EXPECT_GT(refused, 0);
    EXPECT_TRUE((*localDb)->checkIntegrity());
    localDb->reset();
    std::filesystem::remove_all(folder);
}

} // namespace
} // namespace hats::fuzz
