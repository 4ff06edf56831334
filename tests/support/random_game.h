#pragma once

#include "engine/game.h"
#include "engine/game_file.h"

#include <random>

namespace hats::testing {

/**
 * Plays a whole random game of Hats by the rules, as a table would: shuffled deck, deal
 * (R6), each turn a random legal exchange or black hat (R7), sometimes the optional action
 * (R8), and the last hand card as favorite (R9). Every turn goes through Game::play.
 */
struct RandomGame {
    Game game;
    std::vector<Card> favorites; // by seat
    LogDocument log;
};

RandomGame playRandomGame(int players, std::mt19937& random);

/** The same, stopped after `turns` turns (no favorites). */
RandomGame playRandomTurns(int players, int turns, std::mt19937& random);

} // namespace hats::testing
