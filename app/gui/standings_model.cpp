#include "app/gui/standings_model.h"

#include "app/gui/table_words.h"

#include <algorithm>

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

// Competition ranking: 1 + how many have more points (equal points share a rank).
void rank(std::vector<StandingsModel::Row>& rows) {
    for (StandingsModel::Row& row : rows) {
        row.rank = 1 + static_cast<int>(std::count_if(rows.begin(), rows.end(),
                                                      [&](const StandingsModel::Row& other) {
                                                          return other.points > row.points;
                                                      }));
    }
}

} // namespace

int StandingsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant StandingsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case RankRole:
        return row.rank;
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case LabelRole:
        return row.label;
    case PointsRole:
        return row.points;
    case PointsTextRole:
        return row.pointsText;
    case TypeCountRole:
        return row.typeCount;
    case TypeCountTextRole:
        return row.typeCountText;
    case HasCookieRole:
        return row.hasCookie;
    case TeamRole:
        return row.team;
    case IsCurrentRole:
        return row.isCurrent;
    case Qt::AccessibleTextRole:
    case SummaryRole:
        return row.summary;
    default:
        return {};
    }
}

QHash<int, QByteArray> StandingsModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{RankRole, "rank"},
                  {NameRole, "name"},
                  {LabelRole, "label"},
                  {PointsRole, "points"},
                  {PointsTextRole, "pointsText"},
                  {TypeCountRole, "typeCount"},
                  {TypeCountTextRole, "typeCountText"},
                  {HasCookieRole, "hasCookie"},
                  {TeamRole, "team"},
                  {IsCurrentRole, "isCurrent"},
                  {SummaryRole, "summary"}});
    return names;
}

std::vector<StandingsModel::Row> StandingsModel::players(const hats::GameSetup& setup,
                                                         const hats::Standings& standings,
                                                         const std::vector<int>& typeCounts,
                                                         std::optional<int> cookieHolder,
                                                         std::optional<int> current) {
    std::vector<Row> rows;
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const auto at = static_cast<std::size_t>(seat);
        Row row;
        row.name = qs(setup.name(seat));
        row.isCurrent = current == seat;
        //: The player whose turn it is, in the standings strip
        row.label = row.isCurrent ? TableWords::tr("▶ %1").arg(row.name) : row.name;
        row.points = at < standings.players.size() ? standings.players[at].total : 0;
        row.pointsText = TableWords::points(row.points);
        row.typeCount = at < typeCounts.size() ? typeCounts[at] : 0;
        row.typeCountText = TableWords::types(row.typeCount);
        row.hasCookie = cookieHolder == seat;
        row.team = setup.hasTeams() ? qs(setup.teamName(hats::GameSetup::teamOf(seat))) : QString();
        row.summary = TableWords::tr("%1: %n point(s)", nullptr, row.points).arg(row.name);
        rows.push_back(std::move(row));
    }
    rank(rows);
    return rows;
}

std::vector<StandingsModel::Row> StandingsModel::teams(const hats::GameSetup& setup,
                                                       const hats::Standings& standings,
                                                       std::optional<int> cookieHolder) {
    std::vector<Row> rows;
    if (!setup.hasTeams()) {
        return rows;
    }
    for (const hats::TeamStanding& team : standings.teams) {
        Row row;
        row.name = qs(setup.teamName(team.team));
        row.label = row.name;
        row.team = row.name;
        row.points = team.total;
        row.pointsText = TableWords::points(team.total);
        row.hasCookie = cookieHolder && hats::GameSetup::teamOf(*cookieHolder) == team.team;
        row.summary = TableWords::tr("%1: %2").arg(row.name, row.pointsText);
        rows.push_back(std::move(row));
    }
    rank(rows);
    return rows;
}

void StandingsModel::setRows(std::vector<Row> rows) {
    const bool sameRows = rows.size() == rows_.size() &&
                          std::equal(rows.begin(), rows.end(), rows_.begin(),
                                     [](const Row& a, const Row& b) { return a.name == b.name; });
    if (!sameRows) {
        const bool countChanges = rows.size() != rows_.size();
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        if (countChanges) {
            emit countChanged();
        }
        return;
    }
    for (std::size_t row = 0; row < rows.size(); ++row) {
        if (!(rows[row] == rows_[row])) {
            rows_[row] = std::move(rows[row]);
            const QModelIndex changed = index(static_cast<int>(row));
            emit dataChanged(changed, changed);
        }
    }
}
