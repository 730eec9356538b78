// The state of primes and the one move that enters the centre.
#include <gtest/gtest.h>

#include "study.hpp"
#include "validator/outcome.hpp"

namespace adomoc {
namespace {

using test::legal;
using test::legal_from;
using test::setup;

TEST(Centre, PrimeSunEntersDuringAStateOfPrimes) {
  const Position pos = setup({{"c6", "S^"}, {"a8", "F^"}, {"e8", "M^"}});
  EXPECT_TRUE(pos.state_of_primes(Breed::light));
  EXPECT_EQ(legal_from(pos, "c6").count("S^c6c9*"), 1u);
}

TEST(Centre, FromCycleSixSevenOrEightOnly) {
  EXPECT_EQ(legal_from(setup({{"c8", "S^"}, {"a8", "F^"}, {"e8", "M^"}}), "c8").count("S^c8c9*"), 1u);
  EXPECT_EQ(legal_from(setup({{"c7", "S^"}, {"a8", "F^"}, {"e8", "M^"}}), "c7").count("S^c7c9*"), 1u);
  for (const std::string& m : legal(setup({{"c5", "S^"}, {"a8", "F^"}, {"e8", "M^"}})))
    EXPECT_EQ(m.find('*'), std::string::npos) << m;
}

TEST(Centre, NotOverAPiece) {
  EXPECT_EQ(legal_from(setup({{"c6", "S^"}, {"c8", "F^"}, {"e8", "M^"}}), "c6").count("S^c6c9*"), 0u);
  EXPECT_EQ(legal_from(setup({{"c6", "S^"}, {"c7", "f"}, {"a8", "F^"}, {"e8", "M^"}}), "c6").count("S^c6c9*"), 0u);
}

TEST(Centre, NeedsAPrimeFootAndAPrimeMoonOnCycleEight) {
  EXPECT_FALSE(setup({{"c6", "S^"}, {"a8", "F^"}, {"e7", "M^"}}).state_of_primes(Breed::light));
  EXPECT_EQ(legal_from(setup({{"c6", "S^"}, {"a8", "F^"}, {"e7", "M^"}}), "c6").count("S^c6c9*"), 0u);
  EXPECT_EQ(legal_from(setup({{"c6", "S^"}, {"a7", "F^"}, {"e8", "M^"}}), "c6").count("S^c6c9*"), 0u);
}

TEST(Centre, EitherBreedsPrimesCountButOneMustBeTheMovers) {
  // Light foot and dark moon on cycle 8: both sides are in a state of primes.
  const Position mixed = setup({{"c6", "S^"}, {"a8", "F^"}, {"g8", "m^"}});
  EXPECT_TRUE(mixed.state_of_primes(Breed::light));
  EXPECT_TRUE(mixed.state_of_primes(Breed::dark));
  EXPECT_EQ(legal_from(mixed, "c6").count("S^c6c9*"), 1u);
  // Both cycle-8 primes dark: not for light.
  const Position theirs = setup({{"c6", "S^"}, {"a8", "f^"}, {"g8", "m^"}});
  EXPECT_FALSE(theirs.state_of_primes(Breed::light));
  EXPECT_TRUE(theirs.state_of_primes(Breed::dark));
  EXPECT_EQ(legal_from(theirs, "c6").count("S^c6c9*"), 0u);
}

TEST(Centre, OnlyAlongItsOwnColumnInwards) {
  // Spirals and cycles never reach the centre, so the only centring move is "in".
  const std::set<std::string> moves = legal_from(setup({{"c7", "S^"}, {"a8", "F^"}, {"e8", "M^"}}), "c7");
  int centring = 0;
  for (const std::string& m : moves) centring += m.back() == '*';
  EXPECT_EQ(centring, 1);
}

TEST(Centre, ACentredGameHasNoMoreMoves) {
  Position pos = setup({{"c8", "S^"}, {"a8", "F^"}, {"e8", "M^"}, {"h5", "f"}});
  pos = test::play(pos, "S^c8c9*");
  EXPECT_TRUE(pos.centred());
  EXPECT_TRUE(legal(pos).empty());
  const Outcome o = outcome_at_end(pos);
  EXPECT_EQ(o.termination, Termination::centred);
  EXPECT_EQ(o.result, GameResult::light_wins);
  EXPECT_FALSE(o.scores.has_value());
}

TEST(Centre, MoveTextSpellsTheCentreWithTheArrivalColumn) {
  const Position pos = setup({{"h8", "s^"}, {"a8", "f^"}, {"e8", "M^"}}, Breed::dark);
  EXPECT_EQ(legal_from(pos, "h8").count("S^h8h9*"), 1u);
}

}  // namespace
}  // namespace adomoc
