#include "vision/card_detector.h"

#include "tests/vision/vision_test_support.h"
#include "tools/deckgen/deck_scene.h"
#include "vision/image_loader.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace hats;
using namespace hats::vision;

namespace {

// Every placed card is proposed: a candidate of its size lies on it (cards lying alone once
// only; cards whose corners meet another's are proposed by their outline).
template <typename PlacedCards>
void expectEachCardFoundOnce(const PlacedCards& placedCards, const Detection& found, double scale) {
    for (const auto& placed : placedCards) {
        const cv::Point2f centre = (placed.corners[0] + placed.corners[2]) * 0.5F;
        const double width = cv::norm(placed.corners[1] - placed.corners[0]);
        int alone = 0;
        int any = 0;
        for (const CardCandidate& f : found.candidates) {
            const cv::Point2f c = quadCentre(f.corners) * static_cast<float>(scale);
            const bool on = cv::norm(c - centre) < width / 4 &&
                            std::abs(quadWidth(f.corners) * scale / width - 1) < 0.2;
            alone += on && f.alone ? 1 : 0;
            any += on ? 1 : 0;
        }
        EXPECT_LE(alone, 1);
        EXPECT_GE(any, 1);
    }
}

} // namespace

TEST(CardDetector, FindsEveryCardLyingApartByItsOutline) {
    for (std::uint64_t seed = 300; seed < 303; ++seed) {
        const scenegen::Scene scene =
            scenegen::renderScene(seed, {scenegen::Layout::Board, false, 2.0, 0});
        const Result<LoadedImage> photo = loadImage(scene.jpeg);
        ASSERT_TRUE(photo.ok());
        // The reader gives the detector the deck's shape, as here.
        CardDetector::Options o;
        o.aspect = testsupport::generatedDeckProfile().cardAspect;
        expectEachCardFoundOnce(scene.cards, CardDetector(o).find(photo->image), photo->scale);
    }
}

TEST(CardDetector, FindsBorderlessCardsAndDarkBacksOnAnyTable) {
    // Printed edge to edge, dark faces, backs dark to the edge (tuning designs).
    for (const std::uint64_t design : {11U, 14U}) {
        const deckgen::DeckDesign d = deckgen::designFromSeed(design);
        deckgen::SceneOptions options;
        options.megapixels = 2;
        const deckgen::Scene scene = deckgen::renderGrid(d, design, 3.0);
        const Result<LoadedImage> photo = loadImage(scene.jpeg, 1600);
        ASSERT_TRUE(photo.ok());
        CardDetector::Options o;
        o.workLongSide = 1400;
        o.minCardFraction = 0.025;
        expectEachCardFoundOnce(scene.cards, CardDetector(o).find(photo->image), photo->scale);
    }
}

TEST(CardDetector, FindsNothingOnAnEmptyTable) {
    cv::Mat table(600, 800, CV_8UC3, cv::Scalar(40, 90, 50));
    cv::randn(table, cv::Scalar(40, 90, 50), cv::Scalar(12, 12, 12));
    EXPECT_TRUE(CardDetector({}).find(table).candidates.empty());
    EXPECT_TRUE(CardDetector({}).find(cv::Mat()).candidates.empty());
}

TEST(CardDetector, OrdersCornersTopLeftFirstClockwiseWithTheShortSideOnTop) {
    // A portrait card turned 20°, corners given in a scrambled order.
    const cv::RotatedRect card({200, 200}, {100, 140}, 20);
    cv::Point2f pts[4];
    card.points(pts);
    const Quad q = orderUpright({pts[2], pts[0], pts[3], pts[1]});
    EXPECT_NEAR(cv::norm(q[1] - q[0]), 100, 1);
    EXPECT_NEAR(cv::norm(q[3] - q[0]), 140, 1);
    EXPECT_LT(q[0].y + q[1].y, q[2].y + q[3].y) << "top side above the bottom side";
    EXPECT_LT(q[0].x, q[1].x) << "left to right along the top";
}
