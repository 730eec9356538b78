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
  // The main line's plies come first (the start, then one a move).
  EXPECT_EQ(game["last"], game["line"].size());
  EXPECT_GE(game["plies"].size(), game["line"].size() + 1);
}

TEST(Game, EachPlyHasItsPositionBoardAndWords) {
  const json game = samples_server().ask("/api/game/1");
  const json& plies = game["plies"];
  ASSERT_GT(plies.size(), 2u);
  ASSERT_EQ(game["last"], game["line"].size());
  EXPECT_EQ(plies[0]["position"], "SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/- l -");
  EXPECT_EQ(plies[0]["words"], "");
  for (std::size_t k = 1; k <= game["line"].size(); ++k) {
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

// The annotated sample (samples/annotated.adn): its comments, glyphs and
// variations, each variation move a step that links back to where it
// branched, as `adomoc view` steps through them.
json annotated_game() {
  const json rows = samples_server().ask("/api/games?event=" + test::encoded("Study evening"))["rows"];
  EXPECT_EQ(rows.size(), 1u);
  return samples_server().ask("/api/game/" + std::to_string(rows[0]["id"].get<int>()));
}

TEST(Game, CommentsAndGlyphsAreOnTheirPlies) {
  const json game = annotated_game();
  const json& plies = game["plies"];
  const int last = game["last"];
  EXPECT_EQ(last, static_cast<int>(game["line"].size()));
  EXPECT_EQ(plies[0]["comment"], "A sharp game on the light side, annotated for the club's study evening.");
  EXPECT_EQ(plies[1]["move"], "Fb3b8");
  EXPECT_EQ(plies[1]["nags"], json({"!?"}));
  EXPECT_EQ(plies[1]["comment"], "Unusual: the foot runs to the eighth cycle at once.");
  EXPECT_EQ(plies[4]["nags"], json({"$14"}));
  EXPECT_EQ(plies[8]["nags"], json({"?"}));
  EXPECT_EQ(plies[8]["comment"], "Dark drifts.");
  EXPECT_EQ(plies[last]["nags"], json({"!", "$18"}));
  EXPECT_EQ(plies[2]["nags"], json::array());
  EXPECT_EQ(plies[2]["comment"], "");
  for (int k = 0; k <= last; ++k) {
    EXPECT_EQ(plies[k]["prev"], k - 1);
    EXPECT_EQ(plies[k]["next"], k < last ? k + 1 : -1);
    EXPECT_EQ(plies[k]["main"], k);
  }
}

TEST(Game, VariationsAreStepsThatBranchFromTheMoveTheyReplace) {
  const json game = annotated_game();
  const json& plies = game["plies"];
  const int last = game["last"];
  // (1. F^c3c5 {is the quiet main road} 1... F^h3h5 (1... Fj3j8 {mirrors it}) 2. Fb3b8)
  ASSERT_EQ(plies[1]["variations"].size(), 1u);
  const int first = plies[1]["variations"][0];
  EXPECT_GT(first, last);
  EXPECT_EQ(plies[first]["move"], "F^c3c5");
  EXPECT_EQ(plies[first]["ply"], 1);
  // Its white space collapsed: the stored text wraps long lines in comments.
  EXPECT_EQ(plies[first]["comment"], "is the quiet main road");
  EXPECT_EQ(plies[first]["prev"], 0);
  EXPECT_EQ(plies[first]["main"], 1);
  const int second = plies[first]["next"];
  EXPECT_EQ(plies[second]["move"], "F^h3h5");
  EXPECT_EQ(plies[second]["prev"], first);
  // The nested variation replaces 1... F^h3h5 and goes back to the main line.
  ASSERT_EQ(plies[second]["variations"].size(), 1u);
  const int nested = plies[second]["variations"][0];
  EXPECT_EQ(plies[nested]["move"], "Fj3j8");
  EXPECT_EQ(plies[nested]["comment"], "mirrors it");
  EXPECT_EQ(plies[nested]["prev"], first);
  EXPECT_EQ(plies[nested]["next"], -1);
  EXPECT_EQ(plies[nested]["main"], 1);
  EXPECT_EQ(plies[plies[second]["next"].get<int>()]["move"], "Fb3b8");
  // A variation's position is the one its moves reach from where it branched.
  const json explored = samples_server().ask("/api/explore?moves=" + test::encoded("F^c3c5 F^h3h5"));
  EXPECT_EQ(plies[second]["position"], explored["position"]);
  EXPECT_EQ(plies[second]["board"], explored["board"]);
  EXPECT_FALSE(plies[second]["words"].get<std::string>().empty());
  // (4... Fi3i4! {keeps the moon home} 5. Fa8c8 (5. Fb7b6 $6) Fi4i5)
  ASSERT_EQ(plies[8]["variations"].size(), 1u);
  const int fourth = plies[8]["variations"][0];
  EXPECT_EQ(plies[fourth]["move"], "Fi3i4");
  EXPECT_EQ(plies[fourth]["nags"], json({"!"}));
  EXPECT_EQ(plies[fourth]["prev"], 7);
  const int fifth = plies[fourth]["next"];
  ASSERT_EQ(plies[fifth]["variations"].size(), 1u);
  EXPECT_EQ(plies[plies[fifth]["variations"][0].get<int>()]["nags"], json({"?!"}));
}

TEST(Game, AGameWithoutAnnotationsHasNone) {
  const json rows = samples_server().ask("/api/games?event=" + test::encoded("a draw by agreement"))["rows"];
  ASSERT_EQ(rows.size(), 1u);
  const json game = samples_server().ask("/api/game/" + std::to_string(rows[0]["id"].get<int>()));
  for (const json& step : game["plies"]) {
    EXPECT_EQ(step["comment"], "");
    EXPECT_TRUE(step["nags"].empty());
    EXPECT_TRUE(step["variations"].empty());
  }
  EXPECT_EQ(game["plies"].size(), game["line"].size() + 1);
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
