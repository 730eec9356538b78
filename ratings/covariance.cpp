#include "ratings/covariance.hpp"

#include <cmath>

namespace adomoc::ratings {

namespace {

double expected_light_score(const FittedPool& pool, const Result& g) {
  const double x = pool.rating[static_cast<std::size_t>(g.light)] - pool.rating[static_cast<std::size_t>(g.dark)] +
                   pool.light_advantage;
  return 1 / (1 + std::exp(-x));
}

// A symmetric matrix stored whole, row after row.
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
Dense information_plus_shift(const FittedPool& pool) {
  const auto m = static_cast<std::size_t>(pool.players);
  Dense h(m + (pool.light_advantage_fitted ? 1 : 0));
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < m; ++j) h.at(i, j) = 1;
  for (const Result& g : pool.games) {
    const double e = expected_light_score(pool, g), w = e * (1 - e);
    const auto a = static_cast<std::size_t>(g.light), b = static_cast<std::size_t>(g.dark);
    h.at(a, a) += w;
    h.at(b, b) += w;
    h.at(a, b) -= w;
    h.at(b, a) -= w;
    if (!pool.light_advantage_fitted) continue;
    h.at(m, m) += w;
    h.at(a, m) += w;
    h.at(m, a) += w;
    h.at(b, m) -= w;
    h.at(m, b) -= w;
  }
  return h;
}

// Lower Cholesky factor in place (the upper triangle is left as it was).
void cholesky(Dense& h) {
  for (std::size_t j = 0; j < h.n; ++j) {
    double* row_j = &h.cells[j * h.n];
    double diagonal = row_j[j];
    for (std::size_t k = 0; k < j; ++k) diagonal -= row_j[k] * row_j[k];
    row_j[j] = std::sqrt(diagonal);
    for (std::size_t i = j + 1; i < h.n; ++i) {
      double* row_i = &h.cells[i * h.n];
      double sum = row_i[j];
      for (std::size_t k = 0; k < j; ++k) sum -= row_i[k] * row_j[k];
      row_i[j] = sum / row_j[j];
    }
  }
}

// The inverse of the lower factor, transposed: row k here is column k of
// L^-1, x(k, i) = (L^-1)(i, k), zero for i < k.
Dense inverse_factor_transposed(const Dense& factor) {
  const std::size_t n = factor.n;
  Dense x(n);
  for (std::size_t k = 0; k < n; ++k) {
    // Solve L y = e_k; y is zero above k.
    double* y = &x.cells[k * n];
    y[k] = 1 / factor.at(k, k);
    for (std::size_t i = k + 1; i < n; ++i) {
      const double* row_i = &factor.cells[i * n];
      double sum = 0;
      for (std::size_t j = k; j < i; ++j) sum -= row_i[j] * y[j];
      y[i] = sum / row_i[i];
    }
  }
  return x;
}

}  // namespace

Variances exact_variances(const FittedPool& pool, std::optional<std::int32_t> anchor) {
  Dense h = information_plus_shift(pool);
  cholesky(h);
  Dense x = inverse_factor_transposed(h);
  const std::size_t n = h.n, m = static_cast<std::size_t>(pool.players);
  // x(i, k) = (L^-1)(k, i), and H^-1 = L^-T L^-1, so
  // (H^-1)(i, j) = sum over k of (L^-1)(k, i) (L^-1)(k, j): rows i and j of x.
  const auto inverse = [&](std::size_t i, std::size_t j) {
    double sum = 0;
    for (std::size_t k = 0; k < n; ++k) sum += x.at(i, k) * x.at(j, k);
    return sum;
  };
  Variances v;
  v.rating.resize(m);
  const double shift = 1 / (static_cast<double>(m) * static_cast<double>(m));
  for (std::size_t i = 0; i < m; ++i) {
    if (anchor) {
      const auto a = static_cast<std::size_t>(*anchor);
      v.rating[i] = i == a ? 0 : inverse(i, i) + inverse(a, a) - 2 * inverse(i, a);
    } else {
      v.rating[i] = inverse(i, i) - shift;
    }
  }
  if (pool.light_advantage_fitted) v.light_advantage = inverse(m, m);
  return v;
}

Variances diagonal_variances(const FittedPool& pool, std::optional<std::int32_t> anchor) {
  const auto m = static_cast<std::size_t>(pool.players);
  std::vector<double> information(m, 0.0);
  double light = 0;
  for (const Result& g : pool.games) {
    const double e = expected_light_score(pool, g), w = e * (1 - e);
    information[static_cast<std::size_t>(g.light)] += w;
    information[static_cast<std::size_t>(g.dark)] += w;
    light += w;
  }
  Variances v;
  v.rating.resize(m);
  for (std::size_t i = 0; i < m; ++i) {
    v.rating[i] = 1 / information[i];
    if (anchor) v.rating[i] = i == static_cast<std::size_t>(*anchor) ? 0 : v.rating[i] + 1 / information[*anchor];
  }
  if (pool.light_advantage_fitted) v.light_advantage = 1 / light;
  return v;
}

}  // namespace adomoc::ratings
