#pragma once

#include "engine/card.h"
#include "engine/result.h"
#include "engine/turn.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hats::db {

/** What a tracked game adds to its players and setup: everything needed to replay it. */
struct Moves {
    std::vector<Card> board; // the initial board, slot 1 first
    std::vector<Turn> turns;
    std::vector<std::optional<Card>> favorites; // by seat; empty or partly chosen in progress
    friend bool operator==(const Moves&, const Moves&) = default;
};

/**
 * A tracked game's moves in a few bytes (about 75 for a 4-player game instead of a 3 KB
 * JSON document): a version byte, then the board, the turns and the favorites, one byte per
 * card (type × 6 + value − 1, 0xFF for none) and two per turn (seat, black hat or slot;
 * the card). The engine's values are trusted: they were checked when played.
 */
std::string encodeMoves(const Moves& moves);
/** The moves back, or why these bytes are not an encoding this version reads. */
Result<Moves> decodeMoves(std::string_view bytes);

} // namespace hats::db
