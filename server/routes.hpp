// How routes are added: each group of routes has its own file and adds
// itself to the server; the answer wrapper turns what a handler throws
// into the JSON error every route gives.
#pragma once

#include <functional>
#include <string>

#include "db/database.hpp"
#include "report/json_text.hpp"
#include "server/connection_pool.hpp"

namespace httplib {
class Server;
struct Request;
struct Response;
}  // namespace httplib

namespace adomoc::server {

struct Routes {
  httplib::Server& server;
  ConnectionPool& pool;
};

using JsonHandler = std::function<report::Json(const httplib::Request&, db::Database&)>;
using Handler = std::function<void(const httplib::Request&, httplib::Response&)>;

// GET `pattern` (a regular expression on the path, as cpp-httplib takes
// it) answered with JSON: the handler reads the request and asks the
// database through a leased read-only connection (one snapshot).
void get_json(Routes& routes, const std::string& pattern, JsonHandler handler);
// GET `pattern` with any answer; errors thrown still become JSON errors.
void get(Routes& routes, const std::string& pattern, Handler handler);

void add_explore_routes(Routes& routes);  // /api/explore, /api/position
void add_list_routes(Routes& routes);     // /api/games, /api/players, /api/stats, /api/stats.svg
void add_player_route(Routes& routes);    // /api/player
void add_event_routes(Routes& routes);    // /api/events, /api/event, /api/event.svg
void add_game_route(Routes& routes);      // /api/game/{id}
void add_export_route(Routes& routes);    // /api/export.adn
void add_page_routes(Routes& routes);     // /, /app.js, /app.css

}  // namespace adomoc::server
