pragma Singleton
import QtQuick
import Hats

// The app's one visual language: colours for the light and the dark theme, spacing, the
// type scale and the touch target. Every page takes its look from here; the dark theme
// is the stored setting and applies at once (setDark).
QtObject {
    id: theme

    // The stored setting; setDark() writes it and every binding follows at once.
    readonly property SettingsController store: SettingsController {}
    readonly property bool dark: store.dark
    function setDark(on) {
        store.dark = on
    }

    // Every colour has a role; contrastPairs lists each text colour with every background it
    // is drawn on (tst_theme.qml checks WCAG AA 4.5:1 for each pair in both themes), and
    // decorative lists the colours that carry no text (borders, rules, drawings).
    readonly property QtObject lightColours: QtObject {
        readonly property color background: "#f6f1e7"   // warm paper
        readonly property color surface: "#ffffff"
        readonly property color surfaceAlt: "#ece3d0"
        readonly property color text: "#1f1a14"
        readonly property color textMuted: "#5a5045"
        readonly property color placeholder: "#6b6155"
        readonly property color primary: "#7a2e1f"      // tea red: the one action that matters
        readonly property color primaryText: "#ffffff"
        readonly property color button: "#e6dccb"
        readonly property color buttonText: "#1f1a14"
        readonly property color selection: "#f0c987"    // a chosen option (Collection, seat)
        readonly property color selectionText: "#1f1a14"
        readonly property color error: "#a8001c"
        readonly property color errorSurface: "#fde8e8"
        readonly property color success: "#1d5e24"
        readonly property color toolbar: "#3b2a20"
        readonly property color toolbarText: "#fff8ee"
        readonly property color table: "#2d5a3a"         // the tea table's felt
        readonly property color tableText: "#ffffff"
        readonly property color slotWell: "#23482e"
        readonly property color highlight: "#f2b134"     // the selected slot, the deciding rank
        readonly property color highlightText: "#1f1a14"
        readonly property color cardFace: "#fffaf0"
        readonly property color cardInk: "#1a1a1a"
        readonly property color cardBack: "#24202a"
        readonly property color cardBackText: "#f0e8d8"
        readonly property color napkin: "#fffdf6"
        readonly property color napkinInk: "#1a1a2e"
        readonly property color napkinRule: "#a8c8e8"
        readonly property color napkinMargin: "#e07070"
        readonly property color border: "#c9bca4"
        readonly property color cookie: "#c68642"
        readonly property color cookieChip: "#4a2c14"
        readonly property color bar: "#7a2e1f"
    }
    readonly property QtObject darkColours: QtObject {
        readonly property color background: "#1b1916"
        readonly property color surface: "#26231f"
        readonly property color surfaceAlt: "#322d26"
        readonly property color text: "#f1ebe1"
        readonly property color textMuted: "#c2b8a8"
        readonly property color placeholder: "#a99f90"
        readonly property color primary: "#e7a968"
        readonly property color primaryText: "#1b1916"
        readonly property color button: "#3a342c"
        readonly property color buttonText: "#f1ebe1"
        readonly property color selection: "#f0c987"
        readonly property color selectionText: "#1b1916"
        readonly property color error: "#ff9a8f"
        readonly property color errorSurface: "#3d1f1c"
        readonly property color success: "#8fd694"
        readonly property color toolbar: "#2b2520"
        readonly property color toolbarText: "#f1ebe1"
        readonly property color table: "#1f4229"
        readonly property color tableText: "#f1ebe1"
        readonly property color slotWell: "#173420"
        readonly property color highlight: "#f2b134"
        readonly property color highlightText: "#1b1916"
        readonly property color cardFace: "#f4eee0"
        readonly property color cardInk: "#1a1a1a"
        readonly property color cardBack: "#0e0c10"
        readonly property color cardBackText: "#f0e8d8"
        readonly property color napkin: "#ece6d6"
        readonly property color napkinInk: "#1a1a2e"
        readonly property color napkinRule: "#8fb1d4"
        readonly property color napkinMargin: "#c85a5a"
        readonly property color border: "#5a5046"
        readonly property color cookie: "#c68642"
        readonly property color cookieChip: "#4a2c14"
        readonly property color bar: "#e7a968"
    }
    readonly property var contrastPairs: [
        ["text", "background"], ["text", "surface"], ["text", "surfaceAlt"],
        ["textMuted", "background"], ["textMuted", "surface"], ["textMuted", "surfaceAlt"],
        ["placeholder", "surface"], ["primary", "background"], ["primary", "surface"],
        ["primaryText", "primary"], ["buttonText", "button"], ["selectionText", "selection"],
        ["error", "background"], ["error", "surface"], ["error", "errorSurface"],
        ["text", "errorSurface"], ["success", "background"], ["success", "surface"],
        ["toolbarText", "toolbar"], ["tableText", "table"], ["tableText", "slotWell"],
        ["highlightText", "highlight"], ["cardInk", "cardFace"], ["cardBackText", "cardBack"],
        ["napkinInk", "napkin"], ["bar", "background"], ["bar", "surface"]
    ]
    readonly property var decorative: ["border", "napkinRule", "napkinMargin", "cookie", "cookieChip"]

    readonly property QtObject colours: dark ? darkColours : lightColours
    readonly property color background: colours.background
    readonly property color surface: colours.surface
    readonly property color surfaceAlt: colours.surfaceAlt
    readonly property color text: colours.text
    readonly property color textMuted: colours.textMuted
    readonly property color placeholder: colours.placeholder
    readonly property color primary: colours.primary
    readonly property color primaryText: colours.primaryText
    readonly property color button: colours.button
    readonly property color buttonText: colours.buttonText
    readonly property color selection: colours.selection
    readonly property color selectionText: colours.selectionText
    readonly property color error: colours.error
    readonly property color errorSurface: colours.errorSurface
    readonly property color success: colours.success
    readonly property color toolbar: colours.toolbar
    readonly property color toolbarText: colours.toolbarText
    readonly property color table: colours.table
    readonly property color tableText: colours.tableText
    readonly property color slotWell: colours.slotWell
    readonly property color highlight: colours.highlight
    readonly property color highlightText: colours.highlightText
    readonly property color cardFace: colours.cardFace
    readonly property color cardInk: colours.cardInk
    readonly property color cardBack: colours.cardBack
    readonly property color cardBackText: colours.cardBackText
    readonly property color napkin: colours.napkin
    readonly property color napkinInk: colours.napkinInk
    readonly property color napkinRule: colours.napkinRule
    readonly property color napkinMargin: colours.napkinMargin
    readonly property color border: colours.border
    readonly property color cookie: colours.cookie
    readonly property color cookieChip: colours.cookieChip
    readonly property color bar: colours.bar

    // Spacing (a 4 px grid), corner radius, touch target.
    readonly property int gap: 4
    readonly property int spacing: 8
    readonly property int margin: 16
    readonly property int radius: 8
    readonly property int touch: 48

    // The type scale.
    readonly property int small: 13
    readonly property int body: 15
    readonly property int subtitle: 18
    readonly property int title: 22
    readonly property int display: 30

    // WCAG 2 relative luminance and contrast ratio; textOn() picks black or white ink for a
    // colour the player chose (one of the two always reaches 4.5:1).
    function luminance(c) {
        const channel = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }
    function textOn(colour) {
        const c = Qt.lighter(colour, 1.0) // a "#rrggbb" string as a colour
        const black = Qt.rgba(0, 0, 0, 1), white = Qt.rgba(1, 1, 1, 1)
        return contrast(c, black) >= contrast(c, white) ? black : white
    }
}
