// adomoc export as a user runs it: a database exported and imported again
// holds the same games; filters, --id, -o and the errors.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "cli/run.hpp"
#include "db/database.hpp"

namespace adomoc {
namespace {

using test::adomoc;

std::string shell_word(const std::string& path) { return "'" + path + "'"; }

std::string fresh_db(const std::string& name) {
  const std::string path = (test::scratch_dir() / name).string();
  test::remove_database(path);
  return path;
}

// What a game is, as stored: everything but where it was read from. One
// line a game, in id order; `with_id` puts the id first.
std::vector<std::string> stored_games(const std::string& path, bool with_id = true) {
  db::Database database(path, db::Database::Mode::read_only);
  db::Statement s(database,
                  "SELECT g.id, g.content_hash, g.variant, g.result, g.termination, g.plies, g.light_score, "
                  "g.dark_score, pl.name, pd.name, e.name, g.date, g.site, g.round, hex(g.moves), "
                  "(SELECT group_concat(name || '=' || value, ';') FROM "
                  "(SELECT name, value FROM extra_tags x WHERE x.game_id = g.id ORDER BY position)) "
                  "FROM games g LEFT JOIN players pl ON pl.id = g.light_id LEFT JOIN players pd ON pd.id = g.dark_id "
                  "LEFT JOIN events e ON e.id = g.event_id ORDER BY g.id");
  std::vector<std::string> games;
  while (s.step()) {
    std::string line;
    for (int c = with_id ? 0 : 1; c < s.columns(); ++c) line += (s.is_null(c) ? "<null>" : s.text(c)) + "|";
    games.push_back(line);
  }
  return games;
}

// Games of an archive that export wrote: each starts with its tags.
std::vector<std::string> split_games(const std::string& archive) {
  std::vector<std::string> games;
  std::size_t start = 0;
  for (std::size_t next; (next = archive.find("\n\n[", start)) != std::string::npos; start = next + 2)
    games.push_back(archive.substr(start, next + 1 - start));
  if (start < archive.size()) games.push_back(archive.substr(start));
  return games;
}

std::string join_games(const std::vector<std::string>& games) {
  std::string text;
  for (const std::string& g : games) text += (text.empty() ? "" : "\n") + g;
  return text;
}

// Games at the edges of what is stored: no tags at all, quotes and
// backslashes, tags without a column (one twice), ends before any move,
// comments and spellings the canonical form changes.
const std::string kEdgeGames =
    "1.F^c3c5   F^h3h5\n\n"
    "[Event \"Odd \\\"quotes\\\" and a \\\\ backslash\"]\n[Light \"\xC3\x9Cn\xC3\xAF\" ]\n[Annotator \"someone\"]\n"
    "[Variant \"Infinite\"]\n[Opening \"Twin feet\"]\n[Opening \"ignored\"]\n[Result \"1-0\"]\n\n"
    "1. F^c3c5 {a comment} 1... F^h3h5 ; to the end of the line\n2. Fa3a5 _\n\n"
    "[Site \"Nowhere\"]\n[Light \"Resigner\"]\n\n_\n\n"
    "[Event \"Drawn before a move\"]\n[Date \"2024.??.??\"]\n\n--\n\n"
    "[Event \"Tags only\"]\n[Round \"7\"]\n[Date \"2023.01.01\"]\n";

struct RoundTrip {
  std::string db_a, db_b, archive_a, archive_b;
};

// db A from the samples, generated games of each variant and the edge
// games; its export; db B imported from that export; B's export.
const RoundTrip& round_trip() {
  static const RoundTrip trip = [] {
    RoundTrip t{fresh_db("export-a.db"), fresh_db("export-b.db"), {}, {}};
    std::string inputs = shell_word(ADOMOC_SAMPLES) + " " + shell_word(test::write_temp("edge.adn", kEdgeGames));
    for (const char* variant : {"standard", "infinite", "altogether"}) {
      const std::string generated = (test::scratch_dir() / (std::string("gen-") + variant + ".adn")).string();
      adomoc("generate --games 120 --seed 29 --variant " + std::string(variant) + " -o " + shell_word(generated));
      inputs += " " + shell_word(generated);
    }
    const auto import_a = adomoc("import --db " + shell_word(t.db_a) + " " + inputs);
    EXPECT_EQ(import_a.status, 0) << import_a.out << import_a.err;
    const auto export_a = adomoc("export --db " + shell_word(t.db_a));
    EXPECT_EQ(export_a.status, 0) << export_a.err;
    t.archive_a = export_a.out;
    const auto import_b = adomoc("import --db " + shell_word(t.db_b) + " -", t.archive_a);
    EXPECT_EQ(import_b.status, 0) << import_b.out << import_b.err;
    t.archive_b = adomoc("export --db " + shell_word(t.db_b)).out;
    return t;
  }();
  return trip;
}

TEST(ExportRoundTrip, ImportingTheExportGivesTheSameGamesUnderTheSameIds) {
  const RoundTrip& t = round_trip();
  const std::vector<std::string> a = stored_games(t.db_a);
  EXPECT_GT(a.size(), 3 * 120u);
  EXPECT_EQ(stored_games(t.db_b), a);
  EXPECT_EQ(split_games(t.archive_a).size(), a.size());
}

TEST(ExportRoundTrip, TheExportIsCanonicalValidAndStable) {
  const RoundTrip& t = round_trip();
  EXPECT_EQ(t.archive_b, t.archive_a);  // export(import(export(A))) == export(A), byte for byte
  const auto validate = adomoc("validate -", t.archive_a);
  EXPECT_EQ(validate.status, 0) << validate.out.substr(0, 2000);
  EXPECT_EQ(adomoc("format -", t.archive_a).out, t.archive_a);
}

TEST(ExportRoundTrip, WhatIsLostAndWhatIsAdded) {
  const std::vector<std::string> games = split_games(round_trip().archive_a);
  const auto named = [&games](const std::string& text) {
    const auto it = std::find_if(games.begin(), games.end(),
                                 [&text](const std::string& g) { return g.find(text) != std::string::npos; });
    return it == games.end() ? std::string() : *it;
  };
  const std::string centred = named("[Event \"Samples: the race to the centre\"]");  // samples/centred.adn
  EXPECT_NE(centred.find("[Variant \"Standard\"]\n[Result \"1-0\"]\n\n{Both prime feet run for cycle 8"),
            std::string::npos)
      << "comments are stored: " << centred;
  const std::string annotated = named("[Event \"Study evening\"]");  // samples/annotated.adn
  EXPECT_NE(annotated.find("(4... Fi3i4! {keeps the moon home} 5. Fa8c8 (5. Fb7b6?!)"), std::string::npos)
      << "variations, glyphs and NAGs are stored: " << annotated;
  EXPECT_EQ(named("[Opening \"Twin feet\"]"),
            "[Event \"Odd \\\"quotes\\\" and a \\\\ backslash\"]\n[Light \"\xC3\x9Cn\xC3\xAF\"]\n"
            "[Variant \"Infinite\"]\n[Result \"1-0\"]\n[Annotator \"someone\"]\n[Opening \"Twin feet\"]\n\n"
            "1. F^c3c5 {a comment} 1... F^h3h5 ; to the end of the line\n2. Fa3a5_\n");
  EXPECT_NE(std::find(games.begin(), games.end(), "[Variant \"Standard\"]\n[Result \"*\"]\n\n1. F^c3c5 F^h3h5\n"),
            games.end());
  EXPECT_NE(std::find(games.begin(), games.end(),
                      "[Site \"Nowhere\"]\n[Light \"Resigner\"]\n[Variant \"Standard\"]\n[Result \"0-1\"]\n\n1. _\n"),
            games.end());
}

TEST(Export, FiltersChooseTheGames) {
  const RoundTrip& t = round_trip();
  const std::string subset_db = fresh_db("export-subset.db");
  const auto subset = adomoc("export --db " + shell_word(t.db_a) + " --variant altogether --result 1-0");
  ASSERT_EQ(subset.status, 0) << subset.err;
  const auto imported = adomoc("import --db " + shell_word(subset_db) + " -", subset.out);
  ASSERT_EQ(imported.status, 0) << imported.out;
  db::Database a(t.db_a, db::Database::Mode::read_only);
  db::Statement s(a, "SELECT count(*) FROM games WHERE variant = 2 AND result = 0");
  s.step();
  const std::vector<std::string> got = stored_games(subset_db, false);
  EXPECT_EQ(static_cast<std::int64_t>(got.size()), s.integer(0));
  EXPECT_GT(got.size(), 10u);
  const std::vector<std::string> all = stored_games(t.db_a, false);
  for (const std::string& game : got) EXPECT_NE(std::find(all.begin(), all.end(), game), all.end()) << game;
  for (const std::string& game : split_games(subset.out)) {
    EXPECT_NE(game.find("[Variant \"Altogether\"]\n[Result \"1-0\"]\n"), std::string::npos) << game;
  }
  const auto player = adomoc("export --db " + shell_word(t.db_a) + " --player Resigner");
  EXPECT_EQ(player.out, "[Site \"Nowhere\"]\n[Light \"Resigner\"]\n[Variant \"Standard\"]\n[Result \"0-1\"]\n\n1. _\n");
  const auto none = adomoc("export --db " + shell_word(t.db_a) + " --player Nobody");
  EXPECT_EQ(none.status, 0);
  EXPECT_EQ(none.out, "");
}

TEST(Export, ChosenIdsInIdOrderWithTheFiltersStillApplied) {
  const RoundTrip& t = round_trip();
  const std::vector<std::string> games = split_games(t.archive_a);
  const auto chosen = adomoc("export --db " + shell_word(t.db_a) + " --id 30 --id 2 --id 30 9");
  EXPECT_EQ(chosen.status, 0) << chosen.err;
  EXPECT_EQ(chosen.out, join_games({games[1], games[8], games[29]}));
  const auto filtered = adomoc("export --db " + shell_word(t.db_a) + " --id 1 2 3 4 --result 1/2-1/2");
  EXPECT_EQ(filtered.status, 0);
  std::vector<std::string> draws;
  for (std::size_t i = 0; i < 4; ++i)
    if (games[i].find("[Result \"1/2-1/2\"]") != std::string::npos) draws.push_back(games[i]);
  EXPECT_FALSE(draws.empty()) << "samples/draw.adn is among the first games";
  EXPECT_EQ(filtered.out, join_games(draws));
}

TEST(Export, ToAFileReplacedOnlyWhenAllWasWritten) {
  const RoundTrip& t = round_trip();
  const std::string file = (test::scratch_dir() / "export.adn").string();
  std::ofstream(file) << "old";
  const auto run = adomoc("export --db " + shell_word(t.db_a) + " -o " + shell_word(file));
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "exported " + std::to_string(split_games(t.archive_a).size()) + " games to " + file + "\n");
  EXPECT_EQ(test::slurp(file), t.archive_a);
  EXPECT_FALSE(std::filesystem::exists(file + ".adomoc-tmp"));
  const auto one = adomoc("export --db " + shell_word(t.db_a) + " --id 3 --output " + shell_word(file));
  EXPECT_EQ(one.out, "exported 1 game to " + file + "\n");
  EXPECT_EQ(test::slurp(file), split_games(t.archive_a)[2]);
}

TEST(Export, UnknownIdsAreNamedAndNothingIsWritten) {
  const RoundTrip& t = round_trip();
  const std::string file = (test::scratch_dir() / "kept.adn").string();
  std::ofstream(file) << "kept";
  const auto run = adomoc("export --db " + shell_word(t.db_a) + " --id 999 --id 2 --id 0 -o " + shell_word(file));
  EXPECT_EQ(run.status, 2);
  // The ids that can be asked for are named: these were imported in one go.
  const std::string stored = std::to_string(split_games(t.archive_a).size());
  const std::string held = " (it holds " + stored + " games, ids 1 to " + stored + "); nothing was written\n";
  EXPECT_EQ(run.err, "adomoc export: no games with ids 0, 999 in '" + t.db_a + "'" + held);
  EXPECT_EQ(test::slurp(file), "kept");
  const auto to_stdout = adomoc("export --db " + shell_word(t.db_a) + " --id 5000 --id 1");
  EXPECT_EQ(to_stdout.status, 2);
  EXPECT_EQ(to_stdout.out, "");
  EXPECT_EQ(to_stdout.err, "adomoc export: no game with id 5000 in '" + t.db_a + "'" + held);
}

TEST(Export, UsageAndEnvironmentErrors) {
  const RoundTrip& t = round_trip();
  const auto no_db = adomoc("export --db " + shell_word((test::scratch_dir() / "none.db").string()));
  EXPECT_EQ(no_db.status, 2);
  EXPECT_NE(no_db.err.find("no database at"), std::string::npos) << no_db.err;
  const auto bad_filter = adomoc("export --db " + shell_word(t.db_a) + " --result 2-0");
  EXPECT_EQ(bad_filter.status, 2);
  EXPECT_NE(bad_filter.err.find("--result: unknown result '2-0'"), std::string::npos) << bad_filter.err;
  EXPECT_EQ(adomoc("export --db " + shell_word(t.db_a) + " --format json").status, 2);
  EXPECT_EQ(adomoc("export --db " + shell_word(t.db_a) + " --id x").status, 2);
  const auto unwritable = adomoc("export --db " + shell_word(t.db_a) + " -o /nonexistent-dir/out.adn");
  EXPECT_EQ(unwritable.status, 2);
  EXPECT_NE(unwritable.err.find("cannot write '/nonexistent-dir/out.adn'"), std::string::npos) << unwritable.err;
}

TEST(Export, ADamagedGameStopsTheExportAndLeavesNoFile) {
  const std::string damaged = fresh_db("export-damaged.db");
  ASSERT_EQ(adomoc("import --db " + shell_word(damaged) + " " + shell_word(std::string(ADOMOC_SAMPLES) + "/draw.adn") + " " +
                   shell_word(std::string(ADOMOC_SAMPLES) + "/centred.adn"))
                .status,
            0);
  {
    db::Database database(damaged, db::Database::Mode::read_write);
    database.exec("UPDATE games SET plies = 16 WHERE id = 2");
  }
  const std::string file = (test::scratch_dir() / "damaged.adn").string();
  std::filesystem::remove(file);
  const auto run = adomoc("export --db " + shell_word(damaged) + " -o " + shell_word(file));
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err,
            "adomoc export: stored game 2 is stored as 1-0 centred after 16 plies, but its moves give 1-0 centred "
            "after 17 plies\n");
  EXPECT_FALSE(std::filesystem::exists(file));
  EXPECT_FALSE(std::filesystem::exists(file + ".adomoc-tmp"));
}

}  // namespace
}  // namespace adomoc
