// The queries against a small archive whose answers are worked out by hand
// (tests/db/cases/five-games.adn):
//   1 Ann-Bob  Spring Open 2024.03.10 Standard 1/2  F^c3c6 F^h3h6 Fa3a7 Fj3j7 --
//   2 Bob-Ann  Spring Open 2024.03.11 Standard 1-0  F^c3c6 F^h3h6 Fb3b5_   (dark forfeits)
//   3 Ann-Cid  Summer Cup  2024.07.01 Infinite *    F^c3c5 F^h3h6 Fa3a7
//   4 Cid-Ann  Summer Cup  2023.12.31 Standard 0-1  F^c3c5 F^h3h5_         (light forfeits)
//   5 Bob-Cid  Autumn      2024.??.?? Standard 1/2  Fa3a7 F^h3h6 F^c3c6 Fj3j7 --
// Game 5 transposes into game 1 at ply 3 and stays with it at ply 4.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "db/scratch_database.hpp"
#include "db/importer.hpp"
#include "db/move_codec.hpp"
#include "db/queries.hpp"
#include "db/schema.hpp"
#include "validator/notation.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

class FiveGames : public ::testing::Test {
 protected:
  void SetUp() override {
    remove();
    db_ = std::make_unique<Database>(path_.string(), Database::Mode::create);
    migrate(*db_);
    std::ifstream in(fs::path(ADOMOC_TEST_DATA) / "db/cases/five-games.adn", std::ios::binary);
    ASSERT_TRUE(in);
    Importer importer(*db_, {});
    importer.import(in, "five-games.adn");
    importer.finish();
    ASSERT_EQ(importer.summary().imported, 5u);
  }
  void TearDown() override {
    db_.reset();
    remove();
  }
  void remove() {
    test::remove_database(path_.string());
  }

  // The prefix these moves make, played from the initial position.
  static MovePrefix prefix(std::initializer_list<const char*> moves) {
    MovePrefix p;
    for (const char* text : moves) {
      const auto m = find_move(p.position, text);
      EXPECT_TRUE(m) << text;
      if (!m) break;
      append_move(p.moves, *m);
      p.position.make(*m);
    }
    return p;
  }

  std::vector<std::int64_t> ids(const GameFilter& filter, const MovePrefix& p = {}) {
    std::vector<std::int64_t> out;
    for (const auto& row : list_games(*db_, filter, p, std::nullopt).rows) out.push_back(std::get<std::int64_t>(row[0]));
    return out;
  }

  fs::path path_ = fs::temp_directory_path() / ("adomoc-query-test-" + std::to_string(::getpid()) + ".db");
  std::unique_ptr<Database> db_;
};

using Ids = std::vector<std::int64_t>;

TEST_F(FiveGames, EachFilterSelectsTheGamesWorkedOutByHand) {
  EXPECT_EQ(ids({}), (Ids{1, 2, 3, 4, 5}));
  EXPECT_EQ(ids({.player = "Ann"}), (Ids{1, 2, 3, 4}));
  EXPECT_EQ(ids({.light = "Ann"}), (Ids{1, 3}));
  EXPECT_EQ(ids({.dark = "Ann"}), (Ids{2, 4}));
  EXPECT_EQ(ids({.light = "Bob", .dark = "Cid"}), (Ids{5}));
  EXPECT_EQ(ids({.player = "Nobody"}), (Ids{}));
  EXPECT_EQ(ids({.event = "summer"}), (Ids{3, 4}));  // part of the name, any case
  EXPECT_EQ(ids({.variant = 1}), (Ids{3}));
  EXPECT_EQ(ids({.result = 0}), (Ids{2}));
  EXPECT_EQ(ids({.result = 2}), (Ids{1, 5}));
  EXPECT_EQ(ids({.termination = 2}), (Ids{2, 4}));
  EXPECT_EQ(ids({.termination = 0}), (Ids{3}));
  // 2024.??.?? could be any day of 2024: in both ranges that meet 2024.
  EXPECT_EQ(ids({.since = "2024"}), (Ids{1, 2, 3, 5}));
  EXPECT_EQ(ids({.since = "2024.04"}), (Ids{3, 5}));
  EXPECT_EQ(ids({.until = "2024.03"}), (Ids{1, 2, 4, 5}));
  EXPECT_EQ(ids({.until = "2024.03.10"}), (Ids{1, 4, 5}));
  EXPECT_EQ(ids({.since = "2024.03.11", .until = "2024.03.11"}), (Ids{2, 5}));
  EXPECT_EQ(ids({.until = "2023"}), (Ids{4}));
}

TEST_F(FiveGames, ADateRangeIsReadFromTheDateIndexNotFromEveryGame) {
  GameFilter range;
  range.since = "2024.03";
  range.until = "2024.03.31";
  const SqlCondition where = condition_for(range);
  Statement plan(*db_, "EXPLAIN QUERY PLAN SELECT g.id FROM games g WHERE " + where.sql);
  bind_values(plan, where.values, 1);
  std::string steps;
  while (plan.step()) steps += plan.text(3) + "\n";
  EXPECT_NE(steps.find("games_by_date (date>? AND date<?)"), std::string::npos) << steps;
  // The year 9999 has no next year to stop before.
  EXPECT_EQ(ids({.until = "9999"}), (Ids{1, 2, 3, 4, 5}));
}

TEST_F(FiveGames, GamesThatBeginWithAPrefix) {
  EXPECT_EQ(ids({}, prefix({"F^c3c6"})), (Ids{1, 2}));
  EXPECT_EQ(ids({}, prefix({"F^c3c6", "F^h3h6", "Fa3a7"})), (Ids{1}));  // not game 5: other move order
  EXPECT_EQ(ids({.result = 0}, prefix({"F^c3c6"})), (Ids{2}));
  const Table t = list_games(*db_, {}, {}, 2);
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.columns, (std::vector<std::string>{"id", "date", "light", "dark", "event", "variant", "result",
                                                 "termination", "plies"}));
  EXPECT_EQ(t.rows[1], (std::vector<Cell>{std::int64_t{2}, "2024.03.11", "Bob", "Ann", "Spring Open", "Standard", "1-0",
                                          "forfeit", std::int64_t{3}}));
}

TEST_F(FiveGames, GamesListPassesOverItsOffset) {
  const auto first_ids = [](const Table& t) {
    Ids out;
    for (const auto& row : t.rows) out.push_back(std::get<std::int64_t>(row[0]));
    return out;
  };
  EXPECT_EQ(first_ids(list_games(*db_, {}, {}, 2, 1)), (Ids{2, 3}));
  EXPECT_EQ(first_ids(list_games(*db_, {}, {}, std::nullopt, 3)), (Ids{4, 5}));
  EXPECT_EQ(first_ids(list_games(*db_, {}, prefix({"F^c3c6"}), 5, 1)), (Ids{2}));
  EXPECT_TRUE(list_games(*db_, {}, {}, 5, 1'000'000'000'000'000'000).rows.empty());
}

TEST_F(FiveGames, TheOpeningTreeFromTheStart) {
  const Table t = opening_tree(*db_, {}, {}, 1, false);
  ASSERT_EQ(t.rows.size(), 3u);
  // Two games each: by text among equals. F^c3c5: games 3 (unfinished,
  // not scored) and 4 (dark won): 0%, (3 + 2) / 2 plies.
  EXPECT_EQ(t.rows[0], (std::vector<Cell>{"F^c3c5", std::int64_t{2}, std::int64_t{0}, std::int64_t{1}, std::int64_t{0},
                                          std::int64_t{1}, 0.0, 2.5}));
  // F^c3c6: games 1 (draw) and 2 (light won): (1 + 0.5) / 2 = 75%, (4 + 3) / 2 plies.
  EXPECT_EQ(t.rows[1], (std::vector<Cell>{"F^c3c6", std::int64_t{2}, std::int64_t{1}, std::int64_t{0}, std::int64_t{1},
                                          std::int64_t{0}, 75.0, 3.5}));
  EXPECT_EQ(t.rows[2], (std::vector<Cell>{"Fa3a7", std::int64_t{1}, std::int64_t{0}, std::int64_t{0}, std::int64_t{1},
                                          std::int64_t{0}, 50.0, 4.0}));
}

TEST_F(FiveGames, TheOpeningTreeAfterMovesByMoveOrderAndByPosition) {
  const Table after_two = opening_tree(*db_, {}, prefix({"F^c3c6", "F^h3h6"}), 1, false);
  ASSERT_EQ(after_two.rows.size(), 2u);
  EXPECT_EQ(after_two.rows[0][0], Cell{"Fa3a7"});
  EXPECT_EQ(after_two.rows[1][0], Cell{"Fb3b5"});
  const MovePrefix three = prefix({"F^c3c6", "F^h3h6", "Fa3a7"});
  const Table by_moves = opening_tree(*db_, {}, three, 1, false);
  ASSERT_EQ(by_moves.rows.size(), 1u);
  EXPECT_EQ(by_moves.rows[0][1], Cell{std::int64_t{1}});
  const Table by_position = opening_tree(*db_, {}, three, 1, true);
  ASSERT_EQ(by_position.rows.size(), 1u);
  EXPECT_EQ(by_position.rows[0], (std::vector<Cell>{"Fj3j7", std::int64_t{2}, std::int64_t{0}, std::int64_t{0},
                                                    std::int64_t{2}, std::int64_t{0}, 50.0, 4.0}));
  // Two moves at a time; the filters apply too.
  const Table deep = opening_tree(*db_, {.light = "Ann"}, {}, 2, false);
  ASSERT_EQ(deep.rows.size(), 2u);
  EXPECT_EQ(deep.rows[0][0], Cell{"F^c3c5 F^h3h6"});
  EXPECT_EQ(deep.rows[1][0], Cell{"F^c3c6 F^h3h6"});
}

TEST_F(FiveGames, EveryGameThatReachedAPositionWithTheFirstPlyItDidAndTheNextMove) {
  const Table t = position_games(*db_, {}, prefix({"F^c3c6", "F^h3h6", "Fa3a7"}).position, std::nullopt);
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.rows[0][0], Cell{std::int64_t{1}});
  EXPECT_EQ(t.rows[0][1], Cell{std::int64_t{3}});
  EXPECT_EQ(t.rows[0][2], Cell{"Fj3j7"});
  EXPECT_EQ(t.rows[1][0], Cell{std::int64_t{5}});
  EXPECT_EQ(t.rows[1][1], Cell{std::int64_t{3}});
  ASSERT_FALSE(t.notes.empty());
  EXPECT_EQ(t.notes[0], "2 games: light won 0, dark won 0, 2 drawn, 0 unfinished; light scores 50.0%");
  const Table end = position_games(*db_, {}, prefix({"Fa3a7", "F^h3h6", "F^c3c6", "Fj3j7"}).position, std::nullopt);
  ASSERT_EQ(end.rows.size(), 2u);
  EXPECT_EQ(end.rows[0][1], Cell{std::int64_t{4}});
  EXPECT_EQ(end.rows[0][2], Cell{""});  // the game ended there
  const Table start = position_games(*db_, {.variant = 1}, Position::initial(), std::nullopt);
  ASSERT_EQ(start.rows.size(), 1u);
  EXPECT_EQ(start.rows[0][1], Cell{std::int64_t{0}});
  EXPECT_EQ(start.rows[0][2], Cell{"F^c3c5"});
}

TEST_F(FiveGames, PlayerRecordsAsLightAndAsDark) {
  const Table t = player_records(*db_, {});
  ASSERT_EQ(t.rows.size(), 3u);
  const auto n = [](std::int64_t v) { return Cell{v}; };
  // Ann: light in 1 (draw) and 3 (unfinished); dark in 2 (lost) and 4 (won).
  // Score: (1 win + 0.5) / 3 decided = 50%.
  EXPECT_EQ(t.rows[0], (std::vector<Cell>{"Ann", n(4), n(2), n(0), n(0), n(1), n(2), n(1), n(1), n(0), 50.0}));
  // Bob: light in 2 (won) and 5 (draw), dark in 1 (draw): (1 + 1) / 3.
  EXPECT_EQ(t.rows[1][0], Cell{"Bob"});
  EXPECT_EQ(t.rows[1][1], n(3));
  EXPECT_NEAR(std::get<double>(t.rows[1][10]), 200.0 / 3, 1e-9);
  // Cid: light in 4 (lost), dark in 3 (unfinished) and 5 (draw): 0.5 / 2.
  EXPECT_EQ(t.rows[2], (std::vector<Cell>{"Cid", n(3), n(1), n(0), n(1), n(0), n(2), n(0), n(0), n(1), 25.0}));
  const Table summer = player_records(*db_, {.event = "Summer"});
  ASSERT_EQ(summer.rows.size(), 2u);
  EXPECT_EQ(summer.rows[0][0], Cell{"Ann"});
  EXPECT_EQ(summer.rows[0][1], n(2));
}

TEST_F(FiveGames, EveryTagOfAGameIsInTheTagView) {
  db_->exec("INSERT INTO extra_tags (game_id, position, name, value) VALUES (3, 0, 'Annotator', 'Dee')");
  Statement tags(*db_, "SELECT group_concat(name || '=' || value, ';') FROM game_tags WHERE game_id = 3");
  ASSERT_TRUE(tags.step());
  EXPECT_EQ(tags.text(0),
            "Event=Summer Cup;Site=Montreal;Date=2024.07.01;Round=1;Light=Ann;Dark=Cid;Variant=Infinite;Result=*;"
            "Annotator=Dee");
}

TEST(GameFilter, ValuesAreBoundNeverSpliced) {
  const GameFilter hostile{.player = "'); DROP TABLE games;--", .event = "%' OR 1=1 --"};
  const SqlCondition c = condition_for(hostile);
  EXPECT_EQ(c.sql.find("DROP"), std::string::npos);
  EXPECT_EQ(c.sql.find("OR 1=1"), std::string::npos);
  EXPECT_EQ(c.values.size(), 7u);  // the name thrice a side (its spellings' range, then set), the event once
}

TEST(GameFilter, NamesAndDatesAreCheckedWithAMessage) {
  EXPECT_EQ(*parse_result("1/2-1/2"), 2);
  EXPECT_FALSE(parse_result("1-1"));
  EXPECT_NE(parse_result("1-1").error().find("expected 1-0, 0-1, 1/2-1/2 or *"), std::string::npos);
  EXPECT_EQ(*parse_termination("Centred"), 1);
  EXPECT_FALSE(parse_termination("mate"));
  EXPECT_EQ(*parse_date("2024-08-01"), "2024.08.01");
  EXPECT_EQ(*parse_date("2024/8/1"), "2024.08.01");
  EXPECT_EQ(*parse_date("2024.8"), "2024.08");
  EXPECT_EQ(*parse_date("2024"), "2024");
  for (const char* bad : {"", "24", "yesterday", "2024.08.01x", "2024.13", "2024.06.31", "2023.02.29", "2024.??"})
    EXPECT_FALSE(parse_date(bad)) << bad;
  EXPECT_EQ(parse_date("2024.06.31").error(), "'2024.06.31' is not a date: June has 30 days");
}

TEST(KeyRange, CoversExactlyTheKeysThatBeginWithThePrefix) {
  EXPECT_EQ(prefix_range(std::vector<std::uint8_t>{1, 2}).high, (std::vector<std::uint8_t>{1, 3}));
  EXPECT_EQ(prefix_range(std::vector<std::uint8_t>{1, 0xFF}).high, (std::vector<std::uint8_t>{2}));
  EXPECT_FALSE(prefix_range(std::vector<std::uint8_t>{0xFF, 0xFF}).high);
}

}  // namespace
}  // namespace adomoc::db
