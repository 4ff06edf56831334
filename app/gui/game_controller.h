#pragma once

#include "app/gui/cookie_explanation.h"
#include "app/gui/history_service.h"
#include "app/gui/napkin_model.h"
#include "app/gui/seat_model.h"
#include "app/gui/standings_model.h"
#include "engine/deck_profile.h"
#include "engine/game.h"
#include "engine/game_file.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

/**
 * The live table (issue 4, flows 2–6): starts a tracked game, forwards each turn to the
 * engine, and shows the engine's board, collections, cookie, standings and napkin as Qt
 * values. It decides nothing itself. The game lives in one place, the history: every turn,
 * undo, redo, favorite chosen and the end are written there (through HistoryService) as
 * the engine checked them, and a closed or killed app resumes the game from there.
 */
class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY gameChanged)
    Q_PROPERTY(HistoryService* history READ history WRITE setHistory NOTIFY historyChanged)
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY turnChanged)
    Q_PROPERTY(bool hasSavedGame READ hasSavedGame NOTIFY savedGamesChanged)
    Q_PROPERTY(QVariantList savedGames READ savedGames NOTIFY savedGamesChanged)
    Q_PROPERTY(QVariantList favorites READ favorites NOTIFY favoritesChanged)
    Q_PROPERTY(QVariantList types READ types NOTIFY typesChanged)
    Q_PROPERTY(QVariantList typesInPlay READ typesInPlay NOTIFY typesChanged)
    Q_PROPERTY(QStringList players READ players NOTIFY gameChanged)
    Q_PROPERTY(int slotCount READ slotCount NOTIFY gameChanged)
    Q_PROPERTY(int totalTurns READ totalTurns NOTIFY gameChanged)
    Q_PROPERTY(QVariantList board READ board NOTIFY boardChanged)
    Q_PROPERTY(SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(StandingsModel* standings READ standings CONSTANT)
    Q_PROPERTY(StandingsModel* teamStandings READ teamStandings CONSTANT)
    Q_PROPERTY(int currentSeat READ currentSeat NOTIFY turnChanged)
    Q_PROPERTY(QString currentPlayer READ currentPlayer NOTIFY turnChanged)
    Q_PROPERTY(int round READ round NOTIFY turnChanged)
    Q_PROPERTY(int turnCount READ turnCount NOTIFY turnChanged)
    Q_PROPERTY(bool isOver READ isOver NOTIFY turnChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY turnChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY turnChanged)
    Q_PROPERTY(QString turnTitle READ turnTitle NOTIFY turnChanged)
    Q_PROPERTY(int cookieHolder READ cookieHolder NOTIFY turnChanged)
    Q_PROPERTY(CookieExplanation* cookie READ cookie CONSTANT)
    Q_PROPERTY(int disputeTurns READ disputeTurns WRITE setDisputeTurns NOTIFY disputeTurnsChanged)
    Q_PROPERTY(CookieExplanation* dispute READ dispute CONSTANT)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(NapkinModel* napkin READ napkin CONSTANT)
    Q_PROPERTY(QString fileName READ fileName CONSTANT)
    Q_PROPERTY(QString error READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QString saveProblem READ saveProblem NOTIFY saveProblemChanged)
    Q_PROPERTY(QVariantMap lastTurn READ lastTurn NOTIFY turnChanged)
    Q_PROPERTY(QStringList unavailableCards READ unavailableCards NOTIFY turnChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    /** A game is on the table (in progress, or finished and still open for undo). */
    bool active() const { return game_.has_value(); }
    /** A game is on the table and not finished yet (turns or favorites still to enter). */
    bool inProgress() const { return game_.has_value() && !finished_; }
    /** Where every change is stored; null: the game is kept in memory only (tests). */
    HistoryService* history() const { return history_; }
    void setHistory(HistoryService* history);
    /** Games in progress in the history other than the one on the table. */
    bool hasSavedGame() const { return !savedGames_.isEmpty(); }
    /** Each as {uuid, players ("Ann, Ben, Cleo"), when (ISO date-time)}, newest first. */
    QVariantList savedGames() const { return savedGames_; }
    /** The favorites chosen so far, by seat: a card entry, or an empty map. */
    QVariantList favorites() const;

    QVariantList types() const;
    QVariantList typesInPlay() const;
    QStringList players() const;
    int slotCount() const;
    QVariantList board() const;
    SeatModel* seats() { return &seats_; }
    /** Every player's live standing by seat, with rank, types and the cookie (R17). */
    StandingsModel* standings() { return &standings_; }
    /** The two teams' live standings of a 4-player game; empty without teams (R4, R17). */
    StandingsModel* teamStandings() { return &teamStandings_; }
    int currentSeat() const { return game_ ? game_->currentSeat() : -1; }
    QString currentPlayer() const;
    int round() const { return game_ ? game_->round() : 0; }
    int turnCount() const { return game_ ? game_->turnCount() : 0; }
    int totalTurns() const { return game_ ? game_->totalTurns() : 0; }
    bool isOver() const { return game_ && game_->isOver(); }
    bool canUndo() const { return game_ && game_->canUndo(); }
    bool canRedo() const { return game_ && game_->canRedo(); }
    int cookieHolder() const;
    /** "Ann's turn · round 2 of 8", or the end of the game (R9). */
    QString turnTitle() const;
    CookieExplanation* cookie() { return &cookie_; }
    /** The moment the dispute screen explains: after this many turns (0: the initial board). */
    int disputeTurns() const { return disputeTurns_; }
    void setDisputeTurns(int turns);
    CookieExplanation* dispute() { return &dispute_; }
    QString lastError() const { return lastError_; }
    /** Why the last autosave or history save failed (empty: everything is saved). */
    QString saveProblem() const { return saveProblem_; }
    NapkinModel* napkin() { return &napkin_; }
    QString fileName() const { return tr("This game"); }
    /**
     * What the last turn did, for the table's "what just happened" line: {player, kind
     * ("exchange" | "blackHat"), slot, played, taken (card entries), cookieFrom, cookieTo
     * (names; equal when the cookie stayed)}; empty before the first turn.
     */
    QVariantMap lastTurn() const;
    /** Cards that cannot be played now, as picker keys ("red_4"): seen (R1) or removed (R5). */
    QStringList unavailableCards() const;

    /**
     * Starts a game: names in seat order (the first starts), for 2 players the two removed
     * type ids, the initial board as [{type, value}] slot 1 first. Refusals go to lastError.
     */
    Q_INVOKABLE bool start(const QStringList& names, const QStringList& removedTypes,
                           const QVariantList& board);
    /** R7 exchange by the current player: play (type, value) onto slot, take what was there. */
    Q_INVOKABLE bool exchange(int slot, const QString& type, int value);
    /**
     * R7 black hat by the current player. The hidden card may be recorded (type id and value;
     * empty type: not recorded); it is checked like any seen card (R1) but never scored.
     */
    Q_INVOKABLE bool blackHat(const QString& type = {}, int value = 0);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    /**
     * One seat's favorite chosen at the end (R9), stored at once: a killed app keeps it.
     * Refuses a card that is not a hat card of this game (R1, R5).
     */
    Q_INVOKABLE bool setFavorite(int seat, const QString& type, int value);
    /**
     * Ends the game with each seat's favorite [{type, value}] (empty: the ones chosen with
     * setFavorite); fills napkin or lastError, and stores the finished game.
     */
    Q_INVOKABLE bool finish(const QVariantList& favorites = {});
    /** Stops the game on the table: no longer resumed; the history keeps it as abandoned. */
    Q_INVOKABLE void abandon();
    /** Marks a stored game in progress as abandoned (History, or before a new game). */
    Q_INVOKABLE void abandonGame(const QString& uuid);
    /** Clears the table but keeps its game in progress in the history, to resume later. */
    Q_INVOKABLE void setAside();
    /** Takes a game in progress from the history to the table (empty: the newest one). */
    Q_INVOKABLE bool resume(const QString& uuid = {});
    /**
     * Puts the game of a hats-log/1 file on the table as the game in progress and stores it
     * (`hats-companion --resume-file FILE`).
     */
    Q_INVOKABLE bool resumeFile(const QString& path);
    /** A card as the table names it ("Rouge 4"); empty for no card. */
    Q_INVOKABLE QString cardText(const QString& type, int value) const;
    /**
     * For the new-game board: the cards space `slot` cannot take, as picker keys: the cards
     * on the other spaces (R1) and, with two players, the removed types (R5).
     */
    Q_INVOKABLE QStringList boardUnavailable(const QStringList& removedTypes,
                                             const QVariantList& board, int slot) const;
    /** The first R1/R5 problem of a new-game board being entered, in words; empty: none. */
    Q_INVOKABLE QString boardProblem(const QStringList& removedTypes,
                                     const QVariantList& board) const;
    /** Cards seat `seat`'s favorite cannot be: seen (R1), removed (R5), another's favorite. */
    Q_INVOKABLE QStringList favoriteUnavailable(const QVariantList& favorites, int seat) const;
    /** The game so far as hats-log/1 text (what the history holds). */
    Q_INVOKABLE QString logJson() const;

signals:
    void gameChanged();
    void historyChanged();
    void savedGamesChanged();
    void favoritesChanged();
    void typesChanged();
    void boardChanged();
    void standingsChanged();
    void turnChanged();
    void disputeTurnsChanged();
    void lastErrorChanged();
    void saveProblemChanged();

private:
    QVariantMap cardEntry(hats::Card card) const;
    bool refuse(const QString& message);
    bool refuse(const hats::Error& error);
    void setLastError(const QString& message);
    void gameReplaced();
    void showSeats();
    void refresh();
    void save();
    void loadSavedGames();
    bool takeLog(const hats::LogDocument& log);
    bool showNapkin(const hats::Napkin& napkin);

    std::optional<hats::Game> game_;
    SeatModel seats_;
    StandingsModel standings_;
    StandingsModel teamStandings_;
    QPointer<HistoryService> history_;
    QString lastError_;
    QString saveProblem_;
    NapkinModel napkin_;
    CookieExplanation cookie_;
    CookieExplanation dispute_;
    int disputeTurns_ = 0;
    hats::GameMeta meta_; ///< the game's id and start, kept from the first turn to the napkin
    std::vector<std::optional<hats::Card>> favorites_; ///< by seat, kept through undo and redo
    bool finished_ = false;
    std::optional<hats::Napkin> finalNapkin_; ///< the engine's napkin once finished
    QVariantList savedGames_;
    bool savedGamesPending_ = false;
    bool savedGamesStale_ = false; ///< the history changed while savedGames were being read
};
