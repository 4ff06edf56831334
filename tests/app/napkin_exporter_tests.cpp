#include "app/gui/napkin_exporter.h"
#include "app/gui/score_controller.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QUrl>

#include <gtest/gtest.h>

namespace {

// The napkin of the snapshot fixture, as the page shows it (one scoring for all tests).
NapkinModel* snapshotNapkin() {
    static ScoreController scoring;
    if (scoring.napkin()->status() == NapkinModel::Status::Empty) {
        EXPECT_TRUE(scoring.openFile(
            QUrl::fromLocalFile(QStringLiteral(HATS_TEST_DATA "/snapshot_3p.json"))));
    }
    return scoring.napkin();
}

TEST(NapkinExporter, WritesAPngPictureOfTheSheet) {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("napkin.png"));
    NapkinExporter exporter;
    EXPECT_EQ(exporter.writePng(snapshotNapkin(), QUrl::fromLocalFile(path),
                                QStringLiteral("snapshot_3p.json")),
              QString());
    QImage image;
    ASSERT_TRUE(image.load(path));
    EXPECT_GT(image.width(), 0);
    EXPECT_GT(image.height(), image.width()); // an A4-shaped page, upright
    // Something was written on the paper: the ink colour appears, not only the paper's.
    const QRgb paper = image.pixel(image.width() - 5, image.height() - 5);
    bool ink = false;
    for (int y = 0; y < image.height() && !ink; y += 3) {
        for (int x = 0; x < image.width() && !ink; x += 3) {
            ink = qGray(image.pixel(x, y)) < qGray(paper) - 150;
        }
    }
    EXPECT_TRUE(ink);
}

TEST(NapkinExporter, WritesAOnePageA4PdfWithText) {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("napkin.pdf"));
    NapkinExporter exporter;
    EXPECT_EQ(exporter.writePdf(snapshotNapkin(), QUrl::fromLocalFile(path)), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_TRUE(pdf.contains("/Type /Page\n") || pdf.contains("/Type /Page "));
    EXPECT_TRUE(pdf.contains("/Count 1"));
    // Real text: the page embeds a font rather than only a picture.
    EXPECT_TRUE(pdf.contains("/FontFile") || pdf.contains("/Font "));
    // A4 is 595 x 842 points.
    EXPECT_TRUE(pdf.contains("/MediaBox [0 0 595")) << pdf.left(2000).toStdString();
}

TEST(NapkinExporter, RefusesAFolderThatDoesNotExistAndSaysWhich) {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("no/such/folder/napkin.png"));
    NapkinExporter exporter;
    const QString pngError = exporter.writePng(snapshotNapkin(), QUrl::fromLocalFile(path));
    EXPECT_TRUE(pngError.startsWith(QStringLiteral("Cannot write "))) << pngError.toStdString();
    EXPECT_TRUE(pngError.contains(QStringLiteral("napkin.png")));
    const QString pdfPath = folder.filePath(QStringLiteral("no/such/folder/napkin.pdf"));
    const QString pdfError = exporter.writePdf(snapshotNapkin(), QUrl::fromLocalFile(pdfPath));
    EXPECT_TRUE(pdfError.startsWith(QStringLiteral("Cannot write "))) << pdfError.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_FALSE(QFileInfo::exists(pdfPath));
    EXPECT_FALSE(
        exporter.writePng(snapshotNapkin(), QUrl(QStringLiteral("https://example.org/n.png")))
            .isEmpty());
}

TEST(NapkinExporter, SuggestsAFileNamedAfterTheGameInPicturesOrDocuments) {
    NapkinExporter exporter;
    NapkinModel* napkin = snapshotNapkin();
    const QString png = exporter.suggestedFile(napkin, QStringLiteral("png")).toLocalFile();
    const QString pdf = exporter.suggestedFile(napkin, QStringLiteral("pdf")).toLocalFile();
    // playedAt 2026-11-20T19:30Z: the 20th or 21st depending on the time zone.
    EXPECT_TRUE(QFileInfo(png).fileName().startsWith(QStringLiteral("hats-napkin-2026-11-2")));
    EXPECT_TRUE(png.endsWith(QStringLiteral(".png")));
    EXPECT_TRUE(pdf.endsWith(QStringLiteral(".pdf")));
}

} // namespace
