// Board geometry as tables built at compile time: rides, adjacency, origin
// spaces and hash keys. Nothing here knows about a particular position.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "validator/space_set.hpp"
#include "validator/types.hpp"

namespace adomoc::board {

// splitmix64: tiny, fast, and the same numbers on every platform (which the
// standard distributions do not promise). Hash keys and self-play use it.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}


// The spaces a ride passes, nearest first. A cycle ride has 9 (it may not
// come back to its start); column and spiral rides end at cycles 1 and 8,
// so a ride never enters or crosses the centre.
struct Ride {
  std::uint8_t length = 0;
  std::array<Space, 9> spaces{};
};

namespace detail {

struct Step {
  bool valid;
  int column;
  int cycle;
};

constexpr Step step(int column, int cycle, Direction d) {
  int dk = 0, dc = 0;
  switch (d) {
    case Direction::in: dc = 1; break;
    case Direction::out: dc = -1; break;
    case Direction::ccw: dk = 1; break;
    case Direction::cw: dk = -1; break;
    case Direction::in_ccw: dk = 1; dc = 1; break;
    case Direction::in_cw: dk = -1; dc = 1; break;
    case Direction::out_ccw: dk = 1; dc = -1; break;
    case Direction::out_cw: dk = -1; dc = -1; break;
  }
  const int c = cycle + dc;
  const int k = (column + dk + kColumns) % kColumns;
  return {c >= 1 && c <= kCycles, k, c};
}

// The rides joining two spaces: at most two (both ways round a cycle, or
// both senses of a 5-step spiral); any other pair of spaces is joined by at
// most one line.
struct Lines {
  std::uint8_t count = 0;
  std::array<Direction, 2> direction{};
  std::array<std::uint8_t, 2> steps{};
};

struct Tables {
  std::array<std::array<Ride, kDirections>, kSpaces> rides{};
  std::array<std::array<Lines, kSpaces>, kSpaces> lines{};
  std::array<SpaceSet, kSpaces> adjacent{};
  std::array<std::array<SpaceSet, kPieceTypes>, kBreeds> origins{};
  std::array<std::array<std::uint64_t, 16>, kSpaces> piece_keys{};
  std::uint64_t dark_to_move_key = 0;
};


constexpr Tables make_tables() {
  Tables t;
  for (int s = 0; s < kCentre; ++s) {
    const int column = s % kColumns, cycle = s / kColumns + 1;
    for (int d = 0; d < kDirections; ++d) {
      Ride& ride = t.rides[static_cast<std::size_t>(s)][static_cast<std::size_t>(d)];
      int k = column, c = cycle;
      while (ride.length < 9) {
        const Step next = step(k, c, static_cast<Direction>(d));
        if (!next.valid) break;
        k = next.column;
        c = next.cycle;
        ride.spaces[ride.length++] = make_space(k, c);
      }
      if (ride.length > 0) t.adjacent[static_cast<std::size_t>(s)].insert(ride.spaces[0]);
      for (std::uint8_t i = 0; i < ride.length; ++i) {
        Lines& l = t.lines[static_cast<std::size_t>(s)][ride.spaces[i]];
        l.direction[l.count] = static_cast<Direction>(d);
        l.steps[l.count++] = static_cast<std::uint8_t>(i + 1);
      }
    }
    if (cycle == kCycles) {
      t.adjacent[static_cast<std::size_t>(s)].insert(kCentre);
      t.adjacent[kCentre].insert(static_cast<Space>(s));
    }
  }
  for (int b = 0; b < kBreeds; ++b)
    for (int type = 0; type < kPieceTypes; ++type)
      for (int k = 0; k < 5; ++k)  // sun cycle 1, moon 2, foot 3; light a..e, dark f..j
        t.origins[static_cast<std::size_t>(b)][static_cast<std::size_t>(type)].insert(
            make_space(b * 5 + k, 3 - type));
  std::uint64_t seed = 0xAD0A0C2001ULL;
  for (auto& keys : t.piece_keys)
    for (auto& key : keys) key = board::splitmix64(seed);
  t.dark_to_move_key = board::splitmix64(seed);
  return t;
}

inline constexpr Tables kTables = make_tables();

}  // namespace detail

constexpr const Ride& ride(Space s, Direction d) {
  return detail::kTables.rides[s][static_cast<std::size_t>(index(d))];
}
constexpr SpaceSet adjacent(Space s) { return detail::kTables.adjacent[s]; }
using detail::Lines;
constexpr const Lines& lines_between(Space from, Space to) { return detail::kTables.lines[from][to]; }
constexpr SpaceSet origin_spaces(Breed b, PieceType t) {
  return detail::kTables.origins[static_cast<std::size_t>(index(b))][static_cast<std::size_t>(index(t))];
}
constexpr int origin_cycle(PieceType t) { return 3 - index(t); }
constexpr std::uint64_t piece_key(Space s, Piece p) {
  return detail::kTables.piece_keys[s][static_cast<std::size_t>(p.key_index())];
}
constexpr std::uint64_t dark_to_move_key() { return detail::kTables.dark_to_move_key; }

inline constexpr std::array<Direction, 4> kFootDirections = {Direction::in, Direction::out, Direction::ccw,
                                                             Direction::cw};
inline constexpr std::array<Direction, 4> kMoonDirections = {Direction::in_ccw, Direction::in_cw,
                                                             Direction::out_ccw, Direction::out_cw};
inline constexpr std::array<Direction, 8> kSunDirections = {
    Direction::in,     Direction::out,   Direction::ccw,     Direction::cw,
    Direction::in_ccw, Direction::in_cw, Direction::out_ccw, Direction::out_cw};

constexpr std::span<const Direction> directions(PieceType t) {
  switch (t) {
    case PieceType::foot: return kFootDirections;
    case PieceType::moon: return kMoonDirections;
    case PieceType::sun: break;
  }
  return kSunDirections;
}

// Primes ride at most three spaces; other pieces as far as the line allows.
inline constexpr int kPrimeReach = 3;
constexpr int reach(bool prime) { return prime ? kPrimeReach : 9; }

// Feet ride columns and cycles, moons spirals, suns all three.
constexpr bool rides_along(PieceType t, Direction d) {
  switch (t) {
    case PieceType::foot: return index(d) < 4;
    case PieceType::moon: return index(d) >= 4;
    case PieceType::sun: break;
  }
  return true;
}

}  // namespace adomoc::board
