#include "parser/game_stream.hpp"

#include <cassert>
#include <optional>
#include <utility>
#include <variant>

#include <tao/pegtl.hpp>

#include "parser/actions.hpp"
#include "parser/error_text.hpp"
#include "parser/grammar.hpp"

namespace adomoc::parser::detail {
namespace {

using Status = ArchiveReader::Status;

SourcePos source_pos(const Mark& mark) {
  return {mark.byte, static_cast<std::uint32_t>(mark.line), static_cast<std::uint32_t>(mark.column)};
}

// Game::clear() but for the tags, which the next game reuses (GameBuilder).
void clear_keeping_tags(Game& game) {
  game.movetext.clear();
  game.variations.clear();
  game.start = {};
  game.end_offset = 0;
}

// The ply where an error stands in the game read so far: the moves before
// it in its line + 1 (in a variation, counted from the game's start through
// the moves it replaces), or 0 in the tags.
std::uint32_t ply_of_error(const GameBuilder& builder) {
  if (builder.in_tag_line) return 0;
  return builder.next_ply();
}

bool uses(std::string_view message, std::string_view placeholder) {
  return message.find(placeholder) != std::string_view::npos;
}

// Without the white space that separates it from the next game.
std::string_view without_white_end(std::string_view text) {
  const std::size_t last = text.find_last_not_of(" \t\r\n\f\v");
  return text.substr(0, last == std::string_view::npos ? 0 : last + 1);
}

}  // namespace

GameStream::GameStream(std::unique_ptr<ByteSource> source, const std::string& name, std::size_t buffer_bytes,
                       std::size_t max_game_bytes)
    : GameStream(std::move(source), name, buffer_bytes, max_game_bytes, Mark{}, 0) {}

GameStream::GameStream(std::unique_ptr<ByteSource> source, const std::string& name, std::size_t buffer_bytes,
                       std::size_t max_game_bytes, const Mark& line_start, std::uint64_t from)
    : m_source(std::move(source)),
      m_input(*m_source, archive_name(name), buffer_bytes, max_game_bytes, line_start),
      m_started(line_start.byte != 0),
      m_from(from) {}

GameStream::GameStream(std::string_view text, std::unique_ptr<ByteSource> rest, const std::string& name,
                       std::size_t max_game_bytes, const Mark& line_start, std::uint64_t from)
    : m_source(std::move(rest)),
      m_input(*m_source, archive_name(name), text, max_game_bytes, line_start),
      m_started(line_start.byte != 0),
      m_from(from) {}

std::optional<Mark> GameStream::skip_to_next_start() {
  if (m_ended) return m_input.here();
  try {
    skip_to_game();
    return m_input.here();
  } catch (const InputError&) {
    return std::nullopt;
  }
}

void GameStream::skip_to_game() {
  if (!m_started) {
    m_started = true;
    m_input.skip_byte_order_mark();
  }
  if (m_input.byte() < m_from) m_input.skip_in_line(static_cast<std::size_t>(m_from - m_input.byte()));
  m_input.skip_white();
}

Status GameStream::next(Game& game, SyntaxError& error) {
  m_game_start = m_game_end = 0;
  m_input.release();  // the bytes of a broken game last reported
  m_failed_text = {};
  if (m_ended) {
    game.clear();
    return Status::end;
  }
  try {
    const Status status = parse_next(game, error);
    if (status == Status::game) {
      m_game_start = game.start.offset;
      m_game_end = game.end_offset;
    }
    return status;
  } catch (const InputError& failure) {
    m_ended = true;
    m_input.release();  // of a broken game, when reading failed while skipping it
    game.clear();
    error = error_here("could not read the input: " + failure.message);
    return Status::error;
  }
}

Status GameStream::parse_next(Game& game, SyntaxError& error) {
  for (;;) {
    skip_to_game();
    m_input.make_room_ahead();
    const Mark start = m_input.here();
    clear_keeping_tags(game);
    GameBuilder builder(game, name());
    try {
      [[maybe_unused]] const bool matched = tao::pegtl::parse<grammar::one_game, action, control>(m_input, builder);
      assert(matched);  // one_game ends in rules that succeed or raise
      builder.finish();
      if (game.tags.empty() && game.movetext.empty()) {  // only the end of the input, or comments
        m_ended = true;
        game.clear();
        return Status::end;
      }
      return Status::game;
    } catch (const BufferFull&) {
      m_input.restore(start);
      if (m_input.make_room()) continue;  // and parse the game again
      game.clear();
      report_too_long(start, error);
      keep_failed_text(error);
      return Status::error;
    } catch (const tao::pegtl::parse_error& failure) {
      // The game began at its first tag or token; before that is read, where
      // the parse began (for the first game of a file, that may be a comment
      // before the tags).
      m_input.hold(builder.started ? game.start.offset : start.byte);
      report(failure, builder, error);
      keep_failed_text(error);
      game.clear();
      return Status::error;
    }
  }
}

void GameStream::report(const tao::pegtl::parse_error& failure, const GameBuilder& builder, SyntaxError& error) {
  const tao::pegtl::position& at = failure.positions().front();
  const Mark mark{at.byte, at.line, at.column};
  const std::string_view message = failure.message();
  // The token is taken before anything is read, which may move the buffer.
  std::string token;
  if (uses(message, "{token}")) token = m_input.text(builder.token_start, at.byte);
  m_input.restore(mark);
  std::string character;
  if (uses(message, "{char}")) character = describe_char(m_input.peek(4));
  const MessageContext context{token, character, builder.comment_open.line};
  error = error_on_this_line(mark, expand_message(message, context), ply_of_error(builder));
  m_input.skip_to_next_game(builder.in_tag_block);
}

void GameStream::report_too_long(const Mark& start, SyntaxError& error) {
  const bool starts_with_tag = m_input.peek(1) == "[";
  error = error_on_this_line(start, "this game is longer than " + std::to_string(m_input.max_bytes()) + " bytes", 0);
  m_input.skip_to_next_game(starts_with_tag);
}

// Called once the broken game has been skipped: its text runs from the held
// byte to where reading goes on. A game too long to hold gives the line of
// its error instead.
void GameStream::keep_failed_text(const SyntaxError& error) {
  if (const std::optional<std::string_view> held = m_input.held_text()) {
    m_failed_text = without_white_end(*held);
    if (!m_failed_text.empty()) return;
  }
  m_input.release();
  m_failed_line = error.line_text;
  m_failed_text = m_failed_line;
}

std::string_view GameStream::game_text() const {
  if (m_game_end == 0) return {};
  return m_input.text(m_game_start, m_game_end);
}

SyntaxError GameStream::error_on_this_line(const Mark& at, std::string message, std::uint32_t ply) {
  auto [line, line_column] = m_input.line_text();
  return SyntaxError{name(), source_pos(at), std::move(message), std::move(line), ply, line_column};
}

SyntaxError GameStream::error_here(std::string message) {
  return SyntaxError{name(), source_pos(m_input.here()), std::move(message), {}, 0};
}

}  // namespace adomoc::parser::detail
