#pragma once

#include "engine/card.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace hats::vision {

/** One card as read from a photo. A doubtful read has no `card`: `guess` is only a hint. */
struct CardRead {
    std::optional<Card> card;             ///< set only for a face-up card read with confidence
    std::optional<Card> guess;            ///< the best guess, also for doubtful reads (for the UI)
    bool faceDown = false;                ///< a card back: a black hat
    int slot = 0;                         ///< 1..N along the row on a board photo; 0 otherwise
    double confidence = 0;                ///< 0..1
    bool doubtful = false;                ///< the reader is not sure: a person must say what it is
    std::array<cv::Point2f, 4> corners{}; ///< the card in the full-size photo: TL, TR, BR, BL
    double visible = 1;                   ///< share of the card not covered by other cards
};

/** Everything read from one photo. */
struct Reading {
    std::vector<CardRead> cards;
    int blackHats = 0;
    int width = 0; ///< full-size photo
    int height = 0;
    int doubtfulCount() const;
};

/**
 * {"cards": [{"type","value","faceDown","slot","confidence","corners","doubtful"}], "blackHats"}.
 * "slot" only with `board`; no type/value for a face-down or doubtful card.
 */
nlohmann::json toJson(const Reading& reading, bool board);
/** One line per card, for people: "slot 2: red 4 (0.97)". */
std::string describe(const Reading& reading, bool board);

} // namespace hats::vision
