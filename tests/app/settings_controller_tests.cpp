#include "app/gui/deck_style.h"
#include "app/gui/game_controller.h"
#include "app/gui/language.h"
#include "app/gui/settings_controller.h"

#include <QSettings>

#include <gtest/gtest.h>

namespace {

class SettingsControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings().clear();
        DeckStyle::instance()->reload();
    }
    void TearDown() override {
        QSettings().clear();
        DeckStyle::instance()->reload();
        Language::apply(QStringLiteral("en"));
    }
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

TEST_F(SettingsControllerTest, ARenamedTypeReachesTheGameInProgressAtOnce) {
    GameController game;
    ASSERT_TRUE(game.start(
        {QStringLiteral("Ann"), QStringLiteral("Ben")}, {},
        {QVariantMap{{QStringLiteral("type"), QStringLiteral("red")}, {QStringLiteral("value"), 1}},
         QVariantMap{{QStringLiteral("type"), QStringLiteral("blue")},
                     {QStringLiteral("value"), 2}},
         QVariantMap{{QStringLiteral("type"), QStringLiteral("green")},
                     {QStringLiteral("value"), 3}},
         QVariantMap{{QStringLiteral("type"), QStringLiteral("yellow")},
                     {QStringLiteral("value"), 4}},
         QVariantMap{{QStringLiteral("type"), QStringLiteral("orange")},
                     {QStringLiteral("value"), 5}}}))
        << game.lastError().toStdString();
    ASSERT_TRUE(game.exchange(2, QStringLiteral("blue"), 6));
    int typesChanged = 0;
    int boardChanged = 0;
    QObject::connect(&game, &GameController::typesChanged, [&] { ++typesChanged; });
    QObject::connect(&game, &GameController::boardChanged, [&] { ++boardChanged; });
    ASSERT_TRUE(settings.setTypeName(QStringLiteral("blue"), QStringLiteral("Navy")));
    EXPECT_GE(typesChanged, 1);
    EXPECT_GE(boardChanged, 1);
    EXPECT_EQ(game.board().at(1).toMap().value(QStringLiteral("name")).toString(),
              QStringLiteral("Navy"));
    EXPECT_EQ(game.seats()->index(0).data(SeatModel::CollectionTextRole).toString(),
              QStringLiteral("Navy 2"));
}

TEST_F(SettingsControllerTest, TheLanguageAppliesAtOnce) {
    GameController game;
    settings.setLanguage(QStringLiteral("fr"));
    EXPECT_EQ(Language::current(), QStringLiteral("fr"));
    EXPECT_EQ(DeckStyle::instance()->name(hats::HatType::Red), QStringLiteral("Rouge"));
    settings.setLanguage(QStringLiteral("de"));
    EXPECT_EQ(DeckStyle::instance()->name(hats::HatType::Red), QStringLiteral("Rot"));
    settings.setLanguage(QStringLiteral("es"));
    EXPECT_EQ(DeckStyle::instance()->name(hats::HatType::Red), QStringLiteral("Rojo"));
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
