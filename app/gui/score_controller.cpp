#include "app/gui/score_controller.h"

#include "app/gui/table_words.h"
#include "engine/game_file.h"
#include "engine/report.h"

#include <QFile>
#include <QFileInfo>

bool ScoreController::openFile(const QUrl& url) {
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    fileName_ = QFileInfo(path).fileName();
    emit fileNameChanged();
    napkin_.clear();
    error_.clear();

    // The one bounded reader of game files (formats.md, "Limits"): /dev/zero or a huge
    // file is refused while it is read.
    auto document = hats::readGameFile(QFile::encodeName(path).toStdString());
    auto report = document ? hats::scoreDocument(*document)
                           : hats::Result<hats::ScoreReport>(document.error());
    if (!report) {
        error_ = TableWords::error(report.error());
        emit errorChanged();
        return false;
    }
    napkin_.setReport(std::move(report).value());
    emit errorChanged();
    return true;
}
