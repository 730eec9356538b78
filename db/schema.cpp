#include "db/schema.hpp"

#include <string>

namespace adomoc::db {

int latest_schema_version() {
  const auto steps = schema_steps();
  return steps.empty() ? 0 : steps.back().version;
}

void migrate(Database& db) {
  // WAL: readers go on beside a writer, and a killed writer loses at most
  // its open batch. NORMAL sync is safe in WAL mode against a process crash.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON");
  const int current = db.user_version();
  if (current > latest_schema_version())
    throw NewerSchemaError("database '" + db.path() + "' has schema version " + std::to_string(current) +
                           ", newer than this adomoc understands (" + std::to_string(latest_schema_version()) +
                           "): use a newer adomoc");
  for (const SchemaStep& step : schema_steps()) {
    if (step.version <= current) continue;
    Transaction t(db);
    db.exec(step.sql);
    db.exec("PRAGMA user_version = " + std::to_string(step.version));
    t.commit();
  }
}

}  // namespace adomoc::db
