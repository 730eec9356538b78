// How a parse of grammar.hpp fills a Game, and how its errors are raised.
// Actions sit only on rules that are past a commitment point (or are one),
// so nothing they add is ever taken back by backtracking.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include <tao/pegtl.hpp>

#include "parser/error_text.hpp"
#include "parser/errors.hpp"
#include "parser/game.hpp"
#include "parser/grammar.hpp"

namespace adomoc::parser::detail {

// The parse state: the game being read, and what an error message about it
// may need to know.
struct GameBuilder {
  GameBuilder(Game& g, const std::string& source_name) : game(g), source(source_name) {}

  Game& game;
  const std::string& source;  // the input's name, for errors raised by actions
  bool started = false;           // game.start holds the game's first byte
  std::uint64_t token_start = 0;  // file offset of the token being read
  SourcePos comment_open;         // of the last '{'
  bool in_tag_line = false;       // between a '[' and the end of its line
  bool in_tag_block = false;      // in the tag lines and the comment lines between them
  std::size_t tags_used = 0;      // game.tags beyond are left from an earlier game
  // The line being read: the main line, or the innermost open variation,
  // whose index in game.variations is open_variations.back().
  std::vector<Element>* line = &game.movetext;
  std::vector<std::uint32_t> open_variations;

  // The elements of the line being read.
  std::vector<Element>& current() { return *line; }
  const Variation* innermost() const {
    return open_variations.empty() ? nullptr : &game.variations[open_variations.back()];
  }
  // The ply of the next move of the line being read.
  std::uint32_t next_ply() const {
    const Variation* v = innermost();
    std::uint32_t moves = 0;
    for (const Element& e : *line) moves += std::holds_alternative<MoveToken>(e);
    return (v ? v->ply : 1) + moves;
  }

  void note_start(const SourcePos& pos) {
    if (!started) {
      game.start = pos;
      started = true;
    }
  }
  template <typename T>
  void push(T&& element, const SourcePos& pos, std::uint64_t end) {
    note_start(pos);
    line->emplace_back(std::forward<T>(element));
    game.end_offset = end;
  }
  // The next tag, reusing one left from an earlier game when there is: its
  // strings keep their memory, which saves an allocation per tag value.
  Tag& new_tag() {
    if (tags_used == game.tags.size()) game.tags.emplace_back();
    return game.tags[tags_used++];
  }
  // Leaves the tags of this game only, once it has been read.
  void finish() { game.tags.resize(tags_used); }
  // Comments before the first tag line of a file belong to no game.
  void drop_comments() {
    line->clear();
    started = false;
  }
};

template <typename ActionInput>
SourcePos start_of(const ActionInput& in) {
  const auto& it = in.iterator();
  return {it.byte, static_cast<std::uint32_t>(it.line), static_cast<std::uint32_t>(it.column)};
}

template <typename ActionInput>
std::uint64_t end_of(const ActionInput& in) {
  return in.iterator().byte + in.size();
}

// The text of a tag value without its escapes.
inline void unescape_into(std::string& out, std::string_view text) {
  out.clear();
  for (std::size_t escape = text.find('\\'); escape != std::string_view::npos; escape = text.find('\\')) {
    out.append(text.substr(0, escape));
    out += text[escape + 1];  // the grammar let only \" and \\ through
    text.remove_prefix(escape + 2);
  }
  out.append(text);
}

// ---- Actions --------------------------------------------------------------

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

// A whole tag pair, decoded from its text once the grammar has accepted it
// (one action per tag rather than one per part: each action costs a rewind
// marker). The text is '[', blanks, the name, blanks, the quoted value,
// blanks, ']', blanks and the line end.
template <>
struct action<grammar::tag_pair> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const std::string_view text = in.string_view();
    std::size_t name = 1;
    while (!grammar::scan::is_tag_name_char(text[name])) ++name;
    std::size_t name_end = name;
    while (grammar::scan::is_tag_name_char(text[name_end])) ++name_end;
    // Only blanks stand between the name and the opening quote, and only
    // ']', blanks and the line end after the closing one: the value ends at
    // the last quote, and no escape needs to be looked at to find it.
    const std::size_t value = text.find('"', name_end) + 1;
    const std::size_t value_end = text.rfind('"');
    Tag& tag = add(text.substr(name, name_end - name), start_of(in), text.rfind(']'), b);
    unescape_into(tag.value, text.substr(value, value_end - value));
  }
  // From fast_tag_block, for a line it has taken apart: a plain value has
  // no escapes.
  static void apply_plain(const grammar::scan::TagLine& line, const SourcePos& pos, GameBuilder& b) {
    add(line.name, pos, line.close, b).value.assign(line.value);
  }

 private:
  // The next tag, with its name and place; `close` is where its ']' is,
  // counted from the '['. Its value is left to the caller.
  static Tag& add(std::string_view name, const SourcePos& pos, std::size_t close, GameBuilder& b) {
    Tag& tag = b.new_tag();
    tag.pos = pos;
    tag.name.assign(name);
    b.note_start(pos);
    b.game.end_offset = pos.offset + close + 1;
    return tag;
  }
};

template <>
struct action<grammar::brace_comment> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const std::string_view text = in.string_view();
    b.push(Comment{std::string(text.substr(1, text.size() - 2)), false, start_of(in)}, start_of(in), end_of(in));
  }
};

template <>
struct action<grammar::line_comment> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    std::string_view text = in.string_view().substr(1);
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);  // of a CRLF line end
    const SourcePos pos = start_of(in);
    b.push(Comment{std::string(text), true, pos}, pos, pos.offset + 1 + text.size());
  }
};

template <>
struct action<grammar::tags_after_comments> {
  template <typename ActionInput>
  static void apply(const ActionInput&, GameBuilder& b) {
    b.drop_comments();
  }
};

template <>
struct action<grammar::only_comments> {
  template <typename ActionInput>
  static void apply(const ActionInput&, GameBuilder& b) {
    b.drop_comments();
  }
};

// A whole move, decoded from its text once the grammar has accepted it, by
// the scanner of the fast path (scan::move), so that both routes decode
// alike. The scanner reads the character after the token, which may not be
// in the buffer yet: it reads a copy followed by a blank.
// A lowercase piece letter is read as its capital, and the token marked.
// A glyph glued to the move is left to the caller (glyph_value).
inline void decode_move(std::string_view text, MoveToken& move) {
  while (text.back() == '!' || text.back() == '?') text.remove_suffix(1);
  char padded[grammar::scan::lookahead + 1];
  std::fill(std::begin(padded), std::end(padded), ' ');
  text.copy(padded, std::min(text.size(), grammar::scan::lookahead));
  move.lowercase = padded[0] >= 'a';
  if (move.lowercase) padded[0] = static_cast<char>(padded[0] - 'a' + 'A');
  [[maybe_unused]] const std::size_t length = grammar::scan::move(padded, move);
  assert(length == text.size());
}

// One action per move rather than one per part keeps the hot path short.
template <>
struct action<grammar::move> {
  // For fast_movetext_item, which decodes the move as it scans it, straight
  // into the element new_element() adds: apply_decoded() then keeps it, or
  // drop_element() takes it back.
  static MoveToken& new_element(GameBuilder& b) {
    return std::get<MoveToken>(b.current().emplace_back(std::in_place_type<MoveToken>));
  }
  static void apply_decoded(MoveToken& move, const SourcePos& pos, GameBuilder& b) {
    move.pos = pos;
    b.note_start(pos);
    b.game.end_offset = pos.offset + move.length;
  }
  static void drop_element(GameBuilder& b) { b.current().pop_back(); }

  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const std::string_view text = in.string_view();
    MoveToken& move = new_element(b);
    decode_move(text, move);
    const SourcePos pos = start_of(in);
    apply_decoded(move, pos, b);
    if (move.length == text.size()) return;
    // A glyph glued to it: the NAG it stands for (NOTATION.md 5).
    const std::string_view glyph = text.substr(move.length);
    const SourcePos glyph_pos{pos.offset + move.length, pos.line, pos.column + move.length};
    b.push(Nag{glyph_value(glyph), glyph_pos}, glyph_pos, pos.offset + text.size());
  }
  static std::uint8_t glyph_value(std::string_view glyph) {
    static constexpr std::string_view glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (std::uint8_t i = 0; i < std::size(glyphs); ++i)
      if (glyphs[i] == glyph) return static_cast<std::uint8_t>(i + 1);
    return 0;
  }
};

// Raises a message of errors.hpp at a place an action knows.
[[noreturn]] inline void raise_at(const std::string& message, const SourcePos& pos, const GameBuilder& b) {
  throw tao::pegtl::parse_error(message, tao::pegtl::position(pos.offset, pos.line, pos.column, b.source));
}

// Whether the line ends with a move, after its NAGs, comments and
// variations: what a NAG or a '(' must follow.
inline bool follows_move(const std::vector<Element>& line, bool past_comments_and_variations) {
  for (auto e = line.rbegin(); e != line.rend(); ++e) {
    if (std::holds_alternative<MoveToken>(*e)) return true;
    if (std::holds_alternative<Nag>(*e)) continue;
    const bool passable = std::holds_alternative<Comment>(*e) || std::holds_alternative<VariationRef>(*e);
    if (!passable || !past_comments_and_variations) return false;
  }
  return false;
}

// "$n": after a move and its other NAGs, n up to 255.
template <>
struct action<grammar::nag> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const SourcePos pos = start_of(in);
    if (!follows_move(b.current(), false)) raise_at(stray_nag_message, pos, b);
    const std::string_view digits = in.string_view().substr(1);
    unsigned value = 0;
    for (const char c : digits) {
      value = value * 10 + static_cast<unsigned>(c - '0');
      if (value > 255) raise_at(nag_too_large_message, pos, b);
    }
    b.push(Nag{static_cast<std::uint8_t>(value), pos}, pos, end_of(in));
  }
};

// '(' after a move (and its NAGs, comments and other variations): a new
// variation, whose first move replaces that move, becomes the line read.
template <>
struct action<grammar::variation_open> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const SourcePos pos = start_of(in);
    if (!follows_move(b.current(), true)) raise_at(error_message<grammar::variation_open>, pos, b);
    const std::uint32_t ply = b.next_ply() - 1;  // of the move it replaces
    const auto index = static_cast<std::uint32_t>(b.game.variations.size());
    b.push(VariationRef{index, pos}, pos, end_of(in));
    b.game.variations.push_back(Variation{{}, pos, ply});
    b.open_variations.push_back(index);
    b.line = &b.game.variations.back().movetext;
  }
};

// ')': the variation must hold a move; the line it stands in is read again.
template <>
struct action<grammar::variation_close> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const Variation* closed = b.innermost();
    if (!closed) raise_at(error_message<grammar::variation_close>, start_of(in), b);
    const bool has_move = std::any_of(closed->movetext.begin(), closed->movetext.end(), [](const Element& e) {
      return std::holds_alternative<MoveToken>(e) || std::holds_alternative<LoneForfeit>(e);
    });
    if (!has_move) raise_at(empty_variation_message, closed->open, b);
    b.open_variations.pop_back();
    b.line = b.open_variations.empty() ? &b.game.movetext : &b.game.variations[b.open_variations.back()].movetext;
    b.game.end_offset = end_of(in);
  }
};

// The end of the movetext (the file's, or a tag line's) with a variation
// still open: reported at its '('.
template <>
struct action<grammar::movetext_end> {
  template <typename ActionInput>
  static void apply(const ActionInput&, GameBuilder& b) {
    if (const Variation* open = b.innermost())
      raise_at(expand_message(error_message<grammar::movetext_end>, {{}, {}, open->open.line}), open->open, b);
  }
};

template <>
struct action<grammar::round_number> {
  // From fast_movetext_item, which reads the number as it scans it, and
  // from apply() below. A number that does not fit in 32 bits is an error.
  static void apply_decoded(std::uint64_t number, bool dark, const SourcePos& pos, std::size_t length,
                            GameBuilder& b) {
    if (number > UINT32_MAX) [[unlikely]]
      too_large(pos, b);
    b.note_start(pos);
    b.game.end_offset = pos.offset + length;
    // Braces, not parentheses: clang 14 lacks C++20 aggregate initialisation from ( ).
    b.current().emplace_back(RoundNumber{static_cast<std::uint32_t>(number), dark, pos});
  }
  [[noreturn]] static void too_large(const SourcePos& pos, const GameBuilder& b) {
    throw tao::pegtl::parse_error(error_message<grammar::round_digits>,
                                  tao::pegtl::position(pos.offset, pos.line, pos.column, b.source));
  }
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const std::string_view text = in.string_view();
    // The grammar takes any number of digits: stop as soon as the number is
    // too large, before it can overflow.
    std::uint64_t number = 0;
    for (std::size_t i = 0; i < text.size() && text[i] != '.' && number <= UINT32_MAX; ++i)
      number = number * 10 + static_cast<std::uint64_t>(text[i] - '0');
    apply_decoded(number, text.ends_with("..."), start_of(in), text.size(), b);
  }
};

template <>
struct action<grammar::result_token> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    const std::string_view text = in.string_view();
    WrittenResult result = WrittenResult::unfinished;  // "*"
    if (text == "1-0") result = WrittenResult::light_wins;
    if (text == "0-1") result = WrittenResult::dark_wins;
    if (text == "1/2-1/2") result = WrittenResult::draw;
    b.push(ResultToken{result, start_of(in)}, start_of(in), end_of(in));
  }
};

template <>
struct action<grammar::lone_forfeit> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    b.push(LoneForfeit{start_of(in)}, start_of(in), end_of(in));
  }
};

template <>
struct action<grammar::draw> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    b.push(DrawMarker{start_of(in)}, start_of(in), end_of(in));
  }
};

// ---- Control: raising with the messages of errors.hpp ---------------------

template <typename Rule>
struct control : tao::pegtl::normal<Rule> {
  template <typename ParseInput, typename... States>
  [[noreturn]] static void raise(const ParseInput& in, States&&...) {
    static_assert(error_message<Rule> != nullptr, "a rule that can raise needs a message in errors.hpp");
    throw tao::pegtl::parse_error(error_message<Rule>, in);
  }
};

// Where a move or a round number starts, for the {token} of a message
// about it. A control hook rather than an action: it needs no rewind marker,
// and tokens are what most of a file is made of.
template <typename Rule>
struct token_control : tao::pegtl::normal<Rule> {
  template <typename ParseInput>
  static void start(const ParseInput& in, GameBuilder& b) noexcept {
    b.token_start = in.byte();
  }
};
template <>
struct control<grammar::move> : token_control<grammar::move> {};
template <>
struct control<grammar::round_number> : token_control<grammar::round_number> {};
template <>
struct control<grammar::result_token> : token_control<grammar::result_token> {};

// Where the last '{' is, for the message about an unterminated comment. A
// control hook rather than an action: comments are also read, without
// actions, by the look-ahead of a comment line in a tag block (grammar.hpp),
// and their errors are raised there. A '{' that does not match leaves a
// place no error ever reads.
template <>
struct control<grammar::comment_open> : tao::pegtl::normal<grammar::comment_open> {
  template <typename ParseInput>
  static void start(const ParseInput& in, GameBuilder& b) noexcept {
    b.comment_open = {in.byte(), static_cast<std::uint32_t>(in.line()), static_cast<std::uint32_t>(in.column())};
  }
};

// Whether an error is inside the tag block, which decides where reading
// resumes (StreamInput::skip_to_next_game), and inside a tag line, which
// decides its ply (0: it is in the tags). An error raises past success and
// failure, so the flags stay as they were where it stood.
template <typename Rule, bool GameBuilder::*Flag>
struct flag_while : tao::pegtl::normal<Rule> {
  template <typename ParseInput>
  static void start(const ParseInput&, GameBuilder& b) noexcept {
    b.*Flag = true;
  }
  template <typename ParseInput>
  static void success(const ParseInput&, GameBuilder& b) noexcept {
    b.*Flag = false;
  }
  template <typename ParseInput>
  static void failure(const ParseInput&, GameBuilder& b) noexcept {
    b.*Flag = false;
  }
};
template <>
struct control<grammar::tag_block> : flag_while<grammar::tag_block, &GameBuilder::in_tag_block> {};
template <>
struct control<grammar::tag_pair> : flag_while<grammar::tag_pair, &GameBuilder::in_tag_line> {};

// An unterminated comment is found at the end of the file, but its '{' is
// what the player has to look for.
template <>
struct control<grammar::unterminated_comment> : tao::pegtl::normal<grammar::unterminated_comment> {
  template <typename ParseInput>
  [[noreturn]] static void raise(const ParseInput& in, GameBuilder& b) {
    const SourcePos& open = b.comment_open;
    throw tao::pegtl::parse_error(error_message<grammar::unterminated_comment>,
                                  tao::pegtl::position(open.offset, open.line, open.column, in.source()));
  }
};

}  // namespace adomoc::parser::detail
