#pragma once

#include "engine/card.h"
#include "engine/result.h"

#include <vector>

namespace hats {

/** The tea table (R3): slots 1..N (N = 5 or 6), slot k worth k, each holding one card. */
class Board {
public:
    /** Refuses a board whose size is not slotCount (R3) or that shows a card twice (R1). */
    static Result<Board> make(std::vector<Card> cards, int slotCount);

    int slotCount() const { return static_cast<int>(cards_.size()); }
    bool hasSlot(int slot) const { return slot >= 1 && slot <= slotCount(); }
    /** The card in slot 1..slotCount(). */
    Card at(int slot) const { return cards_.at(static_cast<std::size_t>(slot - 1)); }
    const std::vector<Card>& cards() const { return cards_; }

    /** Puts card into slot and returns the card that was there (the exchange of R7). */
    Card replace(int slot, Card card);

    /** R10: the slot whose card stays face up for this type (the lowest one), or 0 if none. */
    int faceUpSlotFor(HatType type) const;
    /** R10: does the card in this slot stay face up after the clean-up? */
    bool staysFaceUp(int slot) const { return faceUpSlotFor(at(slot).type()) == slot; }
    /** R11: what one face-up collection card of this type scores: its face-up slot, or 0. */
    int pointsFor(HatType type) const { return faceUpSlotFor(type); }

private:
    explicit Board(std::vector<Card> cards) : cards_(std::move(cards)) {}
    std::vector<Card> cards_;
};

/** R3: the number of board slots for this many players. */
inline int slotCountFor(int playerCount) {
    return playerCount == 2 ? 5 : 6;
}

} // namespace hats
