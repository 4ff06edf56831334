#pragma once

#include "engine/cookie.h"

#include <QAbstractListModel>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <string>
#include <vector>

/** Step 1 of the cookie (R14): one row per player, their type count and face-up cards. */
class CookieCountModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by CookieExplanation")

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        TypeCountRole,
        FaceUpTypesRole,
        BlackHatBonusRole, // the +1 of R14 for having any black hat
        CountTextRole,     // "3 types (2 + 1 for black hats)"
        CardsRole,         // [hatCard] face up, lowest value first (R15)
        TiedRole,          // shares the highest type count with someone
        HolderRole,
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setDecision(const hats::CookieDecision& decision, const std::vector<std::string>& names);
    /** The same facts in new words (a language or type name changed). */
    void retranslate();

private:
    hats::CookieDecision decision_;
    std::vector<std::string> names_;
};

/** Step 2 of the cookie (R15): one row per rank compared, each tied player's card there. */
class CookieRankModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by CookieExplanation")

public:
    enum Role {
        RankRole = Qt::UserRole + 1,
        TitleRole,    // "Rank 2 — decides"
        DecidingRole, // the rank that separated the last players
        EntriesRole,  // [{name, card: hatCard, hasCard, onlyBlackHats, outcome, outcomeText,
                      //   staysIn}]
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setDecision(const hats::CookieDecision& decision, const std::vector<std::string>& names);
    /** The same facts in new words (a language or type name changed). */
    void retranslate();

private:
    hats::CookieDecision decision_;
    std::vector<std::string> names_;
};

/**
 * Why the cookie is where it is (R14–R16), for the table, the dispute screen and the napkin:
 * the verdict, the type counts with their cards, each rank of the tiebreak with who drops out
 * and why, and the steps in words. Words follow the language and the deck's type names.
 */
class CookieExplanation : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the controllers")
    Q_PROPERTY(How how READ how NOTIFY howChanged)
    Q_PROPERTY(int holderSeat READ holderSeat NOTIFY holderChanged)
    Q_PROPERTY(QString holder READ holder NOTIFY holderChanged)
    Q_PROPERTY(QString verdict READ verdict NOTIFY wordsChanged)
    Q_PROPERTY(QString reason READ reason NOTIFY wordsChanged)
    Q_PROPERTY(QString decidingFact READ decidingFact NOTIFY wordsChanged)
    Q_PROPERTY(QStringList steps READ steps NOTIFY wordsChanged)
    Q_PROPERTY(int decidingRank READ decidingRank NOTIFY howChanged)
    Q_PROPERTY(bool tiebreak READ tiebreak NOTIFY howChanged)
    Q_PROPERTY(CookieCountModel* counts READ counts CONSTANT)
    Q_PROPERTY(CookieRankModel* ranks READ ranks CONSTANT)

public:
    enum class How {
        NobodyHasHats = static_cast<int>(hats::CookieDecision::How::NobodyHasHats),
        MostTypes = static_cast<int>(hats::CookieDecision::How::MostTypes),
        Tiebreak = static_cast<int>(hats::CookieDecision::How::Tiebreak),
        FullTieKept = static_cast<int>(hats::CookieDecision::How::FullTieKept),
        FullTieUnknown = static_cast<int>(hats::CookieDecision::How::FullTieUnknown),
    };
    Q_ENUM(How)

    explicit CookieExplanation(QObject* parent = nullptr);

    How how() const { return static_cast<How>(decision_.how); }
    int holderSeat() const { return decision_.holder.value_or(-1); }
    QString holder() const;
    QString verdict() const { return verdict_; }
    QString reason() const { return reason_; }
    QString decidingFact() const { return decidingFact_; }
    QStringList steps() const { return steps_; }
    int decidingRank() const { return decision_.decidingRank(); }
    /** R15 compared values rank by rank (the ranks model has rows). */
    bool tiebreak() const { return !decision_.ranks.empty(); }
    CookieCountModel* counts() { return &counts_; }
    CookieRankModel* ranks() { return &ranks_; }
    const hats::CookieDecision& decision() const { return decision_; }

    /** Shows this decision; names by seat. */
    void setDecision(const hats::CookieDecision& decision, std::vector<std::string> names);
    void clear() { setDecision({}, {}); }

signals:
    void howChanged();
    void holderChanged();
    void wordsChanged();

private:
    void retranslate();

    hats::CookieDecision decision_;
    std::vector<std::string> names_;
    QString verdict_;
    QString reason_;
    QString decidingFact_;
    QStringList steps_;
    CookieCountModel counts_;
    CookieRankModel ranks_;
};
