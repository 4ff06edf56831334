import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The photo flow as a player meets it: from "score a finished game", photograph the board and
// a collection, correct a card on the photo, confirm, and find the cards filled in.
// The photos come from the scene generator (photoData, set by qml_tests.cpp).
Item {
    id: root
    width: 1280
    height: 2400

    GameController {
        id: game
    }
    SnapshotController {
        id: snapshotScoring
    }
    PhotoController {
        id: photoReader
        profileFolder: photoData.decks || ""
    }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component {
        id: snapshotPage
        SnapshotPage {
            controller: snapshotScoring
            types: game.types
            photos: photoReader
        }
    }

    Component {
        id: newGamePage
        NewGamePage {
            controller: game
            photos: photoReader
        }
    }

    TestCase {
        name: "Photo"
        when: windowShown

        function init() {
            if (!photoData.decks)
                skip("built without the vision library")
            stack.clear(StackView.Immediate)
            stack.push(snapshotPage, {}, StackView.Immediate)
            tryCompare(stack, "busy", false)
        }

        function truthName(card) {
            return game.types.find(t => t.id === card.type).name + " " + card.value
        }

        // Takes the photo page to a read photo, as the file dialog would.
        function readPhoto(file) {
            tryCompare(stack, "busy", false) // the page has slid in
            const photoPage = stack.currentItem
            compare(stack.depth, 2, "the photo page is open")
            const source = findChild(photoPage, "photoSource")
            verify(source, "photo source buttons")
            // Open a photo… opens the file dialog (Qt's own when the platform has none); the
            // file it gives back is what `chosen` carries.
            mouseClick(findChild(source, "openPhoto"))
            const dialog = findChild(source, "openDialog")
            tryCompare(dialog, "visible", true)
            dialog.reject()
            tryCompare(dialog, "visible", false)
            source.chosen("file://" + file)
            tryCompare(photoReader, "busy", false, 30000)
            compare(photoReader.error, "")
            return photoPage
        }

        function test_boardPhotoCorrectedAndConfirmed() {
            const snapshot = stack.currentItem
            mouseClick(findChild(snapshot, "photographBoard"))
            const photoPage = readPhoto(photoData.board)
            const truth = photoData.boardTruth.cards.slice().sort((a, b) => a.slot - b.slot)
            compare(photoReader.cards.length, truth.length)
            // Each card is listed with its slot and what it reads as.
            for (let i = 0; i < photoReader.cards.length; ++i) {
                const slot = photoReader.cards[i].slot
                const row = findChild(photoPage, "photoCard" + i)
                verify(row.text.indexOf("Space " + slot) === 0, row.text)
                verify(row.text.indexOf(truthName(truth[slot - 1])) > 0, row.text + " vs " + truthName(truth[slot - 1]))
            }
            // Tap slot 1's card and say it is another card.
            const first = photoReader.cards.findIndex(c => c.slot === 1)
            const row = findChild(photoPage, "photoCard" + first)
            // By keyboard, as a player without a mouse does: the list may still move while
            // the photo is laid out, and a click at stale coordinates would hit another row.
            row.forceActiveFocus()
            keyClick(Qt.Key_Space)
            const corrector = findChild(photoPage, "photoCorrector")
            tryCompare(corrector, "opened", true)
            verify(corrector.title.indexOf("Space 1") === 0, corrector.title)
            const taken = truth.map(c => c.type + "_" + c.value)
            const replacement = ["brown_6", "brown_5", "purple_6"].find(c => taken.indexOf(c) < 0)
            const card = findChild(findChild(photoPage, "correctionPicker"), "card_" + replacement)
            verify(card.enabled, replacement + " can be chosen")
            card.forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryCompare(corrector, "opened", false)
            verify(photoReader.cards[first].corrected)
            // Nothing reached the score sheet yet.
            compare(snapshot.boardCards.length, 0)
            const confirm = findChild(photoPage, "confirmPhoto")
            verify(confirm.enabled)
            mouseClick(confirm)
            tryVerify(() => stack.currentItem === snapshot)
            compare(snapshot.boardCards[0].type + "_" + snapshot.boardCards[0].value, replacement)
            for (let slot = 2; slot <= truth.length; ++slot) {
                compare(snapshot.boardCards[slot - 1].type, truth[slot - 1].type, "slot " + slot)
                compare(snapshot.boardCards[slot - 1].value, truth[slot - 1].value, "slot " + slot)
            }
        }

        function test_collectionPhotoFillsCardsAndBlackHats() {
            const snapshot = stack.currentItem
            mouseClick(findChild(snapshot, "pickerDone")) // the card picker no longer covers the seats
            mouseClick(findChild(snapshot, "photographCollection1"))
            const photoPage = readPhoto(photoData.collection)
            compare(photoPage.owner, snapshot.names[1])
            mouseClick(findChild(photoPage, "confirmPhoto"))
            tryVerify(() => stack.currentItem === snapshot)
            const truth = photoData.collectionTruth.cards
            const faceUp = truth.filter(c => !c.faceDown).map(c => c.type + " " + c.value).sort()
            compare(snapshot.collections[1].map(c => c.type + " " + c.value).sort(), faceUp)
            compare(snapshot.blackHats[1], truth.length - faceUp.length)
            compare(snapshot.collections[0].length, 0, "other seats untouched")
        }

        function test_newGameBoardFromAPhoto() {
            stack.clear(StackView.Immediate)
            const newGame = stack.push(newGamePage, {}, StackView.Immediate)
            tryCompare(stack, "busy", false)
            mouseClick(findChild(newGame, "photographBoard"))
            readPhoto(photoData.board)
            mouseClick(findChild(stack.currentItem, "confirmPhoto"))
            tryVerify(() => stack.currentItem === newGame)
            const truth = photoData.boardTruth.cards.slice().sort((a, b) => a.slot - b.slot)
            compare(newGame.boardCards.map(c => c.type + " " + c.value),
                    truth.map(c => c.type + " " + c.value))
        }

        function test_theCameraScreenLoads() {
            // No camera here: the screen must still load (Qt Multimedia found, the shutter
            // waits for a camera) so that a machine with one gets a live picture.
            const component = Qt.createComponent("qrc:/Hats/CameraCapture.qml")
            compare(component.status, Component.Ready, component.errorString())
            const camera = createTemporaryObject(component, root, {"fileName": "/tmp/unused.jpg"})
            verify(camera)
            verify(!findChild(camera, "shutter").enabled, "no shot without a ready camera")
        }

        function test_backWithoutConfirmingAppliesNothing() {
            const snapshot = stack.currentItem
            mouseClick(findChild(snapshot, "photographBoard"))
            readPhoto(photoData.board)
            stack.pop(null, StackView.Immediate)
            verify(stack.currentItem === snapshot)
            compare(snapshot.boardCards.length, 0)
        }
    }
}
