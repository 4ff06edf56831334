pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes
import Hats

// Photograph the board or one collection: the photo with each card outlined and labelled,
// doubtful cards marked "?"; tap a card (on the photo or in the list) to correct it. Nothing
// is applied until "Use these cards".
Page {
    id: page

    required property PhotoController controller
    required property var types // [{id, name, colour}]
    required property string kind // "board" or "collection"
    property int expectedCards: 0 // board slots, to check the count
    property string owner: "" // whose collection
    signal confirmed(var result)

    property int selected: -1
    readonly property bool board: kind === "board"
    readonly property bool hasReading: controller.cards.length > 0

    title: board ? qsTr("Photograph the board") : qsTr("Photograph %1's collection").arg(owner)

    Component.onCompleted: controller.clear()

    function typeOf(id) {
        return types.find(t => t.id === id) || {"id": id, "name": id, "colour": "#888888"}
    }
    // What a card reads as, in words: the label on the photo and in the list.
    function describe(card) {
        if (card.faceDown)
            return qsTr("Card back (black hat)")
        if (card.doubtful)
            return card.guessType ? qsTr("? maybe %1 %2").arg(typeOf(card.guessType).name).arg(card.guessValue)
                                  : qsTr("? not read")
        return typeOf(card.type).name + " " + card.value
    }
    function mark(card) {
        return card.doubtful ? "?" : card.corrected ? "✎" : "✓"
    }
    function outline(card) {
        return card.doubtful ? "#ff6d00" : card.corrected ? "#2962ff" : "#00c853"
    }
    function openCard(index) {
        selected = index
        corrector.open()
    }
    function confirm() {
        page.confirmed(board ? controller.boardCards(expectedCards) : controller.collection())
        page.StackView.view.pop()
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

    footer: Pane {
        visible: page.hasReading
        padding: 8
        RowLayout {
            width: parent.width
            Label {
                objectName: "photoSummary"
                text: page.board
                      ? qsTr("%n card(s) read", "", page.controller.cards.length)
                      : qsTr("%1 face-up, %2 black hat(s)")
                            .arg(page.controller.cards.length - page.controller.blackHats)
                            .arg(page.controller.blackHats)
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "confirmPhoto"
                text: qsTr("Use these cards")
                highlighted: true
                enabled: page.controller.canConfirm
                Layout.preferredHeight: 48
                onClicked: page.confirm()
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: content.implicitHeight + 24
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content
            width: Math.min(page.width - 24, 1400)
            x: (page.width - width) / 2
            y: 12
            spacing: 10

            // The deck the photo is read with, and how to learn one.
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Label {
                    text: qsTr("Deck:")
                    height: 48
                    verticalAlignment: Text.AlignVCenter
                    visible: page.controller.profiles.length > 0
                }
                ComboBox {
                    objectName: "deckChoice"
                    visible: page.controller.profiles.length > 0
                    model: page.controller.profiles
                    // Qt 6.4 type info lacks QStringList.indexOf(): a known gap, suppressed on the next line.
                    currentIndex: page.controller.profiles.indexOf(page.controller.profile) // qmllint disable type
                    height: 48
                    onActivated: index => page.controller.profile = page.controller.profiles[index]
                }
                Button {
                    objectName: "learnDeck"
                    text: page.controller.profiles.length > 0 ? qsTr("Learn another deck…")
                                                              : qsTr("Learn your deck…")
                    height: 48
                    onClicked: page.StackView.view.push("CalibrationPage.qml",
                                                        {"controller": page.controller, "types": page.types})
                }
            }
            Label {
                visible: page.controller.profiles.length === 0
                text: qsTr("Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: page.controller.profiles.length > 0 && !page.hasReading && !page.controller.busy
                text: page.board
                      ? qsTr("Photograph the tea table from above, space 1 on the left, every card whole in the picture.")
                      : qsTr("Lay %1's collection out on the table, cards apart or touching, black hats face down, and photograph it from above.").arg(page.owner)
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            PhotoSource {
                objectName: "photoSource"
                controller: page.controller
                visible: page.controller.profiles.length > 0
                onChosen: photo => page.controller.read(photo, page.kind, page.expectedCards)
            }
            BusyIndicator {
                visible: page.controller.busy
                running: visible
                // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                Layout.alignment: Qt.AlignHCenter // qmllint disable type
            }
            Label {
                objectName: "photoError"
                visible: page.controller.error !== ""
                text: "⚠ " + page.controller.error
                color: Theme.error
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            GridLayout {
                id: result
                readonly property bool wide: page.width > 900
                visible: page.hasReading
                columns: wide ? 2 : 1
                columnSpacing: 16
                Layout.fillWidth: true

                // The photo, each card outlined where it was found.
                Item {
                    id: photoArea
                    Layout.preferredWidth: result.wide ? content.width * 0.62 : content.width
                    Layout.preferredHeight: Math.min(page.height * 0.75,
                        Layout.preferredWidth * page.controller.photoHeight / Math.max(1, page.controller.photoWidth))
                    // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                    Layout.alignment: Qt.AlignTop // qmllint disable type

                    Image {
                        id: photo
                        anchors.fill: parent
                        source: page.controller.photo
                        fillMode: Image.PreserveAspectFit
                        autoTransform: true
                        asynchronous: true
                        // Qt 6.4 type info lacks grouped properties, types: a known gap, suppressed on the next line.
                        sourceSize.width: 2048 // qmllint disable type unqualified property
                    }
                    Item {
                        // Photo pixels → screen: the painted picture inside the Image.
                        readonly property real zoom: photo.paintedWidth / Math.max(1, page.controller.photoWidth)
                        id: overlay
                        width: photo.paintedWidth
                        height: photo.paintedHeight
                        x: (photo.width - width) / 2
                        y: (photo.height - height) / 2

                        Repeater {
                            model: page.controller.cards
                            delegate: Item {
                                id: cardMark
                                required property var modelData
                                required property int index
                                readonly property var c: modelData.corners
                                readonly property real cx: (c[0] + c[2] + c[4] + c[6]) / 4 * overlay.zoom
                                readonly property real cy: (c[1] + c[3] + c[5] + c[7]) / 4 * overlay.zoom
                                readonly property real screenWidth: Math.hypot(c[2] - c[0], c[3] - c[1]) * overlay.zoom
                                readonly property string fullLabel: (page.board ? modelData.slot + " · " : "")
                                    + page.mark(modelData) + " " + page.describe(modelData)
                                // A small card gets a short label (slot, mark, two letters and value); the list says it all.
                                readonly property string shortLabel: (page.board ? modelData.slot + " " : "") + page.mark(modelData)
                                    + (modelData.faceDown ? "" : modelData.doubtful ? "" : " " + page.typeOf(modelData.type).name.substring(0, 2) + modelData.value)
                                anchors.fill: parent

                                Shape {
                                    anchors.fill: parent
                                    ShapePath {
                                        strokeColor: page.outline(cardMark.modelData)
                                        strokeWidth: page.selected === cardMark.index ? 6 : 3
                                        strokeStyle: cardMark.modelData.doubtful ? ShapePath.DashLine : ShapePath.SolidLine
                                        fillColor: cardMark.modelData.doubtful ? "#33ff6d00" : "transparent"
                                        PathPolyline {
                                            path: [Qt.point(cardMark.c[0] * overlay.zoom, cardMark.c[1] * overlay.zoom),
                                                   Qt.point(cardMark.c[2] * overlay.zoom, cardMark.c[3] * overlay.zoom),
                                                   Qt.point(cardMark.c[4] * overlay.zoom, cardMark.c[5] * overlay.zoom),
                                                   Qt.point(cardMark.c[6] * overlay.zoom, cardMark.c[7] * overlay.zoom),
                                                   Qt.point(cardMark.c[0] * overlay.zoom, cardMark.c[1] * overlay.zoom)]
                                        }
                                    }
                                }
                                TextMetrics {
                                    id: fullMetrics
                                    font.bold: true
                                    text: cardMark.fullLabel
                                }
                                Rectangle {
                                    id: tag
                                    x: cardMark.cx - width / 2
                                    y: cardMark.cy - height / 2
                                    width: tagText.implicitWidth + 12
                                    height: Math.max(28, tagText.implicitHeight + 6)
                                    radius: 4
                                    color: "#e6ffffff"
                                    border.color: page.outline(cardMark.modelData)
                                    border.width: 2
                                    Label {
                                        id: tagText
                                        anchors.centerIn: parent
                                        color: "black"
                                        font.bold: true
                                        text: fullMetrics.advanceWidth + 12 <= cardMark.screenWidth * 1.2
                                              ? cardMark.fullLabel : cardMark.shortLabel
                                    }
                                }
                                // The whole card is the tap target, at least 48 px around its label.
                                MouseArea {
                                    x: cardMark.cx - width / 2
                                    y: cardMark.cy - height / 2
                                    width: Math.max(48, tag.width)
                                    height: Math.max(48, Math.abs(cardMark.c[5] - cardMark.c[1]) * overlay.zoom)
                                    onClicked: page.openCard(cardMark.index)
                                }
                            }
                        }
                    }
                }

                // The same cards as a list: for small screens, keyboards and screen readers.
                ColumnLayout {
                    Layout.preferredWidth: result.wide ? content.width * 0.38 - result.columnSpacing
                                                       : content.width
                    // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
                    Layout.alignment: Qt.AlignTop // qmllint disable type
                    spacing: 4
                    Repeater {
                        model: page.controller.problems
                        Label {
                            required property string modelData
                            text: "⚠ " + modelData
                            color: Theme.error
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                    Repeater {
                        model: page.controller.hints
                        Label {
                            required property string modelData
                            text: "ℹ " + modelData
                            color: "#8a5a00"
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                    Repeater {
                        model: page.controller.cards
                        delegate: Button {
                            id: row
                            required property var modelData
                            required property int index
                            objectName: "photoCard" + index
                            Layout.fillWidth: true
                            Layout.preferredHeight: 48
                            text: (page.board ? qsTr("Space %1").arg(modelData.slot) + " · " : "")
                                  + page.mark(modelData) + " " + page.describe(modelData)
                                  + (modelData.corrected ? " " + qsTr("(set by you)")
                                                         : "  " + qsTr("%1% sure").arg(Math.round(modelData.confidence * 100)))
                            onClicked: page.openCard(index)
                            contentItem: RowLayout {
                                Rectangle {
                                    width: 8
                                    Layout.fillHeight: true
                                    color: page.outline(row.modelData)
                                }
                                Label {
                                    text: row.text
                                    font.bold: row.modelData.doubtful
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                            }
                        }
                    }
                    Label {
                        text: page.board
                              ? qsTr("A card not outlined? Use these cards, then tap its space to add it by hand.")
                              : qsTr("A card not outlined? Use these cards, then add it by hand.")
                        wrapMode: Text.WordWrap
                        opacity: 0.7
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }

    // Correcting one card: what it is, a card back, or not a card at all.
    Dialog {
        id: corrector
        objectName: "photoCorrector"
        parent: Overlay.overlay
        modal: true
        width: Math.min(page.width - 16, 480)
        x: (parent.width - width) / 2
        y: Math.max(8, (parent.height - height) / 2)
        readonly property var card: page.selected >= 0 && page.selected < page.controller.cards.length
                                    ? page.controller.cards[page.selected] : null
        title: card ? (page.board ? qsTr("Space %1").arg(card.slot) + ": " : "") + page.describe(card) : ""
        standardButtons: Dialog.Cancel

        ColumnLayout {
            width: parent.width
            Label {
                text: qsTr("Tap the card it really is:")
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            CardPicker {
                objectName: "correctionPicker"
                types: page.types
                Layout.fillWidth: true
                onPicked: (type, value) => {
                    page.controller.correct(page.selected, type, value)
                    corrector.close()
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Button {
                    objectName: "markFaceDown"
                    visible: !page.board
                    text: qsTr("Card back (black hat)")
                    Layout.preferredHeight: 48
                    Layout.fillWidth: true
                    onClicked: {
                        page.controller.markFaceDown(page.selected)
                        corrector.close()
                    }
                }
                Button {
                    objectName: "removeCard"
                    text: qsTr("Not a card: remove")
                    Layout.preferredHeight: 48
                    Layout.fillWidth: true
                    onClicked: {
                        page.controller.remove(page.selected)
                        page.selected = -1
                        corrector.close()
                    }
                }
            }
        }
    }
}
