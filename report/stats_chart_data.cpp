#include "report/stats_chart_data.hpp"

#include <utility>

namespace adomoc::report {

namespace {

// 8,307,844: digits in threes, for the chart's title.
std::string grouped(std::int64_t n) {
  std::string digits = std::to_string(n), text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text += ',';
    text += digits[i];
  }
  return text;
}

}  // namespace

std::string filter_summary(const FilterWords& w) {
  std::string text;
  if (!w.player.empty() && !w.opponent.empty()) text = "players " + w.player + " and " + w.opponent;
  else if (!w.player.empty()) text = "player " + w.player;
  for (const auto& [name, value] : {std::pair{"light", &w.light}, {"dark", &w.dark},
                                    {"event", &w.event}, {"variant", &w.variant}, {"result", &w.result},
                                    {"termination", &w.termination}, {"since", &w.since}, {"until", &w.until}})
    if (!value->empty()) text += (text.empty() ? "" : "; ") + std::string(name) + " " + *value;
  return text.empty() ? "All stored games" : "Games with " + text;
}

render::ChartData stats_chart_data(const db::Statistics& s, const FilterWords& words) {
  render::ChartData d;
  d.title = "Adomoc statistics: " + grouped(s.games) + (s.games == 1 ? " game, " : " games, ") + grouped(s.plies) +
            (s.plies == 1 ? " ply" : " plies");
  d.subtitle = filter_summary(words);
  d.landings = s.landings;
  const db::Histogram& h = s.length_histogram;
  for (std::size_t bin = 0; bin < h.counts.size(); ++bin)
    d.lengths.push_back({h.bin_first(bin), h.bin_last(bin), h.counts[bin]});
  for (int v = 0; v < kVariants; ++v) {
    const db::Results& r = s.results[static_cast<std::size_t>(v)];
    if (r.games()) d.results.push_back({db::variant_text(v), r.light_wins, r.dark_wins, r.draws, r.unfinished});
  }
  return d;
}

}  // namespace adomoc::report
