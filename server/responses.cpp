#include "server/responses.hpp"

#include <httplib.h>

namespace adomoc::server {

void add_safety_headers(httplib::Response& res) {
  res.set_header("Content-Security-Policy", std::string(kContentSecurityPolicy));
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Referrer-Policy", "no-referrer");
  // Answers change when the database does (an import beside the server).
  res.set_header("Cache-Control", "no-store");
}

void send_content(httplib::Response& res, std::string body, std::string_view content_type) {
  add_safety_headers(res);
  res.set_content(std::move(body), std::string(content_type).c_str());
}

void send_json(httplib::Response& res, const report::Json& body, int status) {
  res.status = status;
  send_content(res, report::json_text(body) + "\n", "application/json; charset=utf-8");
}

void send_error(httplib::Response& res, int status, std::string_view message) {
  report::Json body = report::Json::object();
  body["error"] = std::string(message);
  send_json(res, body, status);
}

}  // namespace adomoc::server
