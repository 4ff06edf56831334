#include "app/cli/commands.h"

#include "app/text/english.h"
#include "app/text/report_text.h"
#include "db/default_path.h"
#include "db/exporter.h"
#include "db/game_store.h"
#include "db/statistics.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iomanip>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

namespace hats::cli {

namespace {

using nlohmann::json;

constexpr const char* kHistoryHelp = R"HELP(Usage: hats history COMMAND [options] [--db FILE]

  list [--player NAME] [--limit N] [--json]   games, newest first
  show GAME [--json]                          one game's napkin (GAME: its id or a prefix)
  stats [PLAYER] [--json]                     per-player statistics (finished games only);
                                              with PLAYER also per table size, trend, and
                                              --versus OTHER for head-to-head
  records [--json]                            highest total, biggest favorite, …
  export [--format log|game|csv|bgstats] [--out FILE] [--game ID …]
  import FILE                                 hats-game/1 or hats-log/1, one or an array;
                                              games already there (same id) are skipped
  merge DBFILE                                add the games of another device's history
  backup FILE                                 a consistent copy, even while the app runs
  note GAME TEXT                              keep a note with a game
  rename-player OLD NEW
  merge-players FROM INTO                     FROM's games become INTO's

Filters for list, stats, records and export: --from DATE --to DATE --players N --player NAME
(export and list also --game ID, as often as needed: exactly those games)
--db FILE uses that history instead of the default one ()HELP";

struct Options {
    std::vector<std::string> words; // positional arguments after the command
    std::map<std::string, std::string> values;
    std::vector<std::string> games; // --game, repeatable
    bool json = false;
};

Result<Options> parse(const std::vector<std::string>& args) {
    static const std::vector<std::string> withValue = {"--db",     "--player", "--limit",
                                                       "--from",   "--to",     "--players",
                                                       "--format", "--out",    "--versus"};
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--json") {
            options.json = true;
        } else if (arg == "--game") {
            if (i + 1 >= args.size()) {
                return Error{"--game needs a game id"};
            }
            options.games.push_back(args[++i]);
        } else if (std::find(withValue.begin(), withValue.end(), arg) != withValue.end()) {
            if (i + 1 >= args.size()) {
                return Error{arg + " needs a value"};
            }
            options.values[arg] = args[++i];
        } else if (arg.starts_with("--")) {
            return Error{"unknown option " + arg};
        } else {
            options.words.push_back(arg);
        }
    }
    return options;
}

Result<db::GameFilter> filterOf(const Options& options) {
    db::GameFilter filter;
    if (auto it = options.values.find("--from"); it != options.values.end()) {
        filter.from = it->second;
    }
    if (auto it = options.values.find("--to"); it != options.values.end()) {
        filter.to = it->second;
    }
    if (auto it = options.values.find("--player"); it != options.values.end()) {
        filter.player = it->second;
    }
    if (auto it = options.values.find("--players"); it != options.values.end()) {
        if (it->second != "2" && it->second != "3" && it->second != "4") {
            return Error{"--players takes 2, 3 or 4"};
        }
        filter.playerCount = std::stoi(it->second);
    }
    return filter;
}

std::string fixed(double value) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << value;
    return out.str();
}

int fail(Io io, const std::string& message) {
    io.err << "hats history: " << message << '\n';
    return 2;
}

int list(db::Database& db, const Options& options, const db::GameFilter& filter, Io io) {
    int limit = 50;
    if (auto it = options.values.find("--limit"); it != options.values.end()) {
        limit = std::atoi(it->second.c_str());
        if (limit <= 0) {
            return fail(io, "--limit takes a positive number");
        }
    }
    auto games = db::GameStore(db).list(filter, limit);
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
        io.out << out.dump(2) << '\n';
        return 0;
    }
    if (games->empty()) {
        io.out << "No games yet in " << db.path() << '\n';
        return 0;
    }
    for (const auto& game : *games) {
        io.out << game.uuid.substr(0, 8) << "  " << game.when.substr(0, 16) << "  ";
        for (std::size_t i = 0; i < game.players.size(); ++i) {
            io.out << (i == 0 ? "" : ", ") << game.players[i];
            if (game.totals.size() > i && game.totals[i]) {
                io.out << " " << *game.totals[i];
            }
        }
        if (game.status != "finished") {
            io.out << "  (" << game.status << ")";
        } else if (!game.winners.empty()) {
            io.out << "  - won by " << game.winners.front();
            for (std::size_t i = 1; i < game.winners.size(); ++i) {
                io.out << " and " << game.winners[i];
            }
        }
        io.out << '\n';
    }
    return 0;
}

int show(db::Database& db, const Options& options, Io io) {
    if (options.words.size() != 1) {
        return fail(io, "show takes one game id (see hats history list)");
    }
    auto document = db::GameStore(db).load(options.words[0]);
    if (!document) {
        return fail(io, english::describe(document.error()));
    }
    auto report = scoreDocument(*document);
    if (!report) {
        return fail(io, "game " + options.words[0] + ": " + english::describe(report.error()));
    }
    if (options.json) {
        io.out << toJson(*report).dump(2) << '\n';
    } else {
        io.out << formatReport(*report);
    }
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

int stats(db::Database& db, const Options& options, db::GameFilter filter, Io io) {
    if (options.words.size() > 1) {
        return fail(io, "stats takes at most one player name");
    }
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
        auto counts = statistics.byPlayerCount(*player, filter);
        auto trend = statistics.trend(*player, filter);
        if (!counts || !trend) {
            return fail(io, !counts ? english::describe(counts.error())
                                    : english::describe(trend.error()));
        }
        for (const auto& c : *counts) {
            out["byPlayerCount"].push_back({{"players", c.playerCount},
                                            {"games", c.games},
                                            {"wins", c.wins},
                                            {"sharedWins", c.sharedWins},
                                            {"averageTotal", c.averageTotal}});
        }
        for (const auto& point : *trend) {
            out["trend"].push_back(
                {{"when", point.when}, {"game", point.game}, {"total", point.total}});
        }
        if (auto versus = options.values.find("--versus"); versus != options.values.end()) {
            auto h2h = statistics.headToHead(*player, versus->second, filter);
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
        io.out << out.dump(2) << '\n';
        return 0;
    }
    if (players->empty()) {
        io.out << "No finished games yet.\n";
        return 0;
    }
    io.out << "Player           Games  Wins  Shared  Win%   Avg  Best  Worst  Cookie%  Black\n";
    for (const auto& s : *players) {
        char line[256];
        std::snprintf(line, sizeof line, "%-16s %5d %5d %7d %4.0f%% %5.1f %5d %6d %7.0f%% %6.1f\n",
                      s.name.c_str(), s.games, s.wins, s.sharedWins, 100 * s.winShare(),
                      s.averageTotal, s.bestTotal, s.worstTotal, 100 * s.cookieRate,
                      s.averageBlackHats);
        io.out << line;
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
            io.out << "Against " << h["opponent"].get<std::string>() << ": " << h["games"]
                   << " games, ahead " << h["ahead"] << ", behind " << h["behind"] << ", level "
                   << h["level"] << '\n';
        }
    }
    return 0;
}

int records(db::Database& db, const Options& options, const db::GameFilter& filter, Io io) {
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
            io.out << r.what << ": " << r.name << ", " << r.value << " (" << r.when.substr(0, 10)
                   << ", game " << r.game.substr(0, 8) << ")\n";
        }
    }
    if (options.json) {
        io.out << out.dump(2) << '\n';
    } else if (found->empty()) {
        io.out << "No finished games yet.\n";
    }
    return 0;
}

int exportGames(db::Database& db, const Options& options, const db::GameFilter& filter, Io io) {
    const std::map<std::string, db::ExportFormat> formats = {
        {"log", db::ExportFormat::Log},
        {"game", db::ExportFormat::Snapshot},
        {"csv", db::ExportFormat::Csv},
        {"bgstats", db::ExportFormat::BgStats}};
    const std::string name =
        options.values.contains("--format") ? options.values.at("--format") : "log";
    const auto format = formats.find(name);
    if (format == formats.end()) {
        return fail(io, "--format takes log, game, csv or bgstats");
    }
    auto text = db::exportGames(db, filter, format->second);
    if (!text) {
        return fail(io, english::describe(text.error()));
    }
    if (auto out = options.values.find("--out"); out != options.values.end()) {
        const std::string temporary = out->second + ".part";
        {
            std::ofstream file(temporary, std::ios::binary);
            file << *text;
            if (!file.flush()) {
                std::remove(temporary.c_str());
                return fail(io, out->second + ": cannot write the export");
            }
        }
        if (std::rename(temporary.c_str(), out->second.c_str()) != 0) {
            std::remove(temporary.c_str());
            return fail(io, out->second + ": cannot write the export");
        }
        return 0;
    }
    io.out << *text;
    return 0;
}

int importFile(db::Database& db, const Options& options, Io io) {
    if (options.words.size() != 1) {
        return fail(io, "import takes one file");
    }
    const std::string& path = options.words[0];
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return fail(io, path + ": cannot open");
    }
    std::stringstream text;
    text << file.rdbuf();
    auto documents = parseGameDocuments(text.str());
    if (!documents) {
        return fail(io,
                    path + ": " + english::describe(documents.error()) + "; nothing was imported");
    }
    // All or nothing: a bad game in the file leaves the history as it was.
    db::GameStore store(db);
    int added = 0;
    int skipped = 0;
    auto done = db.transaction([&]() -> Result<void> {
        for (std::size_t i = 0; i < documents->size(); ++i) {
            auto result = store.add((*documents)[i]);
            if (!result) {
                return result.error().in(path + ": game " + std::to_string(i + 1));
            }
            (*result == db::Added::New ? added : skipped) += 1;
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

int merge(db::Database& db, const Options& options, Io io) {
    if (options.words.size() != 1) {
        return fail(io, "merge takes one history file");
    }
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

int runHistory(const std::vector<std::string>& args, Io io) {
    if (args.empty() || args.front() == "--help" || args.front() == "-h") {
        (args.empty() ? io.err : io.out) << kHistoryHelp << db::defaultDatabasePath() << ")\n";
        return args.empty() ? 1 : 0;
    }
    const std::string command = args.front();
    auto options = parse({args.begin() + 1, args.end()});
    if (!options) {
        io.err << "hats history: " << english::describe(options.error()) << '\n';
        return 1;
    }
    auto filter = filterOf(*options);
    if (!filter) {
        io.err << "hats history: " << english::describe(filter.error()) << '\n';
        return 1;
    }
    const std::string path =
        options->values.contains("--db") ? options->values.at("--db") : db::defaultDatabasePath();
    auto db = db::Database::open(path);
    if (!db) {
        return fail(io, english::describe(db.error()));
    }
    for (const std::string& game : options->games) {
        auto uuid = db::GameStore(**db).uuidFor(game);
        if (!uuid) {
            return fail(io, english::describe(uuid.error()));
        }
        filter->games.push_back(*uuid);
    }
    if (command == "list") {
        return list(**db, *options, *filter, io);
    }
    if (command == "show") {
        return show(**db, *options, io);
    }
    if (command == "stats") {
        return stats(**db, *options, *filter, io);
    }
    if (command == "records") {
        return records(**db, *options, *filter, io);
    }
    if (command == "export") {
        return exportGames(**db, *options, *filter, io);
    }
    if (command == "import") {
        return importFile(**db, *options, io);
    }
    if (command == "merge") {
        return merge(**db, *options, io);
    }
    if (command == "backup") {
        if (options->words.size() != 1) {
            return fail(io, "backup takes one file");
        }
        auto ok = (*db)->backupTo(options->words[0]);
        return ok ? 0 : fail(io, english::describe(ok.error()));
    }
    if (command == "note") {
        if (options->words.size() != 2) {
            return fail(io, "note takes a game id and the text");
        }
        auto ok = db::GameStore(**db).setNotes(options->words[0], options->words[1]);
        return ok ? 0 : fail(io, english::describe(ok.error()));
    }
    if (command == "rename-player" || command == "merge-players") {
        if (options->words.size() != 2) {
            return fail(io, command + " takes two names");
        }
        db::GameStore store(**db);
        auto ok = command == "rename-player"
                      ? store.renamePlayer(options->words[0], options->words[1])
                      : store.mergePlayers(options->words[0], options->words[1]);
        return ok ? 0 : fail(io, english::describe(ok.error()));
    }
    io.err << "hats history: unknown command \"" << command << "\"\n" << kHistoryHelp << ")\n";
    return 1;
}

} // namespace hats::cli
