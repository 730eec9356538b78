#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/start_position.hpp"
#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::cli {

namespace {

struct GenerateOptions {
  std::uint64_t games = 1;
  SelfPlayOptions play;
  std::string output;  // empty: standard output
};

int run_generate(const GenerateOptions& options) {
  std::ofstream file;
  if (!options.output.empty()) {
    file.open(options.output, std::ios::binary);
    if (!file) {
      std::cerr << "adomoc generate: cannot write '" << options.output << "'\n";
      return kUsage;
    }
  }
  std::ostream& out = options.output.empty() ? std::cout : file;
  parser::ArchiveWriter writer(out);
  const SelfPlay selfplay(options.play);
  parser::Game game;
  for (std::uint64_t n = 1; n <= options.games; ++n) {
    selfplay.play(n, game);
    writer.write(game);
  }
  out.flush();
  if (!out) {
    std::cerr << "adomoc generate: writing '" << (options.output.empty() ? "<stdout>" : options.output)
              << "' failed\n";
    return kUsage;
  }
  return kOk;
}

}  // namespace

void setup_generate(CLI::App& app, int& status) {
  auto options = std::make_shared<GenerateOptions>();
  CLI::App* sub = app.add_subcommand("generate", "Write legal self-play games as an archive");
  sub->add_option("--games", options->games, "How many games")->required();
  sub->add_option("--seed", options->play.seed, "Random seed: the same seed gives the same bytes")
      ->default_val(1);
  add_variant_option(*sub, options->play.variant);
  sub->add_option("--max-plies", options->play.max_plies, "Leave a game unfinished after this many plies")
      ->default_val(300)
      ->check(CLI::Range(0, 1000000));
  sub->add_option("-o,--output", options->output, "Write to this file instead of standard output");
  sub->callback([options, &status] { status = run_generate(*options); });
}

}  // namespace adomoc::cli
