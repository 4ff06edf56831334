#include "app/gui/game_controller.h"

#include "app/gui/deck_style.h"
#include "app/gui/engine_values.h"
#include "app/gui/settings_controller.h"
#include "app/gui/table_words.h"
#include "engine/game_file.h"
#include "engine/report.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QUuid>

#include <nlohmann/json.hpp>

#ifdef HATS_WITH_DB
#include "db/database.h"
#include "db/default_path.h"
#include "db/game_store.h"
#endif

Q_LOGGING_CATEGORY(lcApp, "hats.app")

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

/** The history the game is saved into after every change (open while the path stays). */
struct GameController::History {
#ifdef HATS_WITH_DB
    std::unique_ptr<hats::db::Database> db;
#endif
    QString path;
};

GameController::~GameController() = default;

GameController::History* GameController::history() {
#ifdef HATS_WITH_DB
    if (databasePath_.isEmpty()) {
        return nullptr;
    }
    if (!history_ || history_->path != databasePath_) {
        history_.reset();
        QDir().mkpath(QFileInfo(databasePath_).absolutePath());
        auto db = hats::db::Database::open(databasePath_.toStdString());
        if (!db) {
            saveProblem_ = tr("The history %1 cannot be opened: %2")
                               .arg(databasePath_, qs(db.error().message));
            qCWarning(lcApp) << saveProblem_;
            return nullptr;
        }
        history_ = std::make_unique<History>(History{std::move(*db), databasePath_});
    }
    return history_.get();
#else
    return nullptr;
#endif
}

GameController::GameController(QObject* parent)
    : QObject(parent), seats_(this), napkin_(this), cookie_(this), dispute_(this) {
    // Names and colours people choose in the settings (R2) reach the game in progress at once.
    connect(DeckStyle::instance(), &DeckStyle::typesChanged, this, [this] {
        emit typesChanged();
        emit boardChanged();
        emit turnChanged();
        if (game_) {
            showSeats();
        }
    });
    autosavePath_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                    QStringLiteral("/current-game.json");
#ifdef HATS_WITH_DB
    databasePath_ = qs(hats::db::defaultDatabasePath());
#endif
}

void GameController::setDatabasePath(const QString& path) {
    if (path != databasePath_) {
        databasePath_ = path;
        emit databasePathChanged();
    }
}

bool GameController::hasSavedGame() const {
    return !game_ && QFileInfo::exists(autosavePath_);
}

void GameController::setAutosavePath(const QString& path) {
    if (path != autosavePath_) {
        autosavePath_ = path;
        emit savedGameChanged();
    }
}

QVariantMap GameController::cardEntry(hats::Card card) const {
    const HatCard hat = DeckStyle::instance()->card(card);
    return {
        {QStringLiteral("id"), hat.type},       {QStringLiteral("type"), hat.type},
        {QStringLiteral("name"), hat.name},     {QStringLiteral("letter"), hat.letter},
        {QStringLiteral("colour"), hat.colour}, {QStringLiteral("value"), hat.value},
        {QStringLiteral("text"), hat.text},     {QStringLiteral("card"), QVariant::fromValue(hat)}};
}

QVariantList GameController::types() const {
    return DeckStyle::instance()->typeList();
}

QVariantList GameController::typesInPlay() const {
    return DeckStyle::instance()->typeList(game_ ? game_->setup().typesInPlay()
                                                 : hats::TypeSet::all());
}

QStringList GameController::players() const {
    QStringList names;
    if (game_) {
        for (const std::string& name : game_->setup().players()) {
            names.append(qs(name));
        }
    }
    return names;
}

int GameController::slotCount() const {
    return game_ ? game_->state().board.slotCount() : 0;
}

QVariantList GameController::board() const {
    QVariantList list;
    if (!game_) {
        return list;
    }
    const hats::Board& board = game_->state().board;
    for (int slot = 1; slot <= board.slotCount(); ++slot) {
        QVariantMap entry = cardEntry(board.at(slot));
        entry.insert(QStringLiteral("slot"), slot);
        entry.insert(QStringLiteral("faceUp"), board.staysFaceUp(slot)); // R10 if it ended now
        list.append(entry);
    }
    return list;
}

QVariantList GameController::teams() const {
    QVariantList list;
    if (!game_ || !game_->setup().hasTeams()) {
        return list;
    }
    for (const hats::TeamStanding& team : game_->standings().teams) {
        list.append(QVariantMap{{QStringLiteral("name"), qs(game_->setup().teamName(team.team))},
                                {QStringLiteral("points"), team.total}});
    }
    return list;
}

QString GameController::teamsText() const {
    QStringList parts;
    if (game_ && game_->setup().hasTeams()) {
        for (const hats::TeamStanding& team : game_->standings().teams) {
            parts.append(tr("%1: %2").arg(qs(game_->setup().teamName(team.team)),
                                          TableWords::points(team.total)));
        }
    }
    return parts.join(QStringLiteral("   "));
}

QString GameController::cardText(const QString& type, int value) const {
    const auto hatType = hats::typeFromId(type.toStdString());
    const auto card = hatType ? hats::Card::make(*hatType, value) : std::nullopt;
    return card ? DeckStyle::instance()->cardText(*card) : QString();
}

QString GameController::currentPlayer() const {
    return game_ && !game_->isOver() ? qs(game_->setup().name(game_->currentSeat())) : QString();
}

QVariantMap GameController::lastTurn() const {
    if (!game_ || game_->turnCount() == 0) {
        return {};
    }
    const int turns = game_->turnCount();
    const hats::Turn& turn = game_->turns().back();
    const hats::TableState& before = game_->stateAfter(turns - 1);
    const hats::TableState& after = game_->state();
    const hats::GameSetup& setup = game_->setup();
    auto holderName = [&setup](const hats::CookieDecision& cookie) {
        return cookie.holder ? qs(setup.name(*cookie.holder)) : QString();
    };
    QVariantMap entry{{QStringLiteral("player"), qs(setup.name(turn.seat))},
                      {QStringLiteral("turn"), turns},
                      {QStringLiteral("cookieFrom"), holderName(before.cookie)},
                      {QStringLiteral("cookieTo"), holderName(after.cookie)}};
    if (const auto* exchange = std::get_if<hats::Exchange>(&turn.action)) {
        entry.insert(QStringLiteral("kind"), QStringLiteral("exchange"));
        entry.insert(QStringLiteral("slot"), exchange->slot);
        entry.insert(QStringLiteral("played"), cardEntry(exchange->played));
        entry.insert(QStringLiteral("taken"), cardEntry(before.board.at(exchange->slot)));
    } else {
        entry.insert(QStringLiteral("kind"), QStringLiteral("blackHat"));
    }
    return entry;
}

QStringList GameController::unavailableCards() const {
    if (!game_) {
        return {};
    }
    return unavailableKeys(game_->state().seen.cards, game_->setup().typesInPlay());
}

namespace {

hats::TypeSet typesInPlayWithout(const QStringList& removedTypes) {
    hats::TypeSet inPlay = hats::TypeSet::all();
    for (const QString& id : removedTypes) {
        if (const auto type = hats::typeFromId(id.toStdString())) {
            inPlay.erase(*type);
        }
    }
    return inPlay;
}

} // namespace

QStringList GameController::boardUnavailable(const QStringList& removedTypes,
                                             const QVariantList& board, int slot) const {
    hats::CardSet elsewhere;
    for (int index = 0; index < board.size(); ++index) {
        if (index + 1 != slot) {
            if (const auto card = cardFrom(board.at(index))) {
                elsewhere.insert(*card);
            }
        }
    }
    return unavailableKeys(elsewhere, typesInPlayWithout(removedTypes));
}

QString GameController::boardProblem(const QStringList& removedTypes,
                                     const QVariantList& board) const {
    const hats::TypeSet inPlay = typesInPlayWithout(removedTypes);
    const DeckStyle* deck = DeckStyle::instance();
    for (int index = 0; index < board.size(); ++index) {
        const auto card = cardFrom(board.at(index));
        if (!card) {
            continue;
        }
        if (!inPlay.contains(card->type())) {
            return tr("Space %1 holds %2, a type removed for two players (R5)")
                .arg(index + 1)
                .arg(deck->cardText(*card));
        }
        for (int other = 0; other < index; ++other) {
            if (cardFrom(board.at(other)) == card) {
                return tr("Spaces %1 and %2 both hold %3: every card is unique (R1)")
                    .arg(other + 1)
                    .arg(index + 1)
                    .arg(deck->cardText(*card));
            }
        }
    }
    return {};
}

QStringList GameController::favoriteUnavailable(const QVariantList& favorites, int seat) const {
    if (!game_) {
        return {};
    }
    hats::CardSet taken = game_->state().seen.cards;
    for (int other = 0; other < favorites.size(); ++other) {
        if (other != seat) {
            if (const auto card = cardFrom(favorites.at(other))) {
                taken.insert(*card);
            }
        }
    }
    return unavailableKeys(taken, game_->setup().typesInPlay());
}

int GameController::cookieHolder() const {
    return game_ && game_->state().cookie.holder ? *game_->state().cookie.holder : -1;
}

QString GameController::turnTitle() const {
    if (!game_) {
        return {};
    }
    if (game_->isOver()) {
        return tr("Game over: every player has played %n hat(s) (R9)", nullptr,
                  hats::kTurnsPerPlayer);
    }
    return tr("%1's turn · round %2 of %3")
        .arg(currentPlayer())
        .arg(game_->round())
        .arg(hats::kTurnsPerPlayer);
}

void GameController::setDisputeTurns(int turns) {
    const int at = game_ ? std::clamp(turns, 0, game_->turnCount()) : 0;
    if (at != disputeTurns_) {
        disputeTurns_ = at;
        emit disputeTurnsChanged();
    }
    if (game_) {
        dispute_.setDecision(game_->stateAfter(at).cookie, game_->setup().players());
    } else {
        dispute_.clear();
    }
}

void GameController::setLastError(const QString& message) {
    if (message != lastError_) {
        lastError_ = message;
        emit lastErrorChanged();
    }
}

bool GameController::refuse(const QString& message) {
    setLastError(message);
    return false;
}

bool GameController::refuse(const hats::Error& error) {
    return refuse(TableWords::error(error));
}

bool GameController::start(const QStringList& names, const QStringList& removedTypes,
                           const QVariantList& board) {
    auto setup = setupFrom(names, removedTypes);
    if (!setup) {
        return refuse(setup.error());
    }
    std::vector<hats::Card> cards;
    for (const QVariant& entry : board) {
        const auto card = cardFrom(entry);
        if (!card) {
            return refuse(tr("Slot %1 needs a type and a value 1-6 (R1)").arg(cards.size() + 1));
        }
        cards.push_back(*card);
    }
    auto game = hats::Game::start(std::move(*setup), cards);
    if (!game) {
        return refuse(game.error());
    }
    game_ = std::move(*game);
    meta_ = {QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString(),
             QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()};
    gameReplaced();
    return true;
}

bool GameController::exchange(int slot, const QString& type, int value) {
    if (!game_) {
        return refuse(tr("No game in progress"));
    }
    const auto hatType = hats::typeFromId(type.toStdString());
    const auto card = hatType ? hats::Card::make(*hatType, value) : std::nullopt;
    if (!card) {
        return refuse(tr("Choose the type and the value 1-6 of the card played (R1)"));
    }
    const auto played = game_->play({game_->currentSeat(), hats::Exchange{slot, *card}});
    if (!played) {
        return refuse(played.error());
    }
    setLastError({});
    refresh();
    return true;
}

bool GameController::blackHat(const QString& type, int value) {
    if (!game_) {
        return refuse(tr("No game in progress"));
    }
    hats::BlackHat hidden;
    if (!type.isEmpty()) {
        hidden.card =
            cardFrom(QVariantMap{{QStringLiteral("type"), type}, {QStringLiteral("value"), value}});
        if (!hidden.card) {
            return refuse(tr("%1 %2 is not a hat card (R1)").arg(type).arg(value));
        }
    }
    const auto played = game_->play({game_->currentSeat(), hidden});
    if (!played) {
        return refuse(played.error());
    }
    setLastError({});
    refresh();
    return true;
}

void GameController::undo() {
    if (canUndo()) {
        game_->undo();
        setLastError({});
        napkin_.clear();
        refresh();
    }
}

void GameController::redo() {
    if (canRedo()) {
        game_->redo();
        setLastError({});
        refresh();
    }
}

bool GameController::finish(const QVariantList& favorites) {
    if (!game_) {
        return refuse(tr("No game in progress"));
    }
    std::vector<hats::Card> cards;
    for (const QVariant& entry : favorites) {
        const auto card = cardFrom(entry);
        if (!card) {
            return refuse(tr("%1's favorite needs a type and a value 1-6 (R9)")
                              .arg(qs(game_->setup().name(static_cast<int>(cards.size())))));
        }
        cards.push_back(*card);
    }
    if (const auto checked = game_->checkFavorites(cards); !checked) {
        return refuse(checked.error());
    }
    // The game was checked turn by turn as it was played: its napkin, without a replay.
    auto report = hats::reportOf(*game_, cards, meta_);
    if (!report) {
        return refuse(report.error());
    }
    napkin_.setReport(std::move(report).value());
    setLastError({});
#ifdef HATS_WITH_DB
    if (!databasePath_.isEmpty()) {
        // The same game id as every save in progress: the history's row becomes finished.
        History* stored = history();
        const auto saved = stored
                               ? hats::db::GameStore(*stored->db).saveFinished(*game_, cards, meta_)
                               : hats::Result<void>(hats::Error{saveProblem_.toStdString()});
        if (!saved) {
            // The napkin stands; only the history misses this game. Say so on the napkin.
            setLastError(tr("Not saved in the history: %1").arg(TableWords::error(saved.error())));
            qCWarning(lcApp) << lastError_;
        }
    }
#endif
    QFile::remove(autosavePath_); // finished: nothing left to resume
    emit savedGameChanged();
    return true;
}

void GameController::abandon() {
#ifdef HATS_WITH_DB
    if (game_ && !meta_.id.empty()) {
        if (History* stored = history()) {
            if (auto done = hats::db::GameStore(*stored->db).abandon(meta_.id); !done) {
                qCWarning(lcApp) << "cannot mark the game abandoned:" << qs(done.error().message);
            }
        }
    }
#endif
    game_.reset();
    meta_ = {};
    QFile::remove(autosavePath_);
    seats_.setSeats({});
    gameReplaced();
}

bool GameController::resume() {
    QFile file(autosavePath_);
    if (!file.open(QIODevice::ReadOnly)) {
        return refuse(tr("No saved game to resume"));
    }
    const QByteArray bytes = file.readAll();
    auto document = hats::parseGameDocument(std::string_view(bytes.constData(), bytes.size()));
    if (!document || !std::holds_alternative<hats::LogDocument>(*document)) {
        return refuse(
            tr("The saved game cannot be read: %1")
                .arg(document ? tr("not a hats-log/1 file") : TableWords::error(document.error())));
    }
    auto game = hats::replay(std::get<hats::LogDocument>(*document));
    if (!game) {
        return refuse(
            tr("The saved game cannot be replayed: %1").arg(TableWords::error(game.error())));
    }
    game_ = std::move(*game);
    meta_ = std::get<hats::LogDocument>(*document).meta;
    if (meta_.id.empty()) { // saved before games had an id: it gets one now, for good
        meta_.id = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
    }
    gameReplaced();
    return true;
}

QString GameController::logJson() const {
    if (!game_) {
        return {};
    }
    return qs(hats::toJson(hats::logOf(*game_, {}, meta_)).dump(2));
}

void GameController::gameReplaced() {
    napkin_.clear();
    setLastError({});
    emit gameChanged();
    emit typesChanged();
    if (game_) {
        refresh();
    } else {
        cookie_.clear();
        setDisputeTurns(0);
        emit boardChanged();
        emit standingsChanged();
        emit turnChanged();
    }
}

void GameController::showSeats() {
    const hats::TableState& state = game_->state();
    const hats::Standings standings = game_->standings();
    const hats::GameSetup& setup = game_->setup();
    const DeckStyle* deck = DeckStyle::instance();
    std::vector<SeatModel::Seat> rows;
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const hats::Collection& collection = state.collections.at(static_cast<std::size_t>(seat));
        QVariantList groups;
        QStringList texts;
        for (hats::HatType type : hats::kAllTypes) {
            QVariantList values;
            QStringList numbers;
            QVariantList cards;
            for (hats::Card card : collection.faceUp) {
                if (card.type() == type) {
                    values.append(card.value());
                    numbers.append(QString::number(card.value()));
                    cards.append(QVariant::fromValue(deck->card(card)));
                }
            }
            if (!values.isEmpty()) {
                groups.append(QVariantMap{
                    {QStringLiteral("id"), QString::fromLatin1(hats::typeId(type).data())},
                    {QStringLiteral("name"), deck->name(type)},
                    {QStringLiteral("colour"), deck->colour(type).name()},
                    {QStringLiteral("values"), values},
                    {QStringLiteral("cards"), cards}});
                //: One type of a collection and its values: "Red 1, 3"
                texts.append(tr("%1 %2").arg(deck->name(type), numbers.join(QStringLiteral(", "))));
            }
        }
        if (collection.blackHats > 0) {
            texts.append(tr("%n black hat(s)", nullptr, collection.blackHats));
        }
        SeatModel::Seat row;
        row.name = qs(setup.name(seat));
        row.team = setup.hasTeams() ? qs(setup.teamName(hats::GameSetup::teamOf(seat))) : QString();
        row.collection = groups;
        row.collectionText =
            texts.isEmpty() ? tr("No hats yet") : texts.join(QStringLiteral(" · "));
        row.blackHats = collection.blackHats;
        row.typeCount = collection.typeCount();
        row.typeCountText = TableWords::types(row.typeCount);
        row.points = standings.players.at(static_cast<std::size_t>(seat)).total;
        row.pointsText = TableWords::points(row.points);
        row.hasCookie = state.cookie.holder == seat;
        row.isCurrent = !game_->isOver() && game_->currentSeat() == seat;
        rows.push_back(std::move(row));
    }
    seats_.setSeats(std::move(rows));
}

void GameController::refresh() {
    showSeats();
    cookie_.setDecision(game_->state().cookie, game_->setup().players());
    setDisputeTurns(game_->turnCount());
    save();
    emit boardChanged();
    emit standingsChanged();
    emit turnChanged();
}

// After every change: the autosave file (what resumes the game) and the history's row of
// the game in progress. Either failing is said on the table, never silently.
void GameController::save() {
    const QString before = saveProblem_;
    saveProblem_.clear();
    const auto said = qScopeGuard([this, before] {
        if (saveProblem_ != before) {
            emit saveProblemChanged();
        }
    });
    if (!game_) {
        return;
    }
    if (!autosavePath_.isEmpty()) {
        QDir().mkpath(QFileInfo(autosavePath_).absolutePath());
        QSaveFile file(autosavePath_);
        const std::string json = hats::toJson(hats::logOf(*game_, {}, meta_)).dump();
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(json.data(), static_cast<qint64>(json.size())) < 0 || !file.commit()) {
            saveProblem_ =
                tr("The game cannot be autosaved to %1: %2").arg(autosavePath_, file.errorString());
            qCWarning(lcApp) << saveProblem_;
        }
    }
#ifdef HATS_WITH_DB
    if (History* stored = history()) {
        if (auto saved = hats::db::GameStore(*stored->db).saveProgress(*game_, meta_); !saved) {
            saveProblem_ = tr("The game in progress is not in the history: %1")
                               .arg(TableWords::error(saved.error()));
            qCWarning(lcApp) << saveProblem_;
        }
    }
#endif
}
