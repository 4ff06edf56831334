#include "engine/snapshot.h"

#include "engine/board.h"

#include <algorithm>
#include <array>

namespace hats {

Result<void> checkSnapshot(const Snapshot& snapshot) {
    const GameSetup& setup = snapshot.setup;
    const auto players = static_cast<std::size_t>(setup.playerCount());
    if (snapshot.collections.size() != players || snapshot.favorites.size() != players) {
        return Error::rule(setup.refusal(RefusalKind::CollectionsMissing, 9));
    }
    auto board = Board::make(snapshot.board, setup.slotCount());
    if (!board) {
        Error error = board.error();
        if (error.refusal) {
            error.refusal->names = setup.players();
        }
        return error.in("board");
    }

    // Every visible card once (R1), only types in play (R5); remember where each was seen.
    SeenCards seen;
    std::array<CardPlace, kDeckSize> places;
    const auto admit = [&](Card card, CardPlace place) -> Result<void> {
        auto allowed = setup.checkCardMayAppear(
            card, seen, place, [&] { return places[static_cast<std::size_t>(card.index())]; });
        if (allowed) {
            seen.add(card);
            places[static_cast<std::size_t>(card.index())] = place;
        }
        return allowed;
    };
    for (int slot = 1; slot <= board->slotCount(); ++slot) {
        if (auto ok = admit(board->at(slot), CardPlace::boardSlot(slot)); !ok) {
            return ok.error().in("board");
        }
    }
    for (std::size_t seat = 0; seat < players; ++seat) {
        const int who = static_cast<int>(seat);
        const Collection& collection = snapshot.collections[seat];
        if (collection.blackHats < 0) {
            Refusal refusal = setup.refusal(RefusalKind::NegativeBlackHats, 9);
            refusal.seat = who;
            return Error::rule(std::move(refusal));
        }
        if (collection.hatCount() != kHatsPerCollection) {
            Refusal refusal = setup.refusal(RefusalKind::CollectionSize, 9);
            refusal.seat = who;
            refusal.count = collection.hatCount();
            refusal.faceUp = static_cast<int>(collection.faceUp.size());
            refusal.blackHats = collection.blackHats;
            refusal.limit = kHatsPerCollection;
            return Error::rule(std::move(refusal));
        }
        for (Card card : collection.faceUp) {
            if (auto ok = admit(card, CardPlace::inCollection(who)); !ok) {
                return ok;
            }
        }
    }
    for (std::size_t seat = 0; seat < players; ++seat) {
        if (auto ok =
                admit(snapshot.favorites[seat], CardPlace::favoriteOf(static_cast<int>(seat)));
            !ok) {
            return ok;
        }
    }
    if (snapshot.cookieHolder &&
        (*snapshot.cookieHolder < 0 || *snapshot.cookieHolder >= setup.playerCount())) {
        return Error::rule(setup.refusal(RefusalKind::CookieHolderUnknown, 16));
    }
    return {};
}

CookieDecision snapshotCookie(const Snapshot& snapshot) {
    const CookieMemory before = snapshot.cookieHolder ? CookieMemory::heldBy(*snapshot.cookieHolder)
                                                      : CookieMemory::unknown();
    return decideCookie(snapshot.collections, before);
}

Result<Napkin> scoreSnapshot(const Snapshot& snapshot) {
    if (auto ok = checkSnapshot(snapshot); !ok) {
        return ok.error();
    }
    CookieDecision cookie = snapshotCookie(snapshot);
    if (cookie.how == CookieDecision::How::FullTieUnknown) {
        Refusal refusal =
            snapshot.setup.refusal(snapshot.cookieHolder ? RefusalKind::FullTieHolderNotTied
                                                         : RefusalKind::FullTieNeedsHolder,
                                   16);
        refusal.seats = cookie.fullyTied;
        refusal.other = snapshot.cookieHolder.value_or(-1);
        return Error::rule(std::move(refusal)).in("cookie");
    }
    auto board = Board::make(snapshot.board, snapshot.setup.slotCount());
    return scoreNapkin(snapshot.setup, *board, snapshot.collections, snapshot.favorites,
                       std::move(cookie));
}

} // namespace hats
