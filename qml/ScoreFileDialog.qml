import QtQuick
import QtQuick.Dialogs

// The "open a game file" dialog, in its own file so that Main.qml can load it (and
// QtQuick.Dialogs with its libraries) the first time it is needed instead of at start.
FileDialog {
    signal fileChosen(url file)

    title: qsTr("Open a Hats game file")
    nameFilters: [qsTr("Hats game files (*.json)"), qsTr("All files (*)")]
    onAccepted: fileChosen(selectedFile)
}
