import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtMultimedia

// The camera's live picture with a shutter button; the photo is saved to `fileName`.
// Loaded only when the player asks for the camera, so a machine without Qt Multimedia or a
// camera never loads it.
Rectangle {
    id: root

    property string fileName
    signal captured(url file)
    signal cancelled

    color: "black"
    focus: true
    Keys.onEscapePressed: root.cancelled()

    CaptureSession {
        camera: Camera {
            id: camera
            active: true
        }
        imageCapture: ImageCapture {
            id: capture
            onImageSaved: (requestId, path) => root.captured("file://" + path)
            onErrorOccurred: (requestId, error, message) => status.text = message
        }
        videoOutput: viewfinder
    }

    VideoOutput {
        id: viewfinder
        anchors.fill: parent
        fillMode: VideoOutput.PreserveAspectFit
    }

    Label {
        id: status
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.margins: 16
        color: "white"
        text: camera.errorString !== "" ? camera.errorString
            : qsTr("Fit the cards in the picture, from straight above if you can")
        wrapMode: Text.WordWrap
        width: parent.width - 32
        horizontalAlignment: Text.AlignHCenter
    }

    RowLayout {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.margins: 16
        spacing: 24
        Button {
            text: qsTr("Cancel")
            Layout.preferredHeight: 56
            onClicked: root.cancelled()
        }
        Button {
            objectName: "shutter"
            text: qsTr("Take the photo")
            highlighted: true
            enabled: capture.readyForCapture
            Layout.preferredHeight: 56
            onClicked: capture.captureToFile(root.fileName)
        }
    }
}
