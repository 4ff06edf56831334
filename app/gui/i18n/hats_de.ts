<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Learn your deck</source>
        <translation>Dein Kartenspiel anlernen</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.</source>
        <translation>Die App lernt, wie deine eigenen Karten aussehen — ihre Farben, wo der Wert steht, wie jede Ziffer aussieht, und die Kartenrückseite. Einmal pro Kartenspiel; gutes Licht und ein einfarbiger Tisch helfen.</translation>
    </message>
    <message>
        <source>1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.</source>
        <translation>1. Lege alle 42 Karten offen aus: eine Reihe pro Typ in dieser Reihenfolge, Werte 1 bis 6 von links nach rechts, Karten mit Abstand. Fotografiere sie von oben.</translation>
    </message>
    <message>
        <source>Photograph the grid</source>
        <translation>Das Raster fotografieren</translation>
    </message>
    <message>
        <source>Open the grid photo…</source>
        <translation>Rasterfoto öffnen…</translation>
    </message>
    <message>
        <source>2. Put one card face down on the table and photograph it.</source>
        <translation>2. Lege eine Karte verdeckt auf den Tisch und fotografiere sie.</translation>
    </message>
    <message>
        <source>Photograph the back</source>
        <translation>Die Rückseite fotografieren</translation>
    </message>
    <message>
        <source>Open the back photo…</source>
        <translation>Rückseitenfoto öffnen…</translation>
    </message>
    <message>
        <source>3. Name this deck (a second deck or printing gets its own name).</source>
        <translation>3. Benenne dieses Kartenspiel (ein zweites Spiel oder eine andere Auflage bekommt einen eigenen Namen).</translation>
    </message>
    <message>
        <source>my-deck</source>
        <translation>mein-spiel</translation>
    </message>
    <message>
        <source>Learn the deck</source>
        <translation>Kartenspiel anlernen</translation>
    </message>
    <message>
        <source>What the app learned</source>
        <translation>Was die App gelernt hat</translation>
    </message>
    <message>
        <source>✓ Check: all %1 cards of the grid photo read back correctly.</source>
        <translation>✓ Prüfung: alle %1 Karten des Rasterfotos richtig erkannt.</translation>
    </message>
    <message>
        <source>⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.</source>
        <translation>⚠ Prüfung: %1 von %2 Karten des Rasterfotos richtig erkannt; nicht erkannt: %3. Mache das Rasterfoto bei gleichmäßigem Licht neu, Karten flach und mit Abstand, bevor du dich auf dieses Kartenspiel verlässt.</translation>
    </message>
    <message>
        <source>Colours, as seen in your light (left) beside the app's own (right):</source>
        <translation>Farben in deinem Licht (links) neben denen der App (rechts):</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <source>⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.</source>
        <translation>⚠ Kartenform angenommen (%1-mal so hoch wie breit), nicht gemessen: die Karten berührten sich im Rasterfoto. Lege sie mit Abstand aus und lerne neu, damit sie sicherer erkannt werden.</translation>
    </message>
    <message>
        <source>Card shape: %1 times as tall as wide.</source>
        <translation>Kartenform: %1-mal so hoch wie breit.</translation>
    </message>
    <message>
        <source>Save as "%1"</source>
        <translation>Als „%1“ speichern</translation>
    </message>
    <message>
        <source>✓ Saved. Photos are now read with "%1" (an earlier deck of that name is replaced).</source>
        <translation>✓ Gespeichert. Fotos werden jetzt mit „%1“ gelesen (ein früheres Kartenspiel dieses Namens wird ersetzt).</translation>
    </message>
    <message>
        <source>Every card and the back were learned:</source>
        <translation>Alle Karten und die Rückseite wurden gelernt:</translation>
    </message>
    <message>
        <source>⚠ Not learned: %1. Retake the grid photo (less glare, every card flat and apart) and learn the deck again.</source>
        <translation>⚠ Nicht gelernt: %1. Fotografiere das Raster noch einmal (weniger Spiegelung, jede Karte flach und einzeln) und lerne das Kartenspiel erneut an.</translation>
    </message>
</context>
<context>
    <name>CameraCapture</name>
    <message>
        <source>Fit the cards in the picture, from straight above if you can</source>
        <translation>Alle Karten ins Bild, möglichst genau von oben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Take the photo</source>
        <translation>Foto aufnehmen</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, already seen or not in play</source>
        <translation>%1 %2, schon gesehen oder nicht im Spiel</translation>
    </message>
</context>
<context>
    <name>Cookie</name>
    <message>
        <source>Cookie</source>
        <translation>Keks</translation>
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <source>Cookie dispute</source>
        <translation>Streit um den Keks</translation>
    </message>
    <message>
        <source>‹ Table</source>
        <translation>‹ Tisch</translation>
    </message>
    <message>
        <source>Moment: the initial board</source>
        <translation>Zeitpunkt: der Teetisch zu Beginn</translation>
    </message>
    <message>
        <source>Moment: after turn %1 of %2</source>
        <translation>Zeitpunkt: nach Zug %1 von %2</translation>
    </message>
    <message>
        <source>Earlier turn</source>
        <translation>Früherer Zug</translation>
    </message>
    <message>
        <source>Later turn</source>
        <translation>Späterer Zug</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>In Worten</translation>
    </message>
    <message>
        <source>Black hats are never compared: their values are secret (R15). Having any black hat adds one to the type count (R14).</source>
        <translation>Schwarze Hüte werden nie verglichen: ihre Werte sind geheim (R15). Wer mindestens einen Schwarzen Hut hat, zählt einen Typ mehr (R14).</translation>
    </message>
    <message>
        <source>Step 1: type count (R14), the distinct face-up types plus one for black hats</source>
        <translation>Schritt 1: Anzahl der Typen (R14), die verschiedenen offenen Typen plus einer für Schwarze Hüte</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Noch keine Hüte</translation>
    </message>
    <message>
        <source>Tied on the most types</source>
        <translation>Gleichstand bei den meisten Typen</translation>
    </message>
    <message>
        <source>Step 2: tiebreak (R15), the lowest value wins, rank by rank; whoever runs out of cards drops out</source>
        <translation>Schritt 2: Gleichstand auflösen (R15), der niedrigste Wert gewinnt, Rang für Rang; wer keine Karte mehr hat, scheidet aus</translation>
    </message>
    <message>
        <source>only black hats: nothing to compare, drops out</source>
        <translation>nur Schwarze Hüte: nichts zu vergleichen, scheidet aus</translation>
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <source>End of game: favorite hats</source>
        <translation>Spielende: Lieblingshüte</translation>
    </message>
    <message>
        <source>‹ Table</source>
        <translation>‹ Tisch</translation>
    </message>
    <message>
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation>Jeder deckt die letzte Handkarte auf: den Lieblingshut (R9, R12).</translation>
    </message>
    <message>
        <source>%1's favorite: %2</source>
        <translation>Lieblingshut von %1: %2</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>noch nicht gewählt</translation>
    </message>
    <message>
        <source>Show the napkin</source>
        <translation>Punkte-Serviette zeigen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Game over: every player has played %n hat(s) (R9)</source>
        <translation><numerusform>Spielende: jeder hat %n Hut gespielt (R9)</numerusform><numerusform>Spielende: jeder hat %n Hüte gespielt (R9)</numerusform></translation>
    </message>
    <message>
        <source>%1's turn · round %2 of %3</source>
        <translation>%1 ist dran · Runde %2 von %3</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Kein laufendes Spiel</translation>
    </message>
    <message>
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation>Wähle Typ und Wert 1–6 der gespielten Karte (R1)</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1)</source>
        <translation>%1 %2 ist keine Hut-Karte (R1)</translation>
    </message>
    <message>
        <source>%1's favorite needs a type and a value 1-6 (R9)</source>
        <translation>Der Lieblingshut von %1 braucht einen Typ und einen Wert 1–6 (R9)</translation>
    </message>
    <message>
        <source>No saved game to resume</source>
        <translation>Kein gespeichertes Spiel zum Fortsetzen</translation>
    </message>
    <message>
        <source>The saved game cannot be read: %1</source>
        <translation>Das gespeicherte Spiel kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not a hats-log/1 file</source>
        <translation>keine hats-log/1-Datei</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One type of a collection and its values: "Red 1, 3"</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n black hat(s)</source>
        <translation><numerusform>%n Schwarzer Hut</numerusform><numerusform>%n Schwarze Hüte</numerusform></translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Noch keine Hüte</translation>
    </message>
    <message>
        <source>"%1" is not a hat type (R2)</source>
        <translation>„%1“ ist kein Hut-Typ (R2)</translation>
    </message>
    <message>
        <source>Space %1 holds %2, a type removed for two players (R5)</source>
        <translation>Feld %1 enthält %2, ein Typ, der bei zwei Spielern entfernt wird (R5)</translation>
    </message>
    <message>
        <source>Spaces %1 and %2 both hold %3: every card is unique (R1)</source>
        <translation>Die Felder %1 und %2 enthalten beide %3: jede Karte gibt es nur einmal (R1)</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table</source>
        <translation>An diesem Tisch gibt es keinen Platz %1</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card of this game (R1, R5)</source>
        <translation>%1 %2 ist keine Hut-Karte dieses Spiels (R1, R5)</translation>
    </message>
    <message>
        <source>The game in progress cannot be replayed: %1</source>
        <translation>Das laufende Spiel kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <source>%1 is not a game in progress: %2</source>
        <translation>%1 ist kein laufendes Spiel: %2</translation>
    </message>
    <message>
        <source>The game is not saved in the history: %1</source>
        <translation>Das Spiel ist nicht im Verlauf gespeichert: %1</translation>
    </message>
    <message>
        <source>Space %1 needs a type and a value 1-6 (R1)</source>
        <translation>Feld %1 braucht einen Typ und einen Wert 1–6 (R1)</translation>
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <source>Open a Hats game file</source>
        <translation>Eine Hats-Spieldatei öffnen</translation>
    </message>
    <message>
        <source>Up one folder</source>
        <translation>Einen Ordner höher</translation>
    </message>
    <message>
        <source>No game files here</source>
        <translation>Keine Spieldateien hier</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>HatCard</name>
    <message>
        <source>Black hat</source>
        <translation>Schwarzer Hut</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>black hat</source>
        <translation>Schwarzer Hut</translation>
    </message>
</context>
<context>
    <name>HatType</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A hat card: its type's name and its value, "Red 4"</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Diese Version hat keinen Spielverlauf (HATS_WITH_DB=OFF)</translation>
    </message>
    <message>
        <source>No history is open</source>
        <translation>Kein Verlauf geöffnet</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Diese Version hat keinen Spielverlauf (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Nach Spieler filtern</translation>
    </message>
    <message>
        <source>%1's statistics ›</source>
        <translation>Statistik von %1 ›</translation>
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation>Diese Version speichert keinen Verlauf (ohne Datenbank gebaut).</translation>
    </message>
    <message>
        <source>No games yet. Finished games appear here.</source>
        <translation>Noch keine Spiele. Beendete Spiele erscheinen hier.</translation>
    </message>
    <message>
        <source>%1 · winner: %2</source>
        <translation>%1 · Sieger: %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>%1 · winner: %2 · scored from the final table</source>
        <translation>%1 · Sieger: %2 · vom Endstand gewertet</translation>
    </message>
    <message>
        <source>%1 · in progress</source>
        <translation>%1 · läuft</translation>
    </message>
    <message>
        <source>%1 · abandoned</source>
        <translation>%1 · aufgegeben</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Hats Companion</source>
        <translation>Hats Companion</translation>
    </message>
    <message>
        <source>Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.</source>
        <translation>Punkte zählen neben einer Partie Hats: die Punkte-Serviette mit jedem Gleichstand, und warum der Keks dorthin ging, wo er ist.</translation>
    </message>
    <message>
        <source>Back to the game in progress</source>
        <translation>Zurück zum laufenden Spiel</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Laufendes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Score a finished game</source>
        <translation>Beendetes Spiel werten</translation>
    </message>
    <message>
        <source>Open a game file…</source>
        <translation>Spieldatei öffnen…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>A game is in progress</source>
        <translation>Ein Spiel läuft noch</translation>
    </message>
    <message>
        <source>%1 have a game in progress. What becomes of it?</source>
        <translation>%1 haben ein laufendes Spiel. Was soll damit geschehen?</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Keep it for later, start a new game</source>
        <translation>Für später aufheben, neues Spiel</translation>
    </message>
    <message>
        <source>Abandon it, start a new game</source>
        <translation>Aufgeben, neues Spiel</translation>
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <source>‹ Home</source>
        <translation>‹ Start</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Exchange into space %1</source>
        <translation>Auf Feld %1 tauschen</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Black hat (hides %1)</source>
        <translation>Schwarzer Hut (verdeckt %1)</translation>
    </message>
    <message>
        <source>Black hat</source>
        <translation>Schwarzer Hut</translation>
    </message>
    <message>
        <source>Enter the favorite hats →</source>
        <translation>Lieblingshüte eingeben →</translation>
    </message>
    <message>
        <source>⚠ Refused, nothing changed: %1</source>
        <translation>⚠ Abgelehnt, nichts geändert: %1</translation>
    </message>
    <message>
        <source>⚠ Not saved: %1. The game goes on; keep the app open.</source>
        <translation>⚠ Nicht gespeichert: %1. Das Spiel geht weiter; lass die App offen.</translation>
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation>Keks: %1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation>Der Zwischenstand zählt nur Offenes: die Hutsammlung, als ob das Spiel jetzt endete, plus den Keks (R11, R13).</translation>
    </message>
    <message>
        <source>No turn yet: %1 starts.</source>
        <translation>Noch kein Zug: %1 beginnt.</translation>
    </message>
    <message>
        <source>%1 played %2 on space %3 and took %4.</source>
        <translation>%1 hat %2 auf Feld %3 gespielt und %4 genommen.</translation>
    </message>
    <message>
        <source>%1 played a black hat.</source>
        <translation>%1 hat einen Schwarzen Hut erschaffen.</translation>
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation>%1 bekommt den Keks.</translation>
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation>Der Keks geht von %1 an %2.</translation>
    </message>
    <message>
        <source>Card %1 plays onto space %2 (greyed: already seen):</source>
        <translation>Karte %1 kommt auf Feld %2 (grau: schon gesehen):</translation>
    </message>
    <message>
        <source>Tap a space, the card played, then Exchange; or Black hat.</source>
        <translation>Tippe auf ein Feld, die gespielte Karte, dann Tauschen; oder Schwarzer Hut.</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Noch keine Hüte</translation>
    </message>
    <message>
        <source>For the cookie (R14): %1</source>
        <translation>Für den Keks (R14): %1</translation>
    </message>
    <message>
        <source>(black hats add one)</source>
        <translation>(Schwarze Hüte zählen einen mehr)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Hats Companion</source>
        <translation>Hats Companion</translation>
    </message>
</context>
<context>
    <name>NapkinExporter</name>
    <message>
        <source>Scoring napkin</source>
        <translation>Punkte-Serviette</translation>
    </message>
    <message>
        <source>Nothing scored.</source>
        <translation>Nichts gewertet.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Team totals</source>
        <translation>Summen der Teams</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>How each total was made (collection + favorite hat + cookie)</source>
        <translation>Wie jede Summe entstand (Sammlung + Lieblingshut + Keks)</translation>
    </message>
    <message>
        <source>How each total was made (collection + cookie)</source>
        <translation>Wie jede Summe entstand (Sammlung + Keks)</translation>
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation>Teetisch nach dem Aufräumen (R10)</translation>
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation>Letzter Keks (R14–R16)</translation>
    </message>
    <message>
        <source>There is no napkin to export.</source>
        <translation>Es gibt keine Punkte-Serviette zum Exportieren.</translation>
    </message>
    <message>
        <source>Only files on this device can be written, not %1.</source>
        <translation>Nur Dateien auf diesem Gerät können geschrieben werden, nicht %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be started.</source>
        <translation>%1 kann nicht geschrieben werden: das PDF konnte nicht begonnen werden.</translation>
    </message>
</context>
<context>
    <name>NapkinModel</name>
    <message>
        <source>Hat collection</source>
        <translation>Hutsammlung</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>Lieblingshut</translation>
    </message>
    <message>
        <source>Last cookie</source>
        <translation>Letzter Keks</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Summe bisher</translation>
    </message>
    <message>
        <source>Black hats</source>
        <translation>Schwarze Hüte</translation>
    </message>
    <message>
        <source>Game in progress: %1 of %2 turns played</source>
        <translation>Laufendes Spiel: %1 von %2 Zügen gespielt</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>Team %1 (%2 + %3)</source>
        <translation>Team %1 (%2 + %3)</translation>
    </message>
    <message>
        <source>Space %1
%2
face up</source>
        <translation>Feld %1
%2
offen</translation>
    </message>
    <message>
        <source>Space %1
%2
face down</source>
        <translation>Feld %1
%2
verdeckt</translation>
    </message>
    <message>
        <source>%1: hat collection</source>
        <translation>%1: Hutsammlung</translation>
    </message>
    <message>
        <source>%1 → %2: the %3 card in space %4 of the tea table stayed face up (R10, R11)</source>
        <translation>%1 → %2: die Karte %3 auf Feld %4 des Teetischs blieb offen (R10, R11)</translation>
    </message>
    <message>
        <source>%1 → 0: no %2 card on the tea table (R11)</source>
        <translation>%1 → 0: keine %2-Karte auf dem Teetisch (R11)</translation>
    </message>
    <message>
        <source>; space %1 turned face down (R10)</source>
        <translation>; Feld %1 umgedreht (R10)</translation>
    </message>
    <message>
        <source>Black hats: %1 × %2 (R11)</source>
        <translation>Schwarze Hüte: %1 × %2 (R11)</translation>
    </message>
    <message>
        <source>%1: favorite hat</source>
        <translation>%1: Lieblingshut</translation>
    </message>
    <message>
        <source>Favorite hat: %1, its value is taken off (R12)</source>
        <translation>Lieblingshut: %1, sein Wert wird abgezogen (R12)</translation>
    </message>
    <message>
        <source>No face-up %1 card in the collection to count</source>
        <translation>Keine offene %1-Karte in der Sammlung zum Zählen</translation>
    </message>
    <message>
        <source>%1 in the collection counts its value %2</source>
        <translation>%1 in der Sammlung zählt ihren Wert %2</translation>
    </message>
    <message>
        <source>%1: last cookie</source>
        <translation>%1: letzter Keks</translation>
    </message>
    <message>
        <source>%1 holds the cookie: %2 (R13)</source>
        <translation>%1 hat den Keks: %2 (R13)</translation>
    </message>
    <message>
        <source>%1 holds the cookie, so %2 scores 0</source>
        <translation>%1 hat den Keks, also bekommt %2 hier 0</translation>
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation>Niemand hat den Keks</translation>
    </message>
    <message>
        <source>%1: total</source>
        <translation>%1: Summe</translation>
    </message>
    <message>
        <source>%1: total so far</source>
        <translation>%1: Summe bisher</translation>
    </message>
    <message>
        <source>Hat collection: %1</source>
        <translation>Hutsammlung: %1</translation>
    </message>
    <message>
        <source>Favorite hat: %1</source>
        <translation>Lieblingshut: %1</translation>
    </message>
    <message>
        <source>Last cookie: %1</source>
        <translation>Letzter Keks: %1</translation>
    </message>
    <message>
        <source>Team total: %1</source>
        <translation>Summe des Teams: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>NapkinPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Export the napkin as a PNG picture</source>
        <translation>Punkte-Serviette als PNG-Bild exportieren</translation>
    </message>
    <message>
        <source>Export the napkin as a PDF document</source>
        <translation>Punkte-Serviette als PDF-Dokument exportieren</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>PNG picture…</source>
        <translation>PNG-Bild…</translation>
    </message>
    <message>
        <source>PDF document (A4)…</source>
        <translation>PDF-Dokument (A4)…</translation>
    </message>
    <message>
        <source>Open another…</source>
        <translation>Ein anderes öffnen…</translation>
    </message>
    <message>
        <source>This file cannot be scored:
%1</source>
        <translation>Diese Datei kann nicht gewertet werden:
%1</translation>
    </message>
    <message>
        <source>Shows how this number was made</source>
        <translation>Zeigt, wie diese Zahl entstand</translation>
    </message>
    <message>
        <source>Tap a number to see how it was made.</source>
        <translation>Tippe auf eine Zahl, um zu sehen, wie sie entstand.</translation>
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation>Teetisch nach dem Aufräumen (R10)</translation>
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation>Letzter Keks (R14–R16)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, Sieger</translation>
    </message>
    <message>
        <source>Favorite card</source>
        <translation>Lieblingskarte</translation>
    </message>
    <message>
        <source>Team total</source>
        <translation>Team-Summe</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A crossed-out card was turned face down: another card of its type lies in a lower space (R10).</source>
        <translation>Eine durchgestrichene Karte wurde verdeckt umgedreht: eine andere Karte ihres Typs liegt auf einem niedrigeren Feld (R10).</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation>Sitzordnung: %1 ist Startspieler. Teams sitzen sich gegenüber: Plätze 1 + 3 gegen Plätze 2 + 4 (R4).</translation>
    </message>
    <message>
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation>Sitzordnung: %1 ist Startspieler, dann geht es die Liste hinunter (R4).</translation>
    </message>
    <message>
        <source>Known players (✓ already seated): tap one to seat them at seat %1</source>
        <translation>Bekannte Spieler (✓ sitzt schon): tippe einen an, um ihn auf Platz %1 zu setzen</translation>
    </message>
    <message>
        <source>Seat %1 at seat %2</source>
        <translation>%1 auf Platz %2 setzen</translation>
    </message>
    <message>
        <source>Drag to change %1's seat</source>
        <translation>Ziehen, um den Platz von %1 zu ändern</translation>
    </message>
    <message>
        <source>Seat %1: choose for the next known player</source>
        <translation>Platz %1: für den nächsten bekannten Spieler wählen</translation>
    </message>
    <message>
        <source>→ seat %1</source>
        <translation>→ Platz %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 nach oben</translation>
    </message>
    <message>
        <source>Move up (Alt+↑)</source>
        <translation>Nach oben (Alt+↑)</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 nach unten</translation>
    </message>
    <message>
        <source>Move down (Alt+↓)</source>
        <translation>Nach unten (Alt+↓)</translation>
    </message>
    <message>
        <source>Removed types (two, R5)</source>
        <translation>Entfernte Typen (zwei, R5)</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>Fotografieren</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <source>%1, starts</source>
        <translation>%1, Startspieler</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>Teams: %1 &amp; %2 against %3 &amp; %4</source>
        <translation>Teams: %1 &amp; %2 gegen %3 &amp; %4</translation>
    </message>
    <message>
        <source>Card for space %1 (greyed: already on the tea table or removed):</source>
        <translation>Karte für Feld %1 (grau: schon auf dem Teetisch oder entfernt):</translation>
    </message>
    <message>
        <source>Initial board: tap a space, then its card (R3)</source>
        <translation>Teetisch zu Beginn: tippe ein Feld, dann seine Karte (R3)</translation>
    </message>
</context>
<context>
    <name>PhotoController</name>
    <message numerus="yes">
        <source>%n card(s) could not be read for sure: tap each one marked ? and say what it is.</source>
        <translation><numerusform>%n Karte wurde nicht sicher erkannt: tippe sie (mit ? markiert) an und sag, welche es ist.</numerusform><numerusform>%n Karten wurden nicht sicher erkannt: tippe jede mit ? markierte an und sag, welche es ist.</numerusform></translation>
    </message>
    <message>
        <source>%1 appears twice: the deck has one card of each type and value (R1). Tap the wrong one.</source>
        <translation>%1 kommt zweimal vor: das Spiel hat von jedem Typ und Wert genau eine Karte (R1). Tippe die falsche an.</translation>
    </message>
    <message>
        <source>%1 of %2 board cards read: was one left out of the photo? The others can be filled in by hand.</source>
        <translation>%1 von %2 Karten des Teetischs erkannt: fehlte eine auf dem Foto? Die anderen kannst du von Hand eintragen.</translation>
    </message>
    <message>
        <source>A finished collection holds %1 hats, face up or black (R9); this photo shows %2. Is one missing or extra?</source>
        <translation>Eine fertige Sammlung hat %1 Hüte, offen oder schwarz (R9); dieses Foto zeigt %2. Fehlt einer oder ist einer zu viel?</translation>
    </message>
    <message>
        <source>The cards are small in this photo: come closer, so that the cards fill the picture, for surer reads.</source>
        <translation>Die Karten sind auf diesem Foto klein: geh näher heran, damit die Karten das Bild füllen und sicherer erkannt werden.</translation>
    </message>
    <message>
        <source>No photo was chosen.</source>
        <translation>Es wurde kein Foto gewählt.</translation>
    </message>
    <message>
        <source>No deck is learned yet: calibrate your deck first (one photo of all 42 cards and one of a card back).</source>
        <translation>Noch kein Kartenspiel angelernt: lerne zuerst dein Spiel an (ein Foto aller 42 Karten und eins einer Kartenrückseite).</translation>
    </message>
    <message>
        <source>This build of Hats Companion cannot read photos (built without OpenCV).</source>
        <translation>Diese Version von Hats Companion kann keine Fotos lesen (ohne OpenCV gebaut).</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1).</source>
        <translation>%1 %2 ist keine Hut-Karte (R1).</translation>
    </message>
    <message>
        <source>Board cards are face up (R3): a card back cannot be on the board.</source>
        <translation>Karten auf dem Teetisch liegen offen (R3): eine Kartenrückseite kann dort nicht liegen.</translation>
    </message>
    <message>
        <source>Nothing learned yet: take the two calibration photos first.</source>
        <translation>Noch nichts angelernt: mache zuerst die zwei Fotos zum Anlernen.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for deck profiles.</source>
        <translation>Der Ordner %1 für Kartenspiel-Profile kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot save the deck profile %1: %2</source>
        <translation>Das Kartenspiel-Profil %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Space %1 shows a card back: board cards are face up (R3). Tap it to say which card it is, or remove it.</source>
        <translation>Feld %1 zeigt eine Kartenrückseite: Karten auf dem Teetisch liegen offen (R3). Tippe sie an und sag, welche Karte es ist, oder entferne sie.</translation>
    </message>
    <message>
        <source>%1 cards read, but the tea table has %2 spaces (R3): remove what is not a board card.</source>
        <translation>%1 Karten erkannt, aber der Teetisch hat %2 Felder (R3): entferne, was keine Karte des Teetischs ist.</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>Kartenrückseite</translation>
    </message>
</context>
<context>
    <name>PhotoPage</name>
    <message>
        <source>Photograph the board</source>
        <translation>Den Teetisch fotografieren</translation>
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation>Die Sammlung von %1 fotografieren</translation>
    </message>
    <message>
        <source>Card back (black hat)</source>
        <translation>Kartenrückseite (Schwarzer Hut)</translation>
    </message>
    <message>
        <source>? maybe %1 %2</source>
        <translation>? vielleicht %1 %2</translation>
    </message>
    <message>
        <source>? not read</source>
        <translation>? nicht erkannt</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read</source>
        <translation><numerusform>%n Karte erkannt</numerusform><numerusform>%n Karten erkannt</numerusform></translation>
    </message>
    <message>
        <source>%1 face-up, %2 black hat(s)</source>
        <translation>%1 offen, %2 Schwarze Hüte</translation>
    </message>
    <message>
        <source>Use these cards</source>
        <translation>Diese Karten übernehmen</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Kartenspiel:</translation>
    </message>
    <message>
        <source>Learn another deck…</source>
        <translation>Ein anderes Kartenspiel anlernen…</translation>
    </message>
    <message>
        <source>Learn your deck…</source>
        <translation>Dein Kartenspiel anlernen…</translation>
    </message>
    <message>
        <source>Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.</source>
        <translation>Vor dem ersten Foto lernt die App deine Karten einmal an: ein Foto des ganzen Spiels in Reihen ausgelegt, und eins einer Kartenrückseite.</translation>
    </message>
    <message>
        <source>Lay %1's collection out on the table, cards apart or touching, black hats face down, and photograph it from above.</source>
        <translation>Lege die Sammlung von %1 auf den Tisch, Karten getrennt oder aneinander, Schwarze Hüte verdeckt, und fotografiere sie von oben.</translation>
    </message>
    <message>
        <source>(set by you)</source>
        <translation>(von dir gesetzt)</translation>
    </message>
    <message>
        <source>%1% sure</source>
        <translation>%1 % sicher</translation>
    </message>
    <message>
        <source>A card not outlined? Use these cards, then add it by hand.</source>
        <translation>Eine Karte nicht umrandet? Übernimm diese Karten und füge sie dann von Hand hinzu.</translation>
    </message>
    <message>
        <source>Tap the card it really is:</source>
        <translation>Tippe die Karte an, die es wirklich ist:</translation>
    </message>
    <message>
        <source>Not a card: remove</source>
        <translation>Keine Karte: entfernen</translation>
    </message>
    <message>
        <source>Photograph the tea table from above, space 1 on the left, every card whole in the picture.</source>
        <translation>Fotografiere den Teetisch von oben, Feld 1 links, jede Karte ganz im Bild.</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>A card not outlined? Use these cards, then tap its space to add it by hand.</source>
        <translation>Eine Karte nicht umrandet? Übernimm diese Karten und tippe dann ihr Feld an, um sie von Hand hinzuzufügen.</translation>
    </message>
</context>
<context>
    <name>PhotoSource</name>
    <message>
        <source>Take a photo</source>
        <translation>Foto aufnehmen</translation>
    </message>
    <message>
        <source>Open a photo…</source>
        <translation>Foto öffnen…</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</source>
        <translation>Fotos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PlayerStatsPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Loading %1's games…</source>
        <translation>Spiele von %1 werden geladen…</translation>
    </message>
    <message>
        <source>No finished games yet for %1.</source>
        <translation>Noch keine beendeten Spiele für %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n Sieg</numerusform><numerusform>%n Siege</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n geteilt)</numerusform><numerusform>(%n geteilt)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation>
    </message>
    <message>
        <source>won %1% of games</source>
        <translation>%1 % der Spiele gewonnen</translation>
    </message>
    <message>
        <source>Average total %1 · best %2 · worst %3</source>
        <translation>Summe im Schnitt %1 · beste %2 · schlechteste %3</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <source>Average points per category</source>
        <translation>Punkte im Schnitt pro Kategorie</translation>
    </message>
    <message>
        <source>Hat collection</source>
        <translation>Hutsammlung</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>Lieblingshut</translation>
    </message>
    <message>
        <source>Cookie</source>
        <translation>Keks</translation>
    </message>
    <message>
        <source>Games ending with the cookie</source>
        <translation>Spiele, die mit dem Keks endeten</translation>
    </message>
    <message numerus="yes">
        <source>%1% (%2 of %n game(s))</source>
        <translation><numerusform>%1 % (%2 von %n Spiel)</numerusform><numerusform>%1 % (%2 von %n Spielen)</numerusform></translation>
    </message>
    <message>
        <source>By table size</source>
        <translation>Nach Spielerzahl</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation><numerusform>%n Spieler</numerusform><numerusform>%n Spieler</numerusform></translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>Schnitt %1</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message numerus="yes">
        <source>vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6</source>
        <translation><numerusform>gegen %1: vorn in %2, hinten in %3, gleich in %4 von %n Spiel · Schnitt %5 zu %6</numerusform><numerusform>gegen %1: vorn in %2, hinten in %3, gleich in %4 von %n Spielen · Schnitt %5 zu %6</numerusform></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Diese Version hat keinen Spielverlauf (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>‹ Napkin</source>
        <translation>‹ Punkte-Serviette</translation>
    </message>
    <message>
        <source>Replay: the initial board</source>
        <translation>Nachspielen: der Teetisch zu Beginn</translation>
    </message>
    <message>
        <source>Replay: after turn %1 of %2</source>
        <translation>Nachspielen: nach Zug %1 von %2</translation>
    </message>
    <message>
        <source>Earlier turn</source>
        <translation>Früherer Zug</translation>
    </message>
    <message>
        <source>Later turn</source>
        <translation>Späterer Zug</translation>
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation>Keks: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The initial board, before the first turn.</source>
        <translation>Der Teetisch zu Beginn, vor dem ersten Zug.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played %3 on space %4 and took %5.</source>
        <translation>Zug %1: %2 hat %3 auf Feld %4 gespielt und %5 genommen.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played a black hat.</source>
        <translation>Zug %1: %2 hat einen Schwarzen Hut erschaffen.</translation>
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation>%1 bekommt den Keks.</translation>
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation>Der Keks geht von %1 an %2.</translation>
    </message>
    <message>
        <source>Types: %1</source>
        <translation>Typen: %1</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Noch keine Hüte</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 (R%2)</source>
        <extracomment>A sentence, then the id of the rule it follows: "… (R7)"</extracomment>
        <translation>%1 (R%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message numerus="yes">
        <source>%n type(s)</source>
        <translation><numerusform>%n Typ</numerusform><numerusform>%n Typen</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n Punkt</numerusform><numerusform>%n Punkte</numerusform></translation>
    </message>
    <message>
        <source>Space %1 of the tea table</source>
        <translation>Feld %1 des Teetischs</translation>
    </message>
    <message>
        <source>%1's collection</source>
        <translation>Sammlung von %1</translation>
    </message>
    <message>
        <source>%1's black hat</source>
        <translation>Schwarzer Hut von %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation>Lieblingshut von %1</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>on the tea table in space %1</source>
        <translation>auf dem Teetisch auf Feld %1</translation>
    </message>
    <message>
        <source>in %1's collection</source>
        <translation>in der Sammlung von %1</translation>
    </message>
    <message>
        <source>recorded as a black hat of %1</source>
        <translation>als Schwarzer Hut von %1 notiert</translation>
    </message>
    <message>
        <source>played by %1</source>
        <translation>von %1 gespielt</translation>
    </message>
    <message>
        <source>seen earlier in this game</source>
        <translation>früher in diesem Spiel gesehen</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players, not %1</source>
        <translation>Ein Spiel hat 2 bis 4 Spieler, nicht %1</translation>
    </message>
    <message>
        <source>Player %1 has no name</source>
        <translation>Spieler %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>Player %1: the name "%2" is used twice; every seat needs its own name</source>
        <translation>Spieler %1: der Name „%2“ kommt zweimal vor; jeder Platz braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>A 2-player game removes exactly two different types</source>
        <translation>Ein Spiel zu zweit entfernt genau zwei verschiedene Typen</translation>
    </message>
    <message>
        <source>Only a 2-player game removes types; with %1 players all seven are in play</source>
        <translation>Nur ein Spiel zu zweit entfernt Typen; mit %1 Spielern sind alle sieben im Spiel</translation>
    </message>
    <message>
        <source>A 4-player game has two teams with two different names</source>
        <translation>Ein Spiel zu viert hat zwei Teams mit zwei verschiedenen Namen</translation>
    </message>
    <message>
        <source>The tea table has %1 cards, but this game uses %2 spaces</source>
        <translation>Der Teetisch hat %1 Karten, aber dieses Spiel nutzt %2 Felder</translation>
    </message>
    <message>
        <source>%1: %2 cannot appear: %3 is removed in this 2-player game</source>
        <translation>%1: %2 kann nicht vorkommen: %3 ist in diesem Spiel zu zweit entfernt</translation>
    </message>
    <message>
        <source>%1: %2 cannot appear: a 2-player game has only %3 types, and %4 are already seen</source>
        <translation>%1: %2 kann nicht vorkommen: ein Spiel zu zweit hat nur %3 Typen, und %4 sind schon gesehen</translation>
    </message>
    <message>
        <source>%1: %2 is already %3; every card is unique</source>
        <translation>%1: %2 ist schon %3; jede Karte gibt es nur einmal</translation>
    </message>
    <message>
        <source>The game is over: every player has played %1 cards</source>
        <translation>Das Spiel ist vorbei: jeder hat %1 Karten gespielt</translation>
    </message>
    <message>
        <source>There is no seat %1 in this game</source>
        <translation>In diesem Spiel gibt es keinen Platz %1</translation>
    </message>
    <message>
        <source>It is %1's turn, not %2's</source>
        <translation>%1 ist dran, nicht %2</translation>
    </message>
    <message>
        <source>%1 cannot play into space %2: with %3 players the tea table has spaces 1 to %4</source>
        <translation>%1 kann nicht auf Feld %2 spielen: mit %3 Spielern hat der Teetisch die Felder 1 bis %4</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2 for %3 in space %4: neither the same type nor a higher number</source>
        <translation>%1 kann %2 nicht gegen %3 auf Feld %4 tauschen: weder derselbe Typ noch eine höhere Zahl</translation>
    </message>
    <message>
        <source>Every player keeps exactly one favorite hat</source>
        <translation>Jeder behält genau einen Lieblingshut</translation>
    </message>
    <message>
        <source>The game is not over: %1 of %2 turns played</source>
        <translation>Das Spiel ist nicht vorbei: %1 von %2 Zügen gespielt</translation>
    </message>
    <message>
        <source>Every player needs a collection and a favorite hat</source>
        <translation>Jeder braucht eine Sammlung und einen Lieblingshut</translation>
    </message>
    <message>
        <source>%1: a negative number of black hats</source>
        <translation>%1: eine negative Zahl Schwarzer Hüte</translation>
    </message>
    <message>
        <source>%1 has %2 hats (%3 face up + %4 black hats); a finished collection holds exactly %5</source>
        <translation>%1 hat %2 Hüte (%3 offen + %4 Schwarze Hüte); eine fertige Sammlung hat genau %5</translation>
    </message>
    <message>
        <source>The cookie holder is not a player of this game</source>
        <translation>Wer den Keks hat, spielt nicht in diesem Spiel</translation>
    </message>
    <message>
        <source>%1 are fully tied (same type count, same values): say who held the cookie before the end</source>
        <translation>%1 sind völlig gleichauf (gleich viele Typen, gleiche Werte): sag, wer den Keks vor dem Ende hatte</translation>
    </message>
    <message>
        <source>%1 are fully tied, and the cookie can only stay with one of them, not with %2</source>
        <translation>%1 sind völlig gleichauf, und der Keks kann nur bei einem von ihnen bleiben, nicht bei %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 holds the cookie</source>
        <translation>%1 hat den Keks</translation>
    </message>
    <message>
        <source>%1 gets the cookie</source>
        <translation>%1 bekommt den Keks</translation>
    </message>
    <message>
        <source>%1 keeps the cookie</source>
        <translation>%1 behält den Keks</translation>
    </message>
    <message>
        <source>%1 takes the cookie from %2</source>
        <translation>%1 nimmt %2 den Keks ab</translation>
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation>Niemand hat den Keks</translation>
    </message>
    <message>
        <source>%1 holds the cookie.</source>
        <translation>%1 hat den Keks.</translation>
    </message>
    <message>
        <source>Nobody holds the cookie.</source>
        <translation>Niemand hat den Keks.</translation>
    </message>
    <message>
        <source>Nobody has a hat yet</source>
        <translation>Noch hat niemand einen Hut</translation>
    </message>
    <message>
        <source>%1: %2, more than anyone</source>
        <translation>%1: %2, mehr als alle anderen</translation>
    </message>
    <message>
        <source>%1: tied on %2, lowest card at rank %3</source>
        <translation>%1: gleichauf mit %2, niedrigste Karte auf Rang %3</translation>
    </message>
    <message>
        <source>%1: full tie, the cookie stays where it was</source>
        <translation>%1: völliger Gleichstand, der Keks bleibt, wo er war</translation>
    </message>
    <message>
        <source>Full tie between %1: who held the cookie?</source>
        <translation>Völliger Gleichstand zwischen %1: wer hatte den Keks?</translation>
    </message>
    <message>
        <source>%1: %2 (%3 + 1 for black hats)</source>
        <translation>%1: %2 (%3 + 1 für Schwarze Hüte)</translation>
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie</source>
        <translation>Noch hat niemand einen Hut, also hat niemand den Keks</translation>
    </message>
    <message>
        <source>%1 has the most types</source>
        <translation>%1 hat die meisten Typen</translation>
    </message>
    <message>
        <source>%1 tie on %2; their face-up values are compared from the lowest up</source>
        <translation>%1 sind gleichauf mit %2; ihre offenen Werte werden vom niedrigsten an verglichen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 no card left</source>
        <translation>%1 keine Karte mehr</translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>Rang %1: %2</translation>
    </message>
    <message>
        <source>%1 — %2 has the lowest card</source>
        <translation>%1 — %2 hat die niedrigste Karte</translation>
    </message>
    <message>
        <source>%1 show exactly the same values: a full tie</source>
        <translation>%1 zeigen genau dieselben Werte: völliger Gleichstand</translation>
    </message>
    <message>
        <source>%1 keeps the cookie: in a full tie it stays where it is</source>
        <translation>%1 behält den Keks: bei völligem Gleichstand bleibt er, wo er ist</translation>
    </message>
    <message>
        <source>The cookie stays where it was, and the table must say who held it: %1?</source>
        <translation>Der Keks bleibt, wo er war, und der Tisch muss sagen, wer ihn hatte: %1?</translation>
    </message>
    <message>
        <source>stays in</source>
        <translation>bleibt im Rennen</translation>
    </message>
    <message>
        <source>higher card: drops out</source>
        <translation>höhere Karte: scheidet aus</translation>
    </message>
    <message>
        <source>no card left: drops out</source>
        <translation>keine Karte mehr: scheidet aus</translation>
    </message>
    <message>
        <source>%1 wins with %2</source>
        <translation>%1 gewinnt (%2)</translation>
    </message>
    <message>
        <source>%1 tie on %2</source>
        <translation>%1 sind gleichauf mit %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 wins with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1; %2 gewinnt mit den meisten Schwarzen Hüten (%n Schwarzer Hut)</numerusform><numerusform>%1; %2 gewinnt mit den meisten Schwarzen Hüten (%n Schwarze Hüte)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 also tie on %n black hat(s)</source>
        <translation><numerusform>%1; %2 sind auch gleichauf mit %n Schwarzen Hut</numerusform><numerusform>%1; %2 sind auch gleichauf mit %n Schwarzen Hüten</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 wins by holding the cookie</source>
        <translation>%1; %2 gewinnt, weil er den Keks hat</translation>
    </message>
    <message>
        <source>%1; none of them holds the cookie: a shared victory</source>
        <translation>%1; keiner von ihnen hat den Keks: ein geteilter Sieg</translation>
    </message>
    <message>
        <source>%1 (%2 + 1 for black hats)</source>
        <translation>%1 (%2 + 1 für Schwarze Hüte)</translation>
    </message>
    <message>
        <source>Rank %1 — decides</source>
        <translation>Rang %1 — entscheidet</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>%1: a type needs a name</source>
        <translation>%1: ein Typ braucht einen Namen</translation>
    </message>
    <message>
        <source>"%1" already names %2; each type needs its own name</source>
        <translation>„%1“ benennt schon %2; jeder Typ braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>%1: "%2" is not a colour written #rrggbb</source>
        <translation>%1: „%2“ ist keine Farbe der Form #rrggbb</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Tea table</source>
        <translation>Teetisch</translation>
    </message>
    <message>
        <source>Favorite hats</source>
        <translation>Lieblingshüte</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Last cookie</source>
        <translation>Letzter Keks</translation>
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie (R14).</source>
        <translation>Noch niemand hat einen Hut, also hat niemand den Keks (R14).</translation>
    </message>
    <message>
        <source>%1 has the most types: %2, and nobody else has as many (R14).</source>
        <translation>%1 hat die meisten Typen: %2, und niemand sonst hat so viele (R14).</translation>
    </message>
    <message>
        <source>The tied players show the same values at every rank: %1 keeps the cookie (R16).</source>
        <translation>Die gleichauf liegenden Spieler zeigen auf jedem Rang dieselben Werte: %1 behält den Keks (R16).</translation>
    </message>
    <message>
        <source>The tied players show the same values at every rank: the table must say who held the cookie (R16).</source>
        <translation>Die gleichauf liegenden Spieler zeigen auf jedem Rang dieselben Werte: der Tisch muss sagen, wer den Keks hatte (R16).</translation>
    </message>
    <message>
        <source>%1 shows %2, a higher card</source>
        <translation>%1 zeigt %2, eine höhere Karte</translation>
    </message>
    <message>
        <source>%1 has only black hats, and black hats are never compared</source>
        <translation>%1 hat nur Schwarze Hüte, und Schwarze Hüte werden nie verglichen</translation>
    </message>
    <message>
        <source>%1 has run out of cards</source>
        <translation>%1 hat keine Karten mehr</translation>
    </message>
    <message>
        <source>Rank %1 decides: %2 shows %3, the lowest card; %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when a tied player showed a higher card there.</extracomment>
        <translation>Rang %1 entscheidet: %2 zeigt %3, die niedrigste Karte; %4 (R15).</translation>
    </message>
    <message>
        <source>Rank %1 decides: only %2 still has a card there (%3); %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when the others had no card there.</extracomment>
        <translation>Rang %1 entscheidet: nur %2 hat dort noch eine Karte (%3); %4 (R15).</translation>
    </message>
    <message>
        <source>%1 win with %2</source>
        <translation>%1 gewinnen (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 win with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1; %2 gewinnen mit den meisten Schwarzen Hüten (%n Schwarzer Hut)</numerusform><numerusform>%1; %2 gewinnen mit den meisten Schwarzen Hüten (%n Schwarze Hüte)</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 win by holding the cookie</source>
        <translation>%1; %2 gewinnen, weil sie den Keks haben</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Grid photo</source>
        <translation>Rasterfoto</translation>
    </message>
    <message>
        <source>Back photo</source>
        <translation>Foto der Rückseite</translation>
    </message>
    <message>
        <source>a type id</source>
        <translation>eine Typ-Kennung</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a list of cards</source>
        <translation>eine Liste von Karten</translation>
    </message>
    <message>
        <source>a list of players</source>
        <translation>eine Liste von Spielern</translation>
    </message>
    <message>
        <source>a list of turns</source>
        <translation>eine Liste von Zügen</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>einen Namen</translation>
    </message>
    <message>
        <source>a player name</source>
        <translation>einen Spielernamen</translation>
    </message>
    <message>
        <source>a space number</source>
        <translation>eine Feldnummer</translation>
    </message>
    <message>
        <source>"hats-game/1" or "hats-log/1"</source>
        <translation>„hats-game/1“ oder „hats-log/1“</translation>
    </message>
    <message>
        <source>a card like {"type": "red", "value": 4}</source>
        <translation>eine Karte wie {"type": "red", "value": 4}</translation>
    </message>
    <message>
        <source>a player object</source>
        <translation>ein Spieler-Objekt</translation>
    </message>
    <message>
        <source>a turn object</source>
        <translation>ein Zug-Objekt</translation>
    </message>
    <message>
        <source>one game document (an object with "format")</source>
        <translation>ein Spieldokument (ein Objekt mit „format“)</translation>
    </message>
    <message>
        <source>nothing (null)</source>
        <translation>nichts (null)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>einen Text</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>wahr/falsch</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>missing; every player ends with one favorite hat in hand</source>
        <translation>fehlt; jeder Spieler endet mit einem Lieblingshut auf der Hand</translation>
    </message>
    <message>
        <source>missing; the card played onto the tea table</source>
        <translation>fehlt; die auf die Teetischplatte gespielte Karte</translation>
    </message>
    <message>
        <source>missing; the tea table at the start, space 1 first</source>
        <translation>fehlt; die Teetischplatte zu Beginn, Feld 1 zuerst</translation>
    </message>
    <message>
        <source>missing; expected "hats-game/1" or "hats-log/1"</source>
        <translation>fehlt; erwartet „hats-game/1“ oder „hats-log/1“</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation><numerusform>%n Byte</numerusform><numerusform>%n Bytes</numerusform></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1; nothing was changed</source>
        <translation>%1; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Could not read the photo: %1</source>
        <translation>Das Foto konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <extracomment>A photo's size in pixels, width × height</extracomment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>not JSON (%1)</source>
        <translation>kein JSON (%1)</translation>
    </message>
    <message numerus="yes">
        <source>byte %1: lists and objects nested deeper than %n level(s) (limit)</source>
        <translation><numerusform>Byte %1: Listen und Objekte tiefer als %n Ebene verschachtelt (Grenze)</numerusform><numerusform>Byte %1: Listen und Objekte tiefer als %n Ebenen verschachtelt (Grenze)</numerusform></translation>
    </message>
    <message>
        <source>larger than %1, the limit for one game; nothing was read past it</source>
        <translation>größer als %1, die Grenze für ein Spiel; darüber hinaus wurde nichts gelesen</translation>
    </message>
    <message>
        <source>larger than %1, the limit for an import file; nothing was read past it</source>
        <translation>größer als %1, die Grenze für eine Importdatei; darüber hinaus wurde nichts gelesen</translation>
    </message>
    <message>
        <source>larger than %1, the limit for this file; nothing was read past it</source>
        <translation>größer als %1, die Grenze für diese Datei; darüber hinaus wurde nichts gelesen</translation>
    </message>
    <message>
        <source>byte %1: a NUL byte; a game file is text and nothing follows it (limit)</source>
        <translation>Byte %1: ein NUL-Byte; eine Spieldatei ist Text und nichts folgt ihr (Grenze)</translation>
    </message>
    <message>
        <source>the file could not be read to its end</source>
        <translation>die Datei konnte nicht bis zum Ende gelesen werden</translation>
    </message>
    <message>
        <source>nothing to read</source>
        <translation>nichts zu lesen</translation>
    </message>
    <message>
        <source>is a folder, not a game file</source>
        <translation>ist ein Ordner, keine Spieldatei</translation>
    </message>
    <message>
        <source>cannot be opened: there is no such file</source>
        <translation>kann nicht geöffnet werden: diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>cannot be opened: reading it is not allowed</source>
        <translation>kann nicht geöffnet werden: Lesen ist nicht erlaubt</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>kann nicht geöffnet werden (%1)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet %1, gefunden %2</translation>
    </message>
    <message>
        <source>expected {"slot": N, "played": card}</source>
        <translation>erwartet {"slot": N, "played": Karte}</translation>
    </message>
    <message>
        <source>expected an object from player name to card</source>
        <translation>erwartet ein Objekt von Spielername zu Karte</translation>
    </message>
    <message>
        <source>expected a list of two type ids</source>
        <translation>erwartet eine Liste von zwei Typ-Kennungen</translation>
    </message>
    <message>
        <source>%1 is not a hat type (red orange yellow green blue purple brown)</source>
        <translation>%1 ist kein Huttyp (red orange yellow green blue purple brown)</translation>
    </message>
    <message>
        <source>%1 is not a hat type</source>
        <translation>%1 ist kein Huttyp</translation>
    </message>
    <message>
        <source>%1 is not a hat value 1-6</source>
        <translation>%1 ist kein Hutwert von 1 bis 6</translation>
    </message>
    <message>
        <source>%1 is not a UUID in its canonical form (8-4-4-4-12 hex digits)</source>
        <translation>%1 ist keine UUID in kanonischer Form (8-4-4-4-12 Hex-Ziffern)</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 date and time like 2026-11-22T20:15:00+01:00</source>
        <translation>%1 ist kein Datum mit Uhrzeit nach ISO 8601 wie 2026-11-22T20:15:00+01:00</translation>
    </message>
    <message numerus="yes">
        <source>a game has 2 to 4 players, this file has %n</source>
        <translation><numerusform>ein Spiel hat 2 bis 4 Spieler, diese Datei hat %n</numerusform><numerusform>ein Spiel hat 2 bis 4 Spieler, diese Datei hat %n</numerusform></translation>
    </message>
    <message>
        <source>%1 is also the name at %2; every player needs their own name</source>
        <translation>%1 ist auch der Name bei %2; jeder Spieler braucht einen eigenen Namen</translation>
    </message>
    <message>
        <source>missing; a 4-player game is played in two teams</source>
        <translation>fehlt; ein Spiel zu viert wird in zwei Teams gespielt</translation>
    </message>
    <message>
        <source>expected a team name; a 4-player game is played in two teams</source>
        <translation>erwartet einen Teamnamen; ein Spiel zu viert wird in zwei Teams gespielt</translation>
    </message>
    <message>
        <source>give every player of a 4-player game a team, or none</source>
        <translation>gib jedem Spieler eines Spiels zu viert ein Team, oder keinem</translation>
    </message>
    <message>
        <source>%1, but partners sit opposite: %2 and %3 (seats %4 and %5) form one team</source>
        <translation>%1, aber Partner sitzen sich gegenüber: %2 und %3 (Plätze %4 und %5) bilden ein Team</translation>
    </message>
    <message>
        <source>%1 is also the other team's name; a 4-player game has two teams</source>
        <translation>%1 ist auch der Name des anderen Teams; ein Spiel zu viert hat zwei Teams</translation>
    </message>
    <message>
        <source>%1 is not a number of black hats 0-%2</source>
        <translation>%1 ist keine Anzahl Schwarzer Hüte von 0 bis %2</translation>
    </message>
    <message>
        <source>%1 is not a player of this game</source>
        <translation>%1 ist kein Spieler dieses Spiels</translation>
    </message>
    <message>
        <source>a turn is exactly one action, an "exchange" or a "blackHat"</source>
        <translation>ein Zug ist genau eine Aktion, „exchange“ oder „blackHat“</translation>
    </message>
    <message>
        <source>%1 is not a space number</source>
        <translation>%1 ist keine Feldnummer</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot play into space %2: the tea table of %n player(s) has spaces 1-%3</source>
        <translation><numerusform>%1 kann nicht auf Feld %2 spielen: die Teetischplatte für %n Spieler hat die Felder 1 bis %3</numerusform><numerusform>%1 kann nicht auf Feld %2 spielen: die Teetischplatte für %n Spieler hat die Felder 1 bis %3</numerusform></translation>
    </message>
    <message>
        <source>%1 is not a game format this version reads (hats-game/1, hats-log/1)</source>
        <translation>%1 ist kein Spielformat, das diese Version liest (hats-game/1, hats-log/1)</translation>
    </message>
    <message>
        <source>%1 has no favorite hat; a finished game has one for everyone</source>
        <translation>%1 hat keinen Lieblingshut; ein beendetes Spiel hat einen für jeden</translation>
    </message>
    <message>
        <source>the name is not valid UTF-8 text</source>
        <translation>der Name ist kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <source>the name holds the control character %1; names are printable text (limit)</source>
        <translation>der Name enthält das Steuerzeichen %1; Namen sind druckbarer Text (Grenze)</translation>
    </message>
    <message>
        <source>a player needs a name that is not empty or only spaces (limit)</source>
        <translation>ein Spieler braucht einen Namen, der nicht leer ist oder nur aus Leerzeichen besteht (Grenze)</translation>
    </message>
    <message numerus="yes">
        <source>the name has %n character(s), more than the limit of %1</source>
        <translation><numerusform>der Name hat %n Zeichen, mehr als die Grenze von %1</numerusform><numerusform>der Name hat %n Zeichen, mehr als die Grenze von %1</numerusform></translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>is not a file; a history is a file; nothing was changed</source>
        <translation>ist keine Datei; ein Verlauf ist eine Datei; nichts wurde geändert</translation>
    </message>
    <message>
        <source>is not a Hats history (not an SQLite file); nothing was changed</source>
        <translation>ist kein Hats-Verlauf (keine SQLite-Datei); nichts wurde geändert</translation>
    </message>
    <message>
        <source>is not a Hats history (another application's SQLite file); nothing was changed</source>
        <translation>ist kein Hats-Verlauf (SQLite-Datei einer anderen Anwendung); nichts wurde geändert</translation>
    </message>
    <message>
        <source>is damaged: schema version %1 is not one Hats Companion writes; nothing was changed</source>
        <translation>ist beschädigt: Schemaversion %1 schreibt Hats Companion nicht; nichts wurde geändert</translation>
    </message>
    <message>
        <source>was written by a newer Hats Companion (schema %1; this version reads up to %2); nothing was changed</source>
        <translation>wurde von einem neueren Hats Companion geschrieben (Schema %1; diese Version liest bis %2); nichts wurde geändert</translation>
    </message>
    <message>
        <source>is an empty file, not a Hats history</source>
        <translation>ist eine leere Datei, kein Hats-Verlauf</translation>
    </message>
    <message>
        <source>is damaged (%1); nothing was changed</source>
        <translation>ist beschädigt (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full</source>
        <translation>kann nicht geschrieben werden: der Datenträger ist voll</translation>
    </message>
    <message>
        <source>cannot be used: it is on a read-only file system</source>
        <translation>nicht nutzbar: es liegt auf einem schreibgeschützten Dateisystem</translation>
    </message>
    <message>
        <source>cannot be opened: the file or its folder may not be read or written</source>
        <translation>kann nicht geöffnet werden: die Datei oder ihr Ordner darf nicht gelesen oder geschrieben werden</translation>
    </message>
    <message>
        <source>is busy: another program holds it locked</source>
        <translation>ist belegt: ein anderes Programm hält es gesperrt</translation>
    </message>
    <message>
        <source>the history refused (%1)</source>
        <translation>der Verlauf hat abgelehnt (%1)</translation>
    </message>
    <message>
        <source>it is not a JPEG or PNG image</source>
        <translation>es ist kein JPEG- oder PNG-Bild</translation>
    </message>
    <message>
        <source>the %1 header is damaged</source>
        <translation>der %1-Kopf ist beschädigt</translation>
    </message>
    <message>
        <source>the PNG header gives an impossible size</source>
        <translation>der PNG-Kopf nennt eine unmögliche Größe</translation>
    </message>
    <message numerus="yes">
        <source>the progressive JPEG has more than %n scan(s) (limit)</source>
        <translation><numerusform>das progressive JPEG hat mehr als %n Durchgang (Grenze)</numerusform><numerusform>das progressive JPEG hat mehr als %n Durchgänge (Grenze)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>decoding took longer than %n second(s) (limit)</source>
        <translation><numerusform>das Dekodieren dauerte länger als %n Sekunde (Grenze)</numerusform><numerusform>das Dekodieren dauerte länger als %n Sekunden (Grenze)</numerusform></translation>
    </message>
    <message>
        <source>the image cannot be decoded (%1)</source>
        <translation>das Bild kann nicht dekodiert werden (%1)</translation>
    </message>
    <message>
        <source>the %1 data cannot be decoded</source>
        <translation>die %1-Daten können nicht dekodiert werden</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Speicher</translation>
    </message>
    <message>
        <source>the image is only %1 pixels</source>
        <translation>das Bild hat nur %1 Pixel</translation>
    </message>
    <message numerus="yes">
        <source>the image is %1 pixels, longer than %n time(s) its width (limit)</source>
        <translation><numerusform>das Bild hat %1 Pixel, länger als %n-mal seine Breite (Grenze)</numerusform><numerusform>das Bild hat %1 Pixel, länger als %n-mal seine Breite (Grenze)</numerusform></translation>
    </message>
    <message>
        <source>the image is %1 pixels, more than %2 megapixels (limit)</source>
        <translation>das Bild hat %1 Pixel, mehr als %2 Megapixel (Grenze)</translation>
    </message>
    <message>
        <source>the PNG image is %1 pixels, more than %2 megapixels, the limit for a PNG</source>
        <translation>das PNG-Bild hat %1 Pixel, mehr als %2 Megapixel, die Grenze für ein PNG</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 ist ein Ordner</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB (limit)</source>
        <translation>%1 ist größer als %2 MiB (Grenze)</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>there is no picture</source>
        <translation>es gibt kein Bild</translation>
    </message>
    <message>
        <source>no cards were found</source>
        <translation>es wurden keine Karten gefunden</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The player whose turn it is, in the standings strip</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1: %n Punkt</numerusform><numerusform>%1: %n Punkte</numerusform></translation>
    </message>
    <message>
        <source>Game %1 cannot be read back</source>
        <translation>Spiel %1 kann nicht wieder gelesen werden</translation>
    </message>
    <message>
        <source>The name %1</source>
        <translation>Der Name %1</translation>
    </message>
    <message>
        <source>there is no game %1 in the history</source>
        <translation>im Verlauf gibt es kein Spiel %1</translation>
    </message>
    <message>
        <source>game %1 was not entered turn by turn: it cannot be resumed</source>
        <translation>Spiel %1 wurde nicht Zug für Zug erfasst: es kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>its turns are stored in a form this version does not read</source>
        <translation>seine Züge sind in einer Form gespeichert, die diese Version nicht liest</translation>
    </message>
    <message>
        <source>its stored tea table is missing a card</source>
        <translation>seiner gespeicherten Teetischplatte fehlt eine Karte</translation>
    </message>
    <message>
        <source>its stored turn %1 is missing a card</source>
        <translation>seinem gespeicherten Zug %1 fehlt eine Karte</translation>
    </message>
    <message>
        <source>its stored turns are cut short or too long</source>
        <translation>seine gespeicherten Züge sind abgeschnitten oder zu lang</translation>
    </message>
    <message>
        <source>Could not read the two photos of the deck</source>
        <translation>Die beiden Fotos des Kartenspiels konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>Could not read the photo of the back: no card was found</source>
        <translation>Das Foto der Rückseite konnte nicht gelesen werden: es wurde keine Karte gefunden</translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the back: it shows %n card(s); photograph one face-down card alone</source>
        <translation><numerusform>Das Foto der Rückseite konnte nicht gelesen werden: es zeigt %n Karte; fotografiere eine einzelne verdeckte Karte</numerusform><numerusform>Das Foto der Rückseite konnte nicht gelesen werden: es zeigt %n Karten; fotografiere eine einzelne verdeckte Karte</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the grid: %n card(s) found, the deck has %1 (7 rows of 6)</source>
        <translation><numerusform>Das Foto des Rasters konnte nicht gelesen werden: %n Karte gefunden, das Spiel hat %1 (7 Reihen zu 6)</numerusform><numerusform>Das Foto des Rasters konnte nicht gelesen werden: %n Karten gefunden, das Spiel hat %1 (7 Reihen zu 6)</numerusform></translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: no printed values were found; are the rows in the order %1, 1 to 6?</source>
        <translation>Das Foto des Rasters konnte nicht gelesen werden: keine aufgedruckten Werte gefunden; sind die Reihen in der Reihenfolge %1, 1 bis 6?</translation>
    </message>
    <message>
        <source>red orange yellow green blue purple brown</source>
        <translation>rot orange gelb grün blau lila braun</translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: the cards show no common colour area</source>
        <translation>Das Foto des Rasters konnte nicht gelesen werden: die Karten zeigen keine gemeinsame Farbfläche</translation>
    </message>
    <message>
        <source>Photo reading is not installed (hats-vision.so was not found)</source>
        <translation>Das Lesen von Fotos ist nicht installiert (hats-vision.so nicht gefunden)</translation>
    </message>
    <message>
        <source>Photo reading cannot be loaded (%1)</source>
        <translation>Das Lesen von Fotos kann nicht geladen werden (%1)</translation>
    </message>
    <message>
        <source>not a photo-reading module of this version of Hats Companion</source>
        <translation>ist kein Fotolese-Modul dieser Version von Hats Companion</translation>
    </message>
    <message>
        <source>Cannot write the deck profile</source>
        <translation>Das Kartenprofil kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the link cannot be followed (%1)</source>
        <translation>der Verknüpfung kann nicht gefolgt werden (%1)</translation>
    </message>
    <message>
        <source>is not a file (a folder, pipe or device); nothing was written</source>
        <translation>ist keine Datei (ein Ordner, eine Pipe oder ein Gerät); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>writing there is not allowed</source>
        <translation>dort zu schreiben ist nicht erlaubt</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>das Dateisystem ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>cannot be written (%1); nothing was changed</source>
        <translation>kann nicht geschrieben werden (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1 is not a deck profile</source>
        <translation>%1 ist kein Kartenprofil</translation>
    </message>
    <message>
        <source>Cannot open the deck profile %1</source>
        <translation>Das Kartenprofil %1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>is not a deck profile (%1)</source>
        <translation>ist kein Kartenprofil (%1)</translation>
    </message>
    <message>
        <source>the deck profile is damaged; learn the deck again from its two photos</source>
        <translation>das Kartenprofil ist beschädigt; lerne das Kartenspiel erneut aus seinen zwei Fotos</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>No hat type called %1</source>
        <translation>Kein Hut-Typ namens %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Choose the colour of %1</source>
        <translation>Farbe von %1 wählen</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Name von %1</translation>
    </message>
    <message>
        <source>Back to the usual names and colours</source>
        <translation>Zurück zu den üblichen Namen und Farben</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <source>History file (applies at the next start; empty: the default)</source>
        <translation>Verlaufsdatei (gilt ab dem nächsten Start; leer: Standard)</translation>
    </message>
    <message>
        <source>Default location</source>
        <translation>Standardort</translation>
    </message>
    <message>
        <source>Hat types: the names and colours of your deck (files keep the usual ones)</source>
        <translation>Hut-Typen: Namen und Farben deines Kartenspiels (Dateien behalten die üblichen)</translation>
    </message>
    <message>
        <source>About Hats Companion</source>
        <translation>Über Hats Companion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation>Spieldateien sind hats-game/1 (der Tisch am Ende) oder hats-log/1 (jeder Zug). Dieselbe Regel-Engine läuft auf der Kommandozeile: hats score DATEI.</translation>
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <source>%1's favorite hat is missing (R9)</source>
        <translation>Der Lieblingshut von %1 fehlt (R9)</translation>
    </message>
    <message>
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation>%1 lassen sich nicht trennen (R16): wer hatte den Keks vor dem Ende?</translation>
    </message>
    <message>
        <source>Not kept in the history: %1</source>
        <translation>Nicht im Verlauf behalten: %1</translation>
    </message>
    <message>
        <source>Space %1 of the tea table needs a type and a value 1-6 (R3)</source>
        <translation>Feld %1 des Teetischs braucht einen Typ und einen Wert 1–6 (R3)</translation>
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <source>Score a finished game</source>
        <translation>Beendetes Spiel werten</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Tap cards of %1's collection (tap again to remove)</source>
        <translation>Tippe Karten der Sammlung von %1 an (nochmals tippen zum Entfernen)</translation>
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation>Lieblingshut von %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Removed types (R5):</source>
        <translation>Entfernte Typen (R5):</translation>
    </message>
    <message>
        <source>Final board</source>
        <translation>Teetisch am Ende</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>Fotografieren</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Collection: %1</source>
        <translation>Sammlung: %1</translation>
    </message>
    <message>
        <source>no face-up hats</source>
        <translation>keine offenen Hüte</translation>
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation>Die Sammlung von %1 fotografieren</translation>
    </message>
    <message>
        <source>Black hats</source>
        <translation>Schwarze Hüte</translation>
    </message>
    <message>
        <source>Favorite: %1</source>
        <translation>Lieblingshut: %1</translation>
    </message>
    <message>
        <source>%1 held the cookie</source>
        <translation>%1 hatte den Keks</translation>
    </message>
    <message>
        <source>Show the napkin</source>
        <translation>Punkte-Serviette zeigen</translation>
    </message>
    <message>
        <source>Keep this game in the history</source>
        <translation>Dieses Spiel im Verlauf behalten</translation>
    </message>
    <message>
        <source>Card for space %1 of the tea table</source>
        <translation>Karte für Feld %1 des Teetischs</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation>Diese Version speichert keinen Verlauf (ohne Datenbank gebaut).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.</source>
        <translation>Rangliste: Siege (geteilte zählen, nach den alleinigen), dann Siegquote, dann Summe im Schnitt. Tippe auf einen Spieler für seine Seite.</translation>
    </message>
    <message>
        <source>%1. %2 — %3 in %4 (won %5%) ›</source>
        <translation>%1. %2 — %3 in %4 (%5 % gewonnen) ›</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n Sieg</numerusform><numerusform>%n Siege</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n geteilt)</numerusform><numerusform>(%n geteilt)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation>
    </message>
    <message>
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation>Schnitt %1 (beste %2) · Sammlung %3 · Lieblingshut %4 · Keks in %5 % der Spiele</translation>
    </message>
    <message>
        <source>Hat collection</source>
        <translation>Hutsammlung</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>Lieblingshut</translation>
    </message>
    <message>
        <source>Cookie</source>
        <translation>Keks</translation>
    </message>
</context>
<context>
    <name>TeaTable</name>
    <message>
        <source>Tea table</source>
        <translation>Teetisch</translation>
    </message>
    <message>
        <source>Space %1, worth %1: %2 %3</source>
        <translation>Feld %1, wert %1: %2 %3</translation>
    </message>
    <message>
        <source>Space %1, worth %1: empty</source>
        <translation>Feld %1, wert %1: leer</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
</TS>