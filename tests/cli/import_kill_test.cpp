// adomoc import killed (SIGKILL) at random moments, many times over, on one
// database: after every kill the database passes SQLite's integrity check
// and holds exactly the whole batches committed so far, in order; run to
// the end, it holds exactly what a clean import gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

#include "cli/child_process.hpp"
#include "cli/import_archives.hpp"
#include "cli/sqlite_probe.hpp"

namespace adomoc {
namespace {

using Clock = std::chrono::steady_clock;

// Rows in id order, to compare a partial import with the start of a clean
// one. None before the schema is in place (killed while it was created).
std::vector<std::string> rows_by_id(const std::string& db, const std::string& table) {
  test::SqliteProbe probe(db);
  if (probe.text("SELECT count(*) FROM sqlite_schema WHERE name = '" + table + "'") != "1\n") return {};
  const std::string text = probe.text("SELECT quote(id) || ',' || quote(byte_offset) FROM " + table + " ORDER BY id");
  std::vector<std::string> rows;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    rows.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return rows;
}

bool is_prefix(const std::vector<std::string>& part, const std::vector<std::string>& whole) {
  return part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin());
}

// Ids are compared too, and must match: batches are committed in the order
// of the archive, a killed batch is rolled back without using up ids (the
// next id is the largest plus one), and a re-run reads the same files in the
// same order, skipping what is stored and giving new rows the ids a clean
// run gives them. Players, events and sources are named in the same order
// of first appearance too.
TEST(ImportKilled, AtRandomMomentsManyTimesThenRunToTheEndGivesTheCleanResult) {
  const int batch = test::import_batch();
  // Enough games for several batches; fewer, and fewer rounds, when sanitized.
  const int games = test::kSanitized ? batch + batch / 5 : 2 * batch + batch / 2;
  const int rounds = test::kSanitized ? 15 : 20;
  int read = 0;
  const std::string archive = test::mixed_archive("kill.adn", games, 3, read);

  const std::string clean = (test::scratch_dir() / "kill-clean.db").string();
  test::remove_database(clean);
  const auto start = Clock::now();
  const auto clean_run = test::Child({"import", "--db", clean, archive}).wait();
  const double import_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  ASSERT_EQ(clean_run.status, 1) << clean_run.err;  // the spliced invalid games
  ASSERT_NE(clean_run.out.find("0 duplicates skipped"), std::string::npos) << clean_run.out;
  const auto clean_games = rows_by_id(clean, "games");
  const auto clean_quarantine = rows_by_id(clean, "quarantine");
  ASSERT_EQ(static_cast<int>(clean_games.size() + clean_quarantine.size()), read) << "one row per game read";

  const std::string db = (test::scratch_dir() / "kill.db").string();
  test::remove_database(db);
  std::mt19937 rng(20240611);
  // The host's load changes how long an import takes: the moments are
  // spread over the last duration seen, and a run that ends before its
  // moment does not count as a round.
  double duration_ms = import_ms;
  int interrupted = 0, attempts = 0, completed_by_kills = 0;
  while (interrupted < rounds && attempts++ < 3 * rounds) {
    const double delay = std::uniform_real_distribution<double>(0, duration_ms)(rng);
    if (test::killed_after(delay, {"import", "--db", db, archive}, duration_ms)) ++interrupted;
    if (!std::filesystem::exists(db)) continue;  // killed before it was created
    const std::string when = "attempt " + std::to_string(attempts) + ", killed after " + std::to_string(delay) + " ms";
    EXPECT_EQ(test::SqliteProbe(db).text("PRAGMA integrity_check"), "ok\n") << when;
    const auto stored_games = rows_by_id(db, "games");
    const auto stored_quarantine = rows_by_id(db, "quarantine");
    EXPECT_TRUE(is_prefix(stored_games, clean_games)) << when;
    EXPECT_TRUE(is_prefix(stored_quarantine, clean_quarantine)) << when;
    const int stored = static_cast<int>(stored_games.size() + stored_quarantine.size());
    EXPECT_TRUE(stored % batch == 0 || stored == read) << stored << " games: not whole batches, " << when;
    if (stored == read) {  // complete: start again from nothing, for more kills mid-way
      test::expect_same_tables(db, clean, "once complete, " + when);
      ++completed_by_kills;
      test::remove_database(db);
    }
  }
  EXPECT_EQ(interrupted, rounds) << "kills that landed while the import ran, in " << attempts << " attempts";
  RecordProperty("rounds", interrupted);
  RecordProperty("import_ms", std::to_string(import_ms));

  const auto last = test::Child({"import", "--db", db, archive}).wait();
  EXPECT_EQ(last.status, 1) << last.err;
  EXPECT_EQ(test::SqliteProbe(db).text("PRAGMA integrity_check"), "ok\n");
  test::expect_same_tables(db, clean, "after the last run");
  // The games' indexes too, which a large import leaves out until its end
  // (db/game_indexes.hpp) and a kill may have left out.
  const std::string schema = "SELECT type, name, sql FROM sqlite_schema ORDER BY name";
  EXPECT_EQ(test::SqliteProbe(db).text(schema), test::SqliteProbe(clean).text(schema));
  std::printf("%d kills mid-import in %d attempts, %d times complete after a kill, clean import %.0f ms\n",
              interrupted, attempts, completed_by_kills, import_ms);
  std::filesystem::remove(archive);
  test::remove_database(db);
  test::remove_database(clean);
}

}  // namespace
}  // namespace adomoc
