// The self-play generator: legal games, the same bytes for the same seed,
// and the variety the tests and benchmarks need.
#include <gtest/gtest.h>

#include "validator/movegen.hpp"
#include "validator/replay.hpp"
#include "validator/selfplay.hpp"

namespace adomoc {
namespace {

int count_markers(const parser::Game& g, parser::Marker marker) {
  int n = 0;
  for (const auto& e : g.movetext)
    if (const auto* m = std::get_if<parser::MoveToken>(&e)) n += m->marker == marker;
  return n;
}

// Counts feet that could not move because of attraction, over a whole game.
class AttractionCounter : public PlyVisitor {
 public:
  int held = 0;
  void on_move(const Position& before, Move, const Position&) override {
    for (Space s : before.pieces(before.side_to_move(), PieceType::foot)) held += before.attracted(s);
  }
};

TEST(SelfPlay, SameSeedSameGames) {
  const SelfPlay a({7, Variant::standard, 300}), b({7, Variant::standard, 300}), c({8, Variant::standard, 300});
  parser::Game ga, gb, gc;
  bool any_differs = false;
  for (std::uint64_t n = 1; n <= 20; ++n) {
    a.play(n, ga);
    b.play(n, gb);
    c.play(n, gc);
    EXPECT_EQ(ga.tags, gb.tags);
    EXPECT_EQ(ga.movetext, gb.movetext);
    any_differs |= ga.movetext != gc.movetext;
  }
  EXPECT_TRUE(any_differs);
}

TEST(SelfPlay, EveryGameReplaysAsValidWithTheSameOutcome) {
  for (Variant v : {Variant::standard, Variant::infinite, Variant::altogether}) {
    const SelfPlay selfplay({3, v, 300});
    parser::Game game;
    for (std::uint64_t n = 1; n <= 300; ++n) {
      const Outcome played = selfplay.play(n, game);
      const GameCheck check = check_game(game);
      ASSERT_TRUE(check.valid()) << "game " << n << ": " << check.fault->message;
      EXPECT_EQ(check.outcome, played) << "game " << n;
      EXPECT_EQ(check.variant, v);
    }
  }
}

TEST(SelfPlay, ManyGamesAreCentredAndTheRestEndEveryOtherWay) {
  const SelfPlay selfplay({11, Variant::standard, 200});
  parser::Game game;
  std::array<int, 4> endings{};
  int originations = 0, consumptions = 0, attracted = 0;
  for (std::uint64_t n = 1; n <= 500; ++n) {
    AttractionCounter counter;
    ++endings[static_cast<std::size_t>(selfplay.play(n, game).termination)];
    ASSERT_TRUE(check_game(game, {false, &counter}).valid());
    originations += count_markers(game, parser::Marker::originate);
    consumptions += count_markers(game, parser::Marker::consume);
    attracted += counter.held;
  }
  EXPECT_GT(endings[static_cast<std::size_t>(Termination::centred)], 250);
  EXPECT_GT(endings[static_cast<std::size_t>(Termination::forfeit)], 0);
  EXPECT_GT(endings[static_cast<std::size_t>(Termination::draw)], 0);
  EXPECT_GT(endings[static_cast<std::size_t>(Termination::unfinished)], 0);
  EXPECT_GT(originations, 500 * 5);
  EXPECT_GT(consumptions, 100);
  EXPECT_GT(attracted, 500);
}

TEST(SelfPlay, ThePlyLimitLeavesGamesUnfinished) {
  const SelfPlay selfplay({5, Variant::infinite, 10});
  parser::Game game;
  for (std::uint64_t n = 1; n <= 20; ++n) {
    const Outcome o = selfplay.play(n, game);
    EXPECT_LE(game.movetext.size(), 15u);  // 10 moves, 5 round numbers
    EXPECT_EQ(o.termination, Termination::unfinished);
    EXPECT_EQ(game.find_tag("Result")->value, "*");
  }
}

}  // namespace
}  // namespace adomoc
