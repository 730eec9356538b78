// /api/player: one player's page: the record by colour (the player's row
// of `adomoc players`), the rating (the player's row of `adomoc ratings`)
// and the record against each opponent.
#include <httplib.h>

#include "db/player_opponents.hpp"
#include "db/queries.hpp"
#include "db/ratings.hpp"
#include "report/rating_json.hpp"
#include "report/table_json.hpp"
#include "server/request_words.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

namespace {

using report::Json;

// The player's row among the records of the games the filter keeps, as
// JSON; null when the player has none of them.
Json record_of(db::Database& db, const db::GameFilter& filter, const std::string& name) {
  db::GameFilter theirs = filter;
  // Only the player's games matter (their records hold the player's row and
  // the opponents'); a filter on another player keeps their games together.
  if (!theirs.player) theirs.player = name;
  const db::Table records = db::player_records(db, theirs);
  for (std::size_t r = 0; r < records.rows.size(); ++r)
    if (std::get<std::string>(records.rows[r][0]) == name) {
      db::Table one{records.columns, {records.rows[r]}, {}};
      return report::table_json(one)[0];
    }
  return Json();
}

// The player's row of `adomoc ratings` under the same filters (every
// player's games count: a rating is relative to the others'); its status
// says why there is no rating ("unconnected", "one-sided"). Only the
// status "no games" when the player has no decided or drawn game kept.
Json rating_of(const db::Table& ratings, const std::string& name) {
  for (const std::vector<db::Cell>& row : ratings.rows)
    if (std::get<std::string>(row[1]) == name) return report::table_json(db::Table{ratings.columns, {row}, {}})[0];
  return {{"player", name}, {"status", "no games"}};
}

Json player(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"name"}, true);
  const std::string name = param(req, "name");
  if (name.empty()) throw RequestError(400, "name: the player's name is missing (name=...)");
  const db::GameFilter filter = game_filter(req);
  Json record = record_of(db, filter, name);
  if (record.is_null())
    throw RequestError(404, filter.empty() ? "no stored game of player '" + name + "'"
                                           : "no game of player '" + name + "' passes the filters");
  const auto ratings = db::rate_players(db, filter, std::nullopt);
  return {{"player", name},
          {"record", std::move(record)},
          {"rating", rating_of(ratings ? ratings->table : db::Table{}, name)},
          {"rating_model", ratings ? report::rating_model_json(ratings->model) : Json()},
          {"opponents", report::table_json(db::opponent_records(db, filter, name))}};
}

}  // namespace

void add_player_route(Routes& routes) { get_json(routes, "/api/player", player); }

}  // namespace adomoc::server
