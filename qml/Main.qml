import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Hats

ApplicationWindow {
    id: window

    property url startFile

    width: 1024
    height: 720
    minimumWidth: 360
    minimumHeight: 560
    visible: true
    title: qsTr("Hats Companion")

    ScoreController {
        id: scoring
    }

    FileDialog {
        id: fileDialog
        title: qsTr("Open a Hats game file")
        nameFilters: [qsTr("Hats game files (*.json)"), qsTr("All files (*)")]
        onAccepted: window.score(selectedFile)
    }

    function score(url) {
        scoring.openFile(url)
        if (stack.depth === 1) {
            const page = stack.push("NapkinPage.qml", {"controller": scoring})
            page.openAnother.connect(fileDialog.open)
        }
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomePage {
            onScoreFileRequested: fileDialog.open()
        }
    }

    Component.onCompleted: {
        if (startFile.toString() !== "")
            score(startFile)
    }
}
