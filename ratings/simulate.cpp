#include "ratings/simulate.hpp"

#include <cmath>

#include "ratings/draw_model.hpp"

namespace adomoc::ratings {

double unit_uniform(std::mt19937_64& random) { return static_cast<double>(random() >> 11) * 0x1.0p-53; }

Result draw_result(const Truth& truth, std::int32_t light, std::int32_t dark, std::mt19937_64& random) {
  const double difference =
      truth.rating[static_cast<std::size_t>(light)] - truth.rating[static_cast<std::size_t>(dark)] + truth.light_advantage;
  const double e = 1 / (1 + std::exp(-difference / kEloScale));
  const double d = draw_probability(e, nu_of_equal_draw_rate(truth.draw_between_equals));
  const double u = unit_uniform(random);
  const std::uint8_t halves = u < e - d / 2 ? 2 : u < e + d / 2 ? 1 : 0;
  return {light, dark, halves};
}

std::vector<Result> simulate_results(const Truth& truth, std::int64_t games, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  const auto n = static_cast<std::uint64_t>(truth.rating.size());
  std::vector<Result> results;
  results.reserve(static_cast<std::size_t>(games));
  for (std::int64_t g = 0; g < games; ++g) {
    const auto light = static_cast<std::int32_t>(random() % n);
    auto dark = static_cast<std::int32_t>(random() % (n - 1));
    if (dark >= light) ++dark;
    results.push_back(draw_result(truth, light, dark, random));
  }
  return results;
}

}  // namespace adomoc::ratings
