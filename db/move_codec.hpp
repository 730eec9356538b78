// Moves stored in two bytes a ply, decoded without generating moves, so a
// scan over every game's positions runs at make/unmake speed.
//
// Each ply is a little-endian 16-bit word: bits 0-6 the from-space (0..80),
// bits 7-15 to * 6 + origin, where `to` is the landing space and `origin` is
// 0..4 for the originated piece's origin space (the n-th of its breed's five,
// in column order) or 5 when the move originates nothing. Whether a move
// consumes, or enters the centre, follows from the position.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "validator/expected.hpp"
#include "validator/position.hpp"
#include "validator/replay.hpp"

namespace adomoc::db {

void append_move(std::vector<std::uint8_t>& out, Move m);

// The word of the ply that starts at byte `at` (at + 1 < bytes.size()).
inline std::uint16_t word_at(std::span<const std::uint8_t> bytes, std::size_t at) {
  return static_cast<std::uint16_t>(bytes[at] | bytes[at + 1] << 8);
}

// Encodes the moves of a game as the validator replays it.
class MoveEncoder : public PlyVisitor {
 public:
  std::vector<std::uint8_t> bytes;
  void on_move(const Position&, Move m, const Position&) override { append_move(bytes, m); }
};

// Plays the encoded moves from `pos`, calling visit(before, move, after) for
// each. Returns false if the bytes do not describe legal-looking moves (a
// damaged blob): decoding checks only what it needs to stay safe.
template <class Visit>
bool replay_moves(Position& pos, std::span<const std::uint8_t> bytes, Visit&& visit);

// The one move a word stands for in `pos`, or nothing if it cannot be one.
std::optional<Move> decode_move(const Position& pos, std::uint16_t word);

template <class Visit>
bool replay_moves(Position& pos, std::span<const std::uint8_t> bytes, Visit&& visit) {
  if (bytes.size() % 2 != 0) return false;
  for (std::size_t i = 0; i < bytes.size(); i += 2) {
    const std::optional<Move> m = decode_move(pos, word_at(bytes, i));
    if (!m) return false;
    const Position before = pos;
    pos.make(*m);
    visit(before, *m, pos);
  }
  return true;
}

}  // namespace adomoc::db
