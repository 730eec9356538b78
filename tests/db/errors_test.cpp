// describe(): real SQLite failures on real files, in plain words.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "db/errors.hpp"
#include "db/schema.hpp"

namespace adomoc::db::errors_test {
namespace {

namespace fs = std::filesystem;

struct Folder {
  fs::path path = fs::temp_directory_path() / ("adomoc-errors-test-" + std::to_string(::getpid()));
  Folder() { fs::create_directories(path); }
  ~Folder() { fs::remove_all(path); }
  std::string file(const char* name) const { return (path / name).string(); }
};

// The error a piece of work ends in; fails the test if it ends in none.
template <class Work>
SqliteError error_of(Work work) {
  try {
    work();
  } catch (const SqliteError& e) {
    return e;
  }
  ADD_FAILURE() << "no error";
  return SqliteError(0, "none");
}

TEST(DescribeError, NotASqliteFile) {
  Folder folder;
  const std::string path = folder.file("notes.db");
  std::ofstream(path) << "plain text, not a database file, long enough to fill a header page ......\n";
  const SqliteError e = error_of([&] {
    Database db(path, Database::Mode::create);
    migrate(db);
  });
  EXPECT_EQ(e.code() & 0xff, SQLITE_NOTADB);
  EXPECT_EQ(describe(e, path), "'" + path + "' is not an adomoc database (not a SQLite file)");
}

TEST(DescribeError, DirectoryAndMissingDirectory) {
  Folder folder;
  const SqliteError dir = error_of([&] { Database db(folder.path.string(), Database::Mode::create); });
  EXPECT_EQ(dir.code() & 0xff, SQLITE_CANTOPEN);
  EXPECT_EQ(describe(dir, folder.path.string()), "'" + folder.path.string() + "' is a directory, not a database");
  const std::string missing = folder.file("no/games.db");
  const SqliteError e = error_of([&] { Database db(missing, Database::Mode::create); });
  EXPECT_EQ(describe(e, missing),
            "cannot create database '" + missing + "': the directory '" + folder.file("no") + "' does not exist");
}

TEST(DescribeError, LockedForLongerThanTheWait) {
  Folder folder;
  const std::string path = folder.file("locked.db");
  ::setenv("ADOMOC_BUSY_TIMEOUT_MS", "300", 1);
  Database holder(path, Database::Mode::create);
  migrate(holder);
  Transaction lock(holder);
  Database waiter(path, Database::Mode::read_write);
  const SqliteError e = error_of([&] { Transaction t(waiter); });
  EXPECT_EQ(e.code() & 0xff, SQLITE_BUSY);
  EXPECT_EQ(describe(e, path), "database '" + path + "' is locked by another program (gave up after waiting 0.3 s)");
  ::unsetenv("ADOMOC_BUSY_TIMEOUT_MS");
}

TEST(DescribeError, BusyTimeoutComesFromTheEnvironmentWhenItIsANumber) {
  ::setenv("ADOMOC_BUSY_TIMEOUT_MS", "2500", 1);
  EXPECT_EQ(busy_timeout_ms(), 2500);
  for (const char* bad : {"", "abc", "-5", "12x", "99999999999"}) {
    ::setenv("ADOMOC_BUSY_TIMEOUT_MS", bad, 1);
    EXPECT_EQ(busy_timeout_ms(), 60'000) << bad;
  }
  ::unsetenv("ADOMOC_BUSY_TIMEOUT_MS");
  EXPECT_EQ(busy_timeout_ms(), 60'000);
}

TEST(DescribeError, WritingThroughAReadOnlyConnection) {
  Folder folder;
  const std::string path = folder.file("ro.db");
  {
    Database db(path, Database::Mode::create);
    migrate(db);
  }
  Database db(path, Database::Mode::read_only);
  const SqliteError e = error_of([&] { db.exec("CREATE TABLE t (x INTEGER)"); });
  EXPECT_EQ(e.code() & 0xff, SQLITE_READONLY);
  EXPECT_EQ(describe(e, path), "database '" + path + "' is read-only");
}

TEST(DescribeError, DamagedSchemaPage) {
  Folder folder;
  const std::string path = folder.file("damaged.db");
  {
    Database db(path, Database::Mode::create);
    migrate(db);
    db.exec("PRAGMA journal_mode = DELETE");  // everything in the main file
  }
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekp(100);
  for (int i = 0; i < 3000; ++i) file.put(static_cast<char>(0xA5 ^ i));
  file.close();
  const SqliteError e = error_of([&] {
    Database db(path, Database::Mode::read_write);
    migrate(db);
  });
  EXPECT_EQ(e.code() & 0xff, SQLITE_CORRUPT) << e.what();
  EXPECT_EQ(describe(e, path), "database '" + path + "' is damaged: SQLite finds it corrupt; restore it from a backup");
}

// A write past RLIMIT_FSIZE comes back as a plain I/O error: with a finite
// limit in force it is blamed on the limit, without one on the disk.
TEST(DescribeError, FailedWriteUnderAndWithoutAFileSizeLimit) {
  const SqliteError e(SQLITE_IOERR_WRITE, "disk I/O error");
  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  if (saved.rlim_cur == RLIM_INFINITY) {
    EXPECT_FALSE(out_of_room(e));
    EXPECT_EQ(describe(e, "g.db"), "cannot read or write database 'g.db': input/output error; the disk may be failing");
  }
  rlimit limited = saved;
  limited.rlim_cur = 1 << 30;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limited), 0);
  const std::string message = describe(e, "g.db");
  const bool room = out_of_room(e);
  ::setrlimit(RLIMIT_FSIZE, &saved);
  EXPECT_TRUE(room);
  EXPECT_EQ(message, "the file size limit was reached (ulimit -f: 1048576 KB a file): database 'g.db' could not grow");
}

}  // namespace
}  // namespace adomoc::db::errors_test
