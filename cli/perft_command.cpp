// adomoc perft: the number of legal move sequences of a given length from
// a position, announced first when it will take long.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <string>
#include <utility>

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

// Counts grow about fifty-fold with each ply, so a depth one more than
// the last one tried can turn seconds into hours. Before a long count the
// user is told how long it may take; a count that 64 bits cannot hold is
// refused, since its answer would be wrong.
constexpr int kFirstEstimatedDepth = 4;      // below it, any position counts in about a second
constexpr double kSequencesPerSecond = 5e7;  // depth 5 from the start, 102 million, takes about 2 s
constexpr double kNoteAfterSeconds = 10;
constexpr double kCountable = 18446744073709551615.0;  // 2^64 - 1, the counter's largest value

// Deeper counts guessed from the counts at depths 2 and 3 and the growth
// between them; the guess tends to fall short, as the growth rises with
// depth.
class CountEstimate {
 public:
  explicit CountEstimate(Position& pos) {
    const auto two = static_cast<double>(perft(pos, 2));
    at_three_ = static_cast<double>(perft(pos, 3));
    growth_ = two == 0 ? 0 : at_three_ / two;
  }
  double at(int depth) const { return at_three_ * std::pow(growth_, depth - 3); }

 private:
  double at_three_ = 0, growth_ = 0;
};

// "4 billion", "300 trillion", "10^22": a count in words.
std::string rough_count(double n) {
  static const std::pair<double, const char*> units[] = {
      {1e18, "quintillion"}, {1e15, "quadrillion"}, {1e12, "trillion"}, {1e9, "billion"}, {1e6, "million"}};
  if (n >= 1e21) return "10^" + std::to_string(static_cast<int>(std::log10(n)));
  for (const auto& [size, name] : units)
    if (n >= size) return std::to_string(static_cast<long long>(std::llround(n / size))) + " " + name;
  return std::to_string(std::llround(n));
}

// "3 minutes", "5 hours", "40 days", "2 years": a rough running time.
std::string rough_time(double seconds) {
  static const std::pair<double, const char*> units[] = {
      {365.25 * 86400, "year"}, {86400, "day"}, {3600, "hour"}, {60, "minute"}, {1, "second"}};
  for (const auto& [size, name] : units)
    if (seconds >= size || size == 1) {
      const long long n = std::max(1LL, std::llround(seconds / size));
      return std::to_string(n) + " " + name + (n == 1 ? "" : "s");
    }
  return {};
}

// kOk to go ahead (after a note on standard error for a long count), or
// kUsage for a count too large to be held.
int check_depth(Position& pos, int depth) {
  if (depth < kFirstEstimatedDepth) return kOk;
  const CountEstimate estimate(pos);
  const double count = estimate.at(depth);
  if (count > kCountable) {
    int deepest = depth;
    while (deepest > 0 && estimate.at(deepest) > kCountable) --deepest;
    std::cerr << "adomoc perft: --depth " << depth << " is too deep: from this position that is about "
              << rough_count(count) << " sequences, more than a 64-bit count holds (18 quintillion); the deepest "
              << "countable is about depth " << deepest << " (roughly "
              << rough_time(estimate.at(deepest) / kSequencesPerSecond) << ")\n";
    return kUsage;
  }
  if (const double seconds = count / kSequencesPerSecond; seconds >= kNoteAfterSeconds)
    std::cerr << "adomoc perft: depth " << depth << " from this position is about " << rough_count(count)
              << " sequences: this may take roughly " << rough_time(seconds) << " (Ctrl-C stops it)" << std::endl;
  return kOk;
}

int run_perft(const PerftOptions& options) {
  auto pos = start_position(options.start);
  if (!pos) {
    std::cerr << "adomoc perft: " << pos.error() << "\n";
    return kUsage;
  }
  if (const int status = check_depth(*pos, options.depth); status != kOk) return status;
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
  sub->add_option("--depth", options->depth, "Number of plies (a long count is announced with its rough duration)")
      ->required()
      ->check(CLI::Range(0, 64));
  sub->add_flag("--divide", options->divide, "Print each legal move with its count, then the total");
  add_start_options(*sub, options->start);
  sub->callback([options, &status] { status = run_perft(*options); });
}

}  // namespace adomoc::cli
