#pragma once

#include "engine/collection.h"

#include <optional>
#include <string>
#include <vector>

namespace hats {

/** Who held the cookie before this decision, as far as anyone knows (R16). */
struct CookieMemory {
    bool known = true;         // false: a snapshot that does not say who held it
    std::optional<int> holder; // seat, or nobody

    static CookieMemory unknown() { return {false, std::nullopt}; }
    static CookieMemory nobody() { return {true, std::nullopt}; }
    static CookieMemory heldBy(int seat) { return {true, seat}; }
};

/** One rank of the R15 comparison: what each remaining tied player shows there. */
struct CookieRank {
    int rank = 0;                           // 1-based
    std::vector<int> seats;                 // the players still in, in seat order
    std::vector<std::optional<int>> values; // their value at this rank; nullopt: no card left
    std::vector<int> survivors;             // who is still in after this rank
};

/** How the cookie was decided, step by step, for the explanation and the dispute screen. */
struct CookieDecision {
    enum class How {
        NobodyHasHats,  // R14: nobody holds it
        MostTypes,      // R14: one player has the highest type count
        Tiebreak,       // R15: decided by comparing sorted values
        FullTieKept,    // R16: fully tied, the holder keeps it
        FullTieUnknown, // R16: fully tied and nobody can say who held it: the table must say
    };

    How how = How::NobodyHasHats;
    std::optional<int> holder;            // seat; empty for NobodyHasHats and FullTieUnknown
    std::vector<int> typeCounts;          // per seat (R14)
    std::vector<std::vector<int>> values; // per seat, sorted face-up values (R15)
    std::vector<int> tied;                // seats sharing the top type count, when more than one
    std::vector<CookieRank> ranks;        // the R15 comparison, rank by rank
    std::vector<int> fullyTied;           // seats left that R15 cannot separate (R16)
    std::vector<std::string> steps;       // the explanation, one step per line
    std::string reason; // one line for the table: "Cleo: 4 types, more than anyone"

    /** The rank that decided a tiebreak (the last one compared), or 0. */
    int decidingRank() const { return ranks.empty() ? 0 : ranks.back().rank; }
};

/**
 * Decides who holds the cookie (R14–R16) from the collections, given who held it before.
 * names are only used for the explanation.
 */
CookieDecision decideCookie(const std::vector<std::string>& names,
                            const std::vector<Collection>& collections, CookieMemory before);

} // namespace hats
