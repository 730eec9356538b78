#include "db/name_key.hpp"

#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <cctype>
#include <memory>
#include <stdexcept>

namespace adomoc::db {

namespace {

// ICU's transforms, read from its data once per thread (a Transliterator
// is not safe to share between threads; the server answers on several).
const icu::Transliterator& folding() {
  thread_local const std::unique_ptr<icu::Transliterator> fold = [] {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Transliterator> t(icu::Transliterator::createInstance(
        "NFD; [:Nonspacing Mark:] Remove; Latin-ASCII; Lower; NFC", UTRANS_FORWARD, status));
    if (U_FAILURE(status) || !t) throw std::runtime_error(std::string("ICU cannot fold names: ") + u_errorName(status));
    return t;
  }();
  return *fold;
}

// Letters (any script), digits and `*` kept; apostrophes dropped ("O'Brien"
// and "OBrien" are one name); anything else separates words, which end up
// one space apart.
std::string words_only(const std::string& text) {
  std::string out;
  bool gap = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\'') continue;
    if (std::isalnum(c) || c == '*' || c >= 0x80) {
      if (gap && !out.empty()) out += ' ';
      gap = false;
      out += static_cast<char>(c);
    } else {
      gap = true;
    }
  }
  return out;
}

}  // namespace

std::string name_key(std::string_view name) {
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(name.data(), static_cast<int32_t>(name.size())));
  folding().transliterate(text);
  std::string folded;
  text.toUTF8String(folded);
  return words_only(folded);
}

bool has_wildcard(std::string_view typed) { return typed.find('*') != std::string_view::npos; }

std::string key_pattern(std::string_view typed) {
  // A key holds only letters, digits, spaces and `*`: LIKE's special
  // characters (`%`, `_`) cannot occur in it, so `*` becomes `%` alone.
  std::string pattern = name_key(typed);
  for (char& c : pattern)
    if (c == '*') c = '%';
  return pattern;
}

}  // namespace adomoc::db
