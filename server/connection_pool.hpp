// Read-only connections to the database, one per request being answered:
// a SQLite connection serves one thread at a time (they are opened without
// SQLite's own mutex), and readers never block each other or an import
// writing beside them (WAL).
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace adomoc::server {

class ConnectionPool {
 public:
  // Opens one connection at once, so that a missing or unreadable database
  // fails at start (SqliteError) rather than at the first request.
  explicit ConnectionPool(std::string path);

  // A connection for the lease's lifetime, inside a read transaction (one
  // snapshot of the database); given back when the lease ends.
  class Lease {
   public:
    Lease(ConnectionPool& pool, std::unique_ptr<db::Database> db) : pool_(&pool), db_(std::move(db)) {}
    ~Lease();
    Lease(Lease&& other) noexcept = default;
    Lease& operator=(Lease&&) = delete;
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    db::Database& operator*() const { return *db_; }

   private:
    ConnectionPool* pool_;
    std::unique_ptr<db::Database> db_;
  };

  Lease lease();
  const std::string& path() const { return path_; }

 private:
  std::unique_ptr<db::Database> open() const;
  void give_back(std::unique_ptr<db::Database> db);

  std::string path_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<db::Database>> idle_;
};

}  // namespace adomoc::server
