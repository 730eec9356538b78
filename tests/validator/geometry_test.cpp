#include <gtest/gtest.h>

#include <set>

#include "study.hpp"
#include "validator/board.hpp"

namespace adomoc {
namespace {

using test::space;

TEST(Geometry, NeighbourCountsPerCycle) {
  for (int s = 0; s < kCentre; ++s) {
    const int cycle = cycle_of(static_cast<Space>(s));
    const int expected = cycle == 1 ? 5 : cycle == 8 ? 6 : 8;  // cycle 8 also touches the centre
    EXPECT_EQ(board::adjacent(static_cast<Space>(s)).count(), expected) << space_name(static_cast<Space>(s));
  }
  EXPECT_EQ(board::adjacent(kCentre).count(), 10);
}

TEST(Geometry, AdjacencyIsSymmetric) {
  for (int a = 0; a < kSpaces; ++a)
    for (Space b : board::adjacent(static_cast<Space>(a)))
      EXPECT_TRUE(board::adjacent(b).contains(static_cast<Space>(a)));
}

TEST(Geometry, CyclesWrapBetweenJAndA) {
  EXPECT_EQ(board::ride(space("j4"), Direction::ccw).spaces[0], space("a4"));
  EXPECT_EQ(board::ride(space("a4"), Direction::cw).spaces[0], space("j4"));
  EXPECT_EQ(board::ride(space("e1"), Direction::ccw).spaces[0], space("f1"));
  EXPECT_EQ(board::ride(space("j2"), Direction::in_ccw).spaces[0], space("a3"));
  EXPECT_TRUE(board::adjacent(space("a5")).contains(space("j5")));
  EXPECT_TRUE(board::adjacent(space("a5")).contains(space("j6")));
}

TEST(Geometry, CycleRideTakesNineStepsAndNeverEndsOnItsStart) {
  const board::Ride& r = board::ride(space("c5"), Direction::ccw);
  ASSERT_EQ(r.length, 9);
  EXPECT_EQ(r.spaces[8], space("b5"));
  for (int i = 0; i < 9; ++i) EXPECT_NE(r.spaces[static_cast<std::size_t>(i)], space("c5"));
}

TEST(Geometry, SpiralsRunFromCycleOneToEightInBothSenses) {
  const board::Ride& ccw = board::ride(space("a1"), Direction::in_ccw);
  ASSERT_EQ(ccw.length, 7);
  EXPECT_EQ(ccw.spaces[6], space("h8"));
  const board::Ride& cw = board::ride(space("a1"), Direction::in_cw);
  ASSERT_EQ(cw.length, 7);
  EXPECT_EQ(cw.spaces[6], space("d8"));
  EXPECT_EQ(board::ride(space("a1"), Direction::out_ccw).length, 0);
  EXPECT_EQ(board::ride(space("a8"), Direction::in_cw).length, 0);
  EXPECT_EQ(board::ride(space("a8"), Direction::out_cw).spaces[6], space("d1"));
}

TEST(Geometry, NoRideEntersOrCrossesTheCentre) {
  for (int s = 0; s < kCentre; ++s)
    for (int d = 0; d < kDirections; ++d) {
      const board::Ride& r = board::ride(static_cast<Space>(s), static_cast<Direction>(d));
      for (int i = 0; i < r.length; ++i) EXPECT_NE(r.spaces[static_cast<std::size_t>(i)], kCentre);
    }
  EXPECT_EQ(board::ride(space("c8"), Direction::in).length, 0);
  for (int d = 0; d < kDirections; ++d) EXPECT_EQ(board::ride(kCentre, static_cast<Direction>(d)).length, 0);
}

TEST(Geometry, AMoonReachesHalfTheSpaces) {
  // Spiral steps change column and cycle together, so a moon keeps the
  // parity of column + cycle: it can reach 40 of the 80 ring spaces.
  std::set<Space> seen{space("a1")};
  std::vector<Space> todo{space("a1")};
  while (!todo.empty()) {
    const Space s = todo.back();
    todo.pop_back();
    for (Direction d : board::kMoonDirections) {
      const board::Ride& r = board::ride(s, d);
      if (r.length && seen.insert(r.spaces[0]).second) todo.push_back(r.spaces[0]);
    }
  }
  EXPECT_EQ(seen.size(), 40u);
  for (Space s : seen) EXPECT_EQ((column_of(s) + cycle_of(s)) % 2, 1);
}

TEST(Geometry, OriginSpacesFollowTheSetUp) {
  EXPECT_TRUE(board::origin_spaces(Breed::light, PieceType::sun).contains(space("a1")));
  EXPECT_TRUE(board::origin_spaces(Breed::light, PieceType::foot).contains(space("e3")));
  EXPECT_FALSE(board::origin_spaces(Breed::light, PieceType::foot).contains(space("f3")));
  EXPECT_TRUE(board::origin_spaces(Breed::dark, PieceType::moon).contains(space("j2")));
  for (int b = 0; b < kBreeds; ++b)
    for (int t = 0; t < kPieceTypes; ++t)
      EXPECT_EQ(board::origin_spaces(static_cast<Breed>(b), static_cast<PieceType>(t)).count(), 5);
}

}  // namespace
}  // namespace adomoc
