import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The napkin as a table reads it: favorites drawn on it, a team's total spanning its two
// players' columns, Done straight back to Home; and the words of the other screens.
Item {
    id: root
    width: 1000
    height: 1400

    ScoreController {
        id: scoring
    }
    GameController {
        id: game
    }
    SettingsController {
        id: settings
    }
    Component {
        id: napkinPage
        NapkinPage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: stackComponent
        StackView {
            width: root.width
            height: root.height
            initialItem: Item {
                objectName: "home"
            }
        }
    }
    Component {
        id: tablePage
        LiveTablePage {
            controller: game
            width: root.width
            height: root.height
        }
    }
    Component {
        id: blank
        Item {}
    }
    Component {
        id: barComponent
        AverageBar {
            width: 300
            minimum: -4
            maximum: 12
        }
    }

    TestCase {
        name: "NapkinLook"
        when: windowShown

        function open(file) {
            verify(scoring.openFile(Qt.resolvedUrl("../../data/" + file)), scoring.error)
            const page = createTemporaryObject(napkinPage, root, {"controller": scoring})
            waitForRendering(page)
            return page
        }
        function xOf(item, page) {
            return item.mapToItem(page, 0, 0).x
        }

        // A window narrowed from desktop to phone width (a tablet turned) lays every row out
        // again: no row keeps its label at the desktop width and pushes its numbers off.
        function test_everyRowFollowsANarrowedWindow() {
            // In Spanish: "La colección de sombreros" was the row that kept its desktop width.
            const before = settings.language
            settings.language = "es"
            const page = open("snapshot_3p.json")
            settings.language = before
            page.width = 360
            waitForRendering(page)
            for (const key of ["collection", "favorite", "cookie", "total"]) {
                const last = findChild(page, "cell_" + key + "_2")
                verify(last !== null, key)
                const right = last.mapToItem(page, last.width, 0).x
                verify(right <= page.width, key + " row ends at " + right + " in a 360 px page")
                compare(Math.round(last.mapToItem(page, 0, 0).x),
                        Math.round(findChild(page, "cell_total_2").mapToItem(page, 0, 0).x),
                        key + " row's last column under the total's")
            }
        }

        function test_favoriteCardsAreDrawnOnTheNapkin() {
            const page = open("snapshot_3p.json")
            // Ann's favorite is brown 2, Cleo's red 6 (snapshot_3p.json).
            const ann = findChild(page, "favoriteCard0")
            verify(ann !== null && ann.visible)
            compare(ann.value, 2)
            compare(ann.typeName, "Brown")
            compare(findChild(page, "favoriteCard2").value, 6)
            compare(findChild(page, "favoriteCard2").typeName, "Red")
        }

        function test_aTeamTotalSpansItsTwoPlayersColumns() {
            const page = open("snapshot_4p.json")
            compare(scoring.napkin.teams.length, 2)
            // Ann & Cleo (seats 1 and 3) sit side by side on the napkin.
            const ann = findChild(page, "napkinHead0"), cleo = findChild(page, "napkinHead2")
            const ben = findChild(page, "napkinHead1"), dan = findChild(page, "napkinHead3")
            verify(xOf(ann, page) < xOf(cleo, page) && xOf(cleo, page) < xOf(ben, page)
                   && xOf(ben, page) < xOf(dan, page), "columns: Ann, Cleo, Ben, Dan")
            const teamA = findChild(page, "cell_team_0"), teamB = findChild(page, "cell_team_1")
            fuzzyCompare(xOf(teamA, page), xOf(ann, page), 1)
            fuzzyCompare(xOf(teamA, page) + teamA.width, xOf(cleo, page) + cleo.width, 1)
            fuzzyCompare(xOf(teamB, page), xOf(ben, page), 1)
            fuzzyCompare(xOf(teamB, page) + teamB.width, xOf(dan, page) + dan.width, 1)
            compare(teamA.text, String(scoring.napkin.teams[0].total))
        }

        function test_doneGoesHomeInOneStep() {
            verify(scoring.openFile(Qt.resolvedUrl("../../data/snapshot_3p.json")), scoring.error)
            const stack = createTemporaryObject(stackComponent, root)
            stack.push(blank, {}, StackView.Immediate) // the table
            stack.push(blank, {}, StackView.Immediate) // the favorites
            stack.push(napkinPage, {"controller": scoring}, StackView.Immediate)
            compare(stack.depth, 4)
            const done = findChild(stack.currentItem, "doneButton")
            verify(done.visible)
            mouseClick(done)
            tryCompare(stack, "depth", 1)
            compare(stack.currentItem.objectName, "home")
        }

        function test_aNegativeAverageIsABarGoingLeft() {
            const bar = createTemporaryObject(barComponent, root, {"value": -2})
            const fill = findChild(bar, "barFill")
            // Zero sits at 4/16 of the width; -2 spans 2/16 to its left.
            fuzzyCompare(bar.zeroX, 75, 0.5)
            fuzzyCompare(fill.x + fill.width, 75, 0.5)
            fuzzyCompare(fill.width, 37.5, 0.5)
            bar.value = 6
            fuzzyCompare(fill.x, 75, 0.5)
            fuzzyCompare(fill.width, 112.5, 0.5)
        }

        function test_theGameOverTableSaysNoTurnInstructions() {
            game.abandon()
            verify(game.start(["Ann", "Ben"], ["purple", "brown"],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}]), game.lastError)
            for (let i = 0; i < 16; ++i)
                verify(game.blackHat(), game.lastError)
            verify(game.isOver)
            const page = createTemporaryObject(tablePage, root)
            waitForRendering(page)
            const texts = []
            const walk = item => {
                if (!item || item.visible === false)
                    return
                if (item.text !== undefined && typeof item.text === "string")
                    texts.push(item.text)
                const children = item.children
                for (let i = 0; children && i < children.length; ++i)
                    walk(children[i])
            }
            walk(page)
            walk(page.footer)
            const all = texts.join("\n")
            verify(all.indexOf("Exchange") < 0, "no Exchange on the game-over screen:\n" + all)
            verify(all.indexOf("tap a slot") < 0 && all.indexOf("Tap a slot") < 0, all)
            verify(all.indexOf(" pts") < 0, all)
            verify(findChild(page, "endButton").visible)
            game.abandon()
        }
    }
}
