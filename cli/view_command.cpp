// adomoc view: one game as a self-contained HTML page to step through.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "cli/shown_game.hpp"
#include "render/viewer.hpp"

namespace adomoc::cli {

namespace {

struct ViewOptions {
  std::string file;
  int game = 1;
  std::int64_t id = 0;  // with from_db: a stored game
  bool from_db = false;
  std::string db;
  std::string output;
};

int run_view(const ViewOptions& options) {
  if (options.file.empty() && !options.from_db) {
    std::cerr << "adomoc view: give an archive FILE or --id N (a game of the database)\n";
    return kUsage;
  }
  const std::string db_path = database_path(options.db);
  ShownGameOrStatus game = options.from_db ? stored_shown_game(db_path, options.id, "view")
                                           : read_shown_game(options.file, options.game, Variant::standard, "view");
  if (!game.shown) return game.status;
  const render::ViewerSource source =
      options.from_db ? render::ViewerSource{db::shown_database(db_path), 1, db::shown_database(db_path) + ", game id " + std::to_string(options.id)}
                      : render::ViewerSource{options.file, options.game};
  const std::string page = render::viewer_html(game.shown->game, game.shown->replay, source);
  return write_output(options.output, page, "view") ? kOk : kUsage;
}

}  // namespace

void setup_view(CLI::App& app, int& status) {
  auto options = std::make_shared<ViewOptions>();
  CLI::App* sub = app.add_subcommand("view", "Write one game as an HTML page to step through in a browser");
  CLI::Option* file = sub->add_option("file", options->file, "The archive");
  sub->add_option("--game", options->game, "Which game of the archive, counting from 1")
      ->check(CLI::PositiveNumber)
      ->default_str("1")
      ->needs(file);
  CLI::Option* id = sub->add_option("--id", options->id, "View a game of the database: the one of this id")
                        ->excludes(file)
                        ->excludes(sub->get_option("--game"));
  add_database_option(*sub, options->db);
  sub->get_option("--db")->needs(id);
  sub->add_option("-o,--output", options->output, "The HTML file to write ('-': standard output)")->required();
  sub->callback([options, id, &status] {
    options->from_db = id->count() > 0;
    status = run_view(*options);
  });
}

}  // namespace adomoc::cli
