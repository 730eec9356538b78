#include "db/position_index.hpp"

#include <algorithm>

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
  values_.clear();
  std::int64_t previous = row.front().game;
  for (const Entry& e : row) {
    values_.push_back(static_cast<std::uint64_t>(e.game - previous) << kFingerprintBits | e.fingerprint);
    previous = e.game;
  }
  blob_.clear();
  rice_encode(values_, blob_);
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
  std::vector<std::uint64_t> values;
  while (rows.step()) {
    std::int64_t game = rows.integer(0);
    values.clear();
    rice_decode(rows.blob(1), values);  // a damaged row yields what it can
    for (std::uint64_t v : values) {
      game += static_cast<std::int64_t>(v >> kFingerprintBits);
      if ((v & ((1u << kFingerprintBits) - 1)) == wanted && (games.empty() || games.back() != game))
        games.push_back(game);
    }
  }
  // Rows of different batches may interleave when imports ran side by side.
  std::sort(games.begin(), games.end());
  games.erase(std::unique(games.begin(), games.end()), games.end());
  return games;
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
