// The database schema: numbered SQL files from schema/, compiled in, applied
// in order while their number is above PRAGMA user_version.
#pragma once

#include <span>
#include <string>
#include <stdexcept>
#include <string_view>

#include "db/database.hpp"

namespace adomoc::db {

struct SchemaStep {
  int version;  // the file's number
  std::string_view name;
  std::string_view sql;
};

std::span<const SchemaStep> schema_steps();           // generated, in order: SQLite's
std::span<const SchemaStep> postgres_schema_steps();  // and PostgreSQL's
int latest_schema_version();

// The database was written by a newer adomoc: refuse rather than guess.
class NewerSchemaError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A SQLite file that some other program made (it has tables but no adomoc
// schema version): refuse rather than add our tables to it.
class ForeignDatabaseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The database is older than this adomoc. Queries never upgrade it (a
// read-only role on a shared server could not, and a reader should not
// change what it reads): `adomoc upgrade` and the commands that write do.
class OlderSchemaError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// For a reader: returns when the database is at this adomoc's schema;
// throws OlderSchemaError (naming the command that upgrades it),
// NewerSchemaError or ForeignDatabaseError otherwise. Writes nothing.
void require_current_schema(Database& db);

// The schema versions before and after migrate().
struct SchemaUpgrade {
  int from = 0;
  int to = 0;
  int steps = 0;  // schema files run (PostgreSQL starts at version 7 in one)
};

// Brings the database up to the latest schema, one transaction per step, so
// an interrupted upgrade leaves a database at some whole version.
SchemaUpgrade migrate(Database& db);

// When nothing is at `path` yet, makes a database of the latest schema
// beside it and links it into place, so that two programs creating the
// same database at once cannot both run the first steps on one file: the
// one whose link fails uses the other's. When the file cannot be made
// there, leaves it to opening `path`, whose error then names it.
void create_database_if_missing(const std::string& path);

}  // namespace adomoc::db
