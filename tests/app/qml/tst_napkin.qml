import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The napkin's numbers open their own breakdowns, by mouse and by keyboard.
Item {
    id: root
    width: 800
    height: 1200

    ScoreController {
        id: scoring
    }
    Component {
        id: napkinPage
        NapkinPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "Napkin"
        when: windowShown

        function openSheet() {
            verify(scoring.openFile(Qt.resolvedUrl("../../data/snapshot_3p.json")), scoring.error)
            const page = createTemporaryObject(napkinPage, root, {"controller": scoring})
            verify(page !== null)
            waitForRendering(page) // the sheet's rows are laid out before cells are clicked
            return page
        }

        function lines(page) {
            const dialog = findChild(page, "breakdown")
            const out = []
            for (let i = 0; ; ++i) {
                const line = findChild(dialog.contentItem, "breakdownLine" + i)
                if (line === null)
                    return out
                out.push(line.text)
            }
        }

        function test_collectionListsEachCardWithItsPoints() {
            const page = openSheet()
            const dialog = findChild(page, "breakdown")
            verify(!dialog.opened)
            mouseClick(findChild(page, "cell_collection_0"))
            tryVerify(() => dialog.opened)
            compare(dialog.title, "Ann: hat collection")
            // Worked out by hand from snapshot_3p.json (the board is red 1, blue 2, green 3,
            // yellow 4, orange 5, purple 6, so each card scores its type's slot), as
            // `hats score --json` reports: Ann 23 = seven cards + one black hat.
            const expected = [["Red 2", 1, "Red 1", 1], ["Red 3", 1, "Red 1", 1],
                              ["Blue 1", 2, "Blue 2", 2], ["Green 1", 3, "Green 3", 3],
                              ["Yellow 1", 4, "Yellow 4", 4], ["Orange 1", 5, "Orange 5", 5],
                              ["Purple 1", 6, "Purple 6", 6]]
            const shown = lines(page)
            compare(shown.length, expected.length + 1)
            for (let i = 0; i < expected.length; ++i) {
                const [card, points, boardCard, slot] = expected[i]
                compare(shown[i], card + " → " + points + ": the " + boardCard + " card in space "
                                  + slot + " of the tea table stayed face up (R10, R11)")
            }
            compare(shown[expected.length], "Black hats: 1 × 1 point (R11)")
            compare(findChild(dialog.contentItem, "breakdownSum").text, "23 = 1 + 1 + 2 + 3 + 4 + 5 + 6 + 1")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
        }

        function test_aCardWithoutItsTypeOnTheBoardScoresNothing() {
            const page = openSheet()
            mouseClick(findChild(page, "cell_collection_1"))
            const shown = lines(page)
            compare(shown.length, 8) // Ben: 8 face-up cards, no black hat
            compare(shown[7], "Brown 1 → 0: no Brown card on the tea table (R11)")
            compare(findChild(findChild(page, "breakdown").contentItem, "breakdownSum").text,
                    "23 = 1 + 2 + 2 + 3 + 4 + 5 + 6 + 0")
        }

        function test_totalWritesTheSumOut() {
            const page = openSheet()
            const dialog = findChild(page, "breakdown")
            mouseClick(findChild(page, "cell_total_0"))
            tryVerify(() => dialog.opened)
            // Ann: 23 collection, favorite brown 2 with no brown card (−2), the cookie 5.
            compare(findChild(dialog.contentItem, "breakdownSum").text, "26 = 23 \u2212 2 + 5")
            compare(lines(page), ["Hat collection: 23", "Favorite hat: \u22122", "Last cookie: 5"])
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)

            // By keyboard: Cleo's total gets focus, Enter opens it. Cleo: 23 − 1 (red 5 − red 6) + 0.
            const cleo = findChild(page, "cell_total_2")
            cleo.forceActiveFocus()
            keyClick(Qt.Key_Return)
            tryVerify(() => dialog.opened)
            compare(findChild(dialog.contentItem, "breakdownSum").text, "22 = 23 \u2212 1 + 0")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
            const ben = findChild(page, "cell_favorite_1")
            ben.forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryVerify(() => dialog.opened)
            compare(findChild(dialog.contentItem, "breakdownSum").text, "\u22122 = 1 \u2212 3")
        }

        function test_cookieSaysWhoHasItAndWhy() {
            const page = openSheet()
            mouseClick(findChild(page, "cell_cookie_1"))
            compare(lines(page), ["Ann holds the cookie, so Ben scores 0",
                                  "Ann: tied on 7 types, lowest card at rank 2"])
        }

        function test_anExportThatCannotBeWrittenSaysWhy() {
            const page = openSheet()
            verify(findChild(page, "exportButton").visible)
            const message = findChild(page, "exportMessage")
            verify(!message.visible)
            page.exportTo("pdf", "file:///no/such/folder/napkin.pdf")
            verify(message.visible)
            verify(message.text.startsWith("Cannot write /no/such/folder/napkin.pdf"), message.text)
        }

        function test_theWinnerIsMarkedInWords() {
            const page = openSheet()
            verify(findChild(page, "napkinHead0").text.indexOf("winner") >= 0)
            verify(findChild(page, "napkinHead1").text.indexOf("winner") < 0)
        }
    }
}
