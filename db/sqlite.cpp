#include "db/sqlite.hpp"

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

Database::Database(const std::string& path, Mode mode) : path_(path) {
  const int flags = mode == Mode::read_only   ? SQLITE_OPEN_READONLY
                    : mode == Mode::read_write ? SQLITE_OPEN_READWRITE
                                               : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  const int code = sqlite3_open_v2(path.c_str(), &db_, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (code != SQLITE_OK) {
    const std::string message = "cannot open database '" + path + "': " + (db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(code));
    const int system_errno = db_ ? sqlite3_system_errno(db_) : 0;
    sqlite3_close(db_);
    db_ = nullptr;
    throw SqliteError(code, message, system_errno);
  }
  sqlite3_extended_result_codes(db_, 1);
  // Another writer holds the lock for at most one batch: wait rather than fail.
  sqlite3_busy_timeout(db_, busy_timeout_ms());
}

Database::~Database() { sqlite3_close_v2(db_); }

void Database::exec(std::string_view sql) {
  const std::string text(sql);
  char* error = nullptr;
  const int code = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &error);
  if (code != SQLITE_OK) {
    const std::string message = error ? error : sqlite3_errstr(code);
    sqlite3_free(error);
    throw SqliteError(sqlite3_extended_errcode(db_), path_ + ": " + message, sqlite3_system_errno(db_));
  }
}

std::int64_t Database::last_insert_rowid() const { return sqlite3_last_insert_rowid(db_); }
int Database::changes() const { return sqlite3_changes(db_); }

int Database::user_version() {
  Statement s(*this, "PRAGMA user_version");
  s.step();
  return static_cast<int>(s.integer(0));
}

Statement::Statement(Database& db, std::string_view sql) : db_(&db) {
  check(db.handle(),
        sqlite3_prepare_v3(db.handle(), sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt_,
                           nullptr),
        "preparing '" + std::string(sql.substr(0, 60)) + "'");
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept : db_(other.db_), stmt_(other.stmt_) { other.stmt_ = nullptr; }

Statement& Statement::bind(int index, std::int64_t value) {
  check(db_->handle(), sqlite3_bind_int64(stmt_, index, value), "binding");
  return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
  check(db_->handle(), sqlite3_bind_text64(stmt_, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8),
        "binding");
  return *this;
}

Statement& Statement::bind(int index, std::span<const std::uint8_t> blob) {
  // An empty span may have no data pointer, which SQLite would bind as NULL.
  check(db_->handle(),
        blob.empty() ? sqlite3_bind_zeroblob(stmt_, index, 0)
                     : sqlite3_bind_blob64(stmt_, index, blob.data(), blob.size(), SQLITE_TRANSIENT),
        "binding");
  return *this;
}

Statement& Statement::bind(int index, std::nullopt_t) {
  check(db_->handle(), sqlite3_bind_null(stmt_, index), "binding");
  return *this;
}

bool Statement::step() {
  const int code = sqlite3_step(stmt_);
  if (code == SQLITE_ROW) return true;
  if (code == SQLITE_DONE) return false;
  sqlite3_reset(stmt_);
  fail(db_->handle(), code, db_->path());
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool Statement::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }
double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }
int Statement::columns() const { return sqlite3_column_count(stmt_); }

std::string Statement::text(int column) const {
  const auto* p = sqlite3_column_text(stmt_, column);
  return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
           : std::string();
}

std::span<const std::uint8_t> Statement::blob(int column) const {
  const auto* p = static_cast<const std::uint8_t*>(sqlite3_column_blob(stmt_, column));
  return {p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))};
}

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (done_) return;
  try {
    db_.exec("ROLLBACK");
  } catch (const SqliteError&) {
    // Never throw from a destructor; SQLite may already have rolled back.
  }
}

void Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

std::vector<std::int64_t> ids_without_row(Database& db, const std::string& find_by_id,
                                          std::span<const std::int64_t> ids) {
  Statement find(db, find_by_id);
  std::vector<std::int64_t> missing;
  for (std::int64_t id : ids) {
    find.bind(1, id);
    if (!find.step()) missing.push_back(id);
    find.reset();
  }
  return missing;
}

}  // namespace adomoc::db
