#pragma once

#include "engine/report.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace hats {

/** The `hats score --json` object (formats.md), its steps and reasons in English. */
nlohmann::json toJson(const ScoreReport& report);
/** The napkin as a person reads it at the table, in English (`hats score`). */
std::string formatReport(const ScoreReport& report);

} // namespace hats
