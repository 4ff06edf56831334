#pragma once

#include <QList>
#include <QObject>
#include <QtQml/qqmlregistration.h>

/** The rule constants the screens need, from the engine (R1, R3, R4, R9, R13): said once. */
class Rules : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int minPlayers READ minPlayers CONSTANT)
    Q_PROPERTY(int maxPlayers READ maxPlayers CONSTANT)
    Q_PROPERTY(int turnsPerPlayer READ turnsPerPlayer CONSTANT)
    Q_PROPERTY(int hatsPerCollection READ hatsPerCollection CONSTANT)
    Q_PROPERTY(int minValue READ minValue CONSTANT)
    Q_PROPERTY(int maxValue READ maxValue CONSTANT)
    Q_PROPERTY(int cookiePoints READ cookiePoints CONSTANT)
    Q_PROPERTY(int typeCount READ typeCount CONSTANT)
    Q_PROPERTY(QList<int> playerCounts READ playerCounts CONSTANT)

public:
    using QObject::QObject;

    static int minPlayers();
    static int maxPlayers();
    static int turnsPerPlayer();
    static int hatsPerCollection();
    static int minValue();
    static int maxValue();
    static int cookiePoints();
    static int typeCount();
    /** R4: the table sizes a game may have, 2 to 4. */
    static QList<int> playerCounts();

    /** R3: board slots for this many players. */
    Q_INVOKABLE static int slotCount(int players);
    /** R4: 4 players play in two teams. */
    Q_INVOKABLE static bool hasTeams(int players);
    /** R4: the team (0, 1) of a seat with 4 players. */
    Q_INVOKABLE static int teamOf(int seat);
    /** R5: how many types are in play with this many players. */
    Q_INVOKABLE static int typesInPlay(int players);
    /** R5: only a 2-player game removes (two) types. */
    Q_INVOKABLE static bool removesTypes(int players);
};
