// The game viewer: one self-contained HTML page (inline CSS, script and
// SVG; nothing fetched) that steps through a game.
//
// The C++ side does all the rules work: every ply's picture (the changing
// layer of the board SVG), its description in words and its comments are
// embedded as JSON, and the page's script only swaps them in. Everything
// taken from the record is escaped, in the HTML and in the JSON. The page
// is also well-formed XML (XHTML-compatible), so XML tools can read it.
//
// Buttons (first, previous, next, last), the arrow keys, Home and End, or
// a click on a move step through the game; under the buttons, the position
// text of the ply shown, with a button that copies it. The address follows
// the steps as #ply-N (replaced, not pushed onto the history), and opening
// the page with #ply-N shows ply N; #autoplay-last clicks the page's own
// "last" button once loaded.
#pragma once

#include <string>
#include <string_view>

#include "parser/game.hpp"
#include "render/game_scenes.hpp"

namespace adomoc::render {

// `source` names the game for people ("games.adn, game 2") and is the file
// name in the fault message ("games.adn:14:3: ...").
struct ViewerSource {
  std::string file;
  int game_number = 1;
  // Names the game instead of "file, game N" when set: a stored game is
  // "games.db, game id 17".
  std::string label = {};
};

// The page for `game`, replayed into `replay`; `replay.scenes` must not be
// empty (a game whose tags are unreadable cannot be shown).
std::string viewer_html(const parser::Game& game, const GameScenes& replay, const ViewerSource& source);

}  // namespace adomoc::render
