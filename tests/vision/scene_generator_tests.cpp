#include "tools/scenegen/scene_generator.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include <set>

using namespace hats;
using namespace hats::scenegen;

TEST(SceneGenerator, SameSeedGivesTheSamePhoto) {
    const SceneOptions options{Layout::Board, false, 0.5, 80};
    EXPECT_EQ(renderScene(7, options).jpeg, renderScene(7, options).jpeg);
    EXPECT_NE(renderScene(7, options).jpeg, renderScene(8, options).jpeg);
}

TEST(SceneGenerator, BoardHasFiveOrSixDistinctCardsInSlotsOneToN) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Scene scene = renderScene(seed, {Layout::Board, seed % 2 == 0, 0.5, 0});
        ASSERT_GE(scene.cards.size(), 5U);
        ASSERT_LE(scene.cards.size(), 6U);
        std::set<int> cards;
        std::set<int> slots;
        for (const PlacedCard& c : scene.cards) {
            ASSERT_TRUE(c.card.has_value());
            cards.insert(c.card->index());
            slots.insert(c.slot);
        }
        EXPECT_EQ(cards.size(), scene.cards.size()) << "R1: every card is unique";
        EXPECT_EQ(*slots.begin(), 1);
        EXPECT_EQ(*slots.rbegin(), static_cast<int>(scene.cards.size()));
    }
}

TEST(SceneGenerator, CardsStayInsideThePhotoAndSlotsRunLeftToRight) {
    for (std::uint64_t seed = 20; seed < 26; ++seed) {
        const Scene scene = renderScene(seed, {Layout::Board, false, 0.5, 0});
        std::vector<float> xs(scene.cards.size());
        for (const PlacedCard& c : scene.cards) {
            for (const cv::Point2f& p : c.corners) {
                EXPECT_GE(p.x, 0);
                EXPECT_GE(p.y, 0);
                EXPECT_LT(p.x, scene.width);
                EXPECT_LT(p.y, scene.height);
            }
            xs[static_cast<size_t>(c.slot - 1)] = (c.corners[0].x + c.corners[2].x) / 2;
        }
        EXPECT_TRUE(std::is_sorted(xs.begin(), xs.end())) << "seed " << seed;
    }
}

TEST(SceneGenerator, PhotoHasTheAskedMegapixelsAndDecodes) {
    const Scene scene = renderScene(3, {Layout::Collection, true, 2.0, 90});
    EXPECT_NEAR(scene.width * scene.height / 1e6, 2.0, 0.05);
    const cv::Mat decoded = cv::imdecode(scene.jpeg, cv::IMREAD_COLOR);
    EXPECT_EQ(decoded.cols, scene.width);
    EXPECT_EQ(decoded.rows, scene.height);
}

TEST(SceneGenerator, CollectionsHoldAtMostEightHatsSomeFaceDown) {
    int backs = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const Scene scene = renderScene(seed, {Layout::Collection, false, 0.3, 0});
        EXPECT_LE(scene.cards.size(), 8U) << "R9";
        EXPECT_GE(scene.cards.size(), 3U);
        backs += scene.blackHats();
        for (const PlacedCard& c : scene.cards) {
            EXPECT_EQ(c.slot, 0);
        }
    }
    EXPECT_GT(backs, 0);
}

TEST(SceneGenerator, GroundTruthJsonNamesTypeValueAndCorners) {
    const Scene scene = renderScene(4, {Layout::Collection, false, 0.3, 0});
    const nlohmann::json truth = groundTruth(scene);
    ASSERT_EQ(truth["cards"].size(), scene.cards.size());
    EXPECT_EQ(truth["blackHats"], scene.blackHats());
    for (const auto& card : truth["cards"]) {
        EXPECT_EQ(card["corners"].size(), 4U);
        EXPECT_EQ(card.contains("type"), !card["faceDown"].get<bool>());
    }
}

TEST(SceneGenerator, CalibrationGridShowsAll42CardsInRowsOfTypes) {
    const Scene grid = renderCalibrationGrid(2, 1.0);
    ASSERT_EQ(grid.cards.size(), 42U);
    for (size_t i = 0; i < grid.cards.size(); ++i) {
        ASSERT_TRUE(grid.cards[i].card.has_value());
        EXPECT_EQ(grid.cards[i].card->index(), static_cast<int>(i));
    }
    const Scene back = renderCalibrationBack(2, 0.5);
    ASSERT_EQ(back.cards.size(), 1U);
    EXPECT_FALSE(back.cards.front().card.has_value());
}
