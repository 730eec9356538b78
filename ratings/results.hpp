// One game's outcome between two players, as the rating fit and the
// crosstables read it: players are dense indices 0..n-1 chosen by the
// caller, the score is light's, in half points.
#pragma once

#include <cstdint>

namespace adomoc::ratings {

struct Result {
  std::int32_t light = 0;
  std::int32_t dark = 0;
  std::uint8_t light_halves = 0;  // 2 light won, 1 drawn, 0 dark won

  double light_score() const { return 0.5 * light_halves; }
};

// Rating points per natural-log unit of the odds: the Elo scale's
// 400 / ln 10, so that E = 1 / (1 + 10^(-d/400)) = 1 / (1 + e^(-d/kEloScale)).
inline constexpr double kEloScale = 173.71779276130072;

}  // namespace adomoc::ratings
