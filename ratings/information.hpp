// The information matrix of the rating model (the negated Hessian of the
// log-likelihood, which for the logistic model depends only on who played
// whom and the expected scores, not on the results) and the dense linear
// algebra of the exact errors.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "ratings/results.hpp"

namespace adomoc::ratings {

struct FittedPool {
  std::int32_t players = 0;
  std::span<const Result> games;  // between these players only
  std::span<const double> rating;  // natural units
  double light_advantage = 0;
  bool light_advantage_fitted = true;
};

// Light's expected score in game g under the pool's values.
double expected_light_score(const FittedPool& pool, const Result& g);

// A square matrix stored whole, row after row.
struct Dense {
  std::size_t n;
  std::vector<double> cells;
  explicit Dense(std::size_t size) : n(size), cells(size * size, 0.0) {}
  double& at(std::size_t i, std::size_t j) { return cells[i * n + j]; }
  double at(std::size_t i, std::size_t j) const { return cells[i * n + j]; }
};

// The information matrix over the ratings (and L last, when fitted), plus
// u u^T where u is 1 on every rating and 0 on L. The information has u as
// its only null direction (adding the same amount to every rating changes
// no expected score); with u u^T added it is positive definite, and its
// inverse is the pseudo-inverse plus u u^T / |u|^4 (docs/ratings.md).
Dense information_plus_shift(const FittedPool& pool);

// Lower Cholesky factor in place (the upper triangle is left as it was).
void cholesky(Dense& h);

}  // namespace adomoc::ratings
