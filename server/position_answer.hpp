// The parts of an answer that describe a position the page shows: the
// line of moves that led there, the board, how the game stands, and the
// legal moves (so the page needs no rules of its own).
#pragma once

#include "report/json_text.hpp"
#include "report/move_line.hpp"

namespace adomoc::server {

// The ply number of the line's first move, for its round numbers: 1 from
// light to move, 2 from a position with dark to move (its first move is
// then "1...").
int first_ply(const report::MoveLine& line);

// [{"ply": 1, "label": "1.", "move": "F^c3c6"}, ...]
report::Json line_json(const report::MoveLine& line);
// "1. F^c3c6 F^h3h6": the line as movetext with its round numbers.
std::string numbered_moves(const report::MoveLine& line);

// Every legal move where the line ends, by its text:
// [{"move": "Sa1a4of2", "from": "a1", "to": "a4", "origin": "f2"}, ...];
// spaces as the board's data-space names them ("centre" for the centre),
// origin null unless the move originates.
report::Json legal_moves_json(const Position& position);

// "position", "side_to_move", "status", "over", "board" (the changing layer
// of the board picture, render::scene_layer, with the line's last move
// drawn) and "legal".
void add_position(report::Json& answer, const report::MoveLine& line);

}  // namespace adomoc::server
