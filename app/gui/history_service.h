#pragma once

#include "engine/result.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>
#include <utility>

namespace hats::db {
class Database;
}

class HistoryWorker;

/**
 * The one owner of the history's connection (STYLE.md "Database", as KDE Elisa's
 * DatabaseInterface): a worker on its own thread opens the file once and runs every read
 * and write in the order they were asked; each result comes back, typed, on the asker's
 * thread. Built once in main.cpp and handed to the controllers; no controller opens the
 * file itself.
 */
class HistoryService : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        QString databasePath READ databasePath WRITE setDatabasePath NOTIFY databasePathChanged)
    Q_PROPERTY(bool available READ available CONSTANT)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

public:
    /** A job on the worker thread: the open history, or null and why it cannot be opened. */
    using Job = std::function<void(hats::db::Database* db, const QString& whyNot)>;

    explicit HistoryService(QObject* parent = nullptr);
    ~HistoryService() override;

    /** False when the app was built without the database (HATS_WITH_DB=OFF). */
    bool available() const;
    /** The history file; empty until set means the default (db/default_path.h). */
    QString databasePath() const { return databasePath_; }
    void setDatabasePath(const QString& path);
    /** Why the last write failed; empty once a write succeeds again. */
    QString problem() const { return problem_; }

// GCC 12 sees the Result moved into the queued call as "maybe uninitialized" once Error
// grew (a known false positive of GCC 12 on std::variant); the value is always set.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
    /**
     * Runs work(db) on the worker thread, then done(result) on receiver's thread unless the
     * receiver is gone by then. work returns a hats::Result; a history that cannot be opened
     * gives done that error without running work.
     */
// GCC 12 sees the Result moved into the queued call as "maybe uninitialized" once Error
// grew (a std::variant false positive, GCC bug 105562); the value is always set.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
    template <typename Work, typename Done> void read(QObject* receiver, Work work, Done done) {
        using R = decltype(work(std::declval<hats::db::Database&>()));
        QPointer<QObject> guard(receiver);
        post([guard, work = std::move(work),
              done = std::move(done)](hats::db::Database* db, const QString& whyNot) mutable {
            R result = db != nullptr ? work(*db) : R(hats::Error{whyNot.toStdString()});
            if (guard) {
                QMetaObject::invokeMethod(
                    guard,
                    [done = std::move(done), result = std::move(result)]() mutable {
                        done(std::move(result));
                    },
                    Qt::QueuedConnection);
            }
        });
    }

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
    /**
     * A write, in order after everything asked before: the result goes to done on receiver's
     * thread; a failure also sets problem. gamesChanged follows a successful write.
     */
    template <typename Work, typename Done> void write(QObject* receiver, Work work, Done done) {
        read(this, std::move(work),
             [this, guard = QPointer<QObject>(receiver),
              done = std::move(done)](hats::Result<void> result) mutable {
                 noteWrite(result);
                 if (guard) {
                     done(std::move(result));
                 }
             });
    }

    /**
     * Runs work(db) on the worker thread and waits for it: for one short read the screen
     * needs before it can go on (the game to resume). Never called from the worker.
     */
    template <typename Work> auto readNow(Work work) {
        using R = decltype(work(std::declval<hats::db::Database&>()));
        std::optional<R> result;
        postAndWait([&](hats::db::Database* db, const QString& whyNot) {
            result.emplace(db != nullptr ? work(*db) : R(hats::Error{whyNot.toStdString()}));
        });
        return std::move(*result);
    }

    /**
     * A write that is committed when this returns: for what the table shows as entered (a
     * turn, a favorite), so that killing the app a moment later loses nothing. It runs on
     * the worker thread, in order after everything asked before (a save takes ≤ 2 ms);
     * a failure also sets problem, and gamesChanged follows a success.
     */
    template <typename Work> hats::Result<void> writeNow(Work work) {
        hats::Result<void> result = readNow(std::move(work));
        noteWrite(result);
        return result;
    }

    /** Waits until every job asked so far has run (tests; before the app quits). */
    Q_INVOKABLE void flush();

signals:
    void databasePathChanged();
    void problemChanged();
    /** A write changed the stored games: lists and the games in progress read again. */
    void gamesChanged();

private:
    void post(Job job);
    void postAndWait(const Job& job);
    void noteWrite(const hats::Result<void>& result);

    QThread thread_;
    HistoryWorker* worker_ = nullptr;
    QString databasePath_;
    QString problem_;
};
