#include "app/gui/napkin_model.h"

#include "app/gui/deck_style.h"
#include "app/gui/table_words.h"
#include "app/text/sums.h"

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

using Kind = NapkinModel::RowKind;

} // namespace

NapkinModel::NapkinModel(QObject* parent) : QAbstractListModel(parent), cookie_(this) {
    connect(DeckStyle::instance(), &DeckStyle::typesChanged, this, &NapkinModel::retranslate);
}

std::vector<NapkinModel::RowKind> NapkinModel::rows() const {
    if (!report_) {
        return {};
    }
    if (report_->napkin) {
        return {Kind::Collection, Kind::Favorite, Kind::Cookie, Kind::Total, Kind::BlackHats};
    }
    return {Kind::Collection, Kind::Cookie, Kind::Total, Kind::BlackHats};
}

int NapkinModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows().size());
}

int NapkinModel::number(RowKind kind, int seat) const {
    const auto index = static_cast<std::size_t>(seat);
    if (report_->napkin) {
        const hats::PlayerScore& score = report_->napkin->players.at(index);
        switch (kind) {
        case Kind::Collection:
            return score.collection.total;
        case Kind::Favorite:
            return score.favorite.total;
        case Kind::Cookie:
            return score.cookie;
        case Kind::Total:
            return score.total;
        case Kind::BlackHats:
            return score.blackHats;
        }
        return 0;
    }
    const hats::Standing& standing = report_->standings.players.at(index);
    switch (kind) {
    case Kind::Collection:
        return standing.collection;
    case Kind::Cookie:
        return standing.cookie;
    case Kind::Total:
        return standing.total;
    case Kind::BlackHats:
        return standing.blackHats;
    case Kind::Favorite:
        break;
    }
    return 0;
}

int NapkinModel::playerTotal(int seat) const {
    return number(Kind::Total, seat);
}

QVariant NapkinModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const RowKind kind = rows()[static_cast<std::size_t>(index.row())];
    const bool finished = report_->napkin.has_value();
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        switch (kind) {
        case Kind::Collection:
            return tr("Hat collection");
        case Kind::Favorite:
            return tr("Favorite hat");
        case Kind::Cookie:
            return tr("Last cookie");
        case Kind::Total:
            return finished ? tr("Total") : tr("Total so far");
        case Kind::BlackHats:
            return tr("Black hats");
        }
        return {};
    case KindRole:
        return QVariant::fromValue(kind);
    case CellsRole: {
        QStringList cells;
        for (int seat = 0; seat < report_->setup.playerCount(); ++seat) {
            const int value = number(kind, seat);
            cells.append(kind == Kind::Cookie && value == 0 ? QStringLiteral("–")
                                                            : qs(hats::sums::signedNumber(value)));
        }
        return cells;
    }
    case BoldRole:
        return kind == Kind::Total;
    case InteractiveRole:
        return kind != Kind::BlackHats;
    case KeyRole:
        switch (kind) {
        case Kind::Collection:
            return QStringLiteral("collection");
        case Kind::Favorite:
            return QStringLiteral("favorite");
        case Kind::Cookie:
            return QStringLiteral("cookie");
        case Kind::Total:
            return QStringLiteral("total");
        case Kind::BlackHats:
            return QStringLiteral("blackHats");
        }
        return {};
    default:
        return {};
    }
}

QHash<int, QByteArray> NapkinModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{LabelRole, "label"},
                  {KindRole, "kind"},
                  {CellsRole, "cells"},
                  {BoldRole, "bold"},
                  {InteractiveRole, "interactive"},
                  {KeyRole, "key"}});
    return names;
}

NapkinModel::Status NapkinModel::status() const {
    if (!report_) {
        return Status::Empty;
    }
    return report_->napkin ? Status::Finished : Status::InProgress;
}

QStringList NapkinModel::players() const {
    QStringList names;
    if (report_) {
        for (const std::string& name : report_->setup.players()) {
            names.append(qs(name));
        }
    }
    return names;
}

QList<int> NapkinModel::winnerSeats() const {
    QList<int> seats;
    if (report_ && report_->napkin) {
        for (int seat : report_->napkin->victory.winners) {
            seats.append(seat);
        }
    }
    return seats;
}

QStringList NapkinModel::winners() const {
    QStringList names;
    if (report_ && report_->napkin) {
        for (int seat : report_->napkin->victory.winners) {
            names.append(qs(report_->setup.name(seat)));
        }
    }
    return names;
}

NapkinModel::DecidedBy NapkinModel::decidedBy() const {
    if (!report_ || !report_->napkin) {
        return DecidedBy::ByPoints;
    }
    return static_cast<DecidedBy>(report_->napkin->victory.decidedBy);
}

QString NapkinModel::fileTitle() const {
    return report_ ? qs(report_->meta.id) : QString();
}

int NapkinModel::value(RowKind kind, int seat) const {
    if (!report_ || seat < 0 || seat >= report_->setup.playerCount() ||
        (kind == Kind::Favorite && !report_->napkin)) {
        return 0;
    }
    return number(kind, seat);
}

QString NapkinModel::headline() const {
    if (!report_) {
        return {};
    }
    if (!report_->napkin) {
        return tr("Game in progress: %1 of %2 turns played")
            .arg(report_->turnsPlayed)
            .arg(report_->totalTurns);
    }
    const TableWords words(report_->setup.players());
    const auto& winners = report_->napkin->victory.winners;
    return winners.size() > 1 ? tr("Winners: %1").arg(words.seats(winners))
                              : tr("Winner: %1").arg(words.seats(winners));
}

QString NapkinModel::victory() const {
    if (!report_ || !report_->napkin) {
        return {};
    }
    return TableWords(report_->setup.players()).victory(report_->napkin->victory, report_->setup);
}

QVariantList NapkinModel::teams() const {
    QVariantList list;
    if (!report_ || !report_->setup.hasTeams()) {
        return list;
    }
    const hats::GameSetup& setup = report_->setup;
    for (int team = 0; team < 2; ++team) {
        const auto members = hats::GameSetup::teamMembers(team);
        const int total = report_->napkin
                              ? report_->napkin->teams.at(static_cast<std::size_t>(team)).total
                              : report_->standings.teams.at(static_cast<std::size_t>(team)).total;
        list.append(QVariantMap{
            {QStringLiteral("name"), qs(setup.teamName(team))},
            {QStringLiteral("members"), QVariantList{members[0], members[1]}},
            {QStringLiteral("label"), tr("Team %1 (%2 + %3)")
                                          .arg(qs(setup.teamName(team)), qs(setup.name(members[0])),
                                               qs(setup.name(members[1])))},
            {QStringLiteral("total"), total}});
    }
    return list;
}

QVariantList NapkinModel::board() const {
    QVariantList list;
    if (!report_ || !report_->napkin) {
        return list;
    }
    const hats::Board& board = report_->napkin->board;
    for (int slot = 1; slot <= board.slotCount(); ++slot) {
        const bool faceUp = board.staysFaceUp(slot);
        list.append(
            QVariantMap{{QStringLiteral("slot"), slot},
                        {QStringLiteral("card"),
                         QVariant::fromValue(DeckStyle::instance()->card(board.at(slot)))},
                        {QStringLiteral("faceUp"), faceUp},
                        {QStringLiteral("text"),
                         (faceUp ? tr("Space %1\n%2\nface up") : tr("Space %1\n%2\nface down"))
                             .arg(slot)
                             .arg(DeckStyle::instance()->cardText(board.at(slot)))}});
    }
    return list;
}

QVariantList NapkinModel::favorites() const {
    QVariantList list;
    if (!report_ || !report_->napkin) {
        return list;
    }
    for (const auto& player : report_->napkin->players) {
        list.append(QVariant::fromValue(DeckStyle::instance()->card(player.favorite.favorite)));
    }
    return list;
}

QDateTime NapkinModel::playedAt() const {
    return report_ ? QDateTime::fromString(qs(report_->meta.playedAt), Qt::ISODate) : QDateTime();
}

NapkinBreakdown NapkinModel::breakdown(int row, int column) const {
    const auto kinds = rows();
    if (!report_ || row < 0 || row >= static_cast<int>(kinds.size()) || column < 0 ||
        column >= report_->setup.playerCount()) {
        return {};
    }
    const RowKind kind = kinds[static_cast<std::size_t>(row)];
    const TableWords words(report_->setup.players());
    const QString who = words.name(column);
    const auto seat = static_cast<std::size_t>(column);
    NapkinBreakdown out;
    const auto sum = [](int total, const std::vector<int>& terms) {
        return qs(hats::sums::sumText(total, terms));
    };

    switch (kind) {
    case Kind::Collection: {
        out.title = tr("%1: hat collection").arg(who);
        const hats::Board& board = report_->napkin ? report_->napkin->board : *report_->board;
        const hats::CollectionScore score =
            report_->napkin ? report_->napkin->players[seat].collection
                            : hats::scoreCollection(board, report_->collections.at(seat));
        std::vector<int> terms;
        for (const hats::CardPoints& card : score.cards) {
            const int faceUpSlot = board.faceUpSlotFor(card.card.type());
            QString line =
                faceUpSlot > 0
                    ? tr("%1 → %2: the %3 card in space %4 of the tea table stayed face up "
                         "(R10, R11)")
                          .arg(TableWords::card(card.card))
                          .arg(card.points)
                          .arg(TableWords::card(board.at(faceUpSlot)))
                          .arg(faceUpSlot)
                    : tr("%1 → 0: no %2 card on the tea table (R11)")
                          .arg(TableWords::card(card.card),
                               DeckStyle::instance()->name(card.card.type()));
            QStringList faceDown;
            for (int slot = 1; slot <= board.slotCount(); ++slot) {
                if (slot != faceUpSlot && board.at(slot).type() == card.card.type()) {
                    faceDown.append(QString::number(slot));
                }
            }
            if (!faceDown.isEmpty()) {
                line += tr("; space %1 turned face down (R10)")
                            .arg(faceDown.join(QStringLiteral(", ")));
            }
            out.lines.append(line);
            terms.push_back(card.points);
        }
        if (score.blackHats > 0) {
            out.lines.append(tr("Black hats: %1 × %2 (R11)")
                                 .arg(score.blackHats)
                                 .arg(TableWords::points(hats::kBlackHatPoints)));
            terms.insert(terms.end(), static_cast<std::size_t>(score.blackHats),
                         hats::kBlackHatPoints);
        }
        out.sum = sum(score.total, terms);
        return out;
    }
    case Kind::Favorite: {
        const hats::FavoriteScore& score = report_->napkin->players[seat].favorite;
        out.title = tr("%1: favorite hat").arg(who);
        out.lines.append(tr("Favorite hat: %1, its value is taken off (R12)")
                             .arg(TableWords::card(score.favorite)));
        if (score.matches.empty()) {
            out.lines.append(tr("No face-up %1 card in the collection to count")
                                 .arg(DeckStyle::instance()->name(score.favorite.type())));
        }
        std::vector<int> terms;
        for (hats::Card card : score.matches) {
            out.lines.append(tr("%1 in the collection counts its value %2")
                                 .arg(TableWords::card(card))
                                 .arg(card.value()));
            terms.push_back(card.value());
        }
        terms.push_back(-score.favorite.value());
        out.sum = sum(score.total, terms);
        return out;
    }
    case Kind::Cookie: {
        out.title = tr("%1: last cookie").arg(who);
        const hats::CookieDecision& cookie = report_->cookie;
        const int points = number(Kind::Cookie, column);
        out.lines.append(
            cookie.holder == column
                ? tr("%1 holds the cookie: %2 (R13)").arg(who, TableWords::points(points))
            : cookie.holder
                ? tr("%1 holds the cookie, so %2 scores 0").arg(words.name(*cookie.holder), who)
                : tr("Nobody holds the cookie"));
        out.lines.append(words.cookieReason(cookie));
        out.sum = QString::number(points);
        return out;
    }
    case Kind::Total: {
        const bool finished = report_->napkin.has_value();
        out.title = finished ? tr("%1: total").arg(who) : tr("%1: total so far").arg(who);
        const int collection = number(Kind::Collection, column);
        const int cookie = number(Kind::Cookie, column);
        out.lines.append(tr("Hat collection: %1").arg(collection));
        std::vector<int> terms{collection};
        if (finished) {
            const int favorite = number(Kind::Favorite, column);
            out.lines.append(tr("Favorite hat: %1").arg(qs(hats::sums::signedNumber(favorite))));
            terms.push_back(favorite);
        }
        out.lines.append(tr("Last cookie: %1").arg(cookie));
        terms.push_back(cookie);
        out.sum = sum(playerTotal(column), terms);
        return out;
    }
    case Kind::BlackHats:
        break;
    }
    return out;
}

NapkinBreakdown NapkinModel::teamBreakdown(int team) const {
    if (!report_ || !report_->setup.hasTeams() || team < 0 || team > 1) {
        return {};
    }
    const hats::GameSetup& setup = report_->setup;
    const auto members = hats::GameSetup::teamMembers(team);
    NapkinBreakdown out;
    out.title = tr("Team total: %1").arg(qs(setup.teamName(team)));
    std::vector<int> terms;
    int total = 0;
    for (int seat : members) {
        out.lines.append(tr("%1: %2").arg(qs(setup.name(seat))).arg(playerTotal(seat)));
        terms.push_back(playerTotal(seat));
        total += playerTotal(seat);
    }
    out.sum = qs(hats::sums::sumText(total, terms));
    return out;
}

void NapkinModel::setReport(hats::ScoreReport report) {
    beginResetModel();
    report_ = std::move(report);
    endResetModel();
    cookie_.setDecision(report_->cookie, report_->setup.players());
    emit statusChanged();
    emit playersChanged();
    retranslate();
}

void NapkinModel::clear() {
    if (!report_) {
        return;
    }
    beginResetModel();
    report_.reset();
    endResetModel();
    cookie_.clear();
    emit statusChanged();
    emit playersChanged();
    retranslate();
}

void NapkinModel::retranslate() {
    if (rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1), {LabelRole, Qt::DisplayRole});
    }
    emit victoryChanged();
    emit teamsChanged();
    emit boardChanged();
}
