#pragma once

#include "app/gui/cookie_explanation.h"
#include "engine/report.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

/** How one number of the napkin was made: a title, one line per term, the sum written out. */
struct NapkinBreakdown {
    Q_GADGET
    QML_VALUE_TYPE(napkinBreakdown)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QStringList lines MEMBER lines)
    Q_PROPERTY(QString sum MEMBER sum)

public:
    QString title;
    QStringList lines;
    QString sum;
    friend bool operator==(const NapkinBreakdown&, const NapkinBreakdown&) = default;
};

/**
 * The napkin (R10–R18) as every screen and export shows it: one row per category, one cell
 * per player, each cell's breakdown, the teams, the board after clean-up, the winner and what
 * decided it, and the cookie. A game in progress shows its live standings the same way.
 */
class NapkinModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the controllers")
    Q_PROPERTY(Status status READ status NOTIFY statusChanged)
    Q_PROPERTY(QStringList players READ players NOTIFY playersChanged)
    Q_PROPERTY(QList<int> winnerSeats READ winnerSeats NOTIFY victoryChanged)
    Q_PROPERTY(QStringList winners READ winners NOTIFY victoryChanged)
    Q_PROPERTY(DecidedBy decidedBy READ decidedBy NOTIFY victoryChanged)
    Q_PROPERTY(QString fileTitle READ fileTitle NOTIFY statusChanged)
    Q_PROPERTY(QString headline READ headline NOTIFY victoryChanged)
    Q_PROPERTY(QString victory READ victory NOTIFY victoryChanged)
    Q_PROPERTY(QVariantList teams READ teams NOTIFY teamsChanged)
    Q_PROPERTY(QVariantList board READ board NOTIFY boardChanged)
    Q_PROPERTY(QVariantList favorites READ favorites NOTIFY boardChanged)
    Q_PROPERTY(QDateTime playedAt READ playedAt NOTIFY statusChanged)
    Q_PROPERTY(CookieExplanation* cookie READ cookie CONSTANT)

public:
    enum class Status { Empty, InProgress, Finished };
    Q_ENUM(Status)
    /** The categories of R17, down the sheet. */
    enum class RowKind { Collection, Favorite, Cookie, Total, BlackHats };
    Q_ENUM(RowKind)
    /** What decided the winner (R18). */
    enum class DecidedBy { ByPoints, ByBlackHats, ByCookie, SharedVictory };
    Q_ENUM(DecidedBy)
    enum Role {
        LabelRole = Qt::UserRole + 1,
        KindRole,
        CellsRole,       // one text per player
        BoldRole,        // the total
        InteractiveRole, // a cell opens its breakdown (black hats are counted, not made)
        KeyRole,         // a stable name of the row: "collection", "favorite", … (for tests)
    };
    Q_ENUM(Role)

    explicit NapkinModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Status status() const;
    QStringList players() const;
    QList<int> winnerSeats() const;
    QStringList winners() const;
    DecidedBy decidedBy() const;
    /** The game's id, for a title when the screen has none. */
    QString fileTitle() const;
    QString headline() const;
    QString victory() const;
    QVariantList teams() const;
    QVariantList board() const;
    /** Each player's favorite hat as a hatCard, seat order; empty before the end (R9). */
    QVariantList favorites() const;
    QDateTime playedAt() const;
    CookieExplanation* cookie() { return &cookie_; }
    const std::optional<hats::ScoreReport>& report() const { return report_; }

    /** Whether this seat won (R18; both partners of a winning team). */
    Q_INVOKABLE bool isWinner(int seat) const { return winnerSeats().contains(seat); }
    /** The number of this category for this seat. */
    Q_INVOKABLE int value(NapkinModel::RowKind kind, int seat) const;
    /** How the number in this row and player column was made. */
    Q_INVOKABLE NapkinBreakdown breakdown(int row, int column) const;
    /** How a team's total was made (R17). */
    Q_INVOKABLE NapkinBreakdown teamBreakdown(int team) const;

    void setReport(hats::ScoreReport report);
    void clear();

signals:
    void statusChanged();
    void playersChanged();
    void victoryChanged();
    void teamsChanged();
    void boardChanged();

private:
    std::vector<RowKind> rows() const;
    int number(RowKind kind, int seat) const;
    int playerTotal(int seat) const;
    void retranslate();

    std::optional<hats::ScoreReport> report_;
    CookieExplanation cookie_;
};
