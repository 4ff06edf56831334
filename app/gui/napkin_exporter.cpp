#include "app/gui/napkin_exporter.h"

#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace {

// The sheet is drawn on an A4-shaped page of this many logical units (150 dpi).
constexpr QSizeF kPage(1240, 1754);
constexpr qreal kMargin = 90;

const QColor kPaper(0xfd, 0xfb, 0xf3);
const QColor kRule(0xa8, 0xc8, 0xe8);
const QColor kMarginLine(0xe0, 0x70, 0x70);
const QColor kInk(0x1a, 0x1a, 0x2e);

QString localFile(const QUrl& file) {
    if (file.isLocalFile()) {
        return file.toLocalFile();
    }
    return file.scheme().isEmpty() ? file.path() : QString();
}

QFont font(int pixels, bool bold = false) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(pixels);
    f.setBold(bold);
    return f;
}

QString cardText(const QVariant& card) {
    const QVariantMap map = card.toMap();
    return map.value(QStringLiteral("type")).toString() + QLatin1Char(' ') +
           QString::number(map.value(QStringLiteral("value")).toInt());
}

/** Writes text top-down on the sheet, wrapping at the content width. */
class SheetWriter {
public:
    SheetWriter(QPainter& painter, QSizeF page) : painter_(painter), page_(page), y_(kMargin) {}

    qreal y() const { return y_; }
    void skip(qreal height) { y_ += height; }
    qreal width() const { return page_.width() - 2 * kMargin; }

    void paragraph(const QString& text, const QFont& f, qreal after = 8) {
        painter_.setFont(f);
        painter_.setPen(kInk);
        const QRectF box(kMargin, y_, width(), page_.height() - y_);
        const QRectF used = painter_.boundingRect(box, Qt::TextWordWrap, text);
        painter_.drawText(box, Qt::TextWordWrap, text);
        y_ += used.height() + after;
    }

    // One ruled row: a label, then one right-aligned cell per column.
    void row(const QString& label, const QStringList& cells, const QFont& f, qreal labelWidth,
             bool doubleRule = false) {
        const qreal height = QFontMetricsF(f).height() * 1.6;
        painter_.setPen(QPen(kRule, doubleRule ? 3 : 1.5));
        painter_.drawLine(QPointF(kMargin, y_ + height), QPointF(kMargin + width(), y_ + height));
        if (doubleRule) {
            painter_.drawLine(QPointF(kMargin, y_), QPointF(kMargin + width(), y_));
            painter_.drawLine(QPointF(kMargin, y_ - 5), QPointF(kMargin + width(), y_ - 5));
        }
        painter_.setFont(f);
        painter_.setPen(kInk);
        painter_.drawText(QRectF(kMargin + 12, y_, labelWidth - 12, height),
                          Qt::AlignVCenter | Qt::AlignLeft, label);
        const qreal cellWidth =
            cells.isEmpty() ? 0 : (width() - labelWidth) / static_cast<qreal>(cells.size());
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const QRectF cell(kMargin + labelWidth + cellWidth * static_cast<qreal>(i), y_,
                              cellWidth - 12, height);
            const QFontMetricsF metrics(f);
            painter_.drawText(cell, Qt::AlignVCenter | Qt::AlignRight,
                              metrics.elidedText(cells[i], Qt::ElideRight, cell.width()));
        }
        y_ += height;
    }

private:
    QPainter& painter_;
    QSizeF page_;
    qreal y_;
};

} // namespace

void NapkinExporter::paint(QPainter& painter, const QVariantMap& napkin, const QString& title,
                           QSizeF page) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), page), kPaper);
    // The notepad's red margin line.
    painter.setPen(QPen(kMarginLine, 2));
    painter.drawLine(QPointF(kMargin - 20, 0), QPointF(kMargin - 20, page.height()));

    const QVariantList players = napkin.value(QStringLiteral("players")).toList();
    const bool finished = napkin.value(QStringLiteral("finished")).toBool();
    const QStringList winners = napkin.value(QStringLiteral("winners")).toStringList();
    SheetWriter sheet(painter, page);

    sheet.paragraph(tr("Hats napkin"), font(52, true), 4);
    QStringList subtitle;
    if (!title.isEmpty()) {
        subtitle << title;
    }
    const QString playedAt = napkin.value(QStringLiteral("playedAt")).toString();
    if (!playedAt.isEmpty()) {
        const QDateTime when = QDateTime::fromString(playedAt, Qt::ISODate);
        subtitle << (when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::LongFormat)
                                    : playedAt);
    }
    if (!subtitle.isEmpty()) {
        sheet.paragraph(subtitle.join(QStringLiteral(" · ")), font(24), 12);
    }
    if (players.isEmpty()) {
        sheet.paragraph(tr("Nothing scored."), font(28));
        return;
    }

    if (finished) {
        sheet.paragraph(winners.size() > 1
                            ? tr("Winners: %1").arg(winners.join(QStringLiteral(", ")))
                            : tr("Winner: %1").arg(winners.value(0)),
                        font(40, true), 4);
        sheet.paragraph(napkin.value(QStringLiteral("explanation")).toString(), font(26), 24);
    } else {
        sheet.paragraph(tr("Game in progress: %1 of %2 turns played")
                            .arg(napkin.value(QStringLiteral("turnsPlayed")).toInt())
                            .arg(napkin.value(QStringLiteral("totalTurns")).toInt()),
                        font(34, true), 24);
    }

    // The grid: categories down, players across; the winners say so in their column head.
    const QFont cellFont = font(players.size() > 3 ? 26 : 30);
    const QFont boldFont = font(players.size() > 3 ? 26 : 30, true);
    const qreal labelWidth = 300;
    QStringList names;
    for (const QVariant& entry : players) {
        names << entry.toMap().value(QStringLiteral("name")).toString();
    }
    sheet.row(QString(), names, boldFont, labelWidth);
    if (finished && !winners.isEmpty()) {
        QStringList marks;
        for (const QString& name : names) {
            marks << (winners.contains(name) ? tr("winner") : QString());
        }
        sheet.row(QString(), marks, font(22, true), labelWidth);
    }
    auto cells = [&](const char* key, bool dashForZero = false) {
        QStringList out;
        for (const QVariant& entry : players) {
            const int value = entry.toMap().value(QLatin1String(key)).toInt();
            out << (dashForZero && value == 0 ? QStringLiteral("–") : QString::number(value));
        }
        return out;
    };
    sheet.row(tr("Hat collection"), cells("collection"), cellFont, labelWidth);
    if (finished) {
        sheet.row(tr("Favorite hat"), cells("favorite"), cellFont, labelWidth);
    }
    sheet.row(tr("Cookie"), cells("cookie", true), cellFont, labelWidth);
    sheet.skip(8);
    sheet.row(finished ? tr("Total") : tr("Total so far"), cells("total"), boldFont, labelWidth,
              true);
    sheet.row(tr("Black hats"), cells("blackHats"), cellFont, labelWidth);
    sheet.skip(24);

    const QVariantList teams = napkin.value(QStringLiteral("teams")).toList();
    if (!teams.isEmpty()) {
        sheet.paragraph(tr("Team totals"), font(28, true), 4);
        for (const QVariant& entry : teams) {
            const QVariantMap team = entry.toMap();
            sheet.paragraph(tr("%1 (%2): %3")
                                .arg(team.value(QStringLiteral("name")).toString(),
                                     team.value(QStringLiteral("members"))
                                         .toStringList()
                                         .join(QStringLiteral(" + ")),
                                     team.value(QStringLiteral("sum")).toString()),
                            font(24), 4);
        }
        sheet.skip(16);
    }

    sheet.paragraph(tr("How each total was made (collection + favorite hat + cookie)"),
                    font(28, true), 4);
    for (const QVariant& entry : players) {
        const QVariantMap player = entry.toMap();
        const QVariantMap sums = player.value(QStringLiteral("sums")).toMap();
        QString line = tr("%1: %2").arg(player.value(QStringLiteral("name")).toString(),
                                        sums.value(QStringLiteral("total")).toString());
        if (player.contains(QStringLiteral("favoriteHat"))) {
            line +=
                QStringLiteral("  ·  ") +
                tr("favorite hat %1").arg(cardText(player.value(QStringLiteral("favoriteHat"))));
        }
        sheet.paragraph(line, font(24), 4);
    }
    sheet.skip(16);

    const QVariantList board = napkin.value(QStringLiteral("board")).toList();
    if (!board.isEmpty()) {
        QStringList slotTexts;
        for (const QVariant& entry : board) {
            const QVariantMap slot = entry.toMap();
            slotTexts << tr("%1: %2")
                                 .arg(slot.value(QStringLiteral("slot")).toInt())
                                 .arg(cardText(slot)) +
                             (slot.value(QStringLiteral("faceUp")).toBool() ? QString()
                                                                            : tr(" (face down)"));
        }
        sheet.paragraph(tr("Board after clean-up (R10)"), font(28, true), 4);
        sheet.paragraph(slotTexts.join(QStringLiteral("  ·  ")), font(24), 20);
    }

    const QVariantMap cookie = napkin.value(QStringLiteral("cookie")).toMap();
    sheet.paragraph(tr("Cookie (R14–R16)"), font(28, true), 4);
    const QStringList steps = cookie.value(QStringLiteral("steps")).toStringList();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        sheet.paragraph(QStringLiteral("%1. %2").arg(i + 1).arg(steps[i]), font(22), 2);
    }
}

QString NapkinExporter::writePng(const QVariantMap& napkin, const QUrl& file,
                                 const QString& title) const {
    const QString path = localFile(file);
    if (path.isEmpty()) {
        return tr("Only files on this device can be written, not %1.").arg(file.toString());
    }
    QImage image(kPage.toSize(), QImage::Format_RGB32);
    {
        QPainter painter(&image);
        paint(painter, napkin, title, kPage);
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString());
    }
    if (!image.save(&out, "PNG") || !out.commit()) {
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString());
    }
    return {};
}

QString NapkinExporter::writePdf(const QVariantMap& napkin, const QUrl& file,
                                 const QString& title) const {
    const QString path = localFile(file);
    if (path.isEmpty()) {
        return tr("Only files on this device can be written, not %1.").arg(file.toString());
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString());
    }
    {
        QPdfWriter pdf(&out);
        pdf.setTitle(tr("Hats napkin"));
        pdf.setCreator(QStringLiteral("Hats Companion"));
        pdf.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        QPainter painter;
        if (!painter.begin(&pdf)) {
            out.cancelWriting();
            return tr("Cannot write %1: the PDF could not be started.")
                .arg(QDir::toNativeSeparators(path));
        }
        // Draw on the same logical page as the PNG, scaled to the A4 paper.
        painter.setWindow(QRect(QPoint(0, 0), kPage.toSize()));
        painter.setViewport(QRect(0, 0, pdf.width(), pdf.height()));
        paint(painter, napkin, title, kPage);
        painter.end();
    }
    if (!out.commit()) {
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString());
    }
    return {};
}

QUrl NapkinExporter::suggestedFile(const QVariantMap& napkin, const QString& format) const {
    const bool png = format.compare(QStringLiteral("png"), Qt::CaseInsensitive) == 0;
    QString folder = QStandardPaths::writableLocation(png ? QStandardPaths::PicturesLocation
                                                          : QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists()) {
        folder = QDir::homePath();
    }
    const QDateTime playedAt =
        QDateTime::fromString(napkin.value(QStringLiteral("playedAt")).toString(), Qt::ISODate);
    const QDate day = playedAt.isValid() ? playedAt.toLocalTime().date() : QDate::currentDate();
    const QString name =
        QStringLiteral("hats-napkin-%1.%2")
            .arg(day.toString(Qt::ISODate), png ? QStringLiteral("png") : QStringLiteral("pdf"));
    return QUrl::fromLocalFile(QDir(folder).filePath(name));
}

QString NapkinExporter::displayPath(const QUrl& file) const {
    const QString path = localFile(file);
    return path.isEmpty() ? file.toString() : QDir::toNativeSeparators(path);
}
