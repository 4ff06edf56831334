pragma ComponentBehavior: Bound
import QtCore
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Hats

// Opens a game file: folders first, then the game files. Nothing is shown as chosen until
// the player taps a file, and Open works on exactly that file (Qt 6.4's own dialog shows its
// first row as selected while Open does nothing).
Dialog {
    id: dialog

    property url folder: StandardPaths.writableLocation(StandardPaths.DocumentsLocation)
    property url selectedFile: ""
    property var nameFilters: ["*.json"]

    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 24 : 600, 640)
    height: Math.min(parent ? parent.height - 24 : 600, 560)
    title: qsTr("Open a Hats game file")
    closePolicy: Popup.CloseOnEscape
    onAboutToShow: selectedFile = ""
    onFolderChanged: selectedFile = ""

    function up() {
        const path = String(folder)
        const parentPath = path.substring(0, path.lastIndexOf("/"))
        folder = parentPath === "file://" ? "file:///" : parentPath
    }

    header: ColumnLayout {
        spacing: Theme.spacing
        Label {
            text: dialog.title
            font.bold: true
            font.pixelSize: Theme.subtitle
            padding: Theme.margin
            bottomPadding: 0
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.margin
            Layout.rightMargin: Theme.margin
            Button {
                objectName: "upButton"
                text: "↑"
                Accessible.name: qsTr("Up one folder")
                Layout.preferredWidth: Theme.touch
                Layout.preferredHeight: Theme.touch
                onClicked: dialog.up()
            }
            Label {
                objectName: "folderLabel"
                text: decodeURIComponent(String(dialog.folder).replace("file://", ""))
                elide: Text.ElideLeft
                Layout.fillWidth: true
            }
        }
    }

    ListView {
        id: list
        objectName: "fileList"
        anchors.fill: parent
        clip: true
        currentIndex: -1
        ScrollBar.vertical: ScrollBar {}
        model: FolderListModel {
            id: files
            folder: dialog.folder
            nameFilters: dialog.nameFilters
            showDirsFirst: true
            showDotAndDotDot: false
        }
        delegate: ItemDelegate {
            id: row
            required property string fileName
            required property url fileUrl
            required property bool fileIsDir
            objectName: "file_" + fileName
            width: ListView.view.width
            height: Theme.touch
            text: (fileIsDir ? "📁 " : "") + fileName
            highlighted: !fileIsDir && String(dialog.selectedFile) === String(fileUrl)
            onClicked: {
                if (fileIsDir)
                    dialog.folder = fileUrl
                else
                    dialog.selectedFile = fileUrl
            }
            onDoubleClicked: if (!fileIsDir) dialog.accept()
        }
        Label {
            anchors.centerIn: parent
            visible: list.count === 0
            text: qsTr("No game files here")
            color: Theme.textMuted
        }
    }

    footer: RowLayout {
        spacing: Theme.spacing
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "cancelButton"
            text: qsTr("Cancel")
            Layout.preferredHeight: Theme.touch
            Layout.bottomMargin: Theme.margin
            onClicked: dialog.reject()
        }
        Button {
            objectName: "openButton"
            text: qsTr("Open")
            highlighted: true
            enabled: String(dialog.selectedFile) !== ""
            Layout.preferredHeight: Theme.touch
            Layout.bottomMargin: Theme.margin
            Layout.rightMargin: Theme.margin
            onClicked: dialog.accept()
        }
    }
}
