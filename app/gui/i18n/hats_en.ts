<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Learn your deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph the grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open the grid photo…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2. Put one card face down on the table and photograph it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph the back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open the back photo…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3. Name this deck (a second deck or printing gets its own name).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>my-deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learn the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What the app learned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>✓ Check: all %1 cards of the grid photo read back correctly.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Colours, as seen in your light (left) beside the app's own (right):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>card back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card shape: %1 times as tall as wide.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save as "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>✓ Saved. Photos are now read with "%1" (an earlier deck of that name is replaced).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every card and the back were learned:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⚠ Not learned: %1. Retake the grid photo (less glare, every card flat and apart) and learn the deck again.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CameraCapture</name>
    <message>
        <source>Fit the cards in the picture, from straight above if you can</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take the photo</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2, already seen or not in play</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Cookie</name>
    <message>
        <source>Cookie</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <source>Cookie dispute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moment: the initial board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moment: after turn %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Earlier turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Later turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In words</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black hats are never compared: their values are secret (R15). Having any black hat adds one to the type count (R14).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step 1: type count (R14), the distinct face-up types plus one for black hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No hats yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tied on the most types</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step 2: tiebreak (R15), the lowest value wins, rank by rank; whoever runs out of cards drops out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>only black hats: nothing to compare, drops out</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <source>End of game: favorite hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's favorite: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not chosen yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the napkin</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Game over: every player has played %n hat(s) (R9)</source>
        <translation><numerusform>Game over: every player has played %n hat (R9)</numerusform><numerusform>Game over: every player has played %n hats (R9)</numerusform></translation>
    </message>
    <message>
        <source>%1's turn · round %2 of %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's favorite needs a type and a value 1-6 (R9)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No saved game to resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The saved game cannot be read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a hats-log/1 file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One type of a collection and its values: "Red 1, 3"</extracomment>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n black hat(s)</source>
        <translation><numerusform>%n black hat</numerusform><numerusform>%n black hats</numerusform></translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a hat type (R2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1 holds %2, a type removed for two players (R5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Spaces %1 and %2 both hold %3: every card is unique (R1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no seat %1 at this table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2 is not a hat card of this game (R1, R5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game in progress cannot be replayed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a game in progress: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is not saved in the history: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1 needs a type and a value 1-6 (R1)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <source>Open a Hats game file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Up one folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No game files here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HatCard</name>
    <message>
        <source>Black hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>black hat</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HatType</name>
    <message>
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Brown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A hat card: its type's name and its value, "Red 4"</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No history is open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Filter by player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's statistics ›</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No games yet. Finished games appear here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · winner: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · winner: %2 · scored from the final table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · abandoned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Abandon</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Hats Companion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back to the game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score a finished game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a game file…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A game is in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 have a game in progress. What becomes of it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep it for later, start a new game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Abandon it, start a new game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <source>‹ Home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>↶ Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>↷ Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exchange into space %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black hat (hides %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exchange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter the favorite hats →</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⚠ Refused, nothing changed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>⚠ Not saved: %1. The game goes on; keep the app open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No turn yet: %1 starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 played %2 on space %3 and took %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 played a black hat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card %1 plays onto space %2 (greyed: already seen):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tap a space, the card played, then Exchange; or Black hat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Collections</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>team %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No hats yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>For the cookie (R14): %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(black hats add one)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Hats Companion</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NapkinExporter</name>
    <message>
        <source>Nothing scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team totals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How each total was made (collection + favorite hat + cookie)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scoring napkin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How each total was made (collection + cookie)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no napkin to export.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only files on this device can be written, not %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be started.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NapkinModel</name>
    <message>
        <source>Hat collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game in progress: %1 of %2 turns played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Winners: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Winner: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team %1 (%2 + %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1
%2
face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1
%2
face down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: hat collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 → %2: the %3 card in space %4 of the tea table stayed face up (R10, R11)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 → 0: no %2 card on the tea table (R11)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; space %1 turned face down (R10)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black hats: %1 × %2 (R11)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite hat: %1, its value is taken off (R12)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No face-up %1 card in the collection to count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 in the collection counts its value %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: last cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 holds the cookie: %2 (R13)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 holds the cookie, so %2 scores 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: total so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hat collection: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite hat: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last cookie: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team total: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NapkinPage</name>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the napkin as a PNG picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the napkin as a PDF document</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PNG picture…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF document (A4)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open another…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This file cannot be scored:
%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shows how this number was made</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tap a number to see how it was made.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A crossed-out card was turned face down: another card of its type lies in a lower space (R10).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Known players (✓ already seated): tap one to seat them at seat %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seat %1 at seat %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag to change %1's seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seat %1: choose for the next known player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>→ seat %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move %1 up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move up (Alt+↑)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move %1 down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move down (Alt+↓)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removed types (two, R5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, starts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>with %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Teams: %1 &amp; %2 against %3 &amp; %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card for space %1 (greyed: already on the tea table or removed):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Initial board: tap a space, then its card (R3)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhotoController</name>
    <message numerus="yes">
        <source>%n card(s) could not be read for sure: tap each one marked ? and say what it is.</source>
        <translation><numerusform>%n card could not be read for sure: tap the one marked ? and say what it is.</numerusform><numerusform>%n cards could not be read for sure: tap each one marked ? and say what it is.</numerusform></translation>
    </message>
    <message>
        <source>%1 appears twice: the deck has one card of each type and value (R1). Tap the wrong one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of %2 board cards read: was one left out of the photo? The others can be filled in by hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A finished collection holds %1 hats, face up or black (R9); this photo shows %2. Is one missing or extra?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cards are small in this photo: come closer, so that the cards fill the picture, for surer reads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No photo was chosen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No deck is learned yet: calibrate your deck first (one photo of all 42 cards and one of a card back).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This build of Hats Companion cannot read photos (built without OpenCV).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Board cards are face up (R3): a card back cannot be on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing learned yet: take the two calibration photos first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot create the folder %1 for deck profiles.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot save the deck profile %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1 shows a card back: board cards are face up (R3). Tap it to say which card it is, or remove it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cards read, but the tea table has %2 spaces (R3): remove what is not a board card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>card back</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhotoPage</name>
    <message>
        <source>Photograph the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card back (black hat)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>? maybe %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>? not read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n card(s) read</source>
        <translation><numerusform>%n card read</numerusform><numerusform>%n cards read</numerusform></translation>
    </message>
    <message>
        <source>%1 face-up, %2 black hat(s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use these cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learn another deck…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Learn your deck…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lay %1's collection out on the table, cards apart or touching, black hats face down, and photograph it from above.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(set by you)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1% sure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A card not outlined? Use these cards, then add it by hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tap the card it really is:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not a card: remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph the tea table from above, space 1 on the left, every card whole in the picture.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A card not outlined? Use these cards, then tap its space to add it by hand.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PhotoSource</name>
    <message>
        <source>Take a photo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a photo…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayerStatsPage</name>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loading %1's games…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No finished games yet for %1.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n win</numerusform><numerusform>%n wins</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n shared)</numerusform><numerusform>(%n shared)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n game</numerusform><numerusform>%n games</numerusform></translation>
    </message>
    <message>
        <source>won %1% of games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average total %1 · best %2 · worst %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score over time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average points per category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hat collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Games ending with the cookie</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1% (%2 of %n game(s))</source>
        <translation><numerusform>%1% (%2 of %n game)</numerusform><numerusform>%1% (%2 of %n games)</numerusform></translation>
    </message>
    <message>
        <source>By table size</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation><numerusform>%n players</numerusform><numerusform>%n players</numerusform></translation>
    </message>
    <message>
        <source>average %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6</source>
        <translation><numerusform>vs %1: ahead in %2, behind in %3, level in %4 of %n game · average %5 to %6</numerusform><numerusform>vs %1: ahead in %2, behind in %3, level in %4 of %n games · average %5 to %6</numerusform></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Napkin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay: the initial board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay: after turn %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Earlier turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Later turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The initial board, before the first turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turn %1: %2 played %3 on space %4 and took %5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turn %1: %2 played a black hat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Types: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No hats yet</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 (R%2)</source>
        <extracomment>A sentence, then the id of the rule it follows: "… (R7)"</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>player %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n type(s)</source>
        <translation><numerusform>%n type</numerusform><numerusform>%n types</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <source>Space %1 of the tea table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's black hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>on the tea table in space %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in %1's collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>recorded as a black hat of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>played by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>seen earlier in this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A game has 2 to 4 players, not %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player %1 has no name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player %1: the name "%2" is used twice; every seat needs its own name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A 2-player game removes exactly two different types</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only a 2-player game removes types; with %1 players all seven are in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A 4-player game has two teams with two different names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tea table has %1 cards, but this game uses %2 spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 cannot appear: %3 is removed in this 2-player game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 cannot appear: a 2-player game has only %3 types, and %4 are already seen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 is already %3; every card is unique</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over: every player has played %1 cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no seat %1 in this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It is %1's turn, not %2's</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot play into space %2: with %3 players the tea table has spaces 1 to %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot exchange %2 for %3 in space %4: neither the same type nor a higher number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every player keeps exactly one favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is not over: %1 of %2 turns played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every player needs a collection and a favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: a negative number of black hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has %2 hats (%3 face up + %4 black hats); a finished collection holds exactly %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cookie holder is not a player of this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 are fully tied (same type count, same values): say who held the cookie before the end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 are fully tied, and the cookie can only stay with one of them, not with %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 holds the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 gets the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 keeps the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 takes the cookie from %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 holds the cookie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody holds the cookie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody has a hat yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2, more than anyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: tied on %2, lowest card at rank %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: full tie, the cookie stays where it was</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Full tie between %1: who held the cookie?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 (%3 + 1 for black hats)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has the most types</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tie on %2; their face-up values are compared from the lowest up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 no card left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 — %2 has the lowest card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 show exactly the same values: a full tie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 keeps the cookie: in a full tie it stays where it is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cookie stays where it was, and the table must say who held it: %1?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stays in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>higher card: drops out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no card left: drops out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 wins with %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tie on %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1; %2 wins with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1; %2 wins with the most black hats (%n black hat)</numerusform><numerusform>%1; %2 wins with the most black hats (%n black hats)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 also tie on %n black hat(s)</source>
        <translation><numerusform>%1; %2 also tie on %n black hat</numerusform><numerusform>%1; %2 also tie on %n black hats</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 wins by holding the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1; none of them holds the cookie: a shared victory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2 + 1 for black hats)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rank %1 — decides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rank %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: a type needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" already names %2; each type needs its own name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: "%2" is not a colour written #rrggbb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tea table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie (R14).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has the most types: %2, and nobody else has as many (R14).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tied players show the same values at every rank: %1 keeps the cookie (R16).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The tied players show the same values at every rank: the table must say who held the cookie (R16).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 shows %2, a higher card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has only black hats, and black hats are never compared</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has run out of cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rank %1 decides: %2 shows %3, the lowest card; %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when a tied player showed a higher card there.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rank %1 decides: only %2 still has a card there (%3); %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when the others had no card there.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 win with %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1; %2 win with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1; %2 win with the most black hats (%n black hat)</numerusform><numerusform>%1; %2 win with the most black hats (%n black hats)</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 win by holding the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Grid photo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back photo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a type id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list of turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a player name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a space number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"hats-game/1" or "hats-log/1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a card like {"type": "red", "value": 4}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a player object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a turn object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one game document (an object with "format")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing (null)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>true/false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing; every player ends with one favorite hat in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing; the card played onto the tea table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing; the tea table at the start, space 1 first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing; expected "hats-game/1" or "hats-log/1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation><numerusform>%n byte</numerusform><numerusform>%n bytes</numerusform></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1; nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the photo: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1×%2</source>
        <extracomment>A photo's size in pixels, width × height</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not JSON</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not JSON (%1)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>byte %1: lists and objects nested deeper than %n level(s) (limit)</source>
        <translation><numerusform>byte %1: lists and objects nested deeper than %n level (limit)</numerusform><numerusform>byte %1: lists and objects nested deeper than %n levels (limit)</numerusform></translation>
    </message>
    <message>
        <source>larger than %1, the limit for one game; nothing was read past it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>larger than %1, the limit for an import file; nothing was read past it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>larger than %1, the limit for this file; nothing was read past it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>byte %1: a NUL byte; a game file is text and nothing follows it (limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file could not be read to its end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing to read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is a folder, not a game file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be opened: there is no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be opened: reading it is not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected {"slot": N, "played": card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an object from player name to card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a list of two type ids</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a hat type (red orange yellow green blue purple brown)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a hat type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a hat value 1-6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a UUID in its canonical form (8-4-4-4-12 hex digits)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not an ISO 8601 date and time like 2026-11-22T20:15:00+01:00</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>a game has 2 to 4 players, this file has %n</source>
        <translation><numerusform>a game has 2 to 4 players, this file has %n</numerusform><numerusform>a game has 2 to 4 players, this file has %n</numerusform></translation>
    </message>
    <message>
        <source>%1 is also the name at %2; every player needs their own name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing; a 4-player game is played in two teams</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected a team name; a 4-player game is played in two teams</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>give every player of a 4-player game a team, or none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, but partners sit opposite: %2 and %3 (seats %4 and %5) form one team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is also the other team's name; a 4-player game has two teams</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a number of black hats 0-%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a player of this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a turn is exactly one action, an "exchange" or a "blackHat"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a space number</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 cannot play into space %2: the tea table of %n player(s) has spaces 1-%3</source>
        <translation><numerusform>%1 cannot play into space %2: the tea table of %n player has spaces 1-%3</numerusform><numerusform>%1 cannot play into space %2: the tea table of %n players has spaces 1-%3</numerusform></translation>
    </message>
    <message>
        <source>%1 is not a game format this version reads (hats-game/1, hats-log/1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no favorite hat; a finished game has one for everyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the name is not valid UTF-8 text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the name holds the control character %1; names are printable text (limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a player needs a name that is not empty or only spaces (limit)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>the name has %n character(s), more than the limit of %1</source>
        <translation><numerusform>the name has %n character, more than the limit of %1</numerusform><numerusform>the name has %n characters, more than the limit of %1</numerusform></translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is not a file; a history is a file; nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is not a Hats history (not an SQLite file); nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is not a Hats history (another application's SQLite file); nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is damaged: schema version %1 is not one Hats Companion writes; nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>was written by a newer Hats Companion (schema %1; this version reads up to %2); nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is an empty file, not a Hats history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is damaged (%1); nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be written: the disk is full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be used: it is on a read-only file system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be opened: the file or its folder may not be read or written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is busy: another program holds it locked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the history refused (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it is not a JPEG or PNG image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the %1 header is damaged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the PNG header gives an impossible size</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>the progressive JPEG has more than %n scan(s) (limit)</source>
        <translation><numerusform>the progressive JPEG has more than %n scan (limit)</numerusform><numerusform>the progressive JPEG has more than %n scans (limit)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>decoding took longer than %n second(s) (limit)</source>
        <translation><numerusform>decoding took longer than %n second (limit)</numerusform><numerusform>decoding took longer than %n seconds (limit)</numerusform></translation>
    </message>
    <message>
        <source>the image cannot be decoded (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the %1 data cannot be decoded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not enough memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the image is only %1 pixels</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>the image is %1 pixels, longer than %n time(s) its width (limit)</source>
        <translation><numerusform>the image is %1 pixels, longer than %n time its width (limit)</numerusform><numerusform>the image is %1 pixels, longer than %n times its width (limit)</numerusform></translation>
    </message>
    <message>
        <source>the image is %1 pixels, more than %2 megapixels (limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the PNG image is %1 pixels, more than %2 megapixels, the limit for a PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is larger than %2 MiB (limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no cards were found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The player whose turn it is, in the standings strip</extracomment>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1: %n point</numerusform><numerusform>%1: %n points</numerusform></translation>
    </message>
    <message>
        <source>Game %1 cannot be read back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The name %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>there is no game %1 in the history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>game %1 was not entered turn by turn: it cannot be resumed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its turns are stored in a form this version does not read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its stored tea table is missing a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its stored turn %1 is missing a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>its stored turns are cut short or too long</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the two photos of the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the photo of the back: no card was found</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the back: it shows %n card(s); photograph one face-down card alone</source>
        <translation><numerusform>Could not read the photo of the back: it shows %n card; photograph one face-down card alone</numerusform><numerusform>Could not read the photo of the back: it shows %n cards; photograph one face-down card alone</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the grid: %n card(s) found, the deck has %1 (7 rows of 6)</source>
        <translation><numerusform>Could not read the photo of the grid: %n card found, the deck has %1 (7 rows of 6)</numerusform><numerusform>Could not read the photo of the grid: %n cards found, the deck has %1 (7 rows of 6)</numerusform></translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: no printed values were found; are the rows in the order %1, 1 to 6?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>red orange yellow green blue purple brown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not read the photo of the grid: the cards show no common colour area</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photo reading is not installed (hats-vision.so was not found)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photo reading cannot be loaded (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a photo-reading module of this version of Hats Companion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write the deck profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the link cannot be followed (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is not a file (a folder, pipe or device); nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>writing there is not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be written (%1); nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a deck profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open the deck profile %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>is not a deck profile (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the deck profile is damaged; learn the deck again from its two photos</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>No hat type called %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Colour of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the colour of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back to the usual names and colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dark theme</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History file (applies at the next start; empty: the default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Default location</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hat types: the names and colours of your deck (files keep the usual ones)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About Hats Companion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <source>%1's favorite hat is missing (R9)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not kept in the history: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1 of the tea table needs a type and a value 1-6 (R3)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <source>Score a finished game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tap cards of %1's collection (tap again to remove)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removed types (R5):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Final board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Collection: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no face-up hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Black hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 held the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show the napkin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep this game in the history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card for space %1 of the tea table</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1. %2 — %3 in %4 (won %5%) ›</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n win</numerusform><numerusform>%n wins</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n shared)</numerusform><numerusform>(%n shared)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n game</numerusform><numerusform>%n games</numerusform></translation>
    </message>
    <message>
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hat collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cookie</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TeaTable</name>
    <message>
        <source>Tea table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1, worth %1: %2 %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space %1, worth %1: empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>