#pragma once

#include "engine/card.h"
#include "engine/result.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hats {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kTurnsPerPlayer = 8;      // R9
inline constexpr int kHatsPerCollection = 8;   // R9
inline constexpr int kTypesWithTwoPlayers = 5; // R5

/** Every card and type seen so far in one game (R1, R5). */
struct SeenCards {
    CardSet cards;
    TypeSet types;
    void add(Card card) {
        cards.insert(card);
        types.insert(card.type());
    }
};

/**
 * Who plays and with what (R4, R5): 2–4 distinct names in seat order (seat 0 starts), the
 * types in play, and for 4 players two teams of partners sitting opposite (seats 0+2, 1+3).
 * In a 2-player game the two removed types may be unknown (a file that does not say): then
 * any five types may appear, but never a sixth.
 */
class GameSetup {
public:
    /**
     * removedTypes: for 2 players, the two removed types, or empty when unknown.
     * teamNames: for 4 players, the names of team 0 (seats 1+3) and team 1 (seats 2+4);
     * empty gives "Ann & Cleo"-style names. Ignored for 2 and 3 players.
     */
    static Result<GameSetup> make(std::vector<std::string> players,
                                  const std::vector<HatType>& removedTypes = {},
                                  std::vector<std::string> teamNames = {});

    int playerCount() const { return static_cast<int>(players_.size()); }
    const std::vector<std::string>& players() const { return players_; }
    const std::string& name(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
    std::optional<int> seatOf(std::string_view name) const;

    int slotCount() const;
    /** The types that may appear (all seven, or five with 2 players when known). */
    TypeSet typesInPlay() const { return typesInPlay_; }
    /** How many distinct types at most may appear in this game (R5). */
    int maxTypes() const { return playerCount() == 2 ? kTypesWithTwoPlayers : kTypeCount; }
    /** The removed types of a 2-player game, empty if unknown or not a 2-player game. */
    std::vector<HatType> removedTypes() const;

    /**
     * R1 and R5: may this card appear now at `place`, given what has been seen? `whereSeen`
     * says where a duplicate was seen; it is only called when the card is refused.
     */
    using WhereSeen = std::function<CardPlace()>;
    Result<void> checkCardMayAppear(Card card, const SeenCards& seen, CardPlace place,
                                    const WhereSeen& whereSeen) const;
    /** A refusal of `kind` under rule `rule`, with this game's names filled in. */
    Refusal refusal(RefusalKind kind, int rule) const;

    bool hasTeams() const { return playerCount() == 4; }
    /** 0 or 1; seats 0+2 are team 0, seats 1+3 team 1 (R4). Only with teams. */
    static int teamOf(int seat) { return seat % 2; }
    const std::string& teamName(int team) const {
        return teamNames_.at(static_cast<std::size_t>(team));
    }
    /** The two seats of a team. */
    static std::array<int, 2> teamMembers(int team) { return {team, team + 2}; }

private:
    std::vector<std::string> players_;
    std::vector<std::string> teamNames_;
    TypeSet typesInPlay_ = TypeSet::all();
};

} // namespace hats
