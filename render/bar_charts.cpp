#include "render/bar_charts.hpp"

#include <algorithm>
#include <array>

#include "render/chart_svg.hpp"
#include "render/escape.hpp"
#include "render/geometry.hpp"

namespace adomoc::render {

namespace {

using geometry::number;

constexpr const char* kLengthBar = "#3b6e9c";
constexpr double kAxisRoom = 48;    // left of the plot: the value axis's numbers
constexpr double kTitleRoom = 26;   // from the title's baseline to the plot
constexpr double kLabelRoom = 46;   // under the plot: its labels and axis title
constexpr double kWidestGroup = 200;  // a variant's four bars, however few variants

struct Plot {
  double left, right, top, bottom;
  double width() const { return right - left; }
};

Plot plot_in(PanelBox box, double extra_top) {
  return {box.left + kAxisRoom, box.left + box.width - 8, box.top + kTitleRoom + extra_top,
          box.top + box.height - kLabelRoom};
}

std::string panel_title(PanelBox box, std::string_view title) {
  return chart::text(box.left, box.top, title,
                     std::string("font-size=\"16\" font-weight=\"bold\" fill=\"") + chart::kInk + "\"");
}

std::string axis_title(double x, double y, std::string_view title, bool vertical) {
  std::string attributes = std::string("font-size=\"12\" fill=\"") + chart::kInk + "\" text-anchor=\"middle\"";
  if (vertical) attributes += " transform=\"rotate(-90 " + number(x) + " " + number(y) + ")\"";
  return chart::text(x, y, title, attributes);
}

std::string no_games(const Plot& plot) {
  return chart::text((plot.left + plot.right) / 2, (plot.top + plot.bottom) / 2, "no games",
                     std::string("font-size=\"13\" fill=\"") + chart::kFaint + "\" text-anchor=\"middle\"");
}

std::string bar(double x, double width, std::int64_t value, const Plot& plot, chart::Ticks ticks,
                const std::string& fill, const std::string& attributes, const std::string& tooltip) {
  const double y = chart::value_y(value, plot.bottom, plot.top, ticks);
  return "<rect " + attributes + " x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"" + number(width) +
         "\" height=\"" + number(plot.bottom - y) + "\" fill=\"" + fill + "\"><title>" + xml_escape(tooltip) +
         "</title></rect>";
}

// Whether every count fits over its bar (at 10 units a character is about
// 6 wide): all bars get their count, or none does.
bool counts_fit(const std::vector<std::int64_t>& values, double room) {
  std::size_t widest = 0;
  for (const std::int64_t v : values) widest = std::max(widest, chart::compact_count(v).size());
  return static_cast<double>(widest) * 6 <= room;
}

std::string count_over(double centre, std::int64_t value, const Plot& plot, chart::Ticks ticks) {
  return chart::text(centre, chart::value_y(value, plot.bottom, plot.top, ticks) - 4, chart::compact_count(value),
                     std::string("font-size=\"10\" fill=\"") + chart::kInk + "\" text-anchor=\"middle\"");
}

std::string plies_text(const ChartData::LengthBin& bin) {
  return bin.first_ply == bin.last_ply ? std::to_string(bin.first_ply)
                                       : std::to_string(bin.first_ply) + "-" + std::to_string(bin.last_ply);
}

// Single-ply bins are named under their middles; wider ones by the plies
// at their edges. At most about ten labels.
std::string length_labels(const std::vector<ChartData::LengthBin>& bins, const Plot& plot) {
  const double slot = plot.width() / static_cast<double>(bins.size());
  const std::size_t every = (bins.size() + 9) / 10;
  const bool single = std::all_of(bins.begin(), bins.end(), [](const auto& b) { return b.first_ply == b.last_ply; });
  std::string g = std::string("<g font-size=\"11\" fill=\"") + chart::kFaint + "\" text-anchor=\"middle\">";
  const double y = plot.bottom + 15;
  for (std::size_t i = 0; i < bins.size(); i += every)
    g += chart::text(plot.left + slot * (static_cast<double>(i) + (single ? 0.5 : 0)), y,
                     std::to_string(bins[i].first_ply));
  if (!single && (bins.size() - 1) % every == 0)
    g += chart::text(plot.right, y, std::to_string(bins.back().last_ply + 1));
  return g + "</g>";
}

struct Outcome {
  const char* name;  // data-result and the legend
  const char* fill;
  std::int64_t ChartData::VariantResults::*count;
};
constexpr std::array<Outcome, 4> kOutcomes = {{{"light wins", "#e0a83a", &ChartData::VariantResults::light_wins},
                                               {"dark wins", "#3c3551", &ChartData::VariantResults::dark_wins},
                                               {"draws", "#7fa7c9", &ChartData::VariantResults::draws},
                                               {"unfinished", "#c8c2b6", &ChartData::VariantResults::unfinished}}};

std::string outcome_legend(PanelBox box) {
  std::string g = std::string("<g class=\"results-legend\" font-size=\"12\" fill=\"") + chart::kInk +
                  "\" dominant-baseline=\"central\">";
  double x = box.left + kAxisRoom;
  const double y = box.top + 22;
  for (const Outcome& o : kOutcomes) {
    g += "<rect x=\"" + number(x) + "\" y=\"" + number(y - 6) + "\" width=\"12\" height=\"12\" fill=\"" + o.fill +
         "\"/>" + chart::text(x + 17, y, o.name);
    x += 100;
  }
  return g + "</g>\n";
}

std::int64_t total(const ChartData::VariantResults& r) { return r.light_wins + r.dark_wins + r.draws + r.unfinished; }

std::string variant_group(const ChartData::VariantResults& r, double left, double slot, const Plot& plot,
                          chart::Ticks ticks, bool counts) {
  const double bar_width = std::min(slot * 0.8, kWidestGroup) / static_cast<double>(kOutcomes.size());
  const double first_bar = left + (slot - bar_width * static_cast<double>(kOutcomes.size())) / 2;
  std::string g;
  for (std::size_t i = 0; i < kOutcomes.size(); ++i) {
    const Outcome& o = kOutcomes[i];
    const std::int64_t value = r.*o.count;
    const double x = first_bar + bar_width * static_cast<double>(i);
    g += bar(x, bar_width - 2, value, plot, ticks, o.fill,
             "class=\"result-bar\" data-variant=\"" + xml_escape(r.variant) + "\" data-result=\"" + o.name + "\"",
             r.variant + ", " + o.name + ": " + std::to_string(value));
    if (counts) g += count_over(x + bar_width / 2 - 1, value, plot, ticks);
  }
  const double middle = left + slot / 2;
  g += chart::text(middle, plot.bottom + 16, r.variant,
                   std::string("font-size=\"12\" font-weight=\"bold\" fill=\"") + chart::kInk +
                       "\" text-anchor=\"middle\"");
  g += chart::text(middle, plot.bottom + 31, std::to_string(total(r)) + (total(r) == 1 ? " game" : " games"),
                   std::string("font-size=\"11\" fill=\"") + chart::kFaint + "\" text-anchor=\"middle\"");
  return g;
}

}  // namespace

std::string length_histogram(const std::vector<ChartData::LengthBin>& bins, PanelBox box) {
  const Plot plot = plot_in(box, 0);
  std::string g = "<g class=\"length-histogram\">" + panel_title(box, "Game length") +
                  axis_title(plot.left - kAxisRoom + 10, (plot.top + plot.bottom) / 2, "games", true) +
                  axis_title((plot.left + plot.right) / 2, plot.bottom + 36, "plies per game", false);
  std::int64_t most = 0;
  for (const auto& b : bins) most = std::max(most, b.games);
  const chart::Ticks ticks = chart::round_ticks(most);
  g += chart::value_axis(plot.left, plot.right, plot.bottom, plot.top, ticks);
  if (bins.empty()) return g + no_games(plot) + "</g>\n";
  const double slot = plot.width() / static_cast<double>(bins.size());
  const double gap = std::min(4.0, slot * 0.15);
  std::vector<std::int64_t> games;
  for (const auto& b : bins) games.push_back(b.games);
  const bool counts = counts_fit(games, slot);
  for (std::size_t i = 0; i < bins.size(); ++i) {
    const double x = plot.left + slot * static_cast<double>(i) + gap / 2;
    const std::string plies = plies_text(bins[i]);
    g += bar(x, slot - gap, bins[i].games, plot, ticks, kLengthBar,
             "class=\"length-bar\" data-plies=\"" + plies + "\"",
             plies + (plies == "1" ? " ply: " : " plies: ") + std::to_string(bins[i].games) +
                 (bins[i].games == 1 ? " game" : " games"));
    if (counts && bins[i].games > 0) g += count_over(x + (slot - gap) / 2, bins[i].games, plot, ticks);
  }
  return g + length_labels(bins, plot) + "</g>\n";
}

std::string results_bars(const std::vector<ChartData::VariantResults>& results, PanelBox box) {
  const Plot plot = plot_in(box, 16);  // room for the legend
  std::string g = "<g class=\"results\">" + panel_title(box, "Results by variant") + outcome_legend(box) +
                  axis_title(plot.left - kAxisRoom + 10, (plot.top + plot.bottom) / 2, "games", true);
  std::int64_t most = 0;
  for (const auto& r : results)
    for (const Outcome& o : kOutcomes) most = std::max(most, r.*o.count);
  const chart::Ticks ticks = chart::round_ticks(most);
  g += chart::value_axis(plot.left, plot.right, plot.bottom, plot.top, ticks);
  if (results.empty()) return g + no_games(plot) + "</g>\n";
  const double slot = plot.width() / static_cast<double>(results.size());
  std::vector<std::int64_t> values;
  for (const auto& r : results)
    for (const Outcome& o : kOutcomes) values.push_back(r.*o.count);
  const bool counts = counts_fit(values, std::min(slot * 0.8, kWidestGroup) / static_cast<double>(kOutcomes.size()));
  for (std::size_t i = 0; i < results.size(); ++i)
    g += variant_group(results[i], plot.left + slot * static_cast<double>(i), slot, plot, ticks, counts);
  return g + "</g>\n";
}

}  // namespace adomoc::render
