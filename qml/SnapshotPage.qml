pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// Score a finished game from its final table: board, collections (face-up cards and black
// hats), favorites. Tap what to fill in, then tap cards in the picker that opens under it.
Page {
    id: page

    required property SnapshotController controller
    required property var types
    property PhotoController photos: null // null: no photo reading in this build or test
    signal scored

    property int playerCount: 3
    property var names: ["Ann", "Ben", "Cleo", "Dan"]
    property var removed: []
    property var boardCards: []
    property var collections: [[], [], [], []]
    property var blackHats: [0, 0, 0, 0]
    property var favorites: []
    property int cookieHolder: -1
    // What the picker fills: {"kind": "slot" | "collection" | "favorite", "index": n}
    property var target: ({"kind": "slot", "index": 1})
    property bool pickerOpen: true
    // The page scrolls to the picker once something has been tapped to fill, not on opening
    // (the player count and the names come first).
    property bool followPicker: false
    property string targetSpot: "slot"
    onTargetChanged: {
        pickerOpen = true
        followPicker = true
        // The same spot again (the next space, a collection tapped again): nothing moves, yet it
        // must come in sight. A new spot scrolls once laid out (PickerSpot's geometry).
        const spot = target.kind === "slot" ? "slot" : target.kind + target.index
        if (spot === targetSpot)
            Qt.callLater(showPicker)
        targetSpot = spot
    }
    Component.onCompleted: followPicker = false // the first target is set while the page is made
    readonly property int slots: Rules.slotCount(playerCount)
    readonly property var removedInPlay: Rules.removesTypes(playerCount) ? removed : []
    // The cards of what is being filled (all marked ✓ in the picker) and of everything else.
    readonly property var targetCards: target.kind === "slot" ? [boardCards[target.index - 1]].filter(c => !!c)
                                     : target.kind === "collection" ? collections[target.index]
                                     : [favorites[target.index]].filter(c => !!c)
    readonly property var enteredCards: {
        let all = boardCards.slice(0, slots).filter(c => !!c)
        for (let seat = 0; seat < playerCount; ++seat)
            all = all.concat(collections[seat], favorites[seat] ? [favorites[seat]] : [])
        return all
    }

    title: qsTr("Score a finished game")

    // Where the picker goes when its target is this spot's: right under `target`.
    component PickerSpot: Item {
        id: spot
        required property Item target
        required property bool hosts
        Layout.fillWidth: true
        implicitHeight: hosts && page.pickerHost === spot ? pickerPanel.implicitHeight : 0
        // Once the layouts have placed the moved picker, and whenever its spot moves.
        onYChanged: if (height > 0) Qt.callLater(page.showPicker)
        onHeightChanged: if (height > 0) Qt.callLater(page.showPicker)
        onHostsChanged: if (hosts) page.hostPicker(spot)
        Component.onCompleted: if (hosts) page.hostPicker(spot)
    }

    function cardEntry(card) {
        const hat = types.find(t => t.id === card.type)
        return {"type": card.type, "name": hat.name, "letter": hat.letter, "colour": hat.colour, "value": card.value}
    }
    // A collection as CollectionView draws it: cards grouped by type.
    function groupsOf(cards) {
        const groups = []
        for (const hat of types) {
            const values = cards.filter(c => c.type === hat.id).map(c => c.value)
            if (values.length > 0)
                groups.push({"name": hat.name, "letter": hat.letter, "colour": hat.colour, "values": values})
        }
        return groups
    }
    function cardName(card) {
        if (!card)
            return qsTr("not set")
        return types.find(t => t.id === card.type).name + " " + card.value
    }
    function isTarget(kind, index) {
        return target.kind === kind && target.index === index
    }
    function pick(type, value) {
        const card = {"type": type, "value": value}
        if (target.kind === "slot") {
            const copy = boardCards.slice()
            copy[target.index - 1] = card
            boardCards = copy
            if (target.index < slots)
                target = {"kind": "slot", "index": target.index + 1}
        } else if (target.kind === "collection") {
            const all = collections.slice()
            const list = all[target.index].slice()
            const at = list.findIndex(c => c.type === type && c.value === value)
            if (at >= 0)
                list.splice(at, 1)
            else
                list.push(card)
            all[target.index] = list
            collections = all
        } else {
            const copy = favorites.slice()
            copy[target.index] = card
            favorites = copy
        }
    }
    // Photographing: the photo page hands back only what the player confirmed.
    function photograph(kind, seat) {
        const photoPage = page.StackView.view.push("PhotoPage.qml", {
            "controller": photos, "types": types, "kind": kind,
            "expectedCards": kind === "board" ? slots : 0,
            "owner": kind === "board" ? "" : names[seat]})
        photoPage.confirmed.connect(result => kind === "board" ? applyBoard(result)
                                                               : applyCollection(seat, result))
    }
    function applyBoard(cards) {
        boardCards = cards
        const firstEmpty = cards.findIndex(c => !c)
        target = {"kind": "slot", "index": Math.max(1, firstEmpty + 1)}
        pickerOpen = firstEmpty >= 0
    }
    function applyCollection(seat, collection) {
        const all = collections.slice()
        all[seat] = collection.cards
        collections = all
        setBlackHats(seat, collection.blackHats)
        pickerOpen = false
    }
    function setBlackHats(seat, count) {
        const copy = blackHats.slice()
        copy[seat] = count
        blackHats = copy
    }
    function setName(seat, name) {
        const copy = names.slice()
        copy[seat] = name
        names = copy
    }
    function score() {
        const cols = []
        for (let seat = 0; seat < playerCount; ++seat)
            cols.push({"cards": collections[seat], "blackHats": blackHats[seat]})
        if (controller.score(names.slice(0, playerCount), removedInPlay,
                             boardCards.slice(0, slots), cols, favorites.slice(0, playerCount),
                             cookieHolder))
            page.scored()
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

    // The picker sits right under what it fills (the tea table, a collection, a favorite), so
    // the cards entered so far stay in sight while picking, on a phone too. One picker for the
    // page: it moves to the spot of the current target, and the page scrolls to show both.
    property PickerSpot pickerHost: null
    function hostPicker(spot) {
        pickerHost = spot
    }
    // Scrolls so the target's own cards and the picker under them are both in view; when
    // they cannot both fit, the picker wins and the target shows as much as fits above it.
    function showPicker() {
        if (!followPicker || !pickerHost || !pickerHost.target)
            return
        const top = pickerHost.target.mapToItem(content, 0, 0).y + content.y - Theme.spacing
        const bottom = pickerHost.mapToItem(content, 0, pickerHost.height).y + content.y + Theme.spacing
        const view = flick.height
        let y = flick.contentY
        if (bottom - top > view)
            y = bottom - view
        else if (top < y)
            y = top
        else if (bottom > y + view)
            y = bottom - view
        flick.contentY = Math.max(0, Math.min(y, flick.contentHeight - view))
    }

    ColumnLayout {
        id: pickerPanel
        objectName: "pickerPanel"
        parent: page.pickerOpen ? page.pickerHost : null
        visible: parent !== null
        width: parent ? parent.width : 0
        spacing: Theme.gap
        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "pickerTitle"
                text: page.target.kind === "slot" ? qsTr("Card for space %1 of the tea table").arg(page.target.index)
                    : page.target.kind === "collection" ? qsTr("Tap cards of %1's collection (tap again to remove)").arg(page.names[page.target.index])
                    : qsTr("%1's favorite hat").arg(page.names[page.target.index])
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "pickerDone"
                text: qsTr("Done")
                Layout.preferredHeight: Theme.touch
                Layout.minimumWidth: Theme.touch
                onClicked: page.pickerOpen = false
            }
        }
        CardPicker {
            objectName: "snapshotPicker"
            types: page.types
            marked: page.targetCards.map(c => c.type + "_" + c.value)
            unavailable: page.controller.unavailable(page.removedInPlay, page.enteredCards, page.targetCards)
            Layout.fillWidth: true
            Layout.maximumWidth: 480
            // Qt 6.4 type info lacks the Qt namespace enums and attached Layout/focus types: a known gap, suppressed on the next line.
            Layout.alignment: Qt.AlignHCenter // qmllint disable type
            onPicked: (type, value) => page.pick(type, value)
        }
    }

    Flickable {
        id: flick
        objectName: "snapshotFlick"
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content
            objectName: "snapshotContent"
            // Narrow side margins on a phone: the picker's cards keep their 48 px.
            width: Math.min(page.width - (page.width < 600 ? 2 * Theme.spacing : 2 * Theme.margin), 720)
            x: (page.width - width) / 2
            y: 16
            spacing: 10

            Flow {
                spacing: Theme.spacing
                Layout.fillWidth: true
                Repeater {
                    model: [2, 3, 4]
                    RadioButton {
                        required property int modelData
                        text: qsTr("%1 players").arg(modelData)
                        checked: page.playerCount === modelData
                        height: Theme.touch
                        onClicked: page.playerCount = modelData
                    }
                }
            }
            Flow {
                visible: Rules.removesTypes(page.playerCount)
                Layout.fillWidth: true
                spacing: 8
                Label {
                    text: qsTr("Removed types (R5):")
                    height: 48
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    model: page.types
                    CheckBox {
                        required property var modelData
                        text: modelData.name
                        height: 48
                        onToggled: {
                            const copy = page.removed.filter(t => t !== modelData.id)
                            if (checked)
                                copy.push(modelData.id)
                            page.removed = copy
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: qsTr("Final board")
                    font.bold: true
                    font.pixelSize: 18
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "photographBoard"
                    visible: !!page.photos && page.photos.available
                    text: qsTr("Photograph")
                    Layout.preferredHeight: 48
                    onClicked: page.photograph("board", 0)
                }
            }
            TeaTable {
                id: snapshotBoard
                objectName: "snapshotBoard"
                Layout.fillWidth: true
                Layout.maximumWidth: 640
                slotObjectPrefix: "snapshotSlot"
                slotCount: page.slots
                cards: page.boardCards.slice(0, page.slots).map(c => c ? page.cardEntry(c) : null)
                selectedSlot: page.target.kind === "slot" ? page.target.index : 0
                onSlotTapped: slot => page.target = {"kind": "slot", "index": slot}
            }
            PickerSpot {
                target: snapshotBoard
                hosts: page.pickerOpen && page.target.kind === "slot"
            }
            Repeater {
                model: page.playerCount
                Frame {
                    id: seatFrame
                    required property int index
                    Layout.fillWidth: true
                    ColumnLayout {
                        width: parent.width
                        TextField {
                            objectName: "snapshotName" + seatFrame.index
                            text: page.names[seatFrame.index]
                            placeholderText: qsTr("Name")
                            font.bold: true
                            Layout.fillWidth: true
                            Layout.preferredHeight: 48
                            onTextEdited: page.setName(seatFrame.index, text)
                        }
                        Button {
                            id: collectionButton
                            objectName: "collection" + seatFrame.index
                            highlighted: page.isTarget("collection", seatFrame.index)
                            text: qsTr("Collection: %1").arg(page.collections[seatFrame.index].length > 0
                                      ? page.collections[seatFrame.index].map(c => page.cardName(c)).join(", ")
                                      : qsTr("no face-up hats"))
                            Layout.fillWidth: true
                            Layout.preferredHeight: 48
                            onClicked: page.target = {"kind": "collection", "index": seatFrame.index}
                            // Readable when selected too: the primary colour's own ink.
                            contentItem: Label {
                                text: collectionButton.text
                                color: collectionButton.highlighted ? Theme.primaryText : Theme.buttonText
                                wrapMode: Text.WordWrap
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                        CollectionView {
                            objectName: "collectionCards" + seatFrame.index
                            visible: page.collections[seatFrame.index].length > 0 || page.blackHats[seatFrame.index] > 0
                            Layout.fillWidth: true
                            groups: page.groupsOf(page.collections[seatFrame.index])
                            blackHats: page.blackHats[seatFrame.index]
                            cardWidth: 34
                        }
                        PickerSpot {
                            target: collectionButton
                            hosts: page.pickerOpen && page.isTarget("collection", seatFrame.index)
                        }
                        Button {
                            objectName: "photographCollection" + seatFrame.index
                            visible: !!page.photos && page.photos.available
                            text: qsTr("Photograph %1's collection").arg(page.names[seatFrame.index])
                            Layout.fillWidth: true
                            Layout.preferredHeight: 48
                            onClicked: page.photograph("collection", seatFrame.index)
                        }
                        RowLayout {
                            Label {
                                text: qsTr("Black hats")
                            }
                            SpinBox {
                                objectName: "blackHats" + seatFrame.index
                                from: 0
                                to: 8
                                value: page.blackHats[seatFrame.index]
                                Layout.preferredHeight: 48
                                onValueModified: page.setBlackHats(seatFrame.index, value)
                            }
                        }
                        Button {
                            id: favoriteButton
                            objectName: "favorite" + seatFrame.index
                            highlighted: page.isTarget("favorite", seatFrame.index)
                            text: qsTr("Favorite: %1").arg(page.cardName(page.favorites[seatFrame.index]))
                            Layout.fillWidth: true
                            Layout.preferredHeight: 48
                            onClicked: page.target = {"kind": "favorite", "index": seatFrame.index}
                        }
                        PickerSpot {
                            target: favoriteButton
                            hosts: page.pickerOpen && page.isTarget("favorite", seatFrame.index)
                        }
                    }
                }
            }
            Label {
                objectName: "errorLabel"
                visible: page.controller.error !== ""
                text: "⚠ " + page.controller.error
                color: Theme.error
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            // R16: only when the engine says the tie cannot be settled without it.
            Flow {
                visible: page.controller.needsCookieHolder
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: page.controller.tiedPlayers
                    RadioButton {
                        required property string modelData
                        objectName: "holder_" + modelData
                        text: qsTr("%1 held the cookie").arg(modelData)
                        height: 48
                        onClicked: page.cookieHolder = page.names.indexOf(modelData)
                    }
                }
            }
            // A scored game is kept in History (as a snapshot game) unless this is unticked.
            CheckBox {
                objectName: "keepInHistory"
                visible: page.controller.history !== null && page.controller.history.available
                text: qsTr("Keep this game in the history")
                checked: page.controller.keepInHistory
                Layout.preferredHeight: 48
                onToggled: page.controller.keepInHistory = checked
            }
            Button {
                objectName: "scoreButton"
                text: qsTr("Show the napkin")
                highlighted: true
                font.pixelSize: 18
                Layout.fillWidth: true
                Layout.preferredHeight: 56
                onClicked: page.score()
            }
        }
    }
}
