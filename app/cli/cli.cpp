#include "app/cli/commands.h"

#include <ostream>

namespace hats::cli {

namespace {

constexpr const char* kHelp = R"HELP(hats - the Hats Companion scoring engine on the command line

Usage:
  hats score FILE [--json]       score a hats-game/1 or hats-log/1 file (the napkin)
  hats history COMMAND [--db F]  the game history (list, show, stats, export, import,
                                 merge, backup); see: hats history --help
  hats vision COMMAND            read the table from photos (calibrate, read);
                                 see: hats vision --help
  hats --help                    this text

Exit status: 0 on success, 2 when the input cannot be used (one line on stderr names
the place and the rule, e.g. "turn 7: ... (R7)"), 1 for a wrong command line.
Rule ids R1-R18: see docs/rules.md.
)HELP";

#if !defined(HATS_WITH_DB) || !defined(HATS_WITH_VISION)
int notBuilt(const char* what, Io io) {
    io.err << "hats: this build has no " << what << " support\n";
    return 1;
}
#endif

} // namespace

int run(const std::vector<std::string>& args, Io io) {
    if (args.empty() || args.front() == "--help" || args.front() == "-h" ||
        args.front() == "help") {
        (args.empty() ? io.err : io.out) << kHelp;
        return args.empty() ? 1 : 0;
    }
    const std::string& command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "score") {
        return runScore(rest, io);
    }
    if (command == "history") {
#ifdef HATS_WITH_DB
        return runHistory(rest, io);
#else
        return notBuilt("history", io);
#endif
    }
    if (command == "vision") {
#ifdef HATS_WITH_VISION
        return runVision(rest, io);
#else
        return notBuilt("vision", io);
#endif
    }
    io.err << "hats: unknown command \"" << command << "\"; try hats --help\n";
    return 1;
}

} // namespace hats::cli
