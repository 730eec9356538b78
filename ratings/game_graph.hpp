// Who can be rated against whom. A maximum-likelihood rating is finite only
// for a group of players in which, however the group is split in two, each
// part took points from the other (the game graph, with an arrow from a
// player to an opponent they won or drew against, is strongly connected).
// The largest such group is the rated pool; everyone else is kept apart.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "ratings/results.hpp"

namespace adomoc::ratings {

enum class Standing : std::uint8_t {
  rated,        // in the pool
  no_games,     // played no counted game
  unconnected,  // no chain of games leads from them to the pool
  one_sided,    // connected, but their results against the pool all go one way
};

struct Pool {
  std::vector<Standing> standing;  // by player
  // Players joined by games (either result), numbered from 0 in order of
  // their lowest player; -1 for a player with no game. The pool's is
  // pool_group, the others are the separate groups reported apart.
  std::vector<std::int32_t> group;
  std::int32_t pool_group = -1;
  std::int32_t rated = 0;  // players in the pool
};

Pool find_pool(std::int32_t players, std::span<const Result> games);

}  // namespace adomoc::ratings
