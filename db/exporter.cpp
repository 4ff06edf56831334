#include "db/exporter.h"

#include "engine/report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace hats::db {

using nlohmann::json;

namespace {

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) {
        return text;
    }
    std::string quoted = "\"";
    for (char c : text) {
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return quoted + "\"";
}

Result<std::string> csv(Database& db, const GameFilter& filter) {
    auto select = db.prepare(
        "SELECT g.uuid, g.played_on, g.status, g.player_count, s.seat + 1, "
        "p.name, coalesce(s.team, ''), s.collection, s.favorite, s.cookie, s.total, s.black_hats, "
        "s.rank, s.won, s.shared_win, coalesce(g.decided_by, '') "
        "FROM seats s JOIN games g ON g.id = s.game_id JOIN players p ON p.id = s.player_id "
        "WHERE (?1 IS NULL OR g.played_on >= ?1) "
        "AND (?2 IS NULL OR g.played_on < ?2) "
        "AND (?3 IS NULL OR g.player_count = ?3) "
        "AND (?4 IS NULL OR EXISTS (SELECT 1 FROM seats t JOIN players q ON q.id = t.player_id "
        "WHERE t.game_id = g.id AND q.name = ?4)) "
        "AND (?5 IS NULL OR g.uuid IN (SELECT value FROM json_each(?5))) "
        "ORDER BY g.played_on, g.id, s.seat");
    if (!select) {
        return select.error();
    }
    Statement& query = **select;
    query.reset();
    bindFilter(query, filter, 5);
    std::string out = "game,played_at,status,players,seat,name,team,collection,favorite,cookie,"
                      "total,black_hats,rank,won,shared_win,decided_by\n";
    while (true) {
        auto row = query.step();
        if (!row) {
            return row.error();
        }
        if (!*row) {
            return out;
        }
        for (int column = 0; column < 16; ++column) {
            out += (column == 0 ? "" : ",") + csvField(query.text(column));
        }
        out += '\n';
    }
}

// BG Stats: one game ("Hats"), its players, and one play per finished game.
json bgStatsPlay(const ScoreReport& report, const std::string& when, json& players,
                 std::map<std::string, int>& ids) {
    const GameSetup& setup = report.setup;
    json scores = json::array();
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const std::string& name = setup.name(seat);
        if (!ids.contains(name)) {
            const int id = static_cast<int>(ids.size()) + 1;
            ids[name] = id;
            players.push_back({{"id", id}, {"name", name}, {"isAnonymous", false}});
        }
        const auto& winners = report.napkin->victory.winners;
        json score = {
            {"playerRefId", ids[name]},
            {"score", std::to_string(report.napkin->players[static_cast<std::size_t>(seat)].total)},
            {"winner", std::find(winners.begin(), winners.end(), seat) != winners.end()},
            {"startPlayer", seat == 0},
            {"seatOrder", seat + 1},
            {"newPlayer", false}};
        if (setup.hasTeams()) {
            score["team"] = setup.teamName(GameSetup::teamOf(seat));
        }
        scores.push_back(score);
    }
    std::string date = when.substr(0, 19);
    std::replace(date.begin(), date.end(), 'T', ' ');
    return {{"uuid", report.meta.id},
            {"gameRefId", 1},
            {"playDate", date},
            {"playerScores", scores},
            {"usesTeams", setup.hasTeams()},
            {"ignored", false},
            {"manualWinner", false},
            {"rounds", kTurnsPerPlayer},
            {"locationRefId", 1}};
}

} // namespace

Result<std::string> exportGames(Database& db, const GameFilter& filter, ExportFormat format) {
    if (format == ExportFormat::Csv) {
        return csv(db, filter);
    }
    GameStore store(db);
    auto games = store.list(filter, -1);
    if (!games) {
        return games.error();
    }
    std::reverse(games->begin(), games->end()); // oldest first
    json documents = json::array();
    json players = json::array();
    json plays = json::array();
    std::map<std::string, int> playerIds;
    for (const GameSummary& summary : *games) {
        auto document = store.load(summary.uuid);
        if (!document) {
            return document.error().in("game " + summary.uuid);
        }
        if (format == ExportFormat::Log) {
            documents.push_back(toJson(*document));
            continue;
        }
        if (summary.status != "finished") {
            continue; // a snapshot or a BG Stats play needs the end of the game
        }
        auto report = scoreDocument(*document);
        if (!report || !report->napkin) {
            return report ? Error{"game " + summary.uuid + ": not finished"}
                          : report.error().in("game " + summary.uuid);
        }
        if (format == ExportFormat::BgStats) {
            plays.push_back(bgStatsPlay(*report, summary.when, players, playerIds));
            continue;
        }
        if (const auto* log = std::get_if<LogDocument>(&*document)) {
            auto game = replay(*log);
            auto favorites =
                game ? logFavorites(*log, *game) : Result<std::vector<Card>>(game.error());
            if (!favorites) {
                return favorites.error();
            }
            documents.push_back(toJson(snapshotOf(*game, *favorites, log->meta)));
        } else {
            documents.push_back(toJson(*document));
        }
    }
    if (format == ExportFormat::BgStats) {
        const json bgStats = {{"games", json::array({{{"id", 1},
                                                      {"name", "Hats"},
                                                      {"cooperative", false},
                                                      {"highestWins", true},
                                                      {"noPoints", false},
                                                      {"usesTeams", false}}})},
                              {"players", players},
                              {"locations", json::array({{{"id", 1}, {"name", "Hats Companion"}}})},
                              {"plays", plays},
                              {"userInfo", {{"meRefId", nullptr}}}};
        return bgStats.dump(2) + "\n";
    }
    return documents.dump(2) + "\n";
}

} // namespace hats::db
