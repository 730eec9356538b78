// The options that say where a subcommand starts: a variant, and a
// position text or moves played from the initial position.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "parser/game.hpp"
#include "validator/expected.hpp"
#include "validator/outcome.hpp"
#include "validator/position.hpp"

namespace adomoc::cli {

struct StartOptions {
  Variant variant = Variant::standard;
  std::string position;  // position text; empty means the initial position
  std::string moves;     // movetext played from the initial position
};

void add_variant_option(CLI::App& sub, Variant& variant);
void add_start_options(CLI::App& sub, StartOptions& options);
// The game that --moves text describes (round numbers added when the text
// has none), tagged with the variant; or the syntax error, for the user.
Expected<parser::Game, std::string> moves_game(const std::string& moves, Variant variant);
// The position the options describe, or a message for the user.
Expected<Position, std::string> start_position(const StartOptions& options);

// The same position, and how the game stands there: over (centred, a
// forfeit, a draw by agreement) or unfinished. --moves may end the game
// with `_` or `--`; any position is over when it is centred or the side to
// move has no legal move.
struct StartPoint {
  Position position;
  Outcome outcome;
};
Expected<StartPoint, std::string> start_point(const StartOptions& options);

}  // namespace adomoc::cli
