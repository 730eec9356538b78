#include "db/postgres_backend.hpp"

#include <libpq-fe.h>

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

class PostgresConnection final : public BackendConnection {
 public:
  PostgresConnection(const std::string& uri, Database::Mode mode) : server_(shown_uri(uri)) {
    conn_ = PQconnectdb(uri.c_str());
    if (PQstatus(conn_) != CONNECTION_OK) {
      const std::string message = first_line(PQerrorMessage(conn_));
      PQfinish(conn_);
      throw PostgresError("", "cannot connect to database '" + server_ + "': " + message);
    }
    exec("SET client_min_messages = warning");
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
  Dialect dialect() const override { return Dialect::postgresql; }
  void begin_writing() override { exec("BEGIN"); }
  int changes() const override { return changes_; }
  std::int64_t last_insert_id() const override {
    const Result r = checked(conn_, PQexec(conn_, "SELECT lastval()"), server_, "reading the new row's id");
    return std::strtoll(PQgetvalue(r.get(), 0, 0), nullptr, 10);
  }
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
};

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
  // postgresql://user:password@host/...: the password left out.
  const std::string text(uri);
  const auto scheme = text.find("://");
  if (scheme == std::string::npos) return text;
  const auto at = text.find('@', scheme + 3);
  const auto colon = text.find(':', scheme + 3);
  if (at == std::string::npos || colon == std::string::npos || colon > at) return text;
  return text.substr(0, colon) + text.substr(at);
}

}  // namespace adomoc::db
