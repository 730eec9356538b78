// How often games are drawn, as a model of the three outcomes given the
// expected score E that the ratings give a game: the draw probability d
// with d^2 = nu^2 w l, where w = E - d/2 and l = 1 - E - d/2 are the win
// and loss probabilities (Davidson's model, kept consistent with E). The
// parameter is reported as the draw rate between equal players,
// D = nu / (2 + nu). It does not change the ratings (docs/ratings.md).
#pragma once

#include <cstdint>
#include <span>

#include "ratings/results.hpp"

namespace adomoc::ratings {

struct DrawRate {
  double observed = 0;        // the share of games drawn
  double between_equals = 0;  // D, fitted
  double error = 0;           // 95% margin of D
};

// The draw probability for expected score e under parameter nu.
double draw_probability(double e, double nu);
double nu_of_equal_draw_rate(double between_equals);

// Fits D by maximum likelihood given each game's expected score for
// light, `light_expected[i]` for `games[i]`.
DrawRate estimate_draw_rate(std::span<const Result> games, std::span<const double> light_expected);

}  // namespace adomoc::ratings
