#include "cli/start_position.hpp"

#include <map>

#include "parser/reader.hpp"
#include "validator/notation.hpp"
#include "validator/replay.hpp"

namespace adomoc::cli {

void add_variant_option(CLI::App& sub, Variant& variant) {
  const std::map<std::string, Variant> names = {
      {"standard", Variant::standard}, {"infinite", Variant::infinite}, {"altogether", Variant::altogether}};
  sub.add_option("--variant", variant, "Rules variant: standard, infinite or altogether")
      ->transform(CLI::CheckedTransformer(names, CLI::ignore_case).description(""))
      ->type_name("standard|infinite|altogether")
      ->default_str("standard");
}

void add_start_options(CLI::App& sub, StartOptions& options) {
  add_variant_option(sub, options.variant);
  CLI::Option* position = sub.add_option(
      "--position", options.position, "Start from this position text (docs/position-text.md) instead of the initial position");
  sub.add_option("--moves", options.moves,
                 "Start from the position these moves reach, e.g. \"1. F^c3c5 F^h3h5\" (round numbers optional)")
      ->excludes(position);
}

namespace {

// "F^c3c5 F^h3h5" is as clear as "1. F^c3c5 F^h3h5": number the rounds when
// the text numbers none.
void number_rounds(parser::Game& game) {
  for (const parser::Element& e : game.movetext)
    if (std::holds_alternative<parser::RoundNumber>(e)) return;
  std::vector<parser::Element> numbered;
  int ply = 0;
  for (parser::Element& e : game.movetext) {
    if (std::holds_alternative<parser::MoveToken>(e)) {
      if (ply % 2 == 0) numbered.emplace_back(parser::RoundNumber{static_cast<std::uint32_t>(ply / 2 + 1), false, {}});
      ++ply;
    }
    numbered.push_back(std::move(e));
  }
  game.movetext = std::move(numbered);
}

Expected<StartPoint, std::string> point_after(const std::string& moves, Variant variant) {
  auto game = moves_game(moves, variant);
  if (!game) return Unexpected{game.error()};
  Replayed replayed = replay_game(*game);
  if (const auto& f = replayed.check.fault)
    return Unexpected{"--moves:" + std::to_string(f->pos.column) + ": ply " + std::to_string(f->ply) + ": " + f->message};
  return StartPoint{replayed.position, replayed.check.outcome};
}

}  // namespace

Expected<parser::Game, std::string> moves_game(const std::string& moves, Variant variant) {
  parser::ParsedArchive parsed = parser::parse_string(moves, "--moves");
  if (!parsed.errors.empty()) return Unexpected{parser::describe(parsed.errors.front())};
  if (parsed.games.size() != 1) return Unexpected{std::string("--moves: expected the moves of one game")};
  parser::Game& game = parsed.games.front();
  number_rounds(game);
  game.tags = {{"Variant", std::string(variant_name(variant)), {}}};
  return std::move(game);
}

Expected<Position, std::string> start_position(const StartOptions& options) {
  if (!options.moves.empty()) {
    auto point = point_after(options.moves, options.variant);
    if (!point) return Unexpected{point.error()};
    return point->position;
  }
  if (options.position.empty()) return Position::initial(options.variant);
  auto pos = read_position_text(options.position, options.variant);
  if (!pos) {
    const TextError& e = pos.error();
    return Unexpected{"--position, character " + std::to_string(e.column) + ": " + e.message + "\n  " +
                      options.position + "\n  " + std::string(e.column - 1, ' ') + "^"};
  }
  return *pos;
}

Expected<StartPoint, std::string> start_point(const StartOptions& options) {
  if (!options.moves.empty()) return point_after(options.moves, options.variant);
  auto pos = start_position(options);
  if (!pos) return Unexpected{pos.error()};
  return StartPoint{*pos, outcome_at_end(*pos)};
}

}  // namespace adomoc::cli
