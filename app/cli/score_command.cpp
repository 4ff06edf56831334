#include "app/cli/commands.h"

#include "app/text/english.h"
#include "app/text/report_text.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace hats::cli {

namespace {

constexpr const char* kScoreHelp = R"(Usage: hats score FILE [--json]

Scores a finished game (hats-game/1) or replays a game log (hats-log/1) and prints the
napkin: per player the hat collection, favorite hat, cookie and total, team totals with
4 players, the winner and what decided it, and why the cookie went where it went.
A log of a game still in progress shows the live standings instead.

  --json   print one JSON object instead (see formats.md)

Exit status: 0 when scored, 2 when the file cannot be scored (one line on stderr).
)";

constexpr std::streamsize kMaxFileBytes = 16 * 1024 * 1024;

} // namespace

int runScore(const std::vector<std::string>& args, Io io) {
    std::string path;
    bool json = false;
    for (const std::string& arg : args) {
        if (arg == "--help" || arg == "-h") {
            io.out << kScoreHelp;
            return 0;
        }
        if (arg == "--json") {
            json = true;
        } else if (arg.starts_with("--")) {
            io.err << "hats score: unknown option " << arg << "\n" << kScoreHelp;
            return 1;
        } else if (path.empty()) {
            path = arg;
        } else {
            io.err << "hats score: one file at a time\n";
            return 1;
        }
    }
    if (path.empty()) {
        io.err << kScoreHelp;
        return 1;
    }

    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        io.err << path << ": is a folder, not a game file\n";
        return 2;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        io.err << path << ": cannot open: " << std::strerror(errno) << '\n';
        return 2;
    }
    std::ostringstream text;
    text << file.rdbuf();
    if (file.bad() || text.str().size() > static_cast<std::size_t>(kMaxFileBytes)) {
        io.err << path << ": cannot read it as a game file (unreadable or larger than 16 MiB)\n";
        return 2;
    }

    auto document = parseGameDocument(text.str());
    if (!document) {
        io.err << path << ": " << english::describe(document.error()) << '\n';
        return 2;
    }
    auto report = scoreDocument(*document);
    if (!report) {
        io.err << path << ": " << english::describe(report.error()) << '\n';
        return 2;
    }
    if (json) {
        io.out << toJson(*report).dump(2) << '\n';
    } else {
        io.out << formatReport(*report);
    }
    return 0;
}

} // namespace hats::cli
