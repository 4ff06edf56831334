<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Learn your deck</source>
        <translation>Apprendre votre jeu</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.</source>
        <translation>L'appli apprend l'aspect de vos propres cartes — leurs couleurs, où la valeur est imprimée et la forme de chaque chiffre, et le dos des cartes. Une fois par jeu suffit ; une bonne lumière et une table unie aident.</translation>
    </message>
    <message>
        <source>1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.</source>
        <translation>1. Disposez les 42 cartes face visible : une rangée par type dans cet ordre, valeurs 1 à 6 de gauche à droite, cartes séparées. Photographiez-les du dessus.</translation>
    </message>
    <message>
        <source>Photograph the grid</source>
        <translation>Photographier la grille</translation>
    </message>
    <message>
        <source>Open the grid photo…</source>
        <translation>Ouvrir la photo de la grille…</translation>
    </message>
    <message>
        <source>2. Put one card face down on the table and photograph it.</source>
        <translation>2. Posez une carte face cachée sur la table et photographiez-la.</translation>
    </message>
    <message>
        <source>Photograph the back</source>
        <translation>Photographier le dos</translation>
    </message>
    <message>
        <source>Open the back photo…</source>
        <translation>Ouvrir la photo du dos…</translation>
    </message>
    <message>
        <source>3. Name this deck (a second deck or printing gets its own name).</source>
        <translation>3. Nommez ce jeu (un deuxième jeu ou une autre impression a son propre nom).</translation>
    </message>
    <message>
        <source>my-deck</source>
        <translation>mon-jeu</translation>
    </message>
    <message>
        <source>Learn the deck</source>
        <translation>Apprendre le jeu</translation>
    </message>
    <message>
        <source>What the app learned</source>
        <translation>Ce que l'appli a appris</translation>
    </message>
    <message>
        <source>✓ Check: all %1 cards of the grid photo read back correctly.</source>
        <translation>✓ Vérification : les %1 cartes de la photo de la grille sont relues correctement.</translation>
    </message>
    <message>
        <source>⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.</source>
        <translation>⚠ Vérification : %1 cartes sur %2 de la photo de la grille relues correctement ; non lues : %3. Reprenez la photo de la grille sous une lumière égale, cartes à plat et séparées, avant de vous fier à ce jeu.</translation>
    </message>
    <message>
        <source>Colours, as seen in your light (left) beside the app's own (right):</source>
        <translation>Couleurs vues sous votre lumière (à gauche) à côté de celles de l'appli (à droite) :</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>dos de carte</translation>
    </message>
    <message>
        <source>⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.</source>
        <translation>⚠ Forme de carte supposée (%1 fois plus haute que large), non mesurée : les cartes se touchaient sur la photo de la grille. Séparez-les et recommencez pour une lecture plus sûre.</translation>
    </message>
    <message>
        <source>Card shape: %1 times as tall as wide.</source>
        <translation>Forme de la carte : %1 fois plus haute que large.</translation>
    </message>
    <message>
        <source>Save as "%1"</source>
        <translation>Enregistrer sous « %1 »</translation>
    </message>
    <message>
        <source>✓ Saved. Photos are now read with "%1" (an earlier deck of that name is replaced).</source>
        <translation>✓ Enregistré. Les photos sont maintenant lues avec « %1 » (un ancien jeu du même nom est remplacé).</translation>
    </message>
    <message>
        <source>Every card and the back were learned:</source>
        <translation>Toutes les cartes et le dos ont été appris :</translation>
    </message>
    <message>
        <source>⚠ Not learned: %1. Retake the grid photo (less glare, every card flat and apart) and learn the deck again.</source>
        <translation>⚠ Non appris : %1. Reprenez la photo de la grille (moins de reflets, chaque carte à plat et séparée) et apprenez le jeu à nouveau.</translation>
    </message>
</context>
<context>
    <name>CameraCapture</name>
    <message>
        <source>Fit the cards in the picture, from straight above if you can</source>
        <translation>Cadrez toutes les cartes, bien du dessus si possible</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take the photo</source>
        <translation>Prendre la photo</translation>
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
        <translation>%1 %2, déjà vue ou hors jeu</translation>
    </message>
</context>
<context>
    <name>Cookie</name>
    <message>
        <source>Cookie</source>
        <translation>Cookie</translation>
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <source>Cookie dispute</source>
        <translation>Litige du cookie</translation>
    </message>
    <message>
        <source>‹ Table</source>
        <translation>‹ Table</translation>
    </message>
    <message>
        <source>Moment: the initial board</source>
        <translation>Moment : le plateau de départ</translation>
    </message>
    <message>
        <source>Moment: after turn %1 of %2</source>
        <translation>Moment : après le tour %1 sur %2</translation>
    </message>
    <message>
        <source>Earlier turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Later turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>En clair</translation>
    </message>
    <message>
        <source>Black hats are never compared: their values are secret (R15). Having any black hat adds one to the type count (R14).</source>
        <translation>Les chapeaux noirs ne sont jamais comparés : leurs valeurs sont secrètes (R15). Avoir au moins un chapeau noir ajoute un au nombre de types (R14).</translation>
    </message>
    <message>
        <source>Step 1: type count (R14), the distinct face-up types plus one for black hats</source>
        <translation>Étape 1 : nombre de types (R14), les types différents face visible plus un pour les chapeaux noirs</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Pas encore de chapeau</translation>
    </message>
    <message>
        <source>Tied on the most types</source>
        <translation>À égalité sur le plus de types</translation>
    </message>
    <message>
        <source>Step 2: tiebreak (R15), the lowest value wins, rank by rank; whoever runs out of cards drops out</source>
        <translation>Étape 2 : départage (R15), la plus petite valeur gagne, rang par rang ; qui n'a plus de carte est éliminé</translation>
    </message>
    <message>
        <source>only black hats: nothing to compare, drops out</source>
        <translation>que des chapeaux noirs : rien à comparer, éliminé</translation>
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <source>End of game: favorite hats</source>
        <translation>Fin de partie : chapeaux préférés</translation>
    </message>
    <message>
        <source>‹ Table</source>
        <translation>‹ Table</translation>
    </message>
    <message>
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation>Chaque joueur révèle la dernière carte de sa main : son chapeau préféré (R9, R12).</translation>
    </message>
    <message>
        <source>%1's favorite: %2</source>
        <translation>Préféré de %1 : %2</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>pas encore choisi</translation>
    </message>
    <message>
        <source>Show the napkin</source>
        <translation>Voir la serviette</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Game over: every player has played %n hat(s) (R9)</source>
        <translation><numerusform>Partie terminée : chaque joueur a joué %n chapeau (R9)</numerusform><numerusform>Partie terminée : chaque joueur a joué %n chapeaux (R9)</numerusform></translation>
    </message>
    <message>
        <source>%1's turn · round %2 of %3</source>
        <translation>Au tour de %1 · manche %2 sur %3</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation>Choisissez le type et la valeur (1 à 6) de la carte jouée (R1)</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1)</source>
        <translation>%1 %2 n'est pas une carte Chapeau (R1)</translation>
    </message>
    <message>
        <source>%1's favorite needs a type and a value 1-6 (R9)</source>
        <translation>Le préféré de %1 demande un type et une valeur de 1 à 6 (R9)</translation>
    </message>
    <message>
        <source>No saved game to resume</source>
        <translation>Aucune partie enregistrée à reprendre</translation>
    </message>
    <message>
        <source>The saved game cannot be read: %1</source>
        <translation>La partie enregistrée est illisible : %1</translation>
    </message>
    <message>
        <source>not a hats-log/1 file</source>
        <translation>ce n'est pas un fichier hats-log/1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One type of a collection and its values: "Red 1, 3"</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n black hat(s)</source>
        <translation><numerusform>%n chapeau noir</numerusform><numerusform>%n chapeaux noirs</numerusform></translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Pas encore de chapeau</translation>
    </message>
    <message>
        <source>"%1" is not a hat type (R2)</source>
        <translation>« %1 » n'est pas un type de chapeau (R2)</translation>
    </message>
    <message>
        <source>Space %1 holds %2, a type removed for two players (R5)</source>
        <translation>L'emplacement %1 contient %2, un type retiré à deux joueurs (R5)</translation>
    </message>
    <message>
        <source>Spaces %1 and %2 both hold %3: every card is unique (R1)</source>
        <translation>Les emplacements %1 et %2 contiennent tous deux %3 : chaque carte est unique (R1)</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table</source>
        <translation>Il n'y a pas de place %1 à cette table</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card of this game (R1, R5)</source>
        <translation>%1 %2 n'est pas une carte Chapeau de cette partie (R1, R5)</translation>
    </message>
    <message>
        <source>The game in progress cannot be replayed: %1</source>
        <translation>La partie en cours ne peut pas être rejouée : %1</translation>
    </message>
    <message>
        <source>%1 is not a game in progress: %2</source>
        <translation>%1 n'est pas une partie en cours : %2</translation>
    </message>
    <message>
        <source>The game is not saved in the history: %1</source>
        <translation>La partie n'est pas enregistrée dans l'historique : %1</translation>
    </message>
    <message>
        <source>Space %1 needs a type and a value 1-6 (R1)</source>
        <translation>L'emplacement %1 demande un type et une valeur de 1 à 6 (R1)</translation>
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <source>Open a Hats game file</source>
        <translation>Ouvrir un fichier de partie Hats</translation>
    </message>
    <message>
        <source>Up one folder</source>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <source>No game files here</source>
        <translation>Aucun fichier de partie ici</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>HatCard</name>
    <message>
        <source>Black hat</source>
        <translation>Chapeau noir</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>black hat</source>
        <translation>chapeau noir</translation>
    </message>
</context>
<context>
    <name>HatType</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marron</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Cette version n'a pas d'historique des parties (HATS_WITH_DB=OFF)</translation>
    </message>
    <message>
        <source>No history is open</source>
        <translation>Aucun historique n'est ouvert</translation>
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
        <translation>Cette version n'a pas d'historique des parties (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filtrer par joueur</translation>
    </message>
    <message>
        <source>%1's statistics ›</source>
        <translation>Statistiques de %1 ›</translation>
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation>Cette version ne garde pas d'historique (compilée sans la base de données).</translation>
    </message>
    <message>
        <source>No games yet. Finished games appear here.</source>
        <translation>Aucune partie pour le moment. Les parties terminées apparaissent ici.</translation>
    </message>
    <message>
        <source>%1 · winner: %2</source>
        <translation>%1 · gagnant : %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>%1 · winner: %2 · scored from the final table</source>
        <translation>%1 · gagnant : %2 · compté sur le plateau final</translation>
    </message>
    <message>
        <source>%1 · in progress</source>
        <translation>%1 · en cours</translation>
    </message>
    <message>
        <source>%1 · abandoned</source>
        <translation>%1 · abandonnée</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
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
        <translation>Le marqueur à côté d'une partie de Hats : la serviette avec chaque départage, et pourquoi le cookie est allé là où il est allé.</translation>
    </message>
    <message>
        <source>Back to the game in progress</source>
        <translation>Retour à la partie en cours</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Score a finished game</source>
        <translation>Compter une partie terminée</translation>
    </message>
    <message>
        <source>Open a game file…</source>
        <translation>Ouvrir un fichier de partie…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>A game is in progress</source>
        <translation>Une partie est en cours</translation>
    </message>
    <message>
        <source>%1 have a game in progress. What becomes of it?</source>
        <translation>%1 ont une partie en cours. Qu'en faire ?</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <source>Keep it for later, start a new game</source>
        <translation>La garder pour plus tard, nouvelle partie</translation>
    </message>
    <message>
        <source>Abandon it, start a new game</source>
        <translation>L'abandonner, nouvelle partie</translation>
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <source>‹ Home</source>
        <translation>‹ Accueil</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Rétablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Exchange into space %1</source>
        <translation>Échanger dans l'emplacement %1</translation>
    </message>
    <message>
        <source>Black hat (hides %1)</source>
        <translation>Chapeau noir (cache %1)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Black hat</source>
        <translation>Chapeau noir</translation>
    </message>
    <message>
        <source>Enter the favorite hats →</source>
        <translation>Saisir les chapeaux préférés →</translation>
    </message>
    <message>
        <source>⚠ Refused, nothing changed: %1</source>
        <translation>⚠ Refusé, rien n'a changé : %1</translation>
    </message>
    <message>
        <source>⚠ Not saved: %1. The game goes on; keep the app open.</source>
        <translation>⚠ Non sauvegardé : %1. La partie continue ; gardez l'appli ouverte.</translation>
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation>Cookie : %1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation>Le classement n'utilise que l'information publique : la collection comme si la partie finissait maintenant, plus le cookie (R11, R13).</translation>
    </message>
    <message>
        <source>No turn yet: %1 starts.</source>
        <translation>Aucun tour encore : %1 commence.</translation>
    </message>
    <message>
        <source>%1 played %2 on space %3 and took %4.</source>
        <translation>%1 a joué %2 sur l'emplacement %3 et a pris %4.</translation>
    </message>
    <message>
        <source>%1 played a black hat.</source>
        <translation>%1 a créé un chapeau noir.</translation>
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation>%1 prend le cookie.</translation>
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation>Le cookie passe de %1 à %2.</translation>
    </message>
    <message>
        <source>Card %1 plays onto space %2 (greyed: already seen):</source>
        <translation>La carte %1 va sur l'emplacement %2 (en gris : déjà vues) :</translation>
    </message>
    <message>
        <source>Tap a space, the card played, then Exchange; or Black hat.</source>
        <translation>Touchez un emplacement, la carte jouée, puis Échanger ; ou Chapeau noir.</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Collections</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Pas encore de chapeau</translation>
    </message>
    <message>
        <source>For the cookie (R14): %1</source>
        <translation>Pour le cookie (R14) : %1</translation>
    </message>
    <message>
        <source>(black hats add one)</source>
        <translation>(les chapeaux noirs ajoutent un)</translation>
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
        <source>Nothing scored.</source>
        <translation>Rien n'est compté.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>Team totals</source>
        <translation>Totaux d'équipe</translation>
    </message>
    <message>
        <source>How each total was made (collection + favorite hat + cookie)</source>
        <translation>Comment chaque total est fait (collection + chapeau préféré + cookie)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Scoring napkin</source>
        <translation>Serviette de décompte</translation>
    </message>
    <message>
        <source>How each total was made (collection + cookie)</source>
        <translation>Comment chaque total a été fait (collection + cookie)</translation>
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation>Plateau à thé après le nettoyage (R10)</translation>
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation>Cookie (R14–R16)</translation>
    </message>
    <message>
        <source>There is no napkin to export.</source>
        <translation>Il n'y a pas de serviette à exporter.</translation>
    </message>
    <message>
        <source>Only files on this device can be written, not %1.</source>
        <translation>Seuls les fichiers de cet appareil peuvent être écrits, pas %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be started.</source>
        <translation>Impossible d'écrire %1 : le PDF n'a pas pu être commencé.</translation>
    </message>
</context>
<context>
    <name>NapkinModel</name>
    <message>
        <source>Hat collection</source>
        <translation>Collection de chapeaux</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>Chapeau préféré</translation>
    </message>
    <message>
        <source>Last cookie</source>
        <translation>Cookie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Total jusqu'ici</translation>
    </message>
    <message>
        <source>Black hats</source>
        <translation>Chapeaux noirs</translation>
    </message>
    <message>
        <source>Game in progress: %1 of %2 turns played</source>
        <translation>Partie en cours : %1 tours joués sur %2</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Gagnants : %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <source>Team %1 (%2 + %3)</source>
        <translation>Équipe %1 (%2 + %3)</translation>
    </message>
    <message>
        <source>Space %1
%2
face up</source>
        <translation>Emplacement %1
%2
face visible</translation>
    </message>
    <message>
        <source>Space %1
%2
face down</source>
        <translation>Emplacement %1
%2
face cachée</translation>
    </message>
    <message>
        <source>%1: hat collection</source>
        <translation>%1 : collection de chapeaux</translation>
    </message>
    <message>
        <source>%1 → %2: the %3 card in space %4 of the tea table stayed face up (R10, R11)</source>
        <translation>%1 → %2 : la carte %3 de l'emplacement %4 du plateau à thé est restée face visible (R10, R11)</translation>
    </message>
    <message>
        <source>%1 → 0: no %2 card on the tea table (R11)</source>
        <translation>%1 → 0 : aucune carte %2 sur le plateau à thé (R11)</translation>
    </message>
    <message>
        <source>; space %1 turned face down (R10)</source>
        <translation> ; emplacement %1 retourné face cachée (R10)</translation>
    </message>
    <message>
        <source>Black hats: %1 × %2 (R11)</source>
        <translation>Chapeaux noirs : %1 × %2 (R11)</translation>
    </message>
    <message>
        <source>%1: favorite hat</source>
        <translation>%1 : chapeau préféré</translation>
    </message>
    <message>
        <source>Favorite hat: %1, its value is taken off (R12)</source>
        <translation>Chapeau préféré : %1, sa valeur est retirée (R12)</translation>
    </message>
    <message>
        <source>No face-up %1 card in the collection to count</source>
        <translation>Aucune carte %1 face visible à compter dans la collection</translation>
    </message>
    <message>
        <source>%1 in the collection counts its value %2</source>
        <translation>%1 dans la collection compte sa valeur %2</translation>
    </message>
    <message>
        <source>%1: last cookie</source>
        <translation>%1 : cookie</translation>
    </message>
    <message>
        <source>%1 holds the cookie: %2 (R13)</source>
        <translation>%1 a le cookie : %2 (R13)</translation>
    </message>
    <message>
        <source>%1 holds the cookie, so %2 scores 0</source>
        <translation>%1 a le cookie, donc %2 marque 0</translation>
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation>Personne n'a le cookie</translation>
    </message>
    <message>
        <source>%1: total</source>
        <translation>%1 : total</translation>
    </message>
    <message>
        <source>%1: total so far</source>
        <translation>%1 : total provisoire</translation>
    </message>
    <message>
        <source>Hat collection: %1</source>
        <translation>Collection de chapeaux : %1</translation>
    </message>
    <message>
        <source>Favorite hat: %1</source>
        <translation>Chapeau préféré : %1</translation>
    </message>
    <message>
        <source>Last cookie: %1</source>
        <translation>Cookie : %1</translation>
    </message>
    <message>
        <source>Team total: %1</source>
        <translation>Total d'équipe : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>NapkinPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Export the napkin as a PNG picture</source>
        <translation>Exporter la serviette en image PNG</translation>
    </message>
    <message>
        <source>Export the napkin as a PDF document</source>
        <translation>Exporter la serviette en document PDF</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>PNG picture…</source>
        <translation>Image PNG…</translation>
    </message>
    <message>
        <source>PDF document (A4)…</source>
        <translation>Document PDF (A4)…</translation>
    </message>
    <message>
        <source>Open another…</source>
        <translation>Ouvrir un autre…</translation>
    </message>
    <message>
        <source>This file cannot be scored:
%1</source>
        <translation>Ce fichier ne peut être compté :
%1</translation>
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation>Plateau à thé après le nettoyage (R10)</translation>
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation>Cookie (R14–R16)</translation>
    </message>
    <message>
        <source>Shows how this number was made</source>
        <translation>Montre comment ce nombre est fait</translation>
    </message>
    <message>
        <source>Tap a number to see how it was made.</source>
        <translation>Touchez un nombre pour voir comment il est fait.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, gagnant</translation>
    </message>
    <message>
        <source>Favorite card</source>
        <translation>Carte préférée</translation>
    </message>
    <message>
        <source>Team total</source>
        <translation>Total de l'équipe</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>A crossed-out card was turned face down: another card of its type lies in a lower space (R10).</source>
        <translation>Une carte barrée a été retournée face cachée : une autre carte de son type est sur un emplacement plus bas (R10).</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation>Ordre des places : %1 commence. Les équipiers sont face à face : places 1 + 3 contre 2 + 4 (R4).</translation>
    </message>
    <message>
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation>Ordre des places : %1 commence, puis on suit la liste (R4).</translation>
    </message>
    <message>
        <source>Known players (✓ already seated): tap one to seat them at seat %1</source>
        <translation>Joueurs connus (✓ déjà assis) : touchez-en un pour le placer à la place %1</translation>
    </message>
    <message>
        <source>Seat %1 at seat %2</source>
        <translation>Placer %1 à la place %2</translation>
    </message>
    <message>
        <source>Drag to change %1's seat</source>
        <translation>Glissez pour changer la place de %1</translation>
    </message>
    <message>
        <source>Seat %1: choose for the next known player</source>
        <translation>Place %1 : choisir pour le prochain joueur connu</translation>
    </message>
    <message>
        <source>→ seat %1</source>
        <translation>→ place %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Faire monter %1</translation>
    </message>
    <message>
        <source>Move up (Alt+↑)</source>
        <translation>Monter (Alt+↑)</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Descendre %1</translation>
    </message>
    <message>
        <source>Move down (Alt+↓)</source>
        <translation>Descendre (Alt+↓)</translation>
    </message>
    <message>
        <source>Removed types (two, R5)</source>
        <translation>Types retirés (deux, R5)</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>Photographier</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>%1, starts</source>
        <translation>%1, premier joueur</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>Teams: %1 &amp; %2 against %3 &amp; %4</source>
        <translation>Équipes : %1 et %2 contre %3 et %4</translation>
    </message>
    <message>
        <source>Card for space %1 (greyed: already on the tea table or removed):</source>
        <translation>Carte de l'emplacement %1 (en gris : déjà sur le plateau à thé ou retirées) :</translation>
    </message>
    <message>
        <source>Initial board: tap a space, then its card (R3)</source>
        <translation>Plateau de départ : touchez un emplacement, puis sa carte (R3)</translation>
    </message>
</context>
<context>
    <name>PhotoController</name>
    <message numerus="yes">
        <source>%n card(s) could not be read for sure: tap each one marked ? and say what it is.</source>
        <translation><numerusform>%n carte n'a pas pu être lue avec certitude : touchez-la (marquée ?) et dites ce qu'elle est.</numerusform><numerusform>%n cartes n'ont pas pu être lues avec certitude : touchez chacune (marquée ?) et dites ce qu'elle est.</numerusform></translation>
    </message>
    <message>
        <source>%1 appears twice: the deck has one card of each type and value (R1). Tap the wrong one.</source>
        <translation>%1 apparaît deux fois : le jeu a une seule carte de chaque type et valeur (R1). Touchez la mauvaise.</translation>
    </message>
    <message>
        <source>%1 of %2 board cards read: was one left out of the photo? The others can be filled in by hand.</source>
        <translation>%1 cartes du plateau lues sur %2 : une carte est-elle hors de la photo ? Les autres se complètent à la main.</translation>
    </message>
    <message>
        <source>A finished collection holds %1 hats, face up or black (R9); this photo shows %2. Is one missing or extra?</source>
        <translation>Une collection finie compte %1 chapeaux, face visible ou noirs (R9) ; cette photo en montre %2. En manque-t-il un, ou y en a-t-il un de trop ?</translation>
    </message>
    <message>
        <source>The cards are small in this photo: come closer, so that the cards fill the picture, for surer reads.</source>
        <translation>Les cartes sont petites sur cette photo : rapprochez-vous pour qu'elles remplissent l'image, la lecture sera plus sûre.</translation>
    </message>
    <message>
        <source>No photo was chosen.</source>
        <translation>Aucune photo n'a été choisie.</translation>
    </message>
    <message>
        <source>No deck is learned yet: calibrate your deck first (one photo of all 42 cards and one of a card back).</source>
        <translation>Aucun jeu appris : apprenez d'abord votre jeu (une photo des 42 cartes et une d'un dos de carte).</translation>
    </message>
    <message>
        <source>This build of Hats Companion cannot read photos (built without OpenCV).</source>
        <translation>Cette version de Hats Companion ne lit pas les photos (compilée sans OpenCV).</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1).</source>
        <translation>%1 %2 n'est pas une carte Chapeau (R1).</translation>
    </message>
    <message>
        <source>Board cards are face up (R3): a card back cannot be on the board.</source>
        <translation>Les cartes du plateau sont face visible (R3) : un dos de carte ne peut pas y être.</translation>
    </message>
    <message>
        <source>Nothing learned yet: take the two calibration photos first.</source>
        <translation>Rien d'appris : prenez d'abord les deux photos d'apprentissage.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for deck profiles.</source>
        <translation>Impossible de créer le dossier %1 des profils de jeu.</translation>
    </message>
    <message>
        <source>Cannot save the deck profile %1: %2</source>
        <translation>Impossible d'enregistrer le profil de jeu %1 : %2</translation>
    </message>
    <message>
        <source>Space %1 shows a card back: board cards are face up (R3). Tap it to say which card it is, or remove it.</source>
        <translation>L'emplacement %1 montre un dos de carte : les cartes du plateau sont face visible (R3). Touchez-la pour dire quelle carte c'est, ou retirez-la.</translation>
    </message>
    <message>
        <source>%1 cards read, but the tea table has %2 spaces (R3): remove what is not a board card.</source>
        <translation>%1 cartes lues, mais le plateau a %2 emplacements (R3) : retirez ce qui n'est pas une carte du plateau.</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>dos de carte</translation>
    </message>
</context>
<context>
    <name>PhotoPage</name>
    <message>
        <source>Photograph the board</source>
        <translation>Photographier le plateau</translation>
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation>Photographier la collection de %1</translation>
    </message>
    <message>
        <source>Card back (black hat)</source>
        <translation>Dos de carte (chapeau noir)</translation>
    </message>
    <message>
        <source>? maybe %1 %2</source>
        <translation>? peut-être %1 %2</translation>
    </message>
    <message>
        <source>? not read</source>
        <translation>? non lue</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read</source>
        <translation><numerusform>%n carte lue</numerusform><numerusform>%n cartes lues</numerusform></translation>
    </message>
    <message>
        <source>%1 face-up, %2 black hat(s)</source>
        <translation>%1 face visible, %2 chapeau(x) noir(s)</translation>
    </message>
    <message>
        <source>Use these cards</source>
        <translation>Utiliser ces cartes</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>Learn another deck…</source>
        <translation>Apprendre un autre jeu…</translation>
    </message>
    <message>
        <source>Learn your deck…</source>
        <translation>Apprendre votre jeu…</translation>
    </message>
    <message>
        <source>Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.</source>
        <translation>Avant la première photo, l'appli apprend vos cartes une fois : une photo du jeu entier disposé en rangées, et une d'un dos de carte.</translation>
    </message>
    <message>
        <source>Lay %1's collection out on the table, cards apart or touching, black hats face down, and photograph it from above.</source>
        <translation>Étalez la collection de %1 sur la table, cartes séparées ou jointives, chapeaux noirs face cachée, et photographiez-la du dessus.</translation>
    </message>
    <message>
        <source>(set by you)</source>
        <translation>(corrigée par vous)</translation>
    </message>
    <message>
        <source>%1% sure</source>
        <translation>sûr à %1 %</translation>
    </message>
    <message>
        <source>A card not outlined? Use these cards, then add it by hand.</source>
        <translation>Une carte non entourée ? Utilisez ces cartes, puis ajoutez-la à la main.</translation>
    </message>
    <message>
        <source>Tap the card it really is:</source>
        <translation>Touchez la carte que c'est vraiment :</translation>
    </message>
    <message>
        <source>Not a card: remove</source>
        <translation>Pas une carte : retirer</translation>
    </message>
    <message>
        <source>Photograph the tea table from above, space 1 on the left, every card whole in the picture.</source>
        <translation>Photographiez la table à thé du dessus, emplacement 1 à gauche, chaque carte entière sur la photo.</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Emplacement %1</translation>
    </message>
    <message>
        <source>A card not outlined? Use these cards, then tap its space to add it by hand.</source>
        <translation>Une carte non entourée ? Utilisez ces cartes, puis touchez son emplacement pour l'ajouter à la main.</translation>
    </message>
</context>
<context>
    <name>PhotoSource</name>
    <message>
        <source>Take a photo</source>
        <translation>Prendre une photo</translation>
    </message>
    <message>
        <source>Open a photo…</source>
        <translation>Ouvrir une photo…</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</source>
        <translation>Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>PlayerStatsPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Loading %1's games…</source>
        <translation>Chargement des parties de %1…</translation>
    </message>
    <message>
        <source>No finished games yet for %1.</source>
        <translation>Aucune partie terminée pour %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n victoire</numerusform><numerusform>%n victoires</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n partagée)</numerusform><numerusform>(%n partagées)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n partie</numerusform><numerusform>%n parties</numerusform></translation>
    </message>
    <message>
        <source>won %1% of games</source>
        <translation>gagné %1 % des parties</translation>
    </message>
    <message>
        <source>Average total %1 · best %2 · worst %3</source>
        <translation>Total moyen %1 · meilleur %2 · pire %3</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Score au fil du temps</translation>
    </message>
    <message>
        <source>Average points per category</source>
        <translation>Points moyens par catégorie</translation>
    </message>
    <message>
        <source>Hat collection</source>
        <translation>Collection de chapeaux</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>Chapeau préféré</translation>
    </message>
    <message>
        <source>Cookie</source>
        <translation>Cookie</translation>
    </message>
    <message>
        <source>Games ending with the cookie</source>
        <translation>Parties finies avec le cookie</translation>
    </message>
    <message numerus="yes">
        <source>%1% (%2 of %n game(s))</source>
        <translation><numerusform>%1 % (%2 sur %n partie)</numerusform><numerusform>%1 % (%2 sur %n parties)</numerusform></translation>
    </message>
    <message>
        <source>By table size</source>
        <translation>Par nombre de joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation><numerusform>%n joueur</numerusform><numerusform>%n joueurs</numerusform></translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>moyenne %1</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face à face</translation>
    </message>
    <message numerus="yes">
        <source>vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6</source>
        <translation><numerusform>contre %1 : devant dans %2, derrière dans %3, à égalité dans %4 sur %n partie · moyenne %5 contre %6</numerusform><numerusform>contre %1 : devant dans %2, derrière dans %3, à égalité dans %4 sur %n parties · moyenne %5 contre %6</numerusform></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Cette version n'a pas d'historique des parties (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>‹ Napkin</source>
        <translation>‹ Serviette</translation>
    </message>
    <message>
        <source>Replay: the initial board</source>
        <translation>Rejouer : le plateau de départ</translation>
    </message>
    <message>
        <source>Replay: after turn %1 of %2</source>
        <translation>Rejouer : après le tour %1 sur %2</translation>
    </message>
    <message>
        <source>Earlier turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Later turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation>Cookie : %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The initial board, before the first turn.</source>
        <translation>Le plateau de départ, avant le premier tour.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played %3 on space %4 and took %5.</source>
        <translation>Tour %1 : %2 a joué %3 sur l'emplacement %4 et a pris %5.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played a black hat.</source>
        <translation>Tour %1 : %2 a créé un chapeau noir.</translation>
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation>%1 prend le cookie.</translation>
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation>Le cookie passe de %1 à %2.</translation>
    </message>
    <message>
        <source>Types: %1</source>
        <translation>Types : %1</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Pas encore de chapeau</translation>
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
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
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
        <translation>Emplacement %1 du plateau à thé</translation>
    </message>
    <message>
        <source>%1's collection</source>
        <translation>Collection de %1</translation>
    </message>
    <message>
        <source>%1's black hat</source>
        <translation>Chapeau noir de %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation>Chapeau préféré de %1</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>on the tea table in space %1</source>
        <translation>sur le plateau à thé, à l'emplacement %1</translation>
    </message>
    <message>
        <source>in %1's collection</source>
        <translation>dans la collection de %1</translation>
    </message>
    <message>
        <source>recorded as a black hat of %1</source>
        <translation>notée comme chapeau noir de %1</translation>
    </message>
    <message>
        <source>played by %1</source>
        <translation>jouée par %1</translation>
    </message>
    <message>
        <source>seen earlier in this game</source>
        <translation>déjà vue dans cette partie</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players, not %1</source>
        <translation>Une partie se joue à 2 à 4 joueurs, pas %1</translation>
    </message>
    <message>
        <source>Player %1 has no name</source>
        <translation>Le joueur %1 n'a pas de nom</translation>
    </message>
    <message>
        <source>Player %1: the name "%2" is used twice; every seat needs its own name</source>
        <translation>Joueur %1 : le nom « %2 » est utilisé deux fois ; chaque place a besoin de son propre nom</translation>
    </message>
    <message>
        <source>A 2-player game removes exactly two different types</source>
        <translation>Une partie à 2 joueurs retire exactement deux types différents</translation>
    </message>
    <message>
        <source>Only a 2-player game removes types; with %1 players all seven are in play</source>
        <translation>Seule une partie à 2 joueurs retire des types ; à %1 joueurs, les sept sont en jeu</translation>
    </message>
    <message>
        <source>A 4-player game has two teams with two different names</source>
        <translation>Une partie à 4 joueurs a deux équipes aux noms différents</translation>
    </message>
    <message>
        <source>The tea table has %1 cards, but this game uses %2 spaces</source>
        <translation>Le plateau à thé a %1 cartes, mais cette partie utilise %2 emplacements</translation>
    </message>
    <message>
        <source>%1: %2 cannot appear: %3 is removed in this 2-player game</source>
        <translation>%1 : %2 ne peut pas apparaître : %3 est retiré dans cette partie à 2 joueurs</translation>
    </message>
    <message>
        <source>%1: %2 cannot appear: a 2-player game has only %3 types, and %4 are already seen</source>
        <translation>%1 : %2 ne peut pas apparaître : une partie à 2 joueurs n'a que %3 types, et %4 sont déjà vus</translation>
    </message>
    <message>
        <source>%1: %2 is already %3; every card is unique</source>
        <translation>%1 : %2 est déjà %3 ; chaque carte est unique</translation>
    </message>
    <message>
        <source>The game is over: every player has played %1 cards</source>
        <translation>La partie est terminée : chaque joueur a joué %1 cartes</translation>
    </message>
    <message>
        <source>There is no seat %1 in this game</source>
        <translation>Il n'y a pas de place %1 dans cette partie</translation>
    </message>
    <message>
        <source>It is %1's turn, not %2's</source>
        <translation>C'est au tour de %1, pas de %2</translation>
    </message>
    <message>
        <source>%1 cannot play into space %2: with %3 players the tea table has spaces 1 to %4</source>
        <translation>%1 ne peut pas jouer à l'emplacement %2 : à %3 joueurs, le plateau à thé a les emplacements 1 à %4</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2 for %3 in space %4: neither the same type nor a higher number</source>
        <translation>%1 ne peut pas échanger %2 contre %3 à l'emplacement %4 : ni le même type, ni un nombre plus élevé</translation>
    </message>
    <message>
        <source>Every player keeps exactly one favorite hat</source>
        <translation>Chaque joueur garde exactement un chapeau préféré</translation>
    </message>
    <message>
        <source>The game is not over: %1 of %2 turns played</source>
        <translation>La partie n'est pas terminée : %1 tours joués sur %2</translation>
    </message>
    <message>
        <source>Every player needs a collection and a favorite hat</source>
        <translation>Chaque joueur a besoin d'une collection et d'un chapeau préféré</translation>
    </message>
    <message>
        <source>%1: a negative number of black hats</source>
        <translation>%1 : un nombre négatif de chapeaux noirs</translation>
    </message>
    <message>
        <source>%1 has %2 hats (%3 face up + %4 black hats); a finished collection holds exactly %5</source>
        <translation>%1 a %2 chapeaux (%3 face visible + %4 chapeaux noirs) ; une collection finie en contient exactement %5</translation>
    </message>
    <message>
        <source>The cookie holder is not a player of this game</source>
        <translation>Le détenteur du cookie n'est pas un joueur de cette partie</translation>
    </message>
    <message>
        <source>%1 are fully tied (same type count, same values): say who held the cookie before the end</source>
        <translation>%1 sont à égalité parfaite (même nombre de types, mêmes valeurs) : dites qui avait le cookie avant la fin</translation>
    </message>
    <message>
        <source>%1 are fully tied, and the cookie can only stay with one of them, not with %2</source>
        <translation>%1 sont à égalité parfaite, et le cookie ne peut rester qu'à l'un d'eux, pas à %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 holds the cookie</source>
        <translation>%1 a le cookie</translation>
    </message>
    <message>
        <source>%1 gets the cookie</source>
        <translation>%1 reçoit le cookie</translation>
    </message>
    <message>
        <source>%1 keeps the cookie</source>
        <translation>%1 garde le cookie</translation>
    </message>
    <message>
        <source>%1 takes the cookie from %2</source>
        <translation>%1 prend le cookie à %2</translation>
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation>Personne n'a le cookie</translation>
    </message>
    <message>
        <source>%1 holds the cookie.</source>
        <translation>%1 a le cookie.</translation>
    </message>
    <message>
        <source>Nobody holds the cookie.</source>
        <translation>Personne n'a le cookie.</translation>
    </message>
    <message>
        <source>Nobody has a hat yet</source>
        <translation>Personne n'a encore de chapeau</translation>
    </message>
    <message>
        <source>%1: %2, more than anyone</source>
        <translation>%1 : %2, plus que quiconque</translation>
    </message>
    <message>
        <source>%1: tied on %2, lowest card at rank %3</source>
        <translation>%1 : à égalité sur %2, plus petite carte au rang %3</translation>
    </message>
    <message>
        <source>%1: full tie, the cookie stays where it was</source>
        <translation>%1 : égalité parfaite, le cookie reste où il était</translation>
    </message>
    <message>
        <source>Full tie between %1: who held the cookie?</source>
        <translation>Égalité parfaite entre %1 : qui avait le cookie ?</translation>
    </message>
    <message>
        <source>%1: %2 (%3 + 1 for black hats)</source>
        <translation>%1 : %2 (%3 + 1 pour les chapeaux noirs)</translation>
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie</source>
        <translation>Personne n'a encore de chapeau, donc personne n'a le cookie</translation>
    </message>
    <message>
        <source>%1 has the most types</source>
        <translation>%1 a le plus de types</translation>
    </message>
    <message>
        <source>%1 tie on %2; their face-up values are compared from the lowest up</source>
        <translation>%1 sont à égalité sur %2 ; leurs valeurs face visible sont comparées de la plus petite à la plus grande</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 no card left</source>
        <translation>%1 n'a plus de carte</translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>Rang %1 : %2</translation>
    </message>
    <message>
        <source>%1 — %2 has the lowest card</source>
        <translation>%1 — %2 a la plus petite carte</translation>
    </message>
    <message>
        <source>%1 show exactly the same values: a full tie</source>
        <translation>%1 montrent exactement les mêmes valeurs : égalité parfaite</translation>
    </message>
    <message>
        <source>%1 keeps the cookie: in a full tie it stays where it is</source>
        <translation>%1 garde le cookie : en cas d'égalité parfaite, il reste où il est</translation>
    </message>
    <message>
        <source>The cookie stays where it was, and the table must say who held it: %1?</source>
        <translation>Le cookie reste où il était, et la table doit dire qui l'avait : %1 ?</translation>
    </message>
    <message>
        <source>stays in</source>
        <translation>reste en lice</translation>
    </message>
    <message>
        <source>higher card: drops out</source>
        <translation>carte plus haute : éliminé</translation>
    </message>
    <message>
        <source>no card left: drops out</source>
        <translation>plus de carte : éliminé</translation>
    </message>
    <message>
        <source>%1 wins with %2</source>
        <translation>%1 gagne avec %2</translation>
    </message>
    <message>
        <source>%1 tie on %2</source>
        <translation>%1 sont à égalité avec %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 wins with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1 ; %2 gagne avec le plus de chapeaux noirs (%n chapeau noir)</numerusform><numerusform>%1 ; %2 gagne avec le plus de chapeaux noirs (%n chapeaux noirs)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 also tie on %n black hat(s)</source>
        <translation><numerusform>%1 ; %2 sont aussi à égalité avec %n chapeau noir</numerusform><numerusform>%1 ; %2 sont aussi à égalité avec %n chapeaux noirs</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 wins by holding the cookie</source>
        <translation>%1 ; %2 gagne en ayant le cookie</translation>
    </message>
    <message>
        <source>%1; none of them holds the cookie: a shared victory</source>
        <translation>%1 ; aucun d'eux n'a le cookie : victoire partagée</translation>
    </message>
    <message>
        <source>%1 (%2 + 1 for black hats)</source>
        <translation>%1 (%2 + 1 pour les chapeaux noirs)</translation>
    </message>
    <message>
        <source>Rank %1 — decides</source>
        <translation>Rang %1 — décisif</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>%1: a type needs a name</source>
        <translation>%1 : un type a besoin d'un nom</translation>
    </message>
    <message>
        <source>"%1" already names %2; each type needs its own name</source>
        <translation>« %1 » nomme déjà %2 ; chaque type a besoin de son propre nom</translation>
    </message>
    <message>
        <source>%1: "%2" is not a colour written #rrggbb</source>
        <translation>%1 : « %2 » n'est pas une couleur écrite #rrvvbb</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Tea table</source>
        <translation>Plateau à thé</translation>
    </message>
    <message>
        <source>Favorite hats</source>
        <translation>Chapeaux préférés</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Last cookie</source>
        <translation>Cookie</translation>
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie (R14).</source>
        <translation>Personne n'a encore de chapeau, donc personne n'a le cookie (R14).</translation>
    </message>
    <message>
        <source>%1 has the most types: %2, and nobody else has as many (R14).</source>
        <translation>%1 a le plus de types : %2, et personne d'autre n'en a autant (R14).</translation>
    </message>
    <message>
        <source>The tied players show the same values at every rank: %1 keeps the cookie (R16).</source>
        <translation>Les joueurs à égalité montrent les mêmes valeurs à chaque rang : %1 garde le cookie (R16).</translation>
    </message>
    <message>
        <source>The tied players show the same values at every rank: the table must say who held the cookie (R16).</source>
        <translation>Les joueurs à égalité montrent les mêmes valeurs à chaque rang : la table doit dire qui avait le cookie (R16).</translation>
    </message>
    <message>
        <source>%1 shows %2, a higher card</source>
        <translation>%1 montre %2, une carte plus haute</translation>
    </message>
    <message>
        <source>%1 has only black hats, and black hats are never compared</source>
        <translation>%1 n'a que des chapeaux noirs, et les chapeaux noirs ne sont jamais comparés</translation>
    </message>
    <message>
        <source>%1 has run out of cards</source>
        <translation>%1 n'a plus de cartes</translation>
    </message>
    <message>
        <source>Rank %1 decides: %2 shows %3, the lowest card; %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when a tied player showed a higher card there.</extracomment>
        <translation>Le rang %1 décide : %2 montre %3, la plus petite carte ; %4 (R15).</translation>
    </message>
    <message>
        <source>Rank %1 decides: only %2 still has a card there (%3); %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when the others had no card there.</extracomment>
        <translation>Le rang %1 décide : seul %2 a encore une carte à ce rang (%3) ; %4 (R15).</translation>
    </message>
    <message>
        <source>%1 win with %2</source>
        <translation>%1 gagnent avec %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 win with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1 ; %2 gagnent avec le plus de chapeaux noirs (%n chapeau noir)</numerusform><numerusform>%1 ; %2 gagnent avec le plus de chapeaux noirs (%n chapeaux noirs)</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 win by holding the cookie</source>
        <translation>%1 ; %2 gagnent grâce au cookie</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Grid photo</source>
        <translation>Photo de la grille</translation>
    </message>
    <message>
        <source>Back photo</source>
        <translation>Photo du dos</translation>
    </message>
    <message>
        <source>a type id</source>
        <translation>un identifiant de type</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a list of cards</source>
        <translation>une liste de cartes</translation>
    </message>
    <message>
        <source>a list of players</source>
        <translation>une liste de joueurs</translation>
    </message>
    <message>
        <source>a list of turns</source>
        <translation>une liste de tours</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>un nom</translation>
    </message>
    <message>
        <source>a player name</source>
        <translation>un nom de joueur</translation>
    </message>
    <message>
        <source>a space number</source>
        <translation>un numéro d'emplacement</translation>
    </message>
    <message>
        <source>"hats-game/1" or "hats-log/1"</source>
        <translation>« hats-game/1 » ou « hats-log/1 »</translation>
    </message>
    <message>
        <source>a card like {"type": "red", "value": 4}</source>
        <translation>une carte comme {"type": "red", "value": 4}</translation>
    </message>
    <message>
        <source>a player object</source>
        <translation>un objet joueur</translation>
    </message>
    <message>
        <source>a turn object</source>
        <translation>un objet tour</translation>
    </message>
    <message>
        <source>one game document (an object with "format")</source>
        <translation>un document de partie (un objet avec « format »)</translation>
    </message>
    <message>
        <source>nothing (null)</source>
        <translation>rien (null)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>missing; every player ends with one favorite hat in hand</source>
        <translation>absent ; chaque joueur finit avec un chapeau préféré en main</translation>
    </message>
    <message>
        <source>missing; the card played onto the tea table</source>
        <translation>absent ; la carte posée sur le plateau à thé</translation>
    </message>
    <message>
        <source>missing; the tea table at the start, space 1 first</source>
        <translation>absent ; le plateau à thé au départ, emplacement 1 d'abord</translation>
    </message>
    <message>
        <source>missing; expected "hats-game/1" or "hats-log/1"</source>
        <translation>absent ; « hats-game/1 » ou « hats-log/1 » attendu</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation><numerusform>%n octet</numerusform><numerusform>%n octets</numerusform></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1; nothing was changed</source>
        <translation>%1 ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>Could not read the photo: %1</source>
        <translation>Impossible de lire la photo : %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <extracomment>A photo's size in pixels, width × height</extracomment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>pas du JSON</translation>
    </message>
    <message>
        <source>not JSON (%1)</source>
        <translation>pas du JSON (%1)</translation>
    </message>
    <message numerus="yes">
        <source>byte %1: lists and objects nested deeper than %n level(s) (limit)</source>
        <translation><numerusform>octet %1 : listes et objets imbriqués sur plus de %n niveau (limite)</numerusform><numerusform>octet %1 : listes et objets imbriqués sur plus de %n niveaux (limite)</numerusform></translation>
    </message>
    <message>
        <source>larger than %1, the limit for one game; nothing was read past it</source>
        <translation>plus grand que %1, la limite pour une partie ; rien n'a été lu au-delà</translation>
    </message>
    <message>
        <source>larger than %1, the limit for an import file; nothing was read past it</source>
        <translation>plus grand que %1, la limite pour un fichier d'import ; rien n'a été lu au-delà</translation>
    </message>
    <message>
        <source>larger than %1, the limit for this file; nothing was read past it</source>
        <translation>plus grand que %1, la limite pour ce fichier ; rien n'a été lu au-delà</translation>
    </message>
    <message>
        <source>byte %1: a NUL byte; a game file is text and nothing follows it (limit)</source>
        <translation>octet %1 : un octet NUL ; un fichier de partie est du texte et rien ne le suit (limite)</translation>
    </message>
    <message>
        <source>the file could not be read to its end</source>
        <translation>le fichier n'a pas pu être lu jusqu'au bout</translation>
    </message>
    <message>
        <source>nothing to read</source>
        <translation>rien à lire</translation>
    </message>
    <message>
        <source>is a folder, not a game file</source>
        <translation>est un dossier, pas un fichier de partie</translation>
    </message>
    <message>
        <source>cannot be opened: there is no such file</source>
        <translation>impossible à ouvrir : ce fichier n'existe pas</translation>
    </message>
    <message>
        <source>cannot be opened: reading it is not allowed</source>
        <translation>impossible à ouvrir : sa lecture n'est pas permise</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>impossible à ouvrir (%1)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, trouvé %2</translation>
    </message>
    <message>
        <source>expected {"slot": N, "played": card}</source>
        <translation>{"slot": N, "played": carte} attendu</translation>
    </message>
    <message>
        <source>expected an object from player name to card</source>
        <translation>un objet du nom de joueur vers la carte attendu</translation>
    </message>
    <message>
        <source>expected a list of two type ids</source>
        <translation>une liste de deux identifiants de type attendue</translation>
    </message>
    <message>
        <source>%1 is not a hat type (red orange yellow green blue purple brown)</source>
        <translation>%1 n'est pas un type de chapeau (red orange yellow green blue purple brown)</translation>
    </message>
    <message>
        <source>%1 is not a hat type</source>
        <translation>%1 n'est pas un type de chapeau</translation>
    </message>
    <message>
        <source>%1 is not a hat value 1-6</source>
        <translation>%1 n'est pas une valeur de chapeau de 1 à 6</translation>
    </message>
    <message>
        <source>%1 is not a UUID in its canonical form (8-4-4-4-12 hex digits)</source>
        <translation>%1 n'est pas un UUID sous sa forme canonique (8-4-4-4-12 chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 date and time like 2026-11-22T20:15:00+01:00</source>
        <translation>%1 n'est pas une date et heure ISO 8601 comme 2026-11-22T20:15:00+01:00</translation>
    </message>
    <message numerus="yes">
        <source>a game has 2 to 4 players, this file has %n</source>
        <translation><numerusform>une partie a 2 à 4 joueurs, ce fichier en a %n</numerusform><numerusform>une partie a 2 à 4 joueurs, ce fichier en a %n</numerusform></translation>
    </message>
    <message>
        <source>%1 is also the name at %2; every player needs their own name</source>
        <translation>%1 est aussi le nom en %2 ; chaque joueur a besoin de son propre nom</translation>
    </message>
    <message>
        <source>missing; a 4-player game is played in two teams</source>
        <translation>absent ; une partie à 4 joueurs se joue en deux équipes</translation>
    </message>
    <message>
        <source>expected a team name; a 4-player game is played in two teams</source>
        <translation>nom d'équipe attendu ; une partie à 4 joueurs se joue en deux équipes</translation>
    </message>
    <message>
        <source>give every player of a 4-player game a team, or none</source>
        <translation>donnez une équipe à chaque joueur d'une partie à 4, ou à aucun</translation>
    </message>
    <message>
        <source>%1, but partners sit opposite: %2 and %3 (seats %4 and %5) form one team</source>
        <translation>%1, mais les coéquipiers sont face à face : %2 et %3 (places %4 et %5) forment une équipe</translation>
    </message>
    <message>
        <source>%1 is also the other team's name; a 4-player game has two teams</source>
        <translation>%1 est aussi le nom de l'autre équipe ; une partie à 4 joueurs a deux équipes</translation>
    </message>
    <message>
        <source>%1 is not a number of black hats 0-%2</source>
        <translation>%1 n'est pas un nombre de chapeaux noirs de 0 à %2</translation>
    </message>
    <message>
        <source>%1 is not a player of this game</source>
        <translation>%1 n'est pas un joueur de cette partie</translation>
    </message>
    <message>
        <source>a turn is exactly one action, an "exchange" or a "blackHat"</source>
        <translation>un tour est exactement une action, « exchange » ou « blackHat »</translation>
    </message>
    <message>
        <source>%1 is not a space number</source>
        <translation>%1 n'est pas un numéro d'emplacement</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot play into space %2: the tea table of %n player(s) has spaces 1-%3</source>
        <translation><numerusform>%1 ne peut pas jouer dans l'emplacement %2 : le plateau à thé à %n joueur a les emplacements 1 à %3</numerusform><numerusform>%1 ne peut pas jouer dans l'emplacement %2 : le plateau à thé à %n joueurs a les emplacements 1 à %3</numerusform></translation>
    </message>
    <message>
        <source>%1 is not a game format this version reads (hats-game/1, hats-log/1)</source>
        <translation>%1 n'est pas un format de partie que cette version lit (hats-game/1, hats-log/1)</translation>
    </message>
    <message>
        <source>%1 has no favorite hat; a finished game has one for everyone</source>
        <translation>%1 n'a pas de chapeau préféré ; une partie finie en a un pour chacun</translation>
    </message>
    <message>
        <source>the name is not valid UTF-8 text</source>
        <translation>le nom n'est pas un texte UTF-8 valide</translation>
    </message>
    <message>
        <source>the name holds the control character %1; names are printable text (limit)</source>
        <translation>le nom contient le caractère de contrôle %1 ; les noms sont du texte imprimable (limite)</translation>
    </message>
    <message>
        <source>a player needs a name that is not empty or only spaces (limit)</source>
        <translation>un joueur a besoin d'un nom qui ne soit ni vide ni fait d'espaces (limite)</translation>
    </message>
    <message numerus="yes">
        <source>the name has %n character(s), more than the limit of %1</source>
        <translation><numerusform>le nom a %n caractère, plus que la limite de %1</numerusform><numerusform>le nom a %n caractères, plus que la limite de %1</numerusform></translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n'existe pas</translation>
    </message>
    <message>
        <source>is not a file; a history is a file; nothing was changed</source>
        <translation>n'est pas un fichier ; un historique est un fichier ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>is not a Hats history (not an SQLite file); nothing was changed</source>
        <translation>n'est pas un historique Hats (pas un fichier SQLite) ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>is not a Hats history (another application's SQLite file); nothing was changed</source>
        <translation>n'est pas un historique Hats (fichier SQLite d'une autre application) ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>is damaged: schema version %1 is not one Hats Companion writes; nothing was changed</source>
        <translation>est endommagé : la version de schéma %1 n'est pas une que Hats Companion écrit ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>was written by a newer Hats Companion (schema %1; this version reads up to %2); nothing was changed</source>
        <translation>a été écrit par un Hats Companion plus récent (schéma %1 ; cette version lit jusqu'au %2) ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>is an empty file, not a Hats history</source>
        <translation>est un fichier vide, pas un historique Hats</translation>
    </message>
    <message>
        <source>is damaged (%1); nothing was changed</source>
        <translation>est endommagé (%1) ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full</source>
        <translation>impossible d'écrire : le disque est plein</translation>
    </message>
    <message>
        <source>cannot be used: it is on a read-only file system</source>
        <translation>inutilisable : il est sur un système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>cannot be opened: the file or its folder may not be read or written</source>
        <translation>impossible à ouvrir : le fichier ou son dossier ne peut être ni lu ni écrit</translation>
    </message>
    <message>
        <source>is busy: another program holds it locked</source>
        <translation>est occupé : un autre programme le verrouille</translation>
    </message>
    <message>
        <source>the history refused (%1)</source>
        <translation>l'historique a refusé (%1)</translation>
    </message>
    <message>
        <source>it is not a JPEG or PNG image</source>
        <translation>ce n'est pas une image JPEG ou PNG</translation>
    </message>
    <message>
        <source>the %1 header is damaged</source>
        <translation>l'en-tête %1 est endommagé</translation>
    </message>
    <message>
        <source>the PNG header gives an impossible size</source>
        <translation>l'en-tête PNG donne une taille impossible</translation>
    </message>
    <message numerus="yes">
        <source>the progressive JPEG has more than %n scan(s) (limit)</source>
        <translation><numerusform>le JPEG progressif a plus de %n passe (limite)</numerusform><numerusform>le JPEG progressif a plus de %n passes (limite)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>decoding took longer than %n second(s) (limit)</source>
        <translation><numerusform>le décodage a pris plus de %n seconde (limite)</numerusform><numerusform>le décodage a pris plus de %n secondes (limite)</numerusform></translation>
    </message>
    <message>
        <source>the image cannot be decoded (%1)</source>
        <translation>l'image ne peut pas être décodée (%1)</translation>
    </message>
    <message>
        <source>the %1 data cannot be decoded</source>
        <translation>les données %1 ne peuvent pas être décodées</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>pas assez de mémoire</translation>
    </message>
    <message>
        <source>the image is only %1 pixels</source>
        <translation>l'image ne fait que %1 pixels</translation>
    </message>
    <message numerus="yes">
        <source>the image is %1 pixels, longer than %n time(s) its width (limit)</source>
        <translation><numerusform>l'image fait %1 pixels, plus longue que %n fois sa largeur (limite)</numerusform><numerusform>l'image fait %1 pixels, plus longue que %n fois sa largeur (limite)</numerusform></translation>
    </message>
    <message>
        <source>the image is %1 pixels, more than %2 megapixels (limit)</source>
        <translation>l'image fait %1 pixels, plus de %2 mégapixels (limite)</translation>
    </message>
    <message>
        <source>the PNG image is %1 pixels, more than %2 megapixels, the limit for a PNG</source>
        <translation>l'image PNG fait %1 pixels, plus de %2 mégapixels, la limite pour un PNG</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 est un dossier</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>%1 ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB (limit)</source>
        <translation>%1 dépasse %2 Mio (limite)</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 ne peut pas être lu</translation>
    </message>
    <message>
        <source>there is no picture</source>
        <translation>il n'y a pas d'image</translation>
    </message>
    <message>
        <source>no cards were found</source>
        <translation>aucune carte n'a été trouvée</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The player whose turn it is, in the standings strip</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1 : %n point</numerusform><numerusform>%1 : %n points</numerusform></translation>
    </message>
    <message>
        <source>Game %1 cannot be read back</source>
        <translation>La partie %1 ne peut pas être relue</translation>
    </message>
    <message>
        <source>The name %1</source>
        <translation>Le nom %1</translation>
    </message>
    <message>
        <source>there is no game %1 in the history</source>
        <translation>il n'y a pas de partie %1 dans l'historique</translation>
    </message>
    <message>
        <source>game %1 was not entered turn by turn: it cannot be resumed</source>
        <translation>la partie %1 n'a pas été saisie tour par tour : elle ne peut pas être reprise</translation>
    </message>
    <message>
        <source>its turns are stored in a form this version does not read</source>
        <translation>ses tours sont enregistrés sous une forme que cette version ne lit pas</translation>
    </message>
    <message>
        <source>its stored tea table is missing a card</source>
        <translation>il manque une carte à son plateau à thé enregistré</translation>
    </message>
    <message>
        <source>its stored turn %1 is missing a card</source>
        <translation>il manque une carte à son tour %1 enregistré</translation>
    </message>
    <message>
        <source>its stored turns are cut short or too long</source>
        <translation>ses tours enregistrés sont tronqués ou trop longs</translation>
    </message>
    <message>
        <source>Could not read the two photos of the deck</source>
        <translation>Impossible de lire les deux photos du jeu</translation>
    </message>
    <message>
        <source>Could not read the photo of the back: no card was found</source>
        <translation>Impossible de lire la photo du dos : aucune carte n'a été trouvée</translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the back: it shows %n card(s); photograph one face-down card alone</source>
        <translation><numerusform>Impossible de lire la photo du dos : elle montre %n carte ; photographiez une seule carte face cachée</numerusform><numerusform>Impossible de lire la photo du dos : elle montre %n cartes ; photographiez une seule carte face cachée</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the grid: %n card(s) found, the deck has %1 (7 rows of 6)</source>
        <translation><numerusform>Impossible de lire la photo de la grille : %n carte trouvée, le jeu en a %1 (7 rangées de 6)</numerusform><numerusform>Impossible de lire la photo de la grille : %n cartes trouvées, le jeu en a %1 (7 rangées de 6)</numerusform></translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: no printed values were found; are the rows in the order %1, 1 to 6?</source>
        <translation>Impossible de lire la photo de la grille : aucune valeur imprimée trouvée ; les rangées sont-elles dans l'ordre %1, de 1 à 6 ?</translation>
    </message>
    <message>
        <source>red orange yellow green blue purple brown</source>
        <translation>rouge orange jaune vert bleu violet marron</translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: the cards show no common colour area</source>
        <translation>Impossible de lire la photo de la grille : les cartes ne montrent aucune zone de couleur commune</translation>
    </message>
    <message>
        <source>Photo reading is not installed (hats-vision.so was not found)</source>
        <translation>La lecture de photos n'est pas installée (hats-vision.so introuvable)</translation>
    </message>
    <message>
        <source>Photo reading cannot be loaded (%1)</source>
        <translation>La lecture de photos ne peut pas être chargée (%1)</translation>
    </message>
    <message>
        <source>not a photo-reading module of this version of Hats Companion</source>
        <translation>n'est pas un module de lecture de photos de cette version de Hats Companion</translation>
    </message>
    <message>
        <source>Cannot write the deck profile</source>
        <translation>Impossible d'écrire le profil du jeu</translation>
    </message>
    <message>
        <source>the link cannot be followed (%1)</source>
        <translation>le lien ne peut pas être suivi (%1)</translation>
    </message>
    <message>
        <source>is not a file (a folder, pipe or device); nothing was written</source>
        <translation>n'est pas un fichier (un dossier, un tube ou un périphérique) ; rien n'a été écrit</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>writing there is not allowed</source>
        <translation>l'écriture n'y est pas permise</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>le système de fichiers est en lecture seule</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>le dossier n'existe pas</translation>
    </message>
    <message>
        <source>cannot be written (%1); nothing was changed</source>
        <translation>ne peut pas être écrit (%1) ; rien n'a été modifié</translation>
    </message>
    <message>
        <source>%1 is not a deck profile</source>
        <translation>%1 n'est pas un profil de jeu</translation>
    </message>
    <message>
        <source>Cannot open the deck profile %1</source>
        <translation>Impossible d'ouvrir le profil de jeu %1</translation>
    </message>
    <message>
        <source>is not a deck profile (%1)</source>
        <translation>n'est pas un profil de jeu (%1)</translation>
    </message>
    <message>
        <source>the deck profile is damaged; learn the deck again from its two photos</source>
        <translation>le profil du jeu est endommagé ; apprenez à nouveau le jeu à partir de ses deux photos</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>No hat type called %1</source>
        <translation>Aucun type de chapeau nommé %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Nom de %1</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <source>Choose the colour of %1</source>
        <translation>Choisir la couleur de %1</translation>
    </message>
    <message>
        <source>Back to the usual names and colours</source>
        <translation>Revenir aux noms et couleurs habituels</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Thème sombre</translation>
    </message>
    <message>
        <source>History file (applies at the next start; empty: the default)</source>
        <translation>Fichier d'historique (au prochain démarrage ; vide : l'emplacement par défaut)</translation>
    </message>
    <message>
        <source>Default location</source>
        <translation>Emplacement par défaut</translation>
    </message>
    <message>
        <source>Hat types: the names and colours of your deck (files keep the usual ones)</source>
        <translation>Types de chapeaux : les noms et couleurs de votre jeu (les fichiers gardent les noms habituels)</translation>
    </message>
    <message>
        <source>About Hats Companion</source>
        <translation>À propos de Hats Companion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation>Les fichiers de partie sont hats-game/1 (la table finale) ou hats-log/1 (chaque tour). Le même moteur tourne en ligne de commande : hats score FICHIER.</translation>
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <source>%1's favorite hat is missing (R9)</source>
        <translation>Il manque le chapeau préféré de %1 (R9)</translation>
    </message>
    <message>
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation>Impossible de départager %1 (R16) : qui avait le cookie avant la fin ?</translation>
    </message>
    <message>
        <source>Not kept in the history: %1</source>
        <translation>Pas gardée dans l'historique : %1</translation>
    </message>
    <message>
        <source>Space %1 of the tea table needs a type and a value 1-6 (R3)</source>
        <translation>L'emplacement %1 du plateau demande un type et une valeur de 1 à 6 (R3)</translation>
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <source>Score a finished game</source>
        <translation>Compter une partie terminée</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non saisi</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Tap cards of %1's collection (tap again to remove)</source>
        <translation>Touchez les cartes de la collection de %1 (encore une fois pour retirer)</translation>
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation>Chapeau préféré de %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>Removed types (R5):</source>
        <translation>Types retirés (R5) :</translation>
    </message>
    <message>
        <source>Final board</source>
        <translation>Plateau final</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>Photographier</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Collection: %1</source>
        <translation>Collection : %1</translation>
    </message>
    <message>
        <source>no face-up hats</source>
        <translation>aucun chapeau face visible</translation>
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation>Photographier la collection de %1</translation>
    </message>
    <message>
        <source>Black hats</source>
        <translation>Chapeaux noirs</translation>
    </message>
    <message>
        <source>Favorite: %1</source>
        <translation>Préféré : %1</translation>
    </message>
    <message>
        <source>%1 held the cookie</source>
        <translation>%1 avait le cookie</translation>
    </message>
    <message>
        <source>Show the napkin</source>
        <translation>Voir la serviette</translation>
    </message>
    <message>
        <source>Keep this game in the history</source>
        <translation>Garder cette partie dans l'historique</translation>
    </message>
    <message>
        <source>Card for space %1 of the tea table</source>
        <translation>Carte de l'emplacement %1</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation>Cette version ne garde pas d'historique (compilée sans la base de données).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour le moment.</translation>
    </message>
    <message>
        <source>Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.</source>
        <translation>Classement : victoires (les partagées comptent, après les victoires seules), puis taux de victoire, puis total moyen. Touchez un joueur pour sa page.</translation>
    </message>
    <message>
        <source>%1. %2 — %3 in %4 (won %5%) ›</source>
        <translation>%1. %2 — %3 en %4 (gagné %5 %) ›</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n victoire</numerusform><numerusform>%n victoires</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n partagée)</numerusform><numerusform>(%n partagées)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n partie</numerusform><numerusform>%n parties</numerusform></translation>
    </message>
    <message>
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation>Moyenne %1 (meilleur %2) · collection %3 · préféré %4 · cookie dans %5 % des parties</translation>
    </message>
    <message>
        <source>Hat collection</source>
        <translation>Collection de chapeaux</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>Chapeau préféré</translation>
    </message>
    <message>
        <source>Cookie</source>
        <translation>Cookie</translation>
    </message>
</context>
<context>
    <name>TeaTable</name>
    <message>
        <source>Tea table</source>
        <translation>Plateau à thé</translation>
    </message>
    <message>
        <source>Space %1, worth %1: %2 %3</source>
        <translation>Emplacement %1, vaut %1 : %2 %3</translation>
    </message>
    <message>
        <source>Space %1, worth %1: empty</source>
        <translation>Emplacement %1, vaut %1 : vide</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
</TS>