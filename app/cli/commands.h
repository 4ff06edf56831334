#pragma once

#include "engine/result.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace hats {
struct ScoreReport;
}

namespace hats::cli {

/** What a command needs from the outside world; tests pass string streams. */
struct Io {
    std::ostream& out;
    std::ostream& err;
    std::istream* in = nullptr; ///< what `-` reads; the process's stdin when null
};

/** `hats score FILE [--json]` as the parser understood it. */
struct ScoreOptions {
    std::string file; // "-": standard input
    bool json = false;
};

/** `hats history COMMAND …` as the parser understood it: every value already checked. */
struct HistoryOptions {
    std::string command;            // list, show, stats, records, export, import, …
    std::string db;                 // empty: the default history
    std::vector<std::string> words; // the command's own arguments (ids, names, files)
    std::optional<std::string> from, to, player, versus, out;
    std::optional<int> players;
    std::vector<std::string> games; // --game, repeatable
    int limit = 50;
    std::string format = "log";
    bool json = false;
};

/** Scores a file and prints it. Returns the process exit status. */
int runScore(const ScoreOptions& options, Io io);
/** Prints a scored game: the napkin for people, or the formats.md JSON object. */
void printReport(const ScoreReport& report, bool json, std::ostream& out);
/** Runs one history command on the history database. Returns the process exit status. */
int runHistory(const HistoryOptions& options, Io io);
/** `hats vision …` (arguments after "vision"): loads the photo-reading module and runs it. */
int runVision(const std::vector<std::string>& args, Io io);

/** `hats vision …` itself; lives in the photo-reading module (app/photo), with OpenCV. */
int runVisionCommand(const std::vector<std::string>& args, Io io);

/** The whole command line (without the program name): parses, then runs one command. */
int run(const std::vector<std::string>& args, Io io);

/** The whole of FILE, or of the input for "-"; a one-line error naming it otherwise. */
Result<std::string> readInput(const std::string& path, std::size_t maxBytes, Io io);

/**
 * Writes `text` to `path` as a Unix tool does: a regular file (or a new one) is replaced at
 * once (a temporary file beside it, then rename), so a failed write leaves the old one;
 * anything else (a FIFO, a terminal, /dev/fd/N, the target of a symbolic link) is written
 * straight through. `protect` names a file that must never be overwritten (the history).
 */
Result<void> writeOutput(const std::string& path, const std::string& text,
                         const std::string& protect = {});

/** Whether a date given on the command line is YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS]. */
bool isCommandLineDate(const std::string& text);

/** Columns a UTF-8 string takes on a terminal (accents 0 extra, CJK wide characters 2). */
int displayWidth(const std::string& text);
/** `text` padded with spaces to `width` display columns (left aligned). */
std::string padRight(const std::string& text, int width);

} // namespace hats::cli
