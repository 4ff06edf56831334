#include "app/gui/table_words.h"

#include "app/gui/deck_style.h"

#include <QRegularExpression>

#include <cerrno>

#include <algorithm>

namespace {

QString rule(const QString& text, int id) {
    //: A sentence, then the id of the rule it follows: "… (R7)"
    return TableWords::tr("%1 (R%2)").arg(text).arg(id);
}

} // namespace

QString TableWords::join(const QStringList& names) {
    if (names.isEmpty()) {
        return {};
    }
    QString text = names.front();
    for (qsizetype i = 1; i < names.size(); ++i) {
        text = i + 1 == names.size() ? tr("%1 and %2").arg(text, names[i])
                                     : tr("%1, %2").arg(text, names[i]);
    }
    return text;
}

QString TableWords::name(int seat) const {
    if (seat >= 0 && seat < static_cast<int>(names_.size())) {
        return QString::fromStdString(names_[static_cast<std::size_t>(seat)]);
    }
    return tr("player %1").arg(seat + 1);
}

QString TableWords::seats(const std::vector<int>& seats) const {
    QStringList list;
    for (int seat : seats) {
        list.append(name(seat));
    }
    return join(list);
}

QString TableWords::card(hats::Card card) {
    return DeckStyle::instance()->cardText(card);
}

QString TableWords::types(int count) {
    return tr("%n type(s)", nullptr, count);
}

QString TableWords::points(int count) {
    return tr("%n point(s)", nullptr, count);
}

QString TableWords::what(const hats::Refusal& r) const {
    const hats::CardPlace& place = r.place;
    switch (place.kind) {
    case hats::CardPlace::Kind::BoardSlot:
        return tr("Space %1 of the tea table").arg(place.slot);
    case hats::CardPlace::Kind::Collection:
        return tr("%1's collection").arg(name(place.seat));
    case hats::CardPlace::Kind::BlackHat:
        return tr("%1's black hat").arg(name(place.seat));
    case hats::CardPlace::Kind::Played:
        return tr("%1 plays %2").arg(name(place.seat), card(r.cards.at(0)));
    case hats::CardPlace::Kind::Favorite:
        return tr("%1's favorite hat").arg(name(place.seat));
    case hats::CardPlace::Kind::Unknown:
        break;
    }
    return tr("A card");
}

QString TableWords::where(const hats::CardPlace& place) const {
    switch (place.kind) {
    case hats::CardPlace::Kind::BoardSlot:
        return tr("on the tea table in space %1").arg(place.slot);
    case hats::CardPlace::Kind::Collection:
        return tr("in %1's collection").arg(name(place.seat));
    case hats::CardPlace::Kind::BlackHat:
        return tr("recorded as a black hat of %1").arg(name(place.seat));
    case hats::CardPlace::Kind::Played:
        return tr("played by %1").arg(name(place.seat));
    case hats::CardPlace::Kind::Favorite:
        return tr("%1's favorite hat").arg(name(place.seat));
    case hats::CardPlace::Kind::Unknown:
        break;
    }
    return tr("seen earlier in this game");
}

QString TableWords::refusal(const hats::Refusal& r) const {
    using K = hats::RefusalKind;
    QString text;
    switch (r.kind) {
    case K::PlayerCount:
        text = tr("A game has 2 to 4 players, not %1").arg(r.count);
        break;
    case K::PlayerWithoutName:
        text = tr("Player %1 has no name").arg(r.seat + 1);
        break;
    case K::NameUsedTwice:
        text = tr("Player %1: the name \"%2\" is used twice; every seat needs its own name")
                   .arg(r.seat + 1)
                   .arg(QString::fromStdString(r.name));
        break;
    case K::RemovedTypesNotTwo:
        text = tr("A 2-player game removes exactly two different types");
        break;
    case K::RemovedTypesNotAllowed:
        text = tr("Only a 2-player game removes types; with %1 players all seven are in play")
                   .arg(r.count);
        break;
    case K::TeamNames:
        text = tr("A 4-player game has two teams with two different names");
        break;
    case K::TypeWithoutName:
        text = tr("%1: a type needs a name").arg(DeckStyle::instance()->name(r.types.at(0)));
        break;
    case K::TypeNameTaken:
        text = tr("\"%1\" already names %2; each type needs its own name")
                   .arg(QString::fromStdString(r.name), DeckStyle::instance()->name(r.types.at(1)));
        break;
    case K::ColourNotHex:
        text = tr("%1: \"%2\" is not a colour written #rrggbb")
                   .arg(DeckStyle::instance()->name(r.types.at(0)), QString::fromStdString(r.name));
        break;
    case K::BoardSize:
        text = tr("The tea table has %1 cards, but this game uses %2 spaces")
                   .arg(r.count)
                   .arg(r.limit);
        break;
    case K::TypeRemoved:
        text = tr("%1: %2 cannot appear: %3 is removed in this 2-player game")
                   .arg(what(r), card(r.cards.at(0)),
                        DeckStyle::instance()->name(r.cards.at(0).type()));
        break;
    case K::TooManyTypes: {
        QStringList seen;
        for (hats::HatType type : r.types) {
            seen.append(DeckStyle::instance()->name(type));
        }
        text = tr("%1: %2 cannot appear: a 2-player game has only %3 types, and %4 are "
                  "already seen")
                   .arg(what(r), card(r.cards.at(0)))
                   .arg(r.limit)
                   .arg(join(seen));
        break;
    }
    case K::CardTwice:
        text = tr("%1: %2 is already %3; every card is unique")
                   .arg(what(r), card(r.cards.at(0)), where(r.seenAt));
        break;
    case K::GameOver:
        text = tr("The game is over: every player has played %1 cards").arg(r.limit);
        break;
    case K::NoSuchSeat:
        text = tr("There is no seat %1 in this game").arg(r.seat + 1);
        break;
    case K::NotYourTurn:
        text = tr("It is %1's turn, not %2's").arg(name(r.other), name(r.seat));
        break;
    case K::NoSuchSlot:
        text = tr("%1 cannot play into space %2: with %3 players the tea table has spaces 1 to %4")
                   .arg(name(r.seat))
                   .arg(r.slot)
                   .arg(r.count)
                   .arg(r.limit);
        break;
    case K::ExchangeNotAllowed:
        text = tr("%1 cannot exchange %2 for %3 in space %4: neither the same type nor a "
                  "higher number")
                   .arg(name(r.seat), card(r.cards.at(0)), card(r.cards.at(1)))
                   .arg(r.slot);
        break;
    case K::FavoriteCount:
        text = tr("Every player keeps exactly one favorite hat");
        break;
    case K::GameNotOver:
        text = tr("The game is not over: %1 of %2 turns played").arg(r.count).arg(r.limit);
        break;
    case K::CollectionsMissing:
        text = tr("Every player needs a collection and a favorite hat");
        break;
    case K::NegativeBlackHats:
        text = tr("%1: a negative number of black hats").arg(name(r.seat));
        break;
    case K::CollectionSize:
        text = tr("%1 has %2 hats (%3 face up + %4 black hats); a finished collection holds "
                  "exactly %5")
                   .arg(name(r.seat))
                   .arg(r.count)
                   .arg(r.faceUp)
                   .arg(r.blackHats)
                   .arg(r.limit);
        break;
    case K::CookieHolderUnknown:
        text = tr("The cookie holder is not a player of this game");
        break;
    case K::FullTieNeedsHolder:
        text = tr("%1 are fully tied (same type count, same values): say who held the cookie "
                  "before the end")
                   .arg(seats(r.seats));
        break;
    case K::FullTieHolderNotTied:
        text = tr("%1 are fully tied, and the cookie can only stay with one of them, not with %2")
                   .arg(seats(r.seats), name(r.other));
        break;
    }
    return rule(text, r.rule);
}

QString TableWords::place(const std::string& where) {
    // The places the engine names a refusal by: a turn of a log, or a part of a game file.
    QStringList parts;
    for (const QString& part : QString::fromStdString(where).split(QStringLiteral(": "))) {
        static const QRegularExpression turn(QStringLiteral("^turn (\\d+)(\\..*)?$"));
        static const QRegularExpression player(QStringLiteral("^player (\\d+)$"));
        static const QRegularExpression unreadGame(
            QStringLiteral("^game (\\S+) cannot be read back$"));
        static const QRegularExpression theName(QStringLiteral("^the name (.+)$"));
        static const QRegularExpression notAProfile(QStringLiteral("^(.+) is not a profile$"));
        static const QRegularExpression unopenedProfile(
            QStringLiteral("^cannot open the profile (.+)$"));
        if (const auto match = turn.match(part); match.hasMatch()) {
            // "turn 3.exchange.slot": the turn in words, the file's field names as they are.
            parts.append(tr("Turn %1").arg(match.captured(1)) + match.captured(2));
        } else if (const auto seat = player.match(part); seat.hasMatch()) {
            parts.append(tr("Player %1").arg(seat.captured(1)));
        } else if (const auto game = unreadGame.match(part); game.hasMatch()) {
            parts.append(tr("Game %1 cannot be read back").arg(game.captured(1)));
        } else if (const auto name = theName.match(part); name.hasMatch()) {
            parts.append(tr("The name %1").arg(name.captured(1)));
        } else if (const auto notProfile = notAProfile.match(part); notProfile.hasMatch()) {
            parts.append(tr("%1 is not a deck profile").arg(notProfile.captured(1)));
        } else if (const auto profile = unopenedProfile.match(part); profile.hasMatch()) {
            parts.append(tr("Cannot open the deck profile %1").arg(profile.captured(1)));
        } else if (part == QLatin1String("cannot write the profile")) {
            parts.append(tr("Cannot write the deck profile"));
        } else if (part == QLatin1String("grid photo")) {
            parts.append(tr("Grid photo"));
        } else if (part == QLatin1String("back photo")) {
            parts.append(tr("Back photo"));
        } else if (part == QLatin1String("board")) {
            parts.append(tr("Tea table"));
        } else if (part == QLatin1String("favorites")) {
            parts.append(tr("Favorite hats"));
        } else if (part == QLatin1String("players")) {
            parts.append(tr("Players"));
        } else if (part == QLatin1String("cookie")) {
            parts.append(tr("Last cookie"));
        } else {
            parts.append(part);
        }
    }
    return parts.join(QStringLiteral(": "));
}

namespace {

QString shape(std::int64_t expected) {
    using hats::FaultShape;
    switch (static_cast<FaultShape>(expected)) {
    case FaultShape::TypeId:
        return TableWords::tr("a type id");
    case FaultShape::WholeNumber:
        return TableWords::tr("a whole number");
    case FaultShape::CardList:
        return TableWords::tr("a list of cards");
    case FaultShape::PlayerList:
        return TableWords::tr("a list of players");
    case FaultShape::TurnList:
        return TableWords::tr("a list of turns");
    case FaultShape::Name:
        return TableWords::tr("a name");
    case FaultShape::PlayerName:
        return TableWords::tr("a player name");
    case FaultShape::SlotNumber:
        return TableWords::tr("a space number");
    case FaultShape::Format:
        return TableWords::tr("\"hats-game/1\" or \"hats-log/1\"");
    case FaultShape::Card:
        return TableWords::tr("a card like {\"type\": \"red\", \"value\": 4}");
    case FaultShape::PlayerObject:
        return TableWords::tr("a player object");
    case FaultShape::TurnObject:
        return TableWords::tr("a turn object");
    case FaultShape::Document:
        return TableWords::tr("one game document (an object with \"format\")");
    }
    return {};
}

QString json(std::int64_t found) {
    using hats::FaultJson;
    switch (static_cast<FaultJson>(found)) {
    case FaultJson::Null:
        return TableWords::tr("nothing (null)");
    case FaultJson::Object:
        return TableWords::tr("an object");
    case FaultJson::List:
        return TableWords::tr("a list");
    case FaultJson::Text:
        return TableWords::tr("a text");
    case FaultJson::Boolean:
        return TableWords::tr("true/false");
    case FaultJson::Number:
        break;
    }
    return TableWords::tr("a number");
}

QString missing(std::int64_t why) {
    using hats::FaultHint;
    switch (static_cast<FaultHint>(why)) {
    case FaultHint::None:
        break;
    case FaultHint::Favorite:
        return rule(TableWords::tr("missing; every player ends with one favorite hat in hand"), 9);
    case FaultHint::PlayedCard:
        return rule(TableWords::tr("missing; the card played onto the tea table"), 7);
    case FaultHint::InitialBoard:
        return TableWords::tr("missing; the tea table at the start, space 1 first");
    case FaultHint::Format:
        return TableWords::tr("missing; expected \"hats-game/1\" or \"hats-log/1\"");
    }
    return TableWords::tr("missing");
}

QString bytes(std::int64_t count) {
    if (count % (std::int64_t{1} << 20) == 0) {
        return TableWords::tr("%1 MiB").arg(count >> 20);
    }
    return TableWords::tr("%n byte(s)", nullptr, static_cast<int>(count));
}

// SQLite's own words, in brackets after ours, when it said any.
QString sqlite(const hats::Fault& f, const QString& words) {
    QString text = f.text.empty()
                       ? words
                       : TableWords::tr("%1 (%2)").arg(words, QString::fromStdString(f.text));
    return f.count != 0 ? TableWords::tr("%1; nothing was changed").arg(text) : text;
}

QString photo(const QString& why) {
    return TableWords::tr("Could not read the photo: %1").arg(why);
}

QString pixels(const hats::Fault& f) {
    //: A photo's size in pixels, width × height
    return TableWords::tr("%1×%2").arg(f.number).arg(f.limit);
}

} // namespace

QString TableWords::fault(const hats::Fault& f) {
    using hats::FaultKind;
    const QString value = QString::fromStdString(f.value);
    const QString text = QString::fromStdString(f.text);
    const auto n = static_cast<int>(f.number);
    const auto limit = static_cast<int>(f.limit);
    switch (f.kind) {
    case FaultKind::NotJson:
        return text.isEmpty() ? tr("not JSON") : tr("not JSON (%1)").arg(text);
    case FaultKind::TooDeep:
        return tr("byte %1: lists and objects nested deeper than %n level(s) (limit)", nullptr,
                  limit)
            .arg(f.number);
    case FaultKind::TooLarge:
        switch (static_cast<hats::FaultSubject>(f.number)) {
        case hats::FaultSubject::OneGame:
        case hats::FaultSubject::OneGameOfImport:
            return tr("larger than %1, the limit for one game; nothing was read past it")
                .arg(bytes(f.limit));
        case hats::FaultSubject::ImportFile:
            return tr("larger than %1, the limit for an import file; nothing was read past it")
                .arg(bytes(f.limit));
        case hats::FaultSubject::ThisFile:
            break;
        }
        return tr("larger than %1, the limit for this file; nothing was read past it")
            .arg(bytes(f.limit));
    case FaultKind::NulByte:
        return tr("byte %1: a NUL byte; a game file is text and nothing follows it (limit)")
            .arg(f.number);
    case FaultKind::ReadCutShort:
        return tr("the file could not be read to its end");
    case FaultKind::NothingToRead:
        return tr("nothing to read");
    case FaultKind::FolderNotGame:
        return tr("is a folder, not a game file");
    case FaultKind::CannotOpen:
        if (f.number == ENOENT) {
            return tr("cannot be opened: there is no such file");
        }
        if (f.number == EACCES || f.number == EPERM) {
            return tr("cannot be opened: reading it is not allowed");
        }
        return tr("cannot be opened (%1)").arg(text);
    case FaultKind::Missing:
        return missing(f.number);
    case FaultKind::WrongShape:
        return tr("expected %1, found %2").arg(shape(f.number), json(f.limit));
    case FaultKind::NotExchange:
        return tr("expected {\"slot\": N, \"played\": card}");
    case FaultKind::NotFavorites:
        return tr("expected an object from player name to card");
    case FaultKind::NotRemovedTypes:
        return rule(tr("expected a list of two type ids"), 5);
    case FaultKind::UnknownCardType:
        return rule(
            tr("%1 is not a hat type (red orange yellow green blue purple brown)").arg(value), 2);
    case FaultKind::UnknownTypeId:
        return rule(tr("%1 is not a hat type").arg(value), 2);
    case FaultKind::NotHatValue:
        return rule(tr("%1 is not a hat value 1-6").arg(value), 1);
    case FaultKind::NotUuid:
        return tr("%1 is not a UUID in its canonical form (8-4-4-4-12 hex digits)").arg(value);
    case FaultKind::NotDateTime:
        return tr("%1 is not an ISO 8601 date and time like 2026-11-22T20:15:00+01:00").arg(value);
    case FaultKind::PlayerCount:
        return rule(tr("a game has 2 to 4 players, this file has %n", nullptr, n), 4);
    case FaultKind::NameTwice:
        return rule(
            tr("%1 is also the name at %2; every player needs their own name").arg(value, text), 4);
    case FaultKind::TeamNeeded:
        return rule(f.number == 0 ? tr("missing; a 4-player game is played in two teams")
                                  : tr("expected a team name; a 4-player game is played in two "
                                       "teams"),
                    4);
    case FaultKind::TeamsPartial:
        return rule(tr("give every player of a 4-player game a team, or none"), 4);
    case FaultKind::PartnersApart:
        return rule(tr("%1, but partners sit opposite: %2 and %3 (seats %4 and %5) form one team")
                        .arg(value, text, QString::fromStdString(f.other))
                        .arg(f.number)
                        .arg(f.number + 2),
                    4);
    case FaultKind::TeamsSameName:
        return rule(
            tr("%1 is also the other team's name; a 4-player game has two teams").arg(value), 4);
    case FaultKind::BlackHatCount:
        return rule(tr("%1 is not a number of black hats 0-%2").arg(value).arg(f.limit), 9);
    case FaultKind::CookieHolderNotPlayer:
        return rule(tr("%1 is not a player of this game").arg(value), 16);
    case FaultKind::NotPlayer:
        return rule(tr("%1 is not a player of this game").arg(value), 4);
    case FaultKind::TurnNotOneAction:
        return rule(tr("a turn is exactly one action, an \"exchange\" or a \"blackHat\""), 7);
    case FaultKind::NotSlotNumber:
        return rule(tr("%1 is not a space number").arg(value), 3);
    case FaultKind::SlotOffBoard:
        return rule(tr("%1 cannot play into space %2: the tea table of %n player(s) has spaces "
                       "1-%3",
                       nullptr, static_cast<int>(f.count))
                        .arg(text)
                        .arg(f.number)
                        .arg(f.limit),
                    3);
    case FaultKind::UnknownFormat:
        return tr("%1 is not a game format this version reads (hats-game/1, hats-log/1)")
            .arg(value);
    case FaultKind::NoFavorite:
        return rule(tr("%1 has no favorite hat; a finished game has one for everyone").arg(text),
                    9);
    case FaultKind::NameNotUtf8:
        return tr("the name is not valid UTF-8 text");
    case FaultKind::NameControl:
        return tr("the name holds the control character %1; names are printable text (limit)")
            .arg(value);
    case FaultKind::NameEmpty:
        return tr("a player needs a name that is not empty or only spaces (limit)");
    case FaultKind::NameTooLong:
        return tr("the name has %n character(s), more than the limit of %1", nullptr, n)
            .arg(f.limit);
    case FaultKind::HistoryMissing:
        return tr("there is no such file");
    case FaultKind::HistoryNotFile:
        return tr("is not a file; a history is a file; nothing was changed");
    case FaultKind::HistoryNotSqlite:
        return tr("is not a Hats history (not an SQLite file); nothing was changed");
    case FaultKind::HistoryForeign:
        return tr("is not a Hats history (another application's SQLite file); nothing was "
                  "changed");
    case FaultKind::HistoryBadVersion:
        return tr("is damaged: schema version %1 is not one Hats Companion writes; nothing was "
                  "changed")
            .arg(f.number);
    case FaultKind::HistoryNewer:
        return tr("was written by a newer Hats Companion (schema %1; this version reads up to "
                  "%2); nothing was changed")
            .arg(f.number)
            .arg(f.limit);
    case FaultKind::HistoryEmptyFile:
        return tr("is an empty file, not a Hats history");
    case FaultKind::HistoryDamaged:
        return tr("is damaged (%1); nothing was changed").arg(text);
    case FaultKind::HistoryDiskFull:
        return sqlite(f, tr("cannot be written: the disk is full"));
    case FaultKind::HistoryReadOnlyDisk:
        return sqlite(f, tr("cannot be used: it is on a read-only file system"));
    case FaultKind::HistoryNoAccess:
        return sqlite(f, tr("cannot be opened: the file or its folder may not be read or written"));
    case FaultKind::HistoryBusy:
        return sqlite(f, tr("is busy: another program holds it locked"));
    case FaultKind::HistoryFailed:
    case FaultKind::HistorySql: {
        hats::Fault plain = f;
        plain.text.clear();
        return sqlite(plain, tr("the history refused (%1)").arg(text));
    }
    case FaultKind::HistoryNoGame:
        return tr("there is no game %1 in the history").arg(text);
    case FaultKind::HistoryNotTracked:
        return tr("game %1 was not entered turn by turn: it cannot be resumed").arg(text);
    case FaultKind::HistoryMovesUnknown:
        return tr("its turns are stored in a form this version does not read");
    case FaultKind::HistoryMovesNoCard:
        return f.number == 0 ? tr("its stored tea table is missing a card")
                             : tr("its stored turn %1 is missing a card").arg(f.number);
    case FaultKind::HistoryMovesCutShort:
        return tr("its stored turns are cut short or too long");
    case FaultKind::PhotoNotImage:
        return photo(tr("it is not a JPEG or PNG image"));
    case FaultKind::PhotoHeaderDamaged:
        return photo(tr("the %1 header is damaged").arg(text));
    case FaultKind::PhotoImpossibleSize:
        return photo(tr("the PNG header gives an impossible size"));
    case FaultKind::PhotoTooManyScans:
        return photo(tr("the progressive JPEG has more than %n scan(s) (limit)", nullptr, limit));
    case FaultKind::PhotoTooSlow:
        return photo(tr("decoding took longer than %n second(s) (limit)", nullptr, limit));
    case FaultKind::PhotoUndecodable:
        return photo(f.number != 0 ? tr("the image cannot be decoded (%1)").arg(text)
                                   : tr("the %1 data cannot be decoded").arg(text.toUpper()));
    case FaultKind::PhotoOutOfMemory:
        return photo(tr("not enough memory"));
    case FaultKind::PhotoTooSmall:
        return photo(tr("the image is only %1 pixels").arg(pixels(f)));
    case FaultKind::PhotoTooLong:
        return photo(tr("the image is %1 pixels, longer than %n time(s) its width (limit)", nullptr,
                        static_cast<int>(f.count))
                         .arg(pixels(f)));
    case FaultKind::PhotoTooManyPixels:
        return photo(tr("the image is %1 pixels, more than %2 megapixels (limit)")
                         .arg(pixels(f))
                         .arg(f.count));
    case FaultKind::PhotoPngTooLarge:
        return photo(tr("the PNG image is %1 pixels, more than %2 megapixels, the limit for a PNG")
                         .arg(pixels(f))
                         .arg(f.count));
    case FaultKind::PhotoFolder:
        return photo(tr("%1 is a folder").arg(text));
    case FaultKind::PhotoCannotOpen:
        return photo(tr("%1 cannot be opened").arg(text));
    case FaultKind::PhotoFileTooLarge:
        return photo(tr("%1 is larger than %2 MiB (limit)").arg(text).arg(f.limit));
    case FaultKind::PhotoCannotRead:
        return photo(tr("%1 cannot be read").arg(text));
    case FaultKind::PhotoNoPicture:
        return photo(tr("there is no picture"));
    case FaultKind::PhotoNoCards:
        return photo(tr("no cards were found"));
    case FaultKind::CalibrationNoPhotos:
        return tr("Could not read the two photos of the deck");
    case FaultKind::CalibrationBackNoCard:
        return tr("Could not read the photo of the back: no card was found");
    case FaultKind::CalibrationBackManyCards:
        return tr("Could not read the photo of the back: it shows %n card(s); photograph one "
                  "face-down card alone",
                  nullptr, n);
    case FaultKind::CalibrationGridCount:
        return rule(tr("Could not read the photo of the grid: %n card(s) found, the deck has %1 "
                       "(7 rows of 6)",
                       nullptr, n)
                        .arg(f.limit),
                    1);
    case FaultKind::CalibrationGridNoValues:
        return tr("Could not read the photo of the grid: no printed values were found; are the "
                  "rows in the order %1, 1 to 6?")
            .arg(tr("red orange yellow green blue purple brown"));
    case FaultKind::CalibrationGridNoColour:
        return tr("Could not read the photo of the grid: the cards show no common colour area");
    case FaultKind::PhotoModuleMissing:
        return tr("Photo reading is not installed (hats-vision.so was not found)");
    case FaultKind::PhotoModuleBroken:
        return tr("Photo reading cannot be loaded (%1)").arg(text);
    case FaultKind::PhotoModuleWrong:
        return tr("not a photo-reading module of this version of Hats Companion");
    case FaultKind::FileLinkBroken:
        return tr("the link cannot be followed (%1)").arg(text);
    case FaultKind::FileNotRegular:
        return tr("is not a file (a folder, pipe or device); nothing was written");
    case FaultKind::FileCannotWrite:
    case FaultKind::FileCannotReplace: {
        const QString why = f.number == ENOSPC   ? tr("the disk is full")
                            : f.number == EACCES ? tr("writing there is not allowed")
                            : f.number == EROFS  ? tr("the file system is read-only")
                            : f.number == ENOENT ? tr("the folder does not exist")
                                                 : text;
        return tr("cannot be written (%1); nothing was changed").arg(why);
    }
    case FaultKind::ProfileWrongFormat:
        return tr("is not a deck profile (%1)").arg(text);
    case FaultKind::ProfileDamaged:
        return tr("the deck profile is damaged; learn the deck again from its two photos");
    }
    return {};
}

QString TableWords::error(const hats::Error& error) {
    if (!error.typed()) {
        return QString::fromStdString(error.message);
    }
    const QString words = error.refusal ? TableWords(error.refusal->names).refusal(*error.refusal)
                                        : fault(*error.fault);
    if (error.message.empty()) {
        return words;
    }
    // "[3] ": a game of a list, read before the words without a colon.
    if (error.message.back() == ' ') {
        return tr("%1 %2").arg(place(error.message).trimmed(), words);
    }
    return tr("%1: %2").arg(place(error.message), words);
}

QString TableWords::handover(const hats::CookieDecision& cookie) const {
    const QString holder = name(cookie.holder.value_or(-1));
    switch (cookie.handover()) {
    case hats::CookieDecision::Handover::Holds:
        return tr("%1 holds the cookie").arg(holder);
    case hats::CookieDecision::Handover::Gets:
        return tr("%1 gets the cookie").arg(holder);
    case hats::CookieDecision::Handover::Keeps:
        return tr("%1 keeps the cookie").arg(holder);
    case hats::CookieDecision::Handover::Takes:
        return tr("%1 takes the cookie from %2")
            .arg(holder, name(cookie.before.holder.value_or(-1)));
    case hats::CookieDecision::Handover::None:
        break;
    }
    return tr("Nobody holds the cookie");
}

QString TableWords::cookieVerdict(const hats::CookieDecision& cookie) const {
    return cookie.holder ? tr("%1 holds the cookie.").arg(name(*cookie.holder))
                         : tr("Nobody holds the cookie.");
}

QString TableWords::cookieReason(const hats::CookieDecision& cookie) const {
    using How = hats::CookieDecision::How;
    switch (cookie.how) {
    case How::NobodyHasHats:
        return tr("Nobody has a hat yet");
    case How::MostTypes:
        return tr("%1: %2, more than anyone").arg(name(*cookie.holder), types(cookie.topCount));
    case How::Tiebreak:
        return tr("%1: tied on %2, lowest card at rank %3")
            .arg(name(*cookie.holder), types(cookie.topCount))
            .arg(cookie.decidingRank());
    case How::FullTieKept:
        return tr("%1: full tie, the cookie stays where it was").arg(name(*cookie.holder));
    case How::FullTieUnknown:
        return tr("Full tie between %1: who held the cookie?").arg(seats(cookie.fullyTied));
    }
    return {};
}

QString TableWords::decidingFact(const hats::CookieDecision& cookie) const {
    using How = hats::CookieDecision::How;
    using Outcome = hats::CookieRankEntry::Outcome;
    switch (cookie.how) {
    case How::NobodyHasHats:
        return tr("Nobody has a hat yet, so nobody holds the cookie (R14).");
    case How::MostTypes:
        return tr("%1 has the most types: %2, and nobody else has as many (R14).")
            .arg(name(*cookie.holder), types(cookie.topCount));
    case How::FullTieKept:
        return tr("The tied players show the same values at every rank: %1 keeps the cookie "
                  "(R16).")
            .arg(name(cookie.holder.value_or(-1)));
    case How::FullTieUnknown:
        return tr("The tied players show the same values at every rank: the table must say "
                  "who held the cookie (R16).");
    case How::Tiebreak:
        break;
    }
    const hats::CookieRank& rank = cookie.ranks.back();
    QString winner;
    QString winningCard;
    QStringList others;
    bool anyHigher = false;
    for (const hats::CookieRankEntry& entry : rank.entries) {
        if (entry.outcome == Outcome::StaysIn) {
            winner = name(entry.seat);
            winningCard = entry.card ? card(*entry.card) : QString();
        } else if (entry.outcome == Outcome::HigherCard) {
            anyHigher = true;
            others.append(tr("%1 shows %2, a higher card")
                              .arg(name(entry.seat), entry.card ? card(*entry.card) : QString()));
        } else if (cookie.counts.at(static_cast<std::size_t>(entry.seat)).cards.empty()) {
            others.append(tr("%1 has only black hats, and black hats are never compared")
                              .arg(name(entry.seat)));
        } else {
            others.append(tr("%1 has run out of cards").arg(name(entry.seat)));
        }
    }
    //: The rank that decided the cookie, when a tied player showed a higher card there.
    return anyHigher ? tr("Rank %1 decides: %2 shows %3, the lowest card; %4 (R15).")
                           .arg(rank.rank)
                           .arg(winner, winningCard, others.join(QStringLiteral("; ")))
                     //: The rank that decided the cookie, when the others had no card there.
                     : tr("Rank %1 decides: only %2 still has a card there (%3); %4 (R15).")
                           .arg(rank.rank)
                           .arg(winner, winningCard, others.join(QStringLiteral("; ")));
}

QStringList TableWords::cookieSteps(const hats::CookieDecision& cookie) const {
    QStringList steps;
    std::vector<int> bySeat;
    for (int seat = 0; seat < static_cast<int>(cookie.counts.size()); ++seat) {
        bySeat.push_back(seat);
    }
    std::stable_sort(bySeat.begin(), bySeat.end(), [&](int a, int b) {
        return cookie.typeCounts[static_cast<std::size_t>(a)] >
               cookie.typeCounts[static_cast<std::size_t>(b)];
    });
    QStringList counts;
    for (int seat : bySeat) {
        const hats::CookieCount& count = cookie.counts[static_cast<std::size_t>(seat)];
        counts.append(count.blackHatBonus
                          //: A player's type count with the +1 of a black hat: "Ann: 3 types (2 + 1
                          //: for black hats)"
                          ? tr("%1: %2 (%3 + 1 for black hats)")
                                .arg(name(seat), types(count.typeCount()))
                                .arg(count.faceUpTypes)
                          : tr("%1: %2").arg(name(seat), types(count.typeCount())));
    }
    steps.append(counts.join(QStringLiteral("; ")));

    using How = hats::CookieDecision::How;
    if (cookie.how == How::NobodyHasHats) {
        steps.append(rule(tr("Nobody has a hat yet, so nobody holds the cookie"), 14));
        return steps;
    }
    if (cookie.how == How::MostTypes) {
        steps.append(rule(tr("%1 has the most types").arg(name(*cookie.holder)), 14));
        steps.append(handover(cookie));
        return steps;
    }
    steps.append(rule(tr("%1 tie on %2; their face-up values are compared from the lowest up")
                          .arg(seats(cookie.tied), types(cookie.topCount)),
                      15));
    for (const hats::CookieRank& rank : cookie.ranks) {
        QStringList shown;
        for (const hats::CookieRankEntry& entry : rank.entries) {
            shown.append(entry.card ? tr("%1 %2").arg(name(entry.seat)).arg(entry.card->value())
                                    : tr("%1 no card left").arg(name(entry.seat)));
        }
        QString line = tr("Rank %1: %2").arg(rank.rank).arg(shown.join(QStringLiteral(", ")));
        if (rank.separates() && rank.survivors.size() == 1) {
            line =
                rule(tr("%1 — %2 has the lowest card").arg(line, name(rank.survivors.front())), 15);
        }
        steps.append(line);
    }
    if (cookie.how == How::Tiebreak) {
        steps.append(handover(cookie));
        return steps;
    }
    steps.append(
        rule(tr("%1 show exactly the same values: a full tie").arg(seats(cookie.fullyTied)), 16));
    if (cookie.how == How::FullTieKept) {
        steps.append(rule(
            tr("%1 keeps the cookie: in a full tie it stays where it is").arg(name(*cookie.holder)),
            16));
    } else {
        steps.append(rule(tr("The cookie stays where it was, and the table must say who held "
                             "it: %1?")
                              .arg(seats(cookie.fullyTied)),
                          16));
    }
    return steps;
}

QString TableWords::outcome(hats::CookieRankEntry::Outcome outcome) {
    switch (outcome) {
    case hats::CookieRankEntry::Outcome::StaysIn:
        return tr("stays in");
    case hats::CookieRankEntry::Outcome::HigherCard:
        return tr("higher card: drops out");
    case hats::CookieRankEntry::Outcome::NoCardLeft:
        return tr("no card left: drops out");
    }
    return {};
}

QString TableWords::victory(const hats::Victory& victory, const hats::GameSetup& setup) const {
    const auto sideName = [&](int side) {
        return victory.byTeam ? QString::fromStdString(setup.teamName(side)) : name(side);
    };
    const auto sides = [&](const std::vector<int>& ids) {
        QStringList list;
        for (int id : ids) {
            list.append(sideName(id));
        }
        return join(list);
    };
    if (victory.decidedBy == hats::DecidedBy::Points) {
        // A team is two people: its own words, with the verb in the plural.
        return rule((victory.byTeam ? tr("%1 win with %2") : tr("%1 wins with %2"))
                        .arg(sideName(victory.topSides.front()), points(victory.points)),
                    18);
    }
    QString text = tr("%1 tie on %2").arg(sides(victory.topSides), points(victory.points));
    if (victory.decidedBy == hats::DecidedBy::BlackHats) {
        return rule((victory.byTeam ? tr("%1; %2 win with the most black hats (%n black hat(s))",
                                         nullptr, victory.blackHats)
                                    : tr("%1; %2 wins with the most black hats (%n black hat(s))",
                                         nullptr, victory.blackHats))
                        .arg(text, sideName(victory.blackHatSides.front())),
                    18);
    }
    if (victory.blackHatSides.size() > 1) {
        text = tr("%1; %2 also tie on %n black hat(s)", nullptr, victory.blackHats)
                   .arg(text, sides(victory.blackHatSides));
    }
    if (victory.decidedBy == hats::DecidedBy::Cookie) {
        return rule((victory.byTeam ? tr("%1; %2 win by holding the cookie")
                                    : tr("%1; %2 wins by holding the cookie"))
                        .arg(text, sideName(*victory.cookieSide)),
                    18);
    }
    return rule(tr("%1; none of them holds the cookie: a shared victory").arg(text), 18);
}
