#include "app/gui/rules.h"

#include <gtest/gtest.h>

namespace {

TEST(Rules, R3_R4_R9_TheScreensReadTheEnginesConstants) {
    EXPECT_EQ(Rules::slotCount(2), 5);
    EXPECT_EQ(Rules::slotCount(3), 6);
    EXPECT_EQ(Rules::slotCount(4), 6);
    EXPECT_EQ(Rules::minPlayers(), 2);
    EXPECT_EQ(Rules::maxPlayers(), 4);
    EXPECT_EQ(Rules::turnsPerPlayer(), 8);
    EXPECT_EQ(Rules::hatsPerCollection(), 8);
    EXPECT_TRUE(Rules::hasTeams(4));
    EXPECT_FALSE(Rules::hasTeams(3));
    EXPECT_EQ(Rules::teamOf(2), Rules::teamOf(0));
    EXPECT_EQ(Rules::typesInPlay(2), 5);
    EXPECT_EQ(Rules::cookiePoints(), 5);
}

} // namespace
