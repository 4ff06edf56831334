#pragma once
// The cards a row, cascade or fan lays under the card on top of it, told by the region they
// cover together.

#include "vision/card_detector.h"

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace hats::vision {

/**
 * The rows of one photo (`grey`, and what the detector saw in it). `under` gives the places
 * of the cards lying under `top` (a card seen whole, in the image's pixels) in a
 * row, cascade or fan: one move (a shift, a turn for a fan, a few percent of size for a row
 * seen at a slant) repeated from each card to the one under it (or beside it, edge to edge).
 * The rows kept cover the region of not-table `top` lies in (with `others`, the cards already
 * taken there) and never reach onto the table; of those, the ones whose cards' outlines lie
 * best on the photo's edges (the light steps across a card's side), and
 * the ones whose cards look most like `top` where they show, are given. Nothing when `top`
 * lies alone, when the cards taken explain its region already, or when no row does.
 *
 * Each card of such a row shows only a strip along the next one's side, and its outline
 * only as a faint step across the row: the region's extent says where the row ends and which
 * way it runs, and the steps and the cards' printing say how many cards lie in it. Which card
 * lies at each place, and whether one does, is for the reader to say.
 */
class PhotoRows {
public:
    PhotoRows(const cv::Mat& grey, const Detection& detection);
    std::vector<Quad> under(const Quad& top, const std::vector<Quad>& others);
    /** The rows `under` gives the places of, each apart (its cards nearest `top` first). */
    std::vector<std::vector<Quad>> rowsUnder(const Quad& top, const std::vector<Quad>& others);

    /** What every row looked for in the photo uses, worked out once, when first needed. */
    struct Maps {
        cv::Mat distance;     ///< to the nearest edge (CV_32F, the detector's work pixels)
        cv::Mat edgeStrength; ///< the photo's Sobel magnitude there (CV_32F)
    };

private:
    const Maps& maps();

    const cv::Mat& grey_;
    const Detection& detection_;
    std::optional<Maps> maps_;
};

} // namespace hats::vision
