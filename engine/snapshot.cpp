#include "engine/snapshot.h"

#include "engine/board.h"
#include "engine/text.h"

#include <algorithm>
#include <array>

namespace hats {

namespace {

std::string hats(int count) {
    return std::to_string(count) + (count == 1 ? " hat" : " hats");
}

} // namespace

Result<void> checkSnapshot(const Snapshot& snapshot) {
    const GameSetup& setup = snapshot.setup;
    const auto players = static_cast<std::size_t>(setup.playerCount());
    if (snapshot.collections.size() != players || snapshot.favorites.size() != players) {
        return Error{"every player needs a collection and a favorite hat (R9)"};
    }
    auto board = Board::make(snapshot.board, setup.slotCount());
    if (!board) {
        return Error{"board: " + board.error().message};
    }

    // Every visible card once (R1), only types in play (R5); remember where each was seen.
    SeenCards seen;
    std::array<std::string, kDeckSize> places;
    const auto admit = [&](Card card, const std::string& place) -> Result<void> {
        auto allowed = setup.checkCardMayAppear(
            card, seen, [&] { return place; },
            [&] { return places[static_cast<std::size_t>(card.index())]; });
        if (allowed) {
            seen.add(card);
            places[static_cast<std::size_t>(card.index())] = place;
        }
        return allowed;
    };
    for (int slot = 1; slot <= board->slotCount(); ++slot) {
        if (auto ok = admit(board->at(slot), "on the board in slot " + std::to_string(slot)); !ok) {
            return Error{"board: " + ok.error().message};
        }
    }
    for (std::size_t seat = 0; seat < players; ++seat) {
        const std::string& name = setup.name(static_cast<int>(seat));
        const Collection& collection = snapshot.collections[seat];
        if (collection.blackHats < 0) {
            return Error{name + ": a negative number of black hats"};
        }
        if (collection.hatCount() != kHatsPerCollection) {
            return Error{name + " has " + hats(collection.hatCount()) + " (" +
                         std::to_string(collection.faceUp.size()) + " face up + " +
                         std::to_string(collection.blackHats) +
                         " black); a finished collection holds exactly 8 (R9)"};
        }
        for (Card card : collection.faceUp) {
            if (auto ok = admit(card, "in " + name + "'s collection"); !ok) {
                return ok;
            }
        }
    }
    for (std::size_t seat = 0; seat < players; ++seat) {
        const std::string& name = setup.name(static_cast<int>(seat));
        if (auto ok = admit(snapshot.favorites[seat], name + "'s favorite"); !ok) {
            return ok;
        }
    }
    if (snapshot.cookieHolder &&
        (*snapshot.cookieHolder < 0 || *snapshot.cookieHolder >= setup.playerCount())) {
        return Error{"the cookie holder is not a player of this game (R16)"};
    }
    return {};
}

CookieDecision snapshotCookie(const Snapshot& snapshot) {
    const CookieMemory before = snapshot.cookieHolder ? CookieMemory::heldBy(*snapshot.cookieHolder)
                                                      : CookieMemory::unknown();
    return decideCookie(snapshot.setup.players(), snapshot.collections, before);
}

Result<Napkin> scoreSnapshot(const Snapshot& snapshot) {
    if (auto ok = checkSnapshot(snapshot); !ok) {
        return ok.error();
    }
    CookieDecision cookie = snapshotCookie(snapshot);
    if (cookie.how == CookieDecision::How::FullTieUnknown) {
        const std::string tied = joinSeats(snapshot.setup.players(), cookie.fullyTied);
        if (snapshot.cookieHolder) {
            return Error{"cookie: " + tied +
                         " are fully tied, and the cookie can only stay with one "
                         "of them, not with " +
                         snapshot.setup.name(*snapshot.cookieHolder) + " (R16)"};
        }
        return Error{"cookie: " + tied +
                     " are fully tied (same type count, same values); say who "
                     "held the cookie before the end (\"cookieHolder\") (R16)"};
    }
    auto board = Board::make(snapshot.board, snapshot.setup.slotCount());
    return scoreNapkin(snapshot.setup, *board, snapshot.collections, snapshot.favorites,
                       std::move(cookie));
}

} // namespace hats
