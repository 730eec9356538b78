// adomoc duplicates: pairs of stored games that may be one game stored
// twice, for a person to look at (docs/queries.md#duplicates).
#include "cli/commands.hpp"
#include "cli/query_options.hpp"
#include "db/queries.hpp"

namespace adomoc::cli {

namespace {

int run_duplicates(const QueryOptions& o) {
  auto filter = game_filter(o);
  if (!filter) return usage_error("duplicates", filter.error());
  return print_answer(
      "duplicates", o, [&](db::Database& db) { return db::likely_duplicates(db, *filter); },
      "no likely duplicates among the games selected");
}

}  // namespace

void setup_duplicates(CLI::App& app, int& status) {
  auto o = std::make_shared<QueryOptions>();
  CLI::App* sub = app.add_subcommand(
      "duplicates",
      "Pairs of games that may be one game stored twice: same players and year, the same moves or one's a prefix "
      "of the other's");
  add_query_options(*sub, *o);
  sub->callback([o, &status] { status = run_duplicates(*o); });
}

}  // namespace adomoc::cli
