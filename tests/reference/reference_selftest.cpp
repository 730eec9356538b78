// Self-test of the reference rules (reference_rules.hpp): hand-checkable
// figures and small hand-built positions, one rule at a time.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "reference_rules.hpp"

namespace ref = adomoc::reference;
using ref::Variant;

namespace {

const std::string kInitialText = "SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10/- l -";

ref::RefPosition pos(const std::string& text) {
  const auto position = ref::read_position(text);
  EXPECT_TRUE(position.has_value()) << "unreadable: " << text;
  return position.value_or(ref::RefPosition{});
}

std::vector<std::string> moves(const std::string& text, Variant variant = Variant::standard) {
  return ref::legal_moves(pos(text), variant);
}

bool has(const std::vector<std::string>& list, const std::string& move) {
  return std::find(list.begin(), list.end(), move) != list.end();
}

std::vector<std::string> starting_with(const std::vector<std::string>& list, const std::string& prefix) {
  std::vector<std::string> out;
  for (const std::string& m : list)
    if (m.rfind(prefix, 0) == 0) out.push_back(m);
  return out;
}

}  // namespace

// --- Figures given by the project ------------------------------------------

TEST(ReferencePerft, InitialPositionStandard) {
  const ref::RefPosition start = ref::initial_position();
  EXPECT_EQ(ref::perft(start, Variant::standard, 0), 1u);
  EXPECT_EQ(ref::perft(start, Variant::standard, 1), 23u);
  EXPECT_EQ(ref::perft(start, Variant::standard, 2), 635u);
}

TEST(ReferencePerft, InitialMovesAreTheFeet) {
  // Only feet can move at first: 4 non-prime feet x 5 cycles inward, prime
  // foot 3 steps.
  const std::vector<std::string> list = ref::legal_moves(ref::initial_position(), Variant::standard);
  ASSERT_EQ(list.size(), 23u);
  EXPECT_EQ(list.front(), "F^c3c4");
  EXPECT_TRUE(has(list, "Fa3a8"));
  EXPECT_TRUE(has(list, "F^c3c6"));
  EXPECT_FALSE(has(list, "F^c3c7"));
}

// Regression figures measured with this implementation (not independently
// verified): they pin the reference down so a change to it is noticed.
TEST(ReferencePerft, DepthThreeRegression) {
  const ref::RefPosition start = ref::initial_position();
  EXPECT_EQ(ref::perft(start, Variant::standard, 3), 31656u);
  EXPECT_EQ(ref::perft(start, Variant::infinite, 3), 30620u);
  EXPECT_EQ(ref::perft(start, Variant::altogether, 3), 31656u);
}

// --- Position text ---------------------------------------------------------

TEST(ReferencePositionText, InitialRoundTrip) {
  EXPECT_EQ(ref::write_position(ref::initial_position()), kInitialText);
  const auto read = ref::read_position(kInitialText);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(*read, ref::initial_position());
  EXPECT_EQ(ref::write_position(*read), kInitialText);
}

TEST(ReferencePositionText, RunLengthsAndFields) {
  const std::string text = "S9/1m^8/10/4F^4f/10/10/9M/s^1f^7/- d b2a1";
  ASSERT_TRUE(ref::read_position(text).has_value());
  EXPECT_EQ(ref::write_position(*ref::read_position(text)), text);
  EXPECT_TRUE(ref::read_position("10/10/10/10/10/10/10/10/S^ d -").has_value());
  EXPECT_TRUE(ref::read_position("10/10/10/10/10/10/10/10/s^ l -").has_value());
}

TEST(ReferencePositionText, RejectsMalformedText) {
  const std::vector<std::string> bad = {
      "",
      "10/10/10/10/10/10/10/10/-",                  // missing fields
      "10/10/10/10/10/10/10/10/- l - ",             // trailing space
      "10/10/10/10/10/10/10/10/-  l -",             // double space
      "10/10/10/10/10/10/10/10/- l -\n",            // line break
      "10/10/10/10/10/10/10/- l -",                 // eight board fields
      "10/10/10/10/10/10/10/10/10/- l -",           // ten board fields
      "55/10/10/10/10/10/10/10/- l -",              // two numbers side by side
      "9/10/10/10/10/10/10/10/- l -",               // nine spaces
      "11/10/10/10/10/10/10/10/- l -",              // eleven spaces
      "0F9/10/10/10/10/10/10/10/- l -",             // zero run
      "010/10/10/10/10/10/10/10/- l -",             // zero run
      "9FF/10/10/10/10/10/10/10/- l -",             // eleven spaces
      "X9/10/10/10/10/10/10/10/- l -",              // unknown piece
      "^9/10/10/10/10/10/10/10/- l -",              // caret without piece
      "F^^8/10/10/10/10/10/10/10/- l -",            // two carets
      "10/10/10/10/10/10/10/10/- w -",              // side
      "10/10/10/10/10/10/10/10/S l -",              // non-prime in centre
      "10/10/10/10/10/10/10/10/F^ l -",             // foot in centre
      "10/10/10/10/10/10/10/10/ l -",               // empty centre field
      "FFFFFF4/10/10/10/10/10/10/10/- l -",         // six light feet
      "F^F^8/10/10/10/10/10/10/10/- l -",           // two prime feet
      "S^9/10/10/10/10/10/10/10/S^ l -",            // two light prime suns
      "10/10/10/10/10/10/10/10/- l a4",             // short last origination
      "10/10/10/10/10/10/10/10/- l a4f2",           // both spaces empty
      "10/5m4/10/10/10/10/10/10/- l a4f2",          // landing empty
      "10/10/10/S9/10/10/10/10/- l a4f2",           // origin empty
      "10/5s4/10/S9/10/10/10/10/- l a4f2",          // origin holds the wrong type
      "10/5M4/10/S9/10/10/10/10/- l a4f2",          // origin holds the wrong breed
      "10/10/10/S9/5m4/10/10/10/- l a4f5",          // not an origin space
      "10/5m4/10/S9/10/10/10/10/- l a4k2",          // bad column
      "10/5m4/10/S9/10/10/10/10/- l a4f0",          // bad cycle
      "10/5m4/10/10/10/10/10/10/S^ l a9f2",         // landing on the centre
  };
  for (const std::string& text : bad) EXPECT_FALSE(ref::read_position(text).has_value()) << text;
  EXPECT_TRUE(ref::read_position("10/5m4/10/S9/10/10/10/10/- l a4f2").has_value());
}

TEST(ReferencePositionText, RandomPlayRoundTrips) {
  std::mt19937 rng(20240511);
  for (Variant variant : {Variant::standard, Variant::infinite, Variant::altogether}) {
    for (int game = 0; game < 8; ++game) {
      ref::RefPosition position = ref::initial_position();
      for (int ply = 0; ply < 200; ++ply) {
        const std::string text = ref::write_position(position);
        const auto read = ref::read_position(text);
        ASSERT_TRUE(read.has_value()) << text;
        ASSERT_EQ(*read, position) << text;
        ASSERT_EQ(ref::write_position(*read), text);

        const std::vector<std::string> list = ref::legal_moves(position, variant);
        ASSERT_TRUE(std::is_sorted(list.begin(), list.end()));
        ASSERT_TRUE(std::adjacent_find(list.begin(), list.end()) == list.end());
        if (list.empty()) break;
        const std::string move = list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)];
        const ref::RefPosition next = ref::play(position, move, variant);
        ASSERT_NE(next.to_move, position.to_move);
        ASSERT_EQ(next.last_origination.has_value(), move.find('o') != std::string::npos) << move;
        position = next;
      }
    }
  }
}

// --- Movement --------------------------------------------------------------

TEST(ReferenceRides, CycleBothWaysIsOneMove) {
  // A lone non-prime foot on a4: 4 in, 3 out, 9 round the cycle (either way
  // round reaches each of the 9 spaces; counted once).
  const std::vector<std::string> list = moves("10/10/10/F9/10/10/10/10/- l -");
  EXPECT_EQ(list.size(), 16u);
  EXPECT_TRUE(has(list, "Fa4f4"));
  EXPECT_TRUE(has(list, "Fa4j4"));
  EXPECT_TRUE(has(list, "Fa4b4"));
}

TEST(ReferenceRides, CycleStopsAtPiecesBothWays) {
  // An own foot on f4 blocks the cycle both ways round.
  const std::vector<std::string> list = moves("10/10/10/F4F4/10/10/10/10/- l -");
  EXPECT_EQ(starting_with(list, "Fa4").size(), 4u + 3u + 8u);
  EXPECT_FALSE(has(list, "Fa4f4"));  // own foot: no landing
  EXPECT_TRUE(has(list, "Fa4e4"));   // ccw b4..e4
  EXPECT_TRUE(has(list, "Fa4g4"));   // cw j4..g4
}

TEST(ReferenceRides, PrimeRidesAtMostThree) {
  const std::vector<std::string> list = moves("10/10/10/F^9/10/10/10/10/- l -");
  EXPECT_EQ(list.size(), 12u);
  EXPECT_TRUE(has(list, "F^a4a7"));
  EXPECT_FALSE(has(list, "F^a4a8"));
  EXPECT_TRUE(has(list, "F^a4h4"));
  EXPECT_TRUE(has(list, "F^a4d4"));
  EXPECT_FALSE(has(list, "F^a4e4"));
}

TEST(ReferenceRides, FiveStepSpiralIsOneMove) {
  // A moon on a1: in-ccw b2..h8 (7), in-cw j2..d8 (7); both reach f6.
  const std::vector<std::string> list = moves("M9/10/10/10/10/10/10/10/- l -");
  EXPECT_EQ(list.size(), 13u);
  EXPECT_EQ(std::count(list.begin(), list.end(), "Ma1f6"), 1);
  EXPECT_TRUE(has(list, "Ma1h8"));
  EXPECT_TRUE(has(list, "Ma1d8"));
}

TEST(ReferenceRides, SunRidesEightDirectionsAndNeverTheCentre) {
  // A lone non-prime sun on c8: out 7, cycle 9, out-ccw d7..j1 (7) and
  // out-cw b7..f1 (7) meeting on h3 after 5 steps (13 distinct); never in.
  const std::vector<std::string> list = moves("10/10/10/10/10/10/10/2S7/- l -");
  EXPECT_EQ(list.size(), 29u);
  EXPECT_EQ(std::count(list.begin(), list.end(), "Sc8h3"), 1);
  for (const std::string& m : list) EXPECT_EQ(m.find('9'), std::string::npos) << m;
}

TEST(ReferenceRides, NoJumping) {
  // A dark foot on a6 (same type, not consumable by a non-prime) blocks a4's ride in.
  const std::vector<std::string> list = moves("10/10/10/F9/10/f9/10/10/- l -");
  EXPECT_TRUE(has(list, "Fa4a5"));
  EXPECT_FALSE(has(list, "Fa4a6"));
  EXPECT_FALSE(has(list, "Fa4a7"));
}

// --- Attraction ------------------------------------------------------------

TEST(ReferenceAttraction, OpposingSunFreezesFeet) {
  // Dark sun on d6 is a spiral neighbour of the light foot on c5.
  EXPECT_TRUE(moves("10/10/10/10/2F7/3s6/10/10/- l -").empty());
  EXPECT_TRUE(moves("10/10/10/10/2F^7/3s^6/10/10/- l -").empty());
  // Column neighbour, cycle neighbour, across the j/a seam.
  EXPECT_TRUE(moves("10/10/10/10/2F7/2s7/10/10/- l -").empty());
  EXPECT_TRUE(moves("10/10/10/10/2Fs6/10/10/10/- l -").empty());
  EXPECT_TRUE(moves("10/10/10/10/F8s/10/10/10/- l -").empty());
  // Dark feet too.
  EXPECT_TRUE(moves("10/10/10/10/2f7/1S8/10/10/- d -").empty());
}

TEST(ReferenceAttraction, OwnSunOrDistantSunDoesNot) {
  // Own sun adjacent: the foot moves (and the sun too).
  const std::vector<std::string> own = moves("10/10/10/10/2F7/3S6/10/10/- l -");
  EXPECT_FALSE(starting_with(own, "Fc5").empty());
  // Opposing sun two spaces away: foot moves freely, 16 moves.
  const std::vector<std::string> far = moves("10/10/10/10/2F7/10/4s5/10/- l -");
  EXPECT_EQ(far.size(), 16u);
  // Only feet are attracted: a light moon beside a dark sun moves.
  EXPECT_FALSE(moves("10/10/10/10/2M7/3s6/10/10/- l -").empty());
}

TEST(ReferenceAttraction, AttractedFootStillFreesWhenSunLeaves) {
  // Light foot c5, dark sun d6; it is dark's move; after the sun moves away
  // the foot is free.
  ref::RefPosition position = pos("10/10/10/10/2F7/3s6/10/10/- d -");
  EXPECT_TRUE(ref::is_attracted(position, ref::Space{2, 5}));
  position = ref::play(position, "Sd6d8", Variant::standard);
  EXPECT_FALSE(ref::is_attracted(position, ref::Space{2, 5}));
  EXPECT_FALSE(ref::legal_moves(position, Variant::standard).empty());
}

TEST(ReferenceAttraction, CentreIsAdjacentToCycleEight) {
  const ref::RefPosition centred = pos("10/10/10/10/10/10/10/4F5/s^ l -");
  EXPECT_TRUE(ref::is_attracted(centred, ref::Space{4, 8}));
  const ref::RefPosition own = pos("10/10/10/10/10/10/10/4F5/S^ d -");
  EXPECT_FALSE(ref::is_attracted(own, ref::Space{4, 8}));
}

// --- Origination -----------------------------------------------------------

TEST(ReferenceOrigination, OneMovePerFreeOriginSpace) {
  // Light foot c4 lands on a dark moon on c5; dark moon origin spaces
  // f2 h2 j2 are free (g2 i2 hold dark moons).
  const std::vector<std::string> list = moves("10/6m1m1/10/2F7/2m7/10/10/10/- l -");
  const std::vector<std::string> originations = starting_with(list, "Fc4c5o");
  EXPECT_EQ(originations, (std::vector<std::string>{"Fc4c5of2", "Fc4c5oh2", "Fc4c5oj2"}));
  EXPECT_EQ(starting_with(list, "Fc4").size(), 3u + 9u + 3u);
  const ref::RefPosition after = ref::play(pos("10/6m1m1/10/2F7/2m7/10/10/10/- l -"), "Fc4c5oh2", Variant::standard);
  EXPECT_EQ(ref::write_position(after), "10/6mmm1/10/10/2F7/10/10/10/- d c5h2");
}

TEST(ReferenceOrigination, FreeMeansAfterTheMoverLeftAndLanded) {
  // Light foot on d2 (a light moon origin space); light moons on a2 b2 c2 e2
  // and d3. Every light moon origination can only go to d2, the space the
  // foot left; the target's own space is taken by the mover.
  const std::string text = "10/MMMFM5/3M6/10/10/10/10/10/- l -";
  const std::vector<std::string> list = moves(text);
  EXPECT_TRUE(has(list, "Fd2d3od2"));
  EXPECT_TRUE(has(list, "Fd2c2od2"));
  EXPECT_TRUE(has(list, "Fd2e2od2"));
  EXPECT_FALSE(has(list, "Fd2c2oc2"));
  EXPECT_EQ(starting_with(list, "Fd2").size(), 1u /* d1 */ + 3u);
}

TEST(ReferenceOrigination, NoFreeOriginSpaceNoMove) {
  // Light moon b4 rides onto a dark sun on c5 while f1..j1 are all taken
  // (by dark moons: any piece makes an origin space unfree).
  const std::vector<std::string> full = moves("5mmmmm/10/10/1M8/2s7/10/10/10/- l -");
  EXPECT_TRUE(starting_with(full, "Mb4c5").empty());
  const std::vector<std::string> one_free = moves("5mmm1m/10/10/1M8/2s7/10/10/10/- l -");
  EXPECT_EQ(starting_with(one_free, "Mb4c5"), std::vector<std::string>{"Mb4c5oi1"});
}

TEST(ReferenceOrigination, MayOriginateOwnPieces) {
  const std::vector<std::string> list = moves("10/10/10/2F7/2M7/10/10/10/- l -");
  EXPECT_EQ(starting_with(list, "Fc4c5").size(), 5u);  // to a2..e2
}

TEST(ReferenceOrigination, SameTypeIsNeverOriginated) {
  // A non-prime moon cannot land on a moon of either breed.
  const std::vector<std::string> list = moves("10/10/10/2M7/1M1m6/10/10/10/- l -");
  EXPECT_TRUE(starting_with(list, "Mc4d5").empty());
  EXPECT_TRUE(starting_with(list, "Mc4b5").empty());
  EXPECT_TRUE(has(list, "Mc4b3"));
}

TEST(ReferenceOrigination, WhoMayOriginateAPrime) {
  // Dark prime moon on c5.
  // Non-prime foot: no. Prime foot: yes (5). Non-prime sun: no.
  EXPECT_TRUE(starting_with(moves("10/10/10/2F7/2m^7/10/10/10/- l -"), "Fc4c5").empty());
  EXPECT_EQ(starting_with(moves("10/10/10/2F^7/2m^7/10/10/10/- l -"), "F^c4c5").size(), 5u);
  EXPECT_TRUE(starting_with(moves("10/10/10/2S7/2m^7/10/10/10/- l -"), "Sc4c5").empty());
  // Dark prime foot on d5: a non-prime moon may (Standard only), a prime moon
  // may in both variants.
  const std::string moon = "10/10/10/2M7/3f^6/10/10/10/- l -";
  EXPECT_EQ(starting_with(moves(moon, Variant::standard), "Mc4d5").size(), 5u);
  EXPECT_EQ(starting_with(moves(moon, Variant::altogether), "Mc4d5").size(), 5u);
  EXPECT_TRUE(starting_with(moves(moon, Variant::infinite), "Mc4d5").empty());
  const std::string prime_moon = "10/10/10/2M^7/3f^6/10/10/10/- l -";
  EXPECT_EQ(starting_with(moves(prime_moon, Variant::infinite), "M^c4d5").size(), 5u);
  // A non-prime moon on a non-prime foot: both variants.
  EXPECT_EQ(starting_with(moves("10/10/10/2M7/3f6/10/10/10/- l -", Variant::infinite), "Mc4d5").size(), 5u);
  // A moon never originates a prime moon (same type).
  EXPECT_TRUE(starting_with(moves("10/10/10/2M^7/3m^6/10/10/10/- l -"), "M^c4d5").empty());
}

TEST(ReferenceOrigination, PrimeGoesToAnyOfTheFive) {
  const ref::RefPosition position = pos("10/10/10/2F^7/2s^7/10/10/10/- l -");
  // The light prime foot is attracted by the dark sun; use a light prime moon
  // on b4 against the dark prime sun on c5 instead.
  EXPECT_TRUE(starting_with(ref::legal_moves(position, Variant::standard), "F^").empty());
  const std::vector<std::string> list = moves("10/10/10/1M^8/2s^7/10/10/10/- l -", Variant::infinite);
  EXPECT_EQ(starting_with(list, "M^b4c5"),
            (std::vector<std::string>{"M^b4c5of1", "M^b4c5og1", "M^b4c5oh1", "M^b4c5oi1", "M^b4c5oj1"}));
}

// --- Consume ---------------------------------------------------------------

TEST(ReferenceConsume, PrimeConsumesOpposingNonPrimeOfSameType) {
  const std::string text = "10/10/10/2F^7/2f7/10/10/10/- l -";
  EXPECT_TRUE(has(moves(text, Variant::standard), "F^c4c5x"));
  EXPECT_TRUE(has(moves(text, Variant::altogether), "F^c4c5x"));
  EXPECT_FALSE(has(moves(text, Variant::infinite), "F^c4c5x"));
  EXPECT_TRUE(starting_with(moves(text, Variant::infinite), "F^c4c5").empty());
  const ref::RefPosition after = ref::play(pos(text), "F^c4c5x", Variant::standard);
  EXPECT_EQ(ref::write_position(after), "10/10/10/10/2F^7/10/10/10/- d -");
}

TEST(ReferenceConsume, NotByNonPrimeNotAPrimeNotOwn) {
  EXPECT_TRUE(starting_with(moves("10/10/10/2F7/2f7/10/10/10/- l -"), "Fc4c5").empty());
  EXPECT_TRUE(starting_with(moves("10/10/10/2F^7/2f^7/10/10/10/- l -"), "F^c4c5").empty());
  EXPECT_TRUE(starting_with(moves("10/10/10/2F^7/2F7/10/10/10/- l -"), "F^c4c5").empty());
  // A prime sun consumes a non-prime sun (two steps away along the column).
  EXPECT_TRUE(has(moves("10/10/10/2S^7/10/2s7/10/10/- l -"), "S^c4c6x"));
}

// --- Reverse origination ---------------------------------------------------

TEST(ReferenceReverseOrigination, BannedForOneTurnOnly) {
  // A light sun landed on d4 and sent a dark moon to f2 ("d4f2"). The dark
  // moon on f2 reaches d4 along the in-cw spiral (e3, d4).
  const std::string banned = "10/5m4/10/3S6/10/10/10/10/- d d4f2";
  const std::string free = "10/5m4/10/3S6/10/10/10/10/- d -";
  EXPECT_TRUE(starting_with(moves(banned), "Mf2d4").empty());
  EXPECT_EQ(starting_with(moves(free), "Mf2d4").size(), 5u);
  // The ban names exactly that pair: another dark moon may originate the sun.
  const std::string other = "10/5m4/10/3S6/4m5/10/10/10/- d d4f2";
  EXPECT_EQ(starting_with(moves(other), "Me5d4").size(), 5u);
  EXPECT_TRUE(starting_with(moves(other), "Mf2d4").empty());
  // Playing an origination sets the field; the next move clears it.
  ref::RefPosition position = ref::play(pos(free), "Mf2d4ob1", Variant::standard);
  EXPECT_EQ(ref::write_position(position), "1S8/10/10/3m6/10/10/10/10/- l d4b1");
  position = ref::play(position, "Sb1b2", Variant::standard);
  EXPECT_EQ(ref::write_position(position), "10/1S8/10/3m6/10/10/10/10/- d -");
}

TEST(ReferenceReverseOrigination, PlayedGame) {
  // Light sun originates the dark moon; dark may not originate straight back.
  ref::RefPosition position = pos("10/10/10/10/10/4m5/10/10/- l -");
  position.at(ref::Space{2, 4}) = ref::Piece{ref::Breed::light, ref::Type::sun, false};  // Sc4
  ASSERT_TRUE(has(ref::legal_moves(position, Variant::standard), "Sc4e6of2"));
  position = ref::play(position, "Sc4e6of2", Variant::standard);
  EXPECT_EQ(ref::write_position(position), "10/5m4/10/10/10/4S5/10/10/- d e6f2");
  EXPECT_EQ(position.last_origination->first, (ref::Space{4, 6}));
  EXPECT_EQ(position.last_origination->second, (ref::Space{5, 2}));
}

// --- Centring --------------------------------------------------------------

TEST(ReferenceCentring, NeedsAStateOfPrimes) {
  // Light prime sun c6; light prime foot a8, dark prime moon f8.
  const std::string state = "10/10/10/10/10/2S^7/10/F^4m^4/- l -";
  ASSERT_TRUE(ref::state_of_primes(pos(state)));
  EXPECT_TRUE(has(moves(state), "S^c6c9*"));
  EXPECT_TRUE(has(moves(state, Variant::infinite), "S^c6c9*"));
  EXPECT_TRUE(has(moves(state), "S^c6c8"));  // the ordinary ride still exists
  // No prime moon on cycle 8: no state.
  EXPECT_FALSE(has(moves("10/10/10/10/10/2S^7/10/F^9/- l -"), "S^c6c9*"));
  // Non-prime foot instead of the prime foot: no state.
  EXPECT_FALSE(has(moves("10/10/10/10/10/2S^7/10/F4m^4/- l -"), "S^c6c9*"));
  // Both cycle-8 primes are the opponent's: no state for light...
  const std::string theirs = "10/10/10/10/10/2S^7/10/f^4m^4/- l -";
  EXPECT_FALSE(ref::state_of_primes(pos(theirs)));
  EXPECT_FALSE(has(moves(theirs), "S^c6c9*"));
  // ...but one of them is the mover's when dark has the move.
  EXPECT_TRUE(has(moves("10/10/10/10/10/7s^2/10/f^4m^4/- d -"), "S^h6h9*"));
  // Only the prime sun: a non-prime sun never enters.
  EXPECT_FALSE(has(moves("10/10/10/10/10/2S7/10/F^4m^4/- l -"), "Sc6c9*"));
}

TEST(ReferenceCentring, AtMostThreeStepsOverEmptySpaces) {
  EXPECT_FALSE(has(moves("10/10/10/10/2S^7/10/10/F^4m^4/- l -"), "S^c5c9*"));
  EXPECT_TRUE(has(moves("10/10/10/10/10/10/2S^7/F^4m^4/- l -"), "S^c7c9*"));
  EXPECT_TRUE(has(moves("10/10/10/10/10/10/10/F^1S^2m^4/- l -"), "S^c8c9*"));
  // A piece on c7 blocks the ride from c6.
  const std::vector<std::string> blocked = moves("10/10/10/10/10/2S^7/2M7/F^4m^4/- l -");
  for (const std::string& m : blocked) EXPECT_EQ(m.find('*'), std::string::npos) << m;
}

TEST(ReferenceCentring, CentredPositionHasNoMoves) {
  const ref::RefPosition after = ref::play(pos("10/10/10/10/10/2S^7/10/F^4m^4/- l -"), "S^c6c9*", Variant::standard);
  EXPECT_EQ(ref::write_position(after), "10/10/10/10/10/10/10/F^4m^4/S^ d -");
  EXPECT_TRUE(ref::legal_moves(after, Variant::standard).empty());
  EXPECT_EQ(ref::perft(after, Variant::standard, 1), 0u);
  EXPECT_EQ(ref::perft(after, Variant::standard, 3), 0u);
  EXPECT_EQ(ref::perft(after, Variant::standard, 0), 1u);
}

TEST(ReferencePlay, RejectsIllegalMoves) {
  EXPECT_THROW(ref::play(ref::initial_position(), "F^c3c7", Variant::standard), std::invalid_argument);
  EXPECT_THROW(ref::play(ref::initial_position(), "Fc3c4", Variant::standard), std::invalid_argument);
}
