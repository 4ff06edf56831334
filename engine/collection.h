#pragma once

#include "engine/card.h"

#include <vector>

namespace hats {

/** What a player has collected (R7, R9): face-up hats in the order taken, and black hats. */
struct Collection {
    std::vector<Card> faceUp;
    int blackHats = 0;

    int hatCount() const { return static_cast<int>(faceUp.size()) + blackHats; }
    /** R14: distinct face-up types, plus one if there is at least one black hat. */
    int typeCount() const;
    /** R15: the face-up values in ascending order (black hats are never compared). */
    std::vector<int> sortedValues() const;

    friend bool operator==(const Collection&, const Collection&) = default;
};

} // namespace hats
