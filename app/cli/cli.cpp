// The `hats` command line: one CLI11 parser for every command, so that nothing is opened or
// created before the whole command line is understood.
#include "app/cli/commands.h"
#include "app/text/english.h"

#include "app/photo/vision_module.h"

#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>
#include <ostream>

#ifndef HATS_VERSION
#define HATS_VERSION "unknown"
#endif

namespace hats::cli {

namespace {

constexpr const char* kOverview = R"TXT(hats - the Hats Companion scoring engine on the command line

  hats score FILE [--json]       score a hats-game/1 or hats-log/1 file (the napkin)
  hats history COMMAND [--db F]  the game history (list, show, stats, records, export,
                                 import, merge, backup, note, rename-player, merge-players)
  hats vision COMMAND            read the table from photos (calibrate, read)

Every command has --help. FILE may be "-" for standard input.)TXT";

constexpr const char* kExitStatus =
    R"TXT(Exit status: 0 on success, 2 when the input cannot be used (one line on stderr names
the place and the rule, e.g. "turn 7: ... (R7)"), 1 for a wrong command line.
Rule ids R1-R18: see hats(1).)TXT";

std::string commandName(const CLI::App& app) {
    const CLI::App* parent = app.get_parent();
    return parent == nullptr ? app.get_name() : commandName(*parent) + " " + app.get_name();
}

// CLI11's own wording of a few errors, kept to one line.
std::string oneLine(std::string text) {
    for (char& c : text) {
        c = c == '\n' ? ' ' : c;
    }
    while (!text.empty() && text.back() == ' ') {
        text.pop_back();
    }
    return text;
}

// The deepest subcommand the parser reached, for the help text and the error's prefix.
// Help of one command, its usage line naming the whole command ("hats history list").
std::string helpOf(const CLI::App& app) {
    const CLI::App* parent = app.get_parent();
    return parent == nullptr ? app.help() : app.help(commandName(*parent));
}

const CLI::App* deepest(const CLI::App& app) {
    for (const CLI::App* sub : app.get_subcommands()) {
        return deepest(*sub);
    }
    return &app;
}

void addFilters(CLI::App& sub, HistoryOptions& o) {
    sub.add_option("--from", o.from, "games played on or after DATE (YYYY-MM-DD[THH:MM])")
        ->type_name("DATE");
    sub.add_option("--to", o.to, "games played before DATE")->type_name("DATE");
    sub.add_option("--player", o.player, "games NAME took part in")->type_name("NAME");
    sub.add_option("--players", o.players, "games of 2, 3 or 4 players")
        ->check(CLI::IsMember({2, 3, 4}))
        ->type_name("N");
}

void addDb(CLI::App& sub, HistoryOptions& o) {
    sub.add_option("--db", o.db, "use this history file instead of the default one")
        ->type_name("FILE");
}

CLI::App* historyCommand(CLI::App& history, HistoryOptions& o, const std::string& name,
                         const std::string& about) {
    CLI::App* sub = history.add_subcommand(name, about);
    sub->footer(kExitStatus);
    addDb(*sub, o);
    sub->parse_complete_callback([&o, name] { o.command = name; });
    return sub;
}

// Two named positionals (GAME TEXT, OLD NEW, FROM INTO) read into the command's words.
void addPair(CLI::App& sub, HistoryOptions& o, const std::string& first, const std::string& second,
             const std::string& about) {
    auto pair = std::make_shared<std::pair<std::string, std::string>>();
    sub.add_option(first, pair->first, about)->required();
    sub.add_option(second, pair->second)->required();
    sub.final_callback([&o, pair] { o.words = {pair->first, pair->second}; });
}

void addHistory(CLI::App& app, HistoryOptions& o) {
    CLI::App* history = app.add_subcommand("history", "the game history (SQLite)");
    history->footer(kExitStatus);
    history->require_subcommand(1);
    addDb(*history, o);
    CLI::App* list = historyCommand(*history, o, "list", "games, newest first");
    addFilters(*list, o);
    list->add_option("--limit", o.limit, "at most N games (default 50)")
        ->check(CLI::PositiveNumber)
        ->type_name("N");
    list->add_option("--game", o.games, "exactly these games (id or prefix), repeatable")
        ->type_name("ID")
        ->allow_extra_args(false);
    list->add_flag("--json", o.json, "one JSON array");

    CLI::App* show = historyCommand(*history, o, "show", "one game's napkin");
    show->add_option("GAME", o.words, "the game's id or a unique prefix")->required()->expected(1);
    show->add_flag("--json", o.json, "the hats score --json object");

    CLI::App* stats = historyCommand(*history, o, "stats", "per-player statistics");
    stats->footer(
        std::string("Per-player statistics of finished games; with PLAYER also per table\n"
                    "size, the trend, and --versus OTHER for head-to-head.\n\n") +
        kExitStatus);
    stats->add_option("PLAYER", o.words, "one player's statistics")->expected(0, 1);
    stats->add_option("--versus", o.versus, "head-to-head against OTHER (with PLAYER)")
        ->type_name("OTHER");
    addFilters(*stats, o);
    stats->add_flag("--json", o.json, "one JSON object");

    CLI::App* records = historyCommand(*history, o, "records", "highest total, biggest favorite…");
    addFilters(*records, o);
    records->add_flag("--json", o.json, "one JSON array");

    CLI::App* exporting = historyCommand(*history, o, "export", "games in a file format");
    exporting
        ->add_option("--format", o.format,
                     "log (hats-log/1), game (hats-game/1), csv, or bgstats (BG Stats import)")
        ->check(CLI::IsMember({"log", "game", "csv", "bgstats"}))
        ->type_name("FORMAT");
    exporting
        ->add_option("--out", o.out,
                     "write to FILE (a regular file is replaced at once; pipes and devices are "
                     "written straight) instead of standard output")
        ->type_name("FILE");
    exporting->add_option("--game", o.games, "exactly these games, repeatable")
        ->type_name("ID")
        ->allow_extra_args(false);
    addFilters(*exporting, o);

    CLI::App* import = historyCommand(*history, o, "import", "add games from a file");
    import->footer(
        std::string("Adds hats-game/1 or hats-log/1 games (one or an array). Games already\n"
                    "there (same id) are skipped; one bad game and nothing is imported.\n\n") +
        kExitStatus);
    import->add_option("FILE", o.words, "the file, or - for standard input")
        ->required()
        ->expected(1);
    CLI::App* merge =
        historyCommand(*history, o, "merge", "add the games of another device's history");
    merge->add_option("DBFILE", o.words, "the other history database")->required()->expected(1);
    CLI::App* backup =
        historyCommand(*history, o, "backup", "a consistent copy, even while the app runs");
    backup->add_option("FILE", o.words, "where the copy goes")->required()->expected(1);
    CLI::App* note = historyCommand(*history, o, "note", "keep a note with a game");
    addPair(*note, o, "GAME", "TEXT", "the game's id (or a prefix), then the note");
    CLI::App* rename = historyCommand(*history, o, "rename-player", "give a player another name");
    addPair(*rename, o, "OLD", "NEW", "the name, then the new name");
    CLI::App* mergePlayers =
        historyCommand(*history, o, "merge-players", "FROM's games become INTO's");
    addPair(*mergePlayers, o, "FROM", "INTO", "the name whose games move, then the name they join");
}

Result<void> checkDates(const HistoryOptions& o) {
    for (const auto& [name, value] : {std::pair{"--from", &o.from}, std::pair{"--to", &o.to}}) {
        if (*value && !isCommandLineDate(**value)) {
            return Error{std::string(name) + " " + **value +
                         ": not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])"};
        }
    }
    if (o.from && o.to && *o.from >= *o.to) {
        return Error{"--from " + *o.from + " is not before --to " + *o.to + ": no game fits"};
    }
    if (o.versus && o.words.empty()) {
        return Error{"--versus needs a PLAYER: hats history stats PLAYER --versus OTHER"};
    }
    return {};
}

} // namespace

#ifndef HATS_WITH_DB
int runHistory(const HistoryOptions&, Io io) {
    io.err << "hats history: this build has no history support\n";
    return 1;
}
#endif
int runVision(const std::vector<std::string>& args, Io io) {
#ifdef HATS_WITH_VISION
    // Loaded only now: `hats score` and `hats history` never load OpenCV.
    auto module = photo::visionModule();
    if (!module) {
        io.err << "hats vision: " << english::describe(module.error()) << '\n';
        return 1;
    }
    return (*module)->runCommand(args, io.out, io.err, io.in != nullptr ? *io.in : std::cin);
#else
    (void)args;
    io.err << "hats vision: this build has no photo support\n";
    return 1;
#endif
}

int run(const std::vector<std::string>& args, Io io) {
    CLI::App app(kOverview, "hats");
    app.footer(kExitStatus);
    app.set_version_flag("--version", std::string("hats ") + HATS_VERSION);
    app.require_subcommand(1);

    ScoreOptions score;
    CLI::App* scoring = app.add_subcommand("score", "score a game file and print the napkin");
    scoring->footer(
        std::string(
            "Scores a finished game (hats-game/1) or replays a game log (hats-log/1) and prints\n"
            "the napkin: per player the hat collection, favorite hat, cookie and total, team\n"
            "totals with 4 players, the winner and what decided it, and why the cookie went\n"
            "where it went. A log of a game still in progress shows the live standings.\n\n") +
        kExitStatus);
    scoring->add_option("FILE", score.file, "the game file, or - for standard input")->required();
    scoring->add_flag("--json", score.json, "print one JSON object instead (see hats(1))");

    HistoryOptions history;
    addHistory(app, history);

    CLI::App* vision = app.add_subcommand("vision", "read the table from photos");
    vision->prefix_command(); // the photo-reading module parses its own arguments
    vision->set_help_flag();
    vision->allow_extras();

    if (args.empty()) {
        io.err << app.help();
        return 1;
    }
    // CLI11 wants argv order reversed in a vector.
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        io.out << helpOf(*deepest(app));
        return 0;
    } catch (const CLI::CallForVersion&) {
        io.out << "hats " << HATS_VERSION << '\n';
        return 0;
    } catch (const CLI::RequiredError& error) {
        const CLI::App* where = deepest(app);
        if (args.size() == 1 && where->get_name() == "history") {
            io.err << helpOf(*where); // `hats history` alone: its usage
            return 1;
        }
        io.err << commandName(*where) << ": " << oneLine(error.what()) << "; see "
               << commandName(*where) << " --help\n";
        return 1;
    } catch (const CLI::ParseError& error) {
        const CLI::App* where = deepest(app);
        io.err << commandName(*where) << ": " << oneLine(error.what()) << "; see "
               << commandName(*where) << " --help\n";
        return 1;
    }

    if (vision->parsed()) {
        return runVision(vision->remaining(), io);
    }
    if (scoring->parsed()) {
        return runScore(score, io);
    }
    if (auto checked = checkDates(history); !checked) {
        io.err << "hats history: " << english::describe(checked.error()) << '\n';
        return 2;
    }
    return runHistory(history, io);
}

} // namespace hats::cli
