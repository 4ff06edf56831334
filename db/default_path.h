#pragma once

#include <string>

namespace hats::db {

/**
 * Where the history lives unless --db says otherwise: the app-data folder Qt's
 * QStandardPaths::AppDataLocation names on Linux ($XDG_DATA_HOME or ~/.local/share, then
 * HatsCompanion/hats-companion), so the command line and the app share one file.
 */
std::string defaultDatabasePath();

} // namespace hats::db
