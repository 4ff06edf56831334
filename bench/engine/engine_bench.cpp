// How long the engine takes for what the app and `hats score` do most: check and play a
// turn (with the cookie recomputed), and score a whole 4-player log from its JSON text.
#include "engine/report.h"

#include "tests/support/random_game.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

namespace {

using namespace hats;

void PlayAndUndoOneTurn(benchmark::State& state) {
    std::mt19937 random(1);
    auto played = testing::playRandomGame(4, random);
    Game& game = played.game;
    const Turn last = game.turns().back();
    game.undo();
    for (auto _ : state) {
        auto ok = game.play(last);
        benchmark::DoNotOptimize(ok);
        game.undo();
    }
}
BENCHMARK(PlayAndUndoOneTurn);

void ScoreFourPlayerLogFromText(benchmark::State& state) {
    std::mt19937 random(2);
    const std::string text = toJson(testing::playRandomGame(4, random).log).dump();
    for (auto _ : state) {
        auto document = parseGameDocument(text);
        auto report = scoreDocument(*document);
        benchmark::DoNotOptimize(report);
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}
BENCHMARK(ScoreFourPlayerLogFromText);

void DecideCookieFourPlayers(benchmark::State& state) {
    std::mt19937 random(3);
    const auto played = testing::playRandomGame(4, random);
    const auto& collections = played.game.state().collections;
    for (auto _ : state) {
        auto decision = decideCookie(collections, CookieMemory::heldBy(0));
        benchmark::DoNotOptimize(decision);
    }
}
BENCHMARK(DecideCookieFourPlayers);

} // namespace

BENCHMARK_MAIN();
