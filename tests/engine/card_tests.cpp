#include "engine/card.h"

#include <gtest/gtest.h>

#include <set>

namespace hats {
namespace {

TEST(Card, R1_TheDeckHas42UniqueCardsOfSevenTypesValuedOneToSix) {
    std::set<int> indices;
    for (HatType type : kAllTypes) {
        for (int value = kMinValue; value <= kMaxValue; ++value) {
            const Card card(type, value);
            EXPECT_EQ(card.type(), type);
            EXPECT_EQ(card.value(), value);
            EXPECT_EQ(Card::fromIndex(card.index()), card);
            indices.insert(card.index());
        }
    }
    EXPECT_EQ(indices.size(), 42U);
    EXPECT_EQ(*indices.begin(), 0);
    EXPECT_EQ(*indices.rbegin(), 41);
}

TEST(Card, R1_AValueOutsideOneToSixIsNoCard) {
    EXPECT_FALSE(Card::make(HatType::Red, 0));
    EXPECT_FALSE(Card::make(HatType::Red, 7));
    EXPECT_TRUE(Card::make(HatType::Red, 6));
    EXPECT_THROW(Card(HatType::Blue, 7), std::out_of_range);
}

TEST(Card, R1_ACardSetRemembersEachPhysicalCardOnce) {
    CardSet set;
    set.insert(Card(HatType::Red, 4));
    set.insert(Card(HatType::Red, 4));
    set.insert(Card(HatType::Brown, 6));
    EXPECT_EQ(set.size(), 2);
    EXPECT_TRUE(set.contains(Card(HatType::Brown, 6)));
    EXPECT_FALSE(set.contains(Card(HatType::Red, 3)));
}

TEST(Card, R2_TypeIdsAreTheStableLowerCaseWords) {
    const std::vector<std::string> ids = {"red",  "orange", "yellow", "green",
                                          "blue", "purple", "brown"};
    for (std::size_t i = 0; i < ids.size(); ++i) {
        EXPECT_EQ(typeId(kAllTypes[i]), ids[i]);
        EXPECT_EQ(typeFromId(ids[i]), kAllTypes[i]);
    }
    EXPECT_FALSE(typeFromId("Red"));
    EXPECT_FALSE(typeFromId("pink"));
    EXPECT_EQ(Card(HatType::Green, 2).toString(), "green 2");
}

} // namespace
} // namespace hats
