// How a parse of grammar.hpp fills a Game, and how its errors are raised.
// Actions sit only on rules that are past a commitment point (or are one),
// so nothing they add is ever taken back by backtracking.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include <tao/pegtl.hpp>

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
  std::size_t tags_used = 0;      // game.tags beyond are left from an earlier game

  void note_start(const SourcePos& pos) {
    if (!started) {
      game.start = pos;
      started = true;
    }
  }
  template <typename T>
  void push(T&& element, const SourcePos& pos, std::uint64_t end) {
    note_start(pos);
    game.movetext.emplace_back(std::forward<T>(element));
    game.end_offset = end;
  }
  // A new element of type T at the end of the movetext, to be filled in.
  template <typename T>
  T& add(const SourcePos& pos, std::uint64_t end) {
    note_start(pos);
    game.end_offset = end;
    return std::get<T>(game.movetext.emplace_back(std::in_place_type<T>));
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
    game.movetext.clear();
    started = false;
  }
};

template <typename ActionInput>
SourcePos start_of(const ActionInput& in) {
  const auto& it = in.iterator();
  return {it.byte, static_cast<std::uint32_t>(it.line), static_cast<std::uint32_t>(it.column)};
}

inline SourcePos source_pos(const grammar::TokenPlace& place) {
  return {place.byte, static_cast<std::uint32_t>(place.line), static_cast<std::uint32_t>(place.column)};
}

template <typename ActionInput>
grammar::TokenPlace place_of(const ActionInput& in) {
  const auto& it = in.iterator();
  return {it.byte, it.line, it.column};
}

template <typename ActionInput>
std::uint64_t end_of(const ActionInput& in) {
  return in.iterator().byte + in.size();
}

inline SpaceText space_at(const char* text) {
  return {static_cast<std::uint8_t>(text[0] - 'a'), static_cast<std::uint8_t>(text[1] - '0')};
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
    const SourcePos pos = start_of(in);
    Tag& tag = b.new_tag();
    tag.pos = pos;
    std::size_t name = 1;
    while (!grammar::scan::is_tag_name_char(text[name])) ++name;
    std::size_t name_end = name;
    while (grammar::scan::is_tag_name_char(text[name_end])) ++name_end;
    tag.name.assign(text.substr(name, name_end - name));
    // Only blanks stand between the name and the opening quote, and only
    // ']', blanks and the line end after the closing one: the value ends at
    // the last quote, and no escape needs to be looked at to find it.
    const std::size_t value = text.find('"', name_end) + 1;
    const std::size_t value_end = text.rfind('"');
    unescape_into(tag.value, text.substr(value, value_end - value));
    b.note_start(pos);
    b.game.end_offset = pos.offset + text.rfind(']') + 1;
  }
};

template <>
struct action<grammar::comment_open> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    b.comment_open = start_of(in);
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

// A whole move, decoded from its text once the grammar has accepted it:
// one action per move rather than one per part keeps the hot path short.
// It fills the element in place: building the token elsewhere and copying
// it in stalls on the partial writes.
inline void decode_move(std::string_view text, MoveToken& move) {
  const auto at = [text](std::size_t i) { return i < text.size() ? text[i] : '\0'; };
  move.piece = static_cast<PieceLetter>((text[0] == 'M') + 2 * (text[0] == 'S'));
  move.prime = text[1] == '^';
  std::size_t i = 1 + static_cast<std::size_t>(move.prime);
  move.from = space_at(&text[i]);
  move.to = space_at(&text[i + 2]);
  i += 4;
  const bool consumes = at(i) == 'x';
  const bool originates = at(i) == 'o';
  move.marker = static_cast<Marker>(consumes + 2 * originates);
  if (originates) move.origin = space_at(&text[i + 1]);
  i += static_cast<std::size_t>(consumes) + 3 * static_cast<std::size_t>(originates);
  move.ending = static_cast<Ending>((at(i) == '*') + 2 * (at(i) == '_'));
  move.length = static_cast<std::uint16_t>(text.size());  // a move is at most 10 bytes
}

template <>
struct action<grammar::move> {
  static void apply_token(std::string_view text, const grammar::TokenPlace& place, GameBuilder& b) {
    const SourcePos pos = source_pos(place);
    MoveToken& move = b.add<MoveToken>(pos, pos.offset + text.size());
    move.pos = pos;
    decode_move(text, move);
  }
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    apply_token(in.string_view(), place_of(in), b);
  }
};

template <>
struct action<grammar::round_number> {
  static void apply_token(std::string_view text, const grammar::TokenPlace& place, GameBuilder& b) {
    const SourcePos pos = source_pos(place);
    std::uint64_t number = 0;
    for (std::size_t i = 0; i < text.size() && text[i] != '.'; ++i) {
      number = number * 10 + static_cast<std::uint64_t>(text[i] - '0');
      if (number > UINT32_MAX)
        throw tao::pegtl::parse_error(error_message<grammar::round_digits>,
                                      tao::pegtl::position(place.byte, place.line, place.column, b.source));
    }
    RoundNumber& round = b.add<RoundNumber>(pos, pos.offset + text.size());
    round.number = static_cast<std::uint32_t>(number);
    round.dark = text.ends_with("...");
    round.pos = pos;
  }
  template <typename ActionInput>
  static void apply(const ActionInput& in, GameBuilder& b) {
    apply_token(in.string_view(), place_of(in), b);
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

// Whether an error is inside a tag line, which decides where reading
// resumes (StreamInput::skip_to_next_game).
template <>
struct control<grammar::tag_pair> : tao::pegtl::normal<grammar::tag_pair> {
  template <typename ParseInput>
  static void start(const ParseInput&, GameBuilder& b) noexcept {
    b.in_tag_line = true;
  }
  template <typename ParseInput>
  static void success(const ParseInput&, GameBuilder& b) noexcept {
    b.in_tag_line = false;
  }
  template <typename ParseInput>
  static void failure(const ParseInput&, GameBuilder& b) noexcept {
    b.in_tag_line = false;
  }
};

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
