#include "app/text/english.h"

#include <algorithm>

namespace hats::english {

namespace {

std::string count(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}
std::string types(int n) {
    return count(n, "type", "types");
}
std::string points(int n) {
    return count(n, "point", "points");
}
std::string blackHats(int n) {
    return count(n, "black hat", "black hats");
}

std::string rule(int id) {
    return " (R" + std::to_string(id) + ")";
}

std::string nameOf(const std::vector<std::string>& names, int seat) {
    if (seat >= 0 && seat < static_cast<int>(names.size())) {
        return names[static_cast<std::size_t>(seat)];
    }
    return "player " + std::to_string(seat + 1);
}

// The place a new card appears at, as the start of a refusal: "Cleo plays red 4".
std::string what(const Refusal& r) {
    const CardPlace& place = r.place;
    const std::string who = nameOf(r.names, place.seat);
    switch (place.kind) {
    case CardPlace::Kind::BoardSlot:
        return "slot " + std::to_string(place.slot);
    case CardPlace::Kind::Collection:
        return "in " + who + "'s collection";
    case CardPlace::Kind::BlackHat:
        return who + "'s black hat";
    case CardPlace::Kind::Played:
        return who + " plays " + card(r.cards.at(0));
    case CardPlace::Kind::Favorite:
        return who + "'s favorite";
    case CardPlace::Kind::Unknown:
        break;
    }
    return "a card";
}

// Where a card was already seen: "on the board in slot 3".
std::string where(const CardPlace& place, const std::vector<std::string>& names) {
    const std::string who = nameOf(names, place.seat);
    switch (place.kind) {
    case CardPlace::Kind::BoardSlot:
        return "on the board in slot " + std::to_string(place.slot);
    case CardPlace::Kind::Collection:
        return "in " + who + "'s collection";
    case CardPlace::Kind::BlackHat:
        return "recorded as a black hat of " + who;
    case CardPlace::Kind::Played:
        return "played by " + who;
    case CardPlace::Kind::Favorite:
        return who + "'s favorite";
    case CardPlace::Kind::Unknown:
        break;
    }
    return "seen in this game";
}

std::string typeList(const std::vector<HatType>& list) {
    std::string text;
    for (HatType type : list) {
        text += (text.empty() ? "" : ", ") + std::string(typeId(type));
    }
    return text;
}

std::string handOver(const CookieDecision& cookie, const std::vector<std::string>& names) {
    const std::string name = nameOf(names, cookie.holder.value_or(-1));
    switch (cookie.handover()) {
    case CookieDecision::Handover::Holds:
        return name + " holds the cookie";
    case CookieDecision::Handover::Gets:
        return name + " gets the cookie";
    case CookieDecision::Handover::Keeps:
        return name + " keeps the cookie";
    case CookieDecision::Handover::Takes:
        return name + " takes the cookie from " + nameOf(names, cookie.before.holder.value_or(-1));
    case CookieDecision::Handover::None:
        break;
    }
    return "nobody holds the cookie";
}

} // namespace

std::string joinNames(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) {
            text += i + 1 == names.size() ? " and " : ", ";
        }
        text += names[i];
    }
    return text;
}

std::string joinSeats(const std::vector<std::string>& names, const std::vector<int>& seats) {
    std::vector<std::string> picked;
    picked.reserve(seats.size());
    for (int seat : seats) {
        picked.push_back(nameOf(names, seat));
    }
    return joinNames(picked);
}

std::string card(Card card) {
    return std::string(typeId(card.type())) + " " + std::to_string(card.value());
}

std::string refusal(const Refusal& r) {
    const std::string who = nameOf(r.names, r.seat);
    std::string text;
    switch (r.kind) {
    case RefusalKind::PlayerCount:
        text = "a game has 2 to 4 players, not " + std::to_string(r.count);
        break;
    case RefusalKind::PlayerWithoutName:
        text = "player " + std::to_string(r.seat + 1) + " has no name";
        break;
    case RefusalKind::NameUsedTwice:
        text = "player " + std::to_string(r.seat + 1) + ": the name \"" + r.name +
               "\" is used twice; every seat needs its own name";
        break;
    case RefusalKind::RemovedTypesNotTwo:
        text = "a 2-player game removes exactly two different types";
        break;
    case RefusalKind::RemovedTypesNotAllowed:
        text = "only a 2-player game removes types; with " + std::to_string(r.count) +
               " players all seven are in play";
        break;
    case RefusalKind::TeamNames:
        text = "a 4-player game has two teams with two different names";
        break;
    case RefusalKind::TypeWithoutName:
        text = std::string(typeId(r.types.at(0))) + ": a type needs a name";
        break;
    case RefusalKind::TypeNameTaken:
        text = std::string(typeId(r.types.at(0))) + ": \"" + r.name + "\" already names " +
               std::string(typeId(r.types.at(1))) + "; each type needs its own name";
        break;
    case RefusalKind::ColourNotHex:
        text = std::string(typeId(r.types.at(0))) + ": \"" + r.name +
               "\" is not a colour of the form #rrggbb";
        break;
    case RefusalKind::BoardSize:
        text = "the board has " + std::to_string(r.count) + " cards, but this game uses " +
               std::to_string(r.limit) + " slots";
        break;
    case RefusalKind::TypeRemoved:
        text = what(r) + ": " + card(r.cards.at(0)) +
               " cannot appear: " + std::string(typeId(r.cards.at(0).type())) +
               " is removed in this 2-player game";
        break;
    case RefusalKind::TooManyTypes:
        text = what(r) + ": " + card(r.cards.at(0)) + " cannot appear: a 2-player game has only " +
               std::to_string(r.limit) + " types in play, and " + typeList(r.types) +
               " are already seen";
        break;
    case RefusalKind::CardTwice:
        text = what(r) + ": " + card(r.cards.at(0)) + " is already " + where(r.seenAt, r.names) +
               "; every card is unique";
        break;
    case RefusalKind::GameOver:
        text = "the game is over: every player has played " + std::to_string(r.limit) + " cards";
        break;
    case RefusalKind::NoSuchSeat:
        text = "there is no seat " + std::to_string(r.seat + 1) + " in this game";
        break;
    case RefusalKind::NotYourTurn:
        text = "it is " + nameOf(r.names, r.other) + "'s turn, not " + who + "'s";
        break;
    case RefusalKind::NoSuchSlot:
        text = who + " cannot play into slot " + std::to_string(r.slot) + ": the " +
               std::to_string(r.count) + "-player board has slots 1-" + std::to_string(r.limit);
        break;
    case RefusalKind::ExchangeNotAllowed:
        text = who + " cannot exchange " + card(r.cards.at(0)) + " for " + card(r.cards.at(1)) +
               " in slot " + std::to_string(r.slot) + ": neither the same type nor a higher number";
        break;
    case RefusalKind::FavoriteCount:
        text = "every player keeps exactly one favorite hat";
        break;
    case RefusalKind::GameNotOver:
        text = "the game is not over: " + std::to_string(r.count) + " of " +
               std::to_string(r.limit) + " turns played";
        break;
    case RefusalKind::CollectionsMissing:
        text = "every player needs a collection and a favorite hat";
        break;
    case RefusalKind::NegativeBlackHats:
        text = who + ": a negative number of black hats";
        break;
    case RefusalKind::CollectionSize:
        text = who + " has " + count(r.count, "hat", "hats") + " (" + std::to_string(r.faceUp) +
               " face up + " + std::to_string(r.blackHats) +
               " black); a finished collection holds exactly " + std::to_string(r.limit);
        break;
    case RefusalKind::CookieHolderUnknown:
        text = "the cookie holder is not a player of this game";
        break;
    case RefusalKind::FullTieNeedsHolder:
        text = joinSeats(r.names, r.seats) +
               " are fully tied (same type count, same values); say who held the cookie before "
               "the end (\"cookieHolder\")";
        break;
    case RefusalKind::FullTieHolderNotTied:
        text = joinSeats(r.names, r.seats) +
               " are fully tied, and the cookie can only stay with one of them, not with " +
               nameOf(r.names, r.other);
        break;
    }
    return text + rule(r.rule);
}

std::string describe(const Error& error) {
    if (!error.refusal) {
        return error.message;
    }
    const std::string words = refusal(*error.refusal);
    return error.message.empty() ? words : error.message + ": " + words;
}

std::vector<std::string> cookieSteps(const CookieDecision& cookie,
                                     const std::vector<std::string>& names) {
    std::vector<std::string> steps;
    // The type counts, highest first: the first step of every explanation.
    std::vector<int> bySeat;
    for (int seat = 0; seat < static_cast<int>(cookie.typeCounts.size()); ++seat) {
        bySeat.push_back(seat);
    }
    std::stable_sort(bySeat.begin(), bySeat.end(), [&](int a, int b) {
        return cookie.typeCounts[static_cast<std::size_t>(a)] >
               cookie.typeCounts[static_cast<std::size_t>(b)];
    });
    std::string counts;
    for (int seat : bySeat) {
        counts += (counts.empty() ? "" : ", ") + nameOf(names, seat) + " " +
                  types(cookie.typeCounts[static_cast<std::size_t>(seat)]);
    }
    steps.push_back(counts);

    using How = CookieDecision::How;
    if (cookie.how == How::NobodyHasHats) {
        steps.emplace_back("nobody has a hat yet, so nobody holds the cookie (R14)");
        return steps;
    }
    if (cookie.how == How::MostTypes) {
        steps.push_back(nameOf(names, *cookie.holder) + " has the most types (R14)");
        steps.push_back(handOver(cookie, names));
        return steps;
    }
    steps.push_back(joinSeats(names, cookie.tied) + " tie on " + types(cookie.topCount) +
                    "; their face-up values are compared from the lowest up (R15)");
    for (const CookieRank& rank : cookie.ranks) {
        std::string line = "rank " + std::to_string(rank.rank) + ":";
        bool first = true;
        for (const CookieRankEntry& entry : rank.entries) {
            line += (first ? " " : ", ") + nameOf(names, entry.seat) + " " +
                    (entry.card ? std::to_string(entry.card->value()) : std::string("none left"));
            first = false;
        }
        if (rank.separates() && rank.survivors.size() == 1) {
            line += " — " + nameOf(names, rank.survivors.front()) + " has the lowest card (R15)";
        }
        steps.push_back(std::move(line));
    }
    if (cookie.how == How::Tiebreak) {
        steps.push_back(handOver(cookie, names));
        return steps;
    }
    const std::string tiedNames = joinSeats(names, cookie.fullyTied);
    steps.push_back(tiedNames + " show exactly the same values: a full tie (R16)");
    if (cookie.how == How::FullTieKept) {
        steps.push_back(nameOf(names, *cookie.holder) +
                        " keeps the cookie: in a full tie it stays where it is (R16)");
    } else {
        steps.push_back("the cookie stays where it was, and the table must say who held it: " +
                        tiedNames + "? (R16)");
    }
    return steps;
}

std::string cookieReason(const CookieDecision& cookie, const std::vector<std::string>& names) {
    switch (cookie.how) {
    case CookieDecision::How::NobodyHasHats:
        return "nobody has a hat yet";
    case CookieDecision::How::MostTypes:
        return nameOf(names, *cookie.holder) + ": " + types(cookie.topCount) + ", more than anyone";
    case CookieDecision::How::Tiebreak:
        return nameOf(names, *cookie.holder) + ": tied on " + types(cookie.topCount) +
               ", lowest card at rank " + std::to_string(cookie.decidingRank());
    case CookieDecision::How::FullTieKept:
        return nameOf(names, *cookie.holder) + ": full tie, the cookie stays where it was";
    case CookieDecision::How::FullTieUnknown:
        return "full tie between " + joinSeats(names, cookie.fullyTied) + ": who held the cookie?";
    }
    return {};
}

std::string victory(const Victory& victory, const GameSetup& setup) {
    const auto sideName = [&](int side) {
        return victory.byTeam ? setup.teamName(side) : setup.name(side);
    };
    const auto sides = [&](const std::vector<int>& ids) {
        std::vector<std::string> list;
        for (int id : ids) {
            list.push_back(sideName(id));
        }
        return joinNames(list);
    };
    if (victory.decidedBy == DecidedBy::Points) {
        return sideName(victory.topSides.front()) +
               (victory.byTeam ? " win with " : " wins with ") + points(victory.points) + " (R18)";
    }
    std::string text = sides(victory.topSides) + " tie on " + points(victory.points);
    if (victory.decidedBy == DecidedBy::BlackHats) {
        return text + "; " + sideName(victory.blackHatSides.front()) +
               (victory.byTeam ? " win" : " wins") + " with the most black hats (" +
               blackHats(victory.blackHats) + ") (R18)";
    }
    if (victory.blackHatSides.size() > 1) {
        text +=
            "; " + sides(victory.blackHatSides) + " also tie on " + blackHats(victory.blackHats);
    }
    if (victory.decidedBy == DecidedBy::Cookie) {
        return text + "; " + sideName(*victory.cookieSide) + (victory.byTeam ? " win" : " wins") +
               " by holding the cookie (R18)";
    }
    return text + "; nobody of them holds the cookie: a shared victory (R18)";
}

} // namespace hats::english
