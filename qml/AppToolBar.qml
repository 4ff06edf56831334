import QtQuick
import QtQuick.Controls
import Hats

// The bar at the top of every page, in the theme's toolbar colours (its buttons and labels
// take them through the palette).
ToolBar {
    palette.button: Theme.toolbar
    palette.buttonText: Theme.toolbarText
    palette.windowText: Theme.toolbarText
    palette.mid: Qt.lighter(Theme.toolbar, 1.5)
    palette.highlight: Theme.highlight
    palette.disabled.buttonText: Qt.rgba(Theme.toolbarText.r, Theme.toolbarText.g, Theme.toolbarText.b, 0.45)
    font.pixelSize: Theme.body
    implicitHeight: Theme.touch + 4
}
