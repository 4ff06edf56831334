#pragma once

#include "db/database.h"
#include "db/game_store.h"

#include <string>

namespace hats::db {

/** The file formats a selection of games can be exported to. */
enum class ExportFormat {
    Log,      // hats-log/1 for tracked games (snapshot games stay hats-game/1): a JSON array
    Snapshot, // hats-game/1 for every finished game: a JSON array
    Csv,      // one row per player per game, for spreadsheets
    BgStats,  // a BG Stats play import file (.bgsplay)
};

/** Writes the games the filter selects, oldest first, as text in the chosen format. */
Result<std::string> exportGames(Database& db, const GameFilter& filter, ExportFormat format);

} // namespace hats::db
