// What a player reads when a rule of grammar.hpp fails where it must not.
//
// Messages may name what was read, through placeholders the reader fills
// in (reader.cpp, expand_message):
//   {token}  the token read so far, from its first character up to the error
//   {char}   the character at the error, e.g. 'q', U+0007, byte 0xFF
//   {line}   the line of the '{' of an unterminated comment
#pragma once

#include "parser/grammar.hpp"

namespace adomoc::parser {

// clang-format off
template< typename Rule > inline constexpr const char* error_message = nullptr;

// Tag pairs
template<> inline constexpr auto error_message< grammar::tag_name > = "expected a tag name after '[', such as Event";
template<> inline constexpr auto error_message< grammar::tag_name_end > = "a tag name may only hold letters, digits and '_'";
template<> inline constexpr auto error_message< grammar::tag_value > = "expected the tag value in double quotes after the tag name, such as [Site \"Montreal\"]";
template<> inline constexpr auto error_message< grammar::escaped_char > = "in a tag value, '\\' must be followed by '\"' or '\\'";
template<> inline constexpr auto error_message< grammar::tag_value_line_end > = "a tag value must end with '\"' on the same line";
template<> inline constexpr auto error_message< grammar::invalid_utf8_in_tag_value > = "invalid UTF-8 in a tag value";
template<> inline constexpr auto error_message< grammar::tag_close > = "expected ']' after the tag value";
template<> inline constexpr auto error_message< grammar::tag_line_end > = "a tag pair must be alone on its line: expected the end of the line after ']'";

// Comments
template<> inline constexpr auto error_message< grammar::unterminated_comment > = "unterminated comment: '{' at line {line} has no closing '}'";
template<> inline constexpr auto error_message< grammar::invalid_utf8_in_comment > = "invalid UTF-8 in a comment";

// Moves
template<> inline constexpr auto error_message< grammar::from_space > = "expected a space such as c3 after '{token}'";
template<> inline constexpr auto error_message< grammar::to_space > = "expected the space moved to after '{token}', such as c5";
template<> inline constexpr auto error_message< grammar::origin_space > = "expected the origin space after 'o', such as f2";
template<> inline constexpr auto error_message< grammar::cycle > = "expected a cycle from 1 to 9 after '{token}'";
template<> inline constexpr auto error_message< grammar::move_end > = "unexpected {char} after the move {token}";

// Round numbers. round_digits never fails where it must not: the action of
// round_number raises this one when the number does not fit in 32 bits.
template<> inline constexpr auto error_message< grammar::round_digits > = "round number too large";
template<> inline constexpr auto error_message< grammar::round_period > = "expected '.' after the round number {token}";
template<> inline constexpr auto error_message< grammar::round_number_end > = "unexpected {char} after the round number {token}";

// A chess-style result
template<> inline constexpr auto error_message< grammar::result_end > = "unexpected {char} after the result {token}";

// Lone markers
template<> inline constexpr auto error_message< grammar::lone_forfeit_end > = "unexpected {char} after '_'";
template<> inline constexpr auto error_message< grammar::draw_second_dash > = "expected '--' for a draw: a single '-' means nothing";
template<> inline constexpr auto error_message< grammar::draw_end > = "unexpected {char} after '--'";

// Annotations. The variation messages are raised by actions (actions.hpp),
// which know what came before.
template<> inline constexpr auto error_message< grammar::nag_digits > = "expected a number after '$', such as $1";
template<> inline constexpr auto error_message< grammar::nag_end > = "unexpected {char} after the NAG {token}";
inline constexpr const char* stray_nag_message = "a NAG such as $1 must follow a move";
template<> inline constexpr auto error_message< grammar::stray_glyph > = "a {char} must follow a move, glued to it (F^c3c5!)";
template<> inline constexpr auto error_message< grammar::variation_open > = "a variation needs a move before it: '(' stands after the move it replaces";
template<> inline constexpr auto error_message< grammar::variation_close > = "')' closes no variation";
template<> inline constexpr auto error_message< grammar::movetext_end > = "this variation is never closed: '(' at line {line}";
inline constexpr const char* empty_variation_message = "an empty variation '()': a variation holds at least one move";
inline constexpr const char* nag_too_large_message = "a NAG is a number from 0 to 255";

// Anything else in movetext
template<> inline constexpr auto error_message< grammar::misplaced_tag_pair > = "a tag pair must start a line of its own";
template<> inline constexpr auto error_message< grammar::unmatched_brace > = "unexpected '}': no comment is open";
template<> inline constexpr auto error_message< grammar::unexpected_in_movetext > = "unexpected {char}: expected a move such as F^c3c5, a round number such as 2. or a comment";
// clang-format on

}  // namespace adomoc::parser
