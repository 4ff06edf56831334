#include "vision/card_features.h"

#include "tests/vision/vision_test_support.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

using namespace hats;
using namespace hats::vision;

namespace {

// Draws `card` (an exemplar) onto `photo`, `scale` times its size, turned by `degrees` about
// its centre placed at `centre`; gives where its corners went (TL TR BR BL).
Quad drawCard(cv::Mat& photo, const cv::Mat& card, cv::Point2f centre, double scale,
              double degrees) {
    cv::Mat move = cv::getRotationMatrix2D({card.cols / 2.0F, card.rows / 2.0F}, degrees, scale);
    move.at<double>(0, 2) += centre.x - card.cols / 2.0;
    move.at<double>(1, 2) += centre.y - card.rows / 2.0;
    cv::Mat drawn;
    cv::Mat mask;
    cv::warpAffine(card, drawn, move, photo.size(), cv::INTER_LINEAR);
    cv::warpAffine(cv::Mat(card.size(), CV_8U, cv::Scalar(255)), mask, move, photo.size(),
                   cv::INTER_NEAREST);
    drawn.copyTo(photo, mask);
    const Quad picture = cornersOf(card.size());
    const std::vector<cv::Point2f> outline(picture.begin(), picture.end());
    std::vector<cv::Point2f> corners;
    cv::transform(outline, corners, move);
    return orderUpright(corners);
}

// The mean colour of a card just inside its edge (the exemplar's outermost pixels may hold a
// strip of calibration's table).
cv::Scalar edgeColour(const cv::Mat& card) {
    cv::Mat ring(card.size(), CV_8U, cv::Scalar(0));
    ring(cv::Rect(4, 4, card.cols - 8, card.rows - 8)).setTo(255);
    ring(cv::Rect(8, 8, card.cols - 16, card.rows - 16)).setTo(0);
    return cv::mean(card, ring);
}

bool placedAt(const std::vector<Quad>& places, const Quad& truth) {
    const double w = quadWidth(truth);
    return std::any_of(places.begin(), places.end(), [&](const Quad& q) {
        return cv::norm(quadCentre(q) - quadCentre(truth)) < w / 8 &&
               std::abs(quadWidth(q) / w - 1) < 0.1;
    });
}

} // namespace

TEST(CardFeatures, PlacesACardUnderAnotherOnATableOfItsOwnColourByItsDrawing) {
    // Tuning design 839: dark textured faces with a thin border. Two cards on a table of the
    // faces' own dark green, the second turned and lying over half of the first, as in a fan:
    // what shows of each drawing (a value, a hat, the textured panel) places it, at its size
    // and turn, whatever its outline shows.
    const Profile& profile = testsupport::designProfile(839);
    const cv::Mat& under = profile.exemplars[9];
    const cv::Mat& over = profile.exemplars[22];
    ASSERT_FALSE(under.empty());
    ASSERT_FALSE(over.empty());
    cv::Mat photo(900, 1200, CV_8UC3, edgeColour(under));
    const Quad first = drawCard(photo, under, {520, 450}, 2.6, 8);
    const Quad second = drawCard(photo, over, {630, 470}, 2.5, -12);
    cv::Mat grey;
    cv::cvtColor(photo, grey, cv::COLOR_BGR2GRAY);
    const std::vector<Quad> places = CardFeatures(profile).places(grey);
    EXPECT_TRUE(placedAt(places, first));
    EXPECT_TRUE(placedAt(places, second));
}

TEST(CardFeatures, PlacesNoCardOnATableWithoutCards) {
    // A table of fine noise and a few stripes: keypoints aplenty, none of the deck's.
    const Profile& profile = testsupport::designProfile(839);
    cv::Mat photo(900, 1200, CV_8UC3);
    cv::randu(photo, cv::Scalar::all(60), cv::Scalar::all(140));
    for (int x = 0; x < photo.cols; x += 90) {
        cv::rectangle(photo, {x, 0, 30, photo.rows}, cv::Scalar(40, 90, 150), cv::FILLED);
    }
    cv::Mat grey;
    cv::cvtColor(photo, grey, cv::COLOR_BGR2GRAY);
    EXPECT_TRUE(CardFeatures(profile).places(grey).empty());
}
