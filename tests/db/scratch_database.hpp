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

// Takes away what schema step 8 (game facts, the games of common
// positions) added: a database as adomoc left it at schema 7.
inline void drop_schema_8(Database& db) { db.exec("DROP TABLE game_facts; DROP TABLE common_games"); }

// Takes away what schema steps 6 (the full position index) and 8 added, to
// make a database as an older adomoc left it.
inline void drop_schema_6(Database& db) {
  drop_schema_8(db);
  db.exec(
      "DROP TABLE common_positions; DROP TABLE position_moves; DROP TABLE index_batches; DROP INDEX games_by_light; "
      "DROP INDEX games_by_dark; DROP INDEX games_by_date");
}

}  // namespace adomoc::db::test
