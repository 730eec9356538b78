#include "ratings/draw_model.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace adomoc::ratings {

double nu_of_equal_draw_rate(double between_equals) { return 2 * between_equals / (1 - between_equals); }

double draw_probability(double e, double nu) {
  // a d^2 + b d - c = 0 with a = 1 - nu^2/4, b = nu^2/2, c = nu^2 e (1 - e);
  // written in the form that stays exact when a is 0 or negative.
  const double nu2 = nu * nu, a = 1 - nu2 / 4, b = nu2 / 2, c = nu2 * e * (1 - e);
  if (c <= 0) return 0;
  return 2 * c / (b + std::sqrt(b * b + 4 * a * c));
}

namespace {

// Games grouped by expected score: the likelihood is then a sum over a few
// thousand groups instead of every game, with no visible difference.
constexpr std::size_t kBins = 4000;

struct Bin {
  double expected_sum = 0;
  std::array<double, 3> outcomes{};  // dark won, drawn, light won
};

double log_likelihood(const std::vector<Bin>& bins, double between_equals) {
  const double nu = nu_of_equal_draw_rate(between_equals);
  double sum = 0;
  for (const Bin& bin : bins) {
    const double n = bin.outcomes[0] + bin.outcomes[1] + bin.outcomes[2];
    if (n == 0) continue;
    const double e = bin.expected_sum / n, d = draw_probability(e, nu);
    const std::array<double, 3> p{1 - e - d / 2, d, e - d / 2};
    for (std::size_t k = 0; k < 3; ++k)
      if (bin.outcomes[k] > 0) sum += bin.outcomes[k] * std::log(std::max(p[k], 1e-300));
  }
  return sum;
}

}  // namespace

DrawRate estimate_draw_rate(std::span<const Result> games, std::span<const double> light_expected) {
  DrawRate rate;
  if (games.empty()) return rate;
  std::vector<Bin> bins(kBins);
  double drawn = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const double e = light_expected[i];
    Bin& bin = bins[std::min(kBins - 1, static_cast<std::size_t>(e * kBins))];
    bin.expected_sum += e;
    bin.outcomes[games[i].light_halves] += 1;
    drawn += games[i].light_halves == 1;
  }
  rate.observed = drawn / static_cast<double>(games.size());
  // The likelihood is concave in D: golden-section search, a fixed number
  // of steps so that the same games give the same answer.
  constexpr double kEdge = 1e-7, kGolden = 0.6180339887498949;
  double low = kEdge, high = 1 - kEdge;
  for (int step = 0; step < 80; ++step) {
    const double left = high - kGolden * (high - low), right = low + kGolden * (high - low);
    if (log_likelihood(bins, left) < log_likelihood(bins, right))
      low = left;
    else
      high = right;
  }
  rate.between_equals = (low + high) / 2;
  // The curvature at the maximum gives the error.
  const double h = std::min({1e-4, rate.between_equals / 2, (1 - rate.between_equals) / 2});
  const double curvature = (log_likelihood(bins, rate.between_equals + h) - 2 * log_likelihood(bins, rate.between_equals) +
                            log_likelihood(bins, rate.between_equals - h)) /
                           (h * h);
  rate.error = curvature < 0 ? 1.959963984540054 / std::sqrt(-curvature) : 0;
  return rate;
}

}  // namespace adomoc::ratings
