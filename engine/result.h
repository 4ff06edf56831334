#pragma once

#include "engine/refusal.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace hats {

/**
 * Why something was refused. A rule refusal carries its facts (`refusal`) and `message` only
 * the place it happened ("turn 3", "players"); other errors (a file, the disk) carry one line
 * in `message` that names the place and the limit.
 */
struct Error {
    std::string message;
    std::optional<Refusal> refusal;

    static Error rule(Refusal refusal) { return Error{{}, std::move(refusal)}; }
    /** The same error, said to have happened at `place` ("turn 3"). */
    Error in(const std::string& place) const {
        return Error{message.empty() ? place : place + ": " + message, refusal};
    }
};

/** A value or the Error that explains why there is none; errors never travel as exceptions. */
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value) : data_(std::move(value)) {}
    Result(Error error) : data_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(data_); }
    T& value() & { return std::get<T>(data_); }
    T&& value() && { return std::get<T>(std::move(data_)); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }

    const Error& error() const { return std::get<Error>(data_); }

private:
    std::variant<T, Error> data_;
};

/** Result of an action that yields nothing but may be refused. */
template <> class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : error_(std::move(error)), failed_(true) {}

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    const Error& error() const { return error_; }

private:
    Error error_;
    bool failed_ = false;
};

} // namespace hats
