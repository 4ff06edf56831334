pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Page {
    id: page

    required property var controller
    signal openAnother
    signal replayRequested

    readonly property var napkin: controller ? controller.napkin : ({})
    readonly property var players: napkin.players || []
    readonly property bool finished: napkin.finished === true

    // The napkin as a flat list of grid cells: a header row, then one row per category.
    function napkinCells() {
        const rows = finished
            ? [[qsTr("Hat collection"), "collection"], [qsTr("Favorite hat"), "favorite"],
               [qsTr("Cookie"), "cookie"], [qsTr("Total"), "total"], [qsTr("Black hats"), "blackHats"]]
            : [[qsTr("Hat collection"), "collection"], [qsTr("Cookie"), "cookie"],
               [qsTr("Total so far"), "total"], [qsTr("Black hats"), "blackHats"]]
        const cells = [{"text": "", "bold": false, "number": false}]
        for (const p of players)
            cells.push({"text": p.name, "bold": true, "number": true})
        for (const [label, key] of rows) {
            const total = key === "total"
            cells.push({"text": label, "bold": total, "number": false})
            for (const p of players)
                cells.push({"text": key === "cookie" && p[key] === 0 ? "–" : String(p[key]), "bold": total, "number": true})
        }
        return cells
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.controller ? page.controller.fileName : ""
                elide: Text.ElideMiddle
                font.bold: true
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "replayButton"
                visible: !!page.controller && page.controller.replayTurns > 0
                text: qsTr("Replay")
                onClicked: page.replayRequested()
            }
            ToolButton {
                visible: !!page.controller && page.controller.openFile !== undefined
                text: qsTr("Open another…")
                onClicked: page.openAnother()
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true

        ColumnLayout {
            id: content
            width: Math.min(page.width - 32, 880)
            x: (page.width - width) / 2
            y: 16
            spacing: 16

            Label {
                visible: !!page.controller && page.controller.error !== ""
                text: page.controller ? qsTr("This file cannot be scored:\n%1").arg(page.controller.error) : ""
                color: "#b00020"
                wrapMode: Text.WordWrap
                font.pixelSize: 16
                Layout.fillWidth: true
            }

            Label {
                visible: page.players.length > 0
                text: page.finished
                      ? (page.napkin.winners.length > 1 ? qsTr("Winners: %1").arg(page.napkin.winners.join(", "))
                                                        : qsTr("Winner: %1").arg(page.napkin.winners[0]))
                      : qsTr("Game in progress: %1 of %2 turns played").arg(page.napkin.turnsPlayed).arg(page.napkin.totalTurns)
                font.pixelSize: 24
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: page.finished
                text: page.napkin.explanation || ""
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // R10: which board card of each type stays face up and scores its slot.
            Label {
                visible: page.finished && (page.napkin.board || []).length > 0
                text: qsTr("Board after clean-up (R10)")
                font.bold: true
            }
            Flow {
                visible: page.finished && (page.napkin.board || []).length > 0
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: page.finished ? page.napkin.board : []
                    Rectangle {
                        id: boardCard
                        required property var modelData
                        width: 92
                        height: 64
                        radius: 6
                        color: modelData.faceUp ? "#ffffff" : "#dddddd"
                        border.color: modelData.faceUp ? "#333333" : "#999999"
                        border.width: modelData.faceUp ? 2 : 1
                        Label {
                            anchors.centerIn: parent
                            horizontalAlignment: Text.AlignHCenter
                            color: "black"
                            text: qsTr("Slot %1\n%2 %3\n%4").arg(boardCard.modelData.slot).arg(boardCard.modelData.type)
                                  .arg(boardCard.modelData.value)
                                  .arg(boardCard.modelData.faceUp ? qsTr("face up") : qsTr("face down"))
                            font.strikeout: !boardCard.modelData.faceUp
                            font.pixelSize: 12
                        }
                    }
                }
            }

            // The napkin: categories down, players across, as on the paper score sheet.
            GridLayout {
                visible: page.players.length > 0
                columns: page.players.length + 1
                columnSpacing: 16
                rowSpacing: 8
                Layout.fillWidth: true

                Repeater {
                    model: page.napkinCells()
                    Label {
                        required property var modelData
                        text: modelData.text
                        font.bold: modelData.bold
                        font.pixelSize: page.width < 480 ? 16 : 18
                        horizontalAlignment: modelData.number ? Text.AlignRight : Text.AlignLeft
                        wrapMode: modelData.number ? Text.NoWrap : Text.WordWrap
                        elide: modelData.number ? Text.ElideRight : Text.ElideNone
                        Layout.fillWidth: !modelData.number
                        Layout.minimumWidth: modelData.number ? 56 : 0
                    }
                }
            }

            Repeater {
                model: page.players
                delegate: Frame {
                    id: playerFrame
                    required property var modelData
                    Layout.fillWidth: true

                    ColumnLayout {
                        width: parent.width
                        spacing: 4
                        Label {
                            text: playerFrame.modelData.name + (playerFrame.modelData.team ? "  (" + playerFrame.modelData.team + ")" : "")
                            font.bold: true
                            font.pixelSize: 18
                        }
                        Label {
                            text: page.finished
                                  ? qsTr("Hat collection %1 · Favorite hat %2 · Cookie %3 · Total %4")
                                      .arg(playerFrame.modelData.collection).arg(playerFrame.modelData.favorite)
                                      .arg(playerFrame.modelData.cookie).arg(playerFrame.modelData.total)
                                  : qsTr("Hat collection %1 · Cookie %2 · Total so far %3")
                                      .arg(playerFrame.modelData.collection).arg(playerFrame.modelData.cookie)
                                      .arg(playerFrame.modelData.total)
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: playerFrame.modelData.cards !== undefined
                            text: playerFrame.modelData.cards
                                  ? qsTr("How the collection scored: %1; black hats %2 × 1 (R11)")
                                      .arg(playerFrame.modelData.cards.map(c => c.type + " " + c.value + " → " + c.points).join(", "))
                                      .arg(playerFrame.modelData.blackHats)
                                  : ""
                            wrapMode: Text.WordWrap
                            opacity: 0.8
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: playerFrame.modelData.favoriteHat !== undefined
                            text: playerFrame.modelData.favoriteHat
                                  ? qsTr("Favorite hat: %1 %2 (R12)").arg(playerFrame.modelData.favoriteHat.type).arg(playerFrame.modelData.favoriteHat.value)
                                  : ""
                            opacity: 0.8
                        }
                    }
                }
            }

            Label {
                visible: page.players.length > 0
                text: qsTr("Cookie (R14–R16)")
                font.bold: true
                font.pixelSize: 18
            }
            Repeater {
                model: page.napkin.cookie ? page.napkin.cookie.steps : []
                Label {
                    required property string modelData
                    required property int index
                    text: (index + 1) + ". " + modelData
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
            Label {
                visible: (page.napkin.teams || []).length > 0
                text: (page.napkin.teams || []).map(t => qsTr("%1: %2").arg(t.name).arg(t.total)).join("\n")
                font.pixelSize: 16
            }
        }
    }
}
