import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The theme (qml/Theme.qml): every text colour on every background it is drawn on meets
// WCAG AA (4.5:1) in both themes, computed from the theme's actual colours; the dark theme
// applies at once, without a restart.
Item {
    id: root
    width: 800
    height: 1000

    GameController {
        id: game
    }
    Component {
        id: settingsPage
        SettingsPage {
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "Theme"
        when: windowShown

        // WCAG 2.x relative luminance, written here again so the test does not trust the
        // theme's own function.
        function luminance(c) {
            const lin = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
        }
        function ratio(a, b) {
            const la = luminance(a), lb = luminance(b)
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
        }
        function colourRoles(set) {
            return Object.keys(set).filter(k => set[k] !== null && typeof set[k] === "object"
                                                && set[k].r !== undefined && set[k].a !== undefined)
        }

        function test_contrastRatioIsComputedRight() {
            // Black on white is 21:1, white on white 1:1 (WCAG's bounds).
            fuzzyCompare(ratio(Qt.rgba(0, 0, 0, 1), Qt.rgba(1, 1, 1, 1)), 21, 0.01)
            fuzzyCompare(ratio(Qt.rgba(1, 1, 1, 1), Qt.rgba(1, 1, 1, 1)), 1, 0.001)
        }

        function test_everyTextColourMeetsAAOnItsBackgroundsInBothThemes_data() {
            return [{"tag": "light", "set": Theme.lightColours}, {"tag": "dark", "set": Theme.darkColours}]
        }
        function test_everyTextColourMeetsAAOnItsBackgroundsInBothThemes(data) {
            const roles = colourRoles(data.set)
            verify(roles.length >= 30, "found " + roles.length + " colour roles")
            const covered = {}
            for (const pair of Theme.contrastPairs) {
                verify(roles.indexOf(pair[0]) >= 0 && roles.indexOf(pair[1]) >= 0, pair.join(" on "))
                const r = ratio(data.set[pair[0]], data.set[pair[1]])
                verify(r >= 4.5, data.tag + ": " + pair[0] + " on " + pair[1] + " is " + r.toFixed(2) + ":1")
                covered[pair[0]] = covered[pair[1]] = true
            }
            // A colour added to the theme must say what it is drawn with (or that it is decoration).
            for (const role of roles)
                verify(covered[role] || Theme.decorative.indexOf(role) >= 0, data.tag + ": " + role + " has no pair")
        }

        function test_inkOnAPlayersOwnTypeColourMeetsAA() {
            // Type colours are the player's choice (R2); text on them takes black or white ink.
            const colours = ["#d32f2f", "#f57c00", "#fbc02d", "#388e3c", "#1976d2", "#7b1fa2", "#795548",
                             "#777777", "#000000", "#ffffff", "#00ff00", "#3355ff"]
            for (const c of colours) {
                const colour = Qt.darker(c, 1.0)
                verify(ratio(Theme.textOn(colour), colour) >= 4.5, c)
            }
            for (const type of game.types) {
                const colour = Qt.darker(type.colour, 1.0)
                verify(ratio(Theme.textOn(colour), colour) >= 4.5, type.id)
            }
        }

        function test_darkThemeAppliesAtOnce() {
            const wasDark = Theme.dark
            const page = createTemporaryObject(settingsPage, root)
            const dark = findChild(page, "darkSwitch")
            verify(dark !== null)
            if (wasDark)
                mouseClick(dark)
            compare(Theme.dark, false)
            compare(Theme.background, Theme.lightColours.background)
            mouseClick(dark)
            compare(Theme.dark, true, "the switch changes the theme at once")
            compare(Theme.background, Theme.darkColours.background)
            compare(Theme.text, Theme.darkColours.text)
            mouseClick(dark)
            compare(Theme.dark, false)
            if (wasDark)
                Theme.setDark(true)
        }
    }
}
