#include "render/heat_map.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "render/chart_svg.hpp"
#include "render/geometry.hpp"
#include "render/scene.hpp"

namespace adomoc::render {

namespace {

using geometry::number;

// Viridis at nine even steps.
constexpr std::array<std::array<int, 3>, 9> kViridis = {{{0x44, 0x01, 0x54},
                                                         {0x47, 0x2d, 0x7b},
                                                         {0x3b, 0x52, 0x8b},
                                                         {0x2c, 0x72, 0x8e},
                                                         {0x21, 0x91, 0x8c},
                                                         {0x28, 0xae, 0x80},
                                                         {0x5e, 0xc9, 0x62},
                                                         {0xad, 0xdc, 0x30},
                                                         {0xfd, 0xe7, 0x25}}};

constexpr const char* kNoLandings = "#efe9dc";  // a space no move landed on: paler than any colour of the scale
constexpr double kLegendHalfWidth = 150;
constexpr double kLegendTop = 318, kLegendHeight = 12;

// The colours run from the fewest landings on any space that has some to
// the most: over a big collection every space is landed on tens of
// thousands of times, and a scale from 0 would paint them all alike.
struct Scale {
  std::int64_t low = 0, high = 0;
  double position(std::int64_t count) const {
    return high > low ? static_cast<double>(count - low) / static_cast<double>(high - low) : 1;
  }
};

Scale scale_of(const std::array<std::int64_t, kSpaces>& landings) {
  Scale s{0, 0};
  for (const std::int64_t n : landings) {
    if (n == 0) continue;
    s.low = s.high == 0 ? n : std::min(s.low, n);
    s.high = std::max(s.high, n);
  }
  return s;
}

std::string cell_fill(std::int64_t count, Scale scale) {
  return count > 0 ? heat_colour(scale.position(count)) : kNoLandings;
}

// Light text on the dark end of the scale, dark text on the light end.
const char* label_colour(std::int64_t count, Scale scale) {
  return count > 0 && scale.position(count) < 0.6 ? "#ffffff" : chart::kInk;
}

std::string cell_shape(Space s, const std::string& fill) {
  if (s == kCentre) {
    // The centre disc fills the hole inside cycle 8's cells.
    const double radius = geometry::cycle_radius(kCycles) - geometry::ring_gap() / 2;
    return "<circle r=\"" + number(radius) + "\" fill=\"" + fill + "\"";
  }
  const int column = column_of(s), cycle = cycle_of(s);
  return "<path d=\"" + geometry::band_path(cycle, cycle, column, column) + "\" fill=\"" + fill + "\"";
}

std::string cell(Space s, std::int64_t count, Scale scale) {
  const std::string name = space_id(s);
  std::string c = cell_shape(s, cell_fill(count, scale)) + " data-space=\"" + name + "\" data-landings=\"" +
                  std::to_string(count) + "\"><title>" + name + ": " + std::to_string(count) +
                  (count == 1 ? " landing" : " landings") + "</title>";
  c += s == kCentre ? "</circle>" : "</path>";
  if (count > 0) {
    const geometry::Point p = geometry::space_point(s);
    c += chart::text(p.x, p.y, chart::compact_count(count),
                     std::string("fill=\"") + label_colour(count, scale) + "\" stroke=\"none\" font-size=\"" +
                         (s == kCentre ? "12" : "9") + "\"");
  }
  return c;
}

std::string cells(const std::array<std::int64_t, kSpaces>& landings, Scale scale) {
  std::string g = "<g class=\"heat-cells\" stroke=\"#ffffff\" stroke-width=\"1\" text-anchor=\"middle\" "
                  "dominant-baseline=\"central\">";
  for (int s = 0; s < kSpaces; ++s) g += cell(static_cast<Space>(s), landings[static_cast<std::size_t>(s)], scale);
  return g + "</g>\n";
}

std::string column_letters() {
  std::string g = std::string("<g font-size=\"18\" font-weight=\"bold\" fill=\"") + chart::kInk +
                  "\" text-anchor=\"middle\" dominant-baseline=\"central\">";
  for (int column = 0; column < kColumns; ++column) {
    const double angle = geometry::column_angle(column);
    g += chart::text(geometry::kLetterRadius * std::cos(angle), -geometry::kLetterRadius * std::sin(angle),
                     std::string(1, static_cast<char>('a' + column)));
  }
  return g + "</g>\n";
}

// Cycle numbers on the line between light's half and dark's (between e
// and f), haloed so that they read on any colour.
std::string cycle_numbers() {
  std::string g = std::string("<g font-size=\"10\" font-weight=\"bold\" fill=\"") + chart::kInk +
                  "\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\" text-anchor=\"middle\" "
                  "dominant-baseline=\"central\">";
  for (int cycle = 1; cycle <= kCycles; ++cycle) {
    const geometry::Point p = geometry::polar_point(4.5, cycle);
    g += chart::text(p.x, p.y, std::to_string(cycle));
  }
  return g + "</g>\n";
}

std::string legend_gradient() {
  std::string d = "<linearGradient id=\"adomoc-heat-scale\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">";
  for (std::size_t i = 0; i < kViridis.size(); ++i) {
    const double t = static_cast<double>(i) / static_cast<double>(kViridis.size() - 1);
    d += "<stop offset=\"" + number(100 * t) + "%\" stop-color=\"" + heat_colour(t) + "\"/>";
  }
  return d + "</linearGradient>";
}

std::string legend_tick(std::int64_t value, Scale scale) {
  const double x = -kLegendHalfWidth + 2 * kLegendHalfWidth * scale.position(value);
  return "<line x1=\"" + number(x) + "\" x2=\"" + number(x) + "\" y1=\"" + number(kLegendTop + kLegendHeight) +
         "\" y2=\"" + number(kLegendTop + kLegendHeight + 4) + "\" stroke=\"" + chart::kFaint + "\"/>" +
         chart::text(x, kLegendTop + kLegendHeight + 16, chart::compact_count(value));
}

// The scale's ends, and round counts between them where they leave room.
std::string legend_ticks(Scale scale) {
  std::string g = std::string("<g font-size=\"11\" fill=\"") + chart::kFaint + "\" text-anchor=\"middle\">";
  g += legend_tick(scale.low, scale);
  if (scale.high == scale.low) return g + "</g>";
  g += legend_tick(scale.high, scale);
  const std::int64_t step = chart::round_ticks(scale.high - scale.low, 4).step;
  const double room = 0.12;  // of the bar's width, around each end's label
  for (std::int64_t v = (scale.low / step + 1) * step; v < scale.high; v += step) {
    const double at = scale.position(v);
    if (at > room && at < 1 - room) g += legend_tick(v, scale);
  }
  return g + "</g>";
}

std::string legend(Scale scale) {
  std::string g = "<g class=\"heat-legend\"><defs>" + legend_gradient() + "</defs>";
  g += chart::text(-kLegendHalfWidth - 12, kLegendTop + kLegendHeight / 2, "landings per space",
                   std::string("text-anchor=\"end\" dominant-baseline=\"central\" font-size=\"12\" fill=\"") +
                       chart::kInk + "\"");
  g += "<rect x=\"" + number(-kLegendHalfWidth) + "\" y=\"" + number(kLegendTop) + "\" width=\"" +
       number(2 * kLegendHalfWidth) + "\" height=\"" + number(kLegendHeight) +
       "\" fill=\"url(#adomoc-heat-scale)\"/>";
  if (scale.high > 0) g += legend_ticks(scale);
  // A swatch for the spaces no move reached.
  const double x = kLegendHalfWidth + 14;
  g += "<rect x=\"" + number(x) + "\" y=\"" + number(kLegendTop) + "\" width=\"12\" height=\"12\" fill=\"" +
       kNoLandings + "\" stroke=\"" + chart::kFaint + "\" stroke-width=\"0.5\"/>";
  g += chart::text(x + 18, kLegendTop + kLegendHeight / 2, "none",
                   std::string("dominant-baseline=\"central\" font-size=\"11\" fill=\"") + chart::kFaint + "\"");
  return g + "</g>\n";
}

}  // namespace

std::string heat_colour(double t) {
  t = std::clamp(t, 0.0, 1.0) * static_cast<double>(kViridis.size() - 1);
  const auto low = static_cast<std::size_t>(std::min(t, static_cast<double>(kViridis.size() - 2)));
  const double f = t - static_cast<double>(low);
  char hex[8];
  int rgb[3];
  for (std::size_t i = 0; i < 3; ++i)
    rgb[i] = static_cast<int>(std::lround(kViridis[low][i] + f * (kViridis[low + 1][i] - kViridis[low][i])));
  std::snprintf(hex, sizeof hex, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
  return hex;
}

std::string landing_heat_map(const std::array<std::int64_t, kSpaces>& landings) {
  const Scale scale = scale_of(landings);
  return "<g class=\"heat-map\" font-family=\"sans-serif\">\n<circle r=\"" + number(geometry::kBoardRadius) +
         "\" fill=\"#ffffff\" stroke=\"" + chart::kFaint + "\" stroke-width=\"1.5\"/>\n" + cells(landings, scale) +
         column_letters() + cycle_numbers() + legend(scale) + "</g>\n";
}

}  // namespace adomoc::render
