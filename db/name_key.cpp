#include "db/name_key.hpp"

#include <unicode/translit.h>
#include <unicode/unistr.h>

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

std::string single_spaced(const std::string& text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

}  // namespace

std::string name_key(std::string_view name) {
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(name.data(), static_cast<int32_t>(name.size())));
  folding().transliterate(text);
  std::string folded;
  text.toUTF8String(folded);
  return single_spaced(folded);
}

bool has_wildcard(std::string_view typed) { return typed.find('*') != std::string_view::npos; }

std::string key_glob(std::string_view typed) {
  std::string glob;
  for (char c : name_key(typed)) {
    if (c == '?' || c == '[')
      glob += std::string{'[', c, ']'};
    else
      glob += c;
  }
  return glob;
}

}  // namespace adomoc::db
