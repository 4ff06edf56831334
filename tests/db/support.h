#pragma once

#include "app/text/english.h"
#include "db/database.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace hats::db::testing {

/** A fresh folder for one test's files, removed afterwards. */
class TempDir {
public:
    TempDir() {
        path_ = std::filesystem::temp_directory_path() /
                ("hats-db-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
    static int& counter() {
        static int value = 0;
        return value;
    }
    std::filesystem::path path_;
};

inline std::unique_ptr<Database> openOrFail(const std::string& path) {
    auto db = Database::open(path);
    EXPECT_TRUE(db) << (db ? "" : hats::english::describe(db.error()));
    return db ? std::move(db).value() : nullptr;
}

inline std::string readFile(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

} // namespace hats::db::testing
