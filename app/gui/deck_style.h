#pragma once

#include "engine/card.h"
#include "engine/deck_profile.h"

#include <QColor>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/** One hat card as the screens draw it: its type's name and colour now, and its value. */
struct HatCard {
    Q_GADGET
    QML_VALUE_TYPE(hatCard)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString letter MEMBER letter)
    Q_PROPERTY(QString colour MEMBER colour)
    Q_PROPERTY(int value MEMBER value)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString type;   // the stable id: "red"
    QString name;   // as the table names the type: "Rouge", or the player's own name
    QString letter; // the first letters, for small cards
    QString colour; // "#rrggbb"
    int value = 0;
    QString text; // "Rouge 4"
    friend bool operator==(const HatCard&, const HatCard&) = default;
};

/**
 * The deck the table plays with: the names and colours of the seven types (R2), shared by
 * every screen. A rename or recolour in Settings reaches every page at once, a game in
 * progress included (typesChanged).
 */
class DeckStyle : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QVariantList types READ types NOTIFY typesChanged)

public:
    /** The one instance the app and QML share. */
    static DeckStyle* instance();
    static DeckStyle* create(QQmlEngine*, QJSEngine*);

    const hats::DeckProfile& profile() const { return profile_; }
    void setProfile(const hats::DeckProfile& profile);
    /** Reads the profile stored by Settings again. */
    void reload();
    /** Default names follow the language: call after a new translator is installed. */
    void retranslate() { emit typesChanged(); }

    /** A name the player kept at its default is said in the app's language ("Rouge"). */
    QString name(hats::HatType type) const;
    QColor colour(hats::HatType type) const;
    HatCard card(hats::Card card) const;
    /** "Rouge 4". */
    QString cardText(hats::Card card) const;
    /** R2's name of the type in the app's language, whatever the deck calls it ("Rouge"). */
    static QString usualName(hats::HatType type);
    /** [{id, name, usualName, letter, colour}] for these types, in R2 order. */
    QVariantList typeList(hats::TypeSet types = hats::TypeSet::all()) const;
    QVariantList types() const { return typeList(); }

signals:
    void typesChanged();

private:
    explicit DeckStyle(QObject* parent = nullptr);
    hats::DeckProfile profile_;
};
