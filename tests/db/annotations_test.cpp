// Annotations in the database: import then export gives exactly what
// `format` gives (comments, glyphs, NAGs and variations kept), a row only
// for games that have any, and a database of the schema before them
// upgraded in place with nothing lost.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "db/annotations.hpp"
#include "db/importer.hpp"
#include "db/schema.hpp"
#include "db/scratch_database.hpp"
#include "db/stored_game.hpp"
#include "parser/reader.hpp"
#include "parser/writer.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

struct ScratchDb {
  fs::path path = fs::temp_directory_path() / ("adomoc-annotations-test-" + std::to_string(::getpid()) + ".db");
  ScratchDb() { test::remove_database(path.string()); }
  ~ScratchDb() { test::remove_database(path.string()); }
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const fs::path annotated_archive = fs::path(ADOMOC_TEST_DATA) / "db" / "annotations_archive.adn";

// What `adomoc format` writes for a text.
std::string formatted(const std::string& text) {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  for (const parser::Game& game : parser::parse_string(text).games) writer.write(game);
  return out.str();
}

void import_text(Database& db, const std::string& text) {
  Importer importer(db, {false, 3});
  std::istringstream in(text);
  importer.import(in, "annotated.adn");
  importer.finish();
}

std::string exported(Database& db) {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  StoredGames games(db, GameFilter{});
  parser::Game game;
  while (games.next(game)) writer.write(game);
  return out.str();
}

std::int64_t count(Database& db, const std::string& sql) {
  Statement s(db, sql);
  s.step();
  return s.integer(0);
}

TEST(Annotations, ImportThenExportIsFormatForEveryAnnotationForm) {
  ScratchDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  const std::string text = read_file(annotated_archive);
  import_text(db, text);
  EXPECT_EQ(exported(db), formatted(text));
}

TEST(Annotations, ImportThenExportIsFormatForTheSamples) {
  ScratchDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  std::string text;
  for (const auto& entry : fs::directory_iterator(ADOMOC_SAMPLES))
    if (entry.path().extension() == ".adn") text += read_file(entry.path()) + "\n";
  import_text(db, text);
  // Samples repeat a game or two between files: a duplicate is stored once.
  const parser::ParsedArchive parsed = parser::parse_string(text);
  std::ostringstream unique;
  parser::ArchiveWriter writer(unique);
  std::vector<std::string> seen;
  for (const parser::Game& game : parsed.games) {
    const std::string canonical = parser::canonical(game);
    if (std::find(seen.begin(), seen.end(), canonical) != seen.end()) continue;
    seen.push_back(canonical);
    writer.write(game);
  }
  EXPECT_EQ(exported(db), unique.str());
}

TEST(Annotations, OnlyGamesWithAnnotationsHaveARow) {
  ScratchDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  import_text(db, read_file(annotated_archive));
  EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 4);
  // The plain game has none; the others have comments at least.
  EXPECT_EQ(count(db, "SELECT count(*) FROM annotations"), 3);
  EXPECT_EQ(count(db, "SELECT count(*) FROM annotations a JOIN games g ON g.id = a.game_id "
                      "JOIN events e ON e.id = g.event_id WHERE e.name = 'Plain'"),
            0);
}

TEST(Annotations, TextIsStableAndEmptyWithoutAnnotations) {
  const parser::ParsedArchive parsed = parser::parse_string(read_file(annotated_archive));
  ASSERT_EQ(parsed.games.size(), 4u);
  const std::string text = annotation_text(parsed.games[0]);
  EXPECT_NE(text.find("(3... Fi3i5 $14 $1 {two NAGs}"), std::string::npos) << text;
  // Read back from its canonical form, the game gives the same bytes.
  const parser::ParsedArchive again = parser::parse_string(parser::canonical(parsed.games[0]));
  ASSERT_EQ(again.games.size(), 1u);
  EXPECT_EQ(annotation_text(again.games[0]), text);
  EXPECT_EQ(annotation_text(parsed.games[2]), "");
}

TEST(Annotations, ADatabaseOfTheSchemaBeforeIsUpgradedLosingNothing) {
  ScratchDb file;
  std::string before;
  {
    Database db(file.path.string(), Database::Mode::create);
    migrate(db);
    import_text(db, "[Event \"Plain\"]\n\n1. F^c3c5 F^h3h5 2. Fb3b8 Fj3j8\n");
    before = exported(db);
    // What the adomoc before annotations left behind.
    test::drop_schema_6(db);
    db.exec("DROP TABLE annotations; PRAGMA user_version = 2");
  }
  Database db(file.path.string(), Database::Mode::read_write);
  ASSERT_EQ(db.user_version(), 2);
  migrate(db);
  EXPECT_EQ(db.user_version(), latest_schema_version());
  EXPECT_EQ(exported(db), before);
  const std::string annotated = read_file(annotated_archive);
  import_text(db, annotated);
  EXPECT_EQ(exported(db), before + "\n" + formatted(annotated));
}

TEST(Annotations, DeletingAGameDeletesItsAnnotations) {
  ScratchDb file;
  Database db(file.path.string(), Database::Mode::create);
  migrate(db);
  import_text(db, read_file(annotated_archive));
  db.exec("DELETE FROM extra_tags; DELETE FROM games WHERE id = 1");
  EXPECT_EQ(count(db, "SELECT count(*) FROM annotations WHERE game_id = 1"), 0);
}

}  // namespace
}  // namespace adomoc::db
