// Database files the db tests make and remove.
#pragma once

#include <filesystem>
#include <string>

#include "db/database.hpp"

namespace adomoc::db::test {

// A database file and whatever SQLite keeps beside it.
inline void remove_database(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path + suffix);
}

// Takes away what schema step 6 (the full position index) added, to make
// a database as an older adomoc left it.
inline void drop_schema_6(Database& db) {
  db.exec(
      "DROP TABLE common_positions; DROP TABLE position_moves; DROP TABLE index_batches; DROP INDEX games_by_light; "
      "DROP INDEX games_by_dark; DROP INDEX games_by_date");
}

}  // namespace adomoc::db::test
