// Checks one written move against a position, without generating every
// legal move: the replay of a large archive spends its time here.
#pragma once

#include <string>
#include <vector>

#include "parser/game.hpp"
#include "validator/expected.hpp"
#include "validator/fault.hpp"
#include "validator/position.hpp"

namespace adomoc {

struct Violation {
  Rule rule;
  std::string message;
};

// The move `token` describes, or the first rule it breaks. Slips whose
// meaning is certain (missing '^', 'x', '*', or the origin space when only
// one is free) are violations unless `lenient`; then they are repaired in
// `token` and described in `repairs`.
Expected<Move, Violation> check_move(const Position& pos, parser::MoveToken& token, bool lenient,
                                     std::vector<std::string>& repairs);

}  // namespace adomoc
