#include "db/statistics.h"

#include "engine/setup.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

namespace hats::db {

namespace {

// Every query joins seats to finished games and binds the filter as ?1..?4.
// Seats repeat their game's status, date and table size, so no join with games is needed.
constexpr const char* kFinished = " FROM seats s JOIN players p ON p.id = s.player_id "
                                  "WHERE s.status = 'finished' "
                                  "AND (?1 IS NULL OR s.played_on >= ?1) "
                                  "AND (?2 IS NULL OR s.played_on < ?2) "
                                  "AND (?3 IS NULL OR s.player_count = ?3) "
                                  "AND (?4 IS NULL OR p.name = ?4) ";

// The same for one player's own seats, found through the statistics index.
constexpr const char* kFinishedOfPlayer =
    " FROM seats s WHERE s.status = 'finished' "
    "AND s.player_id = (SELECT id FROM players WHERE name = ?4) "
    "AND (?1 IS NULL OR s.played_on >= ?1) "
    "AND (?2 IS NULL OR s.played_on < ?2) "
    "AND (?3 IS NULL OR s.player_count = ?3) ";

// Runs a query with the filter (and one more text at extraIndex) and reads each row.
template <typename T, typename Read>
Result<std::vector<T>> rows(Result<Statement*> prepared, const GameFilter& filter, Read read,
                            int extraIndex = 0, const std::string& extra = "") {
    if (!prepared) {
        return prepared.error();
    }
    Statement& query = **prepared;
    query.reset();
    bindFilter(query, filter, 0);
    if (extraIndex > 0) {
        query.bind(extraIndex, extra);
    }
    return collect<T>(query, read);
}

} // namespace

namespace {

PlayerStats readPlayerStats(Statement& q) {
    PlayerStats stats;
    stats.name = q.text(0);
    stats.games = static_cast<int>(q.integer(1));
    stats.wins = static_cast<int>(q.integer(2));
    stats.sharedWins = static_cast<int>(q.integer(3));
    stats.winRate = stats.games > 0 ? static_cast<double>(stats.wins) / stats.games : 0;
    stats.averageTotal = q.real(4);
    stats.bestTotal = static_cast<int>(q.integer(5));
    stats.worstTotal = static_cast<int>(q.integer(6));
    stats.averageCollection = q.real(7);
    stats.averageFavorite = q.real(8);
    stats.averageCookie = q.real(9);
    stats.cookieGames = static_cast<int>(q.integer(10));
    stats.cookieRate = stats.games > 0 ? static_cast<double>(stats.cookieGames) / stats.games : 0;
    stats.averageBlackHats = q.real(11);
    return stats;
}

} // namespace

Result<std::vector<PlayerStats>> Statistics::players(const GameFilter& filter) {
    if (!filter.from && !filter.to && !filter.playerCount) {
        // All time, all table sizes: the running totals, best and worst from their index.
        const std::string sql =
            "SELECT p.name, t.games, t.wins, t.shared_wins, 1.0 * t.total / t.games, "
            "(SELECT max(total) FROM seats WHERE status = 'finished' AND player_id = p.id), "
            "(SELECT min(total) FROM seats WHERE status = 'finished' AND player_id = p.id), "
            "1.0 * t.collection / t.games, 1.0 * t.favorite / t.games, 1.0 * t.cookie / t.games, "
            "t.cookie_games, 1.0 * t.black_hats / t.games "
            "FROM player_totals t JOIN players p ON p.id = t.player_id "
            "WHERE (?4 IS NULL OR p.name = ?4) AND ?1 IS NULL AND ?2 IS NULL AND ?3 IS NULL "
            "ORDER BY t.wins + t.shared_wins DESC, t.wins DESC, "
            "1.0 * (t.wins + t.shared_wins) / t.games DESC, 1.0 * t.total / t.games DESC, p.name";
        return rows<PlayerStats>(db_.prepare(sql), filter, readPlayerStats);
    }
    const std::string sql =
        std::string("SELECT p.name, count(*), sum(s.won), sum(s.shared_win), avg(s.total), "
                    "max(s.total), min(s.total), avg(s.collection), avg(s.favorite), "
                    "avg(s.cookie), sum(s.cookie > 0), avg(s.black_hats)") +
        kFinished +
        "GROUP BY p.id ORDER BY sum(s.won) + sum(s.shared_win) DESC, sum(s.won) DESC, "
        "1.0 * (sum(s.won) + sum(s.shared_win)) / count(*) DESC, avg(s.total) DESC, p.name";
    return rows<PlayerStats>(db_.prepare(sql), filter, readPlayerStats);
}

Result<PlayerResults> Statistics::playerResults(const std::string& player, const GameFilter& filter,
                                                bool gameIds) {
    GameFilter mine = filter;
    mine.player = player;
    // The seats in the statistics index's order (date, then table size …), unsorted: sorting
    // here cost SQLite a temporary b-tree per call; the rows come almost in time order and
    // are put in it below. The game's id is looked up only when asked (?5).
    const std::string sql =
        std::string("SELECT s.played_on, s.game_id, s.total, s.player_count, s.won, "
                    "s.shared_win, ") +
        (gameIds ? "g.uuid FROM seats s JOIN games g INDEXED BY games_uuid_by_id ON g.id = "
                   "s.game_id WHERE "
                 : "'' FROM seats s WHERE ") +
        (kFinishedOfPlayer + std::strlen(" FROM seats s WHERE "));
    struct Seat {
        TrendPoint point;
        std::int64_t gameId = 0;
        int playerCount = 0;
        bool won = false;
        bool shared = false;
    };
    auto prepared = db_.prepare(sql);
    if (!prepared) {
        return prepared.error();
    }
    Statement& query = **prepared;
    query.reset();
    bindFilter(query, mine, 0);
    auto seats = collect<Seat>(query, [](Statement& q) {
        return Seat{TrendPoint{q.text(0), q.text(6), static_cast<int>(q.integer(2))}, q.integer(1),
                    static_cast<int>(q.integer(3)), q.integer(4) != 0, q.integer(5) != 0};
    });
    if (!seats) {
        return seats.error();
    }
    PlayerResults results;
    std::array<PlayerCountStats, kMaxPlayers + 1> sizes{};
    std::array<std::int64_t, kMaxPlayers + 1> sums{};
    for (const Seat& seat : *seats) {
        const auto size = static_cast<std::size_t>(std::clamp(seat.playerCount, 0, kMaxPlayers));
        sizes[size].playerCount = seat.playerCount;
        ++sizes[size].games;
        sizes[size].wins += seat.won ? 1 : 0;
        sizes[size].sharedWins += seat.shared ? 1 : 0;
        sums[size] += seat.point.total;
    }
    for (std::size_t size = 0; size < sizes.size(); ++size) {
        if (sizes[size].games > 0) {
            sizes[size].averageTotal = static_cast<double>(sums[size]) / sizes[size].games;
            results.byPlayerCount.push_back(sizes[size]);
        }
    }
    std::sort(seats->begin(), seats->end(), [](const Seat& a, const Seat& b) {
        return a.point.when != b.point.when ? a.point.when < b.point.when : a.gameId < b.gameId;
    });
    results.trend.reserve(seats->size());
    for (Seat& seat : *seats) {
        results.trend.push_back(std::move(seat.point));
    }
    return results;
}

Result<std::vector<PlayerCountStats>> Statistics::byPlayerCount(const std::string& player,
                                                                const GameFilter& filter) {
    auto results = playerResults(player, filter, false);
    if (!results) {
        return results.error();
    }
    return std::move(results->byPlayerCount);
}

Result<HeadToHead> Statistics::headToHead(const std::string& first, const std::string& second,
                                          const GameFilter& filter) {
    GameFilter mine = filter;
    mine.player = first;
    if (!filter.from && !filter.to && !filter.playerCount) {
        // All time: one row of the running head-to-head totals (none: they never met).
        auto all = headToHeads(first, filter);
        if (!all) {
            return all.error();
        }
        for (const HeadToHead& pair : *all) {
            if (pair.second == second) {
                return pair;
            }
        }
        return HeadToHead{first, second};
    }
    const std::string sql =
        std::string("SELECT count(*), sum(s.total > o.total), sum(s.total < o.total), "
                    "sum(s.total = o.total), avg(s.total), avg(o.total)") +
        " FROM seats s JOIN seats o ON o.game_id = s.game_id "
        "AND o.player_id = (SELECT id FROM players WHERE name = ?5) "
        "WHERE s.status = 'finished' AND s.player_id = (SELECT id FROM players WHERE name = ?4) "
        "AND (?1 IS NULL OR s.played_on >= ?1) AND (?2 IS NULL OR s.played_on < ?2) "
        "AND (?3 IS NULL OR s.player_count = ?3)";
    auto found = rows<HeadToHead>(
        db_.prepare(sql), mine,
        [&](Statement& q) {
            return HeadToHead{first,
                              second,
                              static_cast<int>(q.integer(0)),
                              static_cast<int>(q.integer(1)),
                              static_cast<int>(q.integer(2)),
                              static_cast<int>(q.integer(3)),
                              q.real(4),
                              q.real(5)};
        },
        5, second);
    if (!found) {
        return found.error();
    }
    return found->front();
}

Result<std::vector<HeadToHead>> Statistics::headToHeads(const std::string& player,
                                                        const GameFilter& filter) {
    GameFilter mine = filter;
    mine.player = player;
    // Both reads give the same row: opponent, games, ahead, behind, level, the two averages.
    // All time over every table size, the running head-to-head totals hold it; otherwise the
    // player's seats are joined to their opponents' in the games that pass the filter.
    const bool allTime = !filter.from && !filter.to && !filter.playerCount;
    const char* const sql =
        allTime ? "SELECT p.name, t.games, t.ahead, t.behind, t.level, 1.0 * t.total / t.games, "
                  "1.0 * t.opponent_total / t.games FROM pair_totals t JOIN players p ON "
                  "p.id = t.opponent_id WHERE t.player_id = (SELECT id FROM players WHERE name "
                  "= ?4) AND ?1 IS NULL AND ?2 IS NULL AND ?3 IS NULL ORDER BY t.games DESC, 1"
                : "SELECT (SELECT name FROM players WHERE id = o.player_id), count(*), "
                  "sum(s.total > o.total), sum(s.total < o.total), sum(s.total = o.total), "
                  "avg(s.total), avg(o.total) FROM seats s JOIN seats o ON o.game_id = "
                  "s.game_id AND o.seat <> s.seat WHERE s.status = 'finished' AND s.player_id = "
                  "(SELECT id FROM players WHERE name = ?4) AND (?1 IS NULL OR s.played_on >= "
                  "?1) AND (?2 IS NULL OR s.played_on < ?2) AND (?3 IS NULL OR s.player_count = "
                  "?3) GROUP BY o.player_id ORDER BY count(*) DESC, 1";
    return rows<HeadToHead>(db_.prepare(sql), mine, [&](Statement& q) {
        return HeadToHead{player,
                          q.text(0),
                          static_cast<int>(q.integer(1)),
                          static_cast<int>(q.integer(2)),
                          static_cast<int>(q.integer(3)),
                          static_cast<int>(q.integer(4)),
                          q.real(5),
                          q.real(6)};
    });
}

Result<std::vector<TrendPoint>> Statistics::trend(const std::string& player,
                                                  const GameFilter& filter, bool gameIds) {
    auto results = playerResults(player, filter, gameIds);
    if (!results) {
        return results.error();
    }
    return std::move(results->trend);
}

Result<std::vector<Record>> Statistics::records(const GameFilter& filter) {
    struct Kind {
        const char* what;
        const char* column;
    };
    std::vector<Record> records;
    for (const Kind& kind :
         {Kind{"highest total", "s.total"}, Kind{"best hat collection", "s.collection"},
          Kind{"biggest favorite hat", "s.favorite"}, Kind{"most black hats", "s.black_hats"}}) {
        const std::string sql = std::string("SELECT p.name, ") + kind.column +
                                ", s.played_on, (SELECT uuid FROM games WHERE id = s.game_id)" +
                                kFinished + "ORDER BY " + kind.column + " DESC, s.game_id LIMIT 1";
        auto found = rows<Record>(db_.prepare(sql), filter, [&](Statement& q) {
            return Record{kind.what, q.text(0), static_cast<int>(q.integer(1)), q.text(2),
                          q.text(3)};
        });
        if (!found) {
            return found.error();
        }
        records.insert(records.end(), found->begin(), found->end());
    }
    return records;
}

Result<std::vector<std::string>> Statistics::recentPlayers(int limit) {
    auto prepared = db_.prepare("SELECT p.name FROM seats s JOIN players p ON p.id = s.player_id "
                                "GROUP BY p.id ORDER BY max(s.played_on) DESC, p.name LIMIT ?1");
    if (!prepared) {
        return prepared.error();
    }
    Statement& query = **prepared;
    query.reset();
    query.bind(1, limit);
    return collect<std::string>(query, [](Statement& q) { return q.text(0); });
}

} // namespace hats::db
