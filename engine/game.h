#pragma once

#include "engine/board.h"
#include "engine/collection.h"
#include "engine/cookie.h"
#include "engine/result.h"
#include "engine/scoring.h"
#include "engine/setup.h"
#include "engine/turn.h"

#include <optional>
#include <string>
#include <vector>

namespace hats {

/** The public table after some number of turns: board, collections, cookie. */
struct TableState {
    Board board;
    std::vector<Collection> collections; // by seat
    CookieDecision cookie;               // decided after the last turn (R16)
    SeenCards seen; // every card seen so far, recorded black hat values included (R1, R5)
};

/**
 * A game followed turn by turn. Every change goes through play() (which checks the turn
 * with check()) or undo()/redo(), so the cookie and the standings always follow from the
 * same list of turns.
 */
class Game {
public:
    /** Refuses an initial board of the wrong size (R3), with a card twice (R1) or a removed type
     * (R5). */
    static Result<Game> start(GameSetup setup, const std::vector<Card>& initialBoard);

    const GameSetup& setup() const { return setup_; }
    const Board& initialBoard() const { return states_.front().board; }

    /** Number of turns played (not counting undone ones). */
    int turnCount() const { return static_cast<int>(turns_.size()); }
    int totalTurns() const { return setup_.playerCount() * kTurnsPerPlayer; }
    /** R9: every player has played 8 cards. */
    bool isOver() const { return turnCount() == totalTurns(); }
    /** Whose turn it is (R4: seat order from the first seat). */
    int currentSeat() const { return turnCount() % setup_.playerCount(); }
    /** The round of the next turn, 1..8 (8 once the game is over). */
    int round() const { return std::min(turnCount() / setup_.playerCount() + 1, kTurnsPerPlayer); }

    /** Why this turn may not be played now, or ok (R1, R3, R4, R5, R7, R9). Changes nothing. */
    Result<void> check(const Turn& turn) const;
    /** Checks and plays a turn; a refused turn changes nothing. Clears what could be redone. */
    Result<void> play(const Turn& turn);

    bool canUndo() const { return !turns_.empty(); }
    bool canRedo() const { return !undone_.empty(); }
    void undo();
    void redo();

    const std::vector<Turn>& turns() const { return turns_; }
    /** Undone turns, the next one to redo last. */
    const std::vector<Turn>& undoneTurns() const { return undone_; }

    /** The table now. */
    const TableState& state() const { return states_.back(); }
    /** The table after the first `turns` turns (0: the initial board). */
    const TableState& stateAfter(int turns) const {
        return states_.at(static_cast<std::size_t>(turns));
    }
    /** The cookie holder after each turn played (nullopt while nobody has a hat). */
    std::vector<std::optional<int>> cookieHistory() const;
    Standings standings() const;

    /** Why these favorites (by seat) cannot end the game, or ok (R1, R5, R9). */
    Result<void> checkFavorites(const std::vector<Card>& favorites) const;
    /** The final napkin (R10–R18) once the game is over and favorites are known. */
    Result<Napkin> finish(const std::vector<Card>& favorites) const;

private:
    Game(GameSetup setup, TableState initial);
    /** R1/R5: may this card appear now at `place`? */
    Result<void> checkNewCard(Card card, const TableState& state, CardPlace place,
                              const std::vector<Card>& favorites = {}) const;
    static TableState apply(const TableState& before, const Turn& turn);
    CardPlace whereSeen(Card card, const TableState& state,
                        const std::vector<Card>& favorites) const;
    Error refuse(RefusalKind kind, int rule, int seat = -1) const;

    GameSetup setup_;
    std::vector<Turn> turns_;
    std::vector<Turn> undone_;
    std::vector<TableState> states_; // states_[n]: after n turns; size() == turns_.size() + 1
};

} // namespace hats
