#include <gtest/gtest.h>

#include "study.hpp"

namespace adomoc {
namespace {

constexpr const char* kInitial = "SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/- l -";

TEST(PositionText, InitialPosition) {
  EXPECT_EQ(position_text(Position::initial()), kInitial);
  auto pos = read_position_text(kInitial, Variant::standard);
  ASSERT_TRUE(pos.has_value());
  EXPECT_TRUE(*pos == Position::initial());
  EXPECT_EQ(pos->hash(), Position::initial().hash());
}

TEST(PositionText, RoundTripsSideCentreAndLastOrigination) {
  Position pos = test::setup({{"c2", "M"}, {"e4", "s"}, {"a6", "F^"}, {"j6", "f"}});
  pos = test::play(pos, "Mc2e4oh1");
  const std::string text = position_text(pos);
  EXPECT_EQ(text, "7s2/10/10/4M5/10/F^8f/10/10/- d e4h1");
  auto back = read_position_text(text, Variant::standard);
  ASSERT_TRUE(back.has_value()) << back.error().message;
  EXPECT_TRUE(*back == pos);
  EXPECT_EQ(position_text(*back), text);

  Position centred = test::play(test::setup({{"c8", "S^"}, {"a8", "F^"}, {"e8", "M^"}}), "S^c8c9*");
  EXPECT_EQ(position_text(centred), "10/10/10/10/10/10/10/F^3M^5/S^ d -");
  EXPECT_TRUE(*read_position_text(position_text(centred), Variant::standard) == centred);
}

struct BadText {
  const char* text;
  std::size_t column;
  const char* message;
};

class PositionTextErrors : public ::testing::TestWithParam<BadText> {};

TEST_P(PositionTextErrors, NameTheCharacterAndTheProblem) {
  auto pos = read_position_text(GetParam().text, Variant::standard);
  ASSERT_FALSE(pos.has_value());
  EXPECT_EQ(pos.error().column, GetParam().column);
  EXPECT_EQ(pos.error().message, GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    Adomoc, PositionTextErrors,
    ::testing::Values(
        BadText{"", 1, "only 0 of ten spaces in cycle 1"},
        BadText{"SSS^SSsss^s/10/10/10/10/10/10/10/- l -", 12, "only 9 of ten spaces in cycle 1"},
        BadText{"SSS^SSsss^sss/10/10/10/10/10/10/10/- l -", 13, "more than ten spaces in cycle 1"},
        BadText{"11/10/10/10/10/10/10/10/- l -", 1, "a run of empty spaces is 1 to 10 in cycle 1"},
        BadText{"10/10/1X8/10/10/10/10/10/- l -", 8, "expected a piece letter (F M S light, f m s dark) or a number in cycle 3"},
        BadText{"10/10/10/10/10/10/10/10 l -", 24, "expected '/' after the ten spaces of cycle 8"},
        BadText{"10/10/10/10/10/10/10/10/F l -", 25, "only a prime sun can stand on the centre"},
        BadText{"10/10/10/10/10/10/10/10/- x -", 27, "expected the side to move: 'l' (light) or 'd' (dark)"},
        BadText{"10/10/10/10/10/10/10/10/- l z", 29, "expected '-' or the last origination as two spaces, such as a4f2"},
        BadText{"10/10/10/10/10/10/10/10/- l - extra", 31, "unexpected text after the last origination field"},
        BadText{"FFFFFF4/10/10/10/10/10/10/10/- l -", 1, "more than five pieces of the light foot type"},
        BadText{"F^F^8/10/10/10/10/10/10/10/- l -", 1, "more than one light foot is prime"},
        BadText{"10/10/10/10/10/10/10/10/- l a4f2", 29, "the last origination names an empty space"}));

}  // namespace
}  // namespace adomoc
