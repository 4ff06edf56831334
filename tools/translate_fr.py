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
