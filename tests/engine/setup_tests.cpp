#include "engine/setup.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;

TEST(Setup, R4_TwoToFourPlayersWithDistinctNames) {
    const auto alone = GameSetup::make({"Ann"});
    ASSERT_FALSE(alone);
    EXPECT_EQ(alone.error().refusal->kind, RefusalKind::PlayerCount);
    EXPECT_EQ(alone.error().refusal->rule, 4);
    EXPECT_EQ(alone.error().refusal->count, 1);
    EXPECT_FALSE(GameSetup::make({"A", "B", "C", "D", "E"}));
    auto twice = GameSetup::make({"Ann", "Ben", "Ann"});
    ASSERT_FALSE(twice);
    EXPECT_EQ(twice.error().refusal->kind, RefusalKind::NameUsedTwice);
    EXPECT_EQ(twice.error().refusal->seat, 2);
    EXPECT_EQ(twice.error().refusal->name, "Ann");
    const auto nameless = GameSetup::make({"Ann", ""});
    ASSERT_FALSE(nameless);
    EXPECT_EQ(nameless.error().refusal->kind, RefusalKind::PlayerWithoutName);
    EXPECT_EQ(nameless.error().refusal->seat, 1);
    auto three = GameSetup::make({"Ann", "Ben", "Cleo"});
    ASSERT_TRUE(three);
    EXPECT_EQ(three->seatOf("Cleo"), 2);
    EXPECT_FALSE(three->seatOf("Dan"));
    EXPECT_FALSE(three->hasTeams());
}

TEST(Setup, R4_FourPlayersFormTwoTeamsOfOppositePartners) {
    auto setup = GameSetup::make({"Ann", "Ben", "Cleo", "Dan"});
    ASSERT_TRUE(setup);
    EXPECT_TRUE(setup->hasTeams());
    EXPECT_EQ(GameSetup::teamOf(0), GameSetup::teamOf(2));
    EXPECT_EQ(GameSetup::teamOf(1), GameSetup::teamOf(3));
    EXPECT_NE(GameSetup::teamOf(0), GameSetup::teamOf(1));
    EXPECT_EQ(setup->teamName(0), "Ann & Cleo");
    EXPECT_EQ(setup->teamName(1), "Ben & Dan");
    auto named = GameSetup::make({"Ann", "Ben", "Cleo", "Dan"}, {}, {"North-South", "East-West"});
    ASSERT_TRUE(named);
    EXPECT_EQ(named->teamName(1), "East-West");
    EXPECT_FALSE(GameSetup::make({"Ann", "Ben", "Cleo", "Dan"}, {}, {"Same", "Same"}));
}

TEST(Setup, R5_TwoPlayersRemoveExactlyTwoTypes) {
    auto setup = GameSetup::make({"Ann", "Ben"}, {Purple, Brown});
    ASSERT_TRUE(setup);
    EXPECT_EQ(setup->typesInPlay().size(), 5);
    EXPECT_FALSE(setup->typesInPlay().contains(Purple));
    EXPECT_EQ(setup->removedTypes(), (std::vector<HatType>{Purple, Brown}));
    EXPECT_EQ(setup->maxTypes(), 5);
    EXPECT_FALSE(GameSetup::make({"Ann", "Ben"}, {Purple}));
    EXPECT_FALSE(GameSetup::make({"Ann", "Ben"}, {Purple, Purple}));
    EXPECT_FALSE(GameSetup::make({"Ann", "Ben", "Cleo"}, {Purple, Brown}));
}

TEST(Setup, R5_AnUnknownRemovalStillAllowsOnlyFiveTypes) {
    auto setup = GameSetup::make({"Ann", "Ben"});
    ASSERT_TRUE(setup);
    EXPECT_EQ(setup->maxTypes(), 5);
    SeenCards seen;
    for (HatType type : {Red, Orange, Yellow, Green, Blue}) {
        seen.add(Card(type, 1));
    }
    const auto nowhere = [] {
        return CardPlace{};
    };
    const auto sixth =
        setup->checkCardMayAppear(Card(Brown, 2), seen, CardPlace::playedBy(0), nowhere);
    ASSERT_FALSE(sixth);
    EXPECT_EQ(sixth.error().refusal->kind, RefusalKind::TooManyTypes);
    EXPECT_EQ(sixth.error().refusal->rule, 5);
    EXPECT_EQ(sixth.error().refusal->limit, 5);
    EXPECT_EQ(sixth.error().refusal->types,
              (std::vector<HatType>{Red, Orange, Yellow, Green, Blue}));
    EXPECT_TRUE(setup->checkCardMayAppear(Card(Red, 2), seen, CardPlace::playedBy(0), nowhere));
}

} // namespace
} // namespace hats
