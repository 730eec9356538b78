// Reading and checking a large archive. The baseline, measured in the same
// run, reads the same file in 64 KiB blocks and counts its lines.
//
// The archive (100,000 self-play games, seed 1) is generated on first use
// into the working directory; ADOMOC_BENCH_ARCHIVE names another file
// (bench/generated_archive.hpp).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "bench/generated_archive.hpp"
#include "parser/reader.hpp"
#include "validator/replay.hpp"

namespace {

using namespace adomoc;
namespace fs = std::filesystem;

using bench::archive_path;

void set_rates(benchmark::State& state, double bytes, double games, double plies) {
  state.counters["MB/s"] = benchmark::Counter(bytes / 1e6, benchmark::Counter::kIsRate);
  state.counters["games/s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
  if (plies > 0) state.counters["plies/s"] = benchmark::Counter(plies, benchmark::Counter::kIsRate);
}

void BM_BaselineReadCountLines(benchmark::State& state) {
  const auto bytes = static_cast<double>(fs::file_size(archive_path()));
  std::vector<char> block(64 * 1024);
  std::uint64_t lines = 0;
  for (auto _ : state) {
    std::ifstream in(archive_path(), std::ios::binary);
    while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0)
      lines += static_cast<std::uint64_t>(std::count(block.data(), block.data() + in.gcount(), '\n'));
  }
  benchmark::DoNotOptimize(lines);
  set_rates(state, bytes * static_cast<double>(state.iterations()), 0, 0);
}
BENCHMARK(BM_BaselineReadCountLines)->Unit(benchmark::kMillisecond)->MinTime(2.0);

template <class PerGame>
void read_archive(benchmark::State& state, PerGame per_game) {
  const auto bytes = static_cast<double>(fs::file_size(archive_path()));
  double games = 0, plies = 0;
  parser::Game game;
  parser::SyntaxError error;
  for (auto _ : state) {
    std::ifstream in(archive_path(), std::ios::binary);
    parser::ArchiveReader reader(in, archive_path());
    while (reader.next(game, error) == parser::ArchiveReader::Status::game) {
      games += 1;
      plies += per_game(game);
    }
  }
  set_rates(state, bytes * static_cast<double>(state.iterations()), games, plies);
}

void BM_Parse(benchmark::State& state) {
  read_archive(state, [](const parser::Game& game) {
    double moves = 0;
    for (const auto& e : game.movetext) moves += std::holds_alternative<parser::MoveToken>(e);
    return moves;
  });
}
BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_ParseAndValidate(benchmark::State& state) {
  read_archive(state, [&state](parser::Game& game) {
    const GameCheck check = check_game(game);
    if (!check.valid()) state.SkipWithError("a generated game did not validate");
    return static_cast<double>(check.plies);
  });
}
BENCHMARK(BM_ParseAndValidate)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace

BENCHMARK_MAIN();
