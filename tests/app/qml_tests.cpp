// Qt Quick Test runner: the Hats module is linked in statically and found under qrc:/.
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

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
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }

private:
    QTemporaryDir folder_;
};

QUICK_TEST_MAIN_WITH_SETUP(hats_app, Setup)

#include "qml_tests.moc"
