// Position search against a brute-force replay of every game, and the
// index rebuilt by the upgrade from schema 1 giving the same answers.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <sstream>

#include "db/scratch_database.hpp"
#include "db/importer.hpp"
#include "db/move_codec.hpp"
#include "db/position_index.hpp"
#include "db/position_search.hpp"
#include "db/queries.hpp"
#include "db/rice_code.hpp"
#include "db/schema.hpp"
#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

using Hits = std::map<std::int64_t, int>;  // game -> first ply

class Generated : public ::testing::Test {
 protected:
  static constexpr int kGames = 240;

  void SetUp() override {
    remove();
    db_ = std::make_unique<Database>(path_.string(), Database::Mode::create);
    migrate(*db_);
    std::ostringstream text;
    parser::ArchiveWriter writer(text);
    parser::Game game;
    for (const Variant v : {Variant::standard, Variant::infinite}) {
      const SelfPlay selfplay({11, v, 160});
      for (int n = 1; n <= kGames / 2; ++n) {
        selfplay.play(static_cast<std::uint64_t>(n), game);
        writer.write(game);
      }
    }
    Importer importer(*db_, {.lenient = false, .games_per_batch = 37});  // many index rows
    std::istringstream in(text.str());
    importer.import(in, "generated.adn");
    importer.finish();
    ASSERT_EQ(importer.summary().imported, static_cast<std::uint64_t>(kGames));
    load_games();
  }
  void TearDown() override {
    db_.reset();
    remove();
  }
  void remove() {
    test::remove_database(path_.string());
  }

  void load_games() {
    Statement s(*db_, "SELECT id, variant, moves FROM games ORDER BY id");
    while (s.step()) {
      const auto moves = s.blob(2);
      games_.push_back({s.integer(0), static_cast<Variant>(s.integer(1)), {moves.begin(), moves.end()}});
    }
  }

  // Every position of every game, the slow way.
  Hits brute_force(const Position& target) const {
    Hits hits;
    for (const StoredGame& g : games_) {
      Position pos = Position::initial(g.variant);
      int ply = 0;
      if (same_placement(pos, target)) hits.emplace(g.id, 0);
      replay_moves(pos, g.moves, [&](const Position&, Move, const Position& after) {
        ++ply;
        if (same_placement(after, target)) hits.emplace(g.id, ply);  // keeps the first
      });
    }
    return hits;
  }

  Hits searched(const Position& target, std::span<const std::uint8_t> reached_by = {}) {
    Hits hits;
    for (const PositionHit& h : find_position(*db_, target, {}, 1, reached_by).hits) hits.emplace(h.game, h.ply);
    return hits;
  }

  // The position after `ply` plies of game number `index`.
  Position position_in(std::size_t index, int ply) const {
    const StoredGame& g = games_[index];
    Position pos = Position::initial(g.variant);
    int played = 0;
    replay_moves(pos, std::span(g.moves).first(static_cast<std::size_t>(2 * ply)),
                 [&](const Position&, Move, const Position&) { ++played; });
    return pos;
  }

  struct StoredGame {
    std::int64_t id;
    Variant variant;
    std::vector<std::uint8_t> moves;
  };
  fs::path path_ = fs::temp_directory_path() / ("adomoc-position-test-" + std::to_string(::getpid()) + ".db");
  std::unique_ptr<Database> db_;
  std::vector<StoredGame> games_;
};

TEST_F(Generated, SearchFindsExactlyTheGamesAReplayOfEveryGameFinds) {
  int index_only = 0, replayed = 0, late = 0;
  for (std::size_t g = 0; g < games_.size(); g += 7) {
    const int plies = static_cast<int>(games_[g].moves.size() / 2);
    for (int ply : {1, 2, 5, 12, 19, 20, 21, 22, 35, 60, plies}) {
      if (ply > plies) continue;
      const Position target = position_in(g, ply);
      const Hits expected = brute_force(target);
      ASSERT_TRUE(expected.contains(games_[g].id));
      EXPECT_EQ(searched(target), expected) << "game " << games_[g].id << " ply " << ply;
      // Told the moves that reach it, the search reads those games from the
      // opening index: same answer, next moves included.
      const auto moves = std::span(games_[g].moves).first(static_cast<std::size_t>(2 * ply));
      EXPECT_EQ(searched(target, moves), expected) << "game " << games_[g].id << " ply " << ply;
      const auto plain = find_position(*db_, target, {}, 2).hits, told = find_position(*db_, target, {}, 2, moves).hits;
      ASSERT_EQ(plain.size(), told.size());
      for (std::size_t i = 0; i < plain.size(); ++i) EXPECT_EQ(plain[i].continuation, told[i].continuation) << i;
      (indexed_at_every_ply(target) ? index_only : replayed) += 1;
      late += ply > kIndexedPlies;
    }
  }
  // Both ways of searching were exercised, late positions included.
  EXPECT_GT(index_only, 20);
  EXPECT_GT(replayed, 20);
  EXPECT_GT(late, 20);
}

TEST_F(Generated, TranspositionsAndTheInitialPositionAreFound) {
  const Hits start = searched(Position::initial());
  EXPECT_EQ(start.size(), games_.size());
  for (const auto& [game, ply] : start) EXPECT_EQ(ply, 0);
  // A position no game reached.
  Position empty;
  EXPECT_TRUE(searched(empty).empty());
}

TEST_F(Generated, FiltersApplyToPositionSearch) {
  GameFilter infinite;
  infinite.variant = static_cast<int>(Variant::infinite);
  const PositionSearch s = find_position(*db_, Position::initial(), infinite);
  EXPECT_EQ(s.hits.size(), games_.size() / 2);
  for (const PositionHit& h : s.hits) EXPECT_GT(h.game, kGames / 2);
}

// Games per first move (and per second move after the most played first
// move), counted from the stored moves, next to what the summary says.
TEST_F(Generated, TheSummarisedLevelsOfTheTreeAgreeWithTheGames) {
  std::map<std::vector<std::uint8_t>, std::int64_t> first, second;
  for (const StoredGame& g : games_)
    if (g.moves.size() >= 2) ++first[{g.moves.begin(), g.moves.begin() + 2}];
  const auto top = std::max_element(first.begin(), first.end(), [](auto& a, auto& b) { return a.second < b.second; });
  MovePrefix after;
  after.moves = top->first;
  replay_moves(after.position, after.moves, [](const Position&, Move, const Position&) {});
  for (const StoredGame& g : games_)
    if (g.moves.size() >= 4 && std::equal(after.moves.begin(), after.moves.end(), g.moves.begin()))
      ++second[{g.moves.begin() + 2, g.moves.begin() + 4}];
  for (const auto& [level, expected] : {std::pair{MovePrefix{}, &first}, std::pair{after, &second}}) {
    const Table tree = opening_tree(*db_, {}, level, 1, false);
    std::int64_t games = 0;
    for (const auto& row : tree.rows) games += std::get<std::int64_t>(row[1]);
    std::int64_t counted = 0;
    for (const auto& [move, n] : *expected) counted += n;
    EXPECT_EQ(tree.rows.size(), expected->size());
    EXPECT_EQ(games, counted);
    // The same level through a filter every game passes (so no summary).
    GameFilter everything;
    everything.until = "9999";
    Statement undated(*db_, "SELECT count(*) FROM games WHERE date IS NULL OR date NOT GLOB '[0-9]*'");
    ASSERT_TRUE(undated.step());
    if (undated.integer(0) == 0) {
      EXPECT_EQ(opening_tree(*db_, everything, level, 1, false).rows, tree.rows);
    }
  }
}

TEST_F(Generated, ADatabaseOfSchemaOneIsUpgradedWithItsIndexBuilt) {
  std::vector<Position> targets;
  std::vector<Hits> before;
  for (std::size_t g = 0; g < games_.size(); g += 40)
    for (int ply : {3, 15, 30}) {
      targets.push_back(position_in(g, std::min<int>(ply, static_cast<int>(games_[g].moves.size() / 2))));
      before.push_back(searched(targets.back()));
    }
  const Table tree_before = opening_tree(*db_, {}, {}, 1, false);
  // What adomoc 0.1 left behind: the same tables, no indexes, version 1.
  db_->exec(
      "DROP TABLE annotations; DROP VIEW game_tags; DROP TABLE position_index; DROP TABLE opening_summary; DROP INDEX games_by_opening; "
      "PRAGMA user_version = 1");
  db_.reset();
  db_ = std::make_unique<Database>(path_.string(), Database::Mode::read_write);
  ASSERT_EQ(db_->user_version(), 1);
  migrate(*db_);
  EXPECT_EQ(db_->user_version(), latest_schema_version());
  Statement rows(*db_, "SELECT count(*) FROM position_index");
  ASSERT_TRUE(rows.step());
  EXPECT_GT(rows.integer(0), 0);
  for (std::size_t i = 0; i < targets.size(); ++i) EXPECT_EQ(searched(targets[i]), before[i]) << i;
  EXPECT_EQ(opening_tree(*db_, {}, {}, 1, false).rows, tree_before.rows);
}

TEST(RiceCode, RoundTripsAndRefusesTruncatedInput) {
  const std::vector<std::uint64_t> values{0, 1, 2, 3, 17, 16, 200, 5, 0, 65535, 1u << 20};
  std::vector<std::uint8_t> bytes;
  rice_encode(values, bytes);
  std::vector<std::uint64_t> back;
  ASSERT_TRUE(rice_decode(bytes, back));
  EXPECT_EQ(back, values);
  for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
    back.clear();
    EXPECT_FALSE(rice_decode(std::span(bytes).first(cut), back)) << cut;
  }
}

TEST(HomeCount, AllThirtyPiecesStartAtHome) {
  EXPECT_EQ(home_count(Position::initial()), 30);
  EXPECT_EQ(home_count(Position()), 0);
}

}  // namespace
}  // namespace adomoc::db
