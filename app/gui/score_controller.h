#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

/** The "score a finished game" screen: reads a game file and exposes its napkin to QML. */
class ScoreController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantMap napkin READ napkin NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString fileName READ fileName NOTIFY changed)

public:
    using QObject::QObject;

    QVariantMap napkin() const { return napkin_; }
    QString text() const { return text_; }
    QString error() const { return error_; }
    QString fileName() const { return fileName_; }

    /** Reads and scores a hats-game/1 or hats-log/1 file; sets either napkin or error. */
    Q_INVOKABLE bool openFile(const QUrl& url);

signals:
    void changed();

private:
    QVariantMap napkin_;
    QString text_;
    QString error_;
    QString fileName_;
};
