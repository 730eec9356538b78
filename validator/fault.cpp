#include "validator/fault.hpp"

#include <array>

namespace adomoc {

std::string_view rule_name(Rule r) {
  constexpr std::array<std::string_view, 19> names = {
      "tag",     "result",         "round-number", "after-end", "no-piece", "side-to-move",
      "piece-letter", "prime-mark", "line",         "prime-distance", "blocked", "attracted",
      "landing", "marker",         "origin-space", "reverse-origination", "centre", "end-marker",
      "result-token"};
  return names[static_cast<std::size_t>(r)];
}

}  // namespace adomoc
