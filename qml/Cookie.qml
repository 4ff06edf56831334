pragma ComponentBehavior: Bound
import QtQuick
import Hats

// The cookie (R13), drawn as one: a round biscuit with chocolate chips.
Rectangle {
    id: cookie

    implicitWidth: 40
    implicitHeight: 40
    width: implicitWidth
    height: width
    radius: width / 2
    color: Theme.cookie
    border.color: Theme.cookieChip
    border.width: Math.max(1, width / 20)
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Cookie")

    Repeater {
        // Chips at fixed places on the biscuit, as fractions of its size.
        model: [[0.3, 0.28, 0.14], [0.6, 0.22, 0.11], [0.5, 0.55, 0.15], [0.22, 0.62, 0.1],
                [0.72, 0.6, 0.12]]
        Rectangle {
            required property var modelData
            x: cookie.width * modelData[0] - width / 2 + cookie.width * 0.05
            y: cookie.height * modelData[1] - height / 2 + cookie.height * 0.05
            width: cookie.width * modelData[2]
            height: width
            radius: width / 2
            color: Theme.cookieChip
        }
    }
}
