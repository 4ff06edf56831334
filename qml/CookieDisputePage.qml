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
    readonly property int turns: controller.disputeTurns
    readonly property CookieExplanation decision: controller.dispute

    Component.onCompleted: controller.disputeTurns = controller.turnCount

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

            // The verdict and the one fact that decided it.
            Rectangle {
                objectName: "verdictBox"
                Layout.fillWidth: true
                implicitHeight: verdictColumn.implicitHeight + 2 * Theme.margin
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.cookie
                border.width: 3
                RowLayout {
                    id: verdictColumn
                    x: Theme.margin
                    y: Theme.margin
                    width: parent.width - 2 * Theme.margin
                    spacing: Theme.margin
                    Cookie {
                        visible: page.decision.holder !== ""
                        width: 56
                        // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                        Layout.alignment: Qt.AlignTop // qmllint disable type
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        Label {
                            id: verdict
                            objectName: "verdict"
                            text: page.decision.verdict
                            font.pixelSize: Theme.title
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "decidingFact"
                            text: page.decision.decidingFact
                            font.pixelSize: Theme.subtitle
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            // The first thing players argue about, said before anything else.
            Rectangle {
                Layout.fillWidth: true
                implicitHeight: blackHatRule.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Theme.surfaceAlt
                RowLayout {
                    id: blackHatRule
                    x: Theme.spacing
                    y: Theme.spacing
                    width: parent.width - 2 * Theme.spacing
                    spacing: Theme.spacing
                    HatCard {
                        faceDown: true
                        Layout.preferredWidth: 30
                        Layout.preferredHeight: 42
                    }
                    Label {
                        objectName: "blackHatRule"
                        text: qsTr("Black hats are never compared: their values are secret (R15). Having any black hat adds one to the type count (R14).")
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }

            Label {
                text: qsTr("Step 1: type count (R14), the distinct face-up types plus one for black hats")
                font.bold: true
                font.pixelSize: Theme.subtitle
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.decision.counts
                Rectangle {
                    id: playerRow
                    required property int index
                    required property string name
                    required property string countText
                    required property bool blackHatBonus
                    required property var cards
                    required property bool tied
                    required property bool holder
                    objectName: "count" + index
                    Layout.fillWidth: true
                    implicitHeight: playerColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: tied ? Theme.primary : Theme.border
                    border.width: tied ? 2 : 1
                    ColumnLayout {
                        id: playerColumn
                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: Theme.gap
                        RowLayout {
                            Layout.fillWidth: true
                            Label {
                                text: playerRow.name
                                font.bold: true
                                font.pixelSize: Theme.subtitle
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                            Cookie {
                                visible: playerRow.holder
                                width: 24
                            }
                            Label {
                                objectName: "countText"
                                // "3 types (2 + 1 for black hats)": the +1 of R14 written out.
                                text: playerRow.countText
                                font.bold: true
                                wrapMode: Text.WordWrap
                                horizontalAlignment: Text.AlignRight
                                Layout.maximumWidth: playerColumn.width * 0.6
                            }
                        }
                        // The cards as on the table: face up lowest first, then a black hat
                        // for the +1 (its value is never compared).
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.gap
                            Repeater {
                                model: playerRow.cards
                                HatCard {
                                    required property hatCard modelData
                                    width: 34
                                    height: 48
                                    typeName: modelData.name
                                    letter: modelData.letter
                                    typeColour: modelData.colour
                                    value: modelData.value
                                }
                            }
                            HatCard {
                                visible: playerRow.blackHatBonus
                                faceDown: true
                                width: 34
                                height: 48
                            }
                            Label {
                                visible: playerRow.cards.length === 0 && !playerRow.blackHatBonus
                                text: qsTr("No hats yet")
                                color: Theme.textMuted
                                height: 48
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                        Label {
                            visible: playerRow.tied
                            text: qsTr("Tied on the most types")
                            color: Theme.primary
                            font.bold: true
                        }
                    }
                }
            }

            Label {
                visible: page.decision.tiebreak
                text: qsTr("Step 2: tiebreak (R15), the lowest value wins, rank by rank; whoever runs out of cards drops out")
                font.bold: true
                font.pixelSize: Theme.subtitle
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
                    implicitHeight: rankColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: deciding ? Theme.highlight : Theme.surface
                    border.color: deciding ? Theme.highlightText : Theme.border
                    border.width: deciding ? 3 : 1
                    ColumnLayout {
                        id: rankColumn
                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: Theme.gap
                        Label {
                            text: rankBox.title
                            font.bold: true
                            color: rankBox.deciding ? Theme.highlightText : Theme.text
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.margin
                            Repeater {
                                model: rankBox.entries
                                Row {
                                    id: entry
                                    required property var modelData
                                    required property int index
                                    spacing: Theme.spacing
                                    HatCard {
                                        visible: entry.modelData.hasCard
                                        width: 38
                                        height: 53
                                        typeName: entry.modelData.hasCard ? entry.modelData.card.name : ""
                                        letter: entry.modelData.hasCard ? entry.modelData.card.letter : ""
                                        typeColour: entry.modelData.hasCard ? entry.modelData.card.colour : "grey"
                                        value: entry.modelData.hasCard ? entry.modelData.card.value : 0
                                    }
                                    Column {
                                        anchors.verticalCenter: parent.verticalCenter
                                        Text {
                                            text: entry.modelData.name
                                            font.bold: true
                                            font.pixelSize: Theme.body
                                            color: rankBox.deciding ? Theme.highlightText : Theme.text
                                        }
                                        Text {
                                            objectName: "outcome" + entry.index
                                            // A player with only black hats has nothing to compare:
                                            // not "no card", since black hats are never compared.
                                            text: entry.modelData.onlyBlackHats && !entry.modelData.hasCard
                                                  ? qsTr("only black hats: nothing to compare, drops out")
                                                  : entry.modelData.outcomeText
                                            font.pixelSize: Theme.small
                                            font.bold: entry.modelData.staysIn
                                            color: rankBox.deciding ? Theme.highlightText : Theme.text
                                        }
                                    }
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
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
