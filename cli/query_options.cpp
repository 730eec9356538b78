#include "cli/query_options.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>

#include "cli/commands.hpp"
#include "db/player_names.hpp"
#include "db/postgres_backend.hpp"
#include "db/schema.hpp"
#include "report/filter_words.hpp"
#include "validator/notation.hpp"

namespace adomoc::cli {

std::string database_path(const std::string& given) {
  if (!given.empty()) return given;
  if (const char* env = std::getenv("ADOMOC_DB"); env && *env) return env;
  return "adomoc.db";
}

void add_database_option(CLI::App& sub, std::string& db) {
  sub.add_option("--db", db, kDatabaseOptionHelp);
}

void add_filter_options(CLI::App& sub, QueryOptions& o) {
  add_database_option(sub, o.db);
  sub.add_option("--player", o.players,
                 "Games of this player, on either side (any case and accents, * for any letters); given twice, the "
                 "games between the two")
      ->group("Filters")
      ->type_name("NAME");
  sub.add_option("--light", o.light, "Games with this light player (matched as --player)")->group("Filters");
  sub.add_option("--dark", o.dark, "Games with this dark player (matched as --player)")->group("Filters");
  sub.add_option("--variant", o.variant, "standard, infinite or altogether")->group("Filters");
  sub.add_option("--result", o.result, "1-0, 0-1, 1/2-1/2 or *")->group("Filters");
  sub.add_option("--termination", o.termination, "centred, forfeit, draw or unfinished")->group("Filters");
  sub.add_option("--since", o.since, "Games on or after this date: YYYY, YYYY.MM or YYYY.MM.DD ('-' or '/' too)")
      ->group("Filters");
  sub.add_option("--until", o.until, "Games on or before this date (YYYY and YYYY.MM: to their end)")->group("Filters");
  sub.add_option("--event", o.event, "Games of events whose name contains this text (any case)")->group("Filters");
}

void add_query_options(CLI::App& sub, QueryOptions& o) {
  add_filter_options(sub, o);
  sub.add_option("--format", o.format, "table (aligned text), csv or json")
      ->check(CLI::IsMember({"table", "csv", "json"}))
      ->default_str("table");
}

report::FilterWords filter_words(const QueryOptions& o) {
  const std::string player = o.players.empty() ? "" : o.players.front();
  const std::string opponent = o.players.size() == 2 ? o.players.back() : "";
  return {player, o.light, o.dark, o.event, o.variant, o.result, o.termination, o.since, o.until, opponent};
}

Expected<db::GameFilter, std::string> game_filter(const QueryOptions& o) {
  if (o.players.size() > 2)
    return Unexpected{std::string("--player: given ") + std::to_string(o.players.size()) +
                      " times; a game has two players: give it once, or twice for the games between two"};
  return report::parse_filter(filter_words(o), "--");
}

TableFormat table_format(const QueryOptions& o) {
  return o.format == "csv" ? TableFormat::csv : o.format == "json" ? TableFormat::json : TableFormat::table;
}

namespace {

// A query or a change needs games to work on: it never creates a database.
// A server's database is there or not as the server says, when connecting.
void require_database(const std::string& path) {
  if (db::is_postgres_uri(path)) return;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec))
    throw std::runtime_error("no database at '" + path + "': import games first (adomoc import --db " + path +
                             " FILE...)");
  if (std::filesystem::is_directory(path, ec))
    throw std::runtime_error("'" + path + "' is a directory, not a database");
}

}  // namespace

std::unique_ptr<db::Database> open_for_queries(const std::string& path) {
  require_database(path);
  auto reader = std::make_unique<db::Database>(path, db::Database::Mode::read_only);
  db::require_current_schema(*reader);
  return reader;
}

std::unique_ptr<db::Database> open_for_changes(const std::string& path, db::SchemaUpgrade* upgrade) {
  require_database(path);
  auto writer = std::make_unique<db::Database>(path, db::Database::Mode::read_write);
  const db::SchemaUpgrade done = db::migrate(*writer);
  if (upgrade) *upgrade = done;
  return writer;
}

int print_answer(const std::string& name, const QueryOptions& q, const std::function<db::Table(db::Database&)>& ask,
                 const std::string& when_empty) {
  return print_checked_answer(
      name, q, [&](db::Database& db) -> Expected<db::Table, std::string> { return ask(db); }, when_empty);
}

int print_checked_answer(const std::string& name, const QueryOptions& q,
                         const std::function<Expected<db::Table, std::string>(db::Database&)>& ask,
                         const std::string& when_empty) {
  return run_query(name, [&] {
    auto db = open_for_queries(database_path(q.db));
    // Said before the (empty) answer, rather than leave an empty table to
    // explain itself.
    if (const auto filter = game_filter(q)) tell_unmatched_players(name, *db, *filter);
    const auto table = ask(*db);
    if (!table) return usage_error(name, table.error());
    write_table(std::cout, *table, table_format(q));
    if (table->rows.empty() && table_format(q) == TableFormat::table)
      std::cerr << "adomoc " << name << ": " << when_empty << "\n";
    return kOk;
  });
}

void tell_unmatched_players(const std::string& name, db::Database& db, const db::GameFilter& filter) {
  for (const std::string& note : db::unmatched_player_notes(db, filter))
    std::cerr << "adomoc " << name << ": " << note << "\n";
}

int usage_error(const std::string& name, const std::string& message) {
  std::cerr << "adomoc " << name << ": " << message << "\n";
  return kUsage;
}

std::vector<std::int64_t> sorted_ids(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

std::string counted(std::uint64_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string id_list(const std::vector<std::int64_t>& ids) {
  std::string text;
  for (std::int64_t id : ids) text += (text.empty() ? "" : ", ") + std::to_string(id);
  return text;
}

int run_query(const std::string& name, const std::function<int()>& body) {
  try {
    return body();
  } catch (const std::exception& e) {  // SqliteError, NewerSchemaError, no database: the environment
    std::cerr << "adomoc " << name << ": " << e.what() << "\n";
    return kUsage;
  }
}

}  // namespace adomoc::cli
