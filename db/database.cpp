#include "db/database.hpp"

#include <algorithm>

#include "db/backend.hpp"
#include "db/postgres_backend.hpp"
#include "db/sqlite_backend.hpp"

namespace adomoc::db {

Database::Database(const std::string& path, Mode mode)
    : connection_(is_postgres_uri(path) ? open_postgres(path, mode) : open_sqlite(path, mode)),
      path_(shown_database(path)) {}

Database::~Database() = default;

std::string shown_database(const std::string& path) { return is_postgres_uri(path) ? shown_uri(path) : path; }

void Database::exec(std::string_view sql) { connection_->exec(sql); }
bool Database::is_postgres() const { return connection_->dialect() == Dialect::postgresql; }
int Database::changes() const { return connection_->changes(); }
int Database::user_version() { return connection_->schema_version(); }

Statement::Statement(Database& db, std::string_view sql) : statement_(db.backend().prepare(sql)) {}

Statement::~Statement() = default;

Statement::Statement(Statement&& other) noexcept = default;

Statement& Statement::bind(int index, std::int64_t value) {
  statement_->bind(index, value);
  return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
  statement_->bind(index, text);
  return *this;
}

Statement& Statement::bind(int index, std::span<const std::uint8_t> blob) {
  statement_->bind(index, blob);
  return *this;
}

Statement& Statement::bind(int index, std::nullopt_t) {
  statement_->bind_null(index);
  return *this;
}

bool Statement::step() { return statement_->step(); }

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() { statement_->reset(); }

bool Statement::is_null(int column) const { return statement_->is_null(column); }
std::int64_t Statement::integer(int column) const { return statement_->integer(column); }
double Statement::real(int column) const { return statement_->real(column); }
std::string Statement::text(int column) const { return statement_->text(column); }
std::span<const std::uint8_t> Statement::blob(int column) const { return statement_->blob(column); }
int Statement::columns() const { return statement_->columns(); }

std::string placeholders(std::size_t count) {
  std::string marks;
  for (std::size_t i = 0; i < count; ++i) marks += i ? ", ?" : "?";
  return marks;
}

void bind_group(Statement& statement, std::span<const std::int64_t> values, std::size_t first, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i)
    statement.bind(static_cast<int>(i + 1), values[std::min(first + i, values.size() - 1)]);
}

std::string insert_with_next_id(std::string_view table, std::string_view column, bool or_nothing) {
  const std::string t(table);
  // WHERE TRUE: SQLite reads ON CONFLICT after a SELECT's FROM as a join's.
  return "INSERT INTO " + t + " (id, " + std::string(column) + ") SELECT coalesce(max(id), 0) + 1, CAST(?1 AS text) FROM " +
         t + " WHERE TRUE" + (or_nothing ? " ON CONFLICT DO NOTHING" : "");
}

std::string adding_on_conflict(std::string_view table, std::string_view keys, std::string_view counts) {
  std::string sql = "ON CONFLICT (" + std::string(keys) + ") DO UPDATE SET ";
  std::size_t start = 0;
  for (bool first = true; start <= counts.size(); first = false) {
    std::size_t end = counts.find(',', start);
    if (end == std::string_view::npos) end = counts.size();
    std::string_view column = counts.substr(start, end - start);
    while (column.starts_with(' ')) column.remove_prefix(1);
    const std::string c(column);
    sql += (first ? "" : ", ") + c + " = " + std::string(table) + "." + c + " + excluded." + c;
    start = end + 1;
  }
  return sql;
}

BulkInsert::BulkInsert(Database& db, std::string_view table, std::string_view columns, std::string_view on_conflict)
    : load_(db.backend().bulk_load(table, columns, on_conflict)) {}

BulkInsert::~BulkInsert() = default;

BulkInsert& BulkInsert::add(std::int64_t value) {
  load_->add(value);
  return *this;
}

BulkInsert& BulkInsert::add(std::string_view text) {
  load_->add(text);
  return *this;
}

BulkInsert& BulkInsert::add(std::span<const std::uint8_t> blob) {
  load_->add(blob);
  return *this;
}

BulkInsert& BulkInsert::add(std::nullopt_t) {
  load_->add_null();
  return *this;
}

void BulkInsert::end_row() { load_->end_row(); }
void BulkInsert::flush() { load_->flush(); }

bool lost_to_another_writer(const DatabaseError& error) {
  const auto* from_server = dynamic_cast<const PostgresError*>(&error);
  return from_server && (from_server->sqlstate() == "23505" || from_server->sqlstate() == "40P01");
}

Transaction::Transaction(Database& db, WriteLock lock) : db_(db) {
  if (lock == WriteLock::at_start) db_.backend().begin_writing();
  else db_.backend().begin_beside_writers();
}

void Transaction::take_write_lock() { db_.backend().take_write_lock(); }

Transaction::~Transaction() {
  if (done_) return;
  try {
    db_.exec("ROLLBACK");
  } catch (const DatabaseError&) {
    // Never throw from a destructor; the backend may already have rolled back.
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
