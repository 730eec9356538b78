// The half of the position index that needs no database: a game's
// positions as it is replayed, each once (worked out with the game's
// check), and a batch's entries, sorted by bucket for the index's rows and
// by position for the totals, on the writer's thread before it writes them
// (db/position_index.hpp writes them).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "db/position_keys.hpp"
#include "db/rice_code.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

// A second hash of the placement and the side to move, independent of
// Position::hash(): together 96 bits, so that two positions of one database
// taken for one is not a thing that happens (docs/queries.md).
std::uint32_t position_check(const Position& pos);

// The stored form of a position's hash (SQLite integers are signed).
inline std::int64_t stored_hash(std::uint64_t hash) { return static_cast<std::int64_t>(hash); }

// The positions of one game after each ply, gathered while it is replayed.
class GamePositions {
 public:
  GamePositions() { entries_.reserve(256); }
  struct Entry {
    std::uint64_t hash;
    std::uint32_t check;
  };
  // Call with the position after each ply, in order.
  void add(const Position& after) { entries_.push_back({after.hash(), position_check(after)}); }
  std::span<const Entry> after_each_ply() const { return entries_; }
  void clear() { entries_.clear(); }
  // Gives back the room reserved beyond what it holds (a game waiting for
  // its batch keeps only its own positions).
  void shrink_to_fit() { entries_.shrink_to_fit(); }

 private:
  std::vector<Entry> entries_;
};

// The keys of the position every game of a variant starts in, worked out
// once rather than for every game.
struct StartKey {
  std::uint64_t hash;
  std::uint32_t check;
};
const StartKey& start_key(Variant variant);

// The move played after `ply` plies as stored (move_codec.hpp), or
// kGameEnded when the game ended there.
inline constexpr std::uint16_t kGameEnded = 0xffff;  // no move is stored as this word
std::uint16_t next_move_word(std::span<const std::uint8_t> moves, int ply);
inline int move_number(std::uint16_t word) { return word == kGameEnded ? -1 : word; }

// Appends a bucket's row to `blob`: its games as row_value()s from the
// batch's first id `batch`, Rice-coded. `key_of` gives an entry's game id
// (0: a game not stored, left out) and fingerprint. Returns how many
// entries it coded; with none it appends nothing.
template <class Entries, class KeyOf>
std::size_t encode_row(std::int64_t batch, const Entries& row, KeyOf key_of, std::vector<std::uint64_t>& values,
                       std::vector<std::uint8_t>& blob) {
  values.clear();
  std::int64_t previous = batch;
  for (const auto& e : row) {
    const auto [id, fingerprint] = key_of(e);
    if (id == 0) continue;
    values.push_back(row_value(id, previous, fingerprint));
    previous = id;
  }
  if (!values.empty()) rice_encode(values, blob);
  return values.size();
}

// The positions one game stood in so far, to count each once: open
// addressing, emptied in time proportional to what it holds (a hash map
// allocating a node a ply cost the import a tenth of its time).
class PositionSet {
 public:
  // False when the position was in already.
  bool insert(std::uint64_t hash, std::uint32_t check);
  void clear();

 private:
  struct Slot {
    std::uint64_t hash;
    std::uint32_t check;
    bool used;
  };
  void grow();
  std::vector<Slot> slots_ = std::vector<Slot>(512);
  std::vector<std::size_t> used_;
};

// A position a game stood in, at the ply it first stood there: what the
// index keeps of a game, each of its positions once.
struct FirstStand {
  std::uint64_t hash;
  std::uint32_t check;
  std::uint32_t ply;
};

// A game's first stands, in order, its start position's left out (every
// game stands there); `seen` is room for the work, reused from game to
// game. Worked out with the game's check, so that `import -j N` does it on
// N threads (the thread that gathers batches did, a tenth of its work).
void first_stands(const StartKey& start, std::span<const GamePositions::Entry> after_each_ply, PositionSet& seen,
                  std::vector<FirstStand>& out);

// The entries of a batch of games, numbered by their place in it (a
// slot): each game's positions once, where it first stood in them, with
// the move it played from there.
class IndexBatch {
 public:
  static constexpr std::size_t kMaxGames = 0xffff;  // slots are 16 bits
  // 16 bytes: a batch of 50,000 games holds some 4 million.
  struct Entry {
    std::uint64_t hash;
    std::uint32_t check;
    std::uint16_t game;  // the slot
    std::uint16_t next;  // the move played from the position, as stored; kGameEnded at the end
  };
  // One game's place in one bucket's row of the index.
  struct RowEntry {
    std::uint16_t game;
    std::uint16_t fingerprint;
  };
  struct Outcome {
    int result;
    int plies;
  };

  // The next game, in slot order, with its first stands; at most kMaxGames.
  void add(Variant variant, std::span<const FirstStand> firsts, std::span<const std::uint8_t> moves, int result,
           int plies);
  // The same from the position after each ply.
  void add(Variant variant, std::span<const GamePositions::Entry> after_each_ply, std::span<const std::uint8_t> moves,
           int result, int plies);
  // Sorts what was added, after the last game. `room` is a second array
  // for the sort, which batches sorted one after another share (a batch
  // holds hundreds of thousands of entries).
  void sort(std::vector<Entry>& room);
  // The same a short step at a time (at most half a millisecond): true
  // while steps remain. A thread with time to spare can take some steps
  // and another, with the same room, the rest (import -j N).
  bool sort_step(std::vector<Entry>& room);
  std::size_t games() const { return games_.size(); }
  void clear();

  const Outcome& outcome(std::size_t slot) const { return games_[slot]; }
  // After sort(): every entry by (hash, check, slot).
  std::span<const Entry> by_position() const { return entries_; }
  // The start positions, one entry per game in slot order.
  std::span<const Entry> starts() const { return starts_; }
  // After sort(): the buckets that have entries, and each one's row: by
  // slot, then fingerprint, a game's fingerprint once.
  std::span<const std::uint32_t> buckets() const { return buckets_; }
  std::span<const RowEntry> row(std::size_t i) const {
    return std::span<const RowEntry>(rows_).subspan(row_starts_[i], row_starts_[i + 1] - row_starts_[i]);
  }
  // The same row's bytes as stored when the batch's games are stored under
  // consecutive ids, as they are unless some were stored before: worked
  // out here, so that under -j the writer only copies them.
  std::span<const std::uint8_t> row_bytes(std::size_t i) const {
    return std::span<const std::uint8_t>(row_bytes_).subspan(byte_starts_[i], byte_starts_[i + 1] - byte_starts_[i]);
  }

 private:
  void order_row(std::size_t bucket);
  std::size_t sort_runs(std::size_t from, std::size_t to);

  enum class SortPhase : std::uint8_t {
    count_buckets,
    rows_by_bucket,
    rows_in_order,
    count_fingerprints,
    by_fingerprint,
    by_bucket,
    runs_by_position,
    done
  };

  std::vector<Outcome> games_;
  std::vector<Entry> entries_, starts_;
  std::vector<std::uint32_t> buckets_, row_starts_;
  std::vector<RowEntry> rows_;
  std::vector<std::uint8_t> row_bytes_;
  std::vector<std::uint32_t> byte_starts_;
  std::vector<std::uint64_t> values_;
  // Where the sort stands: its phase, how far into it, and what the phases
  // carry from one step to the next.
  SortPhase phase_ = SortPhase::count_buckets;
  std::size_t cursor_ = 0;
  std::size_t kept_ = 0;  // of rows_, in the buckets' rows made so far
  std::vector<std::uint32_t> bucket_starts_, next_;
  PositionSet seen_;  // within one game
  std::vector<FirstStand> firsts_;
};

}  // namespace adomoc::db
