// Crosstables of events small enough to count by hand.
#include <gtest/gtest.h>

#include "ratings/crosstable.hpp"

namespace adomoc::ratings {
namespace {

TEST(Crosstable, RoundNumberReadsTheLeadingNumber) {
  EXPECT_EQ(round_number("3"), 3);
  EXPECT_EQ(round_number("03"), 3);
  EXPECT_EQ(round_number("3.2"), 3);
  EXPECT_EQ(round_number("?"), std::nullopt);
  EXPECT_EQ(round_number(""), std::nullopt);
  EXPECT_EQ(round_number("3a"), std::nullopt);
}

TEST(Crosstable, ThreePlayerRoundRobinByHand) {
  // 0 beats 1, 1 beats 2, 0 and 2 draw: 0 has 1.5, 1 has 1, 2 has 0.5.
  // SB: 0 = 1 (beat 1) + 0.25 (drew 2's 0.5) = 1.25; 1 = 0.5; 2 = 0.75.
  const std::vector<EventGame> games{{0, 1, 2, 1}, {1, 2, 2, 2}, {2, 0, 1, 3}};
  const Crosstable t = make_crosstable(3, games);
  EXPECT_TRUE(t.every_pair_met);
  ASSERT_EQ(t.placings.size(), 3u);
  EXPECT_EQ(t.placings[0].player, 0);
  EXPECT_DOUBLE_EQ(t.placings[0].points, 1.5);
  EXPECT_DOUBLE_EQ(t.placings[0].sonneborn_berger, 1.25);
  EXPECT_EQ(t.placings[1].player, 1);
  EXPECT_DOUBLE_EQ(t.placings[1].sonneborn_berger, 0.5);
  EXPECT_EQ(t.placings[2].player, 2);
  EXPECT_DOUBLE_EQ(t.placings[2].sonneborn_berger, 0.75);
  EXPECT_EQ(t.grid[0][1], "1");
  EXPECT_EQ(t.grid[1][0], "0");
  EXPECT_EQ(t.grid[0][2], "½");
  EXPECT_EQ(t.grid[0][0], "");
  EXPECT_EQ(t.by_round[0][0], "2L+");
  EXPECT_EQ(t.by_round[0][2], "3D=");
}

TEST(Crosstable, TiesBrokenBySonnebornBerger) {
  // Round 1: 0 beats 1, 2 and 3 draw. Round 2: 0 and 3 draw, 1 and 2 draw.
  // Points 0: 1.5, 1: 0.5, 2: 1, 3: 1. SB 3 = 1/2 + 1.5/2 = 1.25 (drew 2
  // and 0), SB 2 = 1/2 + 0.5/2 = 0.75 (drew 3 and 1): 3 ahead of 2.
  const std::vector<EventGame> games{{0, 1, 2, 1}, {2, 3, 1, 1}, {3, 0, 1, 2}, {1, 2, 1, 2}};
  const Crosstable t = make_crosstable(4, games);
  EXPECT_FALSE(t.every_pair_met);
  std::vector<std::int32_t> order;
  for (const Placing& p : t.placings) order.push_back(p.player);
  EXPECT_EQ(order, (std::vector<std::int32_t>{0, 3, 2, 1}));
  EXPECT_DOUBLE_EQ(t.placings[1].sonneborn_berger, 1.25);
  EXPECT_DOUBLE_EQ(t.placings[2].sonneborn_berger, 0.75);
  EXPECT_EQ(t.rounds, (std::vector<int>{1, 2}));
  EXPECT_EQ(t.by_round[1][1], "1L=");  // 3 had light against 0 (rank 1) in round 2
}

TEST(Crosstable, EqualOnPointsAndTieBreakKeepTheGivenOrder) {
  const std::vector<EventGame> games{{1, 0, 1, 1}};
  const Crosstable t = make_crosstable(2, games);
  EXPECT_EQ(t.placings[0].player, 0);
  EXPECT_EQ(t.placings[1].rank, 2);
}

TEST(Crosstable, DoubleRoundRobinKeepsBothResultsInOrder) {
  const std::vector<EventGame> games{{1, 0, 1, 2}, {0, 1, 2, 1}};
  const Crosstable t = make_crosstable(2, games);
  EXPECT_EQ(t.grid[0][1], "1 ½");
  EXPECT_EQ(t.grid[1][0], "0 ½");
}

TEST(Crosstable, GamesWithoutRoundCountButAreNotListedByRound) {
  const std::vector<EventGame> games{{0, 1, 2, std::nullopt}, {1, 0, 1, 1}};
  const Crosstable t = make_crosstable(2, games);
  EXPECT_EQ(t.games_without_round, 1);
  EXPECT_DOUBLE_EQ(t.placings[0].points, 1.5);
  EXPECT_EQ(t.by_round[0], (std::vector<std::string>{"2D="}));
}

}  // namespace
}  // namespace adomoc::ratings
