#include "engine/cookie.h"

#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::collection;
using How = CookieDecision::How;

TEST(Cookie, R14_NobodyHoldsItWhileNobodyHasAHat) {
    const auto decision =
        decideCookie({collection({}), collection({}), collection({})}, CookieMemory::nobody());
    EXPECT_EQ(decision.how, How::NobodyHasHats);
    EXPECT_FALSE(decision.holder);
}

TEST(Cookie, R14_TheHighestTypeCountTakesIt) {
    const auto decision =
        decideCookie({collection({{Red, 1}, {Blue, 2}}), collection({{Red, 3}}, 1),
                      collection({{Green, 1}, {Green, 2}, {Yellow, 3}, {Orange, 6}})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.how, How::MostTypes);
    EXPECT_EQ(decision.holder, 2);
    EXPECT_EQ(decision.typeCounts, (std::vector<int>{2, 2, 3}));
    EXPECT_EQ(decision.topCount, 3);
    EXPECT_EQ(decision.handover(), CookieDecision::Handover::Takes);
    EXPECT_EQ(decision.before.holder, 0);
}

TEST(Cookie, R14_ABlackHatCountsAsOneMoreType) {
    const auto decision = decideCookie(
        {collection({{Red, 1}, {Blue, 2}}, 1), collection({{Red, 3}, {Green, 1}}), collection({})},
        CookieMemory::nobody());
    EXPECT_EQ(decision.holder, 0);
    EXPECT_EQ(decision.counts[0].faceUpTypes, 2);
    EXPECT_TRUE(decision.counts[0].blackHatBonus);
    EXPECT_EQ(decision.counts[0].typeCount(), 3);
    EXPECT_EQ(decision.handover(), CookieDecision::Handover::Gets);
}

TEST(Cookie, R15_TieDecidedAtRankOneByTheLowestCard) {
    const auto decision =
        decideCookie({collection({{Red, 2}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 6}}),
                      collection({{Red, 1}})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.how, How::Tiebreak);
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.tied, (std::vector<int>{0, 1}));
    ASSERT_EQ(decision.ranks.size(), 1U);
    EXPECT_EQ(decision.decidingRank(), 1);
    ASSERT_EQ(decision.ranks[0].entries.size(), 2U);
    EXPECT_EQ(decision.ranks[0].entries[0].card, Card(Red, 2));
    EXPECT_EQ(decision.ranks[0].entries[0].outcome, CookieRankEntry::Outcome::HigherCard);
    EXPECT_EQ(decision.ranks[0].entries[1].card, Card(Green, 1));
    EXPECT_EQ(decision.ranks[0].entries[1].outcome, CookieRankEntry::Outcome::StaysIn);
}

TEST(Cookie, R15_TieDecidedAtRankTwoMatchesTheRuleBookExplanation) {
    // rules.md: "Ben 4 types, Cleo 4 types → rank 1: Ben 1, Cleo 1 → rank 2: Ben 2, Cleo 3 →
    // Ben keeps the cookie."
    const auto decision = decideCookie(
        {collection({{Red, 4}}), collection({{Red, 1}, {Blue, 2}, {Green, 5}, {Yellow, 6}}),
         collection({{Orange, 1}, {Purple, 3}, {Brown, 4}, {Green, 6}})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.decidingRank(), 2);
    EXPECT_EQ(decision.tied, (std::vector<int>{1, 2}));
    ASSERT_EQ(decision.ranks.size(), 2U);
    EXPECT_FALSE(decision.ranks[0].separates());
    EXPECT_EQ(decision.ranks[1].entries[0].card, Card(Blue, 2));
    EXPECT_EQ(decision.ranks[1].entries[1].card, Card(Purple, 3));
    EXPECT_EQ(decision.ranks[1].survivors, (std::vector<int>{1}));
    EXPECT_EQ(decision.handover(), CookieDecision::Handover::Keeps);
    // The cards each tied player shows, sorted by value (R15).
    EXPECT_EQ(decision.counts[2].cards,
              (std::vector<Card>{{Orange, 1}, {Purple, 3}, {Brown, 4}, {Green, 6}}));
}

TEST(Cookie, R15_TieDecidedAtRankThree) {
    const auto decision =
        decideCookie({collection({{Red, 1}, {Blue, 2}, {Green, 4}}),
                      collection({{Red, 2}, {Blue, 1}, {Green, 3}}), collection({})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.decidingRank(), 3);
    EXPECT_EQ(decision.handover(), CookieDecision::Handover::Takes);
}

TEST(Cookie, R15_ATiedPlayerWithoutACardAtARankDropsOut) {
    // Same type count (Ann has a black hat), same values as far as Ann's go: Ann runs out.
    const auto decision =
        decideCookie({collection({{Red, 1}, {Blue, 2}}, 1),
                      collection({{Red, 2}, {Blue, 1}, {Green, 6}}), collection({})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.holder, 1);
    ASSERT_EQ(decision.ranks.size(), 3U);
    EXPECT_FALSE(decision.ranks[2].entries[0].card);
    EXPECT_EQ(decision.ranks[2].entries[0].outcome, CookieRankEntry::Outcome::NoCardLeft);
    EXPECT_EQ(decision.ranks[2].entries[1].card, Card(Green, 6));
}

TEST(Cookie, R15_APlayerWithOnlyBlackHatsDropsOutAtRankOne) {
    const auto decision = decideCookie({collection({}, 3), collection({{Red, 6}}), collection({})},
                                       CookieMemory::heldBy(0));
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.decidingRank(), 1);
}

TEST(Cookie, R15_BlackHatsAreNeverCompared) {
    // Equal face-up values; the black hats' hidden values play no part, so it is a full tie.
    const auto decision =
        decideCookie({collection({{Red, 1}}, 2), collection({{Blue, 1}}, 1), collection({})},
                     CookieMemory::heldBy(1));
    EXPECT_EQ(decision.how, How::FullTieKept);
    EXPECT_EQ(decision.holder, 1);
}

TEST(Cookie, R15_ThreeWayTieNarrowsRankByRank) {
    const auto decision =
        decideCookie({collection({{Red, 1}, {Blue, 4}}), collection({{Red, 2}, {Blue, 1}}),
                      collection({{Green, 1}, {Yellow, 3}})},
                     CookieMemory::nobody());
    ASSERT_EQ(decision.ranks.size(), 2U);
    EXPECT_EQ(decision.ranks[0].survivors, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(decision.ranks[1].entries.size(), 3U);
    EXPECT_EQ(decision.ranks[1].survivors, (std::vector<int>{1}));
    EXPECT_EQ(decision.holder, 1);
}

TEST(Cookie, R16_FullTieKeepsTheCookieWithItsHolder) {
    const auto decision = decideCookie(
        {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}), collection({})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(decision.how, How::FullTieKept);
    EXPECT_EQ(decision.holder, 1);
    EXPECT_EQ(decision.fullyTied, (std::vector<int>{0, 1}));
    EXPECT_EQ(decision.handover(), CookieDecision::Handover::Keeps);
}

TEST(Cookie, R16_FullTieWithoutAKnownHolderAsksTheTable) {
    const auto decision = decideCookie(
        {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}), collection({})},
        CookieMemory::unknown());
    EXPECT_EQ(decision.how, How::FullTieUnknown);
    EXPECT_FALSE(decision.holder);
    EXPECT_EQ(decision.fullyTied, (std::vector<int>{0, 1}));
    EXPECT_EQ(decision.handover(), CookieDecision::Handover::None);
}

TEST(Cookie, R16_PartialSeparationThenFullTieAmongTheRest) {
    const auto decision =
        decideCookie({collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}),
                      collection({{Orange, 2}, {Purple, 3}})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(decision.fullyTied, (std::vector<int>{0, 1}));
    EXPECT_EQ(decision.holder, 0);
}

} // namespace
} // namespace hats
