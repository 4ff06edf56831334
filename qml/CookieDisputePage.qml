pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Settles a cookie argument: who holds it at any moment of the game and exactly why
// (R14 type counts, R15 rank by rank, R16 full tie): the engine's facts, put into words in
// C++ (CookieExplanation); the page only shows them.
Page {
    id: page

    required property GameController controller
    readonly property int turns: controller.disputeTurns
    readonly property CookieExplanation decision: controller.dispute

    Component.onCompleted: controller.disputeTurns = controller.turnCount

    title: qsTr("Cookie dispute")

    header: ToolBar {
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
                    onClicked: page.controller.disputeTurns = page.turns - 1
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
                    onMoved: page.controller.disputeTurns = value
                }
                Button {
                    text: "›"
                    enabled: page.turns < page.controller.turnCount
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: qsTr("Later turn")
                    onClicked: page.controller.disputeTurns = page.turns + 1
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
                    text: page.decision.verdict + "\n" + page.decision.reason
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
                model: page.decision.counts
                RowLayout {
                    id: playerRow
                    required property string name
                    required property string countText
                    required property var cards
                    required property bool tied
                    required property bool holder
                    Layout.fillWidth: true
                    Label {
                        text: (playerRow.holder ? qsTr("(cookie) ") : "") + playerRow.name
                        font.bold: playerRow.tied || playerRow.holder
                        Layout.preferredWidth: 120
                        elide: Text.ElideRight
                    }
                    Label {
                        text: playerRow.countText
                        font.bold: playerRow.tied
                        Layout.preferredWidth: 200
                        wrapMode: Text.WordWrap
                    }
                    // The face-up cards, lowest value first (R15), as the table names them.
                    Flow {
                        Layout.fillWidth: true
                        spacing: 4
                        Repeater {
                            model: playerRow.cards
                            Rectangle {
                                id: hat
                                required property hatCard modelData
                                width: hatLabel.implicitWidth + 12
                                height: hatLabel.implicitHeight + 8
                                radius: 4
                                color: modelData.colour
                                border.color: "#333333"
                                Label {
                                    id: hatLabel
                                    anchors.centerIn: parent
                                    text: hat.modelData.text
                                    color: "white"
                                    style: Text.Outline
                                    styleColor: "black"
                                }
                            }
                        }
                    }
                    Label {
                        visible: playerRow.tied
                        text: qsTr("tied")
                        color: "#b00020"
                        font.bold: true
                    }
                }
            }

            Label {
                visible: page.decision.tiebreak
                text: qsTr("Step 2 — tiebreak (R15): lowest value wins, rank by rank; no card left drops out")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.decision.ranks
                Rectangle {
                    id: rankBox
                    required property int rank
                    required property string title
                    required property bool deciding
                    required property var entries
                    objectName: "rank" + rank
                    Layout.fillWidth: true
                    implicitHeight: rankRow.implicitHeight + 16
                    radius: 6
                    color: rankBox.deciding ? "#ffe08a" : "transparent"
                    border.color: rankBox.deciding ? "#b07000" : "#999999"
                    border.width: rankBox.deciding ? 3 : 1
                    RowLayout {
                        id: rankRow
                        anchors.fill: parent
                        anchors.margins: 8
                        Label {
                            text: rankBox.title
                            font.bold: true
                            color: "black"
                            Layout.preferredWidth: 130
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 16
                            Repeater {
                                model: rankBox.entries
                                Label {
                                    required property var modelData
                                    text: modelData.hasCard ? qsTr("%1: %2 — %3").arg(modelData.name).arg(modelData.card.text).arg(modelData.outcomeText)
                                                            : qsTr("%1: %2").arg(modelData.name).arg(modelData.outcomeText)
                                    font.bold: modelData.staysIn
                                    color: "black"
                                    font.strikeout: !modelData.staysIn
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
                model: page.decision.steps
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
