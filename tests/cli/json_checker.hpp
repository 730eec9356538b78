// A strict JSON checker (RFC 8259) for the tests of `validate --format
// json`: whether a text is exactly one JSON value, in valid UTF-8, with no
// raw control characters in strings. Small on purpose: python3 is not on
// every machine the tests run on.
#pragma once

#include <cstddef>
#include <string_view>

namespace adomoc::test {

class JsonChecker {
 public:
  static bool is_json(std::string_view text) {
    JsonChecker c(text);
    c.blanks();
    if (!c.value(0)) return false;
    c.blanks();
    return c.at_ == text.size();
  }
  // Whether the whole text is well-formed UTF-8.
  static bool is_utf8(std::string_view text) {
    JsonChecker c(text);
    while (c.at_ < text.size())
      if (static_cast<unsigned char>(text[c.at_]) < 0x80) ++c.at_;
      else if (!c.utf8_char()) return false;
    return true;
  }

 private:
  explicit JsonChecker(std::string_view text) : text_(text) {}

  bool value(int depth) {
    if (depth > 64 || at_ >= text_.size()) return false;
    switch (text_[at_]) {
      case '{': return object(depth);
      case '[': return array(depth);
      case '"': return string();
      case 't': return word("true");
      case 'f': return word("false");
      case 'n': return word("null");
      default: return number();
    }
  }
  bool object(int depth) {
    ++at_;
    blanks();
    if (eat('}')) return true;
    do {
      blanks();
      if (!string()) return false;
      blanks();
      if (!eat(':')) return false;
      blanks();
      if (!value(depth + 1)) return false;
      blanks();
    } while (eat(','));
    return eat('}');
  }
  bool array(int depth) {
    ++at_;
    blanks();
    if (eat(']')) return true;
    do {
      blanks();
      if (!value(depth + 1)) return false;
      blanks();
    } while (eat(','));
    return eat(']');
  }
  bool string() {
    if (!eat('"')) return false;
    while (at_ < text_.size()) {
      const auto c = static_cast<unsigned char>(text_[at_]);
      if (c == '"') return ++at_, true;
      if (c < 0x20) return false;
      if (c == '\\') {
        if (++at_ >= text_.size()) return false;
        const char e = text_[at_++];
        if (e == 'u') {
          for (int i = 0; i < 4; ++i)
            if (at_ >= text_.size() || !is_hex(text_[at_++])) return false;
        } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
          return false;
        }
      } else if (c >= 0x80) {
        if (!utf8_char()) return false;
      } else {
        ++at_;
      }
    }
    return false;
  }
  // One well-formed UTF-8 character of two to four bytes.
  bool utf8_char() {
    const auto lead = static_cast<unsigned char>(text_[at_]);
    std::size_t length = 0;
    char32_t c = 0, smallest = 0;
    if (lead >= 0xC2 && lead <= 0xDF) length = 2, c = lead & 0x1Fu, smallest = 0x80;
    else if (lead >= 0xE0 && lead <= 0xEF) length = 3, c = lead & 0x0Fu, smallest = 0x800;
    else if (lead >= 0xF0 && lead <= 0xF4) length = 4, c = lead & 0x07u, smallest = 0x10000;
    else return false;
    if (at_ + length > text_.size()) return false;
    for (std::size_t i = 1; i < length; ++i) {
      const auto b = static_cast<unsigned char>(text_[at_ + i]);
      if ((b & 0xC0u) != 0x80u) return false;
      c = (c << 6) | (b & 0x3Fu);
    }
    if (c < smallest || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
    at_ += length;
    return true;
  }
  bool number() {
    const std::size_t start = at_;
    eat('-');
    if (eat('0')) {
    } else if (!digits()) {
      return false;
    }
    if (eat('.') && !digits()) return false;
    if (eat('e') || eat('E')) {
      if (!eat('+')) eat('-');
      if (!digits()) return false;
    }
    return at_ > start;
  }
  bool digits() {
    const std::size_t start = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
    return at_ > start;
  }
  bool word(std::string_view w) {
    if (text_.substr(at_, w.size()) != w) return false;
    at_ += w.size();
    return true;
  }
  bool eat(char c) {
    if (at_ < text_.size() && text_[at_] == c) return ++at_, true;
    return false;
  }
  void blanks() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
      ++at_;
  }
  static bool is_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace adomoc::test
