#pragma once

#include "app/gui/history_service.h"
#include "app/gui/napkin_model.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "engine/game_file.h"

#include <optional>

/**
 * "Score a finished game" without tracking (issue 4, flow 7): the final board, collections
 * and favorites go to the engine's snapshot scoring. Asks who held the cookie only when the
 * engine says a full tie needs it (R16), and never guesses. A scored game is kept in the
 * history as a snapshot game unless the user says not to (keepInHistory).
 */
class SnapshotController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(NapkinModel* napkin READ napkin CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString fileName READ fileName CONSTANT)
    Q_PROPERTY(QStringList tiedPlayers READ tiedPlayers NOTIFY changed)
    Q_PROPERTY(bool needsCookieHolder READ needsCookieHolder NOTIFY changed)
    Q_PROPERTY(HistoryService* history READ history WRITE setHistory NOTIFY changed)
    Q_PROPERTY(bool keepInHistory READ keepInHistory WRITE setKeepInHistory NOTIFY changed)
    Q_PROPERTY(QString savedId READ savedId NOTIFY changed)

public:
    using QObject::QObject;

    NapkinModel* napkin() { return &napkin_; }
    QString error() const { return error_; }
    QString fileName() const { return tr("Scored from the final table"); }
    QStringList tiedPlayers() const { return tiedPlayers_; }
    bool needsCookieHolder() const { return !tiedPlayers_.isEmpty(); }
    HistoryService* history() const { return history_; }
    void setHistory(HistoryService* history);
    /** Keep the scored game in History (the default); turned off, a kept one is removed. */
    bool keepInHistory() const { return keepInHistory_; }
    void setKeepInHistory(bool keep);
    /** The id the scored game is kept under in the history (empty: not kept). */
    QString savedId() const { return keptId_; }
    /** A new final table: the next score is another game, not a correction of this one. */
    Q_INVOKABLE void startOver();

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
    void keep();
    void forget();

    QPointer<HistoryService> history_;
    bool keepInHistory_ = true;
    std::optional<hats::SnapshotDocument> scored_;
    std::optional<hats::Napkin> scoredNapkin_;
    QString gameId_; ///< one id per final table, so a corrected score replaces the first
    QString keptId_;
    NapkinModel napkin_;
    QString error_;
    QStringList tiedPlayers_;
};
