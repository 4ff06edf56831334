#pragma once

#include <QString>
#include <QVariantMap>

/**
 * Photos for the photo screens' tests, made by the scene generator (tools/scenegen): the two
 * calibration photos, a deck profile learned from them in `decks`, a board photo and a
 * collection photo, each with its truth as the generator wrote it
 * ({"cards": [{"type", "value", "faceDown", "slot"}], ...}).
 */
struct PhotoFixture {
    QString decks; ///< folder holding test-deck.json
    QString grid;
    QString back;
    QString board; ///< 3-player board photo (6 slots)
    QString collection;
    QVariantMap boardTruth;
    QVariantMap collectionTruth;

    QVariantMap toMap() const;
};

/** Writes everything into `folder`; empty `decks` if something failed (see stderr). */
PhotoFixture makePhotoFixture(const QString& folder);
