// The position search and the totals of common positions against a
// brute-force replay of every game: every position of a few thousand
// games, with filters and pages; and the index rebuilt by the upgrades.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "db/common_games.hpp"
#include "db/deletion.hpp"
#include "db/importer.hpp"
#include "db/move_codec.hpp"
#include "db/position_index.hpp"
#include "db/position_search.hpp"
#include "db/queries.hpp"
#include "db/rice_code.hpp"
#include "db/schema.hpp"
#include "db/scratch_database.hpp"
#include "parser/writer.hpp"
#include "validator/notation.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

struct StoredGame {
  std::int64_t id;
  Variant variant;
  std::vector<std::uint8_t> moves;
  int result;
  int plies;
};

// Where one game first stood in a position, and what it played next.
struct Visit {
  std::int64_t game;
  int ply;
  std::vector<std::uint8_t> next;  // empty: the game ended there
};

// Every position of every game, found by replaying them all: the answer
// the index must give, for any position, built the slow way.
class BruteForce {
 public:
  explicit BruteForce(const std::vector<StoredGame>& games) {
    for (const StoredGame& g : games) {
      Position pos = Position::initial(g.variant);
      std::set<std::string> seen;
      const auto visit = [&](const Position& p, int ply) {
        if (!seen.insert(key(p)).second) return;
        const auto at = g.moves.begin() + 2 * ply;
        const std::vector<std::uint8_t> next(at, at + (2 * ply < std::ssize(g.moves) ? 2 : 0));
        visits_[key(p)].push_back({g.id, ply, next});
      };
      visit(pos, 0);
      int ply = 0;
      replay_moves(pos, g.moves, [&](const Position&, Move, const Position& after) { visit(after, ++ply); });
    }
  }
  const std::vector<Visit>& at(const Position& p) const {
    static const std::vector<Visit> none;
    const auto it = visits_.find(key(p));
    return it == visits_.end() ? none : it->second;
  }

 private:
  // The placement and side to move spelled out: no hash involved.
  static std::string key(const Position& p) {
    std::string k(1, p.side_to_move() == Breed::light ? 'l' : 'd');
    for (Space s = 0; s < kSpaces; ++s) k += static_cast<char>(p.at(s).empty() ? '.' : 'A' + p.at(s).key_index());
    return k;
  }
  std::map<std::string, std::vector<Visit>> visits_;
};

class Generated : public ::testing::Test {
 protected:
  static constexpr int kGames = 1200;

  static void SetUpTestSuite() {
    test::remove_database(path().string());
    db_ = new Database(path().string(), Database::Mode::create);
    migrate(*db_);
    std::ostringstream text;
    parser::ArchiveWriter writer(text);
    parser::Game game;
    for (const Variant v : {Variant::standard, Variant::infinite}) {
      const SelfPlay selfplay({11, v, 160});
      for (int n = 1; n <= kGames / 2; ++n) {
        selfplay.play(static_cast<std::uint64_t>(n), game);
        vary_date(game, n);
        writer.write(game);
      }
    }
    // Small batches: many index rows, and positions that become common
    // only after some batches went by.
    Importer importer(*db_, {.lenient = false, .games_per_batch = 53});
    std::istringstream in(text.str());
    importer.import(in, "generated.adn");
    importer.finish();
    ASSERT_EQ(importer.summary().imported, static_cast<std::uint64_t>(kGames));
    games_ = new std::vector<StoredGame>(load_games(*db_));
    truth_ = new BruteForce(*games_);
  }
  // Dates in every form a filter must take as SQL does: in another form
  // than YYYY.MM.DD (which the packed facts do not hold), with unknown
  // parts, and none.
  static void vary_date(parser::Game& game, int n) {
    parser::Tag* date = game.find_tag("Date");
    if (!date) return;
    switch (n % 11) {
      case 0: date->value = "2022 spring"; break;  // stored as written, as are the next two
      case 1: date->value = "2022.06.15 (?)"; break;
      case 2: date->value = "Nov 2022"; break;
      case 3: date->value = "2022.??.??"; break;
      case 4: date->value = "20??.??.??"; break;
      case 6: date->value = "2023.07.??"; break;
      case 5: std::erase_if(game.tags, [](const parser::Tag& t) { return t.name == "Date"; }); break;
      default: break;
    }
  }

  static void TearDownTestSuite() {
    delete truth_;
    delete games_;
    delete db_;
    test::remove_database(path().string());
  }
  static fs::path path() {
    return fs::temp_directory_path() / ("adomoc-position-test-" + std::to_string(::getpid()) + ".db");
  }

  static std::vector<StoredGame> load_games(Database& db) {
    std::vector<StoredGame> games;
    Statement s(db, "SELECT id, variant, moves, result, plies FROM games ORDER BY id");
    while (s.step()) {
      const auto moves = s.blob(2);
      games.push_back({s.integer(0), static_cast<Variant>(s.integer(1)), {moves.begin(), moves.end()},
                       static_cast<int>(s.integer(3)), static_cast<int>(s.integer(4))});
    }
    return games;
  }

  // The position after `ply` plies of game number `index`.
  static Position position_in(std::size_t index, int ply) {
    const StoredGame& g = (*games_)[index];
    Position pos = Position::initial(g.variant);
    replay_moves(pos, std::span(g.moves).first(static_cast<std::size_t>(2 * ply)),
                 [](const Position&, Move, const Position&) {});
    return pos;
  }

  static std::set<std::int64_t> passing(const GameFilter& filter) {
    const SqlCondition where = condition_for(filter);
    Statement s(*db_, "SELECT g.id FROM games g WHERE " + where.sql);
    bind_values(s, where.values, 1);
    std::set<std::int64_t> ids;
    while (s.step()) ids.insert(s.integer(0));
    return ids;
  }

  // What answer_position must say, from the replay of every game.
  static PositionAnswer expected(const Position& target, const std::set<std::int64_t>& ids,
                                 const PositionRequest& request) {
    PositionAnswer a;
    std::int64_t skipped = 0;
    for (const Visit& v : truth_->at(target)) {
      if (!ids.contains(v.game)) continue;
      const StoredGame& g = *std::find_if(games_->begin(), games_->end(), [&](auto& s) { return s.id == v.game; });
      a.totals.add(g.result, g.plies);
      if (!v.next.empty()) a.continuations[v.next].add(g.result, g.plies);
      if (skipped++ < request.offset || (request.limit && std::ssize(a.page) >= *request.limit)) continue;
      a.page.push_back({v.game, v.ply, g.result, g.plies, v.next});
    }
    return a;
  }

  static void expect_same(const PositionAnswer& got, const PositionAnswer& want, const std::string& where) {
    const auto counts = [](const OpeningCounts& c) {
      return std::vector<std::int64_t>{c.games, c.by_result[0], c.by_result[1], c.by_result[2], c.by_result[3], c.plies};
    };
    EXPECT_EQ(counts(got.totals), counts(want.totals)) << where;
    ASSERT_EQ(got.continuations.size(), want.continuations.size()) << where;
    for (auto g = got.continuations.begin(), w = want.continuations.begin(); g != got.continuations.end(); ++g, ++w) {
      EXPECT_EQ(g->first, w->first) << where;
      EXPECT_EQ(counts(g->second), counts(w->second)) << where;
    }
    ASSERT_EQ(got.page.size(), want.page.size()) << where;
    for (std::size_t i = 0; i < got.page.size(); ++i) {
      EXPECT_EQ(got.page[i].game, want.page[i].game) << where << " row " << i;
      EXPECT_EQ(got.page[i].ply, want.page[i].ply) << where << " row " << i;
      EXPECT_EQ(got.page[i].continuation, want.page[i].continuation) << where << " row " << i;
    }
  }

  // Positions at every kind of ply: the start, the opening, the middle, the end.
  static std::vector<Position> sampled_positions(std::size_t every) {
    std::vector<Position> targets{Position::initial()};
    for (std::size_t g = 0; g < games_->size(); g += every) {
      const int plies = (*games_)[g].plies;
      for (int ply : {1, 2, 3, 5, 12, 25, 60, plies / 2, plies})
        if (ply <= plies) targets.push_back(position_in(g, ply));
    }
    return targets;
  }

  static Database* db_;
  static std::vector<StoredGame>* games_;
  static BruteForce* truth_;
};

Database* Generated::db_ = nullptr;
std::vector<StoredGame>* Generated::games_ = nullptr;
BruteForce* Generated::truth_ = nullptr;

TEST_F(Generated, EveryPositionGivesWhatAReplayOfEveryGameGives) {
  const std::set<std::int64_t> all = passing({});
  for (const Position& target : sampled_positions(23))
    for (const PositionRequest& request : {PositionRequest{1, 0, 5}, PositionRequest{1, 3, 2}, PositionRequest{}})
      expect_same(answer_position(*db_, target, {}, request), expected(target, all, request),
                  position_text(target) + " offset " + std::to_string(request.offset));
}

// Every kind of filter, each on its own and some together. For a common
// position the answer comes from the games its totals count and their
// packed facts; for any other, from the games read.
std::vector<GameFilter> every_kind_of_filter() {
  std::vector<GameFilter> filters(15);
  filters[0].player = "D. Côté";
  filters[1].since = "2022";
  filters[1].until = "2022.12.31";
  filters[2].variant = static_cast<int>(Variant::infinite);
  filters[3].result = 0;
  filters[4].light = "d. cote";
  filters[5].dark = "*a*";
  filters[6].event = "OPEN";
  filters[7].termination = 1;
  filters[8].player = "D. Côté";
  filters[8].opponent = "*e*";
  filters[9].since = "2022.06.15";
  filters[10].until = "2023.07";
  filters[11].since = "2023.07.10";
  filters[11].until = "2023.07.20";
  filters[12].player = "*o*";
  filters[12].since = "2021";
  filters[12].result = 2;
  filters[13].opponent = "D. Côté";  // without a player: no filter, as in SQL
  filters[13].variant = static_cast<int>(Variant::standard);
  filters[14].player = "Nobody";
  return filters;
}

TEST_F(Generated, FilteredAnswersAreTheUnfilteredOnesRestrictedToThePassingGames) {
  int common = 0;
  for (const GameFilter& filter : every_kind_of_filter()) {
    const std::set<std::int64_t> ids = passing(filter);
    ASSERT_LT(ids.size(), games_->size());
    for (const Position& target : sampled_positions(61)) {
      Statement is_common(*db_, "SELECT count(*) FROM common_positions WHERE hash = ?");
      is_common.bind(1, stored_hash(target.hash()));
      is_common.step();
      common += static_cast<int>(is_common.integer(0));
      for (const PositionRequest& request : {PositionRequest{1, 0, 10}, PositionRequest{1, 7, 3}})
        expect_same(answer_position(*db_, target, filter, request), expected(target, ids, request),
                    position_text(target) + " offset " + std::to_string(request.offset));
    }
  }
  EXPECT_GT(common, 50);  // the filtered answers from common_games were asked for
  EXPECT_TRUE(passing(every_kind_of_filter()[14]).empty());
}

TEST_F(Generated, TheDatesOfTheFiltersAreTestedInTheProgramAsInSql) {
  std::vector<std::string> dates{"2022.06.15", "2022.??.??", "20??.??.??", "2023.07.??", "????.??.??", "2022",
                                 "2022.06", "2021.12.31", "2023.01.01", "9999.12.31", "0000.01.01", "2022.13.45",
                                 "2022 spring", "2022.06.15 (?)", "Nov 2022", "", "2022.07.1?"};
  for (const GameFilter& any : every_kind_of_filter()) {
    if (!any.since && !any.until) continue;
    GameFilter filter;
    filter.since = any.since;
    filter.until = any.until;
    const SqlCondition where = condition_for(filter);
    for (const std::string& date : dates) {
      Statement sql(*db_, "SELECT count(*) FROM (SELECT ? AS date) AS g WHERE " + where.sql);
      sql.bind(1, std::string_view(date));
      bind_values(sql, where.values, 2);
      ASSERT_TRUE(sql.step());
      EXPECT_EQ(date_passes(date, filter), sql.integer(0) == 1) << date;
    }
  }
}

TEST_F(Generated, CommonPositionsAreCountedFromStoredTotalsIncludingOnesThatBecameCommonLate) {
  Statement common(*db_, "SELECT count(*), sum(since_game > 1) FROM common_positions");
  ASSERT_TRUE(common.step());
  EXPECT_GT(common.integer(0), 10);
  EXPECT_GT(common.integer(1), 5);  // became common after the first batch
  // A common position's totals come from position_moves: take them away
  // and the answer changes, so they are read, not recomputed.
  Statement one(*db_, "SELECT hash FROM common_positions WHERE since_game > 1 LIMIT 1");
  ASSERT_TRUE(one.step());
  Statement rows(*db_, "SELECT sum(games) FROM position_moves WHERE hash = ?");
  rows.bind(1, one.integer(0));
  ASSERT_TRUE(rows.step());
  EXPECT_GT(rows.integer(0), 0);
}

TEST_F(Generated, LongerContinuationsAreCountedFromTheGames) {
  const std::set<std::int64_t> all = passing({});
  for (const Position& target : sampled_positions(97)) {
    const PositionAnswer got = answer_position(*db_, target, {}, {2, 0, 0});
    std::map<std::vector<std::uint8_t>, std::int64_t> want;
    for (const Visit& v : truth_->at(target)) {
      const StoredGame& g = *std::find_if(games_->begin(), games_->end(), [&](auto& s) { return s.id == v.game; });
      if (2 * v.ply + 4 <= std::ssize(g.moves)) ++want[{g.moves.begin() + 2 * v.ply, g.moves.begin() + 2 * v.ply + 4}];
    }
    std::map<std::vector<std::uint8_t>, std::int64_t> seen;
    for (const auto& [moves, c] : got.continuations) seen[moves] = c.games;
    EXPECT_EQ(seen, want) << position_text(target);
  }
}

TEST_F(Generated, APositionNoGameReachedHasNoGames) {
  const PositionAnswer a = answer_position(*db_, Position(), {});
  EXPECT_EQ(a.totals.games, 0);
  EXPECT_TRUE(a.page.empty());
}

// Copies the database, so the shared one stays as imported.
class Copied : public Generated {
 protected:
  void SetUp() override {
    test::remove_database(copy_path().string());
    db_->exec("PRAGMA wal_checkpoint(TRUNCATE)");
    fs::copy_file(path(), copy_path());
    copy_ = std::make_unique<Database>(copy_path().string(), Database::Mode::read_write);
  }
  void TearDown() override {
    copy_.reset();
    test::remove_database(copy_path().string());
  }
  static fs::path copy_path() { return fs::path(path().string() + ".copy"); }

  void expect_same_answers(Database& a, Database& b) {
    for (const Position& target : sampled_positions(31)) {
      const PositionAnswer x = answer_position(a, target, {}, {1, 0, 20});
      expect_same(x, answer_position(b, target, {}, {1, 0, 20}), position_text(target));
    }
  }
  // Opens the copy again, as an older adomoc left it, and upgrades it.
  void upgrade_copy() {
    copy_.reset();
    copy_ = std::make_unique<Database>(copy_path().string(), Database::Mode::read_write);
    migrate(*copy_);
    EXPECT_EQ(copy_->user_version(), latest_schema_version());
  }
  std::unique_ptr<Database> copy_;
};

TEST_F(Copied, DeletingGamesTakesThemOutOfTheIndexAndTheTotals) {
  std::vector<std::int64_t> doomed;
  for (std::int64_t id = 3; id <= kGames; id += 5) doomed.push_back(id);
  {
    Transaction t(*copy_);
    delete_games(*copy_, doomed);
    t.commit();
  }
  const std::set<std::int64_t> kept = [&] {
    std::set<std::int64_t> ids = passing({});
    for (std::int64_t id : doomed) ids.erase(id);
    return ids;
  }();
  for (const Position& target : sampled_positions(29))
    expect_same(answer_position(*copy_, target, {}, {1, 0, 8}), expected(target, kept, {1, 0, 8}),
                position_text(target));
  // Filtered, from the games the totals count and their facts.
  GameFilter player;
  player.player = "D. Côté";
  std::set<std::int64_t> kept_players;
  for (std::int64_t id : passing(player))
    if (kept.contains(id)) kept_players.insert(id);
  for (const Position& target : sampled_positions(29))
    expect_same(answer_position(*copy_, target, player, {1, 0, 8}), expected(target, kept_players, {1, 0, 8}),
                position_text(target));
  Statement facts(*copy_, "SELECT count(*) FROM common_games");
  ASSERT_TRUE(facts.step());
  EXPECT_GT(facts.integer(0), 0);
}

TEST_F(Copied, ADatabaseOfSchemaSevenGetsTheGameFactsAndTheGamesOfCommonPositions) {
  test::drop_schema_8(*copy_);
  copy_->exec("PRAGMA user_version = 7");
  upgrade_copy();
  for (const GameFilter& filter : every_kind_of_filter())
    for (const Position& target : sampled_positions(97))
      expect_same(answer_position(*copy_, target, filter, {1, 2, 6}), answer_position(*db_, target, filter, {1, 2, 6}),
                  position_text(target));
  Statement rows(*copy_, "SELECT (SELECT count(*) FROM game_facts), (SELECT count(*) FROM common_games)");
  ASSERT_TRUE(rows.step());
  EXPECT_EQ(rows.integer(0), 1);  // 1,200 games: one row of 4,096
  EXPECT_GT(rows.integer(1), 0);
}

TEST_F(Copied, ADatabaseOfSchemaFiveGetsTheFullIndexFromItsGames) {
  // What adomoc left behind before version 6: the old index and no totals.
  test::drop_schema_6(*copy_);
  copy_->exec("DELETE FROM position_index; INSERT INTO position_index VALUES (1, 5, x'00'); PRAGMA user_version = 5");
  upgrade_copy();
  expect_same_answers(*copy_, *db_);
}

TEST_F(Copied, ADatabaseOfSchemaOneIsUpgradedWithItsIndexBuilt) {
  const Table tree_before = opening_tree(*db_, {}, {}, 1, false);
  // What adomoc 0.1 left behind: the same tables, no indexes, version 1.
  test::drop_schema_6(*copy_);
  copy_->exec(
      "DROP TABLE annotations; DROP VIEW game_tags; DROP TABLE position_index; DROP TABLE opening_summary; "
      "DROP INDEX games_by_opening; PRAGMA user_version = 1");
  copy_.reset();
  copy_ = std::make_unique<Database>(copy_path().string(), Database::Mode::read_write);
  ASSERT_EQ(copy_->user_version(), 1);
  migrate(*copy_);
  EXPECT_EQ(copy_->user_version(), latest_schema_version());
  expect_same_answers(*copy_, *db_);
  EXPECT_EQ(opening_tree(*copy_, {}, {}, 1, false).rows, tree_before.rows);
}

TEST(CommonGames, RoundTripAndRefuseDamagedRows) {
  const std::vector<CommonGame> games{{1000, 513}, {1000, -1}, {1003, 513}, {1200, 7}, {5000, 0xfffe}, {5001, -1}};
  std::vector<std::uint8_t> blob;
  encode_common_games(1000, games, blob);
  std::vector<CommonGame> back;
  ASSERT_TRUE(decode_common_games(1000, blob, back));
  ASSERT_EQ(back.size(), games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(back[i].game, games[i].game);
    EXPECT_EQ(back[i].move, games[i].move);
  }
  EXPECT_LT(blob.size(), 6 * games.size());
  blob.pop_back();
  EXPECT_FALSE(decode_common_games(1000, blob, back));
  EXPECT_FALSE(decode_common_games(1000, std::vector<std::uint8_t>{0xff}, back));
  encode_common_games(7, std::vector<CommonGame>{{7, 12}}, blob);  // one move: no bits for its place
  ASSERT_TRUE(decode_common_games(7, blob, back));
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0].move, 12);
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

TEST(PositionCheck, DiffersWhereTheHashWouldNotTell) {
  // Same placement, other side to move; and one piece moved.
  Position light = Position::initial(), dark = Position::initial();
  dark.set_side_to_move(Breed::dark);
  EXPECT_NE(position_check(light), position_check(dark));
  EXPECT_EQ(position_check(light), position_check(Position::initial(Variant::infinite)));
}

}  // namespace
}  // namespace adomoc::db
