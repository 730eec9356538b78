// Behaviours: consume, originate, attract, and the ban on an immediate
// reverse origination. Each rule where it applies and where it just does not.
#include <gtest/gtest.h>

#include "study.hpp"
#include "validator/outcome.hpp"

namespace adomoc {
namespace {

using test::legal;
using test::legal_from;
using test::play;
using test::setup;
using Set = std::set<std::string>;

std::size_t count_prefix(const Set& moves, const std::string& prefix) {
  std::size_t n = 0;
  for (const std::string& m : moves) n += m.rfind(prefix, 0) == 0;
  return n;
}

TEST(Consume, PrimeConsumesOpponentsNonPrimeOfItsType) {
  EXPECT_EQ(legal_from(setup({{"d4", "F^"}, {"d6", "f"}}), "d4").count("F^d4d6x"), 1u);
  EXPECT_EQ(legal_from(setup({{"d4", "M^"}, {"f6", "m"}}), "d4").count("M^d4f6x"), 1u);
}

TEST(Consume, NotByANonPrime) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F"}, {"d6", "f"}}), "d4"), "Fd4d6"), 0u);
}

TEST(Consume, NeverAPrime) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F^"}, {"d6", "f^"}}), "d4"), "F^d4d6"), 0u);
}

TEST(Consume, NeverYourOwnPiece) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F^"}, {"d6", "F"}}), "d4"), "F^d4d6"), 0u);
}

TEST(Consume, ConsumedPieceLeavesTheGame) {
  const Position after = play(setup({{"d4", "F^"}, {"d6", "f"}}), "F^d4d6x");
  EXPECT_TRUE(after.pieces(Breed::dark).empty());
  EXPECT_EQ(after.at(test::space("d6")), test::piece("F^"));
}

TEST(Originate, OnePerFreeOriginSpace) {
  const Set moves = legal_from(setup({{"d4", "F"}, {"d6", "m"}}), "d4");
  EXPECT_EQ(moves, (Set{"Fd4d5", "Fd4d6of2", "Fd4d6og2", "Fd4d6oh2", "Fd4d6oi2", "Fd4d6oj2", "Fd4d3", "Fd4d2",
                        "Fd4d1", "Fd4a4", "Fd4b4", "Fd4c4", "Fd4e4", "Fd4f4", "Fd4g4", "Fd4h4", "Fd4i4", "Fd4j4"}));
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F"}, {"d6", "m"}, {"g2", "S"}, {"h2", "s"}}), "d4"), "Fd4d6o"),
            3u);
}

TEST(Originate, NotWithoutAFreeOriginSpace) {
  const Position pos =
      setup({{"d4", "F"}, {"d6", "m"}, {"f2", "s"}, {"g2", "f"}, {"h2", "m"}, {"i2", "m"}, {"j2", "m^"}});
  EXPECT_EQ(count_prefix(legal_from(pos, "d4"), "Fd4d6"), 0u);
}

TEST(Originate, TheMoversStartSpaceCountsAsFree) {
  // Every light moon origin space is taken but a2, where the sun starts.
  const Position pos = setup({{"a2", "S"}, {"a4", "M"}, {"b2", "f"}, {"c2", "f"}, {"d2", "f"}, {"e2", "f"}});
  EXPECT_EQ(count_prefix(legal_from(pos, "a2"), "Sa2a4"), 1u);
  EXPECT_EQ(legal_from(pos, "a2").count("Sa2a4oa2"), 1u);
}

TEST(Originate, YourOwnPiecesToo) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F"}, {"d6", "M"}}), "d4"), "Fd4d6o"), 5u);
  const Position after = play(setup({{"d4", "F"}, {"d6", "M"}}), "Fd4d6ob2");
  EXPECT_EQ(after.at(test::space("b2")), test::piece("M"));
}

TEST(Originate, NotAPieceOfTheSameType) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "S"}, {"d6", "s"}}), "d4"), "Sd4d6"), 0u);
}

TEST(Originate, APrimeOnlyByAPrimeOrAMoon) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F"}, {"d6", "s^"}}), "d4"), "Fd4d6"), 0u);
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "F^"}, {"d6", "s^"}}), "d4"), "F^d4d6o"), 5u);
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "M"}, {"f6", "f^"}}), "d4"), "Md4f6o"), 5u);
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "M"}, {"f6", "s^"}}), "d4"), "Md4f6o"), 5u);
}

TEST(Originate, AMoonStillCannotOriginateAPrimeMoon) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "M"}, {"f6", "m^"}}), "d4"), "Md4f6"), 0u);
  EXPECT_EQ(count_prefix(legal_from(setup({{"d4", "M^"}, {"f6", "m^"}}), "d4"), "M^d4f6"), 0u);
}

TEST(Originate, OriginatedPieceGoesToTheChosenSpace) {
  const Position after = play(setup({{"d4", "F^"}, {"d6", "m^"}}), "F^d4d6of2");
  EXPECT_EQ(after.at(test::space("f2")), test::piece("m^"));
  EXPECT_EQ(after.prime_space(Breed::dark, PieceType::moon), test::space("f2"));
  EXPECT_EQ(after.last_origination(), (Origination{test::space("d6"), test::space("f2")}));
}

TEST(Attract, AFootNextToAnOpposingSunCannotMove) {
  EXPECT_TRUE(legal_from(setup({{"d4", "F"}, {"d5", "s"}}), "d4").empty());  // column
  EXPECT_TRUE(legal_from(setup({{"d4", "F"}, {"e4", "s"}}), "d4").empty());  // cycle
  EXPECT_TRUE(legal_from(setup({{"d4", "F"}, {"e5", "s"}}), "d4").empty());  // spiral
  EXPECT_TRUE(legal_from(setup({{"a4", "F"}, {"j4", "s"}}), "a4").empty());  // across j-a
  EXPECT_TRUE(legal_from(setup({{"d4", "F^"}, {"d3", "s^"}}), "d4").empty());  // primes too
}

TEST(Attract, NotByASunTwoSpacesAway) { EXPECT_FALSE(legal_from(setup({{"d4", "F"}, {"d6", "s"}}), "d4").empty()); }

TEST(Attract, NotByYourOwnSun) { EXPECT_FALSE(legal_from(setup({{"d4", "F"}, {"d5", "S"}}), "d4").empty()); }

TEST(Attract, OnlyFeet) {
  EXPECT_FALSE(legal_from(setup({{"d4", "M"}, {"e5", "s"}}), "d4").empty());
  EXPECT_FALSE(legal_from(setup({{"d4", "S"}, {"d5", "s"}}), "d4").empty());
}

TEST(Attract, FreedAsSoonAsTheSunMoves) {
  Position pos = setup({{"d4", "F"}, {"d5", "s"}, {"a1", "S"}}, Breed::dark);
  EXPECT_FALSE(legal_from(play(pos, "Sd5d6"), "d4").empty());
}

TEST(Attract, AnAttractedFootCanStillBeOriginated) {
  EXPECT_EQ(count_prefix(legal_from(setup({{"d3", "S"}, {"d4", "f"}, {"d5", "S"}}, Breed::light), "d3"), "Sd3d4o"), 5u);
}

TEST(ReverseOrigination, BannedOnTheNextTurn) {
  // The light moon sends the dark sun from e4 to h1; from h1 the spiral leads back to e4.
  Position pos = setup({{"c2", "M"}, {"e4", "s"}, {"a6", "F"}, {"j6", "f"}});
  pos = play(pos, "Mc2e4oh1");
  EXPECT_EQ(count_prefix(legal_from(pos, "h1"), "Sh1e4"), 0u);
  EXPECT_EQ(legal_from(pos, "h1").count("Sh1f3"), 1u);  // the sun may still move
}

TEST(ReverseOrigination, AllowedAfterAFullRound) {
  Position pos = setup({{"c2", "M"}, {"e4", "s"}, {"a6", "F"}, {"j6", "f"}});
  pos = play(pos, "Mc2e4oh1");
  pos = play(pos, "Fj6j7");
  pos = play(pos, "Fa6a7");
  EXPECT_EQ(count_prefix(legal_from(pos, "h1"), "Sh1e4o"), 5u);
}

TEST(ReverseOrigination, OnlyTheOriginatedPieceOnItsOriginator) {
  // Another dark piece may originate the moon at once.
  Position pos = setup({{"c2", "M"}, {"e4", "s"}, {"e1", "f"}});
  pos = play(pos, "Mc2e4oh1");
  EXPECT_EQ(count_prefix(legal_from(pos, "e1"), "Fe1e4o"), 5u);
}

TEST(Forfeit, NoLegalMoveLosesTheGame) {
  const Position pos = setup({{"d4", "F"}, {"d5", "s"}});
  EXPECT_TRUE(legal(pos).empty());
  const Outcome o = outcome_at_end(pos);
  EXPECT_EQ(o.termination, Termination::forfeit);
  EXPECT_EQ(o.result, GameResult::dark_wins);
}

}  // namespace
}  // namespace adomoc
