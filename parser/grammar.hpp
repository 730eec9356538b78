// The archive grammar of NOTATION.md sections 1-3, as PEGTL rules only:
// no actions (actions.hpp) and no messages (errors.hpp) here.
//
// Commitment: once the first character of a construct has matched ('[' of a
// tag pair, the piece letter of a move, the digits of a round number, '{' of
// a comment ...) everything after it is wrapped in must<> or is a rule that
// raises, so a mistake is reported where it is, never backtracked over.
//
// Speed: a few rules are wrapped in fast paths (fast_paths.hpp) that take
// their common, well-formed case in one step and hand everything else to the
// rule as written here, which stays what the rule means.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/fast_paths.hpp"

namespace adomoc::parser::grammar {

namespace pegtl = tao::pegtl;

using pegtl::any;
using pegtl::at;
using pegtl::eof;
using pegtl::if_must;
using pegtl::must;
using pegtl::not_at;
using pegtl::one;
using pegtl::opt;
using pegtl::plus;
using pegtl::raise;
using pegtl::range;
using pegtl::ranges;
using pegtl::seq;
using pegtl::sor;
using pegtl::star;

// clang-format off

// A rule that raises the error named Rule where Rule would match.
template< typename Rule > struct error_if : seq< at< Rule >, raise< Rule > > {};

// ---- Characters -----------------------------------------------------------

struct line_feed : one< '\n' > {};
// White space other than a line feed. A CR is a blank, so a CRLF line end
// is a blank followed by a line feed and needs no rule of its own.
struct blank : one< ' ', '\t', '\r', '\f', '\v' > {};
struct blanks : star< blank > {};
struct blank_run : plus< blank > {};
struct white : one< ' ', '\t', '\r', '\f', '\v', '\n' > {};
// A well-formed UTF-8 sequence of two to four bytes (no overlong forms,
// no surrogates): what non-ASCII text in tag values and comments must be.
struct utf8_multibyte : pegtl::utf8::range< 0x80, 0x10FFFF > {};
struct byte_order_mark : pegtl::utf8::bom {};

// ---- Tag pairs: [Name "value"] alone on a line ----------------------------

struct tag_open : one< '[' > {};
struct tag_name_char : ranges< 'a', 'z', 'A', 'Z', '0', '9', '_' > {};
struct tag_name_text : plus< tag_name_char > {};
struct tag_name : seq< blanks, tag_name_text > {};
// What may follow a name; anything else is a character names cannot hold.
struct tag_name_end : at< sor< blank, one< '"', ']' >, line_feed, eof > > {};

struct escaped_char : one< '"', '\\' > {};
struct escape : if_must< one< '\\' >, escaped_char > {};
// Any ASCII character but LF, CR, '"' and '\'.
struct tag_value_ascii : ranges< '\x00', '\x09', '\x0b', '\x0c', '\x0e', '\x21', '\x23', '\x5b', '\x5d', '\x7f' > {};
struct tag_value_char : sor< tag_value_ascii, escape, utf8_multibyte > {};
struct tag_value_text : fast_star< plain_ascii_but< '"', '\\' >, tag_value_char > {};  // fast_star: see fast_paths.hpp
struct tag_value_line_end : sor< line_feed, one< '\r' >, eof > {};
// Reached only on a byte no valid character starts with.
struct invalid_utf8_in_tag_value : any {};
struct tag_value_close : sor< one< '"' >, error_if< tag_value_line_end >, error_if< invalid_utf8_in_tag_value > > {};
struct tag_value_open : seq< blanks, one< '"' > > {};
struct tag_value : seq< tag_value_open, tag_value_text, tag_value_close > {};

struct tag_close : seq< blanks, one< ']' > > {};
struct tag_line_end : seq< blanks, sor< line_feed, eof > > {};
struct tag_pair : fast_line< tag_line_scanner, if_must< tag_open, tag_name, tag_name_end, tag_value, tag_close, tag_line_end > > {};  // fast_line: see fast_paths.hpp

// ---- Comments: { ... } and ; to the end of the line -----------------------

struct comment_open : one< '{' > {};
struct brace_comment_ascii : ranges< '\x00', '\x7c', '\x7e', '\x7f' > {};  // all ASCII but '}'
struct brace_comment_text : fast_star< plain_ascii_but< '}' >, sor< brace_comment_ascii, utf8_multibyte > > {};
struct unterminated_comment : eof {};
struct invalid_utf8_in_comment : any {};
struct comment_close : sor< one< '}' >, error_if< unterminated_comment >, error_if< invalid_utf8_in_comment > > {};
struct brace_comment : seq< comment_open, brace_comment_text, comment_close > {};

struct line_comment_ascii : ranges< '\x00', '\x09', '\x0b', '\x7f' > {};  // all ASCII but LF
struct line_comment_text : fast_star< plain_ascii_but<>, sor< line_comment_ascii, utf8_multibyte > > {};
struct line_comment_close : sor< at< line_feed >, eof, error_if< invalid_utf8_in_comment > > {};
struct line_comment : seq< one< ';' >, line_comment_text, line_comment_close > {};

struct comment : sor< brace_comment, line_comment > {};

// ---- The tag block ----------------------------------------------------------

// Consecutive tag lines, and the comment lines between them: comments alone
// do not end a tag block (NOTATION.md 3), but a blank line does, so a
// tag-only game followed by a blank line and another tag block is two games.
//
// A comment line is taken into the block only when the line after it is a
// tag line or another comment line. The look-ahead reads its comments once
// without actions, then again with them: nothing is taken back once a
// comment is in the game. Where the block ends, its comments and the ones
// after it are the game's first movetext items all the same, so the canonical
// form writes them after the tags, before the first move.
struct comment_start : one< '{', ';' > {};
struct comments_on_line : seq< comment, star< sor< blank_run, comment > > > {};
struct block_line_ahead : seq< blanks, sor< tag_open, comment_start > > {};
struct comment_line_end : seq< line_feed, at< block_line_ahead > > {};
struct comment_line : seq< at< comments_on_line, comment_line_end >, comments_on_line, line_feed > {};
struct tag_block_line : seq< blanks, sor< tag_pair, comment_line > > {};
struct more_tag_lines : star< tag_block_line > {};
struct tag_block : fast_tag_block< tag_pair, more_tag_lines > {};  // fast_tag_block: see fast_paths.hpp

// ---- Tokens ---------------------------------------------------------------

// White space, '{', '}', ';', '(' and ')' end a token; anything else right
// after one is an error named for the token.
struct token_end : at< sor< white, one< '{', '}', ';', '(', ')' >, eof > > {};

// A move: F^c3c5, Mb2d4, Sa1a4of2, F^c3c5x, S^c7c9*, ... The piece letter
// commits to a move.
// A lowercase letter is read too, for the validator to repair under
// --lenient or to fault with what to write instead.
struct piece_letter : one< 'F', 'M', 'S', 'f', 'm', 's' > {};
struct prime_mark : one< '^' > {};
struct column : range< 'a', 'j' > {};
struct cycle : range< '1', '9' > {};
struct from_space : seq< column, must< cycle > > {};
struct to_space : seq< column, must< cycle > > {};
struct origin_space : seq< column, must< cycle > > {};
struct consume_mark : one< 'x' > {};
struct originate : if_must< one< 'o' >, origin_space > {};
struct behaviour : sor< consume_mark, originate > {};
struct centred_mark : one< '*' > {};
struct forfeit_mark : one< '_' > {};
struct end_mark : sor< centred_mark, forfeit_mark > {};
// A glyph glued to the move, after any end marker (NOTATION.md 5): the
// two-character ones first.
struct glyph : sor< pegtl::string< '!', '!' >, pegtl::string< '?', '?' >, pegtl::string< '!', '?' >, pegtl::string< '?', '!' >, one< '!', '?' > > {};
struct move_end : token_end {};
struct move : seq< piece_letter, opt< prime_mark >, must< from_space, to_space >, opt< behaviour >, opt< end_mark >, opt< glyph >, must< move_end > > {};

// A numeric annotation glyph, "$n" with n from 0 to 255, after a move (the
// action checks both: the grammar does not know what came before).
struct nag_digits : plus< pegtl::digit > {};
struct nag_end : token_end {};
struct nag : if_must< one< '$' >, nag_digits, nag_end > {};

// A round number: "12." before light's move, "12..." before dark's. A move
// may follow the period directly ("1.F^c3c5"), so the number ends at
// anything but a further digit or period.
struct round_digits : plus< pegtl::digit > {};
struct round_period : one< '.' > {};
struct dark_dots : pegtl::string< '.', '.' > {};
struct round_number_end : not_at< sor< pegtl::digit, one< '.' > > > {};
struct round_number : seq< round_digits, must< round_period >, opt< dark_dots >, must< round_number_end > > {};

struct lone_forfeit_end : token_end {};
struct lone_forfeit : seq< one< '_' >, must< lone_forfeit_end > > {};

struct draw_second_dash : one< '-' > {};
struct draw_end : token_end {};
struct draw : seq< one< '-' >, must< draw_second_dash, draw_end > > {};

// A chess-style result: "1-0", "0-1", "1/2-1/2" or "*". Not Adomoc
// notation: it is read as a token of its own so that the validator can say
// what to write instead (or repair it under --lenient). Tried before a
// round number, which commits at its digits.
struct light_wins_text : pegtl::string< '1', '-', '0' > {};
struct dark_wins_text : pegtl::string< '0', '-', '1' > {};
struct draw_text : pegtl::string< '1', '/', '2', '-', '1', '/', '2' > {};
struct unfinished_text : one< '*' > {};
struct result_end : token_end {};
struct result_token : seq< sor< light_wins_text, dark_wins_text, draw_text, unfinished_text >, must< result_end > > {};

struct token : sor< move, result_token, round_number, lone_forfeit, draw, nag > {};

// Variations: '(' opens one after a move, ')' closes it. Whether a move
// stands before the '(', whether the variation holds one, and whether a ')'
// has a '(' to close are the actions' to check: they know the game so far.
struct variation_open : one< '(' > {};
struct variation_close : one< ')' > {};
struct variation_mark : sor< variation_open, variation_close > {};

// ---- Movetext -------------------------------------------------------------

// A line break inside movetext: the next line is not a tag line.
struct inner_line_break : seq< line_feed, blanks, not_at< tag_open > > {};
// (fast_movetext_item: see fast_paths.hpp.)
struct movetext_item : fast_movetext_item< sor< blank_run, token, inner_line_break, comment, variation_mark > > {};

// A tag line after movetext starts the next game, even inside a variation
// left open: the action of movetext_end then reports that variation.
struct next_game_ahead : at< line_feed, blanks, tag_open > {};
struct misplaced_tag_pair : one< '[' > {};
struct unmatched_brace : one< '}' > {};
struct stray_glyph : one< '!', '?' > {};
struct unexpected_in_movetext : any {};
struct movetext_error : sor< error_if< misplaced_tag_pair >, error_if< unmatched_brace >, error_if< stray_glyph >, error_if< unexpected_in_movetext > > {};
struct movetext_end : sor< eof, next_game_ahead, movetext_error > {};
struct movetext : seq< star< movetext_item >, movetext_end > {};

// ---- Games ----------------------------------------------------------------

struct tagged_game : seq< tag_block, movetext > {};

// Comments before the first tag line of a file belong to no game: they are
// dropped when a tag line or the end of the file follows them, and begin the
// movetext of a game without tags when a token follows them.
struct leading_comments : star< sor< blank_run, inner_line_break, comment > > {};
struct tags_after_comments : seq< line_feed, blanks, at< tag_open > > {};
struct only_comments : eof {};
struct game_after_comments : sor< seq< tags_after_comments, tagged_game >, only_comments, movetext > {};
struct untagged_game : sor< seq< comment, leading_comments, game_after_comments >, seq< sor< token, variation_mark >, movetext >, movetext_error > {};

struct game : sor< tagged_game, untagged_game > {};

// What the reader parses once per game, with the white space before it
// already skipped.
struct one_game : sor< eof, game > {};

// The whole file, for reference and for pegtl::analyze.
struct archive : seq< opt< byte_order_mark >, star< sor< white, game > >, eof > {};

// clang-format on

}  // namespace adomoc::parser::grammar
