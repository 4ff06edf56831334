#include "app/gui/deck_style.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

namespace {

TEST(DeckStyle, R2_ARenameReachesEveryCardAtOnce) {
    DeckStyle* deck = DeckStyle::instance();
    const hats::DeckProfile before = deck->profile();
    QSignalSpy changed(deck, &DeckStyle::typesChanged);
    hats::DeckProfile renamed = before;
    ASSERT_TRUE(renamed.setName(hats::HatType::Purple, "Lilac"));
    deck->setProfile(renamed);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(deck->cardText(hats::Card(hats::HatType::Purple, 3)), QStringLiteral("Lilac 3"));
    EXPECT_EQ(deck->card(hats::Card(hats::HatType::Purple, 3)).type, QStringLiteral("purple"));
    deck->setProfile(renamed); // the same again: nothing to tell
    EXPECT_EQ(changed.count(), 1);
    deck->setProfile(before);
    EXPECT_EQ(deck->cardText(hats::Card(hats::HatType::Purple, 3)), QStringLiteral("Purple 3"));
}

TEST(DeckStyle, R5_TheTypesInPlayAreListedInR2Order) {
    hats::TypeSet five = hats::TypeSet::all();
    five.erase(hats::HatType::Red);
    five.erase(hats::HatType::Brown);
    const QVariantList list = DeckStyle::instance()->typeList(five);
    ASSERT_EQ(list.size(), 5);
    EXPECT_EQ(list.front().toMap().value(QStringLiteral("id")).toString(),
              QStringLiteral("orange"));
}

} // namespace
