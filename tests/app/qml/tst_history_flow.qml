import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Never lose a game (issue 10, items 1-4 and 9): a game in progress lives in the history;
// New game asks what becomes of it; History resumes or abandons it; favorites survive Undo,
// Redo and a restart; Home stops offering a finished game; the player filter applies as typed.
Item {
    id: root
    width: 1280
    height: 2400
    readonly property GameController tableGame: game

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
        id: homePage
        HomePage {
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
        id: historyPage
        HistoryPage {
            controller: history
            game: root.tableGame
            width: root.width
            height: root.height
        }
    }
    Component {
        id: restartedGame
        GameController {
            history: HistoryService {} // another connection to the same file: a restart
        }
    }

    TestCase {
        name: "HistoryFlow"
        when: windowShown

        function readJson(name) {
            const request = new XMLHttpRequest()
            request.open("GET", Qt.resolvedUrl("../data/" + name), false)
            request.send(null)
            return JSON.parse(request.responseText)
        }

        function click(parentItem, objectName) {
            const item = findChild(parentItem, objectName)
            verify(item !== null, "no " + objectName)
            tryVerify(() => item.visible && item.enabled, 5000, objectName + " is not clickable")
            mouseClick(item)
            return item
        }

        // Every turn of full_3p.json entered on the controller; its favorites by seat.
        function enterWholeGame() {
            const log = readJson("full_3p.json")
            verify(game.start(log.players.map(p => p.name), [], log.board), game.lastError)
            for (const turn of log.turns) {
                if (turn.exchange)
                    verify(game.exchange(turn.exchange.slot, turn.exchange.played.type,
                                         turn.exchange.played.value), game.lastError)
                else
                    verify(game.blackHat(), game.lastError)
            }
            verify(game.isOver)
            return log.players.map(p => log.favorites[p.name])
        }

        function startSmallGame() {
            verify(game.start(["Ann", "Ben", "Cleo"], [],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}, {"type": "purple", "value": 6}]),
                   game.lastError)
            verify(game.exchange(2, "blue", 6), game.lastError)
        }

        // No game on the table and none waiting in the history.
        function init() {
            game.abandon()
            store.flush()
            tryVerify(() => !game.hasSavedGame || game.savedGames.length > 0)
            for (const saved of game.savedGames)
                game.abandonGame(saved.uuid)
            store.flush()
            tryVerify(() => !game.hasSavedGame, 5000, "games in progress left over")
        }

        function statusOf(uuid) {
            store.flush()
            history.refresh()
            tryVerify(() => !history.loading)
            const model = history.games
            for (let row = 0; row < model.rowCount(); ++row) {
                const index = model.index(row, 0)
                if (model.data(index, HistoryModel.UuidRole) === uuid)
                    return model.data(index, HistoryModel.StatusRole)
            }
            return ""
        }

        function idOfTableGame() {
            return JSON.parse(game.logJson()).id
        }

        SignalSpy {
            id: newGameSpy
            signalName: "newGameRequested"
        }
        SignalSpy {
            id: resumeSpy
            signalName: "resumeRequested"
        }

        function test_newGameAsksFirstThenAbandonsTheGameItReplaces() {
            startSmallGame()
            const id = idOfTableGame()
            const home = createTemporaryObject(homePage, root)
            newGameSpy.target = home
            newGameSpy.clear()
            click(home, "newGameButton")
            const dialog = findChild(home, "inProgressDialog")
            tryVerify(() => dialog.opened)
            compare(newGameSpy.count, 0, "nothing replaced before the answer")
            click(dialog.contentItem, "abandonButton")
            compare(newGameSpy.count, 1)
            verify(!game.active)
            compare(statusOf(id), "abandoned")
        }

        function test_newGameCanKeepBothGames() {
            startSmallGame()
            const id = idOfTableGame()
            const home = createTemporaryObject(homePage, root)
            newGameSpy.target = home
            newGameSpy.clear()
            click(home, "newGameButton")
            const dialog = findChild(home, "inProgressDialog")
            tryVerify(() => dialog.opened)
            click(dialog.contentItem, "keepBothButton")
            compare(newGameSpy.count, 1)
            tryVerify(() => game.hasSavedGame)
            compare(game.savedGames[0].uuid, id)
            compare(statusOf(id), "in-progress")
        }

        function test_newGameCanResumeInstead() {
            startSmallGame()
            const home = createTemporaryObject(homePage, root)
            resumeSpy.target = home
            resumeSpy.clear()
            click(home, "newGameButton")
            const dialog = findChild(home, "inProgressDialog")
            tryVerify(() => dialog.opened)
            click(dialog.contentItem, "resumeInsteadButton")
            compare(resumeSpy.count, 1)
            verify(game.inProgress)
        }

        function test_historyOffersResumeAndAbandonForEveryGameInProgress() {
            startSmallGame()
            const first = idOfTableGame()
            game.setAside()
            startSmallGame()
            const second = idOfTableGame()
            game.setAside()
            history.refresh()
            const page = createTemporaryObject(historyPage, root)
            resumeSpy.target = page
            resumeSpy.clear()
            tryVerify(() => findChild(page, "resumeGame_" + first) !== null)
            verify(findChild(page, "abandonGame_" + second) !== null)
            click(page, "resumeGame_" + first)
            compare(resumeSpy.count, 1)
            compare(resumeSpy.signalArguments[0][0], first)
            click(page, "abandonGame_" + second)
            compare(statusOf(second), "abandoned")
            verify(game.resume(first), game.lastError)
            compare(game.turnCount, 1)
        }

        function test_homeNoLongerOffersAFinishedGame() {
            const favorites = enterWholeGame()
            const home = createTemporaryObject(homePage, root)
            const resume = findChild(home, "resumeButton")
            verify(resume.visible, "the favorites are still to come")
            verify(game.finish(favorites), game.lastError)
            verify(!resume.visible)
            click(home, "newGameButton")
            const dialog = findChild(home, "inProgressDialog") // made only when there is a question
            verify(dialog === null || !dialog.opened, "nothing to ask about")
        }

        function test_favoritesSurviveUndoRedoAndARestart() {
            const favorites = enterWholeGame()
            const page = createTemporaryObject(favoritesPage, root)
            for (let seat = 0; seat < favorites.length; ++seat) {
                const picker = findChild(page, "favoritePicker" + seat)
                click(picker, "card_" + favorites[seat].type + "_" + favorites[seat].value)
            }
            compare(game.favorites[1].value, favorites[1].value)
            // Killed on the favorites screen: another process finds them in the history.
            store.flush()
            const restarted = createTemporaryObject(restartedGame, root)
            verify(restarted.resume(idOfTableGame()), restarted.lastError)
            for (let seat = 0; seat < favorites.length; ++seat)
                compare(restarted.favorites[seat].value, favorites[seat].value)
            restarted.history.flush()

            click(page, "scoreButton")
            compare(game.lastError, "")
            verify(!game.inProgress)
            game.undo()
            game.redo()
            for (let seat = 0; seat < favorites.length; ++seat)
                compare(game.favorites[seat].value, favorites[seat].value, "kept through Undo/Redo")
            click(page, "scoreButton")
            compare(game.lastError, "")
            compare(statusOf(idOfTableGame()), "finished")
        }

        function test_thePlayerFilterAppliesAsTypedAndShowsAndClears() {
            history.player = ""
            const page = createTemporaryObject(historyPage, root)
            const filter = findChild(page, "playerFilter")
            mouseClick(filter)
            keyClick(Qt.Key_B)
            keyClick(Qt.Key_E)
            keyClick(Qt.Key_N)
            tryCompare(history, "player", "ben")
            page.destroy()
            wait(0)
            const again = createTemporaryObject(historyPage, root)
            compare(findChild(again, "playerFilter").text, "ben", "the filter in force is shown")
            click(again, "clearFilterButton")
            compare(history.player, "")
            compare(findChild(again, "playerFilter").text, "")
        }
    }
}
