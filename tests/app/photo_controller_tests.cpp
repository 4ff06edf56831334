#include "app/gui/language.h"
#include "app/gui/photo_controller.h"

#include "tests/app/photo_fixture.h"
#include "vision/profile.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>

#include <gtest/gtest.h>

namespace {

// Generated once for the whole run: rendering and calibrating take a few seconds.
const PhotoFixture& fixture() {
    static QTemporaryDir folder;
    static const PhotoFixture made = makePhotoFixture(folder.path());
    return made;
}

QVariantList truthCards(const QVariantMap& truth) {
    return truth.value(QStringLiteral("cards")).toList();
}

QString name(const QVariant& card) {
    const QVariantMap map = card.toMap();
    return map.value(QStringLiteral("type")).toString() + QLatin1Char(' ') +
           QString::number(map.value(QStringLiteral("value")).toInt());
}

class PhotoControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_FALSE(fixture().decks.isEmpty());
        photos.setProfileFolder(fixture().decks);
    }

    // Reads and waits for the worker; true when the photo was read.
    bool read(const QString& path, const QString& kind, int expected = 0) {
        QSignalSpy finished(&photos, &PhotoController::readFinished);
        photos.read(QUrl::fromLocalFile(path), kind, expected);
        if (finished.isEmpty() && !finished.wait(30000)) {
            ADD_FAILURE() << "no answer from the photo reader";
            return false;
        }
        return finished.front().front().toBool();
    }

    PhotoController photos;
};

TEST_F(PhotoControllerTest, ABoardPhotoGivesEveryCardInItsSlotOnlyOnceConfirmed) {
    ASSERT_EQ(photos.profile(), QStringLiteral("test-deck")); // the only saved deck is used
    ASSERT_TRUE(read(fixture().board, QStringLiteral("board"), 6)) << photos.error().toStdString();
    EXPECT_FALSE(photos.busy());
    const QVariantList truth = truthCards(fixture().boardTruth);
    ASSERT_EQ(photos.cards().size(), truth.size());
    EXPECT_EQ(photos.doubtfulCount(), 0);
    EXPECT_TRUE(photos.canConfirm());
    EXPECT_TRUE(photos.hints().isEmpty()) << photos.hints().join(QLatin1Char('|')).toStdString();
    const QVariantList board = photos.boardCards();
    ASSERT_EQ(board.size(), truth.size());
    for (const QVariant& placed : truth) {
        const int slot = placed.toMap().value(QStringLiteral("slot")).toInt();
        EXPECT_EQ(name(board.at(slot - 1)), name(placed)) << "slot " << slot;
    }
    // Every outline lies inside the photo.
    for (const QVariant& card : photos.cards()) {
        const QVariantList corners = card.toMap().value(QStringLiteral("corners")).toList();
        ASSERT_EQ(corners.size(), 8);
        for (int i = 0; i < 8; ++i) {
            const double limit = i % 2 == 0 ? photos.photoWidth() : photos.photoHeight();
            EXPECT_GE(corners.at(i).toDouble(), -1.0);
            EXPECT_LE(corners.at(i).toDouble(), limit + 1.0);
        }
    }
}

TEST_F(PhotoControllerTest, CorrectionsRemovalsAndTheRulesTheyMustKeep) {
    ASSERT_TRUE(read(fixture().board, QStringLiteral("board"), 6));
    const QVariantList before = photos.boardCards();
    // R1: making slot 2 the same card as slot 1 is flagged, and blocks confirming.
    const QVariantMap first = before.at(0).toMap();
    ASSERT_TRUE(photos.correct(1, first.value(QStringLiteral("type")).toString(),
                               first.value(QStringLiteral("value")).toInt()));
    EXPECT_FALSE(photos.canConfirm());
    ASSERT_EQ(photos.problems().size(), 1);
    EXPECT_TRUE(photos.problems().front().contains(QStringLiteral("(R1)")));
    // A card back cannot be on the board (R3).
    EXPECT_FALSE(photos.markFaceDown(1));
    EXPECT_TRUE(photos.error().contains(QStringLiteral("R3")));
    // Saying slot 2 is not a card closes the row: slots 3..6 become 2..5.
    ASSERT_TRUE(photos.remove(1));
    EXPECT_TRUE(photos.canConfirm());
    const QVariantList after = photos.boardCards();
    ASSERT_EQ(after.size(), before.size() - 1);
    EXPECT_EQ(name(after.at(0)), name(before.at(0)));
    for (int slot = 1; slot < after.size(); ++slot) {
        EXPECT_EQ(name(after.at(slot)), name(before.at(slot + 1)));
    }
    // One card fewer than slots: a hint, not a problem (the slot is filled in by hand).
    ASSERT_EQ(photos.hints().size(), 1);
    EXPECT_TRUE(photos.hints().front().startsWith(QStringLiteral("5 of 6 board cards")))
        << photos.hints().front().toStdString();
    // A correction is marked as the player's.
    ASSERT_TRUE(photos.correct(0, QStringLiteral("brown"), 6));
    EXPECT_TRUE(photos.cards().at(0).toMap().value(QStringLiteral("corrected")).toBool());
    EXPECT_EQ(name(photos.boardCards().at(0)), QStringLiteral("brown 6"));
    EXPECT_FALSE(photos.correct(0, QStringLiteral("pink"), 6));
    EXPECT_FALSE(photos.correct(0, QStringLiteral("brown"), 7));
    EXPECT_FALSE(photos.remove(99));
}

TEST_F(PhotoControllerTest, ACollectionPhotoGivesFaceUpCardsAndBlackHats) {
    ASSERT_TRUE(read(fixture().collection, QStringLiteral("collection")));
    QStringList expected;
    int backs = 0;
    for (const QVariant& placed : truthCards(fixture().collectionTruth)) {
        if (placed.toMap().value(QStringLiteral("faceDown")).toBool()) {
            ++backs;
        } else {
            expected.append(name(placed));
        }
    }
    const QVariantMap collection = photos.collection();
    QStringList read;
    for (const QVariant& card : collection.value(QStringLiteral("cards")).toList()) {
        read.append(name(card));
    }
    expected.sort();
    read.sort();
    EXPECT_EQ(read, expected);
    EXPECT_EQ(collection.value(QStringLiteral("blackHats")).toInt(), backs);
    EXPECT_EQ(photos.blackHats(), backs);
    // R9: a finished collection is 8 hats; another count is pointed out, not refused.
    const bool eight = truthCards(fixture().collectionTruth).size() == 8;
    EXPECT_EQ(photos.hints().filter(QStringLiteral("(R9)")).size(), eight ? 0 : 1)
        << photos.hints().join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(photos.canConfirm());
    // In a collection a card back is allowed: marking a face-up card so adds a black hat.
    ASSERT_TRUE(photos.markFaceDown(0));
    EXPECT_EQ(photos.collection().value(QStringLiteral("blackHats")).toInt(), backs + 1);
}

TEST_F(PhotoControllerTest, DoubtfulCardsMustBeNamedBeforeConfirming) {
    // A deck whose six cards of a type all look the same: no value can be read for sure, and
    // the reader must say so rather than guess.
    auto profile = hats::vision::loadProfile(
        QDir(fixture().decks).filePath(QStringLiteral("test-deck.json")).toStdString());
    ASSERT_TRUE(profile.ok());
    for (int i = 0; i < hats::kDeckSize; ++i) {
        const int first = i - (i % hats::kMaxValue);
        profile->exemplars[static_cast<size_t>(i)] =
            profile->exemplars[static_cast<size_t>(first)].clone();
        // The value is told again on the faces calibration kept it sharp on: those too.
        profile->valueFaces[static_cast<size_t>(i)] =
            profile->valueFaces[static_cast<size_t>(first)].clone();
    }
    QTemporaryDir decks;
    ASSERT_TRUE(
        hats::vision::saveProfile(*profile, (decks.path() + "/blurred.json").toStdString()));
    photos.setProfileFolder(decks.path());
    ASSERT_TRUE(read(fixture().board, QStringLiteral("board"), 6));
    const int doubtful = photos.doubtfulCount();
    ASSERT_GT(doubtful, 0);
    EXPECT_FALSE(photos.canConfirm());
    EXPECT_TRUE(photos.problems().front().contains(QString::number(doubtful)));
    const QVariantList truth = truthCards(fixture().boardTruth);
    const QVariantList cards = photos.cards();
    for (int i = 0; i < cards.size(); ++i) {
        const QVariantMap card = cards.at(i).toMap();
        if (!card.value(QStringLiteral("doubtful")).toBool()) {
            continue;
        }
        EXPECT_FALSE(card.contains(QStringLiteral("type"))) << "a doubtful card has no value";
        const int slot = card.value(QStringLiteral("slot")).toInt();
        const auto placed = std::find_if(truth.begin(), truth.end(), [slot](const QVariant& t) {
            return t.toMap().value(QStringLiteral("slot")).toInt() == slot;
        });
        ASSERT_NE(placed, truth.end());
        ASSERT_TRUE(photos.correct(i, placed->toMap().value(QStringLiteral("type")).toString(),
                                   placed->toMap().value(QStringLiteral("value")).toInt()));
    }
    EXPECT_EQ(photos.doubtfulCount(), 0);
}

TEST_F(PhotoControllerTest, WhatCannotBeReadSaysSoAndKeepsNothing) {
    ASSERT_FALSE(read(QStringLiteral(HATS_TEST_DATA "/snapshot_3p.json"), QStringLiteral("board")));
    EXPECT_TRUE(photos.error().contains(QStringLiteral("Could not read the photo")))
        << photos.error().toStdString();
    EXPECT_TRUE(photos.cards().isEmpty());
    EXPECT_FALSE(photos.canConfirm());
    QTemporaryDir empty;
    photos.setProfileFolder(empty.path());
    ASSERT_FALSE(read(fixture().board, QStringLiteral("board")));
    EXPECT_TRUE(photos.error().contains(QStringLiteral("calibrate")));
}

// What the photo reader refused is said in the table's language, naming the file it read.
TEST_F(PhotoControllerTest, ARefusedPhotoIsExplainedInTheTablesLanguageNamingTheFile) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("photo.jpg"));
    ASSERT_TRUE(QDir().mkpath(folder)); // a folder where the photo should be
    const std::vector<std::pair<QString, QString>> expected = {
        {QStringLiteral("fr"), QStringLiteral("Impossible de lire la photo : %1 est un dossier")},
        {QStringLiteral("de"),
         QStringLiteral("Das Foto konnte nicht gelesen werden: %1 ist ein Ordner")},
        {QStringLiteral("es"), QStringLiteral("No se pudo leer la foto: %1 es una carpeta")},
    };
    for (const auto& [language, words] : expected) {
        Language::apply(language);
        ASSERT_FALSE(read(folder, QStringLiteral("board")));
        EXPECT_EQ(photos.error(), words.arg(folder)) << language.toStdString();
    }
    Language::apply(QStringLiteral("fr"));
    ASSERT_FALSE(read(QStringLiteral(HATS_TEST_DATA "/snapshot_3p.json"), QStringLiteral("board")));
    EXPECT_EQ(photos.error(),
              QStringLiteral("Impossible de lire la photo : ce n'est pas une image JPEG ou PNG"));
    Language::apply(QStringLiteral("en"));
}

TEST_F(PhotoControllerTest, CalibrationShowsWhatItLearnedAndSavesOnlyWhenAsked) {
    QTemporaryDir decks;
    photos.setProfileFolder(decks.path());
    QSignalSpy finished(&photos, &PhotoController::calibrationFinished);
    photos.calibrate(QUrl::fromLocalFile(fixture().grid), QUrl::fromLocalFile(fixture().back),
                     QStringLiteral("Second printing!"));
    ASSERT_TRUE(finished.wait(60000));
    ASSERT_TRUE(finished.front().front().toBool()) << photos.error().toStdString();
    const QVariantMap learned = photos.learned();
    EXPECT_EQ(learned.value(QStringLiteral("name")).toString(), QStringLiteral("Second-printing-"));
    EXPECT_EQ(learned.value(QStringLiteral("types")).toList().size(), 7);
    const QVariantList cards = learned.value(QStringLiteral("cards")).toList();
    ASSERT_EQ(cards.size(), hats::kDeckSize + 1) << "42 faces and the back, card by card";
    for (const QVariant& card : cards) {
        EXPECT_TRUE(card.toMap().value(QStringLiteral("learned")).toBool())
            << card.toMap().value(QStringLiteral("name")).toString().toStdString();
        EXPECT_TRUE(card.toMap()
                        .value(QStringLiteral("picture"))
                        .toString()
                        .startsWith(QStringLiteral("data:image/png;base64,")));
    }
    EXPECT_EQ(learned.value(QStringLiteral("notLearned")).toStringList(), QStringList{});
    const QVariantMap red = learned.value(QStringLiteral("types")).toList().front().toMap();
    const QString colour = red.value(QStringLiteral("colour")).toString();
    ASSERT_EQ(colour.size(), 7);
    // The learned red is mostly red.
    EXPECT_GT(colour.mid(1, 2).toInt(nullptr, 16), colour.mid(5, 2).toInt(nullptr, 16));
    const QVariantMap check = learned.value(QStringLiteral("check")).toMap();
    EXPECT_EQ(check.value(QStringLiteral("read")).toInt(), 42)
        << check.value(QStringLiteral("missing")).toStringList().join(", ").toStdString();
    EXPECT_TRUE(photos.profiles().isEmpty()) << "nothing is saved before the player says so";
    ASSERT_TRUE(photos.saveLearned()) << photos.error().toStdString();
    EXPECT_EQ(photos.profiles(), QStringList{QStringLiteral("Second-printing-")});
    EXPECT_EQ(photos.profile(), QStringLiteral("Second-printing-"));
    EXPECT_TRUE(read(fixture().board, QStringLiteral("board"), 6));
}

TEST_F(PhotoControllerTest, CalibrationFromAPhotoOfSomethingElseIsRefused) {
    QSignalSpy finished(&photos, &PhotoController::calibrationFinished);
    photos.calibrate(QUrl::fromLocalFile(fixture().board), QUrl::fromLocalFile(fixture().back),
                     QStringLiteral("x"));
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_FALSE(finished.front().front().toBool());
    EXPECT_FALSE(photos.error().isEmpty());
    EXPECT_FALSE(photos.saveLearned());
}

} // namespace
