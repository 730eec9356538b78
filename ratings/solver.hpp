// The maximum of the rating model's likelihood, by Newton's method: each
// step solves the information matrix against the gradient with
// preconditioned conjugate gradients (a product with the matrix is one
// pass over the games, so no matrix is ever stored), is bounded, and is
// halved until the likelihood rises. docs/ratings.md explains the choice.
#pragma once

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "ratings/results.hpp"

namespace adomoc::ratings {

struct LikelihoodProblem {
  std::int32_t players = 0;
  std::span<const Result> games;   // between these players only
  std::span<const double> points;  // each player's total score
  double light_points = 0;         // light's total score
  bool fit_light = true;           // else L stays 0
};

struct Solution {
  std::vector<double> rating;  // natural units, average 0
  double light = 0;
  std::int32_t iterations = 0;
  bool converged = false;
  // L passed kUnboundedLight: the games let it grow without end.
  bool light_unbounded = false;
};

// A light advantage past this (rating points) is no advantage but a sign
// that the likelihood keeps rising as L grows (docs/ratings.md): two
// games, a light win and a draw with the colours reversed, are enough.
inline constexpr double kUnboundedLight = 1000;

// The model's expected score of a side `x` natural units stronger.
inline double logistic(double x) { return 1 / (1 + std::exp(-x)); }

// Stops after the first step that moves no unknown by more than
// `tolerance` natural units, or after max_iterations steps.
Solution maximise_likelihood(const LikelihoodProblem& problem, double tolerance, std::int32_t max_iterations);

}  // namespace adomoc::ratings
