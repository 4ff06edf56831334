#pragma once

#include "engine/card.h"
#include "engine/game.h"
#include "engine/result.h"
#include "engine/setup.h"
#include "engine/snapshot.h"
#include "engine/turn.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hats {

inline constexpr std::string_view kSnapshotFormat = "hats-game/1";
inline constexpr std::string_view kLogFormat = "hats-log/1";

/** What both documents may carry besides the game (formats.md). */
struct GameMeta {
    std::string id;       // UUID; derived from the content when the file has none
    std::string playedAt; // ISO 8601 date-time, or empty
};

/** hats-game/1: a finished game's final state. */
struct SnapshotDocument {
    Snapshot snapshot;
    GameMeta meta;
};

/** hats-log/1: a whole game turn by turn; favorites by seat (all empty while in progress). */
struct LogDocument {
    GameSetup setup;
    std::vector<Card> board; // the initial board, slot 1 first
    std::vector<Turn> turns;
    std::vector<std::optional<Card>> favorites;
    GameMeta meta;
};

using GameDocument = std::variant<SnapshotDocument, LogDocument>;

/**
 * Reads one hats-game/1 or hats-log/1 document. Errors name the place and the rule:
 * "players[1].collection[2].value: 7 is not a hat value 1-6 (R1)". A log is only parsed
 * here; replay() checks its turns.
 */
Result<GameDocument> parseGameDocument(std::string_view text);
/** The same for a document already parsed as JSON (one element of an array, say). */
Result<GameDocument> parseGameJson(const nlohmann::json& document);
/** One document or a JSON array of them (what `hats history import` reads). */
Result<std::vector<GameDocument>> parseGameDocuments(std::string_view text);

/** Replays a log, checking every turn; errors start with "turn N: " (formats.md). */
Result<Game> replay(const LogDocument& log);
/** The favorites of a finished log, or why they are missing or wrong (R9, R1). */
Result<std::vector<Card>> logFavorites(const LogDocument& log, const Game& game);

/** The log of a tracked game; favorites by seat, empty while in progress. */
LogDocument logOf(const Game& game, std::vector<std::optional<Card>> favorites, GameMeta meta);
/** The final state of a finished tracked game, as a hats-game/1 document. */
SnapshotDocument snapshotOf(const Game& game, const std::vector<Card>& favorites, GameMeta meta);

/** {"type": "red", "value": 4} */
nlohmann::json toJson(Card card);
nlohmann::json toJson(const SnapshotDocument& document);
nlohmann::json toJson(const LogDocument& document);
nlohmann::json toJson(const GameDocument& document);

/** A stable UUID-shaped id computed from a document's content (ignoring "id"). */
std::string contentId(const nlohmann::json& document);

} // namespace hats
