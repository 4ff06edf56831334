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
                        Layout.alignment: Qt.AlignTop
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        Label {
                            id: verdict
                            objectName: "verdict"
                            text: page.decision.holder !== "" ? qsTr("%1 holds the cookie.").arg(page.decision.holder)
                                                              : qsTr("Nobody holds the cookie.")
                            font.pixelSize: Theme.title
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "decidingFact"
                            text: page.decision.decidingFact || ""
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
                model: page.decision.players || []
                Rectangle {
                    id: playerRow
                    required property var modelData
                    required property int index
                    objectName: "count" + index
                    Layout.fillWidth: true
                    implicitHeight: playerColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: modelData.tied ? Theme.primary : Theme.border
                    border.width: modelData.tied ? 2 : 1
                    ColumnLayout {
                        id: playerColumn
                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: Theme.gap
                        RowLayout {
                            Layout.fillWidth: true
                            Label {
                                text: playerRow.modelData.name
                                font.bold: true
                                font.pixelSize: Theme.subtitle
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                            Cookie {
                                visible: playerRow.modelData.holder
                                width: 24
                            }
                            Label {
                                objectName: "countText"
                                // "4 types = 3 face-up types + 1 for black hats"
                                text: playerRow.modelData.blackHatBonus
                                      ? qsTr("Types: %1 = %2 face-up + 1 for black hats").arg(playerRow.modelData.typeCount)
                                            .arg(playerRow.modelData.faceUpTypes)
                                      : qsTr("Types: %1").arg(playerRow.modelData.typeCount)
                                font.bold: true
                                wrapMode: Text.WordWrap
                                horizontalAlignment: Text.AlignRight
                                Layout.maximumWidth: playerColumn.width * 0.6
                            }
                        }
                        // The cards as on the table: face up lowest first, then the black hats.
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.gap
                            Repeater {
                                model: playerRow.modelData.cards
                                HatCard {
                                    required property var modelData
                                    width: 34
                                    height: 48
                                    typeName: modelData.name
                                    letter: modelData.letter
                                    typeColour: modelData.colour
                                    value: modelData.value
                                }
                            }
                            Repeater {
                                model: playerRow.modelData.blackHats
                                HatCard {
                                    faceDown: true
                                    width: 34
                                    height: 48
                                }
                            }
                            Label {
                                visible: playerRow.modelData.cards.length === 0 && playerRow.modelData.blackHats === 0
                                text: qsTr("No hats yet")
                                color: Theme.textMuted
                                height: 48
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                        Label {
                            visible: playerRow.modelData.tied
                            text: qsTr("Tied on the most types")
                            color: Theme.primary
                            font.bold: true
                        }
                    }
                }
            }

            Label {
                visible: (page.decision.ranks || []).length > 0
                text: qsTr("Step 2: tiebreak (R15), the lowest value wins, rank by rank; whoever runs out of cards drops out")
                font.bold: true
                font.pixelSize: Theme.subtitle
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
                    implicitHeight: rankColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: modelData.deciding ? Theme.highlight : Theme.surface
                    border.color: modelData.deciding ? Theme.highlightText : Theme.border
                    border.width: modelData.deciding ? 3 : 1
                    ColumnLayout {
                        id: rankColumn
                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: Theme.gap
                        Label {
                            text: rankBox.modelData.deciding ? qsTr("Rank %1: this rank decides").arg(rankBox.modelData.rank)
                                                             : qsTr("Rank %1").arg(rankBox.modelData.rank)
                            font.bold: true
                            color: rankBox.modelData.deciding ? Theme.highlightText : Theme.text
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.margin
                            Repeater {
                                model: rankBox.modelData.entries
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
                                        value: entry.modelData.value
                                    }
                                    Column {
                                        anchors.verticalCenter: parent.verticalCenter
                                        Text {
                                            text: entry.modelData.name
                                            font.bold: true
                                            font.pixelSize: Theme.body
                                            color: rankBox.modelData.deciding ? Theme.highlightText : Theme.text
                                        }
                                        Text {
                                            objectName: "outcome" + entry.index
                                            text: entry.modelData.outcome === "staysIn"
                                                  ? (rankBox.modelData.deciding ? qsTr("lowest card: wins") : qsTr("stays in"))
                                                  : entry.modelData.outcome === "higherCard" ? qsTr("higher card: drops out")
                                                  : entry.modelData.onlyBlackHats ? qsTr("only black hats: nothing to compare, drops out")
                                                  : qsTr("no card left: drops out")
                                            font.pixelSize: Theme.small
                                            font.bold: entry.modelData.survives
                                            color: rankBox.modelData.deciding ? Theme.highlightText : Theme.text
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
                model: page.decision.steps || []
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
