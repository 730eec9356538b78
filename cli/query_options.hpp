// What every query subcommand shares: the database, the game filters and
// the output format.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/table_output.hpp"
#include "db/game_filter.hpp"
#include "db/sqlite.hpp"
#include "validator/expected.hpp"

namespace adomoc::cli {

struct QueryOptions {
  std::string db;
  std::string player, light, dark, event, variant, result, termination, since, until;
  std::string format = "table";
};

// --db, else $ADOMOC_DB, else adomoc.db.
std::string database_path(const std::string& given);

void add_database_option(CLI::App& sub, std::string& db);
// --db and the filters; add_query_options adds --format to them.
void add_filter_options(CLI::App& sub, QueryOptions& options);
void add_query_options(CLI::App& sub, QueryOptions& options);

// The filter the options describe, or a message for the user.
Expected<db::GameFilter, std::string> game_filter(const QueryOptions& options);
TableFormat table_format(const QueryOptions& options);

// Opens an existing database for reading, upgrading its schema first when
// it is older than this adomoc. Throws SqliteError or NewerSchemaError, or
// std::runtime_error when there is no database at that path.
std::unique_ptr<db::Database> open_for_queries(const std::string& path);

// Runs a query command's body: prints what the environment throws as
// "adomoc NAME: message" and turns it into kUsage.
int run_query(const std::string& name, const std::function<int()>& body);

}  // namespace adomoc::cli
