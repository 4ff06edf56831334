import QtCore
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Hats

// Where a photo comes from: the camera when Qt Multimedia finds one, otherwise (or as well)
// a photo file. Emits chosen(url) with a local file either way.
RowLayout {
    id: source

    required property PhotoController controller
    property string takeText: qsTr("Take a photo")
    property string openText: qsTr("Open a photo…")
    signal chosen(url photo)

    spacing: 8

    Button {
        objectName: "takePhoto"
        visible: source.controller.cameraAvailable
        text: source.takeText
        Layout.preferredHeight: 48
        onClicked: camera.open()
    }
    Button {
        objectName: "openPhoto"
        text: source.openText
        Layout.preferredHeight: 48
        onClicked: openDialog.open()
    }

    FileDialog {
        id: openDialog
        objectName: "openDialog"
        title: source.openText
        nameFilters: [qsTr("Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)"), qsTr("All files (*)")]
        currentFolder: StandardPaths.standardLocations(StandardPaths.PicturesLocation)[0]
        onAccepted: source.chosen(selectedFile)
    }

    Popup {
        id: camera
        parent: Overlay.overlay
        width: parent ? parent.width : 0
        height: parent ? parent.height : 0
        modal: true
        padding: 0
        contentItem: Loader {
            active: camera.opened
            source: "CameraCapture.qml"
            onLoaded: {
                item.fileName = source.controller.captureFile()
                item.captured.connect(file => {
                    camera.close()
                    source.chosen(file)
                })
                item.cancelled.connect(camera.close)
            }
            onStatusChanged: if (status === Loader.Error) {
                camera.close()
                openDialog.open()
            }
        }
    }
}
