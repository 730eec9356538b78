// adomoc quarantine list|export|drop: the games import could not store,
// listed, written out for mending, or dropped (docs/schema.md#the-quarantine).
#include <iostream>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "db/quarantine.hpp"

namespace adomoc::cli {

namespace {

struct QuarantineOptions {
  QueryOptions query;  // --db and --format
  std::vector<std::int64_t> ids;
  bool all = false;
  std::string output;
};

// The ids given that name no quarantined game, as a message; empty when all do.
std::string unknown_ids(db::Database& db, const std::vector<std::int64_t>& ids, const std::string& path) {
  const auto missing = db::missing_quarantined(db, ids);
  if (missing.empty()) return "";
  return "no quarantined game with id " + id_list(missing) + " in '" + db::shown_database(path) + "'";
}

int run_list(const QuarantineOptions& o) {
  return print_answer(
      "quarantine list", o.query, [](db::Database& db) { return db::quarantine_list(db); },
      "the quarantine is empty");
}

// The texts one blank line apart, each as it was read, so that validate
// finds in them what import found.
int run_export(const QuarantineOptions& o) {
  const std::vector<std::int64_t> ids = sorted_ids(o.ids);
  return run_query("quarantine export", [&] {
    const std::string path = database_path(o.query.db);
    auto db = open_for_queries(path);
    if (const std::string unknown = unknown_ids(*db, ids, path); !unknown.empty())
      return usage_error("quarantine export", unknown + "; nothing was written");
    StreamedOutput out(o.output, "quarantine export");
    if (!out.opened()) return kUsage;
    std::uint64_t written = 0;
    std::vector<std::int64_t> untagged;  // after another game: they read as part of it
    db::for_each_quarantined_text(*db, ids, [&](std::int64_t id, std::string_view raw) {
      if (written > 0 && !db::starts_with_tag_line(raw)) untagged.push_back(id);
      out.stream() << (written++ ? "\n" : "") << raw << "\n";
    });
    if (!out.commit()) return kUsage;
    if (!untagged.empty())
      std::cerr << "adomoc quarantine export: game " << id_list(untagged)
                << " starts with no tag line, so after another game it reads as part of that game: export it alone "
                   "(--id) to mend it\n";
    if (!o.output.empty() && o.output != "-")
      std::cout << "exported " << counted(written, "quarantined game", "quarantined games") << " to " << o.output
                << "\n";
    return kOk;
  });
}

int run_drop(const QuarantineOptions& o) {
  if (!o.all && o.ids.empty()) return usage_error("quarantine drop", "which games? Give --id N (one or more) or --all");
  const std::vector<std::int64_t> ids = sorted_ids(o.ids);
  return run_query("quarantine drop", [&] {
    const std::string path = database_path(o.query.db);
    auto db = open_for_changes(path);
    db::Transaction t(*db);
    if (const std::string unknown = unknown_ids(*db, ids, path); !unknown.empty())
      return usage_error("quarantine drop", unknown + "; nothing was dropped");
    const std::int64_t dropped = o.all ? db::drop_all_quarantined(*db) : db::drop_quarantined(*db, ids);
    t.commit();
    std::cout << "dropped " << counted(static_cast<std::uint64_t>(dropped), "game", "games")
              << " from the quarantine of " << db::shown_database(path) << "\n";
    return kOk;
  });
}

void add_id_option(CLI::App& sub, std::vector<std::int64_t>& ids, const std::string& what) {
  sub.add_option("--id", ids, what + " (repeat it or give several; ids as quarantine list shows them)");
}

}  // namespace

void setup_quarantine(CLI::App& app, int& status) {
  auto o = std::make_shared<QuarantineOptions>();
  CLI::App* q = app.add_subcommand("quarantine", "The games import could not store: list, export for mending, drop");
  q->require_subcommand(1);

  CLI::App* list = q->add_subcommand("list", "One row per quarantined game: id, place, ply, rule and first fault");
  add_database_option(*list, o->query.db);
  list->add_option("--format", o->query.format, "table (aligned text), csv or json")
      ->check(CLI::IsMember({"table", "csv", "json"}))
      ->default_str("table");
  list->callback([o, &status] { status = run_list(*o); });

  CLI::App* out = q->add_subcommand("export", "Write the text of quarantined games as read, to mend and import again");
  add_database_option(*out, o->query.db);
  add_id_option(*out, o->ids, "Only these games (default: all)");
  out->add_option("-o,--output", o->output, "Write to this file instead of standard output");
  out->callback([o, &status] { status = run_export(*o); });

  CLI::App* drop = q->add_subcommand("drop", "Remove games from the quarantine");
  add_database_option(*drop, o->query.db);
  CLI::Option* ids = drop->add_option("--id", o->ids, "These games (repeat it or give several)");
  CLI::Option* all = drop->add_flag("--all", o->all, "Every quarantined game")->excludes(ids);
  ids->excludes(all);
  drop->callback([o, &status] { status = run_drop(*o); });
}

}  // namespace adomoc::cli
