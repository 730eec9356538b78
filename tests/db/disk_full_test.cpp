// The disk filling up part-way through an import, made with the
// connection's max_page_count: the importer stops with SQLITE_FULL, the
// database passes SQLite's integrity check and holds exactly the batches
// committed before, and once there is room again the same import completes
// it to exactly what a clean import gives.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "cli/sqlite_probe.hpp"
#include "db/errors.hpp"
#include "db/importer.hpp"
#include "db/schema.hpp"
#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db::disk_full_test {
namespace {

namespace fs = std::filesystem;

constexpr int kBatch = 100;
constexpr int kGames = 3000;

std::string archive() {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  const SelfPlay selfplay({17, Variant::standard, 60});
  parser::Game game;
  for (int n = 1; n <= kGames; ++n) {
    selfplay.play(static_cast<std::uint64_t>(n), game);
    writer.write(game);
  }
  return out.str();
}

ImportSummary import_text(Database& db, const std::string& text) {
  Importer importer(db, {.lenient = false, .games_per_batch = kBatch});
  std::istringstream in(text);
  importer.import(in, "games.adn");
  importer.finish();
  return importer.summary();
}

std::int64_t scalar(Database& db, const std::string& sql) {
  Statement s(db, sql);
  s.step();
  return s.integer(0);
}

std::string games_in_order(const std::string& path, std::int64_t limit = -1) {
  return adomoc::test::SqliteProbe(path).text("SELECT group_concat(id || ':' || content_hash, ',') FROM (SELECT * FROM games "
                                      "ORDER BY id LIMIT " + std::to_string(limit) + ")");
}

struct Folder {
  fs::path path = fs::temp_directory_path() / ("adomoc-disk-full-" + std::to_string(::getpid()));
  Folder() { fs::create_directories(path); }
  ~Folder() { fs::remove_all(path); }
  std::string file(const char* name) const { return (path / name).string(); }
};

TEST(DiskFull, ImportStopsKeepsWholeBatchesAndTheSameImportCompletesItLater) {
  const std::string text = archive();
  Folder folder;
  const std::string clean = folder.file("clean.db"), full = folder.file("full.db");
  std::int64_t clean_pages = 0;
  {
    Database db(clean, Database::Mode::create);
    migrate(db);
    const ImportSummary s = import_text(db, text);
    ASSERT_EQ(s.imported, static_cast<std::uint64_t>(kGames)) << "every game valid and different";
    clean_pages = scalar(db, "PRAGMA page_count");
  }

  Database db(full, Database::Mode::create);
  migrate(db);
  const std::int64_t empty_pages = scalar(db, "PRAGMA page_count");
  // Room for about half of the games.
  db.exec("PRAGMA max_page_count = " + std::to_string(empty_pages + (clean_pages - empty_pages) / 2));
  try {
    import_text(db, text);
    FAIL() << "the import fitted into half the room it needs";
  } catch (const SqliteError& e) {
    EXPECT_EQ(e.code() & 0xff, SQLITE_FULL) << e.what();
    EXPECT_TRUE(out_of_room(e));
    EXPECT_EQ(describe(e, full), "the disk is full: database '" + full + "' could not grow");
  }
  EXPECT_EQ(adomoc::test::SqliteProbe(full).text("PRAGMA integrity_check"), "ok\n");
  const std::int64_t kept = scalar(db, "SELECT count(*) FROM games");
  EXPECT_GT(kept, 0);
  EXPECT_LT(kept, kGames);
  EXPECT_EQ(kept % kBatch, 0) << "whole batches only";
  EXPECT_EQ(games_in_order(full), games_in_order(clean, kept)) << "the first batches of the archive, in order";
  EXPECT_EQ(scalar(db, "SELECT count(*) FROM extra_tags WHERE game_id > " + std::to_string(kept)), 0);

  db.exec("PRAGMA max_page_count = 1073741823");
  const ImportSummary again = import_text(db, text);
  EXPECT_EQ(again.duplicates, static_cast<std::uint64_t>(kept));
  EXPECT_EQ(again.imported, static_cast<std::uint64_t>(kGames - kept));
  EXPECT_EQ(adomoc::test::SqliteProbe(full).text("PRAGMA integrity_check"), "ok\n");
  adomoc::test::SqliteProbe a(full), b(clean);
  for (const char* table : {"games", "players", "events", "extra_tags", "quarantine", "sources"})
    EXPECT_TRUE(a.table(table) == b.table(table)) << table;
}

}  // namespace
}  // namespace adomoc::db::disk_full_test
