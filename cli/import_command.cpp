#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/archive_files.hpp"
#include "cli/commands.hpp"
#include "cli/import_summary.hpp"
#include "cli/jobs_option.hpp"
#include "cli/query_options.hpp"
#include "cli/stop_signals.hpp"
#include "db/errors.hpp"
#include "db/importer.hpp"
#include "db/postgres_backend.hpp"
#include "db/schema.hpp"
#include "render/escape.hpp"

namespace adomoc::cli {

namespace {

namespace fs = std::filesystem;

struct ImportOptions {
  std::vector<std::string> inputs;
  std::string db;
  bool lenient = false;
  int jobs = 1;
};

// One line on stderr, redrawn: games, rate, bytes, and time left.
class ProgressBar : public db::ImportProgress {
 public:
  explicit ProgressBar(std::uint64_t total_bytes) : total_(total_bytes) {}
  void update(std::uint64_t games, std::uint64_t bytes) override {
    if (games % 256 != 0) return;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double done = static_cast<double>(bytes);
    const double rate = seconds > 0 ? static_cast<double>(games) / seconds : 0;
    const double eta = done > 0 && total_ > 0 ? seconds * (static_cast<double>(total_) - done) / done : 0;
    std::fprintf(stderr, "\r%llu games  %.0f games/s  %.1f MB  ETA %.0f s   ", static_cast<unsigned long long>(games),
                 rate, done / 1e6, eta > 0 ? eta : 0);
  }
  ~ProgressBar() override { std::fprintf(stderr, "\r%*s\r", 70, ""); }

 private:
  std::uint64_t total_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// After SIGINT or SIGTERM: what is stored, and how to finish. The shell's
// convention for a process a signal ended: 128 + the signal's number.
int interrupted(int signal, const db::ImportSummary& s) {
  std::cerr << "adomoc import: interrupted by " << StopOnSignals::name(signal) << " between two games: "
            << counted(s.imported, "game", "games") << " of this run " << (s.imported == 1 ? "is" : "are")
            << " stored and " << s.invalid << " quarantined, nothing half-written. Run the same command again to "
            << "finish: what is stored is skipped.\n";
  return 128 + signal;
}

int run_import(const ImportOptions& options) {
  const StopOnSignals stop;  // from the start: a signal while the database opens stops before the first game
  std::vector<std::string> files;
  const bool all_found = expand_inputs(options.inputs, files, "import");
  const std::string path = database_path(options.db);
  std::uint64_t total_bytes = 0;
  for (const std::string& f : files) {
    std::error_code ec;
    if (f != "-") total_bytes += fs::file_size(f, ec);
  }
  try {
    if (!db::is_postgres_uri(path)) db::create_database_if_missing(path);
    db::Database database(path, db::Database::Mode::create);
    db::migrate(database);
    db::Importer importer(database, {.lenient = options.lenient,
                                     .stop_requested = [] { return StopOnSignals::received() != 0; },
                                     .threads = options.jobs,
                                     .archive_bytes = total_bytes});
    std::unique_ptr<ProgressBar> bar;
    if (::isatty(STDERR_FILENO)) bar = std::make_unique<ProgressBar>(total_bytes);
    bool all_read = all_found;
    for (const std::string& f : files) {
      std::ifstream file;
      if (f != "-") file.open(f, std::ios::binary);
      if (f != "-" && !file) {
        std::cerr << "adomoc import: cannot open '" << f << "'\n";
        all_read = false;
        continue;
      }
      importer.import(f == "-" ? std::cin : file, f == "-" ? "<stdin>" : f, bar.get());
      if (importer.summary().stopped) break;
    }
    importer.finish();
    bar.reset();
    print_summary(std::cout, importer.summary(), db::shown_database(path));
    if (importer.summary().stopped) return interrupted(StopOnSignals::received(), importer.summary());
    if (!all_read) return kUsage;
    return importer.summary().invalid == 0 ? kOk : kInvalid;
  } catch (const db::SqliteError& e) {  // the environment: disk full, locked, not a database, ...
    // Batches are committed whole, and a second run skips what is stored.
    const char* advice =
        db::out_of_room(e) ? "; the games stored before are kept, and the same import run again after making room "
                             "completes it"
                           : "";
    std::cerr << "adomoc import: " << render::terminal_text(db::describe(e, path)) << advice << "\n";
    return kUsage;
  } catch (const db::PostgresError& e) {  // the server refused, went away, or cannot be reached
    std::cerr << "adomoc import: " << render::terminal_text(e.what())
              << "; the games of the batches committed before are kept, and the same import run again completes "
                 "it\n";
    return kUsage;
  } catch (const std::exception& e) {  // NewerSchemaError
    std::cerr << "adomoc import: " << render::terminal_text(e.what()) << "\n";
    return kUsage;
  }
}

}  // namespace

void setup_import(CLI::App& app, int& status) {
  auto options = std::make_shared<ImportOptions>();
  CLI::App* sub = app.add_subcommand("import", "Validate archives and store their games in a database");
  sub->add_option("inputs", options->inputs, "Archives, or directories searched for *.adn ('-' reads standard input)")
      ->required();
  sub->add_option("--db", options->db, kDatabaseOptionHelp);
  sub->add_flag("--lenient", options->lenient, "Repair slips whose meaning is certain, as validate --lenient");
  add_jobs_option(*sub, options->jobs);
  sub->callback([options, &status] { status = run_import(*options); });
}

}  // namespace adomoc::cli
