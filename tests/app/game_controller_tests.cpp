#include "app/gui/game_controller.h"
#include "app/gui/history_controller.h"
#include "app/gui/history_service.h"
#include "app/gui/snapshot_controller.h"

#include "app/text/report_text.h"
#include "engine/game_file.h"
#include "tests/support/random_game.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

QVariantMap cardMap(hats::Card card) {
    return {
        {QStringLiteral("type"), QString::fromStdString(std::string(hats::typeId(card.type())))},
        {QStringLiteral("value"), card.value()}};
}

QVariantList cardList(const std::vector<hats::Card>& cards) {
    QVariantList list;
    for (hats::Card card : cards) {
        list.append(cardMap(card));
    }
    return list;
}

QStringList names(const hats::GameSetup& setup) {
    QStringList list;
    for (const std::string& name : setup.players()) {
        list.append(QString::fromStdString(name));
    }
    return list;
}

QStringList removed(const hats::GameSetup& setup) {
    QStringList list;
    for (hats::HatType type : setup.removedTypes()) {
        list.append(QString::fromStdString(std::string(hats::typeId(type))));
    }
    return list;
}

/**
 * Enters a logged game through the controller, turn by turn, as the table would: all of it,
 * or its first `turns` turns.
 */
void enter(GameController& controller, const hats::LogDocument& log, int turns = -1) {
    ASSERT_TRUE(controller.start(names(log.setup), removed(log.setup), cardList(log.board)))
        << controller.lastError().toStdString();
    const auto end = turns < 0 ? log.turns.end() : log.turns.begin() + turns;
    for (auto it = log.turns.begin(); it != end; ++it) {
        const hats::Turn& turn = *it;
        ASSERT_EQ(controller.currentSeat(), turn.seat);
        if (const auto* exchange = std::get_if<hats::Exchange>(&turn.action)) {
            ASSERT_TRUE(controller.exchange(
                exchange->slot,
                QString::fromStdString(std::string(hats::typeId(exchange->played.type()))),
                exchange->played.value()))
                << controller.lastError().toStdString();
        } else {
            ASSERT_TRUE(controller.blackHat()) << controller.lastError().toStdString();
        }
    }
}

/** Ann, Ben and Cleo at a board of red 1, blue 2, green 3, yellow 4, orange 5, purple 6. */
void startAnnBenCleo(GameController& controller) {
    ASSERT_TRUE(controller.start({"Ann", "Ben", "Cleo"}, {},
                                 cardList({{hats::HatType::Red, 1},
                                           {hats::HatType::Blue, 2},
                                           {hats::HatType::Green, 3},
                                           {hats::HatType::Yellow, 4},
                                           {hats::HatType::Orange, 5},
                                           {hats::HatType::Purple, 6}})));
}

// Every number of a napkin, row by row, as `hats score` has them for the same log.
std::vector<std::vector<int>> expectedNapkin(const hats::LogDocument& log) {
    const auto report = hats::scoreDocument(hats::GameDocument(log));
    EXPECT_TRUE(report.ok() && report->napkin);
    std::vector<std::vector<int>> rows(5);
    for (const hats::PlayerScore& player : report->napkin->players) {
        rows[0].push_back(player.collection.total);
        rows[1].push_back(player.favorite.total);
        rows[2].push_back(player.cookie);
        rows[3].push_back(player.total);
        rows[4].push_back(player.blackHats);
    }
    return rows;
}

std::vector<std::vector<int>> numbersOf(const NapkinModel& napkin) {
    using Kind = NapkinModel::RowKind;
    std::vector<std::vector<int>> rows;
    for (Kind kind :
         {Kind::Collection, Kind::Favorite, Kind::Cookie, Kind::Total, Kind::BlackHats}) {
        std::vector<int> row;
        for (int seat = 0; seat < napkin.players().size(); ++seat) {
            row.push_back(napkin.value(kind, seat));
        }
        rows.push_back(row);
    }
    return rows;
}

class GameControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        store.setDatabasePath(path());
        controller.setHistory(&store);
    }
    QString path() const { return folder.filePath(QStringLiteral("history.sqlite")); }
    QTemporaryDir folder;
    HistoryService store;
    GameController controller;
    QAbstractItemModelTester tester{controller.seats(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal};
};

TEST_F(GameControllerTest, AWholeGameEndsWithTheSameNapkinAsHatsScore) {
    std::mt19937 random(4);
    for (int players = 2; players <= 4; ++players) {
        const auto game = hats::testing::playRandomGame(players, random);
        enter(controller, game.log);
        EXPECT_TRUE(controller.isOver());
        ASSERT_TRUE(controller.finish(cardList(game.favorites)))
            << controller.lastError().toStdString();
        EXPECT_EQ(numbersOf(*controller.napkin()), expectedNapkin(game.log))
            << players << " players";
        EXPECT_EQ(controller.napkin()->status(), NapkinModel::Status::Finished);
    }
}

TEST_F(GameControllerTest, AnIllegalExchangeIsRefusedWithItsRuleAndChangesNothing) {
    ASSERT_TRUE(controller.start({"Ann", "Ben", "Cleo"}, {},
                                 cardList({{hats::HatType::Red, 4},
                                           {hats::HatType::Blue, 2},
                                           {hats::HatType::Green, 3},
                                           {hats::HatType::Yellow, 4},
                                           {hats::HatType::Orange, 5},
                                           {hats::HatType::Purple, 6}})));
    const QVariantList board = controller.board();
    EXPECT_FALSE(controller.exchange(1, QStringLiteral("blue"), 3));
    EXPECT_TRUE(controller.lastError().contains(QStringLiteral("(R7)")))
        << controller.lastError().toStdString();
    EXPECT_EQ(controller.board(), board);
    EXPECT_EQ(controller.turnCount(), 0);
    EXPECT_FALSE(controller.exchange(1, QStringLiteral("blue"), 2)); // on the board: R1
    EXPECT_TRUE(controller.lastError().contains(QStringLiteral("(R1)")))
        << controller.lastError().toStdString();
    EXPECT_TRUE(controller.exchange(1, QStringLiteral("red"), 1));
    EXPECT_TRUE(controller.lastError().isEmpty());
}

TEST_F(GameControllerTest, UndoAndRedoWalkAnyNumberOfTurns) {
    std::mt19937 random(9);
    const auto game = hats::testing::playRandomTurns(3, 10, random);
    enter(controller, game.log);
    const QVariantList board = controller.board();
    const int holder = controller.cookieHolder();
    for (int i = 0; i < 10; ++i) {
        controller.undo();
    }
    EXPECT_EQ(controller.turnCount(), 0);
    EXPECT_FALSE(controller.canUndo());
    EXPECT_EQ(controller.cookieHolder(), -1);
    for (int i = 0; i < 10; ++i) {
        controller.redo();
    }
    EXPECT_EQ(controller.turnCount(), 10);
    EXPECT_EQ(controller.board(), board);
    EXPECT_EQ(controller.cookieHolder(), holder);
}

TEST_F(GameControllerTest, AGameInProgressResumesAfterARestart) {
    std::mt19937 random(11);
    const auto game = hats::testing::playRandomTurns(4, 13, random);
    enter(controller, game.log);
    store.flush();
    // Started again: another service on the same file, as after a restart.
    HistoryService again;
    again.setDatabasePath(path());
    GameController restarted;
    restarted.setHistory(&again);
    EXPECT_TRUE(QTest::qWaitFor([&] { return restarted.hasSavedGame(); }));
    ASSERT_TRUE(restarted.resume()) << restarted.lastError().toStdString();
    EXPECT_EQ(restarted.turnCount(), 13);
    EXPECT_EQ(restarted.board(), controller.board());
    EXPECT_EQ(restarted.currentPlayer(), controller.currentPlayer());
    EXPECT_EQ(restarted.teamStandings()->rows(), controller.teamStandings()->rows());
    EXPECT_EQ(restarted.standings()->rows(), controller.standings()->rows());
}

TEST_F(GameControllerTest, TheCookieDisputeShowsTheDecidingRank) {
    // Ann blue 2 + yellow 4, Ben green 3 + orange 5, Cleo red 1 + a black hat: all 2 types.
    startAnnBenCleo(controller);
    ASSERT_TRUE(controller.exchange(2, QStringLiteral("blue"), 6));
    ASSERT_TRUE(controller.exchange(3, QStringLiteral("green"), 5));
    ASSERT_TRUE(controller.exchange(1, QStringLiteral("red"), 4));
    ASSERT_TRUE(controller.exchange(4, QStringLiteral("yellow"), 6));
    ASSERT_TRUE(controller.exchange(5, QStringLiteral("orange"), 6));
    ASSERT_TRUE(controller.blackHat());
    CookieExplanation* dispute = controller.dispute();
    QAbstractItemModelTester counts(dispute->counts(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester ranks(dispute->ranks(),
                                   QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(controller.disputeTurns(), 6);
    EXPECT_EQ(dispute->holder(), QStringLiteral("Cleo"));
    EXPECT_EQ(dispute->how(), CookieExplanation::How::Tiebreak);
    ASSERT_EQ(dispute->ranks()->rowCount(), 1);
    EXPECT_TRUE(dispute->ranks()->index(0).data(CookieRankModel::DecidingRole).toBool());
    controller.setDisputeTurns(0);
    EXPECT_EQ(dispute->how(), CookieExplanation::How::NobodyHasHats);
    controller.setDisputeTurns(1);
    EXPECT_EQ(dispute->holder(), QStringLiteral("Ann"));
    EXPECT_EQ(controller.cookie()->holder(), QStringLiteral("Cleo")); // the table stays now
}

TEST_F(GameControllerTest, R7_ABlackHatMayRecordItsHiddenCardCheckedLikeAnySeenCard) {
    startAnnBenCleo(controller);
    // R1: the blue 2 lies on the board, so nobody can hide it.
    EXPECT_FALSE(controller.blackHat(QStringLiteral("blue"), 2));
    EXPECT_TRUE(controller.lastError().contains(QStringLiteral("R1")))
        << controller.lastError().toStdString();
    EXPECT_EQ(controller.turnCount(), 0);
    EXPECT_FALSE(controller.blackHat(QStringLiteral("blue"), 9));
    ASSERT_TRUE(controller.blackHat(QStringLiteral("brown"), 6));
    // The log keeps the hidden card; a later turn cannot play the same card (R1).
    const QString log = controller.logJson();
    EXPECT_TRUE(log.contains(QStringLiteral("\"blackHat\"")));
    EXPECT_TRUE(log.contains(QStringLiteral("\"brown\""))) << log.toStdString();
    EXPECT_FALSE(controller.exchange(1, QStringLiteral("brown"), 6));
    EXPECT_EQ(controller.turnCount(), 1);
}

// The history's rows as the History screen lists them: uuid and status, newest first.
QStringList historyRows(HistoryService& store) {
    store.flush();
    HistoryController history;
    history.setService(&store);
    history.refresh();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !history.loading(); }));
    QStringList rows;
    for (int row = 0; row < history.games()->rowCount(); ++row) {
        const QModelIndex index = history.games()->index(row);
        rows.append(history.games()->data(index, HistoryModel::UuidRole).toString() + " " +
                    history.games()->data(index, HistoryModel::StatusRole).toString());
    }
    return rows;
}

TEST_F(GameControllerTest, TheGameInProgressIsInTheHistoryFromItsFirstTurnAndEndsThereOnce) {
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    std::mt19937 random(6);
    const auto game = hats::testing::playRandomGame(3, random);
    enter(controller, game.log, 5);
    EXPECT_TRUE(controller.saveProblem().isEmpty()) << controller.saveProblem().toStdString();
    const QStringList inProgress = historyRows(store);
    ASSERT_EQ(inProgress.size(), 1);
    EXPECT_TRUE(inProgress.front().endsWith(QStringLiteral(" in-progress")))
        << inProgress.front().toStdString();
    const QString id = inProgress.front().section(QLatin1Char(' '), 0, 0);

    // Closed and started again: the resumed game keeps its id, and ends as the same row.
    GameController restarted;
    restarted.setHistory(&store);
    ASSERT_TRUE(restarted.resume()) << restarted.lastError().toStdString();
    for (auto it = game.log.turns.begin() + 5; it != game.log.turns.end(); ++it) {
        if (const auto* exchange = std::get_if<hats::Exchange>(&it->action)) {
            ASSERT_TRUE(restarted.exchange(
                exchange->slot,
                QString::fromStdString(std::string(hats::typeId(exchange->played.type()))),
                exchange->played.value()));
        } else {
            ASSERT_TRUE(restarted.blackHat());
        }
    }
    ASSERT_TRUE(restarted.finish(cardList(game.favorites))) << restarted.lastError().toStdString();
    EXPECT_TRUE(restarted.lastError().isEmpty()) << restarted.lastError().toStdString();
    EXPECT_EQ(historyRows(store), QStringList{id + " finished"});
}

TEST_F(GameControllerTest, AnAbandonedGameStaysInTheHistoryButIsNotResumed) {
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    std::mt19937 random(7);
    enter(controller, hats::testing::playRandomGame(2, random).log, 3);
    controller.abandon();
    EXPECT_FALSE(controller.hasSavedGame());
    EXPECT_FALSE(controller.resume());
    const QStringList rows = historyRows(store);
    ASSERT_EQ(rows.size(), 1);
    EXPECT_TRUE(rows.front().endsWith(QStringLiteral(" abandoned"))) << rows.front().toStdString();
}

TEST_F(GameControllerTest, AHistoryThatCannotBeWrittenIsSaidOnTheTable) {
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    QTemporaryDir blocked;
    // The history's folder is a file: nothing can be written there.
    const QString file = blocked.filePath(QStringLiteral("not-a-folder"));
    QFile(file).open(QIODevice::WriteOnly);
    store.setDatabasePath(file + QStringLiteral("/history.sqlite"));
    std::mt19937 random(8);
    enter(controller, hats::testing::playRandomGame(3, random).log, 2);
    EXPECT_EQ(controller.turnCount(), 2) << "the game goes on";
    EXPECT_TRUE(QTest::qWaitFor([&] { return !controller.saveProblem().isEmpty(); }));
    EXPECT_TRUE(controller.saveProblem().contains(QStringLiteral("not saved in the history")))
        << controller.saveProblem().toStdString();
}

TEST_F(GameControllerTest, AFinishedGameIsNoLongerInProgressUntilAnUndo) {
    std::mt19937 random(2);
    const auto game = hats::testing::playRandomGame(3, random);
    enter(controller, game.log);
    EXPECT_TRUE(controller.inProgress()) << "the favorites are still to come";
    ASSERT_TRUE(controller.finish(cardList(game.favorites)));
    EXPECT_FALSE(controller.inProgress());
    EXPECT_TRUE(controller.active()) << "still on the table, for Undo";
    controller.undo();
    EXPECT_TRUE(controller.inProgress());
}

TEST_F(GameControllerTest, UndoThenRedoAfterTheEndKeepsTheChosenFavorites) {
    std::mt19937 random(12);
    const auto game = hats::testing::playRandomGame(3, random);
    enter(controller, game.log);
    for (int seat = 0; seat < 3; ++seat) {
        const hats::Card favorite = game.favorites[static_cast<std::size_t>(seat)];
        ASSERT_TRUE(controller.setFavorite(
            seat, QString::fromStdString(std::string(hats::typeId(favorite.type()))),
            favorite.value()))
            << controller.lastError().toStdString();
    }
    ASSERT_TRUE(controller.finish()) << controller.lastError().toStdString();
    controller.undo();
    controller.redo();
    EXPECT_EQ(controller.favorites(),
              cardList(game.favorites).size() == 3 ? controller.favorites() : QVariantList());
    for (int seat = 0; seat < 3; ++seat) {
        EXPECT_EQ(controller.favorites().at(seat).toMap().value(QStringLiteral("value")).toInt(),
                  game.favorites[static_cast<std::size_t>(seat)].value());
    }
    ASSERT_TRUE(controller.finish()) << "the same favorites end the game again";
}

TEST_F(GameControllerTest, FavoritesChosenAreInTheHistoryAtOnceAndComeBackAfterARestart) {
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    std::mt19937 random(14);
    const auto game = hats::testing::playRandomGame(4, random);
    enter(controller, game.log);
    const hats::Card first = game.favorites[0];
    const hats::Card third = game.favorites[2];
    ASSERT_TRUE(controller.setFavorite(
        0, QString::fromStdString(std::string(hats::typeId(first.type()))), first.value()));
    ASSERT_TRUE(controller.setFavorite(
        2, QString::fromStdString(std::string(hats::typeId(third.type()))), third.value()));
    store.flush();
    HistoryService again;
    again.setDatabasePath(path());
    GameController restarted;
    restarted.setHistory(&again);
    ASSERT_TRUE(restarted.resume()) << restarted.lastError().toStdString();
    EXPECT_TRUE(restarted.isOver());
    EXPECT_EQ(restarted.favorites().at(0).toMap().value(QStringLiteral("value")).toInt(),
              first.value());
    EXPECT_TRUE(restarted.favorites().at(1).toMap().isEmpty());
    EXPECT_EQ(restarted.favorites().at(2).toMap().value(QStringLiteral("value")).toInt(),
              third.value());
}

TEST_F(GameControllerTest, NewGameKeepsOrAbandonsTheGameItReplaces) {
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    std::mt19937 random(15);
    enter(controller, hats::testing::playRandomGame(3, random).log, 4);
    const QString kept = QString::fromStdString(
        nlohmann::json::parse(controller.logJson().toStdString())["id"].get<std::string>());
    controller.setAside(); // "keep it for later"
    enter(controller, hats::testing::playRandomGame(3, random).log, 2);
    ASSERT_TRUE(QTest::qWaitFor([&] { return controller.hasSavedGame(); }));
    EXPECT_EQ(controller.savedGames().front().toMap().value(QStringLiteral("uuid")).toString(),
              kept);
    controller.abandonGame(kept); // "abandon it"
    ASSERT_TRUE(QTest::qWaitFor([&] { return !controller.hasSavedGame(); }));
    const QStringList rows = historyRows(store);
    EXPECT_TRUE(rows.contains(kept + QStringLiteral(" abandoned"))) << rows.join(' ').toStdString();
    EXPECT_EQ(controller.turnCount(), 2) << "the game on the table goes on";
}

TEST_F(GameControllerTest, AFinishedGameAppearsInTheHistoryWithItsNapkin) {
    std::mt19937 random(3);
    const auto game = hats::testing::playRandomGame(3, random);
    enter(controller, game.log);
    ASSERT_TRUE(controller.finish(cardList(game.favorites)));
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    EXPECT_TRUE(controller.lastError().isEmpty()) << controller.lastError().toStdString();
    store.flush();
    HistoryController history;
    history.setService(&store);
    QAbstractItemModelTester historyTester(history.games(),
                                           QAbstractItemModelTester::FailureReportingMode::Fatal);
    history.refresh();
    ASSERT_TRUE(QTest::qWaitFor([&] { return history.games()->rowCount() == 1; }));
    ASSERT_TRUE(QTest::qWaitFor([&] { return history.leaderboard().size() == 3; }));
    const QString uuid =
        history.games()->data(history.games()->index(0), HistoryModel::UuidRole).toString();
    ASSERT_TRUE(history.openGame(uuid)) << history.error().toStdString();
    EXPECT_EQ(numbersOf(*history.napkin()), expectedNapkin(game.log));
    // A tracked game replays turn by turn: the initial board, then the end.
    ASSERT_EQ(history.replayTurns(), 24);
    EXPECT_EQ(history.replayAt(0).value(QStringLiteral("board")).toList().size(), 6);
    EXPECT_EQ(history.replayAt(24).value(QStringLiteral("players")).toList().size(), 3);
}

} // namespace

namespace {

QVariantMap card(const char* type, int value) {
    return {{QStringLiteral("type"), QString::fromLatin1(type)}, {QStringLiteral("value"), value}};
}

TEST(SnapshotController, AFullTieAsksWhoHeldTheCookieAndNeverGuesses) {
    // Ann red 1, blue 2 and Ben green 1, yellow 2: 2 types each, the same values (R16).
    SnapshotController controller;
    const QVariantList board = {card("red", 3), card("blue", 4), card("green", 5),
                                card("yellow", 6), card("orange", 1)};
    auto collection = [](QVariantList cards, int blackHats) {
        return QVariantMap{{QStringLiteral("cards"), cards},
                           {QStringLiteral("blackHats"), blackHats}};
    };
    const QVariantList collections = {collection({card("red", 1), card("blue", 2)}, 6),
                                      collection({card("green", 1), card("yellow", 2)}, 6)};
    const QVariantList favorites = {card("orange", 2), card("orange", 3)};
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Ben")};
    EXPECT_FALSE(controller.score(names, {}, board, collections, favorites, -1));
    ASSERT_TRUE(controller.needsCookieHolder()) << controller.error().toStdString();
    EXPECT_EQ(controller.tiedPlayers(), names);
    ASSERT_TRUE(controller.score(names, {}, board, collections, favorites, 1))
        << controller.error().toStdString();
    EXPECT_FALSE(controller.needsCookieHolder());
    EXPECT_EQ(controller.napkin()->value(NapkinModel::RowKind::Cookie, 1), 5);
}

TEST(SnapshotController, AScoredFinalTableIsKeptInHistoryUnlessTheUserSaysNot) {
    if (!HistoryController().available()) {
        GTEST_SKIP() << "built without the database";
    }
    QTemporaryDir folder;
    HistoryService store;
    store.setDatabasePath(folder.filePath(QStringLiteral("history.sqlite")));
    SnapshotController controller;
    controller.setHistory(&store);
    const QVariantList board = {card("red", 3),    card("blue", 4),   card("green", 5),
                                card("yellow", 6), card("orange", 1), card("purple", 1)};
    auto collection = [](QVariantList cards, int blackHats) {
        return QVariantMap{{QStringLiteral("cards"), cards},
                           {QStringLiteral("blackHats"), blackHats}};
    };
    const QVariantList collections = {collection({card("red", 1), card("blue", 2)}, 6),
                                      collection({card("green", 1)}, 7),
                                      collection({card("yellow", 1)}, 7)};
    const QVariantList favorites = {card("brown", 2), card("brown", 3), card("brown", 4)};
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Ben"),
                               QStringLiteral("Cleo")};
    ASSERT_TRUE(controller.score(names, {}, board, collections, favorites, -1))
        << controller.error().toStdString();
    ASSERT_FALSE(controller.savedId().isEmpty());
    const QStringList rows = historyRows(store);
    ASSERT_EQ(rows, QStringList{controller.savedId() + QStringLiteral(" finished")});
    controller.setKeepInHistory(false);
    EXPECT_TRUE(historyRows(store).isEmpty());
    controller.startOver();
    ASSERT_TRUE(controller.score(names, {}, board, collections, favorites, -1));
    EXPECT_TRUE(historyRows(store).isEmpty()) << "unticked: not kept";
}

} // namespace
