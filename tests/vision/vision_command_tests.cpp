#include "app/cli/commands.h"

#include "tools/scenegen/scene_generator.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

using namespace hats;
namespace fs = std::filesystem;

namespace {

struct Outcome {
    int status;
    std::string out;
    std::string err;
};

Outcome vision(const std::vector<std::string>& args) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = cli::runVision(args, {out, err});
    return {status, out.str(), err.str()};
}

void write(const fs::path& path, const std::vector<uchar>& bytes) {
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
}

class VisionCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("hats-vision-cli-" + std::to_string(::getpid()));
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
};

} // namespace

TEST_F(VisionCommand, CalibratesThenReadsABoardAsJson) {
    write(dir_ / "grid.jpg", scenegen::renderCalibrationGrid(1).jpeg);
    write(dir_ / "back.jpg", scenegen::renderCalibrationBack(1).jpeg);
    const std::string profile = (dir_ / "deck.json").string();
    const Outcome calibrate = vision({"calibrate", "--grid", (dir_ / "grid.jpg").string(), "--back",
                                      (dir_ / "back.jpg").string(), "--out", profile});
    ASSERT_EQ(calibrate.status, 0) << calibrate.err;
    EXPECT_TRUE(fs::exists(profile));

    const scenegen::Scene scene =
        scenegen::renderScene(550, {scenegen::Layout::Board, false, 2.0, 0});
    write(dir_ / "board.jpg", scene.jpeg);
    const Outcome reading =
        vision({"read", "--profile", profile, "--board", (dir_ / "board.jpg").string(), "--json"});
    ASSERT_EQ(reading.status, 0) << reading.err;
    const nlohmann::json j = nlohmann::json::parse(reading.out);
    ASSERT_EQ(j["cards"].size(), scene.cards.size());
    EXPECT_EQ(j["blackHats"], 0);
    for (const auto& card : j["cards"]) {
        const scenegen::PlacedCard& placed = scene.cards[card["slot"].get<size_t>() - 1];
        if (!card["doubtful"].get<bool>()) {
            EXPECT_EQ(card["type"], std::string(typeId(placed.card->type())));
            EXPECT_EQ(card["value"], placed.card->value());
        }
    }

    const Outcome text =
        vision({"read", "--profile", profile, "--board", (dir_ / "board.jpg").string()});
    EXPECT_EQ(text.status, 0);
    EXPECT_NE(text.out.find("slot 1: "), std::string::npos) << text.out;
}

TEST_F(VisionCommand, NotAnImageExitsTwoWithOneLine) {
    std::ofstream(dir_ / "notes.jpg") << "shopping list: hats";
    std::ofstream(dir_ / "deck.json") << "{}";
    const Outcome reading = vision({"read", "--profile", (dir_ / "deck.json").string(),
                                    "--collection", (dir_ / "notes.jpg").string()});
    EXPECT_EQ(reading.status, 2);
    EXPECT_EQ(std::count(reading.err.begin(), reading.err.end(), '\n'), 1) << reading.err;
    const Outcome calibrate =
        vision({"calibrate", "--grid", (dir_ / "notes.jpg").string(), "--back",
                (dir_ / "notes.jpg").string(), "--out", (dir_ / "p.json").string()});
    EXPECT_EQ(calibrate.status, 2);
    EXPECT_NE(calibrate.err.find("not a JPEG or PNG"), std::string::npos) << calibrate.err;
    EXPECT_EQ(std::count(calibrate.err.begin(), calibrate.err.end(), '\n'), 1);
}

TEST_F(VisionCommand, WrongCommandLinesExitOneWithUsage) {
    EXPECT_EQ(vision({}).status, 1);
    EXPECT_EQ(vision({"read", "--board", "x.jpg"}).status, 1);
    EXPECT_EQ(vision({"read", "--profile", "p", "--board", "--collection", "x.jpg"}).status, 1);
    EXPECT_EQ(vision({"calibrate", "--grid", "g.jpg"}).status, 1);
    const Outcome help = vision({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("hats vision read"), std::string::npos);
}

namespace {

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool oneLine(const std::string& text) {
    return !text.empty() && text.find('\n') == text.size() - 1;
}

} // namespace

TEST_F(VisionCommand, CalibrateWithABadNameLeavesTheExistingProfileWhole) {
    // A name that is not UTF-8 aborted the process after opening the output (issue 11, item 4).
    write(dir_ / "grid.jpg", scenegen::renderCalibrationGrid(1).jpeg);
    write(dir_ / "back.jpg", scenegen::renderCalibrationBack(1).jpeg);
    const fs::path profile = dir_ / "deck.json";
    std::ofstream(profile) << "the profile that was there";
    for (const std::string& name :
         {std::string("B\xff\xfe"), std::string("a\nb"), std::string(65, 'x'), std::string(" ")}) {
        const Outcome bad =
            vision({"calibrate", "--grid", (dir_ / "grid.jpg").string(), "--back",
                    (dir_ / "back.jpg").string(), "--out", profile.string(), "--name", name});
        EXPECT_EQ(bad.status, 2);
        EXPECT_TRUE(oneLine(bad.err)) << bad.err;
        EXPECT_NE(bad.err.find("--name: "), std::string::npos) << bad.err;
        EXPECT_EQ(readAll(profile), "the profile that was there");
    }
    // The grid photo given as the back photo is refused, and nothing is written either.
    const Outcome grid = vision({"calibrate", "--grid", (dir_ / "grid.jpg").string(), "--back",
                                 (dir_ / "grid.jpg").string(), "--out", profile.string()});
    EXPECT_EQ(grid.status, 2);
    EXPECT_NE(grid.err.find("back photo: it shows"), std::string::npos) << grid.err;
    EXPECT_EQ(readAll(profile), "the profile that was there");
    // A good calibration replaces it whole, and nothing is left beside it.
    ASSERT_EQ(vision({"calibrate", "--grid", (dir_ / "grid.jpg").string(), "--back",
                      (dir_ / "back.jpg").string(), "--out", profile.string(), "--name",
                      "Zoe\u0308's deck"})
                  .status,
              0);
    const std::string saved = readAll(profile);
    EXPECT_NE(saved.find("Zo\u00eb's deck"), std::string::npos);
    EXPECT_LE(saved.size(), std::size_t{3} << 20U) << "a profile is well under its 4 MiB limit";
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) {
        ++files;
    }
    EXPECT_EQ(files, 3);
}

TEST_F(VisionCommand, AProfileOverItsLimitIsRefusedWhileReading) {
    // A 200 MB profile took 2 GB (issue 11, item 7): refused at 4 MiB, and deep nesting too.
    const fs::path big = dir_ / "big.json";
    {
        std::ofstream out(big);
        out << "{\"format\": \"hats-vision-profile/1\", \"pad\": \"";
        const std::string block(1 << 20, 'x');
        for (int i = 0; i < 8; ++i) {
            out << block;
        }
        out << "\"}";
    }
    write(dir_ / "photo.jpg",
          scenegen::renderScene(5, {scenegen::Layout::Board, false, 1.0, 85}).jpeg);
    const Outcome refused =
        vision({"read", "--profile", big.string(), "--board", (dir_ / "photo.jpg").string()});
    EXPECT_EQ(refused.status, 2);
    EXPECT_NE(refused.err.find("larger than 4 MiB"), std::string::npos) << refused.err;
    EXPECT_TRUE(oneLine(refused.err));
    const fs::path deep = dir_ / "deep.json";
    std::ofstream(deep) << std::string(100'000, '[') << std::string(100'000, ']');
    const Outcome nested =
        vision({"read", "--profile", deep.string(), "--board", (dir_ / "photo.jpg").string()});
    EXPECT_EQ(nested.status, 2);
    EXPECT_NE(nested.err.find("deeper than 32 levels"), std::string::npos) << nested.err;
    const Outcome zero =
        vision({"read", "--profile", "/dev/zero", "--board", (dir_ / "photo.jpg").string()});
    EXPECT_EQ(zero.status, 2);
    EXPECT_TRUE(oneLine(zero.err)) << zero.err;
}
