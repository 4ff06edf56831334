#include "app/gui/game_controller.h"
#include "app/gui/settings_controller.h"

#include <QSettings>

#include <gtest/gtest.h>

namespace {

class SettingsControllerTest : public ::testing::Test {
protected:
    void SetUp() override { QSettings().clear(); }
    void TearDown() override { QSettings().clear(); }
    SettingsController settings;
};

TEST_F(SettingsControllerTest, ARenamedTypeIsWhatTheTableSeesInTheNextGame) {
    ASSERT_TRUE(settings.setTypeName(QStringLiteral("purple"), QStringLiteral("Lilac")));
    ASSERT_TRUE(settings.setTypeColour(QStringLiteral("purple"), QStringLiteral("#aa88cc")));
    GameController game;
    const QVariantMap purple = game.types().at(5).toMap();
    EXPECT_EQ(purple.value(QStringLiteral("id")).toString(), QStringLiteral("purple"));
    EXPECT_EQ(purple.value(QStringLiteral("name")).toString(), QStringLiteral("Lilac"));
    EXPECT_EQ(purple.value(QStringLiteral("colour")).toString(), QStringLiteral("#aa88cc"));
}

TEST_F(SettingsControllerTest, ANameAnotherTypeUsesOrABadColourIsRefusedAndChangesNothing) {
    EXPECT_FALSE(settings.setTypeName(QStringLiteral("purple"), QStringLiteral("Red")));
    EXPECT_FALSE(settings.error().isEmpty());
    EXPECT_FALSE(settings.setTypeColour(QStringLiteral("red"), QStringLiteral("crimson")));
    EXPECT_EQ(settings.types().at(5).toMap().value(QStringLiteral("name")).toString(),
              QStringLiteral("Purple"));
    EXPECT_TRUE(SettingsController::storedProfile().isEmpty());
}

TEST_F(SettingsControllerTest, LanguageThemeAndHistoryFileAreKept) {
    settings.setLanguage(QStringLiteral("fr"));
    settings.setDark(true);
    settings.setDatabasePath(QStringLiteral("/tmp/elsewhere.sqlite"));
    SettingsController again;
    EXPECT_EQ(again.language(), QStringLiteral("fr"));
    EXPECT_TRUE(again.dark());
    EXPECT_EQ(again.databasePath(), QStringLiteral("/tmp/elsewhere.sqlite"));
}

} // namespace
