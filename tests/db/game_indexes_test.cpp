// The games' indexes left out by an import that at least doubles the
// database (db/game_indexes.hpp): the database at the end is the one an
// import that keeps them makes, schema included, copies skipped alike
// (asked of memory while games_by_content is out, db/known_games.hpp); they
// are gone only while the import writes; a writer opening the database
// builds what a killed import left out, and the import then asks the index
// again; and an import into a larger database keeps them.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "cli/sqlite_probe.hpp"
#include "db/game_indexes.hpp"
#include "db/importer.hpp"
#include "db/mixed_games.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db::game_indexes_test {
namespace {

constexpr int kBatch = 50;
constexpr std::uint64_t kHuge = 1'000'000'000;  // a gigabyte: "a million games to come"
constexpr int kIndexes = 5;

const std::string& archive() {
  static const std::string text = adomoc::test::mixed_games(400, 5);
  return text;
}

std::string schema_of(const std::string& path) {
  return adomoc::test::SqliteProbe(path).text("SELECT type, name, sql FROM sqlite_schema ORDER BY name");
}

std::vector<std::string> tables_of(const std::string& path) {
  adomoc::test::SqliteProbe probe(path);
  std::istringstream names(probe.text("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"));
  std::vector<std::string> rows;
  for (std::string name; std::getline(names, name);) {
    rows.push_back("== " + name);
    for (std::string& row : probe.table(name)) rows.push_back(std::move(row));
  }
  return rows;
}

int indexes_present(Database& db) {
  int present = 0;
  for (const GameIndex& index : deferrable_game_indexes()) {
    Statement find(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = ?");
    find.bind(1, index.name);
    find.step();
    present += static_cast<int>(find.integer(0));
  }
  return present;
}

// The import builds them one transaction each (so that the log's pages are
// copied meanwhile): one at a time, then none.
TEST(GameIndexes, AreBuiltOneAtATime) {
  test::ScratchImport scratch("indexes-one-by-one");
  scratch.import(archive(), "mixed.adn", {.games_per_batch = kBatch});
  Database& db = scratch.db();
  drop_game_indexes(db);
  ASSERT_EQ(indexes_present(db), 0);
  for (int built = 1; built <= kIndexes; ++built) {
    ASSERT_TRUE(build_next_missing_game_index(db));
    EXPECT_EQ(indexes_present(db), built);
  }
  EXPECT_FALSE(build_next_missing_game_index(db));
  EXPECT_FALSE(game_indexes_missing(db));
}

TEST(GameIndexes, AreTheOnesTheSchemaStepsCreate) {
  test::ScratchImport scratch("indexes-schema");
  ASSERT_EQ(deferrable_game_indexes().size(), std::size_t{kIndexes});
  for (const GameIndex& index : deferrable_game_indexes())
    EXPECT_EQ(scratch.rows("SELECT sql FROM sqlite_schema WHERE name = '" + std::string(index.name) + "'"),
              std::string(index.create) + "\n");
}

TEST(GameIndexes, LeftOutWhileALargeImportWritesAndBuiltAtTheEndTheSameDatabase) {
  for (const int threads : {1, 3}) {
    test::ScratchImport kept("indexes-kept"), left_out("indexes-left-out");
    kept.import(archive(), "mixed.adn", {.games_per_batch = kBatch, .threads = threads});
    {
      Importer importer(left_out.db(), {.games_per_batch = kBatch, .threads = threads, .archive_bytes = kHuge});
      std::istringstream in(archive());
      importer.import(in, "mixed.adn");
      EXPECT_EQ(indexes_present(left_out.db()), 0) << "with " << threads << " threads, before finish()";
      EXPECT_TRUE(game_indexes_missing(left_out.db()));
      importer.finish();
    }
    EXPECT_EQ(indexes_present(left_out.db()), kIndexes);
    EXPECT_FALSE(game_indexes_missing(left_out.db()));
    EXPECT_EQ(schema_of(left_out.path()), schema_of(kept.path()));
    EXPECT_TRUE(tables_of(left_out.path()) == tables_of(kept.path())) << "with " << threads << " threads";
    EXPECT_EQ(left_out.rows("PRAGMA integrity_check"), "ok\n");
    EXPECT_GT(kept.rows("SELECT count(*) FROM games"), "0");
  }
}

// Copies of games stored before the import, and of games the import itself
// stored some batches before, are skipped as the index skips them; the
// summary's first skipped games name the same stored ones.
TEST(GameIndexes, LeftOutTheStoredGamesAreAskedOfMemory) {
  const std::string first = adomoc::test::mixed_games(60, 11);
  test::ScratchImport kept("known-kept"), left_out("known-left-out");
  kept.import(first, "first.adn", {.games_per_batch = kBatch});
  left_out.import(first, "first.adn", {.games_per_batch = kBatch});
  // The archive again, with every game twice: all copies.
  const std::string again = archive() + first + archive();
  ImportSummary with_index, from_memory;
  for (auto [scratch, huge, summary] : {std::tuple{&kept, std::uint64_t{0}, &with_index},
                                        std::tuple{&left_out, kHuge, &from_memory}}) {
    Importer importer(scratch->db(), {.games_per_batch = kBatch, .archive_bytes = huge});
    std::istringstream in(again);
    importer.import(in, "again.adn");
    EXPECT_EQ(indexes_present(scratch->db()), huge != 0 ? 0 : kIndexes);
    importer.finish();
    *summary = importer.summary();
  }
  EXPECT_GT(from_memory.duplicates, from_memory.imported);
  EXPECT_EQ(from_memory.duplicates, with_index.duplicates);
  EXPECT_EQ(from_memory.imported, with_index.imported);
  ASSERT_EQ(from_memory.first_skipped.size(), with_index.first_skipped.size());
  for (std::size_t i = 0; i < with_index.first_skipped.size(); ++i)
    EXPECT_EQ(from_memory.first_skipped[i].stored_id, with_index.first_skipped[i].stored_id);
  EXPECT_TRUE(tables_of(left_out.path()) == tables_of(kept.path()));
  EXPECT_EQ(schema_of(left_out.path()), schema_of(kept.path()));
}

// Another writer opening the database between two batches builds the
// indexes again, and may store games: the import's later batches then ask
// the index, and skip both that writer's games and copies of their own.
TEST(GameIndexes, AnotherWriterBuildsThemAndTheImportAsksTheIndexAgain) {
  test::ScratchImport kept("rebuilt-kept"), left_out("rebuilt-left-out");
  const std::string half = adomoc::test::mixed_games(150, 12);
  const std::string others = adomoc::test::mixed_games(20, 13);
  kept.import(half + others + half, "all.adn", {.games_per_batch = kBatch});
  Importer importer(left_out.db(), {.games_per_batch = kBatch, .archive_bytes = kHuge});
  {
    std::istringstream in(half);
    importer.import(in, "all.adn");
  }
  ASSERT_EQ(indexes_present(left_out.db()), 0);
  {
    Database other(left_out.path(), Database::Mode::read_write);
    migrate(other);
    EXPECT_EQ(indexes_present(other), kIndexes);
    Importer another(other, {.games_per_batch = kBatch});
    std::istringstream in(others);
    another.import(in, "others.adn");
    another.finish();
    EXPECT_GT(another.summary().imported, 10u);
  }
  {
    std::istringstream in(others + half);
    importer.import(in, "all.adn");
  }
  importer.finish();
  EXPECT_GT(importer.summary().duplicates, 100u);
  EXPECT_EQ(left_out.rows("SELECT count(*) FROM games"), kept.rows("SELECT count(*) FROM games"));
  EXPECT_EQ(left_out.rows("SELECT count(DISTINCT content_hash) FROM games"), kept.rows("SELECT count(*) FROM games"));
  EXPECT_EQ(schema_of(left_out.path()), schema_of(kept.path()));
  EXPECT_EQ(left_out.rows("PRAGMA integrity_check"), "ok\n");
}

TEST(GameIndexes, KeptByASmallImportAndByOneIntoALargerDatabase) {
  test::ScratchImport scratch("indexes-larger");
  {
    Importer small(scratch.db(), {.games_per_batch = kBatch, .archive_bytes = 9'000'000});  // under 10 MB
    std::istringstream in(archive());
    small.import(in, "mixed.adn");
    EXPECT_EQ(indexes_present(scratch.db()), kIndexes) << "an import under 10 MB";
    small.finish();
  }
  // As if the database held twenty million games: a gigabyte more is not
  // worth building them again.
  scratch.db().exec(
      "INSERT INTO games SELECT 20000000, event_id, site, date, round, light_id, dark_id, variant, result, "
      "termination, plies, light_score, dark_score, source_id, byte_offset, line, content_hash + 1, moves "
      "FROM games ORDER BY id LIMIT 1");
  Importer large(scratch.db(), {.games_per_batch = kBatch, .archive_bytes = kHuge});
  std::istringstream in(adomoc::test::mixed_games(120, 6));
  large.import(in, "more.adn");
  EXPECT_GT(large.summary().imported, static_cast<std::uint64_t>(kBatch)) << "a batch was written";
  EXPECT_EQ(indexes_present(scratch.db()), kIndexes);
  large.finish();
  EXPECT_EQ(indexes_present(scratch.db()), kIndexes);
}

TEST(GameIndexes, AWriterOpeningTheDatabaseBuildsWhatAKilledImportLeftOut) {
  test::ScratchImport killed("indexes-killed"), clean("indexes-clean");
  clean.import(archive(), "mixed.adn", {.games_per_batch = kBatch});
  {
    // Batches written and the import never finished: as a killed process
    // leaves the file (its open batch rolled back).
    Importer importer(killed.db(), {.games_per_batch = kBatch, .archive_bytes = kHuge});
    std::istringstream in(archive());
    importer.import(in, "mixed.adn");
  }
  ASSERT_EQ(indexes_present(killed.db()), 0);
  // A reader changes nothing.
  {
    Database reader(killed.path(), Database::Mode::read_only);
    require_current_schema(reader);
    EXPECT_TRUE(game_indexes_missing(reader));
  }
  Database writer(killed.path(), Database::Mode::read_write);
  migrate(writer);
  EXPECT_EQ(indexes_present(writer), kIndexes);
  EXPECT_EQ(schema_of(killed.path()), schema_of(clean.path()));
  EXPECT_EQ(killed.rows("PRAGMA integrity_check"), "ok\n");
}

}  // namespace
}  // namespace adomoc::db::game_indexes_test
