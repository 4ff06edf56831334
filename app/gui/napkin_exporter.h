#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QPainter;
class NapkinModel;

/** Writes the napkin as a score sheet, PNG or A4 PDF, drawn from the same model as the page. */
class NapkinExporter : public QObject {
    Q_OBJECT
    QML_ELEMENT

public:
    using QObject::QObject;

    /** Writes the sheet as a PNG picture; returns an empty string, or why it was not written. */
    Q_INVOKABLE QString writePng(NapkinModel* napkin, const QUrl& file,
                                 const QString& title = {}) const;
    /** Writes the sheet as a one-page A4 PDF with real text; empty string or why not. */
    Q_INVOKABLE QString writePdf(NapkinModel* napkin, const QUrl& file,
                                 const QString& title = {}) const;
    /**
     * Where to offer saving: Pictures (png) or Documents (pdf), or home when that folder does
     * not exist; named after the game's day.
     */
    Q_INVOKABLE QUrl suggestedFile(NapkinModel* napkin, const QString& format) const;
    /** The file a URL names, as a person reads it in a message. */
    Q_INVOKABLE QString displayPath(const QUrl& file) const;

    /** Draws the sheet on a page of the given logical size (both exports share it). */
    static void paint(QPainter& painter, const NapkinModel& napkin, const QString& title,
                      QSizeF page);
};
