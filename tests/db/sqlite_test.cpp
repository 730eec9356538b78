// The SQLite layer and the schema steps, against real database files.
#include <gtest/gtest.h>

#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "db/schema.hpp"
#include "db/database.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

class TempDir {
 public:
  TempDir() : path_(fs::temp_directory_path() / ("adomoc-db-test-" + std::to_string(::getpid()) + "-" +
                                                 std::to_string(counter_++))) {
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  std::string file(const char* name) const { return (path_ / name).string(); }

 private:
  static inline int counter_ = 0;
  fs::path path_;
};

TEST(Sqlite, StatementsBindAndReadEveryType) {
  TempDir dir;
  Database db(dir.file("a.db"), Database::Mode::create);
  db.exec("CREATE TABLE t (i INTEGER, s TEXT, b BLOB, n INTEGER) STRICT");
  const std::uint8_t bytes[] = {0, 1, 254, 255};
  Statement insert(db, "INSERT INTO t VALUES (?, ?, ?, ?)");
  insert.bind(1, std::int64_t{-9007199254740993}).bind(2, "dé\"jà").bind(3, std::span<const std::uint8_t>(bytes)).bind(4, std::nullopt);
  insert.run();
  Statement select(db, "SELECT i, s, b, n FROM t");
  ASSERT_TRUE(select.step());
  EXPECT_EQ(select.integer(0), -9007199254740993);
  EXPECT_EQ(select.text(1), "dé\"jà");
  const auto blob = select.blob(2);
  EXPECT_EQ(std::vector<std::uint8_t>(blob.begin(), blob.end()), std::vector<std::uint8_t>({0, 1, 254, 255}));
  EXPECT_TRUE(select.is_null(3));
  EXPECT_FALSE(select.step());
}

TEST(Sqlite, TransactionRollsBackUnlessCommitted) {
  TempDir dir;
  Database db(dir.file("a.db"), Database::Mode::create);
  db.exec("CREATE TABLE t (i INTEGER) STRICT");
  {
    Transaction t(db);
    db.exec("INSERT INTO t VALUES (1)");
  }
  {
    Transaction t(db);
    db.exec("INSERT INTO t VALUES (2)");
    t.commit();
  }
  Statement count(db, "SELECT group_concat(i) FROM t");
  ASSERT_TRUE(count.step());
  EXPECT_EQ(count.text(0), "2");
}

TEST(Sqlite, ErrorsCarryTheCodeAndSayWhat) {
  TempDir dir;
  {
    std::ofstream(dir.file("not.db")) << "this is not a database, just some text long enough to look like one";
  }
  try {
    Database db(dir.file("not.db"), Database::Mode::read_write);
    db.user_version();
    FAIL() << "a text file was read as a database";
  } catch (const SqliteError& e) {
    EXPECT_EQ(e.code() & 0xff, 26);  // SQLITE_NOTADB
    EXPECT_NE(std::string(e.what()).find("not a database"), std::string::npos) << e.what();
  }
  EXPECT_THROW(Database(dir.file("missing.db"), Database::Mode::read_only), SqliteError);
}

// Opens a database, stores 200 KB, and exits with 0 when SQLite counted
// none of the memory that took.
[[noreturn]] void exit_with_sqlites_count_of_memory() {
  TempDir dir;
  Database db(dir.file("m.db"), Database::Mode::create);
  db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES (hex(randomblob(100000)))");
  sqlite3_int64 used = -1;
  sqlite3_int64 highest = -1;
  sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &used, &highest, 0);
  std::exit(used == 0 && highest == 0 ? 0 : 1);
}

// In a process of its own (the threadsafe death test style runs the test
// program again for it): SQLite takes the setting only before it starts.
TEST(SqliteDeathTest, KeepsNoCountOfItsMemory) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(exit_with_sqlites_count_of_memory(), ::testing::ExitedWithCode(0), "");
}

TEST(Schema, StepsAreNumberedInOrder) {
  int last = 0;
  for (const SchemaStep& step : schema_steps()) {
    EXPECT_GT(step.version, last) << step.name;
    last = step.version;
    EXPECT_FALSE(step.sql.empty());
  }
  EXPECT_EQ(latest_schema_version(), last);
  EXPECT_GE(last, 1);
}

TEST(Schema, MigrateCreatesEveryTableOnceAndIsIdempotent) {
  TempDir dir;
  Database db(dir.file("a.db"), Database::Mode::create);
  migrate(db);
  EXPECT_EQ(db.user_version(), latest_schema_version());
  migrate(db);
  Statement tables(db, "SELECT group_concat(name, ' ') FROM (SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name)");
  ASSERT_TRUE(tables.step());
  EXPECT_EQ(tables.text(0),
            "annotations common_games common_positions events extra_tags game_facts games index_batches "
            "opening_summary player_aliases player_keys players position_index position_moves quarantine sources");
  EXPECT_THROW(db.exec("INSERT INTO games (variant, result, termination, plies, source_id, byte_offset, line, "
                       "content_hash, moves) VALUES ('x', 0, 0, 0, 1, 0, 1, 0, x'')"),
               SqliteError);  // STRICT tables refuse text in an integer column
}

TEST(Schema, ANewerDatabaseIsRefusedAndLeftAlone) {
  TempDir dir;
  {
    Database db(dir.file("new.db"), Database::Mode::create);
    db.exec("CREATE TABLE from_the_future (x INTEGER); PRAGMA user_version = 9999");
  }
  Database db(dir.file("new.db"), Database::Mode::read_write);
  try {
    migrate(db);
    FAIL() << "a newer schema was accepted";
  } catch (const NewerSchemaError& e) {
    EXPECT_NE(std::string(e.what()).find("schema version 9999, newer than this adomoc understands"), std::string::npos);
  }
  EXPECT_EQ(db.user_version(), 9999);
  Statement tables(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'table'");
  ASSERT_TRUE(tables.step());
  EXPECT_EQ(tables.integer(0), 1);
}

}  // namespace
}  // namespace adomoc::db
