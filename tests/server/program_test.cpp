// adomoc serve as a user runs it: it prints its address (127.0.0.1 by
// default, a free port with --port 0), answers, and stops cleanly on
// SIGTERM and on Ctrl-C (SIGINT); it refuses a missing database and a port
// in use; an import beside it never breaks an answer.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <chrono>

#include "cli/child_process.hpp"
#include "server/served_program.hpp"
#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::json;
using test::get;
using test::printed_port;

void stops_cleanly_on(int signal) {
  test::Child child({"serve", "--db", test::five_games_db(), "--port", "0"});
  const int port = printed_port(child, child.out_path());
  ASSERT_GT(port, 0) << child.wait().err;
  EXPECT_EQ(get(port, "/api/explore")["totals"]["games"], 5);
  ::kill(child.pid(), signal);
  const test::Run run = child.wait();
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("(" + test::five_games_db() + ", read-only); Ctrl-C stops\n"), std::string::npos) << run.out;
  EXPECT_EQ(test::last_line(run.out), "adomoc serve: stopped");
  EXPECT_EQ(run.err, "");
}

TEST(Program, StopsCleanlyOnSigterm) { stops_cleanly_on(SIGTERM); }
TEST(Program, StopsCleanlyOnSigint) { stops_cleanly_on(SIGINT); }

TEST(Program, AMissingDatabaseIsAUsageError) {
  const test::Run run = test::adomoc("serve --port 0 --db '" + (test::scratch_dir() / "none.db").string() + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("adomoc serve: no database at '"), std::string::npos) << run.err;
}

TEST(Program, APortInUseIsAUsageError) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  ASSERT_EQ(::listen(fd, 1), 0);
  socklen_t size = sizeof address;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
  const std::string port = std::to_string(ntohs(address.sin_port));
  const test::Run run = test::adomoc("serve --db '" + test::five_games_db() + "' --port " + port);
  ::close(fd);
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("adomoc serve: cannot listen on 127.0.0.1 port " + port), std::string::npos) << run.err;
  EXPECT_EQ(test::adomoc("serve --db '" + test::five_games_db() + "' --port 70000").status, 2);
}

// Every answer is read from one snapshot: within an answer, the totals and
// the games' count (two separate searches) agree, and every game at the
// start has a first move, while another process imports games.
TEST(Program, AnImportBesideTheServerNeverBreaksAnAnswer) {
  const std::string db = test::imported_database("growing.db", {test::kFiveGames});
  const std::string more = (test::scratch_dir() / "more.adn").string();
  ASSERT_EQ(test::adomoc("generate --games 3000 --seed 11 --max-plies 30 -o '" + more + "'").status, 0);
  test::TestServer server(db);
  test::Child import({"import", "--db", db, more});
  int answers = 0;
  std::int64_t last_total = 0;
  for (bool done = false; !done;) {
    done = import.ended();  // one more answer after the end, to see it all
    const json a = server.ask("/api/explore?limit=1");
    const std::int64_t total = a["totals"]["games"];
    EXPECT_EQ(a["games"]["total"], total);
    std::int64_t continued = 0;
    for (const json& row : a["continuations"]) continued += row["games"].get<std::int64_t>();
    EXPECT_EQ(continued, total);
    EXPECT_GE(total, last_total);
    last_total = total;
    ++answers;
  }
  EXPECT_EQ(import.wait().status, 0);
  EXPECT_EQ(last_total, static_cast<std::int64_t>(test::cli_json("games --db '" + db + "'").size()));
  EXPECT_GT(last_total, 5);
  EXPECT_GE(answers, 2);
}

}  // namespace
}  // namespace adomoc
