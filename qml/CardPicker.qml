pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Every card of the types in play as one grid (types down, values across): one tap picks
// a card. Each cell is a small card with its value, its type's letters and its colour, so
// colour is never the only signal. Cards that cannot be chosen (seen already, R1; removed
// type, R5; the controller says which) are greyed out and refuse the tap.
GridLayout {
    id: picker

    required property var types
    property string type: ""
    property int value: 0
    property var unavailable: []  // keys "red_4" of cards that cannot be chosen
    property var marked: null     // keys of every chosen card; null: the last tapped card
    signal picked(string type, int value)

    function clear() {
        type = ""
        value = 0
    }

    // A label column, then one column per value (R1).
    columns: Rules.maxValue + 1
    rowSpacing: Theme.gap
    columnSpacing: Theme.gap

    Repeater {
        model: picker.types.length * (Rules.maxValue + 1)
        delegate: Item {
            id: cell
            required property int index
            readonly property var hat: picker.types[Math.floor(index / (Rules.maxValue + 1))]
            readonly property int cellValue: index % (Rules.maxValue + 1)
            readonly property string key: hat.id + "_" + cellValue
            readonly property bool blocked: picker.unavailable.indexOf(key) >= 0
            readonly property bool selected: picker.marked !== null ? picker.marked.indexOf(key) >= 0
                                             : picker.type === hat.id && picker.value === cellValue
            // The cards keep a 48 px touch target; the type names give way on a phone.
            Layout.minimumWidth: cellValue > 0 ? Theme.touch : 28
            Layout.preferredWidth: Theme.touch
            Layout.preferredHeight: Theme.touch
            Layout.fillWidth: true
            implicitHeight: Theme.touch

            Label {
                visible: cell.cellValue === 0
                anchors.fill: parent
                text: cell.hat.name
                font.pixelSize: Theme.small
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 9
                horizontalAlignment: Text.AlignRight
                verticalAlignment: Text.AlignVCenter
                rightPadding: Theme.gap
                color: Theme.text
            }
            AbstractButton {
                id: button
                visible: cell.cellValue > 0
                anchors.fill: parent
                objectName: cell.cellValue > 0 ? "card_" + cell.hat.id + "_" + cell.cellValue : ""
                enabled: !cell.blocked
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                focusPolicy: Qt.StrongFocus // qmllint disable type
                Accessible.name: cell.blocked ? qsTr("%1 %2, already seen or not in play").arg(cell.hat.name).arg(cell.cellValue)
                                              : qsTr("%1 %2").arg(cell.hat.name).arg(cell.cellValue)
                Accessible.checked: cell.selected
                onClicked: {
                    picker.type = cell.hat.id
                    picker.value = cell.cellValue
                    picker.picked(cell.hat.id, cell.cellValue)
                }
                background: Rectangle {
                    radius: 5
                    color: cell.selected ? Theme.highlight : Theme.cardFace
                    border.width: cell.selected ? 3 : button.activeFocus ? 2 : 1
                    border.color: cell.selected || button.activeFocus ? Theme.cardInk : Theme.border
                    opacity: cell.blocked ? 0.3 : 1
                    // The type's colour as the card's edge band.
                    Rectangle {
                        x: 3
                        y: 3
                        width: Math.max(6, parent.width * 0.18)
                        height: parent.height - 6
                        radius: 2
                        color: cell.hat.colour
                        border.color: Qt.darker(cell.hat.colour, 1.5)
                        border.width: 1
                    }
                }
                contentItem: Item {
                    opacity: cell.blocked ? 0.45 : 1
                    Text {
                        anchors.centerIn: parent
                        anchors.horizontalCenterOffset: 3
                        text: (cell.selected ? "✓" : "") + cell.cellValue
                        font.pixelSize: 19
                        font.bold: true
                        font.strikeout: cell.blocked
                        color: cell.selected ? Theme.highlightText : Theme.cardInk
                    }
                    Text {
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        anchors.margins: 3
                        text: cell.hat.letter || cell.hat.name.substring(0, 2)
                        font.pixelSize: 10
                        color: cell.selected ? Theme.highlightText : Theme.cardInk
                    }
                }
            }
        }
    }
}
