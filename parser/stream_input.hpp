// The PEGTL input the reader parses from: a window on a byte stream that
// slides forward between games and grows for a game longer than itself.
//
// PEGTL's own buffer_input has a fixed size and cannot start counting lines
// anywhere but 1, so the reader brings its own input. It keeps the member
// functions and types PEGTL's rules ask of an input (see buffer_input.hpp in
// PEGTL 3.2.7), and adds what the reader needs between parses: skipping
// white space and broken games without holding them, rewinding to a saved
// place, and the text of a line for an error message.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

namespace adomoc::parser::detail {

// Where the bytes come from.
class ByteSource {
 public:
  virtual ~ByteSource() = default;
  // Copies up to `size` bytes to `out`; 0 means the input has ended.
  // Throws InputError when the input cannot be read.
  virtual std::size_t read(char* out, std::size_t size) = 0;
  // Whether the input has no more bytes, without taking any.
  virtual bool at_end() = 0;
};

struct InputError {
  std::string message;
};

// Thrown by require() when a parse needs more bytes than fit behind the
// buffer's start. Moving the bytes then would leave the iterators PEGTL
// keeps for backtracking dangling, so the reader rewinds to the start of
// the game, makes room and parses the game again.
struct BufferFull {};

// A place in the input that stays meaningful when the buffer moves.
struct Mark {
  std::uint64_t byte = 0;
  std::size_t line = 1;
  std::size_t column = 1;
};

class StreamInput {
 public:
  using iterator_t = tao::pegtl::internal::iterator;
  using eol_t = tao::pegtl::eol::lf;
  using source_t = std::string;
  using action_t = tao::pegtl::internal::action_input<StreamInput>;
  static constexpr tao::pegtl::tracking_mode tracking_mode_v = tao::pegtl::tracking_mode::eager;

  // chunk_bytes: the first buffer size and the most read at once.
  // max_bytes: the buffer never grows beyond this.
  // start: where the source's first byte stands in the archive, for a
  // stretch of it read on its own (parser/archive_chunks.hpp).
  StreamInput(ByteSource& source, std::string name, std::size_t chunk_bytes, std::size_t max_bytes,
              const Mark& start = {});
  // On text already read, in place (a stretch of an archive parsed on its
  // own, parser/archive_chunks.hpp): nothing is copied, the buffer never
  // moves, and `rest` is asked for more only to end the input (or fail, as
  // the stream the text came from did).
  StreamInput(ByteSource& rest, std::string name, std::string_view text, std::size_t max_bytes, const Mark& start);

  StreamInput(const StreamInput&) = delete;
  StreamInput& operator=(const StreamInput&) = delete;

  // ---- What PEGTL's rules use -------------------------------------------

  [[nodiscard]] bool empty() {
    require(1);
    return m_current.data == m_end;
  }
  [[nodiscard]] std::size_t size(std::size_t amount) {
    require(amount);
    return available();
  }
  [[nodiscard]] const char* current() const noexcept { return m_current.data; }
  [[nodiscard]] const char* end(std::size_t amount) {
    require(amount);
    return m_end;
  }
  [[nodiscard]] std::size_t byte() const noexcept { return m_current.byte; }
  [[nodiscard]] std::size_t line() const noexcept { return m_current.line; }
  [[nodiscard]] std::size_t column() const noexcept { return m_current.column; }
  [[nodiscard]] const std::string& source() const noexcept { return m_name; }
  [[nodiscard]] char peek_char(std::size_t offset = 0) const noexcept { return m_current.data[offset]; }
  [[nodiscard]] std::uint8_t peek_uint8(std::size_t offset = 0) const noexcept {
    return static_cast<std::uint8_t>(peek_char(offset));
  }
  void bump(std::size_t count = 1) noexcept { tao::pegtl::internal::bump(m_current, count, '\n'); }
  // These two write the iterator whole: the rewind markers PEGTL takes
  // right after copy it whole, and a copy of fields just written one by one
  // stalls on store forwarding.
  void bump_in_this_line(std::size_t count = 1) noexcept {
    m_current = iterator_t(m_current.data + count, m_current.byte + count, m_current.line, m_current.column + count);
  }
  void bump_to_next_line(std::size_t count = 1) noexcept {
    m_current = iterator_t(m_current.data + count, m_current.byte + count, m_current.line + 1, 1);
  }
  // Makes `amount` bytes available from the current place, or all that is
  // left; throws BufferFull when they cannot fit without moving the buffer.
  void require(std::size_t amount) {
    if (available() < amount) read_for_parse(amount);
  }
  template <tao::pegtl::rewind_mode M>
  [[nodiscard]] tao::pegtl::internal::marker<iterator_t, M> mark() noexcept {
    return tao::pegtl::internal::marker<iterator_t, M>(m_current);
  }
  [[nodiscard]] tao::pegtl::position position(const iterator_t& it) const { return {it, m_name}; }
  [[nodiscard]] tao::pegtl::position position() const { return position(m_current); }
  [[nodiscard]] const iterator_t& iterator() const noexcept { return m_current; }

  std::size_t private_depth = 0;  // for PEGTL's limit_depth, should it be used

  // ---- What the reader uses between parses --------------------------------

  [[nodiscard]] Mark here() const noexcept { return {m_current.byte, m_current.line, m_current.column}; }
  // Returns to a place still in the buffer (one passed in this game).
  void restore(const Mark& mark) noexcept;
  // The bytes between two places of this game, both still in the buffer.
  [[nodiscard]] std::string_view text(std::uint64_t from_byte, std::uint64_t to_byte) const noexcept;
  // Up to `count` bytes from the current place (fewer at the end).
  [[nodiscard]] std::string_view peek(std::size_t count);
  [[nodiscard]] bool at_end() { return !fill(1, false); }
  // Whether the source has ended under a read: something asked for bytes
  // past the last one. A stretch cut from an archive that ran out may have
  // been read otherwise with the bytes that follow it.
  [[nodiscard]] bool ran_out() const noexcept { return m_eof; }
  // Passes `count` bytes of the current line (no line end among them).
  void skip_in_line(std::size_t count);

  // After BufferFull, with the input restored to the game's start: moves the
  // game to the front of the buffer, or grows the buffer. False when the
  // buffer is already as large as it may be.
  [[nodiscard]] bool make_room();
  // Before a game: when little room is left after the current place, moves
  // what is left to the front, as make_room() would after BufferFull. Games
  // then rarely run out of room, which costs an exception and a second
  // parse. Nothing is read: reads happen when and as they did.
  void make_room_ahead() noexcept;
  [[nodiscard]] std::size_t max_bytes() const noexcept { return m_max; }

  // Skips a UTF-8 byte order mark at the start; columns on the first line
  // then count from after it, as an editor shows them.
  void skip_byte_order_mark();
  void skip_white();
  // After an error: skips to the next line that starts a game, a tag line
  // after movetext or after a blank line. When the error was in the tag
  // block, the tag lines and comment lines right after it still belong to
  // the broken game (comments alone do not end a tag block).
  void skip_to_next_game(bool error_in_tag_block);
  // The line around the current place, without its line end, and the
  // column it is quoted from: past 1 when the reader no longer holds the
  // line's start (it keeps 4 KB of a line before the current place).
  struct QuotedLine {
    std::string text;
    std::uint32_t column = 1;
  };
  [[nodiscard]] QuotedLine line_text();

  // After an error, while the broken game is skipped: keeps its bytes from
  // `byte` (still in the buffer) on, so that its text can be given whole,
  // for as long as they are at most max_bytes; past that they are let go,
  // as any game longer than that is, and memory stays bounded.
  void hold(std::uint64_t byte) noexcept;
  void release() noexcept { m_holding = false; }
  // The bytes from the held one to the current place, or nothing when they
  // were let go (or nothing was held).
  [[nodiscard]] std::optional<std::string_view> held_text() const noexcept;

 private:
  [[nodiscard]] std::size_t available() const noexcept { return static_cast<std::size_t>(m_end - m_current.data); }
  [[nodiscard]] std::size_t free_after_end() const noexcept {
    return static_cast<std::size_t>(m_base + m_capacity - m_end);
  }
  void read_for_parse(std::size_t amount);
  void read_until(std::size_t amount);
  // Outside a parse: makes `amount` bytes available if the input has them,
  // moving and growing the buffer as needed. With keep_whole_line, the bytes
  // of the current line before the current place stay in the buffer.
  bool fill(std::size_t amount, bool keep_whole_line);
  [[nodiscard]] const char* line_start_to_keep(bool whole_line) const noexcept;
  // The same, or the held byte when that comes first.
  [[nodiscard]] const char* first_byte_to_keep(bool whole_line) const noexcept;
  void move_to_front(const char* keep) noexcept;
  void grow(std::size_t capacity);
  void skip_rest_of_line();
  void skip_blanks();
  // Skips a comment line: a '{' comment to its '}' (across lines), or a ';'
  // one, then the rest of the line.
  void skip_comment_line();

  ByteSource& m_source;
  std::string m_name;
  std::size_t m_chunk;
  std::size_t m_max;
  std::size_t m_hold_max;  // the most of a broken game held for its text
  std::size_t m_capacity;
  std::unique_ptr<char[]> m_buffer;  // empty when the text is borrowed
  char* m_base;                      // the buffer's first byte; never written when borrowed
  bool m_borrowed = false;
  std::uint64_t m_buffer_offset = 0;  // file offset of m_buffer[0]
  iterator_t m_current;
  char* m_end;
  bool m_eof = false;
  bool m_holding = false;
  std::uint64_t m_held_byte = 0;  // while m_holding: kept in the buffer from here on
};

}  // namespace adomoc::parser::detail
