// adomoc ratings: ratings fitted to every result the filters keep, and
// adomoc crosstable: one event's results as a grid or a Swiss list
// (docs/ratings.md).
#include <charconv>
#include <cmath>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/query_options.hpp"
#include "db/crosstable.hpp"
#include "db/ratings.hpp"
#include "render/crosstable_svg.hpp"
#include "report/crosstable_picture.hpp"
#include "report/rating_json.hpp"

namespace adomoc::cli {

namespace {

struct RatingsOptions {
  QueryOptions query;
  std::string anchor;
};

// "NAME=RATING": the name may itself hold '=', the rating is after the last.
Expected<db::Anchor, std::string> parse_anchor(const std::string& text) {
  const auto equals = text.rfind('=');
  const std::string usage = "--anchor: write NAME=RATING (e.g. 'A. Tremblay=1650'), not '" + text + "'";
  if (equals == std::string::npos || equals == 0) return Unexpected{usage};
  db::Anchor anchor{text.substr(0, equals), 0};
  const char* begin = text.data() + equals + 1;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(begin, end, anchor.rating);
  if (error != std::errc() || stop != end || begin == end || !std::isfinite(anchor.rating)) return Unexpected{usage};
  return anchor;
}

int run_ratings(const RatingsOptions& o) {
  auto filter = game_filter(o.query);
  if (!filter) return usage_error("ratings", filter.error());
  std::optional<db::Anchor> anchor;
  if (!o.anchor.empty()) {
    auto parsed = parse_anchor(o.anchor);
    if (!parsed) return usage_error("ratings", parsed.error());
    anchor = *parsed;
  }
  return run_query("ratings", [&] {
    auto db = open_for_queries(database_path(o.query.db));
    auto list = db::rate_players(*db, *filter, anchor);
    if (!list) return usage_error("ratings", list.error());
    // JSON carries the model's figures too; CSV is the table alone, and the
    // text view has them in its notes.
    if (table_format(o.query) == TableFormat::json)
      report::write_rating_list_json(std::cout, *list);
    else
      write_table(std::cout, list->table, table_format(o.query));
    return kOk;
  });
}

struct CrosstableOptions {
  QueryOptions query;
  std::string layout = "auto";
  std::string svg;
};

int run_crosstable(const CrosstableOptions& o) {
  if (o.query.event.empty()) return usage_error("crosstable", "--event NAME is required: the event to lay out");
  auto filter = game_filter(o.query);
  if (!filter) return usage_error("crosstable", filter.error());
  return run_query("crosstable", [&] {
    auto db = open_for_queries(database_path(o.query.db));
    const auto event = db::find_event(*db, o.query.event);
    if (!event) return usage_error("crosstable", event.error());
    const db::EventResults results = db::read_event(*db, *event, *filter);
    // A round robin when every pair met; otherwise (more players than
    // rounds) a Swiss list.
    const std::string layout =
        o.layout != "auto" ? o.layout : results.crosstable.every_pair_met ? "grid" : "swiss";
    const db::Table table = layout == "grid" ? db::crosstable_grid(results) : db::crosstable_swiss(results);
    if (o.svg != "-") write_table(std::cout, table, table_format(o.query));
    if (o.svg.empty()) return kOk;
    return write_output(o.svg, render::crosstable_svg(report::crosstable_picture(table, *event, layout)), "crosstable") ? kOk : kUsage;
  });
}

}  // namespace

void setup_ratings(CLI::App& app, int& status) {
  auto o = std::make_shared<RatingsOptions>();
  CLI::App* sub = app.add_subcommand(
      "ratings", "Ratings on the Elo scale fitted to all the results the filters keep, with 95% errors");
  add_query_options(*sub, o->query);
  sub->add_option("--anchor", o->anchor, "Fix this player's rating (default: the average is 1500)")
      ->type_name("NAME=RATING");
  sub->callback([o, &status] { status = run_ratings(*o); });
}

void setup_crosstable(CLI::App& app, int& status) {
  auto o = std::make_shared<CrosstableOptions>();
  CLI::App* sub = app.add_subcommand(
      "crosstable", "One event's results: a round-robin grid, or a Swiss list by round, with Sonneborn-Berger");
  add_query_options(*sub, o->query);
  sub->add_option("--layout", o->layout,
                  "grid (every pairing), swiss (each round) or auto: grid when every pair of players met")
      ->check(CLI::IsMember({"auto", "grid", "swiss"}))
      ->default_str("auto");
  sub->add_option("--svg", o->svg, "Also write it as an SVG picture to this file ('-': standard output, instead of the table)");
  sub->callback([o, &status] { status = run_crosstable(*o); });
}

}  // namespace adomoc::cli
