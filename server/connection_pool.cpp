#include "server/connection_pool.hpp"

namespace adomoc::server {

ConnectionPool::ConnectionPool(std::string path) : path_(std::move(path)) { idle_.push_back(open()); }

std::unique_ptr<db::Database> ConnectionPool::open() const {
  return std::make_unique<db::Database>(path_, db::Database::Mode::read_only);
}

ConnectionPool::Lease ConnectionPool::lease() {
  std::unique_ptr<db::Database> db;
  {
    std::lock_guard lock(mutex_);
    if (!idle_.empty()) {
      db = std::move(idle_.back());
      idle_.pop_back();
    }
  }
  // Opened outside the lock: opening may wait on the file system. At most
  // one connection per server thread is ever open.
  if (!db) db = open();
  // One read transaction a lease: every query of one answer sees the same
  // snapshot, whatever an import commits meanwhile.
  db->exec("BEGIN");
  return Lease(*this, std::move(db));
}

void ConnectionPool::give_back(std::unique_ptr<db::Database> db) {
  std::lock_guard lock(mutex_);
  idle_.push_back(std::move(db));
}

ConnectionPool::Lease::~Lease() {
  if (!db_) return;
  try {
    db_->exec("COMMIT");
    pool_->give_back(std::move(db_));
  } catch (...) {  // a connection that cannot end its read is closed, not reused
  }
}

}  // namespace adomoc::server
