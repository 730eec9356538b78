#include "db/index_batch.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "db/move_codec.hpp"

namespace adomoc::db {

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

const StartKey& start_key(Variant variant) {
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

std::uint16_t next_move_word(std::span<const std::uint8_t> moves, int ply) {
  const std::size_t at = 2 * static_cast<std::size_t>(ply);
  return at + 1 < moves.size() ? word_at(moves, at) : kGameEnded;
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

void first_stands(const StartKey& start, std::span<const GamePositions::Entry> after_each_ply, PositionSet& seen,
                  std::vector<FirstStand>& out) {
  out.clear();
  out.reserve(after_each_ply.size());
  seen.clear();
  seen.insert(start.hash, start.check);
  std::uint32_t ply = 0;
  for (const GamePositions::Entry& p : after_each_ply) {
    ++ply;
    if (seen.insert(p.hash, p.check)) out.push_back({p.hash, p.check, ply});
  }
}

void IndexBatch::add(Variant variant, std::span<const FirstStand> firsts, std::span<const std::uint8_t> moves,
                     int result, int plies) {
  const auto slot = static_cast<std::uint16_t>(games_.size());
  games_.push_back({result, plies});
  const StartKey& start = start_key(variant);
  starts_.push_back({start.hash, start.check, slot, next_move_word(moves, 0)});
  for (const FirstStand& f : firsts)
    entries_.push_back({f.hash, f.check, slot, next_move_word(moves, static_cast<int>(f.ply))});
}

void IndexBatch::add(Variant variant, std::span<const GamePositions::Entry> after_each_ply,
                     std::span<const std::uint8_t> moves, int result, int plies) {
  first_stands(start_key(variant), after_each_ply, seen_, firsts_);
  add(variant, firsts_, moves, result, plies);
}

// Steps of at most this many entries or buckets: a tenth of a millisecond
// to half a millisecond each, so that a thread that stops at a step's end
// keeps the writer waiting no longer than that.
constexpr std::size_t kEntriesAStep = std::size_t{1} << 16;
constexpr std::size_t kBucketsAStep = 256;

void IndexBatch::sort(std::vector<Entry>& room) {
  while (sort_step(room)) {
  }
}

// The rows first, by bucket (a stable counting sort, the entries being in
// slot order), each bucket's row then in game and fingerprint order, a
// game's fingerprint once, and coded. Then the entries by the hash's top 24
// bits in two stable counting sorts, the fingerprint's bits and then the
// bucket's, so that each position's entries stay in slot order; then the
// few runs of equal top bits that hold more than one position sorted by
// position. (A comparison sort of each bucket took a tenth of a million
// games' import.)
bool IndexBatch::sort_step(std::vector<Entry>& room) {
  const std::size_t n = entries_.size();
  const std::size_t from = cursor_, to = std::min(n, cursor_ + kEntriesAStep);
  const auto next_phase = [this](SortPhase phase) {
    phase_ = phase;
    cursor_ = 0;
    return true;
  };
  switch (phase_) {
    case SortPhase::count_buckets:
      if (from == 0) bucket_starts_.assign(kBuckets + 1, 0);
      for (std::size_t i = from; i < to; ++i) ++bucket_starts_[bucket_of(entries_[i].hash) + 1];
      cursor_ = to;
      if (to < n) return true;
      for (std::size_t b = 1; b < bucket_starts_.size(); ++b) bucket_starts_[b] += bucket_starts_[b - 1];
      next_.assign(bucket_starts_.begin(), bucket_starts_.end() - 1);
      rows_.resize(n);
      return next_phase(SortPhase::rows_by_bucket);
    case SortPhase::rows_by_bucket:
      for (std::size_t i = from; i < to; ++i) {
        const Entry& e = entries_[i];
        rows_[next_[bucket_of(e.hash)]++] = {e.game, static_cast<std::uint16_t>(fingerprint_of(e.hash))};
      }
      cursor_ = to;
      return to < n || next_phase(SortPhase::rows_in_order);
    case SortPhase::rows_in_order: {
      const std::size_t last = std::min(kBuckets, from + kBucketsAStep);
      for (std::size_t b = from; b < last; ++b) order_row(b);
      cursor_ = last;
      if (last < kBuckets) return true;
      row_starts_.push_back(static_cast<std::uint32_t>(kept_));
      byte_starts_.push_back(static_cast<std::uint32_t>(row_bytes_.size()));
      rows_.resize(kept_);
      next_.assign(std::size_t{1} << kFingerprintBits, 0);
      return next_phase(SortPhase::count_fingerprints);
    }
    case SortPhase::count_fingerprints:
      for (std::size_t i = from; i < to; ++i) ++next_[fingerprint_of(entries_[i].hash)];
      cursor_ = to;
      if (to < n) return true;
      for (std::uint32_t sum = 0; std::uint32_t& count : next_) sum += std::exchange(count, sum);
      room.resize(n);
      return next_phase(SortPhase::by_fingerprint);
    case SortPhase::by_fingerprint:
      for (std::size_t i = from; i < to; ++i) room[next_[fingerprint_of(entries_[i].hash)]++] = entries_[i];
      cursor_ = to;
      if (to < n) return true;
      next_.assign(bucket_starts_.begin(), bucket_starts_.end() - 1);
      return next_phase(SortPhase::by_bucket);
    case SortPhase::by_bucket:
      for (std::size_t i = from; i < to; ++i) entries_[next_[bucket_of(room[i].hash)]++] = room[i];
      cursor_ = to;
      return to < n || next_phase(SortPhase::runs_by_position);
    case SortPhase::runs_by_position:
      cursor_ = sort_runs(from, to);
      return cursor_ < n || next_phase(SortPhase::done);
    case SortPhase::done:
      return false;
  }
  return false;
}

// Bucket b's row, from its entries in slot order: by game, then
// fingerprint, once each (one game with two positions of one fingerprint
// in a bucket needs one entry), kept at the front of rows_ and coded.
void IndexBatch::order_row(std::size_t b) {
  const std::uint32_t first = bucket_starts_[b], last = bucket_starts_[b + 1];
  if (first == last) return;
  const auto by_game = [](const RowEntry& a, const RowEntry& c) {
    return a.game != c.game ? a.game < c.game : a.fingerprint < c.fingerprint;
  };
  const auto same = [](const RowEntry& a, const RowEntry& c) {
    return a.game == c.game && a.fingerprint == c.fingerprint;
  };
  buckets_.push_back(static_cast<std::uint32_t>(b));
  row_starts_.push_back(static_cast<std::uint32_t>(kept_));
  byte_starts_.push_back(static_cast<std::uint32_t>(row_bytes_.size()));
  const std::size_t row_start = kept_;
  for (auto run = rows_.begin() + first, end = rows_.begin() + last; run != end;) {
    auto run_end = run + 1;
    while (run_end != end && run_end->game == run->game) ++run_end;
    if (run_end - run > 1) std::sort(run, run_end, by_game);
    for (auto e = run; e != run_end; ++e)
      if (e == run || !same(*e, *(e - 1))) rows_[kept_++] = *e;
    run = run_end;
  }
  // Slot + 1 as the id (0 would leave the entry out), from 1 as the first.
  const auto key_of = [](const RowEntry& e) { return std::pair{std::int64_t{e.game} + 1, std::uint32_t{e.fingerprint}}; };
  const std::span<const RowEntry> row(rows_.data() + row_start, kept_ - row_start);
  encode_row(1, row, key_of, values_, row_bytes_);
}

// The runs of equal top bits that begin in [from, to) put in position
// order; returns where the next run begins.
std::size_t IndexBatch::sort_runs(std::size_t from, std::size_t to) {
  const auto top_bits = [](const Entry& e) { return e.hash >> (64 - kBucketBits - kFingerprintBits); };
  const auto by_position = [](const Entry& a, const Entry& b) {
    return a.hash != b.hash ? a.hash < b.hash : a.check < b.check;
  };
  auto run = entries_.begin() + static_cast<std::ptrdiff_t>(from);
  const auto stop = entries_.begin() + static_cast<std::ptrdiff_t>(to);
  while (run < stop) {
    auto end = run + 1;
    bool one_position = true;
    for (; end != entries_.end() && top_bits(*end) == top_bits(*run); ++end)
      one_position = one_position && end->hash == run->hash && end->check == run->check;
    if (!one_position) std::stable_sort(run, end, by_position);
    run = end;
  }
  return static_cast<std::size_t>(run - entries_.begin());
}

void IndexBatch::clear() {
  games_.clear();
  entries_.clear();
  starts_.clear();
  buckets_.clear();
  row_starts_.clear();
  rows_.clear();
  row_bytes_.clear();
  byte_starts_.clear();
  phase_ = SortPhase::count_buckets;
  cursor_ = 0;
  kept_ = 0;
}

}  // namespace adomoc::db
