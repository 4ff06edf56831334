#include "vision/card_classifier.h"

#include "tests/vision/vision_test_support.h"
#include "tools/scenegen/card_art.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace hats;
using namespace hats::vision;

namespace {

// A card drawn flat on a dark table under a light tint; its panel corners are known exactly.
RectifiedCard flatCard(const cv::Mat& art, const Profile& profile, cv::Scalar tint) {
    cv::Mat table(art.rows + 40, art.cols + 40, CV_8UC3, cv::Scalar(40, 50, 60));
    art.copyTo(table(cv::Rect(20, 20, art.cols, art.rows)));
    cv::multiply(table, tint, table, 1.0 / 255);
    const float x0 = 20 + static_cast<float>(profile.panel.x * art.cols);
    const float y0 = 20 + static_cast<float>(profile.panel.y * art.rows);
    const float x1 = x0 + static_cast<float>(profile.panel.width * art.cols);
    const float y1 = y0 + static_cast<float>(profile.panel.height * art.rows);
    return rectifyCard(table, Quad{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}, profile);
}

} // namespace

TEST(CardClassifier, ReadsEveryCardOfTheDeckUnderWarmAndCoolLight) {
    const Profile& profile = testsupport::generatedDeckProfile();
    for (const cv::Scalar& tint : {cv::Scalar(190, 230, 255), cv::Scalar(255, 240, 200)}) {
        for (int i = 0; i < kDeckSize; ++i) {
            const Card card = Card::fromIndex(i);
            const CardVerdict v =
                classifyCard(flatCard(scenegen::drawCardFace(card, 150), profile, tint), profile);
            EXPECT_TRUE(v.isCard);
            EXPECT_FALSE(v.faceDown) << card.toString();
            EXPECT_EQ(v.type, card.type()) << card.toString();
            EXPECT_EQ(v.value, card.value()) << card.toString();
            EXPECT_GT(v.confidence, 0.5) << card.toString();
        }
    }
}

TEST(CardClassifier, ReadsACardLyingUpsideDown) {
    const Profile& profile = testsupport::generatedDeckProfile();
    cv::Mat art = scenegen::drawCardFace(Card(HatType::Green, 6), 150);
    cv::rotate(art, art, cv::ROTATE_180);
    const CardVerdict v = classifyCard(flatCard(art, profile, cv::Scalar::all(255)), profile);
    EXPECT_EQ(v.type, HatType::Green);
    EXPECT_EQ(v.value, 6) << "not 9: both corners are read upright";
}

TEST(CardClassifier, RecognisesTheBackAsABlackHat) {
    const Profile& profile = testsupport::generatedDeckProfile();
    const CardVerdict v = classifyCard(
        flatCard(scenegen::drawCardBack(150), profile, cv::Scalar(220, 235, 255)), profile);
    EXPECT_TRUE(v.isCard);
    EXPECT_TRUE(v.faceDown);
    EXPECT_GT(v.confidence, 0.5);
}

TEST(CardClassifier, SaysAPlainGreyRectangleIsNoCard) {
    const Profile& profile = testsupport::generatedDeckProfile();
    cv::Mat blank(210, 150, CV_8UC3, cv::Scalar(235, 235, 235));
    const cv::Rect panel(static_cast<int>(profile.panel.x * blank.cols),
                         static_cast<int>(profile.panel.y * blank.rows),
                         static_cast<int>(profile.panel.width * blank.cols),
                         static_cast<int>(profile.panel.height * blank.rows));
    cv::rectangle(blank, panel, cv::Scalar(120, 120, 120), -1);
    cv::Mat noise(blank.size(), CV_8UC3);
    cv::randn(noise, cv::Scalar::all(0), cv::Scalar::all(2));
    blank += noise;
    const CardVerdict v = classifyCard(flatCard(blank, profile, cv::Scalar::all(255)), profile);
    EXPECT_TRUE(!v.isCard || v.confidence < 0.35) << "confidence " << v.confidence;
}

TEST(CardClassifier, SaysAHoleFramedByTheTableIsNoCard) {
    // What a gap between two cards looks like: light frame on two sides, wood on the others.
    const Profile& profile = testsupport::generatedDeckProfile();
    cv::Mat art = scenegen::drawCardFace(Card(HatType::Purple, 3), 150);
    const int frameX = static_cast<int>(profile.panel.x * art.cols) + 1;
    const int frameY = static_cast<int>(profile.panel.y * art.rows) + 1;
    const cv::Scalar wood(60, 95, 150);
    art(cv::Rect(0, 0, frameX, art.rows)).setTo(wood);
    art(cv::Rect(0, 0, art.cols, frameY)).setTo(wood);
    const CardVerdict v = classifyCard(flatCard(art, profile, cv::Scalar::all(255)), profile);
    EXPECT_FALSE(v.isCard);
}
