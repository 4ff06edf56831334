// Plays random games through the store as the app does: every turn saved as the engine
// checked it, then each favorite as it is chosen, then the end. Says
// "saved <game> <turns> <favorites>" on stdout after each save has committed. Runs until
// killed.
#include "app/text/english.h"
#include "db/game_store.h"

#include "tests/support/random_game.h"

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: db_crash_child DBFILE SEED\n");
        return 1;
    }
    auto db = hats::db::Database::open(argv[1]);
    if (!db) {
        std::fprintf(stderr, "%s\n", hats::english::describe(db.error()).c_str());
        return 1;
    }
    hats::db::GameStore store(**db);
    std::mt19937 random(static_cast<unsigned>(std::stoul(argv[2])));
    for (int round = 0;; ++round) {
        const auto played = hats::testing::playRandomGame(2 + round % 3, random);
        char id[40];
        std::snprintf(id, sizeof id, "%08lx-0000-4000-8000-%012d", std::stoul(argv[2]), round);
        const hats::GameMeta meta{id, ""};
        auto game = hats::Game::start(played.game.setup(), played.game.initialBoard().cards());
        std::vector<std::optional<hats::Card>> favorites(played.favorites.size());
        for (const hats::Turn& turn : played.game.turns()) {
            if (!game->play(turn) || !store.save(*game, meta, favorites)) {
                return 1;
            }
            std::printf("saved %s %d 0\n", meta.id.c_str(), game->turnCount());
            std::fflush(stdout);
        }
        for (std::size_t seat = 0; seat < favorites.size(); ++seat) {
            favorites[seat] = played.favorites[seat];
            if (!store.save(*game, meta, favorites)) {
                return 1;
            }
            std::printf("saved %s %d %zu\n", meta.id.c_str(), game->turnCount(), seat + 1);
            std::fflush(stdout);
        }
        const auto napkin = game->finish(played.favorites);
        if (!napkin || !store.save(*game, meta, favorites, &*napkin)) {
            return 1;
        }
    }
}
