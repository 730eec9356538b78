// The syntax of one archive game, as written: no rules knowledge here.
// The validator gives these tokens their meaning; the writer prints them back.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace adomoc::parser {

// Where something stands in its file. line and column count from 1;
// column counts bytes, offset counts bytes from the start of the file.
struct SourcePos {
  std::uint64_t offset = 0;
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

struct Tag {
  std::string name;
  std::string value;  // unescaped
  SourcePos pos;      // of the '['
  friend bool operator==(const Tag&, const Tag&) = default;
};

// A space as written: column 0..9 for 'a'..'j', cycle 1..9 (9 is the centre).
struct SpaceText {
  std::uint8_t column = 0;
  std::uint8_t cycle = 0;
  friend bool operator==(const SpaceText&, const SpaceText&) = default;
};

enum class PieceLetter : std::uint8_t { foot, moon, sun };  // F M S
enum class Marker : std::uint8_t { none, consume, originate };  // x, o<space>
enum class Ending : std::uint8_t { none, centred, forfeit };   // *, _

struct MoveToken {
  PieceLetter piece = PieceLetter::foot;
  bool prime = false;  // written with '^'
  SpaceText from;
  SpaceText to;
  Marker marker = Marker::none;
  SpaceText origin;  // meaningful when marker == originate
  Ending ending = Ending::none;
  // The piece letter was written in lowercase ('f^h3h6'): a slip the
  // validator repairs under --lenient and faults otherwise.
  bool lowercase = false;
  SourcePos pos;           // of the piece letter
  std::uint16_t length = 0;  // bytes of the token as written
  friend bool operator==(const MoveToken&, const MoveToken&) = default;
};

// "12." (dark == false) or "12..." (dark == true). A number too large for
// 32 bits is a syntax error, so number always holds what was written.
struct RoundNumber {
  std::uint32_t number = 0;
  bool dark = false;
  SourcePos pos;
  friend bool operator==(const RoundNumber&, const RoundNumber&) = default;
};

struct Comment {
  std::string text;  // between the braces, or after ';' up to the line end
  bool rest_of_line = false;  // ';' comment
  SourcePos pos;
  friend bool operator==(const Comment&, const Comment&) = default;
};

struct LoneForfeit {  // a lone '_' in place of a move
  SourcePos pos;
  friend bool operator==(const LoneForfeit&, const LoneForfeit&) = default;
};

struct DrawMarker {  // a lone '--'
  SourcePos pos;
  friend bool operator==(const DrawMarker&, const DrawMarker&) = default;
};

// A chess-style result written in the moves: "1-0", "0-1", "1/2-1/2", "*".
// Not Adomoc notation (the result goes in the Result tag, the moves end with
// '_' or '--'), but read so that the validator can say what to write
// instead, or repair it under --lenient. In the order of GameResult.
enum class WrittenResult : std::uint8_t { light_wins, dark_wins, draw, unfinished };

struct ResultToken {
  WrittenResult result = WrittenResult::unfinished;
  SourcePos pos;
  friend bool operator==(const ResultToken&, const ResultToken&) = default;
};

// A numeric annotation glyph after a move (NOTATION.md 5): a glyph glued
// to the move ('!' 1, '?' 2, '!!' 3, '??' 4, '!?' 5, '?!' 6) or "$n".
struct Nag {
  std::uint8_t value = 0;
  SourcePos pos;  // of the glyph or the '$'
  friend bool operator==(const Nag&, const Nag&) = default;
};

// Where a variation stands in a line: after the move it replaces (after
// that move's NAGs and comments, as written). `index` is the variation's
// place in Game::variations.
struct VariationRef {
  std::uint32_t index = 0;
  SourcePos pos;  // of its '('
  friend bool operator==(const VariationRef&, const VariationRef&) = default;
};

using Element = std::variant<RoundNumber, MoveToken, Comment, LoneForfeit, DrawMarker, ResultToken, Nag, VariationRef>;

// A variation: the moves, round numbers, comments, NAGs, end markers and
// further variations of an alternative line, in the order written. Its
// first move is played from the position before the move it replaces.
struct Variation {
  std::vector<Element> movetext;
  SourcePos open;          // of its '('
  std::uint32_t ply = 0;   // of its first move: the ply of the move it replaces
  friend bool operator==(const Variation&, const Variation&) = default;
};

// The game as a tree, in python-chess's shape but flat where it can be:
// `movetext` is the main line, as today, so code that needs only the main
// line reads it and skips the Nag and VariationRef elements. A VariationRef
// in a line points into `variations`, which holds every variation of the
// game, nested ones included (a nested one is referred to from its parent's
// movetext). walk.hpp walks the whole tree.
struct Game {
  std::vector<Tag> tags;          // in file order, duplicates kept
  std::vector<Element> movetext;  // the main line, in file order
  std::vector<Variation> variations;  // referred to by VariationRef elements
  SourcePos start;                // first byte of the game
  std::uint64_t end_offset = 0;   // one past its last byte

  // The first tag of that name, or nullptr: "if a tag appears twice, the first counts".
  const Tag* find_tag(std::string_view name) const {
    for (const Tag& t : tags)
      if (t.name == name) return &t;
    return nullptr;
  }
  Tag* find_tag(std::string_view name) {
    return const_cast<Tag*>(static_cast<const Game&>(*this).find_tag(name));
  }
  // Whether the game holds anything but moves and markers: a comment, a NAG
  // or a variation (all three are kept in the main line's elements).
  bool has_annotations() const {
    for (const Element& e : movetext)
      if (std::holds_alternative<Comment>(e) || std::holds_alternative<Nag>(e) ||
          std::holds_alternative<VariationRef>(e))
        return true;
    return false;
  }
  void clear() {
    tags.clear();
    movetext.clear();
    variations.clear();
    start = {};
    end_offset = 0;
  }
};

}  // namespace adomoc::parser
