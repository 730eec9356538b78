#include "ratings/fit.hpp"

#include <algorithm>
#include <cmath>

#include "ratings/covariance.hpp"
#include "ratings/solver.hpp"

namespace adomoc::ratings {

namespace {

// The pool's games with players renumbered 0..rated-1, and each player's
// games as compressed rows of (opponent * 2 + 1 when the player had light).
struct PoolGames {
  std::vector<std::int32_t> player_of_index;  // pool index -> player
  std::vector<std::int32_t> index_of_player;  // player -> pool index or -1
  std::vector<Result> games;
  std::vector<std::int32_t> first;  // rated + 1 offsets into sides
  std::vector<std::int32_t> sides;
  std::vector<double> points;  // each pool player's total
  double light_points = 0;
};

PoolGames pool_games(const Pool& pool, std::span<const Result> games) {
  PoolGames p;
  p.index_of_player.assign(pool.standing.size(), -1);
  for (std::size_t player = 0; player < pool.standing.size(); ++player) {
    if (pool.standing[player] != Standing::rated) continue;
    p.index_of_player[player] = static_cast<std::int32_t>(p.player_of_index.size());
    p.player_of_index.push_back(static_cast<std::int32_t>(player));
  }
  const std::size_t m = p.player_of_index.size();
  p.first.assign(m + 1, 0);
  p.points.assign(m, 0.0);
  for (const Result& g : games) {
    const std::int32_t a = p.index_of_player[static_cast<std::size_t>(g.light)];
    const std::int32_t b = p.index_of_player[static_cast<std::size_t>(g.dark)];
    if (a < 0 || b < 0 || a == b) continue;
    p.games.push_back({a, b, g.light_halves});
    ++p.first[static_cast<std::size_t>(a) + 1];
    ++p.first[static_cast<std::size_t>(b) + 1];
    p.points[static_cast<std::size_t>(a)] += g.light_score();
    p.points[static_cast<std::size_t>(b)] += 1 - g.light_score();
    p.light_points += g.light_score();
  }
  for (std::size_t i = 0; i < m; ++i) p.first[i + 1] += p.first[i];
  p.sides.resize(static_cast<std::size_t>(p.first[m]));
  std::vector<std::int32_t> fill(p.first.begin(), p.first.end() - 1);
  for (const Result& g : p.games) {
    p.sides[static_cast<std::size_t>(fill[static_cast<std::size_t>(g.light)]++)] = g.dark * 2 + 1;
    p.sides[static_cast<std::size_t>(fill[static_cast<std::size_t>(g.dark)]++)] = g.light * 2;
  }
  return p;
}

// Whether the games tell the light advantage from the ratings. They do
// not when every player could be given a number one higher for each
// game in which they had dark against a player, consistently over all the
// games: then raising L by one and each rating by minus that number
// changes no expected score (for example, two players who always met
// with the same colours). Checked by a walk along the games that tries to
// give out such numbers.
bool light_identifiable(const PoolGames& p) {
  const std::size_t m = p.player_of_index.size();
  std::vector<std::int64_t> shift(m, 0);
  std::vector<bool> seen(m, false);
  std::vector<std::size_t> queue{0};
  seen[0] = true;
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const std::size_t i = queue[next];
    for (std::int32_t k = p.first[i]; k < p.first[i + 1]; ++k) {
      const std::int32_t side = p.sides[static_cast<std::size_t>(k)];
      const auto opponent = static_cast<std::size_t>(side >> 1);
      // i had light: the opponent's number is one more; i had dark: one less.
      const std::int64_t wanted = shift[i] + ((side & 1) != 0 ? 1 : -1);
      if (!seen[opponent]) {
        seen[opponent] = true;
        shift[opponent] = wanted;
        queue.push_back(opponent);
      } else if (shift[opponent] != wanted) {
        return true;
      }
    }
  }
  return false;
}

Solution solve(const PoolGames& p, bool fit_light, const FitOptions& options) {
  const LikelihoodProblem problem{static_cast<std::int32_t>(p.player_of_index.size()), p.games, p.points,
                                  p.light_points, fit_light};
  return maximise_likelihood(problem, options.tolerance / kEloScale, options.max_iterations);
}

// Everyone's record over all their games; a rated player's is then
// replaced by the games the rating rests on.
void count_records(std::span<const Result> games, std::vector<PlayerRating>& players) {
  for (const Result& g : games) {
    auto& light = players[static_cast<std::size_t>(g.light)];
    auto& dark = players[static_cast<std::size_t>(g.dark)];
    ++light.games, ++dark.games;
    light.points += g.light_score();
    dark.points += 1 - g.light_score();
  }
}

// The rating that the score would give against the average of the
// opponents: their average rating plus 400 log10(p / (1 - p)).
void set_performances(const PoolGames& p, Ratings& out) {
  std::vector<double> opponents(p.player_of_index.size(), 0.0);
  for (const Result& g : p.games) {
    opponents[static_cast<std::size_t>(g.light)] += out.players[static_cast<std::size_t>(p.player_of_index[static_cast<std::size_t>(g.dark)])].rating;
    opponents[static_cast<std::size_t>(g.dark)] += out.players[static_cast<std::size_t>(p.player_of_index[static_cast<std::size_t>(g.light)])].rating;
  }
  for (std::size_t i = 0; i < opponents.size(); ++i) {
    PlayerRating& r = out.players[static_cast<std::size_t>(p.player_of_index[i])];
    const double share = r.points / r.games;
    r.performance = opponents[i] / r.games + kEloScale * std::log(share / (1 - share));
  }
}

}  // namespace

Ratings fit_ratings(std::int32_t players, std::span<const Result> games, const FitOptions& options) {
  const Pool pool = find_pool(players, games);
  Ratings out;
  out.players.resize(static_cast<std::size_t>(players));
  for (std::size_t i = 0; i < out.players.size(); ++i) {
    out.players[i].standing = pool.standing[i];
    out.players[i].group = pool.group[i];
  }
  count_records(games, out.players);
  out.rated = pool.rated;
  if (pool.rated == 0) return out;

  const PoolGames p = pool_games(pool, games);
  out.rated_games = static_cast<std::int64_t>(p.games.size());
  const double light_share = p.light_points / static_cast<double>(p.games.size());
  out.light_advantage_estimated = light_share > 0 && light_share < 1 && light_identifiable(p);
  Solution s = solve(p, out.light_advantage_estimated, options);
  if (s.light_unbounded) {
    out.light_advantage_estimated = false;
    s = solve(p, false, options);
  }
  out.iterations = s.iterations;
  out.converged = s.converged;
  out.light_advantage = kEloScale * s.light;

  std::optional<std::int32_t> anchor;
  if (options.anchor && pool.standing[static_cast<std::size_t>(*options.anchor)] == Standing::rated)
    anchor = p.index_of_player[static_cast<std::size_t>(*options.anchor)];
  out.anchored = anchor.has_value();

  const FittedPool fitted{pool.rated, p.games, s.rating, s.light, out.light_advantage_estimated};
  out.exact_errors = pool.rated <= options.exact_errors_up_to;
  const Variances v = out.exact_errors ? exact_variances(fitted, anchor) : diagonal_variances(fitted, anchor);
  constexpr double kMargin95 = 1.959963984540054;
  if (out.light_advantage_estimated) out.light_advantage_error = kMargin95 * kEloScale * std::sqrt(v.light_advantage);

  const double reference = anchor ? s.rating[static_cast<std::size_t>(*anchor)] : 0.0;
  for (std::size_t i = 0; i < p.player_of_index.size(); ++i) {
    PlayerRating& r = out.players[static_cast<std::size_t>(p.player_of_index[i])];
    r.rating = options.level + kEloScale * (s.rating[i] - reference);
    r.error = kMargin95 * kEloScale * std::sqrt(std::max(0.0, v.rating[i]));
    r.points = p.points[i];
    r.games = p.first[i + 1] - p.first[i];
  }
  set_performances(p, out);

  std::vector<double> expected(p.games.size());
  for (std::size_t g = 0; g < p.games.size(); ++g)
    expected[g] = logistic(s.rating[static_cast<std::size_t>(p.games[g].light)] -
                           s.rating[static_cast<std::size_t>(p.games[g].dark)] + s.light);
  out.draws = estimate_draw_rate(p.games, expected);
  return out;
}

}  // namespace adomoc::ratings
