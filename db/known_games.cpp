#include "db/known_games.hpp"

#include <bit>

namespace adomoc::db {

KnownGames::KnownGames(Database& db, std::size_t expected) {
  if (2 * expected > slots_.size()) slots_.resize(std::bit_ceil(2 * expected));
  Statement all(db, "SELECT content_hash, id FROM games");
  while (all.step()) add(all.integer(0), all.integer(1));
}

// The hash is a hash already, but of a game anyone may write: its bits are
// mixed again (Fibonacci hashing), so that no run of games fills a stretch.
std::size_t KnownGames::first_slot(std::int64_t hash) const {
  const std::uint64_t mixed = static_cast<std::uint64_t>(hash) * 0x9E3779B97F4A7C15ull;
  return static_cast<std::size_t>(mixed >> (64 - std::countr_zero(slots_.size())));
}

std::optional<std::int64_t> KnownGames::find(std::int64_t hash) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = first_slot(hash);; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (s.id == 0) return std::nullopt;
    if (s.hash == hash) return s.id;
  }
}

void KnownGames::add(std::int64_t hash, std::int64_t id) {
  if (2 * (size_ + 1) > slots_.size()) {
    std::vector<Slot> old(2 * slots_.size());
    old.swap(slots_);
    size_ = 0;
    for (const Slot& s : old)
      if (s.id != 0) add(s.hash, s.id);
  }
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = first_slot(hash);; i = (i + 1) & mask) {
    Slot& s = slots_[i];
    if (s.id != 0 && s.hash != hash) continue;
    if (s.id == 0) ++size_;
    s = {hash, id};
    return;
  }
}

}  // namespace adomoc::db
