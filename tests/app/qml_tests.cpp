// Qt Quick Test runner: the Hats module is linked in statically and found under qrc:/.
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
        // tst_photo.qml reads generated photos; it skips itself when the build has no vision.
        QVariantMap photos;
#ifdef HATS_WITH_PHOTO_FIXTURE
        if (!photoFixture_) {
            photoFixture_ = makePhotoFixture(folder_.path()).toMap();
        }
        photos = *photoFixture_;
#endif
        engine->rootContext()->setContextProperty(QStringLiteral("photoData"), photos);
    }

private:
    QTemporaryDir folder_;
    std::optional<QVariantMap> photoFixture_;
};

QUICK_TEST_MAIN_WITH_SETUP(hats_app, Setup)

#include "qml_tests.moc"
