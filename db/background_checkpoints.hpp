// SQLite's checkpoints (the log copied into the database file, and synced)
// on a thread and a connection of their own, for an import with a core to
// spare (-j 2 and up): the writer's commits no longer stop for them.
//
// A writer's connection checkpoints in the commit that takes its log past
// wal_autocheckpoint pages. At a million games that is ten commits of the
// import, 0.16-0.23 s each, all on the writer's thread, the longest one,
// and nearly all of it waiting for the disk (fdatasync of the log, then of
// the database: 0.14 s). Here the writer's commit only asks
// (sqlite3_wal_hook, which stands in for the automatic checkpoint), and
// this thread copies the pages and waits for the disk beside the next
// batch: a PASSIVE checkpoint never waits for, nor blocks, the writer or a
// reader.
//
// The log starts again from its beginning only when a writer begins while
// every page in it has been copied, which a checkpoint beside the writer
// never leaves: the writer commits meanwhile. So the writer's next commit
// past the length, once this thread is done, copies the few pages written
// since itself (0.03-0.07 s), as the automatic checkpoint would, and the
// log stays as long as without the thread.
//
// When the import is over, checkpoint() copies what the last batches wrote
// while the games' indexes are built; the writer's closing checkpoint is
// then left the last index's pages.
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

#include "db/database.hpp"

struct sqlite3;

namespace adomoc::db {

class BackgroundCheckpoints {
 public:
  // For `db`'s connection, an SQLite database in WAL mode, whose automatic
  // checkpoint (`pages` pages, as set there) this takes over until it goes.
  BackgroundCheckpoints(Database& db, int pages);
  ~BackgroundCheckpoints();
  BackgroundCheckpoints(const BackgroundCheckpoints&) = delete;
  BackgroundCheckpoints& operator=(const BackgroundCheckpoints&) = delete;

  // Asks for a checkpoint of everything committed so far; returns at once.
  void checkpoint();
  // Checkpoints run to the end on this thread, and by the writer to catch
  // up (the tests' view of who copied what).
  int completed() const;
  int caught_up() const;

 private:
  static int on_commit(void* self, sqlite3* writer, const char* schema, int pages_in_log);
  void commit_past_length();
  void run();

  sqlite3* writer_;
  int pages_;
  Database own_;  // this thread's connection (opening one does not migrate)
  mutable std::mutex mutex_;
  std::condition_variable wanted_;
  int asked_ = 0;  // checkpoints asked of this thread
  int done_ = 0;   // and run, whether or not they copied every page
  int completed_ = 0;
  int caught_up_ = 0;
  bool catch_up_due_ = false;  // this thread's last checkpoint left the writer's pages
  bool stopping_ = false;
  std::thread thread_;  // last: started once the rest is ready
};

}  // namespace adomoc::db
