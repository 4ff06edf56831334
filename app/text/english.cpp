#include "app/text/english.h"

#include <algorithm>

namespace hats::english {

namespace {

std::string count(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}
std::string types(int n) {
    return count(n, "type", "types");
}
std::string points(int n) {
    return count(n, "point", "points");
}
std::string blackHats(int n) {
    return count(n, "black hat", "black hats");
}

std::string rule(int id) {
    return " (R" + std::to_string(id) + ")";
}

std::string nameOf(const std::vector<std::string>& names, int seat) {
    if (seat >= 0 && seat < static_cast<int>(names.size())) {
        return names[static_cast<std::size_t>(seat)];
    }
    return "player " + std::to_string(seat + 1);
}

// The place a new card appears at, as the start of a refusal: "Cleo plays red 4".
std::string what(const Refusal& r) {
    const CardPlace& place = r.place;
    const std::string who = nameOf(r.names, place.seat);
    switch (place.kind) {
    case CardPlace::Kind::BoardSlot:
        return "slot " + std::to_string(place.slot);
    case CardPlace::Kind::Collection:
        return "in " + who + "'s collection";
    case CardPlace::Kind::BlackHat:
        return who + "'s black hat";
    case CardPlace::Kind::Played:
        return who + " plays " + card(r.cards.at(0));
    case CardPlace::Kind::Favorite:
        return who + "'s favorite";
    case CardPlace::Kind::Unknown:
        break;
    }
    return "a card";
}

// Where a card was already seen: "on the board in slot 3".
std::string where(const CardPlace& place, const std::vector<std::string>& names) {
    const std::string who = nameOf(names, place.seat);
    switch (place.kind) {
    case CardPlace::Kind::BoardSlot:
        return "on the board in slot " + std::to_string(place.slot);
    case CardPlace::Kind::Collection:
        return "in " + who + "'s collection";
    case CardPlace::Kind::BlackHat:
        return "recorded as a black hat of " + who;
    case CardPlace::Kind::Played:
        return "played by " + who;
    case CardPlace::Kind::Favorite:
        return who + "'s favorite";
    case CardPlace::Kind::Unknown:
        break;
    }
    return "seen in this game";
}

std::string typeList(const std::vector<HatType>& list) {
    std::string text;
    for (HatType type : list) {
        text += (text.empty() ? "" : ", ") + std::string(typeId(type));
    }
    return text;
}

std::string handOver(const CookieDecision& cookie, const std::vector<std::string>& names) {
    const std::string name = nameOf(names, cookie.holder.value_or(-1));
    switch (cookie.handover()) {
    case CookieDecision::Handover::Holds:
        return name + " holds the cookie";
    case CookieDecision::Handover::Gets:
        return name + " gets the cookie";
    case CookieDecision::Handover::Keeps:
        return name + " keeps the cookie";
    case CookieDecision::Handover::Takes:
        return name + " takes the cookie from " + nameOf(names, cookie.before.holder.value_or(-1));
    case CookieDecision::Handover::None:
        break;
    }
    return "nobody holds the cookie";
}

} // namespace

std::string joinNames(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) {
            text += i + 1 == names.size() ? " and " : ", ";
        }
        text += names[i];
    }
    return text;
}

std::string joinSeats(const std::vector<std::string>& names, const std::vector<int>& seats) {
    std::vector<std::string> picked;
    picked.reserve(seats.size());
    for (int seat : seats) {
        picked.push_back(nameOf(names, seat));
    }
    return joinNames(picked);
}

std::string card(Card card) {
    return std::string(typeId(card.type())) + " " + std::to_string(card.value());
}

std::string refusal(const Refusal& r) {
    const std::string who = nameOf(r.names, r.seat);
    std::string text;
    switch (r.kind) {
    case RefusalKind::PlayerCount:
        text = "a game has 2 to 4 players, not " + std::to_string(r.count);
        break;
    case RefusalKind::PlayerWithoutName:
        text = "player " + std::to_string(r.seat + 1) + " has no name";
        break;
    case RefusalKind::NameUsedTwice:
        text = "player " + std::to_string(r.seat + 1) + ": the name \"" + r.name +
               "\" is used twice; every seat needs its own name";
        break;
    case RefusalKind::RemovedTypesNotTwo:
        text = "a 2-player game removes exactly two different types";
        break;
    case RefusalKind::RemovedTypesNotAllowed:
        text = "only a 2-player game removes types; with " + std::to_string(r.count) +
               " players all seven are in play";
        break;
    case RefusalKind::TeamNames:
        text = "a 4-player game has two teams with two different names";
        break;
    case RefusalKind::TypeWithoutName:
        text = std::string(typeId(r.types.at(0))) + ": a type needs a name";
        break;
    case RefusalKind::TypeNameTaken:
        text = std::string(typeId(r.types.at(0))) + ": \"" + r.name + "\" already names " +
               std::string(typeId(r.types.at(1))) + "; each type needs its own name";
        break;
    case RefusalKind::ColourNotHex:
        text = std::string(typeId(r.types.at(0))) + ": \"" + r.name +
               "\" is not a colour of the form #rrggbb";
        break;
    case RefusalKind::BoardSize:
        text = "the board has " + std::to_string(r.count) + " cards, but this game uses " +
               std::to_string(r.limit) + " slots";
        break;
    case RefusalKind::TypeRemoved:
        text = what(r) + ": " + card(r.cards.at(0)) +
               " cannot appear: " + std::string(typeId(r.cards.at(0).type())) +
               " is removed in this 2-player game";
        break;
    case RefusalKind::TooManyTypes:
        text = what(r) + ": " + card(r.cards.at(0)) + " cannot appear: a 2-player game has only " +
               std::to_string(r.limit) + " types in play, and " + typeList(r.types) +
               " are already seen";
        break;
    case RefusalKind::CardTwice:
        text = what(r) + ": " + card(r.cards.at(0)) + " is already " + where(r.seenAt, r.names) +
               "; every card is unique";
        break;
    case RefusalKind::GameOver:
        text = "the game is over: every player has played " + std::to_string(r.limit) + " cards";
        break;
    case RefusalKind::NoSuchSeat:
        text = "there is no seat " + std::to_string(r.seat + 1) + " in this game";
        break;
    case RefusalKind::NotYourTurn:
        text = "it is " + nameOf(r.names, r.other) + "'s turn, not " + who + "'s";
        break;
    case RefusalKind::NoSuchSlot:
        text = who + " cannot play into slot " + std::to_string(r.slot) + ": the " +
               std::to_string(r.count) + "-player board has slots 1-" + std::to_string(r.limit);
        break;
    case RefusalKind::ExchangeNotAllowed:
        text = who + " cannot exchange " + card(r.cards.at(0)) + " for " + card(r.cards.at(1)) +
               " in slot " + std::to_string(r.slot) + ": neither the same type nor a higher number";
        break;
    case RefusalKind::FavoriteCount:
        text = "every player keeps exactly one favorite hat";
        break;
    case RefusalKind::GameNotOver:
        text = "the game is not over: " + std::to_string(r.count) + " of " +
               std::to_string(r.limit) + " turns played";
        break;
    case RefusalKind::CollectionsMissing:
        text = "every player needs a collection and a favorite hat";
        break;
    case RefusalKind::NegativeBlackHats:
        text = who + ": a negative number of black hats";
        break;
    case RefusalKind::CollectionSize:
        text = who + " has " + count(r.count, "hat", "hats") + " (" + std::to_string(r.faceUp) +
               " face up + " + std::to_string(r.blackHats) +
               " black); a finished collection holds exactly " + std::to_string(r.limit);
        break;
    case RefusalKind::CookieHolderUnknown:
        text = "the cookie holder is not a player of this game";
        break;
    case RefusalKind::FullTieNeedsHolder:
        text = joinSeats(r.names, r.seats) +
               " are fully tied (same type count, same values); say who held the cookie before "
               "the end (\"cookieHolder\")";
        break;
    case RefusalKind::FullTieHolderNotTied:
        text = joinSeats(r.names, r.seats) +
               " are fully tied, and the cookie can only stay with one of them, not with " +
               nameOf(r.names, r.other);
        break;
    }
    return text + rule(r.rule);
}

std::string byteLimit(std::int64_t bytes) {
    if (bytes % (std::int64_t{1} << 20) == 0) {
        return std::to_string(bytes >> 20) + " MiB";
    }
    return std::to_string(bytes) + " bytes";
}

namespace {

std::string shape(std::int64_t expected) {
    switch (static_cast<FaultShape>(expected)) {
    case FaultShape::TypeId:
        return "a type id";
    case FaultShape::WholeNumber:
        return "a whole number";
    case FaultShape::CardList:
        return "a list of cards";
    case FaultShape::PlayerList:
        return "a list of players";
    case FaultShape::TurnList:
        return "a list of turns";
    case FaultShape::Name:
        return "a name";
    case FaultShape::PlayerName:
        return "a player name";
    case FaultShape::SlotNumber:
        return "a slot number";
    case FaultShape::Format:
        return R"("hats-game/1" or "hats-log/1")";
    case FaultShape::Card:
        return R"(a card like {"type": "red", "value": 4})";
    case FaultShape::PlayerObject:
        return "a player object";
    case FaultShape::TurnObject:
        return "a turn object";
    case FaultShape::Document:
        return R"(one game document (an object with "format"))";
    }
    return "something else";
}

std::string json(std::int64_t found) {
    switch (static_cast<FaultJson>(found)) {
    case FaultJson::Null:
        return "null";
    case FaultJson::Object:
        return "an object";
    case FaultJson::List:
        return "a list";
    case FaultJson::Text:
        return "a text";
    case FaultJson::Boolean:
        return "true/false";
    case FaultJson::Number:
        break;
    }
    return "a number";
}

std::string hint(std::int64_t why) {
    switch (static_cast<FaultHint>(why)) {
    case FaultHint::None:
        break;
    case FaultHint::Favorite:
        return "; every player ends with one favorite hat in hand (R9)";
    case FaultHint::PlayedCard:
        return "; the card played onto the board (R7)";
    case FaultHint::InitialBoard:
        return "; the initial board, slot 1 first";
    case FaultHint::Format:
        return R"(; expected "hats-game/1" or "hats-log/1")";
    }
    return "";
}

std::string subject(std::int64_t what) {
    switch (static_cast<FaultSubject>(what)) {
    case FaultSubject::OneGame:
    case FaultSubject::OneGameOfImport:
        return "one game";
    case FaultSubject::ImportFile:
        return "an import file";
    case FaultSubject::ThisFile:
        break;
    }
    return "this file";
}

std::string sqlite(const std::string& words) {
    return words.empty() ? "" : " (" + words + ")";
}

std::string size(const Fault& f) {
    return std::to_string(f.number) + "x" + std::to_string(f.limit);
}

std::string unchanged(const Fault& f) {
    return f.count != 0 ? "; nothing was changed" : "";
}

std::string photo(const std::string& why) {
    return "could not read the photo: " + why;
}

} // namespace

std::string fault(const Fault& f) {
    const std::string n = std::to_string(f.number);
    const std::string limit = std::to_string(f.limit);
    switch (f.kind) {
    case FaultKind::NotJson:
        return f.text.empty() ? "not JSON" : "not JSON: " + f.text;
    case FaultKind::TooDeep:
        return "byte " + n + ": arrays and objects nested deeper than " + limit + " levels (limit)";
    case FaultKind::TooLarge:
        return "larger than " + byteLimit(f.limit) + ", the limit for " + subject(f.number) +
               "; nothing was read past it (limit)";
    case FaultKind::NulByte:
        return "byte " + n + ": a NUL byte; a game document is text and nothing follows it (limit)";
    case FaultKind::ReadCutShort:
        return "the file could not be read to its end";
    case FaultKind::NothingToRead:
        return "nothing to read";
    case FaultKind::FolderNotGame:
        return "is a folder, not a game file";
    case FaultKind::CannotOpen:
        return "cannot open: " + f.text;
    case FaultKind::Missing:
        return "missing" + hint(f.number);
    case FaultKind::WrongShape:
        return "expected " + shape(f.number) + ", found " + json(f.limit);
    case FaultKind::NotExchange:
        return R"(expected {"slot": N, "played": card})";
    case FaultKind::NotFavorites:
        return "expected an object from player name to card";
    case FaultKind::NotRemovedTypes:
        return "expected a list of two type ids (R5)";
    case FaultKind::UnknownCardType:
        return f.value + " is not a hat type (red orange yellow green blue purple brown) (R2)";
    case FaultKind::UnknownTypeId:
        return f.value + " is not a hat type (R2)";
    case FaultKind::NotHatValue:
        return f.value + " is not a hat value 1-6 (R1)";
    case FaultKind::NotUuid:
        return f.value + " is not a UUID in its canonical form (8-4-4-4-12 hex digits)";
    case FaultKind::NotDateTime:
        return f.value + " is not an ISO 8601 date-time like 2026-11-22T20:15:00+01:00";
    case FaultKind::PlayerCount:
        return "a game has 2 to 4 players, this file has " + n + " (R4)";
    case FaultKind::NameTwice:
        return f.value + " is also the name at " + f.text +
               " (compared in Unicode NFC); every seat needs its own name (R4)";
    case FaultKind::TeamNeeded:
        return std::string(f.number == 0 ? "missing" : "expected a team name") +
               "; a 4-player game is played in two teams (R4)";
    case FaultKind::TeamsPartial:
        return "give every player of a 4-player game a team, or none (R4)";
    case FaultKind::PartnersApart:
        return f.value + ", but partners sit opposite: " + f.text + " and " + f.other + " (seats " +
               n + " and " + std::to_string(f.number + 2) + ") form one team (R4)";
    case FaultKind::TeamsSameName:
        return f.value + " is also the other team's name; a 4-player game has two teams (R4)";
    case FaultKind::BlackHatCount:
        return f.value + " is not a number of black hats 0-" + limit + " (R9)";
    case FaultKind::CookieHolderNotPlayer:
        return f.value + " is not a player of this game (R16)";
    case FaultKind::NotPlayer:
        return f.value + " is not a player of this game (R4)";
    case FaultKind::TurnNotOneAction:
        return R"(a turn is exactly one action, an "exchange" or a "blackHat" (R7))";
    case FaultKind::NotSlotNumber:
        return f.value + " is not a slot number (R3)";
    case FaultKind::SlotOffBoard:
        return f.text + " cannot play into slot " + n + ": the " + std::to_string(f.count) +
               "-player board has slots 1-" + limit + " (R3)";
    case FaultKind::UnknownFormat:
        return f.value + " is not a game format this version reads (hats-game/1, hats-log/1)";
    case FaultKind::NoFavorite:
        return f.text + " has no favorite hat; a finished game has one for everyone (R9)";
    case FaultKind::NameNotUtf8:
        return "the name is not valid UTF-8 text";
    case FaultKind::NameControl:
        return "the name holds the control character " + f.value +
               "; names are printable text (limit)";
    case FaultKind::NameEmpty:
        return "a player needs a name that is not empty or only spaces (limit)";
    case FaultKind::NameTooLong:
        return "the name has " + n + " characters, more than the limit of " + limit;
    case FaultKind::HistoryMissing:
        return "no such file";
    case FaultKind::HistoryNotFile:
        return "is not a regular file; a history is a file; nothing was changed";
    case FaultKind::HistoryNotSqlite:
        return "is not a Hats history database (not an SQLite file); nothing was changed";
    case FaultKind::HistoryForeign:
        return "is not a Hats history database (another application's SQLite file: "
               "application_id " +
               n + (f.text.empty() ? "" : ", tables " + f.text) + "); nothing was changed";
    case FaultKind::HistoryBadVersion:
        return "is damaged: schema version " + n +
               " is not one Hats Companion writes; nothing was changed";
    case FaultKind::HistoryNewer:
        return "was written by a newer Hats Companion (schema " + n +
               "; this version reads up to " + limit + "); nothing was changed";
    case FaultKind::HistoryEmptyFile:
        return "is an empty file, not a Hats history";
    case FaultKind::HistoryDamaged:
        return "is damaged (" + f.text + "); nothing was changed";
    case FaultKind::HistoryDiskFull:
        return "cannot be written: the disk is full" + sqlite(f.text) + unchanged(f);
    case FaultKind::HistoryReadOnlyDisk:
        return "cannot be used: it is on a read-only file system" + sqlite(f.text) + unchanged(f);
    case FaultKind::HistoryNoAccess:
        return "cannot open the history: the file or its folder is not writable or readable" +
               sqlite(f.text) + unchanged(f);
    case FaultKind::HistoryBusy:
        return "is busy: another program holds it locked" + sqlite(f.text) + unchanged(f);
    case FaultKind::HistoryFailed:
        return "cannot use the history: " + f.text + unchanged(f);
    case FaultKind::HistorySql:
        return f.text;
    case FaultKind::HistoryNoGame:
        return "no game " + f.text;
    case FaultKind::HistoryNotTracked:
        return "game " + f.text + " was not tracked turn by turn: it cannot be resumed";
    case FaultKind::HistoryMovesUnknown:
        return "the stored moves are in an encoding this version does not read";
    case FaultKind::HistoryMovesNoCard:
        return "the stored moves hold no card at " +
               (f.number == 0 ? std::string("the board") : "turn " + n);
    case FaultKind::HistoryMovesCutShort:
        return "the stored moves are cut short or too long";
    case FaultKind::PhotoNotImage:
        return photo("it is not a JPEG or PNG image");
    case FaultKind::PhotoHeaderDamaged:
        return photo("the " + f.text + " header is damaged" +
                     (f.text == "JPEG" ? " or cut short" : ""));
    case FaultKind::PhotoImpossibleSize:
        return photo("the PNG header gives an impossible size");
    case FaultKind::PhotoTooManyScans:
        return photo("the progressive JPEG has more than " + limit + " scans (limit)");
    case FaultKind::PhotoTooSlow:
        return photo("decoding took longer than " + limit + " s (limit)");
    case FaultKind::PhotoUndecodable:
        return photo(f.number != 0 ? "the image cannot be decoded (OpenCV: " + f.text + ")"
                                   : "the " + f.text + " data cannot be decoded");
    case FaultKind::PhotoOutOfMemory:
        return photo(f.number != 0 ? "out of memory" : "not enough memory to decode the image");
    case FaultKind::PhotoTooSmall:
        return photo("the image is only " + size(f) + " pixels");
    case FaultKind::PhotoTooLong:
        return photo("the image is " + size(f) + " pixels, longer than " + std::to_string(f.count) +
                     " times its width (limit)");
    case FaultKind::PhotoTooManyPixels:
        return photo("the image is " + size(f) + " pixels, more than " + std::to_string(f.count) +
                     " megapixels (limit)");
    case FaultKind::PhotoPngTooLarge:
        return photo("the PNG image is " + size(f) + " pixels, more than " +
                     std::to_string(f.count) + " megapixels, the limit for a PNG (decoded whole)");
    case FaultKind::PhotoFolder:
        return photo(f.text + " is a folder");
    case FaultKind::PhotoCannotOpen:
        return photo(f.text + " cannot be opened");
    case FaultKind::PhotoFileTooLarge:
        return photo(f.text + " is larger than " + limit + " MiB (limit)");
    case FaultKind::PhotoCannotRead:
        return photo(f.text + " cannot be read");
    case FaultKind::PhotoNoPicture:
        return photo("no picture");
    case FaultKind::PhotoNoCards:
        return photo("no cards found");
    case FaultKind::CalibrationNoPhotos:
        return "could not read the calibration photos";
    case FaultKind::CalibrationBackNoCard:
        return "could not read the back photo: no card found";
    case FaultKind::CalibrationBackManyCards:
        return "could not read the back photo: it shows " + n +
               " cards; photograph one face-down card alone";
    case FaultKind::CalibrationGridCount:
        return "could not read the grid photo: found " + n + " cards, expected " + limit +
               " (7 rows of 6; R1)";
    case FaultKind::CalibrationGridNoValues:
        return "could not read the grid photo: no printed values found; are the rows in the "
               "order red orange yellow green blue purple brown, 1 to 6?";
    case FaultKind::CalibrationGridNoColour:
        return "could not read the grid photo: the cards show no common colour area";
    case FaultKind::PhotoModuleMissing:
        return "photo reading is not installed (hats-vision.so not found)";
    case FaultKind::PhotoModuleBroken:
        return "cannot load photo reading: " + f.text;
    case FaultKind::PhotoModuleWrong:
        return "not a Hats photo-reading module of this version";
    case FaultKind::FileLinkBroken:
        return "cannot follow the link: " + f.text;
    case FaultKind::FileNotRegular:
        return "is not a regular file (a folder, pipe or device); nothing was written";
    case FaultKind::FileCannotWrite:
        return "cannot write: " + f.text + (f.count != 0 ? "; nothing was changed" : "");
    case FaultKind::FileCannotReplace:
        return "cannot replace it: " + f.text + "; nothing was changed";
    case FaultKind::ProfileWrongFormat:
        return "not a " + f.text + " file";
    case FaultKind::ProfileDamaged:
        return f.text;
    }
    return "unknown error";
}

std::string describe(const Error& error) {
    if (!error.typed()) {
        return error.message;
    }
    const std::string words = error.refusal ? refusal(*error.refusal) : fault(*error.fault);
    // "[3] " is the index of a game in an import: it reads before the words without a colon.
    if (error.message.empty() || error.message.back() == ' ') {
        return error.message + words;
    }
    return error.message + ": " + words;
}

std::vector<std::string> cookieSteps(const CookieDecision& cookie,
                                     const std::vector<std::string>& names) {
    std::vector<std::string> steps;
    // The type counts, highest first: the first step of every explanation.
    std::vector<int> bySeat;
    for (int seat = 0; seat < static_cast<int>(cookie.typeCounts.size()); ++seat) {
        bySeat.push_back(seat);
    }
    std::stable_sort(bySeat.begin(), bySeat.end(), [&](int a, int b) {
        return cookie.typeCounts[static_cast<std::size_t>(a)] >
               cookie.typeCounts[static_cast<std::size_t>(b)];
    });
    std::string counts;
    for (int seat : bySeat) {
        counts += (counts.empty() ? "" : ", ") + nameOf(names, seat) + " " +
                  types(cookie.typeCounts[static_cast<std::size_t>(seat)]);
    }
    steps.push_back(counts);

    using How = CookieDecision::How;
    if (cookie.how == How::NobodyHasHats) {
        steps.emplace_back("nobody has a hat yet, so nobody holds the cookie (R14)");
        return steps;
    }
    if (cookie.how == How::MostTypes) {
        steps.push_back(nameOf(names, *cookie.holder) + " has the most types (R14)");
        steps.push_back(handOver(cookie, names));
        return steps;
    }
    steps.push_back(joinSeats(names, cookie.tied) + " tie on " + types(cookie.topCount) +
                    "; their face-up values are compared from the lowest up (R15)");
    for (const CookieRank& rank : cookie.ranks) {
        std::string line = "rank " + std::to_string(rank.rank) + ":";
        bool first = true;
        for (const CookieRankEntry& entry : rank.entries) {
            line += (first ? " " : ", ") + nameOf(names, entry.seat) + " " +
                    (entry.card ? std::to_string(entry.card->value()) : std::string("none left"));
            first = false;
        }
        if (rank.separates() && rank.survivors.size() == 1) {
            line += " — " + nameOf(names, rank.survivors.front()) + " has the lowest card (R15)";
        }
        steps.push_back(std::move(line));
    }
    if (cookie.how == How::Tiebreak) {
        steps.push_back(handOver(cookie, names));
        return steps;
    }
    const std::string tiedNames = joinSeats(names, cookie.fullyTied);
    steps.push_back(tiedNames + " show exactly the same values: a full tie (R16)");
    if (cookie.how == How::FullTieKept) {
        steps.push_back(nameOf(names, *cookie.holder) +
                        " keeps the cookie: in a full tie it stays where it is (R16)");
    } else {
        steps.push_back("the cookie stays where it was, and the table must say who held it: " +
                        tiedNames + "? (R16)");
    }
    return steps;
}

std::string cookieReason(const CookieDecision& cookie, const std::vector<std::string>& names) {
    switch (cookie.how) {
    case CookieDecision::How::NobodyHasHats:
        return "nobody has a hat yet";
    case CookieDecision::How::MostTypes:
        return nameOf(names, *cookie.holder) + ": " + types(cookie.topCount) + ", more than anyone";
    case CookieDecision::How::Tiebreak:
        return nameOf(names, *cookie.holder) + ": tied on " + types(cookie.topCount) +
               ", lowest card at rank " + std::to_string(cookie.decidingRank());
    case CookieDecision::How::FullTieKept:
        return nameOf(names, *cookie.holder) + ": full tie, the cookie stays where it was";
    case CookieDecision::How::FullTieUnknown:
        return "full tie between " + joinSeats(names, cookie.fullyTied) + ": who held the cookie?";
    }
    return {};
}

std::string victory(const Victory& victory, const GameSetup& setup) {
    const auto sideName = [&](int side) {
        return victory.byTeam ? setup.teamName(side) : setup.name(side);
    };
    const auto sides = [&](const std::vector<int>& ids) {
        std::vector<std::string> list;
        for (int id : ids) {
            list.push_back(sideName(id));
        }
        return joinNames(list);
    };
    if (victory.decidedBy == DecidedBy::Points) {
        return sideName(victory.topSides.front()) +
               (victory.byTeam ? " win with " : " wins with ") + points(victory.points) + " (R18)";
    }
    std::string text = sides(victory.topSides) + " tie on " + points(victory.points);
    if (victory.decidedBy == DecidedBy::BlackHats) {
        return text + "; " + sideName(victory.blackHatSides.front()) +
               (victory.byTeam ? " win" : " wins") + " with the most black hats (" +
               blackHats(victory.blackHats) + ") (R18)";
    }
    if (victory.blackHatSides.size() > 1) {
        text +=
            "; " + sides(victory.blackHatSides) + " also tie on " + blackHats(victory.blackHats);
    }
    if (victory.decidedBy == DecidedBy::Cookie) {
        return text + "; " + sideName(*victory.cookieSide) + (victory.byTeam ? " win" : " wins") +
               " by holding the cookie (R18)";
    }
    return text + "; nobody of them holds the cookie: a shared victory (R18)";
}

} // namespace hats::english
