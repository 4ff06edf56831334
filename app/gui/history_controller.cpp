#include "app/gui/history_controller.h"

#include "app/gui/async.h"
#include "engine/game_file.h"
#include "engine/report.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <nlohmann/json.hpp>

#ifdef HATS_WITH_DB
#include "db/database.h"
#include "db/default_path.h"
#include "db/game_store.h"
#include "db/statistics.h"
#endif

namespace {

constexpr int kPageSize = 50;

[[maybe_unused]] QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

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
                  {WinnersRole, "winners"}});
    return names;
}

bool HistoryModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !exhausted_ && !loading_;
}

void HistoryModel::reload(const QString& databasePath, const QString& player) {
    beginResetModel();
    rows_.clear();
    endResetModel();
    databasePath_ = databasePath;
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
    const std::string path = databasePath_.toStdString();
    const std::string player = player_.toStdString();
    const int offset = static_cast<int>(rows_.size());
    const int generation = generation_;
    runAsync(
        this,
        [path, player, offset]() -> std::pair<std::vector<Row>, QString> {
            auto db = hats::db::Database::open(path);
            if (!db) {
                return {{}, qs(db.error().message)};
            }
            hats::db::GameFilter filter;
            if (!player.empty()) {
                filter.player = player;
            }
            auto games = hats::db::GameStore(**db).list(filter, kPageSize, offset);
            if (!games) {
                return {{}, qs(games.error().message)};
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
                rows.push_back({qs(game.uuid), qs(game.when), qs(game.status),
                                players.join(QStringLiteral(", ")),
                                scores.join(QStringLiteral(" · ")),
                                winners.join(QStringLiteral(", "))});
            }
            return {std::move(rows), QString()};
        },
        [this, generation](std::pair<std::vector<Row>, QString> result) {
            append(generation, std::move(result.first), result.second);
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

HistoryController::HistoryController(QObject* parent) : QObject(parent), games_(this) {
#ifdef HATS_WITH_DB
    databasePath_ = qs(hats::db::defaultDatabasePath());
#endif
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

void HistoryController::setDatabasePath(const QString& path) {
    if (path != databasePath_) {
        databasePath_ = path;
        emit changed();
    }
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
    games_.reload(databasePath_, player_);
#ifdef HATS_WITH_DB
    const std::string path = databasePath_.toStdString();
    const int generation = ++generation_;
    runAsync(
        this,
        [path]() -> std::pair<QVariantList, QString> {
            auto db = hats::db::Database::open(path);
            if (!db) {
                return {{}, qs(db.error().message)};
            }
            auto players = hats::db::Statistics(**db).players({});
            if (!players) {
                return {{}, qs(players.error().message)};
            }
            QVariantList list;
            for (const hats::db::PlayerStats& p : *players) {
                list.append(QVariantMap{{QStringLiteral("name"), qs(p.name)},
                                        {QStringLiteral("games"), p.games},
                                        {QStringLiteral("wins"), p.wins},
                                        {QStringLiteral("winRate"), p.winRate},
                                        {QStringLiteral("averageTotal"), p.averageTotal},
                                        {QStringLiteral("averageCollection"), p.averageCollection},
                                        {QStringLiteral("averageFavorite"), p.averageFavorite},
                                        {QStringLiteral("cookieRate"), p.cookieRate},
                                        {QStringLiteral("bestTotal"), p.bestTotal}});
            }
            return {list, QString()};
        },
        [this, generation](std::pair<QVariantList, QString> result) {
            if (generation != generation_) {
                return;
            }
            leaderboard_ = result.first;
            if (!result.second.isEmpty()) {
                error_ = result.second;
            }
            emit changed();
        });
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
    QVariantList board;
    for (int slot = 1; slot <= state.board.slotCount(); ++slot) {
        const hats::Card card = state.board.at(slot);
        board.append(QStringLiteral("%1: %2").arg(slot).arg(qs(card.toString())));
    }
    QVariantList players;
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        const hats::Collection& collection = state.collections.at(seat);
        QStringList cards;
        for (hats::Card card : collection.faceUp) {
            cards.append(qs(card.toString()));
        }
        players.append(
            QVariantMap{{QStringLiteral("name"), qs(names[seat])},
                        {QStringLiteral("cards"), cards.join(QStringLiteral(", "))},
                        {QStringLiteral("blackHats"), collection.blackHats},
                        {QStringLiteral("cookie"), state.cookie.holder == static_cast<int>(seat)}});
    }
    return {{QStringLiteral("turns"), at},
            {QStringLiteral("board"), board},
            {QStringLiteral("players"), players},
            {QStringLiteral("reason"), qs(state.cookie.reason)}};
}

bool HistoryController::openGame(const QString& uuid) {
    replay_.reset();
    napkin_.clear();
    error_.clear();
    fileName_ = uuid.left(8);
#ifdef HATS_WITH_DB
    auto db = hats::db::Database::open(databasePath_.toStdString());
    auto document = db ? hats::db::GameStore(**db).load(uuid.toStdString())
                       : hats::Result<hats::GameDocument>(db.error());
    auto report = document ? hats::scoreDocument(*document)
                           : hats::Result<hats::ScoreReport>(document.error());
    if (!report) {
        error_ = qs(report.error().message);
        emit changed();
        return false;
    }
    napkin_ = QJsonDocument::fromJson(QByteArray::fromStdString(hats::toJson(*report).dump()))
                  .object()
                  .toVariantMap();
    if (const auto* log = std::get_if<hats::LogDocument>(&*document)) {
        if (auto game = hats::replay(*log)) {
            replay_ = std::move(*game);
        }
    }
    emit changed();
    return true;
#else
    error_ = tr("This build has no game history (HATS_WITH_DB=OFF)");
    emit changed();
    return false;
#endif
}
