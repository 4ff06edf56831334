#include "db/database.h"

#include "engine/atomic_file.h"
#include "engine/player_name.h"

#include <array>
#include <sqlite3.h>

#include <sys/statvfs.h>

#include <cstring>
#include <filesystem>
#include <fstream>

namespace hats::db {

namespace {

// Each step brings the schema from version N-1 to N; never edit a step once released.
// NOLINTNEXTLINE(modernize-avoid-c-arrays): an array sized by its steps
constexpr const char* kSchemaSteps[] = {
    // 1: players, games with their documents, seats with the napkin, turns of tracked games.
    R"SQL(
    CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('log', 'snapshot')),
        status TEXT NOT NULL CHECK (status IN ('in-progress', 'finished', 'abandoned')),
        played_at TEXT,
        ended_at TEXT,
        saved_at TEXT NOT NULL,
        played_on TEXT NOT NULL, -- played_at, or saved_at when the game does not say
        player_count INTEGER NOT NULL CHECK (player_count BETWEEN 2 AND 4),
        removed_types TEXT NOT NULL DEFAULT '',
        decided_by TEXT,
        notes TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX games_by_date ON games (played_on);
    CREATE INDEX games_by_status ON games (status, saved_at);
    -- The hats-game/1 or hats-log/1 text, apart so that game rows stay small.
    CREATE TABLE documents (
        game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        text TEXT NOT NULL
    );
    -- One row per player per game; status, date and table size repeat the game's so that
    -- statistics read this table alone.
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        status TEXT NOT NULL,
        played_on TEXT NOT NULL,
        player_count INTEGER NOT NULL,
        team TEXT,
        collection INTEGER,
        favorite INTEGER,
        cookie INTEGER,
        total INTEGER,
        black_hats INTEGER,
        rank INTEGER,
        won INTEGER NOT NULL DEFAULT 0,
        shared_win INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    -- Holds every figure the statistics add up, so they read this index alone.
    CREATE INDEX seats_statistics ON seats (status, player_id, played_on, player_count, won,
        shared_win, total, collection, favorite, cookie, black_hats);
    CREATE INDEX seats_by_total ON seats (status, player_id, total);
    -- Running totals of each player's finished games: the unfiltered leaderboard reads
    -- these instead of adding up every seat. Kept right by the triggers below; seats are
    -- only inserted and deleted, except when players merge, which recounts them.
    CREATE TABLE player_totals (
        player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
        games INTEGER NOT NULL, wins INTEGER NOT NULL, shared_wins INTEGER NOT NULL,
        total INTEGER NOT NULL, collection INTEGER NOT NULL, favorite INTEGER NOT NULL,
        cookie INTEGER NOT NULL, cookie_games INTEGER NOT NULL, black_hats INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TRIGGER seat_counts AFTER INSERT ON seats WHEN new.status = 'finished' BEGIN
        INSERT INTO player_totals VALUES (new.player_id, 1, new.won, new.shared_win, new.total,
            new.collection, new.favorite, new.cookie, new.cookie > 0, new.black_hats)
        ON CONFLICT (player_id) DO UPDATE SET games = games + 1, wins = wins + new.won,
            shared_wins = shared_wins + new.shared_win, total = total + new.total,
            collection = collection + new.collection, favorite = favorite + new.favorite,
            cookie = cookie + new.cookie, cookie_games = cookie_games + (new.cookie > 0),
            black_hats = black_hats + new.black_hats;
    END;
    CREATE TRIGGER seat_uncounts AFTER DELETE ON seats WHEN old.status = 'finished' BEGIN
        UPDATE player_totals SET games = games - 1, wins = wins - old.won,
            shared_wins = shared_wins - old.shared_win, total = total - old.total,
            collection = collection - old.collection, favorite = favorite - old.favorite,
            cookie = cookie - old.cookie, cookie_games = cookie_games - (old.cookie > 0),
            black_hats = black_hats - old.black_hats
        WHERE player_id = old.player_id;
        DELETE FROM player_totals WHERE player_id = old.player_id AND games = 0;
    END;
    CREATE TABLE turns (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('exchange', 'blackHat')),
        slot INTEGER,
        type TEXT,
        value INTEGER,
        PRIMARY KEY (game_id, number)
    ) WITHOUT ROWID;
    )SQL",
    // 2: a tracked game's initial board, turns and favorites as a few bytes on its row
    // (db/move_codec.h) instead of a JSON document and a row per turn; documents stay for
    // snapshots and for games stored before. One player's results are read by player.
    // Running head-to-head totals of every pair of players over finished games, kept by
    // triggers as player_totals is: the player page reads a few rows instead of joining
    // the player's every game. A narrow index finds a game's id from its row for trends.
    R"SQL(
    ALTER TABLE games ADD COLUMN moves BLOB;
    DROP TABLE turns;
    CREATE INDEX games_uuid_by_id ON games (id, uuid);
    CREATE TABLE pair_totals (
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        opponent_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        games INTEGER NOT NULL, ahead INTEGER NOT NULL, behind INTEGER NOT NULL,
        level INTEGER NOT NULL, total INTEGER NOT NULL, opponent_total INTEGER NOT NULL,
        PRIMARY KEY (player_id, opponent_id)
    ) WITHOUT ROWID;
    INSERT INTO pair_totals SELECT s.player_id, o.player_id, count(*), sum(s.total > o.total),
        sum(s.total < o.total), sum(s.total = o.total), sum(s.total), sum(o.total)
        FROM seats s JOIN seats o ON o.game_id = s.game_id AND o.seat <> s.seat
        WHERE s.status = 'finished' AND o.status = 'finished' GROUP BY s.player_id, o.player_id;
    -- `+o.status` keeps the planner on the game's key instead of a status-first index.
    CREATE TRIGGER seat_pairs AFTER INSERT ON seats WHEN new.status = 'finished' BEGIN
        INSERT INTO pair_totals SELECT new.player_id, o.player_id, 1, new.total > o.total,
            new.total < o.total, new.total = o.total, new.total, o.total FROM seats o
            WHERE o.game_id = new.game_id AND o.seat <> new.seat AND +o.status = 'finished'
        ON CONFLICT (player_id, opponent_id) DO UPDATE SET games = pair_totals.games + 1,
            ahead = pair_totals.ahead + excluded.ahead,
            behind = pair_totals.behind + excluded.behind,
            level = pair_totals.level + excluded.level,
            total = pair_totals.total + excluded.total,
            opponent_total = pair_totals.opponent_total + excluded.opponent_total;
        INSERT INTO pair_totals SELECT o.player_id, new.player_id, 1, o.total > new.total,
            o.total < new.total, o.total = new.total, o.total, new.total FROM seats o
            WHERE o.game_id = new.game_id AND o.seat <> new.seat AND +o.status = 'finished'
        ON CONFLICT (player_id, opponent_id) DO UPDATE SET games = pair_totals.games + 1,
            ahead = pair_totals.ahead + excluded.ahead,
            behind = pair_totals.behind + excluded.behind,
            level = pair_totals.level + excluded.level,
            total = pair_totals.total + excluded.total,
            opponent_total = pair_totals.opponent_total + excluded.opponent_total;
    END;
    CREATE TRIGGER seat_unpairs AFTER DELETE ON seats WHEN old.status = 'finished' BEGIN
        UPDATE pair_totals SET games = pair_totals.games - 1,
            ahead = pair_totals.ahead - (old.total > o.total),
            behind = pair_totals.behind - (old.total < o.total),
            level = pair_totals.level - (old.total = o.total),
            total = pair_totals.total - old.total,
            opponent_total = pair_totals.opponent_total - o.total
        FROM seats o WHERE o.game_id = old.game_id AND +o.status = 'finished'
            AND pair_totals.player_id = old.player_id AND pair_totals.opponent_id = o.player_id;
        UPDATE pair_totals SET games = pair_totals.games - 1,
            ahead = pair_totals.ahead - (o.total > old.total),
            behind = pair_totals.behind - (o.total < old.total),
            level = pair_totals.level - (o.total = old.total),
            total = pair_totals.total - o.total,
            opponent_total = pair_totals.opponent_total - old.total
        FROM seats o WHERE o.game_id = old.game_id AND +o.status = 'finished'
            AND pair_totals.player_id = o.player_id AND pair_totals.opponent_id = old.player_id;
        DELETE FROM pair_totals WHERE games = 0
            AND (player_id = old.player_id OR opponent_id = old.player_id);
    END;
    )SQL",
};
static_assert(std::size(kSchemaSteps) == Database::kSchemaVersion);

} // namespace

Statement::~Statement() {
    sqlite3_finalize(statement_);
}

Statement& Statement::reset() {
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
    return *this;
}
Statement& Statement::bind(int index, std::int64_t value) {
    sqlite3_bind_int64(statement_, index, value);
    return *this;
}
Statement& Statement::bind(int index, std::string_view text) {
    sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()),
                      SQLITE_TRANSIENT);
    return *this;
}
Statement& Statement::bindBlob(int index, std::string_view bytes) {
    sqlite3_bind_blob(statement_, index, bytes.data(), static_cast<int>(bytes.size()),
                      SQLITE_TRANSIENT);
    return *this;
}
Statement& Statement::bindNull(int index) {
    sqlite3_bind_null(statement_, index);
    return *this;
}
Statement& Statement::bind(int index, const std::optional<std::string>& text) {
    return text ? bind(index, *text) : bindNull(index);
}

Result<bool> Statement::step() {
    const int code = sqlite3_step(statement_);
    if (code == SQLITE_ROW) {
        return true;
    }
    if (code == SQLITE_DONE) {
        return false;
    }
    sqlite3* db = sqlite3_db_handle(statement_);
    Fault fault = code == SQLITE_FULL
                      ? Fault{FaultKind::HistoryDiskFull}
                      : Fault{FaultKind::HistorySql, {}, printable(sqlite3_errmsg(db), 200)};
    sqlite3_reset(statement_);
    return Error::at({}, std::move(fault));
}

Result<void> Statement::run() {
    while (true) {
        auto row = step();
        if (!row) {
            return row.error();
        }
        if (!*row) {
            return {};
        }
    }
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(statement_, column);
}
double Statement::real(int column) const {
    return sqlite3_column_double(statement_, column);
}
bool Statement::isNull(int column) const {
    return sqlite3_column_type(statement_, column) == SQLITE_NULL;
}
std::string Statement::text(int column) const {
    const auto* bytes = sqlite3_column_text(statement_, column);
    return bytes == nullptr
               ? std::string()
               : std::string(reinterpret_cast<const char*>(bytes),
                             static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)));
}

namespace {

// What a file at a history path is, read before anything is written to it.
struct Identity {
    std::int64_t applicationId = 0;
    std::int64_t userVersion = 0;
    std::int64_t objects = 0;   // tables, indexes, … of any kind
    std::int64_t ourTables = 0; // of games, documents, players, seats
    std::string tables;         // a few table names, for the message about a foreign file
};

// Why SQLite could not read or write, in words for people: a read-only file system, a full
// disk and a file that is not SQLite are different problems with different cures.
// SQLite's own words in an error of execute() or Statement::step().
std::string sqliteWords(const Error& error) {
    return error.fault && !error.fault->text.empty() ? error.fault->text : error.message;
}

// Why SQLite refused, as a fault: the disk, the file system, the file's rights, a lock, or
// SQLite's own words. `unchanged`: the message also says nothing was changed.
Fault diagnose(const std::string& path, int code, const std::string& rawMessage,
               bool unchanged = false) {
    // SQLite quotes schema text in some messages: one line, always.
    const std::string sqliteMessage = printable(rawMessage, 200);
    struct statvfs disk {};
    const std::string folder = std::filesystem::absolute(path).parent_path().string();
    const bool known = ::statvfs(folder.c_str(), &disk) == 0;
    const std::int64_t also = unchanged ? 1 : 0;
    switch (code & 0xff) {
    case SQLITE_NOTADB:
        return Fault{FaultKind::HistoryNotSqlite};
    case SQLITE_CORRUPT:
        return Fault{FaultKind::HistoryDamaged, {}, sqliteMessage};
    case SQLITE_FULL:
        return Fault{FaultKind::HistoryDiskFull, {}, {}, {}, 0, 0, also};
    default:
        break;
    }
    if (known && (disk.f_flag & ST_RDONLY) != 0) {
        return Fault{FaultKind::HistoryReadOnlyDisk, {}, sqliteMessage, {}, 0, 0, also};
    }
    if (known && disk.f_bavail == 0) {
        return Fault{FaultKind::HistoryDiskFull, {}, sqliteMessage, {}, 0, 0, also};
    }
    if ((code & 0xff) == SQLITE_READONLY || (code & 0xff) == SQLITE_PERM ||
        (code & 0xff) == SQLITE_CANTOPEN) {
        return Fault{FaultKind::HistoryNoAccess, {}, sqliteMessage, {}, 0, 0, also};
    }
    if ((code & 0xff) == SQLITE_BUSY || (code & 0xff) == SQLITE_LOCKED) {
        return Fault{FaultKind::HistoryBusy, {}, sqliteMessage, {}, 0, 0, also};
    }
    return Fault{FaultKind::HistoryFailed, {}, sqliteMessage, {}, 0, 0, also};
}

Result<std::int64_t> pragmaValue(sqlite3* db, const char* sql, const std::string& path) {
    sqlite3_stmt* statement = nullptr;
    int code = sqlite3_prepare_v2(db, sql, -1, &statement, nullptr);
    std::int64_t value = 0;
    if (code == SQLITE_OK) {
        code = sqlite3_step(statement);
        if (code == SQLITE_ROW) {
            value = sqlite3_column_int64(statement, 0);
            code = SQLITE_OK;
        }
    }
    const std::string message = sqlite3_errmsg(db);
    sqlite3_finalize(statement);
    if (code != SQLITE_OK && code != SQLITE_DONE) {
        return Error::at(path, diagnose(path, sqlite3_extended_errcode(db), message));
    }
    return value;
}

Result<Identity> identify(sqlite3* db, const std::string& path) {
    Identity found;
    const std::array<std::pair<const char*, std::int64_t*>, 4> reads = {
        {{"PRAGMA application_id", &found.applicationId},
         {"PRAGMA user_version", &found.userVersion},
         {"SELECT count(*) FROM sqlite_schema", &found.objects},
         {"SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('games', "
          "'documents', 'players', 'seats')",
          &found.ourTables}}};
    for (const auto& [sql, into] : reads) {
        auto value = pragmaValue(db, sql, path);
        if (!value) {
            return value.error();
        }
        *into = *value;
    }
    sqlite3_stmt* names = nullptr;
    if (sqlite3_prepare_v2(db,
                           "SELECT group_concat(name, ', ') FROM (SELECT name FROM sqlite_schema "
                           "WHERE type = 'table' ORDER BY name LIMIT 4)",
                           -1, &names, nullptr) == SQLITE_OK &&
        sqlite3_step(names) == SQLITE_ROW && sqlite3_column_text(names, 0) != nullptr) {
        found.tables = printable(reinterpret_cast<const char*>(sqlite3_column_text(names, 0)), 60);
    }
    sqlite3_finalize(names);
    return found;
}

// Refuses, before SQLite opens it, a path that is not a regular file or a file that is not
// SQLite at all (its first 16 bytes say so).
Result<void> checkFile(const std::string& path, bool mustExist) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (!std::filesystem::exists(status)) {
        if (mustExist) {
            return Error::at(path, Fault{FaultKind::HistoryMissing});
        }
        return {};
    }
    if (!std::filesystem::is_regular_file(status)) {
        return Error::at(path, Fault{FaultKind::HistoryNotFile});
    }
    if (std::filesystem::file_size(path, error) == 0 && !error) {
        return {};
    }
    std::ifstream file(path, std::ios::binary);
    std::array<char, 16> header{};
    file.read(header.data(), header.size());
    if (!file) {
        return {}; // SQLite says why it cannot read it
    }
    if (std::memcmp(header.data(), "SQLite format 3", 16) != 0) {
        return Error::at(path, Fault{FaultKind::HistoryNotSqlite});
    }
    return {};
}

// Ours: marked with our application_id, or from before the mark (user_version 1.. and our
// tables), or empty. Anything else belongs to someone else and is left untouched.
Result<void> checkOurs(const Identity& found, const std::string& path) {
    const bool marked = found.applicationId == Database::kApplicationId;
    const bool empty = found.applicationId == 0 && found.objects == 0 && found.userVersion == 0;
    const bool unmarked = found.applicationId == 0 && found.ourTables == 4;
    if (!marked && !empty && !unmarked) {
        return Error::at(
            path, Fault{FaultKind::HistoryForeign, {}, found.tables, {}, found.applicationId});
    }
    if (found.userVersion < 0 || (marked && found.userVersion == 0 && found.objects > 0)) {
        return Error::at(path, Fault{FaultKind::HistoryBadVersion, {}, {}, {}, found.userVersion});
    }
    if (found.userVersion > Database::kSchemaVersion) {
        return Error::at(
            path,
            Fault{
                FaultKind::HistoryNewer, {}, {}, {}, found.userVersion, Database::kSchemaVersion});
    }
    return {};
}

} // namespace

std::string Statement::blob(int column) const {
    const auto* bytes = static_cast<const char*>(sqlite3_column_blob(statement_, column));
    return bytes == nullptr
               ? std::string()
               : std::string(bytes,
                             static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)));
}

Result<std::unique_ptr<Database>> Database::openWith(const std::string& path, int flags) {
    const bool readOnly = (flags & SQLITE_OPEN_READONLY) != 0;
    if (auto ok = checkFile(path, readOnly); !ok) {
        return ok.error();
    }
    sqlite3* handle = nullptr;
    const int code = sqlite3_open_v2(path.c_str(), &handle, flags, nullptr);
    if (code != SQLITE_OK) {
        std::string message = handle ? sqlite3_errmsg(handle) : "out of memory";
        const int extended = handle ? sqlite3_extended_errcode(handle) : code;
        sqlite3_close(handle);
        return Error::at(path, diagnose(path, extended, message));
    }
    auto db = std::unique_ptr<Database>(new Database(handle, path));
    // A second process opening the same history waits for the first instead of failing.
    sqlite3_busy_timeout(handle, 10000);
    sqlite3_extended_result_codes(handle, 0);
    auto found = identify(handle, path);
    if (!found) {
        return found.error();
    }
    if (auto ok = checkOurs(*found, path); !ok) {
        return ok.error();
    }
    if (readOnly && found->userVersion == 0) {
        return Error::at(path, Fault{FaultKind::HistoryEmptyFile});
    }
    return db;
}

Result<std::unique_ptr<Database>> Database::open(const std::string& path) {
    auto db = openWith(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (!db) {
        return db;
    }
    if (sqlite3_db_readonly((*db)->db_, "main") == 1) {
        return Error::at(path, diagnose(path, SQLITE_READONLY, "the file is read-only", true));
    }
    // The schema first (in one immediate transaction, so two processes creating the history at
    // once take turns), then the journal mode, which needs the file to be a history already.
    if (auto migrated = (*db)->migrate(); !migrated) {
        return migrated.error();
    }
    for (const char* pragma :
         {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"}) {
        Result<void> ok = (*db)->execute(pragma);
        // Switching to WAL needs the file alone for a moment: wait for another first opener.
        for (int attempt = 0; !ok && attempt < 200 && sqlite3_errcode((*db)->db_) == SQLITE_BUSY;
             ++attempt) {
            sqlite3_sleep(50);
            ok = (*db)->execute(pragma);
        }
        if (!ok) {
            return Error::at(path, diagnose(path, sqlite3_extended_errcode((*db)->db_),
                                            sqliteWords(ok.error())));
        }
    }
    return db;
}

Result<std::unique_ptr<Database>> Database::openReadOnly(const std::string& path) {
    return openWith(path, SQLITE_OPEN_READONLY);
}

Database::~Database() {
    statements_.clear(); // finalize before closing
    sqlite3_close(db_);
}

int Database::schemaVersion() const {
    sqlite3_stmt* statement = nullptr;
    sqlite3_prepare_v2(db_, "PRAGMA user_version", -1, &statement, nullptr);
    const int version =
        sqlite3_step(statement) == SQLITE_ROW ? sqlite3_column_int(statement, 0) : -1;
    sqlite3_finalize(statement);
    return version;
}

bool Database::inTransaction() const {
    return sqlite3_get_autocommit(db_) == 0;
}

Error Database::failure(std::string_view what) const {
    return Error::at(path_, Fault{FaultKind::HistorySql, {}, printable(what, 300)});
}

Result<Statement*> Database::prepare(std::string_view sql) {
    if (const auto found = statements_.find(sql); found != statements_.end()) {
        return found->second.get();
    }
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT,
                           &statement, nullptr) != SQLITE_OK) {
        return failure(sqlite3_errmsg(db_));
    }
    auto& slot = statements_[std::string(sql)];
    slot = std::make_unique<Statement>(statement);
    return slot.get();
}

Result<void> Database::execute(const char* sql) {
    char* message = nullptr;
    const int code = sqlite3_exec(db_, sql, nullptr, nullptr, &message);
    if (code != SQLITE_OK) {
        Fault fault = code == SQLITE_FULL
                          ? Fault{FaultKind::HistoryDiskFull}
                          : Fault{FaultKind::HistorySql,
                                  {},
                                  message ? printable(message, 200) : sqlite3_errstr(code)};
        sqlite3_free(message);
        return Error::at({}, std::move(fault));
    }
    return {};
}

Result<void> Database::migrate() {
    if (schemaVersion() == kSchemaVersion && applicationId() == kApplicationId) {
        return {};
    }
    auto done = transaction([&]() -> Result<void> {
        // Read again inside the immediate transaction: another process may have created the
        // schema while this one waited for the lock.
        auto found = identify(db_, path_);
        if (!found) {
            return found.error();
        }
        if (auto ok = checkOurs(*found, path_); !ok) {
            return ok.error();
        }
        // Steps run in order from the file's version up; each one is final once released.
        for (auto version = found->userVersion; version < kSchemaVersion; ++version) {
            if (auto ok = execute(kSchemaSteps[version]); !ok) {
                return failure("cannot upgrade the history to schema " +
                               std::to_string(version + 1) + ": " + sqliteWords(ok.error()));
            }
        }
        const std::string pragmas = "PRAGMA user_version = " + std::to_string(kSchemaVersion) +
                                    "; PRAGMA application_id = " + std::to_string(kApplicationId);
        return execute(pragmas.c_str());
    });
    if (!done) {
        const int code = sqlite3_extended_errcode(db_);
        if (done.error().message.rfind(path_, 0) == 0) {
            return done;
        }
        return Error::at(path_, diagnose(path_, code, sqliteWords(done.error())));
    }
    return done;
}

std::int64_t Database::applicationId() const {
    auto value = pragmaValue(db_, "PRAGMA application_id", path_);
    return value ? *value : 0;
}

Result<void> Database::checkIntegrity() {
    auto check = prepare("PRAGMA integrity_check");
    if (!check) {
        return check.error();
    }
    auto row = (*check)->reset().step();
    if (!row) {
        return row.error().in(path_);
    }
    const std::string verdict = *row ? (*check)->text(0) : "no answer";
    (*check)->reset();
    if (verdict != "ok") {
        return failure("integrity check failed: " + verdict);
    }
    return {};
}

bool Database::holds(const std::string& file) const {
    return sameFile(file, path_) || sameFile(file, path_ + "-wal") ||
           sameFile(file, path_ + "-shm") || sameFile(file, path_ + "-journal");
}

Result<void> Database::backupTo(const std::string& file) {
    // Never over the history itself, never over a file that is not a Hats history (a backup
    // may replace an earlier backup); written beside and renamed when complete.
    if (holds(file)) {
        return Error{file + ": is this history itself; a backup goes to another file"};
    }
    std::error_code error;
    if (std::filesystem::exists(file, error) && std::filesystem::is_regular_file(file, error) &&
        std::filesystem::file_size(file, error) > 0) {
        if (auto existing = openReadOnly(file); !existing) {
            return existing.error().in(
                file + ": exists and is not a Hats history, so a backup does not replace it");
        }
    }
    auto temporary = AtomicFile::create(file);
    if (!temporary) {
        return temporary.error();
    }
    sqlite3* target = nullptr;
    if (sqlite3_open(temporary->temporaryPath().c_str(), &target) != SQLITE_OK) {
        std::string message = target ? sqlite3_errmsg(target) : "out of memory";
        sqlite3_close(target);
        return Error{file + ": cannot write the backup: " + message};
    }
    sqlite3_backup* backup = sqlite3_backup_init(target, "main", db_, "main");
    if (backup == nullptr) {
        std::string message = sqlite3_errmsg(target);
        sqlite3_close(target);
        return Error{file + ": cannot write the backup: " + message};
    }
    int code = SQLITE_OK;
    do {
        code = sqlite3_backup_step(backup, 256);
        if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
            sqlite3_sleep(20);
        }
    } while (code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED);
    sqlite3_backup_finish(backup);
    const int finished = sqlite3_errcode(target);
    sqlite3_close(target);
    if (code != SQLITE_DONE || finished != SQLITE_OK) {
        return Error::at(
            file + ": the backup did not complete",
            diagnose(file, code != SQLITE_DONE ? code : finished, sqlite3_errstr(code)));
    }
    if (auto ok = temporary->commit(); !ok) {
        return ok;
    }
    return {};
}

} // namespace hats::db
