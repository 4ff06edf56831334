#include "engine/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

namespace hats {

namespace {

// What the system said, as a fault of `kind` (errno and its words).
Fault systemFault(FaultKind kind, bool unchanged) {
    const int code = errno;
    return Fault{kind, {}, std::strerror(code), {}, code, 0, unchanged ? 1 : 0};
}

} // namespace

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    return std::filesystem::equivalent(a, b, error) && !error;
}

Result<AtomicFile> AtomicFile::create(const std::filesystem::path& requested) {
    std::error_code error;
    std::filesystem::path target = requested;
    // Follow a symbolic link: the file it points to is what gets replaced.
    if (std::filesystem::is_symlink(std::filesystem::symlink_status(target, error))) {
        target = std::filesystem::weakly_canonical(target, error);
        if (error) {
            return Error::at(requested.string(),
                             Fault{FaultKind::FileLinkBroken, {}, error.message()});
        }
    }
    const auto status = std::filesystem::status(target, error);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        return Error::at(requested.string(), Fault{FaultKind::FileNotRegular});
    }
    const std::filesystem::path folder =
        target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    std::string pattern = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        return Error::at(requested.string(), systemFault(FaultKind::FileCannotWrite, false));
    }
    // mkstemp makes the file private; give it the mode a new file would get (or the old one's).
    struct stat old {};
    if (::stat(target.c_str(), &old) == 0) {
        (void)::fchmod(fd, old.st_mode & 07777);
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        (void)::fchmod(fd, 0666 & ~mask);
    }
    return AtomicFile(target, std::filesystem::path(name.data()), fd);
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : target_(std::move(other.target_)), temporary_(std::move(other.temporary_)), fd_(other.fd_),
      done_(other.done_) {
    other.fd_ = -1;
    other.done_ = true;
}

AtomicFile::~AtomicFile() {
    if (fd_ >= 0) {
        ::close(fd_);
    }
    if (!done_) {
        ::unlink(temporary_.c_str());
    }
}

Result<void> AtomicFile::write(std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t written = ::write(fd_, bytes.data(), bytes.size());
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            return Error::at(target_.string(), systemFault(FaultKind::FileCannotWrite, true));
        }
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return {};
}

Result<void> AtomicFile::commit() {
    if (::fsync(fd_) != 0 || ::close(fd_) != 0) {
        fd_ = -1;
        return Error::at(target_.string(), systemFault(FaultKind::FileCannotWrite, true));
    }
    fd_ = -1;
    if (::rename(temporary_.c_str(), target_.c_str()) != 0) {
        return Error::at(target_.string(), systemFault(FaultKind::FileCannotReplace, true));
    }
    done_ = true;
    return {};
}

Result<void> writeFileAtomically(const std::filesystem::path& path, std::string_view content) {
    auto file = AtomicFile::create(path);
    if (!file) {
        return file.error();
    }
    if (auto ok = file->write(content); !ok) {
        return ok;
    }
    return file->commit();
}

} // namespace hats
