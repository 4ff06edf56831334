pragma ComponentBehavior: Bound
import QtQuick
import Hats

// The napkin as paper: ruled rows, the red margin line, a soft fold shadow. Content goes
// inside, one item under the other; `rule` is the row height of the ruling.
Rectangle {
    id: napkin

    default property alias content: inner.data
    property int rule: 48
    property bool ruled: true // false: the content draws its own rules under its rows
    property real padding: 12

    implicitHeight: inner.implicitHeight + 2 * padding
    color: Theme.napkin
    radius: 4
    border.color: Theme.border
    border.width: 1

    Rectangle {
        // The fold's shadow under the paper.
        z: -1
        anchors.fill: parent
        anchors.topMargin: 3
        anchors.leftMargin: 3
        anchors.rightMargin: -3
        anchors.bottomMargin: -3
        radius: napkin.radius
        color: "#33000000"
    }
    Repeater {
        model: napkin.ruled ? Math.floor(napkin.height / napkin.rule) : 0
        Rectangle {
            required property int index
            x: 1
            y: napkin.padding + (index + 1) * napkin.rule - 1
            width: napkin.width - 2
            height: 1
            color: Theme.napkinRule
            opacity: 0.6
        }
    }
    Rectangle {
        x: 8
        width: 2
        height: napkin.height
        color: Theme.napkinMargin
    }
    Column {
        id: inner
        x: napkin.padding
        y: napkin.padding
        width: napkin.width - 2 * napkin.padding
    }
}
