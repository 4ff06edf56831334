#include "engine/game_file.h"

#include "engine/document_reader.h"
#include "engine/player_name.h"

#include <array>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <limits>

namespace hats {

using nlohmann::json;

namespace {

// A place in the document for messages: "players[1].collection[2]".
std::string at(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}
std::string at(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

std::int64_t kindOf(const json& value) {
    switch (value.type()) {
    case json::value_t::null:
        return static_cast<std::int64_t>(FaultJson::Null);
    case json::value_t::object:
        return static_cast<std::int64_t>(FaultJson::Object);
    case json::value_t::array:
        return static_cast<std::int64_t>(FaultJson::List);
    case json::value_t::string:
        return static_cast<std::int64_t>(FaultJson::Text);
    case json::value_t::boolean:
        return static_cast<std::int64_t>(FaultJson::Boolean);
    default:
        return static_cast<std::int64_t>(FaultJson::Number);
    }
}

// A field of the wrong kind: what it should hold, what it holds.
Error wrongShape(const std::string& place, FaultShape expected, const json& found) {
    return Error::at(
        place,
        Fault{
            FaultKind::WrongShape, {}, {}, {}, static_cast<std::int64_t>(expected), kindOf(found)});
}

// A fault whose only argument is the value found.
Error bad(const std::string& place, FaultKind kind, std::string value) {
    return Error::at(place, Fault{kind, std::move(value)});
}

// A value as a message shows it: JSON text on one line, never more than 40 characters.
std::string shown(const json& value) {
    return printable(value.dump(-1, ' ', false, json::error_handler_t::replace), 40);
}

// A text value quoted for a message.
std::string inQuotes(const std::string& text) {
    return "\"" + printable(text, 40) + "\"";
}

// The value of a JSON number that is exactly an integer (no 4.0, no "4", no wrapping).
std::optional<std::int64_t> exactInteger(const json& value) {
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        if (number > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            return std::nullopt;
        }
        return static_cast<std::int64_t>(number);
    }
    if (value.is_number_integer()) {
        return value.get<std::int64_t>();
    }
    return std::nullopt;
}

Error missing(const std::string& place, FaultHint why = FaultHint::None) {
    return Error::at(place, Fault{FaultKind::Missing, {}, {}, {}, static_cast<std::int64_t>(why)});
}

Result<const json*> require(const json& object, const std::string& path, const char* key,
                            json::value_t kind, FaultShape kindName,
                            FaultHint why = FaultHint::None) {
    const std::string place = at(path, key);
    const auto found = object.find(key);
    if (found == object.end()) {
        return missing(place, why);
    }
    const bool matches =
        kind == json::value_t::number_integer ? found->is_number_integer() : found->type() == kind;
    if (!matches) {
        return wrongShape(place, kindName, *found);
    }
    return &*found;
}

Result<Card> parseCard(const json& value, const std::string& place) {
    if (!value.is_object()) {
        return wrongShape(place, FaultShape::Card, value);
    }
    auto type = require(value, place, "type", json::value_t::string, FaultShape::TypeId);
    if (!type) {
        return type.error();
    }
    const auto hatType = typeFromId((*type)->get<std::string>());
    if (!hatType) {
        return bad(at(place, "type"), FaultKind::UnknownCardType,
                   inQuotes((*type)->get<std::string>()));
    }
    auto number =
        require(value, place, "value", json::value_t::number_integer, FaultShape::WholeNumber);
    if (!number) {
        return number.error();
    }
    const auto exact = exactInteger(**number);
    const auto card = exact && *exact >= kMinValue && *exact <= kMaxValue
                          ? Card::make(*hatType, static_cast<int>(*exact))
                          : std::nullopt;
    if (!card) {
        return bad(at(place, "value"), FaultKind::NotHatValue, shown(**number));
    }
    return *card;
}

Result<std::vector<Card>> parseCards(const json& object, const std::string& path, const char* key,
                                     FaultHint why = FaultHint::None) {
    auto list = require(object, path, key, json::value_t::array, FaultShape::CardList, why);
    if (!list) {
        return list.error();
    }
    std::vector<Card> cards;
    for (std::size_t i = 0; i < (*list)->size(); ++i) {
        auto card = parseCard((**list)[i], at(at(path, key), i));
        if (!card) {
            return card.error();
        }
        cards.push_back(*card);
    }
    return cards;
}

Result<GameMeta> parseMeta(const json& document) {
    GameMeta meta;
    if (const auto id = document.find("id"); id != document.end() && !id->is_null()) {
        if (!id->is_string() || !isUuid(id->get<std::string>())) {
            return bad("id", FaultKind::NotUuid, shown(*id));
        }
        meta.id = id->get<std::string>();
        std::transform(meta.id.begin(), meta.id.end(), meta.id.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    }
    if (const auto when = document.find("playedAt"); when != document.end() && !when->is_null()) {
        if (!when->is_string() || !isIsoDateTime(when->get<std::string>())) {
            return bad("playedAt", FaultKind::NotDateTime, shown(*when));
        }
        meta.playedAt = when->get<std::string>();
    }
    if (meta.id.empty()) {
        meta.id = contentId(document);
    }
    return meta;
}

Result<std::vector<HatType>> parseRemovedTypes(const json& document) {
    std::vector<HatType> removed;
    const auto list = document.find("removedTypes");
    if (list == document.end() || list->is_null()) {
        return removed;
    }
    if (!list->is_array()) {
        return Error::at("removedTypes", Fault{FaultKind::NotRemovedTypes});
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json& id = (*list)[i];
        const auto type = id.is_string() ? typeFromId(id.get<std::string>()) : std::nullopt;
        if (!type) {
            return bad(at("removedTypes", i), FaultKind::UnknownTypeId, shown(id));
        }
        removed.push_back(*type);
    }
    return removed;
}

// The players' names and, with 4 players, the teams (R4).
struct Roster {
    std::vector<std::string> names;
    std::vector<std::string> teams;
};

Result<Roster> parseRoster(const json& players, bool teamsRequired) {
    Roster roster;
    const std::size_t count = players.size();
    if (count < static_cast<std::size_t>(kMinPlayers) ||
        count > static_cast<std::size_t>(kMaxPlayers)) {
        return Error::at(
            "players", Fault{FaultKind::PlayerCount, {}, {}, {}, static_cast<std::int64_t>(count)});
    }
    for (std::size_t i = 0; i < count; ++i) {
        const std::string place = at("players", i);
        if (!players[i].is_object()) {
            return wrongShape(place, FaultShape::PlayerObject, players[i]);
        }
        auto name = require(players[i], place, "name", json::value_t::string, FaultShape::Name);
        if (!name) {
            return name.error();
        }
        auto normal = normalName((*name)->get<std::string>());
        if (!normal) {
            return normal.error().in(at(place, "name"));
        }
        for (std::size_t before = 0; before < roster.names.size(); ++before) {
            if (roster.names[before] == *normal) {
                return Error::at(at(place, "name"), Fault{FaultKind::NameTwice, inQuotes(*normal),
                                                          at("players", before)});
            }
        }
        roster.names.push_back(*normal);
        if (count == 4) {
            const auto team = players[i].find("team");
            if (team != players[i].end() && team->is_string() &&
                !team->get<std::string>().empty()) {
                auto teamName = normalName(team->get<std::string>());
                if (!teamName) {
                    return teamName.error().in(at(place, "team"));
                }
                roster.teams.push_back(*teamName);
            } else if (teamsRequired || (team != players[i].end() && !team->is_null())) {
                return Error::at(
                    at(place, "team"),
                    Fault{FaultKind::TeamNeeded, {}, {}, {}, team == players[i].end() ? 0 : 1});
            }
        }
    }
    if (count == 4 && !roster.teams.empty()) {
        if (roster.teams.size() != 4) {
            return Error::at("players", Fault{FaultKind::TeamsPartial});
        }
        for (std::size_t seat : {std::size_t{2}, std::size_t{3}}) {
            if (roster.teams[seat] != roster.teams[seat - 2]) {
                return Error::at(at(at("players", seat), "team"),
                                 Fault{FaultKind::PartnersApart, inQuotes(roster.teams[seat]),
                                       roster.names[seat - 2], roster.names[seat],
                                       static_cast<std::int64_t>(seat - 1)});
            }
        }
        if (roster.teams[0] == roster.teams[1]) {
            return bad("players[1].team", FaultKind::TeamsSameName, inQuotes(roster.teams[1]));
        }
        roster.teams.resize(2);
    }
    return roster;
}

Result<GameSetup> makeSetup(const Roster& roster, const json& document) {
    auto removed = parseRemovedTypes(document);
    if (!removed) {
        return removed.error();
    }
    auto setup = GameSetup::make(roster.names, *removed, roster.teams);
    if (!setup) {
        return setup.error().in("players");
    }
    return setup;
}

Result<GameDocument> parseSnapshot(const json& document) {
    auto players = require(document, "", "players", json::value_t::array, FaultShape::PlayerList);
    if (!players) {
        return players.error();
    }
    auto roster = parseRoster(**players, true);
    if (!roster) {
        return roster.error();
    }
    auto setup = makeSetup(*roster, document);
    if (!setup) {
        return setup.error();
    }
    auto board = parseCards(document, "", "board");
    if (!board) {
        return board.error();
    }
    Snapshot snapshot{*setup, *board, {}, {}, std::nullopt};
    for (std::size_t i = 0; i < (*players)->size(); ++i) {
        const json& player = (**players)[i];
        const std::string place = at("players", i);
        auto faceUp = parseCards(player, place, "collection");
        if (!faceUp) {
            return faceUp.error();
        }
        Collection collection{*faceUp, 0};
        if (const auto black = player.find("blackHats"); black != player.end()) {
            const auto count = exactInteger(*black);
            if (!count || *count < 0 || *count > kHatsPerCollection) {
                return Error::at(
                    at(place, "blackHats"),
                    Fault{FaultKind::BlackHatCount, shown(*black), {}, {}, 0, kHatsPerCollection});
            }
            collection.blackHats = static_cast<int>(*count);
        }
        snapshot.collections.push_back(std::move(collection));
        const auto favorite = player.find("favorite");
        if (favorite == player.end() || favorite->is_null()) {
            return missing(at(place, "favorite"), FaultHint::Favorite);
        }
        auto card = parseCard(*favorite, at(place, "favorite"));
        if (!card) {
            return card.error();
        }
        snapshot.favorites.push_back(*card);
    }
    if (const auto holder = document.find("cookieHolder");
        holder != document.end() && !holder->is_null()) {
        const auto seat =
            holder->is_string() ? setup->seatOf(holder->get<std::string>()) : std::nullopt;
        if (!seat) {
            return bad("cookieHolder", FaultKind::CookieHolderNotPlayer, shown(*holder));
        }
        snapshot.cookieHolder = seat;
    }
    if (auto ok = checkSnapshot(snapshot); !ok) {
        return ok.error();
    }
    auto meta = parseMeta(document);
    if (!meta) {
        return meta.error();
    }
    return GameDocument{SnapshotDocument{std::move(snapshot), *meta}};
}

Result<Turn> parseTurn(const json& entry, std::size_t index, const GameSetup& setup) {
    const std::string place = "turn " + std::to_string(index + 1);
    if (!entry.is_object()) {
        return wrongShape(place, FaultShape::TurnObject, entry);
    }
    auto player = require(entry, place, "player", json::value_t::string, FaultShape::PlayerName);
    if (!player) {
        return player.error();
    }
    const auto seat = setup.seatOf((*player)->get<std::string>());
    if (!seat) {
        return bad(place, FaultKind::NotPlayer, inQuotes((*player)->get<std::string>()));
    }
    const auto exchange = entry.find("exchange");
    const auto black = entry.find("blackHat");
    const bool isExchange = exchange != entry.end() && !exchange->is_null();
    const bool isBlack = black != entry.end() && black->is_boolean() && black->get<bool>();
    if (isExchange == isBlack) {
        return Error::at(place, Fault{FaultKind::TurnNotOneAction});
    }
    if (isBlack) {
        BlackHat hat;
        if (const auto value = entry.find("value"); value != entry.end() && value->is_object()) {
            auto card = parseCard(*value, place + ".value");
            if (!card) {
                return card.error();
            }
            hat.card = *card;
        } else if (value != entry.end() && !value->is_null()) {
            const auto number = exactInteger(*value);
            if (!number || *number < kMinValue || *number > kMaxValue) {
                return bad(place + ".value", FaultKind::NotHatValue, shown(*value));
            }
        }
        return Turn{*seat, hat};
    }
    if (!exchange->is_object()) {
        return Error::at(place + ".exchange", Fault{FaultKind::NotExchange});
    }
    auto slot = require(*exchange, place + ".exchange", "slot", json::value_t::number_integer,
                        FaultShape::SlotNumber);
    if (!slot) {
        return slot.error();
    }
    const auto playedAt = exchange->find("played");
    if (playedAt == exchange->end()) {
        return missing(place + ".exchange.played", FaultHint::PlayedCard);
    }
    auto played = parseCard(*playedAt, place + ".exchange.played");
    if (!played) {
        return played.error();
    }
    const auto exactSlot = exactInteger(**slot);
    if (!exactSlot) {
        return bad(place + ".exchange.slot", FaultKind::NotSlotNumber, shown(**slot));
    }
    const std::int64_t number = *exactSlot;
    if (number < 1 || number > setup.slotCount()) {
        return Error::at(place, Fault{FaultKind::SlotOffBoard,
                                      {},
                                      setup.name(*seat),
                                      {},
                                      number,
                                      setup.slotCount(),
                                      setup.playerCount()});
    }
    return Turn{*seat, Exchange{static_cast<int>(number), *played}};
}

Result<GameDocument> parseLog(const json& document) {
    auto players = require(document, "", "players", json::value_t::array, FaultShape::PlayerList);
    if (!players) {
        return players.error();
    }
    auto roster = parseRoster(**players, false);
    if (!roster) {
        return roster.error();
    }
    auto setup = makeSetup(*roster, document);
    if (!setup) {
        return setup.error();
    }
    auto board = parseCards(document, "", "board", FaultHint::InitialBoard);
    if (!board) {
        return board.error();
    }
    auto turns = require(document, "", "turns", json::value_t::array, FaultShape::TurnList);
    if (!turns) {
        return turns.error();
    }
    LogDocument log{*setup, *board, {}, std::vector<std::optional<Card>>(roster->names.size()), {}};
    for (std::size_t i = 0; i < (*turns)->size(); ++i) {
        auto turn = parseTurn((**turns)[i], i, *setup);
        if (!turn) {
            return turn.error();
        }
        log.turns.push_back(*turn);
    }
    if (const auto favorites = document.find("favorites");
        favorites != document.end() && !favorites->is_null()) {
        if (!favorites->is_object()) {
            return Error::at("favorites", Fault{FaultKind::NotFavorites});
        }
        for (const auto& [name, card] : favorites->items()) {
            const auto seat = setup->seatOf(name);
            if (!seat) {
                return bad("favorites", FaultKind::NotPlayer, inQuotes(name));
            }
            auto parsed = parseCard(card, "favorites." + printable(name, 40));
            if (!parsed) {
                return parsed.error();
            }
            log.favorites[static_cast<std::size_t>(*seat)] = *parsed;
        }
    }
    auto meta = parseMeta(document);
    if (!meta) {
        return meta.error();
    }
    log.meta = *meta;
    return GameDocument{std::move(log)};
}

json cardsJson(const std::vector<Card>& cards) {
    json list = json::array();
    for (Card card : cards) {
        list.push_back(toJson(card));
    }
    return list;
}

void writeCommon(json& document, const GameSetup& setup, const GameMeta& meta) {
    if (!meta.id.empty()) {
        document["id"] = meta.id;
    }
    if (!meta.playedAt.empty()) {
        document["playedAt"] = meta.playedAt;
    }
    const auto removed = setup.removedTypes();
    if (!removed.empty()) {
        json list = json::array();
        for (HatType type : removed) {
            list.push_back(typeId(type));
        }
        document["removedTypes"] = list;
    }
}

} // namespace

json toJson(Card card) {
    return {{"type", typeId(card.type())}, {"value", card.value()}};
}

Result<GameDocument> parseGameJson(const json& document) {
    if (!document.is_object()) {
        return wrongShape({}, FaultShape::Document, document);
    }
    auto format = require(document, "", "format", json::value_t::string, FaultShape::Format,
                          FaultHint::Format);
    if (!format) {
        return format.error();
    }
    const auto name = (*format)->get<std::string>();
    if (name == kSnapshotFormat) {
        return parseSnapshot(document);
    }
    if (name == kLogFormat) {
        return parseLog(document);
    }
    return bad("format", FaultKind::UnknownFormat, inQuotes(name));
}

namespace {

// One element of an import: a game, or why it is refused, prefixed with its index.
Result<GameDocument> importElement(const json& element, std::optional<std::size_t> index) {
    auto one = parseGameJson(element);
    if (!one && index) {
        Error error = one.error(); // a typed refusal stays typed
        error.message = "[" + std::to_string(*index) + "] " + error.message;
        return error;
    }
    return one;
}

bool digits(std::string_view text, std::size_t from, std::size_t count) {
    if (from + count > text.size()) {
        return false;
    }
    return std::all_of(text.begin() + static_cast<std::ptrdiff_t>(from),
                       text.begin() + static_cast<std::ptrdiff_t>(from + count),
                       [](unsigned char c) { return std::isdigit(c) != 0; });
}

int number(std::string_view text, std::size_t from, std::size_t count) {
    int value = 0;
    for (std::size_t i = from; i < from + count; ++i) {
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

} // namespace

bool isUuid(std::string_view text) {
    if (text.size() != 36) {
        return false;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? text[i] != '-' : std::isxdigit(static_cast<unsigned char>(text[i])) == 0) {
            return false;
        }
    }
    return true;
}

bool isIsoDateTime(std::string_view text) {
    // YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|+HH:MM|-HH:MM|+HHMM|-HHMM]
    if (!digits(text, 0, 4) || text.size() < 16 || text[4] != '-' || !digits(text, 5, 2) ||
        text[7] != '-' || !digits(text, 8, 2) || text[10] != 'T' || !digits(text, 11, 2) ||
        text[13] != ':' || !digits(text, 14, 2)) {
        return false;
    }
    const int year = number(text, 0, 4);
    const int month = number(text, 5, 2);
    const int day = number(text, 8, 2);
    static constexpr std::array<int, 12> kDays = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (month < 1 || month > 12 || day < 1 || day > kDays.at(static_cast<std::size_t>(month - 1)) ||
        (month == 2 && day == 29 && !leap) || number(text, 11, 2) > 23 ||
        number(text, 14, 2) > 59) {
        return false;
    }
    std::size_t at = 16;
    if (at < text.size() && text[at] == ':') {
        if (!digits(text, at + 1, 2) || number(text, at + 1, 2) > 60) {
            return false;
        }
        at += 3;
        if (at < text.size() && (text[at] == '.' || text[at] == ',')) {
            const std::size_t from = ++at;
            while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) != 0) {
                ++at;
            }
            if (at == from || at - from > 9) {
                return false;
            }
        }
    }
    if (at == text.size()) {
        return true; // local time
    }
    if (text[at] == 'Z') {
        return at + 1 == text.size();
    }
    if (text[at] != '+' && text[at] != '-') {
        return false;
    }
    const std::string_view zone = text.substr(at + 1);
    const bool colon = zone.size() == 5 && zone[2] == ':';
    if (!(colon || zone.size() == 4) || !digits(zone, 0, 2) || !digits(zone, colon ? 3 : 2, 2)) {
        return false;
    }
    return number(zone, 0, 2) <= 14 && number(zone, colon ? 3 : 2, 2) <= 59;
}

Result<GameDocument> parseGameDocument(std::string_view text) {
    auto document = parseJsonLimited(text, kMaxGameBytes);
    if (!document) {
        return document.error();
    }
    return parseGameJson(*document);
}

Result<GameDocument> readGameDocument(std::istream& in) {
    auto document = readJsonLimited(in, kMaxGameBytes);
    if (!document) {
        return document.error();
    }
    return parseGameJson(*document);
}

Result<GameDocument> readGameFile(const std::filesystem::path& path) {
    std::ifstream file;
    if (auto opened = openForReading(path, file); !opened) {
        return opened.error();
    }
    return readGameDocument(file);
}

Result<std::size_t> readGameDocuments(std::istream& in, const GameSink& sink) {
    std::size_t count = 0;
    auto read = readJson(
        in, kMaxImportBytes,
        [&](json&& element, std::optional<std::size_t> index) -> Result<void> {
            if (!index && element.is_array() && element.empty()) {
                return {}; // an empty list: no games
            }
            auto one = importElement(element, index);
            if (!one) {
                return one.error();
            }
            ++count;
            return sink(std::move(one).value(), index.value_or(0));
        },
        kMaxGameBytes);
    if (!read) {
        return read.error();
    }
    return count;
}

Result<std::vector<GameDocument>> parseGameDocuments(std::string_view text) {
    auto document = parseJsonLimited(text, kMaxImportBytes);
    if (!document) {
        return document.error();
    }
    std::vector<GameDocument> documents;
    if (!document->is_array()) {
        auto one = parseGameJson(*document);
        if (!one) {
            return one.error();
        }
        documents.push_back(std::move(one).value());
        return documents;
    }
    for (std::size_t i = 0; i < document->size(); ++i) {
        auto one = importElement((*document)[i], i);
        if (!one) {
            return one.error();
        }
        documents.push_back(std::move(one).value());
    }
    return documents;
}

Result<Game> replay(const LogDocument& log) {
    auto game = Game::start(log.setup, log.board);
    if (!game) {
        return game.error().in("board");
    }
    for (std::size_t i = 0; i < log.turns.size(); ++i) {
        if (auto ok = game.value().play(log.turns[i]); !ok) {
            return ok.error().in("turn " + std::to_string(i + 1));
        }
    }
    return game;
}

Result<std::vector<Card>> logFavorites(const LogDocument& log, const Game& game) {
    std::vector<Card> favorites;
    for (std::size_t seat = 0; seat < log.favorites.size(); ++seat) {
        if (!log.favorites[seat]) {
            return Error::at(
                "favorites",
                Fault{FaultKind::NoFavorite, {}, log.setup.name(static_cast<int>(seat))});
        }
        favorites.push_back(*log.favorites[seat]);
    }
    if (auto ok = game.checkFavorites(favorites); !ok) {
        return ok.error().in("favorites");
    }
    return favorites;
}

LogDocument logOf(const Game& game, std::vector<std::optional<Card>> favorites, GameMeta meta) {
    favorites.resize(static_cast<std::size_t>(game.setup().playerCount()));
    return LogDocument{game.setup(), game.initialBoard().cards(), game.turns(),
                       std::move(favorites), std::move(meta)};
}

SnapshotDocument snapshotOf(const Game& game, const std::vector<Card>& favorites, GameMeta meta) {
    const TableState& end = game.state();
    // Who held the cookie before the last turn settles a full tie at the end (R16).
    std::optional<int> before;
    if (game.turnCount() > 0) {
        before = game.stateAfter(game.turnCount() - 1).cookie.holder;
    }
    if (end.cookie.holder) {
        before = end.cookie.holder;
    }
    return SnapshotDocument{
        Snapshot{game.setup(), end.board.cards(), end.collections, favorites, before},
        std::move(meta)};
}

json toJson(const SnapshotDocument& document) {
    const Snapshot& snapshot = document.snapshot;
    json out = {{"format", kSnapshotFormat}};
    writeCommon(out, snapshot.setup, document.meta);
    out["board"] = cardsJson(snapshot.board);
    json players = json::array();
    for (int seat = 0; seat < snapshot.setup.playerCount(); ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        json player = {{"name", snapshot.setup.name(seat)}};
        if (snapshot.setup.hasTeams()) {
            player["team"] = snapshot.setup.teamName(GameSetup::teamOf(seat));
        }
        player["collection"] = cardsJson(snapshot.collections[index].faceUp);
        player["blackHats"] = snapshot.collections[index].blackHats;
        player["favorite"] = toJson(snapshot.favorites[index]);
        players.push_back(player);
    }
    out["players"] = players;
    if (snapshot.cookieHolder) {
        out["cookieHolder"] = snapshot.setup.name(*snapshot.cookieHolder);
    }
    return out;
}

json toJson(const LogDocument& document) {
    const GameSetup& setup = document.setup;
    json out = {{"format", kLogFormat}};
    writeCommon(out, setup, document.meta);
    json players = json::array();
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        json player = {{"name", setup.name(seat)}};
        if (setup.hasTeams()) {
            player["team"] = setup.teamName(GameSetup::teamOf(seat));
        }
        players.push_back(player);
    }
    out["players"] = players;
    out["board"] = cardsJson(document.board);
    json turns = json::array();
    for (const Turn& turn : document.turns) {
        json entry = {{"player", setup.name(turn.seat)}};
        if (const auto* exchange = std::get_if<Exchange>(&turn.action)) {
            entry["exchange"] = {{"slot", exchange->slot}, {"played", toJson(exchange->played)}};
        } else {
            entry["blackHat"] = true;
            if (const auto& card = std::get<BlackHat>(turn.action).card) {
                entry["value"] = toJson(*card);
            }
        }
        turns.push_back(entry);
    }
    out["turns"] = turns;
    json favorites = json::object();
    for (std::size_t seat = 0; seat < document.favorites.size(); ++seat) {
        if (document.favorites[seat]) {
            favorites[setup.name(static_cast<int>(seat))] = toJson(*document.favorites[seat]);
        }
    }
    if (!favorites.empty()) {
        out["favorites"] = favorites;
    }
    return out;
}

json toJson(const GameDocument& document) {
    return std::visit([](const auto& doc) { return toJson(doc); }, document);
}

std::string contentId(const json& document) {
    json content = document;
    if (content.is_object()) {
        content.erase("id");
    }
    const std::string text = content.dump(-1, ' ', false, json::error_handler_t::replace);
    // Two independent 64-bit FNV-1a hashes give 128 bits, shaped as a UUID (version 8).
    std::uint64_t high = 0xcbf29ce484222325ULL;
    std::uint64_t low = 0x84222325cbf29ce4ULL;
    for (unsigned char c : text) {
        high = (high ^ c) * 0x100000001b3ULL;
        low = (low ^ static_cast<unsigned char>(c + 0x5b)) * 0x100000001b3ULL;
    }
    high = (high & ~0xf000ULL) | 0x8000ULL;
    low = (low & ~(0xc000ULL << 48)) | (0x8000ULL << 48);
    char buffer[37]; // NOLINT(modernize-avoid-c-arrays): snprintf writes into it
    std::snprintf(buffer, sizeof buffer, "%08x-%04x-%04x-%04x-%012llx",
                  static_cast<unsigned>(high >> 32), static_cast<unsigned>((high >> 16) & 0xffff),
                  static_cast<unsigned>(high & 0xffff), static_cast<unsigned>(low >> 48),
                  static_cast<unsigned long long>(low & 0xffffffffffffULL));
    return buffer;
}

} // namespace hats
