#pragma once

#include "engine/cookie.h"
#include "engine/refusal.h"
#include "engine/result.h"
#include "engine/scoring.h"
#include "engine/setup.h"

#include <cstdint>
#include <string>
#include <vector>

/** The command line's words: the engine's facts said in English, as `hats score` prints them. */
namespace hats::english {

/** "Ann", "Ann and Ben", "Ann, Ben and Cleo". */
std::string joinNames(const std::vector<std::string>& names);
/** The names of these seats, joined as above. */
std::string joinSeats(const std::vector<std::string>& names, const std::vector<int>& seats);

/** "red 4": how the rules and messages name a card. */
std::string card(Card card);

/** One line per refusal: "Cleo cannot exchange brown 1 for green 3 in slot 3: … (R7)". */
std::string refusal(const Refusal& refusal);
/** One fault as words: "7 is not a hat value 1-6 (R1)", "larger than 1 MiB, …". */
std::string fault(const Fault& fault);
/** "1 MiB" / "256 MiB": how a byte limit is named. */
std::string byteLimit(std::int64_t bytes);
/** An error as one line: its place, then the refusal's or the fault's words, or the message. */
std::string describe(const Error& error);

/** The cookie decision step by step, one line per step (formats.md `cookie.steps`). */
std::vector<std::string> cookieSteps(const CookieDecision& cookie,
                                     const std::vector<std::string>& names);
/** One line for the table: "Cleo: 4 types, more than anyone" (formats.md `cookie.reason`). */
std::string cookieReason(const CookieDecision& cookie, const std::vector<std::string>& names);

/** What decided the winner (formats.md `explanation`): "Ann wins with 28 points (R18)". */
std::string victory(const Victory& victory, const GameSetup& setup);

} // namespace hats::english
