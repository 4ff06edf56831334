#include "app/gui/score_controller.h"

#include "engine/game_file.h"
#include "engine/report.h"

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

    // The one bounded reader of game files (formats.md, "Limits"): /dev/zero or a huge
    // file is refused while it is read.
    auto document = hats::readGameFile(QFile::encodeName(path).toStdString());
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
