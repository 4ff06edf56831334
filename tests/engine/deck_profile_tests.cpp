#include "engine/deck_profile.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace hats {
namespace {

TEST(DeckProfile, R2_DefaultsAreTheConfirmedColoursPlusYellowAndPurple) {
    const DeckProfile profile;
    EXPECT_EQ(profile.style(HatType::Red).name, "Red");
    EXPECT_EQ(profile.style(HatType::Yellow).name, "Yellow");
    EXPECT_EQ(profile.style(HatType::Purple).name, "Purple");
    EXPECT_EQ(profile.style(HatType::Brown).name, "Brown");
}

TEST(DeckProfile, R2_NamesAndColoursAreEditableAndSurviveJson) {
    DeckProfile profile;
    ASSERT_TRUE(profile.setName(HatType::Yellow, "Pink"));
    ASSERT_TRUE(profile.setColour(HatType::Yellow, "#ff88cc"));
    auto back = deckProfileFromJson(toJson(profile));
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, profile);
    EXPECT_EQ(back->style(HatType::Yellow).name, "Pink");
}

TEST(DeckProfile, R2_RefusesEmptyOrTakenNamesAndBadColours) {
    DeckProfile profile;
    EXPECT_FALSE(profile.setName(HatType::Red, ""));
    const auto taken = profile.setName(HatType::Red, "Blue");
    ASSERT_FALSE(taken);
    ASSERT_TRUE(taken.error().refusal);
    EXPECT_EQ(taken.error().refusal->kind, RefusalKind::TypeNameTaken);
    EXPECT_EQ(taken.error().refusal->rule, 2);
    EXPECT_EQ(taken.error().refusal->types.at(1), HatType::Blue);
    EXPECT_FALSE(profile.setColour(HatType::Red, "red"));
    EXPECT_FALSE(profile.setColour(HatType::Red, "#12345g"));
    EXPECT_EQ(profile, DeckProfile());
}

} // namespace
} // namespace hats
