// adomoc show: one position as a text diagram, as its one-line position
// text, or as an SVG picture of the round board.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "cli/shown_game.hpp"
#include "cli/start_position.hpp"
#include "render/svg_board.hpp"
#include "render/text_diagram.hpp"
#include "validator/notation.hpp"

namespace adomoc::cli {

namespace {

struct ShowOptions {
  std::string file;
  int game = 1;
  std::int64_t id = 0;  // with from_db: a stored game
  bool from_db = false;
  std::string db;
  StartOptions start;
  int ply = -1;  // -1: the end of the game or of the moves
  std::string svg;
  std::string format = "diagram";  // or "position": the position text
};

int draw(const render::Scene& scene, const ShowOptions& options) {
  if (!options.svg.empty()) return write_output(options.svg, render::board_svg(scene), "show") ? kOk : kUsage;
  std::cout << (options.format == "position" ? position_text(scene.position) + "\n" : render::text_diagram(scene));
  return kOk;
}

// The scene at --ply (the last one by default) of a replayed game.
int draw_ply(const render::GameScenes& replay, const ShowOptions& options) {
  const int last = static_cast<int>(replay.scenes.size()) - 1;
  if (options.ply > last) {
    if (const auto& fault = replay.check.fault) {
      std::cerr << "adomoc show: ply " << options.ply << " cannot be shown: the game breaks the rules at ply "
                << fault->ply << "\n";
      return kInvalid;
    }
    std::cerr << "adomoc show: --ply " << options.ply << ": the game has only " << last
              << (last == 1 ? " ply" : " plies") << "\n";
    return kUsage;
  }
  return draw(replay.scenes[static_cast<std::size_t>(options.ply < 0 ? last : options.ply)], options);
}

int run_show(const ShowOptions& options) {
  if (options.from_db) {
    ShownGameOrStatus game = stored_shown_game(database_path(options.db), options.id, "show");
    return game.shown ? draw_ply(game.shown->replay, options) : game.status;
  }
  if (!options.file.empty() || !options.start.moves.empty()) {
    ShownGameOrStatus game = options.file.empty()
                                 ? moves_shown_game(options.start.moves, options.start.variant, "show")
                                 : read_shown_game(options.file, options.game, options.start.variant, "show");
    return game.shown ? draw_ply(game.shown->replay, options) : game.status;
  }
  auto pos = start_position(options.start);
  if (!pos) {
    std::cerr << "adomoc show: " << pos.error() << "\n";
    return kUsage;
  }
  return draw(render::still_scene(*pos), options);
}

}  // namespace

void setup_show(CLI::App& app, int& status) {
  auto options = std::make_shared<ShowOptions>();
  CLI::App* sub = app.add_subcommand(
      "show",
      "Show a position: a text diagram, its position text (--format position), or with --svg a picture of the board");
  CLI::Option* file = sub->add_option("file", options->file, "An archive: show a position of one of its games");
  sub->add_option("--game", options->game, "Which game of the archive, counting from 1")
      ->check(CLI::PositiveNumber)
      ->needs(file)
      ->default_str("1");
  add_start_options(*sub, options->start);  // with a file, --variant is for a game without a Variant tag
  file->excludes(sub->get_option("--moves"))->excludes(sub->get_option("--position"));
  CLI::Option* id = sub->add_option("--id", options->id, "Show a game of the database: the one of this id")
                        ->excludes(file)
                        ->excludes(sub->get_option("--game"))
                        ->excludes(sub->get_option("--moves"))
                        ->excludes(sub->get_option("--position"))
                        ->excludes(sub->get_option("--variant"));
  add_database_option(*sub, options->db);
  sub->get_option("--db")->needs(id);
  sub->add_option("--ply", options->ply,
                  "Show the position after this many plies (0: the start; default: the end of the game or moves)")
      ->check(CLI::NonNegativeNumber)
      ->excludes(sub->get_option("--position"));
  CLI::Option* svg =
      sub->add_option("--svg", options->svg, "Write an SVG picture of the board to this file ('-': standard output)");
  sub->add_option("--format", options->format,
                  "What to print: the text diagram, or the one-line position text (docs/position-text.md)")
      ->check(CLI::IsMember({"diagram", "position"}))
      ->type_name("diagram|position")
      ->default_str("diagram")
      ->excludes(svg);
  sub->callback([options, id, &status] {
    options->from_db = id->count() > 0;
    status = run_show(*options);
  });
}

}  // namespace adomoc::cli
