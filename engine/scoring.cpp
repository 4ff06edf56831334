#include "engine/scoring.h"

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

std::vector<int> Victory::winningSides() const {
    switch (decidedBy) {
    case DecidedBy::Points:
        return topSides;
    case DecidedBy::BlackHats:
    case DecidedBy::Shared:
        return blackHatSides.empty() ? topSides : blackHatSides;
    case DecidedBy::Cookie:
        return cookieSide ? std::vector<int>{*cookieSide} : std::vector<int>{};
    }
    return topSides;
}

namespace {

// A side competing for the win: a player, or a team with 4 players (R18).
struct Side {
    int id = 0; // seat, or team
    std::vector<int> seats;
    int total = 0;
    int blackHats = 0;
    bool cookie = false;
};

std::vector<int> idsOf(const std::vector<Side>& sides) {
    std::vector<int> ids;
    ids.reserve(sides.size());
    for (const Side& side : sides) {
        ids.push_back(side.id);
    }
    return ids;
}

// Keeps the sides with the highest key.
template <typename Key> void keepBest(std::vector<Side>& sides, Key key) {
    const auto best = key(*std::max_element(
        sides.begin(), sides.end(), [&](const Side& a, const Side& b) { return key(a) < key(b); }));
    std::erase_if(sides, [&](const Side& side) { return key(side) != best; });
}

// R18: highest total, then most black hats, then the cookie; otherwise a shared victory.
Victory decideVictory(std::vector<Side> sides, bool byTeam) {
    Victory victory;
    victory.byTeam = byTeam;
    keepBest(sides, [](const Side& s) { return s.total; });
    victory.topSides = idsOf(sides);
    victory.points = sides.front().total;
    const auto finish = [&](DecidedBy how) {
        for (const Side& side : sides) {
            victory.winners.insert(victory.winners.end(), side.seats.begin(), side.seats.end());
        }
        std::sort(victory.winners.begin(), victory.winners.end());
        victory.decidedBy = how;
        return victory;
    };
    if (sides.size() == 1) {
        return finish(DecidedBy::Points);
    }
    keepBest(sides, [](const Side& s) { return s.blackHats; });
    victory.blackHatSides = idsOf(sides);
    victory.blackHats = sides.front().blackHats;
    if (sides.size() == 1) {
        return finish(DecidedBy::BlackHats);
    }
    const auto holder =
        std::find_if(sides.begin(), sides.end(), [](const Side& s) { return s.cookie; });
    if (holder != sides.end()) {
        const Side winner = *holder;
        sides = {winner};
        victory.cookieSide = winner.id;
        return finish(DecidedBy::Cookie);
    }
    return finish(DecidedBy::Shared);
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
            Side side{team, {}, 0, 0, false};
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
            sides.push_back({seat, {seat}, player.total, player.blackHats, player.cookie > 0});
        }
    }
    napkin.victory = decideVictory(std::move(sides), setup.hasTeams());
    return napkin;
}

} // namespace hats
