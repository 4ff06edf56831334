// `hats vision calibrate|read`: the command line over the same vision library the app calls.
// Compiled into the photo-reading module (app/photo), so only this command loads OpenCV.
#include "app/cli/commands.h"
#include "app/text/english.h"

#include "engine/player_name.h"
#include "vision/calibrator.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"
#include "vision/profile.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <new>
#include <optional>
#include <ostream>

namespace hats::cli {

namespace {

constexpr const char* kVisionHelp = R"HELP(Read the table from photos.

  hats vision calibrate --grid PHOTO --back PHOTO --out PROFILE [--name NAME]
      learn a deck: PHOTO of all 42 cards in 7 rows (red orange yellow green blue purple
      brown, values 1 to 6 left to right) and PHOTO of one face-down card
  hats vision read --profile PROFILE (--board | --collection) PHOTO [--json]
      read the board (slots 1..N, left to right) or one collection from a photo

A PHOTO may be "-" for standard input (one of them at a time).)HELP";

constexpr const char* kExitStatus =
    "Exit status: 0 read, 2 the photo or profile cannot be used (one line on stderr), 1 usage.";

constexpr std::size_t kMaxPhotoBytes = 64 * 1024 * 1024;

struct Options {
    std::string grid, back, out, name, profile, photo;
    bool board = false;
    bool collection = false;
    bool json = false;
};

// The bytes of a photo: a file through the vision library's reader, or standard input.
Result<std::vector<uchar>> photoBytes(const std::string& path, Io io) {
    if (path != "-") {
        return vision::readFileBytes(path);
    }
    auto text = readInput(path, kMaxPhotoBytes, io);
    if (!text) {
        return text.error();
    }
    return std::vector<uchar>(text->begin(), text->end());
}

int calibrateCommand(const Options& o, Io io) {
    if (o.grid == "-" && o.back == "-") {
        io.err << "hats vision calibrate: only one photo can come from standard input\n";
        return 1;
    }
    // The name is checked before anything is read or written (a name that is not UTF-8 once
    // aborted the process after the output file was opened).
    std::optional<std::string> name;
    if (!o.name.empty()) {
        auto normal = normalName(o.name);
        if (!normal) {
            io.err << "hats vision calibrate: --name: " << english::describe(normal.error())
                   << '\n';
            return 2;
        }
        name = *normal;
    }
    const auto grid = photoBytes(o.grid, io);
    const auto back = photoBytes(o.back, io);
    if (!grid || !back) {
        io.err << "hats vision calibrate: " << printable(!grid ? o.grid : o.back) << ": "
               << printable(!grid ? english::describe(grid.error())
                                  : english::describe(back.error()),
                            400)
               << '\n';
        return 2;
    }
    Result<vision::Profile> profile = vision::calibrate(*grid, *back);
    if (!profile) {
        io.err << "hats vision calibrate: " << printable(english::describe(profile.error()), 400)
               << '\n';
        return 2;
    }
    if (name) {
        profile->name = *name;
    }
    if (o.out == "-") {
        io.out << vision::toJson(*profile).dump(2) << '\n';
        return 0;
    }
    const Result<void> saved = vision::saveProfile(profile.value(), o.out);
    if (!saved) {
        io.err << "hats vision calibrate: " << printable(english::describe(saved.error()), 400)
               << '\n';
        return 2;
    }
    const std::vector<int> missing = profile->missing();
    if (missing.empty()) {
        io.out << "learned the deck \"" << profile->name << "\" (42 cards and the back); saved to "
               << o.out << '\n';
    } else {
        io.out << "learned the deck \"" << profile->name << "\" except " << missing.size()
               << " of 43; saved to " << o.out << '\n';
        for (const int i : missing) {
            io.err << "hats vision calibrate: not learned: " << vision::exemplarName(i) << " ("
                   << profile->report[static_cast<size_t>(i)].problem << ")\n";
        }
    }
    return 0;
}

int readCommand(const Options& o, Io io) {
    if (o.board == o.collection) {
        io.err << "hats vision read: say --board or --collection (one of them); see hats vision "
                  "read --help\n";
        return 1;
    }
    const Result<vision::Profile> profile = vision::loadProfile(o.profile);
    if (!profile) {
        io.err << "hats vision read: " << printable(english::describe(profile.error()), 400)
               << '\n';
        return 2;
    }
    const auto kind = o.board ? vision::PhotoKind::Board : vision::PhotoKind::Collection;
    const std::string place = o.photo == "-" ? std::string("standard input") : o.photo;
    Result<vision::Reading> reading = Error{""};
    if (o.photo == "-") {
        const auto bytes = photoBytes(o.photo, io);
        reading = bytes ? vision::readPhoto(*bytes, *profile, kind)
                        : Result<vision::Reading>(bytes.error());
    } else {
        reading = vision::readPhotoFile(o.photo, *profile, kind);
    }
    if (!reading) {
        io.err << "hats vision read: " << printable(place) << ": "
               << printable(english::describe(reading.error()), 400) << '\n';
        return 2;
    }
    if (o.json) {
        io.out << vision::toJson(reading.value(), o.board).dump(2) << '\n';
    } else {
        io.out << vision::describe(reading.value(), o.board);
    }
    return 0;
}

std::string oneLine(std::string text) {
    for (char& c : text) {
        c = c == '\n' ? ' ' : c;
    }
    return text;
}

} // namespace

int runVisionCommand(const std::vector<std::string>& args, Io io) {
    CLI::App app(kVisionHelp, "hats vision");
    app.footer(kExitStatus);
    app.require_subcommand(1);
    Options o;
    CLI::App* calibrate = app.add_subcommand("calibrate", "learn a deck from two photos");
    calibrate->footer(kExitStatus);
    calibrate->add_option("--grid", o.grid, "all 42 cards in 7 rows")
        ->required()
        ->type_name("PHOTO");
    calibrate->add_option("--back", o.back, "one face-down card")->required()->type_name("PHOTO");
    calibrate->add_option("--out", o.out, "where the deck profile goes (- : standard output)")
        ->required()
        ->type_name("PROFILE");
    calibrate->add_option("--name", o.name, "the deck's name")->type_name("NAME");
    CLI::App* read = app.add_subcommand("read", "read the board or a collection from a photo");
    read->footer(kExitStatus);
    read->add_option("--profile", o.profile, "a learned deck (hats vision calibrate)")
        ->required()
        ->type_name("PROFILE");
    read->add_flag("--board", o.board, "the tea table: slots 1..N, left to right");
    read->add_flag("--collection", o.collection, "one player's collection");
    read->add_option("PHOTO", o.photo, "the photo, or - for standard input")->required();
    read->add_flag("--json", o.json, "one JSON object");

    if (args.empty()) {
        io.err << app.help();
        return 1;
    }
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        const auto parsed = app.get_subcommands();
        io.out << (parsed.empty() ? app.help() : parsed.front()->help("hats vision"));
        return 0;
    } catch (const CLI::ParseError& error) {
        const auto parsed = app.get_subcommands();
        const std::string where =
            parsed.empty() ? "hats vision" : "hats vision " + parsed.front()->get_name();
        io.err << where << ": " << oneLine(error.what()) << "; see " << where << " --help\n";
        return 1;
    }
    vision::silenceLibraryOutput();
    try {
        return calibrate->parsed() ? calibrateCommand(o, io) : readCommand(o, io);
    } catch (const cv::Exception& error) {
        // Never OpenCV's multi-line assertion text: one line of ours.
        io.err << "hats vision " << (calibrate->parsed() ? "calibrate" : "read")
               << ": the photo could not be read (OpenCV: " << printable(error.err, 120) << ")\n";
        return 2;
    } catch (const std::bad_alloc&) {
        io.err << "hats vision " << (calibrate->parsed() ? "calibrate" : "read")
               << ": not enough memory for this photo\n";
        return 2;
    }
}

} // namespace hats::cli
