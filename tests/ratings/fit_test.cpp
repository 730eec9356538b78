// The rating fit against known truth (results drawn from the model with a
// fixed seed) and against results small enough to work out by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <random>

#include "ratings/fit.hpp"
#include "ratings/simulate.hpp"

namespace adomoc::ratings {
namespace {

// Players spread evenly from 1200 to 1800.
Truth spread_truth(std::int32_t players, double light_advantage, double draws) {
  Truth t;
  for (std::int32_t p = 0; p < players; ++p) t.rating.push_back(1200 + 600.0 * p / (players - 1));
  t.light_advantage = light_advantage;
  t.draw_between_equals = draws;
  return t;
}

double mean_rating(const Ratings& r) {
  double sum = 0;
  for (const PlayerRating& p : r.players) sum += p.rating;
  return sum / static_cast<double>(r.players.size());
}

TEST(RatingFit, RecoversKnownStrengthsWithinTheirErrors) {
  const Truth truth = spread_truth(60, 40, 0.3);
  const std::vector<Result> games = simulate_results(truth, 30000, 7);
  const Ratings fit = fit_ratings(60, games);
  ASSERT_TRUE(fit.converged);
  ASSERT_EQ(fit.rated, 60);
  EXPECT_NEAR(mean_rating(fit), 1500, 1e-6);
  // A 95% margin: about 3 of 60 players may fall outside it by chance,
  // none by twice as much.
  int outside = 0;
  const double truth_mean = std::accumulate(truth.rating.begin(), truth.rating.end(), 0.0) / 60;
  for (std::size_t p = 0; p < 60; ++p) {
    const double miss = std::abs((fit.players[p].rating - 1500) - (truth.rating[p] - truth_mean));
    outside += miss > fit.players[p].error;
    EXPECT_LT(miss, 2 * fit.players[p].error) << "player " << p;
  }
  EXPECT_LE(outside, 6);
  EXPECT_NEAR(fit.light_advantage, 40, fit.light_advantage_error);
  EXPECT_NEAR(fit.draws.between_equals, 0.3, fit.draws.error);
  EXPECT_GT(fit.draws.error, 0);
}

TEST(RatingFit, ErrorsMatchTheSpreadOfRepeatedDraws) {
  // The stated error is a 95% margin: over many archives drawn from the
  // same truth, a player's rating spreads with a standard deviation of
  // about error / 1.96 (a little less with draws, which the curvature of
  // a win-or-lose likelihood does not see).
  const Truth truth = spread_truth(10, 0, 0);
  double squares = 0, stated = 0;
  constexpr int kArchives = 40;
  for (int seed = 1; seed <= kArchives; ++seed) {
    const Ratings fit = fit_ratings(10, simulate_results(truth, 400, static_cast<std::uint64_t>(seed)));
    const double miss = (fit.players[0].rating - 1500) - (truth.rating[0] - 1500);
    squares += miss * miss;
    stated += fit.players[0].error / 1.959963984540054;
  }
  const double spread = std::sqrt(squares / kArchives), sd = stated / kArchives;
  EXPECT_GT(spread, 0.7 * sd);
  EXPECT_LT(spread, 1.3 * sd);
}

TEST(RatingFit, ExpectedScoresEqualActualScoresEvenForClubsBarelyLinked) {
  // Two clubs of 30 players meet in only 3 games: the likelihood is flat
  // along the clubs' difference, where sweeps of one player at a time
  // crawl. The fit must still satisfy the model's equations: every
  // player's expected total equals their actual total, and light's too.
  Truth truth = spread_truth(60, 30, 0.3);
  std::mt19937_64 random(9);
  std::vector<Result> games;
  for (int g = 0; g < 6000; ++g) {
    const int club = g % 2, a = static_cast<int>(random() % 30);
    int b = static_cast<int>(random() % 29);
    if (b >= a) ++b;
    games.push_back(draw_result(truth, a + 30 * club, b + 30 * club, random));
  }
  // A win, a draw and a loss between the clubs: points taken both ways.
  games.insert(games.end(), {{29, 30, 2}, {31, 28, 1}, {27, 32, 0}});
  const Ratings fit = fit_ratings(60, games);
  ASSERT_TRUE(fit.converged);
  ASSERT_EQ(fit.rated, 60);
  std::vector<double> expected(60, 0.0), actual(60, 0.0);
  double light_expected = 0, light_actual = 0;
  for (const Result& g : games) {
    const double d = fit.players[static_cast<std::size_t>(g.light)].rating -
                     fit.players[static_cast<std::size_t>(g.dark)].rating + fit.light_advantage;
    const double e = 1 / (1 + std::pow(10.0, -d / 400));
    expected[static_cast<std::size_t>(g.light)] += e;
    expected[static_cast<std::size_t>(g.dark)] += 1 - e;
    actual[static_cast<std::size_t>(g.light)] += g.light_score();
    actual[static_cast<std::size_t>(g.dark)] += 1 - g.light_score();
    light_expected += e;
    light_actual += g.light_score();
  }
  for (std::size_t p = 0; p < 60; ++p) EXPECT_NEAR(expected[p], actual[p], 1e-6) << "player " << p;
  EXPECT_NEAR(light_expected, light_actual, 1e-6);
}

TEST(RatingFit, TwoPlayersByHand) {
  // A scores 3 of 4, colours even and light scoring half: no light
  // advantage, and 1 / (1 + 10^(-d/400)) = 3/4 gives d = 400 log10 3.
  const std::vector<Result> games{{0, 1, 2}, {0, 1, 1}, {1, 0, 0}, {1, 0, 1}};
  const Ratings fit = fit_ratings(2, games);
  const double d = 400 * std::log10(3.0);
  EXPECT_NEAR(fit.light_advantage, 0, 1e-4);
  EXPECT_NEAR(fit.players[0].rating, 1500 + d / 2, 1e-4);
  EXPECT_NEAR(fit.players[1].rating, 1500 - d / 2, 1e-4);
  EXPECT_NEAR(fit.players[0].performance, fit.players[0].rating, 1e-4);
  EXPECT_EQ(fit.players[0].games, 4);
  EXPECT_DOUBLE_EQ(fit.players[0].points, 3);
  EXPECT_DOUBLE_EQ(fit.draws.observed, 0.5);
}

TEST(RatingFit, TwoPlayersErrorByHand) {
  // Light advantage held (light scored every point), so the information
  // on the difference is sum E(1-E) over the games; each of two ratings
  // around their mean moves by half the difference.
  const std::vector<Result> games{{0, 1, 2}, {1, 0, 2}};
  const Ratings fit = fit_ratings(2, games);
  EXPECT_FALSE(fit.light_advantage_estimated);
  EXPECT_NEAR(fit.players[0].rating, 1500, 1e-6);
  const double information = 2 * 0.25;  // two games at E = 1/2
  EXPECT_NEAR(fit.players[0].error, 1.959963984540054 * kEloScale * 0.5 * std::sqrt(1 / information), 1e-6);
}

TEST(RatingFit, SameColoursEveryGameLeaveTheLightAdvantageUnknown) {
  // Player 0 always had light: a light advantage and a stronger player 0
  // explain the games equally well, so L is held at 0 and the error stays
  // finite.
  const std::vector<Result> games{{0, 1, 2}, {0, 1, 1}, {0, 1, 0}, {0, 1, 2}};
  const Ratings fit = fit_ratings(2, games);
  EXPECT_FALSE(fit.light_advantage_estimated);
  EXPECT_EQ(fit.light_advantage, 0);
  EXPECT_TRUE(std::isfinite(fit.players[0].error));
  EXPECT_LT(fit.players[0].error, 1000);
}

TEST(RatingFit, UnboundedLightAdvantageIsHeldAtZero) {
  // 0 won with light, 1 drew with light: r0 - r1 = L explains the draw
  // exactly, and the win grows more certain as L grows, without end.
  const std::vector<Result> games{{0, 1, 2}, {1, 0, 1}};
  const Ratings fit = fit_ratings(2, games);
  EXPECT_FALSE(fit.light_advantage_estimated);
  EXPECT_TRUE(fit.converged);
}

TEST(RatingFit, AnchorFixesOnePlayerAndKeepsTheDifferences) {
  const Truth truth = spread_truth(20, 30, 0.2);
  const std::vector<Result> games = simulate_results(truth, 3000, 11);
  const Ratings average = fit_ratings(20, games);
  FitOptions anchored;
  anchored.anchor = 5;
  anchored.level = 2000;
  const Ratings fit = fit_ratings(20, games, anchored);
  ASSERT_TRUE(fit.anchored);
  EXPECT_DOUBLE_EQ(fit.players[5].rating, 2000);
  EXPECT_EQ(fit.players[5].error, 0);
  for (std::size_t p = 0; p < 20; ++p) {
    EXPECT_NEAR(fit.players[p].rating - 2000, average.players[p].rating - average.players[5].rating, 1e-6);
    // Against one player rather than the average of all: a wider margin.
    if (p != 5) {
      EXPECT_GT(fit.players[p].error, average.players[p].error);
    }
  }
}

TEST(RatingFit, AnchorOutsideThePoolIsNotApplied) {
  const std::vector<Result> games{{0, 1, 2}, {1, 0, 1}, {2, 3, 2}};
  FitOptions options;
  options.anchor = 2;
  EXPECT_FALSE(fit_ratings(4, games, options).anchored);
}

TEST(RatingFit, DiagonalErrorsAreCloseToExactOnAWellMixedPool) {
  const Truth truth = spread_truth(200, 30, 0.3);
  const std::vector<Result> games = simulate_results(truth, 40000, 3);
  FitOptions diagonal;
  diagonal.exact_errors_up_to = 0;
  const Ratings exact = fit_ratings(200, games), approximate = fit_ratings(200, games, diagonal);
  ASSERT_TRUE(exact.exact_errors);
  ASSERT_FALSE(approximate.exact_errors);
  for (std::size_t p = 0; p < 200; ++p) {
    EXPECT_NEAR(approximate.players[p].error, exact.players[p].error, 0.03 * exact.players[p].error);
    EXPECT_EQ(approximate.players[p].rating, exact.players[p].rating);
  }
  EXPECT_NEAR(approximate.light_advantage_error, exact.light_advantage_error, 0.03 * exact.light_advantage_error);
}

TEST(RatingFit, SameGamesSameNumbers) {
  const std::vector<Result> games = simulate_results(spread_truth(30, 20, 0.3), 2000, 5);
  const Ratings first = fit_ratings(30, games), second = fit_ratings(30, games);
  EXPECT_EQ(first.iterations, second.iterations);
  EXPECT_EQ(first.light_advantage, second.light_advantage);
  for (std::size_t p = 0; p < 30; ++p) {
    EXPECT_EQ(first.players[p].rating, second.players[p].rating);
    EXPECT_EQ(first.players[p].error, second.players[p].error);
  }
}

TEST(RatingFit, SeparateGroupsAreReportedApart) {
  // Players 0-3 play among themselves, 4-5 between themselves, 6 no one.
  std::vector<Result> games;
  for (std::int32_t a = 0; a < 4; ++a)
    for (std::int32_t b = 0; b < 4; ++b)
      if (a != b) games.push_back({a, b, static_cast<std::uint8_t>((a + b) % 3)});
  games.push_back({4, 5, 2});
  games.push_back({5, 4, 1});
  const Ratings fit = fit_ratings(7, games);
  EXPECT_EQ(fit.rated, 4);
  for (std::size_t p = 0; p < 4; ++p) EXPECT_EQ(fit.players[p].standing, Standing::rated);
  for (std::size_t p : {4, 5}) {
    EXPECT_EQ(fit.players[p].standing, Standing::unconnected);
    EXPECT_TRUE(std::isnan(fit.players[p].rating));
    EXPECT_EQ(fit.players[p].games, 2);
    EXPECT_NE(fit.players[p].group, fit.players[0].group);
  }
  EXPECT_EQ(fit.players[4].group, fit.players[5].group);
  EXPECT_DOUBLE_EQ(fit.players[4].points, 1.5);
  EXPECT_EQ(fit.players[6].standing, Standing::no_games);
}

TEST(RatingFit, OnlyWinsIsOneSidedNotInfinite) {
  // Player 3 beat everyone: no finite rating makes their expected score
  // 100%, so they are listed apart, and the others are rated without them.
  std::vector<Result> games{{0, 1, 2}, {1, 2, 2}, {2, 0, 2}, {0, 2, 1}};
  for (std::int32_t p = 0; p < 3; ++p) games.push_back({3, p, 2});
  const Ratings fit = fit_ratings(4, games);
  EXPECT_EQ(fit.rated, 3);
  EXPECT_EQ(fit.players[3].standing, Standing::one_sided);
  EXPECT_EQ(fit.players[3].games, 3);
  EXPECT_DOUBLE_EQ(fit.players[3].points, 3);
  EXPECT_EQ(fit.players[0].games, 3);  // the game lost to player 3 is not part of the rating
}

TEST(RatingFit, NoPoolWhenEveryResultGoesOneWay) {
  const std::vector<Result> games{{0, 1, 2}, {1, 2, 2}};
  const Ratings fit = fit_ratings(3, games);
  EXPECT_EQ(fit.rated, 0);
  for (const PlayerRating& p : fit.players) EXPECT_EQ(p.standing, Standing::one_sided);
}

}  // namespace
}  // namespace adomoc::ratings
