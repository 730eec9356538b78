// adomoc stats: figures about the stored games (those the filters keep) as
// a report, CSV or JSON, and with --svg a chart of them.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "cli/stats_report.hpp"
#include "db/statistics.hpp"
#include "render/stats_chart.hpp"

namespace adomoc::cli {

namespace {

struct StatsOptions {
  QueryOptions query;
  std::string svg;
};

// The filters as the user gave them, for the chart's subtitle.
std::string filter_text(const QueryOptions& o) {
  std::string text;
  for (const std::string& player : o.players) text += (text.empty() ? "" : "; ") + std::string("player ") + player;
  for (const auto& [name, value] : {std::pair{"light", &o.light}, {"dark", &o.dark},
                                    {"event", &o.event}, {"variant", &o.variant}, {"result", &o.result},
                                    {"termination", &o.termination}, {"since", &o.since}, {"until", &o.until}})
    if (!value->empty()) text += (text.empty() ? "" : "; ") + std::string(name) + " " + *value;
  return text.empty() ? "All stored games" : "Games with " + text;
}

// 8,307,844: digits in threes, for the chart's title.
std::string grouped(std::int64_t n) {
  std::string digits = std::to_string(n), text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text += ',';
    text += digits[i];
  }
  return text;
}

render::ChartData chart_data(const db::Statistics& s, const QueryOptions& o) {
  render::ChartData d;
  d.title = "Adomoc statistics: " + grouped(s.games) + (s.games == 1 ? " game, " : " games, ") + grouped(s.plies) +
            (s.plies == 1 ? " ply" : " plies");
  d.subtitle = filter_text(o);
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

int run_stats(const StatsOptions& o) {
  auto filter = game_filter(o.query);
  if (!filter) {
    std::cerr << "adomoc stats: " << filter.error() << "\n";
    return kUsage;
  }
  return run_query("stats", [&] {
    auto db = open_for_queries(database_path(o.query.db));
    tell_unmatched_players("stats", *db, *filter);
    const db::Statistics stats = db::compute_statistics(*db, *filter);
    if (o.svg != "-") {  // the chart on standard output takes the report's place
      const TableFormat format = table_format(o.query);
      if (format == TableFormat::table) std::cout << statistics_report(stats);
      else write_table(std::cout, db::statistics_table(stats), format);
    }
    if (o.svg.empty()) return kOk;
    return write_output(o.svg, render::stats_chart_svg(chart_data(stats, o.query)), "stats") ? kOk : kUsage;
  });
}

}  // namespace

void setup_stats(CLI::App& app, int& status) {
  auto o = std::make_shared<StatsOptions>();
  CLI::App* sub = app.add_subcommand(
      "stats", "Statistics of the stored games: results, lengths, behaviours, first moves, landings");
  add_query_options(*sub, o->query);
  sub->add_option("--svg", o->svg,
                  "Also write a chart (landing heat map, game lengths, results) as SVG to this file "
                  "('-': standard output, instead of the report)");
  sub->callback([o, &status] { status = run_stats(*o); });
}

}  // namespace adomoc::cli
