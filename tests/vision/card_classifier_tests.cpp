#include "vision/card_classifier.h"

#include "tests/vision/vision_test_support.h"
#include "vision/photo_reader.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <string>

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

namespace {

// The card as a reader cuts it when its outline was taken a few percent inside the card (a
// light border on a light table): the picture enlarged, the printed values moved outward.
cv::Mat cutTooSmall(const cv::Mat& exemplar, double inset) {
    const int dx = static_cast<int>(std::lround(exemplar.cols * inset));
    const int dy = static_cast<int>(std::lround(exemplar.rows * inset));
    cv::Mat out;
    cv::resize(exemplar(cv::Rect(dx, dy, exemplar.cols - 2 * dx, exemplar.rows - 2 * dy)), out,
               exemplar.size(), 0, 0, cv::INTER_LINEAR);
    return out;
}

} // namespace

TEST(CardClassifier, ReadsThePrintedValueOfACardCutAFewPercentInsideItsOutline) {
    // Design 33: the value printed in a disc in two corners, dark faces with a light border.
    const Profile& profile = testsupport::designProfile(33);
    ASSERT_TRUE(profile.complete());
    const CardMatcher matcher(profile);
    int right = 0;
    std::string wrong;
    for (int i = 0; i < kDeckSize; ++i) {
        const CardMatch m = matcher.match(
            photographed(cutTooSmall(profile.exemplars[static_cast<size_t>(i)], 0.035),
                         cv::Scalar(235, 245, 255)),
            {}, {1, 1}, false);
        // The value is what this is about (one card of a type read as another is allowed).
        if (m.exemplar != kBackExemplar && m.exemplar % kMaxValue == i % kMaxValue) {
            ++right;
        } else {
            wrong += exemplarName(i) + " as " + exemplarName(m.exemplar) + "; ";
        }
    }
    EXPECT_EQ(right, kDeckSize) << wrong;
}

TEST(CardClassifier, TakesAFinelyStripedBackCutElsewhereForTheBack) {
    // Design 27: a back printed with fine stripes to its edges. Cut a few pixels off and a
    // little larger, its stripes no longer line up with the exemplar's, yet it is the back.
    const Profile& profile = testsupport::designProfile(27);
    ASSERT_FALSE(profile.exemplars[kBackExemplar].empty());
    const cv::Mat& back = profile.exemplars[kBackExemplar];
    const CardMatcher matcher(profile);
    for (int px = 0; px <= 6; ++px) {
        cv::Mat moved;
        const cv::Matx23d shift(1.03, 0, -px, 0, 1.03, -px * 0.7);
        cv::warpAffine(back, moved, shift, back.size(), cv::INTER_LINEAR, cv::BORDER_REFLECT);
        const CardMatch m =
            matcher.match(photographed(moved, cv::Scalar(230, 240, 255)), {}, {1, 1}, false);
        EXPECT_TRUE(m.faceDown()) << px << " px: read as " << exemplarName(m.exemplar);
        EXPECT_TRUE(m.isCard) << px << " px";
    }
}

TEST(CardClassifier, TakesAStripedBackUnderAHighlightForTheBack) {
    // Design 27 again, cut a few pixels off, with a highlight over a corner: a soft white patch
    // lifting the stripes to near white over a third of the card. Its stripes are told apart
    // from the highlight's smooth fall-off and from the white it adds (tuning scenes 145002 and
    // 149002 lost a back lying alone under one so).
    const Profile& profile = testsupport::designProfile(27);
    ASSERT_FALSE(profile.exemplars[kBackExemplar].empty());
    const cv::Mat& back = profile.exemplars[kBackExemplar];
    const CardMatcher matcher(profile);
    for (const cv::Point2f spot : {cv::Point2f(0.8F, 0.75F), cv::Point2f(0.2F, 0.3F)}) {
        cv::Mat moved;
        cv::warpAffine(back, moved, cv::Matx23d(1.03, 0, -3, 0, 1.03, -2), back.size(),
                       cv::INTER_LINEAR, cv::BORDER_REFLECT);
        cv::Mat photo = photographed(moved, cv::Scalar(230, 240, 255));
        photo.convertTo(photo, CV_32FC3);
        const float radius = 0.3F * static_cast<float>(photo.cols);
        for (int y = 0; y < photo.rows; ++y) {
            for (int x = 0; x < photo.cols; ++x) {
                const float dx = static_cast<float>(x) - spot.x * static_cast<float>(photo.cols);
                const float dy = static_cast<float>(y) - spot.y * static_cast<float>(photo.rows);
                const float lift = 220.0F * std::exp(-(dx * dx + dy * dy) / (radius * radius));
                photo.at<cv::Vec3f>(y, x) += cv::Vec3f::all(lift);
            }
        }
        photo.convertTo(photo, CV_8UC3); // saturates at white
        // The photo's light as the faces beside it show it (the tint above, B/G and R/G).
        const CardMatch m = matcher.match(photo, {}, {230.0 / 240, 255.0 / 240}, true);
        EXPECT_TRUE(m.faceDown()) << spot << ": read as " << exemplarName(m.exemplar);
        EXPECT_TRUE(m.isCard) << spot;
    }
}

namespace {

// `exemplar` as a photo showing it `across` pixels wide sees it (a little blurred, then cut out
// at exemplar size again), in a warm light.
cv::Mat shownSmall(const cv::Mat& exemplar, int across) {
    cv::Mat few;
    cv::resize(exemplar, few, {across, exemplar.rows * across / exemplar.cols}, 0, 0,
               cv::INTER_AREA);
    cv::GaussianBlur(few, few, {0, 0}, 1.0);
    cv::Mat cut;
    cv::resize(few, cut, exemplar.size(), 0, 0, cv::INTER_LINEAR);
    return photographed(cut, cv::Scalar(230, 240, 255));
}

} // namespace

TEST(CardClassifier, TakesAFinelyStripedBackShownSmallForTheBack) {
    // Design 147: a back of fine diagonal stripes. A photo showing a card 40-48 pixels wide
    // blurs them to a fraction of their strength at calibration's size; compared as sharp as
    // that photo can show them, they are the back's (tuning scene 147005 read two such backs
    // as doubtful faces; at 40 pixels the drawing no longer tells it either).
    const Profile& profile = testsupport::designProfile(147);
    ASSERT_TRUE(profile.complete());
    const CardMatcher matcher(profile);
    for (const int across : {40, 44, 48}) {
        const CardMatch m = matcher.match(shownSmall(profile.exemplars[kBackExemplar], across), {},
                                          {1, 1}, false, false, across);
        EXPECT_TRUE(m.faceDown()) << across << " px: read as " << exemplarName(m.exemplar);
        EXPECT_GE(m.confidence, kDoubtfulBelow) << across << " px";
    }
    // Nor is a face shown as small taken for it.
    for (int i = 0; i < kDeckSize; ++i) {
        const CardMatch m = matcher.match(shownSmall(profile.exemplars[static_cast<size_t>(i)], 44),
                                          {}, {1, 1}, false, false, 44);
        EXPECT_FALSE(m.faceDown()) << exemplarName(i);
    }
}

namespace {

// `card` as another photo shows it: its pattern with `contrast` times the contrast around its
// mean grey, in the light `tint`, and cut `px` pixels off.
cv::Mat shownOtherwise(const cv::Mat& card, double contrast, cv::Scalar tint, int px) {
    cv::Mat moved;
    cv::warpAffine(card, moved, cv::Matx23d(1, 0, -px, 0, 1, -px), card.size(), cv::INTER_LINEAR,
                   cv::BORDER_REFLECT);
    const cv::Scalar mean = cv::mean(moved);
    cv::Mat sharper;
    moved.convertTo(sharper, CV_32FC3);
    sharper = (sharper - mean) * contrast + mean;
    sharper.convertTo(moved, CV_8UC3);
    return photographed(moved, tint);
}

} // namespace

TEST(CardClassifier, TakesABackLikeTheBackThePhotoShowsForTheBack) {
    // Design 131: a back of fine checks. A photo that shows them sharper and in a bluer light
    // than the grid photo did (tuning scene 131003) shows a back unlike calibration's; another
    // card of that photo read surely as the back shows the back as this photo does, and a back
    // cut elsewhere is like it.
    const Profile& profile = testsupport::designProfile(131);
    ASSERT_TRUE(profile.complete());
    const CardMatcher matcher(profile);
    const cv::Scalar tint(255, 225, 215);
    const CardMatcher::Texture shown =
        CardMatcher::textureOf(shownOtherwise(profile.exemplars[kBackExemplar], 1.8, tint, 0), {});
    for (const int px : {2, 4, 5}) {
        const cv::Mat back = shownOtherwise(profile.exemplars[kBackExemplar], 1.8, tint, px);
        const CardMatch m = matcher.match(back, {}, {1, 1}, false, false, 0, &shown);
        EXPECT_TRUE(m.faceDown()) << px << " px: read as " << exemplarName(m.exemplar);
        EXPECT_GE(m.confidence, kDoubtfulBelow) << px << " px";
    }
    // No face of that photo is like it.
    for (int i = 0; i < kDeckSize; ++i) {
        const cv::Mat face =
            shownOtherwise(profile.exemplars[static_cast<size_t>(i)], 1.8, tint, 3);
        const CardMatch m = matcher.match(face, {}, {1, 1}, false, false, 0, &shown);
        EXPECT_FALSE(m.faceDown()) << exemplarName(i);
    }
}

TEST(CardClassifier, DoesNotTakeAFaceForAFinelyStripedBack) {
    const Profile& profile = testsupport::designProfile(27);
    const CardMatcher matcher(profile);
    for (int i = 0; i < kDeckSize; ++i) {
        const CardMatch m =
            matcher.match(photographed(cutTooSmall(profile.exemplars[static_cast<size_t>(i)], 0.02),
                                       cv::Scalar(235, 245, 255)),
                          {}, {1, 1}, false);
        EXPECT_FALSE(m.faceDown()) << exemplarName(i);
    }
}

namespace {

// `photo` (a card cut at exemplar size) with its right part covered by a card of another
// colour, the way a row of a collection lies, and what shows of it.
struct Covered {
    cv::Mat photo;
    cv::Mat visible;
};
Covered coveredFromTheRight(const cv::Mat& photo, double shown) {
    Covered out{photo.clone(), cv::Mat(photo.size(), CV_8U, cv::Scalar(255))};
    const int x = static_cast<int>(std::lround(photo.cols * shown));
    const cv::Rect over(x, 0, photo.cols - x, photo.rows);
    out.photo(over).setTo(cv::Scalar(40, 40, 190));
    out.visible(over).setTo(0);
    return out;
}

} // namespace

TEST(CardClassifier, TakesAPlainBackUnderACardForTheBackAtAQuickLook) {
    // Design 569: a back of one plain colour. A row of a collection shows half of a back under
    // the next card; the place is first compared at a quick look (quarter size), where a plain
    // back correlates with nothing, and it was never taken (tuning scene 742005 lost a black
    // hat so). A place no face explains, as plain as the back and of its colour, is the back.
    const Profile& profile = testsupport::designProfile(569);
    const cv::Mat& back = profile.exemplars[kBackExemplar];
    ASSERT_FALSE(back.empty());
    const CardMatcher matcher(profile);
    ASSERT_TRUE(matcher.plainBack());
    // Cut a few pixels off calibration's cut, under light that falls off across the table.
    cv::Mat moved;
    cv::warpAffine(back, moved, cv::Matx23d(1.03, 0, -4, 0, 1.03, -3), back.size(),
                   cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    cv::Mat light(back.size(), CV_32FC3);
    for (int y = 0; y < light.rows; ++y) {
        for (int x = 0; x < light.cols; ++x) {
            light.at<cv::Vec3f>(y, x) =
                cv::Vec3f::all(1.1F - 0.25F * static_cast<float>(x + y) /
                                          static_cast<float>(light.cols + light.rows));
        }
    }
    moved.convertTo(moved, CV_32FC3);
    moved = moved.mul(light);
    moved.convertTo(moved, CV_8UC3);
    for (const double shown : {0.45, 0.6, 1.0}) {
        const Covered c =
            coveredFromTheRight(photographed(moved, cv::Scalar(245, 250, 255)), shown);
        const CardMatch m = matcher.match(c.photo, c.visible, {1, 1}, false, true);
        EXPECT_TRUE(m.faceDown()) << shown << " shown: read as " << exemplarName(m.exemplar);
        EXPECT_TRUE(m.isCard) << shown << " shown";
    }
}

TEST(CardClassifier, DoesNotTakeAFaceOrAPlainTableForAPlainBackAtAQuickLook) {
    // The same deck: no face half covered is taken for its plain back, nor a plain stretch of a
    // table of another colour.
    const Profile& profile = testsupport::designProfile(569);
    const CardMatcher matcher(profile);
    for (int i = 0; i < kDeckSize; ++i) {
        const Covered c = coveredFromTheRight(
            photographed(profile.exemplars[static_cast<size_t>(i)], cv::Scalar(245, 250, 255)),
            0.5);
        const CardMatch m = matcher.match(c.photo, c.visible, {1, 1}, false, true);
        EXPECT_FALSE(m.isCard && m.faceDown()) << exemplarName(i);
    }
    const cv::Mat table(profile.exemplarSize(), CV_8UC3, cv::Scalar(60, 140, 90));
    const CardMatch m =
        matcher.match(photographed(table, cv::Scalar::all(255)), {}, {1, 1}, false, true);
    EXPECT_FALSE(m.isCard && m.faceDown());
}

TEST(CardClassifier, CountsATexturesEdgesByTheirDirection) {
    // Stripes one way: all their edge strength in the bins of that direction, whichever side
    // of each edge is the light one (a gradient and its opposite are one direction). A
    // gradient pointing left lies in the last bin (180 degrees, one step from the first), one
    // pointing down in the bin below 90 degrees: the bins the direction is counted in since
    // textures were first learned.
    // Green stripes on blue (stripes of white on grey would look like a highlight).
    const auto stripes = [](bool across) {
        cv::Mat bgr(120, 96, CV_8UC3, cv::Scalar(200, 60, 60));
        for (int i = 0; i < 120; i += 12) {
            const cv::Rect band = across ? cv::Rect(0, i, 96, 6) : cv::Rect(i, 0, 6, 120);
            bgr(band & cv::Rect(0, 0, 96, 120)).setTo(cv::Scalar(60, 200, 60));
        }
        return bgr;
    };
    const CardMatcher::Texture upright = CardMatcher::textureOf(stripes(false), {});
    EXPECT_NEAR(upright.orientation[0] + upright.orientation[11], 1.0, 1e-9);
    EXPECT_NEAR(upright.orientation[0], 0.5, 0.05);
    const CardMatcher::Texture across = CardMatcher::textureOf(stripes(true), {});
    EXPECT_NEAR(across.orientation[5] + across.orientation[6], 1.0, 1e-9);
    EXPECT_NEAR(across.orientation[6], 0.5, 0.05);
    // Turned a quarter, the texture is told apart from itself.
    EXPECT_LT(CardMatcher::likeness(upright, across), 0.01);
    EXPECT_GT(CardMatcher::likeness(upright, CardMatcher::textureOf(stripes(false), {})), 0.99);
}

TEST(CardClassifier, MatchIsCompareThenSettleBackWithTheSameTotal) {
    // The reader chooses among cuts of one card by compare()'s total and finishes only the one
    // it keeps: that is match() only while settling the back leaves the total as it is. Faces,
    // a striped back cut elsewhere (settled by its pattern), and a plain grey card.
    const Profile& profile = testsupport::designProfile(27);
    const CardMatcher matcher(profile);
    std::vector<cv::Mat> cards;
    for (const int i : {0, 13, 40, kBackExemplar}) {
        cards.push_back(
            photographed(profile.exemplars[static_cast<size_t>(i)], cv::Scalar(230, 240, 255)));
    }
    cv::Mat moved;
    const cv::Mat& back = profile.exemplars[kBackExemplar];
    cv::warpAffine(back, moved, cv::Matx23d(1.03, 0, -5, 0, 1.03, -3.5), back.size(),
                   cv::INTER_LINEAR, cv::BORDER_REFLECT);
    cards.push_back(moved);
    cards.emplace_back(back.size(), CV_8UC3, cv::Scalar(128, 128, 128));
    cv::Mat covered(back.size(), CV_8U, cv::Scalar(255));
    covered(cv::Rect(0, 0, back.cols, back.rows / 2)).setTo(0);
    for (const bool quick : {true, false}) {
        for (const cv::Mat& visible : {cv::Mat(), covered}) {
            for (size_t k = 0; k < cards.size(); ++k) {
                const CardMatch whole = matcher.match(cards[k], visible, {1, 1}, false, quick);
                const CardMatch compared = matcher.compare(cards[k], visible, {1, 1}, false, quick);
                const CardMatch settled = matcher.settleBack(compared, cards[k], visible, {1, 1});
                const std::string at = "card " + std::to_string(k) + (quick ? " quick" : "");
                EXPECT_EQ(compared.total, whole.total) << at;
                EXPECT_EQ(settled.total, whole.total) << at;
                EXPECT_EQ(settled.exemplar, whole.exemplar) << at;
                EXPECT_EQ(settled.confidence, whole.confidence) << at;
            }
        }
    }
    // The striped back cut elsewhere is the back only once settled.
    const CardMatch moveCompared = matcher.compare(moved, {}, {1, 1}, false);
    EXPECT_TRUE(matcher.settleBack(moveCompared, moved, {}, {1, 1}).faceDown());
}
