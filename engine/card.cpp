#include "engine/card.h"

namespace hats {

namespace {
constexpr std::array<std::string_view, kTypeCount> kTypeIds = {"red",  "orange", "yellow", "green",
                                                               "blue", "purple", "brown"};
}

std::string_view typeId(HatType type) {
    return kTypeIds.at(static_cast<std::size_t>(type));
}

std::optional<HatType> typeFromId(std::string_view id) {
    for (HatType type : kAllTypes) {
        if (typeId(type) == id) {
            return type;
        }
    }
    return std::nullopt;
}

std::string Card::toString() const {
    return std::string(typeId(type_)) + " " + std::to_string(value_);
}

} // namespace hats
