// The options that say where a subcommand starts: a variant, and a
// position text or moves played from the initial position.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "validator/expected.hpp"
#include "validator/position.hpp"

namespace adomoc::cli {

struct StartOptions {
  Variant variant = Variant::standard;
  std::string position;  // position text; empty means the initial position
  std::string moves;     // movetext played from the initial position
};

void add_variant_option(CLI::App& sub, Variant& variant);
void add_start_options(CLI::App& sub, StartOptions& options);
// The position the options describe, or a message for the user.
Expected<Position, std::string> start_position(const StartOptions& options);

}  // namespace adomoc::cli
