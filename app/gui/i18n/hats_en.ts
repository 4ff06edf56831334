<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../../qml/CardPicker.qml" line="50" />
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="16" />
        <source>Cookie dispute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="22" />
        <source>‹ Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="49" />
        <source>Moment: the initial board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="50" />
        <source>Moment: after turn %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="60" />
        <source>Earlier turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="79" />
        <source>Later turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="97" />
        <source>%1 holds the cookie.
%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="98" />
        <source>Nobody holds the cookie.
%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="107" />
        <source>Step 1 — type count (R14): distinct face-up types, plus one for any black hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="119" />
        <source>(cookie) </source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../../qml/CookieDisputePage.qml" line="125" />
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n type</numerusform><numerusform>%n types</numerusform></translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="130" />
        <source>sorted values: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="136" />
        <source>tied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="145" />
        <source>Step 2 — tiebreak (R15): lowest value wins, rank by rank; no card left drops out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="167" />
        <source>Rank %1 — decides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="168" />
        <source>Rank %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="180" />
        <source>no card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="193" />
        <source>In words</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="15" />
        <source>End of game: favorite hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="27" />
        <source>‹ Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="54" />
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="66" />
        <source>%1's favorite: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="70" />
        <source>not chosen yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="95" />
        <source>Show the napkin</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../game_controller.cpp" line="211" />
        <source>Slot %1 needs a type and a value 1-6 (R1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="228" />
        <location filename="../game_controller.cpp" line="246" />
        <location filename="../game_controller.cpp" line="276" />
        <source>No game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="233" />
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="282" />
        <source>%1's favorite needs a type and a value 1-6 (R9)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="309" />
        <source>Not saved in the history: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="331" />
        <source>No saved game to resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="337" />
        <source>The saved game cannot be read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="338" />
        <source>not a hats-log/1 file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../game_controller.cpp" line="342" />
        <source>The saved game cannot be replayed: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <location filename="../history_controller.cpp" line="309" />
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../history_controller.cpp" line="150" />
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="14" />
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="21" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="41" />
        <source>Filter by player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="50" />
        <source>This build keeps no history (built without the database).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="57" />
        <source>No games yet. Finished games appear here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="86" />
        <source>%1 · winner: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="87" />
        <source>%1 · %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../../qml/HomePage.qml" line="18" />
        <location filename="../../../qml/HomePage.qml" line="33" />
        <source>Hats Companion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="39" />
        <source>Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="47" />
        <source>Back to the game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="47" />
        <source>Resume the game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="56" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="65" />
        <source>Score a finished game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="72" />
        <source>Open a game file…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="82" />
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="89" />
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="97" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="103" />
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="18" />
        <source>Game over: every player has played 8 hats (R9)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="19" />
        <source>%1's turn · round %2 of 8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="33" />
        <source>‹ Home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="34" />
        <source>Home</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="50" />
        <source>↶ Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="51" />
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="58" />
        <source>↷ Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="59" />
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="76" />
        <source>Exchange into slot %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="76" />
        <source>Exchange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="86" />
        <source>Black hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="94" />
        <source>Enter the favorite hats →</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="136" />
        <source>Tea table: tap a slot, the card played, then Exchange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="157" />
        <source>Slot %1: %2 %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="168" />
        <source>Slot %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="202" />
        <source>Card %1 plays onto slot %2:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="203" />
        <source>Card played:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="217" />
        <source>⚠ Refused, nothing changed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="236" />
        <source>Cookie: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="237" />
        <source>Cookie: nobody has a hat yet (R14)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="243" />
        <source>Why?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="291" />
        <source>%1 pts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="298" />
        <source>No hats yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="300" />
        <source> · black hats: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../../qml/LiveTablePage.qml" line="305" />
        <source>%n type(s)</source>
        <translation>
            <numerusform>%n type</numerusform><numerusform>%n types</numerusform></translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="335" />
        <source>C</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="339" />
        <source>Cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="344" />
        <source>%1: %2 pts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="350" />
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../../qml/Main.qml" line="19" />
        <source>Hats Companion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="51" />
        <source>Open a Hats game file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="52" />
        <source>Hats game files (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="52" />
        <source>All files (*)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NapkinPage</name>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="20" />
        <location filename="../../../qml/NapkinPage.qml" line="22" />
        <source>Hat collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="20" />
        <source>Favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="21" />
        <location filename="../../../qml/NapkinPage.qml" line="22" />
        <source>Cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="21" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="21" />
        <location filename="../../../qml/NapkinPage.qml" line="23" />
        <source>Black hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="23" />
        <source>Total so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="40" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="52" />
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="57" />
        <source>Open another…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="77" />
        <source>This file cannot be scored:
%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="87" />
        <source>Winners: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="88" />
        <source>Winner: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="89" />
        <source>Game in progress: %1 of %2 turns played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="105" />
        <source>Board after clean-up (R10)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="127" />
        <source>Slot %1
%2 %3
%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="129" />
        <source>face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="129" />
        <source>face down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="178" />
        <source>Hat collection %1 · Favorite hat %2 · Cookie %3 · Total %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="181" />
        <source>Hat collection %1 · Cookie %2 · Total so far %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="190" />
        <source>How the collection scored: %1; black hats %2 × 1 (R11)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="201" />
        <source>Favorite hat: %1 %2 (R12)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="211" />
        <source>Cookie (R14–R16)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="227" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="20" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="50" />
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="64" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="91" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="102" />
        <source>%1 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="111" />
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="112" />
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="123" />
        <source>%1 · team %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="130" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="137" />
        <source>↑ Up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="140" />
        <source>Move %1 up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="148" />
        <source>Removed types (two, R5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="170" />
        <source>Initial board: tap a slot, then its card (R3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="188" />
        <source>Slot %1
%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="210" />
        <source>Start the game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="15" />
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="21" />
        <source>‹ Napkin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="26" />
        <source>Replay: the initial board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="27" />
        <source>Replay: after turn %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="54" />
        <source>Earlier turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="73" />
        <source>Later turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="78" />
        <source>Board — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="86" />
        <source>(cookie) </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="87" />
        <source>no face-up hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="88" />
        <source> · black hats: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="95" />
        <source>Cookie: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreController</name>
    <message>
        <location filename="../score_controller.cpp" line="22" />
        <source>%1: cannot open it as a game file (%2)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <location filename="../settings_controller.cpp" line="46" />
        <source>No hat type called %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="11" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="21" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="48" />
        <source>Hat types: the names and colours of your deck (files keep the ids)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="75" />
        <source>Name of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="82" />
        <source>Colour of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="95" />
        <source>Back to the usual names and colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="101" />
        <source>Language (applies at the next start)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="110" />
        <source>System</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="122" />
        <source>Dark theme</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="129" />
        <source>History file (applies at the next start; empty: the default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="136" />
        <source>Default location</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <location filename="../snapshot_controller.cpp" line="54" />
        <source>Board slot %1 needs a type and a value 1-6 (R3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../snapshot_controller.cpp" line="72" />
        <source>%1's favorite hat is missing (R9)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../snapshot_controller.cpp" line="87" />
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="30" />
        <source>Score a finished game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="34" />
        <source>not set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="88" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="109" />
        <source>Card for board slot %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="110" />
        <source>Tap cards of %1's collection (tap again to remove)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="111" />
        <source>%1's favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="118" />
        <source>Done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="152" />
        <source>%1 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="164" />
        <source>Removed types (R5):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="184" />
        <source>Final board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="199" />
        <source>Slot %1
%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="214" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="223" />
        <source>Collection: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="225" />
        <source>no face-up hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="237" />
        <source>Black hats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="251" />
        <source>Favorite: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="277" />
        <source>%1 held the cookie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="285" />
        <source>Show the napkin</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="13" />
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="20" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="39" />
        <source>This build keeps no history (built without the database).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="41" />
        <source>No finished games yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="42" />
        <source>Leaderboard: wins, then win rate, then average total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="65" />
        <source>%1. %2 — %3 wins in %4 games (%5%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="73" />
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="83" />
        <source>Hat collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="84" />
        <source>Favorite hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="85" />
        <source>Cookie</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>