#include "engine/board.h"

namespace hats {

Result<Board> Board::make(std::vector<Card> cards, int slotCount) {
    if (static_cast<int>(cards.size()) != slotCount) {
        return Error{"the board has " + std::to_string(cards.size()) +
                     " cards, but this game uses " + std::to_string(slotCount) + " slots (R3)"};
    }
    CardSet seen;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (seen.contains(cards[i])) {
            return Error{"slot " + std::to_string(i + 1) + ": " + cards[i].toString() +
                         " is already in an earlier slot; every card is unique (R1)"};
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
