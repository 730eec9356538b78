#include "db/position_index.hpp"

#include <algorithm>
#include <set>

#include "db/move_codec.hpp"
#include "db/opening_summary.hpp"
#include "db/rice_code.hpp"

namespace adomoc::db {

namespace {

constexpr int kBucketBits = 10;
constexpr int kFingerprintBits = 4;
constexpr int kGamesPerChunk = 10000;  // as an import batch

std::uint32_t bucket_of(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> (64 - kBucketBits)); }
std::uint32_t fingerprint_of(std::uint64_t hash) {
  return static_cast<std::uint32_t>(hash >> (64 - kBucketBits - kFingerprintBits)) & ((1u << kFingerprintBits) - 1);
}

struct RowEntry {
  std::int64_t game;
  std::uint32_t fingerprint;
};

// A row's games as numbers (id - previous id) << kFingerprintBits | fingerprint, Rice-coded.
template <class Entries>
void encode_row(const Entries& row, std::vector<std::uint64_t>& values, std::vector<std::uint8_t>& blob) {
  values.clear();
  std::int64_t previous = row.front().game;
  for (const auto& e : row) {
    values.push_back(static_cast<std::uint64_t>(e.game - previous) << kFingerprintBits | e.fingerprint);
    previous = e.game;
  }
  blob.clear();
  rice_encode(values, blob);
}

// A damaged row yields what it can.
std::vector<RowEntry> decode_row(std::int64_t first_game, std::span<const std::uint8_t> blob) {
  std::vector<std::uint64_t> values;
  rice_decode(blob, values);
  std::vector<RowEntry> entries;
  std::int64_t game = first_game;
  for (std::uint64_t v : values) {
    game += static_cast<std::int64_t>(v >> kFingerprintBits);
    entries.push_back({game, static_cast<std::uint32_t>(v & ((1u << kFingerprintBits) - 1))});
  }
  return entries;
}

}  // namespace

int home_count(const Position& pos) {
  int n = 0;
  for (Breed b : {Breed::light, Breed::dark})
    for (PieceType t : {PieceType::foot, PieceType::moon, PieceType::sun})
      n += (pos.pieces(b, t) & board::origin_spaces(b, t)).count();
  return n;
}

bool indexed_at_every_ply(const Position& pos) { return home_count(pos) >= kIndexedHome; }

void GamePositions::add(const Position& after) {
  if (++plies_ <= kIndexedPlies || indexed_at_every_ply(after)) hashes_.push_back(after.hash());
}

void GamePositions::clear() {
  hashes_.clear();
  plies_ = 0;
}

PositionIndexWriter::PositionIndexWriter(Database& db)
    : insert_(db, "INSERT INTO position_index (bucket, first_game, games) VALUES (?, ?, ?)") {}

void PositionIndexWriter::add(std::int64_t game_id, std::span<const std::uint64_t> hashes) {
  for (std::uint64_t h : hashes) entries_.push_back({bucket_of(h), fingerprint_of(h), game_id});
}

void PositionIndexWriter::flush() {
  // Games arrive in ascending order, so a stable counting sort by bucket
  // leaves each bucket's ids ascending, in linear time.
  std::vector<std::uint32_t> starts((1u << kBucketBits) + 1, 0);
  for (const Entry& e : entries_) ++starts[e.bucket + 1];
  for (std::size_t b = 1; b < starts.size(); ++b) starts[b] += starts[b - 1];
  sorted_.resize(entries_.size());
  std::vector<std::uint32_t> next(starts.begin(), starts.end() - 1);
  for (const Entry& e : entries_) sorted_[next[e.bucket]++] = e;
  for (std::size_t b = 0; b + 1 < starts.size(); ++b)
    if (starts[b] != starts[b + 1]) write_row({sorted_.data() + starts[b], sorted_.data() + starts[b + 1]});
  entries_.clear();
}

void PositionIndexWriter::write_row(std::span<const Entry> row) {
  encode_row(row, values_, blob_);
  insert_.bind(1, static_cast<std::int64_t>(row.front().bucket))
      .bind(2, row.front().game)
      .bind(3, std::span<const std::uint8_t>(blob_))
      .run();
}

std::vector<std::int64_t> index_candidates(Database& db, std::uint64_t hash) {
  Statement rows(db, "SELECT first_game, games FROM position_index WHERE bucket = ?");
  rows.bind(1, static_cast<std::int64_t>(bucket_of(hash)));
  const std::uint32_t wanted = fingerprint_of(hash);
  std::vector<std::int64_t> games;
  while (rows.step())
    for (const RowEntry& e : decode_row(rows.integer(0), rows.blob(1)))
      if (e.fingerprint == wanted && (games.empty() || games.back() != e.game)) games.push_back(e.game);
  // Rows of different batches may interleave when imports ran side by side.
  std::sort(games.begin(), games.end());
  games.erase(std::unique(games.begin(), games.end()), games.end());
  return games;
}

void remove_from_index(Database& db, const std::set<std::int64_t>& ids, std::span<const std::uint64_t> hashes) {
  std::set<std::uint32_t> buckets;
  for (std::uint64_t h : hashes) buckets.insert(bucket_of(h));
  Statement rows(db, "SELECT first_game, games FROM position_index WHERE bucket = ?");
  Statement remove(db, "DELETE FROM position_index WHERE bucket = ? AND first_game = ?");
  Statement insert(db, "INSERT INTO position_index (bucket, first_game, games) VALUES (?, ?, ?)");
  std::vector<std::uint64_t> values;
  std::vector<std::uint8_t> blob;
  for (std::uint32_t bucket : buckets) {
    // Read first, then rewrite: the row of a batch may begin with a removed game.
    std::vector<std::pair<std::int64_t, std::vector<RowEntry>>> changed;
    rows.bind(1, static_cast<std::int64_t>(bucket));
    while (rows.step()) {
      std::vector<RowEntry> entries = decode_row(rows.integer(0), rows.blob(1));
      if (std::erase_if(entries, [&](const RowEntry& e) { return ids.contains(e.game); }) == 0) continue;
      changed.emplace_back(rows.integer(0), std::move(entries));
    }
    rows.reset();
    for (const auto& [first_game, entries] : changed) {
      remove.bind(1, static_cast<std::int64_t>(bucket)).bind(2, first_game).run();
      if (entries.empty()) continue;
      encode_row(entries, values, blob);
      insert.bind(1, static_cast<std::int64_t>(bucket))
          .bind(2, entries.front().game)
          .bind(3, std::span<const std::uint8_t>(blob))
          .run();
    }
  }
}

void index_all_games(Database& db) {
  db.exec("DELETE FROM position_index");
  db.exec("DELETE FROM opening_summary");
  Statement chunk(db, "SELECT id, variant, moves, result, plies FROM games WHERE id > ? ORDER BY id LIMIT ?");
  PositionIndexWriter writer(db);
  OpeningSummaryWriter summary(db);
  GamePositions positions;
  for (std::int64_t after = 0;;) {
    chunk.bind(1, after).bind(2, kGamesPerChunk);
    bool any = false;
    while (chunk.step()) {
      any = true;
      after = chunk.integer(0);
      Position pos = Position::initial(static_cast<Variant>(chunk.integer(1)));
      positions.clear();
      replay_moves(pos, chunk.blob(2), [&](const Position&, Move, const Position& next) { positions.add(next); });
      writer.add(after, positions.indexed());
      summary.add(chunk.blob(2), static_cast<int>(chunk.integer(3)), static_cast<int>(chunk.integer(4)));
    }
    chunk.reset();
    if (!any) break;
    writer.flush();
    summary.flush();
  }
}

}  // namespace adomoc::db
