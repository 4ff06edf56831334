#include "engine/cookie.h"

#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::collection;
using How = CookieDecision::How;

const std::vector<std::string> kNames = {"Ann", "Ben", "Cleo"};

TEST(Cookie, R14_NobodyHoldsItWhileNobodyHasAHat) {
    const auto decision = decideCookie(kNames, {collection({}), collection({}), collection({})},
                                       CookieMemory::nobody());
    EXPECT_EQ(decision.how, How::NobodyHasHats);
    EXPECT_FALSE(decision.holder);
}

TEST(Cookie, R14_TheHighestTypeCountTakesIt) {
    const auto decision =
        decideCookie(kNames,
                     {collection({{Red, 1}, {Blue, 2}}), collection({{Red, 3}}, 1),
                      collection({{Green, 1}, {Green, 2}, {Yellow, 3}, {Orange, 6}})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.how, How::MostTypes);
    EXPECT_EQ(decision.holder, 2);
    EXPECT_EQ(decision.typeCounts, (std::vector<int>{2, 2, 3}));
    EXPECT_EQ(decision.reason, "Cleo: 3 types, more than anyone");
    EXPECT_EQ(decision.steps.back(), "Cleo takes the cookie from Ann");
}

TEST(Cookie, R14_ABlackHatCountsAsOneMoreType) {
    const auto decision = decideCookie(
        kNames,
        {collection({{Red, 1}, {Blue, 2}}, 1), collection({{Red, 3}, {Green, 1}}), collection({})},
        CookieMemory::nobody());
    EXPECT_EQ(decision.holder, 0);
    EXPECT_EQ(decision.steps.back(), "Ann gets the cookie");
}

TEST(Cookie, R15_TieDecidedAtRankOneByTheLowestCard) {
    const auto decision =
        decideCookie(kNames,
                     {collection({{Red, 2}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 6}}),
                      collection({{Red, 1}})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.how, How::Tiebreak);
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.tied, (std::vector<int>{0, 1}));
    ASSERT_EQ(decision.ranks.size(), 1U);
    EXPECT_EQ(decision.decidingRank(), 1);
    EXPECT_EQ(decision.ranks[0].values, (std::vector<std::optional<int>>{2, 1}));
}

TEST(Cookie, R15_TieDecidedAtRankTwoMatchesTheRuleBookExplanation) {
    // rules.md: "Ben 4 types, Cleo 4 types → rank 1: Ben 1, Cleo 1 → rank 2: Ben 2, Cleo 3 →
    // Ben keeps the cookie."
    const auto decision = decideCookie(
        kNames,
        {collection({{Red, 4}}), collection({{Red, 1}, {Blue, 2}, {Green, 5}, {Yellow, 6}}),
         collection({{Orange, 1}, {Purple, 3}, {Brown, 4}, {Green, 6}})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.decidingRank(), 2);
    EXPECT_EQ(decision.steps,
              (std::vector<std::string>{"Ben 4 types, Cleo 4 types, Ann 1 type",
                                        "Ben and Cleo tie on 4 types; their face-up values are "
                                        "compared from the lowest up (R15)",
                                        "rank 1: Ben 1, Cleo 1",
                                        "rank 2: Ben 2, Cleo 3 — Ben has the lowest card (R15)",
                                        "Ben keeps the cookie"}));
}

TEST(Cookie, R15_TieDecidedAtRankThree) {
    const auto decision =
        decideCookie(kNames,
                     {collection({{Red, 1}, {Blue, 2}, {Green, 4}}),
                      collection({{Red, 2}, {Blue, 1}, {Green, 3}}), collection({})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.decidingRank(), 3);
    EXPECT_EQ(decision.steps.back(), "Ben takes the cookie from Ann");
}

TEST(Cookie, R15_ATiedPlayerWithoutACardAtARankDropsOut) {
    // Same type count (Ann has a black hat), same values as far as Ann's go: Ann runs out.
    const auto decision =
        decideCookie(kNames,
                     {collection({{Red, 1}, {Blue, 2}}, 1),
                      collection({{Red, 2}, {Blue, 1}, {Green, 6}}), collection({})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.holder, 1);
    ASSERT_EQ(decision.ranks.size(), 3U);
    EXPECT_EQ(decision.ranks[2].values, (std::vector<std::optional<int>>{std::nullopt, 6}));
    EXPECT_NE(decision.steps[4].find("Ann none left, Ben 6"), std::string::npos);
}

TEST(Cookie, R15_APlayerWithOnlyBlackHatsDropsOutAtRankOne) {
    const auto decision =
        decideCookie(kNames, {collection({}, 3), collection({{Red, 6}}), collection({})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.decidingRank(), 1);
}

TEST(Cookie, R15_BlackHatsAreNeverCompared) {
    // Equal face-up values; the black hats' hidden values play no part, so it is a full tie.
    const auto decision = decideCookie(
        kNames, {collection({{Red, 1}}, 2), collection({{Blue, 1}}, 1), collection({})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(decision.how, How::FullTieKept);
    EXPECT_EQ(decision.holder, 1);
}

TEST(Cookie, R15_ThreeWayTieNarrowsRankByRank) {
    const auto decision =
        decideCookie(kNames,
                     {collection({{Red, 1}, {Blue, 4}}), collection({{Red, 2}, {Blue, 1}}),
                      collection({{Green, 1}, {Yellow, 3}})},
                     CookieMemory::nobody());
    ASSERT_EQ(decision.ranks.size(), 2U);
    EXPECT_EQ(decision.ranks[0].survivors, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(decision.ranks[1].seats, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(decision.ranks[1].survivors, (std::vector<int>{1}));
    EXPECT_EQ(decision.holder, 1);
}

TEST(Cookie, R16_FullTieKeepsTheCookieWithItsHolder) {
    const auto decision = decideCookie(
        kNames,
        {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}), collection({})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(decision.how, How::FullTieKept);
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.fullyTied, (std::vector<int>{0, 1}));
    EXPECT_EQ(decision.steps.back(),
              "Ben keeps the cookie: in a full tie it stays where it is (R16)");
}

TEST(Cookie, R16_FullTieWithoutAKnownHolderAsksTheTable) {
    const auto decision = decideCookie(
        kNames,
        {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}), collection({})},
        CookieMemory::unknown());
    EXPECT_EQ(decision.how, How::FullTieUnknown);
    EXPECT_FALSE(decision.holder);
    EXPECT_EQ(decision.reason, "full tie between Ann and Ben: who held the cookie?");
}

TEST(Cookie, R16_PartialSeparationThenFullTieAmongTheRest) {
    const auto decision =
        decideCookie(kNames,
                     {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}),
                      collection({{Orange, 2}, {Purple, 3}})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.fullyTied, (std::vector<int>{0, 1}));
    EXPECT_EQ(decision.holder, 0);
}

} // namespace
} // namespace hats
