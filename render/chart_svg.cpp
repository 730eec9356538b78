#include "render/chart_svg.hpp"

#include <cstdio>

#include "render/escape.hpp"
#include "render/geometry.hpp"

namespace adomoc::render::chart {

using geometry::number;

std::string text(double x, double y, std::string_view content, std::string_view attributes) {
  std::string t = "<text x=\"" + number(x) + "\" y=\"" + number(y) + "\"";
  if (!attributes.empty()) {
    t += ' ';
    t += attributes;
  }
  return t + ">" + xml_escape(content) + "</text>";
}

std::string compact_count(std::int64_t n) {
  if (n < 0) return "-" + compact_count(-n);
  if (n < 10'000) return std::to_string(n);
  const bool millions = n >= 999'500;  // 999.5k would print as 1000k
  const double scaled = static_cast<double>(n) / (millions ? 1e6 : 1e3);
  char buffer[32];
  // A decimal only for a single-digit number of millions: 24k, 147k, 1.2M, 12M.
  std::snprintf(buffer, sizeof buffer, millions && scaled < 9.95 ? "%.1f%c" : "%.0f%c", scaled, millions ? 'M' : 'k');
  return buffer;
}

Ticks round_ticks(std::int64_t max, int most) {
  Ticks t;
  if (max <= 0) return t;
  for (std::int64_t scale = 1;; scale *= 10)
    for (const std::int64_t base : {1, 2, 5}) {
      t.step = base * scale;
      t.top = (max + t.step - 1) / t.step * t.step;
      if (t.top / t.step <= most) return t;
    }
}

double value_y(std::int64_t value, double bottom, double top, Ticks ticks) {
  return bottom - (bottom - top) * static_cast<double>(value) / static_cast<double>(ticks.top);
}

std::string value_axis(double left, double right, double bottom, double top, Ticks ticks) {
  std::string axis = "<g class=\"value-axis\">";
  for (std::int64_t v = 0; v <= ticks.top; v += ticks.step) {
    const std::string y = number(value_y(v, bottom, top, ticks));
    axis += "<line x1=\"" + number(left) + "\" x2=\"" + number(right) + "\" y1=\"" + y + "\" y2=\"" + y +
            "\" stroke=\"" + (v == 0 ? kFaint : kGrid) + "\" stroke-width=\"1\"/>";
    axis += text(left - 6, value_y(v, bottom, top, ticks), compact_count(v),
                 "text-anchor=\"end\" dominant-baseline=\"central\" font-size=\"11\" fill=\"" + std::string(kFaint) +
                     "\"");
  }
  return axis + "</g>\n";
}

}  // namespace adomoc::render::chart
