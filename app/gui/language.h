#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QQmlEngine;
class QTranslator;

/**
 * The app's language: its own translations (hats_xx) and Qt's (qtbase_xx) for one of the
 * shipped languages, installed together and switched at once: every page is said again
 * (QQmlEngine::retranslate) and every model says its facts again.
 */
class Language {
public:
    /** The languages the app ships: "en", "fr", "de", "es". */
    static QStringList shipped();
    /** The setting's code, or the system's language when none is chosen (or not shipped). */
    static QString resolve(const QString& code);
    /** Installs the translators for this code ("" = the system's) and says everything again. */
    static void apply(const QString& code);
    /** The engine whose pages are said again on a switch (main.cpp sets it). */
    static void setEngine(QQmlEngine* engine);
    /** The language applied now ("fr"). */
    static QString current();
};
