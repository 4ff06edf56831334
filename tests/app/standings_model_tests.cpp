// The live table's standings as the page binds to them: every player by seat with rank,
// points, types and the cookie, and the two teams of a 4-player game, turn after turn as
// the engine has them (R4, R16, R17).
#include "app/gui/game_controller.h"
#include "app/gui/language.h"
#include "app/gui/standings_model.h"

#include "tests/support/random_game.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <gtest/gtest.h>

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

QVariantMap cardMap(hats::Card card) {
    return {{QStringLiteral("type"), qs(std::string(hats::typeId(card.type())))},
            {QStringLiteral("value"), card.value()}};
}

TEST(StandingsModel, R17_EveryTurnTheStandingsAreTheEnginesWithRanksTypesCookieAndTeams) {
    Language::apply(QStringLiteral("en"));
    std::mt19937 random(4);
    const auto played = hats::testing::playRandomTurns(4, 20, random);
    const hats::LogDocument& log = played.log;
    GameController controller;
    QAbstractItemModelTester players(controller.standings(),
                                     QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester teams(controller.teamStandings(),
                                   QAbstractItemModelTester::FailureReportingMode::Fatal);
    QStringList names;
    for (const std::string& name : log.setup.players()) {
        names.append(qs(name));
    }
    QVariantList board;
    for (hats::Card card : log.board) {
        board.append(cardMap(card));
    }
    QStringList teamNames;
    for (int team = 0; team < 2; ++team) {
        teamNames.append(qs(log.setup.teamName(team)));
    }
    ASSERT_TRUE(controller.start(names, {}, board)) << controller.lastError().toStdString();
    QSignalSpy rowsChanged(controller.standings(), &StandingsModel::dataChanged);
    auto game = hats::Game::start(log.setup, log.board).value();
    for (std::size_t turn = 0;; ++turn) {
        const hats::Standings standings = game.standings();
        const auto& rows = controller.standings()->rows();
        ASSERT_EQ(rows.size(), 4U);
        for (int seat = 0; seat < 4; ++seat) {
            const auto& row = rows[static_cast<std::size_t>(seat)];
            const int points = standings.players[static_cast<std::size_t>(seat)].total;
            int above = 0;
            for (const auto& other : standings.players) {
                above += other.total > points ? 1 : 0;
            }
            EXPECT_EQ(row.name, names[seat]);
            EXPECT_EQ(row.points, points) << "turn " << turn << ", seat " << seat;
            EXPECT_EQ(row.rank, 1 + above) << "turn " << turn << ", seat " << seat;
            EXPECT_EQ(row.typeCount,
                      game.state().collections[static_cast<std::size_t>(seat)].typeCount());
            EXPECT_EQ(row.hasCookie, game.state().cookie.holder == seat);
            EXPECT_EQ(row.isCurrent, game.currentSeat() == seat);
            EXPECT_EQ(row.team, teamNames[seat % 2]);
            EXPECT_EQ(row.summary, QStringLiteral("%1: %2").arg(names[seat], row.pointsText));
            EXPECT_EQ(row.label, row.isCurrent ? QStringLiteral("▶ ") + names[seat] : names[seat]);
        }
        const auto& teamRows = controller.teamStandings()->rows();
        ASSERT_EQ(teamRows.size(), 2U);
        for (int team = 0; team < 2; ++team) {
            const auto& row = teamRows[static_cast<std::size_t>(team)];
            EXPECT_EQ(row.name, teamNames[team]);
            EXPECT_EQ(row.points, standings.teams[static_cast<std::size_t>(team)].total);
            EXPECT_EQ(row.rank,
                      row.points >= teamRows[static_cast<std::size_t>(1 - team)].points ? 1 : 2);
            EXPECT_EQ(row.hasCookie,
                      game.state().cookie.holder && *game.state().cookie.holder % 2 == team);
        }
        if (turn == log.turns.size()) {
            break;
        }
        const hats::Turn& next = log.turns[turn];
        ASSERT_TRUE(game.play(next));
        if (const auto* exchange = std::get_if<hats::Exchange>(&next.action)) {
            ASSERT_TRUE(controller.exchange(exchange->slot,
                                            qs(std::string(hats::typeId(exchange->played.type()))),
                                            exchange->played.value()));
        } else {
            ASSERT_TRUE(controller.blackHat());
        }
    }
    EXPECT_GT(rowsChanged.count(), 0); // turns change rows in place, the rows stay
    controller.setAside();
    EXPECT_EQ(controller.standings()->count(), 0);
    EXPECT_EQ(controller.teamStandings()->count(), 0);
}

TEST(StandingsModel, WithoutTeamsThereAreNoTeamRowsAndEqualPointsShareARank) {
    Language::apply(QStringLiteral("fr"));
    GameController controller;
    ASSERT_TRUE(controller.start(
        {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cleo")}, {},
        {cardMap({hats::HatType::Red, 1}), cardMap({hats::HatType::Blue, 2}),
         cardMap({hats::HatType::Green, 3}), cardMap({hats::HatType::Yellow, 4}),
         cardMap({hats::HatType::Orange, 5}), cardMap({hats::HatType::Purple, 6})}));
    EXPECT_EQ(controller.teamStandings()->count(), 0);
    const auto& rows = controller.standings()->rows();
    ASSERT_EQ(rows.size(), 3U);
    for (const auto& row : rows) {
        EXPECT_EQ(row.points, 0);
        EXPECT_EQ(row.rank, 1); // nobody has a hat yet: all first
        EXPECT_TRUE(row.team.isEmpty());
        EXPECT_EQ(row.summary, row.name + QStringLiteral(" : 0 point"));
    }
    Language::apply(QStringLiteral("en"));
}

} // namespace
