#!/usr/bin/env python3
"""Plays whole games of Hats through the real app, as a newcomer would: with the mouse.

The app runs on a fresh history under its own X server (Xvfb) at a fixed window size. It
writes what its window shows to a file (--ui-probe: every visible item with its words and
rectangle); this script finds buttons there by their words or names, clicks them with
xdotool, types names, and reads screenshots back with tesseract to check that the winner
and the points appear on screen. It plays:

  1. a whole 3-player game (tests/app/data/full_3p.json) to the napkin, with the cookie
     dispute opened half way;
  2. a whole 4-player team game, dealt and played from a seeded shuffle;
  3. a finished game scored from its final table (tests/data/snapshot_3p.json);
  4. History: both played games are listed, one is opened and replayed turn by turn.

Usage: tools/ui-playthrough.py [--build build] [--size 360x640] [--out DIR] [--keep]
Exit status 0 when every step passed; otherwise the first failure is printed with the
screenshot that shows it; 77 when a tool it needs is missing. Screenshots go to DIR
(default: hats-playthrough-WxH in the temporary folder); --keep keeps the app's folder
(history, probe file, log) too.
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTROLS = ("Button", "ToolButton", "RadioButton", "CheckBox", "ItemDelegate", "TextField",
            "AbstractButton", "SpinBox", "MenuItem", "TabButton", "Slider")


class Failure(Exception):
    pass


class Item:
    def __init__(self, line):
        parts = line.rstrip("\n").split("\t")
        while len(parts) < 7:
            parts.append("")
        self.kind = parts[0]
        self.path = parts[1] if parts[1] != "-" else ""
        self.name = self.path.rsplit("/", 1)[-1]
        self.enabled = parts[2] == "1"
        self.checked = parts[3] == "1"
        self.shown = [int(v) for v in parts[4].split()]
        self.whole = [int(v) for v in parts[5].split()]
        self.text = parts[6]

    def is_control(self):
        return any(self.kind.startswith(k) for k in CONTROLS)

    def __repr__(self):
        return f"{self.kind}({self.path!r}, {self.text!r}, shown={self.shown})"


class Ui:
    """The app under Xvfb, seen through its probe file and driven by xdotool."""

    def __init__(self, args, work, name):
        self.args = args
        self.work = work
        self.name = name
        self.width, self.height = (int(v) for v in args.size.split("x"))
        self.shots = args.out
        self.step = 0
        self.display = None
        self.xvfb = None
        self.app = None
        self.probe = os.path.join(work, "probe.txt")
        self.last_click = ((-100, -100), 0.0)

    # --- processes -------------------------------------------------------------------
    def start_display(self):
        for number in range(90 + os.getpid() % 50, 200):
            if not os.path.exists(f"/tmp/.X{number}-lock"):
                self.display = f":{number}"
                break
        self.xvfb = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            if os.path.exists(f"/tmp/.X11-unix/X{self.display[1:]}"):
                return
            time.sleep(0.1)
        raise Failure("Xvfb did not start")

    def start_app(self, *extra):
        env = dict(os.environ)
        env.update({
            "DISPLAY": self.display,
            "QT_QPA_PLATFORM": "xcb",
            "XDG_CONFIG_HOME": os.path.join(self.work, "config"),
            "XDG_DATA_HOME": os.path.join(self.work, "data"),
            "XDG_RUNTIME_DIR": os.path.join(self.work, "runtime"),
        })
        os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
        if os.path.exists(self.probe):
            os.remove(self.probe)
        command = [self.args.app, "--db", os.path.join(self.work, "history.sqlite"),
                   "--size", self.args.size, "--ui-probe", self.probe]
        if self.args.language:
            command += ["--language", self.args.language]
        self.log = open(os.path.join(self.work, "app.log"), "a")
        self.app = subprocess.Popen(command + list(extra), env=env, stdout=self.log,
                                    stderr=subprocess.STDOUT)
        self.wait(lambda: self.items(), "the app's first frame", timeout=20)

    def stop(self):
        for process in (self.app, self.xvfb):
            if process and process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()

    def xdotool(self, *words):
        subprocess.run(["xdotool", *words], check=True,
                       env=dict(os.environ, DISPLAY=self.display))

    # --- reading the window ----------------------------------------------------------
    def items(self):
        if self.app.poll() is not None:
            raise Failure(f"the app quit (status {self.app.returncode}); see {self.work}/app.log")
        try:
            with open(self.probe, encoding="utf-8") as f:
                return [Item(line) for line in f if line.strip()]
        except FileNotFoundError:
            return []

    def settle(self, quiet=0.45, timeout=10):
        """Waits until what the window shows has not changed for `quiet` seconds."""
        end = time.time() + timeout
        while time.time() < end:
            try:
                age = time.time() - os.path.getmtime(self.probe)
            except FileNotFoundError:
                age = 0
            if age >= quiet:
                return
            time.sleep(0.05)

    def wait(self, condition, what, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            result = condition()
            if result:
                return result
            time.sleep(0.1)
        self.fail(f"waited {timeout} s for {what}")

    def find_all(self, name=None, text=None, contains=None, controls=False):
        found = []
        for item in self.items():
            if name is not None and not (item.path == name or item.path.endswith("/" + name)):
                continue
            if text is not None and item.text != text:
                continue
            if contains is not None and contains.lower() not in item.text.lower():
                continue
            if controls and not item.is_control():
                continue
            found.append(item)
        return found

    def find(self, name=None, text=None, contains=None, timeout=10):
        """The control (else any item) with this name or these words, once it is shown."""
        def look():
            self.settle()
            hits = self.find_all(name, text, contains)
            hits.sort(key=lambda i: not i.is_control())
            return hits[0] if hits else None
        what = name or text or contains
        return self.wait(look, f"{what!r} on screen", timeout)

    def text_of(self, name):
        return self.find(name=name).text

    # --- acting ----------------------------------------------------------------------
    def scroll_to(self, name=None, text=None, contains=None):
        """Scrolls with the wheel until the item is wholly in view; returns it."""
        for _ in range(60):
            item = self.find(name, text, contains)
            x, y, w, h = item.shown
            if w > 0 and h >= min(item.whole[3], 24) and h >= item.whole[3] - 2:
                return item
            below = item.whole[1] + item.whole[3] / 2 > (y + h / 2 if h > 0 else self.height / 2)
            if h > 0 and item.whole[1] < y:
                below = False
            # The wheel over the page's scrolling area (left edge, clear of pickers' cells).
            wx = 6
            wy = int(self.height * 0.35)
            self.xdotool("mousemove", str(wx), str(wy), "click", "5" if below else "4")
            time.sleep(0.08)
        self.fail(f"could not scroll {name or text or contains!r} into view")

    def click(self, name=None, text=None, contains=None, wait_enabled=True):
        item = self.scroll_to(name, text, contains)
        if wait_enabled and not item.enabled:
            self.fail(f"{item!r} is disabled")
        x, y, w, h = item.shown
        point = (x + w // 2, y + h // 2)
        # Two presses on one spot within the double-click time make a double click, which a
        # button takes as one: a person taps the same button again a moment later.
        since = time.time() - self.last_click[1]
        if abs(point[0] - self.last_click[0][0]) < 8 and abs(point[1] - self.last_click[0][1]) < 8 \
                and since < 0.8:
            time.sleep(0.8 - since)
        self.xdotool("mousemove", str(point[0]), str(point[1]), "click", "1")
        self.last_click = (point, time.time())
        time.sleep(0.05)
        self.settle()
        return item

    def click_until(self, name, done, what, tries=3):
        """Clicks until `done()` holds: a tap can be lost (a press that only stops the
        page's scrolling, as on a touch screen); retried only when nothing happened."""
        for _ in range(tries):
            self.click(name=name)
            end = time.time() + 2
            while time.time() < end:
                if done():
                    return
                time.sleep(0.1)
        self.fail(f"{what}: clicking {name!r} {tries} times did nothing")

    def type_into(self, name, words):
        self.click(name=name)
        self.xdotool("key", "ctrl+a")
        self.xdotool("type", "--delay", "20", words)
        self.xdotool("key", "Tab")
        self.settle()

    def key(self, *keys):
        self.xdotool("key", *keys)
        self.settle()

    # --- looking ---------------------------------------------------------------------
    def shot(self, label):
        """Saves the window as PNG and returns the words tesseract reads on it."""
        self.settle()
        self.step += 1
        png = os.path.join(self.shots, f"{self.name}-{self.step:02d}-{label}.png")
        subprocess.run(["import", "-display", self.display, "-window", "root", "-crop",
                        f"{self.width}x{self.height}+0+0", "+repage", png], check=True)
        big = os.path.join(self.work, "ocr.png")
        subprocess.run(["convert", png, "-resize", "200%", "-colorspace", "Gray", big],
                       check=True)
        words = subprocess.run(["tesseract", big, "stdout"], capture_output=True,
                               text=True).stdout
        # Light words on a dark ground (the primary buttons, the tool bar, the dark theme)
        # are lost on a whole-screen reading: each such control is read on its own, inverted.
        done = set()
        for item in self.items():
            x, y, w, h = item.shown
            if not item.text or w < 8 or h < 8 or (x, y, w, h) in done:
                continue
            if not (item.is_control() or y < 64):
                continue
            done.add((x, y, w, h))
            geometry = f"{w}x{h}+{x}+{y}"
            mean = subprocess.run(["convert", png, "-crop", geometry, "+repage", "-colorspace",
                                   "Gray", "-format", "%[fx:mean]", "info:"],
                                  capture_output=True, text=True).stdout
            try:
                dark = float(mean) < 0.45
            except ValueError:
                dark = False
            if dark:
                subprocess.run(["convert", png, "-crop", geometry, "+repage", "-colorspace",
                                "Gray", "-negate", "-resize", "300%", big], check=True)
                words += " " + subprocess.run(["tesseract", big, "stdout", "--psm", "6"],
                                              capture_output=True, text=True).stdout
        self.last_shot = png
        return " ".join(words.split())

    def expect_on_screen(self, label, *expected):
        """Takes a screenshot and fails unless tesseract reads every expected word on it."""
        seen = self.shot(label)
        missing = [w for w in expected if w.lower() not in seen.lower()]
        if missing:
            self.fail(f"screenshot {self.last_shot} lacks {missing}; tesseract read: {seen!r}")
        print(f"  ok  {label}: {', '.join(expected)} on screen")

    def fail(self, message):
        try:
            self.shot("failure")
            message += f"\n  screen: {self.last_shot}"
        except Exception:  # the screen may be gone with the app
            pass
        raise Failure(message)


# --- the games ---------------------------------------------------------------------------
def card_name(card):
    return f"card_{card['type']}_{card['value']}"


def enter_board(ui, board, prefix, picker):
    for slot, card in enumerate(board, start=1):
        ui.click(name=f"{prefix}{slot}")
        ui.click(name=f"{picker}/{card_name(card)}")


def play_turn(ui, number, turn, names):
    title = ui.text_of("turnLabel")
    if turn["player"] not in title:
        ui.fail(f"turn {number}: expected {turn['player']}'s turn, the title says {title!r}")
    if "exchange" in turn:
        move = turn["exchange"]
        ui.click_until(f"teaTable/slot{move['slot']}",
                       lambda: f"space {move['slot']}" in ui.text_of("playPrompt"),
                       f"turn {number}'s space")
        ui.click_until(f"playPicker/{card_name(move['played'])}",
                       lambda: ui.find(name="exchangeButton").enabled, f"turn {number}'s card")
        before = ui.text_of("lastTurn")
        ui.click_until("exchangeButton", lambda: ui.text_of("lastTurn") != before,
                       f"turn {number}'s exchange")
    else:
        if "value" in turn:
            ui.click_until(f"playPicker/{card_name(turn['value'])}",
                           lambda: "(" in ui.find(name="blackHatButton").text,
                           f"turn {number}'s hidden card")
        before = ui.text_of("lastTurn")
        ui.click_until("blackHatButton", lambda: ui.text_of("lastTurn") != before,
                       f"turn {number}'s black hat")
    line = ui.text_of("lastTurn")
    if not line.startswith(turn["player"]):
        ui.fail(f"turn {number}: the last-turn line says {line!r}")
    errors = ui.find_all(name="errorLabel")
    if errors:
        ui.fail(f"turn {number} refused: {errors[0].text}")


def new_game(ui, log):
    ui.click(name="newGameButton")
    # A game in progress: a newcomer keeps it for later (the dialog asks).
    if ui.find_all(name="keepBothButton"):
        ui.click(name="keepBothButton")
    names = [p["name"] for p in log["players"]]
    ui.click(name=f"players{len(names)}")
    for seat, name in enumerate(names):
        ui.type_into(f"name{seat}", name)
    enter_board(ui, log["board"], "setupSlot", "boardPicker")
    problems = ui.find_all(name="boardProblem")
    if problems:
        ui.fail(f"the initial board is refused: {problems[0].text}")
    ui.click(name="startButton")
    ui.find(name="teaTable")


def finish_game(ui, log):
    ui.click(name="endButton")
    for seat, player in enumerate(log["players"]):
        favorite = log["favorites"][player["name"]]
        chosen = f"{player['name']}'s favorite: "
        ui.click_until(f"favoritePicker{seat}/{card_name(favorite)}",
                       lambda: any(i.text.startswith(chosen) and "not chosen" not in i.text
                                   for i in ui.items()),
                       f"{player['name']}'s favorite")
    ui.click(name="scoreButton")
    ui.find(name="napkinSheet")


def score_log(args, log, work):
    path = os.path.join(work, "expected.json")
    with open(path, "w") as f:
        json.dump(log, f)
    result = subprocess.run([args.hats, "score", "--json", path], capture_output=True,
                            text=True)
    if result.returncode != 0:
        raise Failure(f"hats score refused the game: {result.stderr}")
    return json.loads(result.stdout)


def check_napkin(ui, label, expected):
    """The winner's name and every total, read off the screen."""
    totals = [str(p["total"]) for p in expected["players"]]
    headline = ui.text_of("headline") if ui.find_all(name="headline") else ""
    winners = expected["winners"]
    for winner in winners:
        if winner not in headline:
            ui.fail(f"the napkin's headline {headline!r} does not name {winner}")
    ui.scroll_to(name="napkinSheet")
    # On screen: the winners, and the team totals with 4 players (the players' totals sit in
    # narrow columns there; the probe checks each of them below).
    shown = [str(t["total"]) for t in expected.get("teams", [])] or totals[:2]
    ui.expect_on_screen(label, *winners, *shown)
    for seat, player in enumerate(expected["players"]):
        cell = ui.find_all(name=f"cell_total_{seat}")
        if cell and cell[0].text != str(player["total"]):
            ui.fail(f"{player['name']}'s total reads {cell[0].text}, hats score says "
                    f"{player['total']}")


def play_3p(ui, args, work):
    print("3-player game (tests/app/data/full_3p.json)")
    with open(os.path.join(ROOT, "tests/app/data/full_3p.json")) as f:
        log = json.load(f)
    expected = score_log(args, log, work)
    ui.expect_on_screen("home", "New game")
    new_game(ui, log)
    ui.expect_on_screen("table-start", "Ann")
    names = [p["name"] for p in log["players"]]
    for number, turn in enumerate(log["turns"], start=1):
        play_turn(ui, number, turn, names)
        if number == 12:
            ui.shot("table-half")
            # Who holds the cookie, and why: the dispute page, then back to the table.
            ui.click(name="disputeButton")
            verdict = ui.text_of("verdict")
            ui.expect_on_screen("dispute", "cookie")
            if not any(n in verdict for n in names):
                ui.fail(f"the dispute's verdict names nobody: {verdict!r}")
            ui.find_all(name="blackHatRule") or ui.fail("R15's black-hat line is missing")
            ui.click(text="‹ Table")
            ui.find(name="teaTable")
    ui.expect_on_screen("game-over", "Game over")
    finish_game(ui, log)
    check_napkin(ui, "napkin-3p", expected)
    ui.click(name="doneButton")
    ui.find(name="newGameButton")
    if ui.find_all(name="resumeButton"):
        ui.fail("Home offers to go back to a game that has finished")
    return log, expected


def deal_4p(seed):
    """A whole 4-player game from a seeded shuffle; every turn legal under R7."""
    rng = random.Random(seed)
    types = ["red", "orange", "yellow", "green", "blue", "purple", "brown"]
    deck = [{"type": t, "value": v} for t in types for v in range(1, 7)]
    rng.shuffle(deck)
    board = deck[:6]
    hands = [deck[6 + 9 * s: 15 + 9 * s] for s in range(4)]
    names = ["Ann", "Ben", "Cleo", "Dan"]
    live = [dict(c) for c in board]
    turns = []
    for _ in range(8):
        for seat in range(4):
            hand = hands[seat]
            moves = [(card, slot) for card in hand for slot in range(6)
                     if card["type"] == live[slot]["type"] or card["value"] > live[slot]["value"]]
            if moves and rng.random() < 0.8:
                card, slot = rng.choice(moves)
                hand.remove(card)
                live[slot] = card
                turns.append({"player": names[seat],
                              "exchange": {"slot": slot + 1, "played": card}})
            else:
                card = rng.choice(hand)
                hand.remove(card)
                turns.append({"player": names[seat], "blackHat": True, "value": card})
    return {"format": "hats-log/1", "players": [{"name": n} for n in names], "board": board,
            "turns": turns, "favorites": {names[s]: hands[s][0] for s in range(4)}}


def play_4p(ui, args, work):
    print("4-player team game (seeded deal)")
    log = deal_4p(args.seed)
    expected = score_log(args, log, work)
    new_game(ui, log)
    ui.expect_on_screen("table-4p", "Ann & Cleo")
    for number, turn in enumerate(log["turns"], start=1):
        play_turn(ui, number, turn, [p["name"] for p in log["players"]])
    finish_game(ui, log)
    check_napkin(ui, "napkin-4p", expected)
    teams = ui.find_all(name="teamTotals")
    if not teams:
        ui.fail("the 4-player napkin shows no team totals")
    ui.click(name="doneButton")
    ui.find(name="newGameButton")
    return log, expected


def score_snapshot(ui, args, work):
    print("a finished game scored from its final table (tests/data/snapshot_3p.json)")
    with open(os.path.join(ROOT, "tests/data/snapshot_3p.json")) as f:
        game = json.load(f)
    expected = score_log(args, game, work)
    ui.click(name="snapshotButton")
    enter_board(ui, game["board"], "snapshotSlot", "snapshotPicker")
    for seat, player in enumerate(game["players"]):
        ui.type_into(f"snapshotName{seat}", player["name"])
        ui.click(name=f"collection{seat}")
        for card in player["collection"]:
            ui.click(name=f"snapshotPicker/{card_name(card)}")
        ui.click(name="pickerDone")
        # The spin box's "+" on its right end, once per black hat.
        for _ in range(player["blackHats"]):
            box = ui.scroll_to(name=f"blackHats{seat}")
            x, y, w, h = box.shown
            ui.xdotool("mousemove", str(x + w - 12), str(y + h // 2), "click", "1")
        value = ui.find(name=f"blackHats{seat}")
        ui.settle()
        ui.click(name=f"favorite{seat}")
        ui.click(name=f"snapshotPicker/{card_name(player['favorite'])}")
        ui.click(name="pickerDone")
    ui.shot("snapshot-entered")
    ui.click(name="scoreButton")
    errors = ui.find_all(name="errorLabel")
    if errors and errors[0].text:
        ui.fail(f"the snapshot is refused: {errors[0].text}")
    ui.find(name="napkinSheet")
    check_napkin(ui, "napkin-snapshot", expected)
    ui.click(name="doneButton")
    ui.find(name="newGameButton")
    return expected


def history_and_replay(ui, played):
    print("History: both played games, one replayed")
    ui.click(name="historyButton")
    ui.find(name="historyList")
    ui.expect_on_screen("history", *[e["winners"][0] for _, e in played])
    for _, expected in played:
        scores = " ".join(str(p["total"]) for p in expected["players"])
        if not any(all(str(p["total"]) in r.text for p in expected["players"])
                   for r in ui.items()):
            ui.fail(f"no history row shows the totals {scores}")
    # The first game played: its row is the one with its totals.
    log, expected = played[0]
    row = [i for i in ui.items() if expected["players"][0]["name"] in i.text
           and all(re.search(rf"\b{p['total']}\b", i.text) for p in expected["players"])]
    if not row:
        ui.fail("the history has no row with the first game's totals")
    ui.click(text=row[0].text)
    ui.find(name="napkinSheet")
    ui.expect_on_screen("history-napkin", expected["winners"][0])
    ui.click(name="replayButton")
    ui.find(name="replayMove")
    turns = log["turns"]
    # The replay opens on the last turn; step back to the start, then forward, and each
    # step says that turn's player and move.
    for number in range(len(turns), -1, -1):
        move = ui.text_of("replayMove")
        if number == 0:
            if "initial board" not in move:
                ui.fail(f"the replay's start says {move!r}")
            break
        turn = turns[number - 1]
        if not move.startswith(f"Turn {number}: {turn['player']}"):
            ui.fail(f"replay of turn {number} says {move!r}")
        if "exchange" in turn and f"space {turn['exchange']['slot']}" not in move:
            ui.fail(f"replay of turn {number} names the wrong space: {move!r}")
        if number in (len(turns), 3):
            ui.expect_on_screen(f"replay-turn-{number}", f"Turn {number}")
        ui.click_until("replayPrevious", lambda: ui.text_of("replayMove") != move,
                       f"replay back from turn {number}")
    ui.expect_on_screen("replay-start", "initial board")
    start = ui.text_of("replayMove")
    ui.click_until("replayNext", lambda: ui.text_of("replayMove") != start, "replay forward")
    if not ui.text_of("replayMove").startswith(f"Turn 1: {turns[0]['player']}"):
        ui.fail("the replay does not step forward to turn 1")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--size", default="1024x720")
    parser.add_argument("--out", help="folder for the screenshots (kept)")
    parser.add_argument("--language")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--only", choices=["3p", "4p", "snapshot", "history"], action="append")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    args.app = os.path.join(args.build, "app/gui/hats-companion")
    args.hats = os.path.join(args.build, "app/hats")
    for tool in ("Xvfb", "xdotool", "tesseract", "import", "convert"):
        if shutil.which(tool) is None:
            print(f"ui-playthrough: {tool} is missing (tools/install-deps.sh installs it)")
            return 77
    work = tempfile.mkdtemp(prefix="hats-playthrough-")
    if not args.out:
        # Kept after the run (out of the source tree): a failure names its screenshot here.
        args.out = os.path.join(tempfile.gettempdir(), f"hats-playthrough-{args.size}")
        shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out, exist_ok=True)
    ui = Ui(args, work, args.size)
    started = time.time()
    try:
        ui.start_display()
        ui.start_app()
        played = []
        only = args.only or ["3p", "4p", "snapshot", "history"]
        if "3p" in only:
            played.append(play_3p(ui, args, work))
        if "4p" in only:
            played.append(play_4p(ui, args, work))
        if "snapshot" in only:
            score_snapshot(ui, args, work)
        if "history" in only and played:
            history_and_replay(ui, played)
    except Failure as failure:
        print(f"ui-playthrough at {args.size}: FAILED: {failure}")
        return 1
    finally:
        ui.stop()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"ui-playthrough at {args.size}: passed in {time.time() - started:.0f} s; "
          f"screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
