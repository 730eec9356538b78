// Two adomoc imports into one database at the same time, with a reader
// counting games beside them: both finish, neither reports a lock, the
// reader never fails once the games table exists and never sees the count
// go down, and the database ends with the games of both.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cli/child_process.hpp"
#include "cli/import_archives.hpp"
#include "cli/sqlite_probe.hpp"

namespace adomoc {
namespace {

struct Reads {
  std::vector<long> counts;      // every successful count, in order
  std::vector<std::string> failures_after_first_count;
  int failures_before_first_count = 0;  // no file or no table yet
};

// Counts games read-only until both imports have ended.
Reads count_while_running(const std::string& db, test::Child& a, test::Child& b) {
  Reads reads;
  std::unique_ptr<test::SqliteProbe> reader;
  while (!(a.ended() && b.ended())) {
    if (!reader && std::filesystem::exists(db))
      reader = std::make_unique<test::SqliteProbe>(db, SQLITE_OPEN_READONLY);
    const std::string count = reader ? reader->text("SELECT count(*) FROM games") : "error: no file yet";
    if (count.rfind("error:", 0) != 0) {
      reads.counts.push_back(std::stol(count));
    } else if (reads.counts.empty()) {
      ++reads.failures_before_first_count;
    } else {
      reads.failures_after_first_count.push_back(count);
    }
    ::usleep(2000);
  }
  return reads;
}

// Both start on a database that does not exist yet, released at the same
// instant: both create it, so the schema's creation must cope with a second
// process that read the version before the first one wrote the tables.
TEST(ImportConcurrently, TwoImportsAndAReaderOnAFreshDatabase) {
  const int games = test::kSanitized ? test::import_batch() / 2 : test::import_batch() + test::import_batch() / 2;
  const int attempts = 2;
  int read_a = 0, read_b = 0;
  const std::string archive_a = test::mixed_archive("together-a.adn", games, 21, read_a);
  const std::string archive_b = test::mixed_archive("together-b.adn", games, 22, read_b);
  const std::string db = (test::scratch_dir() / "together.db").string();
  long reads = 0;
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    test::remove_database(db);
    test::Gate gate;
    test::ChildOptions options;
    options.env = {{"ADOMOC_BUSY_TIMEOUT_MS", "60000"}};
    options.gate = &gate;
    test::Child a({"import", "--db", db, archive_a}, options);
    test::Child b({"import", "--db", db, archive_b}, options);
    gate.open();
    const Reads seen = count_while_running(db, a, b);
    const auto run_a = a.wait(), run_b = b.wait();
    const std::string when = "attempt " + std::to_string(attempt);

    EXPECT_EQ(run_a.status, 1) << run_a.err << when;  // 1: the spliced invalid games
    EXPECT_EQ(run_b.status, 1) << run_b.err << when;
    EXPECT_EQ(run_a.err, "") << when;
    EXPECT_EQ(run_b.err, "") << when;
    EXPECT_EQ(run_a.out.find("locked"), std::string::npos) << run_a.out;
    EXPECT_EQ(run_b.out.find("locked"), std::string::npos) << run_b.out;

    test::SqliteProbe probe(db);
    EXPECT_EQ(probe.text("PRAGMA integrity_check"), "ok\n") << when;
    const long stored = std::stol(probe.text("SELECT count(*) FROM games"));
    const long quarantined = std::stol(probe.text("SELECT count(*) FROM quarantine"));
    EXPECT_EQ(stored + quarantined, read_a + read_b) << "every game of both archives, " << when;
    EXPECT_EQ(probe.text("SELECT count(*) FROM sources"), "2\n") << when;

    EXPECT_FALSE(seen.counts.empty()) << "the reader never got an answer, " << when;
    EXPECT_TRUE(seen.failures_after_first_count.empty())
        << seen.failures_after_first_count.size() << " failed reads, the first: "
        << (seen.failures_after_first_count.empty() ? "" : seen.failures_after_first_count.front()) << ", " << when;
    EXPECT_TRUE(std::is_sorted(seen.counts.begin(), seen.counts.end())) << "a count went down, " << when;
    if (!seen.counts.empty()) {
      EXPECT_LE(seen.counts.back(), stored) << when;
    }
    reads += static_cast<long>(seen.counts.size());
  }
  RecordProperty("reads", std::to_string(reads));
  std::filesystem::remove(archive_a);
  std::filesystem::remove(archive_b);
  test::remove_database(db);
}

// Many pairs of imports creating the same database at the same instant,
// with a few games each: the creation is where two processes collide.
// Switching a new database to WAL takes a read lock and then asks for the
// write lock, which SQLite refuses at once (SQLITE_BUSY) rather than risk a
// deadlock; about one pair in a hundred failed so until migrate() retried.
TEST(ImportConcurrently, ManyPairsCreatingTheSameDatabaseAtOnce) {
  const int pairs = test::kSanitized ? 30 : 100;
  const std::string archive_a = test::write_temp("pair-a.adn", "[Light \"A\"]\n\n1. F^c3c5\n");
  const std::string archive_b = test::write_temp("pair-b.adn", "[Light \"B\"]\n\n1. F^c3c5\n");
  const std::string db = (test::scratch_dir() / "pair.db").string();
  int failed = 0;
  std::string first_error;
  for (int pair = 1; pair <= pairs; ++pair) {
    test::remove_database(db);
    test::Gate gate;
    test::ChildOptions options;
    options.gate = &gate;
    test::Child a({"import", "--db", db, archive_a}, options);
    test::Child b({"import", "--db", db, archive_b}, options);
    gate.open();
    const auto run_a = a.wait(), run_b = b.wait();
    const bool ok = run_a.status == 0 && run_b.status == 0 &&
                    test::SqliteProbe(db).text("SELECT count(*) FROM games") == "2\n";
    if (!ok && failed++ == 0) first_error = run_a.err + run_b.err;
  }
  EXPECT_EQ(failed, 0) << "of " << pairs << " pairs; the first: " << first_error;
}

}  // namespace
}  // namespace adomoc
