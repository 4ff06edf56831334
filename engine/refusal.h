#pragma once

#include "engine/card.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hats {

/** Where a card is, or was seen, in a game: what a refusal points at (R1, R5). */
struct CardPlace {
    enum class Kind : std::uint8_t {
        Unknown,    // seen in this game, nobody can say where
        BoardSlot,  // slot `slot` of the tea table
        Collection, // face up in `seat`'s collection
        BlackHat,   // recorded as one of `seat`'s black hats
        Played,     // the card `seat` plays in this turn
        Favorite,   // `seat`'s favorite hat
    };
    Kind kind = Kind::Unknown;
    int seat = -1;
    int slot = 0;

    static CardPlace boardSlot(int slot) { return {Kind::BoardSlot, -1, slot}; }
    static CardPlace inCollection(int seat) { return {Kind::Collection, seat, 0}; }
    static CardPlace blackHatOf(int seat) { return {Kind::BlackHat, seat, 0}; }
    static CardPlace playedBy(int seat) { return {Kind::Played, seat, 0}; }
    static CardPlace favoriteOf(int seat) { return {Kind::Favorite, seat, 0}; }
    friend bool operator==(const CardPlace&, const CardPlace&) = default;
};

/** What the rules refused; each kind names the arguments of Refusal it fills. */
enum class RefusalKind : std::uint8_t {
    // Setup (R4, R5)
    PlayerCount,            // count: players given (R4)
    PlayerWithoutName,      // seat (R4)
    NameUsedTwice,          // seat, name (R4)
    RemovedTypesNotTwo,     // a 2-player game removes exactly two different types (R5)
    RemovedTypesNotAllowed, // count: players; only 2 players remove types (R5)
    TeamNames,              // two teams with two different names (R4)
    // The deck's names and colours (R2)
    TypeWithoutName, // types: {the type}
    TypeNameTaken,   // types: {the type, the type that has the name}, name
    ColourNotHex,    // types: {the type}, name: the colour given
    // The tea table (R3)
    BoardSize, // count: cards given, limit: slots of this game (R3)
    // Any card that appears (R1, R5)
    TypeRemoved,  // cards[0], place (R5)
    TooManyTypes, // cards[0], place, types: those already seen, limit: types in play (R5)
    CardTwice,    // cards[0], place, seenAt (R1)
    // Turns (R4, R7, R9)
    GameOver,           // limit: turns per player (R9)
    NoSuchSeat,         // seat (R4)
    NotYourTurn,        // seat: who tried, other: whose turn it is (R4)
    NoSuchSlot,         // seat, slot, count: players, limit: slots (R3)
    ExchangeNotAllowed, // seat, cards: {played, taken}, slot (R7)
    // The end (R9, R16)
    FavoriteCount,        // count: favorites given, limit: players (R9)
    GameNotOver,          // count: turns played, limit: turns in the game (R9)
    CollectionsMissing,   // every player needs a collection and a favorite (R9)
    NegativeBlackHats,    // seat (R9)
    CollectionSize,       // seat, count: hats, faceUp, blackHats, limit: 8 (R9)
    CookieHolderUnknown,  // the cookie holder is not a player of this game (R16)
    FullTieNeedsHolder,   // seats: fully tied (R16)
    FullTieHolderNotTied, // seats: fully tied, other: the holder the file names (R16)
};

/**
 * Why the rules refused a setup, a turn, a favorite or a final state, as data: a kind, the
 * rules.md id and its arguments (seats, cards, slots, numbers). Words are made at the edge:
 * the command line's formatter in English, the app through tr().
 */
struct Refusal {
    RefusalKind kind = RefusalKind::PlayerCount;
    int rule = 0; // 1..18: R1…R18
    int seat = -1;
    int other = -1;
    int slot = 0;
    int count = 0;
    int limit = 0;
    int faceUp = 0;
    int blackHats = 0;
    std::vector<Card> cards;
    std::vector<int> seats;
    std::vector<HatType> types;
    CardPlace place;
    CardPlace seenAt;
    std::string name;               // NameUsedTwice: the name given twice
    std::vector<std::string> names; // the players by seat, so the words can name them

    friend bool operator==(const Refusal&, const Refusal&) = default;
};

} // namespace hats
