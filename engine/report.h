#pragma once

#include "engine/board.h"
#include "engine/collection.h"
#include "engine/cookie.h"
#include "engine/game_file.h"
#include "engine/result.h"
#include "engine/scoring.h"
#include "engine/setup.h"

#include <optional>
#include <string>
#include <vector>

namespace hats {

/** What `hats score` reports: the napkin of a finished game, or live standings of one in progress.
 */
struct ScoreReport {
    GameSetup setup;
    GameMeta meta;
    std::optional<Napkin> napkin; // a finished game
    Standings standings;          // public standings now (in progress) or at the end
    CookieDecision cookie;        // the cookie now, or at the end
    bool isLog = false;
    std::vector<std::optional<int>> cookieHistory; // logs: the holder after each turn
    int turnsPlayed = 0;
    int totalTurns = 0;
    // The table the standings or the napkin were scored from: for the app's breakdowns.
    std::optional<Board> board;
    std::vector<Collection> collections; // by seat
};

/**
 * The report of a game the app followed turn by turn: no replay, the game was checked as it
 * was played. With favorites (by seat) of a finished game, its napkin; refused as finish().
 */
Result<ScoreReport> reportOf(const Game& game, const std::vector<Card>& favorites = {},
                             GameMeta meta = {});

/** Scores a document: checks it completely first, so an error leaves nothing half done. */
Result<ScoreReport> scoreDocument(const GameDocument& document);

} // namespace hats
