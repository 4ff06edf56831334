pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// The leaderboard with each player's averages per category and share of games with the cookie.
Page {
    id: page

    required property HistoryController controller
    // Opens the first leaderboard row's page once loaded (the --page player screenshot).
    property bool openFirst: false

    function openPlayer(name) {
        page.StackView.view.push("PlayerStatsPage.qml", {"controller": controller, "playerName": name})
    }

    title: qsTr("Statistics")
    Component.onCompleted: controller.refresh()
    // Qt 6.4 type info lacks Connections (QtQml): a known gap, suppressed on the next two lines.
    Connections { // qmllint disable import type unqualified
        target: page.controller // qmllint disable type
        function onChanged() {
            if (page.openFirst && page.controller.leaderboard.length > 0) {
                page.openFirst = false
                page.openPlayer(page.controller.leaderboard[0].name)
            }
        }
    }

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

    Label {
        id: summary
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        text: !page.controller.available ? qsTr("This build keeps no history (built without the database).")
              : page.controller.error !== "" ? "⚠ " + page.controller.error
              : list.count === 0 ? qsTr("No finished games yet.")
              : qsTr("Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.")
        font.bold: true
        wrapMode: Text.WordWrap
    }

    ListView {
        id: list
        anchors.top: summary.bottom
        anchors.bottom: parent.bottom
        anchors.margins: 12
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width - 24, 900)
        model: page.controller.leaderboard
        spacing: 8
        clip: true
        delegate: Frame {
            id: entry
            required property int index
            required property var modelData
            objectName: "leader_" + modelData.name
            width: ListView.view.width
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            Accessible.name: modelData.name
            Keys.onReturnPressed: page.openPlayer(modelData.name)
            Keys.onSpacePressed: page.openPlayer(modelData.name)
            TapHandler {
                onTapped: page.openPlayer(entry.modelData.name)
            }
            ColumnLayout {
                width: parent.width
                Label {
                    objectName: "leaderHeading"
                    text: qsTr("%1. %2 — %3 in %4 (won %5%) ›").arg(entry.index + 1).arg(entry.modelData.name)
                          .arg(entry.modelData.sharedWins > 0
                               ? qsTr("%n win(s)", "", entry.modelData.wins + entry.modelData.sharedWins) + " "
                                 + qsTr("(%n shared)", "", entry.modelData.sharedWins)
                               : qsTr("%n win(s)", "", entry.modelData.wins))
                          .arg(qsTr("%n game(s)", "", entry.modelData.games))
                          .arg(Math.round(entry.modelData.winShare * 100))
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                    Layout.minimumHeight: 32
                }
                Label {
                    text: qsTr("Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games")
                          .arg(entry.modelData.averageTotal.toFixed(1)).arg(entry.modelData.bestTotal)
                          .arg(entry.modelData.averageCollection.toFixed(1))
                          .arg(entry.modelData.averageFavorite.toFixed(1))
                          .arg(Math.round(entry.modelData.cookieRate * 100))
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                // Category averages as bars from a zero line, each with its number (never
                // colour alone); a negative average goes left.
                Repeater {
                    model: [[qsTr("Hat collection"), entry.modelData.averageCollection],
                            [qsTr("Favorite hat"), entry.modelData.averageFavorite],
                            [qsTr("Cookie"), entry.modelData.averageCookie]]
                    RowLayout {
                        id: bar
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        Label {
                            text: bar.modelData[0]
                            wrapMode: Text.WordWrap
                            Layout.preferredWidth: Math.min(160, entry.width * 0.4)
                        }
                        AverageBar {
                            objectName: "averageBar"
                            value: bar.modelData[1]
                            minimum: Math.min(0, entry.modelData.averageCollection, entry.modelData.averageFavorite,
                                              entry.modelData.averageCookie)
                            maximum: Math.max(1, entry.modelData.averageCollection, entry.modelData.averageFavorite,
                                              entry.modelData.averageCookie)
                            Layout.fillWidth: true
                            implicitHeight: 14
                        }
                        Label {
                            text: bar.modelData[1].toFixed(1)
                            horizontalAlignment: Text.AlignRight
                            Layout.preferredWidth: 44
                        }
                    }
                }
            }
        }
    }
}
