#include "db/schema.hpp"

#include <string>

#include "db/position_index.hpp"

namespace adomoc::db {

int latest_schema_version() {
  const auto steps = schema_steps();
  return steps.empty() ? 0 : steps.back().version;
}

namespace {

// Steps whose data SQL cannot compute: run after the step's SQL, in its
// transaction.
void complete_step(Database& db, int version) {
  if (version == 2) index_all_games(db);
}

void refuse_newer(Database& db, int version) {
  if (version > latest_schema_version())
    throw NewerSchemaError("database '" + db.path() + "' has schema version " + std::to_string(version) +
                           ", newer than this adomoc understands (" + std::to_string(latest_schema_version()) +
                           "): use a newer adomoc");
}

}  // namespace

void migrate(Database& db) {
  // WAL: readers go on beside a writer, and a killed writer loses at most
  // its open batch. NORMAL sync is safe in WAL mode against a process crash.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
  refuse_newer(db, db.user_version());
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
  }
}

}  // namespace adomoc::db
