#include "vision/profile.h"

#include "engine/atomic_file.h"
#include "engine/document_reader.h"
#include "engine/player_name.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

namespace hats::vision {

namespace {

constexpr const char* kFormat = "hats-vision-profile/1";

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
        throw std::runtime_error("bad matrix");
    }
    cv::Mat f(rows, cols, CV_32F);
    std::copy(data.begin(), data.end(), f.begin<float>());
    cv::Mat out;
    f.convertTo(out, type);
    return out;
}

} // namespace

cv::Size Profile::canonicalSize() const {
    return {kCanonicalWidth, static_cast<int>(std::lround(kCanonicalWidth * cardAspect))};
}

cv::Rect Profile::panelRect() const {
    const cv::Size size = canonicalSize();
    return cv::Rect(static_cast<int>(std::lround(panel.x * size.width)),
                    static_cast<int>(std::lround(panel.y * size.height)),
                    static_cast<int>(std::lround(panel.width * size.width)),
                    static_cast<int>(std::lround(panel.height * size.height))) &
           cv::Rect(0, 0, size.width, size.height);
}

nlohmann::json toJson(const Profile& p) {
    nlohmann::json types = nlohmann::json::object();
    for (const HatType type : kAllTypes) {
        const cv::Vec3d& lab = p.typeLab[static_cast<size_t>(typeIndex(type))];
        types[std::string(typeId(type))] = {lab[0], lab[1], lab[2]};
    }
    nlohmann::json digits = nlohmann::json::array();
    for (const cv::Mat& d : p.digits) {
        digits.push_back(matToJson(d));
    }
    return {{"format", kFormat},
            {"name", p.name},
            {"cardAspect", p.cardAspect},
            {"shapeMeasured", p.shapeMeasured},
            {"panel", {p.panel.x, p.panel.y, p.panel.width, p.panel.height}},
            {"typeLab", types},
            {"typeSpread", p.typeSpread},
            {"backLab", {p.backLab[0], p.backLab[1], p.backLab[2]}},
            {"digitBox", {p.digitBox.x, p.digitBox.y, p.digitBox.width, p.digitBox.height}},
            {"digits", digits},
            {"colourMask", matToJson(p.colourMask)},
            {"faceLook", matToJson(p.faceLook)},
            {"backLook", matToJson(p.backLook)}};
}

namespace {

// A profile that does not hold together; the words are the command line's diagnosis.
Error damaged(std::string what) {
    return Error::at({}, Fault{FaultKind::ProfileDamaged, {}, std::move(what)});
}

} // namespace

Result<Profile> profileFromJson(const nlohmann::json& j) {
    try {
        if (j.at("format").get<std::string>() != kFormat) {
            return Error::at({}, Fault{FaultKind::ProfileWrongFormat, {}, std::string(kFormat)});
        }
        Profile p;
        auto name = normalName(j.at("name").get<std::string>());
        if (!name) {
            return name.error().in("name");
        }
        p.name = std::move(name).value();
        p.cardAspect = j.at("cardAspect").get<double>();
        p.shapeMeasured = j.value("shapeMeasured", true);
        const auto panel = j.at("panel").get<std::array<double, 4>>();
        p.panel = {panel[0], panel[1], panel[2], panel[3]};
        for (const HatType type : kAllTypes) {
            const auto lab =
                j.at("typeLab").at(std::string(typeId(type))).get<std::array<double, 3>>();
            p.typeLab[static_cast<size_t>(typeIndex(type))] = {lab[0], lab[1], lab[2]};
        }
        p.typeSpread = j.at("typeSpread").get<double>();
        const auto back = j.at("backLab").get<std::array<double, 3>>();
        p.backLab = {back[0], back[1], back[2]};
        const auto box = j.at("digitBox").get<std::array<int, 4>>();
        p.digitBox = {box[0], box[1], box[2], box[3]};
        const auto& digits = j.at("digits");
        if (!digits.is_array() || digits.size() != p.digits.size()) {
            return damaged("the profile needs 6 digit templates");
        }
        for (size_t i = 0; i < p.digits.size(); ++i) {
            p.digits[i] = matFromJson(digits[i], CV_32F);
            if (p.digits[i].size() != p.digitBox.size()) {
                return damaged("a digit template does not match the digit box");
            }
        }
        p.colourMask = matFromJson(j.at("colourMask"), CV_8U);
        p.faceLook = matFromJson(j.at("faceLook"), CV_32F);
        p.backLook = matFromJson(j.at("backLook"), CV_32F);
        const cv::Rect canvas(cv::Point(0, 0), p.canonicalSize());
        if (p.cardAspect < 0.5 || p.cardAspect > 3 || p.colourMask.size() != canvas.size() ||
            p.faceLook.size() != kLookSize || p.backLook.size() != kLookSize ||
            (p.digitBox & canvas) != p.digitBox || p.digitBox.area() == 0) {
            return damaged("the profile's sizes do not fit together");
        }
        return p;
    } catch (const cv::Exception& e) {
        // OpenCV's what() spans lines with file names; its short text is enough.
        return damaged("the profile is damaged: " + printable(e.err, 120));
    } catch (const std::exception& e) {
        return damaged("the profile is damaged: " + printable(e.what(), 120));
    }
}

Result<void> saveProfile(const Profile& profile, const std::filesystem::path& path) {
    // Written beside and renamed when complete: a failure leaves an older profile as it was.
    const std::string text =
        toJson(profile).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    if (auto ok = writeFileAtomically(path, text); !ok) {
        return ok.error().in("cannot write the profile");
    }
    return {};
}

Result<Profile> loadProfile(const std::filesystem::path& path) {
    std::ifstream in;
    if (auto opened = openForReading(path, in); !opened) {
        return opened.error().in("cannot open the profile " + path.string());
    }
    // Limited while reading (size and nesting), like a game file.
    const auto j = readJsonLimited(in, kMaxProfileBytes);
    if (!j) {
        return j.error().in(path.string() + " is not a profile");
    }
    Result<Profile> p = profileFromJson(*j);
    if (!p) {
        return p.error().in(path.string());
    }
    return p;
}

} // namespace hats::vision
