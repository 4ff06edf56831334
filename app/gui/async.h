#pragma once

#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <utility>

/**
 * Runs work() on the global pool, then done(result) on receiver's thread, if the receiver
 * still exists by then. Screens stay responsive while queries and photo reads run.
 */
template <typename Work, typename Done> void runAsync(QObject* receiver, Work work, Done done) {
    QPointer<QObject> guard(receiver);
    QThreadPool::globalInstance()->start([guard, work = std::move(work), done]() mutable {
        auto result = work();
        if (guard) {
            QMetaObject::invokeMethod(
                guard, [done, result = std::move(result)]() mutable { done(std::move(result)); },
                Qt::QueuedConnection);
        }
    });
}
