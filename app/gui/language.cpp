#include "app/gui/language.h"

#include "app/gui/deck_style.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QPointer>
#include <QQmlEngine>
#include <QTranslator>

namespace {

Q_LOGGING_CATEGORY(lcLanguage, "hats.app.language")

struct State {
    QPointer<QQmlEngine> engine;
    QTranslator* app = nullptr;
    QTranslator* qt = nullptr;
    QString current = QStringLiteral("en");
};

State& state() {
    static State shared;
    return shared;
}

} // namespace

QStringList Language::shipped() {
    return {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("de"), QStringLiteral("es")};
}

QString Language::resolve(const QString& code) {
    if (shipped().contains(code)) {
        return code;
    }
    for (const QString& system : QLocale::system().uiLanguages()) {
        const QString language = system.left(2).toLower();
        if (shipped().contains(language)) {
            return language;
        }
    }
    return QStringLiteral("en");
}

void Language::apply(const QString& code) {
    State& s = state();
    const QString language = resolve(code);
    auto* app = QCoreApplication::instance();
    if (s.app != nullptr) {
        QCoreApplication::removeTranslator(s.app);
        delete s.app;
        s.app = nullptr;
    }
    if (s.qt != nullptr) {
        QCoreApplication::removeTranslator(s.qt);
        delete s.qt;
        s.qt = nullptr;
    }
    auto* own = new QTranslator(app);
    if (own->load(QStringLiteral("hats_") + language, QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        s.app = own;
    } else {
        qCWarning(lcLanguage) << "no translation of the app for" << language;
        delete own;
    }
    if (language != QStringLiteral("en")) {
        auto* qt = new QTranslator(app);
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            s.qt = qt;
        } else {
            qCWarning(lcLanguage) << "Qt's own translation for" << language << "is not installed";
            delete qt;
        }
    }
    QLocale::setDefault(QLocale(language));
    s.current = language;
    if (s.engine) {
        s.engine->retranslate();
    }
    DeckStyle::instance()->retranslate();
}

void Language::setEngine(QQmlEngine* engine) {
    state().engine = engine;
}

QString Language::current() {
    return state().current;
}
