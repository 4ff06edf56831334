// The command line's English: every refusal, cookie step and victory as `hats score` says it.
#include "app/text/english.h"

#include "engine/game.h"
#include "engine/snapshot.h"
#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::collection;
using testing::setupOf;

Game threePlayerGame() {
    auto game =
        Game::start(setupOf({"Ann", "Ben", "Cleo"}),
                    {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Orange, 5}, {Purple, 6}});
    EXPECT_TRUE(game.ok());
    return std::move(game).value();
}

std::string said(const Result<void>& result) {
    EXPECT_FALSE(result);
    return result ? std::string() : english::describe(result.error());
}
template <typename T> std::string said(const Result<T>& result) {
    EXPECT_FALSE(result);
    return result ? std::string() : english::describe(result.error());
}

TEST(English, JoinsNamesAsASentenceDoes) {
    EXPECT_EQ(english::joinNames({"Ann"}), "Ann");
    EXPECT_EQ(english::joinNames({"Ann", "Ben"}), "Ann and Ben");
    EXPECT_EQ(english::joinNames({"Ann", "Ben", "Cleo"}), "Ann, Ben and Cleo");
}

TEST(English, R7_AnExchangeRefusalNamesThePlayerTheCardsAndTheSlot) {
    Game game = threePlayerGame();
    EXPECT_EQ(said(game.play({0, Exchange{3, {Brown, 3}}})),
              "Ann cannot exchange brown 3 for green 3 in slot 3: neither the same type nor a "
              "higher number (R7)");
}

TEST(English, R4_ATurnOutOfOrderSaysWhoseTurnItIs) {
    Game game = threePlayerGame();
    EXPECT_EQ(said(game.play({1, BlackHat{}})), "it is Ann's turn, not Ben's (R4)");
    EXPECT_EQ(said(game.play({5, BlackHat{}})), "there is no seat 6 in this game (R4)");
}

TEST(English, R3_ASlotOutsideTheBoardSaysTheBoardsSlots) {
    Game game = threePlayerGame();
    EXPECT_EQ(said(game.play({0, Exchange{7, {Red, 6}}})),
              "Ann cannot play into slot 7: the 3-player board has slots 1-6 (R3)");
    EXPECT_EQ(said(Board::make({{Red, 1}, {Blue, 2}}, 6)),
              "the board has 2 cards, but this game uses 6 slots (R3)");
}

TEST(English, R1_ACardSeenTwiceSaysWhereItWasSeen) {
    Game game = threePlayerGame();
    EXPECT_EQ(
        said(game.check({0, Exchange{1, {Blue, 2}}})),
        "Ann plays blue 2: blue 2 is already on the board in slot 2; every card is unique (R1)");
    ASSERT_TRUE(game.play({0, Exchange{2, {Blue, 6}}}));
    EXPECT_EQ(said(game.check({1, Exchange{2, {Blue, 2}}})),
              "Ben plays blue 2: blue 2 is already in Ann's collection; every card is unique (R1)");
    ASSERT_TRUE(game.play({1, BlackHat{Card(Brown, 5)}}));
    EXPECT_EQ(said(game.check({2, BlackHat{Card(Brown, 5)}})),
              "Cleo's black hat: brown 5 is already recorded as a black hat of Ben; every card is "
              "unique (R1)");
    EXPECT_EQ(said(Board::make({{Red, 1}, {Blue, 2}, {Red, 1}, {Yellow, 4}, {Brown, 5}}, 5)),
              "slot 3: red 1 is already on the board in slot 1; every card is unique (R1)");
}

TEST(English, R5_RemovedAndSixthTypesAreRefused) {
    auto game = Game::start(setupOf({"Ann", "Ben"}, {Purple, Brown}),
                            {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Orange, 5}});
    ASSERT_TRUE(game);
    EXPECT_EQ(said(game->check({0, Exchange{1, {Purple, 6}}})),
              "Ann plays purple 6: purple 6 cannot appear: purple is removed in this 2-player "
              "game (R5)");
    auto unknown = Game::start(setupOf({"Ann", "Ben"}),
                               {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Orange, 5}});
    ASSERT_TRUE(unknown);
    EXPECT_EQ(said(unknown->check({0, Exchange{1, {Brown, 6}}})),
              "Ann plays brown 6: brown 6 cannot appear: a 2-player game has only 5 types in "
              "play, and red, orange, yellow, green, blue are already seen (R5)");
    EXPECT_EQ(said(GameSetup::make({"Ann", "Ben", "Cleo"}, {Red, Blue})),
              "only a 2-player game removes types; with 3 players all seven are in play (R5)");
    EXPECT_EQ(said(GameSetup::make({"Ann", "Ben"}, {Red, Red})),
              "a 2-player game removes exactly two different types (R5)");
}

TEST(English, R4_SetupRefusals) {
    EXPECT_EQ(said(GameSetup::make({"Ann"})), "a game has 2 to 4 players, not 1 (R4)");
    EXPECT_EQ(said(GameSetup::make({"Ann", ""})), "player 2 has no name (R4)");
    EXPECT_EQ(said(GameSetup::make({"Ann", "Ben", "Ann"})),
              "player 3: the name \"Ann\" is used twice; every seat needs its own name (R4)");
    EXPECT_EQ(said(GameSetup::make({"Ann", "Ben", "Cleo", "Dan"}, {}, {"X", "X"})),
              "a 4-player game has two teams with two different names (R4)");
}

TEST(English, R9_TheEndOfTheGameRefusals) {
    Game game = threePlayerGame();
    EXPECT_EQ(said(game.finish({{Brown, 1}, {Brown, 2}, {Brown, 3}})),
              "the game is not over: 0 of 24 turns played (R9)");
    for (int turn = 0; turn < 24; ++turn) {
        ASSERT_TRUE(game.play({game.currentSeat(), BlackHat{}}));
    }
    EXPECT_EQ(said(game.play({0, BlackHat{}})),
              "the game is over: every player has played 8 cards (R9)");
    EXPECT_EQ(said(game.finish({{Brown, 1}})), "every player keeps exactly one favorite hat (R9)");
    EXPECT_EQ(said(game.finish({{Brown, 1}, {Brown, 1}, {Brown, 3}})),
              "Ben's favorite: brown 1 is already Ann's favorite; every card is unique (R1)");
}

TEST(English, R9_AFinishedCollectionHoldsEightHats) {
    Snapshot snapshot{setupOf({"Ann", "Ben"}),
                      {{Red, 1}, {Blue, 1}, {Green, 1}, {Yellow, 1}, {Orange, 1}},
                      {collection({{Red, 2}}, 3), collection({}, 8)},
                      {{Red, 3}, {Green, 3}},
                      std::nullopt};
    EXPECT_EQ(said(checkSnapshot(snapshot)),
              "Ann has 4 hats (1 face up + 3 black); a finished collection holds exactly 8 (R9)");
}

TEST(English, R16_AFullTieWithoutAHolderAsksForIt) {
    Snapshot snapshot{
        setupOf({"Ann", "Ben"}),
        {{Red, 1}, {Blue, 1}, {Green, 1}, {Yellow, 1}, {Orange, 1}},
        {collection({{Red, 2}, {Blue, 2}}, 6), collection({{Green, 2}, {Yellow, 2}}, 6)},
        {{Red, 3}, {Green, 3}},
        std::nullopt};
    EXPECT_EQ(said(scoreSnapshot(snapshot)),
              "cookie: Ann and Ben are fully tied (same type count, same values); say who held "
              "the cookie before the end (\"cookieHolder\") (R16)");
}

const std::vector<std::string> kNames = {"Ann", "Ben", "Cleo"};

TEST(English, R15_TheCookieStepsMatchTheRuleBookExplanation) {
    const auto decision = decideCookie(
        {collection({{Red, 4}}), collection({{Red, 1}, {Blue, 2}, {Green, 5}, {Yellow, 6}}),
         collection({{Orange, 1}, {Purple, 3}, {Brown, 4}, {Green, 6}})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(english::cookieSteps(decision, kNames),
              (std::vector<std::string>{"Ben 4 types, Cleo 4 types, Ann 1 type",
                                        "Ben and Cleo tie on 4 types; their face-up values are "
                                        "compared from the lowest up (R15)",
                                        "rank 1: Ben 1, Cleo 1",
                                        "rank 2: Ben 2, Cleo 3 — Ben has the lowest card (R15)",
                                        "Ben keeps the cookie"}));
    EXPECT_EQ(english::cookieReason(decision, kNames),
              "Ben: tied on 4 types, lowest card at rank 2");
}

TEST(English, R14_TheCookieReasonAndHandover) {
    const auto most = decideCookie({collection({{Red, 1}, {Blue, 2}}), collection({{Red, 3}}, 1),
                                    collection({{Green, 1}, {Green, 2}, {Yellow, 3}, {Orange, 6}})},
                                   CookieMemory::heldBy(0));
    EXPECT_EQ(english::cookieReason(most, kNames), "Cleo: 3 types, more than anyone");
    EXPECT_EQ(english::cookieSteps(most, kNames).back(), "Cleo takes the cookie from Ann");
    const auto nobody =
        decideCookie({collection({}), collection({}), collection({})}, CookieMemory::nobody());
    EXPECT_EQ(english::cookieReason(nobody, kNames), "nobody has a hat yet");
}

TEST(English, R15_NoCardLeftIsSaid) {
    const auto decision =
        decideCookie({collection({{Red, 1}, {Blue, 2}}, 1),
                      collection({{Red, 2}, {Blue, 1}, {Green, 6}}), collection({})},
                     CookieMemory::heldBy(0));
    EXPECT_EQ(english::cookieSteps(decision, kNames)[4],
              "rank 3: Ann none left, Ben 6 — Ben has the lowest card (R15)");
}

TEST(English, R16_FullTieSteps) {
    const auto kept = decideCookie(
        {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}), collection({})},
        CookieMemory::heldBy(1));
    EXPECT_EQ(english::cookieSteps(kept, kNames).back(),
              "Ben keeps the cookie: in a full tie it stays where it is (R16)");
    const auto unknown = decideCookie(
        {collection({{Red, 1}, {Blue, 3}}), collection({{Green, 1}, {Yellow, 3}}), collection({})},
        CookieMemory::unknown());
    EXPECT_EQ(english::cookieReason(unknown, kNames),
              "full tie between Ann and Ben: who held the cookie?");
}

TEST(English, R18_AWinningTeamIsTwoPeopleAndTheVerbSaysSo) {
    const GameSetup setup = setupOf({"Ann", "Ben", "Cleo", "Dan"});
    const std::string team = setup.teamName(0);
    Victory points{{0, 2}, DecidedBy::Points, true, {0}, 41};
    EXPECT_EQ(english::victory(points, setup), team + " win with 41 points (R18)");
    Victory cookie{{0, 2}, DecidedBy::Cookie, true, {0, 1}, 30, {0, 1}, 2, 0};
    EXPECT_NE(english::victory(cookie, setup).find(team + " win by holding the cookie"),
              std::string::npos);
}

TEST(English, R18_TheVictorySaysWhatDecidedIt) {
    const GameSetup setup = setupOf({"Ann", "Ben", "Cleo"});
    Victory points{{0}, DecidedBy::Points, false, {0}, 28};
    EXPECT_EQ(english::victory(points, setup), "Ann wins with 28 points (R18)");
    Victory hats{{0}, DecidedBy::BlackHats, false, {0, 1}, 11, {0}, 7};
    EXPECT_EQ(english::victory(hats, setup),
              "Ann and Ben tie on 11 points; Ann wins with the most black hats (7 black hats) "
              "(R18)");
    Victory cookie{{1}, DecidedBy::Cookie, false, {0, 1}, 10, {0, 1}, 6, 1};
    EXPECT_EQ(english::victory(cookie, setup),
              "Ann and Ben tie on 10 points; Ann and Ben also tie on 6 black hats; Ben wins by "
              "holding the cookie (R18)");
    Victory shared{{0, 1}, DecidedBy::Shared, false, {0, 1}, 1, {0, 1}, 1};
    EXPECT_EQ(english::victory(shared, setup),
              "Ann and Ben tie on 1 point; Ann and Ben also tie on 1 black hat; nobody of them "
              "holds the cookie: a shared victory (R18)");
}

} // namespace
TEST(English, EveryFaultKindHasWordsAndTheImportIndexReadsBeforeThem) {
    for (int kind = 0; kind <= static_cast<int>(kLastFaultKind); ++kind) {
        const Fault fault{static_cast<FaultKind>(kind), "7", "Ann", "Ben", 2, 6, 3};
        EXPECT_FALSE(english::fault(fault).empty()) << kind;
        EXPECT_NE(english::fault(fault), "unknown error") << kind;
    }
    EXPECT_EQ(english::describe(
                  Error::at("players[1].collection[2].value", Fault{FaultKind::NotHatValue, "7"})),
              "players[1].collection[2].value: 7 is not a hat value 1-6 (R1)");
    EXPECT_EQ(english::describe(Error::at(
                  "[3] ", Fault{FaultKind::TooLarge, {}, {}, {}, 3, std::int64_t{1} << 20})),
              "[3] larger than 1 MiB, the limit for one game; nothing was read past it (limit)");
    EXPECT_EQ(english::describe(Error{"disk on fire"}), "disk on fire");
}

} // namespace hats
