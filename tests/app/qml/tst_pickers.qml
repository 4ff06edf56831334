import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Pickers refuse what cannot be chosen (R1, R5) at once, and errors go when fixed: the new
// game's board, the finished game's collections and the favorites.
Item {
    id: root
    width: 1000
    height: 2600

    GameController {
        id: game
    }
    SnapshotController {
        id: snapshot
    }
    Component {
        id: newGamePage
        NewGamePage {
            controller: game
            width: root.width
            height: root.height
        }
    }
    Component {
        id: snapshotPage
        SnapshotPage {
            controller: snapshot
            types: game.types
            width: root.width
            height: root.height
        }
    }
    Component {
        id: favoritesPage
        FavoritesPage {
            controller: game
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "Pickers"
        when: windowShown

        function click(parentItem, objectName) {
            // The snapshot page moves its picker under what it fills: let the page lay out
            // (every nested layout) before the next tap, as a frame does between two taps.
            if (findChild(root, "snapshotContent"))
                wait(40)
            const item = findChild(parentItem, objectName)
            verify(item !== null, "no " + objectName)
            verify(item.visible && item.enabled, objectName + " is not clickable")
            mouseClick(item)
            return item
        }
        function cleanup() {
            game.abandon()
        }

        function test_aDuplicateBoardCardIsRefusedAtOnce() {
            const page = createTemporaryObject(newGamePage, root)
            click(page, "setupSlot1")
            click(page, "card_red_1")
            compare(page.editingSlot, 2)
            const picker = findChild(page, "boardPicker")
            // Red 1 is on slot 1: slot 2 cannot take it (R1).
            const taken = findChild(picker, "card_red_1")
            verify(!taken.enabled, "red 1 is greyed out for slot 2")
            mouseClick(taken)
            compare(page.boardCards[1], undefined, "nothing was put on slot 2")
            // Slot 1 itself may change its own card.
            click(page, "setupSlot1")
            verify(findChild(picker, "card_red_1").enabled)
            verify(findChild(picker, "card_red_1").parent.selected, "slot 1's card is marked")
        }

        function test_aRemovedTypeIsSaidAtOnceAndTheErrorGoesWhenFixed() {
            const page = createTemporaryObject(newGamePage, root)
            click(page, "players2")
            click(page, "setupSlot1")
            click(page, "card_purple_1")
            const problem = findChild(page, "boardProblem")
            verify(!problem.visible)
            click(page, "removed_purple")
            verify(problem.visible, "a removed type on the board is said at once")
            verify(problem.text.indexOf("R5") >= 0, problem.text)
            verify(!findChild(page, "card_purple_2").enabled, "removed types are greyed out")
            click(page, "setupSlot1")
            click(page, "card_red_1")
            verify(!problem.visible, "the error goes when the board is fixed")
        }

        function test_theCollectionPickerMarksEveryCardOfTheCollection() {
            const page = createTemporaryObject(snapshotPage, root)
            const picker = findChild(page, "snapshotPicker")
            click(page, "snapshotSlot1")
            click(picker, "card_red_1")
            click(page, "collection0")
            // No stale ✓ from the board: red 1 is on the board, so it is greyed out, not marked.
            verify(!findChild(picker, "card_red_1").parent.selected)
            verify(!findChild(picker, "card_red_1").enabled)
            click(picker, "card_blue_2")
            click(picker, "card_green_3")
            click(picker, "card_blue_5")
            for (const key of ["blue_2", "green_3", "blue_5"])
                verify(findChild(picker, "card_" + key).parent.selected, key + " is marked")
            click(picker, "card_green_3") // tapped again: removed
            verify(!findChild(picker, "card_green_3").parent.selected)
            compare(page.collections[0].length, 2)
            // Another player's collection cannot take Ann's cards (R1).
            click(page, "collection1")
            verify(!findChild(picker, "card_blue_2").enabled)
            verify(!findChild(picker, "card_blue_2").parent.selected)
            // The selected Collection button is readable: its text uses the primary colour's ink.
            const button = findChild(page, "collection1")
            verify(button.highlighted)
            compare(button.contentItem.color, Theme.primaryText)
        }

        function test_favoritesCannotBeSeenCardsOrAnothersFavorite() {
            verify(game.start(["Ann", "Ben", "Cleo"], [],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}, {"type": "purple", "value": 6}]),
                   game.lastError)
            const page = createTemporaryObject(favoritesPage, root)
            const ann = findChild(page, "favoritePicker0")
            const ben = findChild(page, "favoritePicker1")
            verify(!findChild(ann, "card_red_1").enabled, "a board card is seen (R1)")
            click(ann, "card_brown_3")
            verify(!findChild(ben, "card_brown_3").enabled, "Ann's favorite is not Ben's")
            verify(findChild(ann, "card_brown_3").parent.selected)
        }
    }
}
