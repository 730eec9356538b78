// adomoc delete: removes stored games, and their traces in every index and
// summary (docs/schema.md#deleting-games).
#include <iostream>

#include "cli/commands.hpp"
#include "cli/query_options.hpp"
#include "db/deletion.hpp"
#include "db/stored_game.hpp"

namespace adomoc::cli {

namespace {

struct DeleteOptions {
  std::string db;
  std::vector<std::int64_t> ids;
};

int run_delete(const DeleteOptions& o) {
  const std::vector<std::int64_t> ids = sorted_ids(o.ids);
  return run_query("delete", [&] {
    const std::string path = database_path(o.db);
    auto db = open_for_changes(path);
    db::Transaction t(*db);
    // Checked in the transaction that deletes: all the games go, or none.
    if (const auto missing = db::missing_games(*db, ids); !missing.empty())
      return usage_error("delete", "no game with id " + id_list(missing) + " in '" + db::shown_database(path) + "'; nothing was deleted");
    db::delete_games(*db, ids);
    t.commit();
    std::cout << "deleted " << counted(ids.size(), "game", "games") << " (id " << id_list(ids) << ") from " << db::shown_database(path)
              << "\n";
    return kOk;
  });
}

}  // namespace

void setup_delete(CLI::App& app, int& status) {
  auto o = std::make_shared<DeleteOptions>();
  CLI::App* sub = app.add_subcommand("delete", "Remove stored games (as games lists them) from the database");
  add_database_option(*sub, o->db);
  sub->add_option("--id", o->ids, "The games to remove (repeat it or give several)")->required();
  sub->callback([o, &status] { status = run_delete(*o); });
}

}  // namespace adomoc::cli
