#!/usr/bin/env python3
"""Fills the unfinished French translations of app/gui/i18n/hats_fr.ts from the table below.

Run after `cmake --build BUILD --target update_translations`; prints what is still missing.
Numerus entries take a (singular, plural) pair.
"""
import sys
import xml.etree.ElementTree as ET

FRENCH = {
    'Learn your deck': 'Apprendre votre jeu',
    '‹ Back': '‹ Retour',
    'The app learns how your own cards look — their colours, where the value is printed and how each digit looks, and the card back. Do this once per deck; good light and a plain table help.':
        "L'appli apprend l'aspect de vos propres cartes — leurs couleurs, où la valeur est imprimée et la forme de chaque chiffre, et le dos des cartes. Une fois par jeu suffit ; une bonne lumière et une table unie aident.",
    '1. Lay out all 42 cards face up: one row per type in this order, values 1 to 6 from left to right, cards apart. Photograph them from above.':
        '1. Disposez les 42 cartes face visible : une rangée par type dans cet ordre, valeurs 1 à 6 de gauche à droite, cartes séparées. Photographiez-les du dessus.',
    'Photograph the grid': 'Photographier la grille',
    'Open the grid photo…': 'Ouvrir la photo de la grille…',
    '2. Put one card face down on the table and photograph it.': '2. Posez une carte face cachée sur la table et photographiez-la.',
    'Photograph the back': 'Photographier le dos',
    'Open the back photo…': 'Ouvrir la photo du dos…',
    '3. Name this deck (a second deck or printing gets its own name).': '3. Nommez ce jeu (un deuxième jeu ou une autre impression a son propre nom).',
    'my-deck': 'mon-jeu',
    'Learn the deck': 'Apprendre le jeu',
    'What the app learned': "Ce que l'appli a appris",
    '✓ Check: all %1 cards of the grid photo read back correctly.': '✓ Vérification : les %1 cartes de la photo de la grille sont relues correctement.',
    '⚠ Check: %1 of %2 cards of the grid photo read back correctly; not read: %3. Retake the grid photo in even light, cards flat and apart, before relying on this deck.':
        '⚠ Vérification : %1 cartes sur %2 de la photo de la grille relues correctement ; non lues : %3. Reprenez la photo de la grille sous une lumière égale, cartes à plat et séparées, avant de vous fier à ce jeu.',
    "Colours, as seen in your light (left) beside the app's own (right):": "Couleurs vues sous votre lumière (à gauche) à côté de celles de l'appli (à droite) :",
    'card back': 'dos de carte',
    'The digits it looks for in the corner:': 'Les chiffres cherchés dans le coin :',
    'Card shape: %1 times as tall as wide.': 'Forme de la carte : %1 fois plus haute que large.',
    'Save as "%1"': 'Enregistrer sous « %1 »',
    '✓ Saved. Photos are now read with "%1" (an earlier deck of that name is replaced).': '✓ Enregistré. Les photos sont maintenant lues avec « %1 » (un ancien jeu du même nom est remplacé).',
    'Fit the cards in the picture, from straight above if you can': "Cadrez toutes les cartes, bien du dessus si possible",
    'Cancel': 'Annuler',
    'Take the photo': 'Prendre la photo',
    'The history %1 cannot be opened: %2': "L'historique %1 ne peut pas être ouvert : %2",
    '%1 %2 is not a hat card (R1)': "%1 %2 n'est pas une carte chapeau (R1)",
    '%1 %2 is not a hat card (R1).': "%1 %2 n'est pas une carte chapeau (R1).",
    'The game cannot be autosaved to %1: %2': 'La partie ne peut pas être sauvegardée dans %1 : %2',
    'The game in progress is not in the history: %1': "La partie en cours n'est pas dans l'historique : %1",
    'Black hat (hides %1 %2)': 'Chapeau noir (cache %1 %2)',
    '⚠ Not saved: %1. The game goes on; keep the app open.': "⚠ Non sauvegardé : %1. La partie continue ; gardez l'appli ouverte.",
    'Photograph': 'Photographier',
    '%n card(s) could not be read for sure: tap each one marked ? and say what it is.':
        ('%n carte n\'a pas pu être lue avec certitude : touchez-la (marquée ?) et dites ce qu\'elle est.',
         '%n cartes n\'ont pas pu être lues avec certitude : touchez chacune (marquée ?) et dites ce qu\'elle est.'),
    'Slot %1 shows a card back: board cards are face up (R3). Tap it to say which card it is, or remove it.':
        "L'emplacement %1 montre un dos de carte : les cartes du plateau sont face visible (R3). Touchez-la pour dire quelle carte c'est, ou retirez-la.",
    '%1 appears twice: the deck has one card of each type and value (R1). Tap the wrong one.':
        '%1 apparaît deux fois : le jeu a une seule carte de chaque type et valeur (R1). Touchez la mauvaise.',
    '%1 cards read, but the board has %2 slots (R3): remove what is not a board card.':
        "%1 cartes lues, mais le plateau a %2 emplacements (R3) : retirez ce qui n'est pas une carte du plateau.",
    'No deck is learned yet: calibrate your deck first (one photo of all 42 cards and one of a card back).':
        "Aucun jeu appris : apprenez d'abord votre jeu (une photo des 42 cartes et une d'un dos de carte).",
    'This build of Hats Companion cannot read photos (built without OpenCV).': 'Cette version de Hats Companion ne lit pas les photos (compilée sans OpenCV).',
    'Board cards are face up (R3): a card back cannot be on the board.': 'Les cartes du plateau sont face visible (R3) : un dos de carte ne peut pas y être.',
    'Nothing learned yet: take the two calibration photos first.': "Rien d'appris : prenez d'abord les deux photos d'apprentissage.",
    'Cannot create the folder %1 for deck profiles.': 'Impossible de créer le dossier %1 des profils de jeu.',
    'Cannot save the deck profile %1: %2': "Impossible d'enregistrer le profil de jeu %1 : %2",
    'Photograph the board': 'Photographier le plateau',
    "Photograph %1's collection": 'Photographier la collection de %1',
    'Card back (black hat)': 'Dos de carte (chapeau noir)',
    '? maybe %1 %2': '? peut-être %1 %2',
    '? not read': '? non lue',
    '%n card(s) read': ('%n carte lue', '%n cartes lues'),
    '%1 face-up, %2 black hat(s)': '%1 face visible, %2 chapeau(x) noir(s)',
    '%1 of %2 board cards read; fill the others in by hand.': '%1 cartes du plateau lues sur %2 ; complétez les autres à la main.',
    'Use these cards': 'Utiliser ces cartes',
    'Deck:': 'Jeu :',
    'Learn another deck…': 'Apprendre un autre jeu…',
    'Learn your deck…': 'Apprendre votre jeu…',
    'Before the first photo, the app learns your cards once: one photo of the whole deck laid out in rows, and one of a card back.':
        "Avant la première photo, l'appli apprend vos cartes une fois : une photo du jeu entier disposé en rangées, et une d'un dos de carte.",
    'Photograph the tea table from above, slot 1 on the left, every card whole in the picture.':
        'Photographiez la table à thé du dessus, emplacement 1 à gauche, chaque carte entière sur la photo.',
    "Lay %1's collection out on the table, cards apart or touching, black hats face down, and photograph it from above.":
        'Étalez la collection de %1 sur la table, cartes séparées ou jointives, chapeaux noirs face cachée, et photographiez-la du dessus.',
    'Slot %1': 'Emplacement %1',
    '(set by you)': '(corrigée par vous)',
    '%1% sure': 'sûr à %1 %',
    'A card not outlined? Use these cards, then tap its slot to add it by hand.': 'Une carte non entourée ? Utilisez ces cartes, puis touchez son emplacement pour l\'ajouter à la main.',
    'A card not outlined? Use these cards, then add it by hand.': "Une carte non entourée ? Utilisez ces cartes, puis ajoutez-la à la main.",
    'Tap the card it really is:': "Touchez la carte que c'est vraiment :",
    'Not a card: remove': 'Pas une carte : retirer',
    'Take a photo': 'Prendre une photo',
    'Open a photo…': 'Ouvrir une photo…',
    'Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)': 'Photos (*.jpg *.jpeg *.png *.JPG *.JPEG *.PNG)',
    'All files (*)': 'Tous les fichiers (*)',
    'Choose the colour of %1': 'Choisir la couleur de %1',
    'Colour of %1': 'Couleur de %1',
    '⚠ Card shape assumed (%1 times as tall as wide), not measured: the cards touched in the grid photo. Lay them apart and learn again for surer reads.':
        '⚠ Forme de carte supposée (%1 fois plus haute que large), non mesurée : les cartes se touchaient sur la photo de la grille. Séparez-les et recommencez pour une lecture plus sûre.',
    '%1 of %2 board cards read: was one left out of the photo? The others can be filled in by hand.':
        '%1 cartes du plateau lues sur %2 : une carte est-elle hors de la photo ? Les autres se complètent à la main.',
    'A finished collection holds %1 hats, face up or black (R9); this photo shows %2. Is one missing or extra?':
        'Une collection finie compte %1 chapeaux, face visible ou noirs (R9) ; cette photo en montre %2. En manque-t-il un, ou y en a-t-il un de trop ?',
    'The cards are small in this photo: come closer, so that the cards fill the picture, for surer reads.':
        'Les cartes sont petites sur cette photo : rapprochez-vous pour qu\'elles remplissent l\'image, la lecture sera plus sûre.',
    'No photo was chosen.': "Aucune photo n'a été choisie.",
    # the napkin, its breakdowns and export
    "%1's statistics ›": 'Statistiques de %1 ›',
    'Hats napkin': 'Serviette de Hats',
    'Nothing scored.': "Rien n'est compté.",
    'Winners: %1': 'Gagnants : %1',
    'Game in progress: %1 of %2 turns played': 'Partie en cours : %1 tours joués sur %2',
    'winner': 'gagnant',
    'Team totals': "Totaux d'équipe",
    '%1 (%2): %3': '%1 (%2) : %3',
    'How each total was made (collection + favorite hat + cookie)': 'Comment chaque total est fait (collection + chapeau préféré + cookie)',
    '%1: %2': '%1 : %2',
    'favorite hat %1': 'chapeau préféré %1',
    ' (face down)': ' (face cachée)',
    'Cookie (R14–R16)': 'Cookie (R14–R16)',
    'Only files on this device can be written, not %1.': 'Seuls les fichiers de cet appareil peuvent être écrits, pas %1.',
    'Cannot write %1: %2': "Impossible d'écrire %1 : %2",
    'Cannot write %1: the PDF could not be started.': "Impossible d'écrire %1 : le PDF n'a pas pu être commencé.",
    'Team total: %1': "Total d'équipe : %1",
    '%1 → %2: the %3 board card in slot %4 stayed face up (R10, R11)': "%1 → %2 : la carte %3 du plateau à l'emplacement %4 est restée face visible (R10, R11)",
    '%1 → 0: no %2 card on the board (R11)': '%1 → 0 : aucune carte %2 sur le plateau (R11)',
    '; slot %1 turned face down (R10)': ' ; emplacement %1 retourné face cachée (R10)',
    'Black hats: %1 × 1 point (R11)': 'Chapeaux noirs : %1 × 1 point (R11)',
    '%1: hat collection': '%1 : collection de chapeaux',
    'Favorite hat: %1, its value is taken off (R12)': 'Chapeau préféré : %1, sa valeur est retirée (R12)',
    'No face-up %1 card in the collection to count': 'Aucune carte %1 face visible à compter dans la collection',
    '%1 in the collection counts its value %2': '%1 dans la collection compte sa valeur %2',
    '%1: favorite hat': '%1 : chapeau préféré',
    '%1 holds the cookie: %2 points (R13)': '%1 a le cookie : %2 points (R13)',
    '%1 holds the cookie, so %2 scores 0': '%1 a le cookie, donc %2 marque 0',
    'Nobody holds the cookie': "Personne n'a le cookie",
    '%1: cookie': '%1 : cookie',
    'Hat collection: %1': 'Collection de chapeaux : %1',
    'Favorite hat: %1': 'Chapeau préféré : %1',
    'Cookie: %1': 'Cookie : %1',
    '%1: total': '%1 : total',
    '%1: total so far': '%1 : total provisoire',
    'Saved to %1': 'Enregistré dans %1',
    'Export the napkin as a PNG picture': 'Exporter la serviette en image PNG',
    'Export the napkin as a PDF document': 'Exporter la serviette en document PDF',
    'PNG pictures (*.png)': 'Images PNG (*.png)',
    'PDF documents (*.pdf)': 'Documents PDF (*.pdf)',
    'Export…': 'Exporter…',
    'PNG picture…': 'Image PNG…',
    'PDF document (A4)…': 'Document PDF (A4)…',
    '★ winner': '★ gagnant',
    'Shows how this number was made': 'Montre comment ce nombre est fait',
    'Team %1 (%2)': 'Équipe %1 (%2)',
    'Tap a number to see how it was made.': 'Touchez un nombre pour voir comment il est fait.',
    # new game: known players and seats
    'Known players (✓ already seated): tap one to seat them at seat %1': 'Joueurs connus (✓ déjà assis) : touchez-en un pour le placer à la place %1',
    'Seat %1 at seat %2': 'Placer %1 à la place %2',
    "Drag to change %1's seat": 'Glissez pour changer la place de %1',
    '%1 · starts': '%1 · commence',
    'team %1': 'équipe %1',
    'Seat %1: choose for the next known player': 'Place %1 : choisir pour le prochain joueur connu',
    '→ seat %1': '→ place %1',
    'Move up (Alt+↑)': 'Monter (Alt+↑)',
    'Move %1 down': 'Descendre %1',
    'Move down (Alt+↓)': 'Descendre (Alt+↓)',
    'Team A: %1 and %2 · Team B: %3 and %4': 'Équipe A : %1 et %2 · Équipe B : %3 et %4',
    # statistics and the player page
    "Loading %1's games…": 'Chargement des parties de %1…',
    'No finished games yet for %1.': 'Aucune partie terminée pour %1.',
    '%n win(s)': ('%n victoire', '%n victoires'),
    '(%n shared)': ('(%n partagée)', '(%n partagées)'),
    '%n game(s)': ('%n partie', '%n parties'),
    'won %1% of games': 'gagné %1 % des parties',
    'Average total %1 · best %2 · worst %3': 'Total moyen %1 · meilleur %2 · pire %3',
    'Score over time': 'Score au fil du temps',
    'Average points per category': 'Points moyens par catégorie',
    'Games ending with the cookie': 'Parties finies avec le cookie',
    '%1% (%2 of %n game(s))': ('%1 % (%2 sur %n partie)', '%1 % (%2 sur %n parties)'),
    'By table size': 'Par nombre de joueurs',
    '%n players': ('%n joueur', '%n joueurs'),
    'average %1': 'moyenne %1',
    'Head to head': 'Face à face',
    'vs %1: ahead in %2, behind in %3, level in %4 of %n game(s) · average %5 to %6':
        ('contre %1 : devant dans %2, derrière dans %3, à égalité dans %4 sur %n partie · moyenne %5 contre %6',
         'contre %1 : devant dans %2, derrière dans %3, à égalité dans %4 sur %n parties · moyenne %5 contre %6'),
    'This build has no game history (HATS_WITH_DB=OFF)': "Cette version n'a pas d'historique des parties (HATS_WITH_DB=OFF)",
    'Leaderboard: wins (shared ones count, after solo ones), then win rate, then average total. Tap a player for their page.':
        'Classement : victoires (les partagées comptent, après les victoires seules), puis taux de victoire, puis total moyen. Touchez un joueur pour sa page.',
    '%1. %2 — %3 in %4 (won %5%) ›': '%1. %2 — %3 en %4 (gagné %5 %) ›',
    # R2's default type names (context HatType)
    'Red': 'Rouge',
    'Orange': 'Orange',
    'Yellow': 'Jaune',
    'Green': 'Vert',
    'Blue': 'Bleu',
    'Purple': 'Violet',
    'Brown': 'Marron',
}

ENGLISH_NUMERUS = {}  # filled from the source: "(s)" becomes "" or "s"


def english_forms(source):
    return (source.replace('(s)', ''), source.replace('(s)', 's'))


def fill(path, table, english=False):
    tree = ET.parse(path)
    missing = []
    # A source already translated in one context serves the others.
    done = {}
    for message in tree.getroot().iter('message'):
        translation = message.find('translation')
        if translation.get('type') != 'unfinished' and translation.text:
            done.setdefault(message.find('source').text, translation.text)
    table = {**done, **table}
    for message in tree.getroot().iter('message'):
        source = message.find('source').text
        translation = message.find('translation')
        numerus = message.get('numerus') == 'yes'
        if english:
            if not numerus:
                continue
            forms = english_forms(source)
        else:
            if translation.get('type') != 'unfinished':
                continue
            if source not in table:
                missing.append(source)
                continue
            forms = table[source]
        if numerus:
            if isinstance(forms, str):
                forms = (forms, forms)
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, 'numerusform').text = form
        else:
            translation.text = forms
        translation.attrib.pop('type', None)
    tree.write(path, encoding='utf-8', xml_declaration=True)
    return missing


if __name__ == '__main__':
    base = sys.argv[1] if len(sys.argv) > 1 else 'app/gui/i18n'
    missing = fill(base + '/hats_fr.ts', FRENCH)
    fill(base + '/hats_en.ts', {}, english=True)
    for source in missing:
        print('no French yet:', repr(source))
