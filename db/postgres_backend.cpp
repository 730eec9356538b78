#include "db/postgres_backend.hpp"

#include <libpq-fe.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <map>
#include <optional>
#include <vector>

namespace adomoc::db {

namespace {

// libpq's message, its first line (the rest repeats it with detail).
std::string first_line(const char* message) {
  std::string text = message ? message : "";
  if (const auto end = text.find('\n'); end != std::string::npos) text.resize(end);
  return text;
}

struct ResultDeleter {
  void operator()(PGresult* r) const { PQclear(r); }
};
using Result = std::unique_ptr<PGresult, ResultDeleter>;

// A failed command: its SQLSTATE and message, naming the server.
[[noreturn]] void fail(PGconn* conn, const PGresult* result, const std::string& server, std::string_view doing) {
  const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
  const std::string message = result ? first_line(PQresultErrorMessage(result)) : first_line(PQerrorMessage(conn));
  throw PostgresError(state ? state : "", server + ": " + std::string(doing) + ": " + message);
}

Result checked(PGconn* conn, PGresult* raw, const std::string& server, std::string_view doing) {
  Result result(raw);
  const ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) fail(conn, result.get(), server, doing);
  return result;
}

// COPY ... FROM STDIN answers that it waits for the rows.
void checked_copy_start(PGconn* conn, PGresult* raw, const std::string& server, std::string_view doing) {
  Result result(raw);
  if (!result || PQresultStatus(result.get()) != PGRES_COPY_IN) fail(conn, result.get(), server, doing);
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 0;
}

class PostgresConnection;

class PostgresStatement final : public BackendStatement {
 public:
  PostgresStatement(PostgresConnection& connection, std::string_view sql);
  ~PostgresStatement() override;
  PostgresStatement(const PostgresStatement&) = delete;
  PostgresStatement& operator=(const PostgresStatement&) = delete;

  void bind(int index, std::int64_t value) override { set(index, std::to_string(value), false); }
  void bind(int index, std::string_view text) override { set(index, std::string(text), false); }
  void bind(int index, std::span<const std::uint8_t> blob) override {
    set(index, std::string(reinterpret_cast<const char*>(blob.data()), blob.size()), true);
  }
  void bind_null(int index) override {
    grow(index);
    values_[static_cast<std::size_t>(index - 1)].reset();
  }
  bool step() override;
  void reset() override {
    result_.reset();
    row_ = -1;
    blobs_.clear();
    for (auto& v : values_) v.reset();
  }
  bool is_null(int column) const override { return PQgetisnull(result_.get(), row_, column) != 0; }
  std::int64_t integer(int column) const override {
    const char* text = PQgetvalue(result_.get(), row_, column);
    if (text[0] == 't' || text[0] == 'f') return text[0] == 't';  // a boolean
    return std::strtoll(text, nullptr, 10);  // integers, and numeric sums of them
  }
  double real(int column) const override { return std::strtod(PQgetvalue(result_.get(), row_, column), nullptr); }
  std::string text(int column) const override {
    return std::string(PQgetvalue(result_.get(), row_, column),
                       static_cast<std::size_t>(PQgetlength(result_.get(), row_, column)));
  }
  std::span<const std::uint8_t> blob(int column) const override;
  int columns() const override { return result_ ? PQnfields(result_.get()) : 0; }

 private:
  void grow(int index) {
    if (static_cast<std::size_t>(index) > values_.size()) {
      values_.resize(static_cast<std::size_t>(index));
      binary_.resize(static_cast<std::size_t>(index), false);
    }
  }
  void set(int index, std::string value, bool binary) {
    grow(index);
    values_[static_cast<std::size_t>(index - 1)] = std::move(value);
    binary_[static_cast<std::size_t>(index - 1)] = binary;
  }

  PostgresConnection& connection_;
  std::string name_;
  int parameters_ = 0;
  std::vector<std::optional<std::string>> values_;
  std::vector<bool> binary_;
  Result result_;
  int row_ = -1;
  mutable std::map<int, std::vector<std::uint8_t>> blobs_;  // decoded bytea, until the next step
};

// Rows gathered in COPY's binary form and sent in one COPY ... FROM STDIN:
// one round trip for a batch's rows instead of one a row, and no value
// written out as text for the server to read back (every integer column
// of the schema is a bigint, as the binary form of an int64 requires).
class PostgresBulkLoad final : public BackendBulkLoad {
 public:
  PostgresBulkLoad(PostgresConnection& connection, std::string_view table, std::string_view columns,
                   std::string_view on_conflict)
      : connection_(connection), table_(table) {
    const std::string names(columns), into = on_conflict.empty() ? table_ : "adomoc_staged_" + table_;
    fields_ = static_cast<std::int16_t>(1 + std::count(names.begin(), names.end(), ','));
    copy_ = "COPY " + into + " (" + names + ") FROM STDIN (FORMAT binary)";
    if (on_conflict.empty()) return;
    // Made in the transaction that uses it, which may be rolled back.
    stage_ = "CREATE TEMPORARY TABLE IF NOT EXISTS " + into + " (LIKE " + table_ + ")";
    merge_ = "INSERT INTO " + table_ + " (" + names + ") SELECT " + names + " FROM " + into + " " +
             std::string(on_conflict) + "; DELETE FROM " + into;
  }
  void add(std::int64_t value) override {
    field(8);
    put(static_cast<std::uint64_t>(value), 8);
  }
  void add(std::string_view text) override {
    field(static_cast<std::int32_t>(text.size()));
    rows_.append(text);
  }
  void add(std::span<const std::uint8_t> blob) override {
    field(static_cast<std::int32_t>(blob.size()));
    rows_.append(reinterpret_cast<const char*>(blob.data()), blob.size());
  }
  void add_null() override { field(-1); }
  void end_row() override {
    row_started_ = false;
    if (rows_.size() >= kFlushBytes) flush();
  }
  void flush() override;

 private:
  static constexpr std::size_t kFlushBytes = 8 << 20;
  // Big-endian, as COPY's binary form is.
  void put(std::uint64_t value, int bytes) {
    for (int shift = 8 * (bytes - 1); shift >= 0; shift -= 8) rows_ += static_cast<char>(value >> shift & 0xff);
  }
  // A field's length (-1 for NULL), after the row's count of fields.
  void field(std::int32_t length) {
    if (!row_started_) put(static_cast<std::uint16_t>(fields_), 2);
    row_started_ = true;
    put(static_cast<std::uint32_t>(length), 4);
  }

  PostgresConnection& connection_;
  std::string table_, copy_, stage_, merge_, rows_;
  std::int16_t fields_ = 0;
  bool row_started_ = false;
};

constexpr const char* kTakeWriteLock = "SELECT pg_advisory_xact_lock(1094795586)";  // 'AAAB': writing

class PostgresConnection final : public BackendConnection {
 public:
  PostgresConnection(const std::string& uri, Database::Mode mode) : server_(shown_uri(uri)) {
    conn_ = PQconnectdb(uri.c_str());
    if (PQstatus(conn_) != CONNECTION_OK) {
      const std::string message = first_line(PQerrorMessage(conn_));
      PQfinish(conn_);
      throw PostgresError("", "cannot connect to database '" + server_ + "': " + message);
    }
    // A backend whose client died finishes its statement before it
    // notices, holding its locks, a writer's claim of ids among them:
    // asked to look every 50 ms, it lets go of them at once.
    exec("SET client_min_messages = warning; SET client_connection_check_interval = 50");
    if (mode == Database::Mode::read_only) exec("SET default_transaction_read_only = on");
  }
  ~PostgresConnection() override { PQfinish(conn_); }
  PostgresConnection(const PostgresConnection&) = delete;
  PostgresConnection& operator=(const PostgresConnection&) = delete;

  void exec(std::string_view sql) override {
    const Result r = checked(conn_, PQexec(conn_, std::string(sql).c_str()), server_, "running SQL");
    changes_ = std::atoi(PQcmdTuples(r.get()));
  }
  std::unique_ptr<BackendStatement> prepare(std::string_view sql) override {
    return std::make_unique<PostgresStatement>(*this, sql);
  }
  std::unique_ptr<BackendBulkLoad> bulk_load(std::string_view table, std::string_view columns,
                                             std::string_view on_conflict) override {
    return std::make_unique<PostgresBulkLoad>(*this, table, columns, on_conflict);
  }
  Dialect dialect() const override { return Dialect::postgresql; }
  // Writers take turns as in SQLite: the lock is the transaction's, so a
  // client that dies or loses the server lets go of it with its
  // transaction. Batches are then whole and in id order, whoever writes.
  void begin_writing() override { exec(std::string("BEGIN; ") + kTakeWriteLock); }
  bool writes_beside_others() const override { return true; }
  void begin_beside_writers() override { exec("BEGIN"); }
  void take_write_lock() override { exec(kTakeWriteLock); }
  std::int64_t claim_game_ids(std::int64_t count) override;
  void release_game_ids() override;
  int changes() const override { return changes_; }
  // The table's version; 0 when there is no adomoc schema (yet).
  int schema_version() override {
    const Result exists = checked(conn_, PQexec(conn_, "SELECT to_regclass('adomoc_schema') IS NOT NULL"), server_,
                                  "reading the schema version");
    if (PQgetvalue(exists.get(), 0, 0)[0] != 't') return 0;
    const Result r =
        checked(conn_, PQexec(conn_, "SELECT max(version) FROM adomoc_schema"), server_, "reading the schema version");
    return PQgetisnull(r.get(), 0, 0) ? 0 : std::atoi(PQgetvalue(r.get(), 0, 0));
  }

  PGconn* conn() const { return conn_; }
  const std::string& server() const { return server_; }
  void set_changes(int n) { changes_ = n; }
  std::string next_statement_name() { return "adomoc_" + std::to_string(++statements_); }

 private:
  PGconn* conn_ = nullptr;
  std::string server_;
  int changes_ = 0;
  std::uint64_t statements_ = 0;
  std::int64_t claim_key_ = 0;  // of the claim held, 0 for none
};

// A claim is a session's advisory lock whose key holds the last id
// claimed: every session sees it at once (pg_locks, no commit needed),
// and a writer that dies lets go of it with its connection, so its ids go
// to the next writer and a killed import leaves no gap. Claims are made
// under the write lock, and a writer lets go of its claim only after its
// batch committed, so the next claim sees either the claim or the games.
constexpr std::int64_t kClaimKeys = std::int64_t{0x41414143} << 32;  // 'AAAC': claimed ids, up to 2^40

std::int64_t PostgresConnection::claim_game_ids(std::int64_t count) {
  release_game_ids();
  const std::string base = std::to_string(kClaimKeys >> 32);
  const std::string highest_sql =
      "SELECT greatest((SELECT coalesce(max(id), 0) FROM games), (SELECT coalesce(max(((l.classid::bigint - " + base +
      ") << 32) | l.objid::bigint), 0) FROM pg_locks l WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND "
      "l.classid::bigint >= " + base + " AND l.classid::bigint < " + base + " + 256 AND l.database = "
      "(SELECT oid FROM pg_database WHERE datname = current_database())))";
  const Result highest = checked(conn_, PQexec(conn_, highest_sql.c_str()), server_, "claiming ids for new games");
  const std::int64_t first = std::strtoll(PQgetvalue(highest.get(), 0, 0), nullptr, 10) + 1;
  if (count <= 0) return first;
  claim_key_ = kClaimKeys + first + count - 1;
  exec("SELECT pg_advisory_lock(" + std::to_string(claim_key_) + ")");
  return first;
}

void PostgresConnection::release_game_ids() {
  if (claim_key_ == 0) return;
  exec("SELECT pg_advisory_unlock(" + std::to_string(claim_key_) + ")");
  claim_key_ = 0;
}

PostgresStatement::PostgresStatement(PostgresConnection& connection, std::string_view sql)
    : connection_(connection), name_(connection.next_statement_name()) {
  const std::string numbered = numbered_placeholders(sql);
  checked(connection_.conn(), PQprepare(connection_.conn(), name_.c_str(), numbered.c_str(), 0, nullptr),
          connection_.server(), "preparing '" + std::string(sql.substr(0, 60)) + "'");
  const Result described = checked(connection_.conn(), PQdescribePrepared(connection_.conn(), name_.c_str()),
                                    connection_.server(), "describing a statement");
  parameters_ = PQnparams(described.get());
  values_.resize(static_cast<std::size_t>(parameters_));
  binary_.resize(static_cast<std::size_t>(parameters_), false);
}

PostgresStatement::~PostgresStatement() {
  // Fails harmlessly inside an aborted transaction; the server forgets
  // the statement with the session anyway.
  PQclear(PQexec(connection_.conn(), ("DEALLOCATE " + name_).c_str()));
}

bool PostgresStatement::step() {
  if (!result_) {
    std::vector<const char*> values;
    std::vector<int> lengths, formats;
    for (std::size_t i = 0; i < values_.size(); ++i) {
      values.push_back(values_[i] ? values_[i]->data() : nullptr);
      lengths.push_back(values_[i] ? static_cast<int>(values_[i]->size()) : 0);
      formats.push_back(binary_[i] ? 1 : 0);
    }
    result_ = checked(connection_.conn(),
                      PQexecPrepared(connection_.conn(), name_.c_str(), static_cast<int>(values.size()), values.data(),
                                     lengths.data(), formats.data(), 0),
                      connection_.server(), "running a statement");
    connection_.set_changes(std::atoi(PQcmdTuples(result_.get())));
    row_ = -1;
  }
  blobs_.clear();
  return ++row_ < PQntuples(result_.get());
}

void PostgresBulkLoad::flush() {
  if (rows_.empty()) return;
  PGconn* conn = connection_.conn();
  const std::string doing = "copying rows into " + table_;
  if (!stage_.empty()) connection_.exec(stage_);
  checked_copy_start(conn, PQexec(conn, copy_.c_str()), connection_.server(), doing);
  // The signature, no flags, no header extension; the rows; -1 fields: the end.
  static constexpr char kHeader[19] = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', '\xff', '\r', '\n', 0};
  static constexpr char kTrailer[2] = {'\xff', '\xff'};
  if (PQputCopyData(conn, kHeader, sizeof kHeader) != 1 ||
      PQputCopyData(conn, rows_.data(), static_cast<int>(rows_.size())) != 1 ||
      PQputCopyData(conn, kTrailer, sizeof kTrailer) != 1 || PQputCopyEnd(conn, nullptr) != 1)
    fail(conn, nullptr, connection_.server(), doing);
  rows_.clear();
  PGresult* outcome = PQgetResult(conn);
  // Read to libpq's last result, so that the connection takes commands
  // again (a ROLLBACK after a refused row).
  while (PGresult* more = PQgetResult(conn)) PQclear(more);
  const Result done = checked(conn, outcome, connection_.server(), doing);
  connection_.set_changes(std::atoi(PQcmdTuples(done.get())));
  if (!merge_.empty()) connection_.exec(merge_);
}

std::span<const std::uint8_t> PostgresStatement::blob(int column) const {
  // bytea in text form: \x and two hex digits a byte.
  const char* text = PQgetvalue(result_.get(), row_, column);
  const auto length = static_cast<std::size_t>(PQgetlength(result_.get(), row_, column));
  std::vector<std::uint8_t>& bytes = blobs_[column];
  bytes.clear();
  if (length >= 2 && text[0] == '\\' && text[1] == 'x')
    for (std::size_t i = 2; i + 1 < length; i += 2)
      bytes.push_back(static_cast<std::uint8_t>(hex_value(text[i]) << 4 | hex_value(text[i + 1])));
  return bytes;
}

}  // namespace

bool is_postgres_uri(std::string_view target) {
  return target.starts_with("postgresql://") || target.starts_with("postgres://");
}

std::unique_ptr<BackendConnection> open_postgres(const std::string& uri, Database::Mode mode) {
  return std::make_unique<PostgresConnection>(uri, mode);
}

std::string numbered_placeholders(std::string_view sql) {
  std::string out;
  out.reserve(sql.size() + 16);
  int number = 0;
  char quote = 0;  // inside '...' or "..."
  for (std::size_t i = 0; i < sql.size(); ++i) {
    const char c = sql[i];
    if (quote) {
      if (c == quote) quote = 0;
      out += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      out += c;
    } else if (c == '?') {
      // ?NNN (SQLite's numbered form, a value used twice) keeps its number.
      std::size_t digits = i + 1;
      while (digits < sql.size() && sql[digits] >= '0' && sql[digits] <= '9') ++digits;
      out += "$" + (digits > i + 1 ? std::string(sql.substr(i + 1, digits - i - 1)) : std::to_string(++number));
      i = digits - 1;
    } else {
      out += c;
    }
  }
  return out;
}

std::string shown_uri(std::string_view uri) {
  // postgresql://user:password@host/...?password=...: the password left out.
  std::string text(uri);
  const auto scheme = text.find("://");
  if (scheme == std::string::npos) return text;
  const auto query = text.find('?', scheme + 3);
  for (auto at = query; at != std::string::npos && at < text.size();) {
    const auto end = text.find('&', at + 1);
    const std::string_view parameter = std::string_view(text).substr(at + 1, end == std::string::npos ? std::string::npos : end - at - 1);
    if (parameter.starts_with("password=")) {
      text.erase(at + 1, parameter.size() + (end == std::string::npos ? 0 : 1));
      if (at + 1 >= text.size()) text.erase(at);  // nothing after '?' or '&' any more
      continue;
    }
    at = end;
  }
  const auto at = text.find('@', scheme + 3);
  const auto colon = text.find(':', scheme + 3);
  if (at == std::string::npos || colon == std::string::npos || colon > at) return text;
  return text.substr(0, colon) + text.substr(at);
}

}  // namespace adomoc::db
