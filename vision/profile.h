#pragma once

#include "engine/card.h"
#include "engine/result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <array>
#include <filesystem>
#include <string>

namespace hats::vision {

/** Width in pixels of the upright card image every card is rectified into. */
inline constexpr int kCanonicalWidth = 160;
/** Size of the panel thumbnails that tell a face from the back. */
inline const cv::Size kLookSize(16, 22);

/** What calibration learned about one deck (printing): shape, colours, digits and back. */
struct Profile {
    std::string name = "deck";
    double cardAspect = 88.0 / 63.0; ///< height / width of the card
    bool shapeMeasured = true;       ///< false: grid cards touched, frame and shape were assumed
    cv::Rect2d panel{0.08, 0.06, 0.84, 0.88};    ///< the inside of the white frame, card fractions
    std::array<cv::Vec3d, kTypeCount> typeLab{}; ///< white-normalised colour of each type (Lab)
    double typeSpread = 4.0; ///< typical Lab distance of a type's cards to its prototype
    cv::Vec3d backLab{};
    cv::Rect digitBox; ///< where the top-left value is printed, canonical pixels
    std::array<cv::Mat, kMaxValue> digits; ///< CV_32F templates, digitBox-sized, values 1..6
    cv::Mat colourMask; ///< CV_8U canonical-sized: pixels that show the type colour
    cv::Mat faceLook;   ///< CV_32F kLookSize: mean face panel (grey)
    cv::Mat backLook;   ///< CV_32F kLookSize: the back panel (grey)

    cv::Size canonicalSize() const;
    /** The panel in canonical pixels. */
    cv::Rect panelRect() const;
    /** height / width of the panel. */
    double panelAspect() const { return cardAspect * panel.height / panel.width; }
};

nlohmann::json toJson(const Profile& profile);
Result<Profile> profileFromJson(const nlohmann::json& json);
/** Writes the profile as JSON ("hats-vision-profile/1"); several profiles can live side by side. */
/** The largest profile file read (a real one is about 0.5 MiB). */
inline constexpr std::size_t kMaxProfileBytes = std::size_t{4} << 20U;

/** Writes through a temporary file renamed over path when complete. */
Result<void> saveProfile(const Profile& profile, const std::filesystem::path& path);
/** Reads a profile, refusing over 4 MiB or 32 levels while reading. */
Result<Profile> loadProfile(const std::filesystem::path& path);

} // namespace hats::vision
