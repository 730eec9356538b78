// /, /app.js, /app.css: the page and its two assets, made once.
#include <httplib.h>

#include <filesystem>

#include "server/page.hpp"
#include "server/responses.hpp"
#include "server/routes.hpp"

namespace adomoc::server {

void add_page_routes(Routes& routes) {
  // The page names the database by its file name only: the folders it
  // lies in are nobody's business but the user's.
  auto page = std::make_shared<const std::string>(
      page_html(std::filesystem::path(routes.pool.path()).filename().string()));
  get(routes, "/", [page](const httplib::Request&, httplib::Response& res) {
    send_content(res, *page, "text/html; charset=utf-8");
  });
  get(routes, "/app.js", [](const httplib::Request&, httplib::Response& res) {
    send_content(res, std::string(kPageScript), "text/javascript; charset=utf-8");
  });
  get(routes, "/app.css", [](const httplib::Request&, httplib::Response& res) {
    send_content(res, std::string(kPageStyle), "text/css; charset=utf-8");
  });
}

}  // namespace adomoc::server
