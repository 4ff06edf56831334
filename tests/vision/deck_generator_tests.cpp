#include "tools/deckgen/deck_scene.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <set>

using namespace hats;
using namespace hats::deckgen;

TEST(DeckGenerator, TuningAndHeldOutDesignSeedsNeverMeet) {
    EXPECT_LT(kLastTuningDesign, kFirstHeldOutDesign);
    EXPECT_FALSE(isHeldOutDesign(20));
    EXPECT_TRUE(isHeldOutDesign(1000));
}

TEST(DeckGenerator, SameSeedsGiveTheSamePhoto) {
    const DeckDesign design = designFromSeed(7);
    SceneOptions options;
    options.megapixels = 2;
    EXPECT_EQ(renderScene(design, 3, options).jpeg, renderScene(design, 3, options).jpeg);
    EXPECT_NE(renderScene(design, 3, options).jpeg, renderScene(design, 4, options).jpeg);
}

TEST(DeckGenerator, DesignsDifferInBorderFaceIndexFontAndBack) {
    std::set<bool> borders;
    std::set<int> faces;
    std::set<int> indexes;
    std::set<int> fonts;
    std::set<int> backs;
    std::set<bool> backBorders;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const DeckDesign d = designFromSeed(seed);
        borders.insert(d.border > 0);
        faces.insert(static_cast<int>(d.face));
        indexes.insert(static_cast<int>(d.index));
        fonts.insert(d.font);
        backs.insert(static_cast<int>(d.back));
        backBorders.insert(d.backBorder > 0);
    }
    EXPECT_EQ(borders.size(), 2U);
    EXPECT_EQ(faces.size(), 3U);
    EXPECT_EQ(indexes.size(), 4U);
    EXPECT_GE(fonts.size(), 4U);
    EXPECT_GE(backs.size(), 4U);
    EXPECT_EQ(backBorders.size(), 2U);
}

TEST(DeckGenerator, EveryCardOfAPrintingLooksDifferent) {
    const DeckDesign d = designFromSeed(11);
    const cv::Mat red1 = drawFace(d, Card(HatType::Red, 1), 120);
    const cv::Mat red2 = drawFace(d, Card(HatType::Red, 2), 120);
    const cv::Mat blue1 = drawFace(d, Card(HatType::Blue, 1), 120);
    EXPECT_GT(cv::norm(red1, red2, cv::NORM_L1), 0);
    EXPECT_GT(cv::norm(red1, blue1, cv::NORM_L1), 0);
    EXPECT_EQ(red1.rows, outlineMask(d, 120).rows);
}

TEST(DeckGenerator, OverlappingCardsShowTheirPrintedValue) {
    for (std::uint64_t design = 1; design <= 6; ++design) {
        SceneOptions options;
        options.arrangement = Arrangement::Overlapping;
        options.megapixels = 2;
        const Scene scene = renderScene(designFromSeed(design), 100 + design, options);
        ASSERT_GE(scene.cards.size(), 3U);
        int covered = 0;
        for (const PlacedCard& c : scene.cards) {
            EXPECT_TRUE(c.indexVisible) << "design " << design;
            covered += c.visible < 0.9 ? 1 : 0;
        }
        EXPECT_GT(covered, 0) << "design " << design << ": cards do overlap";
    }
}

TEST(DeckGenerator, GridHasAll42CardsOrLeavesTheAskedOnesOut) {
    const DeckDesign d = designFromSeed(2);
    EXPECT_EQ(renderGrid(d, 1, 3.0).cards.size(), 42U);
    EXPECT_EQ(renderGrid(d, 1, 3.0, false, 4).cards.size(), 38U);
    const Scene back = renderBack(d, 1);
    ASSERT_EQ(back.cards.size(), 1U);
    EXPECT_FALSE(back.cards.front().card.has_value());
    const nlohmann::json truth = groundTruth(back);
    EXPECT_TRUE(truth["cards"][0]["faceDown"].get<bool>());
    EXPECT_FALSE(cv::imdecode(back.jpeg, cv::IMREAD_COLOR).empty());
}

TEST(DeckGenerator, APrintingIsTheSameAtEveryPhotoSize) {
    // A card far from the camera and one close to it show one printing: the same strokes, the
    // same pattern, only with fewer pixels. Drawn small and drawn large then shrunk, each card
    // must agree everywhere but at the blur of the edges.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const DeckDesign d = designFromSeed(seed);
        for (const int index : {4, 17, 40}) {
            const Card card = Card::fromIndex(index);
            const cv::Mat small = drawFace(d, card, 150);
            cv::Mat large;
            cv::resize(drawFace(d, card, 600), large, small.size(), 0, 0, cv::INTER_AREA);
            cv::Mat inside;
            cv::erode(outlineMask(d, 150), inside, cv::Mat(), {-1, -1}, 3);
            cv::Mat diff;
            cv::absdiff(small, large, diff);
            EXPECT_LT(cv::mean(diff, inside)[0] + cv::mean(diff, inside)[1] +
                          cv::mean(diff, inside)[2],
                      3 * 2.0)
                << describeDesign(d) << ", " << card.toString();
        }
        cv::Mat backLarge;
        cv::resize(drawBack(d, 600), backLarge, drawBack(d, 150).size(), 0, 0, cv::INTER_AREA);
        cv::Mat backDiff;
        cv::absdiff(drawBack(d, 150), backLarge, backDiff);
        EXPECT_LT(cv::sum(cv::mean(backDiff))[0], 3 * 6.0) << describeDesign(d) << ", back";
    }
}
