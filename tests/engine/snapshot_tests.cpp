#include "app/text/english.h"
#include "engine/snapshot.h"

#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::collection;
using testing::setupOf;

// Ann and Ben end fully tied: 3 types each (two face-up plus black hats), values [2, 2].
Snapshot fullTie(std::optional<int> holder) {
    return Snapshot{
        setupOf({"Ann", "Ben"}),
        {{Red, 1}, {Blue, 1}, {Green, 1}, {Yellow, 1}, {Orange, 1}},
        {collection({{Red, 2}, {Blue, 2}}, 6), collection({{Green, 2}, {Yellow, 2}}, 6)},
        {{Red, 3}, {Green, 3}},
        holder};
}

TEST(Snapshot, R16_AFullTieWithoutAKnownHolderIsRefusedNamingTheTiedPlayers) {
    EXPECT_EQ(snapshotCookie(fullTie(std::nullopt)).how, CookieDecision::How::FullTieUnknown);
    const auto napkin = scoreSnapshot(fullTie(std::nullopt));
    ASSERT_FALSE(napkin);
    EXPECT_EQ(napkin.error().message, "cookie"); // the place; the facts are the refusal
    ASSERT_TRUE(napkin.error().refusal);
    EXPECT_EQ(napkin.error().refusal->kind, RefusalKind::FullTieNeedsHolder);
    EXPECT_EQ(napkin.error().refusal->rule, 16);
    EXPECT_EQ(napkin.error().refusal->seats, (std::vector<int>{0, 1}));
}

TEST(Snapshot, R16_AFullTieIsSettledByWhoHeldTheCookie) {
    const auto napkin = scoreSnapshot(fullTie(1));
    ASSERT_TRUE(napkin) << hats::english::describe(napkin.error());
    EXPECT_EQ(napkin->cookie.how, CookieDecision::How::FullTieKept);
    EXPECT_EQ(napkin->players[1].cookie, 5);
    EXPECT_EQ(napkin->players[0].total, 1 + 2 + 6 + (2 - 3));
    EXPECT_EQ(napkin->players[1].total, 3 + 4 + 6 + 5 + (2 - 3));
}

TEST(Snapshot, R16_TheHolderIsOnlyReadToSettleAFullTie) {
    Snapshot snapshot = fullTie(0);
    snapshot.collections[1] = collection({{Green, 2}, {Yellow, 2}, {Orange, 2}}, 5); // 4 types
    const auto napkin = scoreSnapshot(snapshot);
    ASSERT_TRUE(napkin);
    EXPECT_EQ(napkin->cookie.holder, 1);
}

TEST(Snapshot, R16_AHolderOutsideTheFullTieIsAnEntryMistake) {
    Snapshot snapshot{setupOf({"Ann", "Ben", "Cleo"}),
                      {{Red, 1}, {Blue, 1}, {Green, 1}, {Yellow, 1}, {Orange, 1}, {Purple, 1}},
                      {collection({{Red, 2}, {Blue, 2}}, 6),
                       collection({{Green, 2}, {Yellow, 2}}, 6), collection({{Red, 3}}, 7)},
                      {{Red, 4}, {Green, 4}, {Brown, 1}},
                      2};
    const auto napkin = scoreSnapshot(snapshot);
    ASSERT_FALSE(napkin);
    ASSERT_TRUE(napkin.error().refusal);
    EXPECT_EQ(napkin.error().refusal->kind, RefusalKind::FullTieHolderNotTied);
    EXPECT_EQ(napkin.error().refusal->seats, (std::vector<int>{0, 1}));
    EXPECT_EQ(napkin.error().refusal->other, 2);
}

TEST(Snapshot, R9_EveryPlayerNeedsACollectionAndAFavorite) {
    Snapshot snapshot = fullTie(0);
    snapshot.favorites.pop_back();
    EXPECT_FALSE(checkSnapshot(snapshot));
}

} // namespace
} // namespace hats
