#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/start_position.hpp"
#include "validator/movegen.hpp"
#include "validator/notation.hpp"

namespace adomoc::cli {

namespace {

int run_moves(const StartOptions& options) {
  auto pos = start_position(options);
  if (!pos) {
    std::cerr << "adomoc moves: " << pos.error() << "\n";
    return kUsage;
  }
  MoveList moves;
  generate_moves(*pos, moves);
  std::vector<std::string> texts;
  for (Move m : moves) texts.push_back(move_text(*pos, m));
  std::sort(texts.begin(), texts.end());
  for (const std::string& t : texts) std::cout << t << '\n';
  return kOk;
}

}  // namespace

void setup_moves(CLI::App& app, int& status) {
  auto options = std::make_shared<StartOptions>();
  CLI::App* sub = app.add_subcommand("moves", "List the legal moves, one per line, in canonical notation");
  add_start_options(*sub, *options);
  sub->callback([options, &status] { status = run_moves(*options); });
}

}  // namespace adomoc::cli
