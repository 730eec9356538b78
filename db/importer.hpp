// Turning archives into stored games: every game is validated; valid ones
// are stored once (a game whose whole record is stored already is counted
// and skipped, db/game_identity.hpp), the others go to the quarantine with
// their text and first fault (db/quarantine.hpp). Work is committed in
// batches, so an interrupted import leaves whole batches behind, and
// running it again completes it.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace adomoc::db {

struct ImportOptions {
  bool lenient = false;
  int games_per_batch = 10000;  // also the unit of the position index's rows
  // Asked between games: when it says yes, import() stops there, and
  // finish() commits the games read so far (a signal handler's flag).
  std::function<bool()> stop_requested{};
  // Threads that read and check games (the calling thread among them,
  // when it has no game to take) while the calling thread collects them
  // into batches and one more thread writes each batch as the next is
  // collected (import -j, parser/games_in_parallel.hpp); 1 does all of it
  // on the calling thread. The database is the same either way.
  int threads = 1;
  // The archives' size when known (0: not known, as for standard input).
  // An import of at least 10 MB expected to at least double the games
  // stored (reckoning a kilobyte of archive a game) leaves the games'
  // secondary indexes out while it writes and builds them in finish()
  // (db/game_indexes.hpp): the same database, sooner.
  std::uint64_t archive_bytes = 0;
};

// A place in an archive and what happened there, for the summary.
struct QuarantinedGame {
  std::string file;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string message;
};

struct SkippedGame {
  std::string file;
  std::uint32_t line = 0;  // where the game starts
  std::int64_t stored_id = 0;  // the game stored with the same record
};

struct Repair {
  std::string file;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  int ply = 0;
  std::string move;  // as written, or empty
  std::string message;
};

struct ImportSummary {
  std::uint64_t games = 0;  // read, valid or not
  std::uint64_t imported = 0;
  std::uint64_t duplicates = 0;
  std::uint64_t invalid = 0;
  std::uint64_t quarantine_rows = 0;  // added: a broken text already kept updates its row instead
  std::uint64_t plies = 0;  // of the games imported
  std::uint64_t bytes = 0;  // of the archives read to the end
  std::uint64_t mended = 0;  // quarantined games that came back valid: their rows removed
  std::uint64_t unreadable_dates = 0;  // Date values of stored games that are no date, stored as written
  std::uint64_t repairs = 0;  // --lenient repairs in the games imported
  std::map<std::string, std::uint64_t> repairs_by_kind;
  bool stopped = false;  // stop_requested said yes
  // The first few of each, for the summary.
  std::vector<QuarantinedGame> first_faults;
  std::vector<SkippedGame> first_skipped;
  std::vector<Repair> first_repairs;
};

// Told after each game, to draw progress: the games read so far, valid
// or not, and the bytes of the archives up to the end of the last one.
// (The rest of the summary is counted as batches are written, which under
// -j is on another thread.)
class ImportProgress {
 public:
  virtual ~ImportProgress() = default;
  virtual void update(std::uint64_t games_read, std::uint64_t bytes_read) = 0;
};

class Importer {
 public:
  Importer(Database& db, ImportOptions options);
  ~Importer();
  Importer(const Importer&) = delete;
  Importer& operator=(const Importer&) = delete;

  // Reads one archive; `source` is the name it is stored and reported under.
  // Returns early, with summary().stopped set, when stop_requested says so.
  // Throws SqliteError when the database fails (disk full, locked too long);
  // with threads, a batch written while the next is collected throws when
  // the next is handed off, or at the end of import() or finish().
  void import(std::istream& in, const std::string& source, ImportProgress* progress = nullptr);
  // Commits what is pending and builds the indexes left out. Without it,
  // the last batch is rolled back (and the next writer to open the
  // database builds the indexes).
  void finish();
  const ImportSummary& summary() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace adomoc::db
