#include "app/gui/score_controller.h"

#include "app/gui/table_words.h"
#include "engine/report.h"

#include <QFile>
#include <QFileInfo>

bool ScoreController::openFile(const QUrl& url) {
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    fileName_ = QFileInfo(path).fileName();
    emit fileNameChanged();
    napkin_.clear();
    error_.clear();

    QFile file(path);
    constexpr qint64 kMaxBytes = 16 * 1024 * 1024;
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxBytes) {
        error_ = tr("%1: cannot open it as a game file (%2)").arg(fileName_, file.errorString());
        emit errorChanged();
        return false;
    }
    const QByteArray bytes = file.readAll();
    auto document = hats::parseGameDocument(std::string_view(bytes.constData(), bytes.size()));
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
