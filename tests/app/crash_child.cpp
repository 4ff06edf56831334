// The app's own path under SIGKILL: GameController stores every turn, favorite and end
// through the HistoryService, as at the table. Says "saved <game> <turns> <favorites>" as soon
// as each tap returns (nothing waits for the service), and runs until killed
// (tests/db/crash_tests.cpp).
#include "app/gui/game_controller.h"
#include "app/gui/history_service.h"

#include "tests/support/random_game.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <string>

namespace {

QString typeName(hats::Card card) {
    return QString::fromStdString(std::string(hats::typeId(card.type())));
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: app_crash_child DBFILE SEED\n");
        return 1;
    }
    HistoryService store;
    store.setDatabasePath(QString::fromLocal8Bit(argv[1]));
    GameController controller;
    controller.setHistory(&store);
    std::mt19937 random(static_cast<unsigned>(std::stoul(argv[2])));
    for (int round = 0;; ++round) {
        const auto played = hats::testing::playRandomGame(2 + round % 3, random);
        QStringList names;
        for (const std::string& name : played.game.setup().players()) {
            names.append(QString::fromStdString(name));
        }
        QStringList removed;
        for (hats::HatType type : played.game.setup().removedTypes()) {
            removed.append(QString::fromStdString(std::string(hats::typeId(type))));
        }
        QVariantList board;
        for (hats::Card card : played.game.initialBoard().cards()) {
            board.append(QVariantMap{{QStringLiteral("type"), typeName(card)},
                                     {QStringLiteral("value"), card.value()}});
        }
        if (!controller.start(names, removed, board)) {
            return 1;
        }
        const std::string id = QJsonDocument::fromJson(controller.logJson().toUtf8())
                                   .object()
                                   .value(QStringLiteral("id"))
                                   .toString()
                                   .toStdString();
        // Reported as soon as the tap returns, with no wait for the history: what the table
        // shows as entered must already be committed (the parent kills right after a report).
        const auto report = [&](int favorites) {
            if (!controller.saveProblem().isEmpty()) {
                std::exit(1);
            }
            std::printf("saved %s %d %d\n", id.c_str(), controller.turnCount(), favorites);
            std::fflush(stdout);
        };
        for (const hats::Turn& turn : played.game.turns()) {
            const auto* exchange = std::get_if<hats::Exchange>(&turn.action);
            const bool ok = exchange
                                ? controller.exchange(exchange->slot, typeName(exchange->played),
                                                      exchange->played.value())
                                : controller.blackHat();
            if (!ok) {
                return 1;
            }
            report(0);
        }
        for (std::size_t seat = 0; seat < played.favorites.size(); ++seat) {
            const hats::Card favorite = played.favorites[seat];
            if (!controller.setFavorite(static_cast<int>(seat), typeName(favorite),
                                        favorite.value())) {
                return 1;
            }
            report(static_cast<int>(seat) + 1);
        }
        if (!controller.finish()) {
            return 1;
        }
        store.flush();
    }
}
