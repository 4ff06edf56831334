import QtQuick
import QtQuick.Controls
import Hats

ApplicationWindow {
    id: window

    property url startFile
    property list<url> startFiles // every file named on the command line
    property string startPage: ""
    property string resumeFile: "" // a hats-log/1 game to start on the table with
    property HistoryService store: null // the history, built once in main.cpp

    width: 1024
    height: 720
    minimumWidth: 360
    minimumHeight: 560
    visible: true
    title: qsTr("Hats Companion")

    ScoreController {
        id: scoring
    }

    GameController {
        id: game
        history: window.store
    }

    SnapshotController {
        id: snapshot
        history: window.store
    }

    HistoryController {
        id: history
        service: window.store
    }

    SettingsController {
        id: settings
    }

    PhotoController {
        id: photos
    }

    // The text size is the theme's too: main.cpp makes Theme.body the application's font
    // before this window is built. The Basic style takes its colours from the palette: all of
    // them come from the theme, so the dark theme applies at once, placeholders stay readable
    // and the primary (highlighted) button stands out.
    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.surface
    palette.alternateBase: Theme.surfaceAlt
    palette.text: Theme.text
    palette.button: Theme.button
    palette.buttonText: Theme.buttonText
    palette.brightText: Theme.primaryText
    palette.dark: Theme.primary
    palette.mid: Theme.border
    palette.midlight: Theme.surfaceAlt
    palette.light: Theme.surfaceAlt
    palette.shadow: Theme.border
    palette.highlight: Theme.primary
    palette.highlightedText: Theme.primaryText
    palette.placeholderText: Theme.placeholder
    palette.toolTipBase: Theme.toolbar
    palette.toolTipText: Theme.toolbarText
    palette.link: Theme.primary
    palette.disabled.buttonText: Theme.textMuted
    palette.disabled.windowText: Theme.textMuted
    palette.disabled.text: Theme.textMuted
    palette.disabled.brightText: Theme.textMuted

    // Loaded when first opened: the folder model and its plugin stay out of the start.
    Loader {
        id: fileDialog
        anchors.fill: parent
        // GameFileDialog's members, named as strings: its type stays unknown until loaded.
        // Qt 6.4 type info lacks the type a Loader item has: a known gap, suppressed below.
        onLoaded: {
            item["accepted"].connect(() => window.score(item["selectedFile"])) // qmllint disable type
            item["open"]() // qmllint disable type
        }

        function open() {
            if (item)
                item["open"]() // qmllint disable type
            else
                source = "GameFileDialog.qml"
        }
    }

    function score(url) {
        scoring.openFile(url)
        if (stack.depth === 1) {
            const page = stack.push("NapkinPage.qml", {"controller": scoring})
            page.openAnother.connect(fileDialog.open)
        }
    }

    function newGame() {
        const page = stack.push("NewGamePage.qml", {"controller": game, "photos": photos, "history": history})
        page.started.connect(() => {
            stack.pop(null, StackView.Immediate)
            stack.push("LiveTablePage.qml", {"controller": game})
            connectTable()
        })
    }

    function connectTable() {
        const table = stack.currentItem
        // Qt 6.4 type info lacks the type StackView.push() returns: a known gap, suppressed on the next line.
        table.disputeRequested.connect(() => stack.push("CookieDisputePage.qml", {"controller": game})) // qmllint disable type
        table.endRequested.connect(showFavorites)
    }

    function showTable() {
        if (!game.inProgress && !game.resume())
            return
        stack.push("LiveTablePage.qml", {"controller": game})
        connectTable()
    }

    // A game in progress taken from History to the table.
    function resumeFromHistory(uuid) {
        if (!game.resume(uuid))
            return
        stack.pop(null, StackView.Immediate)
        stack.push("LiveTablePage.qml", {"controller": game})
        connectTable()
    }

    function scoreSnapshot() {
        snapshot.startOver()
        const page = stack.push("SnapshotPage.qml", {"controller": snapshot, "types": game.types,
                                                     "photos": photos})
        page.scored.connect(() => stack.push("NapkinPage.qml", {"controller": snapshot}))
    }

    function showHistory() {
        const page = stack.push("HistoryPage.qml", {"controller": history, "game": game})
        page.resumeRequested.connect(resumeFromHistory)
        page.gameOpened.connect(() => {
            const napkin = stack.push("NapkinPage.qml", {"controller": history})
            napkin.replayRequested.connect(() => stack.push("ReplayPage.qml", {"controller": history}))
        })
    }

    function showFavorites() {
        const page = stack.push("FavoritesPage.qml", {"controller": game})
        page.finished.connect(() => stack.push("NapkinPage.qml", {"controller": game}))
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomePage {
            controller: game
            onScoreFileRequested: fileDialog.open()
            onNewGameRequested: window.newGame()
            onResumeRequested: window.showTable()
            onSnapshotRequested: window.scoreSnapshot()
            onHistoryRequested: window.showHistory()
            onStatisticsRequested: stack.push("StatisticsPage.qml", {"controller": history})
            onSettingsRequested: stack.push("SettingsPage.qml")
        }
    }

    Component.onCompleted: {
        if (resumeFile !== "")
            game.resumeFile(resumeFile)
        if (startPage === "photo") {
            // A photo to read at start: `hats-companion --page photo PHOTO` (screenshots).
            stack.push("PhotoPage.qml", {"controller": photos, "types": game.types, "kind": "board",
                                         "expectedCards": Rules.slotCount(Rules.maxPlayers)})
            // Qt 6.4 type info lacks QUrl.toString(): a known gap, suppressed on the next line.
            if (startFile.toString() !== "") // qmllint disable type
                photos.read(startFile, "board", 6)
        } else if (startPage === "calibration") {
            // `--page calibration GRID BACK` learns from these two photos at once (screenshots).
            const page = stack.push("CalibrationPage.qml", {"controller": photos, "types": game.types})
            if (startFiles.length === 2) {
                page.gridPhoto = startFiles[0]
                page.backPhoto = startFiles[1]
                photos.calibrate(startFiles[0], startFiles[1], "my-deck")
            }
        } else if (startFile.toString() !== "")
            score(startFile)
        else if (startPage === "new")
            newGame()
        else if (startPage === "snapshot")
            scoreSnapshot()
        else if (startPage === "history")
            showHistory()
        else if (startPage === "settings")
            stack.push("SettingsPage.qml")
        else if (startPage === "statistics")
            stack.push("StatisticsPage.qml", {"controller": history})
        else if (startPage === "player")
            stack.push("StatisticsPage.qml", {"controller": history, "openFirst": true})
        else if (startPage === "table" || startPage === "dispute" || startPage === "favorites") {
            showTable()
            if (startPage === "dispute")
                stack.push("CookieDisputePage.qml", {"controller": game})
            else if (startPage === "favorites")
                showFavorites()
        }
    }
}
