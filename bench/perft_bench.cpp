// Perft and move generation speed. Counters: leaf nodes (or moves) per
// second. The naive reference engine (tests/reference) is the baseline.
#include <benchmark/benchmark.h>

#include <vector>

#include "reference/reference_rules.hpp"
#include "validator/move_check.hpp"
#include "validator/movegen.hpp"
#include "validator/notation.hpp"
#include "validator/perft.hpp"
#include "validator/selfplay.hpp"

namespace {

using namespace adomoc;

// Positions from the middle of self-play games: busier than the opening.
std::vector<Position> sample_positions() {
  std::vector<Position> out;
  const SelfPlay selfplay({42, Variant::standard, 300});
  parser::Game game;
  for (std::uint64_t n = 1; n <= 50; ++n) {
    selfplay.play(n, game);
    Position pos = Position::initial();
    for (auto& e : game.movetext) {
      auto* token = std::get_if<parser::MoveToken>(&e);
      if (!token) continue;
      out.push_back(pos);
      std::vector<adomoc::Violation> repairs;
      pos.make(*check_move(pos, *token, false, repairs));
    }
  }
  return out;
}

void BM_Perft(benchmark::State& state) {
  Position pos = Position::initial();
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, depth);
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

void BM_ReferencePerft(benchmark::State& state) {
  const auto pos = reference::initial_position();
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += reference::perft(pos, reference::Variant::standard, depth);
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReferencePerft)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_GenerateMoves(benchmark::State& state) {
  static const std::vector<Position> positions = sample_positions();
  MoveList moves;
  std::uint64_t generated = 0;
  for (auto _ : state) {
    for (const Position& pos : positions) {
      moves.clear();
      generate_moves(pos, moves);
      generated += static_cast<std::uint64_t>(moves.size());
    }
    benchmark::DoNotOptimize(moves);
  }
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
  state.counters["positions/s"] = benchmark::Counter(
      static_cast<double>(positions.size() * static_cast<std::size_t>(state.iterations())), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GenerateMoves)->Unit(benchmark::kMillisecond);

void BM_ReferenceGenerateMoves(benchmark::State& state) {
  static const std::vector<Position> positions = sample_positions();
  std::vector<reference::RefPosition> ref;
  for (const Position& pos : positions) ref.push_back(*reference::read_position(position_text(pos)));
  std::uint64_t generated = 0;
  for (auto _ : state)
    for (const auto& pos : ref) generated += reference::legal_moves(pos, reference::Variant::standard).size();
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
  state.counters["positions/s"] = benchmark::Counter(
      static_cast<double>(ref.size() * static_cast<std::size_t>(state.iterations())), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReferenceGenerateMoves)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
