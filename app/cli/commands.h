#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace hats::cli {

/** What a command needs from the outside world; tests pass string streams. */
struct Io {
    std::ostream& out;
    std::ostream& err;
};

/** `hats score FILE [--json]` (formats.md). Returns the process exit status. */
int runScore(const std::vector<std::string>& args, Io io);
/** `hats history …` (db/). Returns the process exit status. */
int runHistory(const std::vector<std::string>& args, Io io);
/** `hats vision …` (vision/). Returns the process exit status. */
int runVision(const std::vector<std::string>& args, Io io);

/** The whole command line: dispatches on the first argument. */
int run(const std::vector<std::string>& args, Io io);

} // namespace hats::cli
