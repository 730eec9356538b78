// The engine behind ArchiveReader and parse_string: one PEGTL parse per
// game on a StreamInput, with error recovery between games.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "parser/reader.hpp"
#include "parser/stream_input.hpp"

namespace adomoc::parser::detail {

struct GameBuilder;

class GameStream {
 public:
  GameStream(std::unique_ptr<ByteSource> source, const std::string& name, std::size_t buffer_bytes,
             std::size_t max_game_bytes);
  // For a stretch of an archive read on its own (parser/archive_chunks.hpp):
  // the source's first byte stands at `line_start`, the start of a line (a
  // byte order mark is skipped only when that is the archive's first byte),
  // and reading begins at byte `from` of that line.
  GameStream(std::unique_ptr<ByteSource> source, const std::string& name, std::size_t buffer_bytes,
             std::size_t max_game_bytes, const Mark& line_start, std::uint64_t from);
  // The same on text already read, parsed in place; `rest` ends it.
  GameStream(std::string_view text, std::unique_ptr<ByteSource> rest, const std::string& name,
             std::size_t max_game_bytes, const Mark& line_start, std::uint64_t from);

  ArchiveReader::Status next(Game& game, SyntaxError& error);
  // Passes what comes before the next game (a byte order mark, white space)
  // as next() would first, and tells where that game's parse will begin;
  // nothing when the input fails to read (next() then reports it).
  std::optional<Mark> skip_to_next_start();
  // Where reading stands: after next(), the end of the game it read.
  Mark here() const { return m_input.here(); }
  // Whether anything read so far asked for bytes past the source's end.
  bool ran_out() const { return m_input.ran_out(); }
  const std::string& name() const { return m_input.source(); }
  // The bytes of the game next() last returned: they stay in the buffer
  // until next() is called again.
  std::string_view game_text() const;
  // The text of the broken game next() last reported (ArchiveReader::failed_game_text).
  std::string_view failed_game_text() const { return m_failed_text; }

 private:
  ArchiveReader::Status parse_next(Game& game, SyntaxError& error);
  void skip_to_game();
  void report(const tao::pegtl::parse_error& failure, const GameBuilder& builder, SyntaxError& error);
  void report_too_long(const Mark& start, SyntaxError& error);
  void keep_failed_text(const SyntaxError& error);
  // At `at`, quoting the line the input stands on (and the column it is
  // quoted from).
  SyntaxError error_on_this_line(const Mark& at, std::string message, std::uint32_t ply);
  SyntaxError error_here(std::string message);

  std::unique_ptr<ByteSource> m_source;
  StreamInput m_input;
  bool m_started = false;
  std::uint64_t m_from = 0;  // where reading begins, once the byte order mark is passed
  bool m_ended = false;
  std::uint64_t m_game_start = 0;  // the bytes of the last game returned
  std::uint64_t m_game_end = 0;
  std::string_view m_failed_text;  // in the buffer, or m_failed_line when the game was not held
  std::string m_failed_line;
};

}  // namespace adomoc::parser::detail
