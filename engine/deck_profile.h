#pragma once

#include "engine/card.h"
#include "engine/result.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <string>

namespace hats {

/** How one hat type is shown to people: a name and a colour ("#d62828"). */
struct TypeStyle {
    std::string name;
    std::string colour;
    friend bool operator==(const TypeStyle&, const TypeStyle&) = default;
};

/**
 * The names and colours of the seven types for one physical deck (R2). Files always use the
 * stable ids; a profile only changes what people see. Colours are "#rrggbb".
 */
class DeckProfile {
public:
    /** R2 defaults: the confirmed colours plus yellow and purple for the unconfirmed two. */
    DeckProfile();

    const TypeStyle& style(HatType type) const {
        return styles_.at(static_cast<std::size_t>(typeIndex(type)));
    }
    /** Refuses an empty name, a name another type already uses, or a colour not "#rrggbb". */
    Result<void> setName(HatType type, std::string name);
    Result<void> setColour(HatType type, std::string colour);

    friend bool operator==(const DeckProfile&, const DeckProfile&) = default;

private:
    std::array<TypeStyle, kTypeCount> styles_;
};

nlohmann::json toJson(const DeckProfile& profile);
/** Reads {"red": {"name": "Rot", "colour": "#cc0000"}, …}; missing types keep their default. */
Result<DeckProfile> deckProfileFromJson(const nlohmann::json& json);

} // namespace hats
