// The PostgreSQL backend beneath Database and Statement, against a
// throwaway server (tests/db/postgres_server.hpp): every kind of value
// bound and read back, transactions, the ids and counts of changes, and
// the errors a user meets (no such database, a broken key, writing
// through a read-only connection), each naming the server.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "db/database.hpp"
#include "db/postgres_backend.hpp"
#include "db/postgres_server.hpp"

namespace adomoc::db {
namespace {

class PostgresBackend : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = std::make_unique<test::PostgresServer>(); }
  static void TearDownTestSuite() { server_.reset(); }
  static std::string uri() { return server_->uri(); }
  static std::unique_ptr<test::PostgresServer> server_;
};

std::unique_ptr<test::PostgresServer> PostgresBackend::server_;

TEST(NumberedPlaceholders, QuestionMarksOutsideQuotesAreNumbered) {
  EXPECT_EQ(numbered_placeholders("SELECT a FROM t WHERE b = ? AND c IN (?, ?)"),
            "SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)");
  EXPECT_EQ(numbered_placeholders("SELECT '?', \"a?\" FROM t WHERE x = ?"), "SELECT '?', \"a?\" FROM t WHERE x = $1");
  EXPECT_EQ(numbered_placeholders("SELECT name FROM events WHERE name = ?1 ORDER BY name = ?1 DESC"),
            "SELECT name FROM events WHERE name = $1 ORDER BY name = $1 DESC");
}

TEST(ShownUri, ThePasswordIsLeftOut) {
  EXPECT_EQ(shown_uri("postgresql://club:secret@db.example.org:5432/archive?sslmode=require"),
            "postgresql://club@db.example.org:5432/archive?sslmode=require");
  EXPECT_EQ(shown_uri("postgresql:///archive?host=/tmp"), "postgresql:///archive?host=/tmp");
  EXPECT_EQ(shown_uri("postgresql:///archive?password=s3cret&host=/tmp"), "postgresql:///archive?host=/tmp");
  EXPECT_EQ(shown_uri("postgresql:///archive?host=/tmp&password=s3cret"), "postgresql:///archive?host=/tmp");
  EXPECT_EQ(shown_uri("postgres://u@h/a?password=x"), "postgres://u@h/a");
}

TEST_F(PostgresBackend, EveryKindOfValueIsBoundAndReadBack) {
  Database db(uri(), Database::Mode::read_write);
  db.exec("CREATE TABLE kinds (n bigint, t text, b bytea, r double precision)");
  const std::vector<std::uint8_t> bytes{0, 1, 0x5c, 0x78, 0xff, 0};
  Statement insert(db, "INSERT INTO kinds (n, t, b, r) VALUES (?, ?, ?, ?)");
  insert.bind(1, std::int64_t{-9007199254740993}).bind(2, "Côté '?'").bind(3, std::span<const std::uint8_t>(bytes));
  insert.bind(4, std::nullopt).run();
  insert.bind(1, std::nullopt).bind(2, "").bind(3, std::span<const std::uint8_t>()).bind(4, std::nullopt).run();
  Statement read(db, "SELECT n, t, b, r, n IS NULL, 2.5::float8 FROM kinds ORDER BY n NULLS LAST");
  ASSERT_TRUE(read.step());
  EXPECT_EQ(read.integer(0), -9007199254740993);
  EXPECT_EQ(read.text(1), "Côté '?'");
  const auto blob = read.blob(2);
  EXPECT_EQ(std::vector<std::uint8_t>(blob.begin(), blob.end()), bytes);
  EXPECT_TRUE(read.is_null(3));
  EXPECT_EQ(read.integer(4), 0);  // a boolean
  EXPECT_EQ(read.real(5), 2.5);
  EXPECT_EQ(read.columns(), 6);
  ASSERT_TRUE(read.step());
  EXPECT_TRUE(read.is_null(0));
  EXPECT_EQ(read.text(1), "");
  EXPECT_TRUE(read.blob(2).empty());
  EXPECT_FALSE(read.step());
  // A sum of integers is numeric in PostgreSQL: still read as an integer.
  Statement sum(db, "SELECT sum(n) FROM kinds WHERE n < ?");
  sum.bind(1, std::int64_t{0});
  ASSERT_TRUE(sum.step());
  EXPECT_EQ(sum.integer(0), -9007199254740993);
}

TEST_F(PostgresBackend, TransactionsCommitOrRollBackAndChangesAreCounted) {
  Database db(uri(), Database::Mode::read_write);
  db.exec("CREATE TABLE rows (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, v text UNIQUE)");
  {
    Transaction t(db);
    Statement insert(db, "INSERT INTO rows (v) VALUES (?) ON CONFLICT DO NOTHING");
    insert.bind(1, "a").run();
    EXPECT_EQ(db.changes(), 1);
    insert.bind(1, "a").run();
    EXPECT_EQ(db.changes(), 0);
    insert.bind(1, "b").run();
    EXPECT_EQ(db.changes(), 1);
    t.commit();
  }
  {
    Transaction t(db);
    db.exec("DELETE FROM rows");
  }  // rolled back
  Statement count(db, "SELECT count(*) FROM rows");
  ASSERT_TRUE(count.step());
  EXPECT_EQ(count.integer(0), 2);
  EXPECT_EQ(db.user_version(), 0);  // no adomoc schema here
}

TEST_F(PostgresBackend, ErrorsNameTheServerAndSayWhatWentWrong) {
  try {
    Database none(server_->uri("no_such_archive"), Database::Mode::read_write);
    FAIL() << "connected to a database that does not exist";
  } catch (const PostgresError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("cannot connect to database '" + server_->uri("no_such_archive") + "': ", 0),
              0u)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("\"no_such_archive\" does not exist"), std::string::npos) << e.what();
  }
  Database db(uri(), Database::Mode::read_write);
  db.exec("CREATE TABLE keyed (k text PRIMARY KEY)");
  db.exec("INSERT INTO keyed VALUES ('x')");
  try {
    db.exec("INSERT INTO keyed VALUES ('x')");
    FAIL() << "a broken key went unnoticed";
  } catch (const PostgresError& e) {
    EXPECT_EQ(e.sqlstate(), "23505");
    EXPECT_EQ(std::string(e.what()).rfind(uri() + ": running SQL: ERROR:  duplicate key value", 0), 0u) << e.what();
  }
  Database reader(uri(), Database::Mode::read_only);
  try {
    reader.exec("INSERT INTO keyed VALUES ('y')");
    FAIL() << "a read-only connection wrote";
  } catch (const PostgresError& e) {
    EXPECT_EQ(e.sqlstate(), "25006");  // read_only_sql_transaction
  }
  Statement read(reader, "SELECT count(*) FROM keyed");
  ASSERT_TRUE(read.step());
  EXPECT_EQ(read.integer(0), 1);
}

}  // namespace
}  // namespace adomoc::db
