// Hats Companion: builds the services and loads the QML (Qt 6.4: no loadFromModule).
#include "app/gui/score_controller.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

namespace {

int selfTest(QQmlApplicationEngine& engine) {
    // Every screen of the app with what it needs to be built, loaded once.
    ScoreController scoring;
    const QList<std::pair<QString, QVariantMap>> pages = {
        {QStringLiteral("HomePage.qml"), {}},
        {QStringLiteral("NapkinPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&scoring)}}},
    };
    QTextStream err(stderr);
    int failures = 0;
    for (const auto& [page, properties] : pages) {
        QQmlComponent component(&engine, QUrl(QStringLiteral("qrc:/Hats/") + page));
        QObject* object = component.createWithInitialProperties(properties);
        if (object == nullptr) {
            err << "self-test: " << page << " failed: " << component.errorString() << '\n';
            ++failures;
        }
        delete object;
    }
    err << "self-test: " << (pages.size() - failures) << " of " << pages.size()
        << " pages loaded\n";
    return failures == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("HatsCompanion"));
    QGuiApplication::setApplicationName(QStringLiteral("hats-companion"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Hats Companion"));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Score keeping beside a game of Hats"));
    parser.addHelpOption();
    const QCommandLineOption selfTestOption(QStringLiteral("self-test"),
                                            QStringLiteral("Load every page, then quit."));
    parser.addOption(selfTestOption);
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), QStringLiteral("Save the first screen as PNG, then quit."),
        QStringLiteral("png"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Window size for --screenshot (WxH)."),
                                        QStringLiteral("size"), QStringLiteral("1024x720"));
    parser.addOption(screenshotOption);
    parser.addOption(sizeOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A hats-game/1 or hats-log/1 file to score."));
    parser.process(app);

    QQmlApplicationEngine engine;
    if (parser.isSet(selfTestOption)) {
        engine.load(QUrl(QStringLiteral("qrc:/Hats/Main.qml")));
        if (engine.rootObjects().isEmpty()) {
            return 1;
        }
        return selfTest(engine);
    }
    const QStringList files = parser.positionalArguments();
    engine.setInitialProperties({{QStringLiteral("startFile"),
                                  files.isEmpty() ? QUrl() : QUrl::fromLocalFile(files.front())}});
    engine.load(QUrl(QStringLiteral("qrc:/Hats/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    if (parser.isSet(screenshotOption)) {
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        if (window == nullptr || size.size() != 2) {
            return 1;
        }
        window->resize(size[0].toInt(), size[1].toInt());
        const QString png = parser.value(screenshotOption);
        // Let layouts and the StackView transition settle before grabbing.
        QTimer::singleShot(800, window, [window, png] {
            QGuiApplication::exit(window->grabWindow().save(png) ? 0 : 1);
        });
    }
    return QGuiApplication::exec();
}
