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

// A row's games as numbers (id - previous id) << kFingerprintBits |
// fingerprint, the first one's from the batch's first game, Rice-coded.
// `key_of` gives an entry's game id and fingerprint.
template <class Entries, class KeyOf>
void encode_row(std::int64_t batch, const Entries& row, KeyOf key_of, std::vector<std::uint64_t>& values,
                std::vector<std::uint8_t>& blob) {
  values.clear();
  std::int64_t previous = batch;
  for (const auto& e : row) {
    const auto [id, fingerprint] = key_of(e);
    values.push_back(static_cast<std::uint64_t>(id - previous) << kFingerprintBits | fingerprint);
    previous = id;
  }
  blob.clear();
  rice_encode(values, blob);
}

struct StartKey {
  std::uint64_t hash;
  std::uint32_t check;
};

// Every game of a variant starts in one position: its keys, worked out once
// rather than for every game imported.
const StartKey& start_of(Variant variant) {
  static const std::array<StartKey, kVariants> keys = [] {
    std::array<StartKey, kVariants> k{};
    for (std::size_t v = 0; v < k.size(); ++v) {
      const Position start = Position::initial(static_cast<Variant>(v));
      k[v] = {start.hash(), position_check(start)};
    }
    return k;
  }();
  return keys[static_cast<std::size_t>(variant)];
}

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

constexpr std::uint16_t kEnded = 0xffff;  // no move is stored as this word

std::uint16_t move_at(std::span<const std::uint8_t> moves, int ply) {
  return 2 * static_cast<std::size_t>(ply) + 1 < moves.size() ? word_at(moves, 2 * static_cast<std::size_t>(ply))
                                                               : kEnded;
}

int move_number(std::uint16_t word) { return word == kEnded ? -1 : word; }

// The rows of one bucket, batch by batch: a seek per batch. CROSS JOIN
// keeps SQLite from scanning the whole index for the bucket instead (it
// then reads the batches in order already; PostgreSQL needs telling).
constexpr const char* kBucketRows =
    "SELECT p.batch, p.games FROM index_batches b CROSS JOIN position_index p WHERE p.batch = b.batch AND "
    "p.bucket = ? ORDER BY b.batch";

}  // namespace

std::uint32_t position_check(const Position& pos) {
  // Each word of the piece sets and the primes' spaces multiplied in, then
  // splitmix64's finaliser: nothing shared with the Zobrist keys behind
  // Position::hash(), and cheap enough for every ply of an import.
  std::uint64_t h = pos.side_to_move() == Breed::dark ? 0x9e3779b97f4a7c15ULL : 0x2545f4914f6cdd1dULL;
  const auto take = [&h](std::uint64_t word) { h = (h ^ word) * 0xff51afd7ed558ccdULL + 0x632be59bd9b4e5ULL; };
  for (Breed b : {Breed::light, Breed::dark})
    for (PieceType t : {PieceType::foot, PieceType::moon, PieceType::sun}) {
      const SpaceSet s = pos.pieces(b, t);
      take(s.low_word());
      take(s.high_word() << 8 | pos.prime_space(b, t));
    }
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  return static_cast<std::uint32_t>((h ^ (h >> 31)) >> 32);
}

bool PositionSet::insert(std::uint64_t hash, std::uint32_t check) {
  if (2 * (used_.size() + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
    Slot& s = slots_[i];
    if (!s.used) {
      s = {hash, check, true};
      used_.push_back(i);
      return true;
    }
    if (s.hash == hash && s.check == check) return false;
  }
}

void PositionSet::clear() {
  for (std::size_t i : used_) slots_[i].used = false;
  used_.clear();
}

void PositionSet::grow() {
  std::vector<Slot> old;
  for (std::size_t i : used_) old.push_back(slots_[i]);
  slots_.assign(2 * slots_.size(), Slot{});
  used_.clear();
  for (const Slot& s : old) insert(s.hash, s.check);
}

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
  if (games_.size() == kMaxGames) flush();  // a batch's games are numbered in 16 bits
  const auto slot = static_cast<std::uint16_t>(games_.size());
  games_.push_back({game.id, game.result, game.plies});
  facts_.add(game.id, game.facts, {static_cast<int>(game.variant), game.result, game.plies});
  const StartKey& start = start_of(game.variant);
  starts_.push_back({start.hash, start.check, slot, move_at(game.moves, 0)});
  // A position the game stands in twice counts once, where it first stood.
  seen_.clear();
  seen_.insert(start.hash, start.check);
  int ply = 0;
  for (const GamePositions::Entry& p : game.positions->after_each_ply()) {
    ++ply;
    if (seen_.insert(p.hash, p.check)) entries_.push_back({p.hash, p.check, slot, move_at(game.moves, ply)});
  }
}

void PositionIndexWriter::write_rows() {
  if (games_.empty() || rows_written_) return;
  rows_written_ = true;
  insert_batch_.bind(1, games_.front().id).run();
  // A stable counting sort by bucket, in linear time.
  std::vector<std::uint32_t> starts(kBuckets + 1, 0);
  for (const Entry& e : entries_) ++starts[bucket_of(e.hash) + 1];
  for (std::size_t b = 1; b < starts.size(); ++b) starts[b] += starts[b - 1];
  sorted_.resize(entries_.size());
  std::vector<std::uint32_t> next(starts.begin(), starts.end() - 1);
  for (const Entry& e : entries_) sorted_[next[bucket_of(e.hash)]++] = e;
  const auto by_position = [](const Entry& a, const Entry& b) {
    return a.hash != b.hash ? a.hash < b.hash : a.check != b.check ? a.check < b.check : a.game < b.game;
  };
  // Each bucket sorted by position, for the totals, and its row written from a copy.
  for (std::size_t b = 0; b < kBuckets; ++b) {
    const std::span<Entry> bucket(sorted_.data() + starts[b], sorted_.data() + starts[b + 1]);
    if (bucket.empty()) continue;
    std::sort(bucket.begin(), bucket.end(), by_position);
    row_.assign(bucket.begin(), bucket.end());
    write_row(row_);
  }
  rows_.flush();
}

void PositionIndexWriter::write_totals(std::int64_t counted_from) {
  if (games_.empty()) return;
  write_rows();
  common_.refresh(db_);
  counted_from_ = counted_from;
  for (auto run = sorted_.begin(); run != sorted_.end();) {
    const auto end = std::find_if(run, sorted_.end(), [&](const Entry& e) { return e.hash != run->hash || e.check != run->check; });
    count_run({run, end});
    run = end;
  }
  count_run(starts_);  // every game of one variant or another starts in one placement
  common_rows_.flush();
  common_games_.flush();
  totals_.flush();
  facts_.write();
  games_.clear();
  entries_.clear();
  sorted_.clear();
  starts_.clear();
  rows_written_ = false;
}

// The games of one batch that reached one position: counted in its totals
// when it is common, or when it becomes common with them.
void PositionIndexWriter::count_run(std::span<const Entry> run) {
  if (run.empty()) return;
  const Entry& first = run.front();
  const CommonPositions::Known* known = common_.find(first.hash);
  if (known && known->check != first.check) return;  // another position with the same hash: never counted
  if (!known) {
    if (std::ssize(run) < kCommonInBatch) return;
    common_.add(common_rows_, first.hash, first.check, counted_from_);
    known = common_.find(first.hash);
  }
  counted_.clear();
  for (const Entry& e : run) {
    if (e.check != first.check) continue;
    const Game& g = games_[e.game];
    if (g.id < known->since_game) continue;  // below the ids counted: found in the rows
    totals_.add(first.hash, move_number(e.next), g.result, g.plies);
    counted_.push_back({g.id, move_number(e.next)});
  }
  if (counted_.empty()) return;
  encode_common_games(games_.front().id, counted_, blob_);
  common_games_.add(stored_hash(first.hash)).add(games_.front().id).add(std::span<const std::uint8_t>(blob_));
  common_games_.end_row();
}

void PositionIndexWriter::write_row(std::span<Entry> bucket) {
  std::sort(bucket.begin(), bucket.end(), [](const Entry& a, const Entry& b) {
    return a.game != b.game ? a.game < b.game : fingerprint_of(a.hash) < fingerprint_of(b.hash);
  });
  // One game with two positions of one fingerprint in the bucket needs one entry.
  const auto end = std::unique(bucket.begin(), bucket.end(), [](const Entry& a, const Entry& b) {
    return a.game == b.game && fingerprint_of(a.hash) == fingerprint_of(b.hash);
  });
  const std::span<const Entry> row(bucket.begin(), end);
  const std::int64_t batch = games_.front().id;
  encode_row(
      batch, row, [&](const Entry& e) { return std::pair{games_[e.game].id, fingerprint_of(e.hash)}; }, values_, blob_);
  rows_.add(batch).add(static_cast<std::int64_t>(bucket_of(row.front().hash))).add(std::span<const std::uint8_t>(blob_));
  rows_.end_row();
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
    const StartKey& start = start_of(g.variant);
    PositionSet seen;
    seen.insert(start.hash, start.check);
    const auto uncount = [&](std::uint64_t hash, std::uint32_t check, int ply) {
      const CommonPositions::Known* known = common.find(hash);
      if (!known || known->check != check || g.id < known->since_game) return;
      totals.remove(hash, move_number(move_at(g.moves, ply)), g.result, g.plies);
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
