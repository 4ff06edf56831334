#include "vision/card_detector.h"

#include "tests/vision/vision_test_support.h"
#include "tools/deckgen/deck_scene.h"
#include "vision/image_loader.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
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

// A photo of `count` cards (`width` pixels wide, 1.4 times as tall) edge to edge in a row,
// turned by `turn` degrees on a dark green cloth, each card cream with a coloured panel in it;
// `seam` is the grey of each card's edge (near the cards' own cream, it barely shows). A highlight
// lies over the first card's end and onto the table beside it. Returns the cards' centres.
std::vector<cv::Point2f> drawTouchingRow(cv::Mat& photo, int count, float width, double turn,
                                         int seam) {
    photo.create(900, 1200, CV_8UC3);
    cv::randn(photo, cv::Scalar(40, 90, 50), cv::Scalar(10, 10, 10));
    const float height = 1.4F * width;
    const cv::Point2f origin(600 - count * width / 2, 450 - height / 2);
    cv::Mat row(photo.size(), CV_8UC3, cv::Scalar(0, 0, 0));
    cv::Mat inRow(photo.size(), CV_8U, cv::Scalar(0));
    std::vector<cv::Point2f> centres;
    const cv::Scalar panels[] = {{40, 40, 200}, {200, 90, 30}, {40, 160, 220}, {120, 40, 120}};
    for (int i = 0; i < count; ++i) {
        const cv::Rect2f card(origin.x + i * width, origin.y, width, height);
        cv::rectangle(row, card, cv::Scalar(200, 225, 235), cv::FILLED);
        cv::rectangle(row, card, cv::Scalar(seam, seam, seam), 2);
        const cv::Rect2f panel(card.x + 0.2F * width, card.y + 0.3F * height, 0.6F * width,
                               0.4F * height);
        cv::rectangle(row, panel, panels[i % 4], cv::FILLED);
        cv::rectangle(inRow, card, cv::Scalar(255), cv::FILLED);
        centres.emplace_back(card.x + width / 2, card.y + height / 2);
    }
    const cv::Mat turnAbout = cv::getRotationMatrix2D({600, 450}, turn, 1.0);
    cv::warpAffine(row, row, turnAbout, photo.size());
    cv::warpAffine(inRow, inRow, turnAbout, photo.size());
    row.copyTo(photo, inRow);
    cv::transform(centres, centres, turnAbout);
    cv::Mat glare(photo.size(), CV_32F, cv::Scalar(0));
    const cv::Point2f end = centres.front() - (centres[1] - centres[0]) * 0.45F;
    cv::circle(glare, end, cvRound(0.6 * width), cv::Scalar(1), cv::FILLED);
    cv::GaussianBlur(glare, glare, {0, 0}, 0.25 * width);
    cv::Mat lit;
    photo.convertTo(lit, CV_32FC3);
    cv::Mat glare3;
    cv::merge(std::vector<cv::Mat>{glare, glare, glare}, glare3);
    lit += glare3.mul(cv::Scalar(255, 255, 255) - lit);
    lit.convertTo(photo, CV_8UC3);
    cv::GaussianBlur(photo, photo, {3, 3}, 0.8);
    return centres;
}

// How many of `centres` a card cut between seams lies on (centre within a sixth of a card,
// width within a tenth).
int cutBetweenSeams(const Detection& found, const std::vector<cv::Point2f>& centres, float width) {
    int on = 0;
    for (const cv::Point2f& centre : centres) {
        on += std::any_of(found.candidates.begin(), found.candidates.end(),
                          [&](const CardCandidate& c) {
                              return c.inRow && c.block < 0 &&
                                     cv::norm(quadCentre(c.corners) - centre) < width / 6 &&
                                     std::abs(quadWidth(c.corners) / width - 1) < 0.1;
                          })
                  ? 1
                  : 0;
    }
    return on;
}

} // namespace

TEST(CardDetector, CutsCardsEdgeToEdgeBetweenTheSeamsTheyShow) {
    // Five cards in a row, turned 23°, with a highlight joining the row's end to the table: the
    // region is no whole number of cards, and no card lies alone to give the card's size. The
    // seams between the cards repeat a card's width apart, the row's sides its height.
    cv::Mat photo;
    const float width = 110;
    const std::vector<cv::Point2f> centres = drawTouchingRow(photo, 5, width, 23, 150);
    CardDetector::Options o;
    o.aspect = 1.4;
    EXPECT_EQ(cutBetweenSeams(CardDetector(o).find(photo), centres, width), 5);
}

TEST(CardDetector, CutsABlockWhoseSeamsDoNotShowEvenlyAlongItsFrame) {
    // A row whose seams barely show (nearly the cards' cream): no lattice of seams is found, but
    // the row's frame shows and the drawing repeats card after card, so it is cut into as many
    // cards as fit.
    cv::Mat photo;
    const float width = 100;
    const std::vector<cv::Point2f> centres = drawTouchingRow(photo, 4, width, -12, 215);
    CardDetector::Options o;
    o.aspect = 1.4;
    EXPECT_EQ(cutBetweenSeams(CardDetector(o).find(photo), centres, width), 4);
}

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

TEST(CardDetector, KeepsACardAloneWhosePatternShowsTheTablesColourAtItsEdge) {
    // Tuning design 1102: a back of dark checks whose light checks are the olive of the table.
    // The card's region is notched where they meet its edge; cutting bridges to specks of the
    // table deepened the notches until it was no card's shape, and the checks' lines gave
    // part-cards instead.
    const deckgen::DeckDesign design = deckgen::designFromSeed(1102);
    const deckgen::Scene back = deckgen::renderBack(design, 1102, 2.0);
    const Result<LoadedImage> photo = loadImage(back.jpeg, 800);
    ASSERT_TRUE(photo.ok());
    CardDetector::Options o;
    o.aspect = design.aspect;
    const Detection found = CardDetector(o).find(photo->image);
    ASSERT_EQ(back.cards.size(), 1U);
    const auto alone = std::count_if(found.candidates.begin(), found.candidates.end(),
                                     [](const CardCandidate& c) { return c.alone; });
    EXPECT_EQ(alone, 1); // the part-cards the checks' lines give are told apart by the reader
    expectEachCardFoundOnce(back.cards, found, photo->scale);
}

TEST(CardDetector, FindsCardsOfOneSizeByTheirClosedOutlinesWhereNoCardLiesAlone) {
    // A line of five cards lying apart on a cream table, all on one grey patch (a shadow, a
    // placemat) that joins them into one region, and beside them a notebook of a card's shape
    // but twice its size: the only thing lying alone, it gives a wrong size for the cards.
    // Each card's outline closes, and the five outlines have one size: they are the cards.
    cv::Mat photo(900, 1200, CV_8UC3);
    cv::randn(photo, cv::Scalar(200, 215, 225), cv::Scalar(6, 6, 6));
    cv::ellipse(photo, {600, 560}, {470, 170}, 8, 0, 360, cv::Scalar(120, 125, 130), cv::FILLED);
    cv::rectangle(photo, cv::Rect(60, 20, 230, 333), cv::Scalar(110, 40, 30), cv::FILLED);
    const float width = 110;
    const float height = 1.45F * width;
    std::vector<deckgen::PlacedCard> cards;
    const cv::Mat turn = cv::getRotationMatrix2D({600, 560}, -8, 1.0);
    for (int i = 0; i < 5; ++i) {
        const cv::Point2f at(600 + (i - 2) * 1.25F * width, 560);
        std::vector<cv::Point2f> corners = {
            at + cv::Point2f(-width / 2, -height / 2), at + cv::Point2f(width / 2, -height / 2),
            at + cv::Point2f(width / 2, height / 2), at + cv::Point2f(-width / 2, height / 2)};
        cv::transform(corners, corners, turn);
        std::vector<cv::Point> outline(corners.begin(), corners.end());
        cv::fillConvexPoly(photo, outline, cv::Scalar(235, 240, 245));
        cv::polylines(photo, outline, true, cv::Scalar(30, 30, 30), 3);
        const cv::Point2f centre = (corners[0] + corners[2]) * 0.5F;
        std::vector<cv::Point2f> panel;
        for (const cv::Point2f& c : corners) {
            panel.push_back(centre + (c - centre) * 0.55F);
        }
        std::vector<cv::Point> art(panel.begin(), panel.end());
        cv::fillConvexPoly(photo, art, cv::Scalar(60 + 40 * i, 90, 200 - 30 * i));
        deckgen::PlacedCard placed;
        std::copy(corners.begin(), corners.end(), placed.corners.begin());
        cards.push_back(placed);
    }
    cv::GaussianBlur(photo, photo, {3, 3}, 0.8);
    CardDetector::Options o;
    o.aspect = 1.45;
    expectEachCardFoundOnce(cards, CardDetector(o).find(photo), 1.0);
}

TEST(CardDetector, TakesAShadowOnTheTableForTheTable) {
    // Drawn here, not by the generator: a brown table with a shadow on it (an oval whose edge
    // fades over a hundred pixels, half the light gone), three cards in a row, the first at the
    // shadow's edge, the third a black card. The shadow is the table: it joins no card, each
    // card lies alone, and the black card is no shadow.
    cv::Mat table(900, 1200, CV_32FC3);
    cv::randn(table, cv::Scalar(60, 95, 140), cv::Scalar(5, 5, 5));
    std::vector<deckgen::PlacedCard> cards;
    const cv::Scalar faces[] = {{225, 228, 232}, {225, 228, 232}, {25, 22, 20}};
    for (int i = 0; i < 3; ++i) {
        const cv::Rect card(250 + i * 260, 330, 170, 240);
        cv::rectangle(table, card, faces[i], cv::FILLED);
        cv::rectangle(table, cv::Rect(card.x + 40, card.y + 70, 90, 100),
                      cv::Scalar(50 + 60 * i, 120, 200 - 60 * i), cv::FILLED);
        deckgen::PlacedCard placed;
        placed.corners = {cv::Point2f(card.tl()), cv::Point2f(card.br().x, card.y),
                          cv::Point2f(card.br()), cv::Point2f(card.x, card.br().y)};
        cards.push_back(placed);
    }
    for (int y = 0; y < table.rows; ++y) {
        for (int x = 0; x < table.cols; ++x) {
            const double edge = (std::hypot(x - 180, (y - 480) * 1.4) - 150) / 25.0;
            const double shade = 1 - 0.5 / (1 + std::exp(edge));
            cv::Vec3f& px = table.at<cv::Vec3f>(y, x);
            px *= static_cast<float>(shade);
        }
    }
    cv::Mat photo;
    table.convertTo(photo, CV_8UC3);
    cv::GaussianBlur(photo, photo, {3, 3}, 0.8);
    CardDetector::Options o;
    o.aspect = 240.0 / 170.0;
    const Detection found = CardDetector(o).find(photo);
    expectEachCardFoundOnce(cards, found, 1.0);
    for (const deckgen::PlacedCard& placed : cards) {
        const cv::Point2f centre = (placed.corners[0] + placed.corners[2]) * 0.5F;
        EXPECT_TRUE(std::any_of(found.candidates.begin(), found.candidates.end(),
                                [&](const CardCandidate& f) {
                                    return f.alone && cv::norm(quadCentre(f.corners) - centre) < 20;
                                }))
            << "no card alone at " << centre;
    }
    const double k = found.workScale;
    for (const cv::Point at : {cv::Point(180, 480), cv::Point(120, 400), cv::Point(200, 560)}) {
        EXPECT_EQ(found.foreground.at<uchar>(cv::Point(cvRound(at.x * k), cvRound(at.y * k))), 0)
            << "the table at " << at << " taken for a card";
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
