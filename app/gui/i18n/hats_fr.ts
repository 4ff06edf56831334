<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../../qml/CardPicker.qml" line="50" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="16" />
        <source>Cookie dispute</source>
        <translation>Litige du cookie</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="22" />
        <source>‹ Table</source>
        <translation>‹ Table</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="49" />
        <source>Moment: the initial board</source>
        <translation>Moment : le plateau de départ</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="50" />
        <source>Moment: after turn %1 of %2</source>
        <translation>Moment : après le tour %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="60" />
        <source>Earlier turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="79" />
        <source>Later turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="97" />
        <source>%1 holds the cookie.
%2</source>
        <translation>%1 a le cookie.
%2</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="98" />
        <source>Nobody holds the cookie.
%1</source>
        <translation>Personne n'a le cookie.
%1</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="107" />
        <source>Step 1 — type count (R14): distinct face-up types, plus one for any black hat</source>
        <translation>Étape 1 — nombre de types (R14) : types différents face visible, plus un pour tout chapeau noir</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="119" />
        <source>(cookie) </source>
        <translation>(cookie) </translation>
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
        <translation>valeurs triées : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="136" />
        <source>tied</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="145" />
        <source>Step 2 — tiebreak (R15): lowest value wins, rank by rank; no card left drops out</source>
        <translation>Étape 2 — départage (R15) : la plus petite valeur gagne, rang par rang ; sans carte, on est éliminé</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="167" />
        <source>Rank %1 — decides</source>
        <translation>Rang %1 — décisif</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="168" />
        <source>Rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="180" />
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <location filename="../../../qml/CookieDisputePage.qml" line="193" />
        <source>In words</source>
        <translation>En clair</translation>
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="15" />
        <source>End of game: favorite hats</source>
        <translation>Fin de partie : chapeaux préférés</translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="27" />
        <source>‹ Table</source>
        <translation>‹ Table</translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="54" />
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation>Chaque joueur révèle la dernière carte de sa main : son chapeau préféré (R9, R12).</translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="66" />
        <source>%1's favorite: %2</source>
        <translation>Préféré de %1 : %2</translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="70" />
        <source>not chosen yet</source>
        <translation>pas encore choisi</translation>
    </message>
    <message>
        <location filename="../../../qml/FavoritesPage.qml" line="95" />
        <source>Show the napkin</source>
        <translation>Voir la serviette</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../game_controller.cpp" line="211" />
        <source>Slot %1 needs a type and a value 1-6 (R1)</source>
        <translation>L'emplacement %1 demande un type et une valeur de 1 à 6 (R1)</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="228" />
        <location filename="../game_controller.cpp" line="246" />
        <location filename="../game_controller.cpp" line="276" />
        <source>No game in progress</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="233" />
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation>Choisissez le type et la valeur (1 à 6) de la carte jouée (R1)</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="282" />
        <source>%1's favorite needs a type and a value 1-6 (R9)</source>
        <translation>Le préféré de %1 demande un type et une valeur de 1 à 6 (R9)</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="309" />
        <source>Not saved in the history: %1</source>
        <translation>Non enregistrée dans l'historique : %1</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="331" />
        <source>No saved game to resume</source>
        <translation>Aucune partie enregistrée à reprendre</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="337" />
        <source>The saved game cannot be read: %1</source>
        <translation>La partie enregistrée est illisible : %1</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="338" />
        <source>not a hats-log/1 file</source>
        <translation>ce n'est pas un fichier hats-log/1</translation>
    </message>
    <message>
        <location filename="../game_controller.cpp" line="342" />
        <source>The saved game cannot be replayed: %1</source>
        <translation>La partie enregistrée ne peut être rejouée : %1</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <location filename="../history_controller.cpp" line="309" />
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Cette version n'a pas d'historique (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../history_controller.cpp" line="150" />
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Cette version n'a pas d'historique (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="14" />
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="21" />
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="41" />
        <source>Filter by player</source>
        <translation>Filtrer par joueur</translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="50" />
        <source>This build keeps no history (built without the database).</source>
        <translation>Cette version ne garde pas d'historique (compilée sans la base de données).</translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="57" />
        <source>No games yet. Finished games appear here.</source>
        <translation>Aucune partie pour le moment. Les parties terminées apparaissent ici.</translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="86" />
        <source>%1 · winner: %2</source>
        <translation>%1 · gagnant : %2</translation>
    </message>
    <message>
        <location filename="../../../qml/HistoryPage.qml" line="87" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../../qml/HomePage.qml" line="18" />
        <location filename="../../../qml/HomePage.qml" line="33" />
        <source>Hats Companion</source>
        <translation>Hats Companion</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="39" />
        <source>Score keeping beside a game of Hats: the napkin with every tiebreaker, and why the cookie went where it went.</source>
        <translation>Le marqueur à côté d'une partie de Hats : la serviette avec chaque départage, et pourquoi le cookie est allé là où il est allé.</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="47" />
        <source>Back to the game in progress</source>
        <translation>Retour à la partie en cours</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="47" />
        <source>Resume the game in progress</source>
        <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="56" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="65" />
        <source>Score a finished game</source>
        <translation>Compter une partie terminée</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="72" />
        <source>Open a game file…</source>
        <translation>Ouvrir un fichier de partie…</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="82" />
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="89" />
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="97" />
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../../../qml/HomePage.qml" line="103" />
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation>Les fichiers de partie sont hats-game/1 (la table finale) ou hats-log/1 (chaque tour). Le même moteur tourne en ligne de commande : hats score FICHIER.</translation>
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="18" />
        <source>Game over: every player has played 8 hats (R9)</source>
        <translation>Partie terminée : chaque joueur a joué 8 chapeaux (R9)</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="19" />
        <source>%1's turn · round %2 of 8</source>
        <translation>Au tour de %1 · manche %2 sur 8</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="33" />
        <source>‹ Home</source>
        <translation>‹ Accueil</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="34" />
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="50" />
        <source>↶ Undo</source>
        <translation>↶ Annuler</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="51" />
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="58" />
        <source>↷ Redo</source>
        <translation>↷ Rétablir</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="59" />
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="76" />
        <source>Exchange into slot %1</source>
        <translation>Échanger dans l'emplacement %1</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="76" />
        <source>Exchange</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="86" />
        <source>Black hat</source>
        <translation>Chapeau noir</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="94" />
        <source>Enter the favorite hats →</source>
        <translation>Saisir les chapeaux préférés →</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="136" />
        <source>Tea table: tap a slot, the card played, then Exchange</source>
        <translation>Table à thé : touchez un emplacement, la carte jouée, puis Échanger</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="157" />
        <source>Slot %1: %2 %3</source>
        <translation>Emplacement %1 : %2 %3</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="168" />
        <source>Slot %1</source>
        <translation>Empl. %1</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="202" />
        <source>Card %1 plays onto slot %2:</source>
        <translation>Carte que %1 pose sur l'emplacement %2 :</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="203" />
        <source>Card played:</source>
        <translation>Carte jouée :</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="217" />
        <source>⚠ Refused, nothing changed: %1</source>
        <translation>⚠ Refusé, rien n'a changé : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="236" />
        <source>Cookie: %1</source>
        <translation>Cookie : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="237" />
        <source>Cookie: nobody has a hat yet (R14)</source>
        <translation>Cookie : personne n'a encore de chapeau (R14)</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="243" />
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="291" />
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="298" />
        <source>No hats yet</source>
        <translation>Pas encore de chapeau</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="300" />
        <source> · black hats: %1</source>
        <translation> · chapeaux noirs : %1</translation>
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
        <translation>C</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="339" />
        <source>Cookie</source>
        <translation>Cookie</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="344" />
        <source>%1: %2 pts</source>
        <translation>%1 : %2 pts</translation>
    </message>
    <message>
        <location filename="../../../qml/LiveTablePage.qml" line="350" />
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation>Le classement n'utilise que l'information publique : la collection comme si la partie finissait maintenant, plus le cookie (R11, R13).</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../../qml/Main.qml" line="19" />
        <source>Hats Companion</source>
        <translation>Hats Companion</translation>
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="51" />
        <source>Open a Hats game file</source>
        <translation>Ouvrir un fichier de partie Hats</translation>
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="52" />
        <source>Hats game files (*.json)</source>
        <translation>Fichiers de partie Hats (*.json)</translation>
    </message>
    <message>
        <location filename="../../../qml/Main.qml" line="52" />
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>NapkinPage</name>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="20" />
        <location filename="../../../qml/NapkinPage.qml" line="22" />
        <source>Hat collection</source>
        <translation>Collection de chapeaux</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="20" />
        <source>Favorite hat</source>
        <translation>Chapeau préféré</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="21" />
        <location filename="../../../qml/NapkinPage.qml" line="22" />
        <source>Cookie</source>
        <translation>Cookie</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="21" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="21" />
        <location filename="../../../qml/NapkinPage.qml" line="23" />
        <source>Black hats</source>
        <translation>Chapeaux noirs</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="23" />
        <source>Total so far</source>
        <translation>Total provisoire</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="40" />
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="52" />
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="57" />
        <source>Open another…</source>
        <translation>Ouvrir un autre…</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="77" />
        <source>This file cannot be scored:
%1</source>
        <translation>Ce fichier ne peut être compté :
%1</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="87" />
        <source>Winners: %1</source>
        <translation>Gagnants : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="88" />
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="89" />
        <source>Game in progress: %1 of %2 turns played</source>
        <translation>Partie en cours : %1 tours joués sur %2</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="105" />
        <source>Board after clean-up (R10)</source>
        <translation>Plateau après le nettoyage (R10)</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="127" />
        <source>Slot %1
%2 %3
%4</source>
        <translation>Empl. %1
%2 %3
%4</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="129" />
        <source>face up</source>
        <translation>face visible</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="129" />
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="178" />
        <source>Hat collection %1 · Favorite hat %2 · Cookie %3 · Total %4</source>
        <translation>Collection %1 · Chapeau préféré %2 · Cookie %3 · Total %4</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="181" />
        <source>Hat collection %1 · Cookie %2 · Total so far %3</source>
        <translation>Collection %1 · Cookie %2 · Total provisoire %3</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="190" />
        <source>How the collection scored: %1; black hats %2 × 1 (R11)</source>
        <translation>Détail de la collection : %1 ; chapeaux noirs %2 × 1 (R11)</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="201" />
        <source>Favorite hat: %1 %2 (R12)</source>
        <translation>Chapeau préféré : %1 %2 (R12)</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="211" />
        <source>Cookie (R14–R16)</source>
        <translation>Cookie (R14–R16)</translation>
    </message>
    <message>
        <location filename="../../../qml/NapkinPage.qml" line="227" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="20" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="50" />
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="64" />
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="91" />
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="102" />
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="111" />
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation>Ordre des places : %1 commence. Les équipiers sont face à face : places 1 + 3 contre 2 + 4 (R4).</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="112" />
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation>Ordre des places : %1 commence, puis on suit la liste (R4).</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="123" />
        <source>%1 · team %2</source>
        <translation>%1 · équipe %2</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="130" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="137" />
        <source>↑ Up</source>
        <translation>↑ Monter</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="140" />
        <source>Move %1 up</source>
        <translation>Faire monter %1</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="148" />
        <source>Removed types (two, R5)</source>
        <translation>Types retirés (deux, R5)</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="170" />
        <source>Initial board: tap a slot, then its card (R3)</source>
        <translation>Plateau de départ : touchez un emplacement, puis sa carte (R3)</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="188" />
        <source>Slot %1
%2</source>
        <translation>Empl. %1
%2</translation>
    </message>
    <message>
        <location filename="../../../qml/NewGamePage.qml" line="210" />
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="15" />
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="21" />
        <source>‹ Napkin</source>
        <translation>‹ Serviette</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="26" />
        <source>Replay: the initial board</source>
        <translation>Rejouer : le plateau de départ</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="27" />
        <source>Replay: after turn %1 of %2</source>
        <translation>Rejouer : après le tour %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="54" />
        <source>Earlier turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="73" />
        <source>Later turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="78" />
        <source>Board — %1</source>
        <translation>Plateau — %1</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="86" />
        <source>(cookie) </source>
        <translation>(cookie) </translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="87" />
        <source>no face-up hats</source>
        <translation>aucun chapeau face visible</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="88" />
        <source> · black hats: %1</source>
        <translation> · chapeaux noirs : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/ReplayPage.qml" line="95" />
        <source>Cookie: %1</source>
        <translation>Cookie : %1</translation>
    </message>
</context>
<context>
    <name>ScoreController</name>
    <message>
        <location filename="../score_controller.cpp" line="22" />
        <source>%1: cannot open it as a game file (%2)</source>
        <translation>%1 : impossible de l'ouvrir comme fichier de partie (%2)</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <location filename="../settings_controller.cpp" line="46" />
        <source>No hat type called %1</source>
        <translation>Aucun type de chapeau nommé %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="11" />
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="21" />
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="48" />
        <source>Hat types: the names and colours of your deck (files keep the ids)</source>
        <translation>Types de chapeaux : les noms et couleurs de votre jeu (les fichiers gardent les identifiants)</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="75" />
        <source>Name of %1</source>
        <translation>Nom de %1</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="82" />
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="95" />
        <source>Back to the usual names and colours</source>
        <translation>Revenir aux noms et couleurs habituels</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="101" />
        <source>Language (applies at the next start)</source>
        <translation>Langue (au prochain démarrage)</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="110" />
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="122" />
        <source>Dark theme</source>
        <translation>Thème sombre</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="129" />
        <source>History file (applies at the next start; empty: the default)</source>
        <translation>Fichier d'historique (au prochain démarrage ; vide : l'emplacement par défaut)</translation>
    </message>
    <message>
        <location filename="../../../qml/SettingsPage.qml" line="136" />
        <source>Default location</source>
        <translation>Emplacement par défaut</translation>
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <location filename="../snapshot_controller.cpp" line="54" />
        <source>Board slot %1 needs a type and a value 1-6 (R3)</source>
        <translation>L'emplacement %1 du plateau demande un type et une valeur de 1 à 6 (R3)</translation>
    </message>
    <message>
        <location filename="../snapshot_controller.cpp" line="72" />
        <source>%1's favorite hat is missing (R9)</source>
        <translation>Il manque le chapeau préféré de %1 (R9)</translation>
    </message>
    <message>
        <location filename="../snapshot_controller.cpp" line="87" />
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation>Impossible de départager %1 (R16) : qui avait le cookie avant la fin ?</translation>
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="30" />
        <source>Score a finished game</source>
        <translation>Compter une partie terminée</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="34" />
        <source>not set</source>
        <translation>non saisi</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="88" />
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="109" />
        <source>Card for board slot %1</source>
        <translation>Carte de l'emplacement %1</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="110" />
        <source>Tap cards of %1's collection (tap again to remove)</source>
        <translation>Touchez les cartes de la collection de %1 (encore une fois pour retirer)</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="111" />
        <source>%1's favorite hat</source>
        <translation>Chapeau préféré de %1</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="118" />
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="152" />
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="164" />
        <source>Removed types (R5):</source>
        <translation>Types retirés (R5) :</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="184" />
        <source>Final board</source>
        <translation>Plateau final</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="199" />
        <source>Slot %1
%2</source>
        <translation>Empl. %1
%2</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="214" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="223" />
        <source>Collection: %1</source>
        <translation>Collection : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="225" />
        <source>no face-up hats</source>
        <translation>aucun chapeau face visible</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="237" />
        <source>Black hats</source>
        <translation>Chapeaux noirs</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="251" />
        <source>Favorite: %1</source>
        <translation>Préféré : %1</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="277" />
        <source>%1 held the cookie</source>
        <translation>%1 avait le cookie</translation>
    </message>
    <message>
        <location filename="../../../qml/SnapshotPage.qml" line="285" />
        <source>Show the napkin</source>
        <translation>Voir la serviette</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="13" />
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="20" />
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="39" />
        <source>This build keeps no history (built without the database).</source>
        <translation>Cette version ne garde pas d'historique (compilée sans la base de données).</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="41" />
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour le moment.</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="42" />
        <source>Leaderboard: wins, then win rate, then average total</source>
        <translation>Classement : victoires, puis taux de victoire, puis total moyen</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="65" />
        <source>%1. %2 — %3 wins in %4 games (%5%)</source>
        <translation>%1. %2 — %3 victoires en %4 parties (%5 %)</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="73" />
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation>Moyenne %1 (meilleur %2) · collection %3 · préféré %4 · cookie dans %5 % des parties</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="83" />
        <source>Hat collection</source>
        <translation>Collection de chapeaux</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="84" />
        <source>Favorite hat</source>
        <translation>Chapeau préféré</translation>
    </message>
    <message>
        <location filename="../../../qml/StatisticsPage.qml" line="85" />
        <source>Cookie</source>
        <translation>Cookie</translation>
    </message>
</context>
</TS>