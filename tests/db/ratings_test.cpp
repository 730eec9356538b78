// Ratings and crosstables read from imported archives: games generated
// from players of known strength, and small events counted by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "db/crosstable.hpp"
#include "db/rated_archive.hpp"
#include "db/ratings.hpp"
#include "db/scratch_import.hpp"
#include "ratings/simulate.hpp"

namespace adomoc::db {
namespace {

using test::archive_games;
using test::rated_archive;

std::vector<std::string> player_names(std::size_t n) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < n; ++i) names.push_back("Player " + std::string(1, static_cast<char>('A' + i)));
  return names;
}

ratings::Truth sixteen_players() {
  ratings::Truth t;
  for (int p = 0; p < 16; ++p) t.rating.push_back(1300 + 400.0 * p / 15);
  t.light_advantage = 50;
  t.draw_between_equals = 0.3;
  return t;
}

struct Row {
  double rating = 0, error = 0;
  std::int64_t games = 0;
  std::string status;
  Cell group;
};

std::map<std::string, Row> rows_by_player(const Table& t) {
  std::map<std::string, Row> rows;
  for (const auto& r : t.rows) {
    Row row;
    if (const auto* d = std::get_if<double>(&r[2])) row.rating = *d;
    if (const auto* d = std::get_if<double>(&r[3])) row.error = *d;
    row.games = std::get<std::int64_t>(r[4]);
    row.status = std::get<std::string>(r[8]);
    row.group = r[9];
    rows[std::get<std::string>(r[1])] = row;
  }
  return rows;
}

TEST(RatingsFromArchive, RecoverKnownStrengthsLightAdvantageAndDraws) {
  const ratings::Truth truth = sixteen_players();
  const auto names = player_names(16);
  test::ScratchImport scratch("ratings-truth");
  scratch.import(rated_archive(archive_games(ratings::simulate_results(truth, 4000, 17)), names), "truth.adn");

  const ArchiveResults results = read_results(scratch.db(), {});
  ASSERT_EQ(results.games.size(), 4000u);
  const ratings::Ratings fit = ratings::fit_ratings(16, results.games);
  EXPECT_NEAR(fit.light_advantage, truth.light_advantage, fit.light_advantage_error);
  EXPECT_NEAR(fit.draws.between_equals, truth.draw_between_equals, fit.draws.error);

  const auto table = rating_list(scratch.db(), {}, std::nullopt);
  ASSERT_TRUE(table);
  const auto rows = rows_by_player(*table);
  int outside = 0;
  for (std::size_t p = 0; p < 16; ++p) {
    // Truth's average is 1500, as the fit's is.
    const Row& row = rows.at(names[p]);
    EXPECT_EQ(row.status, "rated");
    const double miss = std::abs(row.rating - truth.rating[p]);
    outside += miss > row.error;
    EXPECT_LT(miss, 2 * row.error) << names[p];
  }
  EXPECT_LE(outside, 3);
}

TEST(RatingsFromArchive, PlayersOfAnotherClubAreListedApart) {
  const auto names = player_names(5);
  // A, B, C play each other both ways; D and E only each other.
  const std::vector<ratings::Result> results{{0, 1, 2}, {1, 0, 2}, {1, 2, 1}, {2, 0, 2}, {0, 2, 0},
                                             {3, 4, 2}, {4, 3, 1}};
  test::ScratchImport scratch("ratings-apart");
  scratch.import(rated_archive(archive_games(results), names), "apart.adn");
  const auto table = rating_list(scratch.db(), {}, std::nullopt);
  ASSERT_TRUE(table);
  const auto rows = rows_by_player(*table);
  for (const char* rated : {"Player A", "Player B", "Player C"}) EXPECT_EQ(rows.at(rated).status, "rated");
  for (const char* apart : {"Player D", "Player E"}) {
    EXPECT_EQ(rows.at(apart).status, "unconnected");
    EXPECT_EQ(rows.at(apart).group, Cell{std::int64_t{2}});
    EXPECT_EQ(rows.at(apart).games, 2);
  }
  // Rated first, by rating; the players apart after them with no rating.
  EXPECT_EQ(table->rows[3][2], Cell{});
  EXPECT_EQ(table->rows[0][0], Cell{std::int64_t{1}});
}

TEST(RatingsFromArchive, UnfinishedGamesDoNotCount) {
  test::ScratchImport scratch("ratings-unfinished");
  scratch.import(rated_archive(archive_games({{0, 1, 2}, {1, 0, 2}}), player_names(2)) +
                     "[Round \"3\"]\n[Light \"Player A\"]\n[Dark \"Player B\"]\n[Result \"*\"]\n\n1. F^c3c5\n",
                 "unfinished.adn");
  EXPECT_EQ(read_results(scratch.db(), {}).games.size(), 2u);
}

TEST(RatingsFromArchive, AnchorByNameFixesThatPlayer) {
  const auto names = player_names(16);
  test::ScratchImport scratch("ratings-anchor");
  scratch.import(rated_archive(archive_games(ratings::simulate_results(sixteen_players(), 800, 4)), names),
                 "anchor.adn");
  const auto average = rating_list(scratch.db(), {}, std::nullopt);
  const auto anchored = rating_list(scratch.db(), {}, Anchor{"player c", 2100});  // any case
  ASSERT_TRUE(average);
  ASSERT_TRUE(anchored);
  const auto before = rows_by_player(*average), after = rows_by_player(*anchored);
  EXPECT_NEAR(after.at("Player C").rating, 2100, 1e-9);
  EXPECT_EQ(after.at("Player C").error, 0);
  EXPECT_NEAR(after.at("Player A").rating - 2100, before.at("Player A").rating - before.at("Player C").rating, 0.2);
}

TEST(RatingsFromArchive, AnchorThatIsNoRatedPlayerIsRefused) {
  test::ScratchImport scratch("ratings-bad-anchor");
  // C beat D once: neither is rated (results one way only, with no one else).
  scratch.import(rated_archive(archive_games({{0, 1, 2}, {1, 0, 2}, {2, 3, 2}}), player_names(4)), "bad.adn");
  const auto unknown = rating_list(scratch.db(), {}, Anchor{"Nobody", 1500});
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error(), "--anchor: no player is named 'Nobody'");
  const auto unrated = rating_list(scratch.db(), {}, Anchor{"Player C", 1500});
  ASSERT_FALSE(unrated);
  EXPECT_EQ(unrated.error(), "--anchor: 'Player C' has no rating (unconnected): anchor a rated player");
}

TEST(RatingsFromArchive, FiltersChooseTheGames) {
  // The same pairings at two events; --event keeps one event's games.
  std::vector<test::ArchiveGame> games;
  for (const auto& r : std::vector<ratings::Result>{{0, 1, 2}, {1, 0, 1}, {1, 2, 2}, {2, 1, 0}, {2, 0, 1}})
    for (const char* event : {"Winter cup", "Summer cup"}) games.push_back({r, event, "2025.01.01"});
  games.push_back({{0, 1, 0}, "Summer cup", "2025.07.01"});
  test::ScratchImport scratch("ratings-filter");
  scratch.import(rated_archive(games, player_names(3)), "filters.adn");
  GameFilter winter;
  winter.event = "winter";
  const auto table = rating_list(scratch.db(), winter, std::nullopt);
  ASSERT_TRUE(table);
  EXPECT_EQ(rows_by_player(*table).at("Player A").games, 3);
  GameFilter later;
  later.since = "2025.02.01";
  EXPECT_EQ(read_results(scratch.db(), later).games.size(), 1u);
}

// The crosstables of tests/db/crosstable_*.adn, whose comments give the
// hand count.
class EventCrosstable : public ::testing::Test {
 protected:
  void SetUp() override {
    for (const char* name : {"crosstable_round_robin.adn", "crosstable_swiss.adn"})
      scratch.import(test::read_text(std::string(ADOMOC_TEST_DATA) + "/db/" + name), name);
  }
  test::ScratchImport scratch{"crosstable"};
};

std::vector<std::string> column(const Table& t, std::size_t c) {
  std::vector<std::string> cells;
  for (const auto& row : t.rows) {
    if (const auto* s = std::get_if<std::string>(&row[c])) cells.push_back(*s);
    else if (const auto* d = std::get_if<double>(&row[c])) cells.push_back(std::to_string(*d).substr(0, 4));
  }
  return cells;
}

TEST_F(EventCrosstable, RoundRobinGridAsCountedByHand) {
  const auto event = find_event(scratch.db(), "club");
  ASSERT_TRUE(event);
  const EventResults results = read_event(scratch.db(), *event, {});
  EXPECT_TRUE(results.crosstable.every_pair_met);
  EXPECT_EQ(results.unfinished, 1);
  const Table t = crosstable_grid(results);
  EXPECT_EQ(t.columns, (std::vector<std::string>{"rank", "player", "1", "2", "3", "4", "points", "sb"}));
  EXPECT_EQ(column(t, 1), (std::vector<std::string>{"Ana Roy", "Béa Côté", "Carl Fortin", "Dan Gagnon"}));
  EXPECT_EQ(column(t, 6), (std::vector<std::string>{"2.50", "2.00", "1.50", "0.00"}));
  EXPECT_EQ(column(t, 7), (std::vector<std::string>{"2.5", "2", "1", "0"}));
  EXPECT_EQ(t.rows[0][3], Cell{std::string("½")});  // Ana against Béa
  EXPECT_EQ(t.rows[0][4], Cell{std::string("1")});
  EXPECT_EQ(t.rows[2][2], Cell{std::string("0")});  // Carl against Ana
  EXPECT_EQ(t.rows[3][5], Cell{std::string("×")});
}

TEST_F(EventCrosstable, SwissListAsCountedByHand) {
  const auto event = find_event(scratch.db(), "Spring Swiss");
  ASSERT_TRUE(event);
  const EventResults results = read_event(scratch.db(), *event, {});
  EXPECT_FALSE(results.crosstable.every_pair_met);
  const Table t = crosstable_swiss(results);
  EXPECT_EQ(t.columns, (std::vector<std::string>{"rank", "player", "points", "sb", "r1", "r2", "r3"}));
  EXPECT_EQ(column(t, 1), (std::vector<std::string>{"A. Ouellet", "B. Paquette", "D. Gagné", "F. Lavoie", "C. Morin",
                                                    "E. Pelletier"}));
  EXPECT_EQ(column(t, 3), (std::vector<std::string>{"4.25", "2.25", "0.75", "0.75", "0.75", "0.75"}));
  EXPECT_EQ(column(t, 4), (std::vector<std::string>{"3L+", "6D+", "1D-", "5D=", "4L=", "2L-"}));
  EXPECT_EQ(column(t, 5), (std::vector<std::string>{"2D=", "1L=", "5L+", "6L+", "3D-", "4D-"}));
  EXPECT_EQ(column(t, 6), (std::vector<std::string>{"4L+", "5D+", "6D=", "1D-", "2L-", "3L="}));
}

TEST_F(EventCrosstable, EventNamedByPartOfSeveralNamesIsRefused) {
  const auto event = find_event(scratch.db(), "r");
  ASSERT_FALSE(event);
  EXPECT_EQ(event.error(),
            "--event: 'r' is part of 2 events' names, give one whole: Club round robin; Spring Swiss");
  EXPECT_FALSE(find_event(scratch.db(), "Autumn"));
  EXPECT_EQ(*find_event(scratch.db(), "spring swiss"), "Spring Swiss");
}

}  // namespace
}  // namespace adomoc::db
