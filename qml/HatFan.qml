import QtQuick
import Hats

// A fan of three hat cards and the cookie: the game this app serves, at a glance (home page).
Item {
    implicitWidth: 220
    implicitHeight: 96

    Repeater {
        model: [[0, 1, -14], [4, 5, 0], [3, 3, 14]]
        HatCard {
            required property var modelData
            required property int index
            readonly property var hat: DeckStyle.types[modelData[0]]
            x: 40 + index * 44
            y: index === 1 ? 0 : 8
            width: 56
            height: 78
            rotation: modelData[2]
            typeName: hat.name
            letter: hat.letter
            typeColour: hat.colour
            value: modelData[1]
        }
    }
    Cookie {
        x: 172
        y: 52
        width: 40
    }
}
