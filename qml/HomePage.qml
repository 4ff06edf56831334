import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
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
        if (gameWaiting)
            inProgressDialog.open()
        else
            newGameRequested()
    }

    Dialog {
        id: inProgressDialog
        objectName: "inProgressDialog"
        title: qsTr("A game is in progress")
        modal: true
        anchors.centerIn: parent
        width: Math.min(page.width - 32, 480)
        standardButtons: Dialog.Cancel

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            Label {
                text: qsTr("%1 have a game in progress. What becomes of it?").arg(page.waitingPlayers)
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "resumeInsteadButton"
                text: qsTr("Resume it")
                highlighted: true
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                onClicked: {
                    inProgressDialog.close()
                    page.resumeRequested()
                }
            }
            Button {
                objectName: "keepBothButton"
                text: qsTr("Keep it for later, start a new game")
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                onClicked: {
                    inProgressDialog.close()
                    if (page.controller.inProgress)
                        page.controller.setAside()
                    page.newGameRequested()
                }
            }
            Button {
                objectName: "abandonButton"
                text: qsTr("Abandon it, start a new game")
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                onClicked: {
                    inProgressDialog.close()
                    if (page.controller.inProgress)
                        page.controller.abandon()
                    else
                        page.controller.abandonGame(page.controller.savedGames[0].uuid)
                    page.newGameRequested()
                }
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: Math.max(height, home.implicitHeight + 32)
        clip: true

    ColumnLayout {
        id: home
        x: (page.width - width) / 2
        y: Math.max(16, (page.height - implicitHeight) / 2)
        width: Math.min(page.width - 32, 520)
        spacing: 16

        // A fan of hat cards and the cookie: the game this app serves, at a glance.
        Item {
            // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
            Layout.alignment: Qt.AlignHCenter // qmllint disable type
            implicitWidth: 220
            implicitHeight: 96
            Accessible.ignored: true
            Repeater {
                model: [[0, 1, -14], [4, 5, 0], [3, 3, 14]]
                HatCard {
                    required property var modelData
                    required property int index
                    readonly property var hat: DeckStyle.types[modelData[0]]
                    x: 40 + index * 44
                    y: index === 1 ? 0 : 8
                    width: 56
                    height: 78
                    rotation: modelData[2]
                    typeName: hat.name
                    letter: hat.letter
                    typeColour: hat.colour
                    value: modelData[1]
                }
            }
            Cookie {
                x: 172
                y: 52
                width: 40
            }
        }
        Label {
            text: qsTr("Hats Companion")
            font.pixelSize: Theme.display
            font.bold: true
            // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
            Layout.alignment: Qt.AlignHCenter // qmllint disable type
        }
        Label {
            text: qsTr("Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.")
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Button {
            objectName: "resumeButton"
            visible: page.gameWaiting
            text: page.controller.inProgress ? qsTr("Back to the game in progress") : qsTr("Resume the game in progress")
            highlighted: true
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            font.pixelSize: 18
            onClicked: page.resumeRequested()
        }
        Button {
            objectName: "newGameButton"
            text: qsTr("New game")
            highlighted: !page.gameWaiting
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            font.pixelSize: 18
            onClicked: page.askNewGame()
        }
        Button {
            objectName: "snapshotButton"
            text: qsTr("Score a finished game")
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            font.pixelSize: 18
            onClicked: page.snapshotRequested()
        }
        Button {
            text: qsTr("Open a game file…")
            Layout.fillWidth: true
            Layout.preferredHeight: 56
            font.pixelSize: 18
            onClicked: page.scoreFileRequested()
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "historyButton"
                text: qsTr("History")
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                onClicked: page.historyRequested()
            }
            Button {
                objectName: "statisticsButton"
                text: qsTr("Statistics")
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                onClicked: page.statisticsRequested()
            }
        }
        Button {
            objectName: "settingsButton"
            text: qsTr("Settings")
            Layout.fillWidth: true
            Layout.preferredHeight: 48
            onClicked: page.settingsRequested()
        }
        Label {
            text: qsTr("Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.")
            wrapMode: Text.WordWrap
            opacity: 0.7
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
    }
    }
}
