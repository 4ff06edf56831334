pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// A stored tracked game, turn by turn: the board, each collection and the cookie holder.
Page {
    id: page

    required property HistoryController controller
    property int turns: controller.replayTurns
    readonly property var table: controller.replayAt(turns)

    title: qsTr("Replay")

    function cardName(card) {
        return card ? qsTr("%1 %2").arg(card.name).arg(card.value) : ""
    }
    // "Turn 3: Cleo played Red 6 on slot 3 and took Green 3."
    function moveText() {
        const move = table.move || {}
        if (!move.player)
            return qsTr("The initial board, before the first turn.")
        let text = move.kind === "exchange"
            ? qsTr("Turn %1: %2 played %3 on space %4 and took %5.").arg(turns).arg(move.player)
                  .arg(cardName(move.played)).arg(move.slot).arg(cardName(move.taken))
            : qsTr("Turn %1: %2 played a black hat.").arg(turns).arg(move.player)
        if (move.cookieFrom !== move.cookieTo)
            text += " " + (move.cookieFrom === "" ? qsTr("%1 takes the cookie.").arg(move.cookieTo)
                                                  : qsTr("The cookie goes from %1 to %2.").arg(move.cookieFrom).arg(move.cookieTo))
        return text
    }

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Napkin")
                Layout.preferredHeight: 48
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.turns === 0 ? qsTr("Replay: the initial board")
                                       : qsTr("Replay: after turn %1 of %2").arg(page.turns).arg(page.controller.replayTurns)
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true

        ColumnLayout {
            id: content
            width: Math.min(page.width - 32, 900)
            x: (page.width - width) / 2
            y: 16
            spacing: Theme.spacing

            RowLayout {
                Layout.fillWidth: true
                Button {
                    objectName: "replayPrevious"
                    text: "‹"
                    enabled: page.turns > 0
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: qsTr("Earlier turn")
                    onClicked: page.turns -= 1
                }
                Slider {
                    objectName: "replaySlider"
                    from: 0
                    to: page.controller.replayTurns
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: page.turns
                    Layout.fillWidth: true
                    Layout.preferredHeight: 48
                    onMoved: page.turns = value
                }
                Button {
                    objectName: "replayNext"
                    text: "›"
                    enabled: page.turns < page.controller.replayTurns
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: qsTr("Later turn")
                    onClicked: page.turns += 1
                }
            }
            // What this turn did, in the table's words.
            Label {
                objectName: "replayMove"
                text: page.moveText()
                font.pixelSize: Theme.subtitle
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            TeaTable {
                objectName: "replayBoard"
                Layout.fillWidth: true
                Layout.maximumWidth: 640
                interactive: false
                slotObjectPrefix: "replaySlot"
                slotCount: (page.table.boardCards || []).length
                cards: page.table.boardCards || []
                selectedSlot: page.table.move && page.table.move.kind === "exchange" ? page.table.move.slot : 0
            }
            Repeater {
                model: page.table.players || []
                Rectangle {
                    id: seat
                    required property var modelData
                    required property int index
                    objectName: "replaySeat" + index
                    Layout.fillWidth: true
                    implicitHeight: seatColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: modelData.cookie ? Theme.cookie : Theme.border
                    border.width: modelData.cookie ? 2 : 1
                    ColumnLayout {
                        id: seatColumn
                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: Theme.gap
                        RowLayout {
                            Layout.fillWidth: true
                            Label {
                                text: seat.modelData.name
                                font.bold: true
                                font.pixelSize: Theme.subtitle
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                            Cookie {
                                visible: seat.modelData.cookie
                                width: 26
                            }
                            Label {
                                text: qsTr("Types: %1").arg(seat.modelData.typeCount)
                                color: Theme.textMuted
                            }
                        }
                        Label {
                            visible: seat.modelData.groups.length === 0 && seat.modelData.blackHats === 0
                            text: qsTr("No hats yet")
                            color: Theme.textMuted
                        }
                        CollectionView {
                            Layout.fillWidth: true
                            groups: seat.modelData.groups
                            blackHats: seat.modelData.blackHats
                            cardWidth: page.width < 600 ? 30 : 40
                        }
                    }
                }
            }
            Label {
                text: qsTr("Cookie: %1").arg(page.table.reason || "")
                color: Theme.textMuted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }
    }
}
