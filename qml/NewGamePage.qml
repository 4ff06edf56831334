pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

Page {
    id: page

    required property GameController controller
    property PhotoController photos: null // null: this build or test reads no photos
    signal started

    property int playerCount: 3
    property var names: ["Ann", "Ben", "Cleo", "Dan"]
    property var removed: []
    property var boardCards: []
    property int editingSlot: 1
    readonly property int slots: playerCount === 2 ? 5 : 6

    title: qsTr("New game")

    function setName(seat, name) {
        const copy = names.slice()
        copy[seat] = name
        names = copy
    }
    function moveUp(seat) {
        const copy = names.slice()
        const name = copy[seat]
        copy[seat] = copy[seat - 1]
        copy[seat - 1] = name
        names = copy
    }
    function toggleRemoved(id, on) {
        const copy = removed.filter(t => t !== id)
        if (on)
            copy.push(id)
        removed = copy
    }
    function setSlotCard(slot, type, value) {
        const copy = boardCards.slice()
        copy[slot - 1] = {"type": type, "value": value}
        boardCards = copy
        if (slot < slots)
            editingSlot = slot + 1
    }
    // The initial board from a photo: only what the player confirmed on the photo page.
    function photographBoard() {
        const photoPage = page.StackView.view.push("PhotoPage.qml", {
            "controller": photos, "types": controller.types, "kind": "board",
            "expectedCards": slots})
        photoPage.confirmed.connect(cards => {
            boardCards = cards
            editingSlot = Math.max(1, cards.findIndex(c => !c) + 1)
        })
    }
    function cardText(slot) {
        const card = boardCards[slot - 1]
        if (!card)
            return qsTr("empty")
        const hat = controller.types.find(t => t.id === card.type)
        return hat.name + " " + card.value
    }
    function startGame() {
        if (controller.start(names.slice(0, playerCount), playerCount === 2 ? removed : [],
                             boardCards.slice(0, slots)))
            page.started()
    }

    header: ToolBar {
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

    Flickable {
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content
            width: Math.min(page.width - 32, 720)
            x: (page.width - width) / 2
            y: 16
            spacing: 12

            Label {
                text: qsTr("Players")
                font.bold: true
                font.pixelSize: 20
            }
            RowLayout {
                Layout.fillWidth: true
                Repeater {
                    model: [2, 3, 4]
                    RadioButton {
                        required property int modelData
                        objectName: "players" + modelData
                        text: qsTr("%1 players").arg(modelData)
                        checked: page.playerCount === modelData
                        Layout.preferredHeight: 48
                        onClicked: page.playerCount = modelData
                    }
                }
            }
            Label {
                text: page.playerCount === 4
                      ? qsTr("Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).").arg(page.names[0])
                      : qsTr("Seat order: %1 starts, then turns go down the list (R4).").arg(page.names[0])
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.playerCount
                RowLayout {
                    id: seatRow
                    required property int index
                    Layout.fillWidth: true
                    Label {
                        text: page.playerCount === 4 ? qsTr("%1 · team %2").arg(seatRow.index + 1).arg(seatRow.index % 2 === 0 ? "A" : "B")
                                                      : String(seatRow.index + 1)
                        Layout.minimumWidth: 32
                    }
                    TextField {
                        objectName: "name" + seatRow.index
                        text: page.names[seatRow.index]
                        placeholderText: qsTr("Name")
                        Layout.fillWidth: true
                        Layout.preferredHeight: 48
                        onEditingFinished: page.setName(seatRow.index, text)
                        onTextEdited: page.setName(seatRow.index, text)
                    }
                    Button {
                        text: qsTr("↑ Up")
                        enabled: seatRow.index > 0
                        Layout.preferredHeight: 48
                        Accessible.name: qsTr("Move %1 up").arg(page.names[seatRow.index])
                        onClicked: page.moveUp(seatRow.index)
                    }
                }
            }

            Label {
                visible: page.playerCount === 2
                text: qsTr("Removed types (two, R5)")
                font.bold: true
                font.pixelSize: 20
            }
            Flow {
                visible: page.playerCount === 2
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: page.controller.types
                    CheckBox {
                        required property var modelData
                        objectName: "removed_" + modelData.id
                        text: modelData.name
                        height: 48
                        checked: page.removed.indexOf(modelData.id) >= 0
                        onToggled: page.toggleRemoved(modelData.id, checked)
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: qsTr("Initial board: tap a slot, then its card (R3)")
                    font.bold: true
                    font.pixelSize: 20
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "photographBoard"
                    visible: !!page.photos && page.photos.available
                    text: qsTr("Photograph")
                    Layout.preferredHeight: 48
                    onClicked: page.photographBoard()
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: page.slots
                    Button {
                        required property int index
                        objectName: "setupSlot" + (index + 1)
                        width: 104
                        height: 56
                        checkable: false
                        highlighted: page.editingSlot === index + 1
                        text: qsTr("Slot %1\n%2").arg(index + 1).arg(page.cardText(index + 1))
                        onClicked: page.editingSlot = index + 1
                    }
                }
            }
            CardPicker {
                objectName: "boardPicker"
                types: page.controller.types
                Layout.fillWidth: true
                Layout.maximumWidth: 480
                onPicked: (type, value) => page.setSlotCard(page.editingSlot, type, value)
            }

            Label {
                visible: page.controller.lastError !== ""
                text: "⚠ " + page.controller.lastError
                color: "#b00020"
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "startButton"
                text: qsTr("Start the game")
                highlighted: true
                font.pixelSize: 18
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                onClicked: page.startGame()
            }
        }
    }
}
