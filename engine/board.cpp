#include "engine/board.h"

#include <algorithm>

namespace hats {

Result<Board> Board::make(std::vector<Card> cards, int slotCount) {
    if (static_cast<int>(cards.size()) != slotCount) {
        Refusal refusal{RefusalKind::BoardSize, 3};
        refusal.count = static_cast<int>(cards.size());
        refusal.limit = slotCount;
        return Error::rule(std::move(refusal));
    }
    CardSet seen;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (seen.contains(cards[i])) {
            Refusal refusal{RefusalKind::CardTwice, 1};
            refusal.cards = {cards[i]};
            refusal.place = CardPlace::boardSlot(static_cast<int>(i) + 1);
            const auto earlier = std::find(cards.begin(), cards.end(), cards[i]);
            refusal.seenAt = CardPlace::boardSlot(static_cast<int>(earlier - cards.begin()) + 1);
            return Error::rule(std::move(refusal));
        }
        seen.insert(cards[i]);
    }
    return Board(std::move(cards));
}

Card Board::replace(int slot, Card card) {
    Card& place = cards_.at(static_cast<std::size_t>(slot - 1));
    const Card taken = place;
    place = card;
    return taken;
}

int Board::faceUpSlotFor(HatType type) const {
    for (int slot = 1; slot <= slotCount(); ++slot) {
        if (at(slot).type() == type) {
            return slot;
        }
    }
    return 0;
}

} // namespace hats
