pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Every card of the types in play as one grid (types down, values across): one tap picks
// a card. Each cell shows the type's letters and the value, so colour is never the only signal.
GridLayout {
    id: picker

    required property var types
    property string type: ""
    property int value: 0
    signal picked(string type, int value)

    // A label column, then one column per value (R1).
    columns: Rules.maxValue + 1
    rowSpacing: 2
    columnSpacing: 2

    Repeater {
        model: picker.types.length * (Rules.maxValue + 1)
        delegate: Item {
            id: cell
            required property int index
            readonly property var hat: picker.types[Math.floor(index / (Rules.maxValue + 1))]
            readonly property int cellValue: index % (Rules.maxValue + 1)
            readonly property bool selected: picker.type === hat.id && picker.value === cellValue
            Layout.preferredWidth: 48
            Layout.preferredHeight: 48
            Layout.fillWidth: true
            implicitHeight: 48

            Label {
                visible: cell.cellValue === 0
                anchors.fill: parent
                text: cell.hat.name
                font.pixelSize: 12
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 8
                horizontalAlignment: Text.AlignRight
                verticalAlignment: Text.AlignVCenter
                rightPadding: 4
            }
            Button {
                id: button
                visible: cell.cellValue > 0
                anchors.fill: parent
                objectName: cell.cellValue > 0 ? "card_" + cell.hat.id + "_" + cell.cellValue : ""
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                focusPolicy: Qt.StrongFocus // qmllint disable type
                Accessible.name: qsTr("%1 %2").arg(cell.hat.name).arg(cell.cellValue)
                onClicked: {
                    picker.type = cell.hat.id
                    picker.value = cell.cellValue
                    picker.picked(cell.hat.id, cell.cellValue)
                }
                background: Rectangle {
                    radius: 4
                    color: cell.hat.colour
                    border.width: cell.selected ? 4 : (button.activeFocus ? 2 : 0)
                    border.color: cell.selected ? "black" : "#555555"
                    opacity: cell.selected ? 1 : 0.75
                }
                contentItem: Label {
                    text: (cell.selected ? "✓" : "") + cell.cellValue
                    font.pixelSize: 18
                    font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    color: "white"
                    style: Text.Outline
                    styleColor: "black"
                }
            }
        }
    }
}
