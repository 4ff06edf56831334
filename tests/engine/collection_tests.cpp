#include "engine/collection.h"

#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::collection;

TEST(Collection, R14_TypeCountIsDistinctFaceUpTypesPlusOneForBlackHats) {
    EXPECT_EQ(collection({}).typeCount(), 0);
    EXPECT_EQ(collection({{Red, 1}, {Red, 2}, {Blue, 3}}).typeCount(), 2);
    EXPECT_EQ(collection({{Red, 1}, {Blue, 3}}, 1).typeCount(), 3);
    EXPECT_EQ(collection({{Red, 1}, {Blue, 3}}, 3).typeCount(), 3); // one, however many
    EXPECT_EQ(collection({}, 2).typeCount(), 1);
}

TEST(Collection, R15_SortedValuesLeaveBlackHatsOut) {
    EXPECT_EQ(collection({{Red, 5}, {Blue, 1}, {Green, 3}}, 2).sortedValues(),
              (std::vector<int>{1, 3, 5}));
}

TEST(Collection, R9_AHatCountCountsFaceUpAndBlackHats) {
    EXPECT_EQ(collection({{Red, 5}, {Blue, 1}}, 6).hatCount(), 8);
}

} // namespace
} // namespace hats
