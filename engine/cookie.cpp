#include "engine/cookie.h"

#include <algorithm>

namespace hats {

namespace {

// R15: compares the tied players rank by rank until one is left or nothing separates them.
void compareValues(CookieDecision& decision) {
    std::vector<int> remaining = decision.tied;
    for (int rank = 1; remaining.size() > 1; ++rank) {
        const auto index = static_cast<std::size_t>(rank - 1);
        CookieRank step;
        step.rank = rank;
        std::optional<int> lowest;
        for (int seat : remaining) {
            const auto& cards = decision.counts[static_cast<std::size_t>(seat)].cards;
            CookieRankEntry entry{seat, std::nullopt, CookieRankEntry::Outcome::StaysIn};
            if (index < cards.size()) {
                entry.card = cards[index];
                lowest = lowest ? std::min(*lowest, entry.card->value()) : entry.card->value();
            }
            step.entries.push_back(entry);
        }
        if (!lowest) {
            break; // everyone has run out at the same rank: identical lists (R16)
        }
        for (CookieRankEntry& entry : step.entries) {
            if (!entry.card) {
                entry.outcome = CookieRankEntry::Outcome::NoCardLeft;
            } else if (entry.card->value() != *lowest) {
                entry.outcome = CookieRankEntry::Outcome::HigherCard;
            } else {
                step.survivors.push_back(entry.seat);
            }
        }
        remaining = step.survivors;
        decision.ranks.push_back(std::move(step));
    }
    if (remaining.size() > 1) {
        decision.fullyTied = remaining;
    } else {
        decision.holder = remaining.front();
    }
}

CookieCount countOf(const Collection& collection) {
    CookieCount count;
    TypeSet types;
    for (Card card : collection.faceUp) {
        types.insert(card.type());
    }
    count.faceUpTypes = types.size();
    count.blackHatBonus = collection.blackHats > 0;
    count.cards = collection.faceUp;
    std::stable_sort(count.cards.begin(), count.cards.end(), [](Card a, Card b) {
        return a.value() != b.value() ? a.value() < b.value() : a.type() < b.type();
    });
    return count;
}

} // namespace

CookieDecision::Handover CookieDecision::handover() const {
    if (!holder) {
        return Handover::None;
    }
    if (!before.known) {
        return Handover::Holds;
    }
    if (!before.holder) {
        return Handover::Gets;
    }
    return *before.holder == *holder ? Handover::Keeps : Handover::Takes;
}

CookieDecision decideCookie(const std::vector<Collection>& collections, CookieMemory before) {
    CookieDecision decision;
    decision.before = before;
    for (const Collection& collection : collections) {
        decision.counts.push_back(countOf(collection));
        decision.typeCounts.push_back(decision.counts.back().typeCount());
        decision.values.push_back(collection.sortedValues());
        decision.topCount = std::max(decision.topCount, decision.typeCounts.back());
    }
    if (decision.topCount == 0) {
        decision.how = CookieDecision::How::NobodyHasHats;
        return decision;
    }

    for (int seat = 0; seat < static_cast<int>(collections.size()); ++seat) {
        if (decision.typeCounts[static_cast<std::size_t>(seat)] == decision.topCount) {
            decision.tied.push_back(seat);
        }
    }
    if (decision.tied.size() == 1) {
        decision.how = CookieDecision::How::MostTypes;
        decision.holder = decision.tied.front();
        decision.tied.clear();
        return decision;
    }

    compareValues(decision);
    if (decision.holder) {
        decision.how = CookieDecision::How::Tiebreak;
        return decision;
    }
    const bool holderIsTied =
        before.holder && std::find(decision.fullyTied.begin(), decision.fullyTied.end(),
                                   *before.holder) != decision.fullyTied.end();
    if (holderIsTied) {
        decision.how = CookieDecision::How::FullTieKept;
        decision.holder = before.holder;
        return decision;
    }
    decision.how = CookieDecision::How::FullTieUnknown;
    return decision;
}

} // namespace hats
