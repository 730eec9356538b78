// /api/explore: a position with everything the page shows about it; and
// /api/position: further pages of the games that reached it.
#include <httplib.h>

#include "db/opening_summary.hpp"
#include "db/position_search.hpp"
#include "db/queries.hpp"
#include "report/table_json.hpp"
#include "server/position_answer.hpp"
#include "server/request_words.hpp"
#include "server/routes.hpp"
#include "validator/notation.hpp"

namespace adomoc::server {

namespace {

using report::Json;

constexpr std::int64_t kGamesPerExplorerPage = 20;

// Outcomes of every game that reached the position, as `openings` counts
// them: light's score over decided games, average length in plies.
Json totals_json(const db::OpeningCounts& c) {
  const auto& r = c.by_result;
  const auto score = db::score_percent(r[0], r[2], c.games - r[3]);
  return {{"games", c.games},
          {"light_wins", r[0]},
          {"dark_wins", r[1]},
          {"draws", r[2]},
          {"unfinished", r[3]},
          {"light_score", score ? report::cell_json(*score) : Json()},
          {"avg_plies", c.games ? report::cell_json(static_cast<double>(c.plies) / static_cast<double>(c.games))
                                : Json()}};
}

// The games that reached the line's end (at any ply, in any move order):
// {"total", "offset", "limit", "rows"}, rows as `adomoc position` gives
// them, in game id order.
Json games_json(db::Database& db, const report::MoveLine& line, const db::PositionAnswer& found, const Page& page) {
  return {{"total", found.totals.games},
          {"offset", page.offset},
          {"limit", page.limit},
          {"rows", report::table_json(db::position_table(db, line.end, found))}};
}

db::PositionAnswer search(db::Database& db, const db::GameFilter& filter, const report::MoveLine& line,
                          const Page& page) {
  return db::answer_position(db, line.end, filter, {1, page.offset, page.limit});
}

Json explore(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"moves", "position", "offset", "limit"}, true);
  const db::GameFilter filter = game_filter(req);
  const report::MoveLine line = move_line(req, filter);
  const Page page = server::page(req, kGamesPerExplorerPage);
  Json answer = Json::object();
  answer["variant"] = std::string(variant_name(line.start.variant()));
  answer["start"] = line.from_initial ? Json() : Json(position_text(line.start));
  answer["first_ply"] = first_ply(line);
  answer["moves"] = numbered_moves(line);
  answer["line"] = line_json(line);
  add_position(answer, line);
  // One search: the totals, every move played from here in the stored
  // games (transpositions merged) and the page of games.
  const db::PositionAnswer found = search(db, filter, line, page);
  answer["totals"] = totals_json(found.totals);
  answer["continuations"] = report::table_json(db::continuation_table(found.continuations, line.end));
  answer["games"] = games_json(db, line, found, page);
  return answer;
}

Json position(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"moves", "position", "offset", "limit"}, true);
  const db::GameFilter filter = game_filter(req);
  const report::MoveLine line = move_line(req, filter);
  const Page games_page = page(req, kGamesPerExplorerPage);
  Json answer = games_json(db, line, search(db, filter, line, games_page), games_page);
  answer["position"] = position_text(line.end);
  return answer;
}

}  // namespace

void add_explore_routes(Routes& routes) {
  get_json(routes, "/api/explore", explore);
  get_json(routes, "/api/position", position);
}

}  // namespace adomoc::server
