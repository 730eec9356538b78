// Position questions on a large database, as issue 12 measures them: the
// answer to `position` (totals and a page of 50 games) and to `openings
// --position` (the moves played from it) for positions taken at random
// plies (0 to the end) of random games, and for the start position;
// unfiltered, filtered by one player, and by one year. Reports the median,
// the 90th and 99th percentiles and the slowest query, next to the baseline
// measured in the same run: reading one stored game by its id.
//
//   position_bench DATABASE [POSITIONS=500] [SEED=1] [PLAYER="D. Côté"] [YEAR=2022]
//
// The 1,000,000-game database of docs/performance.md:
//   adomoc generate --games 1000000 --seed 1 -o selfplay-1m.adn
//   adomoc import --db selfplay-1m.db selfplay-1m.adn
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "db/move_codec.hpp"
#include "db/queries.hpp"

namespace adomoc::bench {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct Sample {
  std::int64_t game;
  int ply;
  Position position;
};

std::vector<Sample> sample_positions(db::Database& db, int count, std::uint64_t seed) {
  db::Statement range(db, "SELECT min(id), max(id) FROM games");
  range.step();
  const std::int64_t first = range.integer(0), last = range.integer(1);
  std::mt19937_64 random(seed);
  db::Statement game(db, "SELECT variant, moves FROM games WHERE id = ?");
  std::vector<Sample> samples{{0, 0, Position::initial()}};
  while (std::ssize(samples) < count + 1) {
    const std::int64_t id = std::uniform_int_distribution<std::int64_t>(first, last)(random);
    game.bind(1, id);
    if (game.step()) {
      const auto moves = game.blob(1);
      const int ply = std::uniform_int_distribution<int>(0, static_cast<int>(moves.size() / 2))(random);
      Position pos = Position::initial(static_cast<Variant>(game.integer(0)));
      db::replay_moves(pos, moves.first(2 * static_cast<std::size_t>(ply)), [](const Position&, Move, const Position&) {});
      samples.push_back({id, ply, pos});
    }
    game.reset();
  }
  return samples;
}

struct Spread {
  double median, p90, p99, slowest;
};

Spread spread(std::vector<double> times) {
  std::sort(times.begin(), times.end());
  const auto at = [&](double q) { return times[static_cast<std::size_t>(q * static_cast<double>(times.size() - 1))]; };
  return {at(0.5), at(0.9), at(0.99), times.back()};
}

std::vector<double> timed(const std::vector<Sample>& samples, const std::function<void(const Sample&)>& ask) {
  std::vector<double> times;
  for (const Sample& s : samples) {
    const auto start = Clock::now();
    ask(s);
    times.push_back(ms_since(start));
    // $ADOMOC_BENCH_SLOW=N: name the questions that took N ms or more.
    static const char* slow = std::getenv("ADOMOC_BENCH_SLOW");
    if (slow && times.back() >= std::atof(slow))
      std::fprintf(stderr, "  %.1f ms: game %lld ply %d\n", times.back(), static_cast<long long>(s.game), s.ply);
  }
  return times;
}

void report(const char* what, const char* filter, const std::vector<double>& times, double baseline) {
  const Spread s = spread(times);
  std::printf("%-22s %-10s %9.3f %9.3f %9.3f %9.3f %9.1fx\n", what, filter, s.median, s.p90, s.p99, s.slowest,
              s.median / baseline);
}

}  // namespace
}  // namespace adomoc::bench

int main(int argc, char** argv) {
  using namespace adomoc;
  using namespace adomoc::bench;
  if (argc < 2) {
    std::fprintf(stderr, "usage: position_bench DATABASE [POSITIONS=500] [SEED=1] [PLAYER] [YEAR]\n");
    return 2;
  }
  const auto open_start = Clock::now();
  db::Database db(argv[1], db::Database::Mode::read_only);
  const double open_ms = ms_since(open_start);
  const int count = argc > 2 ? std::stoi(argv[2]) : 500;
  const std::uint64_t seed = argc > 3 ? std::stoull(argv[3]) : 1;
  db::GameFilter player, year;
  player.player = argc > 4 ? argv[4] : "D. Côté";
  year.since = std::string(argc > 5 ? argv[5] : "2022");
  year.until = *year.since + ".12.31";

  const std::vector<Sample> samples = sample_positions(db, count, seed);
  db::Statement one(db, "SELECT moves FROM games WHERE id = ?");
  // Twice: the first pass warms the page cache for every measurement.
  std::vector<double> baseline;
  for (int pass = 0; pass < 2; ++pass)
    baseline = timed(samples, [&](const Sample& s) {
      one.bind(1, s.game == 0 ? 1 : s.game);
      one.step();
      one.reset();
    });
  const double base = spread(baseline).median;
  std::printf("%zu positions (the start and %d at random plies), database opened in %.2f ms\n", samples.size(), count,
              open_ms);
  std::printf("%-22s %-10s %9s %9s %9s %9s %10s\n", "query", "filter", "median", "p90", "p99", "slowest",
              "vs base");
  std::printf("%-22s %-10s %9.4f %9.4f %9.4f %9.4f %9.1fx\n", "baseline: one game", "-", base,
              spread(baseline).p90, spread(baseline).p99, spread(baseline).slowest, 1.0);
  for (const auto& [name, filter] : {std::pair<const char*, const db::GameFilter*>{"none", nullptr},
                                     {"player", &player}, {"year", &year}}) {
    const db::GameFilter& f = filter ? *filter : db::GameFilter{};
    report("position --limit 50", name, timed(samples, [&](const Sample& s) {
             db::Table t = db::position_games(db, f, s.position, 50);
             if (t.notes.empty()) std::abort();
           }),
           base);
    report("openings --position", name, timed(samples, [&](const Sample& s) {
             db::MovePrefix from;
             from.position = s.position;
             db::Table t = db::opening_tree(db, f, from, 1, true);
             if (t.notes.empty()) std::abort();
           }),
           base);
  }
  // The start position alone, whose answer every other position's dwarfs.
  const std::vector<Sample> start(samples.begin(), samples.begin() + 1);
  for (const auto& [name, filter] : {std::pair<const char*, const db::GameFilter*>{"none", nullptr},
                                     {"player", &player}, {"year", &year}})
    report("start position", name, timed(start, [&](const Sample& s) {
             db::position_games(db, filter ? *filter : db::GameFilter{}, s.position, 50);
           }),
           base);
  return 0;
}
