#include "engine/deck_profile.h"

#include <nlohmann/json.hpp>

#include <cctype>

namespace hats {

DeckProfile::DeckProfile()
    : styles_{{{"Red", "#d62828"},
               {"Orange", "#f77f00"},
               {"Yellow", "#f2c500"},
               {"Green", "#2a9d3f"},
               {"Blue", "#1d5fbf"},
               {"Purple", "#7b3fa0"},
               {"Brown", "#8b5a2b"}}} {}

Result<void> DeckProfile::setName(HatType type, std::string name) {
    if (name.empty()) {
        Refusal refusal{RefusalKind::TypeWithoutName, 2};
        refusal.types = {type};
        return Error::rule(std::move(refusal));
    }
    for (HatType other : kAllTypes) {
        if (other != type && style(other).name == name) {
            Refusal refusal{RefusalKind::TypeNameTaken, 2};
            refusal.types = {type, other};
            refusal.name = name;
            return Error::rule(std::move(refusal));
        }
    }
    styles_.at(static_cast<std::size_t>(typeIndex(type))).name = std::move(name);
    return {};
}

Result<void> DeckProfile::setColour(HatType type, std::string colour) {
    const bool valid = colour.size() == 7 && colour[0] == '#' &&
                       std::all_of(colour.begin() + 1, colour.end(),
                                   [](unsigned char c) { return std::isxdigit(c) != 0; });
    if (!valid) {
        Refusal refusal{RefusalKind::ColourNotHex, 2};
        refusal.types = {type};
        refusal.name = colour;
        return Error::rule(std::move(refusal));
    }
    styles_.at(static_cast<std::size_t>(typeIndex(type))).colour = std::move(colour);
    return {};
}

nlohmann::json toJson(const DeckProfile& profile) {
    nlohmann::json json = nlohmann::json::object();
    for (HatType type : kAllTypes) {
        json[std::string(typeId(type))] = {{"name", profile.style(type).name},
                                           {"colour", profile.style(type).colour}};
    }
    return json;
}

Result<DeckProfile> deckProfileFromJson(const nlohmann::json& json) {
    if (!json.is_object()) {
        return Error{"deck profile: expected an object keyed by type id (R2)"};
    }
    DeckProfile profile;
    for (HatType type : kAllTypes) {
        const auto entry = json.find(std::string(typeId(type)));
        if (entry == json.end()) {
            continue;
        }
        if (!entry->is_object()) {
            return Error{"deck profile: " + std::string(typeId(type)) + " must be an object"};
        }
        if (const auto name = entry->find("name"); name != entry->end() && name->is_string()) {
            if (auto ok = profile.setName(type, name->get<std::string>()); !ok) {
                return ok.error();
            }
        }
        if (const auto colour = entry->find("colour");
            colour != entry->end() && colour->is_string()) {
            if (auto ok = profile.setColour(type, colour->get<std::string>()); !ok) {
                return ok.error();
            }
        }
    }
    return profile;
}

} // namespace hats
