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

using Element = std::variant<RoundNumber, MoveToken, Comment, LoneForfeit, DrawMarker, ResultToken>;

struct Game {
  std::vector<Tag> tags;          // in file order, duplicates kept
  std::vector<Element> movetext;  // in file order
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
  void clear() {
    tags.clear();
    movetext.clear();
    start = {};
    end_offset = 0;
  }
};

}  // namespace adomoc::parser
