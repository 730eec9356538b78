// Replays a game record move by move against the rules and reports its
// outcome or its first fault.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "parser/game.hpp"
#include "validator/fault.hpp"
#include "validator/outcome.hpp"
#include "validator/position.hpp"

namespace adomoc {

// Sees every move as it is played (for the database's move and position
// tables); `before` is the position the move was played from. on_move sees
// the main line only. The moves of variations (NOTATION.md 5) come, for a
// visitor that wants them, to on_variation_move between begin_variation
// and end_variation, nested as written (python-chess's visitor shape);
// `index` is the variation's place in Game::variations.
class PlyVisitor {
 public:
  virtual ~PlyVisitor() = default;
  virtual void on_move(const Position& before, Move move, const Position& after) = 0;
  virtual void begin_variation(std::uint32_t /*index*/) {}
  virtual void on_variation_move(const Position& /*before*/, Move /*move*/, const Position& /*after*/) {}
  virtual void end_variation() {}
};

struct ReplayOptions {
  bool lenient = false;
  PlyVisitor* visitor = nullptr;
};

struct GameCheck {
  Variant variant = Variant::standard;
  int plies = 0;  // moves played before the end or the fault
  Outcome outcome;
  std::vector<Warning> warnings;
  std::optional<Fault> fault;
  bool valid() const { return !fault.has_value(); }
};

// Checks the tags, every move and the end of the game. Under --lenient the
// slips it repairs (docs/validation.md: a move's letter, '^', 'x', '*' or
// origin space, round numbers, the Variant's case, a chess-style result at
// the end of the moves, a forgotten '_') are rewritten in `game`, so that
// writing the game out gives the repaired record.
GameCheck check_game(parser::Game& game, const ReplayOptions& options = {});

// The position after the whole record (or up to its first fault).
struct Replayed {
  Position position;
  GameCheck check;
};
Replayed replay_game(parser::Game& game, const ReplayOptions& options = {});

}  // namespace adomoc
