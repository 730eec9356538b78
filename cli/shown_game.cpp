#include "cli/shown_game.hpp"

#include <iostream>

#include "cli/archive_files.hpp"
#include "cli/commands.hpp"
#include "cli/query_options.hpp"
#include "cli/start_position.hpp"
#include "db/stored_game.hpp"
#include "validator/fault.hpp"
#include "validator/notation.hpp"

namespace adomoc::cli {

namespace {

// "warning: games.adn:4:4: ply 3: F^c5c9: <message> [rule]; shown up to ply 2",
// as validate words it (the message names the move).
void warn_fault(std::string_view command, const std::string& place, const Fault& fault, const std::string& lines) {
  std::cerr << "adomoc " << command << ": warning: " << place << ": ";
  if (fault.ply > 0) std::cerr << "ply " << fault.ply << ": ";
  std::cerr << fault.message << " [" << rule_name(fault.rule) << "]";
  if (fault.ply > 0) std::cerr << "; shown up to ply " << fault.ply - 1;
  std::cerr << "\n";
  if (!lines.empty()) std::cerr << lines << "\n";
}

// A game whose tags cannot be read has no rules to replay it by.
ShownGameOrStatus unreadable_tags(std::string_view command, const std::string& place, const Fault& fault) {
  std::cerr << "adomoc " << command << ": " << place << ": " << fault.message << " [" << rule_name(fault.rule)
            << "]\n";
  return {std::nullopt, kInvalid};
}

// The game with a Variant tag, added at the end when it has none; the
// tags shown keep the record's order.
parser::Game& tagged(parser::Game& game, Variant variant) {
  if (variant != Variant::standard && !game.find_tag("Variant")) game.tags.push_back({"Variant", std::string(variant_name(variant)), {}});
  return game;
}

}  // namespace

ShownGameOrStatus read_shown_game(const std::string& file, int number, Variant untagged, std::string_view command) {
  ShownGameOrStatus result;
  int games = 0;
  bool syntax_error = false;
  std::string game_lines;  // the faulty line and its caret, when there is a fault
  const bool read = for_each_game({file}, command, [&](const GameInFile& g) {
    games = g.number;
    if (g.number != number) return;
    if (!g.game) {
      std::cerr << "adomoc " << command << ": " << parser::describe(*g.error) << "\n";
      syntax_error = true;
      return;
    }
    ShownGame shown{std::move(*g.game), {}};
    shown.replay = render::replay_scenes(tagged(shown.game, untagged));
    if (const auto& fault = shown.replay.check.fault)
      game_lines = excerpt(g.text, shown.game.start.offset, fault->pos);
    result.shown = std::move(shown);
  });
  if (!read) return {std::nullopt, kUsage};
  if (syntax_error) return {std::nullopt, kInvalid};
  const std::string name = file == "-" ? "<stdin>" : file;  // as the reader names it
  if (!result.shown) {
    std::cerr << "adomoc " << command << ": '" << file << "' has " << games << (games == 1 ? " game" : " games")
              << ", not " << number << "\n";
    return {std::nullopt, kUsage};
  }
  const auto& fault = result.shown->replay.check.fault;
  if (fault && result.shown->replay.scenes.empty()) return unreadable_tags(command, where(name, fault->pos), *fault);
  if (fault) warn_fault(command, where(name, fault->pos), *fault, game_lines);
  return result;
}

ShownGameOrStatus moves_shown_game(const std::string& moves, Variant variant, std::string_view command) {
  auto game = moves_game(moves, variant);
  if (!game) {
    std::cerr << "adomoc " << command << ": " << game.error() << "\n";
    return {std::nullopt, kUsage};
  }
  ShownGame shown{std::move(*game), {}};
  shown.replay = render::replay_scenes(shown.game);
  if (const auto& fault = shown.replay.check.fault) {
    // --moves has no tags of its own to get wrong, and is one line.
    const std::string place = "--moves:" + std::to_string(fault->pos.column);
    warn_fault(command, place, *fault, moves + "\n" + std::string(fault->pos.column - 1, ' ') + "^");
  }
  return {std::move(shown), kOk};
}

ShownGameOrStatus stored_shown_game(const std::string& db_path, std::int64_t id, std::string_view command) {
  ShownGameOrStatus result{std::nullopt, kUsage};
  result.status = run_query(std::string(command), [&] {
    auto db = open_for_queries(db_path);
    std::optional<parser::Game> game = db::load_game(*db, id);
    if (!game) {
      std::cerr << "adomoc " << command << ": no game with id " << id << " in '" << db::shown_database(db_path) << "'\n";
      return kUsage;
    }
    ShownGame shown{std::move(*game), {}};
    shown.replay = render::replay_scenes(shown.game);
    result.shown = std::move(shown);
    return kOk;
  });
  return result;
}

}  // namespace adomoc::cli
