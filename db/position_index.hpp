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
#include "db/index_batch.hpp"
#include "db/opening_summary.hpp"
#include "validator/position.hpp"

namespace adomoc::db {

inline constexpr int kCommonInBatch = 4;

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

// Writes a batch of games' entries as rows, with the totals of the common
// positions, the games those totals count, and the games' facts.
class PositionIndexWriter {
 public:
  static constexpr std::size_t kMaxGames = IndexBatch::kMaxGames;  // add() writes a full batch
  explicit PositionIndexWriter(Database& db);
  // One game, in ascending id order, into the writer's own batch.
  void add(const IndexedGame& game);
  // A batch collected and sorted elsewhere (IndexBatch::sort), read until
  // the totals are written, with each slot's game id in `ids`, 0 for a game
  // not stored (left out); `ids` comes back empty. The games' facts come by
  // add_facts.
  void take(const IndexBatch& batch, std::vector<std::int64_t>& ids);
  void add_facts(std::int64_t id, const GameFacts& facts, const GameOutcome& outcome) { facts_.add(id, facts, outcome); }
  // Writes what was collected (inside the caller's transaction) and forgets it.
  void flush() { write_totals(batch_id_); }
  // The same in two steps: the rows, which other writers' batches never
  // touch, then, under the write lock, the totals that every batch adds
  // to (with the rows first, when they are not written yet). A position
  // that becomes common counts its games in the totals from id
  // `counted_from` on (flush: the batch's first game), and the games
  // before are found in the rows.
  void write_rows();
  void write_totals(std::int64_t counted_from);

 private:
  using Entry = IndexBatch::Entry;
  void count_run(std::span<const Entry> run);

  Database& db_;
  BulkInsert rows_, common_rows_, common_games_;
  Statement insert_batch_;
  CommonPositions common_;
  std::int64_t counted_from_ = 0;  // as write_totals was given
  std::int64_t batch_id_ = 0;      // the batch's first stored game; 0: none
  bool rows_written_ = false;
  MoveTotalsWriter totals_;
  GameFactsWriter facts_;
  IndexBatch own_;                     // add()'s
  std::vector<IndexBatch::Entry> room_;  // to sort own_
  const IndexBatch* batch_ = &own_;    // own_, or take()'s
  std::vector<std::int64_t> ids_;      // by slot
  std::vector<CommonGame> counted_;
  std::vector<std::uint64_t> values_;
  std::vector<std::uint8_t> blob_;
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
