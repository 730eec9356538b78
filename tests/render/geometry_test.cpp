// The drawing geometry: columns counter-clockwise with c at the bottom,
// cycle 1 outermost, and no two spaces' circles overlapping.
#include <gtest/gtest.h>

#include <cmath>

#include "render/geometry.hpp"

namespace adomoc {
namespace {

using namespace render::geometry;

double distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

TEST(Geometry, LightsPrimeColumnIsAtTheBottomAndDarksAtTheTop) {
  const Point c1 = space_point(make_space(2, 1)), h1 = space_point(make_space(7, 1));
  EXPECT_NEAR(c1.x, 0, 1e-9);
  EXPECT_GT(c1.y, 0);  // y points down
  EXPECT_NEAR(h1.x, 0, 1e-9);
  EXPECT_LT(h1.y, 0);
}

TEST(Geometry, ColumnsRunCounterClockwise) {
  // On screen (y down) counter-clockwise means the cross product of
  // successive positions is negative.
  for (int column = 0; column < kColumns; ++column) {
    const Point a = space_point(make_space(column, 1)), b = space_point(make_space((column + 1) % kColumns, 1));
    EXPECT_LT(a.x * b.y - a.y * b.x, 0) << column;
  }
  // Light's half a-e is the lower half.
  for (int column = 0; column < 5; ++column) EXPECT_GT(space_point(make_space(column, 4)).y, 0);
}

TEST(Geometry, CycleOneIsOutermostAndTheCentreIsTheMiddle) {
  for (int cycle = 1; cycle < kCycles; ++cycle) EXPECT_GT(cycle_radius(cycle), cycle_radius(cycle + 1));
  EXPECT_EQ(cycle_radius(kCentreCycle), 0);
  EXPECT_DOUBLE_EQ(cycle_radius(1), kOuterRingRadius);
  EXPECT_EQ(distance(space_point(kCentre), {0, 0}), 0);
  for (int s = 0; s < kCentre; ++s)
    EXPECT_NEAR(distance(space_point(static_cast<Space>(s)), {0, 0}), cycle_radius(cycle_of(static_cast<Space>(s))), 1e-9);
}

TEST(Geometry, NoTwoSpacesOverlapAndEverythingFitsThePicture) {
  for (int a = 0; a < kCentre; ++a) {
    const Point pa = space_point(static_cast<Space>(a));
    EXPECT_GE(distance(pa, {0, 0}), kCentreRadius + kSpaceRadius);
    EXPECT_LE(distance(pa, {0, 0}) + kSpaceRadius, kBoardRadius);
    for (int b = a + 1; b < kCentre; ++b)
      EXPECT_GE(distance(pa, space_point(static_cast<Space>(b))), 2 * kSpaceRadius) << a << " " << b;
  }
  EXPECT_LT(kLetterRadius + 12, kViewHalfSize);
}

TEST(Geometry, RidePathsStartAndEndOnTheirSpaces) {
  // A spiral from a1 in to h8 (seven steps counter-clockwise... wrapping).
  const std::string d = ride_path(0, 1, 7, 8);
  const Point from = polar_point(0, 1), to = polar_point(7, 8);
  const std::string start = number(from.x) + " " + number(from.y), end = number(to.x) + " " + number(to.y);
  EXPECT_EQ(d.substr(0, start.size() + 2), 'M' + start + 'C') << d;
  EXPECT_TRUE(d.ends_with(end)) << d;
  EXPECT_EQ(std::count(d.begin(), d.end(), 'C'), 7);  // one curve per step
}

TEST(Geometry, NumbersHaveOneDecimalAtMost) {
  EXPECT_EQ(number(1.0), "1");
  EXPECT_EQ(number(-0.04), "0");
  EXPECT_EQ(number(12.345), "12.3");
  EXPECT_EQ(number(-7.96), "-8");
}

}  // namespace
}  // namespace adomoc
