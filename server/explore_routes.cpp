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

constexpr std::int64_t kGamesPerPage = 20;

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
// them, in game id order; and their outcomes in `totals`.
Json games_at(db::Database& db, const db::GameFilter& filter, const report::MoveLine& line, const Page& page,
              Json* totals) {
  const db::MovePrefix prefix = line.prefix();
  db::OpeningCounts counts;
  for (const db::PositionHit& hit : db::find_position(db, line.end, filter, 0, prefix.moves).hits)
    counts.add(hit.result, hit.plies);
  // The query has no offset: the rows before the page are read and dropped
  // (offsets are bounded by kMaxOffset).
  db::Table rows = db::position_games(db, filter, line.end, page.offset + page.limit, prefix.moves);
  rows.rows.erase(rows.rows.begin(), rows.rows.begin() + std::min<std::ptrdiff_t>(page.offset, std::ssize(rows.rows)));
  if (totals) *totals = totals_json(counts);
  return {{"total", counts.games}, {"offset", page.offset}, {"limit", page.limit}, {"rows", report::table_json(rows)}};
}

Json explore(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"moves", "position", "offset", "limit"}, true);
  const db::GameFilter filter = game_filter(req);
  const report::MoveLine line = move_line(req, filter);
  const Page page = server::page(req, kGamesPerPage);
  Json answer = Json::object();
  answer["variant"] = std::string(variant_name(line.start.variant()));
  answer["start"] = line.from_initial ? Json() : Json(position_text(line.start));
  answer["first_ply"] = first_ply(line);
  answer["moves"] = numbered_moves(line);
  answer["line"] = line_json(line);
  add_position(answer, line);
  Json totals;
  Json games = games_at(db, filter, line, page, &totals);
  answer["totals"] = std::move(totals);
  // Every move played from here in the stored games, transpositions merged.
  answer["continuations"] = report::table_json(db::opening_tree(db, filter, line.prefix(), 1, true));
  answer["games"] = std::move(games);
  return answer;
}

Json position(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"moves", "position", "offset", "limit"}, true);
  const db::GameFilter filter = game_filter(req);
  const report::MoveLine line = move_line(req, filter);
  Json answer = games_at(db, filter, line, page(req, kGamesPerPage), nullptr);
  answer["position"] = position_text(line.end);
  return answer;
}

}  // namespace

void add_explore_routes(Routes& routes) {
  get_json(routes, "/api/explore", explore);
  get_json(routes, "/api/position", position);
}

}  // namespace adomoc::server
