#!/usr/bin/env bash
# Renders every main screen in French, German and Spanish and reads it back with tesseract:
# no English word may show. Prints each English word found with its screen; exits 1 if any.
# Usage: tools/language-check.sh [build dir] [out dir]   (needs tesseract-ocr-{fra,deu,spa})
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
app="$build/app/gui/hats-companion"
hats="$build/app/hats"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" # no one's real settings
game=tests/app/data/live_3p.json
"$hats" history import tests/app/data/full_3p.json --db "$work/history.sqlite" > /dev/null
"$hats" history import tests/data/snapshot_3p.json --db "$work/history.sqlite" > /dev/null

# Words of the app's English that no French, German or Spanish screen should show. Words the
# languages share with English (total, collection, type, points, cookie in French) and the
# game's own name (Hats) are not listed.
english_words="the and of with game player players hat board slot space turn round score
winner winners black favorite favourite tap new open settings history statistics undo redo
why nobody holds holder wins tie tied rank lowest higher card cards left drops keeps takes
gets napkin tea table back home exchange photograph choose export saved show replay shared
average best worst games level ahead behind seat seats name team language system dark theme
default"
words_for() { # the list minus what the language writes the same way
    case "$1" in
    fra) echo "$english_words" | tr ' ' '\n' | grep -vxE 'table|export|score' ;;
    deu) echo "$english_words" | tr ' ' '\n' | grep -vxE 'hat|name|team|export|level|system' ;;
    spa) echo "$english_words" | tr ' ' '\n' | grep -vxE 'total' ;;
    esac
}

found=0
for pair in fr:fra de:deu es:spa; do
    code="${pair%%:*}"
    ocr="${pair##*:}"
    shots=()
    "$app" --language "$code" --screenshot "$out/home-$code.png" --size 1280x900 \
        --autosave "$work/none.json" --db "$work/history.sqlite"
    shots+=("home-$code")
    "$app" --language "$code" --screenshot "$out/napkin-$code.png" --size 1280x1600 \
        tests/data/snapshot_3p.json
    shots+=("napkin-$code")
    "$app" --language "$code" --screenshot "$out/refusal-$code.png" --size 1280x900 \
        tests/data/bad_r7.json
    shots+=("refusal-$code")
    # A file the reader refuses (a fault, not a rule): its reason in the table's language.
    sed '0,/"value": 4/s//"value": 9/' tests/data/snapshot_3p.json > "$work/broken.json"
    "$app" --language "$code" --screenshot "$out/broken-$code.png" --size 1280x900 \
        "$work/broken.json"
    shots+=("broken-$code")
    for page in new table dispute favorites snapshot settings history statistics player; do
        cp "$game" "$work/game.json"
        "$app" --language "$code" --screenshot "$out/$page-$code.png" --size 1280x1600 \
            --page "$page" --autosave "$work/game.json" --db "$work/history.sqlite"
        shots+=("$page-$code")
    done
    pattern="$(words_for "$ocr" | paste -sd'|')"
    for shot in "${shots[@]}"; do
        tesseract "$out/$shot.png" "$out/$shot" -l "$ocr" > /dev/null 2>&1
        # The command line and the file formats keep their names: hats score, hats-game/1,
        # and a field of a game file named as the file writes it (board[3].value).
        # Lines joined first: a wrapped "hats\nscore" is still the command; OCR may read 1 as l.
        hits="$(tr '\n' ' ' < "$out/$shot.txt" |
            sed -E 's/hats +(score|history)|hats-(game|log)\/[1lI]//g' |
            sed -E 's/[A-Za-z]+\[[0-9lI]+\](\.[A-Za-z]+(\[[0-9lI]+\])?)*//g' |
            grep -oiwE "$pattern" | sort -u | paste -sd' ' || true)"
        if [ -n "$hits" ]; then
            echo "$shot: English: $hits"
            found=1
        fi
    done
done
[ "$found" -eq 0 ] && echo "no English word on any screen (fr, de, es); pictures and text in $out"
exit "$found"
