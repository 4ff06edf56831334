#pragma once

#include "engine/result.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace hats::db {

/** A prepared statement, owned by its Database, reset and re-bound for every use. */
class Statement {
public:
    explicit Statement(sqlite3_stmt* statement) : statement_(statement) {}
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement();

    /** Starts a new use: resets the statement and clears its bindings. */
    Statement& reset();
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, const std::string& text) {
        return bind(index, std::string_view(text));
    }
    Statement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
    Statement& bindNull(int index);
    Statement& bind(int index, const std::optional<std::string>& text);
    /** Binds bytes as a BLOB (compact encodings), not as text. */
    Statement& bindBlob(int index, std::string_view bytes);

    /** One step: true while there is a row, false when done; errors as values. */
    Result<bool> step();
    /** Steps to the end, for statements that return no rows. */
    Result<void> run();

    std::int64_t integer(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    /** A BLOB (or text) column's bytes. */
    std::string blob(int column) const;
    bool isNull(int column) const;

private:
    sqlite3_stmt* statement_;
};

/** Steps through every row of a bound statement, turning each into a T. */
template <typename T, typename Read> Result<std::vector<T>> collect(Statement& query, Read read) {
    std::vector<T> result;
    while (true) {
        auto row = query.step();
        if (!row) {
            return row.error();
        }
        if (!*row) {
            return result;
        }
        result.push_back(read(query));
    }
}

/**
 * The one owner of a connection to a history file: opens or creates it, brings its schema
 * up to date (PRAGMA user_version, numbered steps), and hands out cached prepared
 * statements. Foreign keys on, WAL journal, a busy timeout for a second process.
 */
class Database {
public:
    /** The schema version this build writes and reads. */
    static constexpr int kSchemaVersion = 2;
    /** PRAGMA application_id of a history file: "Hats" in ASCII. Other files are not ours. */
    static constexpr std::int32_t kApplicationId = 0x48617473;

    /**
     * Opens (or creates) the history at path. Refuses, and changes nothing in, a file that is
     * not a regular file, not SQLite, another application's SQLite file (application_id), or
     * from a newer or unknown schema; says apart a read-only file system and a full disk.
     * Two processes creating the same history at once take turns.
     */
    static Result<std::unique_ptr<Database>> open(const std::string& path);
    /** Opens an existing file without writing to it (for merging another device's history). */
    static Result<std::unique_ptr<Database>> openReadOnly(const std::string& path);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    const std::string& path() const { return path_; }
    int schemaVersion() const;
    std::int64_t applicationId() const;

    /** The statement for this SQL, prepared on first use. */
    Result<Statement*> prepare(std::string_view sql);
    /** Runs SQL without parameters (schema, pragmas). */
    Result<void> execute(const char* sql);

    /**
     * Runs body in one transaction: all of it is written, or none of it. Inside another
     * transaction it becomes a savepoint, so the outer one still decides.
     */
    template <typename Body> Result<void> transaction(Body&& body) {
        const bool nested = inTransaction();
        if (auto begun = execute(nested ? "SAVEPOINT inner" : "BEGIN IMMEDIATE"); !begun) {
            return begun;
        }
        Result<void> done = body();
        if (done) {
            done = execute(nested ? "RELEASE inner" : "COMMIT");
        }
        if (!done) {
            (void)execute(nested ? "ROLLBACK TO inner; RELEASE inner" : "ROLLBACK");
        }
        return done;
    }
    bool inTransaction() const;

    /** PRAGMA integrity_check: ok, or what is wrong. */
    Result<void> checkIntegrity();
    /** True when file is this history or one of its journal files (never write over them). */
    bool holds(const std::string& file) const;
    /**
     * A consistent copy of the whole history, even while others write (online backup), written
     * beside the target and renamed when complete; never over this history or a file that is
     * not a Hats history.
     */
    Result<void> backupTo(const std::string& file);

    /** An error naming this file and what SQLite said, in words for people. */
    Error failure(std::string_view what) const;
    sqlite3* handle() { return db_; }

private:
    Database(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
    static Result<std::unique_ptr<Database>> openWith(const std::string& path, int flags);
    Result<void> migrate();

    sqlite3* db_;
    std::string path_;
    std::map<std::string, std::unique_ptr<Statement>, std::less<>> statements_;
};

} // namespace hats::db
