#include "engine/game.h"

#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;
using testing::refusalOf;
using testing::setupOf;

Game threePlayerGame() {
    auto game =
        Game::start(setupOf({"Ann", "Ben", "Cleo"}),
                    {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Orange, 5}, {Purple, 6}});
    EXPECT_TRUE(game.ok());
    return std::move(game).value();
}

Turn exchange(int seat, int slot, Card played) {
    return Turn{seat, Exchange{slot, played}};
}
Turn blackHat(int seat) {
    return Turn{seat, BlackHat{}};
}

TEST(Game, R7_AnExchangeTakesTheBoardCardIntoTheCollection) {
    Game game = threePlayerGame();
    ASSERT_TRUE(game.play(exchange(0, 2, {Blue, 1}))); // same type, lower value: allowed
    EXPECT_EQ(game.state().board.at(2), Card(Blue, 1));
    EXPECT_EQ(game.state().collections[0].faceUp, (std::vector<Card>{{Blue, 2}}));
}

TEST(Game, R7_AHigherValueOfAnotherTypeMayBeExchanged) {
    Game game = threePlayerGame();
    EXPECT_TRUE(game.play(exchange(0, 3, {Brown, 4})));
}

TEST(Game, R7_AnEqualOrLowerValueOfAnotherTypeIsRefusedWithItsReason) {
    Game game = threePlayerGame();
    const auto equal = game.play(exchange(0, 3, {Brown, 3}));
    ASSERT_FALSE(equal);
    const Refusal refusal = refusalOf(equal);
    EXPECT_EQ(refusal.kind, RefusalKind::ExchangeNotAllowed);
    EXPECT_EQ(refusal.rule, 7);
    EXPECT_EQ(refusal.seat, 0);
    EXPECT_EQ(refusal.cards, (std::vector<Card>{{Brown, 3}, {Green, 3}}));
    EXPECT_EQ(refusal.slot, 3);
    EXPECT_FALSE(game.play(exchange(0, 4, {Red, 2})));
    EXPECT_EQ(game.turnCount(), 0); // nothing changed
    EXPECT_EQ(game.state().board.at(3), Card(Green, 3));
}

TEST(Game, R7_ABlackHatGoesFaceDownIntoTheCollection) {
    Game game = threePlayerGame();
    ASSERT_TRUE(game.play(Turn{0, BlackHat{Card(Brown, 2)}}));
    EXPECT_EQ(game.state().collections[0].blackHats, 1);
    EXPECT_TRUE(game.state().collections[0].faceUp.empty());
    EXPECT_EQ(game.state().board.at(1), Card(Red, 1));
}

TEST(Game, R4_TurnsGoInSeatOrderFromTheFirstSeat) {
    Game game = threePlayerGame();
    EXPECT_EQ(game.currentSeat(), 0);
    const auto wrong = game.play(blackHat(1));
    ASSERT_FALSE(wrong);
    EXPECT_EQ(refusalOf(wrong).kind, RefusalKind::NotYourTurn);
    EXPECT_EQ(refusalOf(wrong).rule, 4);
    EXPECT_EQ(refusalOf(wrong).seat, 1);
    EXPECT_EQ(refusalOf(wrong).other, 0);
    ASSERT_TRUE(game.play(blackHat(0)));
    EXPECT_EQ(game.currentSeat(), 1);
    ASSERT_TRUE(game.play(blackHat(1)));
    ASSERT_TRUE(game.play(blackHat(2)));
    EXPECT_EQ(game.currentSeat(), 0);
    EXPECT_EQ(game.round(), 2);
}

TEST(Game, R3_ASlotOutsideTheBoardIsRefused) {
    Game game = threePlayerGame();
    const auto result = game.play(exchange(0, 7, {Red, 6}));
    ASSERT_FALSE(result);
    EXPECT_EQ(refusalOf(result).kind, RefusalKind::NoSuchSlot);
    EXPECT_EQ(refusalOf(result).rule, 3);
    EXPECT_EQ(refusalOf(result).slot, 7);
    EXPECT_EQ(refusalOf(result).limit, 6);
}

TEST(Game, R1_ACardAlreadySeenCannotBePlayed) {
    Game game = threePlayerGame();
    const auto onBoard = game.check(exchange(0, 1, {Blue, 2}));
    ASSERT_FALSE(onBoard);
    EXPECT_EQ(refusalOf(onBoard).kind, RefusalKind::CardTwice);
    EXPECT_EQ(refusalOf(onBoard).rule, 1);
    EXPECT_EQ(refusalOf(onBoard).place, CardPlace::playedBy(0));
    EXPECT_EQ(refusalOf(onBoard).seenAt, CardPlace::boardSlot(2));
    ASSERT_TRUE(game.play(exchange(0, 2, {Blue, 6})));
    const auto collected = game.check(exchange(1, 2, {Blue, 2}));
    ASSERT_FALSE(collected);
    EXPECT_EQ(refusalOf(collected).seenAt, CardPlace::inCollection(0));
    ASSERT_TRUE(game.play(Turn{1, BlackHat{Card(Brown, 5)}}));
    const auto hidden = game.check(exchange(2, 6, {Brown, 5}));
    ASSERT_FALSE(hidden);
    EXPECT_EQ(refusalOf(hidden).seenAt, CardPlace::blackHatOf(1));
}

TEST(Game, R5_ARemovedTypeCannotAppearInATwoPlayerGame) {
    auto game = Game::start(setupOf({"Ann", "Ben"}, {Purple, Brown}),
                            {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Orange, 5}});
    ASSERT_TRUE(game);
    const auto result = game->check(exchange(0, 1, {Purple, 6}));
    ASSERT_FALSE(result);
    EXPECT_EQ(refusalOf(result).kind, RefusalKind::TypeRemoved);
    EXPECT_EQ(refusalOf(result).rule, 5);
    EXPECT_EQ(refusalOf(result).cards, (std::vector<Card>{{Purple, 6}}));
    auto badBoard = Game::start(setupOf({"Ann", "Ben"}, {Purple, Brown}),
                                {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Brown, 5}});
    EXPECT_FALSE(badBoard);
}

TEST(Game, R9_TheGameEndsWhenEveryPlayerHasPlayedEightCards) {
    Game game = threePlayerGame();
    for (int turn = 0; turn < 24; ++turn) {
        EXPECT_FALSE(game.isOver());
        ASSERT_TRUE(game.play(blackHat(game.currentSeat())));
    }
    EXPECT_TRUE(game.isOver());
    EXPECT_EQ(game.round(), 8);
    const auto after = game.play(blackHat(0));
    ASSERT_FALSE(after);
    EXPECT_EQ(refusalOf(after).kind, RefusalKind::GameOver);
    EXPECT_EQ(refusalOf(after).rule, 9);
    for (const Collection& collection : game.state().collections) {
        EXPECT_EQ(collection.hatCount(), 8);
    }
}

TEST(Game, R9_FinishingNeedsTheGameOverAndAFavoriteEach) {
    Game game = threePlayerGame();
    const auto early = game.finish({{Brown, 1}, {Brown, 2}, {Brown, 3}});
    EXPECT_EQ(refusalOf(early).kind, RefusalKind::GameNotOver);
    EXPECT_EQ(refusalOf(early).count, 0);
    EXPECT_EQ(refusalOf(early).limit, 24);
    for (int turn = 0; turn < 24; ++turn) {
        ASSERT_TRUE(game.play(blackHat(game.currentSeat())));
    }
    EXPECT_EQ(refusalOf(game.finish({{Brown, 1}, {Brown, 2}})).kind, RefusalKind::FavoriteCount);
    const auto twice = game.finish({{Brown, 1}, {Brown, 1}, {Brown, 3}});
    ASSERT_FALSE(twice);
    EXPECT_EQ(refusalOf(twice).place, CardPlace::favoriteOf(1));
    EXPECT_EQ(refusalOf(twice).seenAt, CardPlace::favoriteOf(0));
    const auto onBoard = game.finish({{Brown, 1}, {Red, 1}, {Brown, 3}});
    ASSERT_FALSE(onBoard);
    EXPECT_EQ(refusalOf(onBoard).rule, 1);
    auto napkin = game.finish({{Brown, 1}, {Brown, 2}, {Brown, 3}});
    ASSERT_TRUE(napkin);
    EXPECT_EQ(napkin->players[0].collection.total, 8);
}

TEST(Game, UndoAndRedoAnyNumberOfTurns) {
    Game game = threePlayerGame();
    ASSERT_TRUE(game.play(exchange(0, 2, {Blue, 6})));
    ASSERT_TRUE(game.play(exchange(1, 1, {Red, 3})));
    ASSERT_TRUE(game.play(blackHat(2)));
    const TableState afterThree = game.state();
    game.undo();
    game.undo();
    game.undo();
    EXPECT_EQ(game.turnCount(), 0);
    EXPECT_FALSE(game.canUndo());
    EXPECT_EQ(game.state().board.at(2), Card(Blue, 2));
    game.undo(); // nothing left: no effect
    game.redo();
    game.redo();
    game.redo();
    EXPECT_FALSE(game.canRedo());
    EXPECT_EQ(game.state().board.cards(), afterThree.board.cards());
    EXPECT_EQ(game.state().collections, afterThree.collections);
    EXPECT_EQ(game.state().cookie.holder, afterThree.cookie.holder);
}

TEST(Game, PlayingAfterAnUndoDropsWhatCouldBeRedone) {
    Game game = threePlayerGame();
    ASSERT_TRUE(game.play(exchange(0, 2, {Blue, 6})));
    game.undo();
    EXPECT_TRUE(game.canRedo());
    ASSERT_TRUE(game.play(blackHat(0)));
    EXPECT_FALSE(game.canRedo());
    // The undone card was never played: it may be played now.
    ASSERT_TRUE(game.play(exchange(1, 2, {Blue, 6})));
}

TEST(Game, R16_TheCookieIsRecomputedAfterEveryTurn) {
    Game game = threePlayerGame();
    EXPECT_FALSE(game.state().cookie.holder);
    ASSERT_TRUE(game.play(exchange(0, 2, {Blue, 6}))); // Ann: blue 2
    EXPECT_EQ(game.state().cookie.holder, 0);
    ASSERT_TRUE(game.play(exchange(1, 1, {Red, 3}))); // Ben: red 1 → tie, rank 1: 2 vs 1
    EXPECT_EQ(game.state().cookie.holder, 1);
    EXPECT_EQ(game.state().cookie.handover(), CookieDecision::Handover::Takes);
    EXPECT_EQ(game.state().cookie.before.holder, 0);
    ASSERT_TRUE(game.play(blackHat(2))); // Cleo: 1 type, no face-up card → drops out
    EXPECT_EQ(game.state().cookie.holder, 1);
    EXPECT_EQ(game.cookieHistory(), (std::vector<std::optional<int>>{0, 1, 1}));
    game.undo();
    game.undo();
    EXPECT_EQ(game.state().cookie.holder, 0);
}

TEST(Game, R16_AFullTieDuringATrackedGameLeavesTheCookieWithItsHolder) {
    Game game = threePlayerGame();
    ASSERT_TRUE(game.play(blackHat(0))); // Ann: 1 type, alone
    EXPECT_EQ(game.state().cookie.holder, 0);
    ASSERT_TRUE(game.play(blackHat(1))); // Ben: 1 type, no face-up values: identical lists
    EXPECT_EQ(game.state().cookie.how, CookieDecision::How::FullTieKept);
    EXPECT_EQ(game.state().cookie.holder, 0);
    ASSERT_TRUE(game.play(blackHat(2)));
    EXPECT_EQ(game.state().cookie.fullyTied, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(game.state().cookie.holder, 0);
    ASSERT_TRUE(game.play(exchange(0, 3, {Green, 6}))); // Ann: green 3, 2 types
    ASSERT_TRUE(game.play(exchange(1, 4, {Green, 5}))); // Ben: yellow 4, 2 types; 3 < 4
    EXPECT_EQ(game.state().cookie.holder, 0);
    ASSERT_TRUE(game.play(exchange(2, 1, {Brown, 2}))); // Cleo: red 1, 2 types; 1 < 3
    EXPECT_EQ(game.state().cookie.holder, 2);
    EXPECT_EQ(game.state().cookie.how, CookieDecision::How::Tiebreak);
    EXPECT_EQ(game.state().cookie.decidingRank(), 1);
}

TEST(Game, StandingsFollowThePublicTable) {
    Game game = threePlayerGame();
    ASSERT_TRUE(game.play(exchange(0, 2, {Blue, 6}))); // Ann: blue 2, scores slot 2
    ASSERT_TRUE(game.play(blackHat(1)));
    const Standings standings = game.standings();
    // Ann: blue 2 scores slot 2 (the blue 6 now there) + cookie (tie 1 type each, Ben has
    // no face-up card and drops out at rank 1).
    EXPECT_EQ(standings.players[0].collection, 2);
    EXPECT_EQ(standings.players[0].total, 7);
    EXPECT_EQ(standings.players[1].collection, 1);
    EXPECT_EQ(standings.players[1].total, 1);
}

} // namespace
} // namespace hats
