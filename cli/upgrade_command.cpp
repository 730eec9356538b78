// adomoc upgrade: brings a database made by an older adomoc to this one's
// schema. Queries never do it themselves (docs/schema.md, "Upgrades").
#include <iostream>

#include "cli/commands.hpp"
#include "cli/query_options.hpp"
#include "db/schema.hpp"

namespace adomoc::cli {

namespace {

int run_upgrade(const std::string& given) {
  return run_query("upgrade", [&] {
    const std::string path = database_path(given);
    db::SchemaUpgrade upgrade;
    open_for_changes(path, &upgrade);
    const int steps = upgrade.steps;
    if (steps == 0) {
      std::cout << "database '" << db::shown_database(path) << "' is already at schema " << upgrade.to << "\n";
    } else {
      std::cout << "database '" << db::shown_database(path) << "': schema " << upgrade.from << " -> " << upgrade.to << " ("
                << counted(static_cast<std::uint64_t>(steps), "step", "steps") << ")\n";
    }
    return kOk;
  });
}

}  // namespace

void setup_upgrade(CLI::App& app, int& status) {
  auto db = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand(
      "upgrade", "Bring a database made by an older adomoc to this one's schema (queries never change it)");
  add_database_option(*sub, *db);
  sub->callback([db, &status] { status = run_upgrade(*db); });
}

}  // namespace adomoc::cli
