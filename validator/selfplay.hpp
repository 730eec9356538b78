// Legal self-play games for tests, benchmarks and samples. The policy is
// biased towards the centre, since uniformly random play never gets there.
#pragma once

#include <cstdint>

#include "parser/game.hpp"
#include "validator/outcome.hpp"

namespace adomoc {

struct SelfPlayOptions {
  std::uint64_t seed = 1;
  Variant variant = Variant::standard;
  int max_plies = 300;  // a game still running then is left unfinished
};

// The same options and game number always give the same game.
class SelfPlay {
 public:
  explicit SelfPlay(SelfPlayOptions options) : options_(options) {}
  // Plays game number `number` (from 1) into `game`; returns how it ended.
  Outcome play(std::uint64_t number, parser::Game& game) const;

 private:
  SelfPlayOptions options_;
};

}  // namespace adomoc
