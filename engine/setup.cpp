#include "engine/setup.h"

#include "engine/board.h"
#include "engine/player_name.h"

#include <algorithm>

namespace hats {

Result<GameSetup> GameSetup::make(std::vector<std::string> players,
                                  std::vector<HatType> removedTypes,
                                  std::vector<std::string> teamNames) {
    const int count = static_cast<int>(players.size());
    if (count < kMinPlayers || count > kMaxPlayers) {
        return Error{"a game has 2 to 4 players, not " + std::to_string(count) + " (R4)"};
    }
    for (std::size_t i = 0; i < players.size(); ++i) {
        // Names are kept in NFC, so that "é" typed two ways is one person (formats.md).
        auto normal = normalName(players[i]);
        if (!normal) {
            return Error{"player " + std::to_string(i + 1) + ": " + normal.error().message};
        }
        players[i] = std::move(normal).value();
        if (std::find(players.begin(), players.begin() + static_cast<std::ptrdiff_t>(i),
                      players[i]) != players.begin() + static_cast<std::ptrdiff_t>(i)) {
            return Error{"player " + std::to_string(i + 1) + ": the name \"" + players[i] +
                         "\" is used twice; every seat needs its own name (R4)"};
        }
    }

    GameSetup setup;
    if (count == 2 && !removedTypes.empty()) {
        for (HatType type : removedTypes) {
            setup.typesInPlay_.erase(type);
        }
        if (removedTypes.size() != 2 || setup.typesInPlay_.size() != kTypesWithTwoPlayers) {
            return Error{"a 2-player game removes exactly two different types (R5)"};
        }
    } else if (count != 2 && !removedTypes.empty()) {
        return Error{"only a 2-player game removes types; with " + std::to_string(count) +
                     " players all seven are in play (R5)"};
    }

    if (count == 4) {
        if (teamNames.empty()) {
            teamNames = {players[0] + " & " + players[2], players[1] + " & " + players[3]};
        }
        if (teamNames.size() != 2 || teamNames[0].empty() || teamNames[1].empty() ||
            teamNames[0] == teamNames[1]) {
            return Error{"a 4-player game has two teams with two different names (R4)"};
        }
        setup.teamNames_ = std::move(teamNames);
    }
    setup.players_ = std::move(players);
    return setup;
}

std::optional<int> GameSetup::seatOf(std::string_view name) const {
    const auto normal = normalName(name);
    const auto it =
        std::find(players_.begin(), players_.end(), normal ? std::string_view(*normal) : name);
    if (it == players_.end()) {
        return std::nullopt;
    }
    return static_cast<int>(it - players_.begin());
}

int GameSetup::slotCount() const {
    return slotCountFor(playerCount());
}

std::vector<HatType> GameSetup::removedTypes() const {
    std::vector<HatType> removed;
    for (HatType type : kAllTypes) {
        if (!typesInPlay_.contains(type)) {
            removed.push_back(type);
        }
    }
    return removed;
}

namespace {

std::string typeList(TypeSet set) {
    std::string text;
    for (HatType type : kAllTypes) {
        if (set.contains(type)) {
            text += (text.empty() ? "" : ", ") + std::string(typeId(type));
        }
    }
    return text;
}

} // namespace

Result<void> GameSetup::checkCardMayAppear(Card card, const SeenCards& seen, const Words& what,
                                           const Words& whereSeen) const {
    if (!typesInPlay_.contains(card.type())) {
        return Error{what() + ": " + card.toString() + " cannot appear: " +
                     std::string(typeId(card.type())) + " is removed in this 2-player game (R5)"};
    }
    if (!seen.types.contains(card.type()) && seen.types.size() >= maxTypes()) {
        return Error{what() + ": " + card.toString() + " cannot appear: a 2-player game has only " +
                     std::to_string(kTypesWithTwoPlayers) + " types in play, and " +
                     typeList(seen.types) + " are already seen (R5)"};
    }
    if (seen.cards.contains(card)) {
        return Error{what() + ": " + card.toString() + " is already " + whereSeen() +
                     "; every card is unique (R1)"};
    }
    return {};
}

} // namespace hats
