// /api/games, /api/players, /api/stats: the answers of `adomoc games`,
// `players` and `stats --format json`, with the same filters.
#include <httplib.h>

#include "db/queries.hpp"
#include "db/statistics.hpp"
#include "report/table_json.hpp"
#include "server/request_words.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

namespace {

using report::Json;

constexpr std::int64_t kGamesPerPage = 50;

// {"offset", "limit", "more", "rows"}: one row more than the page is read
// to tell whether another page follows.
Json games(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"moves", "offset", "limit"}, true);
  const db::GameFilter filter = game_filter(req);
  const report::MoveLine line = move_line(req, filter);
  const Page p = page(req, kGamesPerPage);
  db::Table t = db::list_games(db, filter, line.prefix(), p.offset + p.limit + 1);
  t.rows.erase(t.rows.begin(), t.rows.begin() + std::min<std::ptrdiff_t>(p.offset, std::ssize(t.rows)));
  const bool more = std::ssize(t.rows) > p.limit;
  if (more) t.rows.resize(static_cast<std::size_t>(p.limit));
  return {{"offset", p.offset}, {"limit", p.limit}, {"more", more}, {"rows", report::table_json(t)}};
}

Json players(const httplib::Request& req, db::Database& db) {
  allow_only(req, {}, true);
  return {{"players", report::table_json(db::player_records(db, game_filter(req)))}};
}

Json stats(const httplib::Request& req, db::Database& db) {
  allow_only(req, {}, true);
  const db::Statistics s = db::compute_statistics(db, game_filter(req));
  return {{"games", s.games}, {"statistics", report::table_json(db::statistics_table(s))}};
}

}  // namespace

void add_list_routes(Routes& routes) {
  get_json(routes, "/api/games", games);
  get_json(routes, "/api/players", players);
  get_json(routes, "/api/stats", stats);
}

}  // namespace adomoc::server
