#include "vision/frame/frame_parts.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace hats::vision::frame {

namespace {

double median(std::vector<float>& v) {
    if (v.empty()) {
        return 0;
    }
    const auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

double similarity(const cv::Mat& a, const cv::Mat& b) {
    cv::Mat score;
    cv::matchTemplate(a, b, score, cv::TM_CCOEFF_NORMED);
    return score.at<float>(0, 0);
}

// The best match of a template anywhere within a few pixels of where it should be.
double bestMatch(const cv::Mat& grey, const cv::Rect& box, const cv::Mat& templ, int slack) {
    cv::Rect window(box.x - slack, box.y - slack, box.width + 2 * slack, box.height + 2 * slack);
    window &= cv::Rect(0, 0, grey.cols, grey.rows);
    if (window.width < templ.cols || window.height < templ.rows) {
        return -1;
    }
    cv::Mat score;
    cv::matchTemplate(grey(window), templ, score, cv::TM_CCOEFF_NORMED);
    double best = -1;
    cv::minMaxLoc(score, nullptr, &best);
    return std::isfinite(best) ? best : -1;
}

double labDistance(const cv::Vec3d& a, const cv::Vec3d& b) {
    // Lightness moves with shading more than hue does: weigh it less.
    const cv::Vec3d d = a - b;
    return std::sqrt(0.25 * d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
}

} // namespace

RectifiedCard rectifyCard(const cv::Mat& bgr, const Quad& panel, const FrameLook& deck) {
    const cv::Size size = deck.canonicalSize();
    const cv::Rect p = deck.panelRect();
    const std::array<cv::Point2f, 4> canonicalPanel = {
        cv::Point2f(static_cast<float>(p.x), static_cast<float>(p.y)),
        cv::Point2f(static_cast<float>(p.br().x), static_cast<float>(p.y)),
        cv::Point2f(static_cast<float>(p.br().x), static_cast<float>(p.br().y)),
        cv::Point2f(static_cast<float>(p.x), static_cast<float>(p.br().y))};
    const cv::Mat toPhoto = cv::getPerspectiveTransform(canonicalPanel.data(), panel.data());
    RectifiedCard card;
    cv::Mat canonical;
    cv::warpPerspective(bgr, canonical, toPhoto, size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                        cv::BORDER_REPLICATE);
    const std::vector<cv::Point2f> outline = {
        {0, 0},
        {static_cast<float>(size.width), 0},
        {static_cast<float>(size.width), static_cast<float>(size.height)},
        {0, static_cast<float>(size.height)}};
    std::vector<cv::Point2f> mapped;
    cv::perspectiveTransform(outline, mapped, toPhoto);
    std::copy(mapped.begin(), mapped.end(), card.corners.begin());
    // The frame between the panel and the card's edge, away from both edges.
    std::array<std::vector<float>, 3> frame;
    const int edge = std::max(2, p.x / 4);
    for (int y = edge; y < size.height - edge; y += 2) { // every other pixel is plenty
        const cv::Vec3b* row = canonical.ptr<cv::Vec3b>(y);
        for (int x = edge; x < size.width - edge; x += 2) {
            const bool inFrame = x < p.x - 1 || x > p.br().x || y < p.y - 1 || y > p.br().y;
            if (inFrame) {
                for (size_t c = 0; c < 3; ++c) {
                    frame[c].push_back(row[x][static_cast<int>(c)]);
                }
            }
        }
    }
    for (size_t c = 0; c < 3; ++c) {
        card.white[static_cast<int>(c)] = std::max(8.0, median(frame[c]));
    }
    // A real frame is one even colour; a hole between other things (a gap between cards,
    // a stripe of the table) has a "frame" made of whatever surrounds it.
    // (median() reorders each channel on its own: count per channel, keep the worst.)
    size_t even = frame[0].size();
    for (size_t c = 0; c < 3; ++c) {
        const double w = card.white[static_cast<int>(c)];
        even = std::min(
            even, static_cast<size_t>(std::count_if(frame[c].begin(), frame[c].end(), [&](float v) {
                return std::abs(v - w) < 0.15 * w + 6;
            })));
    }
    card.frameEvenness = frame[0].empty() ? 0.0 : static_cast<double>(even) / frame[0].size();
    card.canonical = canonical;
    cv::Mat grey8;
    cv::cvtColor(canonical, grey8, cv::COLOR_BGR2GRAY);
    const double whiteGrey = 0.114 * card.white[0] + 0.587 * card.white[1] + 0.299 * card.white[2];
    grey8.convertTo(card.grey, CV_32F, 1.0 / std::max(8.0, whiteGrey));
    return card;
}

cv::Vec3d panelLab(const RectifiedCard& card, const cv::Mat& colourMask) {
    std::array<std::vector<float>, 3> values;
    for (int y = 0; y < card.canonical.rows; y += 2) { // every other pixel is plenty
        const cv::Vec3b* row = card.canonical.ptr<cv::Vec3b>(y);
        const uchar* m = colourMask.ptr<uchar>(y);
        for (int x = 0; x < card.canonical.cols; x += 2) {
            if (m[x] != 0) {
                for (size_t c = 0; c < 3; ++c) {
                    const int k = static_cast<int>(c);
                    values[c].push_back(static_cast<float>(row[x][k] / card.white[k]));
                }
            }
        }
    }
    cv::Mat pixel(1, 1, CV_32FC3);
    for (size_t c = 0; c < 3; ++c) {
        pixel.at<cv::Vec3f>(0, 0)[static_cast<int>(c)] =
            static_cast<float>(std::clamp(median(values[c]), 0.0, 1.0));
    }
    cv::Mat lab;
    cv::cvtColor(pixel, lab, cv::COLOR_BGR2Lab);
    const cv::Vec3f l = lab.at<cv::Vec3f>(0, 0);
    return {l[0], l[1], l[2]};
}

cv::Mat panelLook(const RectifiedCard& card, const FrameLook& deck) {
    const cv::Mat& grey = card.grey;
    cv::Mat look;
    cv::resize(grey(deck.panelRect()), look, kLookSize, 0, 0, cv::INTER_AREA);
    return look;
}

CardVerdict classifyCard(const RectifiedCard& card, const FrameLook& deck) {
    CardVerdict verdict;
    const cv::Mat look = panelLook(card, deck);
    cv::Mat turned;
    cv::rotate(look, turned, cv::ROTATE_180);
    const double face =
        std::max(similarity(look, deck.faceLook), similarity(turned, deck.faceLook));
    const double back =
        std::max(similarity(look, deck.backLook), similarity(turned, deck.backLook));
    const cv::Vec3d lab = panelLab(card, deck.colourMask);
    verdict.isCard = std::max(face, back) > 0.3 && card.frameEvenness > 0.7;
    // Type: nearest colour prototype; sure when clearly nearer than the runner-up.
    std::array<double, kTypeCount> distance{};
    for (size_t t = 0; t < distance.size(); ++t) {
        distance[t] = labDistance(lab, deck.typeLab[t]);
    }
    const auto nearest = std::min_element(distance.begin(), distance.end());
    const double d1 = *nearest;
    double d2 = 1e9;
    for (size_t t = 0; t < distance.size(); ++t) {
        if (static_cast<std::ptrdiff_t>(t) != nearest - distance.begin()) {
            d2 = std::min(d2, distance[t]);
        }
    }
    // Face or back: the panel's drawing and its colour each vote; they must agree to be sure.
    const double backDistance = labDistance(lab, deck.backLab);
    const double colourVote =
        std::clamp(2 * (d1 - backDistance) / (d1 + backDistance + 1e-9), -1.0, 1.0);
    const double drawingVote = std::clamp((back - face) / 0.3, -1.0, 1.0);
    const double backness = 0.5 * (colourVote + drawingVote);
    verdict.faceDown = backness > 0;
    const double sideConfidence = std::clamp(std::abs(backness) / 0.4, 0.0, 1.0);
    const double spread = std::max(2.0, deck.typeSpread);
    if (verdict.faceDown) {
        verdict.confidence =
            sideConfidence * std::clamp(2.0 - backDistance / (5 * spread), 0.0, 1.0);
        verdict.typeConfidence = verdict.valueConfidence = verdict.confidence;
        return verdict;
    }
    verdict.type = kAllTypes[static_cast<size_t>(nearest - distance.begin())];
    verdict.typeConfidence = std::clamp((d2 - d1) / (d2 + 1e-9) * 1.5, 0.0, 1.0) *
                             std::clamp(2.0 - d1 / (5 * spread), 0.0, 1.0);
    // Value: both printed corners (the far one turned upright) against each digit.
    const cv::Mat& grey = card.grey;
    cv::Mat greyTurned;
    cv::rotate(grey, greyTurned, cv::ROTATE_180);
    const int slack = std::max(2, deck.digitBox.width / 8);
    std::array<double, kMaxValue> score{};
    for (size_t v = 0; v < score.size(); ++v) {
        score[v] = 0.5 * (bestMatch(grey, deck.digitBox, deck.digits[v], slack) +
                          bestMatch(greyTurned, deck.digitBox, deck.digits[v], slack));
    }
    const auto best = std::max_element(score.begin(), score.end());
    double second = -1;
    for (size_t v = 0; v < score.size(); ++v) {
        if (static_cast<std::ptrdiff_t>(v) != best - score.begin()) {
            second = std::max(second, score[v]);
        }
    }
    verdict.value = static_cast<int>(best - score.begin()) + 1;
    verdict.valueConfidence =
        std::clamp((*best - second) / 0.15, 0.0, 1.0) * std::clamp((*best - 0.3) / 0.3, 0.0, 1.0);
    verdict.confidence =
        std::min({verdict.typeConfidence, verdict.valueConfidence, sideConfidence});
    return verdict;
}

} // namespace hats::vision::frame
