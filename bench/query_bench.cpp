// Opening and position queries on the 100,000-game benchmark database,
// next to the naive answer measured in the same run: reading every game's
// moves and replaying them all, which is what a search without the indexes
// costs. Each iteration asks one question of each of 50 sample games
// spread over the database; times are per question.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>

#include "bench/generated_archive.hpp"
#include "db/importer.hpp"
#include "db/move_codec.hpp"
#include "db/player_names.hpp"
#include "db/position_index.hpp"
#include "db/position_search.hpp"
#include "db/queries.hpp"
#include "db/schema.hpp"

namespace adomoc::bench {
namespace {

constexpr int kSamples = 50;

// selfplay-100k.db beside the archive, imported on first use (or again when
// an older adomoc made it); $ADOMOC_BENCH_DB names another database, used
// as it is (the 1,000,000-game run of docs/performance.md).
db::Database& database() {
  static const std::unique_ptr<db::Database> db = [] {
    const char* given = std::getenv("ADOMOC_BENCH_DB");
    const std::string path = given ? given : "selfplay-100k.db";
    bool current = given != nullptr;
    if (std::filesystem::exists(path)) {
      db::Database existing(path, db::Database::Mode::read_only);
      current = existing.user_version() == db::latest_schema_version();
    }
    if (!current) {
      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
      db::Database fresh(path, db::Database::Mode::create);
      db::migrate(fresh);
      db::Importer importer(fresh, {});
      std::ifstream in(archive_path(), std::ios::binary);
      importer.import(in, archive_path());
      importer.finish();
      fresh.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    auto reader = std::make_unique<db::Database>(path, db::Database::Mode::read_only);
    return reader;
  }();
  return *db;
}

struct Sample {
  Variant variant;
  std::vector<std::uint8_t> moves;
};

const std::vector<Sample>& samples() {
  static const std::vector<Sample> games = [] {
    std::vector<Sample> out;
    db::Statement count(database(), "SELECT max(id) FROM games");
    count.step();
    const std::int64_t last = count.integer(0);
    db::Statement s(database(), "SELECT variant, moves FROM games WHERE id = ?");
    for (int i = 0; i < kSamples; ++i) {
      s.bind(1, 1 + last * i / kSamples);
      if (s.step()) {
        const auto moves = s.blob(1);
        out.push_back({static_cast<Variant>(s.integer(0)), {moves.begin(), moves.end()}});
      }
      s.reset();
    }
    return out;
  }();
  return games;
}

// The first `plies` moves of a sample, as a query prefix (shorter games give
// all they have).
db::MovePrefix prefix_of(const Sample& g, int plies) {
  db::MovePrefix p;
  p.position = Position::initial(g.variant);
  const std::size_t bytes = std::min<std::size_t>(g.moves.size(), static_cast<std::size_t>(2 * plies));
  p.moves.assign(g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(bytes));
  db::replay_moves(p.position, p.moves, [](const Position&, Move, const Position&) {});
  return p;
}

// Runs `ask` once per sample per iteration; reports the mean and the
// slowest single question in milliseconds.
template <class Ask>
void per_question(benchmark::State& state, int plies, Ask&& ask) {
  std::vector<db::MovePrefix> prefixes;
  for (const Sample& g : samples())
    if (std::ssize(g.moves) >= 2 * plies) prefixes.push_back(prefix_of(g, plies));
  double slowest = 0, total = 0, asked = 0;
  for (auto _ : state)
    for (const db::MovePrefix& p : prefixes) {
      const auto start = std::chrono::steady_clock::now();
      ask(p);
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      slowest = std::max(slowest, ms);
      total += ms;
      ++asked;
    }
  state.counters["mean_ms"] = asked ? total / asked : 0;
  state.counters["slowest_ms"] = slowest;
  state.counters["questions"] = static_cast<double>(prefixes.size());
}

void BM_Openings(benchmark::State& state) {
  const int plies = static_cast<int>(state.range(0));
  per_question(state, plies, [](const db::MovePrefix& p) {
    benchmark::DoNotOptimize(db::opening_tree(database(), {}, p, 1, false));
  });
}
BENCHMARK(BM_Openings)->DenseRange(0, 10, 2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Position(benchmark::State& state) {
  const int plies = static_cast<int>(state.range(0));
  per_question(state, plies, [&](const db::MovePrefix& p) {
    benchmark::DoNotOptimize(db::answer_position(database(), p.position, {}, {1, 0, 50}));
  });
}
BENCHMARK(BM_Position)->Arg(1)->Arg(5)->Arg(10)->Arg(15)->Arg(20)->Arg(30)->Arg(60)->Unit(benchmark::kMillisecond)->UseRealTime();

// Name lookups and the players table (issue 15: unchanged in speed by
// folded names and aliases): every player's record, one player's games,
// and one player's record against each opponent.
void BM_Players(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(db::player_records(database(), {}));
}
BENCHMARK(BM_Players)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_GamesOfPlayer(benchmark::State& state) {
  db::GameFilter filter;
  filter.player = "D. Côté";
  for (auto _ : state) benchmark::DoNotOptimize(db::list_games(database(), filter, {}, std::nullopt));
}
BENCHMARK(BM_GamesOfPlayer)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_RecordAgainstOpponents(benchmark::State& state) {
  const std::vector<std::int64_t> player = {db::players_matching(database(), "D. Côté").at(0).id};
  for (auto _ : state) benchmark::DoNotOptimize(db::record_against_opponents(database(), {}, player));
}
BENCHMARK(BM_RecordAgainstOpponents)->Unit(benchmark::kMillisecond)->UseRealTime();

// The baseline: every game's moves read and replayed, comparing each
// position's hash, which is what answering a position question without an
// index costs.
void BM_BaselineReplayEveryGame(benchmark::State& state) {
  const std::uint64_t target = 0x0123456789abcdefULL;  // matches nothing
  for (auto _ : state) {
    db::Statement s(database(), "SELECT variant, moves FROM games");
    std::int64_t seen = 0;
    while (s.step()) {
      Position pos = Position::initial(static_cast<Variant>(s.integer(0)));
      db::replay_moves(pos, s.blob(1), [&](const Position&, Move, const Position& after) {
        seen += after.hash() == target;
      });
    }
    benchmark::DoNotOptimize(seen);
  }
}
BENCHMARK(BM_BaselineReplayEveryGame)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

}  // namespace
}  // namespace adomoc::bench

BENCHMARK_MAIN();
