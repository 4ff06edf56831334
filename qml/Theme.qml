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
    // One theme's colours, by role.
    component Colours: QtObject {
        property color background
        property color surface
        property color surfaceAlt
        property color text
        property color textMuted
        property color placeholder
        property color primary
        property color primaryText
        property color button
        property color buttonText
        property color selection
        property color selectionText
        property color error
        property color errorSurface
        property color success
        property color toolbar
        property color toolbarText
        property color table
        property color tableText
        property color slotWell
        property color highlight
        property color highlightText
        property color cardFace
        property color cardInk
        property color cardBack
        property color cardBackText
        property color napkin
        property color napkinInk
        property color napkinRule
        property color napkinMargin
        property color border
        property color cookie
        property color cookieChip
        property color bar
    }
    readonly property Colours lightColours: Colours {
        background: "#f6f1e7"   // warm paper
        surface: "#ffffff"
        surfaceAlt: "#ece3d0"
        text: "#1f1a14"
        textMuted: "#5a5045"
        placeholder: "#6b6155"
        primary: "#7a2e1f"      // tea red: the one action that matters
        primaryText: "#ffffff"
        button: "#e6dccb"
        buttonText: "#1f1a14"
        selection: "#f0c987"    // a chosen option (Collection, seat)
        selectionText: "#1f1a14"
        error: "#a8001c"
        errorSurface: "#fde8e8"
        success: "#1d5e24"
        toolbar: "#3b2a20"
        toolbarText: "#fff8ee"
        table: "#2d5a3a"         // the tea table's felt
        tableText: "#ffffff"
        slotWell: "#23482e"
        highlight: "#f2b134"     // the selected slot, the deciding rank
        highlightText: "#1f1a14"
        cardFace: "#fffaf0"
        cardInk: "#1a1a1a"
        cardBack: "#24202a"
        cardBackText: "#f0e8d8"
        napkin: "#fffdf6"
        napkinInk: "#1a1a2e"
        napkinRule: "#a8c8e8"
        napkinMargin: "#e07070"
        border: "#c9bca4"
        cookie: "#c68642"
        cookieChip: "#4a2c14"
        bar: "#7a2e1f"
    }
    readonly property Colours darkColours: Colours {
        background: "#1b1916"
        surface: "#26231f"
        surfaceAlt: "#322d26"
        text: "#f1ebe1"
        textMuted: "#c2b8a8"
        placeholder: "#a99f90"
        primary: "#e7a968"
        primaryText: "#1b1916"
        button: "#3a342c"
        buttonText: "#f1ebe1"
        selection: "#f0c987"
        selectionText: "#1b1916"
        error: "#ff9a8f"
        errorSurface: "#3d1f1c"
        success: "#8fd694"
        toolbar: "#2b2520"
        toolbarText: "#f1ebe1"
        table: "#1f4229"
        tableText: "#f1ebe1"
        slotWell: "#173420"
        highlight: "#f2b134"
        highlightText: "#1b1916"
        cardFace: "#f4eee0"
        cardInk: "#1a1a1a"
        cardBack: "#0e0c10"
        cardBackText: "#f0e8d8"
        napkin: "#ece6d6"
        napkinInk: "#1a1a2e"
        napkinRule: "#8fb1d4"
        napkinMargin: "#c85a5a"
        border: "#5a5046"
        cookie: "#c68642"
        cookieChip: "#4a2c14"
        bar: "#e7a968"
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

    readonly property Colours colours: dark ? darkColours : lightColours
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
