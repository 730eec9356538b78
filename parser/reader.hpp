// Reading archives (docs/format.md): games one at a time from a stream, in
// memory bounded by the largest game, or all at once from a string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "parser/game.hpp"

namespace adomoc::parser {

// A syntax error: where it is, what is wrong, and the line it is on.
struct SyntaxError {
  std::string file;       // the reader's name
  SourcePos pos;          // of the offending character
  std::string message;    // for players, e.g. "expected a space such as c3 after 'F^'"
  std::string line_text;  // the offending line without its line end
  // The ply where the error stands: the moves read before it + 1; 0 for an
  // error in a tag line, and for a game too long to read.
  std::uint32_t ply = 0;
  // The column of line_text's first byte: 1, or more for a line longer
  // than the reader keeps, quoted from its middle.
  std::uint32_t line_text_column = 1;
  friend bool operator==(const SyntaxError&, const SyntaxError&) = default;
};

// "file:line:col: message", then the line, then a caret under the column
// (no line end after the caret). Tabs before the column are copied so the
// caret lines up, and a UTF-8 character takes one place however many bytes
// it has.
std::string describe(const SyntaxError& error);

// How messages name an archive read from `name`: "<stdin>" for "-".
std::string archive_name(const std::string& name);

namespace detail {
class GameStream;
}

class ArchiveReader {
 public:
  static constexpr std::size_t default_buffer_bytes = 64 * 1024;
  static constexpr std::size_t default_max_game_bytes = 256 * 1024 * 1024;

  // Reads from a stream (a file, std::cin); offsets count from where the
  // stream stands now. name is used in messages, "-" shown as "<stdin>".
  // buffer_bytes is the first buffer size and the most read at once; the
  // buffer grows for a game longer than that, up to max_game_bytes: a longer
  // game is an error ("this game is longer than N bytes"), and reading goes
  // on with the next one. A game's length runs from its first byte to where
  // the next game's tag line shows, white space and comments included; the
  // memory used is about the longest game's, not the file's.
  ArchiveReader(std::istream& in, std::string name, std::size_t buffer_bytes = default_buffer_bytes,
                std::size_t max_game_bytes = default_max_game_bytes);
  ~ArchiveReader();
  ArchiveReader(ArchiveReader&&) noexcept;
  ArchiveReader& operator=(ArchiveReader&&) noexcept;

  enum class Status { game, error, end };

  // Reads the next game into `game` (reusing its capacity), or reports the
  // syntax error that broke it: the reader then skips to the next game and
  // can be called again. Only one error is reported per broken game. A
  // stream that fails to read gives one error, then end.
  Status next(Game& game, SyntaxError& error);

  // The text of the game the last call to next() returned, from its
  // Game::start to its Game::end_offset, as read (for excerpts in
  // messages); empty after an error or the end. Valid until the next call.
  std::string_view game_text() const;

  // The text of the broken game the last call to next() reported an error
  // for, as read: from its first tag or token (for the first game of a file,
  // a comment before them when the error comes first) to where reading goes
  // on with the next game, without the white space before that. The reader
  // holds it while it skips the game, within the limit on a game's length:
  // for a longer game it gives only the line of the error
  // (SyntaxError::line_text). Empty after a game, the end, or a stream that
  // failed to read. Valid until the next call.
  std::string_view failed_game_text() const;

  // The name used in messages.
  const std::string& name() const;

 private:
  std::unique_ptr<detail::GameStream> m_stream;
};

// For tests and small inputs: every game and every error of a text.
struct ParsedArchive {
  std::vector<Game> games;
  std::vector<SyntaxError> errors;
};
ParsedArchive parse_string(std::string_view text, std::string name = "<string>");

}  // namespace adomoc::parser
