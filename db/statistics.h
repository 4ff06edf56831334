#pragma once

#include "db/database.h"
#include "db/game_store.h"

#include <string>
#include <vector>

namespace hats::db {

/** A player's figures over finished games; wins alone or with one's team, shared apart (R18). */
struct PlayerStats {
    std::string name;
    int games = 0;
    int wins = 0;
    int sharedWins = 0;
    double winRate = 0;
    double averageTotal = 0;
    int bestTotal = 0;
    int worstTotal = 0;
    double averageCollection = 0;
    double averageFavorite = 0;
    double averageCookie = 0;
    int cookieGames = 0; // games that ended with the cookie in this player's hands
    double cookieRate = 0;
    double averageBlackHats = 0;

    /** Wins counting shared ones (R18): what the leaderboard ranks by. */
    int allWins() const { return wins + sharedWins; }
    /** The share of games won, shared victories included: the app and `hats history` say this. */
    double winShare() const { return games > 0 ? static_cast<double>(allWins()) / games : 0; }
};

/** One player's figures for one table size. */
struct PlayerCountStats {
    int playerCount = 0;
    int games = 0;
    int wins = 0;
    int sharedWins = 0;
    double averageTotal = 0;
};

/** Two players over the finished games they both played. */
struct HeadToHead {
    std::string first;
    std::string second;
    int games = 0;
    int firstAhead = 0; // games where first scored more than second
    int secondAhead = 0;
    int level = 0;
    double firstAverage = 0;
    double secondAverage = 0;
};

struct TrendPoint {
    std::string when;
    std::string game;
    int total = 0;
};

/** One player's results by table size and in time order, read together (one pass). */
struct PlayerResults {
    std::vector<PlayerCountStats> byPlayerCount; // smallest table first
    std::vector<TrendPoint> trend;               // by date, then in the order games were stored
};

/** "Highest total: Ann, 41 points, 2026-11-20 (game 1f3a…)". */
struct Record {
    std::string what;
    std::string name;
    int value = 0;
    std::string when;
    std::string game;
};

/**
 * Statistics of a history, each one SQL query over the finished games (in progress and
 * abandoned games never count). Filters: date range, table size, one player.
 */
class Statistics {
public:
    explicit Statistics(Database& db) : db_(db) {}

    /** Every player (or filter.player only), leaderboard order: wins, win rate, average. */
    /**
     * Leaderboard order: wins with shared ones (R18), then solo wins, then the share of games
     * won, then the average total.
     */
    Result<std::vector<PlayerStats>> players(const GameFilter& filter);
    /**
     * A player's figures by table size and their totals in time order, from one read of their
     * seats (the statistics index alone): what the player page and `hats history stats
     * --player` show. With gameIds false, TrendPoint::game stays empty (the app's chart
     * needs no ids, and finding them is most of the read's time).
     */
    Result<PlayerResults> playerResults(const std::string& player, const GameFilter& filter,
                                        bool gameIds = true);
    /** playerResults' figures by table size alone. */
    Result<std::vector<PlayerCountStats>> byPlayerCount(const std::string& player,
                                                        const GameFilter& filter);
    Result<HeadToHead> headToHead(const std::string& first, const std::string& second,
                                  const GameFilter& filter);
    /** The player against everyone they sat with, most games together first (one query). */
    Result<std::vector<HeadToHead>> headToHeads(const std::string& player,
                                                const GameFilter& filter);
    /** playerResults' totals in time order alone. */
    Result<std::vector<TrendPoint>> trend(const std::string& player, const GameFilter& filter,
                                          bool gameIds = true);
    /** Highest total, biggest favorite-hat score, most black hats, best hat collection. */
    Result<std::vector<Record>> records(const GameFilter& filter);
    /** Names of everyone in the history (any game status), most recently played first. */
    Result<std::vector<std::string>> recentPlayers(int limit);

private:
    Database& db_;
};

} // namespace hats::db
