// adomoc: one program, one subcommand per job. The work lives in the
// libraries; this only wires options to them.
#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"adomoc: read, check, store and study records of the board game Adomoc"};
  app.set_version_flag("--version", std::string("adomoc ") + ADOMOC_VERSION);
  app.require_subcommand(1);
  int status = adomoc::cli::kOk;
  adomoc::cli::setup_perft(app, status);
  adomoc::cli::setup_moves(app, status);
  adomoc::cli::setup_generate(app, status);
  adomoc::cli::setup_validate(app, status);
  adomoc::cli::setup_format(app, status);
  adomoc::cli::setup_import(app, status);
  adomoc::cli::setup_show(app, status);
  adomoc::cli::setup_view(app, status);
  adomoc::cli::setup_games(app, status);
  adomoc::cli::setup_openings(app, status);
  adomoc::cli::setup_position(app, status);
  adomoc::cli::setup_players(app, status);
  adomoc::cli::setup_ratings(app, status);
  adomoc::cli::setup_crosstable(app, status);
  adomoc::cli::setup_alias(app, status);
  adomoc::cli::setup_stats(app, status);
  adomoc::cli::setup_export(app, status);
  adomoc::cli::setup_duplicates(app, status);
  adomoc::cli::setup_delete(app, status);
  adomoc::cli::setup_quarantine(app, status);
  adomoc::cli::setup_upgrade(app, status);
  adomoc::cli::setup_serve(app, status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version are "errors" that exit 0; real usage errors exit 2.
    return app.exit(e) == 0 ? adomoc::cli::kOk : adomoc::cli::kUsage;
  }
  return status;
}
