#include "app/gui/history_controller.h"

#include "app/gui/async.h"
#include "app/gui/deck_style.h"
#include "app/gui/table_words.h"
#include "engine/game_file.h"
#include "engine/report.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <nlohmann/json.hpp>

#ifdef HATS_WITH_DB
#include "db/game_store.h"
#include "db/statistics.h"
#endif

namespace {

constexpr int kPageSize = 50;

[[maybe_unused]] QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

#ifdef HATS_WITH_DB
// One player's figures as the leaderboard rows and the player page read them; wins count
// shared ones too (R18), which are also given apart.
QVariantMap playerFigures(const hats::db::PlayerStats& p) {
    return {{QStringLiteral("name"), qs(p.name)},
            {QStringLiteral("games"), p.games},
            {QStringLiteral("wins"), p.wins},
            {QStringLiteral("sharedWins"), p.sharedWins},
            {QStringLiteral("allWins"), p.allWins()},
            {QStringLiteral("winShare"), p.winShare()},
            {QStringLiteral("winRate"), p.winRate},
            {QStringLiteral("averageTotal"), p.averageTotal},
            {QStringLiteral("bestTotal"), p.bestTotal},
            {QStringLiteral("worstTotal"), p.worstTotal},
            {QStringLiteral("averageCollection"), p.averageCollection},
            {QStringLiteral("averageFavorite"), p.averageFavorite},
            {QStringLiteral("averageCookie"), p.averageCookie},
            {QStringLiteral("averageBlackHats"), p.averageBlackHats},
            {QStringLiteral("cookieGames"), p.cookieGames},
            {QStringLiteral("cookieRate"), p.cookieRate}};
}
#endif

} // namespace

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case UuidRole:
        return row.uuid;
    case WhenRole:
        return row.when;
    case StatusRole:
        return row.status;
    case Qt::DisplayRole:
    case PlayersRole:
        return row.players;
    case ScoresRole:
        return row.scores;
    case WinnersRole:
        return row.winners;
    case KindRole:
        return row.kind;
    default:
        return {};
    }
}

QHash<int, QByteArray> HistoryModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{UuidRole, "uuid"},
                  {WhenRole, "when"},
                  {StatusRole, "status"},
                  {PlayersRole, "players"},
                  {ScoresRole, "scores"},
                  {WinnersRole, "winners"},
                  {KindRole, "kind"}});
    return names;
}

bool HistoryModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !exhausted_ && !loading_;
}

void HistoryModel::reload(HistoryService* history, const QString& player) {
    beginResetModel();
    rows_.clear();
    endResetModel();
    history_ = history;
    player_ = player;
    ++generation_;
    loading_ = false;
    exhausted_ = false;
    fetchMore({});
}

void HistoryModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) {
        return;
    }
    loading_ = true;
    emit loadingChanged();
#ifdef HATS_WITH_DB
    if (!history_) {
        append(generation_, {}, {});
        return;
    }
    const std::string player = player_.toStdString();
    const int offset = static_cast<int>(rows_.size());
    const int generation = generation_;
    history_->read(
        this,
        [player, offset](hats::db::Database& db) {
            hats::db::GameFilter filter;
            if (!player.empty()) {
                filter.player = player;
            }
            return hats::db::GameStore(db).list(filter, kPageSize, offset);
        },
        [this, generation](hats::Result<std::vector<hats::db::GameSummary>> games) {
            if (!games) {
                append(generation, {}, TableWords::error(games.error()));
                return;
            }
            std::vector<Row> rows;
            for (const hats::db::GameSummary& game : *games) {
                QStringList players;
                QStringList scores;
                for (std::size_t seat = 0; seat < game.players.size(); ++seat) {
                    players.append(qs(game.players[seat]));
                    const auto total = seat < game.totals.size() ? game.totals[seat] : std::nullopt;
                    scores.append(
                        total ? QStringLiteral("%1 %2").arg(qs(game.players[seat])).arg(*total)
                              : qs(game.players[seat]));
                }
                QStringList winners;
                for (const std::string& winner : game.winners) {
                    winners.append(qs(winner));
                }
                rows.push_back({qs(game.uuid), localWhen(qs(game.when)), qs(game.status),
                                players.join(QStringLiteral(", ")),
                                scores.join(QStringLiteral(" · ")),
                                winners.join(QStringLiteral(", ")), qs(game.kind)});
            }
            append(generation, std::move(rows), QString());
        });
#else
    append(generation_, {}, tr("This build has no game history (HATS_WITH_DB=OFF)"));
#endif
}

void HistoryModel::append(int generation, std::vector<Row> rows, const QString& error) {
    if (generation != generation_) {
        return; // a reload happened meanwhile
    }
    loading_ = false;
    exhausted_ = !error.isEmpty() || rows.size() < static_cast<std::size_t>(kPageSize);
    if (!rows.empty()) {
        const int first = static_cast<int>(rows_.size());
        beginInsertRows({}, first, first + static_cast<int>(rows.size()) - 1);
        std::move(rows.begin(), rows.end(), std::back_inserter(rows_));
        endInsertRows();
    }
    emit loadingChanged();
    if (!error.isEmpty()) {
        emit failed(error);
    }
}

QString localWhen(const QString& iso) {
    if (iso.size() <= 10) { // a date without a time: no time zone to move it to
        const QDate date = QDate::fromString(iso, Qt::ISODate);
        return date.isValid() ? QLocale().toString(date, QLocale::ShortFormat) : iso;
    }
    const QDateTime when = QDateTime::fromString(iso, Qt::ISODate);
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat) : iso;
}

HistoryController::HistoryController(QObject* parent) : QObject(parent), games_(this) {
    connect(&games_, &HistoryModel::loadingChanged, this, &HistoryController::changed);
    connect(&games_, &HistoryModel::failed, this, [this](const QString& message) {
        error_ = message;
        emit changed();
    });
}

bool HistoryController::available() const {
#ifdef HATS_WITH_DB
    return true;
#else
    return false;
#endif
}

void HistoryController::setService(HistoryService* service) {
    if (service == service_) {
        return;
    }
    if (service_) {
        disconnect(service_, nullptr, this, nullptr);
    }
    service_ = service;
    if (service_) {
        // A game saved, finished, abandoned or resumed elsewhere shows here at once.
        connect(service_, &HistoryService::gamesChanged, this, &HistoryController::refresh);
    }
    emit serviceChanged();
}

void HistoryController::setPlayer(const QString& player) {
    if (player != player_) {
        player_ = player;
        emit changed();
        refresh();
    }
}

void HistoryController::refresh() {
    error_.clear();
    games_.reload(service_, player_);
#ifdef HATS_WITH_DB
    if (service_) {
        const int generation = ++generation_;
        service_->read(
            this, [](hats::db::Database& db) { return hats::db::Statistics(db).players({}); },
            [this, generation](hats::Result<std::vector<hats::db::PlayerStats>> players) {
                if (generation != generation_) {
                    return;
                }
                leaderboard_.clear();
                if (players) {
                    for (const hats::db::PlayerStats& p : *players) {
                        leaderboard_.append(playerFigures(p));
                    }
                } else {
                    error_ = TableWords::error(players.error());
                }
                emit changed();
            });
    }
#endif
    emit changed();
}

QVariantMap HistoryController::replayAt(int turns) const {
    if (!replay_) {
        return {};
    }
    const int at = std::clamp(turns, 0, replay_->turnCount());
    const hats::TableState& state = replay_->stateAfter(at);
    const auto& names = replay_->setup().players();
    // A card as the screens draw it (HatCard.qml): the deck's name, letter and colour.
    auto cardEntry = [](hats::Card card) {
        const HatCard hat = DeckStyle::instance()->card(card);
        return QVariantMap{
            {QStringLiteral("type"), hat.type},     {QStringLiteral("name"), hat.name},
            {QStringLiteral("letter"), hat.letter}, {QStringLiteral("colour"), hat.colour},
            {QStringLiteral("value"), hat.value},   {QStringLiteral("text"), hat.text}};
    };
    QVariantList board;
    QVariantList boardCards; // drawn as the tea table
    for (int slot = 1; slot <= state.board.slotCount(); ++slot) {
        const hats::Card card = state.board.at(slot);
        board.append(tr("%1: %2").arg(slot).arg(DeckStyle::instance()->cardText(card)));
        QVariantMap entry = cardEntry(card);
        entry.insert(QStringLiteral("slot"), slot);
        boardCards.append(entry);
    }
    QVariantList players;
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        const hats::Collection& collection = state.collections.at(seat);
        QStringList cards;
        for (hats::Card card : collection.faceUp) {
            cards.append(DeckStyle::instance()->cardText(card));
        }
        // The collection drawn: face-up cards grouped by type (as the live table shows it).
        QVariantList groups;
        for (hats::HatType type : hats::kAllTypes) {
            QVariantList values;
            for (hats::Card card : collection.faceUp) {
                if (card.type() == type) {
                    values.append(card.value());
                }
            }
            if (!values.isEmpty()) {
                QVariantMap group = cardEntry(hats::Card(type, values.front().toInt()));
                group.insert(QStringLiteral("values"), values);
                groups.append(group);
            }
        }
        players.append(
            QVariantMap{{QStringLiteral("name"), qs(names[seat])},
                        {QStringLiteral("cards"), cards.join(QStringLiteral(", "))},
                        {QStringLiteral("groups"), groups},
                        {QStringLiteral("typeCount"), collection.typeCount()},
                        {QStringLiteral("blackHats"), collection.blackHats},
                        {QStringLiteral("cookie"), state.cookie.holder == static_cast<int>(seat)}});
    }
    // The move that led here: who played what onto which slot and took what.
    QVariantMap move;
    if (at > 0) {
        const hats::Turn& turn = replay_->turns().at(static_cast<std::size_t>(at - 1));
        const hats::TableState& before = replay_->stateAfter(at - 1);
        move.insert(QStringLiteral("player"), qs(names.at(static_cast<std::size_t>(turn.seat))));
        if (const auto* exchange = std::get_if<hats::Exchange>(&turn.action)) {
            move.insert(QStringLiteral("kind"), QStringLiteral("exchange"));
            move.insert(QStringLiteral("slot"), exchange->slot);
            move.insert(QStringLiteral("played"), cardEntry(exchange->played));
            move.insert(QStringLiteral("taken"), cardEntry(before.board.at(exchange->slot)));
        } else {
            move.insert(QStringLiteral("kind"), QStringLiteral("blackHat"));
        }
        auto holder = [&names](const hats::CookieDecision& cookie) {
            return cookie.holder ? qs(names.at(static_cast<std::size_t>(*cookie.holder)))
                                 : QString();
        };
        move.insert(QStringLiteral("cookieFrom"), holder(before.cookie));
        move.insert(QStringLiteral("cookieTo"), holder(state.cookie));
    }
    return {{QStringLiteral("turns"), at},
            {QStringLiteral("board"), board},
            {QStringLiteral("boardCards"), boardCards},
            {QStringLiteral("move"), move},
            {QStringLiteral("players"), players},
            {QStringLiteral("reason"), TableWords(names).cookieReason(state.cookie)}};
}

bool HistoryController::openGame(const QString& uuid) {
    replay_.reset();
    napkin_.clear();
    error_.clear();
    fileName_.clear();
#ifdef HATS_WITH_DB
    if (!service_) {
        error_ = tr("No history is open");
        emit changed();
        return false;
    }
    // One game, read at once: the napkin screen opens with it.
    auto document = service_->readNow([id = uuid.toStdString()](hats::db::Database& db) {
        return hats::db::GameStore(db).load(id);
    });
    auto report = document ? hats::scoreDocument(*document)
                           : hats::Result<hats::ScoreReport>(document.error());
    if (!report) {
        error_ = TableWords::error(report.error());
        emit changed();
        return false;
    }
    napkin_.setReport(*report);
    QStringList names;
    for (const std::string& name : report->setup.players()) {
        names.append(qs(name));
    }
    // "Ann, Ben, Cleo · 22/11/2026 20:38": what people remember a game by, not its id.
    const QString when = localWhen(qs(report->meta.playedAt));
    fileName_ =
        when.isEmpty() ? TableWords::join(names) : tr("%1 · %2").arg(TableWords::join(names), when);
    if (const auto* log = std::get_if<hats::LogDocument>(&*document)) {
        if (auto game = hats::replay(*log)) {
            replay_ = std::move(*game);
        }
    }
    emit changed();
    return true;
#else
    Q_UNUSED(uuid);
    error_ = tr("This build has no game history (HATS_WITH_DB=OFF)");
    emit changed();
    return false;
#endif
}

#ifdef HATS_WITH_DB
namespace {

// Everything the player page shows, read on the history's thread: five queries.
hats::Result<QVariantMap> playerPage(hats::db::Database& db, const QString& name) {
    hats::db::Statistics statistics(db);
    const std::string player = name.toStdString();
    hats::db::GameFilter filter;
    filter.player = player;
    auto found = statistics.players(filter);
    if (!found) {
        return found.error();
    }
    QVariantMap figures{{QStringLiteral("name"), name}, {QStringLiteral("games"), 0}};
    if (found->empty()) {
        return figures;
    }
    figures.insert(playerFigures(found->front()));

    // Figures by table size and the trend: one read of the player's seats (no game ids:
    // the chart needs none).
    auto results = statistics.playerResults(player, {}, false);
    if (!results) {
        return results.error();
    }
    QVariantList byTableSize;
    for (const hats::db::PlayerCountStats& size : results->byPlayerCount) {
        byTableSize.append(QVariantMap{{QStringLiteral("players"), size.playerCount},
                                       {QStringLiteral("games"), size.games},
                                       {QStringLiteral("allWins"), size.wins + size.sharedWins},
                                       {QStringLiteral("sharedWins"), size.sharedWins},
                                       {QStringLiteral("averageTotal"), size.averageTotal}});
    }
    figures.insert(QStringLiteral("byTableSize"), byTableSize);

    auto pairs = statistics.headToHeads(player, {});
    if (!pairs) {
        return pairs.error();
    }
    QVariantList headToHead;
    for (const hats::db::HeadToHead& pair : *pairs) {
        headToHead.append(QVariantMap{{QStringLiteral("opponent"), qs(pair.second)},
                                      {QStringLiteral("games"), pair.games},
                                      {QStringLiteral("ahead"), pair.firstAhead},
                                      {QStringLiteral("behind"), pair.secondAhead},
                                      {QStringLiteral("level"), pair.level},
                                      {QStringLiteral("average"), pair.firstAverage},
                                      {QStringLiteral("opponentAverage"), pair.secondAverage}});
    }
    figures.insert(QStringLiteral("headToHead"), headToHead);

    QVariantList points;
    for (const hats::db::TrendPoint& point : results->trend) {
        points.append(QVariantMap{{QStringLiteral("when"), qs(point.when)},
                                  {QStringLiteral("total"), point.total}});
    }
    figures.insert(QStringLiteral("trend"), points);
    return figures;
}

} // namespace
#endif

void HistoryController::openPlayer(const QString& name) {
    playerStats_.clear();
    playerLoading_ = true;
    const int generation = ++playerGeneration_;
    emit playerStatsChanged();
#ifdef HATS_WITH_DB
    if (!service_) {
        return;
    }
    service_->read(
        this, [name](hats::db::Database& db) { return playerPage(db, name); },
        [this, generation](hats::Result<QVariantMap> page) {
            if (generation != playerGeneration_) {
                return; // another player was opened meanwhile
            }
            playerLoading_ = false;
            if (page) {
                playerStats_ = *page;
            } else {
                error_ = TableWords::error(page.error());
                emit changed();
            }
            emit playerStatsChanged();
        });
#endif
}

void HistoryController::loadKnownPlayers() {
#ifdef HATS_WITH_DB
    if (!service_) {
        return;
    }
    service_->read(
        this, [](hats::db::Database& db) { return hats::db::Statistics(db).recentPlayers(50); },
        [this](hats::Result<std::vector<std::string>> names) {
            QStringList list;
            if (names) {
                for (const std::string& name : *names) {
                    list.append(qs(name));
                }
            }
            if (list != knownPlayers_) {
                knownPlayers_ = list;
                emit knownPlayersChanged();
            }
        });
#endif
}
