// adomoc perft, moves and generate, run as a user would.
#include <gtest/gtest.h>

#include "cli/run.hpp"
#include "parser/reader.hpp"
#include "validator/replay.hpp"

namespace adomoc {
namespace {

using test::adomoc;
using test::last_line;

TEST(Cli, HelpAndVersion) {
  EXPECT_EQ(adomoc("--version").status, 0);
  EXPECT_NE(adomoc("--version").out.find("adomoc 0."), std::string::npos);
  for (const char* sub : {"", "perft ", "moves ", "generate "}) {
    const auto run = adomoc(std::string(sub) + "--help");
    EXPECT_EQ(run.status, 0) << sub;
    EXPECT_NE(run.out.find("Usage"), std::string::npos) << sub;
  }
}

TEST(Cli, UsageErrorsExitTwo) {
  EXPECT_EQ(adomoc("").status, 2);
  EXPECT_EQ(adomoc("perft").status, 2);  // --depth is required
  EXPECT_EQ(adomoc("perft --depth 2 --variant chess").status, 2);
  EXPECT_EQ(adomoc("no-such-command").status, 2);
}

TEST(Cli, PerftPrintsTheCountAsTheLastLine) {
  EXPECT_EQ(adomoc("perft --depth 1").out, "23\n");
  EXPECT_EQ(adomoc("perft --depth 2").out, "635\n");
  EXPECT_EQ(adomoc("perft --depth 3 --variant infinite").out, "30620\n");
  EXPECT_EQ(adomoc("perft --depth 3 --variant Altogether").out, "31656\n");
}

TEST(Cli, PerftDivideListsEachMoveThenTheTotal) {
  const auto run = adomoc("perft --depth 2 --divide");
  ASSERT_EQ(run.status, 0);
  std::istringstream lines(run.out);
  std::string line;
  int moves = 0;
  std::uint64_t sum = 0;
  std::string total;
  while (std::getline(lines, line)) {
    const auto space = line.find(' ');
    if (space == std::string::npos) {
      total = line;
      continue;
    }
    ++moves;
    sum += std::stoull(line.substr(space + 1));
  }
  EXPECT_EQ(moves, 23);
  EXPECT_EQ(sum, 635u);
  EXPECT_EQ(total, "635");
  EXPECT_NE(run.out.find("F^c3c6 "), std::string::npos);
}

TEST(Cli, PerftFromAPosition) {
  // A light prime sun on c6 during a state of primes.
  const auto run = adomoc("perft --depth 1 --divide --position '10/10/10/10/10/2S^7/10/F^3M^5/- l -'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("S^c6c9* 1\n"), std::string::npos);
}

TEST(Cli, BadPositionTextIsExplained) {
  const auto run = adomoc("perft --depth 1 --position '10/10/10/10/10/10/10/10/- x -'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("character 27: expected the side to move"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty());
}

TEST(Cli, MovesListsTheLegalMoves) {
  const auto run = adomoc("moves");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(std::count(run.out.begin(), run.out.end(), '\n'), 23);
  EXPECT_NE(run.out.find("F^c3c4\n"), std::string::npos);
  EXPECT_NE(run.out.find("Fa3a8\n"), std::string::npos);
  EXPECT_EQ(adomoc("moves --position '10/10/10/10/10/10/10/10/- l -'").out, "");
}

TEST(Cli, GenerateIsDeterministicAndValid) {
  const auto a = adomoc("generate --games 30 --seed 9");
  const auto b = adomoc("generate --games 30 --seed 9");
  const auto c = adomoc("generate --games 30 --seed 10");
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  auto parsed = parser::parse_string(a.out);
  EXPECT_TRUE(parsed.errors.empty());
  ASSERT_EQ(parsed.games.size(), 30u);
  for (parser::Game& g : parsed.games) {
    const GameCheck check = check_game(g);
    EXPECT_TRUE(check.valid()) << check.fault->message;
    for (const char* tag : {"Event", "Site", "Date", "Round", "Light", "Dark", "Variant", "Result"})
      EXPECT_NE(g.find_tag(tag), nullptr) << tag;
  }
}

TEST(Cli, GenerateWritesAFileWithTheVariantAndPlyLimit) {
  const auto path = test::scratch_dir() / "gen.adn";
  const auto run = adomoc("generate --games 5 --variant infinite --max-plies 12 -o '" + path.string() + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  auto parsed = parser::parse_string(test::slurp(path));
  ASSERT_EQ(parsed.games.size(), 5u);
  for (parser::Game& g : parsed.games) {
    EXPECT_EQ(g.find_tag("Variant")->value, "Infinite");
    const GameCheck check = check_game(g);
    EXPECT_TRUE(check.valid());
    EXPECT_LE(check.plies, 12);
  }
}

TEST(Cli, GenerateToAnUnwritablePathFails) {
  const auto run = adomoc("generate --games 1 -o /nonexistent-dir/x.adn");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("cannot write '/nonexistent-dir/x.adn'"), std::string::npos);
}

}  // namespace
}  // namespace adomoc
