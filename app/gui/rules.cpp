#include "app/gui/rules.h"

#include "engine/board.h"
#include "engine/scoring.h"
#include "engine/setup.h"

int Rules::minPlayers() {
    return hats::kMinPlayers;
}
int Rules::maxPlayers() {
    return hats::kMaxPlayers;
}
int Rules::turnsPerPlayer() {
    return hats::kTurnsPerPlayer;
}
int Rules::hatsPerCollection() {
    return hats::kHatsPerCollection;
}
int Rules::minValue() {
    return hats::kMinValue;
}
int Rules::maxValue() {
    return hats::kMaxValue;
}
int Rules::cookiePoints() {
    return hats::kCookiePoints;
}
int Rules::typeCount() {
    return hats::kTypeCount;
}
QList<int> Rules::playerCounts() {
    QList<int> counts;
    for (int players = hats::kMinPlayers; players <= hats::kMaxPlayers; ++players) {
        counts.append(players);
    }
    return counts;
}
bool Rules::removesTypes(int players) {
    return typesInPlay(players) < hats::kTypeCount;
}
int Rules::slotCount(int players) {
    return hats::slotCountFor(players);
}
bool Rules::hasTeams(int players) {
    return players == hats::kMaxPlayers;
}
int Rules::teamOf(int seat) {
    return hats::GameSetup::teamOf(seat);
}
int Rules::typesInPlay(int players) {
    return players == 2 ? hats::kTypesWithTwoPlayers : hats::kTypeCount;
}
