#include "app/gui/table_words.h"

#include "app/gui/language.h"
#include "engine/game.h"
#include "tests/engine/builders.h"

#include <gtest/gtest.h>

namespace {

using enum hats::HatType;

hats::Game game() {
    auto started =
        hats::Game::start(hats::testing::setupOf({"Ann", "Ben", "Cleo"}),
                          {{Red, 1}, {Blue, 2}, {Green, 3}, {Yellow, 4}, {Orange, 5}, {Purple, 6}});
    EXPECT_TRUE(started);
    return std::move(started).value();
}

class TableWordsTest : public ::testing::Test {
protected:
    void TearDown() override { Language::apply(QStringLiteral("en")); }
};

TEST_F(TableWordsTest, R7_ARefusalIsSaidInTheAppsLanguageWithTheDecksNames) {
    hats::Game table = game();
    const auto refused = table.play({0, hats::Exchange{3, {Brown, 3}}});
    ASSERT_FALSE(refused);
    Language::apply(QStringLiteral("en"));
    EXPECT_EQ(TableWords::error(refused.error()),
              QStringLiteral("Ann cannot exchange Brown 3 for Green 3 in space 3: neither the "
                             "same type nor a higher number (R7)"));
    Language::apply(QStringLiteral("fr"));
    const QString french = TableWords::error(refused.error());
    EXPECT_TRUE(french.contains(QStringLiteral("Marron 3"))) << french.toStdString();
    EXPECT_TRUE(french.endsWith(QStringLiteral("(R7)"))) << french.toStdString();
    Language::apply(QStringLiteral("de"));
    const QString german = TableWords::error(refused.error());
    EXPECT_TRUE(german.contains(QStringLiteral("Braun 3"))) << german.toStdString();
    Language::apply(QStringLiteral("es"));
    const QString spanish = TableWords::error(refused.error());
    EXPECT_TRUE(spanish.contains(QStringLiteral("Marrón 3"))) << spanish.toStdString();
}

TEST_F(TableWordsTest, PluralsAreRightInEveryLanguage) {
    EXPECT_EQ(TableWords::points(1), QStringLiteral("1 point"));
    EXPECT_EQ(TableWords::points(2), QStringLiteral("2 points"));
    Language::apply(QStringLiteral("fr"));
    EXPECT_EQ(TableWords::points(1), QStringLiteral("1 point"));
    EXPECT_EQ(TableWords::points(2), QStringLiteral("2 points"));
    EXPECT_EQ(TableWords::types(2), QStringLiteral("2 types"));
    Language::apply(QStringLiteral("de"));
    EXPECT_EQ(TableWords::points(1), QStringLiteral("1 Punkt"));
    EXPECT_EQ(TableWords::points(2), QStringLiteral("2 Punkte"));
    Language::apply(QStringLiteral("es"));
    EXPECT_EQ(TableWords::points(1), QStringLiteral("1 punto"));
    EXPECT_EQ(TableWords::points(5), QStringLiteral("5 puntos"));
}

TEST_F(TableWordsTest, EveryRefusalKindHasWords) {
    // Each kind says its rule id: nothing falls through without words.
    for (int kind = 0; kind <= static_cast<int>(hats::RefusalKind::FullTieHolderNotTied); ++kind) {
        hats::Refusal refusal{static_cast<hats::RefusalKind>(kind), 4};
        refusal.cards = {hats::Card(Red, 1), hats::Card(Blue, 2)};
        refusal.types = {Red, Blue};
        refusal.names = {"Ann", "Ben"};
        refusal.seat = 0;
        refusal.other = 1;
        const QString text = TableWords({"Ann", "Ben"}).refusal(refusal);
        EXPECT_TRUE(text.endsWith(QStringLiteral("(R4)"))) << kind;
        EXPECT_GT(text.size(), 10) << kind;
    }
}

TEST_F(TableWordsTest, EveryFaultKindIsSaidInEachLanguageOtherThanInEnglish) {
    // A fault with every argument set, in every kind: each says something, and French,
    // German and Spanish each say it in their own words.
    for (int kind = 0; kind <= static_cast<int>(hats::kLastFaultKind); ++kind) {
        hats::Fault fault{static_cast<hats::FaultKind>(kind), "7", "Ann", "Ben", 2, 6, 3};
        Language::apply(QStringLiteral("en"));
        const QString english = TableWords::fault(fault);
        EXPECT_GT(english.size(), 3) << kind;
        for (const char* code : {"fr", "de", "es"}) {
            Language::apply(QString::fromLatin1(code));
            const QString words = TableWords::fault(fault);
            EXPECT_GT(words.size(), 3) << kind << code;
            EXPECT_NE(words, english) << kind << " " << code << ": " << words.toStdString();
        }
    }
    Language::apply(QStringLiteral("en"));
}

} // namespace

namespace {

TEST(TableWordsPlace, R7_ARefusedTurnOfAFileSaysItsTurnInTheAppsLanguage) {
    Language::apply(QStringLiteral("de"));
    EXPECT_EQ(TableWords::place("turn 3"), QStringLiteral("Zug 3"));
    EXPECT_EQ(TableWords::place("board"), QStringLiteral("Teetisch"));
    EXPECT_EQ(TableWords::place("[2]: turn 14"), QStringLiteral("[2]: Zug 14"));
    EXPECT_EQ(TableWords::place("turn 3.exchange.slot"), QStringLiteral("Zug 3.exchange.slot"));
    EXPECT_EQ(TableWords::place("player 2"), QStringLiteral("Spieler 2"));
    Language::apply(QStringLiteral("en"));
    EXPECT_EQ(TableWords::place("turn 3"), QStringLiteral("Turn 3"));
}

} // namespace
