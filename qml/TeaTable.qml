pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Hats

// The tea table (R3) as a board: numbered slots 1..slotCount on the felt, slot k worth k,
// each holding its card. Tapping a slot says which one; nothing is decided here.
Rectangle {
    id: table

    // [{slot, type, name, letter, colour, value, faceUp}] slot 1 first; a missing entry is empty.
    property var cards: []
    property int slotCount: 6
    property int selectedSlot: 0
    property bool interactive: true
    property bool showFaceDown: false // R10: cross out the cards that will score nothing
    property string slotObjectPrefix: "slot"
    property real maximumCardWidth: 88
    signal slotTapped(int slot)

    readonly property real cardWidth: Math.max(36, Math.min(maximumCardWidth,
        (width - 2 * Theme.spacing - (slotCount - 1) * Theme.gap) / Math.max(1, slotCount) - 4))

    implicitWidth: slotCount * (maximumCardWidth + Theme.gap + 4) + 2 * Theme.spacing
    implicitHeight: slots.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.table
    border.color: Qt.darker(Theme.table, 1.4)
    border.width: 2
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Tea table")

    Row {
        id: slots
        anchors.centerIn: parent
        spacing: Theme.gap
        Repeater {
            // One delegate per slot for the whole game: only its card changes.
            model: table.slotCount
            delegate: AbstractButton {
                id: slot
                required property int index
                readonly property int number: index + 1
                readonly property var card: table.cards[index] || null
                readonly property bool selected: table.selectedSlot === number
                objectName: table.slotObjectPrefix + number
                enabled: table.interactive
                width: table.cardWidth + 4
                height: column.implicitHeight + 4
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                focusPolicy: Qt.StrongFocus // qmllint disable type
                Accessible.name: card ? qsTr("Space %1, worth %1: %2 %3").arg(number).arg(card.name).arg(card.value)
                                      : qsTr("Space %1, worth %1: empty").arg(number)
                onClicked: table.slotTapped(number)
                background: Rectangle {
                    radius: Theme.radius / 2
                    color: slot.selected ? Theme.highlight : Theme.slotWell
                    border.color: slot.activeFocus ? Theme.tableText : "transparent"
                    border.width: 2
                }
                contentItem: Item {}
                Column {
                    id: column
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 2
                    spacing: 2
                    // The number printed on the board: the slot's worth.
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: slot.number
                        color: slot.selected ? Theme.highlightText : Theme.tableText
                        font.pixelSize: Math.max(Theme.small, table.cardWidth * 0.28)
                        font.bold: true
                    }
                    HatCard {
                        visible: slot.card !== null
                        width: table.cardWidth
                        height: Math.round(width * 1.4)
                        typeName: slot.card ? slot.card.name : ""
                        letter: slot.card ? slot.card.letter || slot.card.name.substring(0, 2) : ""
                        typeColour: slot.card ? slot.card.colour : "grey"
                        value: slot.card ? slot.card.value : 0
                        crossed: table.showFaceDown && !!slot.card && slot.card.faceUp === false
                        selected: slot.selected
                    }
                    Rectangle {
                        visible: slot.card === null
                        width: table.cardWidth
                        height: Math.round(width * 1.4)
                        radius: width / 10
                        color: "transparent"
                        border.color: slot.selected ? Theme.highlightText : Theme.tableText
                        border.width: 1
                        Text {
                            anchors.centerIn: parent
                            width: parent.width - 4
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("empty")
                            color: slot.selected ? Theme.highlightText : Theme.tableText
                            font.pixelSize: Theme.small
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 8
                        }
                    }
                }
            }
        }
    }
}
