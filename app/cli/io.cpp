// Reading inputs and writing outputs the way Unix tools do: "-" for stdin, atomic replacement
// of regular files, straight writes to pipes and devices, display widths for tables.
#include "app/cli/commands.h"

#include "engine/atomic_file.h"

#include <utf8proc.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hats::cli {

namespace fs = std::filesystem;

namespace {

std::string systemError(int error) {
    return std::strerror(error);
}

// Reads at most maxBytes + 1 so that a larger input is refused without reading all of it.
Result<std::string> readStream(std::istream& in, std::size_t maxBytes) {
    std::string text;
    std::array<char, 65536> buffer{};
    while (in) {
        in.read(buffer.data(), buffer.size());
        text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes) {
            return Error{"larger than " + std::to_string(maxBytes / (1024 * 1024)) + " MiB"};
        }
    }
    if (in.bad()) {
        return Error{"cannot read: " + systemError(errno)};
    }
    return text;
}

Result<void> writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t written = ::write(fd, text.data() + done, text.size() - done);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return Error{systemError(errno)};
        }
        done += static_cast<std::size_t>(written);
    }
    return {};
}

Result<void> writeStraight(const std::string& path, const std::string& text) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        return Error{path + ": cannot write: " + systemError(errno)};
    }
    auto written = writeAll(fd, text);
    const int closed = ::close(fd);
    if (!written) {
        return Error{path + ": cannot write: " + written.error().message};
    }
    if (closed != 0) {
        return Error{path + ": cannot write: " + systemError(errno)};
    }
    return {};
}

} // namespace

Result<std::string> readInput(const std::string& path, std::size_t maxBytes, Io io) {
    if (path == "-") {
        auto text = readStream(io.in != nullptr ? *io.in : std::cin, maxBytes);
        if (!text) {
            return text.error().in("standard input");
        }
        return text;
    }
    std::error_code ignored;
    if (fs::is_directory(path, ignored)) {
        return Error{path + ": is a folder, not a file"};
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return Error{path + ": cannot open: " + systemError(errno)};
    }
    auto text = readStream(file, maxBytes);
    if (!text) {
        return text.error().in(path);
    }
    return text;
}

Result<void> writeOutput(const std::string& path, const std::string& text,
                         const std::string& protect) {
    if (!protect.empty() && sameFile(path, protect)) {
        return Error{path + ": is the history database itself; choose another file"};
    }
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0) {
        if (errno != ENOENT) {
            return Error{path + ": cannot write: " + systemError(errno)};
        }
        return writeFileAtomically(path, text); // a new file
    }
    if (S_ISREG(info.st_mode)) {
        return writeFileAtomically(path, text);
    }
    // A symbolic link (written through to its target, the link stays), a FIFO, a
    // character device, /dev/fd/N, /dev/stdout: opened and written as they are.
    return writeStraight(path, text);
}

bool isCommandLineDate(const std::string& text) {
    int year = 0;
    int month = 0;
    int day = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    char tail = 0;
    const auto digitsAt = [&text](std::initializer_list<std::size_t> places) {
        for (std::size_t i : places) {
            if (i >= text.size() || text[i] < '0' || text[i] > '9') {
                return false;
            }
        }
        return true;
    };
    if (!digitsAt({0, 1, 2, 3, 5, 6, 8, 9}) || text[4] != '-' || text[7] != '-') {
        return false;
    }
    if (text.size() == 10) {
        std::sscanf(text.c_str(), "%4d-%2d-%2d", &year, &month, &day);
    } else if ((text.size() == 16 || text.size() == 19) && text[10] == 'T' &&
               digitsAt({11, 12, 14, 15}) && text[13] == ':' &&
               (text.size() == 16 || (text[16] == ':' && digitsAt({17, 18})))) {
        std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d%c", &year, &month, &day, &hour, &minute,
                    &second, &tail);
    } else {
        return false;
    }
    static constexpr std::array<int, 12> kDays = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12 || day < 1 || day > kDays[static_cast<std::size_t>(month - 1)]) {
        return false;
    }
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (month == 2 && day == 29 && !leap) {
        return false;
    }
    return hour < 24 && minute < 60 && second < 60;
}

int displayWidth(const std::string& text) {
    int width = 0;
    const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
    auto left = static_cast<utf8proc_ssize_t>(text.size());
    while (left > 0) {
        utf8proc_int32_t codepoint = 0;
        const utf8proc_ssize_t used = utf8proc_iterate(bytes, left, &codepoint);
        if (used <= 0) { // not UTF-8: count the byte as one column
            ++width;
            ++bytes;
            --left;
            continue;
        }
        width += utf8proc_charwidth(codepoint);
        bytes += used;
        left -= used;
    }
    return width;
}

std::string padRight(const std::string& text, int width) {
    const int missing = width - displayWidth(text);
    return missing > 0 ? text + std::string(static_cast<std::size_t>(missing), ' ') : text;
}

} // namespace hats::cli
