#pragma once
// Cards lying edge to edge, found by the seams between them.

#include "vision/card_detector.h"

#include <opencv2/core.hpp>

#include <vector>

namespace hats::vision {

/** Cards found along the seams of one region: see cardsAlongSeams. */
struct SeamCards {
    std::vector<Quad> edgeToEdge;  ///< cards touching, cut between their seams or along a frame
    std::vector<Quad> overlapping; ///< cards of a row or cascade, each lying over the last
};

/**
 * Cards lying edge to edge in one region of the photo (a row, or rows, of cards touching),
 * found by the straight seams between them: lines of edges that repeat about a card's width
 * apart one way and its height apart the other (`aspect`: height / width), so that the cards
 * are found without knowing their size in the photo, whatever else joins the region (a glare
 * spot, the table's pattern). The cards may lie upright or across; the spacing may change
 * slowly along a row (a photo taken at a slant). Where no seam shows, a block's frame is cut
 * into as many cards as fit where its drawing repeats card after card.
 *
 * Also the cards of a row or cascade each lying over the last (or each under it): their near
 * sides repeat a step shorter than a card, the card's size given by the row's breadth.
 *
 * `grey` is the photo (CV_8U), `region` the outline of what is not table there, in its pixels;
 * cards narrower than `minWidth` pixels are not looked for. Each card's four sides (of a row,
 * those not covered) show as edges; the lattices and rows that show nearly as well as the best
 * are given, best first, each place once; none when no two cards show so.
 */
SeamCards cardsAlongSeams(const cv::Mat& grey, const std::vector<cv::Point>& region, double aspect,
                          double minWidth);

} // namespace hats::vision
