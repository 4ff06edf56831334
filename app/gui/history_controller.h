#pragma once

#include "app/gui/napkin_model.h"

#include <QAbstractListModel>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "engine/game.h"

#include <optional>
#include <utility>
#include <vector>

/** The history list, newest first, loaded page by page off the UI thread. */
class HistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by HistoryController")

public:
    enum Role {
        UuidRole = Qt::UserRole + 1,
        WhenRole,
        StatusRole,
        PlayersRole, // "Ann, Ben, Cleo"
        ScoresRole,  // "Ann 31 · Ben 28 · Cleo 22"
        WinnersRole,
    };
    Q_ENUM(Role)

    struct Row {
        QString uuid;
        QString when;
        QString status;
        QString players;
        QString scores;
        QString winners;
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    /** Starts over with this database and player filter (empty: everyone). */
    void reload(const QString& databasePath, const QString& player);
    bool isLoading() const { return loading_; }

signals:
    void loadingChanged();
    void failed(const QString& message);

private:
    void append(int generation, std::vector<Row> rows, const QString& error);

    std::vector<Row> rows_;
    QString databasePath_;
    QString player_;
    bool loading_ = false;
    bool exhausted_ = true;
    int generation_ = 0;
};

/**
 * History and statistics screens (issue 4, flows 8–9): the list of stored games, one game's
 * napkin, and the leaderboard. Every query runs on a worker thread with its own connection.
 */
class HistoryController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool available READ available CONSTANT)
    Q_PROPERTY(QString databasePath READ databasePath WRITE setDatabasePath NOTIFY changed)
    Q_PROPERTY(HistoryModel* games READ games CONSTANT)
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY changed)
    Q_PROPERTY(QVariantList leaderboard READ leaderboard NOTIFY changed)
    Q_PROPERTY(NapkinModel* napkin READ napkin CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString fileName READ fileName NOTIFY changed)
    Q_PROPERTY(bool loading READ loading NOTIFY changed)
    Q_PROPERTY(int replayTurns READ replayTurns NOTIFY changed)
    Q_PROPERTY(QVariantMap playerStats READ playerStats NOTIFY playerStatsChanged)
    Q_PROPERTY(bool playerLoading READ playerLoading NOTIFY playerStatsChanged)
    Q_PROPERTY(QStringList knownPlayers READ knownPlayers NOTIFY knownPlayersChanged)

public:
    explicit HistoryController(QObject* parent = nullptr);

    /** False when the app was built without the database (HATS_WITH_DB=OFF). */
    bool available() const;
    QString databasePath() const { return databasePath_; }
    void setDatabasePath(const QString& path);
    HistoryModel* games() { return &games_; }
    QString player() const { return player_; }
    void setPlayer(const QString& player);
    QVariantList leaderboard() const { return leaderboard_; }
    NapkinModel* napkin() { return &napkin_; }
    QString error() const { return error_; }
    QString fileName() const { return fileName_; }
    bool loading() const { return games_.isLoading(); }
    /** Turns of the opened game when it was tracked turn by turn (0: a snapshot). */
    int replayTurns() const { return replay_ ? replay_->turnCount() : 0; }
    /** The table of the opened tracked game after `turns` turns: board, collections, cookie. */
    Q_INVOKABLE QVariantMap replayAt(int turns) const;

    /**
     * One player's page, loaded by openPlayer(): name, games, wins, sharedWins, allWins,
     * winShare, averages, best/worst total, cookieGames, cookieRate, byTableSize [{players,
     * games, allWins, sharedWins, averageTotal}], headToHead [{opponent, games, ahead, behind,
     * level, average, opponentAverage}], trend [{when, game, total}]; empty while loading.
     */
    QVariantMap playerStats() const { return playerStats_; }
    bool playerLoading() const { return playerLoading_; }
    /** Everyone in the history, most recently played first (loadKnownPlayers()). */
    QStringList knownPlayers() const { return knownPlayers_; }
    /** Loads one player's figures from the history on a worker thread. */
    Q_INVOKABLE void openPlayer(const QString& name);
    /** Loads the names for the new-game screen on a worker thread. */
    Q_INVOKABLE void loadKnownPlayers();

    /** Reloads the list and the leaderboard. */
    Q_INVOKABLE void refresh();
    /** Loads one stored game and scores it with the engine, for the napkin screen. */
    Q_INVOKABLE bool openGame(const QString& uuid);

signals:
    void changed();
    void playerStatsChanged();
    void knownPlayersChanged();

private:
    QString databasePath_;
    QString player_;
    HistoryModel games_;
    QVariantList leaderboard_;
    NapkinModel napkin_;
    QString error_;
    QString fileName_;
    int generation_ = 0;
    std::optional<hats::Game> replay_;
    QVariantMap playerStats_;
    bool playerLoading_ = false;
    int playerGeneration_ = 0;
    QStringList knownPlayers_;
};

/**
 * One player's figures read from the history at `databasePath` (the map playerStats()
 * holds), or an error message. Blocking: HistoryController runs it on a worker thread.
 */
std::pair<QVariantMap, QString> loadPlayerFigures(const QString& databasePath, const QString& name);
