#pragma once

// What the frame reader learns of a deck: a printing whose every card, back included, has a
// light frame around a panel. Kept in the profile beside the exemplars when calibration
// chose that reader (see vision/profile.h).

#include "engine/card.h"
#include "engine/result.h"

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include <array>

namespace hats::vision::frame {

/** Width in pixels of the upright card image every card is rectified into. */
inline constexpr int kCanonicalWidth = 160;
/** Size of the panel thumbnails that tell a face from the back. */
inline const cv::Size kLookSize(16, 22);

/** Shape, colours, digits and back of a deck printed with a light frame. */
struct FrameLook {
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

nlohmann::json toJson(const FrameLook& look);
/** Throws (nlohmann or std::runtime_error) on a damaged look; the profile reader says where. */
FrameLook frameLookFromJson(const nlohmann::json& json);

} // namespace hats::vision::frame
