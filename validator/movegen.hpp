// Legal move generation. Adomoc has no checks, so every move the rides and
// behaviours allow is legal: there is no pseudo-legal stage to filter.
#pragma once

#include <array>
#include <cstdint>

#include "validator/position.hpp"

namespace adomoc {

// Generously above any reachable count: at most 15 pieces, each reaching at
// most 80 spaces, at most 8 of them occupied, each occupied one giving at
// most 5 originations.
inline constexpr int kMaxMoves = 15 * (80 + 8 * 4);

class MoveList {
 public:
  void push(Move m) { moves_[size_++] = m; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  Move operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }
  bool contains(Move m) const;

 private:
  std::array<Move, kMaxMoves> moves_;
  int size_ = 0;
};

void generate_moves(const Position& pos, MoveList& out);
// The number of legal moves, without listing them (perft's last ply).
std::uint64_t count_moves(const Position& pos);
bool has_legal_move(const Position& pos);

// The spaces the piece on `from` can land on by riding (empty spaces and the
// first occupied space of each ride), whether or not a behaviour applies
// there. Attraction and the centre are not considered.
SpaceSet ride_targets(const Position& pos, Space from);

// The first occupied space among the first `n` spaces of a ride, or kNoSpace.
Space first_occupied(const Position& pos, const board::Ride& ride, int n);

// Whether `mover` may land on `target` at all, and if so how: consume,
// originate (when an origin space is free), or neither (kind quiet means no).
MoveKind behaviour(Piece mover, Piece target, Variant variant);

// The origin spaces the piece on `target_space` could be sent to if the
// piece on `from` landed on it.
SpaceSet free_origins(const Position& pos, Space from, Space target_space);

}  // namespace adomoc
