// adomoc serve: the database in a browser. The server is the server
// library's; this reads the options, opens the database as every query
// command does (refusing an older schema: `adomoc upgrade` first), prints the address and
// serves until Ctrl-C or SIGTERM.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/query_options.hpp"
#include "server/explorer_server.hpp"
#include "server/stop_on_signal.hpp"

namespace adomoc::cli {

namespace {

// "http://127.0.0.1:8040/", "http://[::1]:8040/".
std::string address(const std::string& host, int port) {
  const bool ipv6 = host.find(':') != std::string::npos;
  return "http://" + (ipv6 ? "[" + host + "]" : host) + ":" + std::to_string(port) + "/";
}

int run_serve(server::ServerOptions o) {
  return run_query("serve", [&] {
    o.db = database_path(o.db);
    open_for_queries(o.db);  // exists, is a database, at this adomoc's schema
    server::ExplorerServer explorer(o);
    const int port = explorer.bind();
    // Blocked before the server starts its threads, so only the waiter gets them.
    server::StopOnSignal on_signal([&explorer] { explorer.stop(); });
    std::cout << "adomoc serve: " << address(o.host, port) << " (" << db::shown_database(o.db) << ", read-only); Ctrl-C stops"
              << std::endl;
    const bool stopped = explorer.run();
    if (!stopped) {
      std::cerr << "adomoc serve: the server stopped unexpectedly\n";
      return kUsage;
    }
    std::cout << "adomoc serve: stopped" << std::endl;
    return kOk;
  });
}

}  // namespace

void setup_serve(CLI::App& app, int& status) {
  auto o = std::make_shared<server::ServerOptions>();
  CLI::App* sub =
      app.add_subcommand("serve", "Explore the database in a web browser: a local page and a JSON API (read-only)");
  add_database_option(*sub, o->db);
  sub->add_option("--host", o->host, "Address to listen on (another machine's browser needs 0.0.0.0)")
      ->default_str("127.0.0.1");
  sub->add_option("--port", o->port, "Port to listen on; 0 picks a free one (printed)")
      ->check(CLI::Range(0, 65535))
      ->default_str("8040");
  sub->callback([o, &status] { status = run_serve(*o); });
}

}  // namespace adomoc::cli
