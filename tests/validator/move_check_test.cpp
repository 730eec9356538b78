// check_move's fast path against its full checker: in thousands of game
// positions, every legal move and many corrupted ones get the same answer.
#include <gtest/gtest.h>

#include "validator/move_check.hpp"
#include "validator/movegen.hpp"
#include "validator/selfplay.hpp"
#include "validator/tokens.hpp"

namespace adomoc {
namespace {

// Small deterministic corruptions of a written move.
parser::MoveToken corrupt(parser::MoveToken t, int how) {
  switch (how % 8) {
    case 0: t.prime = !t.prime; break;
    case 1: t.to.column = static_cast<std::uint8_t>((t.to.column + 1 + how / 8 % 9) % 10); break;
    case 2: t.to.cycle = static_cast<std::uint8_t>(1 + (t.to.cycle + how / 8) % 8); break;
    case 3: t.marker = static_cast<parser::Marker>((static_cast<int>(t.marker) + 1) % 3); break;
    case 4: t.origin = {static_cast<std::uint8_t>(how / 8 % 10), static_cast<std::uint8_t>(1 + how / 80 % 3)}; break;
    case 5: t.piece = static_cast<parser::PieceLetter>((static_cast<int>(t.piece) + 1) % 3); break;
    case 6: t.from.column = static_cast<std::uint8_t>((t.from.column + 1) % 10); break;
    case 7: t.ending = parser::Ending::centred; break;
  }
  return t;
}

void expect_agreement(const Position& pos, const parser::MoveToken& token, const MoveList& legal) {
  std::vector<Violation> repairs;
  parser::MoveToken copy = token;
  const auto full = check_move_in_full(pos, copy, false, repairs);
  const auto fast = accept_as_written(pos, token);
  if (fast) {
    ASSERT_TRUE(full.has_value()) << "the fast path accepted what the full checker rejects: " << full.error().message;
    EXPECT_EQ(*fast, *full);
  }
  if (full) {
    EXPECT_TRUE(legal.contains(*full));
    // The fast path may leave only the centring move to the full checker.
    if (!fast) {
      EXPECT_EQ(full->kind(), MoveKind::centre);
    }
  }
}

TEST(MoveCheck, FastPathAndFullCheckerAgree) {
  for (Variant v : {Variant::standard, Variant::infinite}) {
    const SelfPlay selfplay({31, v, 200});
    parser::Game game;
    for (std::uint64_t n = 1; n <= 60; ++n) {
      selfplay.play(n, game);
      Position pos = Position::initial(v);
      int salt = static_cast<int>(n);
      for (const parser::Element& e : game.movetext) {
        const auto* played = std::get_if<parser::MoveToken>(&e);
        if (!played) continue;
        MoveList legal;
        generate_moves(pos, legal);
        for (Move m : legal) {
          const parser::MoveToken token = to_token(pos, m);
          expect_agreement(pos, token, legal);
          expect_agreement(pos, corrupt(token, salt++), legal);
        }
        if (HasFailure()) return;
        std::vector<Violation> repairs;
        parser::MoveToken t = *played;
        if (t.ending == parser::Ending::forfeit) t.ending = parser::Ending::none;
        pos.make(*check_move(pos, t, false, repairs));
      }
    }
  }
}

}  // namespace
}  // namespace adomoc
