// What Infinite and Altogether change, and what they leave alone.
#include <gtest/gtest.h>

#include "study.hpp"
#include "validator/outcome.hpp"
#include "validator/perft.hpp"

namespace adomoc {
namespace {

using test::legal_from;
using test::setup;

std::size_t with_prefix(const std::set<std::string>& moves, const std::string& prefix) {
  std::size_t n = 0;
  for (const std::string& m : moves) n += m.rfind(prefix, 0) == 0;
  return n;
}

TEST(Infinite, NoConsuming) {
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "F^"}, {"d6", "f"}}, Breed::light, Variant::infinite), "d4"), "F^d4d6"), 0u);
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "F^"}, {"d6", "f"}}, Breed::light, Variant::standard), "d4"), "F^d4d6"), 1u);
}

TEST(Infinite, MoonsCannotOriginatePrimes) {
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "M"}, {"f6", "f^"}}, Breed::light, Variant::infinite), "d4"), "Md4f6"), 0u);
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "M"}, {"f6", "f^"}}, Breed::light, Variant::standard), "d4"), "Md4f6"), 5u);
}

TEST(Infinite, PrimesStillOriginatePrimes) {
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "M^"}, {"f6", "f^"}}, Breed::light, Variant::infinite), "d4"), "M^d4f6o"), 5u);
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "F^"}, {"d6", "s^"}}, Breed::light, Variant::infinite), "d4"), "F^d4d6o"), 5u);
}

TEST(Infinite, NonPrimesStillOriginateNonPrimes) {
  EXPECT_EQ(with_prefix(legal_from(setup({{"d4", "M"}, {"f6", "f"}}, Breed::light, Variant::infinite), "d4"), "Md4f6o"), 5u);
}

TEST(Altogether, MovesAreThoseOfStandard) {
  Position standard = Position::initial(Variant::standard);
  Position altogether = Position::initial(Variant::altogether);
  EXPECT_EQ(perft(standard, 3), perft(altogether, 3));
}

TEST(Altogether, CentringScoresEachPieceByItsCycle) {
  // Light: S^ on the centre (9) + F^ a8 (8) + M^ e8 (8) = 25. Dark: 5 pieces on cycle 5 = 25 -> draw;
  // one more dark piece on cycle 1 -> dark wins 26-25 although light centred.
  Position even = setup({{"c8", "S^"}, {"a8", "F^"}, {"e8", "M^"}, {"f5", "f"}, {"g5", "f"}, {"h5", "f"},
                         {"i5", "f"}, {"j5", "f"}}, Breed::light, Variant::altogether);
  even = test::play(even, "S^c8c9*");
  Outcome o = outcome_at_end(even);
  EXPECT_EQ(o.termination, Termination::centred);
  ASSERT_TRUE(o.scores.has_value());
  EXPECT_EQ(*o.scores, (Scores{25, 25}));
  EXPECT_EQ(o.result, GameResult::draw);

  Position behind = setup({{"c8", "S^"}, {"a8", "F^"}, {"e8", "M^"}, {"f5", "f"}, {"g5", "f"}, {"h5", "f"},
                           {"i5", "f"}, {"j5", "f"}, {"j1", "s"}}, Breed::light, Variant::altogether);
  behind = test::play(behind, "S^c8c9*");
  o = outcome_at_end(behind);
  EXPECT_EQ(*o.scores, (Scores{25, 26}));
  EXPECT_EQ(o.result, GameResult::dark_wins);
}

TEST(Altogether, AForfeitStillLoses) {
  const Outcome o = outcome_at_end(setup({{"d4", "F"}, {"d5", "s"}}, Breed::light, Variant::altogether));
  EXPECT_EQ(o.termination, Termination::forfeit);
  EXPECT_EQ(o.result, GameResult::dark_wins);
  EXPECT_FALSE(o.scores.has_value());
}

}  // namespace
}  // namespace adomoc
