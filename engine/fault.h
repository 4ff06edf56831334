#pragma once

#include <cstdint>
#include <string>

namespace hats {

/**
 * What went wrong reading a file, a history or a photo, apart from the rules (those are a
 * Refusal). Each kind names the arguments of Fault it fills; the place ("players[1].name",
 * "turn 3", a path) travels in Error::message. Words are made at the edge: the command
 * line's formatter in English, the app through tr().
 */
enum class FaultKind : std::uint8_t {
    // Reading a document (formats.md, "Limits")
    NotJson,       // text: the JSON parser's own words, may be empty
    TooDeep,       // number: the byte, limit: levels
    TooLarge,      // limit: bytes, number: a FaultSubject (what the limit is for)
    NulByte,       // number: the byte
    ReadCutShort,  // the file could not be read to its end
    NothingToRead, //
    FolderNotGame, // the path is a folder
    CannotOpen,    // number: errno, text: the system's words
    // The fields of a game document (formats.md)
    Missing,               // number: a FaultHint, what the missing field is for
    WrongShape,            // number: the FaultShape expected, limit: the FaultJson found
    NotExchange,           // an exchange is {"slot": N, "played": card}
    NotFavorites,          // favorites: an object from player name to card
    NotRemovedTypes,       // removedTypes: a list of two type ids (R5)
    UnknownCardType,       // value (R2)
    UnknownTypeId,         // value (R2)
    NotHatValue,           // value (R1)
    NotUuid,               // value
    NotDateTime,           // value
    PlayerCount,           // number: players in the file (R4)
    NameTwice,             // value: the name, text: the other place (R4)
    TeamNeeded,            // number: 0 missing, 1 not a team name (R4)
    TeamsPartial,          // some players of a 4-player game have a team, not all (R4)
    PartnersApart,         // value: the team, text/other: the partners, number: first seat (R4)
    TeamsSameName,         // value: the team (R4)
    BlackHatCount,         // value, limit: 8 (R9)
    CookieHolderNotPlayer, // value (R16)
    NotPlayer,             // value (R4)
    TurnNotOneAction,      // (R7)
    NotSlotNumber,         // value (R3)
    SlotOffBoard,          // text: the player, number: the slot, count: players, limit: slots (R3)
    UnknownFormat,         // value
    NoFavorite,            // text: the player (R9)
    // A player's name (formats.md, "Limits")
    NameNotUtf8, //
    NameControl, // value: "U+0007"
    NameEmpty,   //
    NameTooLong, // number: characters, limit
    // The history database
    HistoryMissing,       // no such file
    HistoryNotFile,       // a folder or a device
    HistoryNotSqlite,     // not an SQLite file
    HistoryForeign,       // text: some of its tables (another application's database)
    HistoryBadVersion,    // number: the schema version it claims
    HistoryNewer,         // number: its schema, limit: the newest this version reads
    HistoryEmptyFile,     //
    HistoryDamaged,       // text: SQLite's words
    HistoryDiskFull,      // text: SQLite's words, may be empty
    HistoryReadOnlyDisk,  // text: SQLite's words
    HistoryNoAccess,      // text: SQLite's words
    HistoryBusy,          // text: SQLite's words
    HistoryFailed,        // text: SQLite's words
    HistorySql,           // text: what SQLite or the history said went wrong
    HistoryNoGame,        // text: the game's id
    HistoryNotTracked,    // text: the game's id (a final state only: it cannot be resumed)
    HistoryMovesUnknown,  // the stored moves are in an encoding this version does not read
    HistoryMovesNoCard,   // number: the turn whose card is missing, 0 for the initial board
    HistoryMovesCutShort, // the stored moves are cut short or too long
    // Reading a photo
    PhotoNotImage,       // not a JPEG or PNG image
    PhotoHeaderDamaged,  // text: "JPEG" or "PNG"
    PhotoImpossibleSize, // the PNG header gives an impossible size
    PhotoTooManyScans,   // limit: scans
    PhotoTooSlow,        // limit: seconds
    PhotoUndecodable,    // text: "jpeg", "png", or OpenCV's words with number 1
    PhotoOutOfMemory,    //
    PhotoTooSmall,       // number: width, limit: height
    PhotoTooLong,        // number: width, limit: height, count: the aspect limit
    PhotoTooManyPixels,  // number: width, limit: height, count: megapixels limit
    PhotoPngTooLarge,    // number: width, limit: height, count: megapixels limit
    PhotoFolder,         // text: the path
    PhotoCannotOpen,     // text: the path
    PhotoFileTooLarge,   // text: the path, limit: MiB
    PhotoCannotRead,     // text: the path
    PhotoNoPicture,      //
    PhotoNoCards,        //
    // Learning a deck from two photos (calibration) and the photo-reading module
    CalibrationNoPhotos,      // the two photos could not be read
    CalibrationBackNoCard,    // the back photo shows no card
    CalibrationBackManyCards, // number: cards the back photo shows
    CalibrationGridCount,     // number: cards found, limit: the deck's 42
    CalibrationGridNoValues,  // no printed values: the rows in the wrong order?
    CalibrationGridNoColour,  // the cards show no common colour area
    PhotoModuleMissing,       // hats-vision.so is not installed
    PhotoModuleBroken,        // text: the loader's words
    PhotoModuleWrong,         // the place is the module's path
    // Writing a file in one piece (engine/atomic_file.h); the place is the file
    FileLinkBroken,    // text: the system's words about the link
    FileNotRegular,    // a folder, pipe or device: nothing was written
    FileCannotWrite,   // number: errno, text: the system's words; count 1: nothing was changed
    FileCannotReplace, // number: errno, text: the system's words; nothing was changed
    // A deck profile (what calibration learned)
    ProfileWrongFormat, // text: the format a profile has
    ProfileDamaged,     // text: what does not fit, in the reader's own words
};

/** The last kind above: tests walk every kind up to it. */
inline constexpr FaultKind kLastFaultKind = FaultKind::ProfileDamaged;

/** What a size limit of FaultKind::TooLarge is for. */
enum class FaultSubject : std::uint8_t { OneGame, ImportFile, ThisFile, OneGameOfImport };

/** What a missing field is for, said after "missing" (FaultKind::Missing). */
enum class FaultHint : std::uint8_t { None, Favorite, PlayedCard, InitialBoard, Format };

/** What a field should hold (FaultKind::WrongShape). */
enum class FaultShape : std::uint8_t {
    TypeId,
    WholeNumber,
    CardList,
    PlayerList,
    TurnList,
    Name,
    PlayerName,
    SlotNumber,
    Format,
    Card,
    PlayerObject,
    TurnObject,
    Document,
};

/** What a field held instead (FaultKind::WrongShape). */
enum class FaultJson : std::uint8_t { Null, Object, List, Text, Boolean, Number };

/** The facts of one fault: a kind and the arguments that kind names. */
struct Fault {
    FaultKind kind = FaultKind::NotJson;
    std::string value; // what was found, as the file writes it (at most 40 characters)
    std::string text;  // a second word: a name, a path, another place, a system's words
    std::string other; // a third: the second name of a pair
    std::int64_t number = 0;
    std::int64_t limit = 0;
    std::int64_t count = 0;

    friend bool operator==(const Fault&, const Fault&) = default;
};

} // namespace hats
