#pragma once

#include "vision/card_detector.h"
#include "vision/profile.h"

#include <opencv2/core.hpp>

#include <vector>

namespace hats::vision {

/**
 * Finds the deck's cards by their drawing rather than their outline: keypoints of every
 * exemplar calibration learned (ORB, grey) matched to the photo's, and a card placed wherever
 * enough keypoints of one exemplar agree on one move (shift, turn and scale; RANSAC). A card
 * under others shows only part of its drawing, and its outline may vanish against a card of its
 * own colour; what shows of its drawing still places it. The places are proposals: which card
 * lies there, and whether one does at all, is the reader's to say.
 */
class CardFeatures {
public:
    explicit CardFeatures(const Profile& profile);
    /** Places where a card's drawing shows in `grey` (CV_8U), each once, most keypoints first. */
    std::vector<Quad> places(const cv::Mat& grey) const;

private:
    struct Exemplar {
        std::vector<cv::Point2f> points; ///< keypoints, in exemplar pixels
        cv::Mat descriptors;
    };
    std::vector<Exemplar> exemplars_;
    cv::Size size_; ///< exemplar size
};

} // namespace hats::vision
