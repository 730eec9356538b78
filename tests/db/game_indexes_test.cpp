// The games' secondary indexes left out by an import that at least doubles
// the database (db/game_indexes.hpp): the database at the end is the one an
// import that keeps them makes, schema included; they are gone only while
// the import writes; a writer opening the database builds what a killed
// import left out; and an import into a larger database keeps them.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/sqlite_probe.hpp"
#include "db/game_indexes.hpp"
#include "db/importer.hpp"
#include "db/mixed_games.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db {
namespace {

constexpr int kBatch = 50;
constexpr std::uint64_t kHuge = 1'000'000'000;  // a gigabyte: "a million games to come"

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

TEST(GameIndexes, AreTheOnesTheSchemaStepsCreate) {
  test::ScratchImport scratch("indexes-schema");
  ASSERT_EQ(deferrable_game_indexes().size(), 4u);
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
    EXPECT_EQ(indexes_present(left_out.db()), 4);
    EXPECT_FALSE(game_indexes_missing(left_out.db()));
    EXPECT_EQ(schema_of(left_out.path()), schema_of(kept.path()));
    EXPECT_TRUE(tables_of(left_out.path()) == tables_of(kept.path())) << "with " << threads << " threads";
    EXPECT_EQ(left_out.rows("PRAGMA integrity_check"), "ok\n");
  }
}

TEST(GameIndexes, KeptByASmallImportAndByOneIntoALargerDatabase) {
  test::ScratchImport scratch("indexes-larger");
  {
    Importer small(scratch.db(), {.games_per_batch = kBatch, .archive_bytes = 9'000'000});  // under 10 MB
    std::istringstream in(archive());
    small.import(in, "mixed.adn");
    EXPECT_EQ(indexes_present(scratch.db()), 4) << "an import under 10 MB";
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
  EXPECT_EQ(indexes_present(scratch.db()), 4);
  large.finish();
  EXPECT_EQ(indexes_present(scratch.db()), 4);
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
  EXPECT_EQ(indexes_present(writer), 4);
  EXPECT_EQ(schema_of(killed.path()), schema_of(clean.path()));
  EXPECT_EQ(killed.rows("PRAGMA integrity_check"), "ok\n");
}

}  // namespace
}  // namespace adomoc::db
