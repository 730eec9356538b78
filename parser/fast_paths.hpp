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

#include <cstddef>
#include <string_view>

#include <tao/pegtl.hpp>

namespace adomoc::parser::grammar {

struct move;
struct round_number;

// Where a token starts, for Action<Token>::apply_token (fast_movetext_item).
struct TokenPlace {
  std::size_t byte;
  std::size_t line;
  std::size_t column;
};

namespace scan {

inline bool is_column(char c) { return c >= 'a' && c <= 'j'; }
inline bool is_cycle(char c) { return c >= '1' && c <= '9'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_space_at(const char* p) { return is_column(p[0]) & is_cycle(p[1]); }
inline bool is_blank(char c) { return c == ' ' || c == '\r' || c == '\t' || c == '\f' || c == '\v'; }
// What may follow a token: white space, '{', '}' or ';' (grammar::token_end).
inline bool ends_token(char c) { return is_blank(c) || c == '\n' || c == '{' || c == '}' || c == ';'; }

// How many bytes the scanners may look at: the longest move (S^a1a4of2*)
// or round number (ten digits and "...") and the character after it.
constexpr std::size_t lookahead = 16;

// The length of the well-formed move at `p` (grammar::move), or 0. Its
// parts are tested with few branches: which parts a move has is as good as
// random, and mispredicted branches would cost more than the tests.
inline std::size_t move(const char* p) {
  if (p[0] != 'F' && p[0] != 'M' && p[0] != 'S') return 0;
  std::size_t i = 1 + static_cast<std::size_t>(p[1] == '^');
  bool well_formed = is_space_at(p + i) & is_space_at(p + i + 2);
  i += 4;
  const bool consumes = p[i] == 'x';
  const bool originates = p[i] == 'o';
  well_formed &= !originates | is_space_at(p + i + 1);
  i += static_cast<std::size_t>(consumes) + 3 * static_cast<std::size_t>(originates);
  i += static_cast<std::size_t>((p[i] == '*') | (p[i] == '_'));
  well_formed &= ends_token(p[i]);
  return well_formed ? i : 0;
}

// The length of the well-formed round number at `p` (grammar::round_number),
// or 0. Ten digits at most: longer numbers are too large, an error.
inline std::size_t round_number(const char* p) {
  std::size_t i = 0;
  while (i < 11 && is_digit(p[i])) ++i;
  if (i == 0 || i == 11 || p[i] != '.') return 0;
  ++i;
  if (p[i] == '.' && p[i + 1] == '.') i += 2;
  return is_digit(p[i]) || p[i] == '.' ? 0 : i;
}

// Whether the line feed at `p` is followed, after blanks, by something other
// than '[' (grammar::inner_line_break); false when that is not yet known.
inline bool is_inner_line_break(const char* p, const char* end) {
  ++p;
  while (p != end && is_blank(*p)) ++p;
  return p != end && *p != '[';
}

inline bool is_tag_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
// Printable ASCII and tab, but '"' and '\\': what needs no second look in a
// tag value.
inline bool is_plain_tag_value_char(char c) { return ((c >= ' ' && c <= '~') || c == '\t') && c != '"' && c != '\\'; }

// The length of the tag line at `p` (grammar::tag_pair, its line feed
// included) when it is a plain one, with no escape and no UTF-8 in its
// value, and all of it is before `end`; or 0.
inline std::size_t tag_pair(const char* p, const char* end) {
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
  skip(is_blank);
  if (!expect('"')) return 0;
  skip(is_plain_tag_value_char);
  if (!expect('"')) return 0;
  skip(is_blank);
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
  static std::size_t scan(const char* p, const char* end) { return scan::tag_pair(p, end); }
};

// One item of movetext (Rule) with a shortcut: it consumes in one go a run
// of blanks, line breaks that do not come before a tag line, and complete,
// well-formed moves and round numbers, applying the actions of
// grammar::move and grammar::round_number to each token as PEGTL would
// (control hooks aside: ours do nothing for tokens that match). It stops
// before anything else (comments, '_', '--', the last bytes at hand ...),
// and when it has consumed nothing, Rule matches one item.
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
    const char* line_start = start;              // where the input stands
    const char* p = start;
    while (end - p > static_cast<std::ptrdiff_t>(scan::lookahead)) {
      std::size_t length = 0;
      if (scan::is_blank(*p)) {
        ++p;
      } else if (*p == '\n' && scan::is_inner_line_break(p, end)) {
        in.bump_in_this_line(static_cast<std::size_t>(p - line_start));
        in.bump_to_next_line(1);
        line_start = ++p;
      } else if ((length = scan::move(p)) != 0) {
        take<grammar::move, A, Action>(in, line_start, p, length, st...);
        p += length;
      } else if ((length = scan::round_number(p)) != 0) {
        take<grammar::round_number, A, Action>(in, line_start, p, length, st...);
        p += length;
      } else {
        break;
      }
    }
    in.bump_in_this_line(static_cast<std::size_t>(p - line_start));
    return p != start || Rule::template match<A, M, Action, Control>(in, st...);
  }

 private:
  // Applies the action of a token of `length` bytes at `p`, on the line the
  // input stands at the start of, through Action<Token>::apply_token(text,
  // place, states...): the same action as apply(), given the token's text
  // and place rather than PEGTL's action input.
  template <typename Token, tao::pegtl::apply_mode A, template <typename...> class Action, typename ParseInput,
            typename... States>
  static void take(const ParseInput& in, const char* line_start, const char* p, std::size_t length,
                   States&&... st) {
    if constexpr (A == tao::pegtl::apply_mode::action) {
      const auto before = static_cast<std::size_t>(p - line_start);
      const TokenPlace place{in.byte() + before, in.line(), in.column() + before};
      Action<Token>::apply_token(std::string_view(p, length), place, st...);
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
