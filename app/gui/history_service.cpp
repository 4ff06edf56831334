#include "app/gui/history_service.h"

#include "app/gui/table_words.h"
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>

#include <memory>
#include <optional>

#ifdef HATS_WITH_DB
#include "db/database.h"
#include "db/default_path.h"
#endif

Q_LOGGING_CATEGORY(lcHistory, "hats.app.history")

/** Lives on the service's thread: holds the connection, opened on first use. */
class HistoryWorker : public QObject {
public:
    void setPath(const QString& path) {
#ifdef HATS_WITH_DB
        db_.reset();
#endif
        path_ = path;
        whyNot_.reset();
    }

    void run(const HistoryService::Job& job) {
#ifdef HATS_WITH_DB
        if (!db_ && !whyNot_) {
            const QString path =
                path_.isEmpty() ? QString::fromStdString(hats::db::defaultDatabasePath()) : path_;
            QDir().mkpath(QFileInfo(path).absolutePath());
            auto opened = hats::db::Database::open(path.toStdString());
            if (opened) {
                db_ = std::move(opened).value();
            } else {
                whyNot_ = opened.error();
                qCWarning(lcHistory) << TableWords::error(*whyNot_);
            }
        }
        // Said in the language of the moment each time: the language may change meanwhile.
        job(db_.get(), whyNot_ ? TableWords::error(*whyNot_) : QString());
#else
        job(nullptr, QObject::tr("This build has no game history (HATS_WITH_DB=OFF)"));
#endif
    }

private:
#ifdef HATS_WITH_DB
    std::unique_ptr<hats::db::Database> db_;
#endif
    QString path_;
    std::optional<hats::Error> whyNot_; // set once opening failed, until the path changes
};

HistoryService::HistoryService(QObject* parent) : QObject(parent), worker_(new HistoryWorker) {
    thread_.setObjectName(QStringLiteral("history"));
    worker_->moveToThread(&thread_);
    thread_.start();
}

HistoryService::~HistoryService() {
    flush(); // every write asked for is done before the connection closes
    thread_.quit();
    thread_.wait();
    delete worker_;
}

bool HistoryService::available() const {
#ifdef HATS_WITH_DB
    return true;
#else
    return false;
#endif
}

void HistoryService::setDatabasePath(const QString& path) {
    if (path == databasePath_) {
        return;
    }
    databasePath_ = path;
    HistoryWorker* worker = worker_;
    QMetaObject::invokeMethod(
        worker_, [worker, path] { worker->setPath(path); }, Qt::QueuedConnection);
    emit databasePathChanged();
    emit gamesChanged();
}

void HistoryService::post(Job job) {
    HistoryWorker* worker = worker_;
    QMetaObject::invokeMethod(
        worker_, [worker, job = std::move(job)] { worker->run(job); }, Qt::QueuedConnection);
}

void HistoryService::postAndWait(const Job& job) {
    HistoryWorker* worker = worker_;
    QMetaObject::invokeMethod(
        worker_, [worker, &job] { worker->run(job); }, Qt::BlockingQueuedConnection);
}

void HistoryService::flush() {
    postAndWait([](hats::db::Database*, const QString&) {});
}

void HistoryService::noteWrite(const hats::Result<void>& result) {
    const QString problem = result ? QString() : TableWords::error(result.error());
    if (problem != problem_) {
        problem_ = problem;
        emit problemChanged();
    }
    if (result) {
        emit gamesChanged();
    }
}
