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
#include "report/stats_chart_data.hpp"

namespace adomoc::cli {

namespace {

struct StatsOptions {
  QueryOptions query;
  std::string svg;
};

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
    const std::string chart = render::stats_chart_svg(report::stats_chart_data(stats, filter_words(o.query)));
    return write_output(o.svg, chart, "stats") ? kOk : kUsage;
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
