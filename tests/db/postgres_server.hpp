// A throwaway PostgreSQL server for the tests: initdb into a fresh folder
// (as the postgres user when the tests run as root: the server refuses to
// run as root), started with pg_ctl on a Unix socket in that folder only
// (listen_addresses '', so parallel runs cannot collide) and fsync off;
// stopped and removed at the end. Under a second here. A server that
// cannot be made is an error with its reason: never a test skipped.
#pragma once

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

namespace adomoc::db::test {

class PostgresServer {
 public:
  PostgresServer() {
    namespace fs = std::filesystem;
    bin_ = server_binaries();
    std::string pattern = (fs::temp_directory_path() / "adomoc-pg-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("PostgreSQL: cannot make a temporary folder");
    folder_ = pattern;
    if (::geteuid() == 0) {
      const passwd* user = ::getpwnam("postgres");
      if (!user) throw std::runtime_error("PostgreSQL: running as root and there is no 'postgres' user to run the server");
      if (::chown(folder_.c_str(), user->pw_uid, user->pw_gid) != 0)
        throw std::runtime_error("PostgreSQL: cannot give " + folder_ + " to the postgres user");
      as_user_ = "runuser -u postgres -- ";
      superuser_ = "postgres";
    } else {
      const passwd* user = ::getpwuid(::geteuid());
      superuser_ = user ? user->pw_name : "postgres";
    }
    run(bin_ + "/initdb -D '" + folder_ + "/data' -A trust -U " + superuser_ + " --no-sync > '" + folder_ +
            "/initdb.log' 2>&1",
        "initdb");
    start();
  }
  ~PostgresServer() {
    if (started_) std::system((as_user_ + bin_ + "/pg_ctl -D '" + folder_ + "/data' -s -m immediate stop").c_str());
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  PostgresServer(const PostgresServer&) = delete;
  PostgresServer& operator=(const PostgresServer&) = delete;

  // The URI of a database on this server (`postgres` is there from the start).
  std::string uri(const std::string& database = "postgres") const {
    return "postgresql:///" + database + "?host=" + folder_ + "&user=" + superuser_;
  }
  const std::string& folder() const { return folder_; }
  // The server's programs (psql, pg_dump, ...).
  const std::string& bin() const { return bin_; }
  // SQL run with psql as the superuser on `database`; its output.
  std::string psql(const std::string& database, const std::string& sql) const {
    const std::string out = folder_ + "/psql.out";
    run(bin_ + "/psql -X -q -A -t -v ON_ERROR_STOP=1 '" + uri(database) + "' -c \"" + sql + "\" > '" + out + "' 2>&1",
        "psql " + sql);
    std::ifstream in(out);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }

  // Stopped at once, as a crash or a pulled cable would; started again.
  void stop() {
    run(bin_ + "/pg_ctl -D '" + folder_ + "/data' -s -m immediate stop", "pg_ctl stop");
    started_ = false;
  }
  void start() {
    run(bin_ + "/pg_ctl -D '" + folder_ + "/data' -w -s -l '" + folder_ + "/server.log' -o \"-k '" + folder_ +
            "' -c listen_addresses='' -c fsync=off -c full_page_writes=off\" start",
        "pg_ctl start");
    started_ = true;
  }
  // Password checks (scram-sha-256) for `role` on the socket, before the
  // trust of every other role; the server reads them again at once.
  void require_password(const std::string& role) {
    const std::string hba = folder_ + "/data/pg_hba.conf";
    std::ifstream in(hba);
    const std::string rest(std::istreambuf_iterator<char>(in), {});
    in.close();
    std::ofstream(hba) << "local all " << role << " scram-sha-256\n" << rest;
    run(bin_ + "/pg_ctl -D '" + folder_ + "/data' -s reload", "pg_ctl reload");
  }

 private:
  // The server's programs: Debian keeps them out of PATH, by version.
  static std::string server_binaries() {
    namespace fs = std::filesystem;
    std::vector<fs::path> found;
    std::error_code ec;
    for (const auto& version : fs::directory_iterator("/usr/lib/postgresql", ec))
      if (fs::exists(version.path() / "bin" / "initdb")) found.push_back(version.path() / "bin");
    if (found.empty())
      throw std::runtime_error(
          "PostgreSQL: no server programs in /usr/lib/postgresql/*/bin (install postgresql-15: scripts/setup.sh)");
    std::sort(found.begin(), found.end());
    return found.back().string();
  }
  void run(const std::string& command, const std::string& what) const {
    if (std::system((as_user_ + command).c_str()) != 0)
      throw std::runtime_error("PostgreSQL: " + what + " failed (logs in " + folder_ + ")");
  }

  std::string bin_, folder_, as_user_, superuser_;
  bool started_ = false;
};

}  // namespace adomoc::db::test
