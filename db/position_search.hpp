// Every game that reached a position, at any ply, transpositions included.
// The position index answers for the first plies and for positions with
// many pieces at home; other positions are looked for by replaying the
// stored moves (decoding needs no move generation).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "db/game_filter.hpp"
#include "db/sqlite.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

struct PositionHit {
  std::int64_t game = 0;
  int ply = 0;  // the first ply after which the game stood in the position
  int result = 3;
  int plies = 0;
  std::vector<std::uint8_t> continuation;  // the encoded moves that followed, up to the number asked
};

struct PositionSearch {
  std::vector<PositionHit> hits;  // by game id
  bool used_index_only = false;   // no game had to be replayed past the indexed plies
};

// Same pieces on the same spaces, same side to move: what "the same
// position" means to a player (the ban on reverse origination aside).
bool same_placement(const Position& a, const Position& b);

// `reached_by`, when not empty, holds moves known to reach the target from
// the start: the games that began with them are then read from the opening
// index rather than one by one.
PositionSearch find_position(Database& db, const Position& target, const GameFilter& filter,
                             int continuation_plies = 1, std::span<const std::uint8_t> reached_by = {});

}  // namespace adomoc::db
