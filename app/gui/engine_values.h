#pragma once

#include "engine/card.h"
#include "engine/result.h"
#include "engine/setup.h"

#include <QStringList>
#include <QVariant>

#include <optional>

/** The card in a QML {"type": "red", "value": 4} map, if it is one. */
std::optional<hats::Card> cardFrom(const QVariant& entry);

/** A game setup from the names (seat order) and removed type ids the screens collect. */
hats::Result<hats::GameSetup> setupFrom(const QStringList& names, const QStringList& removedTypes);

/** The key a card picker names a card by: "red_4". */
QString cardKey(hats::Card card);

/**
 * The keys of every card that cannot be chosen: the cards in `seen` (R1) and every card of a
 * type not in `inPlay` (R5).
 */
QStringList unavailableKeys(const hats::CardSet& seen, hats::TypeSet inPlay);
