// Between the engine's moves and the parser's move tokens.
#pragma once

#include "parser/game.hpp"
#include "validator/position.hpp"

namespace adomoc {

inline Space to_space(parser::SpaceText s) { return make_space(s.column, s.cycle); }
inline parser::SpaceText to_space_text(Space s) {
  return {static_cast<std::uint8_t>(column_of(s)), static_cast<std::uint8_t>(cycle_of(s))};
}

// The canonical token for a legal move played from `before`. The centre is
// spelled with the column the prime sun arrived along.
parser::MoveToken to_token(const Position& before, Move m);

}  // namespace adomoc
