// Text for spaces, moves and positions, as NOTATION.md and
// docs/position-text.md spell them.
#pragma once

#include <string>
#include <string_view>

#include "validator/expected.hpp"
#include "validator/position.hpp"

namespace adomoc {

std::string space_name(Space s);  // "c3"; the centre as "a9" (callers pick the column)
char piece_letter(PieceType t);    // 'F', 'M', 'S'
std::string_view breed_name(Breed b);      // "light", "dark"
std::string_view type_name(PieceType t);   // "foot", "moon", "sun"
std::string_view variant_name(Variant v);  // "Standard", "Infinite", "Altogether"
// Accepts the tag spelling and lowercase: "Standard", "standard".
bool parse_variant(std::string_view text, Variant& out);
// "the light prime foot on c3", for messages.
std::string describe_piece(Piece p, Space s);

// Canonical text of a legal move in the position before it is played:
// "F^c3c5", "Sa1a4of2", "F^c3c5x", "S^c7c9*".
std::string move_text(const Position& before, Move m);

struct TextError {
  std::size_t column = 1;  // 1-based byte column in the text
  std::string message;
};

std::string position_text(const Position& pos);
Expected<Position, TextError> read_position_text(std::string_view text, Variant variant);

// The legal move whose canonical text is `text`, if there is one.
Expected<Move, TextError> find_move(const Position& pos, std::string_view text);

}  // namespace adomoc
