// The storage interface, after SQLiteCpp: Database, Statement and
// Transaction own their handles; failures of the environment (cannot open,
// disk full, locked, corrupt) are exceptions carrying the backend's code.
// Every query is written once against these classes; the backend beneath
// (db/backend.hpp: SQLite today) holds only its dialect's mechanics.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace adomoc::db {

class BackendConnection;
class BackendStatement;
class BackendBulkLoad;

// A failure of the environment, whichever backend met it.
class DatabaseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class SqliteError : public DatabaseError {
 public:
  SqliteError(int code, const std::string& message, int system_errno = 0)
      : DatabaseError(message), code_(code), system_errno_(system_errno) {}
  int code() const { return code_; }  // SQLite's extended result code
  // The errno behind the failure when SQLite keeps it (it does when a file
  // cannot be opened; not for a failed write), else 0.
  int system_errno() const { return system_errno_; }

 private:
  int code_;
  int system_errno_;
};

class PostgresError : public DatabaseError {
 public:
  PostgresError(std::string sqlstate, const std::string& message)
      : DatabaseError(message), sqlstate_(std::move(sqlstate)) {}
  // The server's SQLSTATE ("23505" a unique key broken, "57P01" shut down),
  // empty when no server answered (cannot connect, connection lost).
  const std::string& sqlstate() const { return sqlstate_; }

 private:
  std::string sqlstate_;
};

// `path` as messages show it: a PostgreSQL URI without its password.
std::string shown_database(const std::string& path);

// How long a connection waits for another program's write lock before
// failing with SQLITE_BUSY: $ADOMOC_BUSY_TIMEOUT_MS when it is a whole
// number of milliseconds, else 60 s.
int busy_timeout_ms();

class Database {
 public:
  enum class Mode { read_only, read_write, create };
  // A postgresql:// or postgres:// URI opens PostgreSQL; anything else is
  // the path of an SQLite file.
  Database(const std::string& path, Mode mode);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  void exec(std::string_view sql);  // one or more statements, no results
  int changes() const;  // rows changed by the last statement
  int user_version();   // the schema version
  const std::string& path() const { return path_; }
  BackendConnection& backend() { return *connection_; }
  bool is_postgres() const;

 private:
  std::unique_ptr<BackendConnection> connection_;
  std::string path_;
};

class Statement {
 public:
  Statement(Database& db, std::string_view sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement(Statement&& other) noexcept;

  // Parameters are 1-based, as in SQLite.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, std::string_view text);
  Statement& bind(int index, std::span<const std::uint8_t> blob);
  Statement& bind(int index, std::nullopt_t);
  template <class T>
  Statement& bind(int index, const std::optional<T>& value) {
    return value ? bind(index, *value) : bind(index, std::nullopt);
  }

  // True while there is a row to read; false once done.
  bool step();
  // Runs a statement that returns no rows, then resets it for reuse.
  void run();
  void reset();

  // Columns are 0-based.
  bool is_null(int column) const;
  std::int64_t integer(int column) const;
  double real(int column) const;
  std::string text(int column) const;
  std::span<const std::uint8_t> blob(int column) const;  // valid until the next step
  int columns() const;

 private:
  std::unique_ptr<BackendStatement> statement_;
};

// Rows appended to one table (`columns`: its column names, comma
// separated), inside the caller's transaction. flush() writes what was
// added; PostgreSQL sends it with COPY, SQLite has inserted each row as it
// ended. A row's values come in the order of the columns. `on_conflict`,
// when given, is the INSERT's ON CONFLICT clause (the rows then upsert;
// within one flush, no two rows may have the same key).
class BulkInsert {
 public:
  BulkInsert(Database& db, std::string_view table, std::string_view columns, std::string_view on_conflict = {});
  ~BulkInsert();
  BulkInsert(const BulkInsert&) = delete;
  BulkInsert& operator=(const BulkInsert&) = delete;

  BulkInsert& add(std::int64_t value);
  BulkInsert& add(int value) { return add(static_cast<std::int64_t>(value)); }
  BulkInsert& add(std::string_view text);
  BulkInsert& add(std::span<const std::uint8_t> blob);
  BulkInsert& add(std::nullopt_t);
  template <class T>
  BulkInsert& add(const std::optional<T>& value) {
    return value ? add(*value) : add(std::nullopt);
  }
  void end_row();
  void flush();

 private:
  std::unique_ptr<BackendBulkLoad> load_;
};

// A question about a few values at a time (`... IN (?, ?, ...)`): `count`
// placeholders, and the group of `values` from `first` bound to them from
// parameter 1 on, a short last group repeating its last value (which IN
// does not mind). One statement then serves every group, and a server is
// asked once a group rather than once a value.
std::string placeholders(std::size_t count);
void bind_group(Statement& statement, std::span<const std::int64_t> values, std::size_t first, std::size_t count);

// An INSERT of one named row, `column` bound as ?1, whose id follows the
// highest stored as SQLite's rowids do, on either backend: so that a
// rolled-back insert leaves no gap in PostgreSQL either, and both number
// alike. Inside a writing transaction (Transaction), which makes the
// highest id stable. `or_nothing` adds ON CONFLICT DO NOTHING.
std::string insert_with_next_id(std::string_view table, std::string_view column, bool or_nothing);

// The ON CONFLICT clause of rows of counts that add up: a row whose `keys`
// are stored adds its `counts` (comma separated) to the stored row's.
std::string adding_on_conflict(std::string_view table, std::string_view keys, std::string_view counts);

// A write that lost to another writer's at the same time (PostgreSQL: the
// same game stored by a writer beside, or a deadlock between two): the
// batch may be tried again.
bool lost_to_another_writer(const DatabaseError& error);

// Takes the write lock in the constructor (SQLite: BEGIN IMMEDIATE;
// PostgreSQL: an advisory lock held to the end of the transaction), so a
// writer waits for the lock at the start instead of failing half-way; ROLLBACK in the destructor unless
// commit() was called. The destructor never throws. A transaction begun
// `beside_writers` writes beside other writers until take_write_lock()
// (PostgreSQL; SQLite takes the lock at the start all the same).
class Transaction {
 public:
  enum class WriteLock { at_start, beside_writers };
  explicit Transaction(Database& db, WriteLock lock = WriteLock::at_start);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void take_write_lock();
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

// The ids among `ids` for which `find_by_id` (a query with one parameter,
// the id) returns no row, in the order given.
std::vector<std::int64_t> ids_without_row(Database& db, const std::string& find_by_id,
                                          std::span<const std::int64_t> ids);

}  // namespace adomoc::db
