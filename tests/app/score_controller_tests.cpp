#include "app/gui/language.h"
#include "app/gui/score_controller.h"

#include <QFile>
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
    EXPECT_TRUE(controller.error().contains(QStringLiteral("no such file")))
        << controller.error().toStdString();
}

// A game file's faults are facts (engine/fault.h) said in the table's language, with the
// place in the file they point at.
TEST(ScoreController, ABrokenFileIsExplainedInTheTablesLanguageNamingThePlace) {
    QTemporaryDir dir;
    QFile original(QStringLiteral(HATS_TEST_DATA "/snapshot_3p.json"));
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    QByteArray text = original.readAll();
    // Ben's first collection card becomes a 9: no hat card has that value (R1).
    const QByteArray from = R"("value": 4)";
    const qsizetype at = text.indexOf(from, text.indexOf("Ben"));
    ASSERT_GE(at, 0);
    text.replace(at, from.size(), R"("value": 9)");
    QFile broken(dir.filePath(QStringLiteral("broken.json")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(text);
    broken.close();

    const QString place = QStringLiteral("players[1].collection[0].value");
    const std::vector<std::pair<QString, QString>> expected = {
        {QStringLiteral("en"), place + QStringLiteral(": 9 is not a hat value 1-6 (R1)")},
        {QStringLiteral("fr"),
         place + QStringLiteral(" : 9 n'est pas une valeur de chapeau de 1 à 6 (R1)")},
        {QStringLiteral("de"), place + QStringLiteral(": 9 ist kein Hutwert von 1 bis 6 (R1)")},
        {QStringLiteral("es"),
         place + QStringLiteral(": 9 no es un valor de sombrero de 1 a 6 (R1)")},
    };
    ScoreController controller;
    for (const auto& [language, words] : expected) {
        Language::apply(language);
        EXPECT_FALSE(controller.openFile(QUrl::fromLocalFile(broken.fileName())));
        EXPECT_EQ(controller.error(), words) << language.toStdString();
    }
    // A file cut short in the middle of a list: the reader's own fault, in words too.
    QFile cut(dir.filePath(QStringLiteral("cut.json")));
    ASSERT_TRUE(cut.open(QIODevice::WriteOnly));
    cut.write(QByteArray(40, '['));
    cut.close();
    Language::apply(QStringLiteral("de"));
    EXPECT_FALSE(controller.openFile(QUrl::fromLocalFile(cut.fileName())));
    EXPECT_TRUE(controller.error().contains(
        QStringLiteral(": Listen und Objekte tiefer als 32 Ebenen verschachtelt (Grenze)")))
        << controller.error().toStdString();
    Language::apply(QStringLiteral("en"));
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
