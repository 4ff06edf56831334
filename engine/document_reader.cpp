#include "engine/document_reader.h"

#include "engine/player_name.h"

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <streambuf>
#include <string>
#include <vector>

namespace hats {

using nlohmann::json;

namespace {

// Passes bytes through from another buffer, counting them, and ends the stream early at the
// byte limit or at a NUL byte: nlohmann's lexer takes a NUL for the end of the input, and an
// endless stream (/dev/zero) must stop while being read, not after.
class LimitedBuffer : public std::streambuf {
public:
    LimitedBuffer(std::streambuf* source, std::size_t limit, std::size_t elementLimit)
        : source_(source), limit_(limit), elementLimit_(elementLimit) {}

    std::size_t consumed() const { return consumed_ - static_cast<std::size_t>(egptr() - gptr()); }
    bool overLimit() const { return overLimit_; }
    bool elementOverLimit() const { return elementOver_; }
    /** Each element of a top-level list is one game: at most kMaxGameBytes from here on. */
    void elementStartsHere() {
        elementStart_ = consumed();
        elementLimited_ = elementLimit_ > 0;
    }
    std::optional<std::size_t> nulAt() const { return nulAt_; }
    bool readFailed() const { return readFailed_; }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) {
            return traits_type::to_int_type(*gptr());
        }
        if (ended_) {
            return traits_type::eof();
        }
        std::streamsize count = 0;
        try {
            count = source_->sgetn(chunk_.data(), static_cast<std::streamsize>(chunk_.size()));
        } catch (...) {
            readFailed_ = true;
        }
        if (count <= 0) {
            ended_ = true;
            return traits_type::eof();
        }
        auto size = static_cast<std::size_t>(count);
        if (elementLimited_ && consumed_ + size > elementStart_ + elementLimit_ + chunk_.size()) {
            elementOver_ = true;
            ended_ = true;
            return traits_type::eof();
        }
        if (consumed_ + size > limit_) {
            size = limit_ - consumed_;
            overLimit_ = true;
            ended_ = true;
        }
        if (const void* nul = std::memchr(chunk_.data(), 0, size)) {
            const auto before =
                static_cast<std::size_t>(static_cast<const char*>(nul) - chunk_.data());
            nulAt_ = consumed_ + before;
            size = before;
            ended_ = true;
        }
        consumed_ += size;
        setg(chunk_.data(), chunk_.data(), chunk_.data() + size);
        return size == 0 ? traits_type::eof() : traits_type::to_int_type(*gptr());
    }

private:
    std::streambuf* source_;
    std::size_t limit_;
    std::size_t elementLimit_;
    std::size_t consumed_ = 0;
    bool overLimit_ = false;
    bool ended_ = false;
    bool readFailed_ = false;
    bool elementOver_ = false;
    bool elementLimited_ = false;
    std::size_t elementStart_ = 0;
    std::optional<std::size_t> nulAt_;
    std::array<char, std::size_t{64} * 1024> chunk_{};
};

// A read-only view of text in memory as a stream buffer (no copy).
class ViewBuffer : public std::streambuf {
public:
    explicit ViewBuffer(std::string_view text) {
        char* begin = const_cast<char*>(text.data()); // only ever read
        setg(begin, begin, begin + text.size());
    }
};

// Builds the JSON value from SAX events, refusing a level deeper than kMaxNesting before it
// is built. With a top-level array each complete element goes to `element` and is dropped.
class Builder {
public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    Builder(const JsonElement& element, LimitedBuffer& buffer)
        : element_(element), buffer_(buffer) {}

    bool null() { return add(json(nullptr)); }
    bool boolean(bool value) { return add(json(value)); }
    bool number_integer(number_integer_t value) { return add(json(value)); }
    bool number_unsigned(number_unsigned_t value) { return add(json(value)); }
    bool number_float(number_float_t value, const string_t& /*text*/) { return add(json(value)); }
    bool string(string_t& value) { return add(json(std::move(value))); }
    bool binary(binary_t& value) { return add(json::binary(std::move(value))); }
    bool start_object(std::size_t /*size*/) { return open(json::object()); }
    bool start_array(std::size_t /*size*/) { return open(json::array()); }
    bool key(string_t& name) {
        key_ = std::move(name);
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t /*position*/, const std::string& /*last*/,
                     const json::exception& error) {
        // what() reads "[json.exception.parse_error.101] parse error at line 1, …".
        std::string what = error.what();
        const auto tag = what.find("] ");
        what = tag == std::string::npos ? what : what.substr(tag + 2);
        if (!error_) {
            error_ = Error::at({}, Fault{FaultKind::NotJson, {}, printable(what)});
        }
        return false;
    }

    const std::optional<Error>& error() const { return error_; }
    std::size_t index() const { return index_; }
    bool handedOver() const { return handedOver_; }

private:
    bool open(json container) {
        if (stack_.size() >= static_cast<std::size_t>(kMaxNesting)) {
            error_ = Error::at({}, Fault{FaultKind::TooDeep,
                                         {},
                                         {},
                                         {},
                                         static_cast<std::int64_t>(buffer_.consumed()),
                                         kMaxNesting});
            return false;
        }
        json* placed = place(std::move(container));
        stack_.push_back(placed);
        if (stack_.size() == 1) {
            buffer_.elementStartsHere(); // the first element, or the one document
        }
        return true;
    }

    bool close() {
        stack_.pop_back();
        return finishElement();
    }

    bool add(json value) {
        place(std::move(value));
        return finishElement();
    }

    json* place(json value) {
        if (stack_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        json& top = *stack_.back();
        if (top.is_object()) {
            json& slot = top[key_];
            slot = std::move(value);
            return &slot;
        }
        top.push_back(std::move(value));
        return &top.back();
    }

    // An element of a top-level array is complete when the stack is back to the array alone.
    bool finishElement() {
        if (stack_.empty()) {
            if (!root_.is_array() || !streamed_) {
                auto ok = element_(std::move(root_), std::nullopt);
                handedOver_ = true;
                if (!ok) {
                    error_ = ok.error();
                    return false;
                }
            }
            return true;
        }
        if (stack_.size() == 1 && root_.is_array() && stack_.front() == &root_) {
            streamed_ = true;
            auto& elements = root_.get_ref<json::array_t&>();
            auto ok = element_(std::move(elements.back()), index_++);
            elements.pop_back();
            handedOver_ = true;
            buffer_.elementStartsHere();
            if (!ok) {
                error_ = ok.error();
                return false;
            }
        }
        return true;
    }

    const JsonElement& element_;
    LimitedBuffer& buffer_;
    std::vector<json*> stack_;
    json root_;
    std::string key_;
    std::size_t index_ = 0;
    bool streamed_ = false;
    bool handedOver_ = false;
    std::optional<Error> error_;
};

Result<void> readFrom(std::streambuf* source, std::size_t maxBytes, const JsonElement& element,
                      std::size_t elementLimit = 0) {
    LimitedBuffer buffer(source, maxBytes, elementLimit);
    std::istream in(&buffer);
    Builder builder(element, buffer);
    bool parsed = false;
    try {
        parsed = json::sax_parse(in, &builder, json::input_format_t::json, true);
    } catch (const std::exception& error) {
        return Error::at({}, Fault{FaultKind::NotJson, {}, printable(error.what())});
    }
    // The stream's own end comes first: what the parser saw was cut there.
    if (buffer.overLimit()) {
        const FaultSubject subject = maxBytes == kMaxGameBytes     ? FaultSubject::OneGame
                                     : maxBytes == kMaxImportBytes ? FaultSubject::ImportFile
                                                                   : FaultSubject::ThisFile;
        return Error::at({}, Fault{FaultKind::TooLarge,
                                   {},
                                   {},
                                   {},
                                   static_cast<std::int64_t>(subject),
                                   static_cast<std::int64_t>(maxBytes)});
    }
    if (buffer.elementOverLimit()) {
        return Error::at("[" + std::to_string(builder.index()) + "] ",
                         Fault{FaultKind::TooLarge,
                               {},
                               {},
                               {},
                               static_cast<std::int64_t>(FaultSubject::OneGameOfImport),
                               static_cast<std::int64_t>(elementLimit)});
    }
    if (buffer.nulAt()) {
        return Error::at(
            {}, Fault{FaultKind::NulByte, {}, {}, {}, static_cast<std::int64_t>(*buffer.nulAt())});
    }
    if (buffer.readFailed()) {
        return Error::at({}, Fault{FaultKind::ReadCutShort});
    }
    if (builder.error()) {
        return *builder.error();
    }
    if (!parsed) {
        return Error::at({}, Fault{FaultKind::NotJson});
    }
    return {};
}

} // namespace

Result<void> readJson(std::istream& in, std::size_t maxBytes, const JsonElement& element,
                      std::size_t elementLimit) {
    if (in.rdbuf() == nullptr) {
        return Error::at({}, Fault{FaultKind::NothingToRead});
    }
    return readFrom(in.rdbuf(), maxBytes, element, elementLimit);
}

Result<nlohmann::json> parseJsonLimited(std::string_view text, std::size_t maxBytes) {
    ViewBuffer view(text);
    json value;
    // Whole values only: a top-level array is built too (nothing is streamed away).
    auto ok = readFrom(&view, maxBytes, [&](json&& element, std::optional<std::size_t> index) {
        if (index) {
            value.push_back(std::move(element));
        } else {
            value = std::move(element);
        }
        return Result<void>();
    });
    if (!ok) {
        return ok.error();
    }
    return value;
}

Result<nlohmann::json> readJsonLimited(std::istream& in, std::size_t maxBytes) {
    json value;
    auto ok = readJson(in, maxBytes, [&](json&& element, std::optional<std::size_t> index) {
        if (index) {
            value.push_back(std::move(element));
        } else {
            value = std::move(element);
        }
        return Result<void>();
    });
    if (!ok) {
        return ok.error();
    }
    return value;
}

Result<void> openForReading(const std::filesystem::path& path, std::ifstream& file) {
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        return Error::at({}, Fault{FaultKind::FolderNotGame});
    }
    file.open(path, std::ios::binary);
    if (!file) {
        const int why = errno;
        return Error::at({}, Fault{FaultKind::CannotOpen, {}, std::strerror(why), {}, why});
    }
    return {};
}

} // namespace hats
