// Database files the db tests make and remove.
#pragma once

#include <filesystem>
#include <string>

namespace adomoc::db::test {

// A database file and whatever SQLite keeps beside it.
inline void remove_database(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path + suffix);
}

}  // namespace adomoc::db::test
