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

    readonly property color ink: "#1a1a2e"
    readonly property int labelWidth: page.width < 480 ? 112 : 220
    readonly property real cellWidth: players.length > 0
        ? Math.max(56, Math.min(160, (sheet.width - 24 - labelWidth) / players.length)) : 56

    function openBreakdown(info) {
        breakdown.info = info
        breakdown.open()
    }

    // One number on the sheet: tap, click, Enter or Space shows how it was made.
    component NumberCell: AbstractButton {
        id: cell
        property bool bold: false
        property bool underline: true
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
            horizontalAlignment: Text.AlignRight
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle {
            color: cell.down ? "#e6dfc8" : cell.hovered ? "#f1ecda" : "transparent"
            border.color: cell.visualFocus || cell.activeFocus ? "#1565c0" : "transparent"
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

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.controller ? page.controller.fileName : ""
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
                text: qsTr("Open another…")
                onClicked: page.openAnother()
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
                color: "#b00020"
                wrapMode: Text.WordWrap
                font.pixelSize: 16
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

            // The napkin: a paper score sheet, categories down, players across. Every
            // number opens its own breakdown.
            Rectangle {
                id: sheet
                objectName: "napkinSheet"
                visible: page.players.length > 0
                Layout.fillWidth: true
                implicitHeight: sheetColumn.implicitHeight + 24
                color: "#fdfbf3"
                border.color: "#c8c0a8"
                radius: 4

                // The notepad's margin line.
                Rectangle {
                    x: 8
                    width: 2
                    height: parent.height
                    color: "#e07070"
                }

                ColumnLayout {
                    id: sheetColumn
                    x: 12
                    y: 12
                    width: parent.width - 24
                    spacing: 0

                    // Column heads: the players; winners say so in words.
                    RowLayout {
                        spacing: 0
                        Item {
                            Layout.preferredWidth: page.labelWidth
                        }
                        Repeater {
                            model: page.players
                            Label {
                                id: head
                                required property string modelData
                                required property int index
                                objectName: "napkinHead" + index
                                readonly property bool winner: page.napkin.isWinner(index)
                                text: modelData + (winner ? "\n" + qsTr("★ winner") : "")
                                color: page.ink
                                font.bold: true
                                font.pixelSize: page.width < 480 ? 16 : 20
                                horizontalAlignment: Text.AlignRight
                                elide: Text.ElideRight
                                Layout.preferredWidth: page.cellWidth
                                Layout.minimumHeight: 40
                                rightPadding: 6
                                verticalAlignment: Text.AlignBottom
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
                                color: "#7aa6d6"
                            }
                            RowLayout {
                                spacing: 0
                                Label {
                                    text: sheetRow.label
                                    color: page.ink
                                    font.bold: sheetRow.bold
                                    font.pixelSize: page.width < 480 ? 15 : 18
                                    wrapMode: Text.WordWrap
                                    Layout.preferredWidth: page.labelWidth
                                    leftPadding: 6
                                }
                                Repeater {
                                    model: sheetRow.cells
                                    NumberCell {
                                        required property string modelData
                                        required property int index
                                        objectName: "cell_" + sheetRow.key + "_" + index
                                        text: modelData
                                        bold: sheetRow.bold
                                        enabled: sheetRow.interactive
                                        underline: sheetRow.interactive
                                        Accessible.description: sheetRow.interactive ? qsTr("Shows how this number was made") : ""
                                        onClicked: page.openBreakdown(page.napkin.breakdown(sheetRow.index, index))
                                    }
                                }
                            }
                            Rectangle {
                                Layout.fillWidth: true
                                implicitHeight: 1
                                color: "#a8c8e8"
                            }
                        }
                    }

                    // Team totals (4 players, R17).
                    Repeater {
                        model: page.napkin ? page.napkin.teams : []
                        RowLayout {
                            id: teamRow
                            required property var modelData
                            required property int index
                            spacing: 8
                            Layout.fillWidth: true
                            Label {
                                text: teamRow.modelData.label
                                color: page.ink
                                font.bold: true
                                wrapMode: Text.WordWrap
                                leftPadding: 6
                                Layout.fillWidth: true
                            }
                            NumberCell {
                                objectName: "cell_team_" + teamRow.index
                                text: String(teamRow.modelData.total)
                                bold: true
                                onClicked: page.openBreakdown(page.napkin.teamBreakdown(teamRow.index))
                            }
                        }
                    }
                    Label {
                        text: qsTr("Tap a number to see how it was made.")
                        color: page.ink
                        opacity: 0.7
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
            Flow {
                visible: page.finished && page.napkin.board.length > 0
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: page.finished ? page.napkin.board : []
                    Rectangle {
                        id: boardCard
                        required property var modelData
                        width: Math.max(92, boardLabel.implicitWidth + 12)
                        height: Math.max(64, boardLabel.implicitHeight + 8)
                        radius: 6
                        color: modelData.faceUp ? "#ffffff" : "#dddddd"
                        border.color: modelData.faceUp ? "#333333" : "#999999"
                        border.width: modelData.faceUp ? 2 : 1
                        Label {
                            id: boardLabel
                            anchors.centerIn: parent
                            horizontalAlignment: Text.AlignHCenter
                            color: "black"
                            text: boardCard.modelData.text
                            font.strikeout: !boardCard.modelData.faceUp
                            font.pixelSize: 12
                        }
                    }
                }
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
