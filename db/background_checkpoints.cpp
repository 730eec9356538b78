#include "db/background_checkpoints.hpp"

#include <sqlite3.h>

#include "db/sqlite_backend.hpp"

namespace adomoc::db {

BackgroundCheckpoints::BackgroundCheckpoints(Database& db, int pages)
    : writer_(sqlite_handle(db)), pages_(pages), own_(db.path(), Database::Mode::read_write) {
  // A connection learns that the database is in WAL mode when it first
  // reads it; until then it has no log to checkpoint.
  own_.exec("PRAGMA cache_size = 16; SELECT count(*) FROM sqlite_schema");
  thread_ = std::thread([this] { run(); });
  sqlite3_wal_hook(writer_, &BackgroundCheckpoints::on_commit, this);
}

BackgroundCheckpoints::~BackgroundCheckpoints() {
  sqlite3_wal_autocheckpoint(writer_, pages_);  // the writer's own again (it replaces the hook)
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wanted_.notify_one();
  thread_.join();
}

void BackgroundCheckpoints::checkpoint() {
  {
    const std::lock_guard lock(mutex_);
    ++asked_;
    catch_up_due_ = true;
  }
  wanted_.notify_one();
}

int BackgroundCheckpoints::completed() const {
  const std::lock_guard lock(mutex_);
  return completed_;
}

int BackgroundCheckpoints::caught_up() const {
  const std::lock_guard lock(mutex_);
  return caught_up_;
}

int BackgroundCheckpoints::on_commit(void* self, sqlite3*, const char*, int pages_in_log) {
  auto& checkpoints = *static_cast<BackgroundCheckpoints*>(self);
  if (pages_in_log >= checkpoints.pages_) checkpoints.commit_past_length();
  return SQLITE_OK;
}

// On the writer's thread, in its commit.
void BackgroundCheckpoints::commit_past_length() {
  std::unique_lock lock(mutex_);
  if (asked_ != done_) return;  // still copying
  if (!catch_up_due_) {
    lock.unlock();
    checkpoint();
    return;
  }
  catch_up_due_ = false;
  lock.unlock();
  // As the automatic checkpoint would, and as it, whatever comes of it:
  // a page not copied stays in the log.
  if (sqlite3_wal_checkpoint_v2(writer_, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr) != SQLITE_OK) return;
  lock.lock();
  ++caught_up_;
}

void BackgroundCheckpoints::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wanted_.wait(lock, [this] { return asked_ != done_ || stopping_; });
    if (asked_ == done_) return;
    const int asked = asked_;
    lock.unlock();
    // A checkpoint that fails (busy, or the disk full) leaves the pages in
    // the log, where they are safe and read: the writer's closing
    // checkpoint copies them, and reports what is wrong.
    const int code = sqlite3_wal_checkpoint_v2(sqlite_handle(own_), nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    lock.lock();
    done_ = asked;
    if (code == SQLITE_OK) ++completed_;
  }
}

}  // namespace adomoc::db
