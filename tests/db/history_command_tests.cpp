// `hats history` as a script uses it: exit status, output shapes, and a history left
// untouched by anything that fails.
#include "app/cli/commands.h"

#include "tests/db/support.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hats::cli {
namespace {

using nlohmann::json;

struct Outcome {
    int status;
    std::string out;
    std::string err;
};

Outcome history(std::vector<std::string> args, const std::string& input = {}) {
    std::ostringstream out;
    std::ostringstream err;
    std::istringstream in(input);
    args.insert(args.begin(), "history");
    const int status = run(args, {out, err, &in});
    return {status, out.str(), err.str()};
}

int lines(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

std::string data(const std::string& name) {
    return std::string(HATS_TEST_DATA) + "/" + name;
}

class HistoryCommand : public ::testing::Test {
protected:
    db::testing::TempDir dir;
    std::string path = dir.file("h.sqlite");
};

TEST_F(HistoryCommand, ImportListShowAndStatsAsJson) {
    EXPECT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).out, "Imported 1 game\n");
    EXPECT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).out,
              "Imported 0 games; 1 already in the history\n");
    ASSERT_EQ(history({"import", data("shared_3p.json"), "--db", path}).status, 0);

    const Outcome list = history({"list", "--json", "--db", path});
    ASSERT_EQ(list.status, 0);
    const json games = json::parse(list.out);
    ASSERT_EQ(games.size(), 2U);
    EXPECT_EQ(games[0]["winners"], json::array({"Ann", "Ben"}));
    EXPECT_EQ(games[0]["decidedBy"], "shared");

    const std::string id = games[1]["id"].get<std::string>().substr(0, 8);
    const Outcome show = history({"show", id, "--json", "--db", path});
    ASSERT_EQ(show.status, 0) << show.err;
    EXPECT_EQ(json::parse(show.out)["players"][0]["total"], 26);

    const Outcome stats = history({"stats", "--json", "--db", path});
    ASSERT_EQ(stats.status, 0);
    const json ann = json::parse(stats.out)["players"][0];
    EXPECT_EQ(ann["name"], "Ann");
    EXPECT_EQ(ann["games"], 2);
    EXPECT_EQ(ann["wins"], 1);
    EXPECT_EQ(ann["sharedWins"], 1);
    EXPECT_EQ(ann["bestTotal"], 26);
    EXPECT_EQ(ann["cookieGames"], 1);
    EXPECT_DOUBLE_EQ(ann["averageTotal"].get<double>(), 17.5);
}

TEST_F(HistoryCommand, AMalformedImportChangesNothing) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string bad = dir.file("bad.json");
    std::ofstream(bad) << "[" << db::testing::readFile(data("shared_3p.json"))
                       << ", {\"format\": 3}]";
    const Outcome result = history({"import", bad, "--db", path});
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.err.find("nothing was imported"), std::string::npos) << result.err;
    EXPECT_EQ(json::parse(history({"list", "--json", "--db", path}).out).size(), 1U);
    const Outcome broken = history({"import", data("bad_r7.json"), "--db", path});
    EXPECT_EQ(broken.status, 2);
    EXPECT_NE(broken.err.find("(R7)"), std::string::npos);
}

TEST_F(HistoryCommand, ExportBackupAndMerge) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string csv = dir.file("games.csv");
    ASSERT_EQ(history({"export", "--format", "csv", "--out", csv, "--db", path}).status, 0);
    const std::string rows = db::testing::readFile(csv);
    EXPECT_EQ(std::count(rows.begin(), rows.end(), '\n'), 4); // header + 3 players
    const std::string copy = dir.file("copy.sqlite");
    ASSERT_EQ(history({"backup", copy, "--db", path}).status, 0);
    const std::string other = dir.file("other.sqlite");
    ASSERT_EQ(history({"import", data("shared_3p.json"), "--db", other}).status, 0);
    const Outcome merged = history({"merge", other, "--db", copy});
    EXPECT_EQ(merged.status, 0) << merged.err;
    EXPECT_NE(merged.out.find("Merged 1 game"), std::string::npos);
    EXPECT_NE(merged.out.find("won by Ann and Ben"), std::string::npos) << merged.out;
    const json both = json::parse(history({"list", "--json", "--db", copy}).out);
    ASSERT_EQ(both.size(), 2U);
    const std::string one = both[1]["id"].get<std::string>().substr(0, 6);
    const Outcome picked = history({"export", "--format", "game", "--game", one, "--db", copy});
    ASSERT_EQ(picked.status, 0) << picked.err;
    EXPECT_EQ(json::parse(picked.out).size(), 1U);
    EXPECT_EQ(history({"export", "--game", "zzzz", "--db", copy}).status, 2);
}

TEST_F(HistoryCommand, BadHistoryFilesAndCommandLinesAreRefusedClearly) {
    const std::string notes = dir.file("notes.txt");
    std::ofstream(notes) << "not a database at all, just some text that is long enough";
    const Outcome wrong = history({"list", "--db", notes});
    EXPECT_EQ(wrong.status, 2);
    EXPECT_NE(wrong.err.find("is not a Hats history database"), std::string::npos);
    EXPECT_EQ(history({"frobnicate", "--db", path}).status, 1);
    EXPECT_EQ(history({"list", "--players", "7", "--db", path}).status, 1);
    EXPECT_EQ(history({"show", "nope", "--db", path}).status, 2);
    EXPECT_EQ(history({"note", "nope", "text", "--db", path}).status, 2);
}

TEST_F(HistoryCommand, NothingIsCreatedBeforeTheCommandLineIsUnderstood) {
    namespace fs = std::filesystem;
    for (const std::vector<std::string>& wrong :
         {std::vector<std::string>{"frobnicate", "--db", path},
          {"list", "--limt", "3", "--db", path},
          {"list", "--from", "yesterday", "--db", path},
          {"list", "--to", "2026-02-30", "--db", path},
          {"list", "--players", "7", "--db", path},
          {"show", "--db", path},
          {"note", "abc", "--db", path},
          {"--db", path},
          {"export", "--format", "xls", "--db", path},
          {"list", "--from", "2026-05-01", "--to", "2026-04-01", "--db", path}}) {
        const Outcome result = history(wrong);
        EXPECT_NE(result.status, 0) << wrong[0];
        EXPECT_FALSE(fs::exists(path)) << wrong[0] << " " << wrong[1];
        EXPECT_TRUE(result.out.empty());
    }
}

TEST_F(HistoryCommand, ADateThatIsNotADateIsRefusedInOneLine) {
    const Outcome result = history({"list", "--from", "yesterday", "--db", path});
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(
        result.err,
        "hats history: --from yesterday: not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])\n");
}

TEST_F(HistoryCommand, OptionsTakeTheirValueAfterAnEqualsSignToo) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db=" + path}).status, 0);
    const Outcome list = history({"list", "--json", "--db=" + path, "--from=2026-11-01",
                                  "--to=2026-12-01", "--players=3", "--limit=5"});
    ASSERT_EQ(list.status, 0) << list.err;
    EXPECT_EQ(json::parse(list.out).size(), 1U);
    const Outcome none = history({"list", "--json", "--db=" + path, "--from=2026-11-21"});
    EXPECT_EQ(json::parse(none.out).size(), 0U);
    // The history's own option may come before the command as well.
    EXPECT_EQ(history({"--db", path, "list", "--json"}).status, 0);
}

TEST_F(HistoryCommand, ImportReadsStandardInputForADash) {
    const Outcome result =
        history({"import", "-", "--db", path}, db::testing::readFile(data("snapshot_3p.json")));
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.out, "Imported 1 game\n");
    const Outcome bad = history({"import", "-", "--db", path}, "not json");
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(lines(bad.err), 1);
    EXPECT_NE(bad.err.find("standard input"), std::string::npos) << bad.err;
}

TEST_F(HistoryCommand, ExportReplacesARegularFileAtOnceAndLeavesNoTemporaryFile) {
    namespace fs = std::filesystem;
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string out = dir.file("games.csv");
    std::ofstream(out) << "old";
    ::chmod(out.c_str(), 0644);
    ASSERT_EQ(history({"export", "--format=csv", "--out=" + out, "--db", path}).status, 0);
    const std::string text = db::testing::readFile(out);
    EXPECT_EQ(text.rfind("game,", 0), 0U);
    int files = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(out).parent_path())) {
        files += entry.path().filename().string().find("games.csv") != std::string::npos ? 1 : 0;
    }
    EXPECT_EQ(files, 1); // no ".games.csv.XXXXXX" left behind
    // A folder that cannot be written: the old file stays, one line says why.
    const Outcome failed =
        history({"export", "--out", dir.file("missing/games.csv"), "--db", path});
    EXPECT_EQ(failed.status, 2);
    EXPECT_EQ(lines(failed.err), 1);
}

TEST_F(HistoryCommand, ExportWritesThroughASymbolicLinkAndKeepsTheLink) {
    namespace fs = std::filesystem;
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string target = dir.file("real.json");
    const std::string link = dir.file("link.json");
    std::ofstream(target) << "old";
    fs::create_symlink(target, link);
    ASSERT_EQ(history({"export", "--format", "game", "--out", link, "--db", path}).status, 0);
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(json::parse(db::testing::readFile(target)).size(), 1U);
}

TEST_F(HistoryCommand, ExportWritesStraightIntoAFifoAndADevFdPipe) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string fifo = dir.file("fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] { received = db::testing::readFile(fifo); });
    const Outcome toFifo = history({"export", "--format", "csv", "--out", fifo, "--db", path});
    reader.join();
    EXPECT_EQ(toFifo.status, 0) << toFifo.err;
    EXPECT_EQ(received.rfind("game,", 0), 0U);
    EXPECT_TRUE(std::filesystem::is_fifo(fifo)); // not replaced by a regular file

    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    const Outcome toFd = history(
        {"export", "--format", "csv", "--out", "/dev/fd/" + std::to_string(ends[1]), "--db", path});
    ::close(ends[1]);
    EXPECT_EQ(toFd.status, 0) << toFd.err;
    std::string piped;
    char buffer[4096];
    for (ssize_t n; (n = ::read(ends[0], buffer, sizeof buffer)) > 0;) {
        piped.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(ends[0]);
    EXPECT_EQ(piped.rfind("game,", 0), 0U);
}

TEST_F(HistoryCommand, ExportNeverWritesOverTheHistoryItself) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string before = db::testing::readFile(path);
    const Outcome result = history({"export", "--out", path, "--db", path});
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.err.find("is the history database itself"), std::string::npos) << result.err;
    EXPECT_EQ(db::testing::readFile(path), before);
    EXPECT_EQ(history({"list", "--json", "--db", path}).status, 0);
}

TEST_F(HistoryCommand, TheStatisticsTableIsAlignedByDisplayWidth) {
    json game = json::parse(db::testing::readFile(data("snapshot_3p.json")));
    game["players"][0]["name"] = "Zoë";
    game["players"][1]["name"] = "山田太郎";
    game["players"][2]["name"] = "Bo";
    const std::string file = dir.file("names.json");
    std::ofstream(file) << game.dump();
    ASSERT_EQ(history({"import", file, "--db", path}).status, 0);
    const Outcome stats = history({"stats", "--db", path});
    ASSERT_EQ(stats.status, 0) << stats.err;
    std::istringstream rows(stats.out);
    std::vector<int> widths;
    std::vector<std::size_t> gamesColumn;
    for (std::string row; std::getline(rows, row);) {
        widths.push_back(displayWidth(row));
    }
    ASSERT_EQ(widths.size(), 4U) << stats.out;
    for (int width : widths) {
        EXPECT_EQ(width, widths[0]) << stats.out;
    }
}

} // namespace
} // namespace hats::cli

namespace hats::cli {
namespace {

TEST_F(HistoryCommand, ControlCharactersInNamesNeverReachTheListings) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    // Refused at the door: a rename to a name that is not UTF-8 or holds U+001F.
    for (const std::string& bad : {std::string("B\xff"), std::string("Ann\x1f"
                                                                     "5")}) {
        const Outcome renamed = history({"rename-player", "Ann", bad, "--db", path});
        EXPECT_EQ(renamed.status, 2);
        EXPECT_EQ(std::count(renamed.err.begin(), renamed.err.end(), '\n'), 1) << renamed.err;
    }
    // A history written by something else: the listing escapes instead of splitting names.
    {
        auto db = db::Database::open(path);
        ASSERT_TRUE(db);
        ASSERT_TRUE((*db)->execute("UPDATE players SET name = 'Ann' || char(31) || '99' || "
                                   "char(10) || 'x' || char(255) WHERE name = 'Ann'"));
    }
    const Outcome text = history({"list", "--db", path});
    EXPECT_EQ(text.status, 0);
    EXPECT_EQ(std::count(text.out.begin(), text.out.end(), '\n'), 1) << text.out;
    EXPECT_EQ(text.out.find('\x1f'), std::string::npos);
    const Outcome asJson = history({"list", "--json", "--db", path});
    EXPECT_EQ(asJson.status, 0);
    EXPECT_TRUE(json::accept(asJson.out));
}

TEST_F(HistoryCommand, ExportNeverWritesOverTheHistory) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string before = db::testing::readFile(path);
    const Outcome over = history({"export", "--out", path, "--db", path});
    EXPECT_EQ(over.status, 2);
    EXPECT_NE(over.err.find("is the history database itself"), std::string::npos);
    EXPECT_EQ(db::testing::readFile(path), before);
    const std::string folder = dir.file("folder");
    std::filesystem::create_directories(folder);
    EXPECT_EQ(history({"export", "--out", folder, "--db", path}).status, 2);
}

TEST_F(HistoryCommand, AnImportBeyondTheLimitsChangesNothing) {
    ASSERT_EQ(history({"import", data("snapshot_3p.json"), "--db", path}).status, 0);
    const std::string deep = dir.file("deep.json");
    std::ofstream(deep) << std::string(100'000, '[') << std::string(100'000, ']');
    const Outcome nested = history({"import", deep, "--db", path});
    EXPECT_EQ(nested.status, 2);
    EXPECT_NE(nested.err.find("deeper than 32 levels"), std::string::npos) << nested.err;
    const Outcome zero = history({"import", "/dev/zero", "--db", path});
    EXPECT_EQ(zero.status, 2);
    EXPECT_NE(zero.err.find("NUL byte"), std::string::npos) << zero.err;
    EXPECT_EQ(json::parse(history({"list", "--json", "--db", path}).out).size(), 1U);
    // Into a history that did not exist: refused, and no empty history is left behind.
    const std::string fresh = dir.file("fresh.sqlite");
    EXPECT_EQ(history({"import", deep, "--db", fresh}).status, 2);
    EXPECT_FALSE(std::filesystem::exists(fresh));
    EXPECT_FALSE(std::filesystem::exists(fresh + "-wal"));
}

} // namespace
} // namespace hats::cli
