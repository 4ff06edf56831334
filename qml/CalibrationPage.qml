pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Learning a deck, step by step: the grid photo, the back photo, a name; then what was
// learned (each type's colour, the card back, every card as seen, the card's shape) and a check that
// reads the grid back before anything is saved.
Page {
    id: page

    required property PhotoController controller
    required property var types // [{id, name, colour}] in R2 order
    property url gridPhoto
    property url backPhoto
    property string savedAs: ""
    readonly property var learned: controller.learned
    readonly property bool hasLearned: learned.name !== undefined

    title: qsTr("Learn your deck")

    Component.onCompleted: controller.clear()

    function typeName(id) {
        const type = types.find(t => t.id === id)
        return type ? type.name : id
    }
    function fileName(url) {
        const text = url.toString()
        return text.substring(text.lastIndexOf("/") + 1)
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
            width: Math.min(page.width - 32, 760)
            x: (page.width - width) / 2
            y: 16
            spacing: 12

            Label {
                text: qsTr("The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // Step 1, with a picture of the layout the grid photo must show.
            Label {
                text: qsTr("1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            GridLayout {
                columns: 7
                rowSpacing: 2
                columnSpacing: 2
                Repeater {
                    model: page.types.length * 7
                    delegate: Rectangle {
                        id: layoutCell
                        required property int index
                        readonly property var type: page.types[Math.floor(index / 7)]
                        readonly property int value: index % 7
                        implicitWidth: value === 0 ? 64 : 28
                        implicitHeight: 28
                        radius: 3
                        color: value === 0 ? "transparent" : type.colour
                        Label {
                            anchors.centerIn: parent
                            text: layoutCell.value === 0 ? layoutCell.type.name : layoutCell.value
                            color: layoutCell.value === 0 ? palette.windowText : "white"
                            style: layoutCell.value === 0 ? Text.Normal : Text.Outline
                            font.pixelSize: 12
                        }
                    }
                }
            }
            RowLayout {
                PhotoSource {
                    objectName: "gridSource"
                    controller: page.controller
                    takeText: qsTr("Photograph the grid")
                    openText: qsTr("Open the grid photo…")
                    onChosen: photo => page.gridPhoto = photo
                }
                Label {
                    // Qt 6.4 type info lacks QUrl.toString(): a known gap, suppressed on the next line.
                    text: page.gridPhoto.toString() !== "" ? "✓ " + page.fileName(page.gridPhoto) : "" // qmllint disable type
                    elide: Text.ElideMiddle
                    Layout.fillWidth: true
                }
            }

            Label {
                text: qsTr("2. Put one card face down on the table and photograph it.")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            RowLayout {
                PhotoSource {
                    objectName: "backSource"
                    controller: page.controller
                    takeText: qsTr("Photograph the back")
                    openText: qsTr("Open the back photo…")
                    onChosen: photo => page.backPhoto = photo
                }
                Label {
                    // Qt 6.4 type info lacks QUrl.toString(): a known gap, suppressed on the next line.
                    text: page.backPhoto.toString() !== "" ? "✓ " + page.fileName(page.backPhoto) : "" // qmllint disable type
                    elide: Text.ElideMiddle
                    Layout.fillWidth: true
                }
            }

            Label {
                text: qsTr("3. Name this deck (a second deck or printing gets its own name).")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            TextField {
                id: deckName
                objectName: "deckName"
                text: qsTr("my-deck")
                Layout.fillWidth: true
                Layout.preferredHeight: 48
            }
            Button {
                objectName: "learnButton"
                text: qsTr("Learn the deck")
                highlighted: true
                // Qt 6.4 type info lacks QUrl.toString(): a known gap, suppressed on the next line.
                enabled: page.gridPhoto.toString() !== "" && page.backPhoto.toString() !== "" // qmllint disable type
                         && !page.controller.busy
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                onClicked: {
                    page.savedAs = ""
                    page.controller.calibrate(page.gridPhoto, page.backPhoto, deckName.text)
                }
            }
            BusyIndicator {
                visible: page.controller.busy
                running: visible
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                Layout.alignment: Qt.AlignHCenter // qmllint disable type
            }
            Label {
                objectName: "calibrationError"
                visible: page.controller.error !== ""
                text: "⚠ " + page.controller.error
                color: Theme.error
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // What was learned.
            Frame {
                visible: page.hasLearned
                Layout.fillWidth: true
                ColumnLayout {
                    width: parent.width
                    spacing: 8
                    Label {
                        text: qsTr("What the app learned")
                        font.bold: true
                        font.pixelSize: 18
                    }
                    Label {
                        objectName: "gridCheck"
                        readonly property var check: page.learned.check || ({})
                        text: check.read === check.total
                              ? qsTr("✓ Check: all %1 cards of the grid photo read back correctly.").arg(check.total)
                              : qsTr("⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.")
                                    .arg(check.read).arg(check.total).arg((check.missing || []).join(", "))
                        color: check.read === check.total ? palette.windowText : "#b00020"
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        text: qsTr("Colours, as seen in your light (left) beside the app's own (right):")
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8
                        Repeater {
                            model: page.learned.types || []
                            delegate: RowLayout {
                                id: swatch
                                required property var modelData
                                spacing: 2
                                Rectangle {
                                    width: 36
                                    height: 36
                                    radius: 4
                                    color: swatch.modelData.colour
                                    border.color: "#555555"
                                }
                                Rectangle {
                                    width: 12
                                    height: 36
                                    radius: 2
                                    color: (page.types.find(t => t.id === swatch.modelData.type) || {"colour": "gray"}).colour
                                }
                                Label {
                                    text: page.typeName(swatch.modelData.type)
                                    rightPadding: 8
                                }
                            }
                        }
                        RowLayout {
                            spacing: 2
                            Rectangle {
                                width: 36
                                height: 36
                                radius: 4
                                color: page.learned.back || "transparent"
                                border.color: "#555555"
                            }
                            Label {
                                text: qsTr("card back")
                            }
                        }
                    }
                    Label {
                        objectName: "notLearnedLabel"
                        readonly property var notLearned: page.learned.notLearned || []
                        text: notLearned.length === 0
                              ? qsTr("Every card and the back were learned:")
                              : qsTr("⚠ Not learned: %1. Retake the grid photo (less glare, every card flat and apart) and learn the deck again.").arg(notLearned.join(", "))
                        color: notLearned.length === 0 ? palette.windowText : "#b00020"
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    // Card by card, what the photo showed: ✓ learned, ✗ not (and why).
                    Flow {
                        objectName: "learnedCards"
                        Layout.fillWidth: true
                        spacing: 6
                        Repeater {
                            model: page.learned.cards || []
                            delegate: Column {
                                id: learnedCard
                                required property var modelData
                                spacing: 2
                                width: 56
                                Image {
                                    source: learnedCard.modelData.picture
                                    width: 48
                                    height: 67
                                    fillMode: Image.PreserveAspectFit
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    Rectangle {
                                        anchors.fill: parent
                                        color: "transparent"
                                        border.width: learnedCard.modelData.learned ? 0 : 3
                                        border.color: "#b00020"
                                    }
                                }
                                Label {
                                    width: parent.width
                                    horizontalAlignment: Text.AlignHCenter
                                    text: (learnedCard.modelData.learned ? "✓ " : "✗ ") + learnedCard.modelData.name
                                    color: learnedCard.modelData.learned ? palette.windowText : "#b00020"
                                    font.pixelSize: 11
                                    wrapMode: Text.WordWrap
                                }
                                ToolTip.visible: hover.hovered && learnedCard.modelData.problem !== ""
                                ToolTip.text: learnedCard.modelData.problem
                                HoverHandler {
                                    id: hover
                                }
                            }
                        }
                    }
                    Label {
                        objectName: "shapeLabel"
                        text: page.learned.shapeMeasured === false
                              ? qsTr("⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.").arg(Number(page.learned.cardAspect || 0).toLocaleString(Qt.locale(), "f", 2))
                              : qsTr("Card shape: %1 times as tall as wide.").arg(Number(page.learned.cardAspect || 0).toLocaleString(Qt.locale(), "f", 2))
                        color: page.learned.shapeMeasured === false ? "#b00020" : palette.windowText
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "saveDeck"
                        text: qsTr("Save as \"%1\"").arg(page.learned.name || "")
                        highlighted: true
                        Layout.fillWidth: true
                        Layout.preferredHeight: 56
                        onClicked: if (page.controller.saveLearned())
                            page.savedAs = page.learned.name
                    }
                    Label {
                        objectName: "savedLabel"
                        visible: page.savedAs !== ""
                        text: qsTr("✓ Saved. Photos are now read with \"%1\" (an earlier deck of that name is replaced).").arg(page.savedAs)
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
