#include "vision/frame/frame_look.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace hats::vision::frame {

namespace {

nlohmann::json matToJson(const cv::Mat& m) {
    cv::Mat f;
    m.convertTo(f, CV_32F);
    std::vector<float> data(f.begin<float>(), f.end<float>());
    return {{"rows", m.rows}, {"cols", m.cols}, {"data", data}};
}

cv::Mat matFromJson(const nlohmann::json& j, int type) {
    const int rows = j.at("rows").get<int>();
    const int cols = j.at("cols").get<int>();
    const auto data = j.at("data").get<std::vector<float>>();
    if (rows <= 0 || cols <= 0 || rows > 4096 || cols > 4096 ||
        data.size() != static_cast<size_t>(rows) * static_cast<size_t>(cols)) {
        throw std::runtime_error("bad matrix in the frame reader's look");
    }
    cv::Mat f(rows, cols, CV_32F);
    std::copy(data.begin(), data.end(), f.begin<float>());
    cv::Mat out;
    f.convertTo(out, type);
    return out;
}

// A 0/255 mask as the lengths of its alternating runs (zeros first, row by row): a few hundred
// numbers instead of one per pixel.
nlohmann::json maskToJson(const cv::Mat& mask) {
    std::vector<int> runs;
    bool on = false;
    int run = 0;
    for (auto it = mask.begin<uchar>(); it != mask.end<uchar>(); ++it) {
        if ((*it != 0) != on) {
            runs.push_back(run);
            on = !on;
            run = 0;
        }
        ++run;
    }
    runs.push_back(run);
    return {{"rows", mask.rows}, {"cols", mask.cols}, {"runs", runs}};
}

cv::Mat maskFromJson(const nlohmann::json& j) {
    const int rows = j.at("rows").get<int>();
    const int cols = j.at("cols").get<int>();
    const auto runs = j.at("runs").get<std::vector<int>>();
    if (rows <= 0 || cols <= 0 || rows > 4096 || cols > 4096) {
        throw std::runtime_error("bad mask in the frame reader's look");
    }
    cv::Mat mask(rows, cols, CV_8U, cv::Scalar(0));
    const long total = static_cast<long>(rows) * cols;
    long at = 0;
    bool on = false;
    for (const int run : runs) {
        if (run < 0 || at + run > total) {
            throw std::runtime_error("bad mask in the frame reader's look");
        }
        if (on) {
            std::fill_n(mask.begin<uchar>() + at, run, uchar{255});
        }
        at += run;
        on = !on;
    }
    if (at != total) {
        throw std::runtime_error("bad mask in the frame reader's look");
    }
    return mask;
}

} // namespace

cv::Size FrameLook::canonicalSize() const {
    return {kCanonicalWidth, static_cast<int>(std::lround(kCanonicalWidth * cardAspect))};
}

cv::Rect FrameLook::panelRect() const {
    const cv::Size size = canonicalSize();
    return cv::Rect(static_cast<int>(std::lround(panel.x * size.width)),
                    static_cast<int>(std::lround(panel.y * size.height)),
                    static_cast<int>(std::lround(panel.width * size.width)),
                    static_cast<int>(std::lround(panel.height * size.height))) &
           cv::Rect(0, 0, size.width, size.height);
}

nlohmann::json toJson(const FrameLook& p) {
    nlohmann::json types = nlohmann::json::array();
    for (const cv::Vec3d& lab : p.typeLab) {
        types.push_back({lab[0], lab[1], lab[2]});
    }
    nlohmann::json digits = nlohmann::json::array();
    for (const cv::Mat& d : p.digits) {
        digits.push_back(matToJson(d));
    }
    return {{"cardAspect", p.cardAspect},
            {"shapeMeasured", p.shapeMeasured},
            {"panel", {p.panel.x, p.panel.y, p.panel.width, p.panel.height}},
            {"typeLab", types},
            {"typeSpread", p.typeSpread},
            {"backLab", {p.backLab[0], p.backLab[1], p.backLab[2]}},
            {"digitBox", {p.digitBox.x, p.digitBox.y, p.digitBox.width, p.digitBox.height}},
            {"digits", digits},
            {"colourMask", maskToJson(p.colourMask)},
            {"faceLook", matToJson(p.faceLook)},
            {"backLook", matToJson(p.backLook)}};
}

FrameLook frameLookFromJson(const nlohmann::json& j) {
    FrameLook p;
    p.cardAspect = j.at("cardAspect").get<double>();
    p.shapeMeasured = j.value("shapeMeasured", true);
    const auto panel = j.at("panel").get<std::array<double, 4>>();
    p.panel = {panel[0], panel[1], panel[2], panel[3]};
    const auto types = j.at("typeLab").get<std::vector<std::array<double, 3>>>();
    if (types.size() != p.typeLab.size()) {
        throw std::runtime_error("the frame reader needs one colour per type");
    }
    for (size_t t = 0; t < types.size(); ++t) {
        p.typeLab[t] = {types[t][0], types[t][1], types[t][2]};
    }
    p.typeSpread = j.at("typeSpread").get<double>();
    const auto back = j.at("backLab").get<std::array<double, 3>>();
    p.backLab = {back[0], back[1], back[2]};
    const auto box = j.at("digitBox").get<std::array<int, 4>>();
    p.digitBox = {box[0], box[1], box[2], box[3]};
    const auto& digits = j.at("digits");
    if (!digits.is_array() || digits.size() != p.digits.size()) {
        throw std::runtime_error("the frame reader needs 6 digit templates");
    }
    for (size_t i = 0; i < p.digits.size(); ++i) {
        p.digits[i] = matFromJson(digits[i], CV_32F);
        if (p.digits[i].size() != p.digitBox.size()) {
            throw std::runtime_error("a digit template does not match the digit box");
        }
    }
    p.colourMask = maskFromJson(j.at("colourMask"));
    p.faceLook = matFromJson(j.at("faceLook"), CV_32F);
    p.backLook = matFromJson(j.at("backLook"), CV_32F);
    if (!(p.cardAspect >= 0.5 && p.cardAspect <= 3)) {
        throw std::runtime_error("the frame reader's card shape is out of range");
    }
    const cv::Rect canvas(cv::Point(0, 0), p.canonicalSize());
    if (p.colourMask.size() != canvas.size() || p.faceLook.size() != kLookSize ||
        p.backLook.size() != kLookSize || (p.digitBox & canvas) != p.digitBox ||
        p.digitBox.area() == 0) {
        throw std::runtime_error("the frame reader's sizes do not fit together");
    }
    return p;
}

} // namespace hats::vision::frame
