// Hats Companion: builds the services and loads the QML (Qt 6.4: no loadFromModule).
#include "app/gui/game_controller.h"
#include "app/gui/history_controller.h"
#include "app/gui/history_service.h"
#include "app/gui/language.h"
#include "app/gui/photo_controller.h"
#include "app/gui/score_controller.h"
#include "app/gui/snapshot_controller.h"
#include "app/gui/ui_probe.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFont>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <ctime>
#include <memory>
#include <optional>
#include <thread>

#if HATS_WARM_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

namespace {

// Reading the system's font configuration (fontconfig: dozens of XML files, then the font
// caches) is about a quarter of the main thread's work before the first frame, and Qt does it
// when the first text is laid out. Begun on a thread of its own, it runs while Qt and the QML
// types are set up, on the processor's other core; the first text then finds it done.
// fontconfig is thread-safe: if anything reads it meanwhile, both simply get the same config.
class FontConfigWarmUp {
public:
    FontConfigWarmUp() {
#if HATS_WARM_FONTCONFIG
        thread_ = std::thread([] { FcInit(); });
#endif
    }
    FontConfigWarmUp(const FontConfigWarmUp&) = delete;
    FontConfigWarmUp& operator=(const FontConfigWarmUp&) = delete;
    ~FontConfigWarmUp() {
        wait();
    }

    void wait() {
        if (thread_.joinable()) {
            thread_.join();
        }
    }

private:
    std::thread thread_;
};

// Theme.body, read through a one-line QML object: the type scale lives in qml/Theme.qml only.
// Its address is beside Main.qml's in the resources, so it sees Theme the way the pages do
// (installed, no qmldir lies on disk to find through `import Hats`).
int themeBodySize(QQmlEngine& engine) {
    QQmlComponent sizes(&engine);
    sizes.setData("import QtQml\nQtObject { readonly property int body: Theme.body }",
                  QUrl(QStringLiteral("qrc:/Hats/theme-body.qml")));
    const std::unique_ptr<QObject> object(sizes.create());
    return object ? object->property("body").toInt() : 0;
}

// The body text size of the theme (Theme.body) becomes the application's font before any
// window is made: every control is then built with it, instead of being laid out once with
// the platform's font and again when a window's font binding arrives (about 4% of the main
// thread's instructions to the first frame).
void useThemeFont(QQmlEngine& engine) {
    if (const int body = themeBodySize(engine); body > 0) {
        QFont font = QGuiApplication::font();
        font.setPixelSize(body);
        QGuiApplication::setFont(font);
    }
}

int selfTest(QQmlApplicationEngine& engine) {
    // The theme's body size reached the window as the application's font (useThemeFont).
    const int windowSize =
        engine.rootObjects().front()->property("font").value<QFont>().pixelSize();
    if (windowSize != themeBodySize(engine)) {
        QTextStream(stderr) << "self-test: the window's text is " << windowSize
                            << " px, not the theme's body size\n";
        return 1;
    }
    // Every screen of the app with what it needs to be built, loaded once, against a
    // small game in progress that lives in a temporary folder.
    QTemporaryDir folder;
    HistoryService store;
    store.setDatabasePath(folder.filePath(QStringLiteral("history.sqlite")));
    ScoreController scoring;
    GameController game;
    SnapshotController snapshot;
    HistoryController history;
    PhotoController photos;
    photos.setProfileFolder(folder.filePath(QStringLiteral("decks")));
    game.setHistory(&store);
    snapshot.setHistory(&store);
    history.setService(&store);
    auto card = [](const char* type, int value) {
        return QVariantMap{{QStringLiteral("type"), QString::fromLatin1(type)},
                           {QStringLiteral("value"), value}};
    };
    const bool started =
        game.start({QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cleo")}, {},
                   {card("red", 1), card("blue", 2), card("green", 3), card("yellow", 4),
                    card("orange", 5), card("purple", 6)}) &&
        game.exchange(2, QStringLiteral("blue"), 6) && game.blackHat();
    if (!started) {
        QTextStream(stderr) << "self-test: failed to start a game: " << game.lastError() << '\n';
        return 1;
    }
    const QVariant gameValue = QVariant::fromValue(&game);
    const QVariantMap withGame{{QStringLiteral("controller"), gameValue}};
    const QList<std::pair<QString, QVariantMap>> pages = {
        {QStringLiteral("HomePage.qml"), withGame},
        {QStringLiteral("NapkinPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&scoring)}}},
        {QStringLiteral("NewGamePage.qml"), withGame},
        {QStringLiteral("LiveTablePage.qml"), withGame},
        {QStringLiteral("CookieDisputePage.qml"), withGame},
        {QStringLiteral("FavoritesPage.qml"), withGame},
        {QStringLiteral("HistoryPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&history)}}},
        {QStringLiteral("StatisticsPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&history)}}},
        {QStringLiteral("PlayerStatsPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&history)},
          {QStringLiteral("playerName"), QStringLiteral("Ann")}}},
        {QStringLiteral("SettingsPage.qml"), {}},
        {QStringLiteral("ReplayPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&history)}}},
        {QStringLiteral("SnapshotPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&snapshot)},
          {QStringLiteral("types"), game.types()},
          {QStringLiteral("photos"), QVariant::fromValue(&photos)}}},
        {QStringLiteral("PhotoPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&photos)},
          {QStringLiteral("types"), game.types()},
          {QStringLiteral("kind"), QStringLiteral("board")}}},
        {QStringLiteral("CalibrationPage.qml"),
         {{QStringLiteral("controller"), QVariant::fromValue(&photos)},
          {QStringLiteral("types"), game.types()}}},
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
    store.flush();
    return failures == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("HatsCompanion"));
    QGuiApplication::setApplicationName(QStringLiteral("hats-companion"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Hats Companion"));
    QGuiApplication::setApplicationVersion(QStringLiteral(HATS_VERSION));
    // The desktop entry's name (hats-companion.desktop) lets Wayland compositors and task
    // bars match the window to its launcher and its installed icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("hats-companion"));

    QQuickStyle::setStyle(QStringLiteral("Basic"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Score keeping beside a game of Hats"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption selfTestOption(QStringLiteral("self-test"),
                                            QStringLiteral("Load every page, then quit."));
    parser.addOption(selfTestOption);
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), QStringLiteral("Save the first screen as PNG, then quit."),
        QStringLiteral("png"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Window size (WxH); default 1024x720."),
                                        QStringLiteral("size"), QStringLiteral("1024x720"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QStringLiteral("First screen: home, new, table, dispute, favorites, snapshot, history, "
                       "statistics, player (the leader's page), settings, photo or calibration."),
        QStringLiteral("page"));
    // The game in progress lives in the history; this starts on the table with the game of a
    // hats-log/1 file (screenshots, checks). --autosave is its earlier name.
    const QCommandLineOption resumeFileOption(
        {QStringLiteral("resume-file"), QStringLiteral("autosave")},
        QStringLiteral("Start with the game in progress of this hats-log/1 file (it is stored in "
                       "the history). A missing file starts with none."),
        QStringLiteral("file"));
    parser.addOption(screenshotOption);
    parser.addOption(sizeOption);
    parser.addOption(pageOption);
    const QCommandLineOption databaseOption(
        QStringLiteral("db"), QStringLiteral("Use this history file instead of the default."),
        QStringLiteral("file"));
    const QCommandLineOption firstFrameOption(
        QStringLiteral("first-frame"),
        QStringLiteral("Print the milliseconds to the first frame, then quit (benchmarks)."));
    parser.addOption(resumeFileOption);
    parser.addOption(databaseOption);
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        QStringLiteral("Language of the app (en, fr, de, es); default: the setting, else the "
                       "system's."),
        QStringLiteral("code"));
    parser.addOption(firstFrameOption);
    parser.addOption(languageOption);
    // A script plays through the app by reading what the window shows from this file
    // (tools/ui-playthrough.py); hidden from --help, it is a testing aid.
    QCommandLineOption probeOption(QStringLiteral("ui-probe"),
                                   QStringLiteral("Write the visible items to this file."),
                                   QStringLiteral("file"));
    probeOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(probeOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A hats-game/1 or hats-log/1 file to score."));
    parser.process(app);
    FontConfigWarmUp fonts;

    // The language chosen in Settings, or for this run only the one given on the command line.
    Language::apply(parser.isSet(languageOption)
                        ? parser.value(languageOption)
                        : QSettings().value(QStringLiteral("language")).toString());
    // The one owner of the history's connection, on its own thread, for every screen.
    HistoryService store;
    // The self-test never touches the user's history; no other start makes a folder for it.
    std::optional<QTemporaryDir> selfTestFolder;
    if (parser.isSet(selfTestOption)) {
        selfTestFolder.emplace();
    }
    store.setDatabasePath(selfTestFolder
                              ? selfTestFolder->filePath(QStringLiteral("history.sqlite"))
                          : parser.isSet(databaseOption)
                              ? parser.value(databaseOption)
                              : QSettings().value(QStringLiteral("databasePath")).toString());
    QQmlApplicationEngine engine;
    Language::setEngine(&engine);
    useThemeFont(engine);
    if (parser.isSet(selfTestOption)) {
        engine.setInitialProperties({{QStringLiteral("store"), QVariant::fromValue(&store)}});
        fonts.wait();
        engine.load(QUrl(QStringLiteral("qrc:/Hats/Main.qml")));
        if (engine.rootObjects().isEmpty()) {
            return 1;
        }
        return selfTest(engine);
    }
    const QStringList files = parser.positionalArguments();
    QList<QUrl> fileUrls;
    for (const QString& file : files) {
        fileUrls.append(QUrl::fromLocalFile(file));
    }
    // The window is made at the size asked for (--size), as a phone makes it: pages are laid
    // out once at their real width, not at the default width and then resized.
    QVariantMap initial;
    if (const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        parser.isSet(sizeOption) && size.size() == 2) {
        initial.insert(QStringLiteral("width"), size[0].toInt());
        initial.insert(QStringLiteral("height"), size[1].toInt());
    }
    initial.insert(
        QVariantMap{{QStringLiteral("startFile"),
                     files.isEmpty() ? QUrl() : QUrl::fromLocalFile(files.front())},
                    {QStringLiteral("startPage"), parser.value(pageOption)},
                    {QStringLiteral("startFiles"), QVariant::fromValue(fileUrls)},
                    {QStringLiteral("resumeFile"), QFileInfo::exists(parser.value(resumeFileOption))
                                                       ? parser.value(resumeFileOption)
                                                       : QString()},
                    {QStringLiteral("store"), QVariant::fromValue(&store)}});
    engine.setInitialProperties(initial);
    fonts.wait(); // the first page lays its text out as it loads
    engine.load(QUrl(QStringLiteral("qrc:/Hats/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    // The window icon after the first frame: an icon is read through Qt's icon engine and
    // image format plugins (about 10 ms), which need not delay the first screen.
    if (auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front())) {
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [] {
                QTimer::singleShot(0, [] {
                    QIcon icon;
                    for (const int size : {16, 32, 48, 64, 128, 256}) {
                        icon.addFile(QStringLiteral(":/icons/%1/hats-companion.png").arg(size),
                                     QSize(size, size));
                    }
                    QGuiApplication::setWindowIcon(icon);
                });
            },
            Qt::SingleShotConnection);
    }
    if (auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
        window != nullptr && parser.isSet(sizeOption) && !parser.isSet(screenshotOption)) {
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        if (size.size() == 2) {
            window->resize(size[0].toInt(), size[1].toInt());
        }
    }
    if (auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
        window != nullptr && parser.isSet(probeOption)) {
        new UiProbe(window, parser.value(probeOption), window);
    }
    if (parser.isSet(firstFrameOption)) {
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
        if (window == nullptr) {
            return 1;
        }
        QObject::connect(
            window, &QQuickWindow::frameSwapped, window,
            [&sinceStart] {
                // Processor time as well as the clock: it stays comparable on a busy machine.
                QTextStream(stdout)
                    << "first frame after " << sinceStart.elapsed() << " ms in main; at epoch ms "
                    << QDateTime::currentMSecsSinceEpoch() << " cpu ms "
                    << std::clock() * 1000 / CLOCKS_PER_SEC << '\n';
                // Let the page's first queries finish so memory is measured with them.
                QTimer::singleShot(500, [] { QGuiApplication::exit(0); });
            },
            Qt::SingleShotConnection);
    }
    if (parser.isSet(screenshotOption)) {
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        if (window == nullptr || size.size() != 2) {
            return 1;
        }
        window->resize(size[0].toInt(), size[1].toInt());
        const QString png = parser.value(screenshotOption);
        // Let layouts and the StackView transition settle, and a photo being read or a deck
        // being learned finish (the photo and calibration pictures), before grabbing; a
        // minute at most.
        auto* poll = new QTimer(window);
        QElapsedTimer waited;
        waited.start();
        QObject::connect(poll, &QTimer::timeout, window, [window, png, waited] {
            const auto* photos = window->findChild<PhotoController*>();
            const bool reading = photos != nullptr && photos->busy();
            if (waited.elapsed() < 800 || (reading && waited.elapsed() < 60'000)) {
                return;
            }
            QGuiApplication::exit(window->grabWindow().save(png) ? 0 : 1);
        });
        poll->start(100);
    }
    return QGuiApplication::exec();
}
