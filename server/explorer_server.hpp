// adomoc serve's server: one page and a JSON API over a database, read
// only, on one address (127.0.0.1 unless told otherwise). docs/serve.md
// lists what it answers.
#pragma once

#include <memory>
#include <string>

namespace adomoc::server {

struct ServerOptions {
  std::string db;  // an existing database at the current schema version
  std::string host = "127.0.0.1";
  int port = 8040;  // 0: any free port
};

class ExplorerServer {
 public:
  // Opens the database read-only (SqliteError when it cannot be read).
  explicit ExplorerServer(const ServerOptions& options);
  ~ExplorerServer();
  ExplorerServer(const ExplorerServer&) = delete;
  ExplorerServer& operator=(const ExplorerServer&) = delete;

  // Binds the address and returns the port it listens on (the free one
  // picked for port 0). From here on connections wait in the queue until
  // run() answers them. Throws std::runtime_error when it cannot bind.
  int bind();
  // Answers requests on this thread (and the server's own pool of
  // threads) until stop(); true when it stopped because it was asked to.
  bool run();
  // Stops run() from any thread; not from a signal handler.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace adomoc::server
