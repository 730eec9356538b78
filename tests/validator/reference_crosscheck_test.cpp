// The engine against the independent, deliberately naive reference engine
// in tests/reference: the same legal moves, in every position of many
// self-play games, and the same perft counts from the middle of games.
#include <gtest/gtest.h>

#include <algorithm>

#include "reference/reference_rules.hpp"
#include "study.hpp"
#include "validator/move_check.hpp"
#include "validator/perft.hpp"
#include "validator/selfplay.hpp"

namespace adomoc {
namespace {

reference::Variant to_reference(Variant v) {
  return v == Variant::standard ? reference::Variant::standard
         : v == Variant::infinite ? reference::Variant::infinite
                                  : reference::Variant::altogether;
}

std::vector<std::string> engine_moves(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<std::string> texts;
  for (Move m : moves) texts.push_back(move_text(pos, m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

// Plays a self-play game and compares both engines before every move.
// Returns the positions seen, for perft checks.
std::vector<Position> compare_along_game(const SelfPlay& selfplay, std::uint64_t number, Variant v) {
  parser::Game game;
  selfplay.play(number, game);
  std::vector<Position> seen;
  Position pos = Position::initial(v);
  auto check_here = [&] {
    const std::string text = position_text(pos);
    auto ref = reference::read_position(text);
    EXPECT_TRUE(ref.has_value()) << text;
    if (!ref) return;
    EXPECT_EQ(reference::write_position(*ref), text);
    EXPECT_EQ(engine_moves(pos), reference::legal_moves(*ref, to_reference(v))) << "game " << number << " at " << text;
    seen.push_back(pos);
  };
  for (const parser::Element& e : game.movetext) {
    const auto* token = std::get_if<parser::MoveToken>(&e);
    if (!token) continue;
    check_here();
    if (::testing::Test::HasFailure()) return seen;
    parser::MoveToken written = *token;
    std::vector<Violation> repairs;
    auto move = check_move(pos, written, false, repairs);
    EXPECT_TRUE(move.has_value()) << "game " << number;
    if (!move) return seen;
    pos.make(*move);
  }
  check_here();
  return seen;
}

TEST(ReferenceCrossCheck, SameMovesInEveryPositionOfSelfPlayGames) {
  for (Variant v : {Variant::standard, Variant::infinite}) {
    const SelfPlay selfplay({2024, v, 160});
    for (std::uint64_t n = 1; n <= 40; ++n) {
      compare_along_game(selfplay, n, v);
      if (HasFailure()) return;
    }
  }
}

TEST(ReferenceCrossCheck, SamePerftFromTheMiddleAndEndOfGames) {
  const SelfPlay selfplay({99, Variant::standard, 300});
  for (std::uint64_t n = 1; n <= 4; ++n) {
    const std::vector<Position> seen = compare_along_game(selfplay, n, Variant::standard);
    ASSERT_GT(seen.size(), 10u);
    for (const Position& at : {seen[seen.size() / 2], seen[seen.size() - 2]}) {
      Position pos = at;
      auto ref = reference::read_position(position_text(pos));
      ASSERT_TRUE(ref.has_value());
      EXPECT_EQ(perft(pos, 2), reference::perft(*ref, reference::Variant::standard, 2)) << position_text(pos);
    }
  }
}

}  // namespace
}  // namespace adomoc
