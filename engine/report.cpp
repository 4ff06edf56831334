#include "engine/report.h"

namespace hats {

namespace {

Result<ScoreReport> scoreSnapshotDocument(const SnapshotDocument& document) {
    auto napkin = scoreSnapshot(document.snapshot);
    if (!napkin) {
        return napkin.error();
    }
    const Snapshot& snapshot = document.snapshot;
    ScoreReport report{snapshot.setup, document.meta, std::nullopt, {}, napkin->cookie};
    report.standings =
        liveStandings(snapshot.setup, napkin->board, snapshot.collections, napkin->cookie.holder);
    report.turnsPlayed = report.totalTurns = snapshot.setup.playerCount() * kTurnsPerPlayer;
    report.board = napkin->board;
    report.collections = snapshot.collections;
    report.napkin = std::move(napkin).value();
    return report;
}

Result<ScoreReport> scoreLogDocument(const LogDocument& log) {
    auto game = replay(log);
    if (!game) {
        return game.error();
    }
    if (!game->isOver()) {
        return reportOf(*game, {}, log.meta);
    }
    auto favorites = logFavorites(log, *game);
    if (!favorites) {
        return favorites.error();
    }
    return reportOf(*game, *favorites, log.meta);
}

} // namespace

Result<ScoreReport> reportOf(const Game& game, const std::vector<Card>& favorites, GameMeta meta) {
    ScoreReport report{game.setup(), std::move(meta), std::nullopt, game.standings(),
                       game.state().cookie};
    report.isLog = true;
    report.cookieHistory = game.cookieHistory();
    report.turnsPlayed = game.turnCount();
    report.totalTurns = game.totalTurns();
    report.board = game.state().board;
    report.collections = game.state().collections;
    if (!favorites.empty()) {
        auto napkin = game.finish(favorites);
        if (!napkin) {
            return napkin.error();
        }
        report.napkin = std::move(napkin).value();
    }
    return report;
}

Result<ScoreReport> scoreDocument(const GameDocument& document) {
    if (const auto* snapshot = std::get_if<SnapshotDocument>(&document)) {
        return scoreSnapshotDocument(*snapshot);
    }
    return scoreLogDocument(std::get<LogDocument>(document));
}

} // namespace hats
