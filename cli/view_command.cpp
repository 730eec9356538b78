// adomoc view: one game as a self-contained HTML page to step through.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/shown_game.hpp"
#include "render/viewer.hpp"

namespace adomoc::cli {

namespace {

struct ViewOptions {
  std::string file;
  int game = 1;
  std::string output;
};

int run_view(const ViewOptions& options) {
  ShownGameOrStatus game = read_shown_game(options.file, options.game, Variant::standard, "view");
  if (!game.shown) return game.status;
  const std::string page = render::viewer_html(game.shown->game, game.shown->replay, {options.file, options.game});
  return write_output(options.output, page, "view") ? kOk : kUsage;
}

}  // namespace

void setup_view(CLI::App& app, int& status) {
  auto options = std::make_shared<ViewOptions>();
  CLI::App* sub = app.add_subcommand("view", "Write one game as an HTML page to step through in a browser");
  sub->add_option("file", options->file, "The archive")->required();
  sub->add_option("--game", options->game, "Which game of the archive, counting from 1")
      ->check(CLI::PositiveNumber)
      ->default_str("1");
  sub->add_option("-o,--output", options->output, "The HTML file to write ('-': standard output)")->required();
  sub->callback([options, &status] { status = run_view(*options); });
}

}  // namespace adomoc::cli
