#include "engine/player_name.h"

#include <array>
#include <utf8proc.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace hats {

namespace {

bool isControl(utf8proc_int32_t c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

// The code point at `at`, or a negative value for a byte that does not start valid UTF-8.
utf8proc_ssize_t next(std::string_view text, std::size_t at, utf8proc_int32_t& c) {
    return utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + at),
                            static_cast<utf8proc_ssize_t>(text.size() - at), &c);
}

std::string hex(const char* format, unsigned value) {
    std::array<char, 16> buffer{};
    std::snprintf(buffer.data(), buffer.size(), format, value);
    return buffer.data();
}

} // namespace

bool isUtf8(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        utf8proc_int32_t c = 0;
        const auto length = next(text, at, c);
        if (length <= 0) {
            return false;
        }
        at += static_cast<std::size_t>(length);
    }
    return true;
}

Result<std::string> normalName(std::string_view name) {
    if (!isUtf8(name)) {
        return Error::at({}, Fault{FaultKind::NameNotUtf8});
    }
    bool onlySpaces = true;
    for (std::size_t at = 0; at < name.size();) {
        utf8proc_int32_t c = 0;
        at += static_cast<std::size_t>(next(name, at, c));
        if (isControl(c)) {
            return Error::at(
                {}, Fault{FaultKind::NameControl, hex("U+%04X", static_cast<unsigned>(c))});
        }
        const auto category = utf8proc_category(c);
        onlySpaces = onlySpaces && (category == UTF8PROC_CATEGORY_ZS || c == 0x200b ||
                                    c == 0xfeff || c == 0x200c || c == 0x200d);
    }
    if (onlySpaces) {
        return Error::at({}, Fault{FaultKind::NameEmpty});
    }
    const std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> nfc(
        utf8proc_NFC(reinterpret_cast<const utf8proc_uint8_t*>(std::string(name).c_str())),
        &std::free);
    if (!nfc) {
        return Error::at({}, Fault{FaultKind::NameNotUtf8});
    }
    std::string normal(reinterpret_cast<const char*>(nfc.get()));
    std::size_t characters = 0;
    for (std::size_t at = 0; at < normal.size(); ++characters) {
        utf8proc_int32_t c = 0;
        at += static_cast<std::size_t>(next(normal, at, c));
    }
    if (characters > kMaxNameLength) {
        return Error::at({}, Fault{FaultKind::NameTooLong,
                                   {},
                                   {},
                                   {},
                                   static_cast<std::int64_t>(characters),
                                   static_cast<std::int64_t>(kMaxNameLength)});
    }
    return normal;
}

std::string printable(std::string_view text, std::size_t limit) {
    std::string out;
    std::size_t characters = 0;
    for (std::size_t at = 0; at < text.size(); ++characters) {
        if (characters == limit) {
            out += "\u2026";
            break;
        }
        utf8proc_int32_t c = 0;
        const auto length = next(text, at, c);
        if (length <= 0) {
            out += hex("\\x%02X", static_cast<unsigned char>(text[at]));
            ++at;
            continue;
        }
        if (isControl(c)) {
            out += hex(c < 0x100 ? "\\x%02X" : "\\u%04X", static_cast<unsigned>(c));
        } else {
            out.append(text.substr(at, static_cast<std::size_t>(length)));
        }
        at += static_cast<std::size_t>(length);
    }
    return out;
}

} // namespace hats
