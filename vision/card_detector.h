#pragma once

#include <opencv2/core.hpp>

#include <algorithm>
#include <cmath>

#include <array>
#include <vector>

namespace hats::vision {

/** Four corners of a card: top-left, top-right, bottom-right, bottom-left (upright art). */
using Quad = std::array<cv::Point2f, 4>;

/** One place where a card may lie, found by its outline. */
struct CardCandidate {
    Quad corners;         ///< the whole card, in the pixels of the image given to find()
    double support = 0;   ///< share of its outline seen as an edge (0..1)
    int corners_seen = 0; ///< corners whose two sides both show
    bool alone = false;   ///< a blob of exactly one card's shape: no other card touches it
    int group = 0;        ///< candidates of one blob share a group number
    bool inRow = false;   ///< cards edge to edge: cut from a block, or between seams (block -1)
    int block = -1;       ///< which block, and the card's place in it (along, across)
    std::array<int, 2> cell{};
};

inline constexpr uchar kNoEdge = 255; ///< Detection::edgeDirection where no edge lies

/** What find() saw: candidates, and the card size it settled on. */
struct Detection {
    std::vector<CardCandidate> candidates;
    double cardWidth = 0; ///< typical card width in image pixels (0: no card seen)
    double aspect = 0;    ///< card height / width used
    cv::Mat edges;        ///< CV_8U edge presence at `workScale` (for occlusion order)
    /// CV_8U at `workScale`: on each edge pixel before `edges` was widened, the direction
    /// across the edge (the gradient's, in degrees modulo 180); kNoEdge elsewhere.
    cv::Mat edgeDirection;
    cv::Mat foreground;   ///< CV_8U: not the table, at `workScale`
    double workScale = 1; ///< work image pixel = image pixel × workScale
};

/**
 * Finds cards by their outline against the table, whatever their printing: the table is
 * learned from the photo's border, every region that is not table is explained by card
 * rectangles of the deck's shape. Regions of exactly one card give that card; regions of
 * several (touching, overlapping) give every rectangle whose corners show as candidates,
 * to be told apart by what they show (see photo_reader.cpp).
 */
class CardDetector {
public:
    struct Options {
        double aspect = 0;              ///< card height / width; 0: learn it from cards lying alone
        int workLongSide = 800;         ///< finding runs at this size (long side, pixels)
        double minCardFraction = 0.035; ///< smallest card width / long side of the photo
        bool alonesOnly = false;        ///< only cards lying alone
        /// Calibration (no exemplars yet): keep only candidates whose whole outline shows,
        /// never two on one place.
        bool wholeOutlinesOnly = false;
        /// A calibration grid: a smooth stretch of a textured table is no card there (see
        /// CardDetector::find).
        bool calibrationGrid = false;
    };
    explicit CardDetector(Options options) : options_(options) {}

    Detection find(const cv::Mat& bgr) const;

private:
    Options options_;
};

/** Orders four corners so that TL→TR is a short side at the top, clockwise on screen. */
Quad orderUpright(const std::vector<cv::Point2f>& corners);
/** The card width (mean of the short sides) and height of a quad. */
double quadWidth(const Quad& q);
double quadHeight(const Quad& q);
cv::Point2f quadCentre(const Quad& q);
/** The corners of an upright picture of `size` (TL TR BR BL): a card cut out, an exemplar. */
Quad cornersOf(cv::Size size);
/**
 * Moves each side of a card's quad (up to reachFraction of its width) onto the outermost sharp
 * edge in `grey` (CV_8U, same pixels as the quad) along it; a side with no clear edge stays.
 */
Quad fitSidesToImage(const cv::Mat& grey, const Quad& q, double reachFraction);

/**
 * A card among others is rarely in line with them: its sides moved onto its own edges nearby
 * (fitSidesToImage within 4%, then 2%, of its width; a seam shows between two cards, their
 * drawings lie further in).
 */
Quad ontoItsOwnEdges(const cv::Mat& grey, const Quad& q);

/** How corners are refined from a contour (refineCorners). */
struct SideFit {
    double middle;  ///< only points between this fraction and 1 - it along a side count
    double reach;   ///< pixels a point may lie from the side it is counted for
    double maxMove; ///< pixels a corner may move; beyond, the rough quad is kept
};
/**
 * The corners as intersections of lines fitted to the contour points along the straight middle
 * of each side (corners are rounded or blurred); `rough` when a side has fewer than five points,
 * two sides are parallel, or a corner would move more than `fit.maxMove`.
 */
Quad refineCorners(const Quad& rough, const std::vector<cv::Point>& contour, const SideFit& fit);
/** The strength of the grey image's edges (Sobel magnitude, CV_32F) at each pixel. */
cv::Mat edgeStrength(const cv::Mat& grey);
/** The median of `values` (the upper middle one for an even count); 0 when empty. */
double medianOf(std::vector<double> values);

} // namespace hats::vision
