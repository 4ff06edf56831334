#include "vision/frame/frame_parts.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace hats::vision::frame {

namespace {

double percentile(const cv::Mat& gray8, double fraction) {
    int channels[] = {0};
    int bins[] = {256};
    float range[] = {0, 256};
    const float* ranges[] = {range};
    cv::Mat hist;
    cv::calcHist(&gray8, 1, channels, cv::Mat(), hist, 1, bins, ranges);
    const double target = fraction * static_cast<double>(gray8.total());
    double sum = 0;
    for (int i = 0; i < 256; ++i) {
        sum += hist.at<float>(i);
        if (sum >= target) {
            return i;
        }
    }
    return 255;
}

} // namespace

cv::Mat CardDetector::lightMask(const cv::Mat& bgr) {
    std::vector<cv::Mat> ch;
    cv::split(bgr, ch);
    cv::Mat brightest;
    cv::max(ch[0], ch[1], brightest);
    cv::max(brightest, ch[2], brightest);
    // White balance from the brightest pixels: on a card photo those are the card frames.
    // (Yellow panels are as bright as the frames: only near-grey pixels vote.)
    cv::Mat darkest;
    cv::min(ch[0], ch[1], darkest);
    cv::min(darkest, ch[2], darkest);
    cv::Mat darkest16;
    cv::Mat brightest16;
    darkest.convertTo(darkest16, CV_16S, 100);
    brightest.convertTo(brightest16, CV_16S, 60);
    const double top = percentile(brightest, 0.985);
    cv::Mat bright = (brightest >= std::max(1.0, top * 0.85)) & (darkest16 > brightest16);
    if (cv::countNonZero(bright) < 50) {
        bright = brightest >= std::max(1.0, top);
    }
    const cv::Scalar mean = cv::mean(bgr, bright);
    const double peak = std::max({mean[0], mean[1], mean[2], 1.0});
    std::array<cv::Mat, 3> balanced;
    for (size_t c = 0; c < 3; ++c) {
        ch[c].convertTo(balanced[c], CV_8U, peak / std::max(1.0, mean[static_cast<int>(c)]));
    }
    cv::Mat hi;
    cv::Mat lo;
    cv::max(balanced[0], balanced[1], hi);
    cv::max(hi, balanced[2], hi);
    cv::min(balanced[0], balanced[1], lo);
    cv::min(lo, balanced[2], lo);
    // Light falls off across a table: compare each pixel with the brightest nearby.
    const double shrink = 8.0;
    cv::Mat small;
    cv::resize(hi, small, cv::Size(), 1 / shrink, 1 / shrink, cv::INTER_AREA);
    const int radius = std::max(2, static_cast<int>(std::max(small.cols, small.rows) / 14));
    cv::dilate(small, small,
               cv::getStructuringElement(cv::MORPH_RECT, {2 * radius + 1, 2 * radius + 1}));
    cv::blur(small, small, {radius, radius});
    cv::Mat local;
    cv::resize(small, local, hi.size(), 0, 0, cv::INTER_LINEAR);
    const double topBalanced = percentile(hi, 0.985);
    cv::Mat mask = hi > 0.3 * topBalanced;
    cv::Mat localOk;
    cv::Mat hi16;
    cv::Mat local16;
    hi.convertTo(hi16, CV_16S, 100);
    local.convertTo(local16, CV_16S, 55);
    localOk = hi16 > local16;
    cv::Mat lo16;
    lo.convertTo(lo16, CV_16S, 100);
    hi.convertTo(hi16, CV_16S, 55);
    const cv::Mat grey = lo16 > hi16; // low colour: min channel close to max channel
    mask &= localOk;
    mask &= grey;
    return mask;
}

std::vector<FoundCard> CardDetector::find(const cv::Mat& bgr) const {
    std::vector<FoundCard> found;
    if (bgr.empty() || bgr.type() != CV_8UC3) {
        return found;
    }
    cv::Mat small = bgr;
    float factor = 1;
    cv::Mat halved;
    while (options_.halveFrom > 0 && std::max(small.cols, small.rows) >= options_.halveFrom) {
        cv::resize(small, halved, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
        small = halved;
        factor *= 2;
    }
    cv::Mat mask = lightMask(small);
    // Cut hair-thin light bridges (a printed value almost touching the frame, blur at small
    // sizes) that would notch a panel's outline; frames are several pixels wide and stay.
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
    std::vector<std::vector<cv::Point>> contours;
    std::vector<cv::Vec4i> hierarchy;
    cv::findContours(mask, contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_NONE);
    const double imageArea = static_cast<double>(small.total());
    std::map<int, int> panelsPerParent;
    std::vector<int> parents;
    for (size_t i = 0; i < contours.size(); ++i) {
        const int parent = hierarchy[i][3];
        if (parent < 0 || contours[i].size() < 20) {
            continue;
        }
        const double area = cv::contourArea(contours[i]);
        if (area < options_.minAreaFraction * imageArea ||
            area > options_.maxAreaFraction * imageArea) {
            continue;
        }
        std::vector<cv::Point> hull;
        cv::convexHull(contours[i], hull);
        const double hullArea = cv::contourArea(hull);
        if (area < 0.86 * hullArea) {
            continue;
        }
        const cv::RotatedRect box = cv::minAreaRect(contours[i]);
        const double shortSide = std::min(box.size.width, box.size.height);
        const double longSide = std::max(box.size.width, box.size.height);
        if (shortSide < 8 || area < 0.8 * box.size.area()) {
            continue;
        }
        const double aspect = longSide / shortSide;
        if (aspect < options_.minAspect || aspect > options_.maxAspect) {
            continue;
        }
        std::vector<cv::Point> approx;
        cv::approxPolyDP(hull, approx, 0.03 * cv::arcLength(hull, true), true);
        std::vector<cv::Point2f> corners;
        if (approx.size() == 4) {
            for (const cv::Point& p : approx) {
                corners.emplace_back(p);
            }
        } else {
            cv::Point2f pts[4];
            box.points(pts);
            corners.assign(pts, pts + 4);
        }
        FoundCard card;
        card.panel = refineCorners(orderUpright(corners), contours[i], {0.1, 4.0, 6.0});
        for (cv::Point2f& p : card.panel) {
            // Pixel centres: a pixel at half size covers two full-size pixels.
            p = (p + cv::Point2f(0.5F, 0.5F)) * factor - cv::Point2f(0.5F, 0.5F);
        }
        found.push_back(card);
        parents.push_back(parent);
        ++panelsPerParent[parent];
    }
    for (size_t k = 0; k < found.size(); ++k) {
        if (panelsPerParent[parents[k]] == 1) {
            cv::RotatedRect outline = cv::minAreaRect(contours[static_cast<size_t>(parents[k])]);
            outline.center =
                (outline.center + cv::Point2f(0.5F, 0.5F)) * factor - cv::Point2f(0.5F, 0.5F);
            outline.size = outline.size * factor;
            found[k].outline = outline;
        }
    }
    return found;
}

} // namespace hats::vision::frame
