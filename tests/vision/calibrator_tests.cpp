#include "app/text/english.h"
#include "vision/calibrator.h"

#include "tests/vision/vision_test_support.h"
#include "vision/image_loader.h"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

using namespace hats;
using namespace hats::vision;

TEST(Calibrator, LearnsTheCardShapeFromTheGrid) {
    const Profile& profile = testsupport::generatedDeckProfile();
    EXPECT_NEAR(profile.cardAspect, 88.0 / 63.0, 0.04);
    EXPECT_NEAR(profile.panel.x, 0.08, 0.02);
    EXPECT_NEAR(profile.panel.width, 0.84, 0.04);
    EXPECT_TRUE(profile.shapeMeasured) << "cards lie apart in the generated grid";
}

TEST(Calibrator, FindsTheValueInTheTopLeftCorner) {
    const Profile& profile = testsupport::generatedDeckProfile();
    const cv::Size card = profile.canonicalSize();
    EXPECT_LT(profile.digitBox.br().x, card.width / 2);
    EXPECT_LT(profile.digitBox.br().y, card.height / 2);
    EXPECT_GT(profile.digitBox.area(), 40);
}

TEST(Calibrator, LearnsSevenDistinctColours) {
    const Profile& profile = testsupport::generatedDeckProfile();
    for (size_t a = 0; a < profile.typeLab.size(); ++a) {
        for (size_t b = a + 1; b < profile.typeLab.size(); ++b) {
            EXPECT_GT(cv::norm(profile.typeLab[a] - profile.typeLab[b]), 5 * profile.typeSpread)
                << typeId(kAllTypes[a]) << " vs " << typeId(kAllTypes[b]);
        }
    }
}

TEST(Calibrator, LearnsDigitsThatAreUnlikeEachOther) {
    const Profile& profile = testsupport::generatedDeckProfile();
    for (size_t a = 0; a < profile.digits.size(); ++a) {
        for (size_t b = a + 1; b < profile.digits.size(); ++b) {
            cv::Mat score;
            cv::matchTemplate(profile.digits[a], profile.digits[b], score, cv::TM_CCOEFF_NORMED);
            EXPECT_LT(score.at<float>(0, 0), 0.9) << a + 1 << " vs " << b + 1;
        }
    }
}

TEST(Calibrator, RefusesAGridThatIsNotFortyTwoCards) {
    const scenegen::Scene back = scenegen::renderCalibrationBack(3);
    const Result<Profile> profile = calibrate(back.jpeg, back.jpeg);
    ASSERT_FALSE(profile.ok());
    EXPECT_NE(hats::english::describe(profile.error()).find("expected 42"), std::string::npos)
        << hats::english::describe(profile.error());
}

TEST(Calibrator, RefusesABackPhotoWithoutACard) {
    const scenegen::Scene grid = scenegen::renderCalibrationGrid(1);
    cv::Mat table(600, 800, CV_8UC3, cv::Scalar(30, 60, 90));
    std::vector<uchar> empty;
    cv::imencode(".jpg", table, empty);
    const Result<Profile> profile = calibrate(grid.jpeg, empty);
    ASSERT_FALSE(profile.ok());
    EXPECT_NE(hats::english::describe(profile.error()).find("back photo"), std::string::npos);
}

TEST(Calibrator, CalibratesFromAnotherGridPhotoToo) {
    const scenegen::Scene grid = scenegen::renderCalibrationGrid(77, 4.0);
    const scenegen::Scene back = scenegen::renderCalibrationBack(77);
    const Result<Profile> profile = calibrate(grid.jpeg, back.jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    EXPECT_LT(cv::norm(profile->typeLab[0] - testsupport::generatedDeckProfile().typeLab[0]), 8);
}
