// Bad requests get a JSON error with 400 or 404 (414 for an address too
// long to read), never a crash or a hang, and the server goes on serving.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::encoded;
using test::five_games_server;
using test::json;

void expect_error(const std::string& target, int status, const std::string& message) {
  const test::Answer a = five_games_server().get(target);
  EXPECT_EQ(a.status, status) << target;
  EXPECT_EQ(a.header("Content-Type"), "application/json; charset=utf-8") << target;
  const json body = a.parsed();
  ASSERT_TRUE(body.is_object() && body.contains("error")) << a.body;
  EXPECT_NE(body["error"].get<std::string>().find(message), std::string::npos) << target << ": " << body["error"];
  EXPECT_EQ(body.size(), 1u);
}

void expect_still_serving() { EXPECT_EQ(five_games_server().ask("/api/explore")["totals"]["games"], 5); }

TEST(Errors, UnknownAndIllegalMoves) {
  expect_error("/api/explore?moves=" + encoded("F^c3c6 Fa3a9"), 400,
               "moves, character 8: ply 2: Fa3a9: the light foot on a3 is light's, but it is dark's turn "
               "[side-to-move]");
  expect_error("/api/explore?moves=" + encoded("hello"), 400, "moves, character 1: ply 1: hello: ");
  expect_error("/api/games?moves=" + encoded("F^c3c9*"), 400, "moves, character 1: ply 1: F^c3c9*: ");
  expect_error("/api/position?moves=" + encoded("F^c3c6 F^h3h6 Fzz"), 400,
               "moves, character 15: ply 3: Fzz: expected a space such as c3 after 'F'");
  std::string long_line;
  for (int i = 0; i < 2001; ++i) long_line += "F ";
  expect_error("/api/explore?moves=" + encoded(long_line), 400, "2001 moves; at most 2000");
  expect_still_serving();
}

// What is wrong with a move is said in the words `adomoc show --moves` uses:
// the ply, the move and the rule it breaks, or what its notation lacks.
TEST(Errors, AnIllegalMoveIsExplainedAsTheCommandLineExplainsIt) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"F^c3c6 Fa3a9", "ply 2: Fa3a9: "}, {"F^c3c6 F^h3h6 F^c6c9", "ply 3: F^c6c9: "}, {"F^c3c6 Fq3", "Fq3: "}};
  for (const auto& [moves, from] : cases) {
    const test::Run cli = test::adomoc("show --moves '" + moves + "'");
    const std::string error = five_games_server().get("/api/explore?moves=" + encoded(moves)).parsed()["error"];
    const std::size_t at = error.find(from);
    ASSERT_NE(at, std::string::npos) << error;
    // A rule broken: the ply, the move, the reason; a misspelling: the reason.
    const std::string words = from.starts_with("ply") ? error.substr(at) : error.substr(at + from.size());
    EXPECT_NE(cli.err.find(words), std::string::npos) << moves << "\nserver: " << error << "\ncli: " << cli.err;
  }
}

TEST(Errors, MalformedPositionText) {
  expect_error("/api/explore?position=" + encoded("SSS^SS/xyz"), 400, "position, character ");
  expect_error("/api/position?position=" + encoded("10/10/10/10/10/10/10/10/- q -"), 400, "position, character ");
  expect_still_serving();
}

TEST(Errors, PagesOutOfBounds) {
  for (const char* target : {"/api/games?limit=-1", "/api/games?limit=0", "/api/explore?limit=501",
                             "/api/position?limit=two", "/api/games?limit=1e3"})
    expect_error(target, 400, "limit: expected a whole number from 1 to 500");
  // An empty value is no value: the default.
  for (const char* target : {"/api/players?offset=-5", "/api/position?offset=100001",
                             "/api/explore?offset=99999999999999999999999"})
    expect_error(target, 400, "offset: expected a whole number from 0 to 100000");
  // SQL pages the stored games: any offset up to 10^18 is a page.
  for (const char* target : {"/api/games?offset=-5", "/api/games?offset=1000000000000000001"})
    expect_error(target, 400, "offset: expected a whole number from 0 to 1000000000000000000");
  expect_error("/api/players?limit=-1", 400, "limit: expected a whole number from 1 to 500");
  expect_still_serving();
}

TEST(Errors, BadFiltersNameTheParameter) {
  expect_error("/api/games?variant=chess", 400, "variant: unknown variant 'chess'");
  expect_error("/api/explore?result=2-0", 400, "result: ");
  expect_error("/api/players?termination=won", 400, "termination: ");
  expect_error("/api/stats?since=yesterday", 400, "since: ");
  expect_error("/api/games?until=tomorrow", 400, "until: ");
  expect_error("/api/explore?plyer=Ann", 400, "unknown parameter 'plyer'");
  expect_error("/api/games?player=Ann&player=Bob", 400, "parameter 'player' given more than once");
  expect_error("/api/players?moves=F", 400, "unknown parameter 'moves'");
  expect_error("/api/stats.svg?variant=chess", 400, "variant: unknown variant 'chess'");
  expect_error("/api/stats.svg?offset=1", 400, "unknown parameter 'offset'");
  expect_error("/api/player?name=A.+Tremblay&result=2-0", 400, "result: ");
  expect_error("/api/player?name=A.+Tremblay&moves=F", 400, "unknown parameter 'moves'");
  expect_error("/api/explore?" + std::string(1000, 'x') + "=1", 400, "unknown parameter '" + std::string(40, 'x') + "...'");
  expect_still_serving();
}

TEST(Errors, UnknownPathsAreNotFound) {
  for (const char* target : {"/api/nothing", "/api", "/api/explore/", "/app.js.map", "/index.html",
                             "/%2e%2e/%2e%2e/etc/passwd", "/api/../../etc/passwd", "/..", "/favicon.ico"})
    expect_error(target, 404, "nothing at '");
  expect_still_serving();
}

// A raw request over a socket, as a client that is not a browser may send
// it; the answer is read up to the end of its body (Content-Length), as
// the server may keep the connection open after it.
std::string raw_request(const std::string& request) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(five_games_server().port()));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    ::close(fd);
    return "";
  }
  for (std::size_t sent = 0; sent < request.size();) {
    const ssize_t n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  std::string answer;
  char buffer[4096];
  const auto complete = [&answer] {
    const std::size_t head = answer.find("\r\n\r\n");
    if (head == std::string::npos) return false;
    const std::size_t length_at = answer.find("Content-Length: ");
    if (length_at == std::string::npos || length_at > head) return true;
    return answer.size() >= head + 4 + std::stoul(answer.substr(length_at + 16));
  };
  for (ssize_t n; !complete() && (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;)
    answer.append(buffer, static_cast<std::size_t>(n));
  ::close(fd);
  return answer;
}

TEST(Errors, ATenMegabyteQueryIsRefusedAndTheServerGoesOn) {
  const std::string answer =
      raw_request("GET /api/explore?moves=" + std::string(10 * 1024 * 1024, 'a') + " HTTP/1.1\r\nHost: x\r\n\r\n");
  EXPECT_EQ(answer.rfind("HTTP/1.1 414 ", 0), 0u) << answer.substr(0, 200);
  EXPECT_NE(answer.find("{\"error\":\"the address is too long (at most 8192 bytes)\"}"), std::string::npos) << answer;
  expect_still_serving();
}

TEST(Errors, ABodyOrAnotherMethodIsNotAnswered) {
  const std::string post = raw_request("POST /api/explore HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc");
  EXPECT_EQ(post.rfind("HTTP/1.1 405 ", 0), 0u) << post.substr(0, 200);
  EXPECT_NE(post.find("{\"error\":\"only GET (and HEAD) requests are answered\"}"), std::string::npos) << post;
  const std::string garbage = raw_request("\x01\x02 nonsense\r\n\r\n");
  EXPECT_EQ(garbage.rfind("HTTP/1.1 400 ", 0), 0u) << garbage.substr(0, 200);
  // Above the 64 KB a request may carry (a GET carries none).
  const std::string huge_body = raw_request("POST /api/explore HTTP/1.1\r\nHost: x\r\nContent-Length: 70000\r\n\r\n" +
                                            std::string(70000, 'x'));
  EXPECT_EQ(huge_body.rfind("HTTP/1.1 413 ", 0), 0u) << huge_body.substr(0, 200);
  expect_still_serving();
}

}  // namespace
}  // namespace adomoc
