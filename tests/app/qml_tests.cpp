// Qt Quick Test runner: the Hats module is linked in statically and found under qrc:/.
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(HatsPlugin)

/** Points the engine at the statically linked module; tests never touch real app data. */
class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(hats_app, Setup)

#include "qml_tests.moc"
