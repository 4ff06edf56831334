#include "vision/reading.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace hats::vision {

int Reading::doubtfulCount() const {
    return static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [](const CardRead& c) { return c.doubtful; }));
}

nlohmann::json toJson(const Reading& reading, bool board) {
    nlohmann::json cards = nlohmann::json::array();
    for (const CardRead& c : reading.cards) {
        nlohmann::json j;
        if (c.card) {
            j["type"] = std::string(typeId(c.card->type()));
            j["value"] = c.card->value();
        }
        j["faceDown"] = c.faceDown;
        if (board) {
            j["slot"] = c.slot;
        }
        j["confidence"] = std::round(c.confidence * 1000) / 1000;
        j["doubtful"] = c.doubtful;
        nlohmann::json corners = nlohmann::json::array();
        for (const cv::Point2f& p : c.corners) {
            corners.push_back(
                {std::round(double{p.x} * 10) / 10, std::round(double{p.y} * 10) / 10});
        }
        j["corners"] = corners;
        cards.push_back(j);
    }
    return {{"cards", cards}, {"blackHats", reading.blackHats}};
}

std::string describe(const Reading& reading, bool board) {
    std::ostringstream out;
    for (size_t i = 0; i < reading.cards.size(); ++i) {
        const CardRead& c = reading.cards[i];
        out << (board ? "slot " + std::to_string(c.slot) : "card " + std::to_string(i + 1)) << ": ";
        if (c.faceDown) {
            out << "face down (black hat)";
        } else if (c.card) {
            out << c.card->toString();
        } else {
            out << "not sure";
            if (c.guess) {
                out << " (maybe " << c.guess->toString() << ")";
            }
        }
        out << "  confidence " << std::lround(c.confidence * 100) << "%";
        if (c.doubtful && c.faceDown) {
            out << " (doubtful)";
        }
        out << '\n';
    }
    if (!board) {
        out << "black hats: " << reading.blackHats << '\n';
    }
    const int doubtful = reading.doubtfulCount();
    if (doubtful > 0) {
        out << doubtful << (doubtful == 1 ? " card needs" : " cards need") << " a look\n";
    }
    return out.str();
}

} // namespace hats::vision
