#include "app/gui/snapshot_controller.h"

#include "app/gui/engine_values.h"

#include "app/gui/table_words.h"
#include "engine/board.h"
#include "engine/game_file.h"
#include "engine/report.h"
#include "engine/snapshot.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QUuid>

#ifdef HATS_WITH_DB
#include "db/game_store.h"
#endif

#include <nlohmann/json.hpp>

void SnapshotController::setHistory(HistoryService* history) {
    if (history != history_) {
        history_ = history;
        emit changed();
    }
}

void SnapshotController::setKeepInHistory(bool keep) {
    if (keep == keepInHistory_) {
        return;
    }
    keepInHistory_ = keep;
    if (keep) {
        this->keep();
    } else {
        forget();
    }
    emit changed();
}

void SnapshotController::startOver() {
    gameId_.clear();
    keptId_.clear();
    scored_.reset();
    scoredNapkin_.reset();
    napkin_.clear();
    error_.clear();
    tiedPlayers_.clear();
    emit changed();
}

// The scored game goes to History as a snapshot game, under this final table's id.
void SnapshotController::keep() {
#ifdef HATS_WITH_DB
    if (!history_ || !scored_ || !scoredNapkin_) {
        return;
    }
    keptId_ = gameId_;
    history_->write(
        this,
        [document = *scored_, napkin = *scoredNapkin_](hats::db::Database& db) {
            return hats::db::GameStore(db).saveSnapshot(document, napkin);
        },
        [this](hats::Result<void> saved) {
            if (!saved) {
                keptId_.clear();
                error_ = tr("Not kept in the history: %1").arg(TableWords::error(saved.error()));
                emit changed();
            }
        });
#endif
}

void SnapshotController::forget() {
#ifdef HATS_WITH_DB
    if (!history_ || keptId_.isEmpty()) {
        return;
    }
    history_->write(
        this,
        [id = keptId_.toStdString()](hats::db::Database& db) {
            return hats::db::GameStore(db).remove(id);
        },
        [](hats::Result<void>) {});
    keptId_.clear();
#endif
}

QStringList SnapshotController::unavailable(const QStringList& removedTypes,
                                            const QVariantList& entered,
                                            const QVariantList& own) const {
    hats::CardSet mine;
    for (const QVariant& entry : own) {
        if (const auto card = cardFrom(entry)) {
            mine.insert(*card);
        }
    }
    hats::CardSet elsewhere;
    for (const QVariant& entry : entered) {
        if (const auto card = cardFrom(entry); card && !mine.contains(*card)) {
            elsewhere.insert(*card);
        }
    }
    hats::TypeSet inPlay = hats::TypeSet::all();
    for (const QString& id : removedTypes) {
        if (const auto type = hats::typeFromId(id.toStdString())) {
            inPlay.erase(*type);
        }
    }
    return unavailableKeys(elsewhere, inPlay);
}

bool SnapshotController::refuse(const QString& message) {
    error_ = message;
    napkin_.clear();
    emit changed();
    return false;
}

bool SnapshotController::score(const QStringList& names, const QStringList& removedTypes,
                               const QVariantList& board, const QVariantList& collections,
                               const QVariantList& favorites, int cookieHolder) {
    tiedPlayers_.clear();
    auto setup = setupFrom(names, removedTypes);
    if (!setup) {
        return refuse(TableWords::error(setup.error()));
    }
    hats::Snapshot snapshot{*setup, {}, {}, {}, std::nullopt};
    for (const QVariant& entry : board) {
        const auto card = cardFrom(entry);
        if (!card) {
            return refuse(tr("Space %1 of the tea table needs a type and a value 1-6 (R3)")
                              .arg(snapshot.board.size() + 1));
        }
        snapshot.board.push_back(*card);
    }
    for (int seat = 0; seat < setup->playerCount(); ++seat) {
        const QString name = QString::fromStdString(setup->name(seat));
        const QVariantMap entry = collections.value(seat).toMap();
        hats::Collection collection;
        for (const QVariant& cardEntry : entry.value(QStringLiteral("cards")).toList()) {
            if (const auto card = cardFrom(cardEntry)) {
                collection.faceUp.push_back(*card);
            }
        }
        collection.blackHats = entry.value(QStringLiteral("blackHats")).toInt();
        snapshot.collections.push_back(std::move(collection));
        const auto favorite = cardFrom(favorites.value(seat));
        if (!favorite) {
            return refuse(tr("%1's favorite hat is missing (R9)").arg(name));
        }
        snapshot.favorites.push_back(*favorite);
    }
    if (cookieHolder >= 0 && cookieHolder < setup->playerCount()) {
        snapshot.cookieHolder = cookieHolder;
    }
    if (const auto checked = hats::checkSnapshot(snapshot); !checked) {
        return refuse(TableWords::error(checked.error()));
    }
    const hats::CookieDecision cookie = hats::snapshotCookie(snapshot);
    if (cookie.how == hats::CookieDecision::How::FullTieUnknown) {
        for (int seat : cookie.fullyTied) {
            tiedPlayers_.append(QString::fromStdString(setup->name(seat)));
        }
        return refuse(tr("%1 cannot be separated (R16): who held the cookie before the end?")
                          .arg(TableWords::join(tiedPlayers_)));
    }
    if (gameId_.isEmpty()) {
        gameId_ = QUuid::createUuid().toString(QUuid::WithoutBraces);
    }
    hats::SnapshotDocument document{
        std::move(snapshot),
        {gameId_.toStdString(),
         QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
    // The same path as `hats score` on this final table written as hats-game/1.
    const auto report = hats::scoreDocument(document);
    if (!report) {
        return refuse(TableWords::error(report.error()));
    }
    scored_ = std::move(document);
    scoredNapkin_ = report->napkin;
    if (keepInHistory_) {
        keep();
    }
    napkin_.setReport(*report);
    error_.clear();
    emit changed();
    return true;
}
