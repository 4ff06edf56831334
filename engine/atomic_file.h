#pragma once

#include "engine/result.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace hats {

/**
 * A file being written beside its target, which it replaces only when complete (rename):
 * a failure at any point leaves the target as it was and removes the temporary file.
 * Targets are regular files only: a folder, a FIFO or a device is refused; a symbolic link
 * is followed, so the file it points to is replaced and the link kept.
 */
class AtomicFile {
public:
    /** A new empty temporary file beside target (mode 0666 less the umask). */
    static Result<AtomicFile> create(const std::filesystem::path& requested);
    AtomicFile(AtomicFile&& other) noexcept;
    AtomicFile& operator=(AtomicFile&&) = delete;
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;
    ~AtomicFile();

    /** Where to write (for writers that open files by name, such as SQLite). */
    const std::filesystem::path& temporaryPath() const { return temporary_; }
    const std::filesystem::path& target() const { return target_; }
    /** Appends bytes to the temporary file. */
    Result<void> write(std::string_view bytes);
    /** Flushes to disk and renames over the target. */
    Result<void> commit();

private:
    AtomicFile(std::filesystem::path target, std::filesystem::path temporary, int fd)
        : target_(std::move(target)), temporary_(std::move(temporary)), fd_(fd) {}
    std::filesystem::path target_;
    std::filesystem::path temporary_;
    int fd_ = -1;
    bool done_ = false;
};

/** Writes content to path through an AtomicFile; errors name the path. */
Result<void> writeFileAtomically(const std::filesystem::path& path, std::string_view content);

/** True when both paths name the same existing file (hard links and symlinks included). */
bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b);

} // namespace hats
