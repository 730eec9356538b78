#include "validator/movegen.hpp"

#include <algorithm>

namespace adomoc {

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

Space first_occupied(const Position& pos, const board::Ride& ride, int n) {
  for (int i = 0; i < n; ++i)
    if (!pos.at(ride.spaces[static_cast<std::size_t>(i)]).empty()) return ride.spaces[static_cast<std::size_t>(i)];
  return kNoSpace;
}

SpaceSet ride_targets(const Position& pos, Space from) {
  const Piece p = pos.at(from);
  const int reach = p.prime() ? board::kPrimeReach : 9;
  SpaceSet targets;
  // A set, not a list: a space reached by two rides (both ways round a
  // cycle, both senses of a 5-step spiral) is one move.
  for (Direction d : board::directions(p.type())) {
    const board::Ride& ride = board::ride(from, d);
    const int n = std::min<int>(ride.length, reach);
    for (int i = 0; i < n; ++i) {
      const Space t = ride.spaces[static_cast<std::size_t>(i)];
      targets.insert(t);
      if (!pos.at(t).empty()) break;
    }
  }
  return targets;
}

MoveKind behaviour(Piece mover, Piece target, Variant variant) {
  if (mover.type() == target.type()) {
    const bool consumes = variant != Variant::infinite && mover.prime() && !target.prime() &&
                          mover.breed() != target.breed();
    return consumes ? MoveKind::consume : MoveKind::quiet;
  }
  const bool may_originate =
      !target.prime() || mover.prime() || (mover.type() == PieceType::moon && variant != Variant::infinite);
  return may_originate ? MoveKind::originate : MoveKind::quiet;
}

SpaceSet free_origins(const Position& pos, Space from, Space target_space) {
  const Piece target = pos.at(target_space);
  // Free once the mover has left `from`; the target's own space is taken by the mover.
  return board::origin_spaces(target.breed(), target.type()) & (~pos.occupied() | SpaceSet::of(from));
}

namespace {

// Walks every legal move once, handing them to the sink in groups so that
// counting never has to list them.
template <class Sink>
void for_each_move(const Position& pos, Sink& sink) {
  if (pos.centred()) return;
  const Breed us = pos.side_to_move();
  const SpaceSet occupied = pos.occupied();
  for (Space from : pos.pieces(us)) {
    const Piece mover = pos.at(from);
    if (mover.type() == PieceType::foot && pos.attracted(from)) continue;
    const SpaceSet targets = ride_targets(pos, from);
    sink.quiet(from, targets & ~occupied);
    for (Space to : targets & occupied) {
      switch (behaviour(mover, pos.at(to), pos.variant())) {
        case MoveKind::consume: sink.consume(from, to); break;
        case MoveKind::originate:
          if (pos.reverse_origination(from, to)) break;
          sink.originate(from, to, free_origins(pos, from, to));
          break;
        case MoveKind::quiet:
        case MoveKind::centre: break;
      }
    }
  }
  const Space sun = pos.prime_space(us, PieceType::sun);
  if (sun == kNoSpace || cycle_of(sun) < kCycles - 2 || !pos.state_of_primes(us)) return;
  const board::Ride& in = board::ride(sun, Direction::in);
  if (first_occupied(pos, in, in.length) == kNoSpace) sink.centre(sun);
}

struct Counter {
  std::uint64_t n = 0;
  void quiet(Space, SpaceSet to) { n += static_cast<std::uint64_t>(to.count()); }
  void consume(Space, Space) { ++n; }
  void originate(Space, Space, SpaceSet origins) { n += static_cast<std::uint64_t>(origins.count()); }
  void centre(Space) { ++n; }
};

struct Lister {
  MoveList& out;
  void quiet(Space from, SpaceSet to) {
    for (Space t : to) out.push(Move(from, t, MoveKind::quiet));
  }
  void consume(Space from, Space to) { out.push(Move(from, to, MoveKind::consume)); }
  void originate(Space from, Space to, SpaceSet origins) {
    for (Space o : origins) out.push(Move(from, to, MoveKind::originate, o));
  }
  void centre(Space from) { out.push(Move(from, kCentre, MoveKind::centre)); }
};

}  // namespace

void generate_moves(const Position& pos, MoveList& out) {
  Lister lister{out};
  for_each_move(pos, lister);
}

std::uint64_t count_moves(const Position& pos) {
  Counter counter;
  for_each_move(pos, counter);
  return counter.n;
}

bool has_legal_move(const Position& pos) { return count_moves(pos) > 0; }

}  // namespace adomoc
