#include "db/default_path.h"

#include <cstdlib>
#include <filesystem>

namespace hats::db {

std::string defaultDatabasePath() {
    std::filesystem::path base;
    if (const char* data = std::getenv("XDG_DATA_HOME"); data != nullptr && *data == '/') {
        base = data;
    } else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
        base = std::filesystem::path(home) / ".local" / "share";
    } else {
        base = std::filesystem::temp_directory_path();
    }
    const auto folder = base / "HatsCompanion" / "hats-companion";
    std::error_code ignored;
    std::filesystem::create_directories(folder, ignored);
    return (folder / "history.sqlite").string();
}

} // namespace hats::db
