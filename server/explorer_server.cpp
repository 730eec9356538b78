#include "server/explorer_server.hpp"

#include <httplib.h>

#include <atomic>
#include <stdexcept>

#include "db/errors.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

namespace {

// A GET carries no body: anything larger than this is not a request of ours.
constexpr std::size_t kMaxPayloadBytes = 64 * 1024;

// cpp-httplib gives each connection a thread for as long as it is kept
// alive: with its default of 8 threads, a ninth browser tab or client
// waits until one of the first eight closes (seconds). Threads that wait
// on a socket cost no CPU; each that answers leases its own connection.
constexpr std::size_t kServerThreads = 64;

std::string shown_path(const std::string& path) { return path.size() > 100 ? path.substr(0, 100) + "..." : path; }

// The message of an error cpp-httplib found before any route ran.
std::string status_message(const httplib::Request& req, int status) {
  switch (status) {
    case 404: return "nothing at '" + shown_path(req.path) + "': see docs/serve.md for the endpoints";
    case 405: return "only GET (and HEAD) requests are answered";
    case 413: return "the request is too large";
    case 414: return "the address is too long (at most 8192 bytes)";
    default: return "bad request";
  }
}

}  // namespace

void get(Routes& routes, const std::string& pattern, Handler handler) {
  const std::string db_path = routes.pool.path();
  routes.server.Get(pattern, [handler = std::move(handler), db_path](const httplib::Request& req,
                                                                    httplib::Response& res) {
    try {
      handler(req, res);
    } catch (const RequestError& e) {
      send_error(res, e.status(), e.what());
    } catch (const db::SqliteError& e) {  // the environment: locked, unreadable, corrupt
      send_error(res, 500, db::describe(e, db_path));
    } catch (const db::PostgresError& e) {  // the server went away or refused (its message names it)
      send_error(res, 503, e.what());
    } catch (const std::exception& e) {
      send_error(res, 500, std::string("internal error: ") + e.what());
    }
  });
}

void get_json(Routes& routes, const std::string& pattern, JsonHandler handler) {
  ConnectionPool& pool = routes.pool;
  get(routes, pattern, [handler = std::move(handler), &pool](const httplib::Request& req, httplib::Response& res) {
    report::Json answer;
    {
      ConnectionPool::Lease db = pool.lease();
      answer = handler(req, *db);
    }
    send_json(res, answer);
  });
}

struct ExplorerServer::Impl {
  explicit Impl(const ServerOptions& o) : options(o), pool(o.db) {}
  ServerOptions options;
  ConnectionPool pool;
  httplib::Server http;
  std::atomic<bool> stop_asked{false};
};

ExplorerServer::ExplorerServer(const ServerOptions& options) : impl_(std::make_unique<Impl>(options)) {
  httplib::Server& http = impl_->http;
  http.set_payload_max_length(kMaxPayloadBytes);
  http.set_read_timeout(5);
  http.set_write_timeout(30);
  http.set_keep_alive_max_count(100);
  // An answer goes out in more than one write; with Nagle's algorithm the
  // second waits for the client's delayed acknowledgement, 40 ms on Linux,
  // which was every kept-alive request's latency.
  http.set_tcp_nodelay(true);
  http.new_task_queue = [] { return new httplib::ThreadPool(kServerThreads); };
  // Errors found before a route ran (no such path, too long an address)
  // get the same JSON form as the routes' own.
  const httplib::Server::HandlerWithResponse json_error = [](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
    // Every route is a GET: another method finds none, which is not "nothing there".
    if (res.status == 404 && req.method != "GET" && req.method != "HEAD") {
      res.status = 405;
      res.set_header("Allow", "GET, HEAD");
    }
    send_error(res, res.status, status_message(req, res.status));
    return httplib::Server::HandlerResponse::Handled;
  };
  http.set_error_handler(json_error);
  http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    send_error(res, 500, "internal error");
  });
  Routes routes{http, impl_->pool};
  add_page_routes(routes);
  add_explore_routes(routes);
  add_list_routes(routes);
  add_player_route(routes);
  add_event_routes(routes);
  add_game_route(routes);
  add_export_route(routes);
}

ExplorerServer::~ExplorerServer() = default;

int ExplorerServer::bind() {
  const ServerOptions& o = impl_->options;
  const int port = o.port == 0 ? impl_->http.bind_to_any_port(o.host) : impl_->http.bind_to_port(o.host, o.port) ? o.port : -1;
  if (port < 0)
    throw std::runtime_error("cannot listen on " + o.host + " port " + std::to_string(o.port) +
                             ": the address is not this machine's, or another program uses the port (--port 0 "
                             "picks a free one)");
  return port;
}

bool ExplorerServer::run() {
  const bool ended = impl_->http.listen_after_bind();
  return ended || impl_->stop_asked;
}

void ExplorerServer::stop() {
  impl_->stop_asked = true;
  impl_->http.stop();
}

}  // namespace adomoc::server
