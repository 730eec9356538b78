#include "cli/start_position.hpp"

#include <map>

#include "validator/notation.hpp"

namespace adomoc::cli {

void add_variant_option(CLI::App& sub, Variant& variant) {
  const std::map<std::string, Variant> names = {
      {"standard", Variant::standard}, {"infinite", Variant::infinite}, {"altogether", Variant::altogether}};
  sub.add_option("--variant", variant, "Rules variant: standard, infinite or altogether")
      ->transform(CLI::CheckedTransformer(names, CLI::ignore_case))
      ->default_str("standard");
}

void add_start_options(CLI::App& sub, StartOptions& options) {
  add_variant_option(sub, options.variant);
  sub.add_option("--position", options.position,
                 "Start from this position text (docs/position-text.md) instead of the initial position");
}

Expected<Position, std::string> start_position(const StartOptions& options) {
  if (options.position.empty()) return Position::initial(options.variant);
  auto pos = read_position_text(options.position, options.variant);
  if (!pos) {
    const TextError& e = pos.error();
    return Unexpected{"--position, character " + std::to_string(e.column) + ": " + e.message + "\n  " +
                      options.position + "\n  " + std::string(e.column - 1, ' ') + "^"};
  }
  return *pos;
}

}  // namespace adomoc::cli
