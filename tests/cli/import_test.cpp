// adomoc import as a user runs it. Killed mid-way: import_kill_test.cpp.
#include <gtest/gtest.h>

#include "cli/run.hpp"
#include "db/sqlite.hpp"

namespace adomoc {
namespace {

using test::adomoc;

std::string db_path(const std::string& name) {
  const std::string path = (test::scratch_dir() / name).string();
  test::remove_database(path);
  return path;
}

std::string query(const std::string& db, const std::string& sql) {
  db::Database database(db, db::Database::Mode::read_write);  // may recover the WAL of a killed writer
  db::Statement s(database, sql);
  std::string out;
  while (s.step()) out += s.text(0) + "\n";
  return out;
}

TEST(Import, SamplesGoInAndASecondImportAddsNothing) {
  const std::string db = db_path("samples.db");
  auto run = adomoc("import --db '" + db + "' '" + ADOMOC_SAMPLES + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("imported 33 games"), std::string::npos) << run.out;
  EXPECT_TRUE(run.err.empty()) << "no progress bar when stderr is not a terminal: " << run.err;
  run = adomoc("import --db '" + db + "' '" + ADOMOC_SAMPLES + "/centred.adn'");
  EXPECT_NE(run.out.find("imported 0 games (0 plies) into " + db + "; 1 duplicates skipped; 0 invalid"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), "33\n");
}

TEST(Import, TheDatabaseComesFromTheEnvironmentWhenNotGiven) {
  const std::string db = db_path("env.db");
  const int status = std::system(("cd '" + test::scratch_dir().string() + "' && echo '1. F^c3c5' | ADOMOC_DB='" + db +
                                  "' '" + ADOMOC_BINARY + "' import - >/dev/null")
                                     .c_str());
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(query(db, "SELECT count(*) FROM games"), "1\n");
}

TEST(Import, InvalidGamesAreCountedAndShown) {
  const std::string db = db_path("invalid.db");
  const auto run = adomoc("import --db '" + db + "' -", "1. F^c3c7\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("1 invalid, kept in quarantine\n  <stdin>:1:4: F^c3c7: a prime moves at most 3 spaces"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(query(db, "SELECT rule FROM quarantine"), "prime-distance\n");
}

TEST(Import, BadInputsAreUsageErrors) {
  EXPECT_EQ(adomoc("import --db '" + db_path("x.db") + "' /no/such.adn").status, 2);
  const std::string not_db = (test::scratch_dir() / "not.db").string();
  std::ofstream(not_db) << "plain text, not a database file, long enough to fill a header page ......";
  const auto run = adomoc("import --db '" + not_db + "' '" + ADOMOC_SAMPLES + "/draw.adn'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("is not an adomoc database"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace adomoc
