#include "app/gui/game_controller.h"

#include "app/gui/engine_values.h"
#include "app/gui/settings_controller.h"
#include "engine/document_reader.h"
#include "engine/game_file.h"
#include "engine/report.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QUuid>

#include <nlohmann/json.hpp>

#ifdef HATS_WITH_DB
#include "db/game_store.h"
#endif

Q_LOGGING_CATEGORY(lcApp, "hats.app")

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

QString howName(hats::CookieDecision::How how) {
    switch (how) {
    case hats::CookieDecision::How::NobodyHasHats:
        return QStringLiteral("nobody");
    case hats::CookieDecision::How::MostTypes:
        return QStringLiteral("mostTypes");
    case hats::CookieDecision::How::Tiebreak:
        return QStringLiteral("tiebreak");
    case hats::CookieDecision::How::FullTieKept:
        return QStringLiteral("fullTieKept");
    case hats::CookieDecision::How::FullTieUnknown:
        return QStringLiteral("fullTieUnknown");
    }
    return {};
}

} // namespace

GameController::~GameController() = default;

GameController::GameController(QObject* parent) : QObject(parent), seats_(this) {
    // Names and colours people chose in the settings (R2); files keep the stable ids.
    if (const std::string stored = SettingsController::storedProfile().toStdString();
        !stored.empty()) {
        const auto json = hats::parseJsonLimited(stored);
        if (json) {
            if (auto profile = hats::deckProfileFromJson(*json)) {
                profile_ = *profile;
            }
        }
    }
}

void GameController::setHistory(HistoryService* history) {
    if (history == history_) {
        return;
    }
    if (history_) {
        disconnect(history_, nullptr, this, nullptr);
    }
    history_ = history;
    if (history_) {
        connect(history_, &HistoryService::gamesChanged, this, &GameController::loadSavedGames);
    }
    emit historyChanged();
    loadSavedGames();
}

// The games in progress the history holds besides the one on the table, read off the UI
// thread; at most one read is pending, and a change meanwhile reads once more.
void GameController::loadSavedGames() {
#ifdef HATS_WITH_DB
    if (!history_) {
        return;
    }
    if (savedGamesPending_) {
        return;
    }
    savedGamesPending_ = true;
    history_->read(
        this, [](hats::db::Database& db) { return hats::db::GameStore(db).inProgress(); },
        [this](hats::Result<std::vector<hats::db::GameSummary>> games) {
            savedGamesPending_ = false;
            QVariantList list;
            if (games) {
                for (const hats::db::GameSummary& game : *games) {
                    if (game.kind != "log" || (game_ && game.uuid == meta_.id)) {
                        continue;
                    }
                    QStringList players;
                    for (const std::string& name : game.players) {
                        players.append(qs(name));
                    }
                    list.append(
                        QVariantMap{{QStringLiteral("uuid"), qs(game.uuid)},
                                    {QStringLiteral("players"), players.join(QStringLiteral(", "))},
                                    {QStringLiteral("when"), qs(game.when)}});
                }
            }
            if (list != savedGames_) {
                savedGames_ = list;
                emit savedGamesChanged();
            }
        });
#endif
}

QVariantMap GameController::typeEntry(hats::HatType type) const {
    return ::typeEntry(profile_, type);
}

QVariantMap GameController::cardEntry(hats::Card card) const {
    QVariantMap entry = typeEntry(card.type());
    entry.insert(QStringLiteral("type"), entry.value(QStringLiteral("id")));
    entry.insert(QStringLiteral("value"), card.value());
    return entry;
}

QVariantList GameController::types() const {
    QVariantList list;
    for (hats::HatType type : hats::kAllTypes) {
        list.append(typeEntry(type));
    }
    return list;
}

QVariantList GameController::typesInPlay() const {
    if (!game_) {
        return types();
    }
    QVariantList list;
    for (hats::HatType type : hats::kAllTypes) {
        if (game_->setup().typesInPlay().contains(type)) {
            list.append(typeEntry(type));
        }
    }
    return list;
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

QString GameController::currentPlayer() const {
    return game_ && !game_->isOver() ? qs(game_->setup().name(game_->currentSeat())) : QString();
}

int GameController::cookieHolder() const {
    return game_ && game_->state().cookie.holder ? *game_->state().cookie.holder : -1;
}

QString GameController::cookieReason() const {
    return game_ ? qs(game_->state().cookie.reason) : QString();
}

bool GameController::refuse(const QString& message) {
    lastError_ = message;
    emit changed();
    return false;
}

bool GameController::start(const QStringList& names, const QStringList& removedTypes,
                           const QVariantList& board) {
    auto setup = setupFrom(names, removedTypes);
    if (!setup) {
        return refuse(qs(setup.error().message));
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
        return refuse(qs(game.error().message));
    }
    game_ = std::move(*game);
    meta_ = {QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString(),
             QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()};
    favorites_.assign(static_cast<std::size_t>(game_->setup().playerCount()), std::nullopt);
    finished_ = false;
    finalNapkin_.reset();
    napkin_.clear();
    lastError_.clear();
    refresh();
    loadSavedGames(); // the game set aside, if any, is now one of the saved ones
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
        return refuse(qs(played.error().message));
    }
    lastError_.clear();
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
        return refuse(qs(played.error().message));
    }
    lastError_.clear();
    refresh();
    return true;
}

void GameController::undo() {
    if (canUndo()) {
        // Back into the game: it is in progress again; the favorites chosen stay (issue 10).
        game_->undo();
        finished_ = false;
        finalNapkin_.reset();
        lastError_.clear();
        napkin_.clear();
        refresh();
    }
}

void GameController::redo() {
    if (canRedo()) {
        game_->redo();
        lastError_.clear();
        refresh();
    }
}

QVariantList GameController::favorites() const {
    QVariantList list;
    for (const auto& card : favorites_) {
        list.append(card ? QVariant(cardEntry(*card)) : QVariant(QVariantMap()));
    }
    return list;
}

bool GameController::setFavorite(int seat, const QString& type, int value) {
    if (!game_) {
        return refuse(tr("No game in progress"));
    }
    if (seat < 0 || seat >= game_->setup().playerCount()) {
        return refuse(tr("There is no seat %1 at this table").arg(seat + 1));
    }
    const auto card =
        cardFrom(QVariantMap{{QStringLiteral("type"), type}, {QStringLiteral("value"), value}});
    if (!card || !game_->setup().typesInPlay().contains(card->type())) {
        return refuse(tr("%1 %2 is not a hat card of this game (R1, R5)").arg(type).arg(value));
    }
    favorites_.resize(static_cast<std::size_t>(game_->setup().playerCount()));
    favorites_[static_cast<std::size_t>(seat)] = *card;
    lastError_.clear();
    save();
    emit changed();
    return true;
}

bool GameController::finish(const QVariantList& favorites) {
    if (!game_) {
        return refuse(tr("No game in progress"));
    }
    const int players = game_->setup().playerCount();
    std::vector<hats::Card> cards;
    for (int seat = 0; seat < players; ++seat) {
        std::optional<hats::Card> card;
        if (!favorites.isEmpty()) {
            card = cardFrom(favorites.value(seat));
        } else if (static_cast<std::size_t>(seat) < favorites_.size()) {
            card = favorites_[static_cast<std::size_t>(seat)];
        }
        if (!card) {
            return refuse(tr("%1's favorite needs a type and a value 1-6 (R9)")
                              .arg(qs(game_->setup().name(seat))));
        }
        cards.push_back(*card);
    }
    if (!favorites.isEmpty()) {
        favorites_.assign(cards.begin(), cards.end());
    }
    // The engine scores the game it already checked turn by turn: no replay (issue 9).
    auto napkin = game_->finish(cards);
    if (!napkin) {
        save(); // the favorites chosen are kept even when they do not end the game
        return refuse(qs(napkin.error().message));
    }
    finished_ = true;
    finalNapkin_ = *napkin;
    lastError_.clear();
    showNapkin(*napkin);
    save();
    loadSavedGames();
    emit changed();
    return true;
}

// The napkin for the screen, from the game on the table and the engine's napkin.
bool GameController::showNapkin(const hats::Napkin& napkin) {
    // As `hats score` reports this game's log: the napkin screens need no id.
    hats::ScoreReport report{game_->setup(), {}, napkin, game_->standings(), game_->state().cookie};
    report.isLog = true;
    report.cookieHistory = game_->cookieHistory();
    report.turnsPlayed = game_->turnCount();
    report.totalTurns = game_->totalTurns();
    report.board = game_->state().board;
    report.collections = game_->state().collections;
    napkin_ = QJsonDocument::fromJson(QByteArray::fromStdString(hats::toJson(report).dump()))
                  .object()
                  .toVariantMap();
    return true;
}

void GameController::abandon() {
    if (game_ && !meta_.id.empty()) {
        abandonGame(qs(meta_.id));
        return;
    }
    setAside();
}

void GameController::abandonGame(const QString& uuid) {
#ifdef HATS_WITH_DB
    if (history_ && !uuid.isEmpty()) {
        history_->write(
            this,
            [id = uuid.toStdString()](hats::db::Database& db) {
                return hats::db::GameStore(db).abandon(id);
            },
            [](hats::Result<void> done) {
                if (!done) {
                    qCWarning(lcApp)
                        << "cannot mark the game abandoned:" << qs(done.error().message);
                }
            });
    }
#endif
    if (game_ && qs(meta_.id) == uuid) {
        setAside();
    }
}

void GameController::setAside() {
    game_.reset();
    meta_ = {};
    favorites_.clear();
    finished_ = false;
    finalNapkin_.reset();
    napkin_.clear();
    lastError_.clear();
    saveProblem_.clear();
    seats_.setSeats({});
    emit changed();
    loadSavedGames();
}

bool GameController::takeLog(const hats::LogDocument& log) {
    auto game = hats::replay(log);
    if (!game) {
        return refuse(
            tr("The game in progress cannot be replayed: %1").arg(qs(game.error().message)));
    }
    game_ = std::move(*game);
    meta_ = log.meta;
    if (meta_.id.empty()) { // a file without an id gets one now, for good
        meta_.id = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
    }
    favorites_ = log.favorites;
    favorites_.resize(static_cast<std::size_t>(game_->setup().playerCount()));
    finished_ = false;
    finalNapkin_.reset();
    napkin_.clear();
    lastError_.clear();
    return true;
}

bool GameController::resume(const QString& uuid) {
#ifdef HATS_WITH_DB
    if (!history_) {
        return refuse(tr("No saved game to resume"));
    }
    const std::string id = uuid.toStdString();
    auto log = history_->readNow(
        [&id](hats::db::Database& db) -> hats::Result<std::optional<hats::LogDocument>> {
            hats::db::GameStore store(db);
            if (id.empty()) {
                return store.resumable();
            }
            auto found = store.loadLog(id);
            if (!found) {
                return found.error();
            }
            return std::optional<hats::LogDocument>(std::move(found).value());
        });
    if (!log) {
        return refuse(tr("The saved game cannot be read: %1").arg(qs(log.error().message)));
    }
    if (!log->has_value()) {
        return refuse(tr("No saved game to resume"));
    }
    if (!takeLog(**log)) {
        return false;
    }
    refresh(); // also stores it as in progress again (an abandoned game comes back)
    loadSavedGames();
    return true;
#else
    Q_UNUSED(uuid);
    return refuse(tr("No saved game to resume"));
#endif
}

bool GameController::resumeFile(const QString& path) {
    // The one bounded reader (formats.md, "Limits"): a huge or endless file is refused early.
    auto document = hats::readGameFile(QFile::encodeName(path).toStdString());
    if (!document || !std::holds_alternative<hats::LogDocument>(*document)) {
        return refuse(
            tr("%1 is not a game in progress: %2")
                .arg(path, document ? tr("not a hats-log/1 file") : qs(document.error().message)));
    }
    if (!takeLog(std::get<hats::LogDocument>(*document))) {
        return false;
    }
    refresh();
    loadSavedGames();
    return true;
}

QVariantMap GameController::cookieAt(int turns) const {
    if (!game_) {
        return {};
    }
    const int at = std::clamp(turns, 0, game_->turnCount());
    const hats::CookieDecision& cookie = game_->stateAfter(at).cookie;
    const auto& names = game_->setup().players();
    auto nameOf = [&](int seat) {
        return qs(names.at(static_cast<std::size_t>(seat)));
    };

    QVariantList players;
    for (int seat = 0; seat < static_cast<int>(names.size()); ++seat) {
        QVariantList values;
        for (int value : cookie.values.at(static_cast<std::size_t>(seat))) {
            values.append(value);
        }
        const bool tied =
            std::find(cookie.tied.begin(), cookie.tied.end(), seat) != cookie.tied.end();
        players.append(QVariantMap{
            {QStringLiteral("name"), nameOf(seat)},
            {QStringLiteral("typeCount"), cookie.typeCounts.at(static_cast<std::size_t>(seat))},
            {QStringLiteral("values"), values},
            {QStringLiteral("tied"), tied},
            {QStringLiteral("holder"), cookie.holder == seat}});
    }
    QVariantList ranks;
    for (const hats::CookieRank& rank : cookie.ranks) {
        QVariantList entries;
        for (std::size_t i = 0; i < rank.seats.size(); ++i) {
            const int seat = rank.seats[i];
            const bool survives = std::find(rank.survivors.begin(), rank.survivors.end(), seat) !=
                                  rank.survivors.end();
            entries.append(QVariantMap{{QStringLiteral("name"), nameOf(seat)},
                                       {QStringLiteral("value"), rank.values[i].value_or(0)},
                                       {QStringLiteral("hasCard"), rank.values[i].has_value()},
                                       {QStringLiteral("survives"), survives}});
        }
        ranks.append(QVariantMap{{QStringLiteral("rank"), rank.rank},
                                 {QStringLiteral("entries"), entries},
                                 {QStringLiteral("deciding"), rank.rank == cookie.decidingRank()}});
    }
    QStringList steps;
    for (const std::string& step : cookie.steps) {
        steps.append(qs(step));
    }
    return {{QStringLiteral("turns"), at},
            {QStringLiteral("how"), howName(cookie.how)},
            {QStringLiteral("holder"), cookie.holder ? nameOf(*cookie.holder) : QString()},
            {QStringLiteral("reason"), qs(cookie.reason)},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("players"), players},
            {QStringLiteral("ranks"), ranks}};
}

QString GameController::logJson() const {
    if (!game_) {
        return {};
    }
    return qs(hats::toJson(hats::logOf(*game_, {}, meta_)).dump(2));
}

void GameController::refresh() {
    const hats::TableState& state = game_->state();
    const hats::Standings standings = game_->standings();
    const hats::GameSetup& setup = game_->setup();
    std::vector<SeatModel::Seat> rows;
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const hats::Collection& collection = state.collections.at(static_cast<std::size_t>(seat));
        QVariantList groups;
        for (hats::HatType type : hats::kAllTypes) {
            QVariantList values;
            for (hats::Card card : collection.faceUp) {
                if (card.type() == type) {
                    values.append(card.value());
                }
            }
            if (!values.isEmpty()) {
                QVariantMap group = typeEntry(type);
                group.insert(QStringLiteral("values"), values);
                groups.append(group);
            }
        }
        SeatModel::Seat row;
        row.name = qs(setup.name(seat));
        row.team = setup.hasTeams() ? qs(setup.teamName(hats::GameSetup::teamOf(seat))) : QString();
        row.collection = groups;
        row.blackHats = collection.blackHats;
        row.typeCount = collection.typeCount();
        row.points = standings.players.at(static_cast<std::size_t>(seat)).total;
        row.hasCookie = state.cookie.holder == seat;
        row.isCurrent = !game_->isOver() && game_->currentSeat() == seat;
        rows.push_back(std::move(row));
    }
    seats_.setSeats(std::move(rows));
    save();
    emit changed();
}

// After every change: the game as the engine checked it goes to the history, in order,
// on the history's thread. A failure is said on the table, never silently.
void GameController::save() {
#ifdef HATS_WITH_DB
    if (!game_ || !history_) {
        return;
    }
    std::optional<hats::Napkin> napkin = finished_ ? finalNapkin_ : std::nullopt;
    history_->write(
        this,
        [game = *game_, meta = meta_, favorites = favorites_,
         napkin = std::move(napkin)](hats::db::Database& db) {
            return hats::db::GameStore(db).save(game, meta, favorites, napkin ? &*napkin : nullptr);
        },
        [this](hats::Result<void> saved) {
            const QString problem =
                saved
                    ? QString()
                    : tr("The game is not saved in the history: %1").arg(qs(saved.error().message));
            if (!saved) {
                qCWarning(lcApp) << problem;
            }
            if (problem != saveProblem_) {
                saveProblem_ = problem;
                emit changed();
            }
        });
#endif
}
