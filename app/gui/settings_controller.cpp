#include "app/gui/settings_controller.h"

#include "app/gui/deck_style.h"
#include "app/gui/language.h"
#include "app/gui/table_words.h"

#include "engine/deck_profile.h"

#include <QSettings>

#include <nlohmann/json.hpp>

namespace {

const QString kProfileKey = QStringLiteral("deckProfile");

hats::DeckProfile loadProfile() {
    const std::string text = SettingsController::storedProfile().toStdString();
    if (text.empty()) {
        return {};
    }
    const auto json = nlohmann::json::parse(text, nullptr, false);
    auto profile = json.is_discarded() ? hats::Result<hats::DeckProfile>(hats::Error{""})
                                       : hats::deckProfileFromJson(json);
    return profile ? *profile : hats::DeckProfile();
}

} // namespace

QString SettingsController::storedProfile() {
    return QSettings().value(kProfileKey).toString();
}

QVariantList SettingsController::types() const {
    return DeckStyle::instance()->types();
}

bool SettingsController::store(const QString& id, const QString& value, bool isName) {
    const auto type = hats::typeFromId(id.toStdString());
    if (!type) {
        error_ = tr("No hat type called %1").arg(id);
        emit changed();
        return false;
    }
    hats::DeckProfile profile = loadProfile();
    const auto done = isName ? profile.setName(*type, value.trimmed().toStdString())
                             : profile.setColour(*type, value.trimmed().toStdString());
    if (!done) {
        error_ = TableWords::error(done.error());
        emit changed();
        return false;
    }
    QSettings().setValue(kProfileKey, QString::fromStdString(hats::toJson(profile).dump()));
    DeckStyle::instance()->setProfile(profile);
    error_.clear();
    emit changed();
    return true;
}

bool SettingsController::setTypeName(const QString& id, const QString& name) {
    return store(id, name, true);
}

bool SettingsController::setTypeColour(const QString& id, const QString& colour) {
    return store(id, colour, false);
}

void SettingsController::resetTypes() {
    QSettings().remove(kProfileKey);
    DeckStyle::instance()->setProfile({});
    error_.clear();
    emit changed();
}

QStringList SettingsController::languages() const {
    return Language::shipped();
}

QString SettingsController::language() const {
    return QSettings().value(QStringLiteral("language")).toString();
}

void SettingsController::setLanguage(const QString& code) {
    QSettings().setValue(QStringLiteral("language"), code);
    Language::apply(code); // at once: every page and model is said again
    emit changed();
}

bool SettingsController::dark() const {
    return QSettings().value(QStringLiteral("dark"), false).toBool();
}

void SettingsController::setDark(bool dark) {
    QSettings().setValue(QStringLiteral("dark"), dark);
    emit changed();
}

QString SettingsController::databasePath() const {
    return QSettings().value(QStringLiteral("databasePath")).toString();
}

void SettingsController::setDatabasePath(const QString& path) {
    QSettings().setValue(QStringLiteral("databasePath"), path.trimmed());
    emit changed();
}
