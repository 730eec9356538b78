// Turning archives into stored games: every game is validated; valid ones
// are stored once (duplicates are counted and skipped), the others go to the
// quarantine with their text and first fault. Work is committed in batches,
// so an interrupted import leaves whole batches behind, and running it again
// completes it.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/sqlite.hpp"

namespace adomoc::db {

struct ImportOptions {
  bool lenient = false;
  int games_per_batch = 10000;  // also the unit of the position index's rows
};

struct QuarantinedGame {
  std::string file;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string message;
};

struct ImportSummary {
  std::uint64_t games = 0;  // read, valid or not
  std::uint64_t imported = 0;
  std::uint64_t duplicates = 0;
  std::uint64_t invalid = 0;
  std::uint64_t plies = 0;  // of the games imported
  std::uint64_t bytes = 0;  // of the archives read to the end
  std::vector<QuarantinedGame> first_faults;  // the first few, for the summary
};

// Told after each game, to draw progress: the totals so far (bytes of
// finished archives only) and how far into the current archive it is.
class ImportProgress {
 public:
  virtual ~ImportProgress() = default;
  virtual void update(const ImportSummary& so_far, std::uint64_t bytes_into_file) = 0;
};

class Importer {
 public:
  Importer(Database& db, ImportOptions options);
  ~Importer();
  Importer(const Importer&) = delete;
  Importer& operator=(const Importer&) = delete;

  // Reads one archive; `source` is the name it is stored and reported under.
  // Throws SqliteError when the database fails (disk full, locked too long).
  void import(std::istream& in, const std::string& source, ImportProgress* progress = nullptr);
  // Commits what is pending. Without it, the last batch is rolled back.
  void finish();
  const ImportSummary& summary() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// 64 bits identifying a game for duplicate detection: its moves, variant,
// players and date.
std::int64_t content_hash(int variant, const std::vector<std::uint8_t>& moves, const std::string& light,
                          const std::string& dark, const std::string& date);

}  // namespace adomoc::db
