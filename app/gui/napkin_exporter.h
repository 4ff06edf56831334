#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QPainter;

/** Writes the napkin (the engine's score report as a map) as a score sheet: PNG or A4 PDF. */
class NapkinExporter : public QObject {
    Q_OBJECT
    QML_ELEMENT

public:
    using QObject::QObject;

    /** Writes the sheet as a PNG picture; returns an empty string, or why it was not written. */
    Q_INVOKABLE QString writePng(const QVariantMap& napkin, const QUrl& file,
                                 const QString& title = {}) const;
    /** Writes the sheet as a one-page A4 PDF with real text; empty string or why not. */
    Q_INVOKABLE QString writePdf(const QVariantMap& napkin, const QUrl& file,
                                 const QString& title = {}) const;
    /**
     * Where to offer saving: Pictures (png) or Documents (pdf), or home when that folder does
     * not exist; named after the game's day.
     */
    Q_INVOKABLE QUrl suggestedFile(const QVariantMap& napkin, const QString& format) const;
    /** The file a URL names, as a person reads it in a message. */
    Q_INVOKABLE QString displayPath(const QUrl& file) const;

    /** Draws the sheet on a page of the given logical size (both exports share it). */
    static void paint(QPainter& painter, const QVariantMap& napkin, const QString& title,
                      QSizeF page);
};
