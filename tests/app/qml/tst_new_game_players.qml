import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The new-game screen offers the history's players and reorders seats by keyboard and drag.
Item {
    id: root
    width: 800
    height: 1600

    GameController {
        id: game
    }
    HistoryController {
        id: historyController
        service: HistoryService {
            databasePath: historyPath
        }
    }
    Component {
        id: newGamePage
        NewGamePage {
            controller: game
            history: historyController
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "NewGamePlayers"
        when: windowShown

        function click(parentItem, objectName) {
            const item = findChild(parentItem, objectName)
            verify(item !== null, "no " + objectName)
            verify(item.visible && item.enabled, objectName + " is not clickable")
            mouseClick(item)
            return item
        }

        function test_aKnownPlayerIsSeatedAndSeatsAreReordered() {
            if (historyPath === "")
                skip("this build has no history database")
            const page = createTemporaryObject(newGamePage, root)
            // All three played last on the 21st: names in order.
            tryCompare(historyController.knownPlayers, "length", 3)
            click(page, "players4")
            compare(page.names.slice(0, 4), ["Ann", "Ben", "Cleo", "Dan"])

            // Seat 4 gets Cleo from the suggestions: Cleo was at seat 3, so Dan moves there.
            mouseClick(findChild(page, "seatLabel3"))
            compare(page.targetSeat, 3)
            click(page, "known_Cleo")
            compare(page.names.slice(0, 4), ["Ann", "Ben", "Dan", "Cleo"])

            // Keyboard path: Ben down one seat, then the first seat's name field Alt+Down.
            click(page, "down1")
            compare(page.names.slice(0, 4), ["Ann", "Dan", "Ben", "Cleo"])
            const first = findChild(page, "name0")
            first.forceActiveFocus()
            keyClick(Qt.Key_Down, Qt.AltModifier)
            compare(page.names.slice(0, 4), ["Dan", "Ann", "Ben", "Cleo"])
            verify(findChild(page, "seatLabel0").text.indexOf("starts") > 0)
            // Teams are named by their players everywhere (as on the table and the napkin).
            verify(findChild(page, "seatLabel0").text.indexOf("with Ben") > 0)
            verify(findChild(page, "seatLabel1").text.indexOf("with Cleo") > 0)

            // Drag: Cleo's handle (seat 4) two rows up puts her at seat 2.
            const handle = findChild(page, "dragHandle3")
            const x = handle.width / 2
            const y = handle.height / 2
            mousePress(handle, x, y)
            for (let step = 1; step <= 10; ++step)
                mouseMove(handle, x, y - step * page.seatHeight / 5, -1, Qt.LeftButton)
            mouseRelease(handle, x, y - 2 * page.seatHeight)
            compare(page.names.slice(0, 4), ["Dan", "Cleo", "Ann", "Ben"])

            const board = ["red", "blue", "green", "yellow", "orange", "purple"]
            for (let slot = 1; slot <= 6; ++slot) {
                click(page, "setupSlot" + slot)
                click(page, "card_" + board[slot - 1] + "_" + slot)
            }
            click(page, "startButton")
            verify(game.active, game.lastError)
            compare(game.players, ["Dan", "Cleo", "Ann", "Ben"])
            game.abandon()
        }
    }
}
