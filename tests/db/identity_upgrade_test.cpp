// A database of schema 2 (games keyed by moves, variant, players and date;
// dates as written; the quarantine keyed by place) upgraded in place gives
// exactly what a fresh import of the same archive gives: every hash
// recomputed, dates written with dots, the games that turn out to be one
// record stored once, every index and summary following.
#include <gtest/gtest.h>

#include <sstream>

#include "db/scratch_database.hpp"
#include "db/scratch_import.hpp"
#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db::identity_upgrade_test {
namespace {

// Every row of a query, each cell as text, NULL marked.
std::vector<std::string> dump(Database& db, const std::string& sql) {
  Statement s(db, sql);
  std::vector<std::string> rows;
  while (s.step()) {
    std::string row;
    for (int c = 0; c < s.columns(); ++c) row += (s.is_null(c) ? std::string("NULL") : "'" + s.text(c) + "'") + "|";
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string archive() {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  const SelfPlay selfplay({17, Variant::altogether, 120});
  parser::Game game;
  for (std::uint64_t n = 1; n <= 30; ++n) {
    selfplay.play(n, game);
    writer.write(game);
  }
  return out.str() +
         "\n\n[Event \"Dashed\"]\n[Date \"2024-04-20\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n[Annotator \"Cid\"]\n\n"
         "1. F^c3c5 F^h3h5 2. Fb3b4\n\n"
         "[Event \"Broken\"]\n[Date \"2024-04-21\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n\n1. F^c3c7\n\n"
         "[Event \"Syntax\"]\n\n1. F^c3 F^h3h5\n";
}

// What adomoc with schema 2 left behind for the same archive, as far as it
// matters here: dates as written, the old content hashes and unique key,
// the quarantine keyed by place, and a second copy of the dashed game
// whose date is written with slashes, which the old key told apart. Its
// position index and opening summary are what a newer adomoc left: step 6
// rebuilds them from the games either way.
void make_schema_two(Database& db) {
  test::drop_schema_6(db);
  db.exec(R"sql(
    DROP TABLE annotations;
    DROP INDEX games_by_content;
    DROP INDEX quarantine_by_text_hash;
    DROP INDEX quarantine_by_tags;
    DROP INDEX quarantine_by_place;
    UPDATE games SET date = '2024-04-20' WHERE date = '2024.04.20';
    INSERT INTO games (event_id, site, date, round, light_id, dark_id, variant, result, termination, plies,
                       light_score, dark_score, source_id, byte_offset, line, content_hash, moves)
      SELECT event_id, site, '2024/04/20', round, light_id, dark_id, variant, result, termination, plies,
             light_score, dark_score, source_id, byte_offset + 100000, line + 1000, 0, moves
      FROM games WHERE date = '2024-04-20';
    INSERT INTO extra_tags (game_id, position, name, value)
      SELECT (SELECT max(id) FROM games), position, name, value FROM extra_tags
      WHERE game_id = (SELECT id FROM games WHERE date = '2024-04-20');
    UPDATE games SET content_hash = id;
    CREATE UNIQUE INDEX games_by_content ON games(content_hash);
    CREATE TABLE quarantine_by_place (
      id INTEGER PRIMARY KEY,
      source_id INTEGER NOT NULL REFERENCES sources(id),
      byte_offset INTEGER NOT NULL,
      line INTEGER NOT NULL,
      column INTEGER NOT NULL,
      ply INTEGER NOT NULL,
      rule TEXT NOT NULL,
      message TEXT NOT NULL,
      raw TEXT NOT NULL,
      UNIQUE (source_id, byte_offset)
    ) STRICT;
    INSERT INTO quarantine_by_place SELECT id, source_id, byte_offset, line, column, ply, rule, message, raw
      FROM quarantine;
    INSERT INTO quarantine_by_place (source_id, byte_offset, line, column, ply, rule, message, raw)
      SELECT source_id, byte_offset + 100000, line + 1000, column, ply, rule, message, raw FROM quarantine WHERE id = 1;
    DROP TABLE quarantine;
    ALTER TABLE quarantine_by_place RENAME TO quarantine;
  )sql");
  db.exec("PRAGMA user_version = 2");
}

TEST(IdentityUpgrade, ASchemaTwoDatabaseBecomesWhatAFreshImportGives) {
  const std::string text = archive();
  test::ScratchImport fresh("upgrade-fresh"), old("upgrade-old");
  ASSERT_EQ(fresh.import(text, "a.adn").imported, 31u);
  old.import(text, "a.adn");
  make_schema_two(old.db());
  ASSERT_EQ(old.count("SELECT count(*) FROM games"), 32);
  ASSERT_EQ(old.count("SELECT count(*) FROM quarantine"), 3);

  migrate(old.db());
  EXPECT_EQ(old.db().user_version(), latest_schema_version());
  EXPECT_EQ(old.rows("PRAGMA integrity_check"), "ok\n");
  for (const char* table : {"games", "extra_tags", "quarantine", "opening_summary", "position_index", "common_positions",
                            "position_moves"})
    EXPECT_EQ(dump(old.db(), std::string("SELECT * FROM ") + table),
              dump(fresh.db(), std::string("SELECT * FROM ") + table))
        << table;
  EXPECT_EQ(old.rows("SELECT date FROM games WHERE event_id = (SELECT id FROM events WHERE name = 'Dashed')"),
            "2024.04.20\n");
  // The keys hold again, for the next import.
  EXPECT_EQ(old.import(text, "a.adn").imported, 0u);
  EXPECT_EQ(old.count("SELECT count(*) FROM quarantine"), 2);
}

TEST(IdentityUpgrade, AnEmptySchemaTwoDatabaseUpgrades) {
  test::ScratchImport s("upgrade-empty");
  make_schema_two(s.db());
  migrate(s.db());
  EXPECT_EQ(s.db().user_version(), latest_schema_version());
  EXPECT_EQ(s.rows("SELECT name FROM sqlite_schema WHERE type = 'index' AND name LIKE '%quarantine%' ORDER BY name"),
            "quarantine_by_place\nquarantine_by_tags\nquarantine_by_text_hash\n");
}

}  // namespace
}  // namespace adomoc::db::identity_upgrade_test
