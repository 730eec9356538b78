// adomoc alias: spellings made one player (db/aliases.hpp). Made, listed,
// removed, suggested, and read from or written to a spelling file.
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "db/aliases.hpp"

namespace adomoc::cli {

namespace {

struct AliasOptions {
  QueryOptions query;  // --db and --format
  std::vector<std::string> names;  // NAME ALIAS..., or the aliases to remove
  bool list = false, suggest = false, remove = false, export_file = false;
  std::string import_file, output;
};

constexpr const char* kCommand = "alias";

// Runs `change` in one transaction on the database opened for changes; it
// commits only when `change` succeeds, so a refused command changes nothing.
int change_aliases(const AliasOptions& o, const std::function<Expected<std::string, std::string>(db::Database&)>& change) {
  return run_query(kCommand, [&] {
    auto db = open_for_changes(database_path(o.query.db));
    db::Transaction t(*db);
    const auto done = change(*db);
    if (!done) return usage_error(kCommand, done.error());
    t.commit();
    std::cout << *done << "\n";
    return kOk;
  });
}

std::string quoted_list(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "'" : ", '") + n + "'";
  return text;
}

std::string aliases_added(int added) {
  return counted(static_cast<std::uint64_t>(added), "alias", "aliases") + " added";
}

// The names as stored, whatever case or accents they were typed in.
int run_add(const AliasOptions& o) {
  if (o.names.size() < 2) return usage_error(kCommand, "give a name and at least one alias: adomoc alias NAME ALIAS...");
  const std::vector<std::string> aliases(o.names.begin() + 1, o.names.end());
  return change_aliases(o, [&](db::Database& db) -> Expected<std::string, std::string> {
    const auto added = db::add_aliases(db, o.names.front(), aliases);
    if (!added) return Unexpected{added.error()};
    // As --list and docs/schema.md say it: an alias stands for its player.
    const bool one = added->names.size() == 1;
    return quoted_list(added->names) + " now stand" + (one ? "s" : "") + " for '" + added->player + "' (" +
           aliases_added(added->changed) + ")";
  });
}

int run_remove(const AliasOptions& o) {
  if (o.names.empty()) return usage_error(kCommand, "--remove: give the aliases to remove");
  return change_aliases(o, [&](db::Database& db) -> Expected<std::string, std::string> {
    const auto removed = db::remove_aliases(db, o.names);
    if (!removed) return Unexpected{removed.error()};
    const bool one = removed->names.size() == 1;
    return quoted_list(removed->names) + " stand" + (one ? "s" : "") + " for " + (one ? "itself" : "themselves") +
           " again";
  });
}

int run_import(const AliasOptions& o) {
  std::ifstream in(o.import_file);
  if (!in) return usage_error(kCommand, "cannot read '" + o.import_file + "'");
  const auto groups = db::read_spelling_file(in, o.import_file);
  if (!groups) return usage_error(kCommand, groups.error());
  return change_aliases(o, [&](db::Database& db) -> Expected<std::string, std::string> {
    const auto imported = db::import_spellings(db, *groups, o.import_file);
    if (!imported) return Unexpected{imported.error()};
    std::string text =
        "read " + counted(groups->size(), "player", "players") + " from " + o.import_file + " (" +
        aliases_added(imported->added);
    if (imported->new_names)
      text += "; " + counted(static_cast<std::uint64_t>(imported->new_names), "name", "names") +
              " not in the archive yet, kept for the games to come";
    return text + ")";
  });
}

int run_list(const AliasOptions& o) {
  return print_answer(
      "alias --list", o.query,
      [](db::Database& db) {
        db::Table t{{"player", "alias"}, {}, {}};
        for (const db::AliasGroup& g : db::alias_groups(db))
          for (const std::string& alias : g.aliases) t.rows.push_back({g.player, alias});
        return t;
      },
      "no aliases: every name stands for itself");
}

int run_suggest(const AliasOptions& o) {
  return print_answer(
      "alias --suggest", o.query,
      [](db::Database& db) {
        db::Table t{{"name", "games", "likely_alias", "alias_games", "reason"}, {}, {}};
        for (const db::LikelyAlias& a : db::likely_aliases(db))
          t.rows.push_back({a.first, a.first_games, a.second, a.second_games, a.reason});
        if (!t.rows.empty()) t.notes.push_back("to make one: adomoc alias NAME LIKELY_ALIAS");
        return t;
      },
      "no likely aliases");
}

int run_export(const AliasOptions& o) {
  return run_query(kCommand, [&] {
    auto db = open_for_queries(database_path(o.query.db));
    const std::vector<db::AliasGroup> groups = db::alias_groups(*db);
    StreamedOutput out(o.output, kCommand);
    if (!out.opened()) return kUsage;
    if (const auto written = db::write_spelling_file(out.stream(), groups); !written)
      return usage_error(kCommand, written.error() + "; nothing was written");
    return out.commit() ? kOk : kUsage;
  });
}

int run_alias(const AliasOptions& o) {
  // Names beside a mode that takes none were meant for something: refuse
  // rather than ignore them.
  for (const auto& [given, option] : {std::pair{o.list, "--list"}, {o.suggest, "--suggest"}, {o.export_file, "--export"},
                                      {!o.import_file.empty(), "--import"}})
    if (given && !o.names.empty())
      return usage_error(kCommand, std::string(option) + " takes no names (given: " + quoted_list(o.names) + ")");
  if (o.list) return run_list(o);
  if (o.suggest) return run_suggest(o);
  if (o.export_file) return run_export(o);
  if (!o.import_file.empty()) return run_import(o);
  if (o.remove) return run_remove(o);
  return run_add(o);
}

}  // namespace

void setup_alias(CLI::App& app, int& status) {
  auto o = std::make_shared<AliasOptions>();
  CLI::App* sub = app.add_subcommand(
      "alias", "Make several spellings one player (NAME ALIAS...), for every query, record and export");
  add_database_option(*sub, o->query.db);
  sub->add_option("names", o->names, "The player's name, then its other spellings (or, with --remove, the aliases)")
      ->type_name("NAME");
  CLI::Option* list = sub->add_flag("--list", o->list, "List the aliases, each with the player it stands for");
  CLI::Option* suggest =
      sub->add_flag("--suggest", o->suggest, "List pairs of names that are likely one player's, and why");
  CLI::Option* remove = sub->add_flag("--remove", o->remove, "Make the names given stand for themselves again");
  CLI::Option* import =
      sub->add_option("--import", o->import_file, "Read a spelling file: lines of 'Canonical = Alias = Alias'")
          ->type_name("FILE");
  CLI::Option* export_file =
      sub->add_flag("--export", o->export_file, "Write the aliases as a spelling file (to -o, else standard output)");
  sub->add_option("-o,--output", o->output, "With --export: write to this file")->needs(export_file);
  sub->add_option("--format", o->query.format, "With --list and --suggest: table, csv or json")
      ->check(CLI::IsMember({"table", "csv", "json"}))
      ->default_str("table");
  const std::vector<CLI::Option*> modes{list, suggest, remove, import, export_file};
  for (CLI::Option* a : modes)
    for (CLI::Option* b : modes)
      if (a != b) a->excludes(b);
  sub->callback([o, &status] { status = run_alias(*o); });
}

}  // namespace adomoc::cli
