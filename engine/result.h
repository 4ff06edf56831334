#pragma once

#include "engine/fault.h"
#include "engine/refusal.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace hats {

/**
 * Why something was refused. A rule refusal carries its facts (`refusal`), a fault of a file,
 * a history or a photo its facts (`fault`); then `message` holds only the place it happened
 * ("turn 3", "players[1].name", a path). Errors of neither kind carry one line in `message`.
 */
struct Error {
    std::string message;
    std::optional<Refusal> refusal;
    std::optional<Fault> fault;

    static Error rule(Refusal refusal) { return Error{{}, std::move(refusal), std::nullopt}; }
    /** A fault at `place` (empty: the place is said by whoever reports it). */
    static Error at(std::string place, Fault fault) {
        return Error{std::move(place), std::nullopt, std::move(fault)};
    }
    /** The same error, said to have happened at `place` ("turn 3"). */
    Error in(const std::string& place) const {
        return Error{message.empty() ? place : place + ": " + message, refusal, fault};
    }
    /** Facts the words are made from, rather than a line of text. */
    bool typed() const { return refusal.has_value() || fault.has_value(); }
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
