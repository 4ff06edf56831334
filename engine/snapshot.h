#pragma once

#include "engine/collection.h"
#include "engine/cookie.h"
#include "engine/result.h"
#include "engine/scoring.h"
#include "engine/setup.h"

#include <optional>
#include <vector>

namespace hats {

/** A finished game known only by its final state (hats-game/1): what snapshot scoring needs. */
struct Snapshot {
    GameSetup setup;
    std::vector<Card> board;             // slot 1 first
    std::vector<Collection> collections; // by seat
    std::vector<Card> favorites;         // by seat
    std::optional<int> cookieHolder;     // seat that held the cookie just before the end, if said
};

/** Why this final state cannot be a finished game, or ok (R1, R3, R5, R9). */
Result<void> checkSnapshot(const Snapshot& snapshot);

/**
 * The cookie at the end (R14–R16). FullTieUnknown when a full tie needs the holder and the
 * snapshot does not say it: the app asks, the command line refuses.
 */
CookieDecision snapshotCookie(const Snapshot& snapshot);

/** The napkin of a valid snapshot; refuses an unsettled full tie (R16). */
Result<Napkin> scoreSnapshot(const Snapshot& snapshot);

} // namespace hats
