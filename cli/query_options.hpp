// What every query subcommand shares: the database, the game filters and
// the output format.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/table_output.hpp"
#include "db/game_filter.hpp"
#include "db/schema.hpp"
#include "db/database.hpp"
#include "report/filter_words.hpp"
#include "validator/expected.hpp"

namespace adomoc::cli {

struct QueryOptions {
  std::string db;
  std::vector<std::string> players;  // --player, once or twice (the games between two)
  std::string light, dark, event, variant, result, termination, since, until;
  std::string format = "table";
};

// --db, else $ADOMOC_DB, else adomoc.db: an SQLite file's path, or a
// PostgreSQL server's URI (postgresql://... or postgres://...).
std::string database_path(const std::string& given);
inline constexpr const char* kDatabaseOptionHelp =
    "Database: an SQLite file, or a PostgreSQL URI (postgresql://user@host/archive); default: $ADOMOC_DB, else "
    "adomoc.db";

void add_database_option(CLI::App& sub, std::string& db);
// --db and the filters; add_query_options adds --format to them.
void add_filter_options(CLI::App& sub, QueryOptions& options);
void add_query_options(CLI::App& sub, QueryOptions& options);

// The filters as given, and the filter they describe (or a message for the user).
report::FilterWords filter_words(const QueryOptions& options);
Expected<db::GameFilter, std::string> game_filter(const QueryOptions& options);
TableFormat table_format(const QueryOptions& options);

// Opens an existing database for reading; never writes to it. Throws
// SqliteError, OlderSchemaError (naming `adomoc upgrade`), NewerSchemaError
// or ForeignDatabaseError, or std::runtime_error when there is no database
// at that path.
std::unique_ptr<db::Database> open_for_queries(const std::string& path);
// For a command that changes it (delete, quarantine drop, alias, upgrade):
// upgrades an older schema first, since it writes anyway, and says how in
// `upgrade` when given.
std::unique_ptr<db::Database> open_for_changes(const std::string& path, db::SchemaUpgrade* upgrade = nullptr);

// Runs a query command's body: prints what the environment throws as
// "adomoc NAME: message" and turns it into kUsage.
int run_query(const std::string& name, const std::function<int()>& body);

// Opens the database, asks, and prints the table in the chosen format. On
// standard error: each player filter that matches no player, with the
// closest names; and for the table format, `when_empty` when there is no
// row (CSV and JSON stay as they are, for programs).
int print_answer(const std::string& name, const QueryOptions& q, const std::function<db::Table(db::Database&)>& ask,
                 const std::string& when_empty = "no games match");
// The same for a question that can be refused once the database is open:
// the message is printed and the status is kUsage.
int print_checked_answer(const std::string& name, const QueryOptions& q,
                         const std::function<Expected<db::Table, std::string>(db::Database&)>& ask,
                         const std::string& when_empty = "no games match");

// Prints "adomoc NAME: --player 'x' matches no player; closest: ..." for
// each name filter of `filter` that matches nobody (most often mistyped).
void tell_unmatched_players(const std::string& name, db::Database& db, const db::GameFilter& filter);

// Prints "adomoc NAME: message"; returns kUsage.
int usage_error(const std::string& name, const std::string& message);

// Ids as given with --id, each once, in ascending order.
std::vector<std::int64_t> sorted_ids(std::vector<std::int64_t> ids);
// "1 game", "2 games": a count with its noun.
std::string counted(std::uint64_t n, const std::string& one, const std::string& many);
// "9, 12": ids for a message.
std::string id_list(const std::vector<std::int64_t>& ids);

}  // namespace adomoc::cli
