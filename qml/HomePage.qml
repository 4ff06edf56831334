pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Hats

Page {
    id: page

    required property GameController controller
    signal scoreFileRequested
    signal newGameRequested
    signal resumeRequested
    signal snapshotRequested
    signal historyRequested
    signal statisticsRequested
    signal settingsRequested

    title: qsTr("Hats Companion")

    // The game "Resume" takes: the one on the table, else the newest one in the history.
    readonly property bool gameWaiting: controller.inProgress || controller.hasSavedGame
    readonly property string waitingPlayers: controller.inProgress
                                             // Qt 6.4 type info lacks QStringList.join(): a known gap, suppressed on the next line.
                                             ? controller.players.join(", ") // qmllint disable type
                                             : (controller.hasSavedGame ? controller.savedGames[0].players : "")

    // A new game never silently replaces one in progress: ask what becomes of it first.
    function askNewGame() {
        if (!gameWaiting) {
            newGameRequested()
            return
        }
        // Made when first needed: the question is rare, the home page is the first screen.
        if (!inProgressDialog)
            inProgressDialog = inProgressQuestion.createObject(page)
        inProgressDialog.open()
    }

    property Dialog inProgressDialog: null

    Component {
        id: inProgressQuestion

        Dialog {
            id: question
            objectName: "inProgressDialog"
            title: qsTr("A game is in progress")
            modal: true
            anchors.centerIn: parent
            width: Math.min(page.width - 32, 480)
            standardButtons: Dialog.Cancel

            Column {
                anchors.fill: parent
                spacing: 8
                Label {
                    text: qsTr("%1 have a game in progress. What becomes of it?").arg(page.waitingPlayers)
                    wrapMode: Text.WordWrap
                    width: parent.width
                }
                Button {
                    objectName: "resumeInsteadButton"
                    text: qsTr("Resume it")
                    highlighted: true
                    width: parent.width
                    height: 48
                    onClicked: {
                        question.close()
                        page.resumeRequested()
                    }
                }
                Button {
                    objectName: "keepBothButton"
                    text: qsTr("Keep it for later, start a new game")
                    width: parent.width
                    height: 48
                    onClicked: {
                        question.close()
                        if (page.controller.inProgress)
                            page.controller.setAside()
                        page.newGameRequested()
                    }
                }
                Button {
                    objectName: "abandonButton"
                    text: qsTr("Abandon it, start a new game")
                    width: parent.width
                    height: 48
                    onClicked: {
                        question.close()
                        if (page.controller.inProgress)
                            page.controller.abandon()
                        else
                            page.controller.abandonGame(page.controller.savedGames[0].uuid)
                        page.newGameRequested()
                    }
                }
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: Math.max(height, home.implicitHeight + 32)
        clip: true

    // Positioners, not Qt Quick Layouts: the home page is the first screen, and leaving the
    // Layouts module out of it keeps it out of the start. Its buttons' text is the body size,
    // the application's font: a control given a font of its own lays its text out twice.
    Column {
        id: home
        x: (page.width - width) / 2
        y: Math.max(16, (page.height - implicitHeight) / 2)
        width: Math.min(page.width - 32, 520)
        spacing: 16

        // A fan of hat cards and the cookie: the game this app serves, at a glance. Built just
        // after the first frame (its place is kept), so the buttons are there at once.
        Loader {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 220
            height: 96
            asynchronous: true
            Accessible.ignored: true
            source: "HatFan.qml"
        }
        Label {
            text: qsTr("Hats Companion")
            // Regular weight, as display type usually is: a bold face would be one more font
            // to load before the first screen.
            font.pixelSize: Theme.display
            anchors.horizontalCenter: parent.horizontalCenter
        }
        Label {
            text: qsTr("Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.")
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            width: parent.width
        }
        Button {
            objectName: "resumeButton"
            visible: page.gameWaiting
            text: page.controller.inProgress ? qsTr("Back to the game in progress") : qsTr("Resume the game in progress")
            highlighted: true
            width: parent.width
            height: 56
            onClicked: page.resumeRequested()
        }
        Button {
            objectName: "newGameButton"
            text: qsTr("New game")
            highlighted: !page.gameWaiting
            width: parent.width
            height: 56
            onClicked: page.askNewGame()
        }
        Button {
            objectName: "snapshotButton"
            text: qsTr("Score a finished game")
            width: parent.width
            height: 56
            onClicked: page.snapshotRequested()
        }
        Button {
            text: qsTr("Open a game file…")
            width: parent.width
            height: 56
            onClicked: page.scoreFileRequested()
        }
        Row {
            width: parent.width
            spacing: 8
            Button {
                objectName: "historyButton"
                text: qsTr("History")
                width: (parent.width - parent.spacing) / 2
                height: 56
                onClicked: page.historyRequested()
            }
            Button {
                objectName: "statisticsButton"
                text: qsTr("Statistics")
                width: (parent.width - parent.spacing) / 2
                height: 56
                onClicked: page.statisticsRequested()
            }
        }
        Button {
            objectName: "settingsButton"
            text: qsTr("Settings")
            width: parent.width
            height: 48
            onClicked: page.settingsRequested()
        }
    }
    }
}
