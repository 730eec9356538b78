#include "db/position_index.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <set>

#include "db/move_codec.hpp"
#include "db/position_keys.hpp"
#include "db/rice_code.hpp"

namespace adomoc::db {

namespace {

constexpr int kGamesPerChunk = 10000;  // as an import batch

struct RowEntry {
  std::int64_t game;
  std::uint32_t fingerprint;
};

// A damaged row yields what it can.
std::vector<RowEntry> decode_row(std::int64_t batch, std::span<const std::uint8_t> blob) {
  std::vector<std::uint64_t> values;
  rice_decode(blob, values);
  std::vector<RowEntry> entries;
  entries.reserve(values.size());
  std::int64_t game = batch;
  for (std::uint64_t v : values) {
    game += static_cast<std::int64_t>(v >> kFingerprintBits);
    entries.push_back({game, static_cast<std::uint32_t>(v & ((1u << kFingerprintBits) - 1))});
  }
  return entries;
}

// The rows of one bucket, batch by batch: a seek per batch. CROSS JOIN
// keeps SQLite from scanning the whole index for the bucket instead (it
// then reads the batches in order already; PostgreSQL needs telling).
constexpr const char* kBucketRows =
    "SELECT p.batch, p.games FROM index_batches b CROSS JOIN position_index p WHERE p.batch = b.batch AND "
    "p.bucket = ? ORDER BY b.batch";

}  // namespace

void CommonPositions::refresh(Database& db) {
  Statement count(db, "SELECT count(*) FROM common_positions");
  count.step();
  if (count.integer(0) == rows_) return;
  slots_.assign(slots_.size(), Slot{});
  size_ = 0;
  Statement all(db, "SELECT hash, check_hash, since_game FROM common_positions");
  while (all.step())
    put(static_cast<std::uint64_t>(all.integer(0)), {static_cast<std::uint32_t>(all.integer(1)), all.integer(2)});
  rows_ = static_cast<std::int64_t>(size_);
}

const CommonPositions::Known* CommonPositions::find(std::uint64_t hash) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (!s.used) return nullptr;
    if (s.hash == hash) return &s.known;
  }
}

void CommonPositions::put(std::uint64_t hash, const Known& known) {
  if (2 * (size_ + 1) > slots_.size()) {
    std::vector<Slot> old(2 * slots_.size());
    old.swap(slots_);
    size_ = 0;
    for (const Slot& s : old)
      if (s.used) put(s.hash, s.known);
  }
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
    Slot& s = slots_[i];
    if (s.used && s.hash != hash) continue;
    if (!s.used) ++size_;
    s = {hash, known, true};
    return;
  }
}

void CommonPositions::add(BulkInsert& rows, std::uint64_t hash, std::uint32_t check, std::int64_t since_game) {
  rows.add(stored_hash(hash)).add(std::int64_t{check}).add(since_game).end_row();
  put(hash, {check, since_game});
  ++rows_;
}

MoveTotalsWriter::MoveTotalsWriter(Database& db)
    : upsert_(db, "position_moves", std::string("hash, move, ") + kCountColumns,
              adding_on_conflict("position_moves", "hash, move", kCountColumns)),
      prune_(db, "DELETE FROM position_moves WHERE games <= 0") {}

void MoveTotalsWriter::add(std::uint64_t hash, int move, int result, int plies) {
  pending_[hash][move].add(result, plies);
}

void MoveTotalsWriter::remove(std::uint64_t hash, int move, int result, int plies) {
  pending_[hash][move].remove(result, plies);
  removed_ = true;
}

void MoveTotalsWriter::flush() {
  for (const auto& [hash, moves] : pending_)
    for (const auto& [move, c] : moves) {
      upsert_.add(stored_hash(hash)).add(move);
      add_counts(upsert_, c);
      upsert_.end_row();
    }
  upsert_.flush();
  if (removed_) prune_.run();
  pending_.clear();
  removed_ = false;
}

PositionIndexWriter::PositionIndexWriter(Database& db)
    : db_(db),
      rows_(db, "position_index", "batch, bucket, games"),
      common_rows_(db, "common_positions", "hash, check_hash, since_game"),
      common_games_(db, "common_games", "hash, batch, games"),
      insert_batch_(db, "INSERT INTO index_batches (batch) VALUES (?) ON CONFLICT DO NOTHING"),
      totals_(db),
      facts_(db) {}

void PositionIndexWriter::add(const IndexedGame& game) {
  if (own_.games() == kMaxGames) flush();
  own_.add(game.variant, game.positions->after_each_ply(), game.moves, game.result, game.plies);
  ids_.push_back(game.id);
  if (batch_id_ == 0) batch_id_ = game.id;
  facts_.add(game.id, game.facts, {static_cast<int>(game.variant), game.result, game.plies});
}

void PositionIndexWriter::take(const IndexBatch& batch, std::vector<std::int64_t>& ids) {
  if (own_.games() != 0) flush();
  batch_ = &batch;
  std::swap(ids_, ids);
  ids.clear();
  const auto first = std::find_if(ids_.begin(), ids_.end(), [](std::int64_t id) { return id != 0; });
  batch_id_ = first == ids_.end() ? 0 : *first;
}

void PositionIndexWriter::write_rows() {
  const std::int64_t batch = batch_id_;
  if (batch == 0 || rows_written_) return;
  rows_written_ = true;
  if (batch_ == &own_) own_.sort(room_);
  insert_batch_.bind(1, batch).run();
  bool consecutive = true;
  for (std::size_t slot = 0; slot < ids_.size() && consecutive; ++slot)
    consecutive = ids_[slot] == batch + static_cast<std::int64_t>(slot);
  for (std::size_t i = 0; i < batch_->buckets().size(); ++i) {
    if (consecutive) {
      rows_.add(batch).add(static_cast<std::int64_t>(batch_->buckets()[i])).add(batch_->row_bytes(i)).end_row();
      continue;
    }
    blob_.clear();
    const auto key_of = [&](const IndexBatch::RowEntry& e) { return std::pair{ids_[e.game], std::uint32_t{e.fingerprint}}; };
    if (encode_row(batch, batch_->row(i), key_of, values_, blob_) == 0) continue;
    rows_.add(batch).add(static_cast<std::int64_t>(batch_->buckets()[i])).add(std::span<const std::uint8_t>(blob_));
    rows_.end_row();
  }
  rows_.flush();
}

void PositionIndexWriter::write_totals(std::int64_t counted_from) {
  if (batch_id_ != 0) {
    write_rows();
    common_.refresh(db_);
    counted_from_ = counted_from;
    const std::span<const Entry> entries = batch_->by_position();
    for (auto run = entries.begin(); run != entries.end();) {
      const auto end = std::find_if(run, entries.end(), [&](const Entry& e) { return e.hash != run->hash || e.check != run->check; });
      count_run({run, end});
      run = end;
    }
    count_run(batch_->starts());  // every game of one variant or another starts in one placement
    common_rows_.flush();
    common_games_.flush();
    totals_.flush();
  }
  facts_.write();
  own_.clear();
  batch_ = &own_;
  ids_.clear();
  batch_id_ = 0;
  rows_written_ = false;
}

// The stored games of one batch that reached one position: counted in its
// totals when it is common, or when it becomes common with them.
void PositionIndexWriter::count_run(std::span<const Entry> run) {
  if (run.empty()) return;
  const Entry& first = run.front();
  const CommonPositions::Known* known = common_.find(first.hash);
  if (known && known->check != first.check) return;  // another position with the same hash: never counted
  if (!known) {
    if (std::ssize(run) < kCommonInBatch) return;
    if (std::count_if(run.begin(), run.end(), [&](const Entry& e) { return ids_[e.game] != 0; }) < kCommonInBatch) return;
    common_.add(common_rows_, first.hash, first.check, counted_from_);
    known = common_.find(first.hash);
  }
  counted_.clear();
  for (const Entry& e : run) {
    const std::int64_t id = ids_[e.game];
    if (e.check != first.check || id == 0) continue;
    if (id < known->since_game) continue;  // below the ids counted: found in the rows
    const IndexBatch::Outcome& g = batch_->outcome(e.game);
    totals_.add(first.hash, move_number(e.next), g.result, g.plies);
    counted_.push_back({id, move_number(e.next)});
  }
  if (counted_.empty()) return;
  encode_common_games(batch_id_, counted_, blob_);
  common_games_.add(stored_hash(first.hash)).add(batch_id_).add(std::span<const std::uint8_t>(blob_));
  common_games_.end_row();
}

IndexCandidates::IndexCandidates(Database& db, std::uint64_t hash)
    : rows_(db, kBucketRows), wanted_(fingerprint_of(hash)) {
  rows_.bind(1, static_cast<std::int64_t>(bucket_of(hash)));
}

bool IndexCandidates::next(std::vector<std::int64_t>& games) {
  constexpr std::uint64_t kFingerprintMask = (std::uint64_t{1} << kFingerprintBits) - 1;
  games.clear();
  if (!rows_.step()) return false;
  values_.clear();
  rice_decode(rows_.blob(1), values_);  // a damaged row yields what it can
  std::int64_t game = rows_.integer(0);
  for (std::uint64_t v : values_) {
    game += static_cast<std::int64_t>(v >> kFingerprintBits);
    if ((v & kFingerprintMask) == wanted_ && (games.empty() || games.back() != game)) games.push_back(game);
  }
  return true;
}

std::vector<std::int64_t> index_candidates(Database& db, std::uint64_t hash) {
  IndexCandidates batches(db, hash);
  std::vector<std::int64_t> games, batch;
  while (batches.next(batch)) games.insert(games.end(), batch.begin(), batch.end());
  // A batch's games have ids in one run (its transaction holds the write
  // lock), so batches come in id order; sorting is a safeguard.
  if (!std::is_sorted(games.begin(), games.end())) std::sort(games.begin(), games.end());
  games.erase(std::unique(games.begin(), games.end()), games.end());
  return games;
}

namespace {

// The rows of the buckets `buckets` without the games `ids`.
void remove_from_rows(Database& db, const std::set<std::int64_t>& ids, const std::set<std::uint32_t>& buckets) {
  Statement rows(db, kBucketRows);
  Statement remove(db, "DELETE FROM position_index WHERE batch = ? AND bucket = ?");
  Statement update(db, "UPDATE position_index SET games = ? WHERE batch = ? AND bucket = ?");
  std::vector<std::uint64_t> values;
  std::vector<std::uint8_t> blob;
  for (std::uint32_t bucket : buckets) {
    // Read first, then rewrite.
    std::vector<std::pair<std::int64_t, std::vector<RowEntry>>> changed;
    rows.bind(1, static_cast<std::int64_t>(bucket));
    while (rows.step()) {
      std::vector<RowEntry> entries = decode_row(rows.integer(0), rows.blob(1));
      if (std::erase_if(entries, [&](const RowEntry& e) { return ids.contains(e.game); }) == 0) continue;
      changed.emplace_back(rows.integer(0), std::move(entries));
    }
    rows.reset();
    for (const auto& [batch, entries] : changed) {
      if (entries.empty()) {
        remove.bind(1, batch).bind(2, static_cast<std::int64_t>(bucket)).run();
        continue;
      }
      blob.clear();
      encode_row(batch, entries, [](const RowEntry& e) { return std::pair{e.game, e.fingerprint}; }, values, blob);
      update.bind(1, std::span<const std::uint8_t>(blob)).bind(2, batch).bind(3, static_cast<std::int64_t>(bucket)).run();
    }
  }
}

}  // namespace

void remove_from_index(Database& db, std::span<const IndexedGame> games) {
  CommonPositions common;
  common.refresh(db);
  MoveTotalsWriter totals(db);
  GameFactsWriter facts(db);
  std::set<std::int64_t> ids;
  std::set<std::uint32_t> buckets;
  std::unordered_map<std::uint64_t, std::vector<std::int64_t>> counted;  // common position -> games
  for (const IndexedGame& g : games) {
    ids.insert(g.id);
    facts.remove(g.id);
    const StartKey& start = start_key(g.variant);
    PositionSet seen;
    seen.insert(start.hash, start.check);
    const auto uncount = [&](std::uint64_t hash, std::uint32_t check, int ply) {
      const CommonPositions::Known* known = common.find(hash);
      if (!known || known->check != check || g.id < known->since_game) return;
      totals.remove(hash, move_number(next_move_word(g.moves, ply)), g.result, g.plies);
      counted[hash].push_back(g.id);
    };
    uncount(start.hash, start.check, 0);
    int ply = 0;
    for (const GamePositions::Entry& p : g.positions->after_each_ply()) {
      ++ply;
      buckets.insert(bucket_of(p.hash));
      if (seen.insert(p.hash, p.check)) uncount(p.hash, p.check, ply);
    }
  }
  remove_from_rows(db, ids, buckets);
  for (auto& [hash, doomed] : counted) {
    std::sort(doomed.begin(), doomed.end());
    remove_common_games(db, hash, doomed);
  }
  totals.flush();
  facts.write();
}

void index_all_games(Database& db) {
  db.exec("DELETE FROM position_index");
  db.exec("DELETE FROM index_batches");
  db.exec("DELETE FROM common_positions");
  db.exec("DELETE FROM position_moves");
  db.exec("DELETE FROM opening_summary");
  db.exec("DELETE FROM common_games");
  db.exec("DELETE FROM game_facts");
  Statement chunk(db,
                  "SELECT id, variant, moves, result, plies, light_id, dark_id, event_id, date, termination FROM games "
                  "WHERE id > ? ORDER BY id LIMIT ?");
  PositionIndexWriter writer(db);
  OpeningSummaryWriter summary(db);
  GamePositions positions;
  for (std::int64_t after = 0;;) {
    chunk.bind(1, after).bind(2, kGamesPerChunk);
    bool any = false;
    while (chunk.step()) {
      any = true;
      after = chunk.integer(0);
      const auto variant = static_cast<Variant>(chunk.integer(1));
      const std::span<const std::uint8_t> moves = chunk.blob(2);
      Position pos = Position::initial(variant);
      positions.clear();
      replay_moves(pos, moves, [&](const Position&, Move, const Position& next) { positions.add(next); });
      const int result = static_cast<int>(chunk.integer(3)), plies = static_cast<int>(chunk.integer(4));
      const auto id_at = [&](int column) {
        return chunk.is_null(column) ? std::nullopt : std::optional<std::int64_t>(chunk.integer(column));
      };
      GameFacts facts{id_at(5), id_at(6), id_at(7),
                      chunk.is_null(8) ? std::nullopt : std::optional<std::string>(chunk.text(8)),
                      static_cast<int>(chunk.integer(9))};
      writer.add({after, variant, &positions, moves, result, plies, std::move(facts)});
      summary.add(moves, result, plies);
    }
    chunk.reset();
    if (!any) break;
    writer.flush();
    summary.flush();
  }
}

}  // namespace adomoc::db
