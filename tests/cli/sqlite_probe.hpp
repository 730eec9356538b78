// Looks into database files with the SQLite C API itself, not through
// adomoc's db layer, so that what the tests see does not depend on the code
// under test. Failures come back as text starting "error:" so a test shows
// them in its expectation instead of throwing.
#pragma once

#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace adomoc::test {

class SqliteProbe {
 public:
  // Read-write by default: opening may recover the WAL of a killed writer.
  explicit SqliteProbe(const std::string& path, int flags = SQLITE_OPEN_READWRITE) {
    if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
      error_ = std::string("error: ") + (db_ ? sqlite3_errmsg(db_) : "out of memory");
      sqlite3_close(db_);
      db_ = nullptr;
    }
  }
  ~SqliteProbe() { sqlite3_close(db_); }
  SqliteProbe(const SqliteProbe&) = delete;
  SqliteProbe& operator=(const SqliteProbe&) = delete;

  bool ok() const { return db_ != nullptr; }
  sqlite3* handle() const { return db_; }

  // Runs statements that return no rows; "" or "error: ...".
  std::string exec(const std::string& sql) {
    if (!db_) return error_;
    char* message = nullptr;
    if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message) == SQLITE_OK) return "";
    std::string error = std::string("error: ") + (message ? message : "?");
    sqlite3_free(message);
    return error;
  }

  // The first column of every row, each followed by a line feed.
  std::string text(const std::string& sql) {
    std::string out;
    for (const std::string& row : rows_of(sql, false)) out += row + "\n";
    return out;
  }

  // Every column of every row of `table`, exactly (type, bytes), sorted:
  // two tables are equal when these are, whatever order SQLite reads them in.
  std::vector<std::string> table(const std::string& name) {
    std::vector<std::string> rows = rows_of("SELECT * FROM \"" + name + "\"", true);
    std::sort(rows.begin(), rows.end());
    return rows;
  }

 private:
  std::vector<std::string> rows_of(const std::string& sql, bool every_column) {
    if (!db_) return {error_};
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK)
      return {std::string("error: ") + sqlite3_errmsg(db_)};
    std::vector<std::string> rows;
    int code = SQLITE_ROW;
    while ((code = sqlite3_step(statement)) == SQLITE_ROW) {
      std::string row;
      const int columns = every_column ? sqlite3_column_count(statement) : 1;
      for (int c = 0; c < columns; ++c) {
        if (every_column) row += c ? "|" : "";
        row += every_column ? typed(statement, c) : plain(statement, c);
      }
      rows.push_back(row);
    }
    if (code != SQLITE_DONE) rows.push_back(std::string("error: ") + sqlite3_errmsg(db_));
    sqlite3_finalize(statement);
    return rows;
  }

  static std::string plain(sqlite3_stmt* s, int c) {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s, c));
    return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(s, c))) : "NULL";
  }

  static std::string typed(sqlite3_stmt* s, int c) {
    switch (sqlite3_column_type(s, c)) {
      case SQLITE_NULL:
        return "null";
      case SQLITE_INTEGER:
        return "i" + std::to_string(sqlite3_column_int64(s, c));
      case SQLITE_FLOAT: {
        char number[40];
        std::snprintf(number, sizeof number, "f%.17g", sqlite3_column_double(s, c));
        return number;
      }
      case SQLITE_BLOB: {
        const auto* p = static_cast<const unsigned char*>(sqlite3_column_blob(s, c));
        std::string hex = "x";
        for (int i = 0; i < sqlite3_column_bytes(s, c); ++i) {
          char pair[3];
          std::snprintf(pair, sizeof pair, "%02x", p[i]);
          hex += pair;
        }
        return hex;
      }
      default: {
        const std::string text = plain(s, c);
        return "t" + std::to_string(text.size()) + ":" + text;
      }
    }
  }

  sqlite3* db_ = nullptr;
  std::string error_;
};

}  // namespace adomoc::test
