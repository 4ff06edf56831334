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
