import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Settings as a player meets them: a hat type's colour chosen with the colour dialog reaches
// every screen's type list.
Item {
    id: root
    width: 800
    height: 1400

    Component {
        id: settingsPage
        SettingsPage {
            width: root.width
            height: root.height
        }
    }
    SettingsController {
        id: stored
    }

    TestCase {
        name: "Settings"
        when: windowShown

        function cleanup() {
            stored.resetTypes()
        }

        function test_aColourChosenInTheDialogIsKept() {
            const page = createTemporaryObject(settingsPage, root)
            const dialog = findChild(page, "colourDialog")
            verify(dialog, "colour dialog")
            mouseClick(findChild(page, "colour_purple"))
            tryCompare(dialog, "visible", true)
            compare(dialog.typeId, "purple")
            dialog.selectedColor = "#123456"
            dialog.accept()
            tryCompare(dialog, "visible", false)
            // Stored: another settings screen (and the next game) sees it.
            compare(stored.types[5].id, "purple")
            compare(stored.types[5].colour, "#123456")
        }
    }
}
