#pragma once

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

/** One row per seat of the live table: name, team, public collection, standing, cookie. */
class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TeamRole,
        CollectionRole,     // [{id, name, colour, values: [..], cards: [hatCard]}] grouped by type
        CollectionTextRole, // "Red 1, 3 · 2 black hats", or "No hats yet"
        BlackHatsRole,
        TypeCountRole,
        TypeCountTextRole, // "3 types"
        PointsRole,        // live standing total (collection + cookie), public information only
        PointsTextRole,    // "12 points"
        HasCookieRole,
        IsCurrentRole,
    };
    Q_ENUM(Role)

    /** What the model shows of one seat; built by GameController from engine state. */
    struct Seat {
        QString name;
        QString team;
        QVariantList collection;
        QString collectionText;
        int blackHats = 0;
        int typeCount = 0;
        QString typeCountText;
        int points = 0;
        QString pointsText;
        bool hasCookie = false;
        bool isCurrent = false;
        friend bool operator==(const Seat&, const Seat&) = default;
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /** Replaces the rows: a reset when the seats change, dataChanged otherwise. */
    void setSeats(std::vector<Seat> seats);

private:
    std::vector<Seat> seats_;
};
