#include "app/gui/history_controller.h"
#include "app/gui/history_service.h"
#include "app/gui/language.h"

#include <QLocale>
#include <QTest>

#include "db/game_store.h"
#include "db/statistics.h"
#include "engine/game_file.h"
#include "tests/db/support.h"

#include <QSignalSpy>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>

namespace {

using hats::db::testing::TempDir;

std::string fixtureText(const std::string& name) {
    return hats::db::testing::readFile(std::string(HATS_TEST_DATA) + "/" + name);
}

hats::GameDocument fixture(const std::string& name) {
    return hats::parseGameDocument(fixtureText(name)).value();
}

/**
 * Figures worked out by hand from `hats score` of the fixtures:
 * snapshot_3p (2026-11-20): Ann 26 (collection 23, favorite -2, cookie 5) wins alone;
 *   Ben 21, Cleo 22.
 * shared_3p (2026-11-21): Ann 9 (11, -2, 0) and Ben 9 share the victory; Cleo 5 has the cookie.
 * A third game (2026-11-22) is snapshot_3p with Dan in Ann's seat.
 */
class HistoryControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        path_ = dir_.file("history.sqlite");
        auto db = hats::db::testing::openOrFail(path_);
        ASSERT_TRUE(db);
        hats::db::GameStore store(*db);
        ASSERT_TRUE(store.add(fixture("snapshot_3p.json")));
        ASSERT_TRUE(store.add(fixture("shared_3p.json")));
        nlohmann::json dan = nlohmann::json::parse(fixtureText("snapshot_3p.json"));
        dan["players"][0]["name"] = "Dan";
        dan["playedAt"] = "2026-11-22T19:30:00Z";
        dan.erase("id");
        ASSERT_TRUE(store.add(hats::parseGameDocument(dan.dump()).value()));
        store_.setDatabasePath(QString::fromStdString(path_));
        history_.setService(&store_);
    }

    QVariantMap open(const QString& name) {
        QSignalSpy changed(&history_, &HistoryController::playerStatsChanged);
        history_.openPlayer(name);
        EXPECT_TRUE(history_.playerLoading());
        EXPECT_TRUE(history_.playerStats().isEmpty());
        while (history_.playerLoading()) {
            if (!changed.wait(30000)) {
                ADD_FAILURE() << "the player's figures never arrived";
                break;
            }
        }
        return history_.playerStats();
    }

    TempDir dir_;
    std::string path_;
    HistoryService store_;
    HistoryController history_;
};

TEST_F(HistoryControllerTest, GamesShowTheirDateInTheUsersLanguageAndOpenTitledByTheirPlayers) {
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    history_.refresh();
    ASSERT_TRUE(QTest::qWaitFor([&] { return history_.games()->rowCount() == 3; }));
    const QModelIndex newest = history_.games()->index(0);
    const QString when = history_.games()->data(newest, HistoryModel::WhenRole).toString();
    EXPECT_FALSE(when.contains(QLatin1Char('T'))) << when.toStdString();
    EXPECT_TRUE(when.contains(QStringLiteral("/2026"))) << when.toStdString(); // 22/11/2026
    const QString uuid = history_.games()->data(newest, HistoryModel::UuidRole).toString();
    ASSERT_TRUE(history_.openGame(uuid)) << history_.error().toStdString();
    EXPECT_TRUE(history_.fileName().startsWith(QStringLiteral("Dan, Ben and Cleo · ")))
        << history_.fileName().toStdString();
    EXPECT_FALSE(history_.fileName().contains(uuid.left(8)));
    QLocale::setDefault(QLocale::c());
}

TEST_F(HistoryControllerTest, APlayerPageHoldsHisFiguresWithSharedWinsApart) {
    const QVariantMap ann = open(QStringLiteral("Ann"));
    EXPECT_EQ(ann.value(QStringLiteral("name")).toString(), QStringLiteral("Ann"));
    EXPECT_EQ(ann.value(QStringLiteral("games")).toInt(), 2);
    EXPECT_EQ(ann.value(QStringLiteral("wins")).toInt(), 1);
    EXPECT_EQ(ann.value(QStringLiteral("sharedWins")).toInt(), 1);
    EXPECT_EQ(ann.value(QStringLiteral("allWins")).toInt(), 2);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("winShare")).toDouble(), 1.0);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("averageTotal")).toDouble(), (26 + 9) / 2.0);
    EXPECT_EQ(ann.value(QStringLiteral("bestTotal")).toInt(), 26);
    EXPECT_EQ(ann.value(QStringLiteral("worstTotal")).toInt(), 9);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("averageCollection")).toDouble(), (23 + 11) / 2.0);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("averageFavorite")).toDouble(), -2.0);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("averageCookie")).toDouble(), 2.5);
    EXPECT_EQ(ann.value(QStringLiteral("cookieGames")).toInt(), 1);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("cookieRate")).toDouble(), 0.5);

    const QVariantList sizes = ann.value(QStringLiteral("byTableSize")).toList();
    ASSERT_EQ(sizes.size(), 1);
    const QVariantMap three = sizes.front().toMap();
    EXPECT_EQ(three.value(QStringLiteral("players")).toInt(), 3);
    EXPECT_EQ(three.value(QStringLiteral("games")).toInt(), 2);
    EXPECT_EQ(three.value(QStringLiteral("allWins")).toInt(), 2);
    EXPECT_EQ(three.value(QStringLiteral("sharedWins")).toInt(), 1);

    // Dan never sat with Ann: no head-to-head line for him.
    const QVariantList versus = ann.value(QStringLiteral("headToHead")).toList();
    ASSERT_EQ(versus.size(), 2);
    QVariantMap ben;
    QVariantMap cleo;
    for (const QVariant& line : versus) {
        const QVariantMap map = line.toMap();
        (map.value(QStringLiteral("opponent")).toString() == QStringLiteral("Ben") ? ben : cleo) =
            map;
    }
    EXPECT_EQ(cleo.value(QStringLiteral("opponent")).toString(), QStringLiteral("Cleo"));
    EXPECT_EQ(ben.value(QStringLiteral("games")).toInt(), 2);
    EXPECT_EQ(ben.value(QStringLiteral("ahead")).toInt(), 1); // 26 to 21
    EXPECT_EQ(ben.value(QStringLiteral("level")).toInt(), 1); // 9 to 9
    EXPECT_EQ(ben.value(QStringLiteral("behind")).toInt(), 0);
    EXPECT_DOUBLE_EQ(ben.value(QStringLiteral("opponentAverage")).toDouble(), (21 + 9) / 2.0);
    EXPECT_EQ(cleo.value(QStringLiteral("ahead")).toInt(), 2); // 26 to 22, 9 to 5
    EXPECT_DOUBLE_EQ(cleo.value(QStringLiteral("opponentAverage")).toDouble(), (22 + 5) / 2.0);

    const QVariantList trend = ann.value(QStringLiteral("trend")).toList();
    ASSERT_EQ(trend.size(), 2);
    EXPECT_EQ(trend[0].toMap().value(QStringLiteral("total")).toInt(), 26);
    EXPECT_TRUE(trend[0]
                    .toMap()
                    .value(QStringLiteral("when"))
                    .toString()
                    .startsWith(QStringLiteral("2026-11-20")));
    EXPECT_EQ(trend[1].toMap().value(QStringLiteral("total")).toInt(), 9);
}

TEST_F(HistoryControllerTest, TheLeaderboardCarriesSharedWinsAndCookiePoints) {
    QSignalSpy changed(&history_, &HistoryController::changed);
    history_.refresh();
    while (history_.leaderboard().isEmpty()) {
        if (!changed.wait(30000)) {
            FAIL() << "the leaderboard never arrived";
        }
    }
    QVariantMap ann;
    for (const QVariant& row : history_.leaderboard()) {
        if (row.toMap().value(QStringLiteral("name")).toString() == QStringLiteral("Ann")) {
            ann = row.toMap();
        }
    }
    EXPECT_EQ(ann.value(QStringLiteral("wins")).toInt(), 1);
    EXPECT_EQ(ann.value(QStringLiteral("sharedWins")).toInt(), 1);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("winShare")).toDouble(), 1.0);
    EXPECT_DOUBLE_EQ(ann.value(QStringLiteral("averageCookie")).toDouble(), 2.5); // 5 and 0
}

TEST_F(HistoryControllerTest, SomeoneWithoutGamesGetsAnEmptyPageNotAnError) {
    const QVariantMap nobody = open(QStringLiteral("Zoe"));
    EXPECT_EQ(nobody.value(QStringLiteral("name")).toString(), QStringLiteral("Zoe"));
    EXPECT_EQ(nobody.value(QStringLiteral("games")).toInt(), 0);
    EXPECT_TRUE(history_.error().isEmpty());
}

TEST_F(HistoryControllerTest, KnownPlayersComeMostRecentFirst) {
    auto db = hats::db::testing::openOrFail(path_);
    auto names = hats::db::Statistics(*db).recentPlayers(10);
    ASSERT_TRUE(names);
    // Ben, Cleo and Dan last played on the 22nd, Ann on the 21st.
    EXPECT_EQ(*names, (std::vector<std::string>{"Ben", "Cleo", "Dan", "Ann"}));
    auto two = hats::db::Statistics(*db).recentPlayers(2);
    ASSERT_TRUE(two);
    EXPECT_EQ(two->size(), 2U);

    QSignalSpy changed(&history_, &HistoryController::knownPlayersChanged);
    history_.loadKnownPlayers();
    ASSERT_TRUE(changed.wait(30000));
    EXPECT_EQ(history_.knownPlayers(), (QStringList{QStringLiteral("Ben"), QStringLiteral("Cleo"),
                                                    QStringLiteral("Dan"), QStringLiteral("Ann")}));
}

// A history the app cannot use says why in the table's language, naming the file.
TEST(HistoryControllerWords, ARefusedHistoryIsExplainedInTheTablesLanguageNamingTheFile) {
    TempDir dir;
    const std::string path = dir.file("notes.sqlite");
    {
        std::ofstream notes(path);
        notes << "These are my notes, not a database.\n";
    }
    const QString file = QString::fromStdString(path);
    const std::vector<std::pair<QString, QString>> expected = {
        {QStringLiteral("fr"),
         file + QStringLiteral(" : n'est pas un historique Hats (pas un fichier SQLite) ; rien "
                               "n'a été modifié")},
        {QStringLiteral("de"),
         file + QStringLiteral(": ist kein Hats-Verlauf (keine SQLite-Datei); nichts wurde "
                               "geändert")},
        {QStringLiteral("es"),
         file + QStringLiteral(": no es un historial de Hats (no es un archivo SQLite); no se "
                               "cambió nada")},
    };
    for (const auto& [language, words] : expected) {
        Language::apply(language);
        HistoryService service; // opened afresh: the reason is said in the language of now
        service.setDatabasePath(file);
        HistoryController history;
        history.setService(&service);
        QSignalSpy changed(&history, &HistoryController::changed);
        history.refresh();
        while (history.error().isEmpty() && changed.wait(30000)) {
        }
        EXPECT_EQ(history.error(), words) << language.toStdString();
    }
    Language::apply(QStringLiteral("en"));
}

} // namespace
