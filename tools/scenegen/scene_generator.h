#pragma once

#include "engine/card.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace hats::scenegen {

/** What a scene shows: a board row (slots 1..N) or one player's collection. */
enum class Layout { Board, Collection };

/** The dials of one generated photo; everything else follows from the seed. */
struct SceneOptions {
    Layout layout = Layout::Board;
    bool touching = false;
    double megapixels = 2.0; ///< 2 to 12
    int jpegQuality = 0;     ///< 60-95; 0 picks one from the seed
};

/** One card as it was placed: the truth a reader is scored against. */
struct PlacedCard {
    std::optional<Card> card;             ///< empty for a face-down card (a black hat)
    int slot = 0;                         ///< 1..N on a board, 0 in a collection
    std::array<cv::Point2f, 4> corners{}; ///< card outline in the photo: TL, TR, BR, BL
};

/** A rendered photo (already JPEG-encoded) and what is on it. */
struct Scene {
    std::vector<uchar> jpeg;
    int width = 0;
    int height = 0;
    std::vector<PlacedCard> cards;
    int blackHats() const;
};

/** A table photo; the same seed and options always give the same bytes. */
Scene renderScene(std::uint64_t seed, const SceneOptions& options);
/** The calibration grid: all 42 cards, one row per type in R2 order, values 1..6. */
Scene renderCalibrationGrid(std::uint64_t seed, double megapixels = 6.0);
/** The calibration photo of one face-down card. */
Scene renderCalibrationBack(std::uint64_t seed, double megapixels = 2.0);

/** The ground truth as JSON:
 * {"width","height","cards":[{"type","value","faceDown","slot","corners"}]}. */
nlohmann::json groundTruth(const Scene& scene);

} // namespace hats::scenegen
