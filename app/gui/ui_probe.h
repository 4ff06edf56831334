#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class QQuickWindow;

/**
 * Writes what the window shows, item by item, to a file while the app runs (--ui-probe), so a
 * script can click a button by its words the way a person would (tools/ui-playthrough.py).
 *
 * Each line: kind, objectName, enabled, checked, the visible rectangle in window pixels
 * (x y w h, clipped by every clipping ancestor; w = 0 when scrolled away), the whole
 * rectangle (where it is, scrolled into view or not) and the text. Only
 * visible items with a name or a text are written. The file is replaced whole (write then
 * rename) and only when what the window shows has changed.
 */
class UiProbe : public QObject {
    Q_OBJECT
public:
    UiProbe(QQuickWindow* window, QString path, QObject* parent = nullptr);

private:
    void write();

    QQuickWindow* window_;
    QString path_;
    QString last_;
    QTimer timer_;
};
