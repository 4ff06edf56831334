#pragma once

#include "engine/card.h"
#include "engine/result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <array>
#include <filesystem>
#include <string>
#include <vector>

namespace hats::vision {

/** Width in pixels of the upright card image every card is compared at. */
inline constexpr int kExemplarWidth = 96;
/**
 * A face's printed value is also kept this many times larger than its exemplar (valueFaces):
 * at 96 pixels across a card, a digit is a few pixels tall and a 3 looks like a 5.
 */
inline constexpr int kValueFaceScale = 2;
/** How much of a value face is kept around the printed value (percent of the card's width; the
 * rest is left black): the faces of a type, cut a few pixels apart, are laid onto each other
 * there. */
inline constexpr int kValueSurroundPercent = 5;
/** Exemplars: the 42 faces by Card::index(), then the back. */
inline constexpr int kBackExemplar = kDeckSize;
inline constexpr int kExemplarCount = kDeckSize + 1;

/** What calibration could or could not learn of one card (or of the back). */
struct LearnedCard {
    bool learned = false;
    std::string problem; ///< why it was not learned, or a warning ("glare on it"); empty if fine
    cv::Mat crop;        ///< BGR: what the photo showed there (not saved with the profile)
};

/**
 * What calibration learned about one deck (printing): the card's shape and how each of the 42
 * faces and the back look (exemplars), whatever the border, art, font or back.
 */
struct Profile {
    std::string name = "deck";
    double cardAspect = 88.0 / 63.0;             ///< height / width of the card
    bool shapeMeasured = true;                   ///< false: the shape was assumed, not measured
    std::array<cv::Vec3d, kTypeCount> typeLab{}; ///< each type's colour as photographed (Lab)
    cv::Vec3d backLab{};                         ///< the back's mean colour (Lab)
    /// Every card as photographed at calibration, upright, kExemplarWidth wide (CV_8UC3);
    /// empty when that card was not learned.
    std::array<cv::Mat, kExemplarCount> exemplars;
    /// CV_8U, exemplarSize(): where the cards of one type differ by value (the printed value).
    cv::Mat valueMask;
    /// Every face as photographed at calibration at valueFaceSize() (CV_8UC3), black but where
    /// its printed value is read (valueFaceReadArea): as sharp as the grid photo shows it. Empty
    /// when the face was not learned, or learned before they were kept (its value is then read on
    /// the exemplar).
    std::array<cv::Mat, kDeckSize> valueFaces;
    /// Card by card: learned or not and why (for the calibration screen).
    std::array<LearnedCard, kExemplarCount> report;

    cv::Size exemplarSize() const;
    /** exemplarSize() times kValueFaceScale. */
    cv::Size valueFaceSize() const;
    /** All 42 faces and the back learned. */
    bool complete() const;
    /** The exemplars not learned (indexes as in `exemplars`). */
    std::vector<int> missing() const;
    /** The learned faces of the type with index `type` (0-6), by value. */
    std::vector<cv::Mat> facesOfType(int type) const;
};

/** Fills the cards `into` has not learned with those `from` has (same printing, a retake). */
Profile mergeLearned(Profile into, const Profile& from);

/** "red 5", or "the back" for kBackExemplar. */
std::string exemplarName(int index);

nlohmann::json toJson(const Profile& profile);
Result<Profile> profileFromJson(const nlohmann::json& json);
/** The largest profile file read (a profile of 43 card pictures and the 42 value faces is
 * about 2-2.5 MiB; at most about 3.2 MiB, see keepAroundTheValues). */
inline constexpr std::size_t kMaxProfileBytes = std::size_t{4} << 20U;

/**
 * Writes the profile as JSON ("hats-vision-profile/2") through a temporary file renamed over
 * path when complete; several profiles can live side by side.
 */
Result<void> saveProfile(const Profile& profile, const std::filesystem::path& path);
/**
 * Reads a profile, refusing over 4 MiB or 32 levels while reading; one written by an older
 * reader is refused with a message to learn the deck again.
 */
Result<Profile> loadProfile(const std::filesystem::path& path);

} // namespace hats::vision
