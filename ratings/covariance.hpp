// How uncertain the fitted ratings are: the inverse of the information
// matrix (the negated Hessian of the log-likelihood at the fit, which for
// this model does not depend on the results, only on who played whom and
// the expected scores). docs/ratings.md gives the formulas.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ratings/information.hpp"
#include "ratings/results.hpp"

namespace adomoc::ratings {

struct Variances {
  // Of each player's rating minus the reference (the players' mean, or the
  // anchor's rating), in squared natural units; 0 for the anchor.
  std::vector<double> rating;
  double light_advantage = 0;  // 0 when L was not fitted
};


// From the whole inverse (a dense Cholesky factor: time grows as the
// cube of the players).
Variances exact_variances(const FittedPool& pool, std::optional<std::int32_t> anchor);
// From the diagonal of the information alone: each rating's curvature as
// if its opponents' ratings were known. Linear time; slightly too small,
// by about one part in the number of opponents a player had.
Variances diagonal_variances(const FittedPool& pool, std::optional<std::int32_t> anchor);

}  // namespace adomoc::ratings
