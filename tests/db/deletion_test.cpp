// Deleting stored games leaves the database exactly as if they had never
// been imported: every query (games, openings, positions, players, stats)
// answers as a fresh import of the archive without them, and the position
// index and opening summary hold what that import's hold.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "db/deletion.hpp"
#include "db/move_codec.hpp"
#include "db/queries.hpp"
#include "db/position_keys.hpp"
#include "db/rice_code.hpp"
#include "db/scratch_import.hpp"
#include "db/statistics.hpp"
#include "db/stored_game.hpp"
#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db::deletion_test {
namespace {

constexpr int kBatch = 13;  // many index rows per bucket, and batches to begin with a deleted game

std::vector<parser::Game> generated_games() {
  std::vector<parser::Game> games;
  for (const Variant v : {Variant::standard, Variant::infinite}) {
    const SelfPlay selfplay({23, v, 90});
    for (std::uint64_t n = 1; n <= 40; ++n) {
      selfplay.play(n, games.emplace_back());
      if (n % 5 == 0) games.back().tags.push_back({"Annotator", "Annotator " + std::to_string(n), {}});
    }
  }
  return games;
}

std::string archive(const std::vector<parser::Game>& games, const std::set<std::int64_t>& left_out = {}) {
  std::ostringstream out;
  parser::ArchiveWriter writer(out);
  for (std::size_t i = 0; i < games.size(); ++i)
    if (!left_out.contains(static_cast<std::int64_t>(i + 1))) writer.write(games[i]);
  return out.str();
}

// A table without its id column: the ids of a fresh import are numbered anew.
std::vector<std::vector<Cell>> without_ids(const Table& t) {
  const auto id = std::find(t.columns.begin(), t.columns.end(), "id");
  std::vector<std::vector<Cell>> rows = t.rows;
  if (id == t.columns.end()) return rows;
  for (auto& row : rows) row.erase(row.begin() + (id - t.columns.begin()));
  return rows;
}

// Every entry of the position index: bucket, the game (by its content hash:
// the ids of a fresh import differ), fingerprint.
std::vector<std::tuple<std::int64_t, std::int64_t, std::uint64_t>> index_entries(Database& db) {
  std::map<std::int64_t, std::int64_t> hash;
  Statement ids(db, "SELECT id, content_hash FROM games");
  while (ids.step()) hash.emplace(ids.integer(0), ids.integer(1));
  std::vector<std::tuple<std::int64_t, std::int64_t, std::uint64_t>> entries;
  Statement rows(db, "SELECT bucket, batch, games FROM position_index");
  while (rows.step()) {
    std::vector<std::uint64_t> values;
    EXPECT_TRUE(rice_decode(rows.blob(2), values));
    std::int64_t game = rows.integer(1);
    for (std::uint64_t v : values) {
      game += static_cast<std::int64_t>(v >> kFingerprintBits);
      EXPECT_TRUE(hash.contains(game)) << "the index names game " << game << ", which is not stored";
      entries.emplace_back(rows.integer(0), hash.contains(game) ? hash[game] : 0, v & ((1u << kFingerprintBits) - 1));
    }
  }
  std::sort(entries.begin(), entries.end());
  return entries;
}

std::vector<std::string> summary_rows(Database& db) {
  Statement s(db, "SELECT hex(prefix), hex(move), games, light_wins, dark_wins, draws, unfinished, plies "
                  "FROM opening_summary ORDER BY prefix, move");
  std::vector<std::string> rows;
  while (s.step()) {
    std::string row;
    for (int c = 0; c < 8; ++c) row += s.text(c) + " ";
    rows.push_back(row);
  }
  return rows;
}

MovePrefix prefix_of(const parser::Game& game, Variant variant, int plies) {
  MoveEncoder encoder;
  parser::Game copy = game;
  check_game(copy, {false, &encoder});
  MovePrefix p;
  p.position = Position::initial(variant);
  p.moves.assign(encoder.bytes.begin(), encoder.bytes.begin() + 2 * plies);
  replay_moves(p.position, p.moves, [](const Position&, Move, const Position&) {});
  return p;
}

std::vector<std::vector<Cell>> sorted(std::vector<std::vector<Cell>> rows) {
  std::sort(rows.begin(), rows.end());
  return rows;
}

void expect_same_answers(Database& a, Database& b, const std::vector<parser::Game>& games) {
  EXPECT_EQ(without_ids(list_games(a, {}, {}, std::nullopt)), without_ids(list_games(b, {}, {}, std::nullopt)));
  EXPECT_EQ(index_entries(a), index_entries(b));
  EXPECT_EQ(player_records(a, {}).rows, player_records(b, {}).rows);
  EXPECT_EQ(statistics_table(compute_statistics(a, {})).rows, statistics_table(compute_statistics(b, {})).rows);
  EXPECT_EQ(summary_rows(a), summary_rows(b));
  GameFilter infinite;
  infinite.variant = static_cast<int>(Variant::infinite);
  for (const GameFilter& filter : {GameFilter{}, infinite}) {
    const Variant v = filter.variant ? Variant::infinite : Variant::standard;
    const parser::Game& sample = games[filter.variant ? 45 : 5];
    for (int plies : {0, 1, 2, 6, 30}) {
      const MovePrefix p = prefix_of(sample, v, plies);
      for (int depth : {1, 2})
        EXPECT_EQ(opening_tree(a, filter, p, depth, false).rows, opening_tree(b, filter, p, depth, false).rows)
            << plies << " plies, depth " << depth;
      EXPECT_EQ(opening_tree(a, filter, p, 1, true).rows, opening_tree(b, filter, p, 1, true).rows) << plies;
      EXPECT_EQ(without_ids(position_games(a, filter, p.position, std::nullopt)),
                without_ids(position_games(b, filter, p.position, std::nullopt)))
          << plies << " plies";
    }
  }
  Statement tags_a(a, "SELECT name, value FROM extra_tags ORDER BY game_id, position");
  Statement tags_b(b, "SELECT name, value FROM extra_tags ORDER BY game_id, position");
  while (tags_a.step()) {
    ASSERT_TRUE(tags_b.step());
    EXPECT_EQ(tags_a.text(1), tags_b.text(1));
  }
  EXPECT_FALSE(tags_b.step());
}

TEST(Delete, EveryQueryThenEqualsAFreshImportWithoutThoseGames) {
  const std::vector<parser::Game> games = generated_games();
  // The first game, the first and last of a batch, one with extra tags, the
  // first of the second variant, and the last game.
  const std::set<std::int64_t> deleted{1, 13, 14, 15, 40, 41, 66, 80};
  test::ScratchImport a("delete-a"), b("delete-b");
  ASSERT_EQ(a.import(archive(games), "all.adn", {false, kBatch}).imported, games.size());
  ASSERT_EQ(b.import(archive(games, deleted), "all.adn", {false, kBatch}).imported, games.size() - deleted.size());
  {
    Transaction t(a.db());
    delete_games(a.db(), std::vector<std::int64_t>(deleted.begin(), deleted.end()));
    t.commit();
  }
  EXPECT_EQ(a.rows("PRAGMA integrity_check"), "ok\n");
  EXPECT_EQ(missing_games(a.db(), std::vector<std::int64_t>(deleted.begin(), deleted.end())).size(), deleted.size());
  EXPECT_EQ(a.count("SELECT count(*) FROM extra_tags WHERE game_id IN (15, 40)"), 0);
  expect_same_answers(a.db(), b.db(), games);
}

TEST(Delete, EveryGameDeletedLeavesEmptyIndexAndSummary) {
  const std::vector<parser::Game> games = generated_games();
  test::ScratchImport a("delete-all");
  a.import(archive(games), "all.adn", {false, kBatch});
  std::vector<std::int64_t> all;
  for (std::size_t id = 1; id <= games.size(); ++id) all.push_back(static_cast<std::int64_t>(id));
  Transaction t(a.db());
  delete_games(a.db(), all);
  t.commit();
  for (const char* table : {"games", "extra_tags", "position_index", "opening_summary"})
    EXPECT_EQ(a.count(std::string("SELECT count(*) FROM ") + table), 0) << table;
  EXPECT_GT(a.count("SELECT count(*) FROM players"), 0);  // names stay for later imports
}

// Stored again under new ids, after the others: the same games as a
// database that never lost them, in another order.
TEST(Delete, AGameImportedAgainAfterItsDeletionIsStoredAgain) {
  const std::vector<parser::Game> games = generated_games();
  test::ScratchImport a("delete-again"), b("delete-again-b");
  const std::string text = archive(games);
  a.import(text, "all.adn", {false, kBatch});
  b.import(text, "all.adn", {false, kBatch});
  {
    Transaction t(a.db());
    delete_games(a.db(), std::vector<std::int64_t>{7, 33});
    t.commit();
  }
  const ImportSummary again = a.import(text, "all.adn", {false, kBatch});
  EXPECT_EQ(again.imported, 2u);
  EXPECT_EQ(again.duplicates, games.size() - 2);
  EXPECT_EQ(a.rows("SELECT id FROM games WHERE id > 80"), "81\n82\n");
  EXPECT_EQ(sorted(without_ids(list_games(a.db(), {}, {}, std::nullopt))),
            sorted(without_ids(list_games(b.db(), {}, {}, std::nullopt))));
  EXPECT_EQ(index_entries(a.db()), index_entries(b.db()));
  EXPECT_EQ(summary_rows(a.db()), summary_rows(b.db()));
  EXPECT_EQ(statistics_table(compute_statistics(a.db(), {})).rows,
            statistics_table(compute_statistics(b.db(), {})).rows);
}

}  // namespace
}  // namespace adomoc::db::deletion_test
