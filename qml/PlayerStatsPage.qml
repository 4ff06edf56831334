pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hats

// One player's figures (flow 9): games, wins (shared ones said so), averages, cookie share,
// by table size, head-to-head, and charts. Every number comes from db/statistics through the
// controller, loaded on a worker thread.
Page {
    id: page

    required property HistoryController controller
    required property string playerName
    readonly property var stats: controller.playerStats
    readonly property bool loaded: !controller.playerLoading && stats.name === playerName
    readonly property bool empty: loaded && (stats.games || 0) === 0

    // Figures read defensively: bindings may run while the map is being replaced.
    function num(key) {
        return Number(stats[key] || 0)
    }
    function list(key) {
        return stats[key] || []
    }

    title: playerName
    Component.onCompleted: controller.openPlayer(playerName)

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

    Label {
        objectName: "playerState"
        anchors.centerIn: parent
        width: parent.width - 24
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        visible: !page.loaded || page.empty
        text: !page.loaded ? qsTr("Loading %1's games…").arg(page.playerName)
              : qsTr("No finished games yet for %1.").arg(page.playerName)
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        visible: page.loaded && !page.empty
        contentWidth: availableWidth

        ColumnLayout {
            id: column
            width: Math.min(scroll.availableWidth - 24, 900)
            x: (scroll.availableWidth - width) / 2
            spacing: 10

            Item { Layout.preferredHeight: 2 }

            Label {
                objectName: "playerWins"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.bold: true
                font.pixelSize: 18
                text: page.loaded && !page.empty
                      ? ((page.num("sharedWins") > 0
                          ? qsTr("%n win(s)", "", page.num("allWins")) + " " + qsTr("(%n shared)", "", page.num("sharedWins"))
                          : qsTr("%n win(s)", "", page.num("allWins")))
                         + " · " + qsTr("%n game(s)", "", page.num("games"))
                         + " · " + qsTr("won %1% of games").arg(Math.round(page.num("winShare") * 100)))
                      : ""
            }
            Label {
                objectName: "playerTotals"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: page.loaded && !page.empty
                      ? qsTr("Average total %1 · best %2 · worst %3").arg(page.num("averageTotal").toFixed(1))
                        .arg(page.num("bestTotal")).arg(page.num("worstTotal"))
                      : ""
            }

            // Score over time: one point per game in date order.
            Label {
                text: qsTr("Score over time")
                font.bold: true
                Layout.topMargin: 6
            }
            Canvas {
                id: trendChart
                objectName: "trendChart"
                readonly property var points: page.loaded && !page.empty ? page.list("trend") : []
                Layout.fillWidth: true
                Layout.preferredHeight: 200
                onPointsChanged: requestPaint()
                onWidthChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    const n = points.length
                    if (n === 0)
                        return
                    const left = 36, right = 16, top = 20, bottom = 34, inset = 14
                    const w = width - left - right, h = height - top - bottom
                    let max = 0
                    for (let i = 0; i < n; ++i)
                        max = Math.max(max, points[i].total)
                    max = Math.max(10, Math.ceil(max / 10) * 10)
                    const fg = palette.windowText
                    ctx.strokeStyle = fg
                    ctx.fillStyle = fg
                    ctx.lineWidth = 1
                    ctx.font = "12px sans-serif"
                    // Axes and their labels: points on the left, dates below.
                    ctx.beginPath()
                    ctx.moveTo(left, top)
                    ctx.lineTo(left, top + h)
                    ctx.lineTo(left + w, top + h)
                    ctx.stroke()
                    ctx.textAlign = "right"
                    ctx.textBaseline = "middle"
                    for (let v = 0; v <= max; v += max / 2)
                        ctx.fillText(String(v), left - 4, top + h - v / max * h)
                    const xAt = i => left + inset + (n === 1 ? (w - 2 * inset) / 2 : i * (w - 2 * inset) / (n - 1))
                    const yAt = v => top + h - v / max * h
                    ctx.textBaseline = "top"
                    // Every game's date when they fit, else the first and the last.
                    const every = n === 1 || (w - 2 * inset) / (n - 1) >= 90
                    for (let i = 0; i < n; ++i) {
                        if (!every && i !== 0 && i !== n - 1)
                            continue
                        ctx.textAlign = n === 1 ? "center" : i === 0 ? "left" : i === n - 1 ? "right" : "center"
                        const x = n === 1 || (i !== 0 && i !== n - 1) ? xAt(i) : i === 0 ? left : left + w
                        ctx.fillText(points[i].when.substring(0, 10), x, top + h + 6)
                    }
                    ctx.lineWidth = 2
                    ctx.beginPath()
                    for (let i = 0; i < n; ++i) {
                        if (i === 0)
                            ctx.moveTo(xAt(i), yAt(points[i].total))
                        else
                            ctx.lineTo(xAt(i), yAt(points[i].total))
                    }
                    ctx.stroke()
                    ctx.textAlign = "center"
                    ctx.textBaseline = "bottom"
                    for (let i = 0; i < n; ++i) {
                        ctx.beginPath()
                        ctx.arc(xAt(i), yAt(points[i].total), 4, 0, 2 * Math.PI)
                        ctx.fill()
                        if (n <= 20)
                            ctx.fillText(String(points[i].total), xAt(i), yAt(points[i].total) - 6)
                    }
                }
            }

            // Category averages as bars, each labelled with its number.
            Label {
                text: qsTr("Average points per category")
                font.bold: true
                Layout.topMargin: 6
            }
            Repeater {
                objectName: "categoryBars"
                model: page.loaded && !page.empty
                       ? [[qsTr("Hat collection"), page.num("averageCollection")],
                          [qsTr("Favorite hat"), page.num("averageFavorite")],
                          [qsTr("Cookie"), page.num("averageCookie")]]
                       : []
                RowLayout {
                    id: bar
                    required property var modelData
                    readonly property real largest: Math.max(1, page.num("averageCollection"),
                                                             page.num("averageFavorite"), page.num("averageCookie"))
                    Layout.fillWidth: true
                    spacing: 8
                    Label {
                        text: bar.modelData[0]
                        wrapMode: Text.WordWrap
                        Layout.preferredWidth: Math.min(180, column.width * 0.4)
                    }
                    AverageBar {
                        objectName: "averageBar"
                        value: bar.modelData[1]
                        minimum: Math.min(0, page.num("averageCollection"), page.num("averageFavorite"),
                                          page.num("averageCookie"))
                        maximum: bar.largest
                        Layout.fillWidth: true
                    }
                    Label {
                        text: bar.modelData[1].toFixed(1)
                        Layout.preferredWidth: 44
                        horizontalAlignment: Text.AlignRight
                    }
                }
            }

            // Share of games with the cookie: a filled bar with the percentage and counts.
            Label {
                text: qsTr("Games ending with the cookie")
                font.bold: true
                Layout.topMargin: 6
            }
            Item {
                Layout.fillWidth: true
                implicitHeight: 28
                Rectangle {
                    anchors.fill: parent
                    color: "transparent"
                    border.color: palette.mid
                }
                Rectangle {
                    width: page.loaded && !page.empty ? parent.width * page.num("cookieRate") : 0
                    height: parent.height
                    color: palette.highlight
                    opacity: 0.6
                }
                Label {
                    objectName: "cookieShare"
                    anchors.centerIn: parent
                    text: page.loaded && !page.empty
                          ? qsTr("%1% (%2 of %n game(s))", "", page.num("games"))
                            .arg(Math.round(page.num("cookieRate") * 100)).arg(page.num("cookieGames"))
                          : ""
                }
            }

            Label {
                text: qsTr("By table size")
                font.bold: true
                Layout.topMargin: 6
            }
            Repeater {
                model: page.loaded && !page.empty ? page.list("byTableSize") : []
                Label {
                    required property var modelData
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("%n players", "", modelData.players) + ": "
                          + qsTr("%n game(s)", "", modelData.games) + ", "
                          + qsTr("%n win(s)", "", modelData.allWins)
                          + (modelData.sharedWins > 0 ? " " + qsTr("(%n shared)", "", modelData.sharedWins) : "")
                          + ", " + qsTr("average %1").arg(modelData.averageTotal.toFixed(1))
                }
            }

            Label {
                text: qsTr("Head to head")
                font.bold: true
                Layout.topMargin: 6
            }
            Repeater {
                objectName: "headToHead"
                model: page.loaded && !page.empty ? page.list("headToHead") : []
                Label {
                    required property var modelData
                    objectName: "versus" + modelData.opponent
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6", "",
                               modelData.games)
                          .arg(modelData.opponent).arg(modelData.ahead).arg(modelData.behind).arg(modelData.level)
                          .arg(modelData.average.toFixed(1)).arg(modelData.opponentAverage.toFixed(1))
                }
            }
            Item { Layout.preferredHeight: 12 }
        }
    }
}
