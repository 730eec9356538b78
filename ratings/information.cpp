#include "ratings/information.hpp"

#include <cmath>

namespace adomoc::ratings {

double expected_light_score(const FittedPool& pool, const Result& g) {
  const double x = pool.rating[static_cast<std::size_t>(g.light)] - pool.rating[static_cast<std::size_t>(g.dark)] +
                   pool.light_advantage;
  return 1 / (1 + std::exp(-x));
}

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

}  // namespace adomoc::ratings
