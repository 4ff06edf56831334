pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// A stored tracked game, turn by turn: the board, each collection and the cookie holder.
Page {
    id: page

    required property HistoryController controller
    property int turns: controller.replayTurns
    readonly property var table: controller.replayAt(turns)

    title: qsTr("Replay")

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Napkin")
                Layout.preferredHeight: 48
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.turns === 0 ? qsTr("Replay: the initial board")
                                       : qsTr("Replay: after turn %1 of %2").arg(page.turns).arg(page.controller.replayTurns)
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

        ColumnLayout {
            id: content
            width: Math.min(page.width - 32, 900)
            x: (page.width - width) / 2
            y: 16
            spacing: 10

            RowLayout {
                Layout.fillWidth: true
                Button {
                    text: "‹"
                    enabled: page.turns > 0
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: qsTr("Earlier turn")
                    onClicked: page.turns -= 1
                }
                Slider {
                    objectName: "replaySlider"
                    from: 0
                    to: page.controller.replayTurns
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: page.turns
                    Layout.fillWidth: true
                    Layout.preferredHeight: 48
                    onMoved: page.turns = value
                }
                Button {
                    text: "›"
                    enabled: page.turns < page.controller.replayTurns
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: qsTr("Later turn")
                    onClicked: page.turns += 1
                }
            }
            Label {
                text: qsTr("Board — %1").arg((page.table.board || []).join(" · "))
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.table.players || []
                Label {
                    required property var modelData
                    text: (modelData.cookie ? qsTr("(cookie) ") : "") + modelData.name + ": "
                          + (modelData.cards !== "" ? modelData.cards : qsTr("no face-up hats"))
                          + qsTr(" · black hats: %1").arg(modelData.blackHats)
                    font.bold: modelData.cookie
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
            Label {
                text: qsTr("Cookie: %1").arg(page.table.reason || "")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }
    }
}
