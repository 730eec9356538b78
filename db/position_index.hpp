// The position index: every position of every game's main line, so that
// the games that reached any position are found without replaying the
// others, and the moves played from common positions kept as totals, so
// that a position a hundred thousand games reached is answered without
// reading them (docs/schema.md, "The position index").
//
// A position is keyed by the top bits of its 64-bit hash (a bucket) plus a
// few more (a fingerprint). Each import batch writes one row per bucket it
// touches: the ids of the batch's games with a position in that bucket,
// Rice-coded with the fingerprint in the low bits. A lookup reads a bucket's
// rows and keeps the ids whose fingerprint matches; the candidates are then
// confirmed by replaying them, so the index may say "maybe" but never
// misses a game.
//
// A position that at least kCommonInBatch games of one batch reach becomes
// common: from then on every batch adds its games to the position's totals
// by next move (position_moves), keyed by the full hash and checked by a
// second hash, and a query reads those totals plus the few games stored
// before the position became common.
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "db/common_games.hpp"
#include "db/database.hpp"
#include "db/game_facts.hpp"
#include "db/opening_summary.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

inline constexpr int kCommonInBatch = 4;

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

// What the index keeps of one game: its positions, its moves (the move
// played from each), how it ended and how long it was.
struct IndexedGame {
  std::int64_t id = 0;
  Variant variant = Variant::standard;
  const GamePositions* positions = nullptr;
  std::span<const std::uint8_t> moves;
  int result = 3;
  int plies = 0;
  GameFacts facts{};  // what else a filter asks of it (not needed to take it out)
};

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

// The common positions and the first game their totals count.
class CommonPositions {
 public:
  struct Known {
    std::uint32_t check;
    std::int64_t since_game;
  };
  // Reads them again if another writer added some since the last time.
  void refresh(Database& db);
  const Known* find(std::uint64_t hash) const;
  // Written to `rows`, which the caller flushes before the next refresh.
  void add(BulkInsert& rows, std::uint64_t hash, std::uint32_t check, std::int64_t since_game);

 private:
  // Open addressing on the hash's low bits (Zobrist bits: already
  // uniform), at most half full: asked for every distinct position of every
  // batch, nearly always about one that is not common, which an empty slot
  // answers at once (a node-based map cost the import 6% of its time).
  struct Slot {
    std::uint64_t hash = 0;
    Known known{};
    bool used = false;
  };
  void put(std::uint64_t hash, const Known& known);
  std::vector<Slot> slots_ = std::vector<Slot>(1024);
  std::size_t size_ = 0;
  std::int64_t rows_ = -1;
};

// Changes to the totals of common positions, added up and written at once.
class MoveTotalsWriter {
 public:
  explicit MoveTotalsWriter(Database& db);
  void add(std::uint64_t hash, int move, int result, int plies);
  void remove(std::uint64_t hash, int move, int result, int plies);
  // Inside the caller's transaction; a move no game plays any more leaves.
  void flush();

 private:
  BulkInsert upsert_;
  Statement prune_;
  bool removed_ = false;
  std::unordered_map<std::uint64_t, std::unordered_map<int, OpeningCounts>> pending_;
};

// Collects the entries of one batch of games (in ascending id order) and
// writes them as rows, with the totals of the common positions, the games
// those totals count, and the games' facts.
class PositionIndexWriter {
 public:
  static constexpr std::size_t kMaxGames = 0xffff;  // in one batch of rows; add() writes a full batch
  explicit PositionIndexWriter(Database& db);
  void add(const IndexedGame& game);
  // Writes what was collected (inside the caller's transaction) and forgets it.
  void flush() { write_totals(games_.empty() ? 0 : games_.front().id); }
  // The same in two steps: the rows, which other writers' batches never
  // touch, then, under the write lock, the totals that every batch adds
  // to (with the rows first, when they are not written yet). A position
  // that becomes common counts its games in the totals from id
  // `counted_from` on (flush: the batch's first game), and the games
  // before are found in the rows.
  void write_rows();
  void write_totals(std::int64_t counted_from);

 private:
  // 16 bytes: a batch of 50,000 games holds some 4 million.
  struct Entry {
    std::uint64_t hash;
    std::uint32_t check;
    std::uint16_t game;  // in games_
    std::uint16_t next;  // the move played from the position, as stored; 0xffff at the end
  };
  struct Game {
    std::int64_t id;
    int result;
    int plies;
  };
  void count_run(std::span<const Entry> run);
  void write_row(std::span<Entry> bucket);

  Database& db_;
  BulkInsert rows_, common_rows_, common_games_;
  Statement insert_batch_;
  CommonPositions common_;
  std::int64_t counted_from_ = 0;  // as write_totals was given
  bool rows_written_ = false;
  MoveTotalsWriter totals_;
  GameFactsWriter facts_;
  std::vector<Game> games_;
  std::vector<CommonGame> counted_;
  std::vector<Entry> entries_, sorted_, starts_, row_;
  std::vector<std::uint64_t> values_;
  std::vector<std::uint8_t> blob_;
  PositionSet seen_;  // within one game
};

// The same, batch by batch: each batch's candidates ascending, and the
// batches in the order of their games' ids.
class IndexCandidates {
 public:
  IndexCandidates(Database& db, std::uint64_t hash);
  // False after the last batch.
  bool next(std::vector<std::int64_t>& games);

 private:
  Statement rows_;
  std::uint32_t wanted_;
  std::vector<std::uint64_t> values_;
};

// Games that may hold a position with this hash after one of their plies
// (not before the first: every game does, the start being where it
// begins): ascending, without repeats; a superset of the games that do.
std::vector<std::int64_t> index_candidates(Database& db, std::uint64_t hash);

// Takes the games out of the index and the totals, inside the caller's
// transaction: the index then holds exactly what it would had they never
// been imported.
void remove_from_index(Database& db, std::span<const IndexedGame> games);

// Rebuilds the position index, the totals and the opening summary from
// every stored game: brings a database made before them up to date.
void index_all_games(Database& db);

}  // namespace adomoc::db
