#pragma once
// Cards lying edge to edge, found by the seams between them.

#include "vision/card_detector.h"

#include <opencv2/core.hpp>

#include <vector>

namespace hats::vision {

/**
 * Cards lying edge to edge in one region of the photo (a row, or rows, of cards touching),
 * found by the straight seams between them: lines of edges that repeat about a card's width
 * apart one way and its height apart the other (`aspect`: height / width), so that the cards
 * are found without knowing their size in the photo, whatever else joins the region (a glare
 * spot, the table's pattern). The cards may lie upright or across; the spacing may change
 * slowly along a row (a photo taken at a slant).
 *
 * `grey` is the photo (CV_8U), `region` the outline of what is not table there, in its pixels;
 * lattices of cards narrower than `minWidth` pixels are not looked for. Returns the cards whose
 * four sides show as edges, of the lattices whose seams show nearly as well as the best (best
 * first, each place once); none when
 * no lattice of two cards or more shows.
 */
std::vector<Quad> cardsBetweenSeams(const cv::Mat& grey, const std::vector<cv::Point>& region,
                                    double aspect, double minWidth);

} // namespace hats::vision
