import QtQuick.Dialogs

// The "open a game file" dialog, in its own file so that Main.qml can load it (and
// QtQuick.Dialogs with its libraries) when it is first needed instead of at start. It opens
// as soon as it is made.
FileDialog {
    signal fileChosen(url file)

    title: qsTr("Open a Hats game file")
    nameFilters: [qsTr("Hats game files (*.json)"), qsTr("All files (*)")]
    onAccepted: fileChosen(selectedFile)
    Component.onCompleted: open()
}
