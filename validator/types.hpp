// The value types of the rules engine: spaces, directions, pieces, moves.
// Every enum has a count; every value fits in a byte or a word.
#pragma once

#include <cstdint>

namespace adomoc {

// A space is an index 0..80: (cycle - 1) * 10 + column for cycles 1..8,
// and 80 for the centre. Column 0..9 is 'a'..'j', counter-clockwise.
using Space = std::uint8_t;
inline constexpr int kColumns = 10;
inline constexpr int kCycles = 8;  // cycles 1..8; the centre is "cycle 9"
inline constexpr int kSpaces = 81;
inline constexpr Space kCentre = 80;
inline constexpr Space kNoSpace = 0xFF;
inline constexpr int kCentreCycle = 9;

constexpr Space make_space(int column, int cycle) {
  return cycle == kCentreCycle ? kCentre : static_cast<Space>((cycle - 1) * kColumns + column);
}
constexpr int column_of(Space s) { return s == kCentre ? 0 : s % kColumns; }
constexpr int cycle_of(Space s) { return s == kCentre ? kCentreCycle : s / kColumns + 1; }

enum class Direction : std::uint8_t { in, out, ccw, cw, in_ccw, in_cw, out_ccw, out_cw };
inline constexpr int kDirections = 8;

enum class PieceType : std::uint8_t { foot, moon, sun };
inline constexpr int kPieceTypes = 3;

enum class Breed : std::uint8_t { light, dark };
inline constexpr int kBreeds = 2;
constexpr Breed opponent(Breed b) { return b == Breed::light ? Breed::dark : Breed::light; }

enum class Variant : std::uint8_t { standard, infinite, altogether };
inline constexpr int kVariants = 3;

constexpr int index(PieceType t) { return static_cast<int>(t); }
constexpr int index(Breed b) { return static_cast<int>(b); }
constexpr int index(Direction d) { return static_cast<int>(d); }

// A piece in one byte: bit 4 says a piece is there, bit 3 prime,
// bit 2 breed, bits 0-1 type. Zero is the empty space.
class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(PieceType type, Breed breed, bool prime)
      : code_(static_cast<std::uint8_t>(kPresent | (prime ? kPrime : 0) | (index(breed) << 2) | index(type))) {}

  constexpr bool empty() const { return code_ == 0; }
  constexpr PieceType type() const { return static_cast<PieceType>(code_ & 3); }
  constexpr Breed breed() const { return static_cast<Breed>((code_ >> 2) & 1); }
  constexpr bool prime() const { return (code_ & kPrime) != 0; }
  // 0..15, dense enough to index hash keys.
  constexpr int key_index() const { return code_ & 15; }
  friend constexpr bool operator==(Piece, Piece) = default;

 private:
  static constexpr std::uint8_t kPresent = 16;
  static constexpr std::uint8_t kPrime = 8;
  std::uint8_t code_ = 0;
};

enum class MoveKind : std::uint8_t { quiet, consume, originate, centre };

// A move in 32 bits: from (7) | to (7) << 7 | origin (7) << 14 | kind (2) << 21.
// The piece is not stored: it is whatever stands on `from` before the move.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Space from, Space to, MoveKind kind, Space origin = 0)
      : bits_(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 7 |
              static_cast<std::uint32_t>(origin) << 14 | static_cast<std::uint32_t>(kind) << 21) {}

  constexpr Space from() const { return static_cast<Space>(bits_ & 0x7F); }
  constexpr Space to() const { return static_cast<Space>((bits_ >> 7) & 0x7F); }
  constexpr Space origin() const { return static_cast<Space>((bits_ >> 14) & 0x7F); }
  constexpr MoveKind kind() const { return static_cast<MoveKind>((bits_ >> 21) & 3); }
  constexpr std::uint32_t raw() const { return bits_; }
  friend constexpr bool operator==(Move, Move) = default;

 private:
  std::uint32_t bits_ = 0;
};

}  // namespace adomoc
