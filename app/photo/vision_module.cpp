// The photo-reading module: wraps the vision library's entry points (photo reader,
// calibrator, profiles) behind VisionModule. Built as hats-vision.so; the only part of the
// app and the command line that links OpenCV.
#include "app/photo/vision_module.h"

#include "app/cli/commands.h"
#include "vision/calibrator.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"
#include "vision/profile.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace hats::photo {

namespace {

std::string colourOfLab(const cv::Vec3d& lab) {
    const cv::Mat pixel(1, 1, CV_32FC3,
                        cv::Scalar(static_cast<float>(lab[0]), static_cast<float>(lab[1]),
                                   static_cast<float>(lab[2])));
    cv::Mat bgr;
    cv::cvtColor(pixel, bgr, cv::COLOR_Lab2BGR);
    const cv::Vec3f v = bgr.at<cv::Vec3f>(0, 0);
    const auto channel = [](float x) {
        return std::clamp(static_cast<int>(std::lround(x * 255.0F)), 0, 255);
    };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", channel(v[2]), channel(v[1]), channel(v[0]));
    return text;
}

// What calibration saw of one card, as a small PNG the screen can show.
std::vector<unsigned char> cardPicture(const cv::Mat& card) {
    if (card.empty()) {
        return {};
    }
    cv::Mat small;
    cv::resize(card, small, {}, 0.5, 0.5, cv::INTER_AREA);
    std::vector<uchar> png;
    cv::imencode(".png", small, png);
    return png;
}

// Reads the grid back with the new profile: every one of the 42 cards should come out once.
void checkGrid(const std::vector<uchar>& grid, const vision::Profile& profile, LearnedDeck& deck) {
    const auto reading = vision::readPhoto(grid, profile, vision::PhotoKind::Collection);
    std::map<int, int> seen;
    if (reading) {
        for (const auto& card : reading->cards) {
            deck.doubtful += card.doubtful ? 1 : 0;
            if (card.card) {
                ++seen[card.card->index()];
            }
        }
    }
    deck.cardsTotal = kDeckSize;
    for (int index = 0; index < kDeckSize; ++index) {
        const auto found = seen.find(index);
        if (found != seen.end() && found->second == 1) {
            ++deck.cardsRead;
        } else {
            deck.missing.push_back(Card::fromIndex(index));
        }
    }
}

class Module final : public VisionModule {
public:
    Result<PhotoReading> readPhotoFile(const std::string& photo, const std::string& profilePath,
                                       bool board) const override {
        const auto profile = vision::loadProfile(profilePath);
        if (!profile) {
            return profile.error();
        }
        const auto reading = vision::readPhotoFile(
            photo, *profile, board ? vision::PhotoKind::Board : vision::PhotoKind::Collection);
        if (!reading) {
            return reading.error();
        }
        PhotoReading result;
        result.width = reading->width;
        result.height = reading->height;
        for (const auto& card : reading->cards) {
            FoundCard found;
            found.card = card.card;
            found.guess = card.guess;
            found.faceDown = card.faceDown;
            found.doubtful = card.doubtful;
            found.slot = card.slot;
            found.confidence = card.confidence;
            for (std::size_t i = 0; i < found.corners.size(); ++i) {
                found.corners[i] = {card.corners[i].x, card.corners[i].y};
            }
            result.cards.push_back(found);
        }
        return result;
    }

    Result<LearnedDeck> calibrate(const std::string& gridPhoto, const std::string& backPhoto,
                                  const std::string& name) const override {
        const auto grid = vision::readFileBytes(gridPhoto);
        const auto back = vision::readFileBytes(backPhoto);
        if (!grid || !back) {
            return !grid ? grid.error().in("grid photo") : back.error().in("back photo");
        }
        auto profile = vision::calibrate(*grid, *back);
        if (!profile) {
            return profile.error();
        }
        profile->name = name;
        LearnedDeck deck;
        deck.name = profile->name;
        deck.cardAspect = profile->cardAspect;
        deck.shapeMeasured = profile->shapeMeasured;
        for (const HatType type : kAllTypes) {
            deck.typeColours.emplace_back(
                type, colourOfLab(profile->typeLab[static_cast<std::size_t>(typeIndex(type))]));
        }
        deck.backColour = colourOfLab(profile->backLab);
        for (int i = 0; i < vision::kExemplarCount; ++i) {
            const vision::LearnedCard& report = profile->report[static_cast<std::size_t>(i)];
            LearnedDeck::LearnedCard card;
            if (i != vision::kBackExemplar) {
                card.card = Card::fromIndex(i);
            }
            card.learned = report.learned;
            card.problem = report.problem;
            card.png =
                cardPicture(report.crop.empty() ? profile->exemplars[static_cast<std::size_t>(i)]
                                                : report.crop);
            deck.cards.push_back(std::move(card));
        }
        checkGrid(*grid, *profile, deck);
        deck.profile = std::make_shared<const vision::Profile>(std::move(*profile));
        return deck;
    }

    Result<void> saveProfile(const LearnedDeck& deck, const std::string& path) const override {
        if (!deck.profile) {
            return Error{"no deck was learned"};
        }
        return vision::saveProfile(*static_cast<const vision::Profile*>(deck.profile.get()), path);
    }

    int runCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                   std::istream& in) const override {
        return cli::runVisionCommand(args, {out, err, &in});
    }
};

} // namespace

} // namespace hats::photo

extern "C" __attribute__((visibility("default"))) const hats::photo::VisionModule*
hats_vision_module_v2() {
    static const hats::photo::Module module;
    return &module;
}
