// What every answer of the server carries: JSON with the headers that keep
// a browser from guessing, sniffing or sending the address elsewhere, and
// errors as {"error": "..."} with their status.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "report/json_text.hpp"

namespace httplib {
struct Response;
}

namespace adomoc::server {

// A request the server cannot answer as asked: 400 (bad parameters) or
// 404 (nothing there). Thrown by the request readers and handlers, turned
// into the JSON error by the route wrapper; never a failure of the server.
class RequestError : public std::runtime_error {
 public:
  RequestError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

void send_json(httplib::Response& res, const report::Json& body, int status = 200);
void send_error(httplib::Response& res, int status, std::string_view message);
// The headers every answer carries (the page's Content-Security-Policy,
// no sniffing, no referrer, no caching).
void add_safety_headers(httplib::Response& res);
// Any content, with the same safety headers.
void send_content(httplib::Response& res, std::string body, std::string_view content_type);

// The Content-Security-Policy of the page: its script and style only from
// the server itself, pictures also as data: addresses, answers only from
// the server, nothing else from anywhere.
inline constexpr std::string_view kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

}  // namespace adomoc::server
