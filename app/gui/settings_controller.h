#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/**
 * The settings screen (issue 4, flow 10): type names and colours of the deck profile (R2,
 * checked by the engine's DeckProfile), language, history location and theme, kept in
 * QSettings. The language applies at once; the history location at the next start.
 */
class SettingsController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantList types READ types NOTIFY changed)
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY changed)
    Q_PROPERTY(QString databasePath READ databasePath WRITE setDatabasePath NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    using QObject::QObject;

    QVariantList types() const;
    /** The shipped languages, by code. */
    QStringList languages() const;
    QString language() const;
    void setLanguage(const QString& code);
    bool dark() const;
    void setDark(bool dark);
    QString databasePath() const;
    void setDatabasePath(const QString& path);
    QString error() const { return error_; }

    /** Renames a type (by id); refused names leave the profile as it was. */
    Q_INVOKABLE bool setTypeName(const QString& id, const QString& name);
    /** Recolours a type (by id) with "#rrggbb". */
    Q_INVOKABLE bool setTypeColour(const QString& id, const QString& colour);
    Q_INVOKABLE void resetTypes();

    /** The deck profile as stored, as JSON text (empty: the R2 defaults). */
    static QString storedProfile();

signals:
    void changed();

private:
    bool store(const QString& id, const QString& value, bool isName);

    QString error_;
};
