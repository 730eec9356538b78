// adomoc import as a user runs it. Killed mid-way: import_kill_test.cpp.
#include <gtest/gtest.h>

#include "cli/run.hpp"
#include "db/database.hpp"

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
  EXPECT_NE(run.out.find("imported 0 games (0 plies) into " + db + "; 1 duplicate skipped; 0 invalid"),
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

TEST(Import, OneGameAndOnePlyAreSaidInTheSingular) {
  const std::string db = db_path("singular.db");
  const auto run = adomoc("import --db '" + db + "' -", "1. F^c3c5\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "imported 1 game (1 ply) into " + db + "; 0 duplicates skipped; 0 invalid, kept in quarantine\n");
}

TEST(Import, TheSummaryNamesTheFirstGamesItSkipped) {
  const std::string db = db_path("skipped.db");
  std::string text;
  for (int round = 1; round <= 7; ++round) text += "[Round \"" + std::to_string(round) + "\"]\n\n1. F^c3c5\n\n";
  const std::string file = test::write_temp("seven.adn", text);
  ASSERT_EQ(adomoc("import --db '" + db + "' '" + file + "'").status, 0);
  const auto run = adomoc("import --db '" + db + "' '" + file + "'");
  EXPECT_EQ(run.out, "imported 0 games (0 plies) into " + db +
                         "; 7 duplicates skipped; 0 invalid, kept in quarantine\n"
                         "  already stored: " + file + ":1 -> stored id 1\n"
                         "  already stored: " + file + ":5 -> stored id 2\n"
                         "  already stored: " + file + ":9 -> stored id 3\n"
                         "  already stored: " + file + ":13 -> stored id 4\n"
                         "  already stored: " + file + ":17 -> stored id 5\n"
                         "  ... and 2 more already stored\n");
}

TEST(Import, LenientRepairsAreCountedByKindAndShown) {
  const std::string db = db_path("lenient.db");
  const auto run = adomoc("import --lenient --db '" + db + "' -", "1. Fc3c5 Fh3h5 2. Mb2d4\n");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\n2 slips repaired (--lenient): '^' added 2\n"
                         "  <stdin>:1:4: ply 1: Fc3c5: the foot on c3 is light's prime foot: write it with '^'\n"
                         "  <stdin>:1:10: ply 2: Fh3h5: the foot on h3 is dark's prime foot: write it with '^'\n"),
            std::string::npos)
      << run.out;
  // Without --lenient they are faults, and nothing is said of repairs.
  const auto strict = adomoc("import --db '" + db_path("strict.db") + "' -", "1. Fc3c5 Fh3h5 2. Mb2d4\n");
  EXPECT_EQ(strict.status, 1);
  EXPECT_EQ(strict.out.find("repaired"), std::string::npos) << strict.out;
}

TEST(Import, FaultsBeyondTheFirstFewPointToTheQuarantineList) {
  std::string text;
  for (int round = 1; round <= 6; ++round) text += "[Round \"" + std::to_string(round) + "\"]\n\n1. F^c3c9\n\n";
  const auto run = adomoc("import --db '" + db_path("faults.db") + "' -", text);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("6 invalid, kept in quarantine\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("  ... and 1 more (adomoc quarantine list)\n"), std::string::npos) << run.out;
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
