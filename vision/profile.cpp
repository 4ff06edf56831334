#include "vision/profile.h"

#include "engine/atomic_file.h"
#include "engine/document_reader.h"
#include "engine/player_name.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <cstdint>
#include <fstream>

namespace hats::vision {

namespace {

constexpr const char* kFormat = "hats-vision-profile/2";
constexpr const char* kOldFormat = "hats-vision-profile/1";

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string toBase64(const std::vector<uchar>& bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (size_t i = 0; i < bytes.size(); i += 3) {
        const unsigned n = (static_cast<unsigned>(bytes[i]) << 16U) |
                           (i + 1 < bytes.size() ? static_cast<unsigned>(bytes[i + 1]) << 8U : 0U) |
                           (i + 2 < bytes.size() ? static_cast<unsigned>(bytes[i + 2]) : 0U);
        out += kBase64[(n >> 18U) & 63U];
        out += kBase64[(n >> 12U) & 63U];
        out += i + 1 < bytes.size() ? kBase64[(n >> 6U) & 63U] : '=';
        out += i + 2 < bytes.size() ? kBase64[n & 63U] : '=';
    }
    return out;
}

std::vector<uchar> fromBase64(const std::string& text) {
    std::vector<uchar> out;
    unsigned buffer = 0;
    int bits = 0;
    for (const char c : text) {
        if (c == '=') {
            break;
        }
        const size_t v = kBase64.find(c);
        if (v == std::string_view::npos) {
            throw std::runtime_error("bad base64");
        }
        buffer = (buffer << 6U) | static_cast<unsigned>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(static_cast<uchar>((buffer >> static_cast<unsigned>(bits)) & 0xFFU));
        }
    }
    return out;
}

std::string pngOf(const cv::Mat& m) {
    std::vector<uchar> png;
    cv::imencode(".png", m, png, {cv::IMWRITE_PNG_COMPRESSION, 9}); // as small as PNG goes
    return toBase64(png);
}

cv::Mat matOfPng(const std::string& text, int flags, cv::Size expected) {
    const std::vector<uchar> bytes = fromBase64(text);
    if (bytes.size() < 24 || bytes[1] != 'P' || bytes[2] != 'N' || bytes[3] != 'G') {
        throw std::runtime_error("an exemplar is not a PNG");
    }
    // The size is checked in the header before anything is decoded (no picture bombs).
    const auto be32 = [&](size_t at) {
        return (static_cast<std::uint32_t>(bytes[at]) << 24U) |
               (static_cast<std::uint32_t>(bytes[at + 1]) << 16U) |
               (static_cast<std::uint32_t>(bytes[at + 2]) << 8U) | bytes[at + 3];
    };
    if (be32(16) != static_cast<std::uint32_t>(expected.width) ||
        be32(20) != static_cast<std::uint32_t>(expected.height)) {
        throw std::runtime_error("an exemplar has the wrong size");
    }
    cv::Mat m = cv::imdecode(bytes, flags);
    if (m.size() != expected) {
        throw std::runtime_error("an exemplar has the wrong size");
    }
    return m;
}

} // namespace

cv::Size Profile::exemplarSize() const {
    return {kExemplarWidth, static_cast<int>(std::lround(kExemplarWidth * cardAspect))};
}

cv::Size Profile::valueFaceSize() const {
    return exemplarSize() * kValueFaceScale;
}

std::vector<cv::Mat> Profile::facesOfType(int type) const {
    std::vector<cv::Mat> faces;
    for (int v = 0; v < kMaxValue; ++v) {
        const cv::Mat& ex = exemplars[static_cast<size_t>(type * kMaxValue + v)];
        if (!ex.empty()) {
            faces.push_back(ex);
        }
    }
    return faces;
}

bool Profile::complete() const {
    return missing().empty();
}

std::vector<int> Profile::missing() const {
    std::vector<int> out;
    for (int i = 0; i < kExemplarCount; ++i) {
        if (exemplars[static_cast<size_t>(i)].empty()) {
            out.push_back(i);
        }
    }
    return out;
}

std::string exemplarName(int index) {
    if (index == kBackExemplar) {
        return "the back";
    }
    return Card::fromIndex(index).toString();
}

Profile mergeLearned(Profile into, const Profile& from) {
    // Two photos of one deck measure its shape a hair apart: bring the pictures to this size.
    const cv::Size size = into.exemplarSize();
    for (size_t i = 0; i < into.exemplars.size(); ++i) {
        if (into.exemplars[i].empty() && !from.exemplars[i].empty()) {
            cv::resize(from.exemplars[i], into.exemplars[i], size, 0, 0, cv::INTER_AREA);
            into.report[i] = from.report[i];
            if (i < into.valueFaces.size() && !from.valueFaces[i].empty()) {
                cv::resize(from.valueFaces[i], into.valueFaces[i], into.valueFaceSize(), 0, 0,
                           cv::INTER_AREA);
            }
        }
    }
    if (into.valueMask.empty() && !from.valueMask.empty()) {
        cv::resize(from.valueMask, into.valueMask, size, 0, 0, cv::INTER_NEAREST);
    }
    return into;
}

nlohmann::json toJson(const Profile& p) {
    nlohmann::json types = nlohmann::json::object();
    for (const HatType type : kAllTypes) {
        const cv::Vec3d& lab = p.typeLab[static_cast<size_t>(typeIndex(type))];
        types[std::string(typeId(type))] = {lab[0], lab[1], lab[2]};
    }
    nlohmann::json exemplars = nlohmann::json::array();
    nlohmann::json problems = nlohmann::json::array();
    for (size_t i = 0; i < p.exemplars.size(); ++i) {
        exemplars.push_back(p.exemplars[i].empty() ? nlohmann::json(nullptr)
                                                   : nlohmann::json(pngOf(p.exemplars[i])));
        problems.push_back(p.report[i].problem);
    }
    nlohmann::json valueFaces = nlohmann::json::array();
    for (const cv::Mat& face : p.valueFaces) {
        valueFaces.push_back(face.empty() ? nlohmann::json(nullptr) : nlohmann::json(pngOf(face)));
    }
    nlohmann::json out = {{"format", kFormat},
                          {"name", p.name},
                          {"cardAspect", p.cardAspect},
                          {"shapeMeasured", p.shapeMeasured},
                          {"typeLab", types},
                          {"backLab", {p.backLab[0], p.backLab[1], p.backLab[2]}},
                          {"exemplarWidth", kExemplarWidth},
                          {"exemplars", exemplars},
                          {"problems", problems},
                          {"valueFaces", valueFaces},
                          {"valueMask", p.valueMask.empty() ? nlohmann::json(nullptr)
                                                            : nlohmann::json(pngOf(p.valueMask))}};
    out["reader"] = "exemplar";
    return out;
}

namespace {

// A profile that does not hold together; the words are the command line's diagnosis.
Error damaged(std::string what) {
    return Error::at({}, Fault{FaultKind::ProfileDamaged, {}, std::move(what)});
}

} // namespace

Result<Profile> profileFromJson(const nlohmann::json& j) {
    try {
        const std::string format = j.at("format").get<std::string>();
        if (format == kOldFormat) {
            return Error{"this deck profile was learned by an older version of the reader (" +
                         std::string(kOldFormat) + "): learn the deck again"};
        }
        if (format != kFormat) {
            return Error::at({}, Fault{FaultKind::ProfileWrongFormat, {}, std::string(kFormat)});
        }
        Profile p;
        auto name = normalName(j.at("name").get<std::string>());
        if (!name) {
            return name.error().in("name");
        }
        p.name = std::move(name).value();
        p.cardAspect = j.at("cardAspect").get<double>();
        if (!(p.cardAspect >= 0.5 && p.cardAspect <= 3)) {
            return damaged("the profile's card shape is out of range");
        }
        if (j.at("exemplarWidth").get<int>() != kExemplarWidth) {
            return damaged("the profile's card pictures have another size: learn the deck again");
        }
        p.shapeMeasured = j.value("shapeMeasured", true);
        for (const HatType type : kAllTypes) {
            const auto lab =
                j.at("typeLab").at(std::string(typeId(type))).get<std::array<double, 3>>();
            p.typeLab[static_cast<size_t>(typeIndex(type))] = {lab[0], lab[1], lab[2]};
        }
        const auto back = j.at("backLab").get<std::array<double, 3>>();
        p.backLab = {back[0], back[1], back[2]};
        const auto& exemplars = j.at("exemplars");
        if (!exemplars.is_array() || exemplars.size() != p.exemplars.size()) {
            return damaged("the profile needs 43 card pictures (42 faces and the back)");
        }
        const auto& problems = j.value("problems", nlohmann::json::array());
        for (size_t i = 0; i < p.exemplars.size(); ++i) {
            if (!exemplars[i].is_null()) {
                p.exemplars[i] =
                    matOfPng(exemplars[i].get<std::string>(), cv::IMREAD_COLOR, p.exemplarSize());
                p.report[i].learned = true;
            }
            if (problems.is_array() && i < problems.size() && problems[i].is_string()) {
                p.report[i].problem = printable(problems[i].get<std::string>(), 200);
            }
        }
        if (!j.at("valueMask").is_null()) {
            p.valueMask = matOfPng(j.at("valueMask").get<std::string>(), cv::IMREAD_GRAYSCALE,
                                   p.exemplarSize());
        }
        // Profiles saved before value faces were kept have none: values read on the exemplars.
        if (j.contains("valueFaces")) {
            const auto& faces = j.at("valueFaces");
            if (!faces.is_array() || faces.size() != p.valueFaces.size()) {
                return damaged("the profile's value pictures must be 42, one per face");
            }
            for (size_t i = 0; i < p.valueFaces.size(); ++i) {
                if (!faces[i].is_null()) {
                    p.valueFaces[i] =
                        matOfPng(faces[i].get<std::string>(), cv::IMREAD_COLOR, p.valueFaceSize());
                }
            }
        }
        // Profiles saved before the reader was chosen per deck have no "reader"; one saved for
        // the frame reader, which is gone, still holds the exemplars every deck is read by.
        const std::string reader = j.value("reader", std::string("exemplar"));
        if (reader != "exemplar" && reader != "frame") {
            return damaged("the profile names an unknown reader: " + printable(reader, 40));
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
