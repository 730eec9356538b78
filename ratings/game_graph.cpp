#include "ratings/game_graph.hpp"

#include <algorithm>
#include <numeric>

namespace adomoc::ratings {

namespace {

// Players joined by any game, numbered in order of their lowest player.
std::vector<std::int32_t> weak_groups(std::int32_t players, std::span<const Result> games) {
  std::vector<std::int32_t> parent(static_cast<std::size_t>(players));
  std::iota(parent.begin(), parent.end(), 0);
  const auto root = [&](std::int32_t p) {
    while (parent[static_cast<std::size_t>(p)] != p) {
      auto& up = parent[static_cast<std::size_t>(p)];
      up = parent[static_cast<std::size_t>(up)];
      p = up;
    }
    return p;
  };
  std::vector<bool> played(static_cast<std::size_t>(players), false);
  for (const Result& g : games) {
    played[static_cast<std::size_t>(g.light)] = played[static_cast<std::size_t>(g.dark)] = true;
    const std::int32_t a = root(g.light), b = root(g.dark);
    if (a != b) parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
  }
  std::vector<std::int32_t> group(static_cast<std::size_t>(players), -1), number_of_root(group.size(), -1);
  std::int32_t next = 0;
  for (std::int32_t p = 0; p < players; ++p) {
    if (!played[static_cast<std::size_t>(p)]) continue;
    auto& number = number_of_root[static_cast<std::size_t>(root(p))];
    if (number < 0) number = next++;
    group[static_cast<std::size_t>(p)] = number;
  }
  return group;
}

// Arrows from each player to the opponents they took points from, as
// compressed rows.
struct Arrows {
  std::vector<std::int32_t> first;  // players + 1 offsets
  std::vector<std::int32_t> to;
};

Arrows point_arrows(std::int32_t players, std::span<const Result> games) {
  Arrows a;
  a.first.assign(static_cast<std::size_t>(players) + 1, 0);
  const auto each_arrow = [&](auto&& visit) {
    for (const Result& g : games) {
      if (g.light == g.dark) continue;
      if (g.light_halves > 0) visit(g.light, g.dark);
      if (g.light_halves < 2) visit(g.dark, g.light);
    }
  };
  each_arrow([&](std::int32_t from, std::int32_t) { ++a.first[static_cast<std::size_t>(from) + 1]; });
  std::partial_sum(a.first.begin(), a.first.end(), a.first.begin());
  a.to.resize(static_cast<std::size_t>(a.first.back()));
  std::vector<std::int32_t> fill(a.first.begin(), a.first.end() - 1);
  each_arrow([&](std::int32_t from, std::int32_t to) { a.to[static_cast<std::size_t>(fill[static_cast<std::size_t>(from)]++)] = to; });
  return a;
}

// Tarjan's strongly connected components without recursion (pools of
// thousands of players would overflow the stack): each player's component
// number.
std::vector<std::int32_t> strong_components(std::int32_t players, const Arrows& arrows) {
  const auto n = static_cast<std::size_t>(players);
  std::vector<std::int32_t> index(n, -1), low(n, 0), component(n, -1), stack, next_arrow(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<std::int32_t> path;  // the depth-first path
  std::int32_t counter = 0, components = 0;
  for (std::int32_t start = 0; start < players; ++start) {
    if (index[static_cast<std::size_t>(start)] >= 0) continue;
    const auto enter = [&](std::int32_t p) {
      const auto u = static_cast<std::size_t>(p);
      index[u] = low[u] = counter++;
      next_arrow[u] = arrows.first[u];
      stack.push_back(p);
      on_stack[u] = true;
      path.push_back(p);
    };
    enter(start);
    while (!path.empty()) {
      const auto u = static_cast<std::size_t>(path.back());
      if (next_arrow[u] < arrows.first[u + 1]) {
        const auto v = static_cast<std::size_t>(arrows.to[static_cast<std::size_t>(next_arrow[u]++)]);
        if (index[v] < 0)
          enter(static_cast<std::int32_t>(v));
        else if (on_stack[v])
          low[u] = std::min(low[u], index[v]);
        continue;
      }
      path.pop_back();
      if (!path.empty()) {
        const auto parent = static_cast<std::size_t>(path.back());
        low[parent] = std::min(low[parent], low[u]);
      }
      if (low[u] != index[u]) continue;
      std::int32_t member = -1;
      do {
        member = stack.back();
        stack.pop_back();
        on_stack[static_cast<std::size_t>(member)] = false;
        component[static_cast<std::size_t>(member)] = components;
      } while (static_cast<std::size_t>(member) != u);
      ++components;
    }
  }
  return component;
}

}  // namespace

Pool find_pool(std::int32_t players, std::span<const Result> games) {
  Pool pool;
  pool.group = weak_groups(players, games);
  const std::vector<std::int32_t> component = strong_components(players, point_arrows(players, games));
  // The largest component of players who played; on a tie, the one with
  // the lowest player, so the choice depends on nothing but the games.
  std::vector<std::int32_t> size(static_cast<std::size_t>(players), 0);
  std::int32_t best = -1;
  for (std::int32_t p = 0; p < players; ++p) {
    if (pool.group[static_cast<std::size_t>(p)] < 0) continue;
    const std::int32_t c = component[static_cast<std::size_t>(p)];
    ++size[static_cast<std::size_t>(c)];
  }
  for (std::int32_t p = 0; p < players; ++p) {
    if (pool.group[static_cast<std::size_t>(p)] < 0) continue;
    const std::int32_t c = component[static_cast<std::size_t>(p)];
    if (best < 0 || size[static_cast<std::size_t>(c)] > size[static_cast<std::size_t>(best)]) best = c;
  }
  // One player alone has nothing to be rated against.
  if (best >= 0 && size[static_cast<std::size_t>(best)] < 2) best = -1;
  pool.standing.assign(static_cast<std::size_t>(players), Standing::no_games);
  for (std::int32_t p = 0; p < players; ++p) {
    const auto u = static_cast<std::size_t>(p);
    if (pool.group[u] < 0) continue;
    if (best >= 0 && component[u] == best) {
      pool.standing[u] = Standing::rated;
      pool.pool_group = pool.group[u];
      ++pool.rated;
    }
  }
  for (std::int32_t p = 0; p < players; ++p) {
    const auto u = static_cast<std::size_t>(p);
    if (pool.group[u] < 0 || pool.standing[u] == Standing::rated) continue;
    // With no pool at all, every result went one way.
    const bool apart = pool.pool_group >= 0 && pool.group[u] != pool.pool_group;
    pool.standing[u] = apart ? Standing::unconnected : Standing::one_sided;
  }
  return pool;
}

}  // namespace adomoc::ratings
