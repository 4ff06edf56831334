#include "app/gui/cookie_explanation.h"
#include "app/gui/deck_style.h"

#include "tests/engine/builders.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

namespace {

using enum hats::HatType;
using hats::testing::collection;

const std::vector<std::string> kNames = {"Ann", "Ben", "Cleo"};

class CookieExplanationTest : public ::testing::Test {
protected:
    CookieExplanation explanation;
    QAbstractItemModelTester counts{explanation.counts(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal};
    QAbstractItemModelTester ranks{explanation.ranks(),
                                   QAbstractItemModelTester::FailureReportingMode::Fatal};
};

TEST_F(CookieExplanationTest, R15_RanksShowEachTiedPlayersCardAndWhyTheyDropOut) {
    explanation.setDecision(
        hats::decideCookie({collection({{Red, 4}}),
                            collection({{Red, 1}, {Blue, 2}, {Green, 5}, {Yellow, 6}}),
                            collection({{Orange, 1}, {Purple, 3}, {Brown, 4}, {Green, 6}})},
                           hats::CookieMemory::heldBy(1)),
        kNames);
    EXPECT_EQ(explanation.how(), CookieExplanation::How::Tiebreak);
    EXPECT_EQ(explanation.holder(), QStringLiteral("Ben"));
    EXPECT_EQ(explanation.verdict(), QStringLiteral("Ben holds the cookie."));
    EXPECT_EQ(explanation.decidingRank(), 2);
    ASSERT_EQ(explanation.ranks()->rowCount(), 2);
    const QModelIndex second = explanation.ranks()->index(1);
    EXPECT_TRUE(second.data(CookieRankModel::DecidingRole).toBool());
    const QVariantList entries = second.data(CookieRankModel::EntriesRole).toList();
    ASSERT_EQ(entries.size(), 2);
    const QVariantMap cleo = entries[1].toMap();
    EXPECT_EQ(cleo.value(QStringLiteral("name")).toString(), QStringLiteral("Cleo"));
    EXPECT_EQ(cleo.value(QStringLiteral("card")).value<HatCard>().text, QStringLiteral("Purple 3"));
    EXPECT_EQ(cleo.value(QStringLiteral("outcomeText")).toString(),
              QStringLiteral("higher card: drops out"));
    EXPECT_FALSE(cleo.value(QStringLiteral("staysIn")).toBool());
}

TEST_F(CookieExplanationTest, R14_CountsShowTheBlackHatBonusSeparately) {
    explanation.setDecision(hats::decideCookie({collection({{Red, 1}, {Blue, 2}}, 2),
                                                collection({{Red, 3}}), collection({})},
                                               hats::CookieMemory::nobody()),
                            kNames);
    ASSERT_EQ(explanation.counts()->rowCount(), 3);
    const QModelIndex ann = explanation.counts()->index(0);
    EXPECT_EQ(ann.data(CookieCountModel::TypeCountRole).toInt(), 3);
    EXPECT_TRUE(ann.data(CookieCountModel::BlackHatBonusRole).toBool());
    EXPECT_EQ(ann.data(CookieCountModel::CountTextRole).toString(),
              QStringLiteral("3 types (2 + 1 for black hats)"));
    EXPECT_EQ(ann.data(CookieCountModel::CardsRole).toList().size(), 2);
    EXPECT_TRUE(ann.data(CookieCountModel::HolderRole).toBool());
    EXPECT_EQ(explanation.steps().back(), QStringLiteral("Ann gets the cookie"));
}

TEST_F(CookieExplanationTest, R14_NobodyHasAHatIsOneState) {
    explanation.setDecision(
        hats::decideCookie({collection({}), collection({})}, hats::CookieMemory::nobody()),
        {"Ann", "Ben"});
    EXPECT_EQ(explanation.how(), CookieExplanation::How::NobodyHasHats);
    EXPECT_EQ(explanation.holderSeat(), -1);
    EXPECT_EQ(explanation.verdict(), QStringLiteral("Nobody holds the cookie."));
    EXPECT_EQ(explanation.ranks()->rowCount(), 0);
}

} // namespace
