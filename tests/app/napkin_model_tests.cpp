#include "app/gui/napkin_model.h"

#include "app/gui/score_controller.h"

#include <QAbstractItemModelTester>
#include <QUrl>

#include <gtest/gtest.h>

namespace {

using Kind = NapkinModel::RowKind;

class NapkinModelTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(scoring.openFile(
            QUrl::fromLocalFile(QStringLiteral(HATS_TEST_DATA "/snapshot_3p.json"))))
            << scoring.error().toStdString();
    }
    ScoreController scoring;
    NapkinModel& napkin = *scoring.napkin();
    QAbstractItemModelTester tester{&napkin, QAbstractItemModelTester::FailureReportingMode::Fatal};
};

TEST_F(NapkinModelTest, R17_OneRowPerCategoryOneCellPerPlayer) {
    EXPECT_EQ(napkin.status(), NapkinModel::Status::Finished);
    ASSERT_EQ(napkin.rowCount(), 5);
    const QModelIndex total = napkin.index(3);
    EXPECT_EQ(total.data(NapkinModel::LabelRole).toString(), QStringLiteral("Total"));
    EXPECT_TRUE(total.data(NapkinModel::BoldRole).toBool());
    // Worked out by hand from snapshot_3p.json: Ann 26, Ben 21, Cleo 22.
    EXPECT_EQ(total.data(NapkinModel::CellsRole).toStringList(),
              (QStringList{QStringLiteral("26"), QStringLiteral("21"), QStringLiteral("22")}));
    EXPECT_FALSE(napkin.index(4).data(NapkinModel::InteractiveRole).toBool()); // black hats
    EXPECT_EQ(napkin.index(2).data(NapkinModel::CellsRole).toStringList().at(1),
              QStringLiteral("–")); // no cookie: a dash, as on paper
}

TEST_F(NapkinModelTest, R18_TheWinnerAndWhatDecidedIt) {
    EXPECT_EQ(napkin.winners(), QStringList{QStringLiteral("Ann")});
    EXPECT_EQ(napkin.winnerSeats(), QList<int>{0});
    EXPECT_EQ(napkin.decidedBy(), NapkinModel::DecidedBy::ByPoints);
    EXPECT_EQ(napkin.headline(), QStringLiteral("Winner: Ann"));
    EXPECT_EQ(napkin.victory(), QStringLiteral("Ann wins with 26 points (R18)"));
}

TEST_F(NapkinModelTest, R11_EachCellBreaksDownIntoItsTerms) {
    const NapkinBreakdown collection = napkin.breakdown(0, 0);
    EXPECT_EQ(collection.title, QStringLiteral("Ann: hat collection"));
    EXPECT_EQ(collection.sum, QStringLiteral("23 = 1 + 1 + 2 + 3 + 4 + 5 + 6 + 1"));
    ASSERT_EQ(collection.lines.size(), 8);
    EXPECT_EQ(collection.lines.front(),
              QStringLiteral("Red 2 → 1: the Red 1 card in space 1 of the tea table stayed face "
                             "up (R10, R11)"));
    EXPECT_EQ(napkin.breakdown(3, 0).sum, QStringLiteral("26 = 23 \u2212 2 + 5"));
    EXPECT_EQ(napkin.breakdown(1, 1).sum, QStringLiteral("\u22122 = 1 \u2212 3"));
    EXPECT_TRUE(napkin.breakdown(9, 0).title.isEmpty()); // outside the sheet: nothing
}

TEST_F(NapkinModelTest, R10_TheBoardAfterCleanUpAndTheCookie) {
    const QVariantList board = napkin.board();
    ASSERT_EQ(board.size(), 6);
    EXPECT_TRUE(board.front().toMap().value(QStringLiteral("faceUp")).toBool());
    EXPECT_EQ(napkin.cookie()->holder(), QStringLiteral("Ann"));
    EXPECT_FALSE(napkin.cookie()->steps().isEmpty());
}

TEST_F(NapkinModelTest, ClearingEmptiesTheSheet) {
    napkin.clear();
    EXPECT_EQ(napkin.status(), NapkinModel::Status::Empty);
    EXPECT_EQ(napkin.rowCount(), 0);
    EXPECT_TRUE(napkin.players().isEmpty());
}

} // namespace
