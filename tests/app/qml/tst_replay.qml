import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Replay of a stored game (issue 10, item 6): a tracked game is played and kept in the
// history, opened from there and stepped through turn by turn with the page's buttons. At
// every step the drawn tea table, every drawn collection and the move line must be what the
// game file says, worked out here from the file's turns alone.
Item {
    id: root
    width: 1000
    height: 1800

    HistoryService {
        id: store // the default history, in the test's own XDG_DATA_HOME
    }
    GameController {
        id: game
        history: store
    }
    HistoryController {
        id: history
        service: store
    }
    Component {
        id: replayPage
        ReplayPage {
            controller: history
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "Replay"
        when: windowShown

        function readJson(name) {
            const request = new XMLHttpRequest()
            request.open("GET", Qt.resolvedUrl("../data/" + name), false)
            request.send(null)
            return JSON.parse(request.responseText)
        }
        function key(card) {
            return card.type + " " + card.value
        }
        // The table after `turns` turns of the log: board, collections, black hats, the move.
        function tableAfter(log, turns) {
            const board = log.board.map(c => key(c))
            const seats = log.players.map(p => ({"name": p.name, "cards": [], "blackHats": 0}))
            let move = null
            for (let n = 0; n < turns; ++n) {
                const turn = log.turns[n]
                const seat = seats.find(s => s.name === turn.player)
                if (turn.exchange) {
                    const taken = board[turn.exchange.slot - 1]
                    board[turn.exchange.slot - 1] = key(turn.exchange.played)
                    seat.cards.push(taken)
                    move = {"player": turn.player, "slot": turn.exchange.slot,
                            "played": key(turn.exchange.played), "taken": taken}
                } else {
                    seat.blackHats += 1
                    move = {"player": turn.player, "blackHat": true}
                }
            }
            return {"board": board, "seats": seats, "move": move}
        }
        // "Red 3" as the app names a card from its type id.
        function named(cardKey) {
            const [type, value] = cardKey.split(" ")
            return game.types.find(t => t.id === type).name + " " + value
        }
        // The cards a collection draws, face up as "red 3" and face down counted.
        function drawnCollection(seatItem) {
            const cards = []
            let faceDown = 0
            const walk = item => {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i]
                    if (child.visible && child.faceDown !== undefined && child.typeColour !== undefined) {
                        if (child.faceDown)
                            faceDown += 1
                        else
                            cards.push(game.types.find(t => t.name === child.typeName).id + " " + child.value)
                    }
                    walk(child)
                }
            }
            walk(seatItem)
            return {"cards": cards.sort(), "faceDown": faceDown}
        }

        function storedGameId(log) {
            verify(game.start(log.players.map(p => p.name), [], log.board), game.lastError)
            for (const turn of log.turns) {
                if (turn.exchange)
                    verify(game.exchange(turn.exchange.slot, turn.exchange.played.type,
                                         turn.exchange.played.value), game.lastError)
                else
                    verify(game.blackHat(turn.value ? turn.value.type : "",
                                         turn.value ? turn.value.value : 0), game.lastError)
            }
            const id = JSON.parse(game.logJson()).id
            verify(game.finish(log.players.map(p => log.favorites[p.name])), game.lastError)
            store.flush()
            return id
        }

        function test_replayDrawsEveryTurnOfAStoredGame() {
            const log = readJson("full_3p.json")
            const id = storedGameId(log)
            history.refresh()
            tryVerify(() => !history.loading)
            verify(history.openGame(id), history.error)
            tryVerify(() => history.replayTurns === log.turns.length, 5000)
            const page = createTemporaryObject(replayPage, root)
            const previous = findChild(page, "replayPrevious")
            const next = findChild(page, "replayNext")
            // It opens on the last turn; back to the start with the ‹ button.
            compare(page.turns, log.turns.length)
            while (previous.enabled)
                mouseClick(previous)
            compare(page.turns, 0)
            for (let turns = 0; turns <= log.turns.length; ++turns) {
                const expected = tableAfter(log, turns)
                const where = "after turn " + turns
                // The move line, in the table's words.
                const line = findChild(page, "replayMove").text
                if (!expected.move) {
                    compare(line, "The initial board, before the first turn.")
                } else if (expected.move.blackHat) {
                    verify(line.startsWith("Turn " + turns + ": " + expected.move.player + " played a black hat."), line)
                } else {
                    verify(line.startsWith("Turn " + turns + ": " + expected.move.player + " played "
                                           + named(expected.move.played) + " on space " + expected.move.slot
                                           + " and took " + named(expected.move.taken) + "."), where + ": " + line)
                }
                // The tea table as drawn, slot by slot; the slot just played is marked.
                for (let slot = 1; slot <= expected.board.length; ++slot) {
                    const drawn = findChild(page, "replaySlot" + slot)
                    verify(drawn.visible, where + ": slot " + slot + " is drawn")
                    compare(drawn.card.type + " " + drawn.card.value, expected.board[slot - 1],
                            where + ", slot " + slot)
                    compare(drawn.selected, !!expected.move && expected.move.slot === slot,
                            where + ", slot " + slot + " marked")
                }
                // Every collection as drawn: its face-up cards and its black hats.
                for (let seat = 0; seat < expected.seats.length; ++seat) {
                    const seatItem = findChild(page, "replaySeat" + seat)
                    const drawn = drawnCollection(seatItem)
                    compare(drawn.cards, expected.seats[seat].cards.slice().sort(),
                            where + ", " + expected.seats[seat].name + "'s face-up hats")
                    compare(drawn.faceDown, expected.seats[seat].blackHats,
                            where + ", " + expected.seats[seat].name + "'s black hats")
                }
                if (turns < log.turns.length)
                    mouseClick(next)
            }
            verify(!next.enabled, "no turn after the last")
        }
    }
}
