#include "report/json_text.hpp"

namespace adomoc::report {

std::string json_text(const Json& value) {
  const std::string compact = value.dump(-1, ' ', false, Json::error_handler_t::replace);
  std::string safe;
  safe.reserve(compact.size());
  // Outside strings JSON has none of these characters, so every one found
  // is inside a string, where its escape means the same.
  for (std::size_t i = 0; i < compact.size(); ++i) {
    const char c = compact[i];
    if (c == '<') safe += "\\u003c";
    else if (c == '>') safe += "\\u003e";
    else if (c == '&') safe += "\\u0026";
    else if (c == '\xE2' && i + 2 < compact.size() && compact[i + 1] == '\x80' &&
             (compact[i + 2] == '\xA8' || compact[i + 2] == '\xA9')) {
      safe += compact[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      safe += c;
    }
  }
  return safe;
}

}  // namespace adomoc::report
