#include "app/cli/commands.h"

#include "app/text/english.h"
#include "app/text/report_text.h"
#include "db/default_path.h"
#include "db/exporter.h"
#include "db/game_store.h"
#include "db/statistics.h"
#include "engine/atomic_file.h"
#include "engine/document_reader.h"
#include "engine/game_file.h"
#include "engine/player_name.h"
#include "engine/report.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

namespace hats::cli {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxImportBytes = 64 * 1024 * 1024;

Result<db::GameFilter> filterOf(const HistoryOptions& options) {
    db::GameFilter filter;
    filter.from = options.from;
    filter.to = options.to;
    filter.player = options.player;
    filter.playerCount = options.players;
    return filter;
}

std::string fixed(double value) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << value;
    return out.str();
}

int fail(Io io, const std::string& message) {
    // One line whatever a name or a file holds (control characters, bytes that are not UTF-8).
    io.err << "hats history: " << printable(message, 400) << '\n';
    return 2;
}

int list(db::Database& db, const HistoryOptions& options, const db::GameFilter& filter, Io io) {
    auto games = db::GameStore(db).list(filter, options.limit);
    if (!games) {
        return fail(io, english::describe(games.error()));
    }
    if (options.json) {
        json out = json::array();
        for (const auto& game : *games) {
            json players = json::array();
            for (std::size_t i = 0; i < game.players.size(); ++i) {
                players.push_back(
                    {{"name", game.players[i]},
                     {"total", game.totals.size() > i && game.totals[i] ? json(*game.totals[i])
                                                                        : json(nullptr)}});
            }
            out.push_back(
                {{"id", game.uuid},
                 {"when", game.when},
                 {"status", game.status},
                 {"players", players},
                 {"winners", game.winners},
                 {"decidedBy", game.decidedBy.empty() ? json(nullptr) : json(game.decidedBy)}});
        }
        io.out << out.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
        return 0;
    }
    if (games->empty()) {
        io.out << "No games yet in " << db.path() << '\n';
        return 0;
    }
    for (const auto& game : *games) {
        io.out << game.uuid.substr(0, 8) << "  " << game.when.substr(0, 16) << "  ";
        for (std::size_t i = 0; i < game.players.size(); ++i) {
            io.out << (i == 0 ? "" : ", ") << printable(game.players[i], 64);
            if (game.totals.size() > i && game.totals[i]) {
                io.out << " " << *game.totals[i];
            }
        }
        if (game.status != "finished") {
            io.out << "  (" << game.status << ")";
        } else if (!game.winners.empty()) {
            io.out << "  - won by " << printable(game.winners.front(), 64);
            for (std::size_t i = 1; i < game.winners.size(); ++i) {
                io.out << " and " << printable(game.winners[i], 64);
            }
        }
        io.out << '\n';
    }
    return 0;
}

int show(db::Database& db, const HistoryOptions& options, Io io) {
    auto document = db::GameStore(db).load(options.words[0]);
    if (!document) {
        return fail(io, english::describe(document.error()));
    }
    auto report = scoreDocument(*document);
    if (!report) {
        return fail(io, "game " + options.words[0] + ": " + english::describe(report.error()));
    }
    printReport(*report, options.json, io.out);
    return 0;
}

json statsJson(const db::PlayerStats& s) {
    return {{"name", s.name},
            {"games", s.games},
            {"wins", s.wins},
            {"sharedWins", s.sharedWins},
            {"winRate", s.winRate},
            {"winShare", s.winShare()},
            {"averageTotal", s.averageTotal},
            {"bestTotal", s.bestTotal},
            {"worstTotal", s.worstTotal},
            {"averageCollection", s.averageCollection},
            {"averageFavorite", s.averageFavorite},
            {"averageCookie", s.averageCookie},
            {"cookieGames", s.cookieGames},
            {"cookieRate", s.cookieRate},
            {"averageBlackHats", s.averageBlackHats}};
}

int stats(db::Database& db, const HistoryOptions& options, db::GameFilter filter, Io io) {
    db::Statistics statistics(db);
    std::optional<std::string> player;
    if (!options.words.empty()) {
        player = options.words[0];
        filter.player = player;
    }
    auto players = statistics.players(filter);
    if (!players) {
        return fail(io, english::describe(players.error()));
    }
    if (player && players->empty()) {
        return fail(io, "no finished games of " + *player + " in " + db.path());
    }
    json out = {{"players", json::array()}};
    for (const auto& s : *players) {
        out["players"].push_back(statsJson(s));
    }
    if (player) {
        filter.player.reset();
        auto results = statistics.playerResults(*player, filter);
        if (!results) {
            return fail(io, english::describe(results.error()));
        }
        for (const auto& c : results->byPlayerCount) {
            out["byPlayerCount"].push_back({{"players", c.playerCount},
                                            {"games", c.games},
                                            {"wins", c.wins},
                                            {"sharedWins", c.sharedWins},
                                            {"averageTotal", c.averageTotal}});
        }
        for (const auto& point : results->trend) {
            out["trend"].push_back(
                {{"when", point.when}, {"game", point.game}, {"total", point.total}});
        }
        if (options.versus) {
            auto h2h = statistics.headToHead(*player, *options.versus, filter);
            if (!h2h) {
                return fail(io, english::describe(h2h.error()));
            }
            out["headToHead"] = {{"opponent", h2h->second},
                                 {"games", h2h->games},
                                 {"ahead", h2h->firstAhead},
                                 {"behind", h2h->secondAhead},
                                 {"level", h2h->level},
                                 {"average", h2h->firstAverage},
                                 {"opponentAverage", h2h->secondAverage}};
        }
    }
    if (options.json) {
        io.out << out.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
        return 0;
    }
    if (players->empty()) {
        io.out << "No finished games yet.\n";
        return 0;
    }
    // Names are padded by display width, so accents and wide (CJK) letters keep columns.
    int nameWidth = displayWidth("Player");
    for (const auto& s : *players) {
        nameWidth = std::max(nameWidth, displayWidth(printable(s.name)));
    }
    io.out << padRight("Player", nameWidth)
           << "  Games  Wins  Shared  Win%   Avg  Best  Worst  Cookie%  Black\n";
    for (const auto& s : *players) {
        char line[256];
        std::snprintf(line, sizeof line, " %6d %5d %7d %4.0f%% %5.1f %5d %6d %7.0f%% %6.1f\n",
                      s.games, s.wins, s.sharedWins, 100 * s.winShare(), s.averageTotal,
                      s.bestTotal, s.worstTotal, 100 * s.cookieRate, s.averageBlackHats);
        io.out << padRight(printable(s.name), nameWidth) << line;
    }
    if (player) {
        io.out << "\nAverages: hat collection " << fixed((*players)[0].averageCollection)
               << ", favorite hat " << fixed((*players)[0].averageFavorite) << ", cookie "
               << fixed((*players)[0].averageCookie) << '\n';
        for (const auto& c : out.value("byPlayerCount", json::array())) {
            io.out << c["players"] << " players: " << c["games"] << " games, " << c["wins"]
                   << " wins, average " << fixed(c["averageTotal"].get<double>()) << '\n';
        }
        if (out.contains("headToHead")) {
            const json& h = out["headToHead"];
            io.out << "Against " << printable(h["opponent"].get<std::string>(), 64) << ": "
                   << h["games"] << " games, ahead " << h["ahead"] << ", behind " << h["behind"]
                   << ", level " << h["level"] << '\n';
        }
    }
    return 0;
}

int records(db::Database& db, const HistoryOptions& options, const db::GameFilter& filter, Io io) {
    auto found = db::Statistics(db).records(filter);
    if (!found) {
        return fail(io, english::describe(found.error()));
    }
    json out = json::array();
    for (const auto& r : *found) {
        out.push_back({{"record", r.what},
                       {"name", r.name},
                       {"value", r.value},
                       {"when", r.when},
                       {"game", r.game}});
        if (!options.json) {
            io.out << r.what << ": " << printable(r.name, 64) << ", " << r.value << " ("
                   << r.when.substr(0, 10) << ", game " << r.game.substr(0, 8) << ")\n";
        }
    }
    if (options.json) {
        io.out << out.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
    } else if (found->empty()) {
        io.out << "No finished games yet.\n";
    }
    return 0;
}

int exportGames(db::Database& db, const HistoryOptions& options, const db::GameFilter& filter,
                Io io) {
    const std::map<std::string, db::ExportFormat> formats = {
        {"log", db::ExportFormat::Log},
        {"game", db::ExportFormat::Snapshot},
        {"csv", db::ExportFormat::Csv},
        {"bgstats", db::ExportFormat::BgStats}};
    auto text = db::exportGames(db, filter, formats.at(options.format));
    if (!text) {
        return fail(io, english::describe(text.error()));
    }
    if (options.out && *options.out != "-") {
        // Never over the history itself (nor its journal files).
        if (db.holds(*options.out)) {
            return fail(io, *options.out + ": is the history database itself; choose another file");
        }
        auto written = writeOutput(*options.out, *text, db.path());
        return written ? 0 : fail(io, english::describe(written.error()));
    }
    io.out << *text;
    return 0;
}

int importFile(db::Database& db, const HistoryOptions& options, Io io) {
    const std::string path = options.words[0] == "-" ? "standard input" : options.words[0];
    std::ifstream file;
    std::istream* in = options.words[0] == "-" ? (io.in != nullptr ? io.in : &std::cin) : &file;
    if (options.words[0] != "-") {
        if (auto opened = openForReading(path, file); !opened) {
            return fail(io, printable(path) + ": " + english::describe(opened.error()));
        }
    }
    // All or nothing, read as a stream (formats.md, "Limits"): each game is stored as soon as
    // it is read, and a bad game or a limit anywhere in the file rolls the whole import back.
    db::GameStore store(db);
    int added = 0;
    int skipped = 0;
    auto done = db.transaction([&]() -> Result<void> {
        auto read =
            readGameDocuments(*in, [&](GameDocument&& document, std::size_t index) -> Result<void> {
                auto result = store.add(document);
                if (!result) {
                    return result.error().in("game " + std::to_string(index + 1));
                }
                (*result == db::Added::New ? added : skipped) += 1;
                return {};
            });
        if (!read) {
            return read.error().in(path);
        }
        return {};
    });
    if (!done) {
        return fail(io, english::describe(done.error()) + "; nothing was imported");
    }
    io.out << "Imported " << added << (added == 1 ? " game" : " games");
    if (skipped > 0) {
        io.out << "; " << skipped << " already in the history";
    }
    io.out << '\n';
    return 0;
}

int merge(db::Database& db, const HistoryOptions& options, Io io) {
    auto other = db::Database::openReadOnly(options.words[0]);
    if (!other) {
        return fail(io, english::describe(other.error()));
    }
    db::GameStore store(db);
    auto added = store.mergeFrom(**other);
    if (!added) {
        return fail(io, english::describe(added.error()) + "; nothing was merged");
    }
    io.out << "Merged " << added->size() << (added->size() == 1 ? " game" : " games") << " from "
           << options.words[0] << '\n';
    if (!added->empty()) {
        db::GameFilter those;
        those.games = *added;
        list(db, options, those, io);
    }
    return 0;
}

} // namespace

int runHistory(const HistoryOptions& options, Io io) {
    auto filter = filterOf(options);
    if (!filter) {
        return fail(io, english::describe(filter.error()));
    }
    const std::string path = options.db.empty() ? db::defaultDatabasePath() : options.db;
    if (options.command == "merge" && options.words[0] == "-") {
        return fail(io, "merge reads a history database file; standard input cannot be one");
    }
    std::error_code ignored;
    const bool existed = std::filesystem::exists(path, ignored);
    auto db = db::Database::open(path);
    if (!db) {
        return fail(io, english::describe(db.error()));
    }
    for (const std::string& game : options.games) {
        auto uuid = db::GameStore(**db).uuidFor(game);
        if (!uuid) {
            return fail(io, english::describe(uuid.error()));
        }
        filter->games.push_back(*uuid);
    }
    const std::string& command = options.command;
    if (command == "list") {
        return list(**db, options, *filter, io);
    }
    if (command == "show") {
        return show(**db, options, io);
    }
    if (command == "stats") {
        return stats(**db, options, *filter, io);
    }
    if (command == "records") {
        return records(**db, options, *filter, io);
    }
    if (command == "export") {
        return exportGames(**db, options, *filter, io);
    }
    if (command == "import" || command == "merge") {
        const int status =
            command == "import" ? importFile(**db, options, io) : merge(**db, options, io);
        if (status != 0 && !existed) {
            // A refused import into a history that did not exist leaves no empty one behind.
            db->reset();
            for (const char* suffix : {"", "-wal", "-shm"}) {
                std::filesystem::remove(path + suffix, ignored);
            }
        }
        return status;
    }
    if (command == "backup") {
        auto ok = (*db)->backupTo(options.words[0]);
        return ok ? 0 : fail(io, english::describe(ok.error()));
    }
    if (command == "note") {
        auto ok = db::GameStore(**db).setNotes(options.words[0], options.words[1]);
        return ok ? 0 : fail(io, english::describe(ok.error()));
    }
    db::GameStore store(**db);
    auto ok = command == "rename-player" ? store.renamePlayer(options.words[0], options.words[1])
                                         : store.mergePlayers(options.words[0], options.words[1]);
    return ok ? 0 : fail(io, english::describe(ok.error()));
}

} // namespace hats::cli
