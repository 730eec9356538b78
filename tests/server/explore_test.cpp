// /api/explore and /api/position over the five hand-counted games
// (tests/db/cases/five-games.adn): the totals, the moves from a position
// (transpositions merged), the games that reached it and their pages, the
// legal moves and the board, from moves or from position text.
#include <gtest/gtest.h>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::encoded;
using test::five_games_server;
using test::json;

// The continuations as move -> games.
std::map<std::string, int> games_by_move(const json& answer) {
  std::map<std::string, int> moves;
  for (const json& row : answer["continuations"]) moves[row["move"]] = row["games"];
  return moves;
}

TEST(Explore, TheStartCountsEveryGame) {
  const json a = five_games_server().ask("/api/explore");
  // Results: 1/2, 1-0, *, 0-1, 1/2; plies 4, 3, 3, 2, 4.
  EXPECT_EQ(a["totals"]["games"], 5);
  EXPECT_EQ(a["totals"]["light_wins"], 1);
  EXPECT_EQ(a["totals"]["dark_wins"], 1);
  EXPECT_EQ(a["totals"]["draws"], 2);
  EXPECT_EQ(a["totals"]["unfinished"], 1);
  EXPECT_DOUBLE_EQ(a["totals"]["light_score"].get<double>(), 50.0);
  EXPECT_DOUBLE_EQ(a["totals"]["avg_plies"].get<double>(), 3.2);
  EXPECT_EQ(games_by_move(a), (std::map<std::string, int>{{"F^c3c6", 2}, {"F^c3c5", 2}, {"Fa3a7", 1}}));
  EXPECT_EQ(a["moves"], "");
  EXPECT_TRUE(a["line"].empty());
  EXPECT_EQ(a["position"], "SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/- l -");
  EXPECT_EQ(a["status"], "Start: light to move");
  EXPECT_EQ(a["over"], false);
}

TEST(Explore, MovesFromHereMergeTranspositions) {
  // Game 1 plays F^c3c6 F^h3h6 Fa3a7, game 5 Fa3a7 F^h3h6 F^c3c6: the same
  // position after three plies; both drawn, both went on with Fj3j7.
  const json a = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6 F^h3h6 Fa3a7"));
  EXPECT_EQ(a["totals"]["games"], 2);
  EXPECT_EQ(a["totals"]["draws"], 2);
  EXPECT_EQ(games_by_move(a), (std::map<std::string, int>{{"Fj3j7", 2}}));
  ASSERT_EQ(a["games"]["rows"].size(), 2u);
  EXPECT_EQ(a["games"]["rows"][0]["id"], 1);
  EXPECT_EQ(a["games"]["rows"][1]["id"], 5);
  for (const json& row : a["games"]["rows"]) {
    EXPECT_EQ(row["ply"], 3);
    EXPECT_EQ(row["next_move"], "Fj3j7");
  }
  EXPECT_EQ(a["moves"], "1. F^c3c6 F^h3h6 2. Fa3a7");
  EXPECT_EQ(a["side_to_move"], "dark");
}

TEST(Explore, RoundNumbersInTheMovesArePassedOver) {
  const json plain = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6 F^h3h6"));
  const json numbered = five_games_server().ask("/api/explore?moves=" + encoded("1. F^c3c6 F^h3h6"));
  const json glued = five_games_server().ask("/api/explore?moves=" + encoded("1.F^c3c6 1... F^h3h6"));
  EXPECT_EQ(plain, numbered);
  EXPECT_EQ(plain, glued);
  ASSERT_EQ(plain["line"].size(), 2u);
  EXPECT_EQ(plain["line"][1], (json{{"ply", 2}, {"label", "1..."}, {"move", "F^h3h6"}}));
}

TEST(Explore, APositionTextFindsTheSameGamesAsTheMoves) {
  const json by_moves = five_games_server().ask("/api/explore?moves=" + encoded("Fa3a7 F^h3h6 F^c3c6"));
  const std::string text = by_moves["position"];
  const json by_text = five_games_server().ask("/api/explore?position=" + encoded(text));
  EXPECT_EQ(by_text["totals"], by_moves["totals"]);
  EXPECT_EQ(by_text["continuations"], by_moves["continuations"]);
  EXPECT_EQ(by_text["games"], by_moves["games"]);
  EXPECT_EQ(by_text["start"], text);
  EXPECT_TRUE(by_moves["start"].is_null());
}

TEST(Explore, MovesArePlayedFromAPositionText) {
  const json start = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6 F^h3h6"));
  const json after = five_games_server().ask("/api/explore?position=" + encoded(start["position"].get<std::string>()) +
                                             "&moves=" + encoded("Fa3a7"));
  const json direct = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6 F^h3h6 Fa3a7"));
  EXPECT_EQ(after["position"], direct["position"]);
  EXPECT_EQ(after["totals"], direct["totals"]);
  EXPECT_EQ(after["line"][0]["label"], "1.");  // numbered from the pasted position
}

TEST(Explore, APositionWithDarkToMoveNumbersItsFirstMoveAsDarks) {
  const json start = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6"));
  const json after = five_games_server().ask("/api/explore?position=" + encoded(start["position"].get<std::string>()) +
                                             "&moves=" + encoded("F^h3h6 Fa3a7"));
  EXPECT_EQ(after["first_ply"], 2);
  EXPECT_EQ(after["moves"], "1... F^h3h6 2. Fa3a7");
}

TEST(Explore, TheLegalMovesAreTheRulesMoves) {
  const json a = five_games_server().ask("/api/explore");
  // The same list `adomoc moves` prints for the initial position.
  const test::Run moves = test::adomoc("moves");
  ASSERT_EQ(moves.status, 0) << moves.err;
  std::string listed;
  for (const json& m : a["legal"]) listed += m["move"].get<std::string>() + "\n";
  EXPECT_EQ(listed, moves.out);
  for (const json& m : a["legal"]) {
    const std::string text = m["move"];
    // "F^c3c6": the from and to spaces are in the text after the letter (and ^).
    const std::size_t at = text[1] == '^' ? 2 : 1;
    EXPECT_EQ(m["from"], text.substr(at, 2)) << text;
    EXPECT_EQ(m["to"], text.substr(at + 2, 2)) << text;
    EXPECT_TRUE(m["origin"].is_null()) << text;
  }
}

TEST(Explore, AnOriginationNamesItsOriginSpace) {
  // After 1. M^c2d3? The prime moon lands on c3's foot only by originating
  // it: play up to a position where one exists and check each such move.
  const json a = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6 F^h3h6 Fd3d4 Fg3g4"));
  int originations = 0;
  for (const json& m : a["legal"]) {
    const std::string text = m["move"];
    const auto o = text.find('o', 3);
    if (o == std::string::npos) {
      EXPECT_TRUE(m["origin"].is_null()) << text;
      continue;
    }
    ++originations;
    EXPECT_EQ(m["origin"], text.substr(o + 1, 2)) << text;
  }
  EXPECT_GT(originations, 0);
}

TEST(Explore, TheBoardIsTheRenderedLayerWithTheLastMove) {
  const json a = five_games_server().ask("/api/explore?moves=" + encoded("F^c3c6"));
  const std::string board = a["board"];
  EXPECT_NE(board.find("data-piece=\"F^\" data-space=\"c6\""), std::string::npos);
  EXPECT_EQ(board.find("data-space=\"c3\" href=\"#adomoc-light-foot-prime\""), std::string::npos);
  EXPECT_NE(board.find("class=\"last-move\" data-from=\"c3\" data-to=\"c6\""), std::string::npos);
  EXPECT_EQ(a["status"], "After 1. F^c3c6: dark to move");
}

TEST(Explore, AGameThatIsOverHasNoLegalMove) {
  // Game 4 ends 1. F^c3c5 F^h3h5 with light's forfeit: light may still
  // move there, so the position is not over; a centred position is.
  const json centred = five_games_server().ask(
      "/api/explore?position=" + encoded("SS1SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/S^ d -"));
  EXPECT_TRUE(centred["legal"].empty());
  EXPECT_EQ(centred["over"], true);
  EXPECT_EQ(centred["status"], "Start: light has centred the game");
}

TEST(Explore, FiltersNarrowEveryPart) {
  const json a = five_games_server().ask("/api/explore?player=Cid");
  // Cid played games 3 (*), 4 (0-1) and 5 (1/2).
  EXPECT_EQ(a["totals"]["games"], 3);
  EXPECT_EQ(games_by_move(a), (std::map<std::string, int>{{"F^c3c5", 2}, {"Fa3a7", 1}}));
  EXPECT_EQ(a["games"]["total"], 3);
  const json none = five_games_server().ask("/api/explore?player=Nobody");
  EXPECT_EQ(none["totals"]["games"], 0);
  EXPECT_TRUE(none["totals"]["light_score"].is_null());
  EXPECT_TRUE(none["continuations"].empty());
  EXPECT_TRUE(none["games"]["rows"].empty());
  EXPECT_FALSE(none["legal"].empty());  // the rules do not depend on the games
}

TEST(Explore, TheGamesComeInPages) {
  const json first = five_games_server().ask("/api/explore?limit=2");
  EXPECT_EQ(first["games"]["total"], 5);
  EXPECT_EQ(first["games"]["limit"], 2);
  ASSERT_EQ(first["games"]["rows"].size(), 2u);
  EXPECT_EQ(first["games"]["rows"][0]["id"], 1);
  const json third = five_games_server().ask("/api/position?offset=4&limit=2");
  ASSERT_EQ(third["rows"].size(), 1u);
  EXPECT_EQ(third["rows"][0]["id"], 5);
  EXPECT_EQ(third["total"], 5);
  EXPECT_EQ(third["offset"], 4);
  const json past = five_games_server().ask("/api/position?offset=10");
  EXPECT_TRUE(past["rows"].empty());
  EXPECT_EQ(past["total"], 5);
}

TEST(Explore, PositionPagesAgreeWithTheExploreAnswer) {
  const std::string moves = "?moves=" + encoded("F^c3c6");
  const json explore = five_games_server().ask("/api/explore" + moves);
  const json position = five_games_server().ask("/api/position" + moves);
  EXPECT_EQ(position["rows"], explore["games"]["rows"]);
  EXPECT_EQ(position["total"], explore["games"]["total"]);
  EXPECT_EQ(position["position"], explore["position"]);
}

}  // namespace
}  // namespace adomoc
