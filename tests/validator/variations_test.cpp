// Variations checked from their own position (NOTATION.md 5): every move of
// every variation against the rules, the first fault in text order with its
// place and ply, --lenient repairs inside them, and the game's meaning that
// of the main line only.
#include <gtest/gtest.h>

#include <string>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "validator/replay.hpp"

namespace adomoc {
namespace {

struct Checked {
  GameCheck check;
  std::string written;
};

Checked check_text(const std::string& text, bool lenient) {
  parser::ParsedArchive parsed = parser::parse_string(text, "variations.adn");
  EXPECT_TRUE(parsed.errors.empty()) << (parsed.errors.empty() ? "" : parser::describe(parsed.errors[0]));
  EXPECT_EQ(parsed.games.size(), 1u);
  if (parsed.games.size() != 1) return {};
  GameCheck check = check_game(parsed.games[0], {lenient, nullptr});
  return {std::move(check), parser::canonical(parsed.games[0])};
}

TEST(Variations, EveryMoveIsCheckedFromTheReplacedMovesPosition) {
  // 1... Fj3j8 replaces F^h3h5, so it is dark's move from the position after 1. F^c3c5.
  const Checked c = check_text("1. F^c3c5 F^h3h5 (1... Fj3j8 2. Fb3b8) 2. Fb3b8", false);
  EXPECT_TRUE(c.check.valid()) << c.check.fault->message;
  EXPECT_EQ(c.check.plies, 3);
}

TEST(Variations, FaultInANestedVariationGivesItsPlaceAndPly) {
  const std::string text =
      "[Event \"Nested\"]\n\n"
      "1. F^c3c5 F^h3h5 (1... Fj3j8 2. Fb3b8 (2. Fa3a8 Fj8j7\n"
      "3. F^a8c8)) 2. Fb3b8\n";
  const Checked c = check_text(text, false);
  ASSERT_FALSE(c.check.valid());
  EXPECT_EQ(c.check.fault->pos.line, 4u);
  EXPECT_EQ(c.check.fault->pos.column, 4u);
  EXPECT_EQ(c.check.fault->ply, 5);
  EXPECT_EQ(c.check.fault->move, "F^a8c8");
  EXPECT_TRUE(c.check.fault->message.starts_with("in a variation: ")) << c.check.fault->message;
}

TEST(Variations, FirstFaultInTextOrderWins) {
  // The variation's fault stands before the main line's.
  const Checked c = check_text("1. F^c3c5 (1. F^d3d5) F^h3h5 2. F^j3j5", false);
  ASSERT_FALSE(c.check.valid());
  EXPECT_EQ(c.check.fault->move, "F^d3d5");
  EXPECT_EQ(c.check.fault->ply, 1);
}

TEST(Variations, LenientRepairsInsideAVariationWithAWarning) {
  const Checked c = check_text("1. F^c3c5 F^h3h5 (1... fj3j8 2. Fb3b8) 2. Fb3b8", true);
  ASSERT_TRUE(c.check.valid()) << c.check.fault->message;
  ASSERT_EQ(c.check.warnings.size(), 1u);
  EXPECT_EQ(c.check.warnings[0].ply, 2);
  EXPECT_TRUE(c.check.warnings[0].message.starts_with("in a variation: ")) << c.check.warnings[0].message;
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h5 (1... Fj3j8 2. Fb3b8) 2. Fb3b8\n");
}

TEST(Variations, StrictFaultsTheSlipInsideAVariation) {
  const Checked c = check_text("1. F^c3c5 F^h3h5 (1... fj3j8) 2. Fb3b8", false);
  ASSERT_FALSE(c.check.valid());
  EXPECT_EQ(c.check.fault->ply, 2);
}

TEST(Variations, TheResultIsTheMainLines) {
  // The variation ends the game by forfeit; the main line goes on unfinished.
  const Checked c = check_text("[Result \"*\"]\n\n1. F^c3c5 F^h3h5 (1... Fj3j8_) 2. Fb3b8", false);
  ASSERT_TRUE(c.check.valid()) << c.check.fault->message;
  EXPECT_EQ(c.check.outcome.result, GameResult::unfinished);
  EXPECT_EQ(c.check.plies, 3);
}

TEST(Variations, MovesOfVariationsAreNotShownToThePlyVisitor) {
  struct Counter : PlyVisitor {
    int moves = 0;
    void on_move(const Position&, Move, const Position&) override { ++moves; }
  } counter;
  parser::ParsedArchive parsed = parser::parse_string("1. F^c3c5 F^h3h5 (1... Fj3j8 2. Fb3b8) 2. Fb3b8");
  ASSERT_EQ(parsed.games.size(), 1u);
  EXPECT_TRUE(check_game(parsed.games[0], {false, &counter}).valid());
  EXPECT_EQ(counter.moves, 3);
}

}  // namespace
}  // namespace adomoc
