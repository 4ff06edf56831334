#include "app/gui/photo_controller.h"

#include "app/gui/async.h"
#include "app/gui/table_words.h"
#include "engine/card.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPointF>
#include <QSettings>
#include <QStandardPaths>

#ifdef HATS_WITH_VISION
#include "app/photo/vision_module.h"
#endif

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

/** One card on the photo as the player will confirm it. */
struct PhotoController::Entry {
    std::optional<hats::Card> card;  ///< known face-up card (read surely, or set by the player)
    std::optional<hats::Card> guess; ///< the reader's hint for a doubtful card
    bool faceDown = false;
    bool doubtful = false;
    bool corrected = false;
    int slot = 0;
    double confidence = 0;
    std::array<QPointF, 4> corners;
};

struct PhotoController::ReadOutcome {
    int generation = 0;
    QString error;
    int width = 0;
    int height = 0;
    std::vector<Entry> entries;
};

struct PhotoController::CalibrationOutcome {
    QString error;
    std::shared_ptr<const hats::photo::LearnedDeck> profile;
    QVariantMap learned;
};

namespace {

const QString kProfileKey = QStringLiteral("vision/profile");
constexpr int kFinalCollection = 8; // R9: 8 turns, one hat taken each

[[maybe_unused]] QString localPath(const QUrl& url) {
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

QString cardName(hats::Card card) {
    return QString::fromStdString(card.toString());
}

QVariantMap cardEntry(hats::Card card) {
    return {{QStringLiteral("type"), QString::fromLatin1(hats::typeId(card.type()).data())},
            {QStringLiteral("value"), card.value()}};
}

// A profile's file name from the name the player typed: letters, digits, '-' and '_'.
[[maybe_unused]] QString profileFileName(const QString& name) {
    QString file;
    for (const QChar c : name.trimmed()) {
        file += c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')
                    ? c
                    : QLatin1Char('-');
    }
    return file.isEmpty() ? QStringLiteral("deck") : file;
}

#ifdef HATS_WITH_VISION
// What the calibration page shows of a learned deck (colours, every card, the grid read back).
QVariantMap learnedMap(const hats::photo::LearnedDeck& deck) {
    QVariantList types;
    for (const auto& [type, colour] : deck.typeColours) {
        types.append(
            QVariantMap{{QStringLiteral("type"), QString::fromLatin1(hats::typeId(type).data())},
                        {QStringLiteral("colour"), QString::fromStdString(colour)}});
    }
    // Card by card: what was learned, what was not and why, with what the photo showed.
    QVariantList cards;
    QStringList notLearned;
    for (const auto& card : deck.cards) {
        const QString name = card.card ? cardName(*card.card) : PhotoController::tr("card back");
        const QString picture =
            card.png.empty()
                ? QString()
                : QStringLiteral("data:image/png;base64,") +
                      QString::fromLatin1(QByteArray(reinterpret_cast<const char*>(card.png.data()),
                                                     static_cast<qsizetype>(card.png.size()))
                                              .toBase64());
        cards.append(QVariantMap{{QStringLiteral("name"), name},
                                 {QStringLiteral("learned"), card.learned},
                                 {QStringLiteral("problem"), QString::fromStdString(card.problem)},
                                 {QStringLiteral("picture"), picture}});
        if (!card.learned) {
            notLearned.append(name + QStringLiteral(" (") + QString::fromStdString(card.problem) +
                              QLatin1Char(')'));
        }
    }
    QStringList missing;
    for (const hats::Card card : deck.missing) {
        missing.append(cardName(card));
    }
    const QVariantMap check{{QStringLiteral("read"), deck.cardsRead},
                            {QStringLiteral("total"), deck.cardsTotal},
                            {QStringLiteral("doubtful"), deck.doubtful},
                            {QStringLiteral("missing"), missing}};
    return {{QStringLiteral("name"), QString::fromStdString(deck.name)},
            {QStringLiteral("cardAspect"), deck.cardAspect},
            {QStringLiteral("shapeMeasured"), deck.shapeMeasured},
            {QStringLiteral("types"), types},
            {QStringLiteral("back"), QString::fromStdString(deck.backColour)},
            {QStringLiteral("cards"), cards},
            {QStringLiteral("notLearned"), notLearned},
            {QStringLiteral("check"), check}};
}
#endif

} // namespace

PhotoController::PhotoController(QObject* parent)
    : QObject(parent),
      profileFolder_(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                     QStringLiteral("/decks")),
      profile_(QSettings().value(kProfileKey).toString()) {}

PhotoController::~PhotoController() = default;

bool PhotoController::available() const {
#ifdef HATS_WITH_VISION
    return hats::photo::visionModuleInstalled(); // looks for the module, does not load it
#else
    return false;
#endif
}

bool PhotoController::cameraAvailable() const {
#ifdef HATS_WITH_CAMERA
    // Video devices as the kernel lists them, rather than QMediaDevices: linking Qt
    // Multimedia would load it (and PulseAudio and a dozen codecs) at every start; the camera
    // page's QML loads it when the camera is used.
    return !QDir(QStringLiteral("/dev"))
                .entryList({QStringLiteral("video*")}, QDir::System | QDir::Readable)
                .isEmpty();
#else
    return false;
#endif
}

void PhotoController::setProfileFolder(const QString& folder) {
    profileFolder_ = folder;
    emit profilesChanged();
}

QStringList PhotoController::profiles() const {
    QStringList names;
    const QFileInfoList files =
        QDir(profileFolder_)
            .entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo& file : files) {
        names.append(file.completeBaseName());
    }
    return names;
}

QString PhotoController::profile() const {
    const QStringList saved = profiles();
    return saved.contains(profile_) ? profile_ : saved.value(0);
}

void PhotoController::setProfile(const QString& name) {
    profile_ = name;
    QSettings().setValue(kProfileKey, name);
    emit profilesChanged();
}

QVariantList PhotoController::cards() const {
    QVariantList list;
    for (const Entry& entry : entries_) {
        QVariantMap map{{QStringLiteral("faceDown"), entry.faceDown},
                        {QStringLiteral("doubtful"), entry.doubtful},
                        {QStringLiteral("corrected"), entry.corrected},
                        {QStringLiteral("slot"), entry.slot},
                        {QStringLiteral("confidence"), entry.confidence}};
        if (entry.card) {
            map.insert(cardEntry(*entry.card));
        }
        if (entry.guess) {
            map.insert(QStringLiteral("guessType"),
                       QString::fromLatin1(hats::typeId(entry.guess->type()).data()));
            map.insert(QStringLiteral("guessValue"), entry.guess->value());
        }
        QVariantList corners;
        for (const QPointF& corner : entry.corners) {
            corners << corner.x() << corner.y();
        }
        map.insert(QStringLiteral("corners"), corners);
        list.append(map);
    }
    return list;
}

int PhotoController::blackHats() const {
    return static_cast<int>(
        std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.faceDown; }));
}

int PhotoController::doubtfulCount() const {
    return static_cast<int>(
        std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.doubtful; }));
}

QStringList PhotoController::problems() const {
    QStringList problems;
    if (entries_.empty()) {
        return problems;
    }
    if (const int doubtful = doubtfulCount(); doubtful > 0) {
        problems.append(tr("%n card(s) could not be read for sure: tap each one marked ? and say "
                           "what it is.",
                           "", doubtful));
    }
    const bool board = kind_ == QStringLiteral("board");
    std::map<int, int> seen;
    for (const Entry& entry : entries_) {
        if (board && entry.faceDown) {
            problems.append(tr("Space %1 shows a card back: board cards are face up (R3). Tap it "
                               "to say which card it is, or remove it.")
                                .arg(entry.slot));
        }
        if (entry.card && ++seen[entry.card->index()] == 2) {
            problems.append(tr("%1 appears twice: the deck has one card of each type and value "
                               "(R1). Tap the wrong one.")
                                .arg(cardName(*entry.card)));
        }
    }
    const int count = static_cast<int>(entries_.size());
    if (board && expectedCards_ > 0 && count > expectedCards_) {
        problems.append(
            tr("%1 cards read, but the tea table has %2 spaces (R3): remove what is not "
               "a board card.")
                .arg(count)
                .arg(expectedCards_));
    }
    return problems;
}

QStringList PhotoController::hints() const {
    QStringList hints;
    if (entries_.empty()) {
        return hints;
    }
    const int count = static_cast<int>(entries_.size());
    if (kind_ == QStringLiteral("board") && expectedCards_ > count) {
        hints.append(tr("%1 of %2 board cards read: was one left out of the photo? The others "
                        "can be filled in by hand.")
                         .arg(count)
                         .arg(expectedCards_));
    }
    if (kind_ != QStringLiteral("board") && count != kFinalCollection) {
        hints.append(tr("A finished collection holds %1 hats, face up or black (R9); this photo "
                        "shows %2. Is one missing or extra?")
                         .arg(kFinalCollection)
                         .arg(count));
    }
    // The reader wants each card at least about a ninth of the photo's long side.
    std::vector<double> widths;
    for (const Entry& entry : entries_) {
        const QPointF top = entry.corners[1] - entry.corners[0];
        widths.push_back(std::hypot(top.x(), top.y()));
    }
    std::nth_element(widths.begin(), widths.begin() + static_cast<long>(widths.size() / 2),
                     widths.end());
    const double longSide = std::max(photoWidth_, photoHeight_);
    if (widths[widths.size() / 2] < longSide / 12) {
        hints.append(tr("The cards are small in this photo: come closer, so that the cards fill "
                        "the picture, for surer reads."));
    }
    return hints;
}

bool PhotoController::canConfirm() const {
    if (entries_.empty() || busy_) {
        return false;
    }
    return problems().isEmpty();
}

void PhotoController::read(const QUrl& photo, const QString& kind, int expectedCards) {
    clear();
    kind_ = kind == QStringLiteral("board") ? kind : QStringLiteral("collection");
    photo_ = photo;
    expectedCards_ = expectedCards;
    const int generation = ++generation_;
#ifdef HATS_WITH_VISION
    if (localPath(photo).isEmpty()) {
        fail(tr("No photo was chosen."));
        emit readFinished(false);
        return;
    }
    const QString deck = profile();
    if (deck.isEmpty()) {
        fail(tr("No deck is learned yet: calibrate your deck first (one photo of all 42 cards "
                "and one of a card back)."));
        emit readFinished(false);
        return;
    }
    busy_ = true;
    emit changed();
    const std::string profilePath =
        QDir(profileFolder_).filePath(deck + QStringLiteral(".json")).toStdString();
    const std::string photoPath = localPath(photo).toStdString();
    const bool board = kind_ == QStringLiteral("board");
    runAsync(
        this,
        [generation, profilePath, photoPath, board] {
            ReadOutcome outcome;
            outcome.generation = generation;
            // The first photo loads the photo-reading module (and OpenCV), off the UI thread.
            const auto module = hats::photo::visionModule();
            if (!module) {
                outcome.error = TableWords::error(module.error());
                return outcome;
            }
            const auto reading = (*module)->readPhotoFile(photoPath, profilePath, board);
            if (!reading) {
                outcome.error = TableWords::error(reading.error());
                return outcome;
            }
            outcome.width = reading->width;
            outcome.height = reading->height;
            for (const auto& card : reading->cards) {
                Entry entry;
                entry.card = card.card;
                entry.guess = card.guess;
                entry.faceDown = card.faceDown;
                entry.doubtful = card.doubtful;
                entry.slot = card.slot;
                entry.confidence = card.confidence;
                for (size_t i = 0; i < entry.corners.size(); ++i) {
                    entry.corners[i] = QPointF(card.corners[i][0], card.corners[i][1]);
                }
                outcome.entries.push_back(entry);
            }
            return outcome;
        },
        [this](ReadOutcome outcome) { finishRead(std::move(outcome)); });
#else
    Q_UNUSED(generation);
    fail(tr("This build of Hats Companion cannot read photos (built without OpenCV)."));
    emit readFinished(false);
#endif
}

void PhotoController::finishRead(ReadOutcome outcome) {
    if (outcome.generation != generation_) {
        return; // a newer photo replaced this one
    }
    busy_ = false;
    if (!outcome.error.isEmpty()) {
        fail(outcome.error);
        emit readFinished(false);
        return;
    }
    photoWidth_ = outcome.width;
    photoHeight_ = outcome.height;
    entries_ = std::move(outcome.entries);
    emit changed();
    emit readFinished(true);
}

bool PhotoController::validIndex(int index) const {
    return index >= 0 && index < static_cast<int>(entries_.size());
}

bool PhotoController::correct(int index, const QString& type, int value) {
    const auto hatType = hats::typeFromId(type.toStdString());
    const auto card = hatType ? hats::Card::make(*hatType, value) : std::nullopt;
    if (!validIndex(index) || !card) {
        return fail(tr("%1 %2 is not a hat card (R1).").arg(type).arg(value));
    }
    Entry& entry = entries_[static_cast<size_t>(index)];
    entry.card = card;
    entry.faceDown = false;
    entry.doubtful = false;
    entry.corrected = true;
    error_.clear();
    emit changed();
    return true;
}

bool PhotoController::markFaceDown(int index) {
    if (!validIndex(index)) {
        return false;
    }
    if (kind_ == QStringLiteral("board")) {
        return fail(tr("Board cards are face up (R3): a card back cannot be on the board."));
    }
    Entry& entry = entries_[static_cast<size_t>(index)];
    entry.card.reset();
    entry.faceDown = true;
    entry.doubtful = false;
    entry.corrected = true;
    error_.clear();
    emit changed();
    return true;
}

bool PhotoController::remove(int index) {
    if (!validIndex(index)) {
        return false;
    }
    const int slot = entries_[static_cast<size_t>(index)].slot;
    entries_.erase(entries_.begin() + index);
    if (slot > 0) {
        for (Entry& entry : entries_) { // the row closes up: later slots move one left
            entry.slot -= entry.slot > slot ? 1 : 0;
        }
    }
    error_.clear();
    emit changed();
    return true;
}

void PhotoController::clear() {
    ++generation_;
    entries_.clear();
    error_.clear();
    photo_.clear();
    photoWidth_ = photoHeight_ = 0;
    busy_ = false;
    emit changed();
}

QVariantList PhotoController::boardCards(int slotCount) const {
    std::vector<const Entry*> row;
    for (const Entry& entry : entries_) {
        row.push_back(&entry);
    }
    std::sort(row.begin(), row.end(),
              [](const Entry* a, const Entry* b) { return a->slot < b->slot; });
    QVariantList board;
    for (const Entry* entry : row) {
        board.append(entry->card ? QVariant(cardEntry(*entry->card)) : QVariant());
    }
    while (board.size() < slotCount) {
        board.append(QVariant());
    }
    return board;
}

QVariantMap PhotoController::collection() const {
    QVariantList cards;
    for (const Entry& entry : entries_) {
        if (entry.card && !entry.faceDown) {
            cards.append(cardEntry(*entry.card));
        }
    }
    return {{QStringLiteral("cards"), cards}, {QStringLiteral("blackHats"), blackHats()}};
}

QString PhotoController::captureFile() const {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    QDir().mkpath(folder);
    return QDir(folder).filePath(
        QStringLiteral("photo-%1.jpg")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz"))));
}

void PhotoController::calibrate(const QUrl& grid, const QUrl& back, const QString& name) {
    learned_.clear();
    learnedProfile_.reset();
    error_.clear();
#ifdef HATS_WITH_VISION
    busy_ = true;
    emit changed();
    const std::string gridPath = localPath(grid).toStdString();
    const std::string backPath = localPath(back).toStdString();
    const std::string deckName = profileFileName(name).toStdString();
    runAsync(
        this,
        [gridPath, backPath, deckName] {
            CalibrationOutcome outcome;
            const auto module = hats::photo::visionModule();
            if (!module) {
                outcome.error = TableWords::error(module.error());
                return outcome;
            }
            auto deck = (*module)->calibrate(gridPath, backPath, deckName);
            if (!deck) {
                outcome.error = TableWords::error(deck.error());
                return outcome;
            }
            outcome.learned = learnedMap(*deck);
            outcome.profile = std::make_shared<const hats::photo::LearnedDeck>(std::move(*deck));
            return outcome;
        },
        [this](CalibrationOutcome outcome) { finishCalibration(std::move(outcome)); });
#else
    Q_UNUSED(grid);
    Q_UNUSED(back);
    Q_UNUSED(name);
    fail(tr("This build of Hats Companion cannot read photos (built without OpenCV)."));
    emit calibrationFinished(false);
#endif
}

void PhotoController::finishCalibration(CalibrationOutcome outcome) {
    busy_ = false;
    if (!outcome.error.isEmpty()) {
        fail(outcome.error);
        emit calibrationFinished(false);
        return;
    }
    learned_ = outcome.learned;
    learnedProfile_ = std::move(outcome.profile);
    emit changed();
    emit calibrationFinished(true);
}

bool PhotoController::saveLearned() {
#ifdef HATS_WITH_VISION
    if (!learnedProfile_) {
        return fail(tr("Nothing learned yet: take the two calibration photos first."));
    }
    const QString name = QString::fromStdString(learnedProfile_->name);
    if (!QDir().mkpath(profileFolder_)) {
        return fail(tr("Cannot create the folder %1 for deck profiles.").arg(profileFolder_));
    }
    const QString path = QDir(profileFolder_).filePath(name + QStringLiteral(".json"));
    const auto module = hats::photo::visionModule();
    const auto saved = module ? (*module)->saveProfile(*learnedProfile_, path.toStdString())
                              : hats::Result<void>(module.error());
    if (!saved) {
        return fail(
            tr("Cannot save the deck profile %1: %2").arg(path, TableWords::error(saved.error())));
    }
    setProfile(name);
    return true;
#else
    return fail(tr("This build of Hats Companion cannot read photos (built without OpenCV)."));
#endif
}

bool PhotoController::fail(const QString& message) {
    error_ = message;
    emit changed();
    return false;
}
