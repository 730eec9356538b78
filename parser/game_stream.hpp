// The engine behind ArchiveReader and parse_string: one PEGTL parse per
// game on a StreamInput, with error recovery between games.
#pragma once

#include <cstddef>
#include <memory>
#include <cstdint>
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

  ArchiveReader::Status next(Game& game, SyntaxError& error);
  const std::string& name() const { return m_input.source(); }
  // The bytes of the game next() last returned: they stay in the buffer
  // until next() is called again.
  std::string_view game_text() const;
  // The text of the broken game next() last reported (ArchiveReader::failed_game_text).
  std::string_view failed_game_text() const { return m_failed_text; }

 private:
  ArchiveReader::Status parse_next(Game& game, SyntaxError& error);
  void report(const tao::pegtl::parse_error& failure, const GameBuilder& builder, SyntaxError& error);
  void report_too_long(const Mark& start, SyntaxError& error);
  void keep_failed_text(const SyntaxError& error);
  SyntaxError error_here(std::string message);

  std::unique_ptr<ByteSource> m_source;
  StreamInput m_input;
  bool m_started = false;
  bool m_ended = false;
  std::uint64_t m_game_start = 0;  // the bytes of the last game returned
  std::uint64_t m_game_end = 0;
  std::string_view m_failed_text;  // in the buffer, or m_failed_line when the game was not held
  std::string m_failed_line;
};

}  // namespace adomoc::parser::detail
