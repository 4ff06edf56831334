// Qt Quick Test runner: the Hats module is linked in statically and found under qrc:/.
#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QVariantMap>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include <optional>

#ifdef HATS_WITH_PHOTO_FIXTURE
#include "tests/app/photo_fixture.h"
#endif
#ifdef HATS_TEST_HISTORY
#include "app/gui/language.h"
#include "db/game_store.h"
#include "engine/game_file.h"

#include <fstream>
#include <sstream>
#endif

Q_IMPORT_QML_PLUGIN(HatsPlugin)

/** Points the engine at the statically linked module; tests never touch real app data. */
class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        // The history's default path follows XDG_DATA_HOME: keep it in a throwaway folder.
        qputenv("XDG_DATA_HOME", folder_.path().toLocal8Bit());
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        Language::apply(QStringLiteral("en")); // the English plural forms
        // tst_photo.qml reads generated photos; it skips itself when the build has no vision.
        QVariantMap photos;
#ifdef HATS_WITH_PHOTO_FIXTURE
        if (!photoFixture_) {
            photoFixture_ = makePhotoFixture(folder_.path()).toMap();
        }
        photos = *photoFixture_;
#endif
        engine->rootContext()->setContextProperty(QStringLiteral("photoData"), photos);
        // tst_statistics.qml reads a small history: snapshot_3p and shared_3p (empty: no db).
        QString history;
#ifdef HATS_TEST_HISTORY
        history = folder_.filePath(QStringLiteral("stats-history.sqlite"));
        if (!QFile::exists(history)) {
            auto db = hats::db::Database::open(history.toStdString());
            for (const char* name : {"snapshot_3p.json", "shared_3p.json"}) {
                std::ifstream file(std::string(HATS_TEST_HISTORY) + "/" + name);
                std::stringstream text;
                text << file.rdbuf();
                auto document = hats::parseGameDocument(text.str());
                if (!db || !document || !hats::db::GameStore(**db).add(*document)) {
                    history.clear();
                }
            }
        }
#endif
        engine->rootContext()->setContextProperty(QStringLiteral("historyPath"), history);
    }

private:
    QTemporaryDir folder_;
    std::optional<QVariantMap> photoFixture_;
};

QUICK_TEST_MAIN_WITH_SETUP(hats_app, Setup)

#include "qml_tests.moc"
