#pragma once

#include "app/gui/napkin_model.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

/**
 * "Score a finished game" without tracking (issue 4, flow 7): the final board, collections
 * and favorites go to the engine's snapshot scoring. Asks who held the cookie only when the
 * engine says a full tie needs it (R16), and never guesses.
 */
class SnapshotController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(NapkinModel* napkin READ napkin CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString fileName READ fileName CONSTANT)
    Q_PROPERTY(QStringList tiedPlayers READ tiedPlayers NOTIFY changed)
    Q_PROPERTY(bool needsCookieHolder READ needsCookieHolder NOTIFY changed)

public:
    using QObject::QObject;

    NapkinModel* napkin() { return &napkin_; }
    QString error() const { return error_; }
    QString fileName() const { return tr("Scored from the final table"); }
    QStringList tiedPlayers() const { return tiedPlayers_; }
    bool needsCookieHolder() const { return !tiedPlayers_.isEmpty(); }

    /**
     * names in seat order; removedTypes for 2 players (ids, may be empty); board [{type,
     * value}] slot 1 first; collections per seat {cards: [{type, value}], blackHats: n};
     * favorites per seat {type, value}; cookieHolder: seat that held the cookie, or -1.
     */
    Q_INVOKABLE bool score(const QStringList& names, const QStringList& removedTypes,
                           const QVariantList& board, const QVariantList& collections,
                           const QVariantList& favorites, int cookieHolder);

    /**
     * The picker keys ("red_4") of the cards that cannot be entered now: every card entered
     * elsewhere (`entered`, minus the card being filled's own `own` cards, which stay tappable
     * to change or remove them) (R1), and for 2 players the removed types (R5).
     */
    Q_INVOKABLE QStringList unavailable(const QStringList& removedTypes,
                                        const QVariantList& entered, const QVariantList& own) const;

signals:
    void changed();

private:
    bool refuse(const QString& message);

    NapkinModel napkin_;
    QString error_;
    QStringList tiedPlayers_;
};
