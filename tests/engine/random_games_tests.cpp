#include "app/text/english.h"
#include "app/text/report_text.h"

#include "tests/support/random_game.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace hats {
namespace {

using nlohmann::json;

// The napkin fields formats.md defines, for comparing two ways of scoring one game.
json napkinFields(const json& report) {
    json fields = {{"winners", report["winners"]},
                   {"decidedBy", report["decidedBy"]},
                   {"holder", report["cookie"]["holder"]}};
    for (const json& player : report["players"]) {
        fields["players"].push_back({player["name"], player["collection"], player["favorite"],
                                     player["cookie"], player["total"], player["blackHats"]});
    }
    if (report.contains("teams")) {
        fields["teams"] = report["teams"];
    }
    return fields;
}

json scoreText(const std::string& text) {
    auto document = parseGameDocument(text);
    EXPECT_TRUE(document) << hats::english::describe(document.error());
    auto report = scoreDocument(*document);
    EXPECT_TRUE(report) << hats::english::describe(report.error()) << "\n" << text;
    return toJson(*report);
}

void checkGame(const testing::RandomGame& played, int players) {
    const Game& game = played.game;
    ASSERT_TRUE(game.isOver());
    auto napkin = game.finish(played.favorites);
    ASSERT_TRUE(napkin) << hats::english::describe(napkin.error());

    int faceUp = 0;
    int black = 0;
    int topTypes = 0;
    for (int seat = 0; seat < players; ++seat) {
        const Collection& collection = game.state().collections[static_cast<std::size_t>(seat)];
        ASSERT_EQ(collection.hatCount(), 8); // R9
        faceUp += static_cast<int>(collection.faceUp.size());
        black += collection.blackHats;
        topTypes = std::max(topTypes, collection.typeCount());
        const PlayerScore& score = napkin->players[static_cast<std::size_t>(seat)];
        ASSERT_EQ(score.total, score.collection.total + score.favorite.total + score.cookie); // R17
    }
    // R6: the board plus nine cards per player were dealt, and every one is accounted for.
    ASSERT_EQ(game.state().board.slotCount() + faceUp + black + players,
              game.setup().slotCount() + 9 * players);
    // R14: the holder has the top type count.
    ASSERT_TRUE(napkin->cookie.holder);
    ASSERT_EQ(napkin->cookie.typeCounts[static_cast<std::size_t>(*napkin->cookie.holder)],
              topTypes);
    ASSERT_FALSE(napkin->victory.winners.empty());

    // The log and the snapshot of its final state score alike, through the file formats.
    const json fromLog = scoreText(toJson(played.log).dump());
    const json fromSnapshot =
        scoreText(toJson(snapshotOf(game, played.favorites, played.log.meta)).dump());
    ASSERT_EQ(napkinFields(fromLog), napkinFields(fromSnapshot));
    ASSERT_EQ(fromLog["cookieHistory"].size(), static_cast<std::size_t>(players * 8));
}

TEST(RandomGames, R6_R9_R14_R17_TenThousandRandomLegalGamesKeepTheirInvariants) {
    std::mt19937 random(20261122);
    for (int i = 0; i < 10000; ++i) {
        const int players = 2 + i % 3;
        const auto played = testing::playRandomGame(players, random);
        checkGame(played, players);
        if (::testing::Test::HasFatalFailure()) {
            FAIL() << "game " << i << ":\n" << toJson(played.log).dump();
        }
    }
}

TEST(RandomGames, UndoingAndRedoingEveryTurnRestoresTheSameTable) {
    std::mt19937 random(7);
    for (int i = 0; i < 300; ++i) {
        auto played = testing::playRandomGame(2 + i % 3, random);
        Game& game = played.game;
        const TableState end = game.state();
        const int turns = game.turnCount();
        const int back = std::uniform_int_distribution<int>(1, turns)(random);
        for (int k = 0; k < back; ++k) {
            game.undo();
        }
        ASSERT_EQ(game.state().collections, game.stateAfter(turns - back).collections);
        for (int k = 0; k < back; ++k) {
            game.redo();
        }
        ASSERT_EQ(game.state().board.cards(), end.board.cards());
        ASSERT_EQ(game.state().collections, end.collections);
        ASSERT_EQ(game.state().cookie, end.cookie);
    }
}

} // namespace
} // namespace hats
