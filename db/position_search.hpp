// Every game that reached a position, at any ply, transpositions included,
// and the moves played from it: the position index names the candidates,
// the stored moves confirm them, and the totals of common positions answer
// for the games they count without reading them (db/position_index.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "db/game_filter.hpp"
#include "db/opening_summary.hpp"
#include "db/database.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

struct PositionHit {
  std::int64_t game = 0;
  int ply = 0;  // the first ply after which the game stood in the position
  int result = 3;
  int plies = 0;
  std::vector<std::uint8_t> continuation;  // the encoded moves that followed, up to the number asked
};

struct PositionRequest {
  int continuation_plies = 1;
  std::int64_t offset = 0;                // games of the page skipped, in id order
  std::optional<std::int64_t> limit{};    // of the page; nothing: every game
};

struct PositionAnswer {
  OpeningCounts totals;          // every game that reached the position
  OpeningLevel continuations;    // the next continuation_plies moves -> the games that played them
  std::vector<PositionHit> page;  // by game id
};

// Same pieces on the same spaces, same side to move: what "the same
// position" means to a player (the ban on reverse origination aside).
bool same_placement(const Position& a, const Position& b);

PositionAnswer answer_position(Database& db, const Position& target, const GameFilter& filter,
                               const PositionRequest& request = {});

// Every game that reached the position (the page of an answer without a limit).
std::vector<PositionHit> find_position(Database& db, const Position& target, const GameFilter& filter,
                                       int continuation_plies = 1);

}  // namespace adomoc::db
