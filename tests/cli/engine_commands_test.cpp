// adomoc perft, moves and generate, run as a user would.
#include <gtest/gtest.h>

#include <poll.h>
#include <signal.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

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

// Starts `adomoc ARGS` with its standard error on a pipe, reads the first
// line it writes there and stops it: for counts that would run for days.
// The poll only guards against a hang; nothing is timed.
std::string first_error_line_then_stop(const std::string& args) {
  // popen's shell says its pid, then becomes the program.
  const std::string command = std::string("echo $$; exec '") + ADOMOC_BINARY + "' " + args + " 2>&1 >/dev/null";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return "popen failed";
  std::setvbuf(pipe, nullptr, _IONBF, 0);  // no read ahead: poll() sees what fgets has not taken
  char pid_line[32] = {}, line[1024] = {};
  std::string result = "no line on standard error";
  if (std::fgets(pid_line, sizeof pid_line, pipe)) {
    pollfd ready{::fileno(pipe), POLLIN, 0};
    if (::poll(&ready, 1, 120000) == 1 && std::fgets(line, sizeof line, pipe)) result = line;
    ::kill(std::atoi(pid_line), SIGKILL);
  }
  ::pclose(pipe);
  return result;
}

TEST(Cli, PerftSaysBeforeALongCountHowLongItMayTake) {
  const std::string note = first_error_line_then_stop("perft --depth 8");
  EXPECT_EQ(note.rfind("adomoc perft: depth 8 from this position is about ", 0), 0u) << note;
  EXPECT_NE(note.find(" trillion sequences: this may take roughly "), std::string::npos) << note;
  EXPECT_NE(note.find(" days (Ctrl-C stops it)\n"), std::string::npos) << note;
  const auto quick = adomoc("perft --depth 4");
  EXPECT_EQ(quick.out, "1637030\n");
  EXPECT_EQ(quick.err, "") << "a count of a second or two goes without a note";
}

TEST(Cli, PerftRefusesACountTooLargeToHold) {
  for (const char* depth : {"12", "64"}) {
    const auto run = adomoc(std::string("perft --depth ") + depth);
    EXPECT_EQ(run.status, 2) << depth;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err.rfind(std::string("adomoc perft: --depth ") + depth + " is too deep: from this position", 0), 0u)
        << run.err;
    EXPECT_NE(run.err.find("more than a 64-bit count holds (18 quintillion); the deepest countable is about depth 11"),
              std::string::npos)
        << run.err;
  }
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

// The moves of samples/centred.adn, on one line.
std::string centred_sample_moves() {
  const std::string text = test::slurp(std::string(ADOMOC_SAMPLES) + "/centred.adn");
  std::string moves = text.substr(text.find("\n1. ") + 1);
  std::replace(moves.begin(), moves.end(), '\n', ' ');
  return moves;
}

TEST(Cli, MovesOnAFinishedGameSaysHowItEnded) {
  const std::pair<std::string, std::string> cases[] = {
      {"--moves '" + centred_sample_moves() + "'", "the game is over: light has centred it (1-0)\n"},
      {"--moves '1. F^c3c6 F^h3h6_'", "the game is over: light forfeits (0-1)\n"},
      {"--moves '1. F^c3c6 F^h3h6 --'", "the game is over: drawn by agreement (1/2-1/2)\n"},
      {"--position '10/10/10/10/10/10/10/10/- l -'",
       "the game is over: light, to move, has no legal move and so forfeits (0-1)\n"},
  };
  for (const auto& [args, said] : cases) {
    const auto run = adomoc("moves " + args);
    EXPECT_EQ(run.status, 0) << args;
    EXPECT_EQ(run.out, "") << args;
    EXPECT_EQ(run.err, "adomoc moves: " + said) << args;
  }
  const auto going_on = adomoc("moves --moves '1. F^c3c6 F^h3h6'");
  EXPECT_EQ(going_on.err, "");
  EXPECT_FALSE(going_on.out.empty());
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
