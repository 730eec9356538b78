#include "report/cell_text.hpp"

#include <cstdio>

#include "render/escape.hpp"

namespace adomoc::report {

std::string plain_text(const db::Cell& cell) {
  if (const auto* n = std::get_if<std::int64_t>(&cell)) return std::to_string(*n);
  if (const auto* d = std::get_if<double>(&cell)) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", *d);
    return buffer;
  }
  if (const auto* s = std::get_if<std::string>(&cell)) return render::terminal_text(*s);
  return "";
}

}  // namespace adomoc::report
