// Checks one written move against a position, without generating every
// legal move: the replay of a large archive spends its time here.
#pragma once

#include <optional>
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
// meaning is certain (a lowercase piece letter, missing '^', 'x', '*', or
// the origin space when only one is free) are violations unless `lenient`;
// then they are repaired in `token` and described in `repairs`.
Expected<Move, Violation> check_move(const Position& pos, parser::MoveToken& token, bool lenient,
                                     std::vector<Violation>& repairs);

// check_move without its fast path: every rule checked in order, each
// fault worded. check_move gives the same answers, faster.
Expected<Move, Violation> check_move_in_full(const Position& pos, parser::MoveToken& token, bool lenient,
                                             std::vector<Violation>& repairs);

// The move, if `token` is a legal move written exactly right (the centring
// move aside); otherwise nothing, and check_move's full checker finds and
// words the fault. This is check_move's fast path, exposed for its test.
std::optional<Move> accept_as_written(const Position& pos, const parser::MoveToken& token);

}  // namespace adomoc
