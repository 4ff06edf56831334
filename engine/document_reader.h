#pragma once

#include "engine/result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <functional>
#include <istream>
#include <string_view>

namespace hats {

/** The limits every reader of a game document keeps (formats.md, "Limits"). */
inline constexpr std::size_t kMaxGameBytes = std::size_t{1} << 20U;     // one game
inline constexpr std::size_t kMaxImportBytes = std::size_t{256} << 20U; // a file of many
inline constexpr int kMaxNesting = 32;                                  // arrays/objects

/**
 * Called with each game of an import: a top-level array's elements one by one (index 0, 1,
 * …), or the single top-level value (no index). Refusing stops the reading.
 */
using JsonElement = std::function<Result<void>(nlohmann::json&&, std::optional<std::size_t>)>;

/**
 * Reads JSON text from a stream and refuses, while reading and before building anything
 * deeper, a text longer than maxBytes, one nested deeper than kMaxNesting, one holding a NUL
 * byte, or anything but whitespace after the value. With a top-level array, each element is
 * handed over and dropped as soon as it is complete, so the whole text is never held.
 * With elementLimit, each element (or the single document) may take at most that many bytes
 * more (one game in an import). Errors are faults (engine/fault.h): TooLarge, TooDeep, ….
 */
Result<void> readJson(std::istream& in, std::size_t maxBytes, const JsonElement& element,
                      std::size_t elementLimit = 0);

/** The same for text in memory: one value, built only when within the limits. */
Result<nlohmann::json> parseJsonLimited(std::string_view text,
                                        std::size_t maxBytes = kMaxGameBytes);
/** Reads one JSON value from a stream (one game: maxBytes = kMaxGameBytes). */
Result<nlohmann::json> readJsonLimited(std::istream& in, std::size_t maxBytes = kMaxGameBytes);

/**
 * Opens a file for reading a document: refuses folders and files that cannot be opened,
 * naming the path. Devices and pipes are allowed (the limits stop endless ones).
 */
Result<void> openForReading(const std::filesystem::path& path, std::ifstream& file);

} // namespace hats
