#include "parser/stream_input.hpp"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <utility>

#include "parser/grammar.hpp"

namespace adomoc::parser::detail {
namespace {

// How much of a line before the current place survives when skipping moves
// the buffer: enough for the indentation of any sane tag line, so that an
// error on the line that follows still shows the line from its start.
constexpr std::size_t line_keep_limit = 4096;

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
bool is_white(char c) { return is_blank(c) || c == '\n'; }

// A broken game is held only for the quarantine's copy of its text: more
// than a megabyte of it is not a game anyone will mend, and holding it would
// let one line of junk cost its own size in memory.
std::size_t hold_limit(std::size_t max_bytes) { return std::min<std::size_t>(max_bytes, std::size_t{1} << 20); }

}  // namespace

StreamInput::StreamInput(ByteSource& source, std::string name, std::size_t chunk_bytes, std::size_t max_bytes,
                         const Mark& start)
    : m_source(source),
      m_name(std::move(name)),
      m_chunk(std::max<std::size_t>(chunk_bytes, 1)),
      m_max(std::max(max_bytes, m_chunk)),
      m_hold_max(hold_limit(m_max)),
      m_capacity(m_chunk),
      m_buffer(new char[m_capacity]),
      m_base(m_buffer.get()),
      m_buffer_offset(start.byte),
      m_current(m_base, static_cast<std::size_t>(start.byte), start.line, start.column),
      m_end(m_base) {}

StreamInput::StreamInput(ByteSource& rest, std::string name, std::string_view text, std::size_t max_bytes,
                         const Mark& start)
    : m_source(rest),
      m_name(std::move(name)),
      m_chunk(std::max<std::size_t>(text.size(), 1)),
      m_max(std::max(max_bytes, m_chunk)),
      m_hold_max(hold_limit(m_max)),
      m_capacity(text.size()),
      // PEGTL only reads its input, and a borrowed buffer is never moved
      // into or read into.
      m_base(const_cast<char*>(text.data())),
      m_borrowed(true),
      m_buffer_offset(start.byte),
      m_current(m_base, static_cast<std::size_t>(start.byte), start.line, start.column),
      m_end(m_base + text.size()) {}

void StreamInput::read_for_parse(std::size_t amount) {
  if (m_eof) return;
  if (m_borrowed) {
    read_until(amount);
    return;
  }
  const auto used_before = static_cast<std::size_t>(m_current.data - m_base);
  const std::size_t fits = m_capacity - used_before;
  read_until(std::min(amount, fits));
  if (available() >= amount || m_eof) return;
  // Near the end of the input rules ask for more bytes than are left.
  if (m_source.at_end()) {
    m_eof = true;
    return;
  }
  throw BufferFull{};
}

// Reads until `amount` bytes follow the current place or the input ends;
// the caller has made sure they fit.
void StreamInput::read_until(std::size_t amount) {
  while (available() < amount && !m_eof) {
    if (m_borrowed) {  // the text is all there: the rest only ends the input, or fails
      m_eof = m_source.read(nullptr, 0) == 0;
      continue;
    }
    assert(free_after_end() > 0);  // else a read of nothing would look like the end
    const std::size_t wanted = std::max(m_chunk, amount - available());
    const std::size_t got = m_source.read(m_end, std::min(wanted, free_after_end()));
    if (got == 0) m_eof = true;
    m_end += got;
  }
}

bool StreamInput::fill(std::size_t amount, bool keep_whole_line) {
  if (available() >= amount) return true;
  if (m_eof) return false;
  if (!m_borrowed && amount > free_after_end() + available()) {
    // A broken game longer than any game may be is let go.
    if (m_holding && m_current.byte - m_held_byte > m_hold_max) m_holding = false;
    move_to_front(first_byte_to_keep(keep_whole_line));
    const auto needed = static_cast<std::size_t>(m_current.data - m_base) + amount;
    // Doubling, but not past max_bytes for the sake of a held game.
    if (needed > m_capacity) grow(std::max(needed, std::min(m_capacity * 2, m_max)));
  }
  read_until(amount);
  return available() >= amount;
}

const char* StreamInput::line_start_to_keep(bool whole_line) const noexcept {
  auto before = static_cast<std::size_t>(m_current.data - m_base);
  before = std::min(before, m_current.column - 1);
  if (!whole_line) before = std::min(before, line_keep_limit);
  return m_current.data - before;
}

const char* StreamInput::first_byte_to_keep(bool whole_line) const noexcept {
  const char* keep = line_start_to_keep(whole_line);
  if (m_holding) keep = std::min<const char*>(keep, m_base + (m_held_byte - m_buffer_offset));
  return keep;
}

void StreamInput::move_to_front(const char* keep) noexcept {
  const auto shift = static_cast<std::size_t>(keep - m_base);
  if (shift == 0) return;
  std::memmove(m_base, keep, static_cast<std::size_t>(m_end - keep));
  m_current.data -= shift;
  m_end -= shift;
  m_buffer_offset += shift;
}

void StreamInput::grow(std::size_t capacity) {
  std::unique_ptr<char[]> bigger(new char[capacity]);
  const auto used = static_cast<std::size_t>(m_end - m_base);
  std::memcpy(bigger.get(), m_base, used);
  m_current.data = bigger.get() + (m_current.data - m_base);
  m_end = bigger.get() + used;
  m_buffer = std::move(bigger);
  m_base = m_buffer.get();
  m_capacity = capacity;
}

bool StreamInput::make_room() {
  const char* keep = line_start_to_keep(false);
  if (keep > m_base) {
    move_to_front(keep);
    return true;
  }
  if (m_capacity < m_max) {
    grow(std::min(m_capacity * 2, m_max));
    return true;
  }
  // Last, give up the blanks before the game on its first line: they only
  // serve to show that line whole in an error message.
  if (m_current.data > m_base) {
    move_to_front(m_current.data);
    return true;
  }
  return false;
}

void StreamInput::make_room_ahead() noexcept {
  if (m_borrowed) return;
  // An eighth of the buffer is more than most games, and little to move.
  const auto room = static_cast<std::size_t>(m_base + m_capacity - m_current.data);
  if (room < m_capacity / 8) move_to_front(line_start_to_keep(false));
}

void StreamInput::restore(const Mark& mark) noexcept {
  assert(mark.byte >= m_buffer_offset);
  const char* data = m_base + (mark.byte - m_buffer_offset);
  assert(data <= m_end);
  m_current = iterator_t(data, static_cast<std::size_t>(mark.byte), mark.line, mark.column);
}

std::string_view StreamInput::text(std::uint64_t from_byte, std::uint64_t to_byte) const noexcept {
  assert(from_byte >= m_buffer_offset && from_byte <= to_byte);
  const char* from = m_base + (from_byte - m_buffer_offset);
  return {from, static_cast<std::size_t>(to_byte - from_byte)};
}

std::string_view StreamInput::peek(std::size_t count) {
  fill(count, true);
  return {m_current.data, std::min(count, available())};
}

void StreamInput::skip_byte_order_mark() {
  fill(4, false);  // the most a UTF-8 peek asks for, so the parse cannot run out of room
  if (tao::pegtl::parse<grammar::byte_order_mark>(*this)) m_current.column = 1;
}

void StreamInput::skip_in_line(std::size_t count) {
  while (count > 0 && fill(1, true)) {
    const std::size_t step = std::min(count, available());
    bump_in_this_line(step);
    count -= step;
  }
}

void StreamInput::skip_white() {
  for (;;) {
    while (m_current.data != m_end && is_white(*m_current.data)) bump(1);
    if (m_current.data != m_end || !fill(1, false)) return;
  }
}

void StreamInput::skip_blanks() {
  for (;;) {
    while (m_current.data != m_end && is_blank(*m_current.data)) bump_in_this_line(1);
    if (m_current.data != m_end || !fill(1, false)) return;
  }
}

void StreamInput::skip_rest_of_line() {
  while (fill(1, false)) {
    const void* line_feed = std::memchr(m_current.data, '\n', available());
    if (line_feed != nullptr) {
      bump(static_cast<std::size_t>(static_cast<const char*>(line_feed) - m_current.data) + 1);
      return;
    }
    bump(available());
  }
}

void StreamInput::skip_comment_line() {
  if (*m_current.data == '{') {
    while (fill(1, false)) {
      const void* close = std::memchr(m_current.data, '}', available());
      if (close != nullptr) {
        bump(static_cast<std::size_t>(static_cast<const char*>(close) - m_current.data));
        break;
      }
      bump(available());
    }
  }
  skip_rest_of_line();
}

void StreamInput::skip_to_next_game(bool error_in_tag_block) {
  skip_rest_of_line();
  bool game_may_start = !error_in_tag_block;
  for (;;) {
    skip_blanks();
    if (!fill(1, false)) return;
    const char first = *m_current.data;
    if (first == '[' && game_may_start) return;
    // Tag lines and comment lines before any blank line or movetext are the
    // rest of the broken game's tag block; anything else ends that block.
    if (!game_may_start && (first == '{' || first == ';')) {
      skip_comment_line();
      continue;
    }
    if (first != '[') game_may_start = true;
    skip_rest_of_line();
  }
}

void StreamInput::hold(std::uint64_t byte) noexcept {
  assert(byte >= m_buffer_offset && byte - m_buffer_offset <= static_cast<std::uint64_t>(m_end - m_base));
  m_holding = true;
  m_held_byte = byte;
}

std::optional<std::string_view> StreamInput::held_text() const noexcept {
  if (!m_holding || m_current.byte - m_held_byte > m_hold_max) return std::nullopt;
  return text(m_held_byte, m_current.byte);
}

StreamInput::QuotedLine StreamInput::line_text() {
  fill(line_keep_limit, true);
  const char* start = line_start_to_keep(true);
  const auto column = static_cast<std::uint32_t>(m_current.column - static_cast<std::size_t>(m_current.data - start));
  const std::size_t after = std::min(available(), line_keep_limit);
  const void* line_feed = std::memchr(m_current.data, '\n', after);
  if (line_feed == nullptr) return {{start, m_current.data + after}, column};
  const char* stop = static_cast<const char*>(line_feed);
  if (stop > start && stop[-1] == '\r') --stop;  // of a CRLF line end
  return {{start, stop}, column};
}

}  // namespace adomoc::parser::detail
