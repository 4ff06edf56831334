pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

Page {
    id: page

    required property GameController controller
    property PhotoController photos: null // null: this build or test reads no photos
    property HistoryController history: null // null: no known players to offer
    signal started

    property int playerCount: 3
    property var names: ["Ann", "Ben", "Cleo", "Dan"]
    property var removed: []
    property var boardCards: []
    property int editingSlot: 1
    property int targetSeat: 0 // the seat a tapped known player goes to
    // Room for a seat's label ("1, starts" / "with Cleo", three lines when it wraps on a
    // phone) at any font size.
    readonly property int seatHeight: Math.max(56, Math.ceil(seatFont.height * (Rules.hasTeams(playerCount) && width < 600 ? 3 : 2)) + 16)
    readonly property var knownPlayers: history ? history.knownPlayers : []
    readonly property int slots: Rules.slotCount(playerCount)
    readonly property var typeList: controller.types
    readonly property var removedInPlay: Rules.removesTypes(playerCount) ? removed : []
    // Said as soon as the board breaks R1 or R5, gone as soon as it is fixed.
    readonly property string boardProblem: controller.boardProblem(removedInPlay, boardCards.slice(0, slots))
    readonly property var boardEntries: boardCards.slice(0, slots).map(c => c ? cardEntry(c) : null)

    title: qsTr("New game")

    FontMetrics {
        id: seatFont
        font: page.font
    }
    Component.onCompleted: if (history) history.loadKnownPlayers()

    function setName(seat, name) {
        const copy = names.slice()
        copy[seat] = name
        names = copy
    }
    function moveUp(seat) {
        moveSeat(seat, seat - 1)
    }
    // Moves a seat's player to another seat; the seats between shift by one.
    function moveSeat(from, to) {
        to = Math.max(0, Math.min(playerCount - 1, to))
        if (from === to)
            return
        const copy = names.slice()
        const name = copy.splice(from, 1)[0]
        copy.splice(to, 0, name)
        names = copy
        targetSeat = to
    }
    // A known player goes to the chosen seat; if already seated, the two swap seats.
    function pickKnown(name) {
        const copy = names.slice()
        const already = copy.slice(0, playerCount).indexOf(name)
        if (already >= 0)
            copy[already] = copy[targetSeat]
        copy[targetSeat] = name
        names = copy
        targetSeat = (targetSeat + 1) % playerCount
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
    function cardEntry(card) {
        const hat = typeList.find(t => t.id === card.type)
        return {"type": card.type, "name": hat.name, "letter": hat.letter, "colour": hat.colour, "value": card.value}
    }
    function cardText(slot) {
        const card = boardCards[slot - 1]
        if (!card)
            return qsTr("empty")
        const hat = typeList.find(t => t.id === card.type)
        return hat.name + " " + card.value
    }
    function startGame() {
        if (controller.start(names.slice(0, playerCount), removedInPlay,
                             boardCards.slice(0, slots)))
            page.started()
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

    Flickable {
        id: flick
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
            Flow {
                spacing: Theme.spacing
                Layout.fillWidth: true
                Repeater {
                    model: Rules.playerCounts
                    RadioButton {
                        required property int modelData
                        objectName: "players" + modelData
                        text: qsTr("%1 players").arg(modelData)
                        checked: page.playerCount === modelData
                        height: Theme.touch
                        onClicked: {
                            page.playerCount = modelData
                            page.targetSeat = Math.min(page.targetSeat, modelData - 1)
                        }
                    }
                }
            }
            Label {
                text: Rules.hasTeams(page.playerCount)
                      ? qsTr("Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).").arg(page.names[0])
                      : qsTr("Seat order: %1 starts, then turns go down the list (R4).").arg(page.names[0])
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: page.knownPlayers.length > 0
                text: qsTr("Known players (✓ already seated): tap one to seat them at seat %1").arg(page.targetSeat + 1)
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Flow {
                visible: page.knownPlayers.length > 0
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: page.knownPlayers.slice(0, 12)
                    Button {
                        required property string modelData
                        objectName: "known_" + modelData
                        readonly property bool seated: page.names.slice(0, page.playerCount).indexOf(modelData) >= 0
                        text: seated ? "✓ " + modelData : "+ " + modelData
                        flat: seated
                        height: 48
                        Accessible.name: qsTr("Seat %1 at seat %2").arg(modelData).arg(page.targetSeat + 1)
                        onClicked: page.pickKnown(modelData)
                    }
                }
            }
            // Rows placed by index (no positioner), so a moved player is where the row says.
            Item {
                id: seats
                Layout.fillWidth: true
                implicitHeight: page.playerCount * page.seatHeight
                Repeater {
                    model: page.playerCount
                    Item {
                        id: seatRow
                        required property int index
                        objectName: "seat" + index
                        width: seats.width
                        height: page.seatHeight
                        y: index * page.seatHeight
                        // Where a drag would put this player, shown while dragging.
                        property int dropSeat: index
                        Rectangle {
                            anchors.fill: parent
                            visible: seatDrag.active || page.targetSeat === seatRow.index
                            color: palette.highlight
                            opacity: seatDrag.active ? 0.3 : 0.12
                            radius: 4
                        }
                        RowLayout {
                            anchors.fill: parent
                            anchors.topMargin: 4
                            anchors.bottomMargin: 4
                            spacing: 4
                            Label {
                                id: handle
                                objectName: "dragHandle" + seatRow.index
                                text: "☰"
                                font.pixelSize: 22
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                                Layout.preferredWidth: 48
                                Layout.fillHeight: true
                                Accessible.name: qsTr("Drag to change %1's seat").arg(page.names[seatRow.index])
                                MouseArea {
                                    id: seatDrag
                                    property real startY: 0
                                    readonly property bool active: pressed && seatRow.dropSeat !== seatRow.index
                                    anchors.fill: parent
                                    preventStealing: true // the page's Flickable must not take the drag
                                    // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                                    cursorShape: Qt.SizeVerCursor // qmllint disable type
                                    onPressed: mouse => {
                                        startY = mapToItem(seats, mouse.x, mouse.y).y
                                        seatRow.dropSeat = seatRow.index
                                    }
                                    onPositionChanged: mouse => {
                                        const moved = mapToItem(seats, mouse.x, mouse.y).y - startY
                                        seatRow.dropSeat = Math.max(0, Math.min(page.playerCount - 1,
                                            seatRow.index + Math.round(moved / page.seatHeight)))
                                    }
                                    onReleased: {
                                        page.moveSeat(seatRow.index, seatRow.dropSeat)
                                        seatRow.dropSeat = seatRow.index
                                    }
                                    onCanceled: seatRow.dropSeat = seatRow.index
                                }
                            }
                            ToolButton {
                                id: seatLabel
                                objectName: "seatLabel" + seatRow.index
                                text: (seatRow.index === 0 ? qsTr("%1, starts").arg(1) : String(seatRow.index + 1))
                                      + (Rules.hasTeams(page.playerCount) ? "\n" + qsTr("with %1").arg(page.names[(seatRow.index + 2) % 4]) : "")
                                font.bold: seatRow.index === 0
                                checkable: false
                                Layout.minimumWidth: 64
                                // A long "starts" ("1, premier joueur") wraps instead of
                                // squeezing the name field on a phone.
                                Layout.maximumWidth: page.width < 600 ? 96 : 200
                                contentItem: Label {
                                    text: seatLabel.text
                                    font: seatLabel.font
                                    wrapMode: Text.WordWrap
                                    fontSizeMode: Text.HorizontalFit
                                    minimumPixelSize: 10
                                    horizontalAlignment: Text.AlignHCenter
                                    verticalAlignment: Text.AlignVCenter
                                }
                                Layout.preferredHeight: Math.max(48, page.seatHeight - 8)
                                Accessible.name: qsTr("Seat %1: choose for the next known player").arg(seatRow.index + 1)
                                onClicked: page.targetSeat = seatRow.index
                            }
                            Label {
                                visible: seatDrag.active
                                text: qsTr("→ seat %1").arg(seatRow.dropSeat + 1)
                                font.bold: true
                            }
                            TextField {
                                objectName: "name" + seatRow.index
                                text: page.names[seatRow.index]
                                placeholderText: qsTr("Name")
                                Layout.fillWidth: true
                                Layout.preferredHeight: 48
                                onActiveFocusChanged: if (activeFocus) page.targetSeat = seatRow.index
                                onEditingFinished: page.setName(seatRow.index, text)
                                onTextEdited: page.setName(seatRow.index, text)
                                Keys.onUpPressed: event => {
                                    if (event.modifiers & Qt.AltModifier) page.moveSeat(seatRow.index, seatRow.index - 1)
                                    else event.accepted = false
                                }
                                Keys.onDownPressed: event => {
                                    if (event.modifiers & Qt.AltModifier) page.moveSeat(seatRow.index, seatRow.index + 1)
                                    else event.accepted = false
                                }
                            }
                            Button {
                                objectName: "up" + seatRow.index
                                text: "↑"
                                enabled: seatRow.index > 0
                                Layout.preferredWidth: 48
                                Layout.preferredHeight: 48
                                Accessible.name: qsTr("Move %1 up").arg(page.names[seatRow.index])
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Move up (Alt+↑)")
                                onClicked: page.moveSeat(seatRow.index, seatRow.index - 1)
                            }
                            Button {
                                objectName: "down" + seatRow.index
                                text: "↓"
                                enabled: seatRow.index < page.playerCount - 1
                                Layout.preferredWidth: 48
                                Layout.preferredHeight: 48
                                Accessible.name: qsTr("Move %1 down").arg(page.names[seatRow.index])
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Move down (Alt+↓)")
                                onClicked: page.moveSeat(seatRow.index, seatRow.index + 1)
                            }
                        }
                    }
                }
            }
            Label {
                visible: Rules.hasTeams(page.playerCount)
                text: qsTr("Teams: %1 & %2 against %3 & %4").arg(page.names[0]).arg(page.names[2])
                      .arg(page.names[1]).arg(page.names[3])
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            Label {
                visible: Rules.removesTypes(page.playerCount)
                text: qsTr("Removed types (two, R5)")
                font.bold: true
                font.pixelSize: 20
            }
            Flow {
                visible: Rules.removesTypes(page.playerCount)
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
                    text: qsTr("Initial board: tap a space, then its card (R3)")
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
            TeaTable {
                objectName: "setupBoard"
                Layout.fillWidth: true
                Layout.maximumWidth: 640
                slotObjectPrefix: "setupSlot"
                slotCount: page.slots
                cards: page.boardEntries
                selectedSlot: page.editingSlot
                onSlotTapped: slot => page.editingSlot = slot
            }
            Label {
                text: qsTr("Card for space %1 (greyed: already on the tea table or removed):").arg(page.editingSlot)
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            CardPicker {
                objectName: "boardPicker"
                types: page.controller.types
                unavailable: page.controller.boardUnavailable(page.removedInPlay, page.boardCards.slice(0, page.slots), page.editingSlot)
                marked: page.boardCards[page.editingSlot - 1]
                        ? [page.boardCards[page.editingSlot - 1].type + "_" + page.boardCards[page.editingSlot - 1].value] : []
                Layout.fillWidth: true
                Layout.maximumWidth: 480
                onPicked: (type, value) => page.setSlotCard(page.editingSlot, type, value)
            }
            Label {
                objectName: "boardProblem"
                visible: page.boardProblem !== ""
                text: "⚠ " + page.boardProblem
                color: Theme.error
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            Label {
                objectName: "startError"
                visible: page.controller.lastError !== "" && page.boardProblem === ""
                text: "⚠ " + page.controller.lastError
                color: Theme.error
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
