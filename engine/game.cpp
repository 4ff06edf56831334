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
        auto allowed = game.checkNewCard(card, state, CardPlace::boardSlot(slot));
        if (!allowed) {
            return allowed.error();
        }
        state.seen.add(card);
    }
    state.cookie = decideCookie(state.collections, CookieMemory::nobody());
    return game;
}

Game::Game(GameSetup setup, TableState initial) : setup_(std::move(setup)) {
    states_.push_back(std::move(initial));
}

CardPlace Game::whereSeen(Card card, const TableState& state,
                          const std::vector<Card>& favorites) const {
    for (int slot = 1; slot <= state.board.slotCount(); ++slot) {
        if (state.board.at(slot) == card) {
            return CardPlace::boardSlot(slot);
        }
    }
    for (int seat = 0; seat < setup_.playerCount(); ++seat) {
        const auto& faceUp = state.collections[static_cast<std::size_t>(seat)].faceUp;
        if (std::find(faceUp.begin(), faceUp.end(), card) != faceUp.end()) {
            return CardPlace::inCollection(seat);
        }
    }
    for (const Turn& turn : turns_) {
        if (const auto* hat = std::get_if<BlackHat>(&turn.action); hat && hat->card == card) {
            return CardPlace::blackHatOf(turn.seat);
        }
    }
    for (std::size_t seat = 0; seat < favorites.size(); ++seat) {
        if (favorites[seat] == card) {
            return CardPlace::favoriteOf(static_cast<int>(seat));
        }
    }
    return {};
}

Result<void> Game::checkNewCard(Card card, const TableState& state, CardPlace place,
                                const std::vector<Card>& favorites) const {
    return setup_.checkCardMayAppear(card, state.seen, place,
                                     [&] { return whereSeen(card, state, favorites); });
}

Error Game::refuse(RefusalKind kind, int rule, int seat) const {
    Refusal refusal = setup_.refusal(kind, rule);
    refusal.seat = seat;
    return Error::rule(std::move(refusal));
}

Result<void> Game::check(const Turn& turn) const {
    const TableState& now = state();
    if (isOver()) {
        Error error = refuse(RefusalKind::GameOver, 9);
        error.refusal->limit = kTurnsPerPlayer;
        return error;
    }
    if (turn.seat < 0 || turn.seat >= setup_.playerCount()) {
        return refuse(RefusalKind::NoSuchSeat, 4, turn.seat);
    }
    if (turn.seat != currentSeat()) {
        Error error = refuse(RefusalKind::NotYourTurn, 4, turn.seat);
        error.refusal->other = currentSeat();
        return error;
    }
    if (const auto* hat = std::get_if<BlackHat>(&turn.action)) {
        if (hat->card) {
            return checkNewCard(*hat->card, now, CardPlace::blackHatOf(turn.seat));
        }
        return {};
    }
    const auto& exchange = std::get<Exchange>(turn.action);
    if (!now.board.hasSlot(exchange.slot)) {
        Error error = refuse(RefusalKind::NoSuchSlot, 3, turn.seat);
        error.refusal->slot = exchange.slot;
        error.refusal->count = setup_.playerCount();
        error.refusal->limit = now.board.slotCount();
        return error;
    }
    auto fresh = checkNewCard(exchange.played, now, CardPlace::playedBy(turn.seat));
    if (!fresh) {
        return fresh;
    }
    const Card taken = now.board.at(exchange.slot);
    if (exchange.played.type() != taken.type() && exchange.played.value() <= taken.value()) {
        Error error = refuse(RefusalKind::ExchangeNotAllowed, 7, turn.seat);
        error.refusal->cards = {exchange.played, taken};
        error.refusal->slot = exchange.slot;
        return error;
    }
    return {};
}

TableState Game::apply(const TableState& before, const Turn& turn) {
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
    after.cookie = decideCookie(after.collections, CookieMemory{true, before.cookie.holder});
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
        Error error = refuse(RefusalKind::FavoriteCount, 9);
        error.refusal->count = static_cast<int>(favorites.size());
        error.refusal->limit = setup_.playerCount();
        return error;
    }
    TableState now = state();
    std::vector<Card> earlier;
    for (int seat = 0; seat < setup_.playerCount(); ++seat) {
        const Card favorite = favorites[static_cast<std::size_t>(seat)];
        auto fresh = checkNewCard(favorite, now, CardPlace::favoriteOf(seat), earlier);
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
        Error error = refuse(RefusalKind::GameNotOver, 9);
        error.refusal->count = turnCount();
        error.refusal->limit = totalTurns();
        return error;
    }
    auto ok = checkFavorites(favorites);
    if (!ok) {
        return ok.error();
    }
    return scoreNapkin(setup_, state().board, state().collections, favorites, state().cookie);
}

} // namespace hats
