// Issue 11's database classes: a file that is not ours is refused untouched, two processes may
// create a history at once, errors say what is wrong, backups and exports never overwrite what
// they should not, and a merge never replaces a game already here.
#include "app/text/english.h"
#include "db/database.h"

#include "db/game_store.h"
#include "engine/game_file.h"
#include "tests/db/support.h"
#include "tests/support/random_game.h"

#include <sqlite3.h>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace hats::db {
namespace {

using nlohmann::json;
using testing::TempDir;

void sql(const std::string& path, const char* text) {
    sqlite3* raw = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &raw), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(raw, text, nullptr, nullptr, nullptr), SQLITE_OK) << text;
    sqlite3_close(raw);
}

std::vector<std::string> filesIn(const TempDir& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir.file(""))) {
        names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

GameDocument fixture(const std::string& name) {
    return *parseGameDocument(testing::readFile(std::string(HATS_TEST_DATA) + "/" + name));
}

TEST(DatabaseSafety, AnotherApplicationsSqliteFileIsRefusedUntouched) {
    TempDir dir;
    const std::string path = dir.file("photos.db");
    // Someone else's database, in every shape: no mark, another mark, a version of its own.
    for (const char* schema :
         {"CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)",
          "CREATE TABLE photos (x); PRAGMA user_version = 1",
          "CREATE TABLE photos (x); PRAGMA application_id = 1234; PRAGMA user_version = 1",
          "PRAGMA application_id = 1234"}) {
        std::filesystem::remove(path);
        sql(path, schema);
        const std::string before = testing::readFile(path);
        for (bool readOnly : {false, true}) {
            auto db = readOnly ? Database::openReadOnly(path) : Database::open(path);
            ASSERT_FALSE(db) << schema;
            EXPECT_NE(hats::english::describe(db.error())
                          .find("is not a Hats history database (another "
                                "application's SQLite file"),
                      std::string::npos)
                << hats::english::describe(db.error());
            EXPECT_NE(hats::english::describe(db.error()).find("nothing was changed"),
                      std::string::npos);
        }
        EXPECT_EQ(testing::readFile(path), before) << schema;
        EXPECT_EQ(filesIn(dir), std::vector<std::string>{"photos.db"}); // no -wal, no -shm
    }
    // Ours is marked; a history from before the mark is recognised by its tables and marked.
    auto ours = testing::openOrFail(dir.file("h.sqlite"));
    ASSERT_TRUE(ours);
    EXPECT_EQ(ours->applicationId(), Database::kApplicationId);
    const std::string old = dir.file("v1.sqlite");
    std::filesystem::copy_file(std::string(HATS_DB_TEST_DATA) + "/history_v1.sqlite", old);
    auto upgraded = testing::openOrFail(old);
    ASSERT_TRUE(upgraded);
    EXPECT_EQ(upgraded->applicationId(), Database::kApplicationId);
}

TEST(DatabaseSafety, AFileThatIsNotARegularFileOrNotSqliteIsRefusedUntouched) {
    TempDir dir;
    const std::string fifo = dir.file("pipe");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    auto db = Database::open(fifo);
    ASSERT_FALSE(db);
    EXPECT_NE(hats::english::describe(db.error()).find("is not a regular file"), std::string::npos);
    db = Database::open(dir.file(""));
    ASSERT_FALSE(db);
    const std::string text = dir.file("notes.sqlite");
    std::ofstream(text) << "SQLite format 2 is not what this is, but close";
    db = Database::open(text);
    ASSERT_FALSE(db);
    EXPECT_NE(hats::english::describe(db.error()).find("not an SQLite file"), std::string::npos);
}

TEST(DatabaseSafety, MisleadingErrorsAreNamedApart) {
    TempDir dir;
    // A negative or unknown user_version in a Hats file: damaged, not "upgrade to schema 0".
    const std::string negative = dir.file("negative.sqlite");
    { auto db = testing::openOrFail(negative); }
    sql(negative, "PRAGMA user_version = -3");
    const std::string before = testing::readFile(negative);
    auto db = Database::open(negative);
    ASSERT_FALSE(db);
    EXPECT_NE(hats::english::describe(db.error()).find("is damaged: schema version -3"),
              std::string::npos)
        << hats::english::describe(db.error());
    EXPECT_EQ(testing::readFile(negative), before);

    // A read-only file system and a full disk, each said as such (tmpfs, when we may mount).
    const std::string mountPoint = dir.file("ro");
    std::filesystem::create_directories(mountPoint);
    if (::geteuid() != 0 || ::mount("tmpfs", mountPoint.c_str(), "tmpfs", 0, "size=4m") != 0) {
        GTEST_SKIP() << "cannot mount a tmpfs here; the read-only and full-disk cases need one";
    }
    const std::string history = mountPoint + "/history.sqlite";
    {
        auto made = testing::openOrFail(history);
        ASSERT_TRUE(made);
        ASSERT_TRUE(GameStore(*made).add(fixture("snapshot_3p.json")));
    }
    ASSERT_EQ(::mount("tmpfs", mountPoint.c_str(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr), 0);
    auto readOnly = Database::open(history);
    ASSERT_FALSE(readOnly);
    EXPECT_NE(hats::english::describe(readOnly.error()).find("read-only file system"),
              std::string::npos)
        << hats::english::describe(readOnly.error());
    ASSERT_EQ(::mount("tmpfs", mountPoint.c_str(), "tmpfs", MS_REMOUNT, "size=4m"), 0);
    {
        std::ofstream filler(mountPoint + "/filler", std::ios::binary);
        const std::string block(1 << 16, 'x');
        while (filler.write(block.data(), static_cast<std::streamsize>(block.size()))) {
        }
    }
    std::filesystem::remove(history + "-shm");
    std::filesystem::remove(history + "-wal");
    auto full = Database::open(mountPoint + "/new.sqlite");
    ASSERT_FALSE(full);
    EXPECT_NE(hats::english::describe(full.error()).find("the disk is full"), std::string::npos)
        << hats::english::describe(full.error());
    EXPECT_EQ(hats::english::describe(full.error()).find("not a Hats history"), std::string::npos);
    ::umount(mountPoint.c_str());
}

TEST(DatabaseSafety, FirstUseByTwoProcessesAtOnceSucceedsForBoth) {
    // "table players already exists" / "database is locked" in a third of tries before.
    TempDir dir;
    int failures = 0;
    for (int round = 0; round < 15; ++round) {
        const std::string path = dir.file("h" + std::to_string(round) + ".sqlite");
        const std::string go = dir.file("go" + std::to_string(round));
        std::vector<pid_t> children;
        for (int child = 0; child < 3; ++child) {
            const pid_t pid = ::fork();
            if (pid == 0) {
                while (!std::filesystem::exists(go)) {
                    std::this_thread::sleep_for(std::chrono::microseconds(100));
                }
                auto db = Database::open(path);
                if (!db) {
                    std::fprintf(stderr, "%s\n", hats::english::describe(db.error()).c_str());
                    ::_exit(1);
                }
                std::mt19937 random(static_cast<unsigned>(round * 10 + child));
                auto played = hats::testing::playRandomGame(3, random);
                auto added = GameStore(**db).add(played.log);
                if (!added) {
                    std::fprintf(stderr, "%s\n", hats::english::describe(added.error()).c_str());
                }
                ::_exit(added ? 0 : 1);
            }
            children.push_back(pid);
        }
        std::ofstream(go) << "go";
        for (pid_t pid : children) {
            int status = 0;
            ::waitpid(pid, &status, 0);
            failures += WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
        }
        auto db = testing::openOrFail(path);
        ASSERT_TRUE(db);
        EXPECT_EQ(*GameStore(*db).count(), 3);
    }
    EXPECT_EQ(failures, 0);
}

TEST(DatabaseSafety, AMergeNeverReplacesAGameAlreadyHere) {
    TempDir dir;
    auto mine = testing::openOrFail(dir.file("mine.sqlite"));
    ASSERT_TRUE(GameStore(*mine).add(fixture("snapshot_3p.json")));
    const std::string localId = (*GameStore(*mine).list({}, 1))[0].uuid;
    const std::string napkinBefore = json(toJson(*GameStore(*mine).load(localId))).dump();

    // Their file: a different game whose row says a new id but whose document says ours.
    const std::string theirs = dir.file("theirs.sqlite");
    {
        auto db = testing::openOrFail(theirs);
        std::mt19937 random(3);
        auto played = hats::testing::playRandomGame(3, random);
        played.log.meta.id = localId;
        ASSERT_TRUE(GameStore(*db).add(played.log));
        ASSERT_TRUE(db->execute("UPDATE games SET uuid = '11111111-2222-4333-8444-555555555555'"));
    }
    auto other = Database::openReadOnly(theirs);
    ASSERT_TRUE(other);
    auto merged = GameStore(*mine).mergeFrom(**other);
    // Either refused as damaged, or taken as the game its row names: never over ours.
    if (!merged) {
        EXPECT_NE(hats::english::describe(merged.error()).find("the file is damaged"),
                  std::string::npos)
            << hats::english::describe(merged.error());
        EXPECT_EQ(*GameStore(*mine).count(), 1);
    } else {
        EXPECT_EQ(*merged, std::vector<std::string>{"11111111-2222-4333-8444-555555555555"});
        EXPECT_EQ(*GameStore(*mine).count(), 2);
    }
    EXPECT_EQ(json(toJson(*GameStore(*mine).load(localId))).dump(), napkinBefore);
}

TEST(DatabaseSafety, RenameRefusesANameThatCouldPoisonTheHistory) {
    TempDir dir;
    auto db = testing::openOrFail(dir.file("h.sqlite"));
    GameStore store(*db);
    ASSERT_TRUE(store.add(fixture("snapshot_3p.json")));
    for (const std::string& name :
         {std::string("B\xff\xfe"),
          std::string("Ann\x1f"
                      "Ben"),
          std::string("Ann\nBen"), std::string("  "), std::string(65, 'x'), std::string()}) {
        auto renamed = store.renamePlayer("Ann", name);
        ASSERT_FALSE(renamed) << name;
        EXPECT_EQ(
            hats::english::describe(renamed.error()).rfind("rename-player: the new name: ", 0), 0U);
    }
    ASSERT_TRUE(store.renamePlayer("Ann", "Zoe\u0308")); // kept composed
    EXPECT_EQ((*store.list({}, 1))[0].players[0], "Zo\u00eb");
}

TEST(DatabaseSafety, BackupNeverReplacesTheHistoryOrAnotherFileAndNeverLeavesHalfAFile) {
    TempDir dir;
    const std::string path = dir.file("h.sqlite");
    auto db = testing::openOrFail(path);
    ASSERT_TRUE(GameStore(*db).add(fixture("snapshot_3p.json")));
    const std::string historyBefore = testing::readFile(path);

    auto self = db->backupTo(path);
    ASSERT_FALSE(self);
    EXPECT_NE(hats::english::describe(self.error()).find("is this history itself"),
              std::string::npos);
    EXPECT_FALSE(db->backupTo(path + "-wal"));

    const std::string foreign = dir.file("photos.db");
    sql(foreign, "CREATE TABLE photos (x)");
    const std::string foreignBefore = testing::readFile(foreign);
    auto over = db->backupTo(foreign);
    ASSERT_FALSE(over);
    EXPECT_NE(hats::english::describe(over.error()).find("is not a Hats history"),
              std::string::npos);
    EXPECT_EQ(testing::readFile(foreign), foreignBefore);
    const std::string text = dir.file("notes.txt");
    std::ofstream(text) << "my notes";
    EXPECT_FALSE(db->backupTo(text));
    EXPECT_EQ(testing::readFile(text), "my notes");

    // An earlier backup may be replaced; nothing is left beside it.
    const std::string copy = dir.file("copy.sqlite");
    ASSERT_TRUE(db->backupTo(copy));
    ASSERT_TRUE(db->backupTo(copy));
    auto reopened = testing::openOrFail(copy);
    ASSERT_TRUE(reopened);
    EXPECT_EQ(*GameStore(*reopened).count(), 1);
    EXPECT_FALSE(db->backupTo(dir.file("missing-folder/copy.sqlite")));
    for (const std::string& name : filesIn(dir)) {
        EXPECT_EQ(name.find(".copy.sqlite."), std::string::npos) << name; // no temporary left
    }
}

} // namespace
} // namespace hats::db
