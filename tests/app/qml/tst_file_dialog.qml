import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// Opening a game file: nothing looks chosen before a file is tapped, Open is refused until
// then, and Open opens exactly the tapped file.
Item {
    id: root
    width: 800
    height: 700

    Component {
        id: dialogComponent
        GameFileDialog {
            parent: root
        }
    }
    SignalSpy {
        id: accepted
        signalName: "accepted"
    }

    TestCase {
        name: "FileDialog"
        when: windowShown

        function row(list, name) {
            for (let i = 0; i < list.count; ++i) {
                const item = list.itemAtIndex(i)
                if (item && item.objectName === "file_" + name)
                    return item
            }
            return null
        }

        function test_openOpensTheTappedFileAndNothingBefore() {
            const dialog = createTemporaryObject(dialogComponent, root)
            accepted.clear()
            accepted.target = dialog
            dialog.folder = Qt.resolvedUrl("../../data")
            dialog.open()
            tryCompare(dialog, "opened", true)
            const list = findChild(dialog.contentItem, "fileList")
            // The folder is read in the background: wait for the file the test taps.
            tryVerify(() => row(list, "snapshot_3p.json") !== null)
            compare(list.currentIndex, -1)
            const open = findChild(dialog.footer, "openButton")
            verify(!open.enabled, "Open is refused until a file is tapped")
            for (let i = 0; i < list.count; ++i)
                verify(!list.itemAtIndex(i).highlighted, "row " + i + " looks chosen")
            const file = row(list, "snapshot_3p.json")
            verify(file !== null)
            mouseClick(file)
            verify(file.highlighted)
            verify(open.enabled)
            mouseClick(open)
            tryCompare(accepted, "count", 1)
            verify(dialog.selectedFile.toString().endsWith("/tests/app/data/snapshot_3p.json")
                   || dialog.selectedFile.toString().endsWith("/data/snapshot_3p.json"), dialog.selectedFile)
        }

        function test_aFolderIsEnteredNotOpened() {
            const dialog = createTemporaryObject(dialogComponent, root)
            dialog.folder = Qt.resolvedUrl("..")
            dialog.open()
            tryCompare(dialog, "opened", true)
            const list = findChild(dialog.contentItem, "fileList")
            tryVerify(() => row(list, "data") !== null)
            mouseClick(row(list, "data"))
            verify(dialog.folder.toString().endsWith("/data"), dialog.folder)
            compare(dialog.selectedFile.toString(), "")
            dialog.up()
            verify(dialog.folder.toString().endsWith("/app"), dialog.folder)
            dialog.close()
        }
    }
}
