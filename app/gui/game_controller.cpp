#include "app/gui/game_controller.h"

#include "app/gui/engine_values.h"
#include "app/gui/settings_controller.h"
#include "app/text/english.h"
#include "app/text/report_text.h"
#include "engine/game_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
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

QString outcomeName(hats::CookieRankEntry::Outcome outcome) {
    switch (outcome) {
    case hats::CookieRankEntry::Outcome::StaysIn:
        return QStringLiteral("staysIn");
    case hats::CookieRankEntry::Outcome::HigherCard:
        return QStringLiteral("higherCard");
    case hats::CookieRankEntry::Outcome::NoCardLeft:
        return QStringLiteral("noCardLeft");
    }
    return {};
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

GameController::GameController(QObject* parent) : QObject(parent), seats_(this) {
    // Names and colours people chose in the settings (R2); files keep the stable ids.
    if (const std::string stored = SettingsController::storedProfile().toStdString();
        !stored.empty()) {
        const auto json = nlohmann::json::parse(stored, nullptr, false);
        if (!json.is_discarded()) {
            if (auto profile = hats::deckProfileFromJson(json)) {
                profile_ = *profile;
            }
        }
    }
    autosavePath_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                    QStringLiteral("/current-game.json");
#ifdef HATS_WITH_DB
    databasePath_ = qs(hats::db::defaultDatabasePath());
#endif
}

void GameController::setDatabasePath(const QString& path) {
    if (path != databasePath_) {
        databasePath_ = path;
        emit changed();
    }
}

bool GameController::hasSavedGame() const {
    return !game_ && QFileInfo::exists(autosavePath_);
}

void GameController::setAutosavePath(const QString& path) {
    if (path != autosavePath_) {
        autosavePath_ = path;
        emit changed();
    }
}

QVariantMap GameController::typeEntry(hats::HatType type) const {
    return ::typeEntry(profile_, type);
}

QVariantMap GameController::cardEntry(hats::Card card) const {
    return ::cardEntry(profile_, card);
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
    return game_ ? qs(hats::english::cookieReason(game_->state().cookie, game_->setup().players()))
                 : QString();
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

int GameController::slotCountFor(int players) const {
    return hats::slotCountFor(players);
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
    auto name = [this](hats::Card card) {
        return typeEntry(card.type()).value(QStringLiteral("name")).toString() + QLatin1Char(' ') +
               QString::number(card.value());
    };
    for (int index = 0; index < board.size(); ++index) {
        const auto card = cardFrom(board.at(index));
        if (!card) {
            continue;
        }
        if (!inPlay.contains(card->type())) {
            return tr("Slot %1 holds %2, a type removed for two players (R5)")
                .arg(index + 1)
                .arg(name(*card));
        }
        for (int other = 0; other < index; ++other) {
            if (cardFrom(board.at(other)) == card) {
                return tr("Slots %1 and %2 both hold %3: every card is unique (R1)")
                    .arg(other + 1)
                    .arg(index + 1)
                    .arg(name(*card));
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
    napkin_.clear();
    lastError_.clear();
    refresh();
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
        game_->undo();
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
        return refuse(qs(checked.error().message));
    }
    // The napkin comes from the same document path as `hats score` on this game's log.
    std::vector<std::optional<hats::Card>> bySeat(cards.begin(), cards.end());
    const hats::GameDocument document = hats::logOf(*game_, bySeat, {});
    const auto report = hats::scoreDocument(document);
    if (!report) {
        return refuse(qs(report.error().message));
    }
    napkin_ = QJsonDocument::fromJson(QByteArray::fromStdString(hats::toJson(*report).dump()))
                  .object()
                  .toVariantMap();
    lastError_.clear();
#ifdef HATS_WITH_DB
    if (!databasePath_.isEmpty()) {
        // The same game id as every save in progress: the history's row becomes finished.
        History* stored = history();
        const auto saved = stored
                               ? hats::db::GameStore(*stored->db).saveFinished(*game_, cards, meta_)
                               : hats::Result<void>(hats::Error{saveProblem_.toStdString()});
        if (!saved) {
            // The napkin stands; only the history misses this game. Say so on the napkin.
            lastError_ = tr("Not saved in the history: %1").arg(qs(saved.error().message));
            qCWarning(lcApp) << lastError_;
        }
    }
#endif
    QFile::remove(autosavePath_); // finished: nothing left to resume
    emit changed();
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
    napkin_.clear();
    lastError_.clear();
    QFile::remove(autosavePath_);
    seats_.setSeats({});
    emit changed();
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
                .arg(document ? tr("not a hats-log/1 file") : qs(document.error().message)));
    }
    auto game = hats::replay(std::get<hats::LogDocument>(*document));
    if (!game) {
        return refuse(tr("The saved game cannot be replayed: %1").arg(qs(game.error().message)));
    }
    game_ = std::move(*game);
    meta_ = std::get<hats::LogDocument>(*document).meta;
    if (meta_.id.empty()) { // saved before games had an id: it gets one now, for good
        meta_.id = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
    }
    napkin_.clear();
    lastError_.clear();
    refresh();
    return true;
}

QString GameController::decidingFact(const hats::CookieDecision& cookie) const {
    const auto& names = game_->setup().players();
    auto nameOf = [&names](int seat) {
        return qs(names.at(static_cast<std::size_t>(seat)));
    };
    auto cardName = [this](hats::Card card) {
        return tr("%1 %2")
            .arg(typeEntry(card.type()).value(QStringLiteral("name")).toString())
            .arg(card.value());
    };
    switch (cookie.how) {
    case hats::CookieDecision::How::NobodyHasHats:
        return tr("Nobody has a hat yet, so nobody holds the cookie (R14).");
    case hats::CookieDecision::How::MostTypes:
        return tr("%1 has the most types: %2, and nobody else has as many (R14).")
            .arg(nameOf(*cookie.holder))
            .arg(cookie.topCount);
    case hats::CookieDecision::How::FullTieKept:
        return tr("The tied players show the same values at every rank: %1 keeps the cookie "
                  "(R16).")
            .arg(cookie.holder ? nameOf(*cookie.holder) : QString());
    case hats::CookieDecision::How::FullTieUnknown:
        return tr("The tied players show the same values at every rank: the table must say "
                  "who held the cookie (R16).");
    case hats::CookieDecision::How::Tiebreak:
        break;
    }
    const hats::CookieRank& rank = cookie.ranks.back();
    QString winner;
    QString winningCard;
    QStringList others;
    bool anyHigher = false;
    for (const hats::CookieRankEntry& entry : rank.entries) {
        if (entry.outcome == hats::CookieRankEntry::Outcome::StaysIn) {
            winner = nameOf(entry.seat);
            winningCard = entry.card ? cardName(*entry.card) : QString();
        } else if (entry.outcome == hats::CookieRankEntry::Outcome::HigherCard) {
            anyHigher = true;
            others.append(tr("%1 shows %2, a higher card")
                              .arg(nameOf(entry.seat))
                              .arg(entry.card ? cardName(*entry.card) : QString()));
        } else if (cookie.counts.at(static_cast<std::size_t>(entry.seat)).cards.empty()) {
            others.append(tr("%1 has only black hats, and black hats are never compared")
                              .arg(nameOf(entry.seat)));
        } else {
            others.append(tr("%1 has run out of cards").arg(nameOf(entry.seat)));
        }
    }
    return anyHigher ? tr("Rank %1 decides: %2 shows %3, the lowest card; %4 (R15).")
                           .arg(rank.rank)
                           .arg(winner, winningCard, others.join(QStringLiteral("; ")))
                     : tr("Rank %1 decides: only %2 still has a card there (%3); %4 (R15).")
                           .arg(rank.rank)
                           .arg(winner, winningCard, others.join(QStringLiteral("; ")));
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

    const hats::TableState& state = game_->stateAfter(at);
    QVariantList players;
    for (int seat = 0; seat < static_cast<int>(names.size()); ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        QVariantList values;
        for (int value : cookie.values.at(index)) {
            values.append(value);
        }
        // The face-up cards themselves, lowest value first, as R15 lists them.
        QVariantList cards;
        const hats::CookieCount& count = cookie.counts.at(index);
        for (hats::Card card : count.cards) {
            cards.append(cardEntry(card));
        }
        const bool tied =
            std::find(cookie.tied.begin(), cookie.tied.end(), seat) != cookie.tied.end();
        players.append(
            QVariantMap{{QStringLiteral("name"), nameOf(seat)},
                        {QStringLiteral("typeCount"), cookie.typeCounts.at(index)},
                        {QStringLiteral("faceUpTypes"), count.faceUpTypes},
                        {QStringLiteral("blackHatBonus"), count.blackHatBonus},
                        {QStringLiteral("blackHats"), state.collections.at(index).blackHats},
                        {QStringLiteral("cards"), cards},
                        {QStringLiteral("values"), values},
                        {QStringLiteral("tied"), tied},
                        {QStringLiteral("holder"), cookie.holder == seat}});
    }
    QVariantList ranks;
    for (const hats::CookieRank& rank : cookie.ranks) {
        QVariantList entries;
        for (const hats::CookieRankEntry& entry : rank.entries) {
            const bool survives = entry.outcome == hats::CookieRankEntry::Outcome::StaysIn;
            const auto& count = cookie.counts.at(static_cast<std::size_t>(entry.seat));
            entries.append(QVariantMap{
                {QStringLiteral("name"), nameOf(entry.seat)},
                {QStringLiteral("value"), entry.card ? entry.card->value() : 0},
                {QStringLiteral("card"), entry.card ? cardEntry(*entry.card) : QVariantMap()},
                {QStringLiteral("hasCard"), entry.card.has_value()},
                // Only black hats: nothing to compare at all (they are never compared, R15).
                {QStringLiteral("onlyBlackHats"), count.cards.empty()},
                {QStringLiteral("outcome"), outcomeName(entry.outcome)},
                {QStringLiteral("survives"), survives}});
        }
        ranks.append(QVariantMap{{QStringLiteral("rank"), rank.rank},
                                 {QStringLiteral("entries"), entries},
                                 {QStringLiteral("deciding"), rank.rank == cookie.decidingRank()}});
    }
    QStringList steps;
    for (const std::string& step : hats::english::cookieSteps(cookie, names)) {
        steps.append(qs(step));
    }
    return {{QStringLiteral("turns"), at},
            {QStringLiteral("how"), howName(cookie.how)},
            {QStringLiteral("holder"), cookie.holder ? nameOf(*cookie.holder) : QString()},
            {QStringLiteral("reason"), qs(hats::english::cookieReason(cookie, names))},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("decidingFact"), decidingFact(cookie)},
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

// After every change: the autosave file (what resumes the game) and the history's row of
// the game in progress. Either failing is said on the table, never silently.
void GameController::save() {
    saveProblem_.clear();
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
            saveProblem_ =
                tr("The game in progress is not in the history: %1").arg(qs(saved.error().message));
            qCWarning(lcApp) << saveProblem_;
        }
    }
#endif
}
