import QtQuick
import QtQuick.Controls
import Hats

// One hat card drawn as a card: the value in the corner, the hat in its type's colour and the
// type's name underneath, so colour is never the only signal. Face down it is a black hat:
// the back of a card, its type and value hidden.
Rectangle {
    id: card

    property string typeName: ""
    property string letter: typeName.substring(0, 2)
    property color typeColour: "grey"
    property int value: 0
    property bool faceDown: false
    property bool selected: false
    property bool dimmed: false      // cannot be chosen (seen already, R1; removed type, R5)
    property bool crossed: false     // turned face down at the end (R10)
    readonly property bool small: width < 44

    implicitWidth: 60
    implicitHeight: Math.round(width * 1.4)
    radius: Math.max(3, width / 10)
    color: faceDown ? Theme.cardBack : Theme.cardFace
    border.width: selected ? 3 : Math.max(2, width / 22)
    border.color: selected ? Theme.highlight : faceDown ? Theme.cardBackText : typeColour
    opacity: dimmed ? 0.35 : 1
    Accessible.role: Accessible.StaticText
    Accessible.name: faceDown ? qsTr("Black hat") : qsTr("%1 %2").arg(typeName).arg(value)

    // The hat: a crown with a band and a brim, in the type's colour (grey on a card back).
    Item {
        id: hat
        width: card.width * 0.62
        height: card.height * 0.34
        anchors.horizontalCenter: parent.horizontalCenter
        y: card.small ? card.height * 0.34 : card.height * 0.3
        Rectangle {
            id: crown
            width: parent.width * 0.62
            height: parent.height * 0.78
            anchors.horizontalCenter: parent.horizontalCenter
            radius: width * 0.12
            color: card.faceDown ? "#4a4452" : card.typeColour
            border.color: card.faceDown ? "#77707f" : Qt.darker(card.typeColour, 1.6)
            border.width: 1
            Rectangle {
                width: parent.width
                height: parent.height * 0.2
                y: parent.height * 0.6
                color: card.faceDown ? "#77707f" : Qt.darker(card.typeColour, 1.6)
            }
        }
        Rectangle {
            width: parent.width
            height: Math.max(3, parent.height * 0.22)
            anchors.bottom: parent.bottom
            radius: height / 2
            color: crown.color
            border.color: crown.border.color
            border.width: 1
        }
    }

    // The value, large, in the corner (and again bottom-right on larger cards).
    Text {
        visible: !card.faceDown
        x: card.width * 0.1
        y: card.height * 0.03
        text: card.value > 0 ? card.value : ""
        color: Theme.cardInk
        font.pixelSize: Math.max(12, card.width * 0.36)
        font.bold: true
    }
    Text {
        visible: !card.faceDown && !card.small
        anchors.right: parent.right
        anchors.rightMargin: card.width * 0.1
        y: card.height * 0.05
        text: card.letter
        color: Theme.cardInk
        font.pixelSize: Math.max(10, card.width * 0.16)
        font.bold: true
    }
    Text {
        width: card.width - 6
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: card.height * 0.04
        horizontalAlignment: Text.AlignHCenter
        text: card.faceDown ? (card.small ? "?" : qsTr("black hat")) : card.small ? card.letter : card.typeName
        color: card.faceDown ? Theme.cardBackText : Theme.cardInk
        font.pixelSize: Math.max(9, card.width * 0.18)
        font.bold: card.small
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 8
        elide: Text.ElideRight
    }
    // R10: a board card that will score nothing.
    Rectangle {
        visible: card.crossed
        anchors.centerIn: parent
        width: Math.hypot(card.width, card.height) * 0.9
        height: 3
        rotation: Math.atan2(card.height, card.width) * 180 / Math.PI
        color: Theme.error
        antialiasing: true
    }
}
