// A game with its annotations as steps to walk through: the main line's
// plies, then the moves of its variations, each step with its comments and
// glyphs and the steps the arrows lead to. What `adomoc view` embeds in its
// page and `adomoc serve` sends for a stored game (NOTATION 4-5).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "parser/game.hpp"
#include "render/game_scenes.hpp"

namespace adomoc::render {

// What a NAG shows: its glyph ("!", "?!") for 1 to 6, else "$n".
std::string nag_text(std::uint8_t nag);

// The comments that follow each ply of the record (index 0: those before
// the first move), each with its white space collapsed to single spaces,
// joined by blank lines. Comments after the last ply
// shown go with it.
std::vector<std::string> comments_by_ply(const parser::Game& game, std::size_t plies_shown);

// The comments after each move of a variation, as comments_by_ply.
std::vector<std::string> variation_comments(const parser::Variation& variation, std::size_t moves);

// The numbering of the steps: step k is main-line ply k; the moves of the
// variations follow, variation after variation. For each variation, the
// step of its first move, the step before it (where "previous" goes from
// its first move) and the main-line step "back to the main line" goes to
// (the move its outermost variation replaces).
struct Steps {
  std::vector<long> base, origin, back;
  long main_count = 0;
  long step_of(int line, std::size_t move) const {
    return line < 0 ? static_cast<long>(move) + 1 : base[static_cast<std::size_t>(line)] + static_cast<long>(move);
  }
};
Steps plan_steps(const parser::Game& game, const GameScenes& replay);

// One step: the scene shown (in `replay`), the viewer's words for its move,
// the comments after it, its glyphs, the steps before and after it (-1:
// none), the main-line step "back to the main line" goes to, and the first
// steps of the variations that replace its move (in the record's order).
struct GameStep {
  const Scene* scene = nullptr;
  std::string words;
  std::string comment;
  std::vector<std::string> nags;
  long prev = -1, next = -1, main = 0;
  std::vector<long> variations;
};

// Every step of `game` as replayed into `replay` (which must outlive the
// steps); a variation's moves after one that breaks the rules are left out.
std::vector<GameStep> game_steps(const parser::Game& game, const GameScenes& replay);

}  // namespace adomoc::render
