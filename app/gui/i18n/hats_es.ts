<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es_ES">
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Learn your deck</source>
        <translation>Aprender tu baraja</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.</source>
        <translation>La app aprende cómo son tus cartas — sus colores, dónde está impreso el valor, cómo es cada cifra y el dorso. Hazlo una vez por baraja; ayudan una buena luz y una mesa lisa.</translation>
    </message>
    <message>
        <source>1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.</source>
        <translation>1. Coloca las 42 cartas bocarriba: una fila por tipo en este orden, valores 1 a 6 de izquierda a derecha, cartas separadas. Fotografíalas desde arriba.</translation>
    </message>
    <message>
        <source>Photograph the grid</source>
        <translation>Fotografiar la cuadrícula</translation>
    </message>
    <message>
        <source>Open the grid photo…</source>
        <translation>Abrir la foto de la cuadrícula…</translation>
    </message>
    <message>
        <source>2. Put one card face down on the table and photograph it.</source>
        <translation>2. Pon una carta bocabajo en la mesa y fotografíala.</translation>
    </message>
    <message>
        <source>Photograph the back</source>
        <translation>Fotografiar el dorso</translation>
    </message>
    <message>
        <source>Open the back photo…</source>
        <translation>Abrir la foto del dorso…</translation>
    </message>
    <message>
        <source>3. Name this deck (a second deck or printing gets its own name).</source>
        <translation>3. Pon nombre a esta baraja (otra baraja u otra edición lleva su propio nombre).</translation>
    </message>
    <message>
        <source>my-deck</source>
        <translation>mi-baraja</translation>
    </message>
    <message>
        <source>Learn the deck</source>
        <translation>Aprender la baraja</translation>
    </message>
    <message>
        <source>What the app learned</source>
        <translation>Lo que la app aprendió</translation>
    </message>
    <message>
        <source>✓ Check: all %1 cards of the grid photo read back correctly.</source>
        <translation>✓ Comprobación: las %1 cartas de la foto de la cuadrícula se leen bien.</translation>
    </message>
    <message>
        <source>⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.</source>
        <translation>⚠ Comprobación: %1 de %2 cartas de la foto de la cuadrícula se leen bien; sin leer: %3. Repite la foto con luz uniforme, cartas planas y separadas, antes de confiar en esta baraja.</translation>
    </message>
    <message>
        <source>Colours, as seen in your light (left) beside the app's own (right):</source>
        <translation>Colores vistos con tu luz (izquierda) junto a los de la app (derecha):</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>dorso de carta</translation>
    </message>
    <message>
        <source>⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.</source>
        <translation>⚠ Forma de carta supuesta (%1 veces más alta que ancha), no medida: las cartas se tocaban en la foto. Sepáralas y vuelve a aprender para lecturas más seguras.</translation>
    </message>
    <message>
        <source>Card shape: %1 times as tall as wide.</source>
        <translation>Forma de carta: %1 veces más alta que ancha.</translation>
    </message>
    <message>
        <source>Save as "%1"</source>
        <translation>Guardar como «%1»</translation>
    </message>
    <message>
        <source>✓ Saved. Photos are now read with "%1" (an earlier deck of that name is replaced).</source>
        <translation>✓ Guardado. Las fotos se leen ahora con «%1» (una baraja anterior con ese nombre se reemplaza).</translation>
    </message>
    <message>
        <source>Every card and the back were learned:</source>
        <translation>Se aprendieron todas las cartas y el reverso:</translation>
    </message>
    <message>
        <source>⚠ Not learned: %1. Retake the grid photo (less glare, every card flat and apart) and learn the deck again.</source>
        <translation>⚠ Sin aprender: %1. Repite la foto de la cuadrícula (menos reflejos, cada carta plana y separada) y vuelve a aprender la baraja.</translation>
    </message>
</context>
<context>
    <name>CameraCapture</name>
    <message>
        <source>Fit the cards in the picture, from straight above if you can</source>
        <translation>Encuadra todas las cartas, desde arriba si puedes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Take the photo</source>
        <translation>Hacer la foto</translation>
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
        <translation>%1 %2, ya vista o fuera de juego</translation>
    </message>
</context>
<context>
    <name>Cookie</name>
    <message>
        <source>Cookie</source>
        <translation>Galleta</translation>
    </message>
</context>
<context>
    <name>CookieDisputePage</name>
    <message>
        <source>Cookie dispute</source>
        <translation>Disputa por la galleta</translation>
    </message>
    <message>
        <source>‹ Table</source>
        <translation>‹ Mesa</translation>
    </message>
    <message>
        <source>Moment: the initial board</source>
        <translation>Momento: la mesa de té al principio</translation>
    </message>
    <message>
        <source>Moment: after turn %1 of %2</source>
        <translation>Momento: tras el turno %1 de %2</translation>
    </message>
    <message>
        <source>Earlier turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>Later turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>En palabras</translation>
    </message>
    <message>
        <source>Black hats are never compared: their values are secret (R15). Having any black hat adds one to the type count (R14).</source>
        <translation>Los sombreros negros nunca se comparan: sus valores son secretos (R15). Tener algún sombrero negro suma uno al número de tipos (R14).</translation>
    </message>
    <message>
        <source>Step 1: type count (R14), the distinct face-up types plus one for black hats</source>
        <translation>Paso 1: número de tipos (R14), los tipos distintos bocarriba más uno por los sombreros negros</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Aún sin sombreros</translation>
    </message>
    <message>
        <source>Tied on the most types</source>
        <translation>Empate en el mayor número de tipos</translation>
    </message>
    <message>
        <source>Step 2: tiebreak (R15), the lowest value wins, rank by rank; whoever runs out of cards drops out</source>
        <translation>Paso 2: desempate (R15), gana el valor más bajo, rango a rango; quien se queda sin cartas queda fuera</translation>
    </message>
    <message>
        <source>only black hats: nothing to compare, drops out</source>
        <translation>solo sombreros negros: nada que comparar, queda fuera</translation>
    </message>
</context>
<context>
    <name>FavoritesPage</name>
    <message>
        <source>End of game: favorite hats</source>
        <translation>Fin de la partida: sombreros favoritos</translation>
    </message>
    <message>
        <source>‹ Table</source>
        <translation>‹ Mesa</translation>
    </message>
    <message>
        <source>Each player reveals the last card in hand: the favorite hat (R9, R12).</source>
        <translation>Cada jugador revela la última carta de su mano: el sombrero favorito (R9, R12).</translation>
    </message>
    <message>
        <source>%1's favorite: %2</source>
        <translation>Favorito de %1: %2</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>aún sin elegir</translation>
    </message>
    <message>
        <source>Show the napkin</source>
        <translation>Ver la servilleta</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Game over: every player has played %n hat(s) (R9)</source>
        <translation><numerusform>Partida terminada: cada jugador ha jugado %n sombrero (R9)</numerusform><numerusform>Partida terminada: cada jugador ha jugado %n sombreros (R9)</numerusform></translation>
    </message>
    <message>
        <source>%1's turn · round %2 of %3</source>
        <translation>Turno de %1 · ronda %2 de %3</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>No hay partida en curso</translation>
    </message>
    <message>
        <source>Choose the type and the value 1-6 of the card played (R1)</source>
        <translation>Elige el tipo y el valor (1 a 6) de la carta jugada (R1)</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1)</source>
        <translation>%1 %2 no es una carta de sombrero (R1)</translation>
    </message>
    <message>
        <source>%1's favorite needs a type and a value 1-6 (R9)</source>
        <translation>El favorito de %1 necesita un tipo y un valor del 1 al 6 (R9)</translation>
    </message>
    <message>
        <source>No saved game to resume</source>
        <translation>No hay partida guardada que continuar</translation>
    </message>
    <message>
        <source>The saved game cannot be read: %1</source>
        <translation>La partida guardada no se puede leer: %1</translation>
    </message>
    <message>
        <source>not a hats-log/1 file</source>
        <translation>no es un archivo hats-log/1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One type of a collection and its values: "Red 1, 3"</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n black hat(s)</source>
        <translation><numerusform>%n sombrero negro</numerusform><numerusform>%n sombreros negros</numerusform></translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Aún sin sombreros</translation>
    </message>
    <message>
        <source>"%1" is not a hat type (R2)</source>
        <translation>«%1» no es un tipo de sombrero (R2)</translation>
    </message>
    <message>
        <source>Space %1 holds %2, a type removed for two players (R5)</source>
        <translation>La posición %1 tiene %2, un tipo retirado con dos jugadores (R5)</translation>
    </message>
    <message>
        <source>Spaces %1 and %2 both hold %3: every card is unique (R1)</source>
        <translation>Las posiciones %1 y %2 tienen ambas %3: cada carta es única (R1)</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table</source>
        <translation>No hay asiento %1 en esta mesa</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card of this game (R1, R5)</source>
        <translation>%1 %2 no es una carta de sombrero de esta partida (R1, R5)</translation>
    </message>
    <message>
        <source>The game in progress cannot be replayed: %1</source>
        <translation>La partida en curso no se puede reproducir: %1</translation>
    </message>
    <message>
        <source>%1 is not a game in progress: %2</source>
        <translation>%1 no es una partida en curso: %2</translation>
    </message>
    <message>
        <source>The game is not saved in the history: %1</source>
        <translation>La partida no está guardada en el historial: %1</translation>
    </message>
    <message>
        <source>Space %1 needs a type and a value 1-6 (R1)</source>
        <translation>La posición %1 necesita un tipo y un valor del 1 al 6 (R1)</translation>
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <source>Open a Hats game file</source>
        <translation>Abrir un archivo de partida de Hats</translation>
    </message>
    <message>
        <source>Up one folder</source>
        <translation>Subir una carpeta</translation>
    </message>
    <message>
        <source>No game files here</source>
        <translation>No hay archivos de partida aquí</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>HatCard</name>
    <message>
        <source>Black hat</source>
        <translation>Sombrero negro</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>black hat</source>
        <translation>sombrero negro</translation>
    </message>
</context>
<context>
    <name>HatType</name>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
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
        <translation>Esta versión no tiene historial de partidas (HATS_WITH_DB=OFF)</translation>
    </message>
    <message>
        <source>No history is open</source>
        <translation>No hay ningún historial abierto</translation>
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
        <translation>Esta versión no tiene historial de partidas (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filtrar por jugador</translation>
    </message>
    <message>
        <source>%1's statistics ›</source>
        <translation>Estadísticas de %1 ›</translation>
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation>Esta versión no guarda historial (compilada sin base de datos).</translation>
    </message>
    <message>
        <source>No games yet. Finished games appear here.</source>
        <translation>Aún no hay partidas. Las partidas terminadas aparecen aquí.</translation>
    </message>
    <message>
        <source>%1 · winner: %2</source>
        <translation>%1 · ganador: %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>%1 · winner: %2 · scored from the final table</source>
        <translation>%1 · ganador: %2 · puntuada desde la mesa final</translation>
    </message>
    <message>
        <source>%1 · in progress</source>
        <translation>%1 · en curso</translation>
    </message>
    <message>
        <source>%1 · abandoned</source>
        <translation>%1 · abandonada</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonar</translation>
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
        <translation>La puntuación junto a una partida de Hats: la servilleta con cada desempate, y por qué la galleta fue adonde fue.</translation>
    </message>
    <message>
        <source>Back to the game in progress</source>
        <translation>Volver a la partida en curso</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Continuar la partida en curso</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Score a finished game</source>
        <translation>Puntuar una partida terminada</translation>
    </message>
    <message>
        <source>Open a game file…</source>
        <translation>Abrir un archivo de partida…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>A game is in progress</source>
        <translation>Hay una partida en curso</translation>
    </message>
    <message>
        <source>%1 have a game in progress. What becomes of it?</source>
        <translation>%1 tienen una partida en curso. ¿Qué hacemos con ella?</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Reanudarla</translation>
    </message>
    <message>
        <source>Keep it for later, start a new game</source>
        <translation>Guardarla para después, nueva partida</translation>
    </message>
    <message>
        <source>Abandon it, start a new game</source>
        <translation>Abandonarla, nueva partida</translation>
    </message>
</context>
<context>
    <name>LiveTablePage</name>
    <message>
        <source>‹ Home</source>
        <translation>‹ Inicio</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Deshacer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Rehacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Exchange into space %1</source>
        <translation>Intercambiar en la posición %1</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>Black hat (hides %1)</source>
        <translation>Sombrero negro (oculta %1)</translation>
    </message>
    <message>
        <source>Black hat</source>
        <translation>Sombrero negro</translation>
    </message>
    <message>
        <source>Enter the favorite hats →</source>
        <translation>Anotar los sombreros favoritos →</translation>
    </message>
    <message>
        <source>⚠ Refused, nothing changed: %1</source>
        <translation>⚠ Rechazado, nada ha cambiado: %1</translation>
    </message>
    <message>
        <source>⚠ Not saved: %1. The game goes on; keep the app open.</source>
        <translation>⚠ Sin guardar: %1. La partida sigue; deja la app abierta.</translation>
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation>Galleta: %1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>Standings count public information only: hat collection as if the game ended now, plus the cookie (R11, R13).</source>
        <translation>La clasificación cuenta solo lo que está a la vista: la colección como si la partida terminara ahora, más la galleta (R11, R13).</translation>
    </message>
    <message>
        <source>No turn yet: %1 starts.</source>
        <translation>Aún no hay turno: empieza %1.</translation>
    </message>
    <message>
        <source>%1 played %2 on space %3 and took %4.</source>
        <translation>%1 jugó %2 en la posición %3 y tomó %4.</translation>
    </message>
    <message>
        <source>%1 played a black hat.</source>
        <translation>%1 creó un sombrero negro.</translation>
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation>%1 se lleva la galleta.</translation>
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation>La galleta pasa de %1 a %2.</translation>
    </message>
    <message>
        <source>Card %1 plays onto space %2 (greyed: already seen):</source>
        <translation>La carta %1 va a la posición %2 (en gris: ya vistas):</translation>
    </message>
    <message>
        <source>Tap a space, the card played, then Exchange; or Black hat.</source>
        <translation>Toca una posición, la carta jugada y luego Intercambiar; o Sombrero negro.</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Colecciones</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>equipo %1</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Aún sin sombreros</translation>
    </message>
    <message>
        <source>For the cookie (R14): %1</source>
        <translation>Para la galleta (R14): %1</translation>
    </message>
    <message>
        <source>(black hats add one)</source>
        <translation>(los sombreros negros suman uno)</translation>
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
        <translation>Servilleta de puntuación</translation>
    </message>
    <message>
        <source>Nothing scored.</source>
        <translation>Nada puntuado.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>Team totals</source>
        <translation>Totales por equipo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>How each total was made (collection + favorite hat + cookie)</source>
        <translation>Cómo se hizo cada total (colección + sombrero favorito + galleta)</translation>
    </message>
    <message>
        <source>How each total was made (collection + cookie)</source>
        <translation>Cómo se hizo cada total (colección + galleta)</translation>
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation>Mesa de té tras la limpieza (R10)</translation>
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation>La última galleta (R14–R16)</translation>
    </message>
    <message>
        <source>There is no napkin to export.</source>
        <translation>No hay servilleta que exportar.</translation>
    </message>
    <message>
        <source>Only files on this device can be written, not %1.</source>
        <translation>Solo se pueden escribir archivos de este dispositivo, no %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be started.</source>
        <translation>No se puede escribir %1: no se pudo empezar el PDF.</translation>
    </message>
</context>
<context>
    <name>NapkinModel</name>
    <message>
        <source>Hat collection</source>
        <translation>La colección de sombreros</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>El sombrero favorito</translation>
    </message>
    <message>
        <source>Last cookie</source>
        <translation>La última galleta</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Total hasta ahora</translation>
    </message>
    <message>
        <source>Black hats</source>
        <translation>Sombreros negros</translation>
    </message>
    <message>
        <source>Game in progress: %1 of %2 turns played</source>
        <translation>Partida en curso: %1 de %2 turnos jugados</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Ganadores: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Ganador: %1</translation>
    </message>
    <message>
        <source>Team %1 (%2 + %3)</source>
        <translation>Equipo %1 (%2 + %3)</translation>
    </message>
    <message>
        <source>Space %1
%2
face up</source>
        <translation>Posición %1
%2
bocarriba</translation>
    </message>
    <message>
        <source>Space %1
%2
face down</source>
        <translation>Posición %1
%2
bocabajo</translation>
    </message>
    <message>
        <source>%1: hat collection</source>
        <translation>%1: colección de sombreros</translation>
    </message>
    <message>
        <source>%1 → %2: the %3 card in space %4 of the tea table stayed face up (R10, R11)</source>
        <translation>%1 → %2: la carta %3 de la posición %4 de la mesa de té quedó bocarriba (R10, R11)</translation>
    </message>
    <message>
        <source>%1 → 0: no %2 card on the tea table (R11)</source>
        <translation>%1 → 0: ninguna carta %2 en la mesa de té (R11)</translation>
    </message>
    <message>
        <source>; space %1 turned face down (R10)</source>
        <translation>; posición %1 puesta bocabajo (R10)</translation>
    </message>
    <message>
        <source>Black hats: %1 × %2 (R11)</source>
        <translation>Sombreros negros: %1 × %2 (R11)</translation>
    </message>
    <message>
        <source>%1: favorite hat</source>
        <translation>%1: sombrero favorito</translation>
    </message>
    <message>
        <source>Favorite hat: %1, its value is taken off (R12)</source>
        <translation>Sombrero favorito: %1, se resta su valor (R12)</translation>
    </message>
    <message>
        <source>No face-up %1 card in the collection to count</source>
        <translation>Ninguna carta %1 bocarriba en la colección que contar</translation>
    </message>
    <message>
        <source>%1 in the collection counts its value %2</source>
        <translation>%1 de la colección cuenta su valor %2</translation>
    </message>
    <message>
        <source>%1: last cookie</source>
        <translation>%1: la última galleta</translation>
    </message>
    <message>
        <source>%1 holds the cookie: %2 (R13)</source>
        <translation>%1 tiene la galleta: %2 (R13)</translation>
    </message>
    <message>
        <source>%1 holds the cookie, so %2 scores 0</source>
        <translation>%1 tiene la galleta, así que %2 suma 0</translation>
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation>Nadie tiene la galleta</translation>
    </message>
    <message>
        <source>%1: total</source>
        <translation>%1: total</translation>
    </message>
    <message>
        <source>%1: total so far</source>
        <translation>%1: total hasta ahora</translation>
    </message>
    <message>
        <source>Hat collection: %1</source>
        <translation>Colección de sombreros: %1</translation>
    </message>
    <message>
        <source>Favorite hat: %1</source>
        <translation>Sombrero favorito: %1</translation>
    </message>
    <message>
        <source>Last cookie: %1</source>
        <translation>La última galleta: %1</translation>
    </message>
    <message>
        <source>Team total: %1</source>
        <translation>Total del equipo: %1</translation>
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
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <source>Export the napkin as a PNG picture</source>
        <translation>Exportar la servilleta como imagen PNG</translation>
    </message>
    <message>
        <source>Export the napkin as a PDF document</source>
        <translation>Exportar la servilleta como documento PDF</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>PNG picture…</source>
        <translation>Imagen PNG…</translation>
    </message>
    <message>
        <source>PDF document (A4)…</source>
        <translation>Documento PDF (A4)…</translation>
    </message>
    <message>
        <source>Open another…</source>
        <translation>Abrir otro…</translation>
    </message>
    <message>
        <source>This file cannot be scored:
%1</source>
        <translation>Este archivo no se puede puntuar:
%1</translation>
    </message>
    <message>
        <source>Shows how this number was made</source>
        <translation>Muestra cómo se hizo este número</translation>
    </message>
    <message>
        <source>Tap a number to see how it was made.</source>
        <translation>Toca un número para ver cómo se hizo.</translation>
    </message>
    <message>
        <source>Tea table after clean-up (R10)</source>
        <translation>Mesa de té tras la limpieza (R10)</translation>
    </message>
    <message>
        <source>Last cookie (R14–R16)</source>
        <translation>La última galleta (R14–R16)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, ganador</translation>
    </message>
    <message>
        <source>Favorite card</source>
        <translation>Carta favorita</translation>
    </message>
    <message>
        <source>Team total</source>
        <translation>Total del equipo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A crossed-out card was turned face down: another card of its type lies in a lower space (R10).</source>
        <translation>Una carta tachada se puso bocabajo: otra carta de su tipo está en una posición más baja (R10).</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <source>Seat order: %1 starts. Teams sit opposite: seats 1 + 3 against seats 2 + 4 (R4).</source>
        <translation>Orden de asientos: %1 es el jugador inicial. Los equipos se sientan enfrente: asientos 1 + 3 contra 2 + 4 (R4).</translation>
    </message>
    <message>
        <source>Seat order: %1 starts, then turns go down the list (R4).</source>
        <translation>Orden de asientos: %1 es el jugador inicial, luego se sigue la lista (R4).</translation>
    </message>
    <message>
        <source>Known players (✓ already seated): tap one to seat them at seat %1</source>
        <translation>Jugadores conocidos (✓ ya sentado): toca uno para sentarlo en el asiento %1</translation>
    </message>
    <message>
        <source>Seat %1 at seat %2</source>
        <translation>Sentar a %1 en el asiento %2</translation>
    </message>
    <message>
        <source>Drag to change %1's seat</source>
        <translation>Arrastra para cambiar el asiento de %1</translation>
    </message>
    <message>
        <source>Seat %1: choose for the next known player</source>
        <translation>Asiento %1: elige al siguiente jugador conocido</translation>
    </message>
    <message>
        <source>→ seat %1</source>
        <translation>→ asiento %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Subir a %1</translation>
    </message>
    <message>
        <source>Move up (Alt+↑)</source>
        <translation>Subir (Alt+↑)</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Bajar a %1</translation>
    </message>
    <message>
        <source>Move down (Alt+↓)</source>
        <translation>Bajar (Alt+↓)</translation>
    </message>
    <message>
        <source>Removed types (two, R5)</source>
        <translation>Tipos retirados (dos, R5)</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>Fotografiar</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>%1, starts</source>
        <translation>%1, jugador inicial</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
    <message>
        <source>Teams: %1 &amp; %2 against %3 &amp; %4</source>
        <translation>Equipos: %1 y %2 contra %3 y %4</translation>
    </message>
    <message>
        <source>Card for space %1 (greyed: already on the tea table or removed):</source>
        <translation>Carta para la posición %1 (en gris: ya en la mesa de té o retiradas):</translation>
    </message>
    <message>
        <source>Initial board: tap a space, then its card (R3)</source>
        <translation>Mesa de té inicial: toca una posición y luego su carta (R3)</translation>
    </message>
</context>
<context>
    <name>PhotoController</name>
    <message numerus="yes">
        <source>%n card(s) could not be read for sure: tap each one marked ? and say what it is.</source>
        <translation><numerusform>%n carta no se pudo leer con seguridad: tócala (marcada con ?) y di cuál es.</numerusform><numerusform>%n cartas no se pudieron leer con seguridad: toca cada una marcada con ? y di cuál es.</numerusform></translation>
    </message>
    <message>
        <source>%1 appears twice: the deck has one card of each type and value (R1). Tap the wrong one.</source>
        <translation>%1 aparece dos veces: la baraja tiene una carta de cada tipo y valor (R1). Toca la equivocada.</translation>
    </message>
    <message>
        <source>%1 of %2 board cards read: was one left out of the photo? The others can be filled in by hand.</source>
        <translation>%1 de %2 cartas de la mesa leídas: ¿quedó una fuera de la foto? Las demás se pueden anotar a mano.</translation>
    </message>
    <message>
        <source>A finished collection holds %1 hats, face up or black (R9); this photo shows %2. Is one missing or extra?</source>
        <translation>Una colección terminada tiene %1 sombreros, bocarriba o negros (R9); esta foto muestra %2. ¿Falta o sobra alguno?</translation>
    </message>
    <message>
        <source>The cards are small in this photo: come closer, so that the cards fill the picture, for surer reads.</source>
        <translation>Las cartas salen pequeñas en esta foto: acércate para que llenen la imagen y se lean mejor.</translation>
    </message>
    <message>
        <source>No photo was chosen.</source>
        <translation>No se eligió ninguna foto.</translation>
    </message>
    <message>
        <source>No deck is learned yet: calibrate your deck first (one photo of all 42 cards and one of a card back).</source>
        <translation>Aún no hay baraja aprendida: aprende primero tu baraja (una foto de las 42 cartas y otra de un dorso).</translation>
    </message>
    <message>
        <source>This build of Hats Companion cannot read photos (built without OpenCV).</source>
        <translation>Esta versión de Hats Companion no lee fotos (compilada sin OpenCV).</translation>
    </message>
    <message>
        <source>%1 %2 is not a hat card (R1).</source>
        <translation>%1 %2 no es una carta de sombrero (R1).</translation>
    </message>
    <message>
        <source>Board cards are face up (R3): a card back cannot be on the board.</source>
        <translation>Las cartas de la mesa de té están bocarriba (R3): un dorso no puede estar en ella.</translation>
    </message>
    <message>
        <source>Nothing learned yet: take the two calibration photos first.</source>
        <translation>Aún no se ha aprendido nada: haz primero las dos fotos de aprendizaje.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for deck profiles.</source>
        <translation>No se puede crear la carpeta %1 para los perfiles de baraja.</translation>
    </message>
    <message>
        <source>Cannot save the deck profile %1: %2</source>
        <translation>No se puede guardar el perfil de baraja %1: %2</translation>
    </message>
    <message>
        <source>Space %1 shows a card back: board cards are face up (R3). Tap it to say which card it is, or remove it.</source>
        <translation>La posición %1 muestra un dorso: las cartas de la mesa de té están bocarriba (R3). Tócala para decir qué carta es, o quítala.</translation>
    </message>
    <message>
        <source>%1 cards read, but the tea table has %2 spaces (R3): remove what is not a board card.</source>
        <translation>%1 cartas leídas, pero la mesa de té tiene %2 posiciones (R3): quita lo que no sea una carta de la mesa.</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>dorso de carta</translation>
    </message>
</context>
<context>
    <name>PhotoPage</name>
    <message>
        <source>Photograph the board</source>
        <translation>Fotografiar la mesa de té</translation>
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation>Fotografiar la colección de %1</translation>
    </message>
    <message>
        <source>Card back (black hat)</source>
        <translation>Dorso (sombrero negro)</translation>
    </message>
    <message>
        <source>? maybe %1 %2</source>
        <translation>? quizá %1 %2</translation>
    </message>
    <message>
        <source>? not read</source>
        <translation>? sin leer</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read</source>
        <translation><numerusform>%n carta leída</numerusform><numerusform>%n cartas leídas</numerusform></translation>
    </message>
    <message>
        <source>%1 face-up, %2 black hat(s)</source>
        <translation>%1 bocarriba, %2 sombreros negros</translation>
    </message>
    <message>
        <source>Use these cards</source>
        <translation>Usar estas cartas</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <source>Learn another deck…</source>
        <translation>Aprender otra baraja…</translation>
    </message>
    <message>
        <source>Learn your deck…</source>
        <translation>Aprender tu baraja…</translation>
    </message>
    <message>
        <source>Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.</source>
        <translation>Antes de la primera foto, la app aprende tus cartas una vez: una foto de toda la baraja en filas y otra de un dorso.</translation>
    </message>
    <message>
        <source>Lay %1's collection out on the table, cards apart or touching, black hats face down, and photograph it from above.</source>
        <translation>Extiende la colección de %1 en la mesa, cartas separadas o juntas, sombreros negros bocabajo, y fotografíala desde arriba.</translation>
    </message>
    <message>
        <source>(set by you)</source>
        <translation>(puesto por ti)</translation>
    </message>
    <message>
        <source>%1% sure</source>
        <translation>%1 % seguro</translation>
    </message>
    <message>
        <source>A card not outlined? Use these cards, then add it by hand.</source>
        <translation>¿Una carta sin marcar? Usa estas cartas y luego añádela a mano.</translation>
    </message>
    <message>
        <source>Tap the card it really is:</source>
        <translation>Toca la carta que es de verdad:</translation>
    </message>
    <message>
        <source>Not a card: remove</source>
        <translation>No es una carta: quitar</translation>
    </message>
    <message>
        <source>Photograph the tea table from above, space 1 on the left, every card whole in the picture.</source>
        <translation>Fotografía la mesa de té desde arriba, la posición 1 a la izquierda, cada carta entera en la imagen.</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Posición %1</translation>
    </message>
    <message>
        <source>A card not outlined? Use these cards, then tap its space to add it by hand.</source>
        <translation>¿Una carta sin marcar? Usa estas cartas y luego toca su posición para añadirla a mano.</translation>
    </message>
</context>
<context>
    <name>PhotoSource</name>
    <message>
        <source>Take a photo</source>
        <translation>Hacer una foto</translation>
    </message>
    <message>
        <source>Open a photo…</source>
        <translation>Abrir una foto…</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</source>
        <translation>Fotos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PlayerStatsPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Loading %1's games…</source>
        <translation>Cargando las partidas de %1…</translation>
    </message>
    <message>
        <source>No finished games yet for %1.</source>
        <translation>Aún no hay partidas terminadas de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n victoria</numerusform><numerusform>%n victorias</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n compartida)</numerusform><numerusform>(%n compartidas)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n partida</numerusform><numerusform>%n partidas</numerusform></translation>
    </message>
    <message>
        <source>won %1% of games</source>
        <translation>ganó el %1 % de las partidas</translation>
    </message>
    <message>
        <source>Average total %1 · best %2 · worst %3</source>
        <translation>Total medio %1 · mejor %2 · peor %3</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Puntuación a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Average points per category</source>
        <translation>Puntos medios por categoría</translation>
    </message>
    <message>
        <source>Hat collection</source>
        <translation>La colección de sombreros</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>El sombrero favorito</translation>
    </message>
    <message>
        <source>Cookie</source>
        <translation>Galleta</translation>
    </message>
    <message>
        <source>Games ending with the cookie</source>
        <translation>Partidas terminadas con la galleta</translation>
    </message>
    <message numerus="yes">
        <source>%1% (%2 of %n game(s))</source>
        <translation><numerusform>%1 % (%2 de %n partida)</numerusform><numerusform>%1 % (%2 de %n partidas)</numerusform></translation>
    </message>
    <message>
        <source>By table size</source>
        <translation>Por número de jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation><numerusform>%n jugador</numerusform><numerusform>%n jugadores</numerusform></translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>media %1</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Cara a cara</translation>
    </message>
    <message numerus="yes">
        <source>vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6</source>
        <translation><numerusform>contra %1: delante en %2, detrás en %3, igualados en %4 de %n partida · media %5 a %6</numerusform><numerusform>contra %1: delante en %2, detrás en %3, igualados en %4 de %n partidas · media %5 a %6</numerusform></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>This build has no game history (HATS_WITH_DB=OFF)</source>
        <translation>Esta versión no tiene historial de partidas (HATS_WITH_DB=OFF)</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>‹ Napkin</source>
        <translation>‹ Servilleta</translation>
    </message>
    <message>
        <source>Replay: the initial board</source>
        <translation>Repetición: la mesa de té al principio</translation>
    </message>
    <message>
        <source>Replay: after turn %1 of %2</source>
        <translation>Repetición: tras el turno %1 de %2</translation>
    </message>
    <message>
        <source>Earlier turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>Later turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <source>Cookie: %1</source>
        <translation>Galleta: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The initial board, before the first turn.</source>
        <translation>La mesa de té al principio, antes del primer turno.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played %3 on space %4 and took %5.</source>
        <translation>Turno %1: %2 jugó %3 en la posición %4 y tomó %5.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played a black hat.</source>
        <translation>Turno %1: %2 creó un sombrero negro.</translation>
    </message>
    <message>
        <source>%1 takes the cookie.</source>
        <translation>%1 se lleva la galleta.</translation>
    </message>
    <message>
        <source>The cookie goes from %1 to %2.</source>
        <translation>La galleta pasa de %1 a %2.</translation>
    </message>
    <message>
        <source>Types: %1</source>
        <translation>Tipos: %1</translation>
    </message>
    <message>
        <source>No hats yet</source>
        <translation>Aún sin sombreros</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>jugador %1</translation>
    </message>
    <message numerus="yes">
        <source>%n type(s)</source>
        <translation><numerusform>%n tipo</numerusform><numerusform>%n tipos</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n punto</numerusform><numerusform>%n puntos</numerusform></translation>
    </message>
    <message>
        <source>Space %1 of the tea table</source>
        <translation>Posición %1 de la mesa de té</translation>
    </message>
    <message>
        <source>%1's collection</source>
        <translation>Colección de %1</translation>
    </message>
    <message>
        <source>%1's black hat</source>
        <translation>Sombrero negro de %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation>Sombrero favorito de %1</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>on the tea table in space %1</source>
        <translation>en la mesa de té, en la posición %1</translation>
    </message>
    <message>
        <source>in %1's collection</source>
        <translation>en la colección de %1</translation>
    </message>
    <message>
        <source>recorded as a black hat of %1</source>
        <translation>anotada como sombrero negro de %1</translation>
    </message>
    <message>
        <source>played by %1</source>
        <translation>jugada por %1</translation>
    </message>
    <message>
        <source>seen earlier in this game</source>
        <translation>vista antes en esta partida</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players, not %1</source>
        <translation>Una partida tiene de 2 a 4 jugadores, no %1</translation>
    </message>
    <message>
        <source>Player %1 has no name</source>
        <translation>El jugador %1 no tiene nombre</translation>
    </message>
    <message>
        <source>Player %1: the name "%2" is used twice; every seat needs its own name</source>
        <translation>Jugador %1: el nombre «%2» se usa dos veces; cada asiento necesita su propio nombre</translation>
    </message>
    <message>
        <source>A 2-player game removes exactly two different types</source>
        <translation>Una partida de 2 jugadores retira exactamente dos tipos distintos</translation>
    </message>
    <message>
        <source>Only a 2-player game removes types; with %1 players all seven are in play</source>
        <translation>Solo una partida de 2 jugadores retira tipos; con %1 jugadores están los siete en juego</translation>
    </message>
    <message>
        <source>A 4-player game has two teams with two different names</source>
        <translation>Una partida de 4 jugadores tiene dos equipos con nombres distintos</translation>
    </message>
    <message>
        <source>The tea table has %1 cards, but this game uses %2 spaces</source>
        <translation>La mesa de té tiene %1 cartas, pero esta partida usa %2 posiciones</translation>
    </message>
    <message>
        <source>%1: %2 cannot appear: %3 is removed in this 2-player game</source>
        <translation>%1: %2 no puede aparecer: %3 está retirado en esta partida de 2 jugadores</translation>
    </message>
    <message>
        <source>%1: %2 cannot appear: a 2-player game has only %3 types, and %4 are already seen</source>
        <translation>%1: %2 no puede aparecer: una partida de 2 jugadores solo tiene %3 tipos, y ya se han visto %4</translation>
    </message>
    <message>
        <source>%1: %2 is already %3; every card is unique</source>
        <translation>%1: %2 ya está %3; cada carta es única</translation>
    </message>
    <message>
        <source>The game is over: every player has played %1 cards</source>
        <translation>La partida ha terminado: cada jugador ha jugado %1 cartas</translation>
    </message>
    <message>
        <source>There is no seat %1 in this game</source>
        <translation>No hay asiento %1 en esta partida</translation>
    </message>
    <message>
        <source>It is %1's turn, not %2's</source>
        <translation>Es el turno de %1, no de %2</translation>
    </message>
    <message>
        <source>%1 cannot play into space %2: with %3 players the tea table has spaces 1 to %4</source>
        <translation>%1 no puede jugar en la posición %2: con %3 jugadores la mesa de té tiene las posiciones 1 a %4</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2 for %3 in space %4: neither the same type nor a higher number</source>
        <translation>%1 no puede intercambiar %2 por %3 en la posición %4: ni el mismo tipo ni un número mayor</translation>
    </message>
    <message>
        <source>Every player keeps exactly one favorite hat</source>
        <translation>Cada jugador se queda exactamente un sombrero favorito</translation>
    </message>
    <message>
        <source>The game is not over: %1 of %2 turns played</source>
        <translation>La partida no ha terminado: %1 de %2 turnos jugados</translation>
    </message>
    <message>
        <source>Every player needs a collection and a favorite hat</source>
        <translation>Cada jugador necesita una colección y un sombrero favorito</translation>
    </message>
    <message>
        <source>%1: a negative number of black hats</source>
        <translation>%1: un número negativo de sombreros negros</translation>
    </message>
    <message>
        <source>%1 has %2 hats (%3 face up + %4 black hats); a finished collection holds exactly %5</source>
        <translation>%1 tiene %2 sombreros (%3 bocarriba + %4 sombreros negros); una colección terminada tiene exactamente %5</translation>
    </message>
    <message>
        <source>The cookie holder is not a player of this game</source>
        <translation>Quien tiene la galleta no es jugador de esta partida</translation>
    </message>
    <message>
        <source>%1 are fully tied (same type count, same values): say who held the cookie before the end</source>
        <translation>%1 empatan del todo (mismos tipos, mismos valores): di quién tenía la galleta antes del final</translation>
    </message>
    <message>
        <source>%1 are fully tied, and the cookie can only stay with one of them, not with %2</source>
        <translation>%1 empatan del todo, y la galleta solo puede quedarse con uno de ellos, no con %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 holds the cookie</source>
        <translation>%1 tiene la galleta</translation>
    </message>
    <message>
        <source>%1 gets the cookie</source>
        <translation>%1 recibe la galleta</translation>
    </message>
    <message>
        <source>%1 keeps the cookie</source>
        <translation>%1 conserva la galleta</translation>
    </message>
    <message>
        <source>%1 takes the cookie from %2</source>
        <translation>%1 le quita la galleta a %2</translation>
    </message>
    <message>
        <source>Nobody holds the cookie</source>
        <translation>Nadie tiene la galleta</translation>
    </message>
    <message>
        <source>%1 holds the cookie.</source>
        <translation>%1 tiene la galleta.</translation>
    </message>
    <message>
        <source>Nobody holds the cookie.</source>
        <translation>Nadie tiene la galleta.</translation>
    </message>
    <message>
        <source>Nobody has a hat yet</source>
        <translation>Nadie tiene aún un sombrero</translation>
    </message>
    <message>
        <source>%1: %2, more than anyone</source>
        <translation>%1: %2, más que nadie</translation>
    </message>
    <message>
        <source>%1: tied on %2, lowest card at rank %3</source>
        <translation>%1: empate a %2, carta más baja en el rango %3</translation>
    </message>
    <message>
        <source>%1: full tie, the cookie stays where it was</source>
        <translation>%1: empate total, la galleta se queda donde estaba</translation>
    </message>
    <message>
        <source>Full tie between %1: who held the cookie?</source>
        <translation>Empate total entre %1: ¿quién tenía la galleta?</translation>
    </message>
    <message>
        <source>%1: %2 (%3 + 1 for black hats)</source>
        <translation>%1: %2 (%3 + 1 por sombreros negros)</translation>
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie</source>
        <translation>Nadie tiene aún un sombrero, así que nadie tiene la galleta</translation>
    </message>
    <message>
        <source>%1 has the most types</source>
        <translation>%1 tiene más tipos</translation>
    </message>
    <message>
        <source>%1 tie on %2; their face-up values are compared from the lowest up</source>
        <translation>%1 empatan a %2; sus valores bocarriba se comparan del más bajo al más alto</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 no card left</source>
        <translation>%1 sin cartas</translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>Rango %1: %2</translation>
    </message>
    <message>
        <source>%1 — %2 has the lowest card</source>
        <translation>%1 — %2 tiene la carta más baja</translation>
    </message>
    <message>
        <source>%1 show exactly the same values: a full tie</source>
        <translation>%1 muestran exactamente los mismos valores: empate total</translation>
    </message>
    <message>
        <source>%1 keeps the cookie: in a full tie it stays where it is</source>
        <translation>%1 conserva la galleta: en un empate total se queda donde está</translation>
    </message>
    <message>
        <source>The cookie stays where it was, and the table must say who held it: %1?</source>
        <translation>La galleta se queda donde estaba, y la mesa debe decir quién la tenía: ¿%1?</translation>
    </message>
    <message>
        <source>stays in</source>
        <translation>sigue</translation>
    </message>
    <message>
        <source>higher card: drops out</source>
        <translation>carta más alta: queda fuera</translation>
    </message>
    <message>
        <source>no card left: drops out</source>
        <translation>sin cartas: queda fuera</translation>
    </message>
    <message>
        <source>%1 wins with %2</source>
        <translation>%1 gana con %2</translation>
    </message>
    <message>
        <source>%1 tie on %2</source>
        <translation>%1 empatan a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 wins with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1; %2 gana con más sombreros negros (%n sombrero negro)</numerusform><numerusform>%1; %2 gana con más sombreros negros (%n sombreros negros)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 also tie on %n black hat(s)</source>
        <translation><numerusform>%1; %2 también empatan a %n sombrero negro</numerusform><numerusform>%1; %2 también empatan a %n sombreros negros</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 wins by holding the cookie</source>
        <translation>%1; %2 gana por tener la galleta</translation>
    </message>
    <message>
        <source>%1; none of them holds the cookie: a shared victory</source>
        <translation>%1; ninguno tiene la galleta: victoria compartida</translation>
    </message>
    <message>
        <source>%1 (%2 + 1 for black hats)</source>
        <translation>%1 (%2 + 1 por sombreros negros)</translation>
    </message>
    <message>
        <source>Rank %1 — decides</source>
        <translation>Rango %1 — decide</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rango %1</translation>
    </message>
    <message>
        <source>%1: a type needs a name</source>
        <translation>%1: un tipo necesita un nombre</translation>
    </message>
    <message>
        <source>"%1" already names %2; each type needs its own name</source>
        <translation>«%1» ya nombra %2; cada tipo necesita su propio nombre</translation>
    </message>
    <message>
        <source>%1: "%2" is not a colour written #rrggbb</source>
        <translation>%1: «%2» no es un color escrito #rrggbb</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Tea table</source>
        <translation>Mesa de té</translation>
    </message>
    <message>
        <source>Favorite hats</source>
        <translation>Sombreros favoritos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Last cookie</source>
        <translation>La última galleta</translation>
    </message>
    <message>
        <source>Nobody has a hat yet, so nobody holds the cookie (R14).</source>
        <translation>Nadie tiene aún un sombrero, así que nadie tiene la galleta (R14).</translation>
    </message>
    <message>
        <source>%1 has the most types: %2, and nobody else has as many (R14).</source>
        <translation>%1 tiene más tipos: %2, y nadie más tiene tantos (R14).</translation>
    </message>
    <message>
        <source>The tied players show the same values at every rank: %1 keeps the cookie (R16).</source>
        <translation>Los jugadores empatados muestran los mismos valores en cada rango: %1 se queda la galleta (R16).</translation>
    </message>
    <message>
        <source>The tied players show the same values at every rank: the table must say who held the cookie (R16).</source>
        <translation>Los jugadores empatados muestran los mismos valores en cada rango: la mesa debe decir quién tenía la galleta (R16).</translation>
    </message>
    <message>
        <source>%1 shows %2, a higher card</source>
        <translation>%1 muestra %2, una carta más alta</translation>
    </message>
    <message>
        <source>%1 has only black hats, and black hats are never compared</source>
        <translation>%1 solo tiene sombreros negros, y los sombreros negros nunca se comparan</translation>
    </message>
    <message>
        <source>%1 has run out of cards</source>
        <translation>%1 se ha quedado sin cartas</translation>
    </message>
    <message>
        <source>Rank %1 decides: %2 shows %3, the lowest card; %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when a tied player showed a higher card there.</extracomment>
        <translation>Decide el rango %1: %2 muestra %3, la carta más baja; %4 (R15).</translation>
    </message>
    <message>
        <source>Rank %1 decides: only %2 still has a card there (%3); %4 (R15).</source>
        <extracomment>The rank that decided the cookie, when the others had no card there.</extracomment>
        <translation>Decide el rango %1: solo %2 tiene aún una carta ahí (%3); %4 (R15).</translation>
    </message>
    <message>
        <source>%1 win with %2</source>
        <translation>%1 ganan con %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 win with the most black hats (%n black hat(s))</source>
        <translation><numerusform>%1; %2 ganan con más sombreros negros (%n sombrero negro)</numerusform><numerusform>%1; %2 ganan con más sombreros negros (%n sombreros negros)</numerusform></translation>
    </message>
    <message>
        <source>%1; %2 win by holding the cookie</source>
        <translation>%1; %2 ganan por tener la galleta</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Grid photo</source>
        <translation>Foto de la cuadrícula</translation>
    </message>
    <message>
        <source>Back photo</source>
        <translation>Foto del dorso</translation>
    </message>
    <message>
        <source>a type id</source>
        <translation>un identificador de tipo</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a list of cards</source>
        <translation>una lista de cartas</translation>
    </message>
    <message>
        <source>a list of players</source>
        <translation>una lista de jugadores</translation>
    </message>
    <message>
        <source>a list of turns</source>
        <translation>una lista de turnos</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a player name</source>
        <translation>un nombre de jugador</translation>
    </message>
    <message>
        <source>a space number</source>
        <translation>un número de posición</translation>
    </message>
    <message>
        <source>"hats-game/1" or "hats-log/1"</source>
        <translation>«hats-game/1» o «hats-log/1»</translation>
    </message>
    <message>
        <source>a card like {"type": "red", "value": 4}</source>
        <translation>una carta como {"type": "red", "value": 4}</translation>
    </message>
    <message>
        <source>a player object</source>
        <translation>un objeto de jugador</translation>
    </message>
    <message>
        <source>a turn object</source>
        <translation>un objeto de turno</translation>
    </message>
    <message>
        <source>one game document (an object with "format")</source>
        <translation>un documento de partida (un objeto con «format»)</translation>
    </message>
    <message>
        <source>nothing (null)</source>
        <translation>nada (null)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>missing; every player ends with one favorite hat in hand</source>
        <translation>falta; cada jugador termina con un sombrero favorito en la mano</translation>
    </message>
    <message>
        <source>missing; the card played onto the tea table</source>
        <translation>falta; la carta jugada en la mesa de té</translation>
    </message>
    <message>
        <source>missing; the tea table at the start, space 1 first</source>
        <translation>falta; la mesa de té al inicio, posición 1 primero</translation>
    </message>
    <message>
        <source>missing; expected "hats-game/1" or "hats-log/1"</source>
        <translation>falta; se esperaba «hats-game/1» o «hats-log/1»</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation><numerusform>%n byte</numerusform><numerusform>%n bytes</numerusform></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1; nothing was changed</source>
        <translation>%1; no se cambió nada</translation>
    </message>
    <message>
        <source>Could not read the photo: %1</source>
        <translation>No se pudo leer la foto: %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <extracomment>A photo's size in pixels, width × height</extracomment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>no es JSON</translation>
    </message>
    <message>
        <source>not JSON (%1)</source>
        <translation>no es JSON (%1)</translation>
    </message>
    <message numerus="yes">
        <source>byte %1: lists and objects nested deeper than %n level(s) (limit)</source>
        <translation><numerusform>byte %1: listas y objetos anidados en más de %n nivel (límite)</numerusform><numerusform>byte %1: listas y objetos anidados en más de %n niveles (límite)</numerusform></translation>
    </message>
    <message>
        <source>larger than %1, the limit for one game; nothing was read past it</source>
        <translation>mayor que %1, el límite para una partida; no se leyó nada más allá</translation>
    </message>
    <message>
        <source>larger than %1, the limit for an import file; nothing was read past it</source>
        <translation>mayor que %1, el límite para un archivo de importación; no se leyó nada más allá</translation>
    </message>
    <message>
        <source>larger than %1, the limit for this file; nothing was read past it</source>
        <translation>mayor que %1, el límite para este archivo; no se leyó nada más allá</translation>
    </message>
    <message>
        <source>byte %1: a NUL byte; a game file is text and nothing follows it (limit)</source>
        <translation>byte %1: un byte NUL; un archivo de partida es texto y nada lo sigue (límite)</translation>
    </message>
    <message>
        <source>the file could not be read to its end</source>
        <translation>no se pudo leer el archivo hasta el final</translation>
    </message>
    <message>
        <source>nothing to read</source>
        <translation>nada que leer</translation>
    </message>
    <message>
        <source>is a folder, not a game file</source>
        <translation>es una carpeta, no un archivo de partida</translation>
    </message>
    <message>
        <source>cannot be opened: there is no such file</source>
        <translation>no se puede abrir: el archivo no existe</translation>
    </message>
    <message>
        <source>cannot be opened: reading it is not allowed</source>
        <translation>no se puede abrir: no se permite leerlo</translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>no se puede abrir (%1)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>se esperaba %1, se encontró %2</translation>
    </message>
    <message>
        <source>expected {"slot": N, "played": card}</source>
        <translation>se esperaba {"slot": N, "played": carta}</translation>
    </message>
    <message>
        <source>expected an object from player name to card</source>
        <translation>se esperaba un objeto de nombre de jugador a carta</translation>
    </message>
    <message>
        <source>expected a list of two type ids</source>
        <translation>se esperaba una lista de dos identificadores de tipo</translation>
    </message>
    <message>
        <source>%1 is not a hat type (red orange yellow green blue purple brown)</source>
        <translation>%1 no es un tipo de sombrero (red orange yellow green blue purple brown)</translation>
    </message>
    <message>
        <source>%1 is not a hat type</source>
        <translation>%1 no es un tipo de sombrero</translation>
    </message>
    <message>
        <source>%1 is not a hat value 1-6</source>
        <translation>%1 no es un valor de sombrero de 1 a 6</translation>
    </message>
    <message>
        <source>%1 is not a UUID in its canonical form (8-4-4-4-12 hex digits)</source>
        <translation>%1 no es un UUID en su forma canónica (8-4-4-4-12 dígitos hexadecimales)</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 date and time like 2026-11-22T20:15:00+01:00</source>
        <translation>%1 no es una fecha y hora ISO 8601 como 2026-11-22T20:15:00+01:00</translation>
    </message>
    <message numerus="yes">
        <source>a game has 2 to 4 players, this file has %n</source>
        <translation><numerusform>una partida tiene de 2 a 4 jugadores, este archivo tiene %n</numerusform><numerusform>una partida tiene de 2 a 4 jugadores, este archivo tiene %n</numerusform></translation>
    </message>
    <message>
        <source>%1 is also the name at %2; every player needs their own name</source>
        <translation>%1 también es el nombre en %2; cada jugador necesita su propio nombre</translation>
    </message>
    <message>
        <source>missing; a 4-player game is played in two teams</source>
        <translation>falta; una partida de 4 jugadores se juega en dos equipos</translation>
    </message>
    <message>
        <source>expected a team name; a 4-player game is played in two teams</source>
        <translation>se esperaba un nombre de equipo; una partida de 4 jugadores se juega en dos equipos</translation>
    </message>
    <message>
        <source>give every player of a 4-player game a team, or none</source>
        <translation>da un equipo a cada jugador de una partida de 4, o a ninguno</translation>
    </message>
    <message>
        <source>%1, but partners sit opposite: %2 and %3 (seats %4 and %5) form one team</source>
        <translation>%1, pero los compañeros se sientan enfrente: %2 y %3 (asientos %4 y %5) forman un equipo</translation>
    </message>
    <message>
        <source>%1 is also the other team's name; a 4-player game has two teams</source>
        <translation>%1 también es el nombre del otro equipo; una partida de 4 jugadores tiene dos equipos</translation>
    </message>
    <message>
        <source>%1 is not a number of black hats 0-%2</source>
        <translation>%1 no es un número de sombreros negros de 0 a %2</translation>
    </message>
    <message>
        <source>%1 is not a player of this game</source>
        <translation>%1 no es un jugador de esta partida</translation>
    </message>
    <message>
        <source>a turn is exactly one action, an "exchange" or a "blackHat"</source>
        <translation>un turno es exactamente una acción, «exchange» o «blackHat»</translation>
    </message>
    <message>
        <source>%1 is not a space number</source>
        <translation>%1 no es un número de posición</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot play into space %2: the tea table of %n player(s) has spaces 1-%3</source>
        <translation><numerusform>%1 no puede jugar en la posición %2: la mesa de té de %n jugador tiene las posiciones 1 a %3</numerusform><numerusform>%1 no puede jugar en la posición %2: la mesa de té de %n jugadores tiene las posiciones 1 a %3</numerusform></translation>
    </message>
    <message>
        <source>%1 is not a game format this version reads (hats-game/1, hats-log/1)</source>
        <translation>%1 no es un formato de partida que esta versión lea (hats-game/1, hats-log/1)</translation>
    </message>
    <message>
        <source>%1 has no favorite hat; a finished game has one for everyone</source>
        <translation>%1 no tiene sombrero favorito; una partida terminada tiene uno para cada jugador</translation>
    </message>
    <message>
        <source>the name is not valid UTF-8 text</source>
        <translation>el nombre no es un texto UTF-8 válido</translation>
    </message>
    <message>
        <source>the name holds the control character %1; names are printable text (limit)</source>
        <translation>el nombre contiene el carácter de control %1; los nombres son texto imprimible (límite)</translation>
    </message>
    <message>
        <source>a player needs a name that is not empty or only spaces (limit)</source>
        <translation>un jugador necesita un nombre que no esté vacío ni sea solo espacios (límite)</translation>
    </message>
    <message numerus="yes">
        <source>the name has %n character(s), more than the limit of %1</source>
        <translation><numerusform>el nombre tiene %n carácter, más que el límite de %1</numerusform><numerusform>el nombre tiene %n caracteres, más que el límite de %1</numerusform></translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>is not a file; a history is a file; nothing was changed</source>
        <translation>no es un archivo; un historial es un archivo; no se cambió nada</translation>
    </message>
    <message>
        <source>is not a Hats history (not an SQLite file); nothing was changed</source>
        <translation>no es un historial de Hats (no es un archivo SQLite); no se cambió nada</translation>
    </message>
    <message>
        <source>is not a Hats history (another application's SQLite file); nothing was changed</source>
        <translation>no es un historial de Hats (archivo SQLite de otra aplicación); no se cambió nada</translation>
    </message>
    <message>
        <source>is damaged: schema version %1 is not one Hats Companion writes; nothing was changed</source>
        <translation>está dañado: Hats Companion no escribe la versión de esquema %1; no se cambió nada</translation>
    </message>
    <message>
        <source>was written by a newer Hats Companion (schema %1; this version reads up to %2); nothing was changed</source>
        <translation>fue escrito por un Hats Companion más reciente (esquema %1; esta versión lee hasta el %2); no se cambió nada</translation>
    </message>
    <message>
        <source>is an empty file, not a Hats history</source>
        <translation>es un archivo vacío, no un historial de Hats</translation>
    </message>
    <message>
        <source>is damaged (%1); nothing was changed</source>
        <translation>está dañado (%1); no se cambió nada</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full</source>
        <translation>no se puede escribir: el disco está lleno</translation>
    </message>
    <message>
        <source>cannot be used: it is on a read-only file system</source>
        <translation>no se puede usar: está en un sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <source>cannot be opened: the file or its folder may not be read or written</source>
        <translation>no se puede abrir: el archivo o su carpeta no se puede leer ni escribir</translation>
    </message>
    <message>
        <source>is busy: another program holds it locked</source>
        <translation>está ocupado: otro programa lo tiene bloqueado</translation>
    </message>
    <message>
        <source>the history refused (%1)</source>
        <translation>el historial se negó (%1)</translation>
    </message>
    <message>
        <source>it is not a JPEG or PNG image</source>
        <translation>no es una imagen JPEG o PNG</translation>
    </message>
    <message>
        <source>the %1 header is damaged</source>
        <translation>la cabecera %1 está dañada</translation>
    </message>
    <message>
        <source>the PNG header gives an impossible size</source>
        <translation>la cabecera PNG da un tamaño imposible</translation>
    </message>
    <message numerus="yes">
        <source>the progressive JPEG has more than %n scan(s) (limit)</source>
        <translation><numerusform>el JPEG progresivo tiene más de %n pasada (límite)</numerusform><numerusform>el JPEG progresivo tiene más de %n pasadas (límite)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>decoding took longer than %n second(s) (limit)</source>
        <translation><numerusform>la decodificación tardó más de %n segundo (límite)</numerusform><numerusform>la decodificación tardó más de %n segundos (límite)</numerusform></translation>
    </message>
    <message>
        <source>the image cannot be decoded (%1)</source>
        <translation>la imagen no se puede decodificar (%1)</translation>
    </message>
    <message>
        <source>the %1 data cannot be decoded</source>
        <translation>los datos %1 no se pueden decodificar</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>no hay memoria suficiente</translation>
    </message>
    <message>
        <source>the image is only %1 pixels</source>
        <translation>la imagen solo tiene %1 píxeles</translation>
    </message>
    <message numerus="yes">
        <source>the image is %1 pixels, longer than %n time(s) its width (limit)</source>
        <translation><numerusform>la imagen tiene %1 píxeles, más larga que %n vez su anchura (límite)</numerusform><numerusform>la imagen tiene %1 píxeles, más larga que %n veces su anchura (límite)</numerusform></translation>
    </message>
    <message>
        <source>the image is %1 pixels, more than %2 megapixels (limit)</source>
        <translation>la imagen tiene %1 píxeles, más de %2 megapíxeles (límite)</translation>
    </message>
    <message>
        <source>the PNG image is %1 pixels, more than %2 megapixels, the limit for a PNG</source>
        <translation>la imagen PNG tiene %1 píxeles, más de %2 megapíxeles, el límite para un PNG</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 es una carpeta</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>%1 no se puede abrir</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB (limit)</source>
        <translation>%1 supera los %2 MiB (límite)</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 no se puede leer</translation>
    </message>
    <message>
        <source>there is no picture</source>
        <translation>no hay imagen</translation>
    </message>
    <message>
        <source>no cards were found</source>
        <translation>no se encontró ninguna carta</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The player whose turn it is, in the standings strip</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1: %n punto</numerusform><numerusform>%1: %n puntos</numerusform></translation>
    </message>
    <message>
        <source>Game %1 cannot be read back</source>
        <translation>La partida %1 no se puede volver a leer</translation>
    </message>
    <message>
        <source>The name %1</source>
        <translation>El nombre %1</translation>
    </message>
    <message>
        <source>there is no game %1 in the history</source>
        <translation>no hay ninguna partida %1 en el historial</translation>
    </message>
    <message>
        <source>game %1 was not entered turn by turn: it cannot be resumed</source>
        <translation>la partida %1 no se anotó turno a turno: no se puede reanudar</translation>
    </message>
    <message>
        <source>its turns are stored in a form this version does not read</source>
        <translation>sus turnos están guardados en una forma que esta versión no lee</translation>
    </message>
    <message>
        <source>its stored tea table is missing a card</source>
        <translation>a su mesa de té guardada le falta una carta</translation>
    </message>
    <message>
        <source>its stored turn %1 is missing a card</source>
        <translation>a su turno %1 guardado le falta una carta</translation>
    </message>
    <message>
        <source>its stored turns are cut short or too long</source>
        <translation>sus turnos guardados están cortados o son demasiado largos</translation>
    </message>
    <message>
        <source>Could not read the two photos of the deck</source>
        <translation>No se pudieron leer las dos fotos de la baraja</translation>
    </message>
    <message>
        <source>Could not read the photo of the back: no card was found</source>
        <translation>No se pudo leer la foto del dorso: no se encontró ninguna carta</translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the back: it shows %n card(s); photograph one face-down card alone</source>
        <translation><numerusform>No se pudo leer la foto del dorso: muestra %n carta; fotografía una sola carta bocabajo</numerusform><numerusform>No se pudo leer la foto del dorso: muestra %n cartas; fotografía una sola carta bocabajo</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Could not read the photo of the grid: %n card(s) found, the deck has %1 (7 rows of 6)</source>
        <translation><numerusform>No se pudo leer la foto de la cuadrícula: se encontró %n carta, la baraja tiene %1 (7 filas de 6)</numerusform><numerusform>No se pudo leer la foto de la cuadrícula: se encontraron %n cartas, la baraja tiene %1 (7 filas de 6)</numerusform></translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: no printed values were found; are the rows in the order %1, 1 to 6?</source>
        <translation>No se pudo leer la foto de la cuadrícula: no se encontraron valores impresos; ¿están las filas en el orden %1, de 1 a 6?</translation>
    </message>
    <message>
        <source>red orange yellow green blue purple brown</source>
        <translation>rojo naranja amarillo verde azul morado marrón</translation>
    </message>
    <message>
        <source>Could not read the photo of the grid: the cards show no common colour area</source>
        <translation>No se pudo leer la foto de la cuadrícula: las cartas no muestran ninguna zona de color común</translation>
    </message>
    <message>
        <source>Photo reading is not installed (hats-vision.so was not found)</source>
        <translation>La lectura de fotos no está instalada (no se encontró hats-vision.so)</translation>
    </message>
    <message>
        <source>Photo reading cannot be loaded (%1)</source>
        <translation>No se puede cargar la lectura de fotos (%1)</translation>
    </message>
    <message>
        <source>not a photo-reading module of this version of Hats Companion</source>
        <translation>no es un módulo de lectura de fotos de esta versión de Hats Companion</translation>
    </message>
    <message>
        <source>Cannot write the deck profile</source>
        <translation>No se puede escribir el perfil de la baraja</translation>
    </message>
    <message>
        <source>the link cannot be followed (%1)</source>
        <translation>no se puede seguir el enlace (%1)</translation>
    </message>
    <message>
        <source>is not a file (a folder, pipe or device); nothing was written</source>
        <translation>no es un archivo (una carpeta, una tubería o un dispositivo); no se escribió nada</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>writing there is not allowed</source>
        <translation>no se permite escribir ahí</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>el sistema de archivos es de solo lectura</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>cannot be written (%1); nothing was changed</source>
        <translation>no se puede escribir (%1); no se cambió nada</translation>
    </message>
    <message>
        <source>%1 is not a deck profile</source>
        <translation>%1 no es un perfil de baraja</translation>
    </message>
    <message>
        <source>Cannot open the deck profile %1</source>
        <translation>No se puede abrir el perfil de baraja %1</translation>
    </message>
    <message>
        <source>is not a deck profile (%1)</source>
        <translation>no es un perfil de baraja (%1)</translation>
    </message>
    <message>
        <source>the deck profile is damaged; learn the deck again from its two photos</source>
        <translation>el perfil de la baraja está dañado; vuelve a aprender la baraja con sus dos fotos</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>No hat type called %1</source>
        <translation>No hay ningún tipo de sombrero llamado %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Choose the colour of %1</source>
        <translation>Elegir el color de %1</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Color de %1</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <translation>Nombre de %1</translation>
    </message>
    <message>
        <source>Back to the usual names and colours</source>
        <translation>Volver a los nombres y colores de siempre</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Tema oscuro</translation>
    </message>
    <message>
        <source>History file (applies at the next start; empty: the default)</source>
        <translation>Archivo del historial (se aplica al próximo inicio; vacío: el predeterminado)</translation>
    </message>
    <message>
        <source>Default location</source>
        <translation>Ubicación predeterminada</translation>
    </message>
    <message>
        <source>Hat types: the names and colours of your deck (files keep the usual ones)</source>
        <translation>Tipos de sombrero: los nombres y colores de tu baraja (los archivos guardan los habituales)</translation>
    </message>
    <message>
        <source>About Hats Companion</source>
        <translation>Acerca de Hats Companion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>Game files are hats-game/1 (the final table) or hats-log/1 (every turn). The same engine runs on the command line: hats score FILE.</source>
        <translation>Los archivos de partida son hats-game/1 (la mesa final) o hats-log/1 (cada turno). El mismo motor funciona en la línea de órdenes: hats score ARCHIVO.</translation>
    </message>
</context>
<context>
    <name>SnapshotController</name>
    <message>
        <source>%1's favorite hat is missing (R9)</source>
        <translation>Falta el sombrero favorito de %1 (R9)</translation>
    </message>
    <message>
        <source>%1 cannot be separated (R16): who held the cookie before the end?</source>
        <translation>%1 no se pueden separar (R16): ¿quién tenía la galleta antes del final?</translation>
    </message>
    <message>
        <source>Not kept in the history: %1</source>
        <translation>No se guardó en el historial: %1</translation>
    </message>
    <message>
        <source>Space %1 of the tea table needs a type and a value 1-6 (R3)</source>
        <translation>La posición %1 de la mesa de té necesita un tipo y un valor del 1 al 6 (R3)</translation>
    </message>
</context>
<context>
    <name>SnapshotPage</name>
    <message>
        <source>Score a finished game</source>
        <translation>Puntuar una partida terminada</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin poner</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Tap cards of %1's collection (tap again to remove)</source>
        <translation>Toca las cartas de la colección de %1 (otra vez para quitar)</translation>
    </message>
    <message>
        <source>%1's favorite hat</source>
        <translation>Sombrero favorito de %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <source>Removed types (R5):</source>
        <translation>Tipos retirados (R5):</translation>
    </message>
    <message>
        <source>Final board</source>
        <translation>Mesa de té final</translation>
    </message>
    <message>
        <source>Photograph</source>
        <translation>Fotografiar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Collection: %1</source>
        <translation>Colección: %1</translation>
    </message>
    <message>
        <source>no face-up hats</source>
        <translation>ningún sombrero bocarriba</translation>
    </message>
    <message>
        <source>Photograph %1's collection</source>
        <translation>Fotografiar la colección de %1</translation>
    </message>
    <message>
        <source>Black hats</source>
        <translation>Sombreros negros</translation>
    </message>
    <message>
        <source>Favorite: %1</source>
        <translation>Favorito: %1</translation>
    </message>
    <message>
        <source>%1 held the cookie</source>
        <translation>%1 tenía la galleta</translation>
    </message>
    <message>
        <source>Show the napkin</source>
        <translation>Ver la servilleta</translation>
    </message>
    <message>
        <source>Keep this game in the history</source>
        <translation>Guardar esta partida en el historial</translation>
    </message>
    <message>
        <source>Card for space %1 of the tea table</source>
        <translation>Carta de la posición %1 de la mesa de té</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>This build keeps no history (built without the database).</source>
        <translation>Esta versión no guarda historial (compilada sin base de datos).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.</source>
        <translation>Clasificación: victorias (las compartidas cuentan, tras las individuales), luego porcentaje de victorias, luego total medio. Toca un jugador para ver su página.</translation>
    </message>
    <message>
        <source>%1. %2 — %3 in %4 (won %5%) ›</source>
        <translation>%1. %2 — %3 en %4 (ganó el %5 %) ›</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation><numerusform>%n victoria</numerusform><numerusform>%n victorias</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n shared)</source>
        <translation><numerusform>(%n compartida)</numerusform><numerusform>(%n compartidas)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation><numerusform>%n partida</numerusform><numerusform>%n partidas</numerusform></translation>
    </message>
    <message>
        <source>Average %1 (best %2) · collection %3 · favorite %4 · cookie in %5% of games</source>
        <translation>Media %1 (mejor %2) · colección %3 · favorito %4 · galleta en el %5 % de las partidas</translation>
    </message>
    <message>
        <source>Hat collection</source>
        <translation>La colección de sombreros</translation>
    </message>
    <message>
        <source>Favorite hat</source>
        <translation>El sombrero favorito</translation>
    </message>
    <message>
        <source>Cookie</source>
        <translation>Galleta</translation>
    </message>
</context>
<context>
    <name>TeaTable</name>
    <message>
        <source>Tea table</source>
        <translation>Mesa de té</translation>
    </message>
    <message>
        <source>Space %1, worth %1: %2 %3</source>
        <translation>Posición %1, vale %1: %2 %3</translation>
    </message>
    <message>
        <source>Space %1, worth %1: empty</source>
        <translation>Posición %1, vale %1: vacía</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
</context>
</TS>