#!/usr/bin/env bash
# Cold start to first frame and resident memory of hats-companion with a 10,000-game history.
# Usage: tools/app-perf.sh [build dir] [games]   (a build with HATS_WITH_DB=ON)
# The history is made by importing copies of the test games under new ids and dates (the
# `hats history import` path), so every game is scored by the engine on the way in.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
games="${2:-10000}"
app="$build/app/gui/hats-companion"
hats="$build/app/hats"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen

python3 - "$games" "$work/games.json" <<'PY'
import json, sys, uuid, datetime
count, out = int(sys.argv[1]), sys.argv[2]
sources = [json.load(open(p)) for p in
           ("tests/app/data/full_3p.json", "tests/data/snapshot_3p.json")]
names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]
docs = []
start = datetime.datetime(2020, 1, 1)
for i in range(count):
    doc = json.loads(json.dumps(sources[i % len(sources)]))
    # Only names, ids and dates change: the games stay the same legal games.
    rename = {p["name"]: names[(i + k) % len(names)] for k, p in enumerate(doc["players"])}
    for p in doc["players"]:
        p["name"] = rename[p["name"]]
    for t in doc.get("turns", []):
        t["player"] = rename[t["player"]]
    if "favorites" in doc:
        doc["favorites"] = {rename[k]: v for k, v in doc["favorites"].items()}
    doc["id"] = str(uuid.UUID(int=i + 1))
    doc["playedAt"] = (start + datetime.timedelta(hours=3 * i)).isoformat()
    docs.append(doc)
json.dump(docs, open(out, "w"))
PY
"$hats" history import "$work/games.json" --db "$work/history.sqlite" > /dev/null
echo "history: $("$hats" history list --db "$work/history.sqlite" --limit 1 | wc -l) listed, $(du -h "$work/history.sqlite" | cut -f1) on disk, $games games"

measure() { # page
    local best=999999 rss=0
    for run in 1 2 3 4 5; do
        local before after line
        before=$(date +%s%3N)
        line=$(/usr/bin/time -f "rss %M" "$app" --first-frame --page "$1" \
            --db "$work/history.sqlite" 2>"$work/time" | tail -1)
        after=$(echo "$line" | sed -n 's/.*epoch ms \([0-9]*\).*/\1/p')
        local ms=$((after - before))
        ((ms < best)) && best=$ms
        local kb
        kb=$(sed -n 's/^rss \([0-9]*\)/\1/p' "$work/time")
        ((kb > rss)) && rss=$kb
    done
    printf "%-11s cold start to first frame %4d ms (best of 5)   max RSS %4d MB\n" "$1" "$best" \
        $((rss / 1024))
}
for page in home history statistics; do
    measure "$page"
done
