#include "ratings/solver.hpp"

#include <algorithm>
#include <cmath>

namespace adomoc::ratings {

namespace {

// log(1 + e^x) without overflow.
double softplus(double x) { return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x)); }

double difference(const Result& g, const std::vector<double>& rating, double light) {
  return rating[static_cast<std::size_t>(g.light)] - rating[static_cast<std::size_t>(g.dark)] + light;
}

double log_likelihood(const LikelihoodProblem& p, const std::vector<double>& rating, double light) {
  double sum = 0;
  for (const Result& g : p.games) {
    const double x = difference(g, rating, light), s = g.light_score();
    sum -= s * softplus(-x) + (1 - s) * softplus(x);
  }
  return sum;
}

double largest_magnitude(const std::vector<double>& v) {
  double m = 0;
  for (double x : v) m = std::max(m, std::abs(x));
  return m;
}

double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (std::size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
  return sum;
}

// The information matrix at one point: each game's weight E(1 - E), read
// through products. Unknowns are the ratings, then L when fitted. The
// ratings' common level is no unknown (no expected score depends on it):
// `shift` times u u^T is added, u being 1 on every rating, which makes the
// matrix invertible without changing the answer, since the gradient has
// no part along u.
struct Information {
  const LikelihoodProblem& p;
  std::vector<double> weight;    // by game
  std::vector<double> diagonal;  // the preconditioner
  double shift = 0;

  std::size_t size() const { return static_cast<std::size_t>(p.players) + (p.fit_light ? 1 : 0); }

  void multiply(const std::vector<double>& v, std::vector<double>& out) const {
    const auto m = static_cast<std::size_t>(p.players);
    std::fill(out.begin(), out.end(), 0.0);
    const double vl = p.fit_light ? v[m] : 0;
    double light_sum = 0, level = 0;
    for (std::size_t g = 0; g < p.games.size(); ++g) {
      const auto a = static_cast<std::size_t>(p.games[g].light), b = static_cast<std::size_t>(p.games[g].dark);
      const double d = weight[g] * (v[a] - v[b] + vl);
      out[a] += d;
      out[b] -= d;
      light_sum += d;
    }
    if (p.fit_light) out[m] = light_sum;
    for (std::size_t i = 0; i < m; ++i) level += v[i];
    for (std::size_t i = 0; i < m; ++i) out[i] += shift * level;
  }
};

// Preconditioned conjugate gradients (Jacobi), from zero, to a residual
// `tolerance` times the right-hand side's.
std::vector<double> conjugate_gradients(const Information& h, const std::vector<double>& rhs, double tolerance) {
  const std::size_t n = rhs.size();
  std::vector<double> x(n, 0.0), r = rhs, z(n), direction(n), product(n);
  for (std::size_t i = 0; i < n; ++i) z[i] = r[i] / h.diagonal[i];
  direction = z;
  double rz = dot(r, z);
  const double goal = tolerance * largest_magnitude(rhs);
  for (std::size_t step = 0; step < 2 * n + 20 && largest_magnitude(r) > goal; ++step) {
    h.multiply(direction, product);
    const double alpha = rz / dot(direction, product);
    for (std::size_t i = 0; i < n; ++i) {
      x[i] += alpha * direction[i];
      r[i] -= alpha * product[i];
    }
    for (std::size_t i = 0; i < n; ++i) z[i] = r[i] / h.diagonal[i];
    const double next = dot(r, z), beta = next / rz;
    rz = next;
    for (std::size_t i = 0; i < n; ++i) direction[i] = z[i] + beta * direction[i];
  }
  return x;
}

void recentre(std::vector<double>& rating) {
  double mean = 0;
  for (double r : rating) mean += r;
  mean /= static_cast<double>(rating.size());
  for (double& r : rating) r -= mean;
}

}  // namespace

Solution maximise_likelihood(const LikelihoodProblem& p, double tolerance, std::int32_t max_iterations) {
  const auto m = static_cast<std::size_t>(p.players);
  Solution s;
  s.rating.assign(m, 0.0);
  Information h{p, std::vector<double>(p.games.size()), {}, 0};
  double likelihood = log_likelihood(p, s.rating, s.light);
  while (s.iterations < max_iterations) {
    ++s.iterations;
    std::vector<double> gradient(p.points.begin(), p.points.end());
    gradient.push_back(p.light_points);
    h.diagonal.assign(m + 1, 0.0);
    for (std::size_t g = 0; g < p.games.size(); ++g) {
      const Result& game = p.games[g];
      const double e = logistic(difference(game, s.rating, s.light));
      h.weight[g] = e * (1 - e);
      gradient[static_cast<std::size_t>(game.light)] -= e;
      gradient[static_cast<std::size_t>(game.dark)] -= 1 - e;
      gradient[m] -= e;
      h.diagonal[static_cast<std::size_t>(game.light)] += h.weight[g];
      h.diagonal[static_cast<std::size_t>(game.dark)] += h.weight[g];
      h.diagonal[m] += h.weight[g];
    }
    if (!p.fit_light) {
      gradient.pop_back();
      h.diagonal.pop_back();
    }
    double total = 0;
    for (std::size_t i = 0; i < m; ++i) total += h.diagonal[i];
    h.shift = total / static_cast<double>(m) / static_cast<double>(m);
    for (std::size_t i = 0; i < m; ++i) h.diagonal[i] += h.shift;
    // Solved loosely far from the answer, tightly near it (Newton then
    // converges quadratically).
    const double g_size = largest_magnitude(gradient);
    const std::vector<double> step = conjugate_gradients(h, gradient, std::clamp(g_size, 1e-10, 0.01));

    const double longest = largest_magnitude(step);
    double scale = longest > 1 ? 1 / longest : 1.0;  // one natural unit: about 174 rating points
    std::vector<double> rating(m);
    double light = s.light;
    // Close to the answer (steps under a thousandth of a natural unit, a
    // fifth of a rating point) Newton's step is taken as it is: the
    // likelihood would change there by less than its rounding, and no
    // halving could show a rise.
    const bool last = scale * longest <= tolerance;
    const bool near = scale * longest <= 1e-3;
    for (int halving = 0; halving < (near ? 1 : 40); ++halving, scale /= 2) {
      for (std::size_t i = 0; i < m; ++i) rating[i] = s.rating[i] + scale * step[i];
      light = p.fit_light ? s.light + scale * step[m] : 0.0;
      if (near) {
        likelihood = log_likelihood(p, rating, light);
        break;
      }
      const double after = log_likelihood(p, rating, light);
      if (after >= likelihood) {
        likelihood = after;
        break;
      }
    }
    s.rating = std::move(rating);
    s.light = light;
    recentre(s.rating);
    if (std::abs(s.light) * kEloScale > kUnboundedLight) {
      s.light_unbounded = true;
      break;
    }
    if (last) {
      s.converged = true;
      break;
    }
  }
  return s;
}

}  // namespace adomoc::ratings
