pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

Page {
    id: page

    required property GameController controller
    signal disputeRequested
    signal endRequested

    property int selectedSlot: 0
    readonly property bool wide: width >= 900
    readonly property real columnWidth: wide ? (grid.width - grid.columnSpacing) / 2 : grid.width

    title: controller.turnTitle

    function confirmExchange() {
        if (controller.exchange(selectedSlot, picker.type, picker.value)) {
            selectedSlot = 0
            picker.type = ""
            picker.value = 0
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: page.width < 600 ? "‹" : qsTr("‹ Home")
                Accessible.name: qsTr("Home")
                Layout.preferredHeight: 48
                onClicked: page.StackView.view.pop(null)
            }
            Label {
                objectName: "turnLabel"
                text: page.title
                font.bold: true
                font.pixelSize: page.width < 600 ? 14 : 16
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "undoButton"
                text: page.width < 600 ? "↶" : qsTr("↶ Undo")
                Accessible.name: qsTr("Undo")
                enabled: page.controller.canUndo
                Layout.preferredHeight: 48
                onClicked: page.controller.undo()
            }
            ToolButton {
                objectName: "redoButton"
                text: page.width < 600 ? "↷" : qsTr("↷ Redo")
                Accessible.name: qsTr("Redo")
                enabled: page.controller.canRedo
                Layout.preferredHeight: 48
                onClicked: page.controller.redo()
            }
        }
    }

    footer: ToolBar {
        implicitHeight: 72
        RowLayout {
            anchors.fill: parent
            anchors.margins: 8
            Button {
                objectName: "exchangeButton"
                visible: !page.controller.isOver
                text: page.selectedSlot > 0 && picker.value > 0
                      ? qsTr("Exchange into space %1").arg(page.selectedSlot) : qsTr("Exchange")
                highlighted: true
                enabled: page.selectedSlot > 0 && picker.value > 0
                Layout.fillWidth: true
                Layout.preferredHeight: 56
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
                Layout.preferredHeight: 56
                onClicked: {
                    const recorded = page.selectedSlot === 0 && picker.value > 0
                    if (page.controller.blackHat(recorded ? picker.type : "", recorded ? picker.value : 0)) {
                        page.selectedSlot = 0
                        picker.type = ""
                        picker.value = 0
                    }
                }
            }
            Button {
                objectName: "endButton"
                visible: page.controller.isOver
                text: qsTr("Enter the favorite hats →")
                highlighted: true
                font.pixelSize: 18
                Layout.fillWidth: true
                Layout.preferredHeight: 56
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
        anchors.fill: parent
        contentHeight: grid.implicitHeight + 32
        clip: true
        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: grid
            columns: page.wide ? 2 : 1
            columnSpacing: 24
            rowSpacing: 12
            width: Math.min(page.width - 32, 1400)
            x: (page.width - width) / 2
            y: 16

            // Left: the board and the turn entry.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: page.columnWidth
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                Layout.alignment: Qt.AlignTop // qmllint disable type
                spacing: 10

                Label {
                    text: qsTr("Tea table: tap a space, the card played, then Exchange")
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Flow {
                    id: boardFlow
                    Layout.fillWidth: true
                    spacing: 6
                    Repeater {
                        // One delegate per slot that lives as long as the game: only its card changes.
                        model: page.controller.slotCount
                        delegate: Button {
                            id: slotButton
                            required property int index
                            readonly property var modelData: page.controller.board[index]
                                                             || {"slot": index + 1, "name": "", "value": 0, "colour": "grey"}
                            objectName: "slot" + (index + 1)
                            width: Math.max(48, Math.min(100, (page.columnWidth - 30) / 6))
                            height: 84
                            enabled: !page.controller.isOver
                            Accessible.name: qsTr("Space %1: %2").arg(modelData.slot).arg(modelData.text)
                            onClicked: page.selectedSlot = modelData.slot
                            background: Rectangle {
                                radius: 6
                                color: slotButton.modelData.colour
                                border.width: page.selectedSlot === slotButton.modelData.slot ? 5 : 1
                                border.color: page.selectedSlot === slotButton.modelData.slot ? "black" : "#444444"
                            }
                            contentItem: Column {
                                spacing: 2
                                Label {
                                    text: slotButton.width < 80 ? "#" + slotButton.modelData.slot : qsTr("Space %1").arg(slotButton.modelData.slot)
                                    color: "white"
                                    style: Text.Outline
                                    styleColor: "black"
                                    font.pixelSize: 13
                                    anchors.horizontalCenter: parent.horizontalCenter
                                }
                                Label {
                                    text: slotButton.modelData.value
                                    color: "white"
                                    style: Text.Outline
                                    styleColor: "black"
                                    font.pixelSize: 26
                                    font.bold: true
                                    anchors.horizontalCenter: parent.horizontalCenter
                                }
                                Label {
                                    text: slotButton.modelData.name
                                    width: slotButton.width - 4
                                    horizontalAlignment: Text.AlignHCenter
                                    fontSizeMode: Text.HorizontalFit
                                    minimumPixelSize: 8
                                    color: "white"
                                    style: Text.Outline
                                    styleColor: "black"
                                    font.pixelSize: 13
                                    anchors.horizontalCenter: parent.horizontalCenter
                                }
                            }
                        }
                    }
                }
                Label {
                    visible: !page.controller.isOver
                    text: page.selectedSlot > 0 ? qsTr("Card %1 plays onto space %2:").arg(page.controller.currentPlayer).arg(page.selectedSlot)
                                                : qsTr("Card played:")
                    font.bold: true
                }
                CardPicker {
                    id: picker
                    objectName: "playPicker"
                    visible: !page.controller.isOver
                    types: page.controller.typesInPlay
                    Layout.fillWidth: true
                    Layout.maximumWidth: 480
                }
                Label {
                    objectName: "errorLabel"
                    visible: page.controller.lastError !== ""
                    text: qsTr("⚠ Refused, nothing changed: %1").arg(page.controller.lastError)
                    color: "#b00020"
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "saveProblemLabel"
                    visible: page.controller.saveProblem !== ""
                    text: qsTr("⚠ Not saved: %1. The game goes on; keep the app open.").arg(page.controller.saveProblem)
                    color: "#b00020"
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }

            // Right: the players, their collections and standings, and the cookie.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: page.columnWidth
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                Layout.alignment: Qt.AlignTop // qmllint disable type
                spacing: 8

                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        objectName: "cookieReason"
                        text: qsTr("Cookie: %1").arg(page.controller.cookie.reason)
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "disputeButton"
                        text: qsTr("Why?")
                        Layout.preferredHeight: 48
                        onClicked: page.disputeRequested()
                    }
                }

                Item {
                    Layout.fillWidth: true
                    implicitHeight: seatColumn.implicitHeight

                    Column {
                        id: seatColumn
                        width: parent.width - 56
                        spacing: 6
                        Repeater {
                            id: seatRepeater
                            model: page.controller.seats
                            delegate: Frame {
                                id: seatFrame
                                required property int index
                                required property string name
                                required property string team
                                required property string collectionText
                                required property string typeCountText
                                required property string pointsText
                                required property bool hasCookie
                                required property bool isCurrent
                                width: seatColumn.width
                                background: Rectangle {
                                    radius: 6
                                    color: seatFrame.isCurrent ? Qt.rgba(1, 0.9, 0.5, 0.5) : "transparent"
                                    border.color: "#888888"
                                    border.width: seatFrame.isCurrent ? 2 : 1
                                }
                                ColumnLayout {
                                    width: parent.width
                                    RowLayout {
                                        Layout.fillWidth: true
                                        Label {
                                            text: (seatFrame.isCurrent ? "▶ " : "") + seatFrame.name
                                                  + (seatFrame.team !== "" ? " (" + seatFrame.team + ")" : "")
                                            font.bold: true
                                            font.pixelSize: 18
                                            elide: Text.ElideRight
                                            Layout.fillWidth: true
                                        }
                                        Label {
                                            text: seatFrame.pointsText
                                            font.bold: true
                                            font.pixelSize: 18
                                        }
                                    }
                                    Label {
                                        text: seatFrame.collectionText
                                        wrapMode: Text.WordWrap
                                        Layout.fillWidth: true
                                    }
                                    Label {
                                        text: seatFrame.typeCountText
                                        opacity: 0.7
                                    }
                                }
                            }
                        }
                    }
                    // The cookie sits beside its holder and slides when it changes hands.
                    Rectangle {
                        id: cookie
                        objectName: "cookie"
                        readonly property Item holderItem: seatRepeater.count > 0 && page.controller.cookieHolder >= 0
                                                           ? seatRepeater.itemAt(page.controller.cookieHolder) : null
                        visible: holderItem !== null
                        x: seatColumn.width + 6
                        y: holderItem ? holderItem.y + (holderItem.height - height) / 2 : 0
                        width: 48
                        height: 48
                        radius: 24
                        color: "#c68642"
                        border.color: "#5a3a1a"
                        border.width: 2
                        Behavior on y {
                            NumberAnimation {
                                duration: 400
                                // Qt 6.4 type info lacks StandardKey / Easing enums, grouped properties, types: a known gap, suppressed on the next line.
                                easing.type: Easing.InOutQuad // qmllint disable type unqualified
                            }
                        }
                        Label {
                            anchors.centerIn: parent
                            text: qsTr("C")
                            font.bold: true
                            color: "white"
                        }
                        Accessible.name: qsTr("Cookie")
                    }
                }
                Label {
                    visible: page.controller.teams.length > 0
                    text: page.controller.teamsText
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    text: qsTr("Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).")
                    opacity: 0.7
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
