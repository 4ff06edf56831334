// Plays random games through the store as the app does, saving after every turn, and says
// "saved <game> <turns>" on stdout after each save has committed. Runs until killed.
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
        std::fprintf(stderr, "%s\n", db.error().message.c_str());
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
        for (const hats::Turn& turn : played.game.turns()) {
            if (!game->play(turn) || !store.saveProgress(*game, meta)) {
                return 1;
            }
            std::printf("saved %s %d\n", meta.id.c_str(), game->turnCount());
            std::fflush(stdout);
        }
        if (!store.saveFinished(*game, played.favorites, meta)) {
            return 1;
        }
    }
}
