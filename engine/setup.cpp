#include "engine/setup.h"

#include "engine/board.h"
#include "engine/player_name.h"

#include <algorithm>

namespace hats {

Result<GameSetup> GameSetup::make(std::vector<std::string> players,
                                  const std::vector<HatType>& removedTypes,
                                  std::vector<std::string> teamNames) {
    const int count = static_cast<int>(players.size());
    const auto refuse = [&](RefusalKind kind, int rule) {
        Refusal refusal{kind, rule};
        refusal.count = count;
        refusal.names = players;
        return refusal;
    };
    if (count < kMinPlayers || count > kMaxPlayers) {
        return Error::rule(refuse(RefusalKind::PlayerCount, 4));
    }
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].empty()) {
            Refusal refusal = refuse(RefusalKind::PlayerWithoutName, 4);
            refusal.seat = static_cast<int>(i);
            return Error::rule(std::move(refusal));
        }
        // Names are kept in NFC, so that "é" typed two ways is one person (formats.md).
        auto normal = normalName(players[i]);
        if (!normal) {
            return normal.error().in("player " + std::to_string(i + 1));
        }
        players[i] = std::move(normal).value();
        if (std::find(players.begin(), players.begin() + static_cast<std::ptrdiff_t>(i),
                      players[i]) != players.begin() + static_cast<std::ptrdiff_t>(i)) {
            Refusal refusal = refuse(RefusalKind::NameUsedTwice, 4);
            refusal.seat = static_cast<int>(i);
            refusal.name = players[i];
            return Error::rule(std::move(refusal));
        }
    }

    GameSetup setup;
    if (count == 2 && !removedTypes.empty()) {
        for (HatType type : removedTypes) {
            setup.typesInPlay_.erase(type);
        }
        if (removedTypes.size() != 2 || setup.typesInPlay_.size() != kTypesWithTwoPlayers) {
            Refusal refusal = refuse(RefusalKind::RemovedTypesNotTwo, 5);
            refusal.types = removedTypes;
            return Error::rule(std::move(refusal));
        }
    } else if (count != 2 && !removedTypes.empty()) {
        Refusal refusal = refuse(RefusalKind::RemovedTypesNotAllowed, 5);
        refusal.types = removedTypes;
        return Error::rule(std::move(refusal));
    }

    if (count == 4) {
        if (teamNames.empty()) {
            teamNames = {players[0] + " & " + players[2], players[1] + " & " + players[3]};
        }
        if (teamNames.size() != 2 || teamNames[0].empty() || teamNames[1].empty() ||
            teamNames[0] == teamNames[1]) {
            return Error::rule(refuse(RefusalKind::TeamNames, 4));
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

Refusal GameSetup::refusal(RefusalKind kind, int rule) const {
    Refusal refusal{kind, rule};
    refusal.names = players_;
    return refusal;
}

Result<void> GameSetup::checkCardMayAppear(Card card, const SeenCards& seen, CardPlace place,
                                           const WhereSeen& whereSeen) const {
    const auto refuse = [&](RefusalKind kind, int rule) {
        Refusal refused = refusal(kind, rule);
        refused.cards = {card};
        refused.place = place;
        return refused;
    };
    if (!typesInPlay_.contains(card.type())) {
        return Error::rule(refuse(RefusalKind::TypeRemoved, 5));
    }
    if (!seen.types.contains(card.type()) && seen.types.size() >= maxTypes()) {
        Refusal refused = refuse(RefusalKind::TooManyTypes, 5);
        for (HatType type : kAllTypes) {
            if (seen.types.contains(type)) {
                refused.types.push_back(type);
            }
        }
        refused.limit = maxTypes();
        return Error::rule(std::move(refused));
    }
    if (seen.cards.contains(card)) {
        Refusal refused = refuse(RefusalKind::CardTwice, 1);
        refused.seenAt = whereSeen();
        return Error::rule(std::move(refused));
    }
    return {};
}

} // namespace hats
