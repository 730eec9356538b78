#include "ratings/covariance.hpp"

#include <cmath>

#include "ratings/information.hpp"

namespace adomoc::ratings {

namespace {

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
