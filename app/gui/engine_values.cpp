#include "app/gui/engine_values.h"

#include <QCoreApplication>

#include <array>

std::optional<hats::Card> cardFrom(const QVariant& entry) {
    const QVariantMap map = entry.toMap();
    const auto type = hats::typeFromId(map.value(QStringLiteral("type")).toString().toStdString());
    if (!type) {
        return std::nullopt;
    }
    return hats::Card::make(*type, map.value(QStringLiteral("value")).toInt());
}

hats::Result<hats::GameSetup> setupFrom(const QStringList& names, const QStringList& removedTypes) {
    std::vector<std::string> players;
    for (const QString& name : names) {
        players.push_back(name.trimmed().toStdString());
    }
    std::vector<hats::HatType> removed;
    for (const QString& id : removedTypes) {
        const auto type = hats::typeFromId(id.toStdString());
        if (!type) {
            return hats::Error{
                QCoreApplication::translate("GameController", "\"%1\" is not a hat type (R2)")
                    .arg(id)
                    .toStdString()};
        }
        removed.push_back(*type);
    }
    return hats::GameSetup::make(std::move(players), std::move(removed));
}

QString cardKey(hats::Card card) {
    return QString::fromLatin1(hats::typeId(card.type()).data()) + QLatin1Char('_') +
           QString::number(card.value());
}

QStringList unavailableKeys(const hats::CardSet& seen, hats::TypeSet inPlay) {
    QStringList keys;
    for (int index = 0; index < hats::kDeckSize; ++index) {
        const hats::Card card = hats::Card::fromIndex(index);
        if (seen.contains(card) || !inPlay.contains(card.type())) {
            keys.append(cardKey(card));
        }
    }
    return keys;
}
