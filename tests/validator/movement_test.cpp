// Movement: which spaces each piece rides to, on an otherwise empty board
// and when something stands in the way.
#include <gtest/gtest.h>

#include "study.hpp"

namespace adomoc {
namespace {

using test::legal;
using test::legal_from;
using test::setup;
using Set = std::set<std::string>;

TEST(Movement, FootRidesColumnsAndCyclesAnyDistance) {
  EXPECT_EQ(legal(setup({{"d4", "F"}})),
            (Set{"Fd4d5", "Fd4d6", "Fd4d7", "Fd4d8", "Fd4d3", "Fd4d2", "Fd4d1", "Fd4a4", "Fd4b4", "Fd4c4",
                 "Fd4e4", "Fd4f4", "Fd4g4", "Fd4h4", "Fd4i4", "Fd4j4"}));
}

TEST(Movement, PrimeRidesAtMostThreeSpaces) {
  EXPECT_EQ(legal(setup({{"d4", "F^"}})), (Set{"F^d4d5", "F^d4d6", "F^d4d7", "F^d4d3", "F^d4d2", "F^d4d1",
                                                "F^d4e4", "F^d4f4", "F^d4g4", "F^d4c4", "F^d4b4", "F^d4a4"}));
  EXPECT_EQ(legal(setup({{"d4", "F"}})).count("Fd4g4"), 1u);
  EXPECT_EQ(legal(setup({{"d4", "F^"}})).count("F^d4h4"), 0u);
}

TEST(Movement, MoonRidesSpiralsOnly) {
  const Set moves = legal(setup({{"e5", "M"}}));
  EXPECT_EQ(moves, (Set{"Me5f6", "Me5g7", "Me5h8", "Me5d6", "Me5c7", "Me5b8", "Me5f4", "Me5g3", "Me5h2",
                        "Me5i1", "Me5d4", "Me5c3", "Me5b2", "Me5a1"}));
}

TEST(Movement, SunRidesAllEightDirections) {
  EXPECT_EQ(legal(setup({{"e5", "S"}})).size(), 3u + 4u + 9u + 3u + 3u + 4u + 4u);
  EXPECT_EQ(legal(setup({{"e5", "S^"}})).size(), 3u + 3u + 6u + 3u + 3u + 3u + 3u);
}

TEST(Movement, BothWaysRoundACycleIsOneMove) {
  // Nine other spaces on the cycle, each reachable both ways: nine moves.
  Set cycle;
  for (const std::string& m : legal(setup({{"d4", "F"}})))
    if (m[4] == '4') cycle.insert(m);
  EXPECT_EQ(cycle.size(), 9u);
}

TEST(Movement, FiveStepSpiralMeetingPointIsOneMove) {
  // From a1 both spiral senses reach f6 after five steps.
  const Set moves = legal(setup({{"a1", "M"}}));
  EXPECT_EQ(moves.size(), 13u);
  EXPECT_EQ(moves.count("Ma1f6"), 1u);
}

TEST(Movement, FiveStepSpiralIsLegalWhenOnlyOneSenseIsOpen) {
  // c3 blocks the counter-clockwise spiral; the clockwise one still reaches f6.
  EXPECT_EQ(legal_from(setup({{"a1", "M"}, {"c3", "f"}}), "a1").count("Ma1f6"), 1u);
  EXPECT_EQ(legal_from(setup({{"a1", "M"}, {"c3", "f"}}), "a1").count("Ma1d4"), 0u);
  // With both blocked, it is not.
  EXPECT_EQ(legal_from(setup({{"a1", "M"}, {"c3", "f"}, {"i3", "f"}}), "a1").count("Ma1f6"), 0u);
}

TEST(Movement, NoJumping) {
  const Set moves = legal_from(setup({{"d4", "F"}, {"d6", "S"}}), "d4");
  EXPECT_EQ(moves.count("Fd4d5"), 1u);
  EXPECT_EQ(moves.count("Fd4d7"), 0u);
  EXPECT_EQ(moves.count("Fd4d8"), 0u);
}

TEST(Movement, OneBlockerOnACycleIsReachedFromBothSidesOnce) {
  // The sun reaches h5 going either way round; five origin spaces, five moves.
  const Set moves = legal_from(setup({{"c5", "S"}, {"h5", "f"}}), "c5");
  int originations = 0, on_cycle = 0;
  for (const std::string& m : moves) {
    if (m.find('o') != std::string::npos) ++originations;
    else if (m[4] == '5') ++on_cycle;
  }
  EXPECT_EQ(originations, 5);
  EXPECT_EQ(on_cycle, 8);  // d5 e5 f5 g5 and i5 j5 a5 b5
}

TEST(Movement, NothingLeavesOrCrossesTheCentreBeforeTheEnd) {
  // A non-prime sun on cycle 8 cannot ride in; nor can a prime one without a state of primes.
  EXPECT_EQ(legal_from(setup({{"c8", "S"}}), "c8").count("Sc8c9*"), 0u);
  EXPECT_EQ(legal_from(setup({{"c8", "S^"}}), "c8").count("S^c8c9*"), 0u);
  for (const std::string& m : legal(setup({{"c8", "S"}, {"h8", "F"}})))
    EXPECT_EQ(m.find('9'), std::string::npos) << m;
}

TEST(Movement, OnlyTheSideToMoveMoves) {
  const Set moves = legal(setup({{"d4", "F"}, {"h6", "f"}}, Breed::dark));
  for (const std::string& m : moves) EXPECT_EQ(m.substr(1, 2), "h6");
  EXPECT_FALSE(moves.empty());
}

}  // namespace
}  // namespace adomoc
