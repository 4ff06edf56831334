pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// The live table: who stands where and who holds the cookie at the top, the tea table as a
// board under it, what just happened, then the card picker; every collection drawn card by
// card. On a phone the standings, the cookie and the board fit without scrolling.
Page {
    id: page

    required property GameController controller
    signal disputeRequested
    signal endRequested

    property int selectedSlot: 0
    readonly property bool wide: width >= 900
    readonly property real columnWidth: wide ? (grid.width - grid.columnSpacing) / 2 : grid.width
    readonly property var lastTurn: controller.lastTurn

    title: controller.turnTitle

    function cardName(card) {
        return card ? card.text : ""
    }
    // "Ann played Blue 3 on slot 2 and took Brown 1", and where the cookie went.
    function lastTurnText() {
        const turn = lastTurn
        if (!turn.player)
            return qsTr("No turn yet: %1 starts.").arg(controller.currentPlayer)
        let text = turn.kind === "exchange"
            ? qsTr("%1 played %2 on space %3 and took %4.").arg(turn.player).arg(cardName(turn.played))
                  .arg(turn.slot).arg(cardName(turn.taken))
            : qsTr("%1 played a black hat.").arg(turn.player)
        if (turn.cookieFrom !== turn.cookieTo)
            text += " " + (turn.cookieFrom === "" ? qsTr("%1 takes the cookie.").arg(turn.cookieTo)
                                                  : qsTr("The cookie goes from %1 to %2.").arg(turn.cookieFrom).arg(turn.cookieTo))
        return text
    }
    function confirmExchange() {
        if (controller.exchange(selectedSlot, picker.type, picker.value)) {
            selectedSlot = 0
            picker.clear()
        }
    }

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: page.width < 600 ? "‹" : qsTr("‹ Home")
                Accessible.name: qsTr("Home")
                Layout.preferredHeight: Theme.touch
                Layout.preferredWidth: page.width < 600 ? Theme.touch : implicitWidth
                onClicked: page.StackView.view.pop(null)
            }
            Label {
                objectName: "turnLabel"
                text: page.title
                font.bold: true
                font.pixelSize: page.width < 600 ? Theme.body : Theme.subtitle
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "undoButton"
                text: page.width < 600 ? "↶" : qsTr("↶ Undo")
                font.pixelSize: page.width < 600 ? Theme.title : Theme.body
                Accessible.name: qsTr("Undo")
                enabled: page.controller.canUndo
                Layout.preferredHeight: Theme.touch
                Layout.preferredWidth: page.width < 600 ? Theme.touch : implicitWidth
                onClicked: page.controller.undo()
            }
            ToolButton {
                objectName: "redoButton"
                text: page.width < 600 ? "↷" : qsTr("↷ Redo")
                font.pixelSize: page.width < 600 ? Theme.title : Theme.body
                Accessible.name: qsTr("Redo")
                enabled: page.controller.canRedo
                Layout.preferredHeight: Theme.touch
                Layout.preferredWidth: page.width < 600 ? Theme.touch : implicitWidth
                onClicked: page.controller.redo()
            }
        }
    }

    footer: ToolBar {
        implicitHeight: 68
        background: Rectangle {
            color: Theme.surface
            Rectangle {
                width: parent.width
                height: 1
                color: Theme.border
            }
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: Theme.spacing
            Button {
                objectName: "exchangeButton"
                visible: !page.controller.isOver
                text: page.selectedSlot > 0 && picker.value > 0
                      ? qsTr("Exchange into space %1").arg(page.selectedSlot) : qsTr("Exchange")
                highlighted: true
                font.bold: true
                enabled: page.selectedSlot > 0 && picker.value > 0
                Layout.fillWidth: true
                Layout.preferredHeight: 52
                onClicked: page.confirmExchange()
            }
            Button {
                objectName: "blackHatButton"
                visible: !page.controller.isOver
                // A card tapped in the picker first is recorded as the hidden card (never scored).
                text: picker.value > 0 && page.selectedSlot === 0
                      ? qsTr("Black hat (hides %1)").arg(page.controller.cardText(picker.type, picker.value))
                      : qsTr("Black hat")
                Layout.fillWidth: true
                Layout.preferredHeight: 52
                onClicked: {
                    const recorded = page.selectedSlot === 0 && picker.value > 0
                    if (page.controller.blackHat(recorded ? picker.type : "", recorded ? picker.value : 0)) {
                        page.selectedSlot = 0
                        picker.clear()
                    }
                }
            }
            Button {
                objectName: "endButton"
                visible: page.controller.isOver
                text: qsTr("Enter the favorite hats →")
                highlighted: true
                font.pixelSize: Theme.subtitle
                font.bold: true
                Layout.fillWidth: true
                Layout.preferredHeight: 52
                onClicked: page.endRequested()
            }
        }
    }

    Shortcut {
        // Qt 6.4 type info lacks StandardKey / Easing enums: a known gap, suppressed on the next line.
        sequences: [StandardKey.Undo] // qmllint disable unqualified
        onActivated: page.controller.undo()
    }
    Shortcut {
        // Qt 6.4 type info lacks StandardKey / Easing enums: a known gap, suppressed on the next line.
        sequences: [StandardKey.Redo] // qmllint disable unqualified
        onActivated: page.controller.redo()
    }

    Flickable {
        id: flick
        objectName: "tableFlick"
        anchors.fill: parent
        contentHeight: grid.implicitHeight + 2 * Theme.margin
        clip: true
        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: grid
            columns: page.wide ? 2 : 1
            columnSpacing: 24
            rowSpacing: Theme.spacing
            width: Math.min(page.width - 2 * (page.width < 600 ? Theme.spacing : Theme.margin), 1400)
            x: (page.width - width) / 2
            y: page.width < 600 ? Theme.spacing : Theme.margin

            // Left: standings and cookie, the board, what just happened, the turn entry.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: page.columnWidth
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                Layout.alignment: Qt.AlignTop // qmllint disable type
                spacing: Theme.spacing

                // Everyone's live standing in one strip; the cookie sits on its holder's chip
                // and slides to the next holder.
                Item {
                    id: strip
                    objectName: "standings"
                    Layout.fillWidth: true
                    implicitHeight: 58
                    readonly property real chipWidth: (width - (seatRepeater.count - 1) * Theme.gap) / Math.max(1, seatRepeater.count)
                    Row {
                        spacing: Theme.gap
                        Repeater {
                            id: seatRepeater
                            model: page.controller.standings
                            delegate: Rectangle {
                                id: chip
                                required property int index
                                required property string label
                                required property int points
                                required property bool isCurrent
                                required property string summary
                                objectName: "standing" + index
                                width: strip.chipWidth
                                height: strip.height
                                radius: Theme.radius
                                color: isCurrent ? Theme.selection : Theme.surface
                                border.color: isCurrent ? Theme.primary : Theme.border
                                border.width: isCurrent ? 2 : 1
                                Accessible.name: summary
                                Column {
                                    x: Theme.spacing
                                    y: 4
                                    width: parent.width - Theme.spacing - 22
                                    Text {
                                        width: parent.width
                                        text: chip.label
                                        color: chip.isCurrent ? Theme.selectionText : Theme.text
                                        font.pixelSize: Theme.small
                                        font.bold: true
                                        elide: Text.ElideRight
                                    }
                                    Text {
                                        text: chip.points
                                        color: chip.isCurrent ? Theme.selectionText : Theme.text
                                        font.pixelSize: Theme.title
                                        font.bold: true
                                    }
                                }
                            }
                        }
                    }
                    Cookie {
                        id: cookie
                        objectName: "cookie"
                        readonly property Item holderItem: seatRepeater.count > 0 && page.controller.cookieHolder >= 0
                                                           ? seatRepeater.itemAt(page.controller.cookieHolder) : null
                        visible: holderItem !== null
                        width: 30
                        x: holderItem ? holderItem.x + holderItem.width - width - 3 : 0
                        y: (strip.height - height) / 2 + 6
                        Behavior on x {
                            NumberAnimation {
                                duration: 450
                                // Qt 6.4 type info lacks StandardKey / Easing enums, grouped properties, types: a known gap, suppressed on the next line.
                                easing.type: Easing.InOutQuad // qmllint disable type unqualified
                            }
                        }
                    }
                }
                Flow {
                    objectName: "teamTotals"
                    visible: page.controller.teamStandings.count > 0
                    spacing: Theme.spacing * 2
                    Layout.fillWidth: true
                    Repeater {
                        model: page.controller.teamStandings
                        delegate: Label {
                            required property string summary
                            text: summary
                            font.bold: true
                        }
                    }
                }

                TeaTable {
                    id: board
                    objectName: "teaTable"
                    Layout.fillWidth: true
                    Layout.maximumWidth: 720
                    maximumCardWidth: 104
                    cards: page.controller.board
                    slotCount: page.controller.slotCount
                    selectedSlot: page.selectedSlot
                    interactive: !page.controller.isOver
                    onSlotTapped: slot => page.selectedSlot = slot
                }

                Label {
                    objectName: "lastTurn"
                    text: page.lastTurnText()
                    font.pixelSize: Theme.body
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        objectName: "cookieReason"
                        text: qsTr("Cookie: %1").arg(page.controller.cookie.reason)
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "disputeButton"
                        text: qsTr("Why?")
                        Layout.preferredHeight: Theme.touch
                        onClicked: page.disputeRequested()
                    }
                }

                Label {
                    visible: !page.controller.isOver
                    text: page.selectedSlot > 0 ? qsTr("Card %1 plays onto space %2 (greyed: already seen):").arg(page.controller.currentPlayer).arg(page.selectedSlot)
                                                : qsTr("Tap a space, the card played, then Exchange; or Black hat.")
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                CardPicker {
                    id: picker
                    objectName: "playPicker"
                    visible: !page.controller.isOver
                    types: page.controller.typesInPlay
                    unavailable: page.controller.unavailableCards
                    Layout.fillWidth: true
                    Layout.maximumWidth: 480
                }
                Label {
                    objectName: "errorLabel"
                    visible: page.controller.lastError !== ""
                    text: qsTr("⚠ Refused, nothing changed: %1").arg(page.controller.lastError)
                    color: Theme.error
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "saveProblemLabel"
                    visible: page.controller.saveProblem !== ""
                    text: qsTr("⚠ Not saved: %1. The game goes on; keep the app open.").arg(page.controller.saveProblem)
                    color: Theme.error
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }

            // Right (below on a phone): every collection drawn card by card.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: page.columnWidth
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                Layout.alignment: Qt.AlignTop // qmllint disable type
                spacing: Theme.spacing

                Label {
                    text: qsTr("Collections")
                    font.bold: true
                    font.pixelSize: Theme.subtitle
                }
                Repeater {
                    model: page.controller.seats
                    delegate: Rectangle {
                        id: seatFrame
                        required property int index
                        required property string name
                        required property string team
                        required property var collection
                        required property int blackHats
                        required property int typeCount
                        required property string pointsText
                        required property string typeCountText
                        required property bool hasCookie
                        required property bool isCurrent
                        objectName: "seat" + index
                        Layout.fillWidth: true
                        implicitHeight: seatColumn.implicitHeight + 2 * Theme.spacing
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: isCurrent ? Theme.primary : Theme.border
                        border.width: isCurrent ? 2 : 1
                        ColumnLayout {
                            id: seatColumn
                            x: Theme.spacing
                            y: Theme.spacing
                            width: parent.width - 2 * Theme.spacing
                            spacing: Theme.gap
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    text: (seatFrame.isCurrent ? "▶ " : "") + seatFrame.name
                                          + (seatFrame.team !== "" ? " · " + qsTr("team %1").arg(seatFrame.team) : "")
                                    font.bold: true
                                    font.pixelSize: Theme.subtitle
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Cookie {
                                    visible: seatFrame.hasCookie
                                    width: 24
                                }
                                Label {
                                    text: seatFrame.pointsText
                                    font.bold: true
                                    font.pixelSize: Theme.subtitle
                                }
                            }
                            Label {
                                visible: seatFrame.collection.length === 0 && seatFrame.blackHats === 0
                                text: qsTr("No hats yet")
                                color: Theme.textMuted
                            }
                            CollectionView {
                                Layout.fillWidth: true
                                groups: seatFrame.collection
                                blackHats: seatFrame.blackHats
                                cardWidth: page.width < 600 ? 30 : 44
                            }
                            Label {
                                objectName: "typeCount" + seatFrame.index
                                text: qsTr("For the cookie (R14): %1").arg(seatFrame.typeCountText)
                                      + (seatFrame.blackHats > 0 ? " " + qsTr("(black hats add one)") : "")
                                color: Theme.textMuted
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
                Label {
                    text: qsTr("Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).")
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
