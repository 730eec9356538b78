// A position: the pieces, who moves, what the last turn originated, the
// variant, and a 64-bit hash of placement and side to move kept up to date
// by make/unmake.
#pragma once

#include <array>
#include <cstdint>

#include "validator/board.hpp"
#include "validator/space_set.hpp"
#include "validator/types.hpp"

namespace adomoc {

// What the previous turn originated: the originating piece now stands on
// `landing`, the originated one on `origin`. Needed for the ban on an
// immediate reverse origination.
struct Origination {
  Space landing = kNoSpace;
  Space origin = kNoSpace;
  constexpr bool any() const { return landing != kNoSpace; }
  friend constexpr bool operator==(Origination, Origination) = default;
};

// What make() changed that unmake() cannot work out from the move alone.
struct Undo {
  Piece removed;  // the consumed or originated piece
  Origination last_origination;
  std::uint64_t hash = 0;
};

class Position {
 public:
  // The set-up of RULES.md section 2, light to move.
  static Position initial(Variant variant = Variant::standard);
  // No pieces, light to move: for building study positions.
  explicit Position(Variant variant = Variant::standard);

  Piece at(Space s) const { return board_[s]; }
  Breed side_to_move() const { return side_; }
  Variant variant() const { return variant_; }
  Origination last_origination() const { return last_origination_; }
  std::uint64_t hash() const { return hash_; }

  SpaceSet occupied() const { return occupied_; }
  SpaceSet pieces(Breed b, PieceType t) const { return by_type_[index(b)][index(t)]; }
  SpaceSet pieces(Breed b) const {
    return pieces(b, PieceType::foot) | pieces(b, PieceType::moon) | pieces(b, PieceType::sun);
  }
  // Where that breed's prime of that type stands, or kNoSpace.
  Space prime_space(Breed b, PieceType t) const { return primes_[index(b)][index(t)]; }

  // The game is over once a prime sun stands on the centre.
  bool centred() const { return !board_[kCentre].empty(); }
  // RULES.md 6: a prime foot and a prime moon on cycle 8, one of them the mover's.
  bool state_of_primes(Breed mover) const;
  // RULES.md 4: the piece just originated may not originate its originator
  // on the very next turn.
  bool reverse_origination(Space from, Space to) const {
    return last_origination_.origin == from && last_origination_.landing == to;
  }
  // A foot next to a sun of the other breed cannot move.
  bool attracted(Space foot) const {
    return !(board::adjacent(foot) & pieces(opponent(board_[foot].breed()), PieceType::sun)).empty();
  }

  Undo make(Move m);
  void unmake(Move m, const Undo& undo);

  // Setting up positions (study positions, position text).
  void put(Space s, Piece p);
  void remove(Space s);
  void set_side_to_move(Breed b);
  void set_variant(Variant v) { variant_ = v; }
  void set_last_origination(Origination o) { last_origination_ = o; }

  // The hash recomputed from scratch, and a full check that every derived
  // table agrees with the board: for tests and debugging.
  std::uint64_t compute_hash() const;
  bool is_consistent() const;

  friend bool operator==(const Position& a, const Position& b) {
    return a.board_ == b.board_ && a.side_ == b.side_ && a.last_origination_ == b.last_origination_ &&
           a.variant_ == b.variant_;
  }

 private:
  void lift(Space s);              // remove without touching primes_
  void drop(Space s, Piece p);     // place without touching primes_
  void relocate(Space from, Space to);

  std::array<Piece, kSpaces> board_{};
  SpaceSet occupied_;
  std::array<std::array<SpaceSet, kPieceTypes>, kBreeds> by_type_{};
  std::array<std::array<Space, kPieceTypes>, kBreeds> primes_{
      {{kNoSpace, kNoSpace, kNoSpace}, {kNoSpace, kNoSpace, kNoSpace}}};
  Breed side_ = Breed::light;
  Variant variant_ = Variant::standard;
  Origination last_origination_;
  std::uint64_t hash_ = 0;
};

// Altogether scores: each piece scores its cycle, the prime sun on the centre 9.
struct Scores {
  int light = 0;
  int dark = 0;
  friend bool operator==(Scores, Scores) = default;
};
Scores altogether_scores(const Position& pos);

// The three primitive updates, inline: make() is on every hot path.
inline void Position::lift(Space s) {
  const Piece p = board_[s];
  by_type_[index(p.breed())][index(p.type())].erase(s);
  occupied_.erase(s);
  hash_ ^= board::piece_key(s, p);
  board_[s] = Piece();
}

inline void Position::drop(Space s, Piece p) {
  board_[s] = p;
  by_type_[index(p.breed())][index(p.type())].insert(s);
  occupied_.insert(s);
  hash_ ^= board::piece_key(s, p);
}

inline void Position::relocate(Space from, Space to) {
  // `to` is empty: both bits flip in every set the piece belongs to.
  const Piece p = board_[from];
  const SpaceSet both = SpaceSet::of(from) | SpaceSet::of(to);
  by_type_[index(p.breed())][index(p.type())] ^= both;
  occupied_ ^= both;
  hash_ ^= board::piece_key(from, p) ^ board::piece_key(to, p);
  board_[to] = p;
  board_[from] = Piece();
  if (p.prime()) primes_[index(p.breed())][index(p.type())] = to;
}

}  // namespace adomoc
