#include "app/gui/deck_style.h"

#include "app/gui/settings_controller.h"

#include <QCoreApplication>
#include <QQmlEngine>

#include <nlohmann/json.hpp>

#include <array>

namespace {

// The default names of R2, for translators (DeckProfile's defaults, in the same order).
constexpr std::array<const char*, hats::kTypeCount> kDefaultNames = {
    QT_TRANSLATE_NOOP("HatType", "Red"),    QT_TRANSLATE_NOOP("HatType", "Orange"),
    QT_TRANSLATE_NOOP("HatType", "Yellow"), QT_TRANSLATE_NOOP("HatType", "Green"),
    QT_TRANSLATE_NOOP("HatType", "Blue"),   QT_TRANSLATE_NOOP("HatType", "Purple"),
    QT_TRANSLATE_NOOP("HatType", "Brown")};

} // namespace

DeckStyle::DeckStyle(QObject* parent) : QObject(parent) {
    reload();
}

DeckStyle* DeckStyle::instance() {
    static DeckStyle* shared = new DeckStyle(QCoreApplication::instance());
    return shared;
}

DeckStyle* DeckStyle::create(QQmlEngine*, QJSEngine*) {
    DeckStyle* shared = instance();
    QJSEngine::setObjectOwnership(shared, QJSEngine::CppOwnership);
    return shared;
}

void DeckStyle::setProfile(const hats::DeckProfile& profile) {
    if (!(profile == profile_)) {
        profile_ = profile;
        emit typesChanged();
    }
}

void DeckStyle::reload() {
    hats::DeckProfile profile;
    if (const std::string stored = SettingsController::storedProfile().toStdString();
        !stored.empty()) {
        const auto json = nlohmann::json::parse(stored, nullptr, false);
        if (!json.is_discarded()) {
            if (auto read = hats::deckProfileFromJson(json)) {
                profile = *read;
            }
        }
    }
    setProfile(profile);
}

QString DeckStyle::name(hats::HatType type) const {
    const std::string& name = profile_.style(type).name;
    const char* defaultName = kDefaultNames.at(static_cast<std::size_t>(hats::typeIndex(type)));
    return name == defaultName ? QCoreApplication::translate("HatType", defaultName)
                               : QString::fromStdString(name);
}

QString DeckStyle::usualName(hats::HatType type) {
    return QCoreApplication::translate(
        "HatType", kDefaultNames.at(static_cast<std::size_t>(hats::typeIndex(type))));
}

QColor DeckStyle::colour(hats::HatType type) const {
    return QColor(QString::fromStdString(profile_.style(type).colour));
}

HatCard DeckStyle::card(hats::Card card) const {
    const QString typeName = name(card.type());
    return {QString::fromLatin1(hats::typeId(card.type()).data()),
            typeName,
            typeName.left(2),
            colour(card.type()).name(),
            card.value(),
            cardText(card)};
}

QString DeckStyle::cardText(hats::Card card) const {
    //: A hat card: its type's name and its value, "Red 4"
    return QCoreApplication::translate("HatType", "%1 %2").arg(name(card.type())).arg(card.value());
}

QVariantList DeckStyle::typeList(hats::TypeSet types) const {
    QVariantList list;
    for (hats::HatType type : hats::kAllTypes) {
        if (types.contains(type)) {
            const QString typeName = name(type);
            list.append(
                QVariantMap{{QStringLiteral("id"), QString::fromLatin1(hats::typeId(type).data())},
                            {QStringLiteral("name"), typeName},
                            {QStringLiteral("usualName"), usualName(type)},
                            {QStringLiteral("letter"), typeName.left(2)},
                            {QStringLiteral("colour"), colour(type).name()}});
        }
    }
    return list;
}
