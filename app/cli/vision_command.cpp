// `hats vision calibrate|read`: the command line over the same vision library the app calls.
#include "app/cli/commands.h"

#include "engine/player_name.h"
#include "vision/calibrator.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"
#include "vision/profile.h"

#include <nlohmann/json.hpp>

#include <new>
#include <optional>
#include <ostream>

namespace hats::cli {

namespace {

constexpr const char* kVisionHelp = R"HELP(Usage:
  hats vision calibrate --grid PHOTO --back PHOTO --out PROFILE [--name NAME]
      learn a deck: PHOTO of all 42 cards in 7 rows (red orange yellow green blue purple
      brown, values 1 to 6 left to right) and PHOTO of one face-down card
  hats vision read --profile PROFILE (--board | --collection) PHOTO [--json]
      read the board (slots 1..N, left to right) or one collection from a photo

Exit status: 0 read, 2 the photo or profile cannot be used (one line on stderr), 1 usage.
)HELP";

int usage(Io io) {
    io.err << kVisionHelp;
    return 1;
}

// Options of the form --key VALUE plus bare flags; positional arguments go to `rest`.
struct Parsed {
    std::optional<std::string> grid, back, out, name, profile;
    bool board = false, collection = false, json = false;
    std::vector<std::string> rest;
    bool ok = true;
};

Parsed parse(const std::vector<std::string>& args) {
    Parsed p;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const auto value = [&](std::optional<std::string>& into) {
            if (i + 1 >= args.size() || into) {
                p.ok = false;
                return;
            }
            into = args[++i];
        };
        if (a == "--grid") {
            value(p.grid);
        } else if (a == "--back") {
            value(p.back);
        } else if (a == "--out") {
            value(p.out);
        } else if (a == "--name") {
            value(p.name);
        } else if (a == "--profile") {
            value(p.profile);
        } else if (a == "--board") {
            p.board = true;
        } else if (a == "--collection") {
            p.collection = true;
        } else if (a == "--json") {
            p.json = true;
        } else if (a.starts_with("--")) {
            p.ok = false;
        } else {
            p.rest.push_back(a);
        }
    }
    return p;
}

int calibrateCommand(const Parsed& p, Io io) {
    if (!p.grid || !p.back || !p.out || !p.rest.empty() || p.board || p.collection || p.profile) {
        return usage(io);
    }
    // The name is checked before anything is read or written (a name that is not UTF-8 once
    // aborted the process after the output file was opened).
    std::optional<std::string> name;
    if (p.name) {
        auto normal = normalName(*p.name);
        if (!normal) {
            io.err << "hats vision calibrate: --name: " << normal.error().message << '\n';
            return 2;
        }
        name = *normal;
    }
    Result<vision::Profile> profile = vision::calibrateFiles(*p.grid, *p.back);
    if (!profile) {
        io.err << "hats vision calibrate: " << printable(profile.error().message, 400) << '\n';
        return 2;
    }
    if (name) {
        profile->name = *name;
    }
    const Result<void> saved = vision::saveProfile(profile.value(), *p.out);
    if (!saved) {
        io.err << "hats vision calibrate: " << printable(saved.error().message, 400) << '\n';
        return 2;
    }
    io.out << "learned the deck \"" << profile->name << "\" (42 cards and the back); saved to "
           << *p.out << '\n';
    return 0;
}

int readCommand(const Parsed& p, Io io) {
    if (!p.profile || p.board == p.collection || p.rest.size() != 1 || p.grid || p.back || p.out) {
        return usage(io);
    }
    const Result<vision::Profile> profile = vision::loadProfile(*p.profile);
    if (!profile) {
        io.err << "hats vision read: " << printable(profile.error().message, 400) << '\n';
        return 2;
    }
    const auto kind = p.board ? vision::PhotoKind::Board : vision::PhotoKind::Collection;
    const Result<vision::Reading> reading = vision::readPhotoFile(p.rest.front(), *profile, kind);
    if (!reading) {
        io.err << "hats vision read: " << printable(p.rest.front()) << ": "
               << printable(reading.error().message, 400) << '\n';
        return 2;
    }
    if (p.json) {
        io.out << vision::toJson(reading.value(), p.board).dump(2) << '\n';
    } else {
        io.out << vision::describe(reading.value(), p.board);
    }
    return 0;
}

} // namespace

int runVision(const std::vector<std::string>& args, Io io) {
    if (args.empty()) {
        return usage(io);
    }
    if (args.front() == "--help" || args.front() == "-h" || args.front() == "help") {
        io.out << kVisionHelp;
        return 0;
    }
    const Parsed parsed = parse({args.begin() + 1, args.end()});
    if (!parsed.ok) {
        return usage(io);
    }
    vision::silenceLibraryOutput();
    try {
        if (args.front() == "calibrate") {
            return calibrateCommand(parsed, io);
        }
        if (args.front() == "read") {
            return readCommand(parsed, io);
        }
    } catch (const cv::Exception& error) {
        // Never OpenCV's multi-line assertion text: one line of ours.
        io.err << "hats vision " << args.front()
               << ": the photo could not be read (OpenCV: " << printable(error.err, 120) << ")\n";
        return 2;
    } catch (const std::bad_alloc&) {
        io.err << "hats vision " << args.front() << ": not enough memory for this photo\n";
        return 2;
    }
    return usage(io);
}

} // namespace hats::cli
