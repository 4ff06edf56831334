#pragma once

#include "engine/card.h"

#include <opencv2/core.hpp>

#include <array>
#include <cstdint>

namespace hats::deckgen {

/**
 * Design seeds: 1..999 may be used to tune the reader; 1000 and above are held out and
 * only ever measured (bench/vision, docs/vision.md). Nothing in vision/ may be tuned on them.
 */
inline constexpr std::uint64_t kFirstTuningDesign = 1;
inline constexpr std::uint64_t kLastTuningDesign = 999;
inline constexpr std::uint64_t kFirstHeldOutDesign = 1000;
inline constexpr bool isHeldOutDesign(std::uint64_t seed) {
    return seed >= kFirstHeldOutDesign;
}

/** How the face of every card of one printing is drawn. */
enum class FaceStyle : std::uint8_t {
    Light, ///< light paper, the type colour in the art
    Dark,  ///< dark paper, the type colour in the art and index
    Flood  ///< the whole face in the type colour
};
enum class ArtStyle : std::uint8_t { Flat, Textured, Illustrated };
/** Where the value is printed. */
enum class IndexPlace : std::uint8_t {
    Corners,      ///< top-left and, turned, bottom-right
    OtherCorners, ///< top-right and, turned, bottom-left
    TopLeftOnly,
    TopCentre ///< top edge, centred (and turned at the bottom)
};
enum class BackStyle : std::uint8_t { Solid, Stripes, Checks, Dots, Diamonds, Emblem };

/** One printing of the deck: everything a print shop could choose differently. */
struct DeckDesign {
    std::uint64_t seed = 0;
    double aspect = 88.0 / 63.0; ///< card height / width
    double cornerRadius = 0.05;  ///< of the card width
    double border = 0;           ///< face border width (of the card width), 0: none
    cv::Scalar borderColour{255, 255, 255};
    FaceStyle face = FaceStyle::Light;
    ArtStyle art = ArtStyle::Flat;
    cv::Scalar paper{240, 244, 246};                 ///< face background (Light/Dark)
    std::array<cv::Scalar, kTypeCount> typeColour{}; ///< BGR, R2 order
    IndexPlace index = IndexPlace::Corners;
    int font = 0;                   ///< cv::HersheyFonts value (maybe | FONT_ITALIC)
    double indexSize = 0.2;         ///< digit height, of the card width
    int indexThickness = 2;         ///< at a card 200 px wide
    bool indexInTypeColour = false; ///< else ink (dark on light, light on dark)
    bool indexDisc = false;         ///< a contrasting disc behind the value
    BackStyle back = BackStyle::Solid;
    cv::Scalar backColour{40, 30, 30};
    cv::Scalar backAccent{80, 60, 60};
    double backBorder = 0; ///< 0: printed to the edge
    cv::Scalar backBorderColour{255, 255, 255};
};

/** The printing drawn from `seed` (deterministic). */
DeckDesign designFromSeed(std::uint64_t seed);
/** One line saying what the design is, for pictures and logs. */
std::string describeDesign(const DeckDesign& design);

/** The face of a card `width` pixels wide (BGR); outside the rounded outline is undefined. */
cv::Mat drawFace(const DeckDesign& design, Card card, int width);
/** The back, `width` pixels wide (BGR). */
cv::Mat drawBack(const DeckDesign& design, int width);
/** 255 inside the rounded outline, 0 outside. */
cv::Mat outlineMask(const DeckDesign& design, int width);
/** Where the value is printed (card pixels at `width`): the corner a fan must leave visible. */
cv::Rect2d indexBox(const DeckDesign& design, int width);

} // namespace hats::deckgen
