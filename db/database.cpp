#include "db/database.h"

#include <sqlite3.h>

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
    const std::string message = code == SQLITE_FULL ? "the disk is full" : sqlite3_errmsg(db);
    sqlite3_reset(statement_);
    return Error{message};
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

Result<std::unique_ptr<Database>> Database::openWith(const std::string& path, int flags) {
    sqlite3* handle = nullptr;
    const int code = sqlite3_open_v2(path.c_str(), &handle, flags, nullptr);
    if (code != SQLITE_OK) {
        std::string message = handle ? sqlite3_errmsg(handle) : "out of memory";
        sqlite3_close(handle);
        return Error{path + ": cannot open the history: " + message};
    }
    auto db = std::unique_ptr<Database>(new Database(handle, path));
    sqlite3_busy_timeout(handle, 5000);
    sqlite3_extended_result_codes(handle, 0);
    // The first read tells whether this is SQLite at all.
    auto version = db->prepare("PRAGMA user_version");
    if (!version) {
        return version.error();
    }
    auto row = (*version)->reset().step();
    if (!row) {
        return Error{path + ": is not a Hats history database (" + row.error().message + ")"};
    }
    const int found = static_cast<int>((*version)->integer(0));
    (*version)->reset();
    if (found > kSchemaVersion) {
        return Error{path + ": was written by a newer Hats Companion (schema " +
                     std::to_string(found) + "; this version reads up to " +
                     std::to_string(kSchemaVersion) + "); nothing was changed"};
    }
    return db;
}

Result<std::unique_ptr<Database>> Database::open(const std::string& path) {
    auto db = openWith(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (!db) {
        return db;
    }
    for (const char* pragma :
         {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"}) {
        if (auto ok = (*db)->execute(pragma); !ok) {
            return Error{path + ": cannot use the history: " + ok.error().message};
        }
    }
    if (auto migrated = (*db)->migrate(); !migrated) {
        return migrated.error();
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
    return Error{path_ + ": " + std::string(what)};
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
        std::string text = code == SQLITE_FULL ? "the disk is full"
                           : message           ? message
                                               : sqlite3_errstr(code);
        sqlite3_free(message);
        return Error{text};
    }
    return {};
}

Result<void> Database::migrate() {
    const int from = schemaVersion();
    if (from == kSchemaVersion) {
        return {};
    }
    return transaction([&]() -> Result<void> {
        // Steps run in order from the file's version up; each one is final once released.
        for (int version = from; version < kSchemaVersion; ++version) {
            if (auto ok = execute(kSchemaSteps[version]); !ok) {
                return failure("cannot upgrade the history to schema " +
                               std::to_string(version + 1) + ": " + ok.error().message);
            }
        }
        const std::string pragma = "PRAGMA user_version = " + std::to_string(kSchemaVersion);
        return execute(pragma.c_str());
    });
}

Result<void> Database::checkIntegrity() {
    auto check = prepare("PRAGMA integrity_check");
    if (!check) {
        return check.error();
    }
    auto row = (*check)->reset().step();
    if (!row) {
        return failure(row.error().message);
    }
    const std::string verdict = *row ? (*check)->text(0) : "no answer";
    (*check)->reset();
    if (verdict != "ok") {
        return failure("integrity check failed: " + verdict);
    }
    return {};
}

Result<void> Database::backupTo(const std::string& file) {
    sqlite3* target = nullptr;
    if (sqlite3_open(file.c_str(), &target) != SQLITE_OK) {
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
        return Error{file + ": the backup did not complete: " + sqlite3_errstr(code)};
    }
    return {};
}

} // namespace hats::db
