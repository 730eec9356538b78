#include "render/escape.hpp"

#include <cstdint>
#include <cstdio>

namespace adomoc::render {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Decodes one UTF-8 character at text[at], advancing `at`; a malformed or
// overlong sequence decodes as U+FFFD and skips one byte.
char32_t next_char(std::string_view text, std::size_t& at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  int extra = 0;
  char32_t c = lead;
  if (lead >= 0xF0 && lead <= 0xF4) extra = 3, c = lead & 0x07;
  else if (lead >= 0xE0 && lead <= 0xEF) extra = 2, c = lead & 0x0F;
  else if (lead >= 0xC2 && lead <= 0xDF) extra = 1, c = lead & 0x1F;
  else if (lead >= 0x80) return ++at, kReplacement;
  if (at + static_cast<std::size_t>(extra) >= text.size()) return ++at, kReplacement;  // cut short
  for (int i = 1; i <= extra; ++i) {
    const unsigned char b = byte(at + static_cast<std::size_t>(i));
    if ((b & 0xC0) != 0x80) return ++at, kReplacement;
    c = (c << 6) | (b & 0x3F);
  }
  const bool overlong = (extra == 2 && c < 0x800) || (extra == 3 && c < 0x10000);
  const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
  if (overlong || surrogate || c > 0x10FFFF) return ++at, kReplacement;
  at += static_cast<std::size_t>(extra) + 1;
  return c;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// XML 1.0 allows tab, line ends and everything from U+0020 except U+FFFE/U+FFFF.
bool allowed_in_xml(char32_t c) {
  return c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c != 0xFFFE && c != 0xFFFF);
}

void append_json_escape(std::string& out, char32_t c) {
  char code[16];
  std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned>(c));
  out += code;
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const char32_t c = next_char(text, at);
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: append_utf8(out, allowed_in_xml(c) ? c : kReplacement);
    }
  }
  return out;
}

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (std::size_t at = 0; at < text.size();) {
    const char32_t c = next_char(text, at);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '<': case '>': case '&': case 0x2028: case 0x2029: append_json_escape(out, c); break;
      default:
        if (c < 0x20 || !allowed_in_xml(c)) append_json_escape(out, c < 0x20 ? c : kReplacement);
        else append_utf8(out, c);
    }
  }
  return out + "\"";
}

namespace {

std::string for_terminal(std::string_view text, bool keep_line_feeds) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const char32_t c = next_char(text, at);
    if (c == '\t' || (c == '\n' && keep_line_feeds)) out += static_cast<char>(c);
    else if (c < 0x20) append_utf8(out, 0x2400 + c);  // U+2400..U+241F: control pictures
    else if (c == 0x7F) append_utf8(out, 0x2421);      // DEL
    else if (c >= 0x80 && c <= 0x9F) append_utf8(out, kReplacement);
    else append_utf8(out, c);
  }
  return out;
}

}  // namespace

std::string terminal_text(std::string_view text) { return for_terminal(text, false); }
std::string terminal_lines(std::string_view text) { return for_terminal(text, true); }

}  // namespace adomoc::render
