#include "vision/card_rows.h"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <vector>

using namespace hats::vision;

namespace {

constexpr float kWidth = 110;
constexpr float kAspect = 1.4F;

// A card of the drawings below: `centre`, turned by `turn` radians.
Quad cardAt(cv::Point2f centre, double turn) {
    const cv::Point2f ex(static_cast<float>(std::cos(turn)), static_cast<float>(std::sin(turn)));
    const cv::Point2f ey(-ex.y, ex.x);
    const float hw = kWidth / 2;
    const float hh = kWidth * kAspect / 2;
    return {centre - ex * hw - ey * hh, centre + ex * hw - ey * hh, centre + ex * hw + ey * hh,
            centre - ex * hw + ey * hh};
}

// Draws the cards in order, each over the ones before it: a light border and a face of its
// own colour with a darker panel in it, on a grey-green cloth.
cv::Mat drawCards(const std::vector<Quad>& cards) {
    cv::Mat photo(800, 1100, CV_8UC3);
    cv::randn(photo, cv::Scalar(90, 120, 100), cv::Scalar(8, 8, 8));
    const cv::Scalar faces[] = {
        {60, 60, 190}, {190, 110, 40}, {50, 170, 210}, {130, 60, 130}, {70, 150, 70}};
    for (size_t i = 0; i < cards.size(); ++i) {
        const Quad& q = cards[i];
        const cv::Point2f c = quadCentre(q);
        const auto polygon = [&](float scaleX, float scaleY, cv::Point2f shift) {
            std::vector<cv::Point> p;
            const cv::Point2f ex = (q[1] - q[0]) * 0.5F;
            const cv::Point2f ey = (q[3] - q[0]) * 0.5F;
            for (const cv::Point2f k :
                 {cv::Point2f(-1, -1), cv::Point2f(1, -1), cv::Point2f(1, 1), cv::Point2f(-1, 1)}) {
                const cv::Point2f at = c + shift + ex * (k.x * scaleX) + ey * (k.y * scaleY);
                p.emplace_back(cvRound(at.x), cvRound(at.y));
            }
            return p;
        };
        cv::fillConvexPoly(photo, polygon(1, 1, {}), cv::Scalar(225, 235, 240), cv::LINE_AA);
        cv::fillConvexPoly(photo, polygon(0.88F, 0.91F, {}), faces[i % 5], cv::LINE_AA);
        cv::fillConvexPoly(photo, polygon(0.5F, 0.3F, (q[3] - q[0]) * 0.15F), faces[i % 5] * 0.6,
                           cv::LINE_AA);
    }
    cv::GaussianBlur(photo, photo, {3, 3}, 0.8);
    return photo;
}

Detection detect(const cv::Mat& photo) {
    CardDetector::Options options;
    options.aspect = kAspect;
    return CardDetector(options).find(photo);
}

// Whether one of `places` lies on `card` (centre within a tenth of a card, same size within
// 8%).
bool placed(const std::vector<Quad>& places, const Quad& card) {
    for (const Quad& q : places) {
        if (cv::norm(quadCentre(q) - quadCentre(card)) < 0.1 * kWidth &&
            std::abs(quadWidth(q) / quadWidth(card) - 1) < 0.08) {
            return true;
        }
    }
    return false;
}

// The cards drawn in order, each over the ones before: every card under the last one is
// placed by the row under it.
void expectRowUnderLastCard(const std::vector<Quad>& cards) {
    const cv::Mat photo = drawCards(cards);
    cv::Mat grey;
    cv::cvtColor(photo, grey, cv::COLOR_BGR2GRAY);
    const Detection detection = detect(photo);
    const std::vector<Quad> places = PhotoRows(grey, detection).under(cards.back(), {});
    for (size_t i = 0; i + 1 < cards.size(); ++i) {
        EXPECT_TRUE(placed(places, cards[i])) << "card " << i;
    }
}

} // namespace

TEST(CardRows, LaysTheCardsOfARowUnderItsTopCard) {
    // Six cards, each over the last one's side, the row turned on the table; the last card
    // lies on top.
    const double turn = 0.35;
    const cv::Point2f along(static_cast<float>(std::cos(turn)), static_cast<float>(std::sin(turn)));
    std::vector<Quad> cards;
    for (int i = 0; i < 6; ++i) {
        cards.push_back(cardAt(cv::Point2f(330, 330) + along * (0.45F * kWidth * i), turn));
    }
    expectRowUnderLastCard(cards);
}

TEST(CardRows, LaysTheCardsOfAFanTurningAboutAPointBelowThem) {
    std::vector<Quad> cards;
    const cv::Point2f pivot(560, 640);
    const float radius = 1.1F * kAspect * kWidth;
    for (int i = 0; i < 5; ++i) {
        const double angle = (i - 2) * 0.18;
        const cv::Point2f centre = pivot + cv::Point2f(static_cast<float>(std::sin(angle)),
                                                       -static_cast<float>(std::cos(angle))) *
                                               radius;
        cards.push_back(cardAt(centre, angle));
    }
    expectRowUnderLastCard(cards);
}

TEST(CardRows, LaysNothingBesideACardLyingAlone) {
    const std::vector<Quad> cards{cardAt({400, 400}, 0.2)};
    const cv::Mat photo = drawCards(cards);
    cv::Mat grey;
    cv::cvtColor(photo, grey, cv::COLOR_BGR2GRAY);
    const Detection detection = detect(photo);
    EXPECT_TRUE(PhotoRows(grey, detection).under(cards.front(), {}).empty());
}

TEST(CardRows, LaysNothingWhereNoRowCoversTheRegion) {
    // A card on a round placemat of another colour: the region is no row of cards.
    cv::Mat photo = drawCards({});
    cv::circle(photo, {500, 400}, 230, cv::Scalar(40, 40, 40), cv::FILLED, cv::LINE_AA);
    const Quad card = cardAt({500, 400}, 0.1);
    std::vector<cv::Point> polygon;
    for (const cv::Point2f& p : card) {
        polygon.emplace_back(cvRound(p.x), cvRound(p.y));
    }
    cv::fillConvexPoly(photo, polygon, cv::Scalar(225, 235, 240), cv::LINE_AA);
    cv::Mat grey;
    cv::cvtColor(photo, grey, cv::COLOR_BGR2GRAY);
    const Detection detection = detect(photo);
    EXPECT_TRUE(PhotoRows(grey, detection).under(card, {}).empty());
}
