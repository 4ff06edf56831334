#include "engine/scoring.h"

#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::collection;
using testing::setupOf;

// Slots: 1 green, 2 blue, 3 red, 4 green (face down, R10), 5 yellow, 6 orange.
Board exampleBoard() {
    return Board::make({{Green, 1}, {Blue, 1}, {Red, 3}, {Green, 4}, {Yellow, 5}, {Orange, 6}}, 6)
        .value();
}

TEST(Scoring, R11_RuleBookExampleScoresFourteen) {
    // 3 + 0 + 0 + 5 + 5 + 0 + 0 + 1 = 14
    const auto score = scoreCollection(
        exampleBoard(),
        collection(
            {{Red, 5}, {Purple, 1}, {Brown, 2}, {Yellow, 1}, {Yellow, 6}, {Purple, 4}, {Brown, 6}},
            1));
    EXPECT_EQ(score.total, 14);
    std::vector<int> points;
    for (const CardPoints& card : score.cards) {
        points.push_back(card.points);
    }
    EXPECT_EQ(points, (std::vector<int>{3, 0, 0, 5, 5, 0, 0}));
    EXPECT_EQ(score.blackHats, 1);
}

TEST(Scoring, R11_EachBlackHatScoresOne) {
    EXPECT_EQ(scoreCollection(exampleBoard(), collection({}, 8)).total, 8);
}

TEST(Scoring, R10_FaceDownBoardCardsScoreNothing) {
    // green stands in slots 1 and 4: green collection cards score 1, never 4.
    EXPECT_EQ(scoreCollection(exampleBoard(), collection({{Green, 2}, {Green, 3}})).total, 2);
}

TEST(Scoring, R12_RuleBookExampleScoresNine) {
    // 6 + 5 - 2 = 9
    const auto score = scoreFavorite(collection({{Blue, 6}, {Blue, 5}, {Red, 4}}, 2), {Blue, 2});
    EXPECT_EQ(score.total, 9);
    EXPECT_EQ(score.matches.size(), 2U);
}

TEST(Scoring, R12_AFavoriteWithoutMatchesIsNegative) {
    EXPECT_EQ(scoreFavorite(collection({{Red, 4}}, 7), {Blue, 5}).total, -5);
}

std::vector<Collection> fullCollections() {
    return {collection({{Red, 5},
                        {Red, 6},
                        {Yellow, 1},
                        {Yellow, 2},
                        {Blue, 2},
                        {Blue, 3},
                        {Blue, 4},
                        {Blue, 5}}),
            collection({{Purple, 1}, {Purple, 2}, {Purple, 3}}, 5),
            collection({{Orange, 1}, {Orange, 2}, {Orange, 3}, {Brown, 1}}, 4)};
}

TEST(Scoring, R13_R17_TotalIsCollectionPlusFavoritePlusTheFiveCookiePoints) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo"});
    const auto collections = fullCollections();
    auto cookie = decideCookie(collections, CookieMemory::nobody());
    // Ann and Cleo have 3 types; rank 1: Ann 1, Cleo 1; rank 2: Ann 2, Cleo 1 → Cleo.
    ASSERT_EQ(cookie.holder, 2);
    const auto napkin = scoreNapkin(setup, exampleBoard(), collections,
                                    {{Blue, 6}, {Purple, 4}, {Brown, 3}}, cookie);
    const PlayerScore& ann = napkin.players[0];
    EXPECT_EQ(ann.collection.total, 3 + 3 + 5 + 5 + 2 + 2 + 2 + 2);
    EXPECT_EQ(ann.favorite.total, 2 + 3 + 4 + 5 - 6);
    EXPECT_EQ(ann.cookie, 0);
    EXPECT_EQ(ann.total, ann.collection.total + ann.favorite.total);
    const PlayerScore& cleo = napkin.players[2];
    EXPECT_EQ(cleo.collection.total, 6 + 6 + 6 + 0 + 4);
    EXPECT_EQ(cleo.favorite.total, 1 - 3);
    EXPECT_EQ(cleo.cookie, 5);
    EXPECT_EQ(cleo.total, 22 - 2 + 5);
}

// A napkin for sides with given collections and favorites on the example board.
Napkin napkinOf(const GameSetup& setup, const std::vector<Collection>& collections,
                const std::vector<Card>& favorites, std::optional<int> cookieHolder) {
    auto cookie = decideCookie(collections, cookieHolder ? CookieMemory::heldBy(*cookieHolder)
                                                         : CookieMemory::nobody());
    return scoreNapkin(setup, exampleBoard(), collections, favorites, cookie);
}

TEST(Scoring, R18_HighestTotalWins) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo"});
    const auto napkin =
        napkinOf(setup, fullCollections(), {{Blue, 6}, {Purple, 4}, {Brown, 3}}, std::nullopt);
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{0}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::Points);
    EXPECT_EQ(decidedByName(napkin.victory.decidedBy), "points");
}

// Board points per type: green 1, blue 2, red 3, yellow 5, orange 6, purple and brown 0.

TEST(Scoring, R18_ATieOnPointsGoesToMostBlackHats) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo"});
    const std::vector<Collection> collections = {
        collection({{Red, 5}}, 7),                                        // 10, 2 types
        collection({{Red, 6}, {Yellow, 1}, {Purple, 1}, {Purple, 2}}, 4), // 12, 4 types: cookie
        collection({{Brown, 1}}, 7)};                                     // 7, 2 types
    const auto napkin =
        napkinOf(setup, collections, {{Red, 4}, {Blue, 6}, {Brown, 2}}, std::nullopt);
    ASSERT_EQ(napkin.players[0].total, 10 + 1);
    ASSERT_EQ(napkin.players[1].total, 12 - 6 + 5);
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{0}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::BlackHats);
    EXPECT_EQ(napkin.victory.topSides, (std::vector<int>{0, 1}));
    EXPECT_EQ(napkin.victory.points, 11);
    EXPECT_EQ(napkin.victory.blackHatSides, (std::vector<int>{0}));
    EXPECT_EQ(napkin.victory.blackHats, 7);
}

TEST(Scoring, R18_ATieOnPointsAndBlackHatsGoesToTheCookieHolder) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo"});
    const std::vector<Collection> collections = {
        collection({{Red, 5}, {Red, 6}}, 6),                                  // 12, 2 types
        collection({{Purple, 1}, {Brown, 1}}, 6),                             // 6, 3 types: cookie
        collection({{Purple, 2}, {Purple, 3}, {Purple, 4}, {Purple, 5}}, 4)}; // 4, 2 types
    const auto napkin =
        napkinOf(setup, collections, {{Yellow, 2}, {Brown, 2}, {Orange, 6}}, std::nullopt);
    ASSERT_EQ(napkin.players[0].total, 12 - 2);
    ASSERT_EQ(napkin.players[1].total, 6 + 5 + 1 - 2);
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{1}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::Cookie);
}

TEST(Scoring, R18_AStillTiedGameIsASharedVictory) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo"});
    const std::vector<Collection> collections = {
        collection({{Red, 5}, {Blue, 2}}, 6),                   // 11, 3 types
        collection({{Red, 6}, {Blue, 3}}, 6),                   // 11, 3 types
        collection({{Purple, 1}, {Brown, 1}, {Purple, 2}}, 5)}; // 5, 3 types, lowest card: cookie
    const auto napkin =
        napkinOf(setup, collections, {{Yellow, 2}, {Green, 2}, {Brown, 6}}, std::nullopt);
    ASSERT_EQ(napkin.players[0].total, 9);
    ASSERT_EQ(napkin.players[1].total, 9);
    ASSERT_EQ(napkin.players[2].total, 5 + 5 + 1 - 6);
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{0, 1}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::Shared);
    EXPECT_EQ(decidedByName(DecidedBy::Shared), "shared");
}

TEST(Scoring, R17_R18_FourPlayersWinAsATeamOnTheSumOfPartners) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo", "Dan"});
    const std::vector<Collection> collections = {collection({{Red, 5}}, 7),   // 10
                                                 collection({{Blue, 2}}, 7),  // 9
                                                 collection({{Red, 6}}, 7),   // 10
                                                 collection({{Blue, 3}}, 7)}; // 9
    const auto napkin =
        napkinOf(setup, collections, {{Yellow, 1}, {Yellow, 2}, {Yellow, 3}, {Yellow, 4}}, 0);
    // Everyone has 2 types; rank 1: Ann 5, Ben 2, Cleo 6, Dan 3 → Ben takes the cookie.
    ASSERT_EQ(napkin.cookie.holder, 1);
    ASSERT_EQ(napkin.teams.size(), 2U);
    EXPECT_EQ(napkin.teams[0].total, (10 - 1) + (10 - 3));
    EXPECT_EQ(napkin.teams[1].total, (9 - 2 + 5) + (9 - 4));
    EXPECT_TRUE(napkin.teams[1].cookie);
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{1, 3}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::Points);
}

TEST(Scoring, R18_TeamTiebreakUsesTheTeamsBlackHatSum) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo", "Dan"});
    const std::vector<Collection> collections = {
        collection({{Red, 5}, {Blue, 2}, {Green, 2}}, 5), // 11, 4 types
        collection({{Red, 6}}, 7),                        // 10
        collection({{Blue, 3}, {Green, 3}, {Red, 4}}, 5), // 11, 4 types
        collection({{Blue, 4}}, 7)};                      // 9
    // Ann and Cleo tie on 4 types; rank 1: Ann 2, Cleo 3 → Ann keeps the cookie.
    const auto napkin =
        napkinOf(setup, collections, {{Yellow, 5}, {Orange, 1}, {Yellow, 6}, {Orange, 2}}, 0);
    ASSERT_EQ(napkin.cookie.holder, 0);
    ASSERT_EQ(napkin.teams[0].total, (11 - 5 + 5) + (11 - 6));
    ASSERT_EQ(napkin.teams[1].total, (10 - 1) + (9 - 2));
    EXPECT_EQ(napkin.teams[0].blackHats, 10);
    EXPECT_EQ(napkin.teams[1].blackHats, 14);
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{1, 3}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::BlackHats);
}

TEST(Scoring, R18_ATeamHoldingTheCookieWinsATieOnPointsAndBlackHats) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo", "Dan"});
    const std::vector<Collection> collections = {collection({{Red, 5}}, 7),   // 10, 2 types
                                                 collection({{Red, 6}}, 7),   // 10, 2 types
                                                 collection({{Blue, 2}}, 7),  // 9, 2 types
                                                 collection({{Blue, 3}}, 7)}; // 9, 2 types
    // rank 1: Ann 5, Ben 6, Cleo 2, Dan 3 → Cleo holds the cookie: team Ann+Cleo.
    const auto napkin =
        napkinOf(setup, collections, {{Yellow, 1}, {Orange, 1}, {Yellow, 6}, {Purple, 1}}, 0);
    ASSERT_EQ(napkin.cookie.holder, 2);
    ASSERT_EQ(napkin.teams[0].total, (10 - 1) + (9 - 6 + 5));
    ASSERT_EQ(napkin.teams[1].total, (10 - 1) + (9 - 1));
    EXPECT_EQ(napkin.victory.winners, (std::vector<int>{0, 2}));
    EXPECT_EQ(napkin.victory.decidedBy, DecidedBy::Cookie);
}

TEST(Scoring, R17_LiveStandingsUsePublicInformationOnly) {
    const auto setup = setupOf({"Ann", "Ben", "Cleo", "Dan"});
    const std::vector<Collection> collections = {collection({{Red, 5}}, 1), collection({}),
                                                 collection({{Blue, 3}}), collection({}, 2)};
    const auto standings = liveStandings(setup, exampleBoard(), collections, 0);
    EXPECT_EQ(standings.players[0].collection, 4);
    EXPECT_EQ(standings.players[0].total, 9);
    EXPECT_EQ(standings.players[2].total, 2);
    EXPECT_EQ(standings.players[3].total, 2);
    ASSERT_EQ(standings.teams.size(), 2U);
    EXPECT_EQ(standings.teams[0].total, 11);
    EXPECT_EQ(standings.teams[1].total, 2);
}

} // namespace
} // namespace hats
