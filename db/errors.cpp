#include "db/errors.hpp"

#include <sqlite3.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>

namespace adomoc::db {

namespace {

namespace fs = std::filesystem;

std::string quoted(const std::string& path) { return "'" + path + "'"; }

std::string seconds(int ms) {
  std::ostringstream out;
  out.precision(ms % 1000 == 0 ? 0 : 1);
  out << std::fixed << ms / 1000.0 << " s";
  return out.str();
}

// A write past RLIMIT_FSIZE fails with EFBIG, which SQLite reports as a
// plain I/O error without keeping the errno. The limit is normally
// infinite, so a finite one is the likely cause of a failed write.
bool file_size_limited(rlim_t& limit) {
  rlimit r{};
  if (::getrlimit(RLIMIT_FSIZE, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return false;
  limit = r.rlim_cur;
  return true;
}

bool is_failed_write(int code) {
  return code == SQLITE_IOERR_WRITE || code == SQLITE_IOERR_FSYNC || code == SQLITE_IOERR_TRUNCATE ||
         code == SQLITE_IOERR_SHMSIZE;
}

std::string could_not_grow(const std::string& path, const std::string& why) {
  return why + ": database " + quoted(path) + " could not grow";
}

// SQLite says only "unable to open database file": find out why.
std::string cannot_open(const std::string& path, int system_errno) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return quoted(path) + " is a directory, not a database";
  const fs::path parent = fs::path(path).parent_path();
  if (!fs::exists(path, ec) && !parent.empty() && !fs::is_directory(parent, ec))
    return "cannot create database " + quoted(path) + ": the directory " + quoted(parent.string()) + " does not exist";
  if (system_errno == EACCES || system_errno == EPERM)
    return "cannot open database " + quoted(path) + ": permission denied";
  if (system_errno == EROFS) return "cannot open database " + quoted(path) + ": the file system is read-only";
  if (system_errno != 0) return "cannot open database " + quoted(path) + ": " + std::strerror(system_errno);
  return "cannot open database " + quoted(path);
}

std::string read_only(const std::string& path) {
  const std::string what = "database " + quoted(path) + " is read-only";
  if (::access(path.c_str(), W_OK) != 0) return what + ": no permission to write the file";
  const std::string dir = fs::path(path).parent_path().empty() ? "." : fs::path(path).parent_path().string();
  if (::access(dir.c_str(), W_OK) != 0)
    return what + ": no permission to create its journal files in " + quoted(dir);
  return what;
}

std::string io_error(const std::string& path, int code) {
  rlim_t limit = 0;
  if (is_failed_write(code) && file_size_limited(limit))
    return could_not_grow(path, "the file size limit was reached (ulimit -f: " + std::to_string(limit / 1024) +
                                    " KB a file)");
  return "cannot read or write database " + quoted(path) + ": input/output error; the disk may be failing";
}

}  // namespace

bool out_of_room(const SqliteError& error) {
  rlim_t limit = 0;
  return (error.code() & 0xff) == SQLITE_FULL || (is_failed_write(error.code()) && file_size_limited(limit));
}

std::string describe(const SqliteError& error, const std::string& path) {
  switch (error.code() & 0xff) {
    case SQLITE_NOTADB:
      return quoted(path) + " is not an adomoc database (not a SQLite file)";
    case SQLITE_CORRUPT:
      return "database " + quoted(path) + " is damaged: SQLite finds it corrupt; restore it from a backup";
    case SQLITE_FULL:  // ENOSPC, or the connection's max_page_count
      return could_not_grow(path, "the disk is full");
    case SQLITE_IOERR:
      return io_error(path, error.code());
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "database " + quoted(path) + " is locked by another program (gave up after waiting " +
             seconds(busy_timeout_ms()) + ")";
    case SQLITE_READONLY:
      return read_only(path);
    case SQLITE_CANTOPEN:
      return cannot_open(path, error.system_errno());
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return "cannot open database " + quoted(path) + ": permission denied";
    case SQLITE_NOMEM:
      return "out of memory while using database " + quoted(path);
    default:
      return "database " + quoted(path) + ": " + error.what();
  }
}

}  // namespace adomoc::db
