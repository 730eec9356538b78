#include "db/sqlite_backend.hpp"

#include <sqlite3.h>

#include <cerrno>
#include <climits>
#include <cstdlib>

namespace adomoc::db {

namespace {

[[noreturn]] void fail(sqlite3* db, int code, std::string_view doing) {
  std::string message(doing);
  message += ": ";
  message += db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
  throw SqliteError(db ? sqlite3_extended_errcode(db) : code, message, db ? sqlite3_system_errno(db) : 0);
}

void check(sqlite3* db, int code, std::string_view doing) {
  if (code != SQLITE_OK) fail(db, code, doing);
}

class SqliteStatement final : public BackendStatement {
 public:
  SqliteStatement(sqlite3* db, const std::string& path, std::string_view sql) : db_(db), path_(path) {
    check(db_,
          sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt_,
                             nullptr),
          "preparing '" + std::string(sql.substr(0, 60)) + "'");
  }
  ~SqliteStatement() override { sqlite3_finalize(stmt_); }
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  void bind(int index, std::int64_t value) override {
    check(db_, sqlite3_bind_int64(stmt_, index, value), "binding");
  }
  void bind(int index, std::string_view text) override {
    check(db_, sqlite3_bind_text64(stmt_, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8), "binding");
  }
  void bind(int index, std::span<const std::uint8_t> blob) override {
    // An empty span may have no data pointer, which SQLite would bind as NULL.
    check(db_,
          blob.empty() ? sqlite3_bind_zeroblob(stmt_, index, 0)
                       : sqlite3_bind_blob64(stmt_, index, blob.data(), blob.size(), SQLITE_TRANSIENT),
          "binding");
  }
  void bind_null(int index) override { check(db_, sqlite3_bind_null(stmt_, index), "binding"); }

  bool step() override {
    const int code = sqlite3_step(stmt_);
    if (code == SQLITE_ROW) return true;
    if (code == SQLITE_DONE) return false;
    sqlite3_reset(stmt_);
    fail(db_, code, path_);
  }
  void reset() override {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }

  bool is_null(int column) const override { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
  std::int64_t integer(int column) const override { return sqlite3_column_int64(stmt_, column); }
  double real(int column) const override { return sqlite3_column_double(stmt_, column); }
  int columns() const override { return sqlite3_column_count(stmt_); }
  std::string text(int column) const override {
    const auto* p = sqlite3_column_text(stmt_, column);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
             : std::string();
  }
  std::span<const std::uint8_t> blob(int column) const override {
    const auto* p = static_cast<const std::uint8_t*>(sqlite3_column_blob(stmt_, column));
    return {p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))};
  }

 private:
  sqlite3* db_;
  std::string path_;
  sqlite3_stmt* stmt_ = nullptr;
};

// A prepared INSERT run as each row ends: SQLite inserts in-process as
// fast as any bulk path would.
class SqliteBulkLoad final : public BackendBulkLoad {
 public:
  SqliteBulkLoad(sqlite3* db, const std::string& path, std::string_view table, std::string_view columns,
                 std::string_view on_conflict)
      : insert_(db, path, insert_sql(table, columns) + " " + std::string(on_conflict)) {}
  void add(std::int64_t value) override { insert_.bind(++column_, value); }
  void add(std::string_view text) override { insert_.bind(++column_, text); }
  void add(std::span<const std::uint8_t> blob) override { insert_.bind(++column_, blob); }
  void add_null() override { insert_.bind_null(++column_); }
  void end_row() override {
    while (insert_.step()) {
    }
    insert_.reset();
    column_ = 0;
  }
  void flush() override {}

 private:
  static std::string insert_sql(std::string_view table, std::string_view columns) {
    std::string values = "?";
    for (char c : columns)
      if (c == ',') values += ", ?";
    return "INSERT INTO " + std::string(table) + " (" + std::string(columns) + ") VALUES (" + values + ")";
  }
  SqliteStatement insert_;
  int column_ = 0;
};

// SQLite counts the memory it holds (sqlite3_memory_used) under a global
// mutex that every allocation takes, on every thread: the program never
// reads the count (an import, 100,000 games: -j 1 2% and -j 2 2.4% faster
// without it). Turned off before the first connection; should SQLite be
// initialised already (a test's own connection), it refuses, and the
// counts stay on.
void keep_no_memory_statistics() {
  [[maybe_unused]] static const int code = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

class SqliteConnection final : public BackendConnection {
 public:
  SqliteConnection(const std::string& path, Database::Mode mode) : path_(path) {
    keep_no_memory_statistics();
    const int flags = mode == Database::Mode::read_only   ? SQLITE_OPEN_READONLY
                      : mode == Database::Mode::read_write ? SQLITE_OPEN_READWRITE
                                                           : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    const int code = sqlite3_open_v2(path.c_str(), &db_, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (code != SQLITE_OK) {
      const std::string message =
          "cannot open database '" + path + "': " + (db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(code));
      const int system_errno = db_ ? sqlite3_system_errno(db_) : 0;
      sqlite3_close(db_);
      throw SqliteError(code, message, system_errno);
    }
    sqlite3_extended_result_codes(db_, 1);
    // Another writer holds the lock for at most one batch: wait rather than fail.
    sqlite3_busy_timeout(db_, busy_timeout_ms());
    // A reader reads much and writes nothing: map the file rather than
    // copy its pages.
    if (mode == Database::Mode::read_only) exec("PRAGMA mmap_size = 1073741824");
  }
  ~SqliteConnection() override { sqlite3_close_v2(db_); }
  SqliteConnection(const SqliteConnection&) = delete;
  SqliteConnection& operator=(const SqliteConnection&) = delete;

  void exec(std::string_view sql) override {
    const std::string text(sql);
    char* error = nullptr;
    const int code = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &error);
    if (code != SQLITE_OK) {
      const std::string message = error ? error : sqlite3_errstr(code);
      sqlite3_free(error);
      throw SqliteError(sqlite3_extended_errcode(db_), path_ + ": " + message, sqlite3_system_errno(db_));
    }
  }
  std::unique_ptr<BackendStatement> prepare(std::string_view sql) override {
    return std::make_unique<SqliteStatement>(db_, path_, sql);
  }
  std::unique_ptr<BackendBulkLoad> bulk_load(std::string_view table, std::string_view columns,
                                             std::string_view on_conflict) override {
    return std::make_unique<SqliteBulkLoad>(db_, path_, table, columns, on_conflict);
  }
  Dialect dialect() const override { return Dialect::sqlite; }
  void begin_writing() override { exec("BEGIN IMMEDIATE"); }
  bool writes_beside_others() const override { return false; }
  void begin_beside_writers() override { begin_writing(); }
  void take_write_lock() override {}
  std::int64_t claim_game_ids(std::int64_t) override {
    SqliteStatement highest(db_, path_, "SELECT coalesce(max(id), 0) FROM games");
    highest.step();
    return highest.integer(0) + 1;
  }
  void release_game_ids() override {}
  int changes() const override { return sqlite3_changes(db_); }
  int schema_version() override {
    SqliteStatement s(db_, path_, "PRAGMA user_version");
    s.step();
    return static_cast<int>(s.integer(0));
  }
  sqlite3* handle() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

}  // namespace

int busy_timeout_ms() {
  constexpr int kDefault = 60'000;
  const char* env = std::getenv("ADOMOC_BUSY_TIMEOUT_MS");
  if (!env || !*env) return kDefault;
  char* end = nullptr;
  errno = 0;
  const long ms = std::strtol(env, &end, 10);
  if (errno != 0 || *end != '\0' || ms < 0 || ms > INT_MAX) return kDefault;
  return static_cast<int>(ms);
}

std::unique_ptr<BackendConnection> open_sqlite(const std::string& path, Database::Mode mode) {
  return std::make_unique<SqliteConnection>(path, mode);
}

sqlite3* sqlite_handle(Database& db) { return dynamic_cast<SqliteConnection&>(db.backend()).handle(); }

}  // namespace adomoc::db
