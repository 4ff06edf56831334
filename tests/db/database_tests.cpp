#include "app/text/english.h"
#include "db/database.h"
#include "db/statistics.h"

#include "db/game_store.h"
#include "tests/db/support.h"

#include <sqlite3.h>

#include <sys/stat.h>
#include <unistd.h>

namespace hats::db {
namespace {

using testing::TempDir;

TEST(Database, ANewFileGetsTheCurrentSchemaWithForeignKeysAndWal) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("history.sqlite"));
    ASSERT_TRUE(db);
    EXPECT_EQ(db->schemaVersion(), Database::kSchemaVersion);
    auto keys = db->prepare("PRAGMA foreign_keys");
    ASSERT_TRUE(keys);
    ASSERT_TRUE(*(*keys)->reset().step());
    EXPECT_EQ((*keys)->integer(0), 1);
    (*keys)->reset();
    auto journal = db->prepare("PRAGMA journal_mode");
    ASSERT_TRUE(*(*journal)->reset().step());
    EXPECT_EQ((*journal)->text(0), "wal");
    (*journal)->reset();
    EXPECT_TRUE(db->checkIntegrity());
}

TEST(Database, EveryEarlierSchemaVersionOnFileOpensAndUpgrades) {
    // One checked-in history per earlier schema version; version 1 is the first.
    for (int version = 1; version < Database::kSchemaVersion; ++version) {
        TempDir dir;
        const std::string copy = dir.file("old.sqlite");
        std::filesystem::copy_file(std::string(HATS_DB_TEST_DATA) + "/history_v" +
                                       std::to_string(version) + ".sqlite",
                                   copy);
        auto db = testing::openOrFail(copy);
        ASSERT_TRUE(db);
        EXPECT_EQ(db->schemaVersion(), Database::kSchemaVersion);
        GameStore store(*db);
        auto games = store.list({}, 10);
        ASSERT_TRUE(games);
        ASSERT_EQ(games->size(), 1U) << "version " << version;
        EXPECT_EQ(games->front().players, (std::vector<std::string>{"Ann", "Ben", "Cleo"}));
        EXPECT_TRUE(store.load(games->front().uuid));
    }
}

TEST(Database, TrackedGamesOfSchema1ReplayResumeAndCountAfterTheUpgrade) {
    // Schema 1 with full_3p finished and live_3p in progress (written by commit 4a059d2).
    TempDir dir;
    const std::string copy = dir.file("old.sqlite");
    std::filesystem::copy_file(std::string(HATS_DB_TEST_DATA) + "/history_v1_tracked.sqlite", copy);
    auto db = testing::openOrFail(copy);
    ASSERT_TRUE(db);
    EXPECT_EQ(db->schemaVersion(), Database::kSchemaVersion);
    GameStore store(*db);
    auto finished = store.load("6188c04c-693d-8160-a34b-fd330fbaeadb");
    ASSERT_TRUE(finished) << hats::english::describe(finished.error());
    const auto& log = std::get<LogDocument>(*finished);
    EXPECT_EQ(log.turns.size(), 24U);
    EXPECT_TRUE(replay(log));
    // The head-to-head totals the upgrade added count the finished game already.
    auto pairs = Statistics(*db).headToHeads("Ann", {});
    ASSERT_TRUE(pairs);
    ASSERT_EQ(pairs->size(), 2U);
    EXPECT_EQ(pairs->front().games, 1);
    // The game in progress resumes, and its next save is kept as moves.
    auto resumed = store.resumable();
    ASSERT_TRUE(resumed && resumed->has_value());
    EXPECT_EQ((*resumed)->turns.size(), 6U);
    auto game = replay(**resumed);
    ASSERT_TRUE(game);
    ASSERT_TRUE(store.save(*game, (*resumed)->meta, (*resumed)->favorites));
    auto again = store.loadLog((*resumed)->meta.id);
    ASSERT_TRUE(again) << hats::english::describe(again.error());
    EXPECT_EQ(again->turns, (*resumed)->turns);
    EXPECT_TRUE(db->checkIntegrity());
}

TEST(Database, AFileThatIsNotSqliteIsRefusedAndLeftAlone) {
    TempDir dir;
    const std::string path = dir.file("notes.sqlite");
    std::ofstream(path) << "shopping list: eggs, tea, 42 hats\n";
    const std::string before = testing::readFile(path);
    auto db = Database::open(path);
    ASSERT_FALSE(db);
    EXPECT_NE(hats::english::describe(db.error()).find("is not a Hats history database"),
              std::string::npos)
        << hats::english::describe(db.error());
    EXPECT_EQ(testing::readFile(path), before);
}

TEST(Database, AHistoryFromANewerVersionIsRefusedAndLeftAlone) {
    TempDir dir;
    const std::string path = dir.file("future.sqlite");
    {
        sqlite3* raw = nullptr;
        sqlite3_open(path.c_str(), &raw);
        sqlite3_exec(raw,
                     "CREATE TABLE future (x); PRAGMA user_version = 99; "
                     "PRAGMA application_id = 1214346355",
                     nullptr, nullptr, nullptr);
        sqlite3_close(raw);
    }
    const std::string before = testing::readFile(path);
    auto db = Database::open(path);
    ASSERT_FALSE(db);
    EXPECT_NE(hats::english::describe(db.error()).find("newer Hats Companion (schema 99"),
              std::string::npos);
    EXPECT_EQ(testing::readFile(path), before);
}

TEST(Database, AReadOnlyLocationGivesAClearMessage) {
    if (::geteuid() == 0) {
        // root writes anywhere; a missing folder stands in for a location we cannot write.
        auto db = Database::open("/nonexistent-folder/for/hats/history.sqlite");
        ASSERT_FALSE(db);
        EXPECT_NE(hats::english::describe(db.error()).find("cannot open the history"),
                  std::string::npos);
        return;
    }
    TempDir dir;
    const std::string folder = dir.file("locked");
    std::filesystem::create_directories(folder);
    ::chmod(folder.c_str(), 0500);
    auto db = Database::open(folder + "/history.sqlite");
    ::chmod(folder.c_str(), 0700);
    ASSERT_FALSE(db);
    EXPECT_NE(hats::english::describe(db.error()).find("cannot open the history"),
              std::string::npos);
}

TEST(Database, AFailedTransactionWritesNothing) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("history.sqlite"));
    ASSERT_TRUE(db);
    ASSERT_TRUE(db->execute("CREATE TABLE t (x INTEGER NOT NULL)"));
    auto result = db->transaction([&]() -> Result<void> {
        if (auto ok = db->execute("INSERT INTO t VALUES (1)"); !ok) {
            return ok;
        }
        return db->execute("INSERT INTO t VALUES (NULL)");
    });
    EXPECT_FALSE(result);
    auto count = db->prepare("SELECT count(*) FROM t");
    ASSERT_TRUE(*(*count)->reset().step());
    EXPECT_EQ((*count)->integer(0), 0);
    (*count)->reset();
}

TEST(Database, BackupIsAConsistentCopyWhileTheHistoryIsOpen) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("history.sqlite"));
    ASSERT_TRUE(db);
    ASSERT_TRUE(db->execute("CREATE TABLE t (x); INSERT INTO t VALUES (1), (2), (3)"));
    ASSERT_TRUE(db->backupTo(dir.file("copy.sqlite")));
    auto copy = testing::openOrFail(dir.file("copy.sqlite"));
    ASSERT_TRUE(copy);
    EXPECT_TRUE(copy->checkIntegrity());
    auto count = copy->prepare("SELECT count(*) FROM t");
    ASSERT_TRUE(*(*count)->reset().step());
    EXPECT_EQ((*count)->integer(0), 3);
    (*count)->reset();
    EXPECT_FALSE(db->backupTo("/nonexistent-folder/copy.sqlite"));
}

} // namespace
} // namespace hats::db
