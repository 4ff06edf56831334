pragma ComponentBehavior: Bound
import QtQuick
import Hats

// A player's collection as the table sees it: the face-up cards (grouped by type, as
// [{name, letter, colour, values}]) and the black hats face down.
Flow {
    id: view

    property var groups: []
    property int blackHats: 0
    property real cardWidth: 34

    spacing: Theme.gap

    Repeater {
        model: view.groups
        Repeater {
            id: group
            required property var modelData
            model: group.modelData.values
            HatCard {
                required property int modelData
                width: view.cardWidth
                height: Math.round(width * 1.4)
                typeName: group.modelData.name
                letter: group.modelData.letter || group.modelData.name.substring(0, 2)
                typeColour: group.modelData.colour
                value: modelData
            }
        }
    }
    Repeater {
        model: view.blackHats
        HatCard {
            width: view.cardWidth
            height: Math.round(width * 1.4)
            faceDown: true
        }
    }
}
