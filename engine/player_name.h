#pragma once

#include "engine/result.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace hats {

/** The longest player or team name, in characters (formats.md, "Limits"). */
inline constexpr std::size_t kMaxNameLength = 64;

/**
 * A player's (or team's) name as it is kept and compared: valid UTF-8, in Unicode NFC, not
 * empty or only spaces, at most 64 characters, no control character (U+0000–U+001F,
 * U+007F–U+009F) and no line or paragraph separator. The error is the rule alone; the caller
 * names the place ("players[1].name: ...").
 */
Result<std::string> normalName(std::string_view name);

/** True when text is well-formed UTF-8 (no overlong forms, no surrogates). */
bool isUtf8(std::string_view text);

/**
 * Text made safe for a one-line message or a terminal: control characters and bytes that are
 * not UTF-8 become \xNN / \u{NNNN}, and anything past `limit` characters becomes "…".
 */
std::string printable(std::string_view text, std::size_t limit = 80);

} // namespace hats
