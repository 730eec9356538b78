// docs/server.md's setup, followed on a throwaway PostgreSQL server:
// scripts/club_roles.sql makes the writer and the read-only role (with
// their passwords checked), the writer's import makes the schema, and the
// reader's queries and `adomoc serve` answer as the writer's would, while
// everything that changes the archive is refused to the reader.
#include <gtest/gtest.h>

#include <csignal>
#include <string>
#include <vector>

#include "cli/child_process.hpp"
#include "cli/run.hpp"
#include "db/postgres_server.hpp"
#include "server/served_program.hpp"

namespace adomoc {
namespace {

TEST(ClubRoles, TheReaderQueriesAndServesWhatTheWriterImportedAndChangesNothing) {
  db::test::PostgresServer server;
  server.psql("postgres", "CREATE DATABASE archive");
  const std::string script = std::string(ADOMOC_SOURCE_DIR) + "/scripts/club_roles.sql";
  const std::string setup = server.bin() + "/psql -X -q -v ON_ERROR_STOP=1 -v writer_password=w-secret " +
                            "-v reader_password=r-secret -d '" + server.uri("archive") + "' -f '" + script +
                            "' > /dev/null";
  ASSERT_EQ(std::system(setup.c_str()), 0) << setup;
  server.require_password("adomoc_writer");
  server.require_password("adomoc_reader");
  const std::string at = "@/archive?host=" + server.folder();
  const std::string writer = "postgresql://adomoc_writer:w-secret" + at;
  const std::string reader = "postgresql://adomoc_reader:r-secret" + at;

  const auto imported = test::adomoc("import --db '" + writer + "' '" + ADOMOC_SAMPLES + "'");
  ASSERT_EQ(imported.status, 0) << imported.err;
  for (const std::string query : {"games --format csv", "openings --moves 'F^c3c6' --depth 2", "stats --format json",
                                  "players", "export", "quarantine list"}) {
    const auto as_reader = test::adomoc(query + " --db '" + reader + "'");
    EXPECT_EQ(as_reader.status, 0) << query << ": " << as_reader.err;
    EXPECT_EQ(as_reader.out, test::adomoc(query + " --db '" + writer + "'").out) << query;
  }

  // Refused by the server (the role's transactions are read-only, and it
  // holds no grant to write), whatever adomoc tried.
  for (const std::string& change :
       std::vector<std::string>{"import '" + std::string(ADOMOC_SAMPLES) + "/centred.adn'", "delete --id 1",
                                "quarantine drop --all", "alias 'A. Tremblay' 'E. Bouchard'"}) {
    const auto refused = test::adomoc(change + " --db '" + reader + "'");
    EXPECT_EQ(refused.status, 2) << change << ": " << refused.out;
    EXPECT_NE(refused.err.find("read-only transaction"), std::string::npos) << change << ": " << refused.err;
    EXPECT_EQ(refused.err.find("r-secret"), std::string::npos) << "never the password: " << refused.err;
  }
  const auto games = test::adomoc("games --format csv --db '" + writer + "'").out;
  const auto roy = test::adomoc("games --format csv --player 'B. Roy' --db '" + writer + "'").out;
  EXPECT_EQ(games, test::adomoc("games --format csv --db '" + reader + "'").out) << "nothing changed";
  const auto rows = [](const std::string& csv) { return std::count(csv.begin(), csv.end(), '\n') - 1; };

  test::Child serving({"serve", "--db", reader, "--port", "0"});
  const int port = test::printed_port(serving, serving.out_path());
  ASSERT_GT(port, 0) << serving.wait().err;
  EXPECT_EQ(test::slurp(serving.out_path()).find("r-secret"), std::string::npos);
  int status = 0;
  EXPECT_EQ(test::get(port, "/api/explore", &status)["totals"]["games"], rows(games));
  EXPECT_EQ(status, 200);
  EXPECT_EQ(std::ssize(test::get(port, "/api/games?player=B.+Roy&limit=100", &status)["rows"]), rows(roy));
  EXPECT_EQ(status, 200);
  ::kill(serving.pid(), SIGTERM);
  EXPECT_EQ(serving.wait().status, 0);
}

}  // namespace
}  // namespace adomoc
