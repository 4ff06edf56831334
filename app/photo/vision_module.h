#pragma once

// The boundary between the app/command line and photo reading. The photo-reading code and
// OpenCV live in a module (hats-vision.so) loaded the first time a photo is read, so that
// starting the app, `hats score` and `hats history` never load OpenCV and its ~100 libraries.
// Only plain C++ and engine types cross it.

#include "engine/card.h"
#include "engine/result.h"

#include <array>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hats::photo {

/** One card found on a photo. */
struct FoundCard {
    std::optional<Card> card;  ///< read surely
    std::optional<Card> guess; ///< the reader's hint for a doubtful card
    bool faceDown = false;
    bool doubtful = false;
    int slot = 0; ///< 1..N on a board photo
    double confidence = 0;
    std::array<std::array<double, 2>, 4> corners{}; ///< x, y in the upright photo's pixels
};

/** What a photo shows. */
struct PhotoReading {
    int width = 0;
    int height = 0;
    std::vector<FoundCard> cards;
};

/** A deck learned from the two calibration photos, as the calibration page shows it. */
struct LearnedDeck {
    std::string name;
    double cardAspect = 0;
    bool shapeMeasured = false;
    std::vector<std::pair<HatType, std::string>> typeColours; ///< "#rrggbb" per type
    std::string backColour;
    /** One of the 42 faces (Card::index() order) or, last, the back: learned or not, and why. */
    struct LearnedCard {
        std::optional<Card> card; ///< empty for the back
        bool learned = false;
        std::string problem;            ///< why not, or a warning; empty when fine
        std::vector<unsigned char> png; ///< what the grid (or back) photo showed there
    };
    std::vector<LearnedCard> cards;
    // The grid photo read back with the new profile: every card should come out once.
    int cardsRead = 0;
    int cardsTotal = 0;
    int doubtful = 0;
    std::vector<Card> missing;
    std::shared_ptr<const void> profile; ///< the module's own profile, for saveProfile
};

/** What the module offers; every call may run on any thread. */
class VisionModule {
public:
    virtual ~VisionModule() = default;
    virtual Result<PhotoReading>
    readPhotoFile(const std::string& photo, const std::string& profilePath, bool board) const = 0;
    virtual Result<LearnedDeck> calibrate(const std::string& gridPhoto,
                                          const std::string& backPhoto,
                                          const std::string& name) const = 0;
    virtual Result<void> saveProfile(const LearnedDeck& deck, const std::string& path) const = 0;
    /** `hats vision ARGS…`: returns the exit status. */
    virtual int runCommand(const std::vector<std::string>& args, std::ostream& out,
                           std::ostream& err, std::istream& in) const = 0;
};

/** Whether the module is installed (looks for the file; loads nothing). */
bool visionModuleInstalled();
/** The module, loaded on first use (thread-safe); an Error says why it cannot be. */
Result<const VisionModule*> visionModule();

} // namespace hats::photo

/** The module's one exported symbol; the version in its name changes with the interface. */
extern "C" const hats::photo::VisionModule* hats_vision_module_v2();
