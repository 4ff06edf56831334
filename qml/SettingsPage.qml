pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Hats

// Type names and colours (R2), language, theme and where the history lives.
Page {
    id: page

    title: qsTr("Settings")

    SettingsController {
        id: settings
    }

    ColorDialog {
        id: colourDialog
        objectName: "colourDialog"
        property string typeId
        onAccepted: settings.setTypeColour(typeId, selectedColor.toString())
    }

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                Layout.preferredHeight: 48
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.title
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content
            width: Math.min(page.width - 32, 720)
            x: (page.width - width) / 2
            y: 16
            spacing: 10

            Label {
                text: qsTr("Hat types: the names and colours of your deck (files keep the usual ones)")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: settings.types
                RowLayout {
                    id: typeRow
                    required property var modelData
                    Layout.fillWidth: true
                    // Tapping the swatch opens a colour chooser; the text field takes #rrggbb.
                    Button {
                        objectName: "colour_" + typeRow.modelData.id
                        implicitWidth: 48
                        implicitHeight: 48
                        Accessible.name: qsTr("Choose the colour of %1").arg(typeRow.modelData.name)
                        onClicked: {
                            colourDialog.typeId = typeRow.modelData.id
                            colourDialog.title = qsTr("Colour of %1").arg(typeRow.modelData.name)
                            colourDialog.selectedColor = typeRow.modelData.colour
                            colourDialog.open()
                        }
                        background: Rectangle {
                            color: typeRow.modelData.colour
                            border.color: "#444444"
                            radius: 4
                        }
                    }
                    // The type as the rulebook names it (R2), whatever this deck calls it.
                    Label {
                        text: typeRow.modelData.usualName
                        Layout.preferredWidth: 80
                        elide: Text.ElideRight
                        opacity: 0.7
                    }
                    TextField {
                        text: typeRow.modelData.name
                        Layout.fillWidth: true
                        Layout.preferredHeight: 48
                        Accessible.name: qsTr("Name of %1").arg(typeRow.modelData.usualName)
                        onEditingFinished: if (text !== typeRow.modelData.name) settings.setTypeName(typeRow.modelData.id, text)
                    }
                    TextField {
                        text: typeRow.modelData.colour
                        Layout.preferredWidth: 110
                        Layout.preferredHeight: 48
                        Accessible.name: qsTr("Colour of %1").arg(typeRow.modelData.id)
                        onEditingFinished: if (text !== typeRow.modelData.colour) settings.setTypeColour(typeRow.modelData.id, text)
                    }
                }
            }
            Label {
                visible: settings.error !== ""
                text: "⚠ " + settings.error
                color: Theme.error
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Back to the usual names and colours")
                Layout.preferredHeight: 48
                onClicked: settings.resetTypes()
            }

            Label {
                text: qsTr("Language")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    // Each language is named in itself, so anyone finds theirs.
                    model: [["", qsTr("System")], ["en", "English"], ["fr", "Français"], ["de", "Deutsch"], ["es", "Español"]]
                    RadioButton {
                        required property var modelData
                        text: modelData[1]
                        height: 48
                        checked: settings.language === modelData[0]
                        onClicked: settings.language = modelData[0]
                    }
                }
            }

            Switch {
                objectName: "darkSwitch"
                text: qsTr("Dark theme")
                checked: Theme.dark
                Layout.preferredHeight: Theme.touch
                onToggled: Theme.setDark(checked)
            }

            Label {
                text: qsTr("History file (applies at the next start; empty: the default)")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            TextField {
                text: settings.databasePath
                placeholderText: qsTr("Default location")
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                onEditingFinished: settings.databasePath = text
            }

            Label {
                text: qsTr("About Hats Companion")
                font.bold: true
                Layout.fillWidth: true
            }
            Label {
                objectName: "aboutText"
                text: qsTr("Version %1").arg(Qt.application.version) + "\n"
                      + qsTr("Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }
    }
}
