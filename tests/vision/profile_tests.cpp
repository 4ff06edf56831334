#include "app/text/english.h"
#include "vision/card_classifier.h"
#include "vision/photo_reader.h"
#include "vision/profile.h"

#include "tests/vision/vision_test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>

using namespace hats;
using namespace hats::vision;

namespace {

// Reads the first deck's board of scene `seed` with `profile`: every card found, every value
// read right or left doubtful.
void expectBoardReadWith(const Profile& profile, std::uint64_t seed) {
    const scenegen::Scene board =
        scenegen::renderScene(seed, {scenegen::Layout::Board, false, 2.0, 0});
    const Result<Reading> reading = readPhoto(board.jpeg, profile, PhotoKind::Board);
    ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
    const testsupport::Comparison c = testsupport::compare(board, reading.value());
    EXPECT_EQ(c.found, c.truth);
    EXPECT_EQ(c.valueRight + c.doubtful, c.faceUp);
}

} // namespace

TEST(Profile, SavedProfileLoadsBackTheSame) {
    Profile profile = testsupport::generatedDeckProfile();
    profile.name = "second printing";
    profile.report[5].problem = "some glare on it (learned anyway)";
    const auto path = std::filesystem::temp_directory_path() / "hats-profile-roundtrip.json";
    ASSERT_TRUE(saveProfile(profile, path).ok());
    const Result<Profile> loaded = loadProfile(path);
    std::filesystem::remove(path);
    ASSERT_TRUE(loaded.ok()) << hats::english::describe(loaded.error());
    EXPECT_EQ(loaded->name, "second printing");
    EXPECT_NEAR(loaded->cardAspect, profile.cardAspect, 1e-9);
    EXPECT_TRUE(loaded->complete());
    for (size_t i = 0; i < profile.exemplars.size(); ++i) {
        EXPECT_EQ(cv::norm(loaded->exemplars[i], profile.exemplars[i], cv::NORM_INF), 0)
            << "exemplars are stored losslessly";
    }
    EXPECT_EQ(cv::countNonZero(loaded->valueMask != profile.valueMask), 0);
    for (size_t i = 0; i < profile.valueFaces.size(); ++i) {
        ASSERT_FALSE(profile.valueFaces[i].empty()) << exemplarName(static_cast<int>(i));
        EXPECT_EQ(cv::norm(loaded->valueFaces[i], profile.valueFaces[i], cv::NORM_INF), 0)
            << "value faces are stored losslessly";
    }
    EXPECT_EQ(loaded->report[5].problem, "some glare on it (learned anyway)");
    EXPECT_NEAR(loaded->typeLab[4][2], profile.typeLab[4][2], 1e-9);
}

// A profile saved before the reader was chosen per deck has no "reader", and one saved for the
// frame reader (chosen for decks with a light frame until the nineteenth sitting) names it and
// holds its look: both are read by their exemplars, which every profile keeps.
TEST(Profile, AProfileWithoutAReaderOrSavedForTheFrameReaderIsReadByItsExemplars) {
    const nlohmann::json saved = toJson(testsupport::generatedDeckProfile());
    ASSERT_EQ(saved.at("reader"), "exemplar");
    nlohmann::json withoutReader = saved;
    withoutReader.erase("reader");
    nlohmann::json forTheFrameReader = saved;
    forTheFrameReader["reader"] = "frame";
    forTheFrameReader["frame"] = {{"cardAspect", 1.4}, {"digits", nlohmann::json::array()}};
    for (const nlohmann::json& json : {withoutReader, forTheFrameReader}) {
        const Result<Profile> loaded = profileFromJson(json);
        ASSERT_TRUE(loaded.ok()) << hats::english::describe(loaded.error());
        expectBoardReadWith(loaded.value(), 500);
    }
}

TEST(Profile, AnUnknownReaderIsRefused) {
    nlohmann::json json = toJson(testsupport::generatedDeckProfile());
    json["reader"] = "telepathy";
    const Result<Profile> unknown = profileFromJson(json);
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(hats::english::describe(unknown.error()).find("unknown reader"), std::string::npos)
        << hats::english::describe(unknown.error());
}

// A profile saved before the value faces were kept reads each printed value on its exemplars,
// as it did when it was saved; a profile keeping them stays small.
TEST(Profile, AProfileWithoutValueFacesReadsValuesOnItsExemplars) {
    const nlohmann::json kept = toJson(testsupport::generatedDeckProfile());
    EXPECT_LT(kept.dump().size(), kMaxProfileBytes * 3 / 4);
    nlohmann::json json = kept;
    json.erase("valueFaces");
    const Result<Profile> loaded = profileFromJson(json);
    ASSERT_TRUE(loaded.ok()) << hats::english::describe(loaded.error());
    for (const cv::Mat& face : loaded->valueFaces) {
        EXPECT_TRUE(face.empty());
    }
    EXPECT_TRUE(CardMatcher(loaded.value()).valueFaceSize().empty());
    EXPECT_EQ(CardMatcher(testsupport::generatedDeckProfile()).valueFaceSize(),
              loaded->valueFaceSize());
    expectBoardReadWith(loaded.value(), 501);
}

TEST(Profile, ACardNotLearnedStaysNotLearned) {
    Profile profile = testsupport::generatedDeckProfile();
    profile.exemplars[7] = cv::Mat();
    const Result<Profile> loaded = profileFromJson(toJson(profile));
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded->missing(), std::vector<int>{7});
}

TEST(Profile, AnOlderProfileAsksToLearnTheDeckAgain) {
    const Result<Profile> old =
        profileFromJson(nlohmann::json{{"format", "hats-vision-profile/1"}, {"name", "deck"}});
    ASSERT_FALSE(old.ok());
    EXPECT_NE(hats::english::describe(old.error()).find("learn the deck again"), std::string::npos)
        << hats::english::describe(old.error());
}

TEST(Profile, DamagedProfileIsRefusedWithAReason) {
    nlohmann::json j = toJson(testsupport::generatedDeckProfile());
    j["exemplars"].erase(0);
    const Result<Profile> few = profileFromJson(j);
    ASSERT_FALSE(few.ok());
    EXPECT_NE(hats::english::describe(few.error()).find("43 card pictures"), std::string::npos);
    j = toJson(testsupport::generatedDeckProfile());
    j["exemplars"][3] = "not base64!";
    EXPECT_FALSE(profileFromJson(j).ok());
    j = toJson(testsupport::generatedDeckProfile());
    j["exemplars"][3] = "aGVsbG8gd29ybGQ="; // "hello world": not a PNG
    EXPECT_FALSE(profileFromJson(j).ok());
    j = toJson(testsupport::generatedDeckProfile());
    j["cardAspect"] = 1.9; // the pictures no longer fit the shape
    EXPECT_FALSE(profileFromJson(j).ok());
    j = toJson(testsupport::generatedDeckProfile());
    j["valueFaces"].erase(41);
    const Result<Profile> fewValues = profileFromJson(j);
    ASSERT_FALSE(fewValues.ok());
    EXPECT_NE(hats::english::describe(fewValues.error()).find("value pictures must be 42"),
              std::string::npos)
        << hats::english::describe(fewValues.error());
    j = toJson(testsupport::generatedDeckProfile());
    j["valueFaces"][5] = j["exemplars"][5]; // a picture of the exemplars' size
    EXPECT_FALSE(profileFromJson(j).ok());
    EXPECT_FALSE(profileFromJson(nlohmann::json{{"format", "something-else"}}).ok());
}

TEST(Profile, NonJsonFileIsNotAProfile) {
    const auto path = std::filesystem::temp_directory_path() / "hats-profile-not-json.json";
    std::ofstream(path) << "\xff\xd8 a photo?";
    const Result<Profile> loaded = loadProfile(path);
    std::filesystem::remove(path);
    ASSERT_FALSE(loaded.ok());
    EXPECT_NE(hats::english::describe(loaded.error()).find("not JSON"), std::string::npos);
    EXPECT_FALSE(loadProfile("/nonexistent/profile.json").ok());
}
