#pragma once

#include "engine/card.h"
#include "tools/deckgen/deck_design.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hats::deckgen {

/** What a photo shows: the board row (slots 1..N) or one player's collection. */
enum class Layout : std::uint8_t { Board, Collection };
/** How the cards lie: apart, edge to edge, or overlapping (rows, cascades and fans). */
enum class Arrangement : std::uint8_t { Apart, Touching, Overlapping };

struct SceneOptions {
    Layout layout = Layout::Collection;
    Arrangement arrangement = Arrangement::Apart;
    double megapixels = 0; ///< 2-12; 0 draws it from the scene seed
    int jpegQuality = 0;   ///< 60-95; 0 draws it from the scene seed
};

/** One card as placed: the truth a reader is scored against. */
struct PlacedCard {
    std::optional<Card> card;             ///< empty: face down (a black hat)
    int slot = 0;                         ///< 1..N on a board, 0 in a collection
    std::array<cv::Point2f, 4> corners{}; ///< TL TR BR BL of the card as printed (upright art)
    double visible = 1;                   ///< share of the card not covered by others
    bool indexVisible = true;             ///< a printed value (or, face down, a corner) shows
};

struct Scene {
    std::vector<uchar> jpeg;
    int width = 0;
    int height = 0;
    std::vector<PlacedCard> cards; ///< bottom to top
    std::string table;             ///< "white", "wood", "cloth", "felt", "pattern", "stone"
    Arrangement arrangement = Arrangement::Apart;
    int blackHats() const;
};

/** A table photo of `design`'s cards; the same seeds and options always give the same bytes. */
Scene renderScene(const DeckDesign& design, std::uint64_t sceneSeed, const SceneOptions& options);
/**
 * The calibration grid: all 42 cards apart, one row per type in R2 order, values 1..6.
 * `glare` adds a highlight; `missing` leaves that many cards out (their places stay empty).
 */
Scene renderGrid(const DeckDesign& design, std::uint64_t sceneSeed, double megapixels = 6.0,
                 bool glare = false, int missing = 0);
/** The calibration photo of one face-down card. */
Scene renderBack(const DeckDesign& design, std::uint64_t sceneSeed, double megapixels = 2.0);

/** {"width","height","table","cards":[{"type","value","faceDown","slot","corners","visible"}]} */
nlohmann::json groundTruth(const Scene& scene);

} // namespace hats::deckgen
