#include "db/schema.hpp"

#include <sqlite3.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>

#include <chrono>
#include <string>
#include <thread>

#include "db/game_indexes.hpp"
#include "db/identity_upgrade.hpp"
#include "db/player_names.hpp"
#include "db/position_index.hpp"

namespace adomoc::db {

int latest_schema_version() {
  const auto steps = schema_steps();
  return steps.empty() ? 0 : steps.back().version;
}

namespace {

// Steps whose data SQL cannot compute: run after the step's SQL, in its
// transaction.
// The position index of versions 2 and 6 is rebuilt whole, with the
// game facts, by version 8 (the last to change its tables), so the
// earlier steps leave it empty and step 3 does not keep it up to date.
void complete_step(Database& db, int version) {
  if (version == 3) upgrade_identity(db);
  if (version == 7) fill_name_keys(db);
  if (version == 8) index_all_games(db);
}

void refuse_newer(Database& db, int version) {
  if (version > latest_schema_version())
    throw NewerSchemaError("database '" + db.path() + "' has schema version " + std::to_string(version) +
                           ", newer than this adomoc understands (" + std::to_string(latest_schema_version()) +
                           "): use a newer adomoc");
}

struct SchemaState {
  int version = 0;
  bool has_tables = false;
};

// The version and whether there are tables, read in one snapshot: another
// adomoc may be creating the schema at this very moment.
SchemaState read_schema_state(Database& db) {
  int version = 0;
  bool has_tables = false;
  db.exec("BEGIN");
  try {
    version = db.user_version();
    Statement tables(db, db.is_postgres() ? "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
                                          : "SELECT count(*) FROM sqlite_schema");
    has_tables = tables.step() && tables.integer(0) > 0;
  } catch (...) {
    db.exec("ROLLBACK");
    throw;
  }
  db.exec("COMMIT");
  return {version, has_tables};
}

void refuse_foreign_or_newer(Database& db, const SchemaState& state) {
  refuse_newer(db, state.version);
  if (state.version == 0 && state.has_tables)
    throw ForeignDatabaseError("'" + db.path() + "' is not an adomoc database (a SQLite file of another program)");
}

void refuse_foreign_or_newer(Database& db) { refuse_foreign_or_newer(db, read_schema_state(db)); }

// Switching a new database to WAL takes a read lock and then the write
// lock; SQLite refuses that upgrade at once when another process holds the
// write lock (waiting could deadlock), so two processes creating the same
// database may collide here. The refusal is either an error or, just as
// often, the pragma answering the mode it stayed in: a connection left in
// rollback mode beside one in WAL mode does not see the other's writes and
// would run the schema steps again. Retry until WAL or the busy timeout.
void use_wal(Database& db) {
  using Clock = std::chrono::steady_clock;
  const auto give_up = Clock::now() + std::chrono::milliseconds(busy_timeout_ms());
  for (;;) {
    try {
      Statement mode(db, "PRAGMA journal_mode = WAL");
      // An in-memory database (the fuzzers') has no WAL, nor another process.
      if (mode.step() && (mode.text(0) == "wal" || mode.text(0) == "memory")) return;
      if (Clock::now() >= give_up)
        throw SqliteError(SQLITE_BUSY,
                          "database '" + db.path() + "' could not be switched to WAL mode: another program holds it");
    } catch (const SqliteError& e) {
      if ((e.code() & 0xff) != SQLITE_BUSY || Clock::now() >= give_up) throw;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

}  // namespace

void require_current_schema(Database& db) {
  const SchemaState state = read_schema_state(db);
  refuse_foreign_or_newer(db, state);
  if (state.version == latest_schema_version()) return;
  // On a server, the role that owns the tables upgrades them, not a reader.
  const std::string upgrade = "run 'adomoc upgrade --db " + db.path() + "'" +
                              (db.is_postgres() ? " as the role that owns the archive's tables" : "");
  if (state.version == 0)
    throw OlderSchemaError("database '" + db.path() + "' holds no adomoc schema yet (" +
                           (db.is_postgres() ? "an empty database" : "an empty file") + "): " + upgrade +
                           " or import games into it");
  throw OlderSchemaError("database '" + db.path() + "' has schema version " + std::to_string(state.version) +
                         " and this adomoc reads version " + std::to_string(latest_schema_version()) + ": " +
                         upgrade + " first (an import upgrades it too)");
}

// PostgreSQL: every step in one transaction under an advisory lock, so
// that importers starting together create the schema once; a database
// with tables but no adomoc_schema is another program's.
SchemaUpgrade migrate_postgres(Database& db) {
  Transaction t(db);
  db.exec("SELECT pg_advisory_xact_lock(1094795585)");  // 'AAAA': adomoc's schema
  SchemaUpgrade upgrade{db.user_version(), 0};
  refuse_newer(db, upgrade.from);
  if (upgrade.from == 0) {
    Statement tables(db, "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()");
    if (tables.step() && tables.integer(0) > 0)
      throw ForeignDatabaseError("'" + db.path() + "' is not an adomoc database (it holds tables of another program)");
  }
  for (const SchemaStep& step : postgres_schema_steps()) {
    if (step.version <= upgrade.from) continue;
    db.exec(step.sql);
    complete_step(db, step.version);
    db.exec("DELETE FROM adomoc_schema; INSERT INTO adomoc_schema (version) VALUES (" + std::to_string(step.version) +
            ")");
    ++upgrade.steps;
  }
  t.commit();
  upgrade.to = db.user_version();
  return upgrade;
}

SchemaUpgrade migrate(Database& db) {
  if (db.is_postgres()) return migrate_postgres(db);
  // WAL: readers go on beside a writer, and a killed writer loses at most
  // its open batch. NORMAL sync is safe in WAL mode against a process crash.
  // Before anything is written: a newer database or another program's file
  // must be left exactly as it was.
  refuse_foreign_or_newer(db);
  // Larger pages for a new file: the indexes take keys in random order, and
  // fewer, fuller pages split less (import 10% faster, the file 3% smaller
  // than with 4 KB). No effect on an existing file.
  db.exec("PRAGMA page_size = 16384");
  use_wal(db);
  db.exec("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
  SchemaUpgrade upgrade{db.user_version(), 0};
  for (const SchemaStep& step : schema_steps()) {
    if (step.version <= db.user_version()) continue;
    Transaction t(db);
    // Another process may have upgraded while this one waited for the lock.
    const int current = db.user_version();
    refuse_newer(db, current);
    if (step.version <= current) continue;
    db.exec(step.sql);
    complete_step(db, step.version);
    db.exec("PRAGMA user_version = " + std::to_string(step.version));
    t.commit();
    ++upgrade.steps;
  }
  upgrade.to = db.user_version();
  // A killed import may have left the games' secondary indexes out.
  if (game_indexes_missing(db)) {
    Transaction t(db);
    build_missing_game_indexes(db);
    t.commit();
  }
  return upgrade;
}

void create_database_if_missing(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(path, ec) || ec) return;
  const std::string made = path + ".new-" + std::to_string(::getpid());
  const auto remove_made = [&made] {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(made + suffix, ignored);
  };
  try {
    Database db(made, Database::Mode::create);
    migrate(db);
  } catch (const SqliteError&) {
    remove_made();
    return;
  }
  // Closed: the WAL is checkpointed into the file and removed.
  if (::link(made.c_str(), path.c_str()) != 0 && errno != EEXIST) {
    // A file system without hard links: a rename, which another program
    // creating the same database at this instant could race.
    if (!fs::exists(path, ec)) fs::rename(made, path, ec);
  }
  remove_made();
}

}  // namespace adomoc::db
