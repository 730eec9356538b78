// A set of board spaces as one 128-bit word: bit s stands for space s.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "validator/types.hpp"

namespace adomoc {

class SpaceSet {
 public:
  constexpr SpaceSet() = default;
  // A table lookup (defined below): this runs several times per move made.
  static constexpr SpaceSet of(Space s);
  static constexpr SpaceSet from_words(std::uint64_t lo, std::uint64_t hi) { return {lo, hi}; }
  constexpr std::uint64_t low_word() const { return lo_; }
  constexpr std::uint64_t high_word() const { return hi_; }
  constexpr bool contains(Space s) const {
    return s < 64 ? (lo_ >> s) & 1 : (hi_ >> (s - 64)) & 1;
  }
  constexpr bool empty() const { return (lo_ | hi_) == 0; }
  constexpr int count() const { return std::popcount(lo_) + std::popcount(hi_); }
  constexpr void insert(Space s) { *this |= of(s); }
  constexpr void erase(Space s) { *this &= ~of(s); }

  // The lowest space in the set; the set must not be empty.
  constexpr Space first() const {
    return lo_ ? static_cast<Space>(std::countr_zero(lo_)) : static_cast<Space>(64 + std::countr_zero(hi_));
  }
  constexpr Space pop_first() {
    const Space s = first();
    if (lo_) lo_ &= lo_ - 1;
    else hi_ &= hi_ - 1;
    return s;
  }

  constexpr SpaceSet operator|(SpaceSet o) const { return {lo_ | o.lo_, hi_ | o.hi_}; }
  constexpr SpaceSet operator&(SpaceSet o) const { return {lo_ & o.lo_, hi_ & o.hi_}; }
  constexpr SpaceSet operator~() const { return {~lo_, ~hi_ & kHiMask}; }
  constexpr SpaceSet& operator|=(SpaceSet o) { return *this = *this | o; }
  constexpr SpaceSet& operator&=(SpaceSet o) { return *this = *this & o; }
  constexpr SpaceSet& operator^=(SpaceSet o) { return *this = {lo_ ^ o.lo_, hi_ ^ o.hi_}; }
  friend constexpr bool operator==(SpaceSet, SpaceSet) = default;

  // Range-for over the spaces, lowest first.
  struct Iterator {
    std::uint64_t lo, hi;
    constexpr Space operator*() const { return SpaceSet{lo, hi}.first(); }
    constexpr Iterator& operator++() {
      if (lo) lo &= lo - 1;
      else hi &= hi - 1;
      return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return lo != o.lo || hi != o.hi; }
  };
  constexpr Iterator begin() const { return {lo_, hi_}; }
  constexpr Iterator end() const { return {0, 0}; }

 private:
  static constexpr std::uint64_t kHiMask = (std::uint64_t{1} << (kSpaces - 64)) - 1;
  constexpr SpaceSet(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi) {}
  std::uint64_t lo_ = 0;
  std::uint64_t hi_ = 0;

};

namespace detail {
constexpr std::array<SpaceSet, kSpaces> make_singles() {
  std::array<SpaceSet, kSpaces> sets{};
  for (int s = 0; s < kSpaces; ++s)
    sets[static_cast<std::size_t>(s)] = s < 64 ? SpaceSet::from_words(std::uint64_t{1} << s, 0)
                                               : SpaceSet::from_words(0, std::uint64_t{1} << (s - 64));
  return sets;
}
inline constexpr std::array<SpaceSet, kSpaces> kSingles = make_singles();
}  // namespace detail

constexpr SpaceSet SpaceSet::of(Space s) { return detail::kSingles[s]; }

}  // namespace adomoc
