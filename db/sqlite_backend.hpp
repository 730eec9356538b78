// The SQLite backend (libsqlite3). Opened by Database for a path; the few
// tools that need SQLite itself (the fuzzer's page-for-page copy) reach
// its handle here.
#pragma once

#include <memory>
#include <string>

#include "db/backend.hpp"
#include "db/database.hpp"

struct sqlite3;

namespace adomoc::db {

std::unique_ptr<BackendConnection> open_sqlite(const std::string& path, Database::Mode mode);

// The SQLite handle beneath `db` (which must be an SQLite database).
sqlite3* sqlite_handle(Database& db);

}  // namespace adomoc::db
