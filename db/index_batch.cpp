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

void IndexBatch::sort(std::vector<Entry>& room) {
  std::vector<std::uint32_t> starts(kBuckets + 1, 0);
  for (const Entry& e : entries_) ++starts[bucket_of(e.hash) + 1];
  for (std::size_t b = 1; b < starts.size(); ++b) starts[b] += starts[b - 1];
  make_rows(starts);
  // By the hash's top 24 bits in two stable counting sorts, the
  // fingerprint's bits and then the bucket's, so that each position's
  // entries stay in slot order; then the few runs of equal top bits that
  // hold more than one position sorted by position. (A comparison sort of
  // each bucket took a tenth of a million games' import.)
  std::vector<std::uint32_t> next(std::size_t{1} << kFingerprintBits, 0);
  for (const Entry& e : entries_) ++next[fingerprint_of(e.hash)];
  std::uint32_t sum = 0;
  for (std::uint32_t& n : next) sum += std::exchange(n, sum);
  room.resize(entries_.size());
  for (const Entry& e : entries_) room[next[fingerprint_of(e.hash)]++] = e;
  next.assign(starts.begin(), starts.end() - 1);
  for (const Entry& e : room) entries_[next[bucket_of(e.hash)]++] = e;
  const auto top_bits = [](const Entry& e) { return e.hash >> (64 - kBucketBits - kFingerprintBits); };
  const auto by_position = [](const Entry& a, const Entry& b) {
    return a.hash != b.hash ? a.hash < b.hash : a.check < b.check;
  };
  for (auto run = entries_.begin(); run != entries_.end();) {
    auto end = run + 1;
    bool one_position = true;
    for (; end != entries_.end() && top_bits(*end) == top_bits(*run); ++end)
      one_position = one_position && end->hash == run->hash && end->check == run->check;
    if (!one_position) std::stable_sort(run, end, by_position);
    run = end;
  }
}

void IndexBatch::make_rows(std::span<const std::uint32_t> starts) {
  // A stable counting sort by bucket, the entries being in slot order.
  rows_.resize(entries_.size());
  std::vector<std::uint32_t> next(starts.begin(), starts.end() - 1);
  for (const Entry& e : entries_)
    rows_[next[bucket_of(e.hash)]++] = {e.game, static_cast<std::uint16_t>(fingerprint_of(e.hash))};
  // Then within each game fingerprints ascending and once: one game with
  // two positions of one fingerprint in a bucket needs one entry.
  const auto by_game = [](const RowEntry& a, const RowEntry& b) {
    return a.game != b.game ? a.game < b.game : a.fingerprint < b.fingerprint;
  };
  const auto same = [](const RowEntry& a, const RowEntry& b) {
    return a.game == b.game && a.fingerprint == b.fingerprint;
  };
  std::size_t kept = 0;
  for (std::size_t b = 0; b < kBuckets; ++b) {
    if (starts[b] == starts[b + 1]) continue;
    buckets_.push_back(static_cast<std::uint32_t>(b));
    row_starts_.push_back(static_cast<std::uint32_t>(kept));
    const auto first = rows_.begin() + starts[b], last = rows_.begin() + starts[b + 1];
    for (auto run = first; run != last;) {
      auto run_end = run + 1;
      while (run_end != last && run_end->game == run->game) ++run_end;
      if (run_end - run > 1) std::sort(run, run_end, by_game);
      for (auto e = run; e != run_end; ++e)
        if (e == run || !same(*e, *(e - 1))) rows_[kept++] = *e;
      run = run_end;
    }
  }
  row_starts_.push_back(static_cast<std::uint32_t>(kept));
  rows_.resize(kept);
  encode_rows();
}

void IndexBatch::encode_rows() {
  for (std::size_t i = 0; i < buckets_.size(); ++i) {
    byte_starts_.push_back(static_cast<std::uint32_t>(row_bytes_.size()));
    // Slot + 1 as the id (0 would leave the entry out), from 1 as the first.
    const auto key_of = [](const RowEntry& e) { return std::pair{std::int64_t{e.game} + 1, std::uint32_t{e.fingerprint}}; };
    encode_row(1, row(i), key_of, values_, row_bytes_);
  }
  byte_starts_.push_back(static_cast<std::uint32_t>(row_bytes_.size()));
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
}

}  // namespace adomoc::db
