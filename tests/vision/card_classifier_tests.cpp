#include "vision/card_classifier.h"

#include "tests/vision/vision_test_support.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace hats;
using namespace hats::vision;

namespace {

// An exemplar as another photo would show it: other light, a little blur and noise.
cv::Mat photographed(const cv::Mat& exemplar, cv::Scalar tint) {
    cv::Mat out;
    cv::multiply(exemplar, tint, out, 1.0 / 255);
    cv::GaussianBlur(out, out, {3, 3}, 0.8);
    cv::Mat noise(out.size(), CV_8UC3);
    cv::randn(noise, cv::Scalar::all(0), cv::Scalar::all(3));
    return out + noise;
}

} // namespace

TEST(CardClassifier, ReadsEveryCardOfTheDeckUnderWarmAndCoolLight) {
    const Profile& profile = testsupport::generatedDeckProfile();
    const CardMatcher matcher(profile);
    for (const cv::Scalar& tint : {cv::Scalar(190, 230, 255), cv::Scalar(255, 240, 200)}) {
        for (int i = 0; i < kDeckSize; ++i) {
            const CardMatch m = matcher.match(
                photographed(profile.exemplars[static_cast<size_t>(i)], tint), {}, {1, 1}, false);
            EXPECT_TRUE(m.isCard);
            EXPECT_EQ(m.exemplar, i) << exemplarName(i) << " read as " << exemplarName(m.exemplar);
            EXPECT_GT(m.confidence, 0.5) << exemplarName(i);
        }
    }
}

TEST(CardClassifier, ReadsACardLyingUpsideDown) {
    const Profile& profile = testsupport::generatedDeckProfile();
    const int green6 = Card(HatType::Green, 6).index();
    cv::Mat turned;
    cv::rotate(profile.exemplars[static_cast<size_t>(green6)], turned, cv::ROTATE_180);
    const CardMatch m = CardMatcher(profile).match(turned, {}, {1, 1}, false);
    EXPECT_EQ(m.exemplar, green6) << "not 9: " << exemplarName(m.exemplar);
    EXPECT_TRUE(m.turned);
}

TEST(CardClassifier, RecognisesTheBackAsABlackHat) {
    const Profile& profile = testsupport::generatedDeckProfile();
    const CardMatch m = CardMatcher(profile).match(
        photographed(profile.exemplars[kBackExemplar], cv::Scalar(220, 235, 255)), {}, {1, 1},
        false);
    EXPECT_TRUE(m.faceDown());
    EXPECT_GT(m.confidence, 0.5);
}

TEST(CardClassifier, ReadsTheValueCornerWhenTheRestIsCovered) {
    // A card under another one, the way a collection is fanned: only its left third shows.
    const Profile& profile = testsupport::generatedDeckProfile();
    const CardMatcher matcher(profile);
    const cv::Size size = profile.exemplarSize();
    for (const Card card :
         {Card(HatType::Red, 3), Card(HatType::Blue, 5), Card(HatType::Brown, 1)}) {
        cv::Mat photo = photographed(profile.exemplars[static_cast<size_t>(card.index())],
                                     cv::Scalar::all(255));
        const cv::Rect covered(size.width / 3, 0, size.width - size.width / 3, size.height);
        photo(covered).setTo(cv::Scalar(200, 30, 30)); // whatever lies on top
        cv::Mat visible(size, CV_8U, cv::Scalar(255));
        visible(covered).setTo(0);
        const CardMatch m = matcher.match(photo, visible, {1, 1}, false);
        EXPECT_EQ(m.exemplar, card.index())
            << card.toString() << " read as " << exemplarName(m.exemplar);
    }
}

TEST(CardClassifier, SaysAPlainGreyRectangleIsNoCard) {
    const Profile& profile = testsupport::generatedDeckProfile();
    cv::Mat blank(profile.exemplarSize(), CV_8UC3, cv::Scalar(235, 235, 235));
    cv::Mat noise(blank.size(), CV_8UC3);
    cv::randn(noise, cv::Scalar::all(0), cv::Scalar::all(2));
    blank += noise;
    const CardMatch m = CardMatcher(profile).match(blank, {}, {1, 1}, false);
    EXPECT_TRUE(!m.isCard || m.confidence < 0.35) << "confidence " << m.confidence;
}
