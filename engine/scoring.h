#pragma once

#include "engine/board.h"
#include "engine/collection.h"
#include "engine/cookie.h"
#include "engine/setup.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hats {

inline constexpr int kCookiePoints = 5;   // R13
inline constexpr int kBlackHatPoints = 1; // R11

/** One face-up collection card and what it scores (R11): the slot of its type's face-up card. */
struct CardPoints {
    Card card;
    int points = 0; // == the board slot that scores it, 0 when none
};

/** A player's hat collection points (R11), card by card. */
struct CollectionScore {
    std::vector<CardPoints> cards;
    int blackHats = 0;
    int total = 0;
};
CollectionScore scoreCollection(const Board& board, const Collection& collection);

/** A player's favorite hat points (R12): the matching face-up values minus the favorite's. */
struct FavoriteScore {
    Card favorite;
    std::vector<Card> matches; // face-up collection cards of the favorite's type
    int total = 0;
};
FavoriteScore scoreFavorite(const Collection& collection, Card favorite);

/** What a player or team would score from public information if the game ended now. */
struct Standing {
    int collection = 0;
    int cookie = 0;
    int total = 0;
    int blackHats = 0;
};
struct TeamStanding {
    int team = 0;
    int total = 0;
};
struct Standings {
    std::vector<Standing> players;   // by seat
    std::vector<TeamStanding> teams; // 4 players only
};
Standings liveStandings(const GameSetup& setup, const Board& board,
                        const std::vector<Collection>& collections,
                        std::optional<int> cookieHolder);

/** The napkin line of one player (R17). */
struct PlayerScore {
    CollectionScore collection;
    FavoriteScore favorite;
    int cookie = 0;
    int total = 0;
    int blackHats = 0;
};
struct TeamScore {
    int team = 0;
    int total = 0;
    int blackHats = 0;
    bool cookie = false;
};

/** How R18 picked the winner. */
enum class DecidedBy : std::uint8_t { Points, BlackHats, Cookie, Shared };
std::string_view decidedByName(DecidedBy how); // "points", "blackHats", "cookie", "shared"

/**
 * Who won and what decided it (R18), as facts. Sides are seats, or teams (0, 1) when
 * `byTeam`: the highest total first, then among those the most black hats, then the cookie.
 */
struct Victory {
    std::vector<int> winners; // seats, in seat order (both partners of a winning team)
    DecidedBy decidedBy = DecidedBy::Points;
    bool byTeam = false;
    std::vector<int> topSides;      // the sides sharing the highest total
    int points = 0;                 // that total
    std::vector<int> blackHatSides; // with a tie on points: those of them with the most black hats
    int blackHats = 0;              // their black hats
    std::optional<int> cookieSide;  // DecidedBy::Cookie: the side holding the cookie
    /** The winning sides (seats, or teams when byTeam). */
    std::vector<int> winningSides() const;
    friend bool operator==(const Victory&, const Victory&) = default;
};

/** The final napkin: board clean-up, each player's categories, teams, winner (R10–R18). */
struct Napkin {
    Board board;
    std::vector<PlayerScore> players; // by seat
    std::vector<TeamScore> teams;     // 4 players only
    CookieDecision cookie;
    Victory victory;
};

/**
 * Scores a finished game. The cookie decision must have a holder or nobody (never
 * FullTieUnknown); favorites are by seat.
 */
Napkin scoreNapkin(const GameSetup& setup, const Board& board,
                   const std::vector<Collection>& collections, const std::vector<Card>& favorites,
                   CookieDecision cookie);

} // namespace hats
