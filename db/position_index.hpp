// The position index: which games hold a position, compact enough that the
// whole database stays well under half the size of its archives.
//
// Indexed are the positions after plies 1..kIndexedPlies of every game, and
// every later position with at least kIndexedHome pieces at home: so a
// position with that many pieces at home is found by the index alone,
// wherever it occurs, and any other by the index for the first plies plus a
// replay of the rest of the games.
//
// A position is keyed by the top bits of its 64-bit hash (a bucket) plus a
// few more (a fingerprint). Each import batch writes one row per bucket it
// touches: the ids of the batch's games with a position in that bucket,
// Rice-coded with the fingerprint in the low bits. A lookup reads a bucket's
// rows and keeps the ids whose fingerprint matches; candidates are then
// confirmed by replaying them, so the index may say "maybe" but never
// misses a game.
#pragma once

#include <cstdint>
#include <set>
#include <span>
#include <vector>

#include "db/sqlite.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

inline constexpr int kIndexedPlies = 20;
inline constexpr int kIndexedHome = 15;

// Pieces standing on an origin space of their own breed and type.
int home_count(const Position& pos);

// Whether the index holds every occurrence of this position, so that no
// game needs replaying past kIndexedPlies to find it.
bool indexed_at_every_ply(const Position& pos);

// The hashes a game contributes to the index, gathered while it is replayed.
class GamePositions {
 public:
  // Call with the position after each ply, in order.
  void add(const Position& after);
  std::span<const std::uint64_t> indexed() const { return hashes_; }
  void clear();

 private:
  std::vector<std::uint64_t> hashes_;
  int plies_ = 0;
};

// Collects the entries of one batch of games and writes them as rows.
class PositionIndexWriter {
 public:
  explicit PositionIndexWriter(Database& db);
  void add(std::int64_t game_id, std::span<const std::uint64_t> hashes);
  // Writes the collected entries (inside the caller's transaction) and forgets them.
  void flush();

 private:
  struct Entry {
    std::uint32_t bucket;
    std::uint32_t fingerprint;
    std::int64_t game;
    friend bool operator==(const Entry&, const Entry&) = default;
  };
  void write_row(std::span<const Entry> row);

  Statement insert_;
  std::vector<Entry> entries_, sorted_;
  std::vector<std::uint64_t> values_;
  std::vector<std::uint8_t> blob_;
};

// Games that may hold a position with this hash among their indexed ones:
// ascending, without repeats; a superset of the games that do.
std::vector<std::int64_t> index_candidates(Database& db, std::uint64_t hash);

// Takes the games `ids` out of the rows of the buckets of `hashes` (the
// positions they were indexed under), inside the caller's transaction: the
// index then holds exactly what it would had they never been imported.
void remove_from_index(Database& db, const std::set<std::int64_t>& ids, std::span<const std::uint64_t> hashes);

// Rebuilds the position index and the opening summary from every stored
// game: brings a database made before them up to date.
void index_all_games(Database& db);

}  // namespace adomoc::db
