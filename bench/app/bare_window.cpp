// The yardstick for the app's start: a bare Qt Quick window with one Label (Basic style),
// timed the same way as `hats-companion --first-frame` (tools/app-perf.sh runs both).
#include <QDateTime>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>

#include <ctime>

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.loadData(R"(import QtQuick
import QtQuick.Controls
ApplicationWindow {
    width: 1024; height: 720; visible: true
    Label { anchors.centerIn: parent; text: "Hats Companion" }
})");
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [] {
            QTextStream(stdout) << "first frame at epoch ms " << QDateTime::currentMSecsSinceEpoch()
                                << " cpu ms " << std::clock() * 1000 / CLOCKS_PER_SEC << '\n';
            QTimer::singleShot(500, [] { QGuiApplication::exit(0); });
        },
        Qt::SingleShotConnection);
    return QGuiApplication::exec();
}
