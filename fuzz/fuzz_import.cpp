// Arbitrary bytes imported into a fresh in-memory database, in batches of
// three games so that commits fall inside the input. Whatever the bytes:
// every game read is counted once (imported, duplicate or invalid), the
// tables hold exactly what the summary says, SQLite finds the database
// consistent, and importing the same input again adds nothing anywhere.
#include <sqlite3.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <sstream>
#include <string>

#include "db/importer.hpp"
#include "db/schema.hpp"
#include "db/database.hpp"
#include "db/sqlite_backend.hpp"
#include "fuzz/fuzz_check.hpp"

namespace {

using adomoc::db::Database;
using adomoc::db::ImportSummary;
using adomoc::db::Statement;

// A fresh database holding the schema. migrate() builds it once; each input
// starts from a page-for-page copy, and migrate() then finds nothing to do
// but set the connection up as import does.
void start_from_schema(Database& db) {
  static Database schema(":memory:", Database::Mode::create);
  static const bool built = (adomoc::db::migrate(schema), true);
  FUZZ_CHECK(built);
  sqlite3_backup* copy = sqlite3_backup_init(adomoc::db::sqlite_handle(db), "main", adomoc::db::sqlite_handle(schema), "main");
  FUZZ_CHECK(copy != nullptr);
  FUZZ_CHECK(sqlite3_backup_step(copy, -1) == SQLITE_DONE);
  FUZZ_CHECK(sqlite3_backup_finish(copy) == SQLITE_OK);
  adomoc::db::migrate(db);
}

ImportSummary import_text(Database& db, const std::string& text) {
  adomoc::db::Importer importer(db, {.lenient = false, .games_per_batch = 3});
  std::istringstream in(text);
  importer.import(in, "fuzz.adn");
  importer.finish();
  return importer.summary();
}

std::int64_t integer(Database& db, const std::string& sql) {
  Statement s(db, sql);
  FUZZ_CHECK(s.step());
  return s.integer(0);
}

// Rows of every table, by name.
std::map<std::string, std::int64_t> table_sizes(Database& db) {
  std::map<std::string, std::int64_t> sizes;
  Statement tables(db, "SELECT name FROM sqlite_schema WHERE type = 'table'");
  while (tables.step()) sizes[tables.text(0)] = 0;
  for (auto& [name, rows] : sizes) rows = integer(db, "SELECT count(*) FROM \"" + name + "\"");
  return sizes;
}

void check_consistent(Database& db) {
  Statement integrity(db, "PRAGMA integrity_check");
  FUZZ_CHECK(integrity.step());
  FUZZ_CHECK(integrity.text(0) == "ok");
  Statement foreign_keys(db, "PRAGMA foreign_key_check");
  FUZZ_CHECK(!foreign_keys.step());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  Database db(":memory:", Database::Mode::create);
  start_from_schema(db);

  const ImportSummary first = import_text(db, text);
  FUZZ_CHECK(first.games == first.imported + first.duplicates + first.invalid);
  FUZZ_CHECK(integer(db, "SELECT count(*) FROM games") == static_cast<std::int64_t>(first.imported));
  // One row per broken text: the same text twice is one row.
  FUZZ_CHECK(first.quarantine_rows <= first.invalid);
  FUZZ_CHECK(integer(db, "SELECT count(*) FROM quarantine") == static_cast<std::int64_t>(first.quarantine_rows));
  FUZZ_CHECK(integer(db, "SELECT coalesce(sum(plies), 0) FROM games") == static_cast<std::int64_t>(first.plies));
  check_consistent(db);
  const auto sizes = table_sizes(db);

  const ImportSummary second = import_text(db, text);
  FUZZ_CHECK(second.games == first.games);
  FUZZ_CHECK(second.imported == 0);
  FUZZ_CHECK(second.duplicates == first.imported + first.duplicates);
  FUZZ_CHECK(second.invalid == first.invalid);
  FUZZ_CHECK(second.quarantine_rows == 0);
  FUZZ_CHECK(table_sizes(db) == sizes);
  check_consistent(db);
  return 0;
}
