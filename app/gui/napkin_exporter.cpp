#include "app/gui/napkin_exporter.h"

#include "app/gui/napkin_model.h"

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

void NapkinExporter::paint(QPainter& painter, const NapkinModel& napkin, const QString& title,
                           QSizeF page) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), page), kPaper);
    // The notepad's red margin line.
    painter.setPen(QPen(kMarginLine, 2));
    painter.drawLine(QPointF(kMargin - 20, 0), QPointF(kMargin - 20, page.height()));

    const QStringList names = napkin.players();
    const bool finished = napkin.status() == NapkinModel::Status::Finished;
    SheetWriter sheet(painter, page);

    sheet.paragraph(tr("Scoring napkin"), font(52, true), 4);
    QStringList subtitle;
    if (!title.isEmpty()) {
        subtitle << title;
    }
    if (const QDateTime when = napkin.playedAt(); when.isValid()) {
        subtitle << QLocale().toString(when.toLocalTime(), QLocale::LongFormat);
    }
    if (!subtitle.isEmpty()) {
        sheet.paragraph(subtitle.join(QStringLiteral(" · ")), font(24), 12);
    }
    if (names.isEmpty()) {
        sheet.paragraph(tr("Nothing scored."), font(28));
        return;
    }

    sheet.paragraph(napkin.headline(), font(finished ? 40 : 34, true), finished ? 4 : 24);
    if (finished) {
        sheet.paragraph(napkin.victory(), font(26), 24);
    }

    // The grid: categories down, players across; the winners say so in their column head.
    const QFont cellFont = font(names.size() > 3 ? 26 : 30);
    const QFont boldFont = font(names.size() > 3 ? 26 : 30, true);
    const qreal labelWidth = 300;
    sheet.row(QString(), names, boldFont, labelWidth);
    const QList<int> winners = napkin.winnerSeats();
    if (!winners.isEmpty()) {
        QStringList marks;
        for (qsizetype seat = 0; seat < names.size(); ++seat) {
            marks << (winners.contains(static_cast<int>(seat)) ? tr("winner") : QString());
        }
        sheet.row(QString(), marks, font(22, true), labelWidth);
    }
    int totalRow = -1;
    for (int row = 0; row < napkin.rowCount(); ++row) {
        const QModelIndex index = napkin.index(row);
        const bool bold = index.data(NapkinModel::BoldRole).toBool();
        if (bold) {
            sheet.skip(8);
            totalRow = row;
        }
        sheet.row(index.data(NapkinModel::LabelRole).toString(),
                  index.data(NapkinModel::CellsRole).toStringList(), bold ? boldFont : cellFont,
                  labelWidth, bold);
    }
    sheet.skip(24);

    const QVariantList teams = napkin.teams();
    if (!teams.isEmpty()) {
        sheet.paragraph(tr("Team totals"), font(28, true), 4);
        for (int team = 0; team < teams.size(); ++team) {
            sheet.paragraph(
                tr("%1: %2").arg(teams[team].toMap().value(QStringLiteral("label")).toString(),
                                 napkin.teamBreakdown(team).sum),
                font(24), 4);
        }
        sheet.skip(16);
    }

    sheet.paragraph(finished ? tr("How each total was made (collection + favorite hat + cookie)")
                             : tr("How each total was made (collection + cookie)"),
                    font(28, true), 4);
    for (int seat = 0; seat < names.size(); ++seat) {
        sheet.paragraph(tr("%1: %2").arg(names[seat], napkin.breakdown(totalRow, seat).sum),
                        font(24), 4);
    }
    sheet.skip(16);

    const QVariantList board = napkin.board();
    if (!board.isEmpty()) {
        QStringList slotTexts;
        for (const QVariant& entry : board) {
            slotTexts << entry.toMap()
                             .value(QStringLiteral("text"))
                             .toString()
                             .replace(QLatin1Char('\n'), QLatin1Char(' '));
        }
        sheet.paragraph(tr("Tea table after clean-up (R10)"), font(28, true), 4);
        sheet.paragraph(slotTexts.join(QStringLiteral("  ·  ")), font(24), 20);
    }

    CookieExplanation* cookie = const_cast<NapkinModel&>(napkin).cookie();
    sheet.paragraph(tr("Last cookie (R14–R16)"), font(28, true), 4);
    const QStringList steps = cookie->steps();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        sheet.paragraph(QStringLiteral("%1. %2").arg(i + 1).arg(steps[i]), font(22), 2);
    }
}

QString NapkinExporter::writePng(NapkinModel* napkin, const QUrl& file,
                                 const QString& title) const {
    if (napkin == nullptr) {
        return tr("There is no napkin to export.");
    }
    const QString path = localFile(file);
    if (path.isEmpty()) {
        return tr("Only files on this device can be written, not %1.").arg(file.toString());
    }
    QImage image(kPage.toSize(), QImage::Format_RGB32);
    {
        QPainter painter(&image);
        paint(painter, *napkin, title, kPage);
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

QString NapkinExporter::writePdf(NapkinModel* napkin, const QUrl& file,
                                 const QString& title) const {
    if (napkin == nullptr) {
        return tr("There is no napkin to export.");
    }
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
        pdf.setTitle(tr("Scoring napkin"));
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
        paint(painter, *napkin, title, kPage);
        painter.end();
    }
    if (!out.commit()) {
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString());
    }
    return {};
}

QUrl NapkinExporter::suggestedFile(NapkinModel* napkin, const QString& format) const {
    const bool png = format.compare(QStringLiteral("png"), Qt::CaseInsensitive) == 0;
    QString folder = QStandardPaths::writableLocation(png ? QStandardPaths::PicturesLocation
                                                          : QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists()) {
        folder = QDir::homePath();
    }
    const QDateTime playedAt = napkin != nullptr ? napkin->playedAt() : QDateTime();
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
