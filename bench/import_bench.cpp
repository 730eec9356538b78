// Importing the benchmark archive into a database, next to the baseline of
// the issue measured in the same run: the sqlite3 shell's .import of a CSV
// with one row per game (its tag values, then its movetext as one field)
// into a table without an index. Both are given in plies per second over
// the same ply count, so they compare directly.
//
// The importer is single-threaded; the program pins itself to one core
// before measuring, and the sqlite3 child inherits that. Times are wall
// times: the baseline's work is done in a child process, and both wait for
// the disk. Each writes a new database file in the working directory.
#include <benchmark/benchmark.h>
#include <sched.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "bench/generated_archive.hpp"
#include "bench/load_average.hpp"
#include "db/importer.hpp"
#include "db/schema.hpp"
#include "db/database.hpp"
#include "parser/reader.hpp"

extern char** environ;

namespace {

using namespace adomoc;
namespace fs = std::filesystem;

// The tags that get a column in the CSV, as in the games table.
constexpr std::string_view csv_tags[] = {"Event", "Site", "Date", "Round", "Light", "Dark", "Variant", "Result"};

struct ArchiveFacts {
  double bytes = 0;
  double games = 0;
  double plies = 0;  // move tokens: every generated game is valid, so each is a ply played
};

void append_csv_field(std::string& row, std::string_view value) {
  row += '"';
  for (const char c : value) {
    if (c == '"') row += '"';
    row += (c == '\n' || c == '\r') ? ' ' : c;  // one line per game
  }
  row += '"';
}

// The baseline's CSV, in the working directory.
std::string csv_path() { return fs::path(bench::archive_path()).stem().string() + ".csv"; }

std::uint64_t offset_of(const parser::Element& element) {
  return std::visit([](const auto& e) { return e.pos.offset; }, element);
}

// Reads the archive once: its size, games and plies, and the baseline's CSV
// when it is missing or older than the archive.
const ArchiveFacts& archive_facts() {
  static const ArchiveFacts facts = [] {
    ArchiveFacts f;
    f.bytes = static_cast<double>(fs::file_size(bench::archive_path()));
    const std::string csv = csv_path();
    const bool write_csv =
        !fs::exists(csv) || fs::last_write_time(csv) < fs::last_write_time(bench::archive_path());
    std::ofstream out;
    if (write_csv) out.open(csv + ".tmp", std::ios::binary);
    std::ifstream in(bench::archive_path(), std::ios::binary);
    parser::ArchiveReader reader(in, bench::archive_path());
    parser::Game game;
    parser::SyntaxError error;
    std::string row;
    while (reader.next(game, error) == parser::ArchiveReader::Status::game) {
      f.games += 1;
      for (const auto& e : game.movetext) f.plies += std::holds_alternative<parser::MoveToken>(e);
      if (!write_csv) continue;
      row.clear();
      for (const std::string_view tag : csv_tags) {
        const parser::Tag* t = game.find_tag(tag);
        append_csv_field(row, t ? std::string_view(t->value) : std::string_view());
        row += ',';
      }
      const std::string_view text = reader.game_text();
      const std::size_t moves_from =
          game.movetext.empty() ? text.size() : offset_of(game.movetext.front()) - game.start.offset;
      append_csv_field(row, text.substr(moves_from));
      row += '\n';
      out << row;
    }
    if (write_csv) {
      out.close();
      fs::rename(csv + ".tmp", csv);
    }
    return f;
  }();
  return facts;
}

void remove_database(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double cpu_seconds(const rusage& usage) {
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double cpu_seconds_of_this_program() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return cpu_seconds(usage);
}

// Wall time, and processor time (user and system), of one run.
struct Timing {
  double seconds = 0;
  double cpu_seconds = 0;
};

// Rates over wall time, and plies over processor time: less troubled by
// other jobs on a shared host, but blind to waiting for the disk.
void set_counters(benchmark::State& state, Timing timing, double games, double plies, double db_bytes) {
  const ArchiveFacts& facts = archive_facts();
  state.counters["plies/s"] = plies / timing.seconds;
  state.counters["games/s"] = games / timing.seconds;
  state.counters["MB/s"] = facts.bytes / 1e6 / timing.seconds;  // of the archive, for both
  state.counters["plies/cpu_s"] = plies / timing.cpu_seconds;
  state.counters["db/archive"] = db_bytes / facts.bytes;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// The baseline's rates, one per repetition, for the import's ratios.
std::vector<double> baseline_plies_per_second;
std::vector<double> baseline_plies_per_cpu_second;

// Runs sqlite3 with the given arguments; false when it could not run or failed.
bool run_sqlite3_shell(std::vector<std::string> args, rusage& usage) {
  args.insert(args.begin(), "sqlite3");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t child = 0;
  if (posix_spawnp(&child, "sqlite3", nullptr, nullptr, argv.data(), environ) != 0) return false;
  int status = 0;
  if (wait4(child, &status, 0, &usage) != child) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// The baseline: a new database, a table with one column per CSV field and
// no index, and the shell's .import (one transaction, the shell's defaults:
// rollback journal, synchronous FULL).
void BM_BaselineSqliteShellImport(benchmark::State& state) {
  const ArchiveFacts& facts = archive_facts();
  const std::string path = "baseline-bench.db";
  remove_database(path);
  Timing timing;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    rusage usage{};
    const bool ran = run_sqlite3_shell(
        {"-batch", path,
         "CREATE TABLE games (event TEXT, site TEXT, date TEXT, round TEXT, light TEXT, dark TEXT, variant TEXT, "
         "result TEXT, movetext TEXT)",
         ".mode csv", ".import " + csv_path() + " games"},
        usage);
    timing = {seconds_since(start), cpu_seconds(usage)};
    if (!ran) state.SkipWithError("the sqlite3 shell failed (is it installed? scripts/setup.sh)");
  }
  {
    db::Database db(path, db::Database::Mode::read_only);
    db::Statement rows(db, "SELECT count(*) FROM games");
    rows.step();
    if (static_cast<double>(rows.integer(0)) != facts.games) state.SkipWithError("the CSV did not import whole");
  }
  const auto db_bytes = static_cast<double>(fs::file_size(path));
  remove_database(path);
  set_counters(state, timing, facts.games, facts.plies, db_bytes);
  baseline_plies_per_second.push_back(facts.plies / timing.seconds);
  baseline_plies_per_cpu_second.push_back(facts.plies / timing.cpu_seconds);
}
BENCHMARK(BM_BaselineSqliteShellImport)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1)->Repetitions(3);

// What adomoc import does (cli/import_command.cpp): open or create, migrate,
// import with the default options (as the command), finish, close.
void BM_Import(benchmark::State& state) {
  const ArchiveFacts& facts = archive_facts();
  const std::string path = "import-bench.db";
  remove_database(path);
  Timing timing;
  db::ImportSummary summary;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = cpu_seconds_of_this_program();
    {
      db::Database database(path, db::Database::Mode::create);
      db::migrate(database);
      db::Importer importer(database, db::ImportOptions{});
      std::ifstream in(bench::archive_path(), std::ios::binary);
      importer.import(in, bench::archive_path());
      importer.finish();
      summary = importer.summary();
      // Closing would do it too, as it does when adomoc import ends: the
      // WAL written back, so the work and the file size are whole.
      database.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    timing = {seconds_since(start), cpu_seconds_of_this_program() - cpu_start};
  }
  if (summary.invalid != 0 || static_cast<double>(summary.plies) != facts.plies)
    state.SkipWithError("the importer did not store every game");
  const auto db_bytes = static_cast<double>(fs::file_size(path));
  remove_database(path);
  const auto plies = static_cast<double>(summary.plies);
  set_counters(state, timing, static_cast<double>(summary.games), plies, db_bytes);
  state.counters["games/batch"] = db::ImportOptions{}.games_per_batch;
  if (!baseline_plies_per_second.empty()) {
    state.counters["vs_baseline"] = plies / timing.seconds / median(baseline_plies_per_second);
    state.counters["vs_baseline_cpu"] = plies / timing.cpu_seconds / median(baseline_plies_per_cpu_second);
  }
}
BENCHMARK(BM_Import)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1)->Repetitions(3);

// Pins the program to the core it is running on.
std::string pin_to_one_core() {
  const int cpu = sched_getcpu();
  if (cpu < 0) return "not pinned";
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  if (sched_setaffinity(0, sizeof one, &one) != 0) return "not pinned";
  return "CPU " + std::to_string(cpu);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("pinned to", pin_to_one_core());
  archive_facts();  // the archive and the CSV, before anything is timed
  benchmark::AddCustomContext("load average before", bench::load_average());
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  std::cerr << "load average after: " << bench::load_average() << "\n";
  return 0;
}
