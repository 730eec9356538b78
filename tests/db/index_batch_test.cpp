// A batch's index entries sorted in place (db/index_batch.hpp) against the
// same worked out the plain way: every game's positions once, sorted by
// position; each bucket's row by game and fingerprint, each once.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "db/checked_game.hpp"
#include "db/index_batch.hpp"
#include "db/position_keys.hpp"
#include "db/rice_code.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::db {
namespace {

struct PlayedGame {
  Variant variant = Variant::standard;
  MoveRecorder recorder;
  std::vector<GamePositions::Entry> positions;
  int result = 3;
  int plies = 0;
};

// Self-play games of every variant, replayed as import replays them.
std::vector<PlayedGame> played_games(int count) {
  std::vector<PlayedGame> games(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    PlayedGame& g = games[static_cast<std::size_t>(i)];
    g.variant = static_cast<Variant>(i % kVariants);
    parser::Game game;
    // Short games repeat positions (a game standing in one twice) less
    // than long ones; both kinds.
    SelfPlay({.seed = 7, .variant = g.variant, .max_plies = i % 3 == 0 ? 400 : 60}).play(static_cast<std::uint64_t>(i + 1), game);
    const GameCheck check = check_game(game, {.visitor = &g.recorder});
    EXPECT_TRUE(check.valid());
    g.result = static_cast<int>(check.outcome.result);
    g.plies = check.plies;
    const auto after_each_ply = g.recorder.positions.after_each_ply();
    g.positions.assign(after_each_ply.begin(), after_each_ply.end());
  }
  // A game standing in positions it stood in before: one played through
  // twice (self-play does not repeat itself).
  PlayedGame& twice = games[1];
  twice.positions.insert(twice.positions.end(), twice.positions.begin(), twice.positions.end());
  // And two positions of one game in one bucket with one fingerprint, which
  // its row holds once: as a pair of hashes that differ only in the bits
  // below those (1 in 2^24 of a game's pairs of positions otherwise).
  PlayedGame& alike = games[2];
  constexpr std::uint64_t kBelowFingerprint = 1;
  alike.positions.push_back({alike.positions.front().hash ^ kBelowFingerprint, 12345});
  // Other games' positions among game 0's first position's top 24 bits,
  // which sort() sorts by two counting sorts before comparing positions:
  // the same hash with another check (a 64-bit collision) in two games,
  // and a hash one bit apart in a game between them.
  const GamePositions::Entry first = games[0].positions.front();
  games[3].positions.push_back({first.hash, first.check ^ 1});
  games[4].positions.push_back({first.hash ^ kBelowFingerprint, 7});
  games[5].positions.push_back({first.hash, first.check ^ 1});
  return games;
}

using Key = std::tuple<std::uint64_t, std::uint32_t, int, int>;  // hash, check, slot, next move

// The same worked out the plain way.
struct PlainWay {
  std::vector<Key> entries, starts;
  std::map<std::uint32_t, std::set<std::pair<int, int>>> rows;  // bucket -> (slot, fingerprint)
  int repeats = 0;  // positions a game stood in again
};

PlainWay plain_way(const std::vector<PlayedGame>& games) {
  PlainWay w;
  for (std::size_t slot = 0; slot < games.size(); ++slot) {
    const PlayedGame& g = games[slot];
    const std::span<const std::uint8_t> moves = g.recorder.bytes;
    const StartKey& start = start_key(g.variant);
    const int s = static_cast<int>(slot);
    w.starts.emplace_back(start.hash, start.check, s, next_move_word(moves, 0));
    std::set<std::pair<std::uint64_t, std::uint32_t>> seen{{start.hash, start.check}};
    int ply = 0;
    for (const GamePositions::Entry& p : g.positions) {
      ++ply;
      if (!seen.insert({p.hash, p.check}).second) {
        ++w.repeats;
        continue;
      }
      w.entries.emplace_back(p.hash, p.check, s, next_move_word(moves, ply));
      w.rows[bucket_of(p.hash)].insert({s, static_cast<int>(fingerprint_of(p.hash))});
    }
  }
  std::sort(w.entries.begin(), w.entries.end());
  return w;
}

// What a sorted batch holds, to compare two.
struct SortedBatch {
  std::vector<Key> entries, starts;
  std::vector<std::uint32_t> buckets;
  std::vector<std::vector<std::pair<int, int>>> rows;
  std::vector<std::vector<std::uint8_t>> row_bytes;
  bool operator==(const SortedBatch&) const = default;
};

SortedBatch contents(const IndexBatch& batch) {
  SortedBatch c;
  for (const IndexBatch::Entry& e : batch.by_position()) c.entries.emplace_back(e.hash, e.check, e.game, e.next);
  for (const IndexBatch::Entry& e : batch.starts()) c.starts.emplace_back(e.hash, e.check, e.game, e.next);
  c.buckets.assign(batch.buckets().begin(), batch.buckets().end());
  for (std::size_t i = 0; i < c.buckets.size(); ++i) {
    auto& row = c.rows.emplace_back();
    for (const IndexBatch::RowEntry& e : batch.row(i)) row.emplace_back(e.game, e.fingerprint);
    c.row_bytes.emplace_back(batch.row_bytes(i).begin(), batch.row_bytes(i).end());
  }
  return c;
}

IndexBatch batch_of(const std::vector<PlayedGame>& games) {
  IndexBatch batch;
  for (const PlayedGame& g : games) batch.add(g.variant, g.positions, g.recorder.bytes, g.result, g.plies);
  return batch;
}

TEST(IndexBatch, SortsEntriesAndRowsAsThePlainWayDoes) {
  const std::vector<PlayedGame> games = played_games(300);
  IndexBatch batch = batch_of(games);
  const PlainWay plain = plain_way(games);
  std::vector<IndexBatch::Entry> room;
  batch.sort(room);
  EXPECT_GT(plain.repeats, 0) << "no game stood in a position twice: the test misses a case";

  const SortedBatch sorted = contents(batch);
  EXPECT_EQ(sorted.entries, plain.entries);
  EXPECT_EQ(sorted.starts, plain.starts);

  ASSERT_EQ(batch.buckets().size(), plain.rows.size());
  std::size_t i = 0, shared = 0;
  for (const auto& [bucket, row] : plain.rows) {
    ASSERT_EQ(batch.buckets()[i], bucket);
    std::vector<std::pair<int, int>> got;
    for (const IndexBatch::RowEntry& e : batch.row(i)) got.emplace_back(e.game, e.fingerprint);
    const std::vector<std::pair<int, int>> wanted(row.begin(), row.end());
    EXPECT_EQ(got, wanted) << "bucket " << bucket;
    // Its bytes, as the games' slots were their ids.
    std::vector<std::uint64_t> values;
    ASSERT_TRUE(rice_decode(batch.row_bytes(i), values));
    std::vector<std::pair<int, int>> decoded;
    std::uint64_t slot = 0;
    for (std::uint64_t v : values) {
      slot += v >> kFingerprintBits;
      decoded.emplace_back(static_cast<int>(slot), static_cast<int>(v & ((1u << kFingerprintBits) - 1)));
    }
    EXPECT_EQ(decoded, wanted) << "bucket " << bucket;
    for (std::size_t k = 1; k < got.size(); ++k) shared += got[k].first == got[k - 1].first;
    ++i;
  }
  EXPECT_GT(shared, 0u) << "no game had two positions in one bucket: the test misses a case";
  for (std::size_t slot = 0; slot < games.size(); ++slot) {
    EXPECT_EQ(batch.outcome(slot).result, games[slot].result);
    EXPECT_EQ(batch.outcome(slot).plies, games[slot].plies);
  }

  // Cleared, it takes a batch again as new.
  batch.clear();
  EXPECT_EQ(batch.games(), 0u);
  batch.add(games[0].variant, games[0].positions, games[0].recorder.bytes, games[0].result, games[0].plies);
  batch.sort(room);
  EXPECT_EQ(batch.starts().size(), 1u);
  EXPECT_LE(batch.by_position().size(), static_cast<std::size_t>(games[0].plies));
}

// Import -j N sorts a batch a step at a time on the gathering thread while
// the writer is busy, then hands the batch over (moved) and the writer
// takes the steps left: wherever it stops, the batch ends sorted alike.
TEST(IndexBatch, SortedAStepAtATimeAndMovedBetweenStepsEndsAsSortedInOneGo) {
  const std::vector<PlayedGame> games = played_games(2500);  // some 150,000 entries: each phase in several steps
  std::vector<IndexBatch::Entry> room;
  IndexBatch whole = batch_of(games);
  whole.sort(room);
  const SortedBatch expected = contents(whole);
  ASSERT_GT(expected.entries.size(), std::size_t{2} << 16) << "the test misses phases of several steps";
  // In several steps a phase, as the plain way has it too.
  const PlainWay plain = plain_way(games);
  EXPECT_EQ(expected.entries, plain.entries);
  EXPECT_EQ(expected.starts, plain.starts);
  ASSERT_EQ(expected.rows.size(), plain.rows.size());
  std::size_t at = 0;
  for (const auto& [bucket, row] : plain.rows) {
    const std::vector<std::pair<int, int>> wanted(row.begin(), row.end());
    EXPECT_EQ(expected.buckets[at], bucket);
    EXPECT_EQ(expected.rows[at], wanted) << "bucket " << bucket;
    ++at;
  }

  int steps = 0;
  for (IndexBatch counted = batch_of(games); counted.sort_step(room);) ++steps;
  EXPECT_GT(steps, 20);
  for (int stop = 0; stop <= steps; ++stop) {
    IndexBatch gathered = batch_of(games);
    for (int i = 0; i < stop; ++i) ASSERT_TRUE(gathered.sort_step(room)) << "step " << i;
    IndexBatch written;
    std::swap(gathered, written);  // as the importer's batches change hands
    written.sort(room);
    EXPECT_FALSE(written.sort_step(room));
    ASSERT_EQ(contents(written), expected) << "stopped after " << stop << " steps of " << steps;
  }
}

}  // namespace
}  // namespace adomoc::db
