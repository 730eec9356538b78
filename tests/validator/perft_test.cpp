// Perft tables, and a perft that checks the position's invariants at every node.
#include <gtest/gtest.h>

#include "study.hpp"
#include "validator/perft.hpp"

namespace adomoc {
namespace {

struct PerftCase {
  const char* name;
  const char* position;  // empty: the initial position
  Variant variant;
  int depth;
  std::uint64_t nodes;
};

Position position_of(const PerftCase& c) {
  if (std::string_view(c.position).empty()) return Position::initial(c.variant);
  auto pos = read_position_text(c.position, c.variant);
  EXPECT_TRUE(pos.has_value()) << c.position;
  return *pos;
}

// Perft that, at every node, recomputes the hash, checks every derived
// table against the board, checks unmake restores the position exactly,
// and checks counting agrees with listing.
std::uint64_t checked_perft(Position& pos, int depth) {
  EXPECT_TRUE(pos.is_consistent()) << position_text(pos);
  EXPECT_EQ(pos.hash(), pos.compute_hash());
  MoveList moves;
  generate_moves(pos, moves);
  EXPECT_EQ(count_moves(pos), static_cast<std::uint64_t>(moves.size()));
  if (depth == 1) return static_cast<std::uint64_t>(moves.size());
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    const Position before = pos;
    const int pieces_before = pos.occupied().count();
    const Undo undo = pos.make(m);
    EXPECT_EQ(pos.occupied().count(), pieces_before - (m.kind() == MoveKind::consume ? 1 : 0));
    nodes += checked_perft(pos, depth - 1);
    pos.unmake(m, undo);
    EXPECT_TRUE(pos == before);
    EXPECT_EQ(pos.hash(), before.hash());
    if (::testing::Test::HasFailure()) return nodes;
  }
  return nodes;
}

// Middle and end game positions come from self-play games (docs/perft.md);
// every count here agrees with the independent reference engine in
// tests/reference (see ReferenceCrossCheck).
const PerftCase kCases[] = {
    {"initial standard 1", "", Variant::standard, 1, 23},
    {"initial standard 2", "", Variant::standard, 2, 635},
    {"initial standard 3", "", Variant::standard, 3, 31656},
    {"initial standard 4", "", Variant::standard, 4, 1637030},
    {"initial infinite 3", "", Variant::infinite, 3, 30620},
    {"initial infinite 4", "", Variant::infinite, 4, 1538044},
    {"initial altogether 4", "", Variant::altogether, 4, 1637030},
    {"middle ban on f2f1 3", "SSS^SSss^1ss/1MM1sfm1mm/F1F3f^1f1/3M^f3m1/1F4M2f/2F^7/10/F2m^2M3/- l f2f1",
     Variant::standard, 3, 2152858},
    {"end both states 3", "2S^SFs2ss/M1SM1mmf1m/SFFF5M/6f3/5f4/2S2f2s^1/10/s2m^mM^f^M1F^/- l -",
     Variant::standard, 3, 3356662},
    {"middle ban on h3g3 3", "S^1MSSsss^sm/Mm^S1MSm1mm/FM^F1Fffs1f/8F1/10/5f4/10/1f^F^7/- l h3g3",
     Variant::standard, 3, 537443},
    {"end dark near centre 3", "2S1Sss3/mM1SS1m1m1/2FMFfS^f1f/6msF1/1F^2m^5/F4f4/3s^6/1f^4M^3/- l -",
     Variant::standard, 3, 2142766},
};

class PerftTable : public ::testing::TestWithParam<PerftCase> {};

TEST_P(PerftTable, Counts) {
  Position pos = position_of(GetParam());
  EXPECT_EQ(perft(pos, GetParam().depth), GetParam().nodes);
}

INSTANTIATE_TEST_SUITE_P(Adomoc, PerftTable, ::testing::ValuesIn(kCases), [](const auto& param_info) {
  std::string name = param_info.param.name;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
});

TEST(PerftInvariants, InitialPositionEveryVariant) {
  for (Variant v : {Variant::standard, Variant::infinite, Variant::altogether}) {
    Position pos = Position::initial(v);
    Position copy = pos;
    EXPECT_EQ(checked_perft(pos, 3), perft(copy, 3));
  }
}

TEST(PerftInvariants, DivideSumsToPerft) {
  Position pos = Position::initial();
  std::uint64_t total = 0;
  for (const DivideLine& d : perft_divide(pos, 3)) total += d.count;
  EXPECT_EQ(total, 31656u);
}

TEST(PerftInvariants, DepthZeroIsOne) {
  Position pos = Position::initial();
  EXPECT_EQ(perft(pos, 0), 1u);
}

}  // namespace
}  // namespace adomoc
