#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace hats::photo {
struct LearnedDeck;
}

/**
 * Photographing the table (issue 5, item 8): reads a board or a collection photo with the
 * vision library on a worker thread, lets the player correct each card, and hands the result
 * over only when the player confirms. Also runs the guided calibration of a deck.
 *
 * A read card, as QML sees it (`cards`):
 *   {"type", "value"}   what will be applied; empty while the card is doubtful
 *   "guessType", "guessValue"  the reader's best guess for a doubtful card (a hint only)
 *   "faceDown"          a card back (a black hat in a collection)
 *   "slot"              1..N on a board photo
 *   "confidence"        0..1 as read; "doubtful" until the player says what it is
 *   "corrected"         the player set it by hand
 *   "corners"           [x0, y0, x1, y1, x2, y2, x3, y3] in the upright photo's pixels
 */
class PhotoController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool available READ available CONSTANT)
    Q_PROPERTY(bool cameraAvailable READ cameraAvailable CONSTANT)
    Q_PROPERTY(
        QString profileFolder READ profileFolder WRITE setProfileFolder NOTIFY profilesChanged)
    Q_PROPERTY(QStringList profiles READ profiles NOTIFY profilesChanged)
    Q_PROPERTY(QString profile READ profile WRITE setProfile NOTIFY profilesChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QUrl photo READ photo NOTIFY changed)
    Q_PROPERTY(int photoWidth READ photoWidth NOTIFY changed)
    Q_PROPERTY(int photoHeight READ photoHeight NOTIFY changed)
    Q_PROPERTY(QVariantList cards READ cards NOTIFY changed)
    Q_PROPERTY(int blackHats READ blackHats NOTIFY changed)
    Q_PROPERTY(int doubtfulCount READ doubtfulCount NOTIFY changed)
    Q_PROPERTY(QStringList problems READ problems NOTIFY changed)
    Q_PROPERTY(QStringList hints READ hints NOTIFY changed)
    Q_PROPERTY(bool canConfirm READ canConfirm NOTIFY changed)
    Q_PROPERTY(QVariantMap learned READ learned NOTIFY changed)

public:
    explicit PhotoController(QObject* parent = nullptr);
    ~PhotoController() override;

    /** False when the app was built without the vision library. */
    bool available() const;
    /** True when Qt Multimedia sees a camera; otherwise photos are opened from files. */
    bool cameraAvailable() const;

    QString profileFolder() const { return profileFolder_; }
    void setProfileFolder(const QString& folder);
    /** The saved deck profiles (file names without .json), sorted. */
    QStringList profiles() const;
    /** The chosen deck; the first saved one when none was chosen or it is gone. */
    QString profile() const;
    void setProfile(const QString& name);

    bool busy() const { return busy_; }
    QString error() const { return error_; }
    QString kind() const { return kind_; }
    QUrl photo() const { return photo_; }
    int photoWidth() const { return photoWidth_; }
    int photoHeight() const { return photoHeight_; }
    QVariantList cards() const;
    int blackHats() const;
    int doubtfulCount() const;
    /** What stops or should worry the player before confirming, with the rule it comes from. */
    QStringList problems() const;
    /** What may be worth a second look but does not stop confirming (a missed card?). */
    QStringList hints() const;
    /** Every card is known and nothing breaks a rule. */
    bool canConfirm() const;
    QVariantMap learned() const { return learned_; }

    /**
     * Reads `photo` with the selected profile as a "board" or a "collection" photo, off the UI
     * thread; `expectedCards` is the number of board slots (0: do not check). Emits readFinished.
     */
    Q_INVOKABLE void read(const QUrl& photo, const QString& kind, int expectedCards = 0);
    /** The player says card `index` is (type, value) face up. */
    Q_INVOKABLE bool correct(int index, const QString& type, int value);
    /** The player says card `index` is a card back (a black hat; collections only). */
    Q_INVOKABLE bool markFaceDown(int index);
    /** The player says card `index` is not a card at all. */
    Q_INVOKABLE bool remove(int index);
    /** Forgets the photo and what was read. */
    Q_INVOKABLE void clear();
    /**
     * The confirmed board: [{type, value}] in slot order, padded with empty entries up to
     * `slotCount` when fewer cards were read (they are filled in by hand).
     */
    Q_INVOKABLE QVariantList boardCards(int slotCount = 0) const;
    /** The confirmed collection: {cards: [{type, value}], blackHats: n}. */
    Q_INVOKABLE QVariantMap collection() const;
    /** A file name for a camera capture, in the app's cache folder. */
    Q_INVOKABLE QString captureFile() const;

    /**
     * Learns a deck from the grid photo and the back photo (off the UI thread), then reads the
     * grid back with what it learned as a check. Fills `learned`; emits calibrationFinished.
     */
    Q_INVOKABLE void calibrate(const QUrl& grid, const QUrl& back, const QString& name);
    /** Saves the learned profile under its name and selects it; false with `error` set. */
    Q_INVOKABLE bool saveLearned();

signals:
    void changed();
    void profilesChanged();
    void readFinished(bool ok);
    void calibrationFinished(bool ok);

private:
    struct Entry;
    struct ReadOutcome;
    struct CalibrationOutcome;

    void finishRead(ReadOutcome outcome);
    void finishCalibration(CalibrationOutcome outcome);
    bool fail(const QString& message);
    bool validIndex(int index) const;

    QString profileFolder_;
    QString profile_;
    bool busy_ = false;
    QString error_;
    QString kind_;
    QUrl photo_;
    int photoWidth_ = 0;
    int photoHeight_ = 0;
    int expectedCards_ = 0;
    std::vector<Entry> entries_;
    QVariantMap learned_;
    std::shared_ptr<const hats::photo::LearnedDeck> learnedProfile_;
    int generation_ = 0;
};
