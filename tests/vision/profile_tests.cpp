#include "app/text/english.h"
#include "vision/profile.h"

#include "tests/vision/vision_test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace hats;
using namespace hats::vision;

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
    EXPECT_EQ(loaded->report[5].problem, "some glare on it (learned anyway)");
    EXPECT_NEAR(loaded->typeLab[4][2], profile.typeLab[4][2], 1e-9);
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
