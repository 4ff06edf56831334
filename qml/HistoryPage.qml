pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Stored games, newest first, filtered by player; the list loads page by page as it scrolls.
Page {
    id: page

    required property HistoryController controller
    property GameController game: null // offers Resume and Abandon for games in progress
    signal gameOpened
    signal resumeRequested(string uuid)

    title: qsTr("History")
    Component.onCompleted: controller.refresh()

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                Layout.preferredHeight: 48
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.title
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            // Applies as it is typed, shows the filter in force when the page opens again,
            // and clears with one tap.
            TextField {
                id: filter
                objectName: "playerFilter"
                placeholderText: qsTr("Filter by player")
                Layout.fillWidth: true
                Layout.maximumWidth: 480
                Layout.preferredHeight: 48
                Component.onCompleted: text = page.controller.player
                // Qt 6.4 type info lacks Timer (QtQml): a known gap, suppressed on the next line.
                onTextChanged: filterDelay.restart() // qmllint disable import type unqualified signal
            }
            // Qt 6.4 type info lacks Timer (QtQml): a known gap, suppressed on the next line.
            Timer { // qmllint disable import type unqualified signal
                id: filterDelay
                // Qt 6.4 type info lacks Timer (QtQml): a known gap, suppressed on the next line.
                interval: 250 // qmllint disable import type unqualified signal
                // Qt 6.4 type info lacks Timer (QtQml): a known gap, suppressed on the next line.
                onTriggered: page.controller.player = filter.text.trim() // qmllint disable import type unqualified signal
            }
            Button {
                objectName: "clearFilterButton"
                visible: filter.text !== ""
                text: qsTr("Clear")
                Layout.preferredHeight: 48
                onClicked: {
                    filter.text = ""
                    // Qt 6.4 type info lacks Timer (QtQml): a known gap, suppressed on the next line.
                    filterDelay.stop() // qmllint disable import type unqualified signal
                    page.controller.player = ""
                }
            }
            // The filtered player's own statistics page.
            Button {
                objectName: "playerStatsButton"
                visible: page.controller.player !== ""
                text: qsTr("%1's statistics ›").arg(page.controller.player)
                Layout.preferredHeight: 48
                Layout.maximumWidth: 240
                onClicked: page.StackView.view.push("PlayerStatsPage.qml", {
                    "controller": page.controller, "playerName": page.controller.player})
            }
        }
        Label {
            visible: !page.controller.available || page.controller.error !== ""
            text: page.controller.available ? "⚠ " + page.controller.error
                                            : qsTr("This build keeps no history (built without the database).")
            color: Theme.error
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            visible: list.count === 0 && !page.controller.loading && page.controller.available
            text: qsTr("No games yet. Finished games appear here.")
            opacity: 0.7
        }
        ListView {
            id: list
            objectName: "historyList"
            model: page.controller.games
            clip: true
            spacing: 4
            Layout.fillWidth: true
            Layout.fillHeight: true
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: row
                required property string uuid
                required property string when
                required property string status
                required property string scores
                required property string winners
                required property string kind
                width: ListView.view.width
                height: Math.max(64, column.implicitHeight + 16)
                onClicked: {
                    if (page.controller.openGame(uuid))
                        page.gameOpened()
                }
                // Qt 6.4 type info lacks deferred contentItem: a known gap, suppressed on the next line.
                contentItem: ColumnLayout { // qmllint disable deferred-property-id
                    id: column
                    Label {
                        text: row.status === "finished"
                              ? (row.kind === "snapshot"
                                 ? qsTr("%1 · winner: %2 · scored from the final table").arg(row.when).arg(row.winners)
                                 : qsTr("%1 · winner: %2").arg(row.when).arg(row.winners))
                              : row.status === "in-progress"
                                ? qsTr("%1 · in progress").arg(row.when)
                                : qsTr("%1 · abandoned").arg(row.when)
                        font.bold: true
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        text: row.scores
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    // Every game in progress can be taken back to the table or given up. The
                    // buttons are made only on such rows (most rows are finished games).
                    Repeater {
                        model: row.status === "in-progress" && row.kind === "log" && page.game !== null ? 1 : 0
                        RowLayout {
                            Button {
                                objectName: "resumeGame_" + row.uuid
                                text: qsTr("Resume")
                                highlighted: true
                                Layout.preferredHeight: 48
                                onClicked: page.resumeRequested(row.uuid)
                            }
                            Button {
                                objectName: "abandonGame_" + row.uuid
                                text: qsTr("Abandon")
                                Layout.preferredHeight: 48
                                onClicked: page.game.abandonGame(row.uuid)
                            }
                        }
                    }
                }
            }
        }
    }
}
