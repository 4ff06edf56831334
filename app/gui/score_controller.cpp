#include "app/gui/score_controller.h"

#include "app/text/english.h"
#include "app/text/report_text.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <nlohmann/json.hpp>

bool ScoreController::openFile(const QUrl& url) {
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    fileName_ = QFileInfo(path).fileName();
    napkin_.clear();
    text_.clear();
    error_.clear();

    QFile file(path);
    constexpr qint64 kMaxBytes = 16 * 1024 * 1024;
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxBytes) {
        error_ = tr("%1: cannot open it as a game file (%2)").arg(fileName_, file.errorString());
        emit changed();
        return false;
    }
    const QByteArray bytes = file.readAll();
    auto document = hats::parseGameDocument(std::string_view(bytes.constData(), bytes.size()));
    auto report = document ? hats::scoreDocument(*document)
                           : hats::Result<hats::ScoreReport>(document.error());
    if (!report) {
        error_ = QString::fromStdString(report.error().message);
        emit changed();
        return false;
    }
    const std::string json = hats::toJson(*report).dump();
    napkin_ = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object().toVariantMap();
    text_ = QString::fromStdString(hats::formatReport(*report));
    emit changed();
    return true;
}
