// /api/games, /api/players, /api/stats, /api/stats.svg: the answers of
// `adomoc games`, `players` and `stats` (--format json, --svg), with the
// same filters.
#include <httplib.h>

#include "db/queries.hpp"
#include "db/statistics.hpp"
#include "render/stats_chart.hpp"
#include "report/stats_chart_data.hpp"
#include "report/table_json.hpp"
#include "server/request_words.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

namespace {

using report::Json;

constexpr std::int64_t kGamesPerListPage = 50;
constexpr std::int64_t kPlayersPerPage = 100;

// {"offset", "limit", "more", "rows"}: SQL passes over the rows before the
// page and reads one row more than it, to tell whether another follows.
Json games(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"moves", "offset", "limit"}, true);
  const db::GameFilter filter = game_filter(req);
  const report::MoveLine line = move_line(req, filter);
  const Page p = page(req, kGamesPerListPage, kMaxSqlOffset);
  db::Table t = db::list_games(db, filter, line.prefix(), p.limit + 1, p.offset);
  const bool more = keep_page(t, p, p.offset);
  return {{"offset", p.offset}, {"limit", p.limit}, {"more", more}, {"rows", report::table_json(t)}};
}

// The records come whole from the query (one row a player, grouped in
// SQL); the page is cut from them.
Json players(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"offset", "limit"}, true);
  const Page p = page(req, kPlayersPerPage);
  db::Table t = db::player_records(db, game_filter(req));
  const auto total = std::ssize(t.rows);
  const bool more = keep_page(t, p, 0);
  return {{"total", total}, {"offset", p.offset}, {"limit", p.limit}, {"more", more},
          {"players", report::table_json(t)}};
}

Json stats(const httplib::Request& req, db::Database& db) {
  allow_only(req, {}, true);
  const db::Statistics s = db::compute_statistics(db, game_filter(req));
  return {{"games", s.games}, {"statistics", report::table_json(db::statistics_table(s))}};
}

// The chart of `adomoc stats --svg`, for the page's <img>.
void stats_chart(Routes& routes) {
  ConnectionPool& pool = routes.pool;
  get(routes, "/api/stats.svg", [&pool](const httplib::Request& req, httplib::Response& res) {
    allow_only(req, {}, true);
    const db::GameFilter filter = game_filter(req);
    db::Statistics s;
    {
      ConnectionPool::Lease db = pool.lease();
      s = db::compute_statistics(*db, filter);
    }
    send_content(res, render::stats_chart_svg(report::stats_chart_data(s, filter_words(req))),
                 "image/svg+xml; charset=utf-8");
  });
}

}  // namespace

void add_list_routes(Routes& routes) {
  get_json(routes, "/api/games", games);
  get_json(routes, "/api/players", players);
  get_json(routes, "/api/stats", stats);
  stats_chart(routes);
}

}  // namespace adomoc::server
