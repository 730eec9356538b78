// /api/event: one event's crosstable, the Table of `adomoc crosstable
// --format json`: a round-robin grid when every pair of players met, else
// a Swiss list by round.
#include <httplib.h>

#include "db/crosstable.hpp"
#include "report/table_json.hpp"
#include "server/request_words.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

namespace {

using report::Json;

// The event `event=` names, as `crosstable --event` finds it; its message
// otherwise, with the parameter named as the address spells it. No event
// of that name is a 404, a name that fits several a 400.
std::string event_named(db::Database& db, const std::string& text) {
  const auto event = db::find_event(db, text);
  if (event) return *event;
  const std::string message = event.error().starts_with("--") ? event.error().substr(2) : event.error();
  throw RequestError(message.find("no event's name contains") != std::string::npos ? 404 : 400, message);
}

Json event(const httplib::Request& req, db::Database& db) {
  allow_only(req, {}, true);
  const db::GameFilter filter = game_filter(req);
  if (!filter.event || filter.event->empty())
    throw RequestError(400, "event: the event's name is missing (event=...)");
  const std::string name = event_named(db, *filter.event);
  const db::EventResults results = db::read_event(db, name, filter);
  const bool grid = results.crosstable.every_pair_met;
  return {{"event", name},
          {"layout", grid ? "grid" : "swiss"},
          {"crosstable", report::table_json(grid ? db::crosstable_grid(results) : db::crosstable_swiss(results))}};
}

}  // namespace

void add_event_route(Routes& routes) { get_json(routes, "/api/event", event); }

}  // namespace adomoc::server
