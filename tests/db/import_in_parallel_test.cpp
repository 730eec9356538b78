// Importing with several threads checking games (import -j): the database
// is the one a single thread makes, row for row and id for id, in every
// table; so are the summary, an interrupted import run again, and the
// batches a full disk leaves behind.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "cli/sqlite_probe.hpp"
#include "db/errors.hpp"
#include "db/importer.hpp"
#include "db/mixed_games.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db::import_in_parallel_test {
namespace {

constexpr int kBatch = 50;  // several batches, and the index rows of each

ImportOptions with_threads(int threads, bool lenient) {
  return {.lenient = lenient, .games_per_batch = kBatch, .threads = threads};
}

// Everything the summary says, in one text.
std::string described(const ImportSummary& s) {
  std::ostringstream out;
  out << s.games << " read, " << s.imported << " imported, " << s.duplicates << " duplicates, " << s.invalid
      << " invalid, " << s.quarantine_rows << " quarantine rows, " << s.plies << " plies, " << s.bytes << " bytes, "
      << s.mended << " mended, " << s.unreadable_dates << " unreadable dates, " << s.repairs << " repairs, "
      << (s.stopped ? "stopped" : "whole") << "\n";
  for (const auto& [kind, count] : s.repairs_by_kind) out << kind << ": " << count << "\n";
  for (const QuarantinedGame& q : s.first_faults)
    out << "fault " << q.file << ":" << q.line << ":" << q.column << " " << q.message << "\n";
  for (const SkippedGame& k : s.first_skipped) out << "skipped " << k.file << ":" << k.line << " as " << k.stored_id << "\n";
  for (const Repair& r : s.first_repairs)
    out << "repair " << r.file << ":" << r.line << ":" << r.column << " ply " << r.ply << " " << r.move << " "
        << r.message << "\n";
  return out.str();
}

std::vector<std::string> table_names(const std::string& path) {
  std::vector<std::string> names;
  std::istringstream lines(
      adomoc::test::SqliteProbe(path).text("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
  for (std::string name; std::getline(lines, name);) names.push_back(name);
  return names;
}

// Every row of every table equal, ids included.
void expect_same_tables(const std::string& path, const std::string& reference, const std::vector<std::string>& names) {
  adomoc::test::SqliteProbe a(path), b(reference);
  for (const std::string& table : names) {
    const std::vector<std::string> rows = a.table(table), expected = b.table(table);
    EXPECT_EQ(rows.size(), expected.size()) << table;
    EXPECT_TRUE(rows == expected) << table << " differs";
  }
}

const std::string& archive() {
  static const std::string text = adomoc::test::mixed_games(600, 3);
  return text;
}

TEST(ImportInParallel, ThreeThreadsMakeTheDatabaseOneThreadMakes) {
  for (const bool lenient : {false, true}) {
    test::ScratchImport one("parallel-one"), three("parallel-three");
    const ImportSummary by_one = one.import(archive(), "mixed.adn", with_threads(1, lenient));
    const ImportSummary by_three = three.import(archive(), "mixed.adn", with_threads(3, lenient));
    EXPECT_EQ(described(by_three), described(by_one));
    // Each kind of game is there, so each path was taken.
    EXPECT_GT(by_one.duplicates, 0u);
    EXPECT_GT(by_one.invalid, 0u);
    EXPECT_GT(one.count("SELECT count(*) FROM annotations"), 0);
    EXPECT_GT(one.count("SELECT count(*) FROM extra_tags"), 0);
    EXPECT_GT(one.count("SELECT count(*) FROM quarantine WHERE rule = 'syntax'"), 0);
    EXPECT_EQ(by_one.repairs > 0, lenient);
    const std::vector<std::string> names = table_names(one.path());
    for (const char* written : {"games", "quarantine", "annotations", "extra_tags"})
      EXPECT_NE(std::find(names.begin(), names.end(), written), names.end()) << written;
    expect_same_tables(three.path(), one.path(), names);
  }
}

// The same archive imported again, by threads, adds nothing: every game is
// found stored, every broken one kept already.
TEST(ImportInParallel, ASecondImportFindsEveryGameStored) {
  test::ScratchImport db("parallel-again");
  const ImportSummary first = db.import(archive(), "mixed.adn", with_threads(2, false));
  const ImportSummary again = db.import(archive(), "mixed.adn", with_threads(2, false));
  EXPECT_EQ(again.imported, 0u);
  EXPECT_EQ(again.duplicates, first.imported + first.duplicates);
  EXPECT_EQ(again.quarantine_rows, 0u);
}

// Stopped between two games (Ctrl-C), then run again: the database a clean
// import makes.
TEST(ImportInParallel, StoppedThenRunAgainGivesTheCleanImport) {
  test::ScratchImport clean("parallel-clean"), stopped("parallel-stopped");
  clean.import(archive(), "mixed.adn", with_threads(1, false));
  int asked = 0;
  ImportOptions stopping = with_threads(3, false);
  stopping.stop_requested = [&asked] { return ++asked > 130; };
  const ImportSummary first = stopped.import(archive(), "mixed.adn", stopping);
  EXPECT_TRUE(first.stopped);
  EXPECT_EQ(first.games, 130u) << "stopped where it was asked to, not where the threads had read to";
  EXPECT_EQ(stopped.count("SELECT count(*) FROM games") + stopped.count("SELECT count(*) FROM quarantine"),
            static_cast<std::int64_t>(first.imported + first.quarantine_rows));
  EXPECT_EQ(stopped.rows("SELECT content_hash FROM games ORDER BY id"),
            clean.rows("SELECT content_hash FROM games ORDER BY id LIMIT " +
                       std::to_string(stopped.count("SELECT count(*) FROM games"))));
  const ImportSummary again = stopped.import(archive(), "mixed.adn", with_threads(3, false));
  EXPECT_FALSE(again.stopped);
  expect_same_tables(stopped.path(), clean.path(),
                     {"games", "players", "events", "extra_tags", "quarantine", "sources", "annotations"});
}

// The writer failing (the disk full) ends the import with the error, the
// threads stopped: the call returns, and whole batches are kept.
TEST(ImportInParallel, TheDiskFullEndsTheImportAndTheThreads) {
  test::ScratchImport clean("parallel-room"), full("parallel-full");
  clean.import(archive(), "mixed.adn", with_threads(1, false));
  const std::int64_t empty_pages = full.count("PRAGMA page_count");
  const std::int64_t clean_pages = clean.count("PRAGMA page_count");
  full.db().exec("PRAGMA max_page_count = " + std::to_string(empty_pages + (clean_pages - empty_pages) / 2));
  try {
    full.import(archive(), "mixed.adn", with_threads(3, false));
    FAIL() << "the import fitted into half the room it needs";
  } catch (const SqliteError& e) {
    EXPECT_EQ(e.code() & 0xff, SQLITE_FULL) << e.what();
  }
  EXPECT_EQ(full.rows("PRAGMA integrity_check"), "ok\n");
  const std::int64_t kept = full.count("SELECT count(*) FROM games");
  EXPECT_GT(kept, 0);
  EXPECT_EQ(full.rows("SELECT content_hash FROM games ORDER BY id"),
            clean.rows("SELECT content_hash FROM games ORDER BY id LIMIT " + std::to_string(kept)));
  full.db().exec("PRAGMA max_page_count = 1073741823");
  full.import(archive(), "mixed.adn", with_threads(3, false));
  expect_same_tables(full.path(), clean.path(),
                     {"games", "players", "events", "extra_tags", "quarantine", "sources", "annotations"});
}

}  // namespace
}  // namespace adomoc::db::import_in_parallel_test
