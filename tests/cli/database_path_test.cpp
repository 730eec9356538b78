// Bad databases given to adomoc import: not a SQLite file, a directory, a
// missing directory, read-only, damaged, locked by another program, written
// by a newer adomoc. Each ends in a message naming the file and saying what
// is wrong, exit code 2, and the file as it was, byte for byte. The table of
// these cases is in docs/reliability.md.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "cli/child_process.hpp"
#include "cli/run.hpp"
#include "cli/sqlite_probe.hpp"
#include "db/schema.hpp"

namespace adomoc {
namespace {

namespace fs = std::filesystem;
using test::adomoc;
using test::slurp;

const std::string kSample = std::string(ADOMOC_SAMPLES) + "/draw.adn";
const std::string kOtherSample = std::string(ADOMOC_SAMPLES) + "/centred.adn";

// A fresh folder per test: what the import leaves beside the file is checked too.
fs::path folder(const std::string& name) {
  const fs::path dir = test::scratch_dir() / ("db-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// An adomoc database holding one game.
std::string one_game_database(const fs::path& dir) {
  const std::string path = (dir / "games.db").string();
  const auto run = adomoc("import --db '" + path + "' '" + kSample + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

std::string import_error(const std::string& db) {
  const auto run = adomoc("import --db '" + db + "' '" + kOtherSample + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  return run.err;
}

TEST(DatabasePath, TextFileIsNotADatabaseAndIsLeftAlone) {
  const fs::path dir = folder("text");
  const std::string db = (dir / "notes.db").string();
  std::ofstream(db) << "plain text, not a database file, long enough to fill a header page ......\n";
  const std::string before = slurp(db);
  EXPECT_EQ(import_error(db), "adomoc import: '" + db + "' is not an adomoc database (not a SQLite file)\n");
  EXPECT_EQ(slurp(db), before);
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1) << "no journal left beside it";
}

TEST(DatabasePath, PictureIsNotADatabaseAndIsLeftAlone) {
  const fs::path dir = folder("png");
  const std::string db = (dir / "board.png").string();
  std::string png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\1\0\0\0\1\0\x08\x06\0\0\0", 29);
  png += std::string(4096, '\x5a');
  std::ofstream(db, std::ios::binary) << png;
  EXPECT_EQ(import_error(db), "adomoc import: '" + db + "' is not an adomoc database (not a SQLite file)\n");
  EXPECT_EQ(slurp(db), png);
}

TEST(DatabasePath, DirectoryIsNotADatabase) {
  const fs::path dir = folder("dir");
  const std::string db = (dir / "games.db").string();
  fs::create_directories(db);
  EXPECT_EQ(import_error(db), "adomoc import: '" + db + "' is a directory, not a database\n");
  EXPECT_TRUE(fs::is_empty(db));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
}

TEST(DatabasePath, MissingDirectoryIsNamedAndNothingIsCreated) {
  const fs::path dir = folder("missing");
  const std::string db = (dir / "no" / "such" / "games.db").string();
  EXPECT_EQ(import_error(db), "adomoc import: cannot create database '" + db + "': the directory '" +
                                  (dir / "no" / "such").string() + "' does not exist\n");
  EXPECT_TRUE(fs::is_empty(dir));
}

// As root (CI), the program runs as nobody, for whom the file is read-only
// as it is for its owner once chmod 444; the folder is theirs, as a user's
// database folder is.
TEST(DatabasePath, ReadOnlyFileIsRefusedAndLeftAlone) {
  const fs::path dir = folder("read-only");
  const std::string db = one_game_database(dir);
  fs::permissions(db, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  if (::geteuid() == 0) {
    ASSERT_EQ(::chown(dir.c_str(), 65534, 65534), 0);
  }
  const std::string before = slurp(db);
  test::ChildOptions as_nobody;
  as_nobody.as_nobody = true;
  test::Child child({"import", "--db", db, kOtherSample}, as_nobody);
  const auto run = child.wait();
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc import: database '" + db + "' is read-only: no permission to write the file\n");
  EXPECT_EQ(slurp(db), before);
  test::SqliteProbe probe(db);
  EXPECT_EQ(probe.text("SELECT count(*) FROM games"), "1\n");
}

// The schema page overwritten with noise: SQLite finds the file corrupt as
// soon as it reads the schema, before anything is written.
TEST(DatabasePath, DamagedDatabaseIsRefusedAndLeftAlone) {
  const fs::path dir = folder("damaged");
  const std::string db = one_game_database(dir);
  std::string bytes = slurp(db);
  for (std::size_t i = 100; i < 4096; ++i) bytes[i] = static_cast<char>(0xA5 ^ (i * 7));
  std::ofstream(db, std::ios::binary) << bytes;
  EXPECT_EQ(import_error(db),
            "adomoc import: database '" + db + "' is damaged: SQLite finds it corrupt; restore it from a backup\n");
  EXPECT_EQ(slurp(db), bytes);
}

std::string newer_schema_message(const std::string& db) {
  return "adomoc import: database '" + db + "' has schema version 999, newer than this adomoc understands (" +
         std::to_string(db::latest_schema_version()) + "): use a newer adomoc\n";
}

TEST(DatabasePath, NewerSchemaIsRefusedAndLeftAlone) {
  const fs::path dir = folder("newer");
  const std::string db = one_game_database(dir);
  EXPECT_EQ(test::SqliteProbe(db).exec("PRAGMA user_version = 999"), "");
  const std::string before = slurp(db);
  EXPECT_EQ(import_error(db), newer_schema_message(db));
  EXPECT_EQ(slurp(db), before);
}

// A newer adomoc might not use WAL: migrate() reads the version before it
// switches the journal mode, which would rewrite the file's header.
TEST(DatabasePath, NewerSchemaWithoutWalIsLeftAloneToo) {
  const fs::path dir = folder("newer-rollback");
  const std::string db = (dir / "games.db").string();
  EXPECT_EQ(test::SqliteProbe(db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                .exec("CREATE TABLE future (x INTEGER); PRAGMA user_version = 999"),
            "");
  const std::string before = slurp(db);
  EXPECT_EQ(import_error(db), newer_schema_message(db));
  EXPECT_EQ(slurp(db), before);
}

// A SQLite file of another program given by mistake: a database at version
// 0 that already holds tables is refused before anything is written.
TEST(DatabasePath, SqliteFileOfAnotherProgramIsRefusedAndLeftAlone) {
  const fs::path dir = folder("foreign");
  const std::string db = (dir / "invoices.db").string();
  EXPECT_EQ(test::SqliteProbe(db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                .exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL); "
                      "INSERT INTO invoices VALUES (1, 9.5)"),
            "");
  const std::string before = slurp(db);
  EXPECT_EQ(import_error(db),
            "adomoc import: '" + db + "' is not an adomoc database (a SQLite file of another program)\n");
  EXPECT_EQ(slurp(db), before);
}

// Another program in the middle of a write transaction, as the sqlite3
// shell or a second adomoc import would be.
class WriteLock {
 public:
  explicit WriteLock(const std::string& db) : probe_(db) { EXPECT_EQ(probe_.exec("BEGIN IMMEDIATE"), ""); }
  void release() { EXPECT_EQ(probe_.exec("ROLLBACK"), ""); }

 private:
  test::SqliteProbe probe_;
};

test::ChildOptions waiting_up_to(const std::string& ms) {
  test::ChildOptions options;
  options.env = {{"ADOMOC_BUSY_TIMEOUT_MS", ms}};
  return options;
}

TEST(DatabasePath, ImportWaitsForAShortLockAndThenSucceeds) {
  const fs::path dir = folder("locked-briefly");
  const std::string db = one_game_database(dir);
  WriteLock lock(db);
  std::thread releaser([&lock] {
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    lock.release();
  });
  const auto start = std::chrono::steady_clock::now();
  test::Child child({"import", "--db", db, kOtherSample}, waiting_up_to("30000"));
  const auto run = child.wait();
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  releaser.join();
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_GE(took.count(), 1.2) << "the import cannot have written while the lock was held";
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT count(*) FROM games"), "2\n");
}

TEST(DatabasePath, LockHeldLongerThanTheWaitIsNamedAndNothingChanges) {
  const fs::path dir = folder("locked");
  const std::string db = one_game_database(dir);
  const std::string before = slurp(db);
  WriteLock lock(db);
  test::Child child({"import", "--db", db, kOtherSample}, waiting_up_to("300"));
  const auto run = child.wait();
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err,
            "adomoc import: database '" + db + "' is locked by another program (gave up after waiting 0.3 s)\n");
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(slurp(db), before);
  lock.release();
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT count(*) FROM games"), "1\n");
}

}  // namespace
}  // namespace adomoc
