import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The live table as a phone shows it (360×640): standings, cookie and board without
// scrolling; the last turn said in words; cards already seen refused in the picker (R1).
Item {
    id: root
    width: 360
    height: 640

    GameController {
        id: game
    }
    Component {
        id: tablePage
        LiveTablePage {
            controller: game
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "TableLook"
        when: windowShown

        function startSample() {
            game.abandon()
            verify(game.start(["Ann", "Ben", "Cleo"], [],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}, {"type": "purple", "value": 6}]),
                   game.lastError)
        }
        function cleanup() {
            game.abandon()
        }
        // Inside the page between its header and its footer, with no scrolling.
        function verifyOnScreen(page, item, what) {
            verify(item !== null && item.visible, what + " is shown")
            const top = item.mapToItem(page, 0, 0).y
            verify(top >= page.header.height - 1, what + " starts below the header (" + top + ")")
            verify(top + item.height <= page.height - page.footer.height + 1,
                   what + " ends above the footer: " + (top + item.height) + " > " + (page.height - page.footer.height))
        }

        function test_standingsCookieAndBoardFitOnAPhone() {
            startSample()
            verify(game.exchange(2, "blue", 6))
            const page = createTemporaryObject(tablePage, root)
            waitForRendering(page)
            verifyOnScreen(page, findChild(page, "standings"), "the standings")
            const cookie = findChild(page, "cookie")
            tryVerify(() => cookie.visible)
            verifyOnScreen(page, cookie, "the cookie")
            verifyOnScreen(page, findChild(page, "teaTable"), "the board")
            verifyOnScreen(page, findChild(page, "lastTurn"), "the last turn")
            // The cookie sits on its holder's standing (Ann took Blue 2).
            const holder = findChild(page, "standing0")
            tryVerify(() => {
                const c = cookie.mapToItem(holder, cookie.width / 2, cookie.height / 2)
                return c.x > 0 && c.x < holder.width
            }, 2000, "the cookie is on Ann's standing")
        }

        function test_theLastTurnIsSaidInWords() {
            startSample()
            const page = createTemporaryObject(tablePage, root)
            const line = findChild(page, "lastTurn")
            compare(line.text, "No turn yet: Ann starts.")
            verify(game.exchange(2, "blue", 6))
            compare(line.text, "Ann played Blue 6 on space 2 and took Blue 2. Ann takes the cookie.")
            verify(game.blackHat())
            compare(line.text, "Ben played a black hat.")
            verify(game.exchange(3, "red", 6))
            compare(line.text, "Cleo played Red 6 on space 3 and took Green 3.")
        }

        function test_cardsAlreadySeenAreGreyedOutAndRefused() {
            startSample()
            verify(game.exchange(2, "blue", 6))
            const page = createTemporaryObject(tablePage, root)
            const picker = findChild(page, "playPicker")
            // The picker is below the board on a phone: scroll to it.
            const flick = findChild(page, "tableFlick")
            flick.contentY = picker.mapToItem(flick.contentItem, 0, 0).y - 60
            waitForRendering(page)
            // On the board (R1): red 1, blue 6; taken into a collection: blue 2.
            for (const key of ["red_1", "blue_6", "blue_2"]) {
                const cell = findChild(picker, "card_" + key)
                verify(!cell.enabled, key + " cannot be chosen")
                mouseClick(cell)
                compare(picker.value, 0, key + " was not picked")
            }
            const free = findChild(picker, "card_blue_5")
            verify(free.enabled)
            mouseClick(free)
            compare(picker.type, "blue")
            compare(picker.value, 5)
        }

        function test_twoPlayerRemovedTypesAreNotOffered() {
            game.abandon()
            verify(game.start(["Ann", "Ben"], ["purple", "brown"],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}]), game.lastError)
            const page = createTemporaryObject(tablePage, root)
            const picker = findChild(page, "playPicker")
            compare(findChild(picker, "card_purple_3"), null, "a removed type has no row (R5)")
            compare(game.unavailableCards.indexOf("purple_3") >= 0, true)
        }
    }
}
