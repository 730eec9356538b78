// The rating fit on 1,000,000 results between 10,000 players drawn from
// the model (docs/ratings.md), next to one pass of expected scores over the
// same results (one evaluation of the likelihood: the least any fit must
// do), measured in the same run. Then the whole `ratings` question on a
// database of those games, next to reading the results from it.
#include <benchmark/benchmark.h>

#include <cmath>
#include <filesystem>

#include "db/ratings.hpp"
#include "db/schema.hpp"
#include "ratings/fit.hpp"
#include "ratings/simulate.hpp"

namespace adomoc::bench {
namespace {

constexpr std::int32_t kPlayers = 10'000;
constexpr std::int64_t kGames = 1'000'000;

// Ratings spread evenly over 1000-2000, light +35, draws 30% between equals.
const ratings::Truth& truth() {
  static const ratings::Truth t = [] {
    ratings::Truth made;
    std::mt19937_64 random(1);
    for (std::int32_t p = 0; p < kPlayers; ++p) made.rating.push_back(1000 + 1000 * ratings::unit_uniform(random));
    made.light_advantage = 35;
    made.draw_between_equals = 0.3;
    return made;
  }();
  return t;
}

const std::vector<ratings::Result>& results() {
  static const std::vector<ratings::Result> r = ratings::simulate_results(truth(), kGames, 2);
  return r;
}

void BM_FitRatings(benchmark::State& state) {
  results();  // drawn before the clock starts
  for (auto _ : state) {
    const ratings::Ratings fit = ratings::fit_ratings(kPlayers, results());
    benchmark::DoNotOptimize(fit.players.data());
    state.counters["iterations"] = fit.iterations;
  }
  state.SetItemsProcessed(state.iterations() * kGames);
}
BENCHMARK(BM_FitRatings)->Unit(benchmark::kMillisecond)->Iterations(3);

// Baseline: every game's expected score under the true ratings, once.
void BM_ExpectedScoresOnce(benchmark::State& state) {
  const auto& r = truth().rating;
  for (auto _ : state) {
    double sum = 0;
    for (const ratings::Result& g : results())
      sum += 1 / (1 + std::exp(-(r[static_cast<std::size_t>(g.light)] - r[static_cast<std::size_t>(g.dark)]) /
                                ratings::kEloScale));
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * kGames);
}
BENCHMARK(BM_ExpectedScoresOnce)->Unit(benchmark::kMillisecond);

// ratings-1m.db in the working directory, made on first use: the players
// and the results, written straight into the games table (the moves are
// not read by `ratings`: each game is one forfeiting ply).
db::Database& database() {
  static const std::unique_ptr<db::Database> db = [] {
    const std::string path = "ratings-1m.db";
    bool current = false;
    if (std::filesystem::exists(path)) {
      db::Database existing(path, db::Database::Mode::read_only);
      current = existing.user_version() == db::latest_schema_version();
    }
    if (!current) {
      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
      db::Database fresh(path, db::Database::Mode::create);
      db::migrate(fresh);
      db::Transaction t(fresh);
      fresh.exec("INSERT INTO sources (id, path) VALUES (1, 'generated')");
      db::Statement player(fresh, "INSERT INTO players (id, name) VALUES (?1, ?2)");
      for (std::int32_t p = 1; p <= kPlayers; ++p) {
        player.reset();
        player.bind(1, p).bind(2, "Player " + std::to_string(p));
        player.run();
      }
      db::Statement game(fresh,
                         "INSERT INTO games (light_id, dark_id, variant, result, termination, plies, source_id,"
                         " byte_offset, line, content_hash, moves) VALUES (?1, ?2, 0, ?3, 2, 0, 1, ?4, ?4, ?4, x'')");
      std::int64_t n = 0;
      for (const ratings::Result& g : results()) {
        static constexpr int kResult[] = {1, 2, 0};  // dark won, drawn, light won
        game.reset();
        game.bind(1, g.light + 1).bind(2, g.dark + 1).bind(3, kResult[g.light_halves]).bind(4, ++n);
        game.run();
      }
      t.commit();
    }
    auto reader = std::make_unique<db::Database>(path, db::Database::Mode::read_only);
    return reader;
  }();
  return *db;
}

void BM_RatingList(benchmark::State& state) {
  database();  // made before the clock starts
  for (auto _ : state) {
    auto table = db::rating_list(database(), {}, std::nullopt);
    benchmark::DoNotOptimize(table->rows.data());
  }
  state.SetItemsProcessed(state.iterations() * kGames);
}
BENCHMARK(BM_RatingList)->Unit(benchmark::kMillisecond)->Iterations(3);

// Baseline: reading the results the fit needs.
void BM_ReadResults(benchmark::State& state) {
  database();
  for (auto _ : state) {
    const db::ArchiveResults r = db::read_results(database(), {});
    benchmark::DoNotOptimize(r.games.data());
  }
  state.SetItemsProcessed(state.iterations() * kGames);
}
BENCHMARK(BM_ReadResults)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace adomoc::bench

BENCHMARK_MAIN();
