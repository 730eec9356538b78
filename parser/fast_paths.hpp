// Fast paths through what most of an archive is made of: moves and round
// numbers, plain tag lines, and the text of tag values and comments.
//
// Each template here is a grammar rule with a shortcut. When the bytes at
// hand hold the common, well-formed case, a hand-written scanner measures it
// and the input skips it in one step; anything else (text cut by the end of
// the buffer, anything unusual, every error) goes to the rule itself. So what
// is accepted, the errors and their positions are the grammar's: a shortcut
// only takes text the rule accepts, consumes the same bytes and leads to the
// same actions. The tests check this by reading every case also through
// buffers too small for the shortcuts to apply, and comparing.
//
// Each derives from the rule it speeds up, so pegtl::analyze sees that rule.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <tao/pegtl.hpp>

#include "parser/game.hpp"

namespace adomoc::parser::grammar {

struct move;
struct round_number;

// The start of the line a fast path is walking, kept in locals: the input's
// own fields would be read back after every action, which may write anywhere.
struct LineStart {
  const char* data;
  std::uint64_t byte;
  std::size_t line;
  std::size_t column;

  SourcePos place_of(const char* p) const {
    const auto before = static_cast<std::size_t>(p - data);
    return {byte + before, static_cast<std::uint32_t>(line), static_cast<std::uint32_t>(column + before)};
  }
  // The start of the line after the line feed at `p`.
  LineStart next_line(const char* line_feed) const {
    return {line_feed + 1, byte + static_cast<std::size_t>(line_feed + 1 - data), line + 1, 1};
  }
};

namespace scan {

inline bool is_piece_letter(char c) { return c == 'F' || c == 'M' || c == 'S'; }
inline bool is_column(char c) { return c >= 'a' && c <= 'j'; }
inline bool is_cycle(char c) { return c >= '1' && c <= '9'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_space_at(const char* p) { return is_column(p[0]) & is_cycle(p[1]); }
inline bool is_blank(char c) { return c == ' ' || c == '\r' || c == '\t' || c == '\f' || c == '\v'; }
// What may follow a token: white space, '{', '}', ';', '(' or ')'
// (grammar::token_end). A table: one load keeps scan::move small enough to
// be inlined into the movetext fast path.
inline constexpr auto token_end_chars = [] {
  std::array<bool, 256> table{};
  for (const char c : {' ', '\r', '\t', '\f', '\v', '\n', '{', '}', ';', '(', ')'})
    table[static_cast<unsigned char>(c)] = true;
  return table;
}();
inline bool ends_token(char c) { return token_end_chars[static_cast<unsigned char>(c)]; }

// How many bytes the scanners may look at: the longest move (S^a1a4of2*)
// or round number (ten digits and "...") and the character after it.
constexpr std::size_t lookahead = 16;

inline SpaceText space_at(const char* p) {
  return {static_cast<std::uint8_t>(p[0] - 'a'), static_cast<std::uint8_t>(p[1] - '0')};
}

// The length of the well-formed move at `p` (grammar::move), or 0. The move
// is decoded into `move` (all but its pos) while it is measured, so its
// characters are read once; `move` holds nothing useful when 0 is returned.
// Its parts are tested with few branches: which parts a move has is as good
// as random, and mispredicted branches would cost more than the tests.
// Always inlined: the movetext fast path runs it for most of an archive.
[[gnu::always_inline]] inline std::size_t move(const char* p, MoveToken& move) {
  const char letter = p[0];
  if (!is_piece_letter(letter)) return 0;
  move.piece = static_cast<PieceLetter>((letter == 'M') + 2 * (letter == 'S'));
  move.prime = p[1] == '^';
  std::size_t i = 1 + static_cast<std::size_t>(move.prime);
  bool well_formed = is_space_at(p + i) & is_space_at(p + i + 2);
  move.from = space_at(p + i);
  move.to = space_at(p + i + 2);
  i += 4;
  const bool consumes = p[i] == 'x';
  const bool originates = p[i] == 'o';
  well_formed &= !originates | is_space_at(p + i + 1);
  move.marker = static_cast<Marker>(consumes + 2 * originates);
  move.origin = originates ? space_at(p + i + 1) : SpaceText{};
  i += static_cast<std::size_t>(consumes) + 3 * static_cast<std::size_t>(originates);
  const bool centred = p[i] == '*';
  const bool forfeit = p[i] == '_';
  move.ending = static_cast<Ending>(centred + 2 * forfeit);
  i += static_cast<std::size_t>(centred | forfeit);
  well_formed &= ends_token(p[i]);
  move.length = static_cast<std::uint16_t>(i);  // a move is at most 10 bytes
  return well_formed ? i : 0;
}

// The length of the well-formed round number at `p` (grammar::round_number),
// or 0; its value goes to `number`, and whether it is dark's ("12...") to
// `dark`. Ten digits at most: longer numbers are too large, an error, and
// ten digits cannot overflow `number`.
inline std::size_t round_number(const char* p, std::uint64_t& number, bool& dark) {
  std::size_t i = 0;
  number = 0;
  while (i < 11 && is_digit(p[i])) number = number * 10 + static_cast<std::uint64_t>(p[i++] - '0');
  if (i == 0 || i == 11 || p[i] != '.') return 0;
  ++i;
  dark = p[i] == '.' && p[i + 1] == '.';
  if (dark) i += 2;
  return is_digit(p[i]) || p[i] == '.' ? 0 : i;
}

// Whether the line feed at `p` is followed, after blanks, by something other
// than '[' (grammar::inner_line_break); false when that is not yet known.
inline bool is_inner_line_break(const char* p, const char* end) {
  ++p;
  while (p != end && is_blank(*p)) ++p;
  return p != end && *p != '[';
}

// The characters of tag lines, in a table: the scanner tests every one, and
// a load is cheaper than a chain of comparisons.
enum TagCharBit : std::uint8_t { name_char_bit = 1, plain_value_char_bit = 2 };
inline constexpr auto tag_chars = [] {
  std::array<std::uint8_t, 256> table{};
  for (int i = 0; i < 256; ++i) {
    const auto c = static_cast<char>(i);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')
      table[static_cast<std::size_t>(i)] |= name_char_bit;
    // Printable ASCII and tab, but '"' and '\\': what needs no second look
    // in a tag value.
    if (((c >= ' ' && c <= '~') || c == '\t') && c != '"' && c != '\\')
      table[static_cast<std::size_t>(i)] |= plain_value_char_bit;
  }
  return table;
}();
inline bool is_tag_name_char(char c) { return (tag_chars[static_cast<unsigned char>(c)] & name_char_bit) != 0; }
inline bool is_plain_tag_value_char(char c) {
  return (tag_chars[static_cast<unsigned char>(c)] & plain_value_char_bit) != 0;
}

// The length of the well-formed UTF-8 sequence of two to four bytes at `p`,
// all of it before `end`, or 0: what grammar::utf8_multibyte accepts (as
// PEGTL's peek_utf8 decodes it: no overlong forms, no surrogates).
inline std::size_t utf8_multibyte(const char* p, const char* end) {
  const auto byte = [p](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])); };
  const auto is_continuation = [&byte](std::size_t i) { return (byte(i) & 0xC0) == 0x80; };
  const auto at_hand = static_cast<std::size_t>(end - p);
  const std::uint32_t lead = at_hand == 0 ? 0 : byte(0);
  if ((lead & 0xE0) == 0xC0 && at_hand >= 2 && is_continuation(1)) {
    const std::uint32_t c = (lead & 0x1F) << 6 | (byte(1) & 0x3F);
    return c >= 0x80 ? 2 : 0;
  }
  if ((lead & 0xF0) == 0xE0 && at_hand >= 3 && is_continuation(1) && is_continuation(2)) {
    const std::uint32_t c = (lead & 0x0F) << 12 | (byte(1) & 0x3F) << 6 | (byte(2) & 0x3F);
    return c >= 0x800 && !(c >= 0xD800 && c <= 0xDFFF) ? 3 : 0;
  }
  if ((lead & 0xF8) == 0xF0 && at_hand >= 4 && is_continuation(1) && is_continuation(2) && is_continuation(3)) {
    const std::uint32_t c = (lead & 0x07) << 18 | (byte(1) & 0x3F) << 12 | (byte(2) & 0x3F) << 6 | (byte(3) & 0x3F);
    return c >= 0x10000 && c <= 0x10FFFF ? 4 : 0;
  }
  return 0;
}

// The parts of a plain tag line, as tag_pair() finds them.
struct TagLine {
  std::string_view name;
  std::string_view value;  // between the quotes: plain, so as written
  std::size_t close = 0;   // where the ']' is, counted from the '['
};

// The length of the tag line at `p` (grammar::tag_pair, its line feed
// included) when it is a plain one, with no escape and no control character
// in its value (UTF-8 is fine: names often have accents), and all of it is
// before `end`; or 0. Its parts go to `tag`.
inline std::size_t tag_pair(const char* p, const char* end, TagLine& tag) {
  const char* q = p;
  const auto skip = [&q, end](auto test) {
    while (q != end && test(*q)) ++q;
  };
  const auto expect = [&q, end](char c) { return q != end && *q++ == c; };
  if (!expect('[')) return 0;
  skip(is_blank);
  const char* name = q;
  skip(is_tag_name_char);
  if (q == name) return 0;
  tag.name = std::string_view(name, static_cast<std::size_t>(q - name));
  skip(is_blank);
  if (!expect('"')) return 0;
  const char* value = q;
  for (;;) {
    skip(is_plain_tag_value_char);
    const std::size_t multibyte = utf8_multibyte(q, end);
    if (multibyte == 0) break;
    q += multibyte;
  }
  tag.value = std::string_view(value, static_cast<std::size_t>(q - value));
  if (!expect('"')) return 0;
  skip(is_blank);
  tag.close = static_cast<std::size_t>(q - p);
  if (!expect(']')) return 0;
  skip(is_blank);
  if (!expect('\n')) return 0;
  return static_cast<std::size_t>(q - p);
}

}  // namespace scan

// The rule Rule, matching a whole line, with a shortcut: when Scanner::scan
// measures a line Rule accepts among the bytes at hand (its line feed
// included), the input skips it in one step; anything else goes to Rule.
// PEGTL's match around it still applies Rule's action to what was consumed.
template <typename Scanner, typename Rule>
struct fast_line : Rule {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    const char* p = in.current();
    if (const std::size_t length = Scanner::scan(p, p + in.size(0)); length != 0) {
      in.bump_in_this_line(length - 1);
      in.bump_to_next_line(1);
      return true;
    }
    return Rule::template match<A, M, Action, Control>(in, st...);
  }
};

struct tag_line_scanner {
  static std::size_t scan(const char* p, const char* end) {
    scan::TagLine unused;
    return scan::tag_pair(p, end, unused);
  }
};

// A block of tag lines, seq<TagPair, Lines> where Lines is a star whose
// items include seq<blanks, TagPair> (grammar::more_tag_lines: tag lines and
// comment lines), with a shortcut: it takes one after the other the plain
// tag lines at hand (scan::tag_pair), each with the blanks before it but the
// first, and applies TagPair's action to each as PEGTL would, through
// Action<TagPair>::apply_plain(tag_line, pos, states...) (control hooks
// aside: ours only note whether an error is inside a tag line). Each line
// taken is one item of the star, so Lines then goes on from the first line
// not taken; when none was, the block is left to the rule.
template <typename TagPair, typename Lines>
struct fast_tag_block : tao::pegtl::seq<TagPair, Lines> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    if (!take_line<A, Action>(in, false, st...))
      return tao::pegtl::seq<TagPair, Lines>::template match<A, M, Action, Control>(in, st...);
    while (take_line<A, Action>(in, true, st...)) {
    }
    return Control<Lines>::template match<A, M, Action, Control>(in, st...);
  }

 private:
  // Whether a plain tag line, after blanks when `blanks_first`, was taken.
  template <tao::pegtl::apply_mode A, template <typename...> class Action, typename ParseInput,
            typename... States>
  static bool take_line(ParseInput& in, bool blanks_first, States&&... st) {
    const char* const p = in.current();
    const char* const end = p + in.size(0);  // size(0) reads nothing
    const char* q = p;
    if (blanks_first) {
      while (q != end && scan::is_blank(*q)) ++q;
    }
    scan::TagLine tag;
    const std::size_t length = scan::tag_pair(q, end, tag);
    if (length == 0) return false;
    in.bump_in_this_line(static_cast<std::size_t>(q - p));
    if constexpr (A == tao::pegtl::apply_mode::action) {
      const SourcePos pos{in.byte(), static_cast<std::uint32_t>(in.line()), static_cast<std::uint32_t>(in.column())};
      Action<TagPair>::apply_plain(tag, pos, st...);
    }
    in.bump_in_this_line(length - 1);
    in.bump_to_next_line(1);
    return true;
  }
};

// One item of movetext (Rule) with a shortcut: it consumes in one go a run
// of blanks, line breaks that do not come before a tag line, and complete,
// well-formed moves and round numbers, applying the actions of
// grammar::move and grammar::round_number to each token as PEGTL would
// (control hooks aside: ours do nothing for tokens that match). It stops
// before anything else (comments, '_', '--', the last bytes at hand ...),
// and when it has consumed nothing, Rule matches one item.
//
// The scanners decode the tokens as they measure them, and the actions take
// them decoded: a move through Action<grammar::move>::new_element(states...),
// which gives the element to decode it into, then apply_decoded(move, pos,
// states...) or drop_element(states...); a round number through
// Action<grammar::round_number>::apply_decoded(number, dark, pos, length,
// states...).
template <typename Rule>
struct fast_movetext_item : Rule {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    // The run is walked with a local pointer and the input is moved once a
    // line, not once a token: its position is what the actions would read
    // most, and writing it back field by field is not free.
    const char* const start = in.current();
    const char* const end = start + in.size(0);  // size(0) reads nothing
    LineStart line{start, in.byte(), in.line(), in.column()};  // where the input stands
    const char* p = start;
    while (end - p > static_cast<std::ptrdiff_t>(scan::lookahead)) {
      if (scan::is_blank(*p)) {
        ++p;
      } else if (*p == '\n') {
        if (!scan::is_inner_line_break(p, end)) break;
        in.bump_in_this_line(static_cast<std::size_t>(p - line.data));
        in.bump_to_next_line(1);
        line = line.next_line(p++);
      } else if (const std::size_t length = take_token<A, Action>(p, line, st...); length != 0) {
        p += length;
        p += static_cast<std::size_t>(*p == ' ');  // the usual single space, without a turn of the loop
      } else {
        break;
      }
    }
    in.bump_in_this_line(static_cast<std::size_t>(p - line.data));
    return p != start || Rule::template match<A, M, Action, Control>(in, st...);
  }

 private:
  // The length of the well-formed move or round number at `p`, its action
  // applied; or 0, and nothing done.
  template <tao::pegtl::apply_mode A, template <typename...> class Action, typename... States>
  static std::size_t take_token(const char* p, const LineStart& line, States&&... st) {
    if (scan::is_piece_letter(*p)) return take_move<A, Action>(p, line, st...);
    std::uint64_t number = 0;
    bool dark = false;
    const std::size_t length = scan::round_number(p, number, dark);
    if constexpr (A == tao::pegtl::apply_mode::action) {
      if (length != 0) Action<grammar::round_number>::apply_decoded(number, dark, line.place_of(p), length, st...);
    }
    return length;
  }

  // The scanner decodes the move straight into a new element of the game:
  // building it elsewhere and copying it in stalls on the partial writes.
  // The element is taken back when the text is not a well-formed move,
  // which happens only before an error, that the rule then reports.
  template <tao::pegtl::apply_mode A, template <typename...> class Action, typename... States>
  static std::size_t take_move(const char* p, const LineStart& line, States&&... st) {
    if constexpr (A == tao::pegtl::apply_mode::action) {
      MoveToken& move = Action<grammar::move>::new_element(st...);
      const std::size_t length = scan::move(p, move);
      if (length != 0) {
        Action<grammar::move>::apply_decoded(move, line.place_of(p), st...);
      } else {
        Action<grammar::move>::drop_element(st...);
      }
      return length;
    } else {
      MoveToken move;
      return scan::move(p, move);
    }
  }
};

// star<Item> with a shortcut for runs of plain bytes: bytes that Plain::test
// accepts are each a whole Item on its own (ASCII, no line feed), so a run
// of them is skipped in one step; anything else is left to Item. Used for
// the text of tag values and comments, where UTF-8 and escapes are rare.
template <typename Plain, typename Item>
struct fast_star : tao::pegtl::star<Item> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    for (;;) {
      const char* p = in.current();
      const std::size_t at_hand = in.size(0);
      std::size_t run = 0;
      while (run < at_hand && Plain::test(p[run])) ++run;
      in.bump_in_this_line(run);
      if (!Control<Item>::template match<A, tao::pegtl::rewind_mode::required, Action, Control>(in, st...))
        return true;
    }
  }
};

// Printable ASCII and tab, but for the bytes in Cs.
template <char... Cs>
struct plain_ascii_but {
  static bool test(char c) { return ((c >= ' ' && c <= '~') || c == '\t') && ((c != Cs) && ...); }
};

}  // namespace adomoc::parser::grammar
