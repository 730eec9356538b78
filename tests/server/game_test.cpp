// /api/game/{id}: a stored game with its tags, its moves, a board and the
// viewer's words for each ply, and its canonical text.
#include <gtest/gtest.h>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::json;
using test::samples_db;
using test::samples_server;

TEST(Game, TagsMovesAndTextAreTheStoredGames) {
  const json game = samples_server().ask("/api/game/1");
  EXPECT_EQ(game["id"], 1);
  // The canonical text is what `adomoc export --id 1` writes.
  const test::Run exported = test::adomoc("export --db '" + samples_db() + "' --id 1");
  ASSERT_EQ(exported.status, 0) << exported.err;
  EXPECT_EQ(game["text"], exported.out);
  // Tags in the order of the text.
  std::string tag_lines;
  for (const json& tag : game["tags"])
    tag_lines += "[" + tag["name"].get<std::string>() + " \"" + tag["value"].get<std::string>() + "\"]\n";
  EXPECT_EQ(exported.out.substr(0, tag_lines.size()), tag_lines);
  // The moves are those of the text, in order.
  std::string moves;
  for (const json& m : game["line"]) moves += m["move"].get<std::string>() + " ";
  const std::string text = game["text"];
  std::size_t at = 0;
  for (const json& m : game["line"]) {
    at = text.find(m["move"].get<std::string>(), at);
    EXPECT_NE(at, std::string::npos) << m["move"];
  }
  EXPECT_EQ(game["plies"].size(), game["line"].size() + 1);
}

TEST(Game, EachPlyHasItsPositionBoardAndWords) {
  const json game = samples_server().ask("/api/game/1");
  const json& plies = game["plies"];
  ASSERT_GT(plies.size(), 2u);
  EXPECT_EQ(plies[0]["position"], "SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/- l -");
  EXPECT_EQ(plies[0]["words"], "");
  for (std::size_t k = 1; k < plies.size(); ++k) {
    const json& m = game["line"][k - 1];
    EXPECT_EQ(m["ply"], k);
    EXPECT_NE(plies[k]["status"].get<std::string>().find(m["move"].get<std::string>()), std::string::npos);
    EXPECT_FALSE(plies[k]["words"].get<std::string>().empty());
    EXPECT_NE(plies[k]["board"].get<std::string>().find("class=\"last-move\""), std::string::npos);
  }
  // The position after ply 2 is the one explore reaches with those moves.
  const json explore =
      samples_server().ask("/api/explore?moves=" + test::encoded(game["line"][0]["move"].get<std::string>() + " " +
                                                               game["line"][1]["move"].get<std::string>()));
  EXPECT_EQ(plies[2]["position"], explore["position"]);
  EXPECT_EQ(plies[2]["board"], explore["board"]);
}

TEST(Game, AnUnknownIdIsNotFound) {
  const test::Answer a = samples_server().get("/api/game/9999");
  EXPECT_EQ(a.status, 404);
  EXPECT_EQ(a.parsed(), (json{{"error", "no game with id 9999"}}));
  EXPECT_EQ(samples_server().get("/api/game/0").status, 404);
  EXPECT_EQ(samples_server().get("/api/game/abc").status, 404);
  EXPECT_EQ(samples_server().get("/api/game/" + std::string(5000, '7')).status, 404);
  EXPECT_EQ(samples_server().get("/api/game/1?ply=3").status, 400);
}

}  // namespace
}  // namespace adomoc
