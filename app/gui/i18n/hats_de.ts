<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CalibrationPage</name>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="21"/>
        <source>Learn your deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="38"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="65"/>
        <source>The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="72"/>
        <source>1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="106"/>
        <source>Photograph the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="107"/>
        <source>Open the grid photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="118"/>
        <source>2. Put one card face down on the table and photograph it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="127"/>
        <source>Photograph the back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="128"/>
        <source>Open the back photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="139"/>
        <source>3. Name this deck (a second deck or printing gets its own name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="147"/>
        <source>my-deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="153"/>
        <source>Learn the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="186"/>
        <source>What the app learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="194"/>
        <source>✓ Check: all %1 cards of the grid photo read back correctly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="195"/>
        <source>⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="202"/>
        <source>Colours, as seen in your light (left) beside the app&apos;s own (right):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="244"/>
        <source>card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="249"/>
        <source>The digits it looks for in the corner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="276"/>
        <source>⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="277"/>
        <source>Card shape: %1 times as tall as wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="284"/>
        <source>Save as &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CalibrationPage.qml" line="294"/>
        <source>✓ Saved. Photos are now read with &quot;%1&quot; (an earlier deck of that name is replaced).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraCapture</name>
    <message>
        <location filename="../../../qml/CameraCapture.qml" line="46"/>
        <source>Fit the cards in the picture, from straight above if you can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CameraCapture.qml" line="58"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CameraCapture.qml" line="64"/>
        <source>Take the photo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../../qml/CardPicker.qml" line="50"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="16"/>
        <source>Cookie dispute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="22"/>
        <source>‹ Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="49"/>
        <source>Moment: the initial board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="50"/>
        <source>Moment: after turn %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="60"/>
        <source>Earlier turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="79"/>
        <source>Later turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="97"/>
        <source>%1 holds the cookie.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="98"/>
        <source>Nobody holds the cookie.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="107"/>
        <source>Step 1 — type count (R14): distinct face-up types, plus one for any black hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="119"/>
        <source>(cookie) </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/CookieDisputePage.qml" line="125"/>
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n type</numerusform>
            <numerusform>%n types</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="130"/>
        <source>sorted values: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="136"/>
        <source>tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="145"/>
        <source>Step 2 — tiebreak (R15): lowest value wins, rank by rank; no card left drops out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="167"/>
        <source>Rank %1 — decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="168"/>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="180"/>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="193"/>
        <source>In words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="15"/>
        <source>End of game: favorite hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="27"/>
        <source>‹ Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="54"/>
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="66"/>
        <source>%1&apos;s favorite: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="70"/>
        <source>not chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="95"/>
        <source>Show the napkin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../game_controller.cpp" line="73"/>
        <source>The history %1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="223"/>
        <source>Slot %1 needs a type and a value 1-6 (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="242"/>
        <location filename="../game_controller.cpp" line="260"/>
        <location filename="../game_controller.cpp" line="298"/>
        <source>No game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="247"/>
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="267"/>
        <source>%1 %2 is not a hat card (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="304"/>
        <source>%1&apos;s favorite needs a type and a value 1-6 (R9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="332"/>
        <source>Not saved in the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="364"/>
        <source>No saved game to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="370"/>
        <source>The saved game cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="371"/>
        <source>not a hats-log/1 file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="375"/>
        <source>The saved game cannot be replayed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="501"/>
        <source>The game cannot be autosaved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="509"/>
        <source>The game in progress is not in the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HatType</name>
    <message>
        <location filename="../engine_values.cpp" line="36"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine_values.cpp" line="36"/>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine_values.cpp" line="37"/>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine_values.cpp" line="37"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine_values.cpp" line="38"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine_values.cpp" line="38"/>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine_values.cpp" line="39"/>
        <source>Brown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <location filename="../history_controller.cpp" line="300"/>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../history_controller.cpp" line="136"/>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="14"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="21"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="43"/>
        <source>Filter by player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="53"/>
        <source>%1&apos;s statistics ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="63"/>
        <source>This build keeps no history (built without the database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="70"/>
        <source>No games yet. Finished games appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="99"/>
        <source>%1 · winner: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="100"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../../qml/HomePage.qml" line="18"/>
        <location filename="../../../qml/HomePage.qml" line="33"/>
        <source>Hats Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="39"/>
        <source>Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="47"/>
        <source>Back to the game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="47"/>
        <source>Resume the game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="56"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="65"/>
        <source>Score a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="72"/>
        <source>Open a game file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="82"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="89"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="97"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="103"/>
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="18"/>
        <source>Game over: every player has played 8 hats (R9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="19"/>
        <source>%1&apos;s turn · round %2 of 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="37"/>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="38"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="54"/>
        <source>↶ Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="55"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="62"/>
        <source>↷ Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="63"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="80"/>
        <source>Exchange into slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="80"/>
        <source>Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="92"/>
        <source>Black hat (hides %1 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="93"/>
        <source>Black hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="108"/>
        <source>Enter the favorite hats →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="150"/>
        <source>Tea table: tap a slot, the card played, then Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="171"/>
        <source>Slot %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="182"/>
        <source>Slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="216"/>
        <source>Card %1 plays onto slot %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="217"/>
        <source>Card played:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="231"/>
        <source>⚠ Refused, nothing changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="240"/>
        <source>⚠ Not saved: %1. The game goes on; keep the app open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="258"/>
        <source>Cookie: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="259"/>
        <source>Cookie: nobody has a hat yet (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="265"/>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="313"/>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="320"/>
        <source>No hats yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="322"/>
        <source> · black hats: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/LiveTablePage.qml" line="327"/>
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n type</numerusform>
            <numerusform>%n types</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="357"/>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="361"/>
        <source>Cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="366"/>
        <source>%1: %2 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="372"/>
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../../qml/Main.qml" line="20"/>
        <source>Hats Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="56"/>
        <source>Open a Hats game file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="57"/>
        <source>Hats game files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="57"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NapkinExporter</name>
    <message>
        <location filename="../napkin_exporter.cpp" line="116"/>
        <location filename="../napkin_exporter.cpp" line="271"/>
        <source>Hats napkin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="131"/>
        <source>Nothing scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="137"/>
        <source>Winners: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="138"/>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="142"/>
        <source>Game in progress: %1 of %2 turns played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="160"/>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="172"/>
        <source>Hat collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="174"/>
        <source>Favorite hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="176"/>
        <source>Cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="178"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="178"/>
        <source>Total so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="180"/>
        <source>Black hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="185"/>
        <source>Team totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="188"/>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="199"/>
        <source>How each total was made (collection + favorite hat + cookie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="204"/>
        <location filename="../napkin_exporter.cpp" line="220"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="209"/>
        <source>favorite hat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="224"/>
        <source> (face down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="226"/>
        <source>Board after clean-up (R10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="231"/>
        <source>Cookie (R14–R16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="242"/>
        <location filename="../napkin_exporter.cpp" line="263"/>
        <source>Only files on this device can be written, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="251"/>
        <location filename="../napkin_exporter.cpp" line="254"/>
        <location filename="../napkin_exporter.cpp" line="267"/>
        <location filename="../napkin_exporter.cpp" line="288"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../napkin_exporter.cpp" line="278"/>
        <source>Cannot write %1: the PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NapkinPage</name>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="26"/>
        <location filename="../../../qml/NapkinPage.qml" line="29"/>
        <source>Hat collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="26"/>
        <source>Favorite hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="27"/>
        <location filename="../../../qml/NapkinPage.qml" line="29"/>
        <source>Cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="27"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="28"/>
        <location filename="../../../qml/NapkinPage.qml" line="30"/>
        <source>Black hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="30"/>
        <source>Total so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="42"/>
        <source>Team total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="54"/>
        <source>%1 → %2: the %3 board card in slot %4 stayed face up (R10, R11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="56"/>
        <source>%1 → 0: no %2 card on the board (R11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="58"/>
        <source>; slot %1 turned face down (R10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="62"/>
        <source>Black hats: %1 × 1 point (R11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="63"/>
        <source>%1: hat collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="68"/>
        <source>Favorite hat: %1, its value is taken off (R12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="71"/>
        <source>No face-up %1 card in the collection to count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="73"/>
        <source>%1 in the collection counts its value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="74"/>
        <source>%1: favorite hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="80"/>
        <source>%1 holds the cookie: %2 points (R13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="81"/>
        <source>%1 holds the cookie, so %2 scores 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="82"/>
        <source>Nobody holds the cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="85"/>
        <source>%1: cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="88"/>
        <source>Hat collection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="90"/>
        <source>Favorite hat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="91"/>
        <source>Cookie: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="92"/>
        <source>%1: total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="92"/>
        <source>%1: total so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="156"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="163"/>
        <source>Export the napkin as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="163"/>
        <source>Export the napkin as a PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="164"/>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="164"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="224"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="236"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="243"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="252"/>
        <source>PNG picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="258"/>
        <source>PDF document (A4)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="265"/>
        <source>Open another…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="285"/>
        <source>This file cannot be scored:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="295"/>
        <source>Winners: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="296"/>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="297"/>
        <source>Game in progress: %1 of %2 turns played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="361"/>
        <source>★ winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="415"/>
        <source>Shows how this number was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="438"/>
        <source>Team %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="454"/>
        <source>Tap a number to see how it was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="469"/>
        <source>Board after clean-up (R10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="492"/>
        <source>Slot %1
%2 %3
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="494"/>
        <source>face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="494"/>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="504"/>
        <source>Cookie (R14–R16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="43"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="26"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="89"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="103"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="131"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="142"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="154"/>
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="155"/>
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="161"/>
        <source>Known players (✓ already seated): tap one to seat them at seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="178"/>
        <source>Seat %1 at seat %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="220"/>
        <source>Drag to change %1&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="246"/>
        <source>%1 · starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="247"/>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="252"/>
        <source>Seat %1: choose for the next known player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="257"/>
        <source>→ seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="263"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="284"/>
        <source>Move %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="286"/>
        <source>Move up (Alt+↑)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="295"/>
        <source>Move %1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="297"/>
        <source>Move down (Alt+↓)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="306"/>
        <source>Team A: %1 and %2 · Team B: %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="314"/>
        <source>Removed types (two, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="338"/>
        <source>Initial board: tap a slot, then its card (R3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="347"/>
        <source>Photograph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="364"/>
        <source>Slot %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="386"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhotoController</name>
    <message numerus="yes">
        <location filename="../photo_controller.cpp" line="269"/>
        <source>%n card(s) could not be read for sure: tap each one marked ? and say what it is.</source>
        <translation>
            <numerusform>%n card could not be read for sure: tap each one marked ? and say what it is.</numerusform>
            <numerusform>%n cards could not be read for sure: tap each one marked ? and say what it is.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="277"/>
        <source>Slot %1 shows a card back: board cards are face up (R3). Tap it to say which card it is, or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="282"/>
        <source>%1 appears twice: the deck has one card of each type and value (R1). Tap the wrong one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="289"/>
        <source>%1 cards read, but the board has %2 slots (R3): remove what is not a board card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="304"/>
        <source>%1 of %2 board cards read: was one left out of the photo? The others can be filled in by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="310"/>
        <source>A finished collection holds %1 hats, face up or black (R9); this photo shows %2. Is one missing or extra?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="325"/>
        <source>The cards are small in this photo: come closer, so that the cards fill the picture, for surer reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="346"/>
        <source>No photo was chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="352"/>
        <source>No deck is learned yet: calibrate your deck first (one photo of all 42 cards and one of a card back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="399"/>
        <location filename="../photo_controller.cpp" line="556"/>
        <location filename="../photo_controller.cpp" line="592"/>
        <source>This build of Hats Companion cannot read photos (built without OpenCV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="429"/>
        <source>%1 %2 is not a hat card (R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="446"/>
        <source>Board cards are face up (R3): a card back cannot be on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="577"/>
        <source>Nothing learned yet: take the two calibration photos first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="581"/>
        <source>Cannot create the folder %1 for deck profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../photo_controller.cpp" line="586"/>
        <source>Cannot save the deck profile %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhotoPage</name>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="25"/>
        <source>Photograph the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="25"/>
        <source>Photograph %1&apos;s collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="35"/>
        <location filename="../../../qml/PhotoPage.qml" line="380"/>
        <source>Card back (black hat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="37"/>
        <source>? maybe %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="38"/>
        <source>? not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="60"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PhotoPage.qml" line="81"/>
        <source>%n card(s) read</source>
        <translation>
            <numerusform>%n card read</numerusform>
            <numerusform>%n cards read</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="82"/>
        <source>%1 face-up, %2 black hat(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="90"/>
        <source>Use these cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="117"/>
        <source>Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="132"/>
        <source>Learn another deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="133"/>
        <source>Learn your deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="141"/>
        <source>Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="148"/>
        <source>Photograph the tea table from above, slot 1 on the left, every card whole in the picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="149"/>
        <source>Lay %1&apos;s collection out on the table, cards apart or touching, black hats face down, and photograph it from above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="312"/>
        <location filename="../../../qml/PhotoPage.qml" line="356"/>
        <source>Slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="314"/>
        <source>(set by you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="315"/>
        <source>%1% sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="334"/>
        <source>A card not outlined? Use these cards, then tap its slot to add it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="335"/>
        <source>A card not outlined? Use these cards, then add it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="362"/>
        <source>Tap the card it really is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoPage.qml" line="390"/>
        <source>Not a card: remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhotoSource</name>
    <message>
        <location filename="../../../qml/PhotoSource.qml" line="14"/>
        <source>Take a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoSource.qml" line="15"/>
        <source>Open a photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoSource.qml" line="38"/>
        <source>Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PhotoSource.qml" line="38"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerStatsPage</name>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="34"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="54"/>
        <source>Loading %1&apos;s games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="55"/>
        <source>No finished games yet for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PlayerStatsPage.qml" line="80"/>
        <location filename="../../../qml/PlayerStatsPage.qml" line="81"/>
        <location filename="../../../qml/PlayerStatsPage.qml" line="255"/>
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PlayerStatsPage.qml" line="80"/>
        <location filename="../../../qml/PlayerStatsPage.qml" line="256"/>
        <source>(%n shared)</source>
        <translation>
            <numerusform>(%n shared)</numerusform>
            <numerusform>(%n shared)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PlayerStatsPage.qml" line="82"/>
        <location filename="../../../qml/PlayerStatsPage.qml" line="254"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="83"/>
        <source>won %1% of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="91"/>
        <source>Average total %1 · best %2 · worst %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="98"/>
        <source>Score over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="172"/>
        <source>Average points per category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="179"/>
        <source>Hat collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="180"/>
        <source>Favorite hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="181"/>
        <source>Cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="214"/>
        <source>Games ending with the cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PlayerStatsPage.qml" line="236"/>
        <source>%1% (%2 of %n game(s))</source>
        <translation>
            <numerusform>%1% (%2 of %n game)</numerusform>
            <numerusform>%1% (%2 of %n games)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="243"/>
        <source>By table size</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PlayerStatsPage.qml" line="253"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n players</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="257"/>
        <source>average %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/PlayerStatsPage.qml" line="262"/>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/PlayerStatsPage.qml" line="274"/>
        <source>vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6</source>
        <translation>
            <numerusform>vs %1: ahead in %2, behind in %3, level in %4 of %n game · average %5 to %6</numerusform>
            <numerusform>vs %1: ahead in %2, behind in %3, level in %4 of %n games · average %5 to %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../history_controller.cpp" line="398"/>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="15"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="21"/>
        <source>‹ Napkin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="26"/>
        <source>Replay: the initial board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="27"/>
        <source>Replay: after turn %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="54"/>
        <source>Earlier turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="73"/>
        <source>Later turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="78"/>
        <source>Board — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="86"/>
        <source>(cookie) </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="87"/>
        <source>no face-up hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="88"/>
        <source> · black hats: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="95"/>
        <source>Cookie: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreController</name>
    <message>
        <location filename="../score_controller.cpp" line="22"/>
        <source>%1: cannot open it as a game file (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <location filename="../settings_controller.cpp" line="44"/>
        <source>No hat type called %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="12"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="29"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="56"/>
        <source>Hat types: the names and colours of your deck (files keep the ids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="94"/>
        <source>Name of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="75"/>
        <location filename="../../../qml/SettingsPage.qml" line="101"/>
        <source>Colour of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="72"/>
        <source>Choose the colour of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="114"/>
        <source>Back to the usual names and colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="120"/>
        <source>Language (applies at the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="129"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="141"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="148"/>
        <source>History file (applies at the next start; empty: the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="155"/>
        <source>Default location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <location filename="../snapshot_controller.cpp" line="33"/>
        <source>Board slot %1 needs a type and a value 1-6 (R3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../snapshot_controller.cpp" line="51"/>
        <source>%1&apos;s favorite hat is missing (R9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../snapshot_controller.cpp" line="66"/>
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="31"/>
        <source>Score a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="35"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="111"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="132"/>
        <source>Card for board slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="133"/>
        <source>Tap cards of %1&apos;s collection (tap again to remove)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="134"/>
        <source>%1&apos;s favorite hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="141"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="175"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="187"/>
        <source>Removed types (R5):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="209"/>
        <source>Final board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="217"/>
        <source>Photograph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="233"/>
        <source>Slot %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="248"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="257"/>
        <source>Collection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="259"/>
        <source>no face-up hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="272"/>
        <source>Photograph %1&apos;s collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="279"/>
        <source>Black hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="293"/>
        <source>Favorite: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="319"/>
        <source>%1 held the cookie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="327"/>
        <source>Show the napkin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="19"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="36"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="55"/>
        <source>This build keeps no history (built without the database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="57"/>
        <source>No finished games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="58"/>
        <source>Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="91"/>
        <source>%1. %2 — %3 in %4 (won %5%) ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/StatisticsPage.qml" line="93"/>
        <location filename="../../../qml/StatisticsPage.qml" line="95"/>
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/StatisticsPage.qml" line="94"/>
        <source>(%n shared)</source>
        <translation>
            <numerusform>(%n shared)</numerusform>
            <numerusform>(%n shared)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../qml/StatisticsPage.qml" line="96"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="104"/>
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="114"/>
        <source>Hat collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="115"/>
        <source>Favorite hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="116"/>
        <source>Cookie</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
