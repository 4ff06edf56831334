pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

Page {
    id: page

    required property GameController controller
    signal finished

    // Chosen favorites live in the controller, which stores each one at once: a closed or
    // killed app, or Undo then Redo, keeps them.
    readonly property var favorites: controller.favorites

    title: qsTr("End of game: favorite hats")

    function setFavorite(seat, type, value) {
        controller.setFavorite(seat, type, value)
    }

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Table")
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
            spacing: 12

            Label {
                text: qsTr("Each player reveals the last card in hand: the favorite hat (R9, R12).")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.controller.players
                ColumnLayout {
                    id: favoriteRow
                    required property int index
                    required property string modelData
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("%1's favorite: %2").arg(favoriteRow.modelData)
                              .arg(page.favorites[favoriteRow.index] && page.favorites[favoriteRow.index].type
                                   ? page.controller.cardText(page.favorites[favoriteRow.index].type, page.favorites[favoriteRow.index].value)
                                   : qsTr("not chosen yet"))
                        font.bold: true
                        font.pixelSize: 18
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    CardPicker {
                        objectName: "favoritePicker" + favoriteRow.index
                        types: page.controller.typesInPlay
                        // Seen cards (R1), removed types (R5) and the others' favorites are refused.
                        unavailable: page.controller.favoriteUnavailable(page.favorites, favoriteRow.index)
                        marked: page.favorites[favoriteRow.index]
                                ? [page.favorites[favoriteRow.index].type + "_" + page.favorites[favoriteRow.index].value] : []
                        Layout.fillWidth: true
                        Layout.maximumWidth: 480
                        onPicked: (type, value) => page.setFavorite(favoriteRow.index, type, value)
                    }
                }
            }
            Label {
                objectName: "errorLabel"
                visible: page.controller.lastError !== ""
                text: "⚠ " + page.controller.lastError
                color: Theme.error
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "scoreButton"
                text: qsTr("Show the napkin")
                highlighted: true
                font.pixelSize: 18
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                onClicked: {
                    if (page.controller.finish())
                        page.finished()
                }
            }
        }
    }
}
