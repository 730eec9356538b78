// /api/export.adn: stored games as a canonical archive, as `adomoc export`
// writes it, sent a few games at a time so that memory holds one batch
// whatever the number of games.
#include <httplib.h>

#include <algorithm>
#include <charconv>
#include <sstream>

#include "db/position_search.hpp"
#include "db/stored_game.hpp"
#include "parser/writer.hpp"
#include "server/request_words.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

namespace {

constexpr int kGamesPerChunk = 64;

// What the download needs between chunks: its snapshot of the database
// and where it is in the games.
struct ExportState {
  ExportState(ConnectionPool::Lease l, const db::GameFilter& filter, std::vector<std::int64_t> wanted)
      : lease(std::move(l)), ids(std::move(wanted)), games(*lease, filter, ids), writer(text) {}
  ConnectionPool::Lease lease;
  std::vector<std::int64_t> ids;
  db::StoredGames games;
  std::ostringstream text;
  parser::ArchiveWriter writer;
  parser::Game game;
};

std::vector<std::int64_t> ids_asked(const httplib::Request& req) {
  std::vector<std::int64_t> ids;
  const std::size_t count = req.get_param_value_count("id");
  for (std::size_t i = 0; i < count; ++i) {
    const std::string text = req.get_param_value("id", i);
    std::int64_t id = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (error != std::errc() || end != text.data() + text.size() || id < 1)
      throw RequestError(400, "id: expected a game id (a whole number from 1), not '" + text.substr(0, 40) + "'");
    ids.push_back(id);
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

// The games that reached the position of the request's line, by id.
std::vector<std::int64_t> ids_at_position(const httplib::Request& req, db::Database& db,
                                          const db::GameFilter& filter) {
  const report::MoveLine line = move_line(req, filter);
  std::vector<std::int64_t> ids;
  for (const db::PositionHit& hit : db::find_position(db, line.end, filter, 0))
    ids.push_back(hit.game);
  return ids;
}

// Sends the next games; false (the connection is dropped, so the client
// sees an incomplete download) when a stored game cannot be read.
bool send_games(ExportState& state, httplib::DataSink& sink) {
  try {
    bool last = false;
    for (int n = 0; n < kGamesPerChunk && !last; ++n) {
      last = !state.games.next(state.game);
      if (!last) state.writer.write(state.game);
    }
    const std::string chunk = state.text.str();
    state.text.str("");
    if (!chunk.empty() && !sink.write(chunk.data(), chunk.size())) return false;
    if (last) sink.done();
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

void export_games(const httplib::Request& req, httplib::Response& res, ConnectionPool& pool) {
  allow_only(req, {"moves", "position", "id"}, true, {"id"});
  const db::GameFilter filter = game_filter(req);
  std::vector<std::int64_t> ids = ids_asked(req);
  const bool at_position = req.has_param("moves") || req.has_param("position");
  if (at_position && !ids.empty()) throw RequestError(400, "id: give ids or a position (moves, position), not both");
  ConnectionPool::Lease lease = pool.lease();
  if (const auto missing = db::missing_games(*lease, ids); !missing.empty())
    throw RequestError(404, "no game with id " + std::to_string(missing.front()));
  if (at_position) ids = ids_at_position(req, *lease, filter);
  res.set_header("Content-Disposition", "attachment; filename=\"adomoc-games.adn\"");
  if (at_position && ids.empty()) {  // no ids would mean every game to StoredGames
    send_content(res, "", "text/plain; charset=utf-8");
    return;
  }
  auto state = std::make_shared<ExportState>(std::move(lease), filter, std::move(ids));
  add_safety_headers(res);
  res.set_chunked_content_provider("text/plain; charset=utf-8", [state](std::size_t, httplib::DataSink& sink) {
    return send_games(*state, sink);
  });
}

}  // namespace

void add_export_route(Routes& routes) {
  ConnectionPool& pool = routes.pool;
  get(routes, "/api/export.adn", [&pool](const httplib::Request& req, httplib::Response& res) {
    export_games(req, res, pool);
  });
}

}  // namespace adomoc::server
