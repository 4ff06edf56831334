import QtQuick
import QtQuick.Controls
import Hats

// One average drawn as a bar from a zero line, with its number: a positive value goes
// right, a negative one (a favorite hat can score below zero, R12) goes left.
Item {
    id: bar

    property real value: 0
    property real minimum: 0   // the smallest value on the same scale (≤ 0)
    property real maximum: 1   // the largest value on the same scale (≥ 0)

    readonly property real span: Math.max(1e-6, Math.max(0, maximum) - Math.min(0, minimum))
    readonly property real zeroX: width * (-Math.min(0, minimum)) / span
    implicitHeight: 22
    Accessible.role: Accessible.Indicator
    Accessible.name: value.toFixed(1)

    Rectangle {
        objectName: "barFill"
        x: bar.value >= 0 ? bar.zeroX : bar.zeroX - width
        width: Math.max(2, bar.width * Math.abs(bar.value) / bar.span)
        height: parent.height
        radius: 3
        color: bar.value >= 0 ? Theme.bar : Theme.error
    }
    // The zero line, when some value is below it.
    Rectangle {
        visible: bar.minimum < 0
        x: bar.zeroX - 1
        width: 2
        height: parent.height + 6
        y: -3
        color: Theme.text
    }
}
