// Perft: the number of legal move sequences of a given length, the
// standard check of a move generator.
#pragma once

#include <cstdint>
#include <vector>

#include "validator/position.hpp"

namespace adomoc {

// Counts the last ply in bulk, without playing it.
std::uint64_t perft(Position& pos, int depth);

struct DivideLine {
  Move move;
  std::uint64_t count;
};
// perft(depth - 1) after each legal move, in generation order.
std::vector<DivideLine> perft_divide(Position& pos, int depth);

}  // namespace adomoc
