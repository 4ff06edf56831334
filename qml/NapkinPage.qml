pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Hats

Page {
    id: page

    required property var controller
    signal openAnother
    signal replayRequested

    // Everything the sheet shows comes from the napkin model (C++): rows, cells, breakdowns,
    // teams, the board after clean-up, the winner and the cookie.
    readonly property NapkinModel napkin: controller ? controller.napkin : null
    readonly property var players: napkin ? napkin.players : []
    readonly property bool finished: napkin !== null && napkin.status === NapkinModel.Finished

    readonly property color ink: Theme.napkinInk
    readonly property var teams: napkin ? napkin.teams : []
    readonly property var cleanedBoard: napkin && finished ? napkin.board : []
    // Columns in seat order; with teams, partners side by side (seats 1, 3, then 2, 4), so a
    // team's total spans its two players' columns.
    readonly property var columnOrder: teams.length === 2 && players.length === 4 ? [0, 2, 1, 3]
                                                                                  : players.map((p, i) => i)
    readonly property int labelWidth: page.width < 480 ? 92 : 220
    // A row label wraps between words; only a word wider than the label column
    // ("Lieblingskarte" on a phone) makes its label smaller, just enough to fit, never cut off.
    // One measure per size, each of a fixed font, so a resize never reads a stale one.
    FontMetrics {
        id: phoneLabelMetrics
        font.pixelSize: 15
        font.bold: true
    }
    FontMetrics {
        id: desktopLabelMetrics
        font.pixelSize: 18
        font.bold: true
    }
    function labelPixelSize(text) {
        const phone = page.width < 480
        const metrics = phone ? phoneLabelMetrics : desktopLabelMetrics
        const size = phone ? 15 : 18
        const widest = Math.max(...text.split(/\s+/).map(word => metrics.advanceWidth(word)))
        const room = labelWidth - 8 // the label's left padding and a margin
        return widest > room ? Math.max(10, Math.floor(size * room / widest)) : size
    }
    readonly property real cellWidth: players.length > 0
        ? Math.max(48, Math.min(160, (sheet.width - 24 - labelWidth) / players.length)) : 48

    function openBreakdown(info) {
        breakdown.info = info
        breakdown.open()
    }

    // One number on the sheet: tap, click, Enter or Space shows how it was made.
    component NumberCell: AbstractButton {
        id: cell
        property bool bold: false
        property bool underline: true
        property bool centred: false
        implicitWidth: page.cellWidth
        implicitHeight: 48
        // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
        focusPolicy: Qt.StrongFocus // qmllint disable type
        Accessible.name: text
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
        contentItem: Label {
            text: cell.text
            color: page.ink
            font.bold: cell.bold
            font.underline: cell.underline
            font.pixelSize: page.width < 480 ? 17 : 20
            horizontalAlignment: cell.centred ? Text.AlignHCenter : Text.AlignRight
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle {
            color: cell.down ? Qt.darker(Theme.napkin, 1.12) : cell.hovered ? Qt.darker(Theme.napkin, 1.05) : "transparent"
            border.color: cell.visualFocus || cell.activeFocus ? page.ink : "transparent"
            border.width: 2
            radius: 4
        }
    }

    NapkinExporter {
        id: exporter
    }

    // The last export's outcome: where the file went, or why it did not.
    property string exportMessage: ""
    property bool exportFailed: false

    function chooseExport(format) {
        saveDialog.format = format
        const suggested = exporter.suggestedFile(page.napkin, format)
        // Qt 6.4 type info lacks QUrl.toString(): a known gap, suppressed on the next line.
        saveDialog.currentFolder = suggested.toString().substring(0, suggested.toString().lastIndexOf("/")) // qmllint disable type
        saveDialog.selectedFile = suggested
        saveDialog.open()
        // A system with neither a native dialog nor Qt's own (it needs Qt.labs.folderlistmodel)
        // opens nothing: save to the suggested file, and the message says where it went.
        if (!saveDialog.visible)
            exportTo(format, suggested)
    }

    function exportTo(format, file) {
        const title = controller && controller.fileName ? controller.fileName : ""
        const error = format === "png" ? exporter.writePng(page.napkin, file, title)
                                       : exporter.writePdf(page.napkin, file, title)
        exportFailed = error !== ""
        exportMessage = error !== "" ? error : qsTr("Saved to %1").arg(exporter.displayPath(file))
    }

    FileDialog {
        id: saveDialog
        property string format: "png"
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Export")
        title: format === "png" ? qsTr("Export the napkin as a PNG picture") : qsTr("Export the napkin as a PDF document")
        nameFilters: format === "png" ? [qsTr("PNG pictures (*.png)")] : [qsTr("PDF documents (*.pdf)")]
        defaultSuffix: format
        onAccepted: page.exportTo(format, selectedFile)
    }

    // How one number was made; Esc or Close closes it.
    Dialog {
        id: breakdown
        objectName: "breakdown"
        property napkinBreakdown info
        modal: true
        focus: true
        anchors.centerIn: Overlay.overlay
        width: Math.min(page.width - 24, 560)
        height: Math.min(implicitHeight, page.height - 24)
        title: info.title
        standardButtons: Dialog.Close
        closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

        Flickable {
            anchors.fill: parent
            implicitHeight: breakdownColumn.implicitHeight
            contentHeight: breakdownColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            ColumnLayout {
                id: breakdownColumn
                width: parent.width
                spacing: 6
                Repeater {
                    model: breakdown.info.lines
                    Label {
                        required property string modelData
                        required property int index
                        objectName: "breakdownLine" + index
                        text: modelData
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
                Label {
                    objectName: "breakdownSum"
                    text: breakdown.info.sum
                    font.bold: true
                    font.pixelSize: 22
                    wrapMode: Text.WordWrap
                    topPadding: 6
                    Layout.fillWidth: true
                }
            }
        }
    }

    header: AppToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                Layout.preferredHeight: Theme.touch
                onClicked: page.StackView.view.pop()
            }
            // On a phone the buttons leave no room for the game's name: it goes above the
            // headline instead ("Ann… AM" said nothing).
            Label {
                text: page.controller && page.width >= 600 ? page.controller.fileName : ""
                elide: Text.ElideMiddle
                font.bold: true
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "replayButton"
                visible: !!page.controller && page.controller.replayTurns > 0
                text: qsTr("Replay")
                onClicked: page.replayRequested()
            }
            ToolButton {
                id: exportButton
                objectName: "exportButton"
                visible: page.players.length > 0
                text: qsTr("Export…")
                implicitHeight: 48
                onClicked: exportMenu.open()
                Menu {
                    id: exportMenu
                    y: exportButton.height
                    // A menu on the page's colours, not the toolbar's it opens from.
                    palette.window: Theme.surface
                    palette.base: Theme.surface
                    palette.windowText: Theme.text
                    palette.text: Theme.text
                    palette.buttonText: Theme.text
                    palette.button: Theme.surface
                    palette.light: Theme.surfaceAlt
                    palette.midlight: Theme.surfaceAlt
                    palette.highlight: Theme.primary
                    palette.highlightedText: Theme.primaryText
                    MenuItem {
                        objectName: "exportPng"
                        implicitHeight: 48
                        text: qsTr("PNG picture…")
                        onTriggered: page.chooseExport("png")
                    }
                    MenuItem {
                        objectName: "exportPdf"
                        implicitHeight: 48
                        text: qsTr("PDF document (A4)…")
                        onTriggered: page.chooseExport("pdf")
                    }
                }
            }
            ToolButton {
                visible: !!page.controller && page.controller.openFile !== undefined
                text: page.width < 600 ? qsTr("Open…") : qsTr("Open another…")
                Layout.preferredHeight: Theme.touch
                onClicked: page.openAnother()
            }
            // Leaving the napkin is one step: straight back to Home.
            ToolButton {
                objectName: "doneButton"
                text: qsTr("Done")
                font.bold: true
                Layout.preferredHeight: Theme.touch
                onClicked: page.StackView.view.pop(null)
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true

        ColumnLayout {
            id: content
            width: Math.min(page.width - 32, 880)
            x: (page.width - width) / 2
            y: 16
            spacing: 16

            Label {
                visible: !!page.controller && page.controller.error !== ""
                text: page.controller ? qsTr("This file cannot be scored:\n%1").arg(page.controller.error) : ""
                color: Theme.error
                wrapMode: Text.WordWrap
                font.pixelSize: 16
                Layout.fillWidth: true
            }

            Label {
                objectName: "gameName"
                visible: page.width < 600 && text !== ""
                text: page.controller ? page.controller.fileName : ""
                color: Theme.textMuted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: page.players.length > 0
                objectName: "headline"
                text: page.napkin ? page.napkin.headline : ""
                font.pixelSize: 24
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "exportMessage"
                visible: page.exportMessage !== ""
                text: page.exportMessage
                color: page.exportFailed ? "#b00020" : palette.text
                font.bold: page.exportFailed
                wrapMode: Text.WrapAnywhere
                Layout.fillWidth: true
            }
            Label {
                objectName: "victory"
                visible: page.finished
                text: page.napkin ? page.napkin.victory : ""
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // The napkin: a paper score sheet, categories down, players across (partners side
            // by side with 4 players, so a team's total spans its two columns). Every number
            // opens its own breakdown.
            Napkin {
                id: sheet
                objectName: "napkinSheet"
                visible: page.players.length > 0
                Layout.fillWidth: true
                ruled: false
                implicitHeight: sheetColumn.implicitHeight + 2 * padding

                ColumnLayout {
                    id: sheetColumn
                    width: parent.width
                    spacing: 0

                    // Team heads over their two columns (4 players, R4).
                    RowLayout {
                        visible: page.teams.length > 0
                        spacing: 0
                        Item {
                            Layout.preferredWidth: page.labelWidth
                        }
                        Repeater {
                            model: page.teams
                            Label {
                                required property var modelData
                                text: modelData.name
                                color: page.ink
                                font.pixelSize: Theme.small
                                font.bold: true
                                horizontalAlignment: Text.AlignHCenter
                                elide: Text.ElideRight
                                Layout.preferredWidth: 2 * page.cellWidth
                                bottomPadding: 2
                                Rectangle {
                                    anchors.bottom: parent.bottom
                                    x: 6
                                    width: parent.width - 12
                                    height: 2
                                    color: page.ink
                                }
                            }
                        }
                    }
                    // Column heads: the players; winners say so in words.
                    RowLayout {
                        spacing: 0
                        Item {
                            Layout.preferredWidth: page.labelWidth
                        }
                        Repeater {
                            model: page.columnOrder
                            Label {
                                id: head
                                required property int modelData
                                objectName: "napkinHead" + modelData
                                readonly property bool winner: page.napkin.isWinner(modelData)
                                // "★ Ann" and, where there is room, "winner" under it.
                                // "★ Ann / winner" where there is room; a narrow column puts the
                                // star above the name so the name is never cut.
                                text: !winner ? page.players[modelData]
                                      : page.cellWidth >= 100 ? "★ " + page.players[modelData] + "\n" + qsTr("winner")
                                      : "★\n" + page.players[modelData]
                                Accessible.name: winner ? qsTr("%1, winner").arg(page.players[modelData]) : page.players[modelData]
                                color: page.ink
                                font.bold: true
                                font.pixelSize: page.cellWidth < 70 ? 14 : page.width < 480 ? 16 : 20
                                horizontalAlignment: Text.AlignRight
                                elide: Text.ElideRight
                                Layout.preferredWidth: page.cellWidth
                                Layout.minimumHeight: 40
                                rightPadding: 6
                                verticalAlignment: Text.AlignBottom
                            }
                        }
                    }
                    // The favorite hats, revealed at the end (R9), drawn as the cards.
                    RowLayout {
                        objectName: "favoriteRow"
                        visible: page.finished && page.napkin.favorites.length > 0
                        spacing: 0
                        Label {
                            text: qsTr("Favorite card")
                            color: page.ink
                            font.pixelSize: page.labelPixelSize(text)
                            wrapMode: Text.WordWrap
                            Layout.preferredWidth: page.labelWidth
                            leftPadding: 6
                        }
                        Repeater {
                            model: page.finished ? page.columnOrder : []
                            Item {
                                id: favoriteCell
                                required property int modelData
                                readonly property var card: page.napkin.favorites[modelData]
                                Layout.preferredWidth: page.cellWidth
                                implicitHeight: favoriteCard.height + 8
                                HatCard {
                                    id: favoriteCard
                                    objectName: "favoriteCard" + favoriteCell.modelData
                                    anchors.right: parent.right
                                    anchors.rightMargin: 6
                                    y: 4
                                    width: 38
                                    height: 53
                                    typeName: favoriteCell.card ? favoriteCell.card.name : ""
                                    letter: favoriteCell.card ? favoriteCell.card.letter : ""
                                    typeColour: favoriteCell.card ? favoriteCell.card.colour : "grey"
                                    value: favoriteCell.card ? favoriteCell.card.value : 0
                                }
                            }
                        }
                    }
                    Repeater {
                        model: page.napkin
                        ColumnLayout {
                            id: sheetRow
                            required property int index
                            required property string label
                            required property string key
                            required property var cells
                            required property bool bold
                            required property bool interactive
                            spacing: 0
                            Layout.fillWidth: true
                            // A double rule above the total, as on paper.
                            Rectangle {
                                visible: sheetRow.bold
                                Layout.fillWidth: true
                                Layout.topMargin: 4
                                implicitHeight: 2
                                color: page.ink
                            }
                            RowLayout {
                                spacing: 0
                                // The label column's width given as the implicit width of an
                                // item: a wrapped Label's own preferred width was kept from the
                                // first layout when the window narrowed (Qt 6.4).
                                Item {
                                    implicitWidth: page.labelWidth
                                    implicitHeight: rowLabel.implicitHeight
                                    Label {
                                        id: rowLabel
                                        width: parent.width
                                        text: sheetRow.label
                                        color: page.ink
                                        font.bold: sheetRow.bold
                                        font.pixelSize: page.labelPixelSize(text)
                                        wrapMode: Text.WordWrap
                                        leftPadding: 6
                                    }
                                }
                                Repeater {
                                    model: page.columnOrder
                                    NumberCell {
                                        required property int modelData
                                        objectName: "cell_" + sheetRow.key + "_" + modelData
                                        text: sheetRow.cells[modelData] || ""
                                        bold: sheetRow.bold
                                        enabled: sheetRow.interactive
                                        underline: sheetRow.interactive
                                        Accessible.description: sheetRow.interactive ? qsTr("Shows how this number was made") : ""
                                        onClicked: page.openBreakdown(page.napkin.breakdown(sheetRow.index, modelData))
                                    }
                                }
                            }
                            Rectangle {
                                Layout.fillWidth: true
                                implicitHeight: 1
                                color: Theme.napkinRule
                            }
                        }
                    }

                    // Team totals (4 players, R17), each spanning its two players' columns.
                    RowLayout {
                        objectName: "teamTotals"
                        visible: page.teams.length > 0
                        spacing: 0
                        Label {
                            text: qsTr("Team total")
                            color: page.ink
                            font.bold: true
                            font.pixelSize: page.labelPixelSize(text)
                            wrapMode: Text.WordWrap
                            Layout.preferredWidth: page.labelWidth
                            leftPadding: 6
                        }
                        Repeater {
                            model: page.teams
                            NumberCell {
                                required property var modelData
                                required property int index
                                objectName: "cell_team_" + index
                                implicitWidth: 2 * page.cellWidth
                                centred: true
                                text: String(modelData.total)
                                bold: true
                                Accessible.name: qsTr("%1: %2").arg(modelData.name).arg(modelData.total)
                                onClicked: page.openBreakdown(page.napkin.teamBreakdown(index))
                            }
                        }
                    }
                    Label {
                        text: qsTr("Tap a number to see how it was made.")
                        color: page.ink
                        opacity: 0.8
                        font.italic: true
                        wrapMode: Text.WordWrap
                        topPadding: 8
                        leftPadding: 6
                        Layout.fillWidth: true
                    }
                }
            }

            // R10: which board card of each type stays face up and scores its slot.
            Label {
                visible: page.finished && page.napkin.board.length > 0
                text: qsTr("Tea table after clean-up (R10)")
                font.bold: true
            }
            TeaTable {
                objectName: "cleanedBoard"
                visible: page.finished && page.napkin.board.length > 0
                Layout.fillWidth: true
                Layout.maximumWidth: 560
                interactive: false
                showFaceDown: true
                slotObjectPrefix: "napkinSlot"
                slotCount: page.finished ? page.napkin.board.length : 0
                cards: page.cleanedBoard.map(b => ({"slot": b.slot, "faceUp": b.faceUp, "name": b.card.name,
                                                    "letter": b.card.letter, "colour": b.card.colour,
                                                    "value": b.card.value}))
            }
            Label {
                visible: page.cleanedBoard.some(b => !b.faceUp)
                text: qsTr("A crossed-out card was turned face down: another card of its type lies in a lower space (R10).")
                color: Theme.textMuted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            Label {
                visible: page.players.length > 0
                text: qsTr("Last cookie (R14–R16)")
                font.bold: true
                font.pixelSize: 18
            }
            Repeater {
                model: page.napkin ? page.napkin.cookie.steps : []
                Label {
                    required property string modelData
                    required property int index
                    text: (index + 1) + ". " + modelData
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
