#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace hats {

/** The seven hat types (R2), in the order of their file ids. */
enum class HatType : std::uint8_t { Red, Orange, Yellow, Green, Blue, Purple, Brown };

inline constexpr int kTypeCount = 7;
inline constexpr int kMinValue = 1;
inline constexpr int kMaxValue = 6;
inline constexpr int kDeckSize = kTypeCount * kMaxValue; // R1: 42 unique cards

inline constexpr std::array<HatType, kTypeCount> kAllTypes = {
    HatType::Red,  HatType::Orange, HatType::Yellow, HatType::Green,
    HatType::Blue, HatType::Purple, HatType::Brown};

/** The stable lower-case id used in files: "red", "orange", … (R2). */
std::string_view typeId(HatType type);
/** The type with that file id, if any. */
std::optional<HatType> typeFromId(std::string_view id);
constexpr int typeIndex(HatType type) {
    return static_cast<int>(type);
}

/** One physical hat card (R1): a type and a value 1–6; the pair identifies the card. */
class Card {
public:
    /** Precondition: value is 1–6; use Card::make for untrusted input. */
    constexpr Card(HatType type, int value)
        : type_(type), value_(static_cast<std::uint8_t>(value)) {
        if (value < kMinValue || value > kMaxValue) {
            throw std::out_of_range("hat value must be 1-6");
        }
    }
    static std::optional<Card> make(HatType type, int value) {
        if (value < kMinValue || value > kMaxValue) {
            return std::nullopt;
        }
        return Card(type, value);
    }
    /** The card with index 0..41 (see index()). */
    static Card fromIndex(int index) {
        return {static_cast<HatType>(index / kMaxValue), index % kMaxValue + 1};
    }

    constexpr HatType type() const { return type_; }
    constexpr int value() const { return value_; }
    /** A dense id 0..41, for sets of cards. */
    constexpr int index() const { return typeIndex(type_) * kMaxValue + value_ - 1; }

    /** "red 4": how the rules and messages name a card. */
    std::string toString() const;

    friend constexpr bool operator==(Card, Card) = default;

private:
    HatType type_;
    std::uint8_t value_;
};

/** A set of cards, one bit per physical card: what has been seen in a game (R1). */
class CardSet {
public:
    bool contains(Card card) const { return (bits_ >> card.index()) & 1U; }
    void insert(Card card) { bits_ |= std::uint64_t{1} << card.index(); }
    int size() const { return __builtin_popcountll(bits_); }

private:
    std::uint64_t bits_ = 0;
};

/** Which types are in play: all seven, or five in a 2-player game (R5). */
class TypeSet {
public:
    static TypeSet all() {
        TypeSet set;
        set.bits_ = (1U << kTypeCount) - 1;
        return set;
    }
    bool contains(HatType type) const { return (bits_ >> typeIndex(type)) & 1U; }
    void insert(HatType type) { bits_ |= 1U << typeIndex(type); }
    void erase(HatType type) { bits_ &= ~(1U << typeIndex(type)); }
    int size() const { return __builtin_popcount(bits_); }
    friend bool operator==(TypeSet, TypeSet) = default;

private:
    unsigned bits_ = 0;
};

} // namespace hats
