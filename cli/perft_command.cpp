#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/start_position.hpp"
#include "validator/notation.hpp"
#include "validator/perft.hpp"

namespace adomoc::cli {

namespace {

struct PerftOptions {
  StartOptions start;
  int depth = 1;
  bool divide = false;
};

int run_perft(const PerftOptions& options) {
  auto pos = start_position(options.start);
  if (!pos) {
    std::cerr << "adomoc perft: " << pos.error() << "\n";
    return kUsage;
  }
  if (!options.divide) {
    std::cout << perft(*pos, options.depth) << "\n";
    return kOk;
  }
  struct Line {
    std::string move;
    std::uint64_t count;
  };
  std::vector<Line> lines;
  std::uint64_t total = 0;
  for (const DivideLine& d : perft_divide(*pos, options.depth)) {
    lines.push_back({move_text(*pos, d.move), d.count});
    total += d.count;
  }
  std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.move < b.move; });
  for (const Line& l : lines) std::cout << l.move << ' ' << l.count << '\n';
  std::cout << total << '\n';
  return kOk;
}

}  // namespace

void setup_perft(CLI::App& app, int& status) {
  auto options = std::make_shared<PerftOptions>();
  CLI::App* sub = app.add_subcommand("perft", "Count the legal move sequences of a given length");
  sub->add_option("--depth", options->depth, "Number of plies")->required()->check(CLI::Range(0, 64));
  sub->add_flag("--divide", options->divide, "Print each legal move with its count, then the total");
  add_start_options(*sub, options->start);
  sub->callback([options, &status] { status = run_perft(*options); });
}

}  // namespace adomoc::cli
