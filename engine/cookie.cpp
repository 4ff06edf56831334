#include "engine/cookie.h"

#include "engine/text.h"

#include <algorithm>

namespace hats {

namespace {

std::string types(int count) {
    return std::to_string(count) + (count == 1 ? " type" : " types");
}

// The closing step: how the cookie ends up with `holder`, given who had it before.
std::string handOver(const std::vector<std::string>& names, int holder, CookieMemory before) {
    const std::string& name = names[static_cast<std::size_t>(holder)];
    if (!before.known) {
        return name + " holds the cookie";
    }
    if (!before.holder) {
        return name + " gets the cookie";
    }
    if (*before.holder == holder) {
        return name + " keeps the cookie";
    }
    return name + " takes the cookie from " + names[static_cast<std::size_t>(*before.holder)];
}

// R15: compares the tied players rank by rank until one is left or nothing separates them.
void compareValues(const std::vector<std::string>& names, CookieDecision& decision) {
    std::vector<int> remaining = decision.tied;
    for (int rank = 1; remaining.size() > 1; ++rank) {
        const auto index = static_cast<std::size_t>(rank - 1);
        CookieRank step;
        step.rank = rank;
        step.seats = remaining;
        std::optional<int> lowest;
        for (int seat : remaining) {
            const auto& values = decision.values[static_cast<std::size_t>(seat)];
            std::optional<int> value;
            if (index < values.size()) {
                value = values[index];
                lowest = lowest ? std::min(*lowest, *value) : *value;
            }
            step.values.push_back(value);
        }
        if (!lowest) {
            break; // everyone has run out at the same rank: identical lists (R16)
        }
        for (std::size_t i = 0; i < remaining.size(); ++i) {
            if (step.values[i] == lowest) {
                step.survivors.push_back(remaining[i]);
            }
        }

        std::string line = "rank " + std::to_string(rank) + ":";
        for (std::size_t i = 0; i < remaining.size(); ++i) {
            line += (i == 0 ? " " : ", ") + names[static_cast<std::size_t>(remaining[i])] + " " +
                    (step.values[i] ? std::to_string(*step.values[i]) : std::string("none left"));
        }
        remaining = step.survivors;
        const bool separated = step.survivors.size() < step.seats.size();
        decision.ranks.push_back(std::move(step));
        if (separated && remaining.size() == 1) {
            line += " — " + names[static_cast<std::size_t>(remaining.front())] +
                    " has the lowest card (R15)";
        }
        decision.steps.push_back(std::move(line));
    }
    if (remaining.size() > 1) {
        decision.fullyTied = remaining;
    } else {
        decision.holder = remaining.front();
    }
}

} // namespace

CookieDecision decideCookie(const std::vector<std::string>& names,
                            const std::vector<Collection>& collections, CookieMemory before) {
    CookieDecision decision;
    const int count = static_cast<int>(collections.size());
    int best = 0;
    for (const Collection& collection : collections) {
        decision.typeCounts.push_back(collection.typeCount());
        decision.values.push_back(collection.sortedValues());
        best = std::max(best, decision.typeCounts.back());
    }

    // The type counts, highest first: the first step of every explanation.
    std::vector<int> bySeat(static_cast<std::size_t>(count));
    for (int seat = 0; seat < count; ++seat) {
        bySeat[static_cast<std::size_t>(seat)] = seat;
    }
    std::stable_sort(bySeat.begin(), bySeat.end(), [&](int a, int b) {
        return decision.typeCounts[static_cast<std::size_t>(a)] >
               decision.typeCounts[static_cast<std::size_t>(b)];
    });
    std::string counts;
    for (int seat : bySeat) {
        counts += (counts.empty() ? "" : ", ") + names[static_cast<std::size_t>(seat)] + " " +
                  types(decision.typeCounts[static_cast<std::size_t>(seat)]);
    }
    decision.steps.push_back(counts);

    if (best == 0) {
        decision.how = CookieDecision::How::NobodyHasHats;
        decision.steps.emplace_back("nobody has a hat yet, so nobody holds the cookie (R14)");
        decision.reason = "nobody has a hat yet";
        return decision;
    }

    for (int seat = 0; seat < count; ++seat) {
        if (decision.typeCounts[static_cast<std::size_t>(seat)] == best) {
            decision.tied.push_back(seat);
        }
    }
    if (decision.tied.size() == 1) {
        const int holder = decision.tied.front();
        decision.how = CookieDecision::How::MostTypes;
        decision.holder = holder;
        decision.tied.clear();
        decision.steps.push_back(names[static_cast<std::size_t>(holder)] +
                                 " has the most types (R14)");
        decision.steps.push_back(handOver(names, holder, before));
        decision.reason =
            names[static_cast<std::size_t>(holder)] + ": " + types(best) + ", more than anyone";
        return decision;
    }

    decision.steps.push_back(joinSeats(names, decision.tied) + " tie on " + types(best) +
                             "; their face-up values are compared from the lowest up (R15)");
    compareValues(names, decision);

    if (decision.holder) {
        const int holder = *decision.holder;
        decision.how = CookieDecision::How::Tiebreak;
        decision.steps.push_back(handOver(names, holder, before));
        decision.reason = names[static_cast<std::size_t>(holder)] + ": tied on " + types(best) +
                          ", lowest card at rank " + std::to_string(decision.decidingRank());
        return decision;
    }

    const std::string tiedNames = joinSeats(names, decision.fullyTied);
    decision.steps.push_back(tiedNames + " show exactly the same values: a full tie (R16)");
    const bool holderIsTied =
        before.holder && std::find(decision.fullyTied.begin(), decision.fullyTied.end(),
                                   *before.holder) != decision.fullyTied.end();
    if (holderIsTied) {
        decision.how = CookieDecision::How::FullTieKept;
        decision.holder = before.holder;
        decision.steps.push_back(names[static_cast<std::size_t>(*before.holder)] +
                                 " keeps the cookie: in a full tie it stays where it is (R16)");
        decision.reason = names[static_cast<std::size_t>(*before.holder)] +
                          ": full tie, the cookie stays where it was";
        return decision;
    }
    decision.how = CookieDecision::How::FullTieUnknown;
    decision.steps.push_back("the cookie stays where it was, and the table must say who held it: " +
                             tiedNames + "? (R16)");
    decision.reason = "full tie between " + tiedNames + ": who held the cookie?";
    return decision;
}

} // namespace hats
