#include "validator/position.hpp"

namespace adomoc {

Position::Position(Variant variant) : variant_(variant) {}

namespace {

Position set_up(Variant variant) {
  Position pos(variant);
  for (int b = 0; b < kBreeds; ++b) {
    const Breed breed = static_cast<Breed>(b);
    for (int t = 0; t < kPieceTypes; ++t) {
      const PieceType type = static_cast<PieceType>(t);
      for (int k = 0; k < 5; ++k) {
        const int column = b * 5 + k;
        const bool prime = k == 2;  // columns c and h
        pos.put(make_space(column, board::origin_cycle(type)), Piece(type, breed, prime));
      }
    }
  }
  return pos;
}

}  // namespace

Position Position::initial(Variant variant) {
  // Built once: every replayed game starts from a copy.
  static const Position kInitial[kVariants] = {set_up(Variant::standard), set_up(Variant::infinite),
                                               set_up(Variant::altogether)};
  return kInitial[static_cast<std::size_t>(variant)];
}

bool Position::state_of_primes(Breed mover) const {
  bool foot_on_8 = false, moon_on_8 = false, mover_has_one = false;
  for (int b = 0; b < kBreeds; ++b) {
    for (PieceType t : {PieceType::foot, PieceType::moon}) {
      const Space s = primes_[b][index(t)];
      if (s == kNoSpace || cycle_of(s) != kCycles) continue;
      (t == PieceType::foot ? foot_on_8 : moon_on_8) = true;
      if (b == index(mover)) mover_has_one = true;
    }
  }
  return foot_on_8 && moon_on_8 && mover_has_one;
}




void Position::put(Space s, Piece p) {
  if (!board_[s].empty()) remove(s);
  drop(s, p);
  if (p.prime()) primes_[index(p.breed())][index(p.type())] = s;
}

void Position::remove(Space s) {
  const Piece p = board_[s];
  if (p.empty()) return;
  lift(s);
  if (p.prime()) primes_[index(p.breed())][index(p.type())] = kNoSpace;
}

void Position::set_side_to_move(Breed b) {
  if (b != side_) hash_ ^= board::dark_to_move_key();
  side_ = b;
}

Undo Position::make(Move m) {
  Undo undo{board_[m.to()], last_origination_, hash_};
  last_origination_ = {};
  switch (m.kind()) {
    case MoveKind::quiet:
    case MoveKind::centre:
      relocate(m.from(), m.to());
      break;
    case MoveKind::consume:
      lift(m.to());  // never a prime: primes are not consumed
      relocate(m.from(), m.to());
      break;
    case MoveKind::originate:
      // Lift the target first: its origin space may be the one the mover leaves.
      lift(m.to());
      relocate(m.from(), m.to());
      drop(m.origin(), undo.removed);
      if (undo.removed.prime()) primes_[index(undo.removed.breed())][index(undo.removed.type())] = m.origin();
      last_origination_ = {m.to(), m.origin()};
      break;
  }
  side_ = opponent(side_);
  hash_ ^= board::dark_to_move_key();
  return undo;
}

void Position::unmake(Move m, const Undo& undo) {
  side_ = opponent(side_);
  switch (m.kind()) {
    case MoveKind::quiet:
    case MoveKind::centre:
      relocate(m.to(), m.from());
      break;
    case MoveKind::consume:
      relocate(m.to(), m.from());
      drop(m.to(), undo.removed);
      break;
    case MoveKind::originate:
      lift(m.origin());
      relocate(m.to(), m.from());
      drop(m.to(), undo.removed);
      if (undo.removed.prime()) primes_[index(undo.removed.breed())][index(undo.removed.type())] = m.to();
      break;
  }
  last_origination_ = undo.last_origination;
  hash_ = undo.hash;
}

std::uint64_t Position::compute_hash() const {
  std::uint64_t h = side_ == Breed::dark ? board::dark_to_move_key() : 0;
  for (int s = 0; s < kSpaces; ++s)
    if (!board_[s].empty()) h ^= board::piece_key(static_cast<Space>(s), board_[s]);
  return h;
}

bool Position::is_consistent() const {
  SpaceSet occupied;
  std::array<std::array<SpaceSet, kPieceTypes>, kBreeds> by_type{};
  std::array<std::array<Space, kPieceTypes>, kBreeds> primes{
      {{kNoSpace, kNoSpace, kNoSpace}, {kNoSpace, kNoSpace, kNoSpace}}};
  std::array<std::array<int, kPieceTypes>, kBreeds> counts{};
  for (int i = 0; i < kSpaces; ++i) {
    const Space s = static_cast<Space>(i);
    const Piece p = board_[s];
    if (p.empty()) continue;
    occupied.insert(s);
    by_type[index(p.breed())][index(p.type())].insert(s);
    if (++counts[index(p.breed())][index(p.type())] > 5) return false;
    if (p.prime()) {
      Space& slot = primes[index(p.breed())][index(p.type())];
      if (slot != kNoSpace) return false;  // two primes of one type
      slot = s;
    }
    if (s == kCentre && !(p.type() == PieceType::sun && p.prime())) return false;
  }
  return occupied == occupied_ && by_type == by_type_ && primes == primes_ && compute_hash() == hash_;
}

Scores altogether_scores(const Position& pos) {
  Scores scores;
  for (int i = 0; i < kSpaces; ++i) {
    const Piece p = pos.at(static_cast<Space>(i));
    if (p.empty()) continue;
    (p.breed() == Breed::light ? scores.light : scores.dark) += cycle_of(static_cast<Space>(i));
  }
  return scores;
}

}  // namespace adomoc
