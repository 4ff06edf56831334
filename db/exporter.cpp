#include "db/exporter.h"

#include "engine/report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <ctime>
#include <map>
#include <optional>
#include <string_view>

namespace hats::db {

using nlohmann::json;

namespace {

// A moment as an ISO 8601 text says it: the wall-clock time as written, and the instant when
// the text names its zone (Z or ±HH:MM). Without a zone the time is the player's local time.
struct Moment {
    std::tm wall{};
    std::optional<std::time_t> instant;
};

std::optional<Moment> parseMoment(const std::string& text) {
    Moment moment;
    int year = 0;
    int month = 0;
    int day = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    int used = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d%n", &year, &month, &day, &hour, &minute,
                    &used) < 5) {
        return std::nullopt;
    }
    auto at = static_cast<std::size_t>(used);
    if (at < text.size() && text[at] == ':') {
        int more = 0;
        if (std::sscanf(text.c_str() + at, ":%2d%n", &second, &more) < 1) {
            return std::nullopt;
        }
        at += static_cast<std::size_t>(more);
        while (at < text.size() &&
               (text[at] == '.' || std::isdigit(static_cast<unsigned char>(text[at])) != 0)) {
            ++at; // fractions of a second do not reach the exports
        }
    }
    moment.wall.tm_year = year - 1900;
    moment.wall.tm_mon = month - 1;
    moment.wall.tm_mday = day;
    moment.wall.tm_hour = hour;
    moment.wall.tm_min = minute;
    moment.wall.tm_sec = second;
    std::tm utc = moment.wall;
    const std::time_t asUtc = timegm(&utc);
    if (at == text.size()) {
        return moment; // local time, zone unknown
    }
    if (text[at] == 'Z' && at + 1 == text.size()) {
        moment.instant = asUtc;
        return moment;
    }
    int offsetHours = 0;
    int offsetMinutes = 0;
    if ((text[at] == '+' || text[at] == '-') &&
        std::sscanf(text.c_str() + at + 1, "%2d:%2d", &offsetHours, &offsetMinutes) == 2) {
        const int sign = text[at] == '-' ? -1 : 1;
        moment.instant =
            asUtc - static_cast<std::time_t>(sign * (offsetHours * 3600 + offsetMinutes * 60));
        return moment;
    }
    return std::nullopt;
}

std::string formatTm(const std::tm& time, const char* format) {
    std::array<char, 40> text{};
    std::strftime(text.data(), text.size(), format, &time);
    return text.data();
}

// BG Stats reads playDate as the wall-clock time of the play, with no zone. A time written
// with its offset is the table's own wall clock; a UTC time is shown in this machine's zone.
std::string bgStatsDate(const std::string& when) {
    auto moment = parseMoment(when);
    if (!moment) {
        return when;
    }
    if (!when.ends_with('Z') || !moment->instant) {
        return formatTm(moment->wall, "%Y-%m-%d %H:%M:%S");
    }
    std::tm local{};
    localtime_r(&*moment->instant, &local);
    return formatTm(local, "%Y-%m-%d %H:%M:%S");
}

// CSV dates in one form: UTC with Z. A time without a zone is this machine's local time.
std::string csvDate(const std::string& when) {
    auto moment = parseMoment(when);
    if (!moment) {
        return when;
    }
    std::time_t instant = 0;
    if (moment->instant) {
        instant = *moment->instant;
    } else {
        std::tm local = moment->wall;
        local.tm_isdst = -1;
        instant = std::mktime(&local);
    }
    std::tm utc{};
    gmtime_r(&instant, &utc);
    return formatTm(utc, "%Y-%m-%dT%H:%M:%SZ");
}

std::string csvField(const std::string& text, bool isText) {
    // A text cell that starts like a formula (= + - @, tab, CR) is run by spreadsheets when
    // opened (CSV injection): a leading apostrophe keeps it text, as OWASP advises.
    std::string value = text;
    if (isText && !value.empty() &&
        std::string_view("=+-@\t\r").find(value[0]) != std::string::npos) {
        value.insert(value.begin(), '\'');
    }
    if (value.find_first_of(",\"\n\r") == std::string::npos && value == text) {
        return value;
    }
    std::string quoted = "\"";
    for (char c : value) {
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return quoted + "\"";
}

Result<std::string> csv(Database& db, const GameFilter& filter) {
    auto select = db.prepare(
        "SELECT g.uuid, g.played_on, g.status, g.player_count, s.seat + 1, "
        "p.name, coalesce(s.team, ''), s.collection, s.favorite, s.cookie, s.total, s.black_hats, "
        "s.rank, s.won, s.shared_win, coalesce(g.decided_by, ''), g.notes "
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
                      "total,black_hats,rank,won,shared_win,decided_by,notes\n";
    // Columns written as the players typed them (guarded), the others are ours.
    constexpr std::array<bool, 17> kText = {false, false, false, false, false, true,
                                            true,  false, false, false, false, false,
                                            false, false, false, false, true};
    while (true) {
        auto row = query.step();
        if (!row) {
            return row.error();
        }
        if (!*row) {
            return out;
        }
        for (int column = 0; column < 17; ++column) {
            const std::string text = column == 1 ? csvDate(query.text(column)) : query.text(column);
            out +=
                (column == 0 ? "" : ",") + csvField(text, kText[static_cast<std::size_t>(column)]);
        }
        out += '\n';
    }
}

// What BG Stats wants of a play that the document does not hold.
struct PlayFacts {
    std::string playedAt; // as stored (ISO 8601), or empty
    std::string endedAt;  // when the finished game was saved
    std::string notes;
};

Result<PlayFacts> playFacts(Database& db, const std::string& uuid) {
    auto select = db.prepare(
        "SELECT coalesce(played_at, ''), coalesce(ended_at, ''), notes FROM games WHERE uuid = ?1");
    if (!select) {
        return select.error();
    }
    Statement& query = (*select)->reset().bind(1, uuid);
    auto row = query.step();
    if (!row) {
        return row.error();
    }
    if (!*row) {
        return Error{"game " + uuid + ": not in the history"};
    }
    return PlayFacts{query.text(0), query.text(1), query.text(2)};
}

// Minutes from the start to the saved end of a game tracked at the table; nothing when the
// history does not know (an imported game's end is when it was imported, hence the bound).
std::optional<int> durationMinutes(const PlayFacts& facts) {
    constexpr int kLongestPlausibleGame = 6 * 60;
    const auto start = parseMoment(facts.playedAt);
    const auto end = parseMoment(facts.endedAt);
    if (!start || !end || !start->instant || !end->instant) {
        return std::nullopt;
    }
    const auto minutes = static_cast<int>((*end->instant - *start->instant + 30) / 60);
    if (minutes <= 0 || minutes > kLongestPlausibleGame) {
        return std::nullopt;
    }
    return minutes;
}

// A side's place (R17/R18): the winners are 1st, together when they share the win; any other
// side is behind the winners and behind every side with more points.
int bgStatsRank(const Napkin& napkin, const GameSetup& setup, int seat) {
    const auto& winners = napkin.victory.winners;
    const auto won = [&](int s) {
        return std::find(winners.begin(), winners.end(), s) != winners.end();
    };
    const auto total = [&](int s) {
        return setup.hasTeams() ? napkin.teams[static_cast<std::size_t>(GameSetup::teamOf(s))].total
                                : napkin.players[static_cast<std::size_t>(s)].total;
    };
    if (won(seat)) {
        return 1;
    }
    int ahead = 0;
    const int sides = setup.hasTeams() ? 2 : setup.playerCount();
    for (int side = 0; side < sides; ++side) {
        if (side != (setup.hasTeams() ? GameSetup::teamOf(seat) : seat) &&
            (won(side) || total(side) > total(seat))) {
            ++ahead;
        }
    }
    return ahead + 1;
}

// BG Stats: one game ("Hats"), its players, and one play per finished game.
json bgStatsPlay(const ScoreReport& report, const PlayFacts& facts, const std::string& when,
                 json& players, std::map<std::string, int>& ids) {
    const GameSetup& setup = report.setup;
    const Napkin& napkin = *report.napkin;
    json scores = json::array();
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const std::string& name = setup.name(seat);
        if (!ids.contains(name)) {
            const int id = static_cast<int>(ids.size()) + 1;
            ids[name] = id;
            players.push_back({{"id", id}, {"name", name}, {"isAnonymous", false}});
        }
        const auto& winners = napkin.victory.winners;
        json score = {
            {"playerRefId", ids[name]},
            {"score", std::to_string(napkin.players[static_cast<std::size_t>(seat)].total)},
            {"winner", std::find(winners.begin(), winners.end(), seat) != winners.end()},
            {"rank", bgStatsRank(napkin, setup, seat)},
            {"startPlayer", seat == 0}, // R4: the first seat starts
            {"seatOrder", seat + 1},
            {"newPlayer", false}};
        if (setup.hasTeams()) {
            score["team"] = setup.teamName(GameSetup::teamOf(seat));
        }
        scores.push_back(score);
    }
    json play = {{"uuid", report.meta.id},
                 {"gameRefId", 1},
                 {"playDate", bgStatsDate(facts.playedAt.empty() ? when : facts.playedAt)},
                 {"playerScores", scores},
                 {"usesTeams", setup.hasTeams()},
                 {"ignored", false},
                 {"manualWinner", false},
                 {"rounds", kTurnsPerPlayer},
                 {"locationRefId", 1}};
    if (const auto minutes = durationMinutes(facts)) {
        play["durationMin"] = *minutes;
    }
    if (!facts.notes.empty()) {
        play["comments"] = facts.notes;
    }
    return play;
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
            auto facts = playFacts(db, summary.uuid);
            if (!facts) {
                return facts.error();
            }
            plays.push_back(bgStatsPlay(*report, *facts, summary.when, players, playerIds));
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
        // No BoardGameGeek id: none could be checked against a public source (docs/history.md).
        const bool usesTeams = std::any_of(plays.begin(), plays.end(), [](const json& play) {
            return play["usesTeams"].get<bool>();
        });
        const json bgStats = {{"games", json::array({{{"id", 1},
                                                      {"name", "Hats"},
                                                      {"cooperative", false},
                                                      {"highestWins", true},
                                                      {"noPoints", false},
                                                      {"usesTeams", usesTeams}}})},
                              {"players", players},
                              {"locations", json::array({{{"id", 1}, {"name", "Hats Companion"}}})},
                              {"plays", plays},
                              {"userInfo", {{"meRefId", nullptr}}}};
        return bgStats.dump(2) + "\n";
    }
    return documents.dump(2) + "\n";
}

} // namespace hats::db
