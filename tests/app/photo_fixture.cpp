#include "tests/app/photo_fixture.h"

#include "tools/scenegen/scene_generator.h"
#include "vision/calibrator.h"
#include "vision/profile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace {

bool write(const QString& path, const std::vector<uchar>& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qint64>(bytes.size())) == static_cast<qint64>(bytes.size());
}

QVariantMap truthOf(const hats::scenegen::Scene& scene) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(groundTruth(scene).dump()))
        .toVariant()
        .toMap();
}

// The first seed from `seed` whose board shows `cardCount` cards (the generator picks 5 or 6).
hats::scenegen::Scene boardWith(int cardCount, std::uint64_t seed) {
    for (;; ++seed) {
        auto scene =
            hats::scenegen::renderScene(seed, {hats::scenegen::Layout::Board, false, 2.0, 90});
        if (static_cast<int>(scene.cards.size()) == cardCount) {
            return scene;
        }
    }
}

} // namespace

QVariantMap PhotoFixture::toMap() const {
    return {{QStringLiteral("decks"), decks},
            {QStringLiteral("grid"), grid},
            {QStringLiteral("back"), back},
            {QStringLiteral("board"), board},
            {QStringLiteral("collection"), collection},
            {QStringLiteral("boardTruth"), boardTruth},
            {QStringLiteral("collectionTruth"), collectionTruth}};
}

PhotoFixture makePhotoFixture(const QString& folder) {
    PhotoFixture fixture;
    const QDir dir(folder);
    fixture.grid = dir.filePath(QStringLiteral("grid.jpg"));
    fixture.back = dir.filePath(QStringLiteral("back.jpg"));
    fixture.board = dir.filePath(QStringLiteral("board.jpg"));
    fixture.collection = dir.filePath(QStringLiteral("collection.jpg"));
    const auto grid = hats::scenegen::renderCalibrationGrid(1);
    const auto back = hats::scenegen::renderCalibrationBack(1);
    const auto board = boardWith(6, 600);
    const auto collection =
        hats::scenegen::renderScene(611, {hats::scenegen::Layout::Collection, false, 2.0, 90});
    const auto profile = hats::vision::calibrate(grid.jpeg, back.jpeg);
    const QString decks = dir.filePath(QStringLiteral("decks"));
    if (!profile || !QDir().mkpath(decks) || !write(fixture.grid, grid.jpeg) ||
        !write(fixture.back, back.jpeg) || !write(fixture.board, board.jpeg) ||
        !write(fixture.collection, collection.jpeg) ||
        !hats::vision::saveProfile(*profile,
                                   (decks + QStringLiteral("/test-deck.json")).toStdString())) {
        QTextStream(stderr) << "photo fixture: could not be written in " << folder << '\n';
        return fixture;
    }
    fixture.decks = decks;
    fixture.boardTruth = truthOf(board);
    fixture.collectionTruth = truthOf(collection);
    return fixture;
}
