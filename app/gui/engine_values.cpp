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
            return hats::Error{"\"" + id.toStdString() + "\" is not a hat type (R2)"};
        }
        removed.push_back(*type);
    }
    return hats::GameSetup::make(std::move(players), std::move(removed));
}

namespace {

// The default names of R2, for translators (DeckProfile's defaults, in the same order).
constexpr std::array<const char*, hats::kTypeCount> kDefaultNames = {
    QT_TRANSLATE_NOOP("HatType", "Red"),    QT_TRANSLATE_NOOP("HatType", "Orange"),
    QT_TRANSLATE_NOOP("HatType", "Yellow"), QT_TRANSLATE_NOOP("HatType", "Green"),
    QT_TRANSLATE_NOOP("HatType", "Blue"),   QT_TRANSLATE_NOOP("HatType", "Purple"),
    QT_TRANSLATE_NOOP("HatType", "Brown")};

} // namespace

QVariantMap typeEntry(const hats::DeckProfile& profile, hats::HatType type) {
    const hats::TypeStyle& style = profile.style(type);
    const char* defaultName = kDefaultNames.at(static_cast<std::size_t>(hats::typeIndex(type)));
    const QString name = style.name == defaultName
                             ? QCoreApplication::translate("HatType", defaultName)
                             : QString::fromStdString(style.name);
    return {{QStringLiteral("id"), QString::fromLatin1(hats::typeId(type).data())},
            {QStringLiteral("name"), name},
            {QStringLiteral("letter"), name.left(2)},
            {QStringLiteral("colour"), QString::fromStdString(style.colour)}};
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
