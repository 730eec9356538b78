// What a database backend provides beneath db::Database and db::Statement:
// a connection that runs SQL and prepares statements, and a prepared
// statement that binds, steps and reads columns. The query logic above is
// written once against Database and Statement; a backend holds only its
// dialect's mechanics (docs/schema.md, "Backends").
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

namespace adomoc::db {

class BackendStatement {
 public:
  virtual ~BackendStatement() = default;
  // Parameters are 1-based, columns 0-based, as in SQLite.
  virtual void bind(int index, std::int64_t value) = 0;
  virtual void bind(int index, std::string_view text) = 0;
  virtual void bind(int index, std::span<const std::uint8_t> blob) = 0;
  virtual void bind_null(int index) = 0;
  virtual bool step() = 0;
  virtual void reset() = 0;
  virtual bool is_null(int column) const = 0;
  virtual std::int64_t integer(int column) const = 0;
  virtual double real(int column) const = 0;
  virtual std::string text(int column) const = 0;
  virtual std::span<const std::uint8_t> blob(int column) const = 0;
  virtual int columns() const = 0;
};

// Rows for one table, value by value in the order of its columns, written
// as fast as the backend takes them: SQLite inserts each row as it ends
// (a prepared INSERT); PostgreSQL gathers them and sends them with COPY
// when flushed. With an ON CONFLICT clause (an upsert), PostgreSQL copies
// them into a temporary table and inserts them from there with it.
class BackendBulkLoad {
 public:
  virtual ~BackendBulkLoad() = default;
  virtual void add(std::int64_t value) = 0;
  virtual void add(std::string_view text) = 0;
  virtual void add(std::span<const std::uint8_t> blob) = 0;
  virtual void add_null() = 0;
  virtual void end_row() = 0;
  virtual void flush() = 0;
};

enum class Dialect { sqlite, postgresql };

class BackendConnection {
 public:
  virtual ~BackendConnection() = default;
  virtual Dialect dialect() const = 0;
  virtual void exec(std::string_view sql) = 0;
  virtual std::unique_ptr<BackendStatement> prepare(std::string_view sql) = 0;
  virtual std::unique_ptr<BackendBulkLoad> bulk_load(std::string_view table, std::string_view columns,
                                                     std::string_view on_conflict) = 0;
  // Starts a transaction that holds the write lock from its first
  // statement: writers take turns, a batch at a time, on both backends.
  virtual void begin_writing() = 0;
  // Writers beside each other, for an import's batches: a transaction
  // that takes the write lock only when asked (take_write_lock), and game
  // ids claimed past every id stored or claimed by a writer still at work.
  // The costly part of a batch (its games and index rows) then runs beside
  // other writers', and only the shared totals take turns. A claim lasts
  // until released or the connection ends. SQLite has one writer at a
  // time: writes_beside_others() is false, beginning takes the lock, and
  // a claim is the id after the highest stored.
  virtual bool writes_beside_others() const = 0;
  virtual void begin_beside_writers() = 0;
  virtual void take_write_lock() = 0;
  virtual std::int64_t claim_game_ids(std::int64_t count) = 0;  // the first of `count`
  virtual void release_game_ids() = 0;
  virtual int changes() const = 0;
  virtual int schema_version() = 0;
};

}  // namespace adomoc::db
