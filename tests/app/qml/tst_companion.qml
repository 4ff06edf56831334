import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Drives the real pages offscreen with mouse clicks, the way a table enters a game.
Item {
    id: root
    width: 1280
    height: 2400

    HistoryService {
        id: store // the default history, in the test's own XDG_DATA_HOME
    }
    GameController {
        id: game
        history: store
    }
    GameController {
        id: restarted
        history: store
    }
    ScoreController {
        id: scoring
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
        id: tablePage
        LiveTablePage {
            controller: game
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
    Component {
        id: disputePage
        CookieDisputePage {
            controller: game
            width: root.width
            height: root.height
        }
    }
    Component {
        id: napkinPage
        NapkinPage {
            width: root.width
            height: root.height
        }
    }
    SnapshotController {
        id: snapshotScoring
        history: store
    }
    Component {
        id: snapshotPage
        SnapshotPage {
            controller: snapshotScoring
            types: game.types
            width: root.width
            height: root.height
        }
    }
    Component {
        id: homePage
        HomePage {
            controller: restarted
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "Companion"
        when: windowShown

        function readJson(name) {
            const request = new XMLHttpRequest()
            request.open("GET", Qt.resolvedUrl("../data/" + name), false)
            request.send(null)
            return JSON.parse(request.responseText)
        }

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

        function startSample() {
            verify(game.start(["Ann", "Ben", "Cleo"], [],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}, {"type": "purple", "value": 6}]),
                   game.lastError)
        }

        function init() {
            game.abandon()
        }

        // The napkin model's numbers against `hats score --json` for the same game.
        function compareNapkin(napkin, expected) {
            compare(napkin.winners, expected.winners)
            const kinds = {"collection": NapkinModel.Collection, "favorite": NapkinModel.Favorite,
                           "cookie": NapkinModel.Cookie, "total": NapkinModel.Total,
                           "blackHats": NapkinModel.BlackHats}
            for (let seat = 0; seat < expected.players.length; ++seat) {
                compare(napkin.players[seat], expected.players[seat].name)
                for (const key in kinds)
                    compare(napkin.value(kinds[key], seat), expected.players[seat][key], key)
            }
        }

        function test_a_wholeGameEnteredByTapsMatchesHatsScore() {
            const log = readJson("full_3p.json")
            const expected = readJson("full_3p.expected.json")

            const setup = createTemporaryObject(newGamePage, root)
            for (let slot = 1; slot <= log.board.length; ++slot) {
                click(setup, "setupSlot" + slot)
                const card = log.board[slot - 1]
                click(setup, "card_" + card.type + "_" + card.value)
            }
            click(setup, "startButton")
            verify(game.active, game.lastError)
            setup.destroy()

            const table = createTemporaryObject(tablePage, root)
            for (let i = 0; i < log.turns.length; ++i) {
                const turn = log.turns[i]
                compare(game.currentPlayer, turn.player)
                if (turn.exchange) {
                    click(table, "slot" + turn.exchange.slot)
                    click(table, "card_" + turn.exchange.played.type + "_" + turn.exchange.played.value)
                    click(table, "exchangeButton")
                } else {
                    click(table, "blackHatButton")
                }
                compare(game.lastError, "")
                compare(game.turnCount, i + 1)
                wait(0) // the board's delegates were rebuilt: let the old ones go
            }
            verify(game.isOver)
            click(table, "endButton")

            const favorites = createTemporaryObject(favoritesPage, root)
            for (let seat = 0; seat < log.players.length; ++seat) {
                const card = log.favorites[log.players[seat].name]
                const picker = findChild(favorites, "favoritePicker" + seat)
                click(picker, "card_" + card.type + "_" + card.value)
            }
            click(favorites, "scoreButton")
            compare(game.lastError, "")

            const napkin = game.napkin
            compareNapkin(napkin, expected)
            const decided = {"points": NapkinModel.ByPoints, "blackHats": NapkinModel.ByBlackHats,
                             "cookie": NapkinModel.ByCookie, "shared": NapkinModel.SharedVictory}
            compare(napkin.decidedBy, decided[expected.decidedBy])
            compare(napkin.cookie.holder, expected.cookie.holder || "")
            const sheet = createTemporaryObject(napkinPage, root, {"controller": game})
            verify(sheet !== null)
        }

        function test_b_anIllegalMoveShowsItsReasonAndChangesNothing() {
            startSample()
            const table = createTemporaryObject(tablePage, root)
            click(table, "slot1")
            click(table, "card_blue_1") // blue 1 onto red 1: not the same type, not higher (R7)
            click(table, "exchangeButton")
            compare(game.turnCount, 0)
            const error = findChild(table, "errorLabel")
            verify(error.visible)
            verify(error.text.indexOf("(R7)") >= 0, error.text)
        }

        function test_c_undoAndRedo() {
            startSample()
            const table = createTemporaryObject(tablePage, root)
            click(table, "blackHatButton")
            click(table, "slot2")
            click(table, "card_blue_6")
            click(table, "exchangeButton")
            compare(game.turnCount, 2)
            click(table, "undoButton")
            click(table, "undoButton")
            compare(game.turnCount, 0)
            click(table, "redoButton")
            compare(game.turnCount, 1)
            compare(game.currentPlayer, "Ben")
        }

        function test_d_cookieDispute() {
            startSample()
            verify(game.exchange(2, "blue", 6))
            verify(game.exchange(3, "green", 5))
            verify(game.exchange(1, "red", 4))
            verify(game.exchange(4, "yellow", 6))
            verify(game.exchange(5, "orange", 6))
            verify(game.blackHat())
            const table = createTemporaryObject(tablePage, root)
            const cookie = findChild(table, "cookie")
            tryVerify(() => cookie.visible)
            const dispute = createTemporaryObject(disputePage, root)
            const verdict = findChild(dispute, "verdict")
            verify(verdict.text.indexOf("Cleo holds the cookie") >= 0, verdict.text)
            const rank = findChild(dispute, "rank1")
            verify(rank !== null && rank.deciding)
            game.disputeTurns = 1
            verify(verdict.text.indexOf("Ann holds the cookie") >= 0, verdict.text)
        }

        function test_e_resumeAfterRestart() {
            startSample()
            verify(game.exchange(2, "blue", 6))
            verify(game.blackHat())
            store.flush()
            const home = createTemporaryObject(homePage, root)
            const resume = findChild(home, "resumeButton")
            tryVerify(() => resume.visible)
            verify(restarted.resume(), restarted.lastError)
            compare(restarted.turnCount, 2)
            compare(restarted.currentPlayer, "Cleo")
            compare(restarted.board, game.board)
            restarted.abandon()
        }

        function test_g_snapshotEnteredByTapsMatchesHatsScore() {
            const file = readJson("snapshot_3p.json")
            const expected = readJson("snapshot_3p.expected.json")
            const page = createTemporaryObject(snapshotPage, root)
            const picker = findChild(page, "snapshotPicker")
            for (let slot = 1; slot <= file.board.length; ++slot) {
                click(page, "snapshotSlot" + slot)
                click(picker, "card_" + file.board[slot - 1].type + "_" + file.board[slot - 1].value)
            }
            for (let seat = 0; seat < file.players.length; ++seat) {
                const player = file.players[seat]
                click(page, "collection" + seat)
                for (const card of player.collection)
                    click(picker, "card_" + card.type + "_" + card.value)
                const spin = click(page, "blackHats" + seat)
                for (let i = 0; i < player.blackHats; ++i)
                    keyClick(Qt.Key_Up)
                compare(spin.value, player.blackHats)
                click(page, "favorite" + seat)
                click(picker, "card_" + player.favorite.type + "_" + player.favorite.value)
            }
            verify(findChild(page, "keepInHistory").checked, "kept in History unless unticked")
            click(page, "scoreButton")
            compare(snapshotScoring.error, "")
            verify(snapshotScoring.savedId !== "")
            compareNapkin(snapshotScoring.napkin, expected)
        }

        function test_f_snapshotScoring() {
            verify(scoring.openFile(Qt.resolvedUrl("../../data/snapshot_3p.json")), scoring.error)
            const sheet = createTemporaryObject(napkinPage, root, {"controller": scoring})
            verify(sheet !== null)
            compare(scoring.napkin.status, NapkinModel.Finished)
            verify(scoring.napkin.winners.length >= 1)
        }
    }
}
