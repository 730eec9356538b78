// Results drawn from the model of docs/ratings.md for players of known
// strength, with a seeded generator: the same seed gives the same games on
// every machine. Tests check the fit against the truth with it, the
// benchmark times the fit on it.
#pragma once

#include <cstdint>
#include <random>
#include <span>
#include <vector>

#include "ratings/results.hpp"

namespace adomoc::ratings {

struct Truth {
  std::vector<double> rating;  // rating points, by player
  double light_advantage = 0;  // rating points
  double draw_between_equals = 0;
};

// A uniform number in [0, 1) from 53 bits of the generator (std's
// distributions may differ between standard libraries).
double unit_uniform(std::mt19937_64& random);

// One game's result for light, drawn with the model's probabilities.
Result draw_result(const Truth& truth, std::int32_t light, std::int32_t dark, std::mt19937_64& random);

// `games` games between players paired uniformly at random (never with
// themselves), light chosen by the pairing order.
std::vector<Result> simulate_results(const Truth& truth, std::int64_t games, std::uint64_t seed);

}  // namespace adomoc::ratings
