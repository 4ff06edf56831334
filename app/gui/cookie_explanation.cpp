#include "app/gui/cookie_explanation.h"

#include "app/gui/deck_style.h"
#include "app/gui/table_words.h"

#include <algorithm>

namespace {

bool contains(const std::vector<int>& seats, int seat) {
    return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

QVariant cardValue(hats::Card card) {
    return QVariant::fromValue(DeckStyle::instance()->card(card));
}

} // namespace

int CookieCountModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(decision_.counts.size());
}

QVariant CookieCountModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int seat = index.row();
    const hats::CookieCount& count = decision_.counts[static_cast<std::size_t>(seat)];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return TableWords(names_).name(seat);
    case TypeCountRole:
        return count.typeCount();
    case FaceUpTypesRole:
        return count.faceUpTypes;
    case BlackHatBonusRole:
        return count.blackHatBonus;
    case CountTextRole:
        return count.blackHatBonus ? TableWords::tr("%1 (%2 + 1 for black hats)")
                                         .arg(TableWords::types(count.typeCount()))
                                         .arg(count.faceUpTypes)
                                   : TableWords::types(count.typeCount());
    case CardsRole: {
        QVariantList cards;
        for (hats::Card card : count.cards) {
            cards.append(cardValue(card));
        }
        return cards;
    }
    case TiedRole:
        return contains(decision_.tied, seat);
    case HolderRole:
        return decision_.holder == seat;
    default:
        return {};
    }
}

QHash<int, QByteArray> CookieCountModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{NameRole, "name"},
                  {TypeCountRole, "typeCount"},
                  {FaceUpTypesRole, "faceUpTypes"},
                  {BlackHatBonusRole, "blackHatBonus"},
                  {CountTextRole, "countText"},
                  {CardsRole, "cards"},
                  {TiedRole, "tied"},
                  {HolderRole, "holder"}});
    return names;
}

void CookieCountModel::setDecision(const hats::CookieDecision& decision,
                                   const std::vector<std::string>& names) {
    if (decision == decision_ && names == names_) {
        return; // the same facts: nothing for the views to redo
    }
    if (decision.counts.size() != decision_.counts.size()) {
        beginResetModel();
        decision_ = decision;
        names_ = names;
        endResetModel();
        return;
    }
    decision_ = decision;
    names_ = names;
    if (!decision_.counts.empty()) {
        emit dataChanged(index(0), index(rowCount() - 1));
    }
}

void CookieCountModel::retranslate() {
    if (rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1));
    }
}

int CookieRankModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(decision_.ranks.size());
}

QVariant CookieRankModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const hats::CookieRank& rank = decision_.ranks[static_cast<std::size_t>(index.row())];
    const bool deciding = rank.rank == decision_.decidingRank() && decision_.holder &&
                          decision_.how == hats::CookieDecision::How::Tiebreak;
    switch (role) {
    case RankRole:
        return rank.rank;
    case Qt::DisplayRole:
    case TitleRole:
        return deciding ? TableWords::tr("Rank %1 — decides").arg(rank.rank)
                        : TableWords::tr("Rank %1").arg(rank.rank);
    case DecidingRole:
        return deciding;
    case EntriesRole: {
        const TableWords words(names_);
        QVariantList entries;
        for (const hats::CookieRankEntry& entry : rank.entries) {
            entries.append(QVariantMap{
                {QStringLiteral("name"), words.name(entry.seat)},
                {QStringLiteral("card"), entry.card ? cardValue(*entry.card) : QVariant()},
                {QStringLiteral("hasCard"), entry.card.has_value()},
                // Only black hats: nothing to compare at all (never compared, R15).
                {QStringLiteral("onlyBlackHats"),
                 decision_.counts.at(static_cast<std::size_t>(entry.seat)).cards.empty()},
                {QStringLiteral("outcome"), static_cast<int>(entry.outcome)},
                {QStringLiteral("outcomeText"), TableWords::outcome(entry.outcome)},
                {QStringLiteral("staysIn"),
                 entry.outcome == hats::CookieRankEntry::Outcome::StaysIn}});
        }
        return entries;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> CookieRankModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{RankRole, "rank"},
                  {TitleRole, "title"},
                  {DecidingRole, "deciding"},
                  {EntriesRole, "entries"}});
    return names;
}

void CookieRankModel::setDecision(const hats::CookieDecision& decision,
                                  const std::vector<std::string>& names) {
    if (decision == decision_ && names == names_) {
        return;
    }
    // Only a different number of ranks resets the model: Qt 6.4's layouts crash when a
    // Repeater inside one loses its delegates while the page is being laid out.
    if (decision.ranks.size() == decision_.ranks.size() && !decision.ranks.empty()) {
        decision_ = decision;
        names_ = names;
        emit dataChanged(index(0), index(rowCount() - 1));
        return;
    }
    beginResetModel();
    decision_ = decision;
    names_ = names;
    endResetModel();
}

void CookieRankModel::retranslate() {
    if (rowCount() > 0) {
        emit dataChanged(index(0), index(rowCount() - 1));
    }
}

CookieExplanation::CookieExplanation(QObject* parent)
    : QObject(parent), counts_(this), ranks_(this) {
    // New type names or a new language: the same facts, said again.
    connect(DeckStyle::instance(), &DeckStyle::typesChanged, this, [this] {
        retranslate();
        counts_.retranslate();
        ranks_.retranslate();
    });
}

QString CookieExplanation::holder() const {
    return decision_.holder ? TableWords(names_).name(*decision_.holder) : QString();
}

void CookieExplanation::setDecision(const hats::CookieDecision& decision,
                                    std::vector<std::string> names) {
    if (decision == decision_ && names == names_) {
        return;
    }
    const bool sameHow = decision.how == decision_.how && decision.ranks == decision_.ranks;
    const bool sameHolder = decision.holder == decision_.holder && names == names_;
    decision_ = decision;
    names_ = std::move(names);
    counts_.setDecision(decision_, names_);
    ranks_.setDecision(decision_, names_);
    retranslate();
    if (!sameHow) {
        emit howChanged();
    }
    if (!sameHolder) {
        emit holderChanged();
    }
}

void CookieExplanation::retranslate() {
    if (names_.empty()) {
        verdict_.clear();
        reason_.clear();
        decidingFact_.clear();
        steps_.clear();
    } else {
        const TableWords words(names_);
        verdict_ = words.cookieVerdict(decision_);
        reason_ = words.cookieReason(decision_);
        decidingFact_ = words.decidingFact(decision_);
        steps_ = words.cookieSteps(decision_);
    }
    emit wordsChanged();
}
