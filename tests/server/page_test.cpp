// The page and its assets: self-contained (nothing from elsewhere), under a
// Content-Security-Policy that forbids inline script, and hostile tag
// values that come back in the answers as data, escaped.
#include <gtest/gtest.h>

#include <cctype>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::encoded;
using test::hostile_server;
using test::json;

// An attribute " onclick=", " onerror=", ...: script inline in the markup.
bool has_event_handler(const std::string& page) {
  for (std::size_t at = page.find(" on"); at != std::string::npos; at = page.find(" on", at + 1)) {
    std::size_t end = at + 3;
    while (end < page.size() && std::islower(static_cast<unsigned char>(page[end]))) ++end;
    if (end > at + 3 && end < page.size() && page[end] == '=') return true;
  }
  return false;
}

TEST(Page, ThePageScriptAndStyleAreServed) {
  const test::Answer page = hostile_server().get("/");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.header("Content-Type"), "text/html; charset=utf-8");
  EXPECT_NE(page.body.find("<script src=\"/app.js\" defer></script>"), std::string::npos);
  EXPECT_NE(page.body.find("<link rel=\"stylesheet\" href=\"/app.css\">"), std::string::npos);
  EXPECT_NE(page.body.find("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"adomoc-board\""), std::string::npos);
  EXPECT_EQ(hostile_server().get("/app.js").header("Content-Type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(hostile_server().get("/app.css").header("Content-Type"), "text/css; charset=utf-8");
}

TEST(Page, NothingIsFetchedFromElsewhereAndNoScriptIsInline) {
  const std::string page = hostile_server().get("/").body;
  const std::string script = hostile_server().get("/app.js").body;
  const std::string style = hostile_server().get("/app.css").body;
  for (const std::string& text : {page, script, style}) {
    EXPECT_EQ(text.find("http://"), text.find("http://www.w3.org/"));  // only the SVG namespace
    EXPECT_EQ(text.find("https://"), std::string::npos);
    EXPECT_EQ(text.find("//cdn"), std::string::npos);
  }
  // One script element, empty, with a src: nothing inline to run.
  EXPECT_EQ(page.find("<script"), page.rfind("<script"));
  EXPECT_FALSE(has_event_handler(page)) << "an inline event handler";
  EXPECT_EQ(script.find("innerHTML"), std::string::npos);
  EXPECT_EQ(script.find("eval("), std::string::npos);
}

TEST(Page, EveryAnswerCarriesTheSecurityHeaders) {
  for (const char* target : {"/", "/app.js", "/api/explore", "/api/nothing", "/api/games?limit=0"}) {
    const test::Answer a = hostile_server().get(target);
    const std::string csp = a.header("Content-Security-Policy");
    EXPECT_NE(csp.find("default-src 'none'"), std::string::npos) << target;
    EXPECT_NE(csp.find("script-src 'self'"), std::string::npos) << target;
    EXPECT_EQ(csp.find("unsafe-inline"), std::string::npos) << target;
    EXPECT_NE(csp.find("img-src 'self' data:"), std::string::npos) << target;
    EXPECT_EQ(a.header("X-Content-Type-Options"), "nosniff") << target;
    EXPECT_EQ(a.header("Referrer-Policy"), "no-referrer") << target;
  }
}

TEST(Page, HostileTagsAreDataInTheAnswers) {
  const test::Answer a = hostile_server().get("/api/explore?moves=" + encoded("F^c3c5"));
  // No markup character anywhere in the text: every one is escaped.
  EXPECT_EQ(a.body.find_first_of("<>&"), std::string::npos);
  const json body = a.parsed();
  ASSERT_EQ(body["games"]["rows"].size(), 1u);
  const json& row = body["games"]["rows"][0];
  EXPECT_EQ(row["event"], test::kScriptEvent);
  EXPECT_EQ(row["light"], test::kImageLight);
  EXPECT_EQ(row["dark"], "O'Brien & Sons");
  EXPECT_NE(a.body.find("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"), std::string::npos);
  const json game = hostile_server().ask("/api/game/1");
  EXPECT_EQ(game["tags"][0], (json{{"name", "Event"}, {"value", test::kScriptEvent}}));
  EXPECT_EQ(game["plies"][1]["comment"], test::kScriptEvent);
  EXPECT_EQ(hostile_server().get("/api/game/1").body.find_first_of("<>&"), std::string::npos);
  EXPECT_EQ(hostile_server().ask("/api/players")["players"][0]["player"].is_string(), true);
}

TEST(Page, ThePageNamesTheDatabaseFileEscaped) {
  const std::string archive = test::write_temp("one.adn", "[Result \"*\"]\n\n1. F^c3c5\n");
  const std::string db = test::imported_database("<b>&x.db", {archive});
  test::TestServer server(db);
  const std::string page = server.get("/").body;
  EXPECT_NE(page.find("<span class=\"database\">&lt;b&gt;&amp;x.db</span>"), std::string::npos);
  EXPECT_EQ(page.find(test::scratch_dir().string()), std::string::npos);
}

}  // namespace
}  // namespace adomoc
