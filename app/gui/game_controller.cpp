#include "app/gui/game_controller.h"

#include "app/gui/deck_style.h"
#include "app/gui/engine_values.h"
#include "app/gui/settings_controller.h"
#include "app/gui/table_words.h"
#include "engine/document_reader.h"
#include "engine/game_file.h"
#include "engine/report.h"

#include <QDateTime>
#include <QFile>
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

} // namespace

GameController::~GameController() = default;

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
        savedGamesStale_ = true; // writes came after that read was asked: read once more
        return;
    }
    savedGamesPending_ = true;
    history_->read(
        this, [](hats::db::Database& db) { return hats::db::GameStore(db).inProgress(); },
        [this](hats::Result<std::vector<hats::db::GameSummary>> games) {
            savedGamesPending_ = false;
            if (savedGamesStale_) {
                savedGamesStale_ = false;
                loadSavedGames();
                return;
            }
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
                    list.append(QVariantMap{{QStringLiteral("uuid"), qs(game.uuid)},
                                            {QStringLiteral("players"), TableWords::join(players)},
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
            return refuse(tr("Space %1 needs a type and a value 1-6 (R1)").arg(cards.size() + 1));
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
    favorites_.assign(static_cast<std::size_t>(game_->setup().playerCount()), std::nullopt);
    finished_ = false;
    finalNapkin_.reset();
    gameReplaced();
    emit favoritesChanged();
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
        // Back into the game: it is in progress again; the favorites chosen stay (issue 10).
        game_->undo();
        finished_ = false;
        finalNapkin_.reset();
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
    setLastError({});
    save();
    emit favoritesChanged();
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
        emit favoritesChanged();
    }
    // The game was checked turn by turn as it was played: its napkin, without a replay.
    if (const auto checked = game_->checkFavorites(cards); !checked) {
        save(); // the favorites chosen are kept even when they do not end the game
        return refuse(checked.error());
    }
    auto report = hats::reportOf(*game_, cards, meta_);
    if (!report) {
        save(); // the favorites chosen are kept even when they do not end the game
        return refuse(report.error());
    }
    finished_ = true;
    finalNapkin_ = report->napkin;
    napkin_.setReport(std::move(report).value());
    setLastError({});
    save();
    loadSavedGames();
    emit turnChanged();
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
                        << "cannot mark the game abandoned:" << TableWords::error(done.error());
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
    if (!saveProblem_.isEmpty()) {
        saveProblem_.clear();
        emit saveProblemChanged();
    }
    seats_.setSeats({});
    standings_.clear();
    teamStandings_.clear();
    gameReplaced();
    emit favoritesChanged();
    loadSavedGames();
}

bool GameController::takeLog(const hats::LogDocument& log) {
    auto game = hats::replay(log);
    if (!game) {
        return refuse(
            tr("The game in progress cannot be replayed: %1").arg(TableWords::error(game.error())));
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
        return refuse(tr("The saved game cannot be read: %1").arg(TableWords::error(log.error())));
    }
    if (!log->has_value()) {
        return refuse(tr("No saved game to resume"));
    }
    if (!takeLog(**log)) {
        return false;
    }
    gameReplaced(); // also stores it as in progress again (an abandoned game comes back)
    emit favoritesChanged();
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
        return refuse(tr("%1 is not a game in progress: %2")
                          .arg(path, document ? tr("not a hats-log/1 file")
                                              : TableWords::error(document.error())));
    }
    if (!takeLog(std::get<hats::LogDocument>(*document))) {
        return false;
    }
    gameReplaced();
    emit favoritesChanged();
    loadSavedGames();
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
    std::vector<int> typeCounts;
    for (const hats::Collection& collection : state.collections) {
        typeCounts.push_back(collection.typeCount());
    }
    const std::optional<int> current =
        game_->isOver() ? std::nullopt : std::optional<int>(game_->currentSeat());
    standings_.setRows(
        StandingsModel::players(setup, standings, typeCounts, state.cookie.holder, current));
    teamStandings_.setRows(StandingsModel::teams(setup, standings, state.cookie.holder));
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

// After every change, before the table shows it: the game as the engine checked it is
// committed to the history on the history's thread, and this waits for the commit (≤ 2 ms),
// so that a turn or favorite on the screen survives the app being killed a moment later.
// A failure is said on the table, never silently.
void GameController::save() {
#ifdef HATS_WITH_DB
    if (!game_ || !history_) {
        return;
    }
    const hats::Napkin* napkin = finished_ && finalNapkin_ ? &*finalNapkin_ : nullptr;
    const hats::Result<void> saved = history_->writeNow([this, napkin](hats::db::Database& db) {
        // The controller waits on the UI thread while this runs: its game is not touched.
        return hats::db::GameStore(db).save(*game_, meta_, favorites_, napkin);
    });
    const QString problem =
        saved
            ? QString()
            : tr("The game is not saved in the history: %1").arg(TableWords::error(saved.error()));
    if (!saved) {
        qCWarning(lcApp) << problem;
    }
    if (problem != saveProblem_) {
        saveProblem_ = problem;
        emit saveProblemChanged();
    }
#endif
}
