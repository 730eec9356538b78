// The statistics of a five-game archive, every figure worked out by hand,
// and each filter applied to them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "db/scratch_database.hpp"
#include "db/importer.hpp"
#include "db/schema.hpp"
#include "db/statistics.hpp"
#include "validator/notation.hpp"

namespace adomoc::db {
namespace {

namespace fs = std::filesystem;

// tests/db/stats_archive.adn holds five games:
//   1. samples/centred.adn: Standard, 1-0, centred at ply 17. A. Tremblay
//      (light) v B. Roy, event "Samples: the race to the centre", 2024.05.11.
//   2. samples/consume-attract-resign.adn: Standard, 1-0, forfeit after 9
//      plies. C. Gagnon v D. Côté, "Samples: behaviours", 2024.06.02.
//   3. samples/draw.adn: Standard, 1/2-1/2, draw after 6 plies. 2024.07.14.
//   4. 1. Fe3e4 Mf2e3 2. Se1f2 F^h3h5: Standard, *, 4 plies. 2024.08.30.
//   5. game 1's moves as an Altogether game: 1-0, centred at ply 17, scores
//      49-44. B. Roy (light) v A. Tremblay, "Stats test: altogether", 2024.09.15.
constexpr const char* kArchive = ADOMOC_TEST_DATA "/db/stats_archive.adn";

class Statistics_ : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    path_ = new fs::path(fs::temp_directory_path() / ("adomoc-stats-test-" + std::to_string(::getpid()) + ".db"));
    remove_files();
    Database db(path_->string(), Database::Mode::create);
    migrate(db);
    Importer importer(db, {false, 2});
    std::ifstream in(kArchive, std::ios::binary);
    ASSERT_TRUE(in) << kArchive;
    importer.import(in, "stats_archive.adn");
    importer.finish();
    ASSERT_EQ(importer.summary().imported, 5u);
  }
  static void TearDownTestSuite() {
    remove_files();
    delete path_;
  }
  static void remove_files() {
    test::remove_database(path_->string());
  }

  Statistics stats(const GameFilter& filter = {}) {
    Database db(path_->string(), Database::Mode::read_write);
    return compute_statistics(db, filter);
  }

  static fs::path* path_;
};

fs::path* Statistics_::path_ = nullptr;

std::int64_t landings_on(const Statistics& s, const std::string& space) {
  for (int i = 0; i < kSpaces; ++i)
    if ((i == kCentre ? std::string("centre") : space_name(static_cast<Space>(i))) == space)
      return s.landings[static_cast<std::size_t>(i)];
  ADD_FAILURE() << "no space " << space;
  return -1;
}

TEST_F(Statistics_, ResultsAndEndingsComeFromTheColumns) {
  const Statistics s = stats();
  EXPECT_EQ(s.games, 5);
  EXPECT_EQ(s.plies, 17 + 9 + 6 + 4 + 17);
  EXPECT_EQ(s.unreadable_games, 0);
  // Standard: games 1 and 2 won by light, 3 drawn, 4 unfinished.
  const Results& standard = s.results[0];
  EXPECT_EQ(standard.light_wins, 2);
  EXPECT_EQ(standard.dark_wins, 0);
  EXPECT_EQ(standard.draws, 1);
  EXPECT_EQ(standard.unfinished, 1);
  EXPECT_EQ(s.results[1].games(), 0);
  EXPECT_EQ(s.results[2].light_wins, 1);
  EXPECT_EQ(s.results[2].games(), 1);
  // By termination code: unfinished (4), centred (1, 5), forfeit (2), draw (3).
  EXPECT_EQ(s.terminations, (std::array<std::int64_t, 4>{1, 2, 1, 1}));
}

TEST_F(Statistics_, GameLengthsAreSummarisedAndBinned) {
  const Statistics s = stats();
  // Lengths 4, 6, 9, 17, 17: median 9; lower half 4 6 9, upper 9 17 17.
  EXPECT_EQ(s.length.count, 5);
  EXPECT_EQ(s.length.min, 4);
  EXPECT_EQ(s.length.lower_quartile, 6);
  EXPECT_EQ(s.length.median, 9);
  EXPECT_EQ(s.length.upper_quartile, 17);
  EXPECT_EQ(s.length.max, 17);
  EXPECT_DOUBLE_EQ(s.length.mean, 53.0 / 5);
  // 4..17 fits in 20 bins of one ply: 14 bins from 4.
  EXPECT_EQ(s.length_histogram.first, 4);
  EXPECT_EQ(s.length_histogram.width, 1);
  ASSERT_EQ(s.length_histogram.counts.size(), 14u);
  EXPECT_EQ(s.length_histogram.counts[0], 1);   // 4
  EXPECT_EQ(s.length_histogram.counts[2], 1);   // 6
  EXPECT_EQ(s.length_histogram.counts[5], 1);   // 9
  EXPECT_EQ(s.length_histogram.counts[13], 2);  // 17
  EXPECT_EQ(s.length_histogram.counts[1], 0);
}

TEST_F(Statistics_, OriginationsAndConsumptionsByPieceType) {
  const Statistics s = stats();
  // Game 1: M^c2d3oc3 and M^h2i3oh3, a prime moon sending a foot home each;
  // game 5 the same; game 2: Mf2e3oc3 and M^c2f5od3, a moon sending a foot
  // home each, and F^c5f5x, a foot consuming a foot. Games 3 and 4: none.
  EXPECT_EQ(s.originations, 6);
  EXPECT_EQ(s.originations_by_mover, (std::array<std::int64_t, 3>{0, 6, 0}));
  EXPECT_EQ(s.originations_by_target, (std::array<std::int64_t, 3>{6, 0, 0}));
  EXPECT_EQ(s.consumptions, 1);
  EXPECT_EQ(s.consumptions_by_type, (std::array<std::int64_t, 3>{1, 0, 0}));
}

TEST_F(Statistics_, AttractedFeetAreCountedBeforeEachMove) {
  const Statistics s = stats();
  // Only a sun that has left cycle 1 can reach a foot (feet start on
  // cycle 3), so only these positions count:
  //   game 1, before ply 17: the dark foot on g6 is next to S^f7 (1 foot);
  //   game 2, before ply 7: Sf4 holds F^f5; before ply 9: Se5 holds Fd4
  //     (ply 8's position has F^ sent home to d3, away from Sf4);
  //   game 4, before ply 4: Sf2 holds the dark feet on f3 and g3 (2 feet);
  //   game 5 as game 1.
  // The position after a game's last move is before no move: not counted.
  EXPECT_EQ(s.positions_with_attracted_feet, 1 + 2 + 1 + 1);
  EXPECT_EQ(s.attracted_feet, 1 + 2 + 2 + 1);
}

TEST_F(Statistics_, FirstMovesMostPlayedFirstThenByText) {
  const Statistics s = stats();
  // F^c3c6 opens games 1, 3 and 5; F^c3c5 game 2; Fe3e4 game 4.
  ASSERT_EQ(s.first_moves.size(), 3u);
  EXPECT_EQ(s.first_moves[0].move, "F^c3c6");
  EXPECT_EQ(s.first_moves[0].games, 3);
  EXPECT_EQ(s.first_moves[1].move, "F^c3c5");  // '^' sorts before 'e'
  EXPECT_EQ(s.first_moves[1].games, 1);
  EXPECT_EQ(s.first_moves[2].move, "Fe3e4");
  EXPECT_EQ(s.first_moves[2].games, 1);
}

TEST_F(Statistics_, CentringPliesAndAltogetherMargins) {
  const Statistics s = stats();
  // Games 1 and 5 centre with ply 17, S^f7f9*.
  EXPECT_EQ(s.centred_ply.count, 2);
  EXPECT_EQ(s.centred_ply.min, 17);
  EXPECT_EQ(s.centred_ply.median, 17);
  EXPECT_EQ(s.centred_ply.max, 17);
  EXPECT_DOUBLE_EQ(s.centred_ply.mean, 17);
  // Game 5 ends with light 49: suns a1 b1 d1 e1 (4) and S^ on the centre (9),
  // moons a2 b2 d2 e2 (8) and M^i8 (8), feet a3 b3 d3 e3 (12) and F^c8 (8);
  // dark 44: suns 5, moons f2 g2 i2 j2 (8) and m^d8 (8), feet f3 h3 j3 (9),
  // g6 (6) and f^h8 (8). Margin 5.
  EXPECT_EQ(s.altogether_margin.count, 1);
  EXPECT_EQ(s.altogether_margin.min, 5);
  EXPECT_EQ(s.altogether_margin.median, 5);
  EXPECT_EQ(s.altogether_margin.max, 5);
  EXPECT_DOUBLE_EQ(s.altogether_margin.mean, 5);
  EXPECT_EQ(s.altogether_level, 0);
}

TEST_F(Statistics_, LandingsCountEveryMovesLandingSpace) {
  const Statistics s = stats();
  // Game 1 (and 5) lands on c6 h6 c8 h8 d3 i3 g6 b6 i8 d8 d3 g4 c4 g5 f7 g6
  // and the centre; game 2 on c5 f5 f5 e3 d4 f4 f5 e5 b6; game 3 on c6 h6
  // a7 j7 b5 i5; game 4 on e4 e3 f2 h5.
  const std::map<std::string, std::int64_t> expected = {
      {"c6", 3}, {"h6", 3}, {"c8", 2}, {"h8", 2}, {"d3", 4}, {"i3", 2}, {"g6", 4}, {"b6", 3}, {"i8", 2},
      {"d8", 2}, {"g4", 2}, {"c4", 2}, {"g5", 2}, {"f7", 2}, {"centre", 2}, {"c5", 1}, {"f5", 3}, {"e3", 2},
      {"d4", 1}, {"f4", 1}, {"e5", 1}, {"a7", 1}, {"j7", 1}, {"b5", 1}, {"i5", 1}, {"e4", 1}, {"f2", 1}, {"h5", 1}};
  std::int64_t total = 0;
  for (const auto& [space, n] : expected) {
    EXPECT_EQ(landings_on(s, space), n) << space;
    total += n;
  }
  EXPECT_EQ(total, 53);
  std::int64_t all = 0;
  for (const std::int64_t n : s.landings) all += n;
  EXPECT_EQ(all, 53) << "no other space is landed on";
}

TEST_F(Statistics_, EachFilterNarrowsTheGames) {
  const auto games = [this](GameFilter f) { return stats(f).games; };
  GameFilter f;
  f.player = "A. Tremblay";  // light in game 1, dark in game 5
  EXPECT_EQ(games(f), 2);
  f = {};
  f.light = "A. Tremblay";
  EXPECT_EQ(games(f), 1);
  f = {};
  f.dark = "A. Tremblay";
  const Statistics dark = stats(f);
  EXPECT_EQ(dark.games, 1);
  EXPECT_EQ(dark.results[2].light_wins, 1);
  f = {};
  f.event = "BEHAVIOURS";  // part of game 2's event, any case
  const Statistics behaviours = stats(f);
  EXPECT_EQ(behaviours.games, 1);
  EXPECT_EQ(behaviours.consumptions, 1);
  EXPECT_EQ(behaviours.positions_with_attracted_feet, 2);
  f = {};
  f.variant = 2;
  const Statistics altogether = stats(f);
  EXPECT_EQ(altogether.games, 1);
  EXPECT_EQ(altogether.altogether_margin.count, 1);
  EXPECT_EQ(altogether.plies, 17);
  f = {};
  f.result = 0;  // 1-0: games 1, 2, 5
  EXPECT_EQ(games(f), 3);
  f = {};
  f.termination = 1;  // centred: games 1 and 5
  const Statistics centred = stats(f);
  EXPECT_EQ(centred.games, 2);
  EXPECT_EQ(centred.landings[kCentre], 2);
  EXPECT_EQ(centred.originations, 4);
  f = {};
  f.since = "2024.07";  // games 3, 4, 5
  EXPECT_EQ(games(f), 3);
  f = {};
  f.until = "2024.06";  // games 1, 2
  const Statistics early = stats(f);
  EXPECT_EQ(early.games, 2);
  EXPECT_EQ(early.first_moves.size(), 2u);
}

TEST_F(Statistics_, NoGamesGiveZerosAndEmptySummaries) {
  GameFilter f;
  f.player = "nobody";
  const Statistics s = stats(f);
  EXPECT_EQ(s.games, 0);
  EXPECT_EQ(s.plies, 0);
  EXPECT_EQ(s.length.count, 0);
  EXPECT_TRUE(s.length_histogram.counts.empty());
  EXPECT_TRUE(s.first_moves.empty());
  const Table t = statistics_table(s);
  for (const auto& row : t.rows) {
    const std::string& name = std::get<std::string>(row[1]);
    if (name == "mean" || name == "per_game" || name == "feet_per_position") {
      EXPECT_TRUE(std::holds_alternative<std::monostate>(row[2])) << std::get<std::string>(row[0]) << " " << name;
    }
  }
}

TEST_F(Statistics_, TheLongTableHasOneRowPerFigure) {
  const Table t = statistics_table(stats());
  ASSERT_EQ(t.columns, (std::vector<std::string>{"section", "name", "value"}));
  std::map<std::pair<std::string, std::string>, Cell> figures;
  std::size_t landings = 0;
  for (const auto& row : t.rows) {
    ASSERT_EQ(row.size(), 3u);
    const auto key = std::pair{std::get<std::string>(row[0]), std::get<std::string>(row[1])};
    EXPECT_TRUE(figures.emplace(key, row[2]).second) << key.first << " " << key.second << " twice";
    landings += key.first == "landings";
  }
  EXPECT_EQ(landings, 81u);
  const auto at = [&](const char* section, const char* name) { return figures.at({section, name}); };
  EXPECT_EQ(at("results", "Standard light_wins"), Cell{std::int64_t{2}});
  EXPECT_EQ(at("results", "Altogether light_wins"), Cell{std::int64_t{1}});
  EXPECT_EQ(at("terminations", "centred"), Cell{std::int64_t{2}});
  EXPECT_EQ(at("length", "median"), Cell{std::int64_t{9}});
  EXPECT_EQ(at("length", "mean"), Cell{10.6});
  EXPECT_EQ(at("length_histogram", "17"), Cell{std::int64_t{2}});
  EXPECT_EQ(at("originations", "per_game"), Cell{1.2});
  EXPECT_EQ(at("originations", "by_mover moon"), Cell{std::int64_t{6}});
  EXPECT_EQ(at("originations", "by_target foot"), Cell{std::int64_t{6}});
  EXPECT_EQ(at("consumptions", "foot"), Cell{std::int64_t{1}});
  EXPECT_EQ(at("attraction", "positions"), Cell{std::int64_t{53}});
  EXPECT_EQ(at("attraction", "positions_with_attracted_feet"), Cell{std::int64_t{5}});
  EXPECT_EQ(at("attraction", "attracted_feet"), Cell{std::int64_t{6}});
  EXPECT_EQ(at("first_moves", "F^c3c6"), Cell{std::int64_t{3}});
  EXPECT_EQ(at("centred_ply", "max"), Cell{std::int64_t{17}});
  EXPECT_EQ(at("altogether_margin", "min"), Cell{std::int64_t{5}});
  EXPECT_EQ(at("altogether_margin", "level"), Cell{std::int64_t{0}});
  EXPECT_EQ(at("landings", "d3"), Cell{std::int64_t{4}});
  EXPECT_EQ(at("landings", "centre"), Cell{std::int64_t{2}});
}

TEST_F(Statistics_, DamagedMovesAreCountedNotFatal) {
  // A copy of the database whose game 4 has a move word that decodes to no move.
  const std::string copy = path_->string() + ".damaged";
  fs::copy_file(*path_, copy, fs::copy_options::overwrite_existing);
  {
    Database db(copy, Database::Mode::read_write);
    db.exec("UPDATE games SET moves = CAST(x'FFFF' || substr(moves, 3) AS BLOB) WHERE plies = 4");
    const Statistics s = compute_statistics(db, {});
    EXPECT_EQ(s.games, 5);
    EXPECT_EQ(s.unreadable_games, 1);
    EXPECT_EQ(s.plies, 49) << "game 4's moves are not counted past the damage, here its first";
    EXPECT_EQ(s.results[0].unfinished, 1) << "its outcome still counts";
  }
  fs::remove(copy);
}

TEST(Distribution, QuartilesAreTheMediansOfTheHalves) {
  std::vector<int> odd = {9, 1, 5, 3, 7};  // 1 3 5 7 9: halves 1 3 5 and 5 7 9
  const Summary a = summarise(odd);
  EXPECT_EQ(a.count, 5);
  EXPECT_EQ(a.min, 1);
  EXPECT_EQ(a.lower_quartile, 3);
  EXPECT_EQ(a.median, 5);
  EXPECT_EQ(a.upper_quartile, 7);
  EXPECT_EQ(a.max, 9);
  EXPECT_EQ(a.mean, 5);
  std::vector<int> even = {1, 2, 3, 4, 5, 6};  // halves 1 2 3 and 4 5 6
  const Summary b = summarise(even);
  EXPECT_EQ(b.lower_quartile, 2);
  EXPECT_EQ(b.median, 3.5);
  EXPECT_EQ(b.upper_quartile, 5);
  std::vector<int> four = {-3, 1, 2, 10};  // halves -3 1 and 2 10
  const Summary c = summarise(four);
  EXPECT_EQ(c.lower_quartile, -1);
  EXPECT_EQ(c.median, 1.5);
  EXPECT_EQ(c.upper_quartile, 6);
  EXPECT_EQ(c.mean, 2.5);
  std::vector<int> one = {7};
  const Summary d = summarise(one);
  EXPECT_EQ(d.lower_quartile, 7);
  EXPECT_EQ(d.upper_quartile, 7);
  std::vector<int> none;
  EXPECT_EQ(summarise(none).count, 0);
}

TEST(Distribution, HistogramBinsHaveARoundWidth) {
  const Histogram narrow = histogram({3, 4, 4, 9}, 20);
  EXPECT_EQ(narrow.first, 3);
  EXPECT_EQ(narrow.width, 1);
  EXPECT_EQ(narrow.counts, (std::vector<std::int64_t>{1, 2, 0, 0, 0, 0, 1}));
  // 11..300 needs width 20 for at most 20 bins: 0-19 .. 300-319.
  const Histogram wide = histogram({11, 39, 40, 300}, 20);
  EXPECT_EQ(wide.first, 0);
  EXPECT_EQ(wide.width, 20);
  ASSERT_EQ(wide.counts.size(), 16u);
  EXPECT_EQ(wide.counts[0], 1);
  EXPECT_EQ(wide.counts[1], 1);
  EXPECT_EQ(wide.counts[2], 1);
  EXPECT_EQ(wide.counts[15], 1);
  EXPECT_EQ(wide.bin_first(15), 300);
  EXPECT_EQ(wide.bin_last(15), 319);
  const Histogram five = histogram({0, 99}, 20);  // 100 values: width 5 gives exactly 20 bins
  EXPECT_EQ(five.width, 5);
  EXPECT_EQ(five.counts.size(), 20u);
  EXPECT_TRUE(histogram({}, 20).counts.empty());
}

}  // namespace
}  // namespace adomoc::db
