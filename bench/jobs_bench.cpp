// Every core (issue 12): `adomoc validate` and `adomoc import` on the
// benchmark archive with -j 1 and -j 2, in the same run, as a user runs
// them (the program as a child process, its output thrown away). The
// figures that count are the ratios of the -j 2 rates to the -j 1 ones,
// each pair run back to back: a host busy with other work troubles a ratio
// less than a rate. The load average is printed before and after, and each
// run's peak resident set (the child's, from wait4) beside its rate.
//
// The archive: bench/generated_archive.hpp (100,000 games, generated into
// the working directory on first use; $ADOMOC_BENCH_ARCHIVE names another,
// such as a million games from `adomoc generate`). Import writes
// jobs-bench.db in the working directory and removes it.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "bench/generated_archive.hpp"
#include "bench/load_average.hpp"

extern char** environ;

namespace {

using namespace adomoc;
namespace fs = std::filesystem;

constexpr const char* kDatabase = "jobs-bench.db";

struct ChildRun {
  bool ok = false;
  double seconds = 0;
  double cpu_seconds = 0;  // user and system, every thread
  double peak_mb = 0;
};

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// Runs adomoc with `args`, standard output and error to /dev/null.
ChildRun run_adomoc(std::vector<std::string> args) {
  args.insert(args.begin(), ADOMOC_BINARY);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t quiet;
  posix_spawn_file_actions_init(&quiet);
  posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);
  ChildRun run;
  const auto start = std::chrono::steady_clock::now();
  pid_t child = 0;
  const bool spawned = posix_spawn(&child, ADOMOC_BINARY, &quiet, nullptr, argv.data(), environ) == 0;
  posix_spawn_file_actions_destroy(&quiet);
  if (!spawned) return run;
  int status = 0;
  rusage usage{};
  if (wait4(child, &status, 0, &usage) != child) return run;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.cpu_seconds = seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime);
  run.peak_mb = static_cast<double>(usage.ru_maxrss) / 1024;
  // validate: 0, or 1 for an archive with invalid games; import the same.
  run.ok = WIFEXITED(status) && WEXITSTATUS(status) <= 1;
  return run;
}

void remove_database() {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(std::string(kDatabase) + suffix);
}

// One run of `adomoc command -j jobs` on the archive.
ChildRun run_command(const std::string& command, int jobs) {
  std::vector<std::string> args{command, "-j", std::to_string(jobs)};
  if (command == "import") {
    remove_database();
    args.insert(args.end(), {"--db", kDatabase});
  }
  args.push_back(bench::archive_path());
  ChildRun run = run_adomoc(args);
  remove_database();
  return run;
}

// -j 1 and -j 2 one right after the other, so that both see the same load:
// the repetitions' median ratio is the figure.
void measure(benchmark::State& state, const std::string& command) {
  const double mb = static_cast<double>(fs::file_size(bench::archive_path())) / 1e6;
  ChildRun one, two;
  for (auto _ : state) {
    one = run_command(command, 1);
    two = run_command(command, 2);
    state.SetIterationTime(two.seconds);
    if (!one.ok || !two.ok) state.SkipWithError(("adomoc " + command + " failed").c_str());
  }
  state.counters["j1_MB/s"] = mb / one.seconds;
  state.counters["j2_MB/s"] = mb / two.seconds;
  state.counters["j2_vs_j1"] = one.seconds / two.seconds;
  state.counters["cpu_j2_vs_j1"] = two.cpu_seconds / one.cpu_seconds;  // the threads' overhead
  state.counters["j1_peak_MB"] = one.peak_mb;
  state.counters["j2_peak_MB"] = two.peak_mb;
}

void BM_Validate(benchmark::State& state) { measure(state, "validate"); }
BENCHMARK(BM_Validate)->Unit(benchmark::kSecond)->UseManualTime()->Iterations(1)->Repetitions(5);

void BM_Import(benchmark::State& state) { measure(state, "import"); }
BENCHMARK(BM_Import)->Unit(benchmark::kSecond)->UseManualTime()->Iterations(1)->Repetitions(5);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  bench::archive_path();  // generated before anything is timed
  benchmark::AddCustomContext("archive", bench::archive_path());
  benchmark::AddCustomContext("load average before", bench::load_average());
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  std::cerr << "load average after: " << bench::load_average() << "\n";
  return 0;
}
