#include "app/gui/seat_model.h"

int SeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(seats_.size());
}

QVariant SeatModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Seat& seat = seats_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return seat.name;
    case TeamRole:
        return seat.team;
    case CollectionRole:
        return seat.collection;
    case CollectionTextRole:
        return seat.collectionText;
    case TypeCountTextRole:
        return seat.typeCountText;
    case PointsTextRole:
        return seat.pointsText;
    case BlackHatsRole:
        return seat.blackHats;
    case TypeCountRole:
        return seat.typeCount;
    case PointsRole:
        return seat.points;
    case HasCookieRole:
        return seat.hasCookie;
    case IsCurrentRole:
        return seat.isCurrent;
    default:
        return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{NameRole, "name"},
                  {TeamRole, "team"},
                  {CollectionRole, "collection"},
                  {CollectionTextRole, "collectionText"},
                  {TypeCountTextRole, "typeCountText"},
                  {PointsTextRole, "pointsText"},
                  {BlackHatsRole, "blackHats"},
                  {TypeCountRole, "typeCount"},
                  {PointsRole, "points"},
                  {HasCookieRole, "hasCookie"},
                  {IsCurrentRole, "isCurrent"}});
    return names;
}

void SeatModel::setSeats(std::vector<Seat> seats) {
    const bool sameRows = seats.size() == seats_.size() &&
                          std::equal(seats.begin(), seats.end(), seats_.begin(),
                                     [](const Seat& a, const Seat& b) { return a.name == b.name; });
    if (!sameRows) {
        beginResetModel();
        seats_ = std::move(seats);
        endResetModel();
        return;
    }
    for (std::size_t row = 0; row < seats.size(); ++row) {
        if (!(seats[row] == seats_[row])) {
            seats_[row] = std::move(seats[row]);
            const QModelIndex changed = index(static_cast<int>(row));
            emit dataChanged(changed, changed);
        }
    }
}
