// Moves a user names by their canonical text, played from a start
// position: the line an explorer walks and an address carries.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "db/queries.hpp"
#include "validator/expected.hpp"
#include "validator/position.hpp"

namespace adomoc::report {

struct MoveLine {
  Position start;
  bool from_initial = true;  // start is the variant's initial position
  std::vector<Move> moves;
  std::vector<std::string> texts;  // canonical, e.g. "F^c3c6"
  Position end;                    // after every move

  // What the db queries take: the moves encoded as stored when the line
  // starts from the initial position (so the opening index can serve
  // them), else only the position reached.
  db::MovePrefix prefix() const;
};

// At most this many moves: a line longer than any game is a mistake or an
// attack, and each move costs a move generation.
inline constexpr std::size_t kMaxLineMoves = 2000;

// Reads `words`: move texts in canonical notation (NOTATION 1, e.g.
// "F^c3c6", "Sa1a4of2", "S^c7c9*") separated by white space. Round numbers
// ("1.", "1...", also glued to a move: "1.F^c3c6") are passed over, so
// "1. F^c3c6 F^h3h6" and "F^c3c6 F^h3h6" are the same line. Each move must
// be legal where it is played. A message names the move by its place (the
// character where it starts in `words`, its ply) and says what is wrong as
// the command line's --moves does (the notation, or the rule broken):
// "moves, character 8: ply 2: Fa3a9: the light foot on a3 is light's, but it
// is dark's turn [side-to-move]", with `name` for "moves".
Expected<MoveLine, std::string> read_move_line(std::string_view words, const Position& start, bool from_initial,
                                               std::string_view name);

}  // namespace adomoc::report
