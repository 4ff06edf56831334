#pragma once

#include "engine/card.h"
#include "engine/collection.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace hats {

/** Who held the cookie before this decision, as far as anyone knows (R16). */
struct CookieMemory {
    bool known = true;         // false: a snapshot that does not say who held it
    std::optional<int> holder; // seat, or nobody

    static CookieMemory unknown() { return {false, std::nullopt}; }
    static CookieMemory nobody() { return {true, std::nullopt}; }
    static CookieMemory heldBy(int seat) { return {true, seat}; }
    friend bool operator==(const CookieMemory&, const CookieMemory&) = default;
};

/** One player's R14 count: distinct face-up types, plus one when they have a black hat. */
struct CookieCount {
    int faceUpTypes = 0;
    bool blackHatBonus = false; // the +1 of R14 for any number of black hats
    std::vector<Card> cards;    // face-up collection cards, lowest value first (R15)

    int typeCount() const { return faceUpTypes + (blackHatBonus ? 1 : 0); }
    friend bool operator==(const CookieCount&, const CookieCount&) = default;
};

/** What one tied player shows at one rank of R15, and whether that keeps them in. */
struct CookieRankEntry {
    enum class Outcome : std::uint8_t {
        StaysIn,    // shows the lowest card of the rank
        HigherCard, // drops out: someone shows a lower card
        NoCardLeft, // drops out: no face-up card left at this rank while others have one
    };
    int seat = 0;
    std::optional<Card> card; // nullopt: no card left at this rank
    Outcome outcome = Outcome::StaysIn;
    friend bool operator==(const CookieRankEntry&, const CookieRankEntry&) = default;
};

/** One rank of the R15 comparison: what each remaining tied player shows there. */
struct CookieRank {
    int rank = 0;                         // 1-based
    std::vector<CookieRankEntry> entries; // the players still in, in seat order
    std::vector<int> survivors;           // who is still in after this rank

    bool separates() const { return survivors.size() < entries.size(); }
    friend bool operator==(const CookieRank&, const CookieRank&) = default;
};

/**
 * How the cookie was decided, step by step, as facts: the counts, the tie, each rank of the
 * comparison and who dropped out why, a full tie, and who held it before. The command line
 * and the app each put these into words.
 */
struct CookieDecision {
    enum class How : std::uint8_t {
        NobodyHasHats,  // R14: nobody holds it
        MostTypes,      // R14: one player has the highest type count
        Tiebreak,       // R15: decided by comparing sorted values
        FullTieKept,    // R16: fully tied, the holder keeps it
        FullTieUnknown, // R16: fully tied and nobody can say who held it: the table must say
    };
    /** How the cookie reached its holder from the one before. */
    enum class Handover : std::uint8_t {
        None,  // nobody holds it now
        Gets,  // nobody held it before
        Keeps, // the same player held it before
        Takes, // another player held it before (`before.holder`)
        Holds, // nobody knows who held it before (a snapshot)
    };

    How how = How::NobodyHasHats;
    std::optional<int> holder;            // seat; empty for NobodyHasHats and FullTieUnknown
    CookieMemory before;                  // who held it just before
    std::vector<CookieCount> counts;      // per seat (R14, R15)
    std::vector<int> typeCounts;          // per seat (R14)
    std::vector<std::vector<int>> values; // per seat, sorted face-up values (R15)
    int topCount = 0;                     // the highest type count
    std::vector<int> tied;                // seats sharing the top type count, when more than one
    std::vector<CookieRank> ranks;        // the R15 comparison, rank by rank
    std::vector<int> fullyTied;           // seats left that R15 cannot separate (R16)

    /** The rank that decided a tiebreak (the last one compared), or 0. */
    int decidingRank() const { return ranks.empty() ? 0 : ranks.back().rank; }
    Handover handover() const;
    friend bool operator==(const CookieDecision&, const CookieDecision&) = default;
};

/** Decides who holds the cookie (R14–R16) from the collections, given who held it before. */
CookieDecision decideCookie(const std::vector<Collection>& collections, CookieMemory before);

} // namespace hats
