#include "engine/board.h"

#include <gtest/gtest.h>

namespace hats {
namespace {

using enum HatType;

TEST(Board, R3_TwoPlayersUseFiveSlotsOthersSix) {
    EXPECT_EQ(slotCountFor(2), 5);
    EXPECT_EQ(slotCountFor(3), 6);
    EXPECT_EQ(slotCountFor(4), 6);
    auto board = Board::make({{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Brown, 5}}, 5);
    ASSERT_TRUE(board);
    EXPECT_EQ(board->slotCount(), 5);
    EXPECT_TRUE(board->hasSlot(5));
    EXPECT_FALSE(board->hasSlot(6));
    EXPECT_FALSE(board->hasSlot(0));
}

TEST(Board, R3_ABoardOfTheWrongSizeIsRefused) {
    auto board = Board::make({{Red, 1}, {Blue, 2}}, 6);
    ASSERT_FALSE(board);
    ASSERT_TRUE(board.error().refusal);
    EXPECT_EQ(board.error().refusal->kind, RefusalKind::BoardSize);
    EXPECT_EQ(board.error().refusal->rule, 3);
    EXPECT_EQ(board.error().refusal->count, 2);
    EXPECT_EQ(board.error().refusal->limit, 6);
}

TEST(Board, R1_TheSameCardInTwoSlotsIsRefused) {
    auto board = Board::make({{Red, 1}, {Blue, 2}, {Red, 1}, {Yellow, 4}, {Brown, 5}}, 5);
    ASSERT_FALSE(board);
    ASSERT_TRUE(board.error().refusal);
    EXPECT_EQ(board.error().refusal->kind, RefusalKind::CardTwice);
    EXPECT_EQ(board.error().refusal->rule, 1);
    EXPECT_EQ(board.error().refusal->place, CardPlace::boardSlot(3));
    EXPECT_EQ(board.error().refusal->seenAt, CardPlace::boardSlot(1));
}

TEST(Board, R10_OnlyTheLowestSlotOfATypeStaysFaceUp) {
    auto board = Board::make({{Blue, 6}, {Red, 2}, {Blue, 1}, {Red, 5}, {Green, 3}, {Blue, 4}}, 6);
    ASSERT_TRUE(board);
    EXPECT_EQ(board->faceUpSlotFor(Blue), 1);
    EXPECT_EQ(board->faceUpSlotFor(Red), 2);
    EXPECT_EQ(board->faceUpSlotFor(Green), 5);
    EXPECT_EQ(board->faceUpSlotFor(Purple), 0);
    EXPECT_TRUE(board->staysFaceUp(1));
    EXPECT_TRUE(board->staysFaceUp(2));
    EXPECT_FALSE(board->staysFaceUp(3));
    EXPECT_FALSE(board->staysFaceUp(4));
    EXPECT_TRUE(board->staysFaceUp(5));
    EXPECT_FALSE(board->staysFaceUp(6));
}

TEST(Board, R11_ACollectionCardScoresItsTypesFaceUpSlotOrZero) {
    auto board =
        Board::make({{Blue, 6}, {Red, 2}, {Blue, 1}, {Red, 5}, {Green, 3}, {Yellow, 4}}, 6);
    ASSERT_TRUE(board);
    EXPECT_EQ(board->pointsFor(Blue), 1); // slot value, not card value
    EXPECT_EQ(board->pointsFor(Red), 2);
    EXPECT_EQ(board->pointsFor(Yellow), 6);
    EXPECT_EQ(board->pointsFor(Brown), 0);
}

TEST(Board, R7_ReplacingASlotReturnsTheCardThatWasThere) {
    auto board = Board::make({{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Brown, 5}}, 5);
    ASSERT_TRUE(board);
    EXPECT_EQ(board->replace(2, {Blue, 6}), Card(Blue, 2));
    EXPECT_EQ(board->at(2), Card(Blue, 6));
}

} // namespace
} // namespace hats
