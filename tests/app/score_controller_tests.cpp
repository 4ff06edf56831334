#include "app/gui/language.h"
#include "app/gui/score_controller.h"

#include <QGuiApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

#include <gtest/gtest.h>

namespace {

QUrl fixture(const char* name) {
    return QUrl::fromLocalFile(QStringLiteral(HATS_TEST_DATA "/") + QLatin1String(name));
}

TEST(ScoreController, OpeningASnapshotExposesItsNapkin) {
    ScoreController controller;
    int changes = 0;
    QObject::connect(controller.napkin(), &NapkinModel::statusChanged, [&] { ++changes; });
    ASSERT_TRUE(controller.openFile(fixture("snapshot_3p.json")));
    EXPECT_EQ(changes, 1);
    EXPECT_TRUE(controller.error().isEmpty());
    EXPECT_EQ(controller.fileName(), QStringLiteral("snapshot_3p.json"));
    ASSERT_EQ(controller.napkin()->players().size(), 3);
    EXPECT_EQ(controller.napkin()->value(NapkinModel::RowKind::Total, 0), 26);
    EXPECT_EQ(controller.napkin()->winners(), QStringList{QStringLiteral("Ann")});
    EXPECT_EQ(controller.napkin()->headline(), QStringLiteral("Winner: Ann"));
}

TEST(ScoreController, ABrokenFileShowsItsReasonAndClearsTheOldNapkin) {
    ScoreController controller;
    ASSERT_TRUE(controller.openFile(fixture("snapshot_3p.json")));
    EXPECT_FALSE(controller.openFile(fixture("bad_r7.json")));
    EXPECT_EQ(controller.napkin()->status(), NapkinModel::Status::Empty);
    EXPECT_TRUE(controller.error().endsWith(QStringLiteral("(R7)")));
    EXPECT_FALSE(controller.openFile(fixture("no_such_file.json")));
    EXPECT_TRUE(controller.error().contains(QStringLiteral("cannot open")));
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen"); // test discovery runs without a display
    }
    // Finished games go to the history at XDG_DATA_HOME unless a test says otherwise.
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("HatsCompanionTests"));
    QStandardPaths::setTestModeEnabled(true); // settings and app data in ~/.qttest
    Language::apply(QStringLiteral("en"));    // English plural forms, as the app has them
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
