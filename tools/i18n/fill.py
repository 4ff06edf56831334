#!/usr/bin/env python3
"""Fills app/gui/i18n/hats_{en,fr,de,es}.ts from the per-language tables beside this file.

Run after `cmake --build BUILD --target update_translations`:

    tools/i18n/fill.py            fill every shipped language, list what is still missing
    tools/i18n/fill.py --check    change nothing; fail if a shipped language has an
                                  unfinished string (what CI runs)

Each table (fr.py, de.py, es.py) is one dict TABLE, one entry per line: English source →
translation. A numerus source ("%n point(s)") takes a tuple of plural forms in the order
Qt uses for that language (French, German and Spanish: singular, plural). English needs no
table: its numerus forms come from the source ("(s)" → "" / "s"), except where ENGLISH below
says otherwise (a singular that needs more than dropping "(s)"). Use the rulebooks' words
(../shared/spec/glossary.md).
"""
import importlib.util
import pathlib
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent
TS_DIR = HERE.parent.parent / 'app' / 'gui' / 'i18n'
LANGUAGES = ['fr', 'de', 'es']


def table(language):
    spec = importlib.util.spec_from_file_location(language, HERE / f'{language}.py')
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.TABLE


# English numerus forms that "(s)" alone cannot make read right.
ENGLISH = {
    '%n card(s) could not be read for sure: tap each one marked ? and say what it is.': (
        '%n card could not be read for sure: tap the one marked ? and say what it is.',
        '%n cards could not be read for sure: tap each one marked ? and say what it is.'),
}


def english_forms(source):
    if source in ENGLISH:
        return ENGLISH[source]
    return (source.replace('(s)', ''), source.replace('(s)', 's'))


def messages(tree):
    for message in tree.getroot().iter('message'):
        translation = message.find('translation')
        if translation.get('type') in ('obsolete', 'vanished'):
            continue
        yield message, message.find('source').text, translation


def unfinished(path, english=False):
    tree = ET.parse(path)
    out = []
    for message in tree.getroot().iter('message'):
        if message.find('translation').get('type') in ('obsolete', 'vanished'):
            # lupdate runs with -no-obsolete: a stale entry means the file was not refreshed.
            out.append(message.find('source').text + ' (stale: run update_translations)')
    for message, source, translation in messages(tree):
        numerus = message.get('numerus') == 'yes'
        if english and not numerus:
            continue  # English is the source: a plain string needs no translation
        if translation.get('type') == 'unfinished':
            out.append(source)
        elif numerus and not [f for f in translation.iter('numerusform') if f.text]:
            out.append(source)
        elif not numerus and not translation.text:
            out.append(source)
    return out


def fill(path, entries, english=False):
    tree = ET.parse(path)
    missing = []
    for message, source, translation in messages(tree):
        numerus = message.get('numerus') == 'yes'
        if english:
            if not numerus:
                continue
            forms = english_forms(source)
        else:
            if source not in entries:
                if translation.get('type') == 'unfinished':
                    missing.append(source)
                continue
            forms = entries[source]
        if numerus:
            if isinstance(forms, str):
                forms = (forms, forms)
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, 'numerusform').text = form
        else:
            if not isinstance(forms, str):
                raise SystemExit(f'{path.name}: {source!r} is not a numerus string; give one text')
            translation.text = forms
        translation.attrib.pop('type', None)
    tree.write(path, encoding='utf-8', xml_declaration=True)
    return missing


def main():
    if '--check' in sys.argv:
        failed = False
        for language in ['en'] + LANGUAGES:
            for source in unfinished(TS_DIR / f'hats_{language}.ts', english=language == 'en'):
                print(f'hats_{language}.ts: unfinished: {source!r}')
                failed = True
        return 1 if failed else 0
    fill(TS_DIR / 'hats_en.ts', {}, english=True)
    for language in LANGUAGES:
        for source in fill(TS_DIR / f'hats_{language}.ts', table(language)):
            print(f'{language}: missing: {source!r}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
