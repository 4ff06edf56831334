#include "vision/reading.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace hats;
using namespace hats::vision;

namespace {

Reading sample() {
    Reading r;
    CardRead red4;
    red4.card = red4.guess = Card(HatType::Red, 4);
    red4.slot = 1;
    red4.confidence = 0.97;
    red4.corners = {cv::Point2f(1, 2), cv::Point2f(3, 2), cv::Point2f(3, 5), cv::Point2f(1, 5)};
    CardRead back;
    back.faceDown = true;
    back.slot = 2;
    back.confidence = 0.9;
    CardRead unsure;
    unsure.guess = Card(HatType::Orange, 2);
    unsure.doubtful = true;
    unsure.slot = 3;
    unsure.confidence = 0.2;
    r.cards = {red4, back, unsure};
    r.blackHats = 1;
    return r;
}

} // namespace

TEST(Reading, JsonNamesTypeValueSlotConfidenceAndCorners) {
    const nlohmann::json j = toJson(sample(), true);
    EXPECT_EQ(j["blackHats"], 1);
    const auto& red4 = j["cards"][0];
    EXPECT_EQ(red4["type"], "red");
    EXPECT_EQ(red4["value"], 4);
    EXPECT_EQ(red4["slot"], 1);
    EXPECT_EQ(red4["faceDown"], false);
    EXPECT_DOUBLE_EQ(red4["confidence"].get<double>(), 0.97);
    EXPECT_EQ(red4["corners"].size(), 4U);
    EXPECT_DOUBLE_EQ(red4["corners"][2][1].get<double>(), 5.0);
}

TEST(Reading, FaceDownAndDoubtfulCardsHaveNoTypeOrValue) {
    const nlohmann::json j = toJson(sample(), true);
    EXPECT_FALSE(j["cards"][1].contains("type"));
    EXPECT_EQ(j["cards"][1]["faceDown"], true);
    EXPECT_FALSE(j["cards"][2].contains("value"));
    EXPECT_EQ(j["cards"][2]["doubtful"], true);
}

TEST(Reading, CollectionJsonHasNoSlots) {
    const nlohmann::json j = toJson(sample(), false);
    for (const auto& card : j["cards"]) {
        EXPECT_FALSE(card.contains("slot"));
    }
}

TEST(Reading, TextNamesEachSlotAndAsksForALookAtDoubtfulCards) {
    const std::string text = describe(sample(), true);
    EXPECT_NE(text.find("slot 1: red 4"), std::string::npos) << text;
    EXPECT_NE(text.find("slot 2: face down (black hat)"), std::string::npos) << text;
    EXPECT_NE(text.find("not sure (maybe orange 2)"), std::string::npos) << text;
    EXPECT_NE(text.find("1 card needs a look"), std::string::npos) << text;
}
