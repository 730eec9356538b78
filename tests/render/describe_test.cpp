// Each ply's behaviours in words, as the viewer shows them.
#include <gtest/gtest.h>

#include "render/describe.hpp"
#include "render/samples.hpp"

namespace adomoc {
namespace {

TEST(Describe, TheBehavioursOfTheSampleGame) {
  const test::SampleGame sample = test::sample_game("consume-attract-resign.adn");
  const auto& words = sample.replay.words;
  ASSERT_EQ(words.size(), 10u);
  EXPECT_EQ(words[0], "");
  EXPECT_EQ(words[1], "light prime foot from c3 moves to c5");
  EXPECT_EQ(words[3], "light prime foot from c5 consumes dark foot on f5");
  EXPECT_EQ(words[4], "dark moon from f2 originates light foot on e3 to c3");
  EXPECT_EQ(words[6], "dark sun from f1 moves to f4; light prime foot on f5 is attracted");
  // Sent away from the sun, the foot is not "released" where it stood: it is gone from there.
  EXPECT_EQ(words[7], "light prime moon from c2 originates light prime foot on f5 to d3");
  EXPECT_EQ(words[8], "dark sun from f4 moves to e5; light foot on d4 is attracted");
}

TEST(Describe, CentringAndTheStateOfPrimes) {
  const test::SampleGame sample = test::sample_game("centred.adn");
  const auto& words = sample.replay.words;
  ASSERT_EQ(words.size(), 18u);
  EXPECT_EQ(words[5], "light prime moon from c2 originates light foot on d3 to c3");
  EXPECT_EQ(words[9], "light prime moon from g6 moves to i8; a state of primes now holds for dark");
  EXPECT_EQ(words[16], "dark foot from g5 moves to g6; dark foot on g6 is attracted");
  EXPECT_EQ(words[17], "light prime sun from f7 enters the centre: the game is centred");
}

}  // namespace
}  // namespace adomoc
