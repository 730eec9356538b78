#include "validator/perft.hpp"

#include "validator/movegen.hpp"

namespace adomoc {

std::uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_moves(pos);
  MoveList moves;
  generate_moves(pos, moves);
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    const Undo undo = pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake(m, undo);
  }
  return nodes;
}

std::vector<DivideLine> perft_divide(Position& pos, int depth) {
  std::vector<DivideLine> lines;
  if (depth <= 0) return lines;
  MoveList moves;
  generate_moves(pos, moves);
  for (Move m : moves) {
    const Undo undo = pos.make(m);
    lines.push_back({m, perft(pos, depth - 1)});
    pos.unmake(m, undo);
  }
  return lines;
}

}  // namespace adomoc
