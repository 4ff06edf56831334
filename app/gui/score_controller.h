#pragma once

#include "app/gui/napkin_model.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

/** The "score a finished game" screen: reads a game file and shows its napkin. */
class ScoreController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(NapkinModel* napkin READ napkin CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)

public:
    using QObject::QObject;

    NapkinModel* napkin() { return &napkin_; }
    QString error() const { return error_; }
    QString fileName() const { return fileName_; }

    /** Reads and scores a hats-game/1 or hats-log/1 file; sets either napkin or error. */
    Q_INVOKABLE bool openFile(const QUrl& url);

signals:
    void errorChanged();
    void fileNameChanged();

private:
    NapkinModel napkin_;
    QString error_;
    QString fileName_;
};
