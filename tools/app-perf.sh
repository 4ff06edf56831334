#!/usr/bin/env bash
# Cold start to first frame and resident memory of hats-companion with a 10,000-game history,
# side by side with a bare Qt Quick window holding one Label (Basic style), in one run: the
# two are started alternately, RUNS times each, and the medians compared.
# Usage: tools/app-perf.sh [build dir] [games] [runs]   (a build with HATS_WITH_DB=ON and
# HATS_WITH_TESTS or HATS_WITH_BENCH, for build/bench/app/hats-bare-window)
# HATS_PERF_BEFORE=path/to/an/older/hats-companion adds that build's Home to the same run, for
# a before/after measured side by side.
# The history is made by importing copies of the test games under new ids and dates (the
# `hats history import` path), so every game is scored by the engine on the way in.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
games="${2:-10000}"
runs="${3:-11}"
app="$build/app/gui/hats-companion"
bare="$build/bench/app/hats-bare-window"
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

# On a shared machine other work takes the processor in the middle of a start. Run as root,
# both programs get a real-time priority (SCHED_FIFO) so that other processes wait for them;
# they only start, draw one frame and quit, so nothing else is held up for long.
priority=()
if [[ $(id -u) == 0 ]] && chrt -f 10 true 2>/dev/null; then
    priority=(chrt -f 10)
fi

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

# One start: milliseconds from the shell starting the process to its first frame, the
# largest resident set (half a second after the first frame, so the first queries are in),
# and the processor time spent by the process up to its first frame (every thread; unlike the
# clock, it hardly moves when other work shares the machine).
start() { # command...
    local before line after kb
    before=$(date +%s%3N)
    line=$("${priority[@]}" /usr/bin/time -f "rss %M" "$@" 2>"$work/time" | tail -1)
    after=$(echo "$line" | sed -n 's/.*epoch ms \([0-9]*\).*/\1/p')
    cpu=$(echo "$line" | sed -n 's/.*cpu ms \([0-9]*\).*/\1/p')
    kb=$(sed -n 's/^rss \([0-9]*\)/\1/p' "$work/time")
    echo "$((after - before)) $((kb / 1024)) $cpu"
}

: > "$work/bare" ; : > "$work/home" ; : > "$work/history" ; : > "$work/statistics"
for ((run = 1; run <= runs; run++)); do
    start "$bare" >> "$work/bare"
    for page in home history statistics; do
        start "$app" --first-frame --page "$page" --db "$work/history.sqlite" \
            >> "$work/$page"
    done
    if [[ -n ${HATS_PERF_BEFORE:-} ]]; then
        start "$HATS_PERF_BEFORE" --first-frame --page home --db "$work/history.sqlite" \
            >> "$work/before"
    fi
done
bare_ms=$(cut -d' ' -f1 "$work/bare" | median)
bare_cpu=$(cut -d' ' -f3 "$work/bare" | median)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf "%-26s %8s  %6s  %7s  %6s  %s\n" "first screen" "start" "ratio" "cpu" "ratio" "RSS (median)"
printf "%-26s %5d ms  %6s  %4d ms  %6s  %d MB\n" "bare window (one Label)" "$bare_ms" "1.00" \
    "$bare_cpu" "1.00" "$(cut -d' ' -f2 "$work/bare" | median)"
for page in home history statistics; do
    ms=$(cut -d' ' -f1 "$work/$page" | median)
    cpu=$(cut -d' ' -f3 "$work/$page" | median)
    printf "%-26s %5d ms  %6s  %4d ms  %6s  %d MB\n" "app: $page" "$ms" "$(ratio "$ms" "$bare_ms")" \
        "$cpu" "$(ratio "$cpu" "$bare_cpu")" "$(cut -d' ' -f2 "$work/$page" | median)"
done
if [[ -n ${HATS_PERF_BEFORE:-} ]]; then
    ms=$(cut -d' ' -f1 "$work/before" | median)
    cpu=$(cut -d' ' -f3 "$work/before" | median)
    printf "%-26s %5d ms  %6s  %4d ms  %6s  %d MB\n" "before: home" "$ms" "$(ratio "$ms" "$bare_ms")" \
        "$cpu" "$(ratio "$cpu" "$bare_cpu")" "$(cut -d' ' -f2 "$work/before" | median)"
fi
echo "medians of $runs starts each, alternated${priority:+, under ${priority[*]}}; $(date -u +%F), commit $(git rev-parse --short HEAD)"
