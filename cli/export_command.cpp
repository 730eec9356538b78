// adomoc export: stored games back out as a canonical archive, one game in
// memory at a time.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "db/stored_game.hpp"
#include "parser/writer.hpp"

namespace adomoc::cli {

namespace {

struct ExportOptions {
  QueryOptions query;  // --db and the filters; --format is not offered
  std::vector<std::int64_t> ids;
  std::string output;  // empty: standard output
  bool canonical_names = false;
};

int fail(const std::string& message) {
  std::cerr << "adomoc export: " << message << "\n";
  return kUsage;
}

// "it holds 32 games, ids 1 to 32", or "it holds no games".
std::string stored_ids(db::Database& db) {
  const db::StoredIdRange r = db::stored_id_range(db);
  if (r.games == 0) return "it holds no games";
  return "it holds " + std::to_string(r.games) + (r.games == 1 ? " game, id " : " games, ids ") +
         std::to_string(r.first) + (r.games == 1 ? "" : " to " + std::to_string(r.last));
}

std::uint64_t write_games(db::StoredGames& games, std::ostream& out) {
  parser::ArchiveWriter writer(out);
  parser::Game game;
  std::uint64_t written = 0;
  while (games.next(game) && out) {
    writer.write(game);
    ++written;
  }
  return written;
}

int run_export(ExportOptions o) {
  auto filter = game_filter(o.query);
  if (!filter) return fail(filter.error());
  o.ids = sorted_ids(std::move(o.ids));
  return run_query("export", [&] {
    const std::string path = database_path(o.query.db);
    auto db = open_for_queries(path);
    tell_unmatched_players("export", *db, *filter);
    // Checked before anything is written: a mistyped id writes nothing.
    if (const auto missing = db::missing_games(*db, o.ids); !missing.empty())
      return fail(std::string(missing.size() == 1 ? "no game with id " : "no games with ids ") + id_list(missing) +
                  " in '" + db::shown_database(path) + "' (" + stored_ids(*db) + "); nothing was written");
    StreamedOutput out(o.output, "export");
    if (!out.opened()) return kUsage;
    db::StoredGames games(*db, *filter, o.ids, o.canonical_names);
    const std::uint64_t written = write_games(games, out.stream());
    if (!out.commit()) return kUsage;
    if (!o.output.empty() && o.output != "-")
      std::cout << "exported " << written << (written == 1 ? " game" : " games") << " to " << o.output << "\n";
    return kOk;
  });
}

}  // namespace

void setup_export(CLI::App& app, int& status) {
  auto o = std::make_shared<ExportOptions>();
  CLI::App* sub = app.add_subcommand("export", "Write stored games as a canonical archive, in id order");
  add_filter_options(*sub, o->query);
  sub->add_option("--id", o->ids, "Only the games of these ids (repeat it or give several); filters still apply");
  sub->add_option("-o,--output", o->output,
                  "Write to this file (put in place only when all was written) instead of standard output");
  sub->add_flag("--canonical-names", o->canonical_names,
                "Name each player as the alias list says (adomoc alias), not as the game's tags were written");
  sub->callback([o, &status] { status = run_export(*o); });
}

}  // namespace adomoc::cli
