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
    profile.shapeMeasured = false;
    const auto path = std::filesystem::temp_directory_path() / "hats-profile-roundtrip.json";
    ASSERT_TRUE(saveProfile(profile, path).ok());
    const Result<Profile> loaded = loadProfile(path);
    std::filesystem::remove(path);
    ASSERT_TRUE(loaded.ok()) << hats::english::describe(loaded.error());
    EXPECT_EQ(loaded->name, "second printing");
    EXPECT_NEAR(loaded->cardAspect, profile.cardAspect, 1e-9);
    EXPECT_FALSE(loaded->shapeMeasured);
    // Profiles saved before the flag existed were measured.
    nlohmann::json older = toJson(profile);
    older.erase("shapeMeasured");
    EXPECT_TRUE(profileFromJson(older)->shapeMeasured);
    EXPECT_EQ(loaded->digitBox, profile.digitBox);
    EXPECT_EQ(cv::norm(loaded->digits[3], profile.digits[3]), 0);
    EXPECT_EQ(cv::countNonZero(loaded->colourMask != profile.colourMask), 0);
    EXPECT_NEAR(loaded->typeLab[4][2], profile.typeLab[4][2], 1e-9);
}

TEST(Profile, DamagedProfileIsRefusedWithAReason) {
    nlohmann::json j = toJson(testsupport::generatedDeckProfile());
    j["digits"].erase(0);
    const Result<Profile> fewDigits = profileFromJson(j);
    ASSERT_FALSE(fewDigits.ok());
    EXPECT_NE(hats::english::describe(fewDigits.error()).find("6 digit"), std::string::npos);
    j = toJson(testsupport::generatedDeckProfile());
    j["colourMask"]["rows"] = 3;
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
