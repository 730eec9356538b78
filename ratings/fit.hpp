// Ratings from results, all games at once: the maximum-likelihood fit of
// the Elo-scale logistic model of docs/ratings.md, as Ordo computes it. A
// player's expected score against an opponent rated d points lower is
// 1 / (1 + 10^(-(d ± L)/400)), + L with light, - L with dark; the ratings
// and L are those under which every rated player's expected total equals
// their actual total, and light's expected total equals light's actual
// total. Draws count half a point; the draw rate is estimated apart.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "ratings/draw_model.hpp"
#include "ratings/game_graph.hpp"
#include "ratings/results.hpp"

namespace adomoc::ratings {

struct FitOptions {
  // Where the scale sits: the pool's average rating, or the rating of the
  // anchor player when there is one (it must be in the pool).
  double level = 1500;
  std::optional<std::int32_t> anchor{};
  // The fit stops after the first Newton step that moved no rating and
  // not the light advantage by more than this (rating points), or after
  // max_iterations steps.
  double tolerance = 1e-5;
  std::int32_t max_iterations = 200;
  // Errors from the whole inverse of the information matrix up to this
  // many rated players; above, from its diagonal (docs/ratings.md).
  std::int32_t exact_errors_up_to = 1000;
};

inline constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

struct PlayerRating {
  Standing standing = Standing::no_games;
  std::int32_t group = -1;  // see Pool::group
  // A rated player's games against other rated players (the ones the
  // rating rests on); anyone else's games, all of them.
  std::int32_t games = 0;
  double points = 0;
  // Rated players only, in rating points; error is a 95% margin.
  double rating = kNoValue, error = kNoValue, performance = kNoValue;
};

struct Ratings {
  std::vector<PlayerRating> players;  // by player index
  std::int32_t rated = 0;
  std::int64_t rated_games = 0;       // games between rated players
  double light_advantage = 0, light_advantage_error = kNoValue;
  // False when the games leave L without bound (light scored all or
  // nothing, or every other result is explained by the ratings; see
  // docs/ratings.md): it is then held at 0.
  bool light_advantage_estimated = false;
  DrawRate draws{};
  bool anchored = false;  // the anchor asked for was in the pool
  std::int32_t iterations = 0;
  bool converged = false;
  bool exact_errors = false;
};

Ratings fit_ratings(std::int32_t players, std::span<const Result> games, const FitOptions& options = {});

}  // namespace adomoc::ratings
