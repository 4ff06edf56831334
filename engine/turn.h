#pragma once

#include "engine/card.h"

#include <optional>
#include <variant>

namespace hats {

/** R7 exchange: play a hand card onto a slot and take the card that was there. */
struct Exchange {
    int slot = 0;
    Card played;
    friend bool operator==(const Exchange&, const Exchange&) = default;
};

/** R7 black hat: a hand card goes face down into the collection; it may be recorded. */
struct BlackHat {
    std::optional<Card> card; // the hidden card, when the table records it (never scored)
    friend bool operator==(const BlackHat&, const BlackHat&) = default;
};

/** One turn: who played (seat) and what they did. */
struct Turn {
    int seat = 0;
    std::variant<Exchange, BlackHat> action;

    bool isExchange() const { return std::holds_alternative<Exchange>(action); }
    friend bool operator==(const Turn&, const Turn&) = default;
};

} // namespace hats
