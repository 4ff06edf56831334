#pragma once

#include "engine/scoring.h"
#include "engine/setup.h"

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

/**
 * The live table's standings from public information (R17: collection and cookie so far):
 * one row per player in seat order, or one per team, each with its rank and its words. The
 * page binds to the roles and computes nothing.
 */
class StandingsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        RankRole = Qt::UserRole + 1, // 1 for the most points; equal points share a rank
        NameRole,                    // the player's or the team's name
        LabelRole,                   // the name as the strip shows it ("▶ Ann" on turn)
        PointsRole,
        PointsTextRole,    // "12 points"
        TypeCountRole,     // hat types in the collection (players; 0 for teams)
        TypeCountTextRole, // "3 types"
        HasCookieRole,     // holds the last cookie (a team: one of its players does)
        TeamRole,          // the player's team, empty without teams
        IsCurrentRole,     // the player whose turn it is
        SummaryRole,       // one line: "Ann: 12 points", "Red team: 20 points"
    };
    Q_ENUM(Role)

    /** What one row shows. */
    struct Row {
        int rank = 0;
        QString name;
        QString label;
        int points = 0;
        QString pointsText;
        int typeCount = 0;
        QString typeCountText;
        bool hasCookie = false;
        QString team;
        bool isCurrent = false;
        QString summary;
        friend bool operator==(const Row&, const Row&) = default;
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(rows_.size()); }
    const std::vector<Row>& rows() const { return rows_; }

    /** Rows of every player by seat, from the engine's standings. */
    static std::vector<Row> players(const hats::GameSetup& setup, const hats::Standings& standings,
                                    const std::vector<int>& typeCounts,
                                    std::optional<int> cookieHolder, std::optional<int> current);
    /** Rows of the two teams of a 4-player game (none without teams). */
    static std::vector<Row> teams(const hats::GameSetup& setup, const hats::Standings& standings,
                                  std::optional<int> cookieHolder);

    /** Replaces the rows: a reset when the names change, dataChanged for what changed. */
    void setRows(std::vector<Row> rows);
    void clear() { setRows({}); }

signals:
    void countChanged();

private:
    std::vector<Row> rows_;
};
