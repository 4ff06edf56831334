import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Scoring a finished game on a phone (360×640): while cards are picked, what they fill (the
// tea table, a collection, a favorite) stays in sight above the picker, and every card of
// the picker is a 48 px touch target.
Item {
    id: root
    width: 360
    height: 640

    GameController {
        id: game
    }
    SnapshotController {
        id: snapshot
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

    TestCase {
        name: "SnapshotPhone"
        when: windowShown

        // Taps as a finger does, once the page has laid out and scrolled (a frame or two).
        function tap(parentItem, objectName) {
            wait(60)
            const item = findChild(parentItem, objectName)
            verify(item !== null, "no " + objectName)
            verify(item.visible && item.enabled, objectName + " is not tappable")
            const flick = findChild(root, "snapshotFlick")
            const top = item.mapToItem(flick, 0, 0).y
            verify(top >= 0 && top + item.height <= flick.height,
                   objectName + " is out of sight (at " + top + " of " + flick.height + ")")
            mouseClick(item)
            wait(60)
            return item
        }
        // Wholly inside the page's scrolling area, as it is drawn now.
        function inSight(item) {
            const flick = findChild(root, "snapshotFlick")
            const top = item.mapToItem(flick, 0, 0).y
            return top >= -1 && top + item.height <= flick.height + 1
        }
        function verifyPickerInSight(what) {
            const picker = findChild(root, "snapshotPicker")
            verify(picker.visible, "the picker is shown for " + what)
            tryVerify(() => inSight(picker), 2000, "the whole picker is in sight for " + what)
        }

        function test_theBoardStaysInSightWhilePickingItsCards() {
            const page = createTemporaryObject(snapshotPage, root)
            const board = findChild(page, "snapshotBoard")
            tap(page, "snapshotSlot1")
            verifyPickerInSight("space 1")
            tryVerify(() => inSight(board), 2000, "the tea table stays in sight")
            tap(page, "card_red_1")
            tap(page, "card_blue_2")
            compare(page.boardCards.length, 2)
            verify(inSight(board), "the tea table is still in sight after two picks")
            compare(page.target.index, 3, "the next space is being filled")
        }

        function test_aCollectionStaysInSightWhilePickingItsCards() {
            const page = createTemporaryObject(snapshotPage, root)
            tap(page, "pickerDone")
            verify(!findChild(root, "snapshotPicker").visible, "Done closes the picker")
            // Ben's collection, further down the page: the page scrolls to it.
            const flick = findChild(root, "snapshotFlick")
            flick.contentY = Math.max(0, findChild(page, "collection1").mapToItem(flick.contentItem, 0, 0).y - 100)
            tap(page, "collection1")
            verifyPickerInSight("Ben's collection")
            const button = findChild(page, "collection1")
            tryVerify(() => inSight(button), 2000, "Ben's collection button stays in sight")
            tap(page, "card_red_4")
            tap(page, "card_blue_3")
            compare(page.collections[1].length, 2)
            const cards = findChild(page, "collectionCards1")
            tryVerify(() => cards.visible && inSight(cards), 2000,
                      "the cards entered so far are drawn in sight above the picker")
            verify(inSight(findChild(root, "snapshotPicker")), "and the picker too")
        }

        function test_aFavoriteStaysInSightWhilePicked() {
            const page = createTemporaryObject(snapshotPage, root)
            tap(page, "pickerDone")
            const flick = findChild(root, "snapshotFlick")
            flick.contentY = Math.max(0, findChild(page, "favorite2").mapToItem(flick.contentItem, 0, 0).y - 100)
            tap(page, "favorite2")
            verifyPickerInSight("Cleo's favorite")
            tryVerify(() => inSight(findChild(page, "favorite2")), 2000)
            tap(page, "card_red_6")
            verify(findChild(page, "favorite2").text.indexOf("6") >= 0, findChild(page, "favorite2").text)
        }

        function test_everyPickerCardIsATouchTarget() {
            const page = createTemporaryObject(snapshotPage, root)
            wait(60)
            const picker = findChild(root, "snapshotPicker")
            for (const hat of game.types) {
                for (let value = 1; value <= 6; ++value) {
                    const card = findChild(picker, "card_" + hat.id + "_" + value)
                    verify(card.width >= Theme.touch && card.height >= Theme.touch,
                           hat.id + " " + value + " is " + card.width + "×" + card.height)
                }
            }
            verify(picker.width <= root.width, "the picker fits the phone's width")
        }
    }
}
