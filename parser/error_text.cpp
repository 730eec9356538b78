#include "parser/error_text.hpp"

#include <algorithm>
#include <optional>

#include "parser/reader.hpp"

namespace adomoc::parser {
namespace detail {
namespace {

struct Decoded {
  char32_t code_point;
  std::size_t length;
};

// The UTF-8 character at the start of `bytes`, if it is well formed (the
// same test the grammar applies through PEGTL's utf8 rules).
std::optional<Decoded> decode_utf8(std::string_view bytes) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
  std::size_t length = 0;
  char32_t code_point = 0;
  char32_t smallest = 0;
  if (byte(0) >= 0xC0 && byte(0) < 0xE0) {
    length = 2;
    code_point = byte(0) & 0x1Fu;
    smallest = 0x80;
  } else if (byte(0) >= 0xE0 && byte(0) < 0xF0) {
    length = 3;
    code_point = byte(0) & 0x0Fu;
    smallest = 0x800;
  } else if (byte(0) >= 0xF0 && byte(0) < 0xF8) {
    length = 4;
    code_point = byte(0) & 0x07u;
    smallest = 0x10000;
  } else {
    return std::nullopt;
  }
  if (bytes.size() < length) return std::nullopt;
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0u) != 0x80u) return std::nullopt;
    code_point = (code_point << 6) | (byte(i) & 0x3Fu);
  }
  const bool surrogate = code_point >= 0xD800 && code_point <= 0xDFFF;
  if (code_point < smallest || code_point > 0x10FFFF || surrogate) return std::nullopt;
  return Decoded{code_point, length};
}

std::string hex(std::uint32_t value, int digits) {
  static constexpr char numerals[] = "0123456789ABCDEF";
  std::string out;
  while (digits-- > 0 || value != 0) {
    out.insert(out.begin(), numerals[value & 0xFu]);
    value >>= 4;
  }
  return out;
}

void replace_all(std::string& text, std::string_view placeholder, std::string_view value) {
  for (std::size_t at = text.find(placeholder); at != std::string::npos;
       at = text.find(placeholder, at + value.size()))
    text.replace(at, placeholder.size(), value);
}

}  // namespace

std::string describe_char(std::string_view bytes) {
  if (bytes.empty()) return "the end of the file";
  const auto first = static_cast<unsigned char>(bytes[0]);
  std::string text;
  if (first > 0x20 && first < 0x7F) {
    text.append(1, '\'').append(1, bytes[0]).append(1, '\'');
  } else if (first < 0x80) {
    text.append("U+").append(hex(first, 4));
  } else if (const auto decoded = decode_utf8(bytes)) {
    text.append(1, '\'').append(bytes.substr(0, decoded->length)).append("' (U+");
    text.append(hex(static_cast<std::uint32_t>(decoded->code_point), 4)).append(1, ')');
  } else {
    text.append("byte 0x").append(hex(first, 2)).append(" (not UTF-8)");
  }
  return text;
}

std::string expand_message(std::string_view message, const MessageContext& context) {
  std::string text(message);
  replace_all(text, "{token}", context.token);
  replace_all(text, "{char}", context.character);
  replace_all(text, "{line}", std::to_string(context.line));
  return text;
}

}  // namespace detail

std::string describe(const SyntaxError& error) {
  // A line longer than the reader holds is quoted from its middle, after
  // "...", and the caret counts from there.
  const bool cut = error.line_text_column > 1;
  std::string out = error.file + ':' + std::to_string(error.pos.line) + ':' + std::to_string(error.pos.column) +
                    ": " + error.message + '\n' + (cut ? "..." : "") + error.line_text + '\n' + (cut ? "   " : "");
  // The caret goes no further than the text shown, past which it could
  // only mislead (and fill memory).
  const std::size_t into = error.pos.column >= error.line_text_column ? error.pos.column - error.line_text_column : 0;
  const std::size_t before = std::min<std::size_t>(into, error.line_text.size() + 1);
  for (std::size_t i = 0; i < before; ++i) {
    if (i >= error.line_text.size()) {
      out += ' ';
    } else if (error.line_text[i] == '\t') {
      out += '\t';
    } else if ((static_cast<unsigned char>(error.line_text[i]) & 0xC0u) != 0x80u) {
      out += ' ';  // one place per character: UTF-8 continuation bytes take none
    }
  }
  out += '^';
  return out;
}

}  // namespace adomoc::parser
