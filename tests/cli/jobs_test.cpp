// validate -j N and import -j N: the same bytes printed and the same rows
// stored as with one thread, on the samples and on an archive mixing every
// kind of game; and a number of threads that means nothing refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/import_archives.hpp"
#include "cli/measured_run.hpp"
#include "cli/run.hpp"
#include "cli/sqlite_probe.hpp"
#include "db/mixed_games.hpp"

namespace adomoc {
namespace {

const std::string& mixed_archive() {
  static const std::string path = test::write_temp("jobs-mixed.adn", test::mixed_games(700, 11));
  return path;
}

void expect_same_run(const test::Run& run, const test::Run& expected, const std::string& what) {
  EXPECT_EQ(run.status, expected.status) << what;
  EXPECT_TRUE(run.out == expected.out) << what << ": the output differs";
  EXPECT_EQ(run.err, expected.err) << what;
}

TEST(ValidateJobs, FourThreadsPrintWhatOnePrints) {
  const std::string inputs = std::string("'") + ADOMOC_SAMPLES + "' '" + mixed_archive() + "'";
  for (const std::string options : {"", "--lenient", "--format json", "--format json --lenient"}) {
    const test::Run one = test::adomoc("validate -j 1 " + options + " " + inputs);
    EXPECT_EQ(one.status, 1) << "the broken games: " << one.err;
    EXPECT_NE(one.out.find("syntax"), std::string::npos) << "a syntax error among them";
    const test::Run four = test::adomoc("validate -j 4 " + options + " " + inputs);
    expect_same_run(four, one, "validate " + options);
  }
}

TEST(ValidateJobs, StandardInputToo) {
  const std::string text = test::slurp(mixed_archive());
  expect_same_run(test::adomoc("validate -j 3 -", text), test::adomoc("validate -j 1 -", text), "validate -");
}

// Long games (100,000 plies, about 1 MB of text and 14 MB parsed) are
// read ahead a few at a time, not a chunk of 64: memory stays near one
// thread's.
TEST(ValidateJobs, LongGamesAreNotReadAheadByTheDozen) {
  const auto path = test::scratch_dir() / "long-games.adn";
  {
    std::ofstream out(path, std::ios::binary);
    for (int game = 1; game <= 24; ++game) {
      out << "[Event \"long " << game << "\"]\n\n";
      for (int round = 1; round <= 50'000; ++round) {
        out << round << (round % 2 ? ". Fa3a4 Fj3j4 " : ". Fa4a3 Fj4j3 ");
        if (round % 4 == 0) out << '\n';
      }
      out << "\n\n";
    }
  }
  const auto four = test::adomoc_measured({"validate", "-j", "4", path.string()});
  std::filesystem::remove(path);
  EXPECT_EQ(four.status, 0) << four.err;
  EXPECT_NE(four.out.find("game 24: valid, * unfinished after 100000 plies\n"), std::string::npos);
  // About 60 MB in a release build; all 24 games read at once take about 270 MB.
  EXPECT_LT(four.peak_rss_kb, (test::kSanitized ? 600 : 150) * 1024) << "peak RSS in KB";
  RecordProperty("peak_rss_kb", std::to_string(four.peak_rss_kb));
}

std::vector<std::string> table_names(const std::string& db) {
  std::vector<std::string> names;
  std::istringstream lines(test::SqliteProbe(db).text("SELECT name FROM sqlite_master WHERE type = 'table'"));
  for (std::string name; std::getline(lines, name);) names.push_back(name);
  return names;
}

TEST(ImportJobs, ThreeThreadsStoreWhatOneStores) {
  for (const std::string options : {"", "--lenient"}) {
    const std::string one = (test::scratch_dir() / "jobs-one.db").string();
    const std::string three = (test::scratch_dir() / "jobs-three.db").string();
    test::remove_database(one);
    test::remove_database(three);
    const std::string inputs = std::string(" '") + ADOMOC_SAMPLES + "' '" + mixed_archive() + "'";
    const test::Run by_one = test::adomoc("import -j 1 " + options + " --db '" + one + "'" + inputs);
    test::Run by_three = test::adomoc("import -j 3 " + options + " --db '" + three + "'" + inputs);
    EXPECT_EQ(by_one.status, 1) << by_one.err;
    // The summary names the database: the only difference allowed.
    for (std::size_t at; (at = by_three.out.find(three)) != std::string::npos;) by_three.out.replace(at, three.size(), one);
    expect_same_run(by_three, by_one, "import " + options);
    const std::vector<std::string> names = table_names(one);
    ASSERT_FALSE(names.empty());
    test::SqliteProbe a(three), b(one);
    for (const std::string& table : names) EXPECT_TRUE(a.table(table) == b.table(table)) << table << " " << options;
  }
}

TEST(Jobs, NoneOrANegativeNumberIsRefused) {
  for (const std::string command : {"validate", "import --db unused.db"}) {
    for (const std::string jobs : {"0", "-2", "many", "257"}) {
      const test::Run run = test::adomoc(command + " -j " + jobs + " '" + mixed_archive() + "'");
      EXPECT_EQ(run.status, 2) << command << " -j " << jobs;
      EXPECT_NE(run.err.find("--jobs: must be a number of threads from 1 to 256, not '" + jobs + "'"),
                std::string::npos)
          << run.err;
      EXPECT_TRUE(run.out.empty()) << run.out;
    }
  }
}

}  // namespace
}  // namespace adomoc
