// /api/events: the events of the games the filters keep. /api/event: one
// event's crosstable, the Table of `adomoc crosstable --format json`: a
// round-robin grid when every pair of players met, else a Swiss list by
// round; /api/event.svg its picture, as `crosstable --svg` draws it.
#include <httplib.h>

#include "db/crosstable.hpp"
#include "render/crosstable_svg.hpp"
#include "report/crosstable_picture.hpp"
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

struct EventCrosstable {
  std::string name;
  std::string layout;
  db::Table table;
};

EventCrosstable event_crosstable(const httplib::Request& req, db::Database& db) {
  const db::GameFilter filter = game_filter(req);
  if (!filter.event || filter.event->empty())
    throw RequestError(400, "event: the event's name is missing (event=...)");
  const std::string name = event_named(db, *filter.event);
  const db::EventResults results = db::read_event(db, name, filter);
  const bool grid = results.crosstable.every_pair_met;
  return {name, grid ? "grid" : "swiss", grid ? db::crosstable_grid(results) : db::crosstable_swiss(results)};
}

Json event(const httplib::Request& req, db::Database& db) {
  allow_only(req, {}, true);
  const EventCrosstable e = event_crosstable(req, db);
  // The columns in their order: a browser orders an object's keys that
  // look like numbers ("1", "2", ...) first.
  return {{"event", e.name},
          {"layout", e.layout},
          {"columns", e.table.columns},
          {"crosstable", report::table_json(e.table)}};
}

constexpr std::int64_t kEventsPerPage = 100;

Json events(const httplib::Request& req, db::Database& db) {
  allow_only(req, {"offset", "limit"}, true);
  const Page p = page(req, kEventsPerPage);
  db::Table t = db::event_list(db, game_filter(req));
  const auto total = std::ssize(t.rows);
  const bool more = keep_page(t, p, 0);
  return {{"total", total}, {"offset", p.offset}, {"limit", p.limit}, {"more", more},
          {"events", report::table_json(t)}};
}

void event_picture(Routes& routes) {
  ConnectionPool& pool = routes.pool;
  get(routes, "/api/event.svg", [&pool](const httplib::Request& req, httplib::Response& res) {
    allow_only(req, {}, true);
    EventCrosstable e;
    {
      ConnectionPool::Lease db = pool.lease();
      e = event_crosstable(req, *db);
    }
    send_content(res, render::crosstable_svg(report::crosstable_picture(e.table, e.name, e.layout)),
                 "image/svg+xml; charset=utf-8");
  });
}

}  // namespace

void add_event_routes(Routes& routes) {
  get_json(routes, "/api/events", events);
  get_json(routes, "/api/event", event);
  event_picture(routes);
}

}  // namespace adomoc::server
