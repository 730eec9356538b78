// adomoc moves: the legal moves of a position, one per line; for a game
// that is over, a word on how it ended instead.
#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/start_position.hpp"
#include "validator/movegen.hpp"
#include "validator/notation.hpp"

namespace adomoc::cli {

namespace {

// "light has centred it (1-0)", "dark forfeits (1-0)", "dark, to move, has
// no legal move and so forfeits (1-0)": how a game that is over ended.
std::string how_it_ended(const StartPoint& point) {
  const Outcome& o = point.outcome;
  const Breed to_move = point.position.side_to_move();
  const std::string result = " (" + std::string(result_text(o.result)) + ")";
  switch (o.termination) {
    case Termination::centred: {
      std::string text = std::string(breed_name(opponent(to_move))) + " has centred it";
      if (o.scores)
        text += "; light scores " + std::to_string(o.scores->light) + ", dark " + std::to_string(o.scores->dark);
      return text + result;
    }
    case Termination::forfeit:
      if (has_legal_move(point.position)) return std::string(breed_name(to_move)) + " forfeits" + result;
      return std::string(breed_name(to_move)) + ", to move, has no legal move and so forfeits" + result;
    case Termination::draw: return "drawn by agreement" + result;
    case Termination::unfinished: break;
  }
  return {};
}

int run_moves(const StartOptions& options) {
  auto point = start_point(options);
  if (!point) {
    std::cerr << "adomoc moves: " << point.error() << "\n";
    return kUsage;
  }
  // A game that is over has no moves to list: say why, not just nothing.
  if (point->outcome.termination != Termination::unfinished) {
    std::cerr << "adomoc moves: the game is over: " << how_it_ended(*point) << "\n";
    return kOk;
  }
  const Position& pos = point->position;
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<std::string> texts;
  for (Move m : moves) texts.push_back(move_text(pos, m));
  std::sort(texts.begin(), texts.end());
  for (const std::string& t : texts) std::cout << t << '\n';
  return kOk;
}

}  // namespace

void setup_moves(CLI::App& app, int& status) {
  auto options = std::make_shared<StartOptions>();
  CLI::App* sub = app.add_subcommand(
      "moves", "List the legal moves, one per line, in canonical notation (none when the game is over)");
  add_start_options(*sub, *options);
  sub->callback([options, &status] { status = run_moves(*options); });
}

}  // namespace adomoc::cli
