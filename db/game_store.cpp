#include "db/game_store.h"

#include "engine/player_name.h"
#include "engine/report.h"

#include <nlohmann/json.hpp>

using nlohmann::json;
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <ctime>

namespace hats::db {

namespace {

std::string now() {
    const std::time_t seconds =
        std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[32]; // NOLINT(modernize-avoid-c-arrays): strftime writes into it
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

std::string removedTypes(const GameSetup& setup) {
    std::string text;
    for (HatType type : setup.removedTypes()) {
        text += (text.empty() ? "" : " ") + std::string(typeId(type));
    }
    return text;
}

const GameSetup& setupOf(const GameDocument& document) {
    if (const auto* snapshot = std::get_if<SnapshotDocument>(&document)) {
        return snapshot->snapshot.setup;
    }
    return std::get<LogDocument>(document).setup;
}

const GameMeta& metaOf(const GameDocument& document) {
    if (const auto* snapshot = std::get_if<SnapshotDocument>(&document)) {
        return snapshot->meta;
    }
    return std::get<LogDocument>(document).meta;
}

// The place of each side by total (R17): 1 + the number of sides strictly ahead.
int rankOf(const Napkin& napkin, const GameSetup& setup, int seat) {
    const auto side = [&](int s) {
        return setup.hasTeams() ? napkin.teams[static_cast<std::size_t>(GameSetup::teamOf(s))].total
                                : napkin.players[static_cast<std::size_t>(s)].total;
    };
    int ahead = 0;
    if (setup.hasTeams()) {
        ahead = napkin.teams[0].total > side(seat) || napkin.teams[1].total > side(seat) ? 1 : 0;
    } else {
        for (int other = 0; other < setup.playerCount(); ++other) {
            ahead += side(other) > side(seat) ? 1 : 0;
        }
    }
    return ahead + 1;
}

std::vector<std::string> splitUnit(const std::string& text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\x1f', start);
        parts.push_back(text.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    return parts;
}

// A stored log rebuilt from its players, removed types, team names and moves.
Result<LogDocument> logFromMoves(std::vector<std::string> names, const std::string& removed,
                                 std::vector<std::string> teamNames, std::string_view bytes,
                                 GameMeta meta) {
    auto moves = decodeMoves(bytes);
    if (!moves) {
        return moves.error();
    }
    // The rows are read back as carefully as a file: a damaged name is refused, not used.
    for (auto* list : {&names, &teamNames}) {
        for (std::string& name : *list) {
            auto normal = normalName(name);
            if (!normal) {
                return normal.error().in("the name " + printable(name));
            }
            name = std::move(normal).value();
        }
    }
    if (!isUtf8(meta.id) || !isUtf8(meta.playedAt)) {
        return Error{"its id or date is not text"};
    }
    std::vector<HatType> types;
    std::size_t start = 0;
    while (start < removed.size()) {
        const std::size_t end = std::min(removed.find(' ', start), removed.size());
        if (auto type = typeFromId(removed.substr(start, end - start))) {
            types.push_back(*type);
        }
        start = end + 1;
    }
    auto setup = GameSetup::make(std::move(names), types, std::move(teamNames));
    if (!setup) {
        return setup.error();
    }
    return LogDocument{std::move(*setup), std::move(moves->board), std::move(moves->turns),
                       std::move(moves->favorites), std::move(meta)};
}

} // namespace

void bindFilter(Statement& query, const GameFilter& filter, int idsIndex) {
    query.bind(1, filter.from).bind(2, filter.to).bind(4, filter.player);
    if (filter.playerCount) {
        query.bind(3, *filter.playerCount);
    }
    if (idsIndex > 0) {
        query.bind(idsIndex, gameIds(filter));
    }
}

Result<std::int64_t> GameStore::playerId(const std::string& name) {
    auto insert =
        db_.prepare("INSERT INTO players (name) VALUES (?1) ON CONFLICT (name) DO NOTHING");
    auto select = db_.prepare("SELECT id FROM players WHERE name = ?1");
    if (!insert || !select) {
        return insert ? select.error() : insert.error();
    }
    if (auto ok = (*insert)->reset().bind(1, name).run(); !ok) {
        return ok.error();
    }
    auto row = (*select)->reset().bind(1, name).step();
    if (!row || !*row) {
        return row ? Error{"player " + name + " was not saved"} : row.error();
    }
    const std::int64_t id = (*select)->integer(0);
    (*select)->reset();
    return id;
}

Result<void> GameStore::write(const GameDocument& document, const std::string& status,
                              const Napkin* napkin, bool keepText) {
    const GameSetup& setup = setupOf(document);
    const auto* log = std::get_if<LogDocument>(&document);
    GameMeta meta = metaOf(document);
    std::optional<std::string> text;
    std::optional<std::string> moves;
    if (log) {
        moves = encodeMoves({log->board, log->turns, log->favorites});
    }
    if (!log || keepText || meta.id.empty()) {
        try {
            const json full = toJson(document);
            if (meta.id.empty()) {
                meta.id = contentId(full); // formats.md: a stable id from the content
            }
            if (!log || keepText) {
                text = full.dump();
            }
        } catch (const json::exception& error) { // text that is not UTF-8, say
            return Error{"the game cannot be written as a document: " + std::string(error.what())};
        }
    }

    auto upsert = db_.prepare(
        "INSERT INTO games (uuid, kind, status, played_at, ended_at, saved_at, played_on, "
        "player_count, removed_types, decided_by, moves) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
        "coalesce(?4, ?6), ?7, ?8, ?9, ?10) ON CONFLICT (uuid) DO UPDATE SET kind = ?2, "
        "status = ?3, played_at = ?4, ended_at = ?5, saved_at = ?6, played_on = coalesce(?4, ?6), "
        "player_count = ?7, removed_types = ?8, decided_by = ?9, moves = ?10 "
        "RETURNING id, played_on");
    auto saveText = db_.prepare("INSERT INTO documents (game_id, text) VALUES (?1, ?2) "
                                "ON CONFLICT (game_id) DO UPDATE SET text = ?2");
    auto dropText = db_.prepare("DELETE FROM documents WHERE game_id = ?1");
    auto clearSeats = db_.prepare("DELETE FROM seats WHERE game_id = ?1");
    auto seat = db_.prepare(
        "INSERT INTO seats (game_id, seat, player_id, team, collection, favorite, cookie, total, "
        "black_hats, rank, won, shared_win, status, played_on, player_count) VALUES (?1, ?2, ?3, "
        "?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)");
    for (const auto* prepared : {&upsert, &saveText, &dropText, &clearSeats, &seat}) {
        if (!*prepared) {
            return prepared->error();
        }
    }

    const std::string saved = now();
    return db_.transaction([&]() -> Result<void> {
        Statement& game = **upsert;
        game.reset()
            .bind(1, meta.id)
            .bind(2, log ? "log" : "snapshot")
            .bind(3, status)
            .bind(4, meta.playedAt.empty() ? std::optional<std::string>() : meta.playedAt)
            .bind(5, status == "finished" ? std::optional<std::string>(saved) : std::nullopt)
            .bind(6, saved)
            .bind(7, setup.playerCount())
            .bind(8, removedTypes(setup))
            .bind(9, napkin ? std::optional<std::string>(
                                  std::string(decidedByName(napkin->victory.decidedBy)))
                            : std::nullopt);
        if (moves) {
            game.bindBlob(10, *moves);
        }
        auto row = game.step();
        if (!row || !*row) {
            return row ? Error{"the game was not saved"} : row.error();
        }
        const std::int64_t id = game.integer(0);
        const std::string playedOn = game.text(1);
        game.reset();
        if (auto ok = text ? (*saveText)->reset().bind(1, id).bind(2, *text).run()
                           : (*dropText)->reset().bind(1, id).run();
            !ok) {
            return ok;
        }
        if (auto ok = (*clearSeats)->reset().bind(1, id).run(); !ok) {
            return ok;
        }
        for (int s = 0; s < setup.playerCount(); ++s) {
            auto player = playerId(setup.name(s));
            if (!player) {
                return player.error();
            }
            Statement& row = **seat;
            row.reset().bind(1, id).bind(2, s).bind(3, *player);
            row.bind(13, status).bind(14, playedOn).bind(15, setup.playerCount());
            if (setup.hasTeams()) {
                row.bind(4, setup.teamName(GameSetup::teamOf(s)));
            }
            row.bind(11, 0).bind(12, 0);
            if (napkin) {
                const PlayerScore& score = napkin->players[static_cast<std::size_t>(s)];
                const auto& winners = napkin->victory.winners;
                const bool won = std::find(winners.begin(), winners.end(), s) != winners.end();
                const bool shared = napkin->victory.decidedBy == DecidedBy::Shared;
                row.bind(5, score.collection.total)
                    .bind(6, score.favorite.total)
                    .bind(7, score.cookie)
                    .bind(8, score.total)
                    .bind(9, score.blackHats)
                    .bind(10, rankOf(*napkin, setup, s))
                    .bind(11, won && !shared ? 1 : 0)
                    .bind(12, won && shared ? 1 : 0);
            }
            if (auto ok = row.run(); !ok) {
                return ok;
            }
        }
        return {};
    });
}

Result<void> GameStore::writeChecked(const GameDocument& document, const std::string& status) {
    // A finished game from outside is scored by the engine before it is stored; one in
    // progress only needs legal turns (its favorites may still be unknown).
    std::optional<ScoreReport> report;
    if (status == "finished") {
        auto scored = scoreDocument(document);
        if (!scored) {
            return scored.error();
        }
        if (!scored->napkin) {
            return Error{"the game is not over: it cannot be stored as finished (R9)"};
        }
        report = std::move(scored).value();
    } else if (const auto* log = std::get_if<LogDocument>(&document)) {
        if (auto replayed = replay(*log); !replayed) {
            return replayed.error();
        }
    }
    // The moves alone say a log whole when it reads back as the same document; otherwise
    // (other team names, say) its text is kept too.
    bool keepText = false;
    if (const auto* log = std::get_if<LogDocument>(&document)) {
        auto back =
            logFromMoves(log->setup.players(), removedTypes(log->setup),
                         log->setup.hasTeams() ? std::vector<std::string>{log->setup.teamName(0),
                                                                          log->setup.teamName(1)}
                                               : std::vector<std::string>{},
                         encodeMoves({log->board, log->turns, log->favorites}), log->meta);
        keepText = !back || toJson(*back) != toJson(*log);
    }
    return write(document, status, report ? &*report->napkin : nullptr, keepText);
}

Result<Added> GameStore::add(const GameDocument& document) {
    auto exists = db_.prepare("SELECT 1 FROM games WHERE uuid = ?1");
    if (!exists) {
        return exists.error();
    }
    const std::string& given = metaOf(document).id;
    auto row =
        (*exists)->reset().bind(1, given.empty() ? contentId(toJson(document)) : given).step();
    (*exists)->reset();
    if (!row) {
        return row.error();
    }
    if (*row) {
        return Added::AlreadyThere;
    }
    // A log whose favorites are not all known yet is a game still to finish (R9).
    bool finished = true;
    if (const auto* log = std::get_if<LogDocument>(&document)) {
        auto game = replay(*log);
        if (!game) {
            return game.error();
        }
        const bool allFavorites = std::all_of(log->favorites.begin(), log->favorites.end(),
                                              [](const auto& card) { return card.has_value(); });
        finished = game->isOver() && allFavorites;
    }
    if (auto ok = writeChecked(document, finished ? "finished" : "in-progress"); !ok) {
        return ok.error();
    }
    return Added::New;
}

Result<void> GameStore::save(const Game& game, const GameMeta& meta,
                             const std::vector<std::optional<Card>>& favorites,
                             const Napkin* napkin) {
    return write(logOf(game, favorites, meta), napkin ? "finished" : "in-progress", napkin, false);
}

Result<void> GameStore::saveSnapshot(const SnapshotDocument& document, const Napkin& napkin) {
    return write(document, "finished", &napkin, true);
}

Result<void> GameStore::saveProgress(const Game& game, const GameMeta& meta) {
    return save(game, meta, {}, nullptr);
}

Result<void> GameStore::saveFinished(const Game& game, const std::vector<Card>& favorites,
                                     const GameMeta& meta) {
    auto napkin = game.finish(favorites);
    if (!napkin) {
        return napkin.error();
    }
    return save(game, meta, {favorites.begin(), favorites.end()}, &*napkin);
}

Result<void> GameStore::abandon(const std::string& uuid) {
    auto game = db_.prepare(
        "UPDATE games SET status = 'abandoned' WHERE uuid = ?1 AND status = 'in-progress'");
    auto seats = db_.prepare("UPDATE seats SET status = 'abandoned' WHERE game_id = "
                             "(SELECT id FROM games WHERE uuid = ?1) AND status = 'in-progress'");
    if (!game || !seats) {
        return !game ? game.error() : seats.error();
    }
    return db_.transaction([&]() -> Result<void> {
        if (auto ok = (*game)->reset().bind(1, uuid).run(); !ok) {
            return ok;
        }
        return (*seats)->reset().bind(1, uuid).run();
    });
}

Result<void> GameStore::setNotes(const std::string& uuidOrPrefix, const std::string& notes) {
    auto uuid = uuidFor(uuidOrPrefix);
    if (!uuid) {
        return uuid.error();
    }
    auto update = db_.prepare("UPDATE games SET notes = ?2 WHERE uuid = ?1");
    if (!update) {
        return update.error();
    }
    return (*update)->reset().bind(1, *uuid).bind(2, notes).run();
}

Result<std::optional<LogDocument>> GameStore::resumable() {
    auto newest = inProgress();
    if (!newest) {
        return newest.error();
    }
    for (const GameSummary& game : *newest) {
        if (game.kind == "log") {
            auto log = loadLog(game.uuid);
            if (!log) {
                return log.error();
            }
            return std::optional<LogDocument>(std::move(log).value());
        }
    }
    return std::optional<LogDocument>();
}

Result<LogDocument> GameStore::loadLog(const std::string& uuid) {
    auto document = load(uuid);
    if (!document) {
        return document.error();
    }
    if (!std::holds_alternative<LogDocument>(*document)) {
        return Error::at(db_.path(), Fault{FaultKind::HistoryNotTracked, {}, uuid});
    }
    return std::get<LogDocument>(std::move(document).value());
}

Result<std::vector<GameSummary>> GameStore::inProgress() {
    auto select = db_.prepare("SELECT uuid FROM games WHERE status = 'in-progress' "
                              "ORDER BY saved_at DESC, id DESC");
    if (!select) {
        return select.error();
    }
    Statement& query = **select;
    query.reset();
    auto ids = collect<std::string>(query, [](Statement& q) { return q.text(0); });
    if (!ids) {
        return ids.error();
    }
    if (ids->empty()) {
        return std::vector<GameSummary>();
    }
    GameFilter only;
    only.games = *ids;
    auto games = list(only, static_cast<int>(ids->size()));
    if (!games) {
        return games;
    }
    // Newest saved first, as the ids came.
    std::vector<GameSummary> ordered;
    for (const std::string& id : *ids) {
        for (GameSummary& game : *games) {
            if (game.uuid == id) {
                ordered.push_back(std::move(game));
            }
        }
    }
    return ordered;
}

Result<void> GameStore::remove(const std::string& uuid) {
    auto drop = db_.prepare("DELETE FROM games WHERE uuid = ?1");
    if (!drop) {
        return drop.error();
    }
    return db_.transaction([&]() { return (*drop)->reset().bind(1, uuid).run(); });
}

Result<std::string> GameStore::uuidFor(const std::string& uuidOrPrefix) {
    auto select = db_.prepare("SELECT uuid FROM games WHERE uuid = ?1 OR uuid LIKE ?2 ESCAPE '\\' "
                              "ORDER BY uuid = ?1 DESC LIMIT 2");
    if (!select) {
        return select.error();
    }
    std::string pattern;
    for (char c : uuidOrPrefix) {
        if (c == '%' || c == '_' || c == '\\') {
            pattern += '\\';
        }
        pattern += c;
    }
    Statement& query = **select;
    query.reset().bind(1, uuidOrPrefix).bind(2, pattern + "%");
    auto matches = collect<std::string>(query, [](Statement& q) { return q.text(0); });
    if (!matches) {
        return matches.error();
    }
    const std::vector<std::string>& found = *matches;
    if (found.empty()) {
        return Error{"no game " + uuidOrPrefix + " in " + db_.path()};
    }
    if (found.size() > 1 && found[0] != uuidOrPrefix) {
        return Error{"more than one game starts with " + uuidOrPrefix + "; give more of its id"};
    }
    return found[0];
}

Result<GameDocument> GameStore::load(const std::string& uuidOrPrefix) {
    auto uuid = uuidFor(uuidOrPrefix);
    if (!uuid) {
        return uuid.error();
    }
    auto select = db_.prepare(
        "SELECT d.text, g.moves, coalesce(g.played_at, ''), g.removed_types, "
        "(SELECT group_concat(name, char(31)) FROM (SELECT p.name FROM seats s JOIN players p ON "
        "p.id = s.player_id WHERE s.game_id = g.id ORDER BY s.seat)), "
        "(SELECT group_concat(team, char(31)) FROM (SELECT team FROM seats s "
        "WHERE s.game_id = g.id AND s.seat < 2 AND team IS NOT NULL ORDER BY s.seat)) "
        "FROM games g LEFT JOIN documents d ON d.game_id = g.id WHERE g.uuid = ?1");
    if (!select) {
        return select.error();
    }
    Statement& query = **select;
    auto row = query.reset().bind(1, *uuid).step();
    if (!row || !*row) {
        return row ? Error::at({}, Fault{FaultKind::HistoryNoGame, {}, *uuid}) : row.error();
    }
    const bool hasText = !query.isNull(0);
    const std::string text = hasText ? query.text(0) : std::string();
    const std::string moves = query.blob(1);
    GameMeta meta{*uuid, query.text(2)};
    const std::string removed = query.text(3);
    std::vector<std::string> names = splitUnit(query.text(4));
    std::vector<std::string> teams = splitUnit(query.text(5));
    query.reset();
    if (hasText) {
        return parseGameDocument(text);
    }
    auto log = logFromMoves(std::move(names), removed, std::move(teams), moves, std::move(meta));
    if (!log) {
        return log.error().in(db_.path() + ": game " + *uuid + " cannot be read back");
    }
    return GameDocument(std::move(log).value());
}

Result<std::vector<GameSummary>> GameStore::list(const GameFilter& filter, int limit, int offset) {
    auto select = db_.prepare(
        "SELECT g.uuid, g.played_on, g.status, g.player_count, "
        "coalesce(g.decided_by, ''), g.kind, "
        "(SELECT group_concat(name, char(31)) FROM (SELECT p.name FROM seats s JOIN players p ON "
        "p.id = s.player_id WHERE s.game_id = g.id ORDER BY s.seat)), "
        "(SELECT group_concat(coalesce(total, ''), char(31)) FROM (SELECT total FROM seats s "
        "WHERE s.game_id = g.id ORDER BY s.seat)), "
        "(SELECT group_concat(name, char(31)) FROM (SELECT p.name FROM seats s JOIN players p ON "
        "p.id = s.player_id WHERE s.game_id = g.id AND (s.won OR s.shared_win) ORDER BY s.seat)) "
        "FROM games g WHERE (?1 IS NULL OR g.played_on >= ?1) "
        "AND (?2 IS NULL OR g.played_on < ?2) "
        "AND (?3 IS NULL OR g.player_count = ?3) "
        "AND (?4 IS NULL OR EXISTS (SELECT 1 FROM seats s JOIN players p ON p.id = s.player_id "
        "WHERE s.game_id = g.id AND p.name = ?4)) "
        "AND (?7 IS NULL OR g.uuid IN (SELECT value FROM json_each(?7))) "
        "ORDER BY g.played_on DESC, g.id DESC LIMIT ?5 OFFSET ?6");
    if (!select) {
        return select.error();
    }
    Statement& query = **select;
    query.reset().bind(5, limit).bind(6, offset);
    bindFilter(query, filter, 7);
    const auto split = splitUnit;
    return collect<GameSummary>(query, [&](Statement& q) {
        GameSummary game;
        game.uuid = q.text(0);
        game.when = q.text(1);
        game.status = q.text(2);
        game.playerCount = static_cast<int>(q.integer(3));
        game.decidedBy = q.text(4);
        game.kind = q.text(5);
        game.players = split(q.text(6));
        for (const std::string& total : split(q.text(7))) {
            game.totals.push_back(total.empty() ? std::nullopt
                                                : std::optional<int>(std::stoi(total)));
        }
        game.winners = split(q.text(8));
        return game;
    });
}

Result<int> GameStore::count() {
    auto select = db_.prepare("SELECT count(*) FROM games");
    if (!select) {
        return select.error();
    }
    auto row = (*select)->reset().step();
    if (!row) {
        return row.error();
    }
    const int games = static_cast<int>((*select)->integer(0));
    (*select)->reset();
    return games;
}

Result<void> GameStore::renamePlayer(const std::string& from, const std::string& name) {
    // The same rules as a name in a game file (formats.md, "Limits"), kept in NFC.
    auto normal = normalName(name);
    if (!normal) {
        return normal.error().in("rename-player: the new name");
    }
    const std::string& to = *normal;
    auto update = db_.prepare("UPDATE players SET name = ?2 WHERE name = ?1");
    if (!update) {
        return update.error();
    }
    if (auto ok = (*update)->reset().bind(1, from).bind(2, to).run(); !ok) {
        const Error& why = ok.error(); // SQLite's words: the new name is taken
        return Error{"cannot rename " + from + " to " + to + ": " +
                     (why.fault ? why.fault->text : why.message) +
                     " (to join two players, merge them)"};
    }
    if (sqlite3_changes(db_.handle()) == 0) {
        return Error{"no player called " + from};
    }
    return {};
}

Result<void> GameStore::mergePlayers(const std::string& from, const std::string& into) {
    auto ids = db_.prepare("SELECT (SELECT id FROM players WHERE name = ?1), "
                           "(SELECT id FROM players WHERE name = ?2), "
                           "(SELECT count(*) FROM seats a JOIN seats b ON a.game_id = b.game_id "
                           "JOIN players pa ON pa.id = a.player_id JOIN players pb ON "
                           "pb.id = b.player_id WHERE pa.name = ?1 AND pb.name = ?2)");
    auto move = db_.prepare("UPDATE seats SET player_id = ?2 WHERE player_id = ?1");
    // Moving seats changes both players' running totals: count `into` again from its seats.
    auto recount =
        db_.prepare("INSERT OR REPLACE INTO player_totals SELECT player_id, count(*), sum(won), "
                    "sum(shared_win), sum(total), sum(collection), sum(favorite), sum(cookie), "
                    "sum(cookie > 0), sum(black_hats) FROM seats WHERE status = 'finished' AND "
                    "player_id = ?1 GROUP BY player_id");
    auto forget = db_.prepare("DELETE FROM player_totals WHERE player_id = ?1");
    // ... and every head-to-head that involves either of them, from their seats.
    auto unpair = db_.prepare("DELETE FROM pair_totals WHERE player_id IN (?1, ?2) OR "
                              "opponent_id IN (?1, ?2)");
    auto repair = db_.prepare(
        "INSERT INTO pair_totals SELECT s.player_id, o.player_id, count(*), "
        "sum(s.total > o.total), sum(s.total < o.total), sum(s.total = o.total), sum(s.total), "
        "sum(o.total) FROM seats s JOIN seats o ON o.game_id = s.game_id AND o.seat <> s.seat "
        "WHERE s.status = 'finished' AND o.status = 'finished' AND (s.player_id = ?1 OR "
        "o.player_id = ?1) GROUP BY s.player_id, o.player_id");
    auto drop = db_.prepare("DELETE FROM players WHERE id = ?1");
    for (const auto* prepared : {&ids, &move, &recount, &forget, &unpair, &repair, &drop}) {
        if (!*prepared) {
            return prepared->error();
        }
    }
    auto row = (*ids)->reset().bind(1, from).bind(2, into).step();
    if (!row || !*row) {
        return row ? Error{"players not found"} : row.error();
    }
    const bool fromExists = !(*ids)->isNull(0);
    const bool intoExists = !(*ids)->isNull(1);
    const std::int64_t fromId = (*ids)->integer(0);
    const std::int64_t intoId = (*ids)->integer(1);
    const std::int64_t together = (*ids)->integer(2);
    (*ids)->reset();
    if (!fromExists || !intoExists) {
        return Error{"no player called " + (fromExists ? into : from)};
    }
    if (fromId == intoId) {
        return {};
    }
    if (together > 0) {
        return Error{from + " and " + into + " sat at the same table in " +
                     std::to_string(together) + " game(s): they are two people"};
    }
    return db_.transaction([&]() -> Result<void> {
        if (auto ok = (*move)->reset().bind(1, fromId).bind(2, intoId).run(); !ok) {
            return ok;
        }
        if (auto ok = (*recount)->reset().bind(1, intoId).run(); !ok) {
            return ok;
        }
        if (auto ok = (*forget)->reset().bind(1, fromId).run(); !ok) {
            return ok;
        }
        if (auto ok = (*unpair)->reset().bind(1, fromId).bind(2, intoId).run(); !ok) {
            return ok;
        }
        if (auto ok = (*repair)->reset().bind(1, intoId).run(); !ok) {
            return ok;
        }
        return (*drop)->reset().bind(1, fromId).run();
    });
}

Result<std::vector<std::string>> GameStore::mergeFrom(Database& other) {
    // A history of schema 1 keeps every game as a document; later ones keep logs as moves.
    const bool onlyDocuments = other.schemaVersion() < 2;
    auto select =
        other.prepare(onlyDocuments ? "SELECT g.uuid, g.status, d.text FROM games g JOIN "
                                      "documents d ON d.game_id = g.id ORDER BY g.id"
                                    : "SELECT g.uuid, g.status, NULL FROM games g ORDER BY g.id");
    if (!select) {
        return select.error();
    }
    auto exists = db_.prepare("SELECT 1 FROM games WHERE uuid = ?1");
    if (!exists) {
        return exists.error();
    }
    struct Row {
        std::string uuid;
        std::string status;
        std::string text;
    };
    Statement& query = **select;
    query.reset();
    auto rows = collect<Row>(query, [](Statement& q) {
        return Row{q.text(0), q.text(1), q.text(2)};
    });
    if (!rows) {
        return rows.error().in(other.path());
    }
    // Read everything first, so a bad game in the other file changes nothing here.
    std::vector<std::pair<GameDocument, std::string>> incoming;
    GameStore theirs(other);
    for (const Row& row : *rows) {
        auto known = (*exists)->reset().bind(1, row.uuid).step();
        (*exists)->reset();
        if (!known) {
            return known.error();
        }
        if (*known) {
            continue;
        }
        auto document = onlyDocuments ? parseGameDocument(row.text) : theirs.load(row.uuid);
        if (!document) {
            return document.error().in(other.path() + ": game " + row.uuid);
        }
        // The document says which game it is; a row id that disagrees is a damaged file, and
        // trusting either one alone could replace a game already here.
        const std::string id =
            std::visit([](const auto& doc) { return doc.meta.id; }, document.value());
        if (id != row.uuid) {
            return Error{other.path() + ": game " + row.uuid + ": its document says it is game " +
                         id + "; the file is damaged"};
        }
        incoming.emplace_back(std::move(document).value(), row.status);
    }
    auto merged = db_.transaction([&]() -> Result<void> {
        for (const auto& [document, status] : incoming) {
            if (auto ok = writeChecked(document, status); !ok) {
                return ok;
            }
        }
        return {};
    });
    if (!merged) {
        return merged.error();
    }
    std::vector<std::string> added;
    added.reserve(incoming.size());
    for (const auto& [document, status] : incoming) {
        added.push_back(std::visit([](const auto& doc) { return doc.meta.id; }, document));
    }
    return added;
}

} // namespace hats::db
