// The explorer's server for the API tests: started in the test program on
// a free port of 127.0.0.1 over a database that the adomoc program imports
// (from the hand-counted five games, the samples, or hostile names), and
// asked over HTTP as a browser would ask it.
#pragma once

#include <httplib.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "cli/run.hpp"
#include "server/explorer_server.hpp"

namespace adomoc::test {

using nlohmann::json;

struct Answer {
  int status = 0;
  std::string body;
  httplib::Headers headers;
  std::string header(const std::string& name) const {
    const auto at = headers.find(name);
    return at == headers.end() ? "" : at->second;
  }
  // The body read as JSON (a parse failure fails the test).
  json parsed() const {
    json value = json::parse(body, nullptr, false);
    EXPECT_FALSE(value.is_discarded()) << body.substr(0, 300);
    return value;
  }
};

// "%5E" for '^', "+" for ' ': a parameter value as a form would send it.
inline std::string encoded(const std::string& text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (const unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') out += static_cast<char>(c);
    else if (c == ' ') out += '+';
    else out += std::string("%") + hex[c >> 4] + hex[c & 15];
  }
  return out;
}

class TestServer {
 public:
  explicit TestServer(const std::string& db) : server_({db, "127.0.0.1", 0}) {
    port_ = server_.bind();
    thread_ = std::thread([this] { server_.run(); });
  }
  ~TestServer() {
    server_.stop();
    thread_.join();
  }
  TestServer(const TestServer&) = delete;
  TestServer& operator=(const TestServer&) = delete;

  int port() const { return port_; }

  // `target` is sent as written: path and query, already encoded.
  Answer get(const std::string& target) const {
    httplib::Client client("127.0.0.1", port_);
    client.set_url_encode(false);
    client.set_read_timeout(60);
    auto result = client.Get(target);
    Answer answer;
    if (!result) {
      ADD_FAILURE() << "no answer to " << target.substr(0, 200) << ": " << httplib::to_string(result.error());
      return answer;
    }
    answer.status = result->status;
    answer.body = result->body;
    answer.headers = result->headers;
    return answer;
  }

  // GET, expecting 200 and JSON.
  json ask(const std::string& target) const {
    const Answer a = get(target);
    EXPECT_EQ(a.status, 200) << target << ": " << a.body.substr(0, 300);
    return a.parsed();
  }

 private:
  server::ExplorerServer server_;
  int port_ = 0;
  std::thread thread_;
};

// A database made once per test program by `adomoc import` from `archives`.
inline std::string imported_database(const std::string& name, const std::vector<std::string>& archives) {
  const std::string path = (scratch_dir() / name).string();
  remove_database(path);
  std::string args = "import --db '" + path + "'";
  for (const std::string& a : archives) args += " '" + a + "'";
  const Run run = adomoc(args);
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

inline const std::string kFiveGames = std::string(ADOMOC_TEST_DATA) + "/db/cases/five-games.adn";

// Tags (and a comment) a page must show as text, never run: a script element, an attribute
// breaking out into an image whose error handler runs script, a quote.
inline const std::string kScriptEvent = "<script>alert(1)</script>";
inline const std::string kImageLight = "\"><img src=x onerror=alert(1)>";

inline std::string hostile_archive() {
  return write_temp("hostile-tags.adn", "[Event \"" + std::string("<script>alert(1)</script>") +
                                            "\"]\n[Light \"\\\"><img src=x onerror=alert(1)>\"]\n"
                                            "[Dark \"O'Brien & Sons\"]\n[Result \"*\"]\n\n"
                                            "1. F^c3c5 {<script>alert(1)</script>} F^h3h5\n");
}

// The databases and servers the suites share, each made on first use.
inline const std::string& five_games_db() {
  static const std::string path = imported_database("five.db", {kFiveGames});
  return path;
}
inline const std::string& samples_db() {
  static const std::string path = imported_database("samples.db", {ADOMOC_SAMPLES});
  return path;
}
// The samples' database as the program's option, for answers compared with the program's.
inline std::string samples_db_option() { return " --db '" + samples_db() + "'"; }
inline TestServer& five_games_server() {
  static TestServer server(five_games_db());
  return server;
}
inline TestServer& samples_server() {
  static TestServer server(samples_db());
  return server;
}
inline TestServer& hostile_server() {
  static TestServer server(imported_database("hostile.db", {hostile_archive()}));
  return server;
}

// What a query command prints with --format json, read back.
inline json cli_json(const std::string& args) {
  const Run run = adomoc(args + " --format json");
  EXPECT_EQ(run.status, 0) << args << ": " << run.err;
  return json::parse(run.out, nullptr, false);
}

}  // namespace adomoc::test
