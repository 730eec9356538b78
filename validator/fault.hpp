// What a game record can get wrong, as values with a place and a message.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "parser/game.hpp"

namespace adomoc {

// The rule a fault breaks; its name is the `rule` field of JSON reports.
enum class Rule : std::uint8_t {
  tag,                  // a Variant or Result tag with an unknown value
  result,               // the Result tag disagrees with the moves
  round_number,         // missing, wrong or misplaced N. / N...
  after_end,            // something after the game ended
  no_piece,             // nothing (or the centre) on the from-space
  side_to_move,         // the piece belongs to the other player
  piece_letter,         // F/M/S does not match the piece
  prime_mark,           // '^' missing or wrongly present
  line,                 // from and to are not on one line the piece rides
  prime_distance,       // a prime rides at most 3 spaces
  blocked,              // a piece stands in the way
  attracted,            // the foot is held by an opposing sun
  landing,              // landing on a piece where no behaviour applies
  marker,               // x / o written against what happens
  origin_space,         // the origin space is not free or not the right one
  reverse_origination,  // Q may not originate P right after P originated Q
  centre,               // entering the centre without the right to
  end_marker,           // '*' missing on the centring move or put elsewhere
  result_token,         // a chess-style result (1-0, 0-1, 1/2-1/2, *) in the moves
};

std::string_view rule_name(Rule r);  // "prime-distance", ...

struct Fault {
  int ply = 0;  // the faulty move's number in the game, from 1; 0 for the tags
  parser::SourcePos pos;
  std::string move;  // the move as written, or empty
  Rule rule = Rule::tag;
  std::string message;
};

// A slip that --lenient repaired: where it was, and what was done.
struct Warning {
  int ply = 0;  // as Fault::ply
  parser::SourcePos pos;
  std::string move;  // the move or token as written, or empty (a tag, a round number)
  std::string message;
  Rule rule = Rule::tag;  // the rule the slip broke, as a Fault's would be
};

}  // namespace adomoc
