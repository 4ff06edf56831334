#include "tools/scenegen/card_art.h"

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <string>

namespace hats::scenegen {

namespace {

const cv::Scalar kPaper(238, 243, 246);
const cv::Scalar kInk(28, 28, 32);

cv::Scalar typeColour(HatType type) {
    switch (type) {
    case HatType::Red:
        return {45, 40, 200};
    case HatType::Orange:
        return {30, 135, 245};
    case HatType::Yellow:
        return {45, 215, 240};
    case HatType::Green:
        return {70, 150, 45};
    case HatType::Blue:
        return {195, 115, 30};
    case HatType::Purple:
        return {145, 55, 125};
    case HatType::Brown:
        return {35, 70, 115};
    }
    return {};
}

int cardHeight(int width) {
    return static_cast<int>(std::lround(width * kCardAspect));
}

// The coloured panel sits inside a white frame, like most printed decks.
cv::Rect panelRect(int width) {
    const int margin = static_cast<int>(std::lround(width * 0.08));
    return {margin, margin, width - 2 * margin, cardHeight(width) - 2 * margin};
}

void drawHat(cv::Mat& face, cv::Point2d centre, double size, const cv::Scalar& colour,
             const cv::Scalar& band, int thickness) {
    const auto p = [&](double dx, double dy) {
        return cv::Point(static_cast<int>(centre.x + dx * size),
                         static_cast<int>(centre.y + dy * size));
    };
    cv::ellipse(face, p(0, 0.35),
                cv::Size(static_cast<int>(size * 0.75), static_cast<int>(size * 0.16)), 0, 0, 360,
                colour, thickness, cv::LINE_AA);
    const std::vector<cv::Point> crown = {p(-0.42, 0.33), p(-0.36, -0.55), p(0.36, -0.55),
                                          p(0.42, 0.33)};
    if (thickness < 0) {
        cv::fillConvexPoly(face, crown, colour, cv::LINE_AA);
        cv::rectangle(face, p(-0.40, 0.08), p(0.40, 0.22), band, -1, cv::LINE_AA);
    } else {
        cv::polylines(face, crown, true, colour, thickness, cv::LINE_AA);
    }
}

// One corner index: a white disc with the digit; the opposite corner gets it turned 180°.
void drawCornerValue(cv::Mat& face, int value, int width) {
    const int side = static_cast<int>(std::lround(width * 0.24));
    cv::Mat badge(side, side, CV_8UC3, cv::Scalar(0, 0, 0));
    cv::Mat mask(side, side, CV_8UC1, cv::Scalar(0));
    const cv::Point centre(side / 2, side / 2);
    cv::circle(badge, centre, side / 2 - 1, kPaper, -1, cv::LINE_AA);
    cv::circle(mask, centre, side / 2 - 1, cv::Scalar(255), -1, cv::LINE_AA);
    const std::string text = std::to_string(value);
    const double scale = side / 40.0;
    const int thickness = std::max(1, side / 12);
    int baseline = 0;
    const cv::Size size =
        cv::getTextSize(text, cv::FONT_HERSHEY_DUPLEX, scale, thickness, &baseline);
    cv::putText(badge, text, {centre.x - size.width / 2, centre.y + size.height / 2},
                cv::FONT_HERSHEY_DUPLEX, scale, kInk, thickness, cv::LINE_AA);
    const cv::Rect panel = panelRect(width);
    const int inset = static_cast<int>(std::lround(width * 0.03));
    const cv::Rect topLeft(panel.x + inset, panel.y + inset, side, side);
    badge.copyTo(face(topLeft), mask);
    cv::Mat turned;
    cv::Mat turnedMask;
    cv::rotate(badge, turned, cv::ROTATE_180);
    cv::rotate(mask, turnedMask, cv::ROTATE_180);
    const cv::Rect bottomRight(panel.br().x - inset - side, panel.br().y - inset - side, side,
                               side);
    turned.copyTo(face(bottomRight), turnedMask);
}

} // namespace

cv::Mat cardMask(int width) {
    const int height = cardHeight(width);
    cv::Mat mask(height, width, CV_8UC1, cv::Scalar(0));
    const int r = std::max(2, static_cast<int>(std::lround(width * 0.05)));
    cv::rectangle(mask, cv::Rect(r, 0, width - 2 * r, height), cv::Scalar(255), -1);
    cv::rectangle(mask, cv::Rect(0, r, width, height - 2 * r), cv::Scalar(255), -1);
    for (const cv::Point c :
         {cv::Point(r, r), cv::Point(width - 1 - r, r), cv::Point(r, height - 1 - r),
          cv::Point(width - 1 - r, height - 1 - r)}) {
        cv::circle(mask, c, r, cv::Scalar(255), -1, cv::LINE_AA);
    }
    return mask;
}

cv::Mat drawCardFace(Card card, int width) {
    const int height = cardHeight(width);
    cv::Mat face(height, width, CV_8UC3, kPaper);
    const cv::Rect panel = panelRect(width);
    const cv::Scalar colour = typeColour(card.type());
    cv::rectangle(face, panel, colour, -1);
    const cv::Scalar band = colour * 0.6;
    drawHat(face, {width / 2.0, height / 2.0 + width * 0.02}, width * 0.3, cv::Scalar(40, 36, 34),
            band, -1);
    drawCornerValue(face, card.value(), width);
    return face;
}

cv::Mat drawCardBack(int width) {
    const int height = cardHeight(width);
    cv::Mat back(height, width, CV_8UC3, kPaper);
    const cv::Rect panel = panelRect(width);
    cv::Mat inner = back(panel);
    inner.setTo(cv::Scalar(62, 28, 22));
    const int step = std::max(4, width / 10);
    const int thickness = std::max(1, width / 80);
    const cv::Scalar line(105, 62, 48);
    for (int k = -inner.rows; k < inner.cols + inner.rows; k += step) {
        cv::line(inner, {k, 0}, {k + inner.rows, inner.rows}, line, thickness, cv::LINE_AA);
        cv::line(inner, {k, 0}, {k - inner.rows, inner.rows}, line, thickness, cv::LINE_AA);
    }
    drawHat(back, {width / 2.0, height / 2.0}, width * 0.3, cv::Scalar(20, 12, 10),
            cv::Scalar(20, 12, 10), -1);
    return back;
}

} // namespace hats::scenegen
