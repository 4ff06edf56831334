#include "tests/support/random_game.h"
#include "app/text/english.h"

#include <algorithm>
#include <stdexcept>

namespace hats::testing {

namespace {

template <typename T> const T& pick(const std::vector<T>& items, std::mt19937& random) {
    std::uniform_int_distribution<std::size_t> index(0, items.size() - 1);
    return items[index(random)];
}

bool chance(double probability, std::mt19937& random) {
    return std::uniform_real_distribution<double>(0.0, 1.0)(random) < probability;
}

} // namespace

RandomGame playRandomTurns(int players, int turns, std::mt19937& random) {
    std::vector<std::string> names;
    for (int seat = 0; seat < players; ++seat) {
        names.push_back(std::string(1, static_cast<char>('A' + seat)) + "layer" +
                        std::to_string(seat + 1));
    }
    std::vector<HatType> removed;
    if (players == 2) {
        std::vector<HatType> types(kAllTypes.begin(), kAllTypes.end());
        std::shuffle(types.begin(), types.end(), random);
        removed = {types[0], types[1]};
    }
    auto setup = GameSetup::make(names, removed);
    if (!setup) {
        throw std::logic_error(hats::english::describe(setup.error()));
    }

    // R6: shuffle the cards in play, fill the board, deal 9 to each player.
    std::vector<Card> deck;
    for (HatType type : kAllTypes) {
        if (setup->typesInPlay().contains(type)) {
            for (int value = kMinValue; value <= kMaxValue; ++value) {
                deck.emplace_back(type, value);
            }
        }
    }
    std::shuffle(deck.begin(), deck.end(), random);
    const auto slots = static_cast<std::ptrdiff_t>(setup->slotCount());
    std::vector<Card> board(deck.begin(), deck.begin() + slots);
    deck.erase(deck.begin(), deck.begin() + slots);
    std::vector<std::vector<Card>> hands(static_cast<std::size_t>(players));
    for (auto& hand : hands) {
        hand.assign(deck.end() - 9, deck.end());
        deck.erase(deck.end() - 9, deck.end());
    }
    std::vector<Card> discards;

    auto game = Game::start(*setup, board);
    if (!game) {
        throw std::logic_error(hats::english::describe(game.error()));
    }
    Game& g = game.value();
    while (g.turnCount() < turns && !g.isOver()) {
        const int seat = g.currentSeat();
        auto& hand = hands[static_cast<std::size_t>(seat)];
        // R8, sometimes: discard and draw, or swap with the partner in a 4-player game.
        if (chance(0.2, random)) {
            if (players == 4) {
                auto& partner = hands[static_cast<std::size_t>((seat + 2) % 4)];
                if (!partner.empty() && hand.size() > 1) {
                    std::swap(hand[0], partner[0]);
                }
            } else {
                if (deck.empty() && !discards.empty()) {
                    deck.swap(discards);
                    std::shuffle(deck.begin(), deck.end(), random);
                }
                if (!deck.empty()) {
                    discards.push_back(hand.back());
                    hand.back() = deck.back();
                    deck.pop_back();
                }
            }
        }
        std::vector<Turn> legal;
        for (Card card : hand) {
            for (int slot = 1; slot <= g.state().board.slotCount(); ++slot) {
                Turn turn{seat, Exchange{slot, card}};
                if (g.check(turn)) {
                    legal.push_back(turn);
                }
            }
        }
        Turn turn{seat, BlackHat{}};
        const Card hidden = pick(hand, random);
        if (legal.empty() || chance(0.15, random)) {
            turn = Turn{seat,
                        BlackHat{chance(0.5, random) ? std::optional<Card>(hidden) : std::nullopt}};
        } else {
            turn = pick(legal, random);
        }
        const Card played = turn.isExchange() ? std::get<Exchange>(turn.action).played : hidden;
        if (auto ok = g.play(turn); !ok) {
            throw std::logic_error("a random legal turn was refused: " +
                                   hats::english::describe(ok.error()));
        }
        hand.erase(std::find(hand.begin(), hand.end(), played));
    }

    RandomGame result{std::move(g), {}, {}};
    std::vector<std::optional<Card>> favorites(static_cast<std::size_t>(players));
    if (result.game.isOver()) {
        for (std::size_t seat = 0; seat < hands.size(); ++seat) {
            // R9: the one card left in hand is the favorite.
            result.favorites.push_back(hands[seat].front());
            favorites[seat] = hands[seat].front();
        }
    }
    result.log = logOf(result.game, favorites, GameMeta{});
    return result;
}

RandomGame playRandomGame(int players, std::mt19937& random) {
    return playRandomTurns(players, players * kTurnsPerPlayer, random);
}

} // namespace hats::testing
