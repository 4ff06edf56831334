#include "engine/game.h"

#include <algorithm>

namespace hats {

Result<Game> Game::start(GameSetup setup, const std::vector<Card>& initialBoard) {
    auto board = Board::make(initialBoard, setup.slotCount());
    if (!board) {
        return board.error();
    }
    TableState initial{std::move(board).value(),
                       std::vector<Collection>(static_cast<std::size_t>(setup.playerCount())),
                       {},
                       {}};
    Game game(std::move(setup), std::move(initial));
    TableState& state = game.states_.front();
    for (int slot = 1; slot <= state.board.slotCount(); ++slot) {
        const Card card = state.board.at(slot);
        auto allowed =
            game.checkNewCard(card, state, [slot] { return "slot " + std::to_string(slot); });
        if (!allowed) {
            return allowed.error();
        }
        state.seen.add(card);
    }
    state.cookie = decideCookie(game.setup_.players(), state.collections, CookieMemory::nobody());
    return game;
}

Game::Game(GameSetup setup, TableState initial) : setup_(std::move(setup)) {
    states_.push_back(std::move(initial));
}

std::string Game::whereSeen(Card card, const TableState& state,
                            const std::vector<Card>& favorites) const {
    for (int slot = 1; slot <= state.board.slotCount(); ++slot) {
        if (state.board.at(slot) == card) {
            return "on the board in slot " + std::to_string(slot);
        }
    }
    for (int seat = 0; seat < setup_.playerCount(); ++seat) {
        const auto& faceUp = state.collections[static_cast<std::size_t>(seat)].faceUp;
        if (std::find(faceUp.begin(), faceUp.end(), card) != faceUp.end()) {
            return "in " + setup_.name(seat) + "'s collection";
        }
    }
    for (const Turn& turn : turns_) {
        if (const auto* hat = std::get_if<BlackHat>(&turn.action); hat && hat->card == card) {
            return "recorded as a black hat of " + setup_.name(turn.seat);
        }
    }
    for (std::size_t seat = 0; seat < favorites.size(); ++seat) {
        if (favorites[seat] == card) {
            return setup_.name(static_cast<int>(seat)) + "'s favorite";
        }
    }
    return "seen in this game";
}

Result<void> Game::checkNewCard(Card card, const TableState& state, const GameSetup::Words& what,
                                const std::vector<Card>& favorites) const {
    return setup_.checkCardMayAppear(card, state.seen, what,
                                     [&] { return whereSeen(card, state, favorites); });
}

Result<void> Game::check(const Turn& turn) const {
    const TableState& now = state();
    if (isOver()) {
        return Error{"the game is over: every player has played " +
                     std::to_string(kTurnsPerPlayer) + " cards (R9)"};
    }
    if (turn.seat < 0 || turn.seat >= setup_.playerCount()) {
        return Error{"there is no seat " + std::to_string(turn.seat + 1) + " in this game (R4)"};
    }
    const std::string& who = setup_.name(turn.seat);
    if (turn.seat != currentSeat()) {
        return Error{"it is " + setup_.name(currentSeat()) + "'s turn, not " + who + "'s (R4)"};
    }
    if (const auto* hat = std::get_if<BlackHat>(&turn.action)) {
        if (hat->card) {
            return checkNewCard(*hat->card, now, [&] { return who + "'s black hat"; });
        }
        return {};
    }
    const auto& exchange = std::get<Exchange>(turn.action);
    if (!now.board.hasSlot(exchange.slot)) {
        return Error{who + " cannot play into slot " + std::to_string(exchange.slot) + ": the " +
                     std::to_string(setup_.playerCount()) + "-player board has slots 1-" +
                     std::to_string(now.board.slotCount()) + " (R3)"};
    }
    auto fresh = checkNewCard(exchange.played, now,
                              [&] { return who + " plays " + exchange.played.toString(); });
    if (!fresh) {
        return fresh;
    }
    const Card taken = now.board.at(exchange.slot);
    if (exchange.played.type() != taken.type() && exchange.played.value() <= taken.value()) {
        return Error{who + " cannot exchange " + exchange.played.toString() + " for " +
                     taken.toString() + " in slot " + std::to_string(exchange.slot) +
                     ": neither the same type nor a higher number (R7)"};
    }
    return {};
}

TableState Game::apply(const TableState& before, const Turn& turn) const {
    TableState after = before;
    Collection& collection = after.collections[static_cast<std::size_t>(turn.seat)];
    if (const auto* exchange = std::get_if<Exchange>(&turn.action)) {
        collection.faceUp.push_back(after.board.replace(exchange->slot, exchange->played));
        after.seen.add(exchange->played);
    } else {
        const auto& hat = std::get<BlackHat>(turn.action);
        ++collection.blackHats;
        if (hat.card) {
            after.seen.add(*hat.card);
        }
    }
    // R16: recomputed after every turn, from who held it just before.
    after.cookie =
        decideCookie(setup_.players(), after.collections, CookieMemory{true, before.cookie.holder});
    return after;
}

Result<void> Game::play(const Turn& turn) {
    auto allowed = check(turn);
    if (!allowed) {
        return allowed;
    }
    states_.push_back(apply(states_.back(), turn));
    turns_.push_back(turn);
    undone_.clear();
    return {};
}

void Game::undo() {
    if (!canUndo()) {
        return;
    }
    undone_.push_back(turns_.back());
    turns_.pop_back();
    states_.pop_back();
}

void Game::redo() {
    if (!canRedo()) {
        return;
    }
    const Turn turn = undone_.back();
    undone_.pop_back();
    states_.push_back(apply(states_.back(), turn));
    turns_.push_back(turn);
}

std::vector<std::optional<int>> Game::cookieHistory() const {
    std::vector<std::optional<int>> history;
    for (std::size_t i = 1; i < states_.size(); ++i) {
        history.push_back(states_[i].cookie.holder);
    }
    return history;
}

Standings Game::standings() const {
    return liveStandings(setup_, state().board, state().collections, state().cookie.holder);
}

Result<void> Game::checkFavorites(const std::vector<Card>& favorites) const {
    if (static_cast<int>(favorites.size()) != setup_.playerCount()) {
        return Error{"every player keeps exactly one favorite hat (R9)"};
    }
    TableState now = state();
    std::vector<Card> earlier;
    for (int seat = 0; seat < setup_.playerCount(); ++seat) {
        const Card favorite = favorites[static_cast<std::size_t>(seat)];
        auto fresh = checkNewCard(
            favorite, now, [&] { return setup_.name(seat) + "'s favorite"; }, earlier);
        if (!fresh) {
            return fresh;
        }
        now.seen.add(favorite);
        earlier.push_back(favorite);
    }
    return {};
}

Result<Napkin> Game::finish(const std::vector<Card>& favorites) const {
    if (!isOver()) {
        return Error{"the game is not over: " + std::to_string(turnCount()) + " of " +
                     std::to_string(totalTurns()) + " turns played (R9)"};
    }
    auto ok = checkFavorites(favorites);
    if (!ok) {
        return ok.error();
    }
    return scoreNapkin(setup_, state().board, state().collections, favorites, state().cookie);
}

} // namespace hats
