#pragma once

#include "engine/cookie.h"
#include "engine/refusal.h"
#include "engine/result.h"
#include "engine/scoring.h"
#include "engine/setup.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

/**
 * The engine's facts in the app's language, with the rulebook's words (glossary.md): every
 * refusal, cookie step and victory the screens show is made here through tr(). Hat types
 * are named as the deck names them (DeckStyle).
 */
class TableWords {
    Q_DECLARE_TR_FUNCTIONS(Rules)

public:
    explicit TableWords(std::vector<std::string> names) : names_(std::move(names)) {}

    /** "Ann", "Ann and Ben", "Ann, Ben and Cleo". */
    static QString join(const QStringList& names);
    QString name(int seat) const;
    QString seats(const std::vector<int>& seats) const;
    /** "Rouge 4". */
    static QString card(hats::Card card);

    /** One refusal as one sentence, its rule id at the end: "… (R7)". */
    QString refusal(const hats::Refusal& refusal) const;
    /** Where a refusal happened ("turn 3", "board") in the app's language. */
    static QString place(const std::string& where);
    /** A fault of a file, the history or a photo in the app's language. */
    static QString fault(const hats::Fault& fault);
    /**
     * An error as the app shows it: its place, then a refusal's or a fault's words; an error
     * of neither kind as it comes.
     */
    static QString error(const hats::Error& error);

    /** "%n type(s)". */
    static QString types(int count);
    static QString points(int count);
    /** "Ann holds the cookie." / "Nobody holds the cookie." */
    QString cookieVerdict(const hats::CookieDecision& cookie) const;
    /** One line: why the cookie is where it is. */
    QString cookieReason(const hats::CookieDecision& cookie) const;
    /**
     * The one fact that decided the cookie, unmistakably: the most types, or which rank
     * decided and why each other tied player dropped out there (a higher card, no card left,
     * only black hats); a full tie.
     */
    QString decidingFact(const hats::CookieDecision& cookie) const;
    /** The decision step by step. */
    QStringList cookieSteps(const hats::CookieDecision& cookie) const;
    /** What a tied player's card at one rank did: "stays in", "higher card: drops out". */
    static QString outcome(hats::CookieRankEntry::Outcome outcome);

    /** What decided the winner (R18). */
    QString victory(const hats::Victory& victory, const hats::GameSetup& setup) const;

private:
    QString what(const hats::Refusal& refusal) const;
    QString where(const hats::CardPlace& place) const;
    QString handover(const hats::CookieDecision& cookie) const;

    std::vector<std::string> names_;
};
