#!/usr/bin/env bash
# Renders the app's screens offscreen at a phone and a desktop size into docs/screenshots/.
# Usage: tools/screenshots.sh [build dir]   (after tools/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
app="${1:-build}/app/gui/hats-companion"
out=docs/screenshots
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
# The live screens start with a game in progress from this log (--resume-file), stored in
# the run's own history.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Every start of the app writes its warnings to one log: a page that fails to load (QML
# error) would otherwise leave the screen before it in the picture, and the script would pass.
run_app() {
    "$app" "$@" 2>> "$work/app.log"
}
game=tests/app/data/live_3p.json
hats="$(dirname "$app")/../hats"
if [ -x "$hats" ] && "$hats" history import tests/app/data/full_3p.json --db "$work/history.sqlite" \
    > /dev/null 2>&1; then
    "$hats" history import tests/data/snapshot_3p.json --db "$work/history.sqlite" > /dev/null
    history_pages="history statistics player"
else
    history_pages="" # a build without the database has no history to show
fi
# The photo screens read generated photos with a deck learned from generated calibration
# photos (builds with the vision library only).
scenegen="$(dirname "$app")/../../vision/scenegen/hats-scenegen"
photo_pages=""
if [ -x "$scenegen" ] && [ -x "$hats" ]; then
    decks="$work/data/HatsCompanion/hats-companion/decks"
    mkdir -p "$decks"
    "$scenegen" --out "$work/photos" --calibration --seed 3 > /dev/null
    "$scenegen" --out "$work/photos" --seed 602 --mp 3 > /dev/null
    "$hats" vision calibrate --grid "$work/photos/grid.jpg" --back "$work/photos/back.jpg" \
        --out "$decks/my-deck.json" > /dev/null
    photo_pages="yes"
fi
for size in 360x640 1920x1080; do
    run_app --screenshot "$out/home-$size.png" --size "$size" --db "$work/empty.sqlite"
    run_app --screenshot "$out/napkin-$size.png" --size "$size" tests/data/snapshot_3p.json
    run_app --screenshot "$out/napkin-error-$size.png" --size "$size" tests/data/bad_r7.json
    for page in new table dispute favorites snapshot settings $history_pages; do
        cp "$game" "$work/game.json"
        run_app --screenshot "$out/$page-$size.png" --size "$size" --page "$page" \
            --resume-file "$work/game.json" --db "$work/history.sqlite"
    done
done
for size in 360x640 1920x1080; do
    if [ -n "$photo_pages" ]; then
        XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" run_app --page photo \
            --screenshot "$out/photo-$size.png" --size "$size" "$work/photos/scene-602.jpg"
        XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" run_app --page calibration \
            --screenshot "$out/calibration-$size.png" --size "$size" \
            "$work/photos/grid.jpg" "$work/photos/back.jpg"
    fi
done
# A 4-player napkin: partners side by side, each team total across its two columns.
for size in 360x640 1920x1080; do
    run_app --screenshot "$out/napkin-4p-$size.png" --size "$size" tests/data/snapshot_4p.json
done

# The dark theme (the setting, read from a config folder of its own).
mkdir -p "$out/dark" "$work/dark-config/HatsCompanion"
printf '[General]\ndark=true\n' > "$work/dark-config/HatsCompanion/hats-companion.conf"
for size in 360x640 1920x1080; do
    XDG_CONFIG_HOME="$work/dark-config" run_app --screenshot "$out/dark/home-$size.png" \
        --size "$size" --resume-file "$work/none.json"
    XDG_CONFIG_HOME="$work/dark-config" run_app --screenshot "$out/dark/napkin-$size.png" \
        --size "$size" tests/data/snapshot_4p.json
    for page in new table dispute; do
        cp "$game" "$work/game.json"
        XDG_CONFIG_HOME="$work/dark-config" run_app --screenshot "$out/dark/$page-$size.png" \
            --size "$size" --page "$page" --resume-file "$work/game.json" --db "$work/history.sqlite"
    done
done

# French: the live table as a French table sees it.
cp "$game" "$work/game.json"
run_app --language fr --screenshot "$out/table-fr-360x640.png" --size 360x640 --page table \
    --resume-file "$work/game.json" --db "$work/history.sqlite"

# 200% text: the system font doubled (QT_FONT_DPI=192), phone size; nothing may be cut off.
mkdir -p "$out/large-text"
QT_FONT_DPI=192 run_app --screenshot "$out/large-text/home.png" --size 360x640 \
    --db "$work/empty.sqlite"
QT_FONT_DPI=192 run_app --screenshot "$out/large-text/napkin.png" --size 360x640 \
    tests/data/snapshot_3p.json
for page in new table dispute favorites snapshot settings $history_pages; do
    cp "$game" "$work/game.json"
    QT_FONT_DPI=192 run_app --screenshot "$out/large-text/$page.png" --size 360x640 \
        --page "$page" --resume-file "$work/game.json" --db "$work/history.sqlite"
done
if grep -E "qrc:|QML|Error" "$work/app.log" >&2; then
    echo "screenshots: the app reported the errors above" >&2
    exit 1
fi
echo "screenshots in $out/"
