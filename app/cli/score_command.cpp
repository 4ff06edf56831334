#include "app/cli/commands.h"

#include "engine/report.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace hats::cli {

namespace {

constexpr std::size_t kMaxFileBytes = 16 * 1024 * 1024;

} // namespace

void printReport(const ScoreReport& report, bool json, std::ostream& out) {
    if (json) {
        out << toJson(report).dump(2) << '\n';
    } else {
        out << formatReport(report);
    }
}

int runScore(const ScoreOptions& options, Io io) {
    const std::string& path = options.file;
    const std::string place = path == "-" ? std::string("standard input") : path;
    auto text = readInput(path, kMaxFileBytes, io);
    if (!text) {
        io.err << text.error().message << '\n';
        return 2;
    }
    auto document = parseGameDocument(*text);
    if (!document) {
        io.err << place << ": " << document.error().message << '\n';
        return 2;
    }
    auto report = scoreDocument(*document);
    if (!report) {
        io.err << place << ": " << report.error().message << '\n';
        return 2;
    }
    printReport(*report, options.json, io.out);
    return 0;
}

} // namespace hats::cli
