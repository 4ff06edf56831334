import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The statistics page on a small history (snapshot_3p, then shared_3p): tapping a
// leaderboard row opens that player's page with the figures db/statistics computes.
Item {
    id: root
    width: 800
    height: 1400

    HistoryController {
        id: history
        service: HistoryService {
            databasePath: historyPath
        }
    }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component {
        id: historyPage
        HistoryPage {
            controller: history
        }
    }
    Component {
        id: statisticsPage
        StatisticsPage {
            controller: history
        }
    }

    TestCase {
        name: "Statistics"
        when: windowShown

        function textOf(parentItem, objectName) {
            const item = findChild(parentItem, objectName)
            verify(item !== null, "no " + objectName)
            verify(item.visible, objectName + " is hidden")
            return item.text
        }

        function test_tappingAPlayerShowsTheirFigures() {
            if (historyPath === "")
                skip("this build has no history database")
            stack.push(statisticsPage)
            tryCompare(history.leaderboard, "length", 3)
            const row = findChild(stack.currentItem, "leader_Ann")
            verify(row !== null, "no leaderboard row for Ann")
            // Ann won alone once and shared once: the leaderboard says both, first place.
            const heading = findChild(row, "leaderHeading")
            verify(heading.text.indexOf("1. Ann — 2 win") === 0, heading.text)
            verify(heading.text.indexOf("(1 shared) in 2 game") > 0, heading.text)
            mouseClick(row)
            compare(stack.depth, 2)
            const player = stack.currentItem
            compare(player.playerName, "Ann")
            tryVerify(() => player.loaded, 10000, "Ann's figures never arrived")

            // Ann: 26 (won alone, cookie) on the 20th, 9 (shared win with Ben) on the 21st.
            const wins = textOf(player, "playerWins")
            verify(wins.indexOf("2 win") === 0, wins)
            verify(wins.indexOf("(1 shared)") > 0, wins)
            verify(wins.indexOf("2 game") > 0, wins)
            verify(wins.indexOf("100%") > 0, wins)
            compare(textOf(player, "playerTotals"), "Average total 17.5 · best 26 · worst 9")
            verify(textOf(player, "cookieShare").indexOf("50% (1 of 2 game") === 0)
            const ben = textOf(player, "versusBen")
            verify(ben.indexOf("vs Ben: ahead in 1, behind in 0, level in 1 of 2 game") === 0, ben)
            verify(ben.indexOf("average 17.5 to 15.0") > 0, ben)
            compare(findChild(player, "trendChart").points.length, 2)
            compare(findChild(player, "trendChart").points[1].total, 9)
            stack.clear()
        }

        function test_theHistoryFilteredByAPlayerOpensTheirPage() {
            if (historyPath === "")
                skip("this build has no history database")
            stack.push(historyPage)
            history.player = "Ben"
            const button = findChild(stack.currentItem, "playerStatsButton")
            tryVerify(() => button.visible)
            mouseClick(button)
            const player = stack.currentItem
            compare(player.playerName, "Ben")
            tryVerify(() => player.loaded, 10000)
            // Ben's only win is the one shared with Ann.
            const wins = textOf(player, "playerWins")
            verify(wins.indexOf("1 win") === 0 && wins.indexOf("(1 shared)") > 0, wins)
            history.player = ""
            stack.clear()
        }

        function test_someoneWithoutGamesSaysSo() {
            stack.push("qrc:/Hats/PlayerStatsPage.qml", {"controller": history, "playerName": "Zoe"})
            const player = stack.currentItem
            tryVerify(() => player.loaded, 10000)
            compare(textOf(player, "playerState"), "No finished games yet for Zoe.")
            stack.clear()
        }
    }
}
