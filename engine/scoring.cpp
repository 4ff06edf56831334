#include "engine/scoring.h"

#include "engine/text.h"

#include <algorithm>

namespace hats {

CollectionScore scoreCollection(const Board& board, const Collection& collection) {
    CollectionScore score;
    for (Card card : collection.faceUp) {
        const int points = board.pointsFor(card.type());
        score.cards.push_back({card, points});
        score.total += points;
    }
    score.blackHats = collection.blackHats;
    score.total += collection.blackHats * kBlackHatPoints;
    return score;
}

FavoriteScore scoreFavorite(const Collection& collection, Card favorite) {
    FavoriteScore score{favorite, {}, -favorite.value()};
    for (Card card : collection.faceUp) {
        if (card.type() == favorite.type()) {
            score.matches.push_back(card);
            score.total += card.value();
        }
    }
    return score;
}

Standings liveStandings(const GameSetup& setup, const Board& board,
                        const std::vector<Collection>& collections,
                        std::optional<int> cookieHolder) {
    Standings standings;
    for (int seat = 0; seat < static_cast<int>(collections.size()); ++seat) {
        const Collection& collection = collections[static_cast<std::size_t>(seat)];
        Standing standing;
        standing.collection = scoreCollection(board, collection).total;
        standing.cookie = cookieHolder == seat ? kCookiePoints : 0;
        standing.total = standing.collection + standing.cookie;
        standing.blackHats = collection.blackHats;
        standings.players.push_back(standing);
    }
    if (setup.hasTeams()) {
        for (int team = 0; team < 2; ++team) {
            TeamStanding standing{team, 0};
            for (int seat : GameSetup::teamMembers(team)) {
                standing.total += standings.players[static_cast<std::size_t>(seat)].total;
            }
            standings.teams.push_back(standing);
        }
    }
    return standings;
}

std::string_view decidedByName(DecidedBy how) {
    switch (how) {
    case DecidedBy::Points:
        return "points";
    case DecidedBy::BlackHats:
        return "blackHats";
    case DecidedBy::Cookie:
        return "cookie";
    case DecidedBy::Shared:
        return "shared";
    }
    return "points";
}

namespace {

// A side competing for the win: a player, or a team with 4 players (R18).
struct Side {
    std::vector<int> seats;
    std::string name;
    int total = 0;
    int blackHats = 0;
    bool cookie = false;
};

std::string points(int value) {
    return std::to_string(value) + (value == 1 ? " point" : " points");
}
std::string blackHats(int value) {
    return std::to_string(value) + (value == 1 ? " black hat" : " black hats");
}

std::string joinSides(const std::vector<Side>& sides) {
    std::vector<std::string> names;
    for (const Side& side : sides) {
        names.push_back(side.name);
    }
    return joinNames(names);
}

// Keeps the sides with the highest key; returns whether that left fewer.
template <typename Key> bool keepBest(std::vector<Side>& sides, Key key) {
    const auto best = key(*std::max_element(
        sides.begin(), sides.end(), [&](const Side& a, const Side& b) { return key(a) < key(b); }));
    const auto before = sides.size();
    std::erase_if(sides, [&](const Side& side) { return key(side) != best; });
    return sides.size() < before;
}

// R18: highest total, then most black hats, then the cookie; otherwise a shared victory.
Victory decideVictory(std::vector<Side> sides) {
    Victory victory;
    std::string explanation;
    keepBest(sides, [](const Side& s) { return s.total; });
    const auto finish = [&](DecidedBy how, std::string text) {
        for (const Side& side : sides) {
            victory.winners.insert(victory.winners.end(), side.seats.begin(), side.seats.end());
        }
        std::sort(victory.winners.begin(), victory.winners.end());
        victory.decidedBy = how;
        victory.explanation = std::move(text);
        return victory;
    };
    if (sides.size() == 1) {
        return finish(DecidedBy::Points,
                      sides.front().name + " wins with " + points(sides.front().total) + " (R18)");
    }
    explanation = joinSides(sides) + " tie on " + points(sides.front().total);
    if (keepBest(sides, [](const Side& s) { return s.blackHats; }) && sides.size() == 1) {
        return finish(DecidedBy::BlackHats, explanation + "; " + sides.front().name +
                                                " wins with the most black hats (" +
                                                blackHats(sides.front().blackHats) + ") (R18)");
    }
    explanation += sides.size() > 1 ? "; " + joinSides(sides) + " also tie on " +
                                          blackHats(sides.front().blackHats)
                                    : "";
    const auto holder =
        std::find_if(sides.begin(), sides.end(), [](const Side& s) { return s.cookie; });
    if (holder != sides.end()) {
        Side winner = *holder;
        sides = {winner};
        return finish(DecidedBy::Cookie,
                      explanation + "; " + winner.name + " wins by holding the cookie (R18)");
    }
    return finish(DecidedBy::Shared,
                  explanation + "; nobody of them holds the cookie: a shared victory (R18)");
}

} // namespace

Napkin scoreNapkin(const GameSetup& setup, const Board& board,
                   const std::vector<Collection>& collections, const std::vector<Card>& favorites,
                   CookieDecision cookie) {
    Napkin napkin{board, {}, {}, std::move(cookie), {}};
    for (std::size_t seat = 0; seat < collections.size(); ++seat) {
        PlayerScore score{scoreCollection(board, collections[seat]),
                          scoreFavorite(collections[seat], favorites.at(seat))};
        score.cookie = napkin.cookie.holder == static_cast<int>(seat) ? kCookiePoints : 0;
        score.total = score.collection.total + score.favorite.total + score.cookie;
        score.blackHats = collections[seat].blackHats;
        napkin.players.push_back(std::move(score));
    }

    std::vector<Side> sides;
    if (setup.hasTeams()) {
        for (int team = 0; team < 2; ++team) {
            TeamScore teamScore{team, 0, 0, false};
            Side side{{}, setup.teamName(team), 0, 0, false};
            for (int seat : GameSetup::teamMembers(team)) {
                const PlayerScore& member = napkin.players[static_cast<std::size_t>(seat)];
                teamScore.total += member.total;
                teamScore.blackHats += member.blackHats;
                teamScore.cookie = teamScore.cookie || member.cookie > 0;
                side.seats.push_back(seat);
            }
            side.total = teamScore.total;
            side.blackHats = teamScore.blackHats;
            side.cookie = teamScore.cookie;
            napkin.teams.push_back(teamScore);
            sides.push_back(std::move(side));
        }
    } else {
        for (int seat = 0; seat < setup.playerCount(); ++seat) {
            const PlayerScore& player = napkin.players[static_cast<std::size_t>(seat)];
            sides.push_back(
                {{seat}, setup.name(seat), player.total, player.blackHats, player.cookie > 0});
        }
    }
    napkin.victory = decideVictory(std::move(sides));
    return napkin;
}

} // namespace hats
