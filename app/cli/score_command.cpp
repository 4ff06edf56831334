#include "app/cli/commands.h"

#include "app/text/english.h"
#include "app/text/report_text.h"
#include "engine/game_file.h"
#include "engine/player_name.h"
#include "engine/report.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <ostream>

namespace hats::cli {

void printReport(const ScoreReport& report, bool json, std::ostream& out) {
    if (json) {
        out << toJson(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    } else {
        out << formatReport(report);
    }
}

int runScore(const ScoreOptions& options, Io io) {
    const std::string& path = options.file;
    const std::string place = path == "-" ? std::string("standard input") : path;
    // The one bounded reader (formats.md, "Limits"): refuses while reading, never after.
    auto document =
        path == "-" ? readGameDocument(io.in != nullptr ? *io.in : std::cin) : readGameFile(path);
    if (!document) {
        io.err << printable(place) << ": " << printable(english::describe(document.error()), 400)
               << '\n';
        return 2;
    }
    auto report = scoreDocument(*document);
    if (!report) {
        io.err << printable(place) << ": " << printable(english::describe(report.error()), 400)
               << '\n';
        return 2;
    }
    printReport(*report, options.json, io.out);
    return 0;
}

} // namespace hats::cli
