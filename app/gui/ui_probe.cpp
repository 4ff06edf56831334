#include "app/gui/ui_probe.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QSaveFile>
#include <QTextStream>

#include <utility>

namespace {

// The part of item's rectangle not cut off by an ancestor that clips (a scrolled Flickable).
QRectF visibleRect(const QQuickItem* item) {
    QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    for (const QQuickItem* up = item->parentItem(); up != nullptr; up = up->parentItem()) {
        if (up->clip()) {
            rect &= up->mapRectToScene(QRectF(0, 0, up->width(), up->height()));
        }
    }
    return rect;
}

// One line of text: the probe's format is one item per line.
QString oneLine(QString text) {
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return text;
}

void writeRect(QTextStream& out, const QRectF& rect) {
    out << qRound(rect.x()) << ' ' << qRound(rect.y()) << ' ' << qRound(rect.width()) << ' '
        << qRound(rect.height());
}

void describe(const QQuickItem* item, const QString& scope, const QRectF& window,
              QTextStream& out) {
    if (!item->isVisible() || item->opacity() <= 0.0) {
        return;
    }
    const QVariant text = item->property("text");
    const QString name = item->objectName();
    // The names of the named ancestors tell two pickers' "card_red_4" apart.
    const QString path = name.isEmpty() ? scope : scope + QLatin1Char('/') + name;
    if (!name.isEmpty() || (text.isValid() && !text.toString().isEmpty())) {
        const QRectF whole = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        QRectF shown = visibleRect(item) & window;
        if (!shown.isValid()) {
            shown = QRectF();
        }
        QString kind = QString::fromLatin1(item->metaObject()->className());
        kind = kind.section(QLatin1Char('_'), 0, 0); // QML types carry a "_QMLTYPE_n" tail
        const QVariant checked = item->property("checked");
        out << kind << '\t' << (name.isEmpty() ? QStringLiteral("-") : path) << '\t'
            << (item->isEnabled() ? 1 : 0) << '\t'
            << (checked.isValid() && checked.toBool() ? 1 : 0) << '\t';
        writeRect(out, shown);
        out << '\t';
        writeRect(out, whole);
        out << '\t' << oneLine(text.toString()) << '\n';
    }
    for (const QQuickItem* child : item->childItems()) {
        describe(child, path, window, out);
    }
}

} // namespace

UiProbe::UiProbe(QQuickWindow* window, QString path, QObject* parent)
    : QObject(parent), window_(window), path_(std::move(path)) {
    // Often enough for a script that waits on it, rarely enough to cost nothing visible.
    timer_.setInterval(150);
    connect(&timer_, &QTimer::timeout, this, &UiProbe::write);
    timer_.start();
}

void UiProbe::write() {
    QString dump;
    QTextStream out(&dump);
    const QRectF window(0, 0, window_->width(), window_->height());
    out << "window\t-\t1\t0\t";
    writeRect(out, window);
    out << '\t';
    writeRect(out, window);
    out << '\t' << window_->title() << '\n';
    describe(window_->contentItem(), QString(), window, out);
    out.flush();
    if (dump == last_) {
        return;
    }
    QSaveFile file(path_);
    if (file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        file.write(dump.toUtf8());
        if (file.commit()) {
            last_ = dump;
        }
    }
}
