// The history at the size of a very keen group: 100,000 finished 3- and 4-player games with
// all their turns, generated once (cached next to the binary), then the app's common reads
// and one more save. Run: db_bench [--games=N] plus Google Benchmark flags.
#include "db/game_store.h"
#include "db/statistics.h"

#include "tests/support/random_game.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <filesystem>
#include <string>

namespace {

using namespace hats;

int gameCount = 100000;
std::string historyPath;
const char* const kNames[] = {"Ann",  "Ben",  "Cleo", "Dan",  "Eve",   "Finn", "Gus",  "Hana",
                              "Ivo",  "Jo",   "Kai",  "Lea",  "Max",   "Nina", "Otto", "Pia",
                              "Quin", "Rosa", "Sam",  "Tess", "Ugo",   "Vera", "Wim",  "Xena",
                              "Yara", "Zoe",  "Abel", "Bea",  "Cyril", "Dora"};

// A random finished game between random people of the group, dated within two years.
LogDocument randomGame(std::mt19937& random, int index) {
    const int players = 3 + index % 2;
    auto played = testing::playRandomGame(players, random);
    std::vector<std::string> names;
    while (static_cast<int>(names.size()) < players) {
        const std::string name = kNames[std::uniform_int_distribution<int>(0, 29)(random)];
        if (std::find(names.begin(), names.end(), name) == names.end()) {
            names.push_back(name);
        }
    }
    LogDocument log = played.log;
    log.setup = GameSetup::make(names).value();
    char id[40];
    std::snprintf(id, sizeof id, "00000000-0000-4000-8000-%012d", index);
    log.meta.id = id;
    const int day = index * 730 / std::max(gameCount, 1);
    char date[32];
    std::snprintf(date, sizeof date, "%04d-%02d-%02dT20:00:00Z", 2025 + day / 365,
                  1 + (day % 365) / 31 % 12, 1 + day % 28);
    log.meta.playedAt = date;
    return log;
}

std::unique_ptr<db::Database> openHistory() {
    const bool fresh = !std::filesystem::exists(historyPath);
    auto db = db::Database::open(historyPath);
    if (!db) {
        std::fprintf(stderr, "%s\n", db.error().message.c_str());
        std::exit(1);
    }
    if (fresh) {
        std::fprintf(stderr, "generating %d games into %s …\n", gameCount, historyPath.c_str());
        std::mt19937 random(1);
        db::GameStore store(**db);
        constexpr int kBatch = 2000;
        for (int start = 0; start < gameCount; start += kBatch) {
            auto ok = (*db)->transaction([&]() -> Result<void> {
                for (int i = start; i < std::min(start + kBatch, gameCount); ++i) {
                    if (auto added = store.add(randomGame(random, i)); !added) {
                        return added.error();
                    }
                }
                return {};
            });
            if (!ok) {
                std::fprintf(stderr, "%s\n", ok.error().message.c_str());
                std::exit(1);
            }
        }
        (void)(*db)->execute("PRAGMA wal_checkpoint(TRUNCATE); ANALYZE");
    }
    return std::move(db).value();
}

db::Database& history() {
    static std::unique_ptr<db::Database> db = openHistory();
    return *db;
}

// One turn of a game in progress, stored as the app stores it after every tap.
void SaveOneTurn(benchmark::State& state) {
    db::GameStore store(history());
    std::mt19937 random(98);
    const auto played = testing::playRandomGame(4, random);
    const GameMeta meta{"bench-turn", ""};
    auto game = Game::start(played.game.setup(), played.game.initialBoard().cards());
    for (int n = 0; n < 16; ++n) {
        (void)game->play(played.game.turns()[static_cast<std::size_t>(n)]);
    }
    const std::vector<std::optional<Card>> favorites(4);
    for (auto _ : state) {
        auto ok = store.save(*game, meta, favorites);
        benchmark::DoNotOptimize(ok);
    }
}
BENCHMARK(SaveOneTurn)->Unit(benchmark::kMillisecond);

void SaveOneFinishedGame(benchmark::State& state) {
    db::GameStore store(history());
    std::mt19937 random(99);
    int index = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto played = testing::playRandomGame(4, random);
        const GameMeta meta{"bench-save-" + std::to_string(index++), ""};
        state.ResumeTiming();
        auto ok = store.saveFinished(played.game, played.favorites, meta);
        benchmark::DoNotOptimize(ok);
    }
}
BENCHMARK(SaveOneFinishedGame)->Unit(benchmark::kMillisecond);

void AllStatisticsOfOnePlayer(benchmark::State& state) {
    db::Statistics statistics(history());
    db::GameFilter ann;
    ann.player = "Ann";
    for (auto _ : state) {
        // As `hats history stats Ann --versus Ben` reads them.
        auto figures = statistics.players(ann);
        auto results = statistics.playerResults("Ann", {}); // per table size, trend with ids
        auto versus = statistics.headToHead("Ann", "Ben", {});
        benchmark::DoNotOptimize(figures);
        benchmark::DoNotOptimize(results);
        benchmark::DoNotOptimize(versus);
    }
}
BENCHMARK(AllStatisticsOfOnePlayer)->Unit(benchmark::kMillisecond);

// Everything the player page shows, read the way the app reads it (HistoryController).
void PlayerPageAsTheAppReadsIt(benchmark::State& state) {
    db::Statistics statistics(history());
    db::GameFilter ann;
    ann.player = "Ann";
    for (auto _ : state) {
        auto figures = statistics.players(ann);
        auto results = statistics.playerResults("Ann", {}, false); // per table size, trend
        auto versus = statistics.headToHeads("Ann", {});
        benchmark::DoNotOptimize(figures);
        benchmark::DoNotOptimize(results);
        benchmark::DoNotOptimize(versus);
    }
}
BENCHMARK(PlayerPageAsTheAppReadsIt)->Unit(benchmark::kMillisecond);

// The player page's parts one by one, to see where its time goes.
void PlayerPart(benchmark::State& state) {
    db::Statistics statistics(history());
    db::GameFilter ann;
    ann.player = "Ann";
    for (auto _ : state) {
        switch (state.range(0)) {
        case 0: {
            auto figures = statistics.players(ann);
            benchmark::DoNotOptimize(figures);
            break;
        }
        case 1: { // per table size and the trend, without game ids (the app's chart)
            auto results = statistics.playerResults("Ann", {}, false);
            benchmark::DoNotOptimize(results);
            break;
        }
        case 2: {
            auto versus = statistics.headToHeads("Ann", {});
            benchmark::DoNotOptimize(versus);
            break;
        }
        default: { // the same with each game's id (the command line)
            auto results = statistics.playerResults("Ann", {}, true);
            benchmark::DoNotOptimize(results);
            break;
        }
        }
    }
}
BENCHMARK(PlayerPart)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

void Leaderboard(benchmark::State& state) {
    db::Statistics statistics(history());
    for (auto _ : state) {
        auto board = statistics.players({});
        benchmark::DoNotOptimize(board);
    }
}
BENCHMARK(Leaderboard)->Unit(benchmark::kMillisecond);

void NewestFiftyGames(benchmark::State& state) {
    db::GameStore store(history());
    for (auto _ : state) {
        auto games = store.list({}, 50);
        benchmark::DoNotOptimize(games);
    }
}
BENCHMARK(NewestFiftyGames)->Unit(benchmark::kMillisecond);

void DatabaseSizePerGame(benchmark::State& state) {
    auto count = db::GameStore(history()).count();
    for (auto _ : state) {
        benchmark::DoNotOptimize(count);
    }
    const auto bytes = std::filesystem::file_size(historyPath);
    state.counters["games"] = *count;
    state.counters["bytes_per_game"] = static_cast<double>(bytes) / *count;
}
BENCHMARK(DatabaseSizePerGame)->Iterations(1);

} // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]).rfind("--games=", 0) == 0) {
            gameCount = std::stoi(std::string(argv[i]).substr(8));
        }
    }
    historyPath = (std::filesystem::path(argv[0]).parent_path() /
                   ("history-" + std::to_string(gameCount) + ".sqlite"))
                      .string();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
}
