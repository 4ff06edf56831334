pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Settles a cookie argument: who holds it at any moment of the game and exactly why
// (R14 type counts, R15 rank by rank, R16 full tie), all worded by the engine.
Page {
    id: page

    required property GameController controller
    property int turns: controller.turnCount
    readonly property var decision: controller.cookieAt(turns)

    title: qsTr("Cookie dispute")

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
            width: Math.min(page.width - 32, 900)
            x: (page.width - width) / 2
            y: 16
            spacing: 12

            Label {
                text: page.turns === 0 ? qsTr("Moment: the initial board")
                                       : qsTr("Moment: after turn %1 of %2").arg(page.turns).arg(page.controller.turnCount)
                font.bold: true
            }
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
                    objectName: "turnSlider"
                    from: 0
                    to: page.controller.turnCount
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: page.turns
                    Layout.fillWidth: true
                    Layout.preferredHeight: 48
                    onMoved: page.turns = value
                }
                Button {
                    text: "›"
                    enabled: page.turns < page.controller.turnCount
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: qsTr("Later turn")
                    onClicked: page.turns += 1
                }
            }

            Rectangle {
                Layout.fillWidth: true
                implicitHeight: verdict.implicitHeight + 24
                radius: 8
                color: "#fff3d6"
                border.color: "#c68642"
                border.width: 3
                Label {
                    id: verdict
                    objectName: "verdict"
                    anchors.fill: parent
                    anchors.margins: 12
                    text: page.decision.holder !== ""
                          ? qsTr("%1 holds the cookie.\n%2").arg(page.decision.holder).arg(page.decision.reason)
                          : qsTr("Nobody holds the cookie.\n%1").arg(page.decision.reason)
                    color: "black"
                    font.pixelSize: 22
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
            }

            Label {
                text: qsTr("Step 1 — type count (R14): distinct face-up types, plus one for any black hat")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.decision.players || []
                RowLayout {
                    id: playerRow
                    required property var modelData
                    Layout.fillWidth: true
                    Label {
                        text: (playerRow.modelData.holder ? qsTr("(cookie) ") : "") + playerRow.modelData.name
                        font.bold: playerRow.modelData.tied || playerRow.modelData.holder
                        Layout.preferredWidth: 120
                        elide: Text.ElideRight
                    }
                    Label {
                        text: qsTr("%n type(s)", "", playerRow.modelData.typeCount)
                        font.bold: playerRow.modelData.tied
                        Layout.preferredWidth: 80
                    }
                    Label {
                        text: qsTr("sorted values: %1").arg(playerRow.modelData.values.length > 0 ? playerRow.modelData.values.join("  ") : "—")
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        visible: playerRow.modelData.tied
                        text: qsTr("tied")
                        color: Theme.error
                        font.bold: true
                    }
                }
            }

            Label {
                visible: (page.decision.ranks || []).length > 0
                text: qsTr("Step 2 — tiebreak (R15): lowest value wins, rank by rank; no card left drops out")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.decision.ranks || []
                Rectangle {
                    id: rankBox
                    required property var modelData
                    objectName: "rank" + modelData.rank
                    Layout.fillWidth: true
                    implicitHeight: rankRow.implicitHeight + 16
                    radius: 6
                    color: modelData.deciding ? "#ffe08a" : "transparent"
                    border.color: modelData.deciding ? "#b07000" : "#999999"
                    border.width: modelData.deciding ? 3 : 1
                    RowLayout {
                        id: rankRow
                        anchors.fill: parent
                        anchors.margins: 8
                        Label {
                            text: rankBox.modelData.deciding ? qsTr("Rank %1 — decides").arg(rankBox.modelData.rank)
                                                             : qsTr("Rank %1").arg(rankBox.modelData.rank)
                            font.bold: true
                            color: "black"
                            Layout.preferredWidth: 130
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 16
                            Repeater {
                                model: rankBox.modelData.entries
                                Label {
                                    required property var modelData
                                    text: modelData.name + ": " + (modelData.hasCard ? modelData.value : qsTr("no card"))
                                          + (modelData.survives ? " ✓" : " ✗")
                                    font.bold: modelData.survives
                                    color: "black"
                                    font.strikeout: !modelData.survives
                                }
                            }
                        }
                    }
                }
            }

            Label {
                text: qsTr("In words")
                font.bold: true
            }
            Repeater {
                model: page.decision.steps || []
                Label {
                    required property int index
                    required property string modelData
                    text: (index + 1) + ". " + modelData
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
