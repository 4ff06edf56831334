#include "app/text/english.h"
#include "vision/calibrator.h"
#include "vision/card_classifier.h"

#include "tests/vision/vision_test_support.h"
#include "tools/deckgen/deck_scene.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace hats;
using namespace hats::vision;

TEST(Calibrator, LearnsTheCardShapeAndEveryCardFromTheGrid) {
    const Profile& profile = testsupport::generatedDeckProfile();
    EXPECT_NEAR(profile.cardAspect, 88.0 / 63.0, 0.06);
    EXPECT_TRUE(profile.complete()) << profile.missing().size() << " not learned";
    for (int i = 0; i < kExemplarCount; ++i) {
        EXPECT_TRUE(profile.report[static_cast<size_t>(i)].learned) << exemplarName(i);
        EXPECT_EQ(profile.exemplars[static_cast<size_t>(i)].size(), profile.exemplarSize());
    }
}

TEST(Calibrator, FindsWhereTheValueIsPrinted) {
    // The generated deck prints its value top left and, turned, bottom right.
    const Profile& profile = testsupport::generatedDeckProfile();
    const cv::Size size = profile.exemplarSize();
    ASSERT_FALSE(profile.valueMask.empty());
    const int total = cv::countNonZero(profile.valueMask);
    const int topLeft =
        cv::countNonZero(profile.valueMask(cv::Rect(0, 0, size.width / 2, size.height / 2)));
    const int bottomRight = cv::countNonZero(
        profile.valueMask(cv::Rect(size.width / 2, size.height / 2, size.width - size.width / 2,
                                   size.height - size.height / 2)));
    EXPECT_GT(total, 50);
    EXPECT_LT(total, size.area() / 3) << "the value, not the whole card";
    EXPECT_GT(topLeft + bottomRight, total * 7 / 10);
}

TEST(Calibrator, KeepsEveryFacesPrintedValueTwiceAsLargeAsItsExemplar) {
    // Design 2207 (flat faces, values in two corners): each face's value is kept at twice the
    // exemplar's size, cut where the exemplar was (so the two agree around the value), and
    // black where no value is read (a small part of the card: the profile stays small).
    const Profile& profile = testsupport::designProfile(2207);
    ASSERT_FALSE(profile.valueMask.empty());
    const cv::Size size = profile.exemplarSize();
    cv::Mat near;
    cv::dilate(profile.valueMask, near, cv::Mat());
    const cv::Mat read = valueFaceReadArea(profile.valueMask, kValueFaceScale);
    for (int i = 0; i < kDeckSize; ++i) {
        const cv::Mat& face = profile.valueFaces[static_cast<size_t>(i)];
        ASSERT_EQ(face.size(), profile.valueFaceSize()) << exemplarName(i);
        cv::Mat shrunk;
        cv::resize(face, shrunk, size, 0, 0, cv::INTER_AREA);
        cv::Mat a;
        cv::Mat b;
        cv::cvtColor(shrunk, a, cv::COLOR_BGR2GRAY);
        cv::cvtColor(profile.exemplars[static_cast<size_t>(i)], b, cv::COLOR_BGR2GRAY);
        a.convertTo(a, CV_32F);
        b.convertTo(b, CV_32F);
        cv::Scalar meanA;
        cv::Scalar spreadA;
        cv::Scalar meanB;
        cv::Scalar spreadB;
        cv::meanStdDev(a, meanA, spreadA, near);
        cv::meanStdDev(b, meanB, spreadB, near);
        const cv::Mat product = (a - meanA[0]).mul(b - meanB[0]);
        const double correlation = cv::mean(product, near)[0] / (spreadA[0] * spreadB[0]);
        EXPECT_GT(correlation, 0.9) << exemplarName(i) << " cut elsewhere";
        cv::Mat grey;
        cv::cvtColor(face, grey, cv::COLOR_BGR2GRAY);
        const int kept = cv::countNonZero(grey);
        EXPECT_GT(kept, 0) << exemplarName(i);
        EXPECT_LT(kept, 0.3 * static_cast<double>(grey.total())) << exemplarName(i);
        EXPECT_EQ(cv::countNonZero(grey & ~read), 0) << exemplarName(i) << " kept where unread";
    }
}

TEST(Calibrator, LearnsSevenDistinctColours) {
    const Profile& profile = testsupport::generatedDeckProfile();
    for (size_t a = 0; a < profile.typeLab.size(); ++a) {
        for (size_t b = a + 1; b < profile.typeLab.size(); ++b) {
            EXPECT_GT(cv::norm(profile.typeLab[a] - profile.typeLab[b]), 8)
                << typeId(kAllTypes[a]) << " vs " << typeId(kAllTypes[b]);
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

TEST(Calibrator, SaysTheBackWasNotLearnedWhenItsPhotoShowsNoCard) {
    const scenegen::Scene grid = scenegen::renderCalibrationGrid(1);
    cv::Mat table(600, 800, CV_8UC3, cv::Scalar(30, 60, 90));
    std::vector<uchar> empty;
    cv::imencode(".jpg", table, empty);
    const Result<Profile> profile = calibrate(grid.jpeg, empty);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    EXPECT_FALSE(profile->report[kBackExemplar].learned);
    EXPECT_NE(profile->report[kBackExemplar].problem.find("back photo"), std::string::npos);
    EXPECT_EQ(profile->missing(), std::vector<int>{kBackExemplar});
}

namespace {

// Tuning design `seed` calibrated from its generated grid and back photo: every face and the
// back learned, and the card's shape measured.
void expectLearnedWhole(std::uint64_t seed) {
    const deckgen::DeckDesign design = deckgen::designFromSeed(seed);
    ASSERT_FALSE(deckgen::isHeldOutDesign(seed));
    const Result<Profile> profile =
        calibrate(deckgen::renderGrid(design, seed).jpeg, deckgen::renderBack(design, seed).jpeg);
    ASSERT_TRUE(profile.ok()) << deckgen::describeDesign(design) << ": "
                              << hats::english::describe(profile.error());
    EXPECT_TRUE(profile->complete()) << deckgen::describeDesign(design);
    EXPECT_NEAR(profile->cardAspect, design.aspect, 0.08) << deckgen::describeDesign(design);
}

} // namespace

// Printings nothing like the generated deck: no border, dark faces, a back printed to the edge.
TEST(Calibrator, LearnsPrintingsWithoutBordersAndWithDarkBacks) {
    for (const std::uint64_t seed : {11U, 14U, 20U}) {
        expectLearnedWhole(seed);
    }
}

// Faces of the table's own colour show only by their soft outline: white cards on a white
// table (tuning designs 143 and 147), light illustrated ones with a light border on a pale
// grey table (227). Calibration found no card in these grids before thin outlines were
// followed on smooth tables.
TEST(Calibrator, LearnsADeckWhoseFacesAreTheTablesOwnColour) {
    for (const std::uint64_t seed : {143U, 147U, 227U}) {
        expectLearnedWhole(seed);
    }
}

// Tuning design 104: dark faces with a cream border, on a near-white table in the grid photo,
// where the border shows almost no edge and each card's outline was found at its inner edge on
// most sides. Each face is learned with its border, as a photo on a darker table shows it and
// as the back is learned: the band along each side of the exemplar is the border's cream, far
// lighter than the face inside it.
TEST(Calibrator, LearnsEachFaceWithTheLightBorderTheGridsTableHid) {
    const deckgen::DeckDesign design = deckgen::designFromSeed(104);
    const Result<Profile> profile =
        calibrate(deckgen::renderGrid(design, 104).jpeg, deckgen::renderBack(design, 104).jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    ASSERT_TRUE(profile->complete());
    int bordered = 0;
    for (int i = 0; i < kDeckSize; ++i) {
        cv::Mat grey;
        cv::cvtColor(profile->exemplars[static_cast<size_t>(i)], grey, cv::COLOR_BGR2GRAY);
        const int band = std::max(2, grey.cols / 40);
        // Each side's outer band, its middle half (away from the rounded corners).
        const int w = grey.cols;
        const int h = grey.rows;
        const double sides[] = {cv::mean(grey(cv::Rect(w / 4, 0, w / 2, band)))[0],
                                cv::mean(grey(cv::Rect(w - band, h / 4, band, h / 2)))[0],
                                cv::mean(grey(cv::Rect(w / 4, h - band, w / 2, band)))[0],
                                cv::mean(grey(cv::Rect(0, h / 4, band, h / 2)))[0]};
        const double inside = cv::mean(grey(cv::Rect(w / 4, h / 8, w / 2, h / 8)))[0];
        const bool all = std::all_of(std::begin(sides), std::end(sides),
                                     [&](double side) { return side > inside + 60; });
        bordered += all ? 1 : 0;
    }
    EXPECT_GE(bordered, kDeckSize - 2);
}

TEST(Calibrator, NamesTheCardsMissingFromTheGridInsteadOfFailing) {
    const deckgen::DeckDesign design = deckgen::designFromSeed(5);
    const deckgen::Scene grid = deckgen::renderGrid(design, 5, 6.0, false, 3);
    std::set<int> present;
    for (const auto& c : grid.cards) {
        present.insert(c.card->index());
    }
    const Result<Profile> profile = calibrate(grid.jpeg, deckgen::renderBack(design, 5).jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    const std::vector<int> missing = profile->missing();
    ASSERT_EQ(missing.size(), 3U);
    for (const int m : missing) {
        EXPECT_EQ(present.count(m), 0U) << exemplarName(m) << " was in the photo";
        EXPECT_FALSE(profile->report[static_cast<size_t>(m)].problem.empty());
    }
    // A second grid photo fills the gaps.
    const Result<Profile> retake =
        calibrate(deckgen::renderGrid(design, 6).jpeg, deckgen::renderBack(design, 6).jpeg);
    ASSERT_TRUE(retake.ok());
    const Profile merged = mergeLearned(*profile, *retake);
    for (const int m : missing) {
        EXPECT_EQ(merged.exemplars[static_cast<size_t>(m)].empty(),
                  retake->exemplars[static_cast<size_t>(m)].empty())
            << exemplarName(m) << " is filled in from the retake";
    }
    EXPECT_LE(merged.missing().size(), missing.size());
}

namespace {

// Each card learned (of `only`, when given) is the card lying at its place in the grid photo:
// its cut-out correlates with the one cut at the generator's corners by more than `least`.
void expectEachCardLearnedAtItsPlace(const deckgen::Scene& grid, const Profile& profile,
                                     const std::vector<std::string>& only = {},
                                     double least = 0.8) {
    const cv::Mat photo = cv::imdecode(grid.jpeg, cv::IMREAD_COLOR);
    for (const deckgen::PlacedCard& placed : grid.cards) {
        const cv::Mat& exemplar = profile.exemplars[static_cast<size_t>(placed.card->index())];
        if (exemplar.empty() ||
            (!only.empty() &&
             std::find(only.begin(), only.end(), placed.card->toString()) == only.end())) {
            continue;
        }
        Quad corners;
        std::copy(placed.corners.begin(), placed.corners.end(), corners.begin());
        cv::Mat truth;
        cv::Mat learned;
        cv::cvtColor(rectifyCard(photo, corners, exemplar.size()), truth, cv::COLOR_BGR2GRAY);
        cv::cvtColor(exemplar, learned, cv::COLOR_BGR2GRAY);
        cv::Mat likeness;
        cv::matchTemplate(learned, truth, likeness, cv::TM_CCOEFF_NORMED);
        EXPECT_GT(likeness.at<float>(0, 0), least) << placed.card->toString();
    }
}

// Tuning design `seed` learned whole from its grid and back photos, `cards` each cut where it
// lies (likeness to the generator's cut above `least`).
void expectLearnedWholeWith(std::uint64_t seed, const std::vector<std::string>& cards,
                            double least) {
    SCOPED_TRACE(seed);
    const deckgen::DeckDesign design = deckgen::designFromSeed(seed);
    const deckgen::Scene grid = deckgen::renderGrid(design, seed, 6.0);
    const Result<Profile> profile =
        calibrate(grid.jpeg, deckgen::renderBack(design, seed, 2.0).jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    EXPECT_TRUE(profile->missing().empty());
    expectEachCardLearnedAtItsPlace(grid, *profile, cards, least);
}

} // namespace

TEST(Calibrator, PlacesTheGridsCardsWhenAPlaceBetweenTwoRowsIsNoCard) {
    // Tuning design 790: dark cards on a grey speckled table. Half of a card and the table
    // beside it were taken for a card between two rows, so the rows split into eight and the
    // whole grid was refused. The cards are placed on the grid's lattice instead; that place
    // lies between two nodes and is left out. Four cards found as one region are named.
    const std::uint64_t seed = 790;
    const deckgen::DeckDesign design = deckgen::designFromSeed(seed);
    const deckgen::Scene grid = deckgen::renderGrid(design, seed, 6.0);
    const Result<Profile> profile =
        calibrate(grid.jpeg, deckgen::renderBack(design, seed, 2.0).jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    EXPECT_LE(profile->missing().size(), 6U);
    for (const int m : profile->missing()) {
        EXPECT_FALSE(profile->report[static_cast<size_t>(m)].problem.empty());
    }
    expectEachCardLearnedAtItsPlace(grid, *profile);
}

TEST(Calibrator, LearnsTheCardsWhosePlaceTheGridLeavesThoughTheirOutlineDoesNotShow) {
    // Tuning designs 931 (red 1 and 2 over the table's brown dots, brown 2 and 6) and 986
    // (five dark cards on a dark table): the cards lie in the grid photo, but no outline was
    // found for them, and calibration stayed incomplete. Each place the grid's rows and
    // columns leave is cut out, and learned when its drawing is like the deck's.
    const std::map<std::uint64_t, std::vector<std::string>> lost = {
        {931, {"red 1", "red 2", "brown 2", "brown 6"}},
        {986, {"orange 2", "yellow 2", "green 4", "purple 6", "brown 2"}}};
    for (const auto& [seed, cards] : lost) {
        // As well as the cards found (986's cut at 0.60-0.74 against the generator's corners).
        expectLearnedWholeWith(seed, cards, 0.7);
    }
}

TEST(Calibrator, TakesNoCardOfTheColourOfTheTablesBlendForTheTable) {
    // Tuning designs 138 (light grey faces on a light green table with magenta dots) and 221 (a
    // grey-brown back on a pink table with dark dots): between the table's two colours lies the
    // cards' own, and the table model took them for its blend. 138's grid was read as its 41 art
    // panels (a card shape of 1.16 against 1.40) and its back refused for that shape; 221's back
    // was not found. A blend is the table only where it changes as fast as the table's own do.
    for (const std::uint64_t seed : {138, 221}) {
        expectLearnedWholeWith(seed, {}, 0.8);
    }
}

TEST(Calibrator, LearnsAGridOfFewOutlinesFromTheLatticeOfThoseFound) {
    // Tuning designs 206 (cream cards without a border on a cream table: 28 outlines found, the
    // brown row's but one among the missing, and one lying crosswise over two red cards) and 431
    // (29 found): the grid was refused under 30. The rows and columns of the cards found place
    // the others; an outline turned across the grid is left to the lattice.
    for (const std::uint64_t seed : {206, 431}) {
        expectLearnedWholeWith(seed, {}, 0.7);
    }
}

TEST(Calibrator, FindsTheBackWhateverItsPatternAndTheTablesTexture) {
    // Tuning designs 1102 (a back of dark checks whose light checks are the table's olive: the
    // card found alone broke into pieces when bridges to specks were cut, and the checks' lines
    // gave four part-cards) and 1142 (a taupe back on a speckled grey table within the table's
    // colour: the back photo was looked at without the table's texture, which its flat face
    // lacks).
    for (const std::uint64_t seed : {1102, 1142}) {
        expectLearnedWholeWith(seed, {}, 0.7);
    }
}

namespace {

// Design `seed` calibrated from its grid and back photos: the back learned, and the back photo
// read with what was learned gives one black hat where the back lies, at its size.
void expectBackLearnedWhereItLies(std::uint64_t seed) {
    const deckgen::DeckDesign design = deckgen::designFromSeed(seed);
    const deckgen::Scene back = deckgen::renderBack(design, seed, 2.0);
    const Result<Profile> profile =
        calibrate(deckgen::renderGrid(design, seed, 6.0).jpeg, back.jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    ASSERT_TRUE(profile->report[kBackExemplar].learned) << profile->report[kBackExemplar].problem;
    const Result<Reading> reading = readPhoto(back.jpeg, *profile, PhotoKind::Collection);
    ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
    ASSERT_EQ(back.cards.size(), 1U);
    ASSERT_EQ(reading->cards.size(), 1U);
    EXPECT_TRUE(reading->cards[0].faceDown);
    EXPECT_EQ(reading->blackHats, 1);
    const auto& placed = back.cards[0].corners;
    const auto& read = reading->cards[0].corners;
    const double width = cv::norm(placed[1] - placed[0]);
    EXPECT_LT(cv::norm((read[0] + read[2]) * 0.5F - (placed[0] + placed[2]) * 0.5F), 0.05 * width);
    EXPECT_NEAR(std::min(cv::norm(read[1] - read[0]), cv::norm(read[3] - read[0])), width,
                0.05 * width);
}

} // namespace

TEST(Calibrator, LearnsABackNotchedAllRoundByItsPatternMeetingTheTable) {
    // Tuning design 2571: a back of pale and grey checks to its very edge, photographed on pale
    // blue and grey stripes. The grey checks along its edge are the table's colour: the card's
    // region is notched all round, fills too little of the rectangle around it to lie alone, and
    // was cut into four, so the back photo showed "4 cards" and the deck could not be learned.
    // Its notches filled, it is one card, learned where it lies.
    expectBackLearnedWhereItLies(2571);
}

TEST(Calibrator, LearnsABackOfTheTablesColoursAndPatternByItsOutline) {
    // Design 3364 (first seen as a never-seen design of the fifty-third sitting): a green back
    // with dark green dots to its edge, photographed on a pale table with dots of the back's own
    // green. Only the back's dots differ from the table, so no region of the photo was the card:
    // "no card found in the back photo", and the deck could not be learned. Its outline shows
    // as a loop of edges, bumped out where the table's dots meet it; the loop's sides, looked
    // for inside the bumps, are the card.
    expectBackLearnedWhereItLies(3364);
}

TEST(Calibrator, LearnsACardLaidDownOffTheLatticesPlace) {
    // Tuning design 1119 (white cards on a white table, most outlines lost): red 1 and red 2
    // lie a sixth of a card off where the lattice of the cards found puts them, too far for
    // their cut to settle onto the deck's mean face from there. They are looked for around it.
    expectLearnedWholeWith(1119, {"red 1", "red 2"}, 0.7);
}

TEST(Calibrator, LearnsTwoCardsLyingCloseThatWereFoundAsOne) {
    // Tuning designs 224 (purple 5 and 6), 341 (blue 3 and 4) and 387 (green 5 and 6): two
    // neighbours in the grid lie so close that one place was found for both, half again as
    // large as a card. It took the place of one of them, whose exemplar then held two cards,
    // and the other was missing. A place of another size than the grid's cards is left empty,
    // and the lattice fills both places card by card.
    const std::map<std::uint64_t, std::vector<std::string>> close = {
        {224, {"purple 5", "purple 6"}},
        {341, {"blue 3", "blue 4"}},
        {387, {"green 5", "green 6"}}};
    for (const auto& [seed, cards] : close) {
        // A place the lattice gives is cut a little less exactly than an outline (387's green
        // 6 at 0.80 against the generator's corners).
        expectLearnedWholeWith(seed, cards, 0.75);
    }
}

TEST(Calibrator, RefusesAGridWithoutItsFirstRowRatherThanShiftTheTypes) {
    // The red row taken out of design 5's grid photo (painted over with the table): six rows
    // are left, and which one is missing cannot be told from where they lie. Laid on a lattice,
    // the orange cards would be learned as red; the grid is refused instead.
    const deckgen::DeckDesign design = deckgen::designFromSeed(5);
    const deckgen::Scene grid = deckgen::renderGrid(design, 5, 6.0);
    cv::Mat photo = cv::imdecode(grid.jpeg, cv::IMREAD_COLOR);
    const cv::Scalar table = cv::mean(photo(cv::Rect(0, 0, 40, 40)));
    for (const deckgen::PlacedCard& placed : grid.cards) {
        if (placed.card->type() != HatType::Red) {
            continue;
        }
        const cv::Point2f centre =
            (placed.corners[0] + placed.corners[1] + placed.corners[2] + placed.corners[3]) * 0.25F;
        std::vector<cv::Point> outline;
        for (const cv::Point2f& corner : placed.corners) {
            outline.push_back(centre + (corner - centre) * 1.15F);
        }
        cv::fillConvexPoly(photo, outline, table);
    }
    std::vector<uchar> jpeg;
    cv::imencode(".jpg", photo, jpeg);
    const Result<Profile> profile = calibrate(jpeg, deckgen::renderBack(design, 5).jpeg);
    if (profile.ok()) {
        // Accepted only if no orange card was learned as a red one.
        for (int v = 1; v <= kMaxValue; ++v) {
            EXPECT_TRUE(
                profile->exemplars[static_cast<size_t>(Card(HatType::Red, v).index())].empty())
                << "red " << v << " learned from a photo with no red card";
        }
    }
}

namespace {

// The cards of `type` in a grid photo as if printed on the table's own colour: each card's face
// shifted to the table's colour (`table`) and its edge and shadow painted over with it, so that
// only its drawing shows and no outline.
void printOnTheTablesColour(cv::Mat& photo, const deckgen::Scene& grid, HatType type,
                            const cv::Scalar& table) {
    for (const deckgen::PlacedCard& placed : grid.cards) {
        if (placed.card->type() != type) {
            continue;
        }
        const cv::Point2f centre =
            (placed.corners[0] + placed.corners[1] + placed.corners[2] + placed.corners[3]) * 0.25F;
        const auto scaled = [&](float k) {
            std::vector<cv::Point> outline;
            for (const cv::Point2f& corner : placed.corners) {
                outline.push_back(centre + (corner - centre) * k);
            }
            return outline;
        };
        cv::Mat card(photo.size(), CV_8U, cv::Scalar(0));
        cv::fillConvexPoly(card, scaled(1.0F), cv::Scalar(255));
        // The face's colour: the median over the card (looked at around it only).
        const cv::Rect box =
            cv::boundingRect(scaled(1.0F)) & cv::Rect(0, 0, photo.cols, photo.rows);
        cv::Mat face;
        cv::medianBlur(photo(box), face, 5);
        const cv::Mat inCard = card(box);
        cv::Scalar faceColour;
        for (int ch = 0; ch < 3; ++ch) {
            std::vector<uchar> values;
            for (int y = 0; y < box.height; ++y) {
                for (int x = 0; x < box.width; ++x) {
                    if (inCard.at<uchar>(y, x) != 0) {
                        values.push_back(face.at<cv::Vec3b>(y, x)[ch]);
                    }
                }
            }
            std::nth_element(values.begin(), values.begin() + values.size() / 2, values.end());
            faceColour[ch] = values[values.size() / 2];
        }
        cv::Mat shifted;
        cv::add(photo, table - faceColour, shifted);
        shifted.copyTo(photo, card);
        cv::Mat rim(photo.size(), CV_8U, cv::Scalar(0));
        cv::fillConvexPoly(rim, scaled(1.06F), cv::Scalar(255));
        cv::fillConvexPoly(rim, scaled(0.97F), cv::Scalar(0));
        photo.setTo(table, rim);
    }
}

} // namespace

TEST(Calibrator, LearnsAGridWhoseEndRowShowsNoOutlineFromWhereTheRowWouldLie) {
    // The brown (then the red) cards of design 5's grid photo printed on the table's own
    // colour. No outline of the brown cards is found and six rows are left: the lattice says
    // where a seventh would lie at either end, the brown drawings are found below the purple
    // row and none above the red, and the deck is learned whole, every type in its place.
    const deckgen::DeckDesign design = deckgen::designFromSeed(5);
    for (const HatType lost : {HatType::Brown, HatType::Red}) {
        SCOPED_TRACE(typeId(lost));
        deckgen::Scene grid = deckgen::renderGrid(design, 5, 6.0);
        cv::Mat photo = cv::imdecode(grid.jpeg, cv::IMREAD_COLOR);
        printOnTheTablesColour(photo, grid, lost, cv::mean(photo(cv::Rect(0, 0, 40, 40))));
        cv::imencode(".jpg", photo, grid.jpeg);
        const Result<Profile> profile = calibrate(grid.jpeg, deckgen::renderBack(design, 5).jpeg);
        ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
        for (const int m : profile->missing()) {
            // Red: the first row's drawings may be too faint to learn a card from at a place the
            // grid's rows already give; then they are named, to be photographed again.
            EXPECT_TRUE(lost == HatType::Red && m / kMaxValue == 0)
                << exemplarName(m) << ": " << profile->report[static_cast<size_t>(m)].problem;
        }
        expectEachCardLearnedAtItsPlace(grid, *profile, {}, 0.7);
    }
}

TEST(Calibrator, ToleratesAGlareSpotOnTheGrid) {
    // Calibration goes on and names the washed-out cards instead of failing whole.
    const deckgen::DeckDesign design = deckgen::designFromSeed(5);
    const Result<Profile> profile = calibrate(deckgen::renderGrid(design, 5, 6.0, true).jpeg,
                                              deckgen::renderBack(design, 5).jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    EXPECT_GE(kExemplarCount - static_cast<int>(profile->missing().size()), 36);
    for (const int m : profile->missing()) {
        EXPECT_NE(profile->report[static_cast<size_t>(m)].problem.find("glare"), std::string::npos)
            << exemplarName(m) << ": " << profile->report[static_cast<size_t>(m)].problem;
    }
}

// A printing without a light frame (tuning designs only) reads its own grid back by the
// exemplars learned from it.
TEST(Calibrator, ReadsTheGridOfAPrintingWithoutALightFrameBackByItsExemplars) {
    // Tuning design 24: dark illustrated faces printed to the edge, a back checked to the edge.
    const deckgen::DeckDesign design = deckgen::designFromSeed(24);
    ASSERT_FALSE(deckgen::isHeldOutDesign(24));
    ASSERT_EQ(design.border, 0) << deckgen::describeDesign(design);
    ASSERT_EQ(design.backBorder, 0) << deckgen::describeDesign(design);
    const deckgen::Scene grid = deckgen::renderGrid(design, 24);
    const Result<Profile> profile = calibrate(grid.jpeg, deckgen::renderBack(design, 24).jpeg);
    ASSERT_TRUE(profile.ok()) << hats::english::describe(profile.error());
    const Result<Reading> reading = readPhoto(grid.jpeg, profile.value(), PhotoKind::Collection);
    ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
    int right = 0;
    for (const CardRead& read : reading->cards) {
        right += read.card ? 1 : 0;
    }
    EXPECT_GE(right, 40) << "the exemplars read the grid they were learned from";
}

namespace {

// How far (pixels of the exemplar) `exemplar` lies from `truth`, the same card cut where the
// generator put it: the shift that lays one onto the other best.
double cutOffset(const cv::Mat& exemplar, const cv::Mat& truth) {
    cv::Mat a;
    cv::Mat b;
    cv::cvtColor(exemplar, a, cv::COLOR_BGR2GRAY);
    cv::cvtColor(truth, b, cv::COLOR_BGR2GRAY);
    a.convertTo(a, CV_32F);
    b.convertTo(b, CV_32F);
    const cv::Point2d shift = cv::phaseCorrelate(a, b);
    return std::hypot(shift.x, shift.y);
}

// How the exemplars of tuning design `seed` compare with its grid photo cut at the generator's
// own corners: the furthest one's shift, and the mean grey correlation (1: the same cut).
struct GridCuts {
    double worstOffset = 0;
    std::string worstCard;
    double meanLikeness = 0;
};

GridCuts gridCuts(std::uint64_t seed) {
    const deckgen::DeckDesign design = deckgen::designFromSeed(seed);
    const deckgen::Scene grid = deckgen::renderGrid(design, seed, 6.0);
    const Profile& profile = testsupport::designProfile(seed);
    EXPECT_TRUE(profile.complete()) << "design " << seed;
    const Result<LoadedImage> loaded = loadImage(grid.jpeg, 1600);
    EXPECT_TRUE(loaded);
    GridCuts cuts;
    if (!profile.complete() || !loaded) {
        return cuts;
    }
    for (const deckgen::PlacedCard& placed : grid.cards) {
        Quad corners;
        for (size_t k = 0; k < 4; ++k) {
            corners[k] = placed.corners[k] * (1.0F / static_cast<float>(loaded->scale));
        }
        const cv::Mat truth = rectifyCard(loaded->image, corners, profile.exemplarSize());
        const int i = placed.card->index();
        const cv::Mat& exemplar = profile.exemplars[static_cast<size_t>(i)];
        const double off = cutOffset(exemplar, truth);
        if (off > cuts.worstOffset) {
            cuts.worstOffset = off;
            cuts.worstCard = exemplarName(i);
        }
        cv::Mat a;
        cv::Mat b;
        cv::cvtColor(exemplar, a, cv::COLOR_BGR2GRAY);
        cv::cvtColor(truth, b, cv::COLOR_BGR2GRAY);
        cv::Mat likeness;
        cv::matchTemplate(a, b, likeness, cv::TM_CCOEFF_NORMED);
        cuts.meanLikeness += likeness.at<float>(0, 0) / static_cast<double>(grid.cards.size());
    }
    return cuts;
}

} // namespace

TEST(Calibrator, CutsEveryCardOfTheGridAtTheSamePlace) {
    // Tuning design 75: dark faces with a light border on a busy table. The grid's outlines
    // came out a few pixels off here and there, so exemplars put the printed value in
    // different places. Each exemplar is compared with the card cut at the generator's own
    // corners.
    const GridCuts cuts = gridCuts(75);
    EXPECT_LT(cuts.worstOffset, 2.0)
        << cuts.worstCard << " is cut " << cuts.worstOffset << " px from where it lies";
}

TEST(Calibrator, TakesNoEdgeOfTheTablesPatternForTheCards) {
    // Tuning designs 531 (dark borderless cards on a light checkered table) and 532 (a light
    // border on a wavy table): the sides fitted to the image took an edge of the table's
    // pattern beside each card, so exemplars held a strip of table (mean likeness to the
    // generator's cut 0.55 and 0.65). A side fitted outside the region found, over table, keeps
    // the region's place.
    for (const std::uint64_t seed : {531, 532}) {
        EXPECT_GT(gridCuts(seed).meanLikeness, 0.8) << "design " << seed;
    }
}

TEST(Calibrator, CutsABorderedCardAtItsBordersOuterEdge) {
    // A border whose colour the table nearly shares: the table model took it for table, and
    // the cards were cut at its inner edge, on all four sides (541: purple border, navy
    // table; 582: black border, dark blue table) or on the two sides where no shadow fell
    // beside it (570: white border, light grey table). Mean likeness to the generator's cut
    // was 0.54, 0.59 and 0.60. A card showing the same border on every side is cut at its
    // outer edge.
    for (const std::uint64_t seed : {541, 570, 582}) {
        EXPECT_GT(gridCuts(seed).meanLikeness, 0.85) << "design " << seed;
    }
}

TEST(Calibrator, CutsEveryCardOfTheGridToTheShapeTheOthersShare) {
    // Tuning designs 2010, 2057 and 2063: a few outlines of each grid came out as trapezoids
    // or with a strip of the table along one side, and laying them onto the deck's mean face
    // slanted some more (blue 2, 5 and 6 of 2063, whose checked art panel matched a square
    // off). Their values were then read wrongly with full confidence (a blue 2 as a 3). Mean
    // likeness to the generator's cut was 0.930, 0.835 and 0.936. An outline off the shape
    // the grid's other cards share is given that shape around its centre, and no move onto
    // the mean face may take a card off that shape.
    EXPECT_GT(gridCuts(2010).meanLikeness, 0.95);
    EXPECT_GT(gridCuts(2057).meanLikeness, 0.87);
    const GridCuts cuts = gridCuts(2063);
    EXPECT_GT(cuts.meanLikeness, 0.95);
    EXPECT_LT(cuts.worstOffset, 3.0)
        << cuts.worstCard << " is cut " << cuts.worstOffset << " px from where it lies";
}

TEST(Calibrator, TakesNoStripeOfTheTablesPatternForACardsBorder) {
    // Tuning design 1139: cards with a thin border on a finely striped table. A stripe beyond
    // each side looked like a border band on all four, and 31 cards were cut with a strip of
    // the table round them (mean likeness to the generator's cut 0.57). Sides that already end
    // at a band of the card's own go to its outer edge whatever lies beyond; about a fifth of
    // the cards show that band too faintly and are still cut large (0.85).
    // CutsABorderedCardAtItsBordersOuterEdge: a border band beyond the sides is still reached.
    EXPECT_GT(gridCuts(1139).meanLikeness, 0.8);
}

TEST(Calibrator, TakesNoRowOfATablesChecksForACardsBorder) {
    // Design 2813: dark cards on a table of fine purple checks. Averaged along each side, the
    // first rows of checks beyond it looked like a border band on all four, and the cards were
    // cut 9% of their width too large all round (mean likeness to the generator's cut 0.39);
    // design 108's cards (0.59) likewise. A printed border is one colour along the side; a row
    // of checks changes as much along it as across.
    // CutsABorderedCardAtItsBordersOuterEdge: a plain border band is still reached.
    EXPECT_GT(gridCuts(2813).meanLikeness, 0.75);
    EXPECT_GT(gridCuts(108).meanLikeness, 0.8);
}

TEST(Calibrator, FindsAValuePrintedFaintlyInTheTypesColourOnDarkFaces) {
    // Tuning design 75: the value in each type's colour on a dark face, with pips below the
    // hat. Across types the value's ink is bright on one and faint on another, so a value mask
    // learned over all cards found nothing.
    const Profile& profile = testsupport::designProfile(75);
    ASSERT_FALSE(profile.valueMask.empty());
    const cv::Size size = profile.exemplarSize();
    const int total = cv::countNonZero(profile.valueMask);
    EXPECT_GT(total, 30);
    EXPECT_LT(total, size.area() / 4) << "the value, not the whole card";
    const cv::Rect2d box = deckgen::indexBox(deckgen::designFromSeed(75), size.width);
    const cv::Rect top = cv::Rect(box) & cv::Rect({0, 0}, size);
    EXPECT_GT(cv::countNonZero(profile.valueMask(top)), 0) << "the printed value itself";
}
