#pragma once

#include "db/database.h"
#include "db/move_codec.h"

#include "engine/game.h"
#include "engine/game_file.h"
#include "engine/result.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace hats::db {

/** Which games a list or a statistic covers; every field optional. */
struct GameFilter {
    std::optional<std::string> from; // ISO date or date-time, inclusive
    std::optional<std::string> to;   // ISO date or date-time, exclusive
    std::optional<int> playerCount;
    std::optional<std::string> player; // games this player took part in
    std::vector<std::string> games;    // only these game ids (all when empty)
};

/** The game-id part of a filter, bound as one JSON array (json_each), or NULL for all. */
inline std::optional<std::string> gameIds(const GameFilter& filter) {
    if (filter.games.empty()) {
        return std::nullopt;
    }
    return nlohmann::json(filter.games).dump();
}

/**
 * Binds a filter the way every history query numbers it: ?1 from, ?2 to, ?3 table size,
 * ?4 player, and the game ids at `idsIndex`.
 */
void bindFilter(Statement& query, const GameFilter& filter, int idsIndex);

/** One line of the history list. */
struct GameSummary {
    std::string uuid;
    std::string when; // played_at, or when it was saved
    std::string status;
    int playerCount = 0;
    std::vector<std::string> players; // seat order
    std::vector<std::optional<int>> totals;
    std::vector<std::string> winners;
    std::string decidedBy;
    std::string kind; // "log" (tracked turn by turn) or "snapshot" (scored from the end)
};

/** What `add` did with a document. */
enum class Added { New, AlreadyThere };

/**
 * The games of a history: every game is written with its document, its seats (and napkin
 * when finished) and its turns, in one transaction. Scores come from the engine.
 */
class GameStore {
public:
    explicit GameStore(Database& db) : db_(db) {}

    /**
     * Adds a game read from a file (import). A document whose uuid is already stored adds
     * nothing. A finished game must score; a log in progress is stored as in progress.
     */
    Result<Added> add(const GameDocument& document);

    /**
     * Stores a tracked game as the app's engine has checked it, without replaying or scoring
     * it again: in progress (favorites chosen so far, by seat, may be partial), or finished
     * when its napkin is given. Replaces what was saved before under meta.id.
     */
    Result<void> save(const Game& game, const GameMeta& meta,
                      const std::vector<std::optional<Card>>& favorites,
                      const Napkin* napkin = nullptr);
    /** Stores a game scored from its final state (a snapshot game) with its napkin. */
    Result<void> saveSnapshot(const SnapshotDocument& document, const Napkin& napkin);
    /** Saves a tracked game after any turn, undo or redo (replacing what was saved before). */
    Result<void> saveProgress(const Game& game, const GameMeta& meta);
    /** Saves a tracked game that has ended, with its favorites and the engine's napkin. */
    Result<void> saveFinished(const Game& game, const std::vector<Card>& favorites,
                              const GameMeta& meta);
    /** Marks a game in progress as abandoned: it stays, but is no longer resumed. */
    Result<void> abandon(const std::string& uuid);
    /** Removes a game and everything stored with it (a snapshot the user did not keep). */
    Result<void> remove(const std::string& uuid);
    /** Every game in progress, newest first (History offers each one to resume). */
    Result<std::vector<GameSummary>> inProgress();
    /** One stored game in progress by id, to resume it. */
    Result<LogDocument> loadLog(const std::string& uuid);
    /** Replaces a game's notes ("played at Cleo's, new sleeves"). */
    Result<void> setNotes(const std::string& uuidOrPrefix, const std::string& notes);
    /** The newest game in progress, to resume after a restart. */
    Result<std::optional<LogDocument>> resumable();

    /** The stored document of a game, by uuid or a unique uuid prefix. */
    Result<GameDocument> load(const std::string& uuidOrPrefix);
    /** Newest first. */
    Result<std::vector<GameSummary>> list(const GameFilter& filter, int limit, int offset = 0);
    Result<int> count();

    Result<void> renamePlayer(const std::string& from, const std::string& name);
    /** Every game of `from` becomes a game of `into`; `from` disappears. */
    Result<void> mergePlayers(const std::string& from, const std::string& into);

    /** Adds every game of another history that this one lacks (by uuid); their ids. */
    Result<std::vector<std::string>> mergeFrom(Database& other);
    /** The full id of a game given by its id or a unique prefix of it. */
    Result<std::string> uuidFor(const std::string& uuidOrPrefix);

private:
    /**
     * Writes one game in one transaction. A log is kept as its moves (db/move_codec.h);
     * `keepText` also keeps its JSON text, for an imported file the moves do not say whole.
     */
    Result<void> write(const GameDocument& document, const std::string& status,
                       const Napkin* napkin, bool keepText);
    /** A document coming from outside (import, merge): checked, scored, then written. */
    Result<void> writeChecked(const GameDocument& document, const std::string& status);
    Result<std::int64_t> playerId(const std::string& name);

    Database& db_;
};

} // namespace hats::db
